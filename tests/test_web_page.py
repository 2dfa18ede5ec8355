"""The browser's page (game/web/static/) in a real Chromium, against a
scripted web part (tests/web_fake.py): its accessibility by axe-core on every
kind of screen in English and Russian, its live regions, its keys, its
buttons and forms, its reflow at 320 CSS px, and names kept as text.

The table shown is a real one: a Twenty game's TableModel and results, made
by the game's own session in the page's language, as the web part sends them.
"""

from __future__ import annotations

import dataclasses
import gzip
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe_selenium_python import Axe
from fluent.syntax import FluentParser, ast
from selenium.webdriver import ActionChains, Chrome
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from game.app.keymap import MODIFIERS, load_keymap
from game.core.results import results_model
from game.i18n import LOCALE_DIR, catalog, current_language, set_language
from tests.session_states import collect_states
from tests.web_browser import clear_viewport, set_viewport, start_chromium, wait_until
from tests.web_fake import STATIC, FakeWebPart

LANGS = ("en", "ru")
Message = dict[str, Any]


# -- what the web part would send ------------------------------------------------
def web_ids(lang: str) -> list[str]:
    text = (LOCALE_DIR / lang / "web.ftl").read_text(encoding="utf-8")
    return [entry.id.name for entry in FluentParser().parse(text).body
            if isinstance(entry, ast.Message)]


def key_bindings() -> dict[str, dict[str, list[str]]]:
    """The default keymap.toml's bindings, named as the page message names them."""
    keymap, problems = load_keymap()
    assert not problems
    return {section: {command: ["+".join([m for m in MODIFIERS if m in chord.mods]
                                         + [chord.key]) for chord in chords]
                      for command, chords in table.items()}
            for section, table in keymap.bindings.items()}


def page_message(lang: str) -> Message:
    words = catalog(lang)
    return {"type": "page", "lang": lang, "languages": [["en", "English"], ["ru", "Русский"]],
            "words": {i: words(i) for i in web_ids(lang)}, "keys": key_bindings()}


SETTINGS = {"type": "settings", "theme": "yellow", "volume": 0.8, "muted": False, "voice": False}


def table_screen(session: Any) -> Message:
    """The table screen of a Twenty session, as docs/web.md writes it."""
    model = session.reports.table_model()
    results = results_model(session)
    rows = session.cursor.rows
    actions = list(zip(["play", "draw", "take_discard"], rows[-1].items, strict=False))
    return {"kind": "table", "lines": session.reports.screen_lines(),
            "table": dataclasses.asdict(model) if model is not None else None,
            "results": dataclasses.asdict(results) if results is not None else None,
            "rows": [{"title": row.name, "cards": list(row.items), "focus": session.cursor.focus[i],
                      "selected": sorted(session.moves.selected) if i == 0 else []}
                     for i, row in enumerate(rows[:-1])],
            "row": session.cursor.row, "actions": [list(a) for a in actions]}


@pytest.fixture(scope="module")
def tables() -> dict[str, dict[str, Message]]:
    """A Twenty table mid-game and at a deal's end, in each language."""
    made: dict[str, dict[str, Message]] = {}
    before = current_language()
    try:
        for lang in LANGS:
            set_language(lang)
            states = collect_states("twenty", players=3, per_kind=1)
            made[lang] = {"table": table_screen(states["own"][0]),
                          "results": table_screen(states["summary"][0])}
    finally:
        set_language(before)
    return made


def screens(lang: str, tables: dict[str, dict[str, Message]]) -> dict[str, Message]:
    ru = lang == "ru"
    return {
        "menu": {"kind": "menu", "title": "Играть по сети" if ru else "Play online",
                 "items": ["Создать стол", "Войти"] if ru else ["Create a table", "Join"],
                 "focus": 1},
        "line": {"kind": "line", "title": "Ваше имя" if ru else "Your name", "text": "Ada",
                 "limit": 24},
        "text": {"kind": "text", "title": "Клавиши" if ru else "Keys",
                 "lines": ["F1: помощь", "F2: ваше положение"] if ru else ["F1: help",
                                                                           "F2: my status"],
                 "index": 0},
        "table": tables[lang]["table"],
        "results": tables[lang]["results"],
    }


# -- the browser and the fake web part ---------------------------------------------
@pytest.fixture(scope="module")
def fake() -> Iterator[FakeWebPart]:
    part = FakeWebPart().start()
    yield part
    part.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Chrome]:
    driver = start_chromium("en")
    yield driver
    driver.quit()


def open_page(driver: Chrome, fake: FakeWebPart, screen: Message, lang: str = "en",
              then: tuple[Message, ...] = ()) -> None:
    """Load the page with the web part's opening messages and wait until
    ``screen`` is drawn."""
    fake.opening = [page_message(lang), SETTINGS, {"type": "screen", "screen": screen}, *then]
    fake.clear()
    clear_viewport(driver)
    # What an earlier test left in the page's storage (the own voice's choice).
    driver.execute_cdp_cmd("Storage.clearDataForOrigin",
                           {"origin": fake.url.rstrip("/"), "storageTypes": "local_storage"})
    driver.get(fake.url)
    if screen["kind"] == "table":
        wait_until(driver, lambda d: d.execute_script(
            "return !document.getElementById('table').hidden"
            " && document.querySelectorAll('#table-lists h3').length > 0"))
    else:
        wait_until(driver, lambda d: d.execute_script(
            "const h = document.getElementById('screen-title'); return h && h.textContent")
            == screen["title"])
    assert driver.execute_script("return document.documentElement.lang") == lang


def sent(fake: FakeWebPart, count: int) -> list[Message]:
    return fake.wait_received(count)


# -- accessibility -------------------------------------------------------------------
def make_axe(driver: Chrome) -> Axe:
    """axe-core as axe-selenium-python bundles it (3.1.1), or the axe.min.js
    named by PARLOUR_AXE_SCRIPT: a newer axe-core knows more rules (4.x was
    run on this page once, from axe-playwright-python's copy)."""
    script = os.environ.get("PARLOUR_AXE_SCRIPT")
    return Axe(driver, script) if script else Axe(driver)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["menu", "line", "text", "table", "results"])
def test_axe_finds_no_violation(browser: Chrome, fake: FakeWebPart, tables: Any,
                                kind: str, lang: str) -> None:
    screen = screens(lang, tables)[kind]
    # Some lines spoken and in the history, as in play.
    open_page(browser, fake, screen, lang, then=({"type": "say", "lines": [
        {"text": line, "interrupt": False, "cue": None} for line in screen.get("lines", [])[:3]
    ] + [{"text": "!", "interrupt": True, "cue": None}]},))
    if kind == "results":
        assert browser.find_element(By.CSS_SELECTOR, "table.results").is_displayed()
    axe = make_axe(browser)
    axe.inject()
    found = axe.run()
    assert found["violations"] == [], axe.report(found["violations"])
    # The page's labels are in the page's language, not the English fallback.
    assert browser.find_element(By.ID, "settings-title").text == catalog(lang)("web-settings")


@pytest.mark.parametrize("theme", ["yellow", "white", "paper", "black"])
def test_every_theme_has_enough_contrast(browser: Chrome, fake: FakeWebPart, tables: Any,
                                         theme: str) -> None:
    open_page(browser, fake, screens("en", tables)["results"])
    fake.send({**SETTINGS, "theme": theme})
    wait_until(browser, lambda d: d.execute_script(
        "return document.documentElement.dataset.theme") == theme)
    axe = make_axe(browser)
    axe.inject()
    found = axe.run("html", "{runOnly: {type: 'rule', values: ['color-contrast']}}")
    assert found["passes"], "the contrast was not checked"
    assert found["violations"] == [], axe.report(found["violations"])


def test_no_error_in_the_browsers_console(browser: Chrome, fake: FakeWebPart,
                                          tables: Any) -> None:
    """No script error, no file missing, no content security policy refused."""
    browser.get_log("browser")  # what earlier pages left
    for kind in ("menu", "line", "text", "results", "table"):
        open_page(browser, fake, screens("en", tables)[kind])
    fake.send({"type": "say", "lines": [{"text": "Ada draws.", "interrupt": False,
                                         "cue": "draw"}]})
    wait_until(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#history li"))
    assert [e for e in browser.get_log("browser") if e["level"] == "SEVERE"] == []


# -- speech --------------------------------------------------------------------------
def test_two_hundred_polite_lines_all_reach_the_polite_region_in_order(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("en", tables)["table"])
    lines = [f"Line {n}: Ada plays the 7 of hearts." for n in range(200)]
    fake.send({"type": "say", "lines": [{"text": t, "interrupt": False, "cue": "play"}
                                        for t in lines]})
    read = "return [...document.querySelectorAll('#polite > *')].map(e => e.textContent)"
    wait_until(browser, lambda d: len(d.execute_script(read)) >= 200)
    assert browser.execute_script(read) == lines
    history = "return [...document.querySelectorAll('#history > li')].map(e => e.textContent)"
    assert browser.execute_script(history)[-200:] == lines
    assert browser.find_element(By.ID, "assertive").text == ""


def test_a_frame_of_several_messages_is_each_taken_in_order(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    """A key's words, the screen they go with and the next words, in one frame."""
    all_screens = screens("en", tables)
    open_page(browser, fake, all_screens["menu"])
    first = {"text": "Ada draws.", "interrupt": False, "cue": None}
    then = {"text": "Your turn.", "interrupt": False, "cue": None}
    fake.send_frame({"type": "say", "lines": [first]},
                    {"type": "screen", "screen": all_screens["table"]},
                    {"type": "say", "lines": [then]})
    read = "return [...document.querySelectorAll('#polite > *')].map(e => e.textContent)"
    wait_until(browser, lambda d: len(d.execute_script(read)) >= 2)
    assert browser.execute_script(read) == ["Ada draws.", "Your turn."]
    assert browser.find_element(By.ID, "table").is_displayed()


def test_every_message_says_how_many_lines_the_page_had(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    """A move key sent before a new deal's opening reached the page is held
    by the web part: it knows by ``heard``, every line of every ``say``
    counted (a cue's line too), from this socket's first."""
    open_page(browser, fake, screens("en", tables)["table"])
    ActionChains(browser).send_keys(Keys.F2).perform()  # in the table's region, focused
    fake.wait_received(1)
    assert fake.heard == [0]
    fake.send({"type": "say", "lines": [{"text": "Deal 2.", "interrupt": False, "cue": None},
                                        {"text": "", "interrupt": False, "cue": "deal"},
                                        {"text": "Your turn.", "interrupt": False,
                                         "cue": None}]})
    read = "return [...document.querySelectorAll('#polite > *')].map(e => e.textContent)"
    wait_until(browser, lambda d: "Your turn." in d.execute_script(read))
    ActionChains(browser).send_keys(Keys.F2).perform()
    fake.wait_received(2)
    assert fake.heard == [0, 3]


def test_an_interrupt_line_lands_in_the_assertive_region_each_time(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("en", tables)["table"])
    line = {"text": "Invalid: not your turn.", "interrupt": True, "cue": "invalid"}
    fake.send({"type": "say", "lines": [{"text": "Ada draws.", "interrupt": False, "cue": None},
                                        line]})
    read = "return document.getElementById('assertive').textContent"
    wait_until(browser, lambda d: d.execute_script(read).strip() == line["text"])
    first = browser.execute_script(read)
    assert browser.execute_script(
        "return [...document.querySelectorAll('#polite > *')].map(e => e.textContent)") \
        == ["Ada draws."]
    fake.send({"type": "say", "lines": [line]})
    # The same sentence again is a change, so the screen reader says it again.
    wait_until(browser, lambda d: d.execute_script(read) != first)
    assert browser.execute_script(read).strip() == line["text"]


def test_markup_in_a_line_is_shown_as_text(browser: Chrome, fake: FakeWebPart,
                                           tables: Any) -> None:
    markup = "<img src=x onerror=alert(1)>"
    screen = {"kind": "menu", "title": markup, "items": [markup], "focus": 0}
    open_page(browser, fake, screen)
    fake.send({"type": "say", "lines": [{"text": markup, "interrupt": False, "cue": None},
                                        {"text": markup, "interrupt": True, "cue": None}]})
    wait_until(browser, lambda d: d.execute_script(
        "return document.querySelectorAll('#history li').length") == 2)
    assert browser.find_element(By.CSS_SELECTOR, "#history li").text == markup
    assert browser.find_element(By.CSS_SELECTOR, "#polite p").get_attribute("textContent") \
        == markup
    assert browser.find_elements(By.TAG_NAME, "img") == []


def test_a_lost_connection_is_said_and_the_page_connects_again(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("ru", tables)["menu"], "ru")
    before = fake.connections()
    fake.drop()
    lost = catalog("ru")("web-connection-lost")
    wait_until(browser, lambda d: d.execute_script(
        "return document.getElementById('assertive').textContent").strip() == lost)
    said = browser.find_elements(By.CSS_SELECTOR, "#history li")[-1]
    assert said.text == lost
    assert said.get_attribute("lang") == "ru"  # read with a Russian voice
    fake.wait_for(lambda: fake.connections() > before)


# -- keys ------------------------------------------------------------------------------
@pytest.mark.parametrize(("keys", "command"), [
    ((Keys.F2,), "my_status"), (("d",), "draw"), ((Keys.ARROW_RIGHT,), "next_card"),
    ((Keys.SHIFT, Keys.F1), "rules"), ((",",), "history_back"),
    ((Keys.SHIFT, ","), "history_oldest"), ((Keys.ESCAPE,), "game_menu"),
])
def test_keys_in_the_table_region_send_their_commands(
        browser: Chrome, fake: FakeWebPart, tables: Any, keys: tuple[str, ...],
        command: str) -> None:
    chords = key_bindings()
    assert any(command in section for section in chords.values())
    open_page(browser, fake, screens("en", tables)["table"])
    region = browser.find_element(By.ID, "table-keys")
    assert browser.switch_to.active_element == region  # the table screen came: focus there
    assert region.get_attribute("role") == "application"
    assert region.get_attribute("aria-label") == catalog("en")("web-table-keys")
    # A key bound to nothing (Z) goes as itself, for the web part to answer;
    # the bound one comes next, as its command.
    chain = ActionChains(browser).send_keys("z")
    *held, key = keys
    for modifier in held:
        chain.key_down(modifier)
    chain.send_keys(key)
    for modifier in held:
        chain.key_up(modifier)
    chain.perform()
    assert sent(fake, 2) == [{"type": "key", "name": "z"}, {"type": "command", "name": command}]


def test_a_lone_ctrl_stops_the_pages_own_voice(browser: Chrome, fake: FakeWebPart,
                                               tables: Any) -> None:
    assert "ctrl" in key_bindings()["global"]["stop_speech"]
    open_page(browser, fake, screens("en", tables)["table"])
    browser.execute_script("""
        window.spoken = [];
        speechSynthesis.cancel = () => window.spoken.push('cancel');""")
    ActionChains(browser).send_keys(Keys.CONTROL).send_keys(Keys.F2).perform()
    # Done on the page (the web part has no speech to stop), not sent.
    assert sent(fake, 1) == [{"type": "command", "name": "my_status"}]
    assert browser.execute_script("return window.spoken") == ["cancel"]


def test_tab_leaves_the_table_region(browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("en", tables)["table"])
    region = browser.find_element(By.ID, "table-keys")
    ActionChains(browser).send_keys(Keys.TAB).perform()
    wait_until(browser, lambda d: d.switch_to.active_element != region)
    ActionChains(browser).send_keys(Keys.F2).perform()  # now on a button: not the region's
    assert browser.switch_to.active_element.tag_name == "button"
    assert fake.received == []


# -- plain screens ---------------------------------------------------------------------
def test_a_menu_focuses_its_item_and_a_click_sends_choose(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    screen = screens("en", tables)["menu"]
    open_page(browser, fake, screen)
    focused = browser.switch_to.active_element
    assert focused.text == screen["items"][1]
    assert browser.find_element(By.ID, "polite").get_attribute("textContent") == ""
    browser.find_elements(By.CSS_SELECTOR, "ul.menu button")[0].click()
    assert sent(fake, 1) == [{"type": "choose", "index": 0}]
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert sent(fake, 2)[1] == {"type": "back"}


def test_a_menu_choice_steps_both_ways(browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    screen = {"kind": "menu", "title": "Create a table", "items": ["Game: Twenty", "Create"],
              "focus": 0, "choices": [True, False]}
    open_page(browser, fake, screen)
    ActionChains(browser).send_keys(Keys.ARROW_LEFT).perform()
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
    browser.switch_to.active_element.click()
    assert sent(fake, 3) == [{"type": "choose", "index": 0, "step": -1},
                             {"type": "choose", "index": 0, "step": 1},
                             {"type": "choose", "index": 0}]


def test_the_same_menu_again_keeps_the_players_place(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    screen = screens("en", tables)["menu"]
    open_page(browser, fake, screen)
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert browser.switch_to.active_element.text == screen["items"][0]
    fake.send({"type": "screen", "screen": {**screen, "items": [*screen["items"], "Watch"]}})
    wait_until(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "ul.menu button")) == 3)
    assert browser.switch_to.active_element.text == screen["items"][0]
    # Another screen takes the focus to its own item.
    fake.send({"type": "screen", "screen": {**screen, "title": "Tables", "focus": 2,
                                            "items": ["a", "b", "c"]}})
    wait_until(browser, lambda d: d.switch_to.active_element.text == "c")


def test_a_text_screen_focuses_its_line(browser: Chrome, fake: FakeWebPart,
                                        tables: Any) -> None:
    screen = {**screens("en", tables)["text"], "index": 1}
    open_page(browser, fake, screen)
    assert browser.switch_to.active_element.text == screen["lines"][1]
    assert browser.find_element(By.CSS_SELECTOR, "ul.text").tag_name == "ul"


def test_a_secret_line_is_a_password_field(browser: Chrome, fake: FakeWebPart,
                                          tables: Any) -> None:
    open_page(browser, fake, {"kind": "line", "title": "Password", "text": "", "limit": 64,
                              "secret": True})
    assert browser.switch_to.active_element.get_attribute("type") == "password"


def test_a_line_form_sends_its_text_and_escape_goes_back(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("ru", tables)["line"], "ru")
    field = browser.switch_to.active_element
    assert field.get_attribute("id") == "line-input"
    assert field.get_attribute("value") == "Ada"
    assert field.get_attribute("maxlength") == "24"
    assert browser.find_element(By.CSS_SELECTOR, "label[for=line-input]").text == "Ваше имя"
    field.clear()
    field.send_keys("Бор")
    # The same line sent again keeps what is being typed.
    fake.send({"type": "screen", "screen": screens("ru", tables)["line"]},
              {"type": "say", "lines": [{"text": "!", "interrupt": False, "cue": None}]})
    wait_until(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#history li"))
    field.send_keys("ис", Keys.ENTER)
    assert sent(fake, 1) == [{"type": "text", "text": "Борис"}]
    field.send_keys(Keys.ESCAPE)
    assert sent(fake, 2)[1] == {"type": "back"}


# -- touch -------------------------------------------------------------------------------
def test_a_touched_card_sends_point_then_toggle_select(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    screen = screens("en", tables)["table"]
    open_page(browser, fake, screen)
    buttons = browser.find_elements(By.CSS_SELECTOR, "#table-lists .part:nth-of-type(2) button")
    assert [b.text for b in buttons] == screen["rows"][0]["cards"]
    assert {b.get_attribute("aria-pressed") for b in buttons} == {"false"}
    buttons[2].click()
    assert sent(fake, 2) == [{"type": "point", "row": 0, "index": 2},
                             {"type": "command", "name": "toggle_select"}]
    # The web part answers with the card selected: pressed, and still focused.
    selected = {**screen, "rows": [{**screen["rows"][0], "selected": [2], "focus": 2},
                                   *screen["rows"][1:]]}
    fake.send({"type": "screen", "screen": selected})
    pressed = "#table-lists button[aria-pressed=true]"
    wait_until(browser, lambda d: d.find_elements(By.CSS_SELECTOR, pressed))
    assert browser.find_element(By.CSS_SELECTOR, pressed).text == screen["rows"][0]["cards"][2]
    assert browser.switch_to.active_element.text == screen["rows"][0]["cards"][2]
    fake.clear()
    action = browser.find_element(By.CSS_SELECTOR, "ul.actions button")
    assert action.text == screen["actions"][0][1]
    action.click()
    assert sent(fake, 1) == [{"type": "command", "name": screen["actions"][0][0]}]


def test_a_row_of_actions_means_enter_and_rows_keep_their_own_index(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    """The web part's other naming of rows (docs/web.md): ``items`` with
    ``cards`` true or false, and ``index`` the row's place among the keys'
    rows (a watcher is sent only some)."""
    screen = {**screens("en", tables)["table"], "row": 2, "rows": [
        {"index": 1, "title": "The table", "items": ["king of hearts"], "cards": True,
         "focus": 0, "selected": []},
        {"index": 2, "title": "Actions", "items": ["Draw from the stock", "Pass"],
         "cards": False, "focus": 1, "selected": []}]}
    open_page(browser, fake, screen)
    rows = browser.find_elements(By.CSS_SELECTOR, "#table-lists ul.row-buttons")
    pass_button = rows[1].find_elements(By.TAG_NAME, "button")[1]
    assert pass_button.get_attribute("aria-pressed") is None  # not a card to select
    assert "focused" in pass_button.get_attribute("class")
    pass_button.click()
    rows[0].find_element(By.TAG_NAME, "button").click()
    assert sent(fake, 4) == [{"type": "point", "row": 2, "index": 1},
                             {"type": "command", "name": "play"},
                             {"type": "point", "row": 1, "index": 0},
                             {"type": "command", "name": "toggle_select"}]


def test_the_page_says_when_it_goes_to_the_background(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("en", tables)["menu"])
    page = browser.current_window_handle
    browser.switch_to.new_window("tab")
    try:
        assert sent(fake, 1) == [{"type": "visible", "visible": False}]
    finally:
        browser.close()
        browser.switch_to.window(page)
    assert sent(fake, 2)[1] == {"type": "visible", "visible": True}


# -- low vision --------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_at_320_px_the_table_reflows_with_every_public_card(
        browser: Chrome, fake: FakeWebPart, tables: Any, lang: str) -> None:
    screen = screens(lang, tables)["table"]
    open_page(browser, fake, screen, lang)
    set_viewport(browser, 320, 640)
    wait_until(browser, lambda d: d.execute_script("return window.innerWidth") == 320)
    widths = browser.execute_script(
        "const e = document.documentElement; return [e.scrollWidth, e.clientWidth]")
    assert widths[0] <= widths[1], widths
    text = browser.find_element(By.TAG_NAME, "body").text  # what is rendered and visible
    for row in screen["rows"]:
        for words in row["cards"]:
            assert words in text
    drawn = browser.find_elements(By.CSS_SELECTOR, ".drawn .card.large")
    assert len(drawn) == len(screen["table"]["hand"]["cards"])
    for card in drawn:
        assert card.rect["x"] >= 0 and card.rect["x"] + card.rect["width"] <= 320
    base = browser.execute_script(
        "return parseFloat(getComputedStyle(document.body).fontSize)")
    assert base >= 24  # 1.5rem
    # The results too: the score table fits, the public hands wrap.
    fake.send({"type": "screen", "screen": screens(lang, tables)["results"]})
    wait_until(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "table.results"))
    widths = browser.execute_script(
        "const e = document.documentElement; return [e.scrollWidth, e.clientWidth]")
    assert widths[0] <= widths[1], widths
    table = browser.find_element(By.CSS_SELECTOR, "table.results")
    assert table.rect["x"] + table.rect["width"] <= widths[1]


def test_the_theme_follows_the_settings(browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("en", tables)["menu"])
    fake.send({**SETTINGS, "theme": "paper"})
    wait_until(browser, lambda d: d.execute_script(
        "return getComputedStyle(document.documentElement).backgroundColor")
        == "rgb(214, 236, 218)")
    theme = browser.find_element(By.ID, "set-theme")
    theme.find_element(By.CSS_SELECTOR, "option[value=black]").click()
    assert sent(fake, 1) == [{"type": "setting", "name": "theme", "value": "black"}]


# -- the files themselves -----------------------------------------------------------------
def test_every_label_the_page_names_is_in_both_catalogs() -> None:
    named: set[str] = set()
    for path in STATIC.iterdir():
        text = path.read_text(encoding="utf-8")
        named |= set(re.findall(r"\bweb-[a-z]+(?:-[a-z]+)*\b", text))
        # Labels named by a pattern (web-rank-${rank}): each value listed.
        named |= {f"web-rank-{r}" for r in "AJQK"} | {f"web-colour-{c}" for c in "RBGY"}
    named.discard("web-rank")
    named.discard("web-colour")
    for lang in LANGS:
        assert named <= set(web_ids(lang)), (lang, named - set(web_ids(lang)))
    assert web_ids("en") == web_ids("ru")


def test_no_inline_script_or_style_and_a_small_page() -> None:
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    assert re.findall(r"<script(?![^>]*\bsrc=)", html) == []
    assert " style=" not in html and "<style" not in html
    weight = sum(len(gzip.compress(p.read_bytes())) for p in STATIC.iterdir())
    assert weight < 150_000 // 3, weight  # well under the 150 KB budget
    for path in STATIC.glob("*.js"):
        assert "innerHTML" not in path.read_text(encoding="utf-8"), path.name


def test_the_page_files_are_small_modules() -> None:
    for path in STATIC.glob("*.js"):
        assert len(path.read_text(encoding="utf-8").splitlines()) <= 300, path.name
    assert Path(STATIC / "index.html").is_file()


# -- sound and settings --------------------------------------------------------------------
def test_a_cue_is_fetched_once_and_kept(browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("en", tables)["table"])
    ActionChains(browser).send_keys("z").perform()  # a key: the audio may start
    line = {"text": "You draw.", "interrupt": False, "cue": "draw"}
    fake.send({"type": "say", "lines": [line]}, {"type": "say", "lines": [line, line]})
    fake.send({"type": "say", "lines": [{**line, "cue": "play"}]})
    fetched = ("return performance.getEntriesByType('resource')"
               ".map(e => e.name.split('/').pop()).filter(n => n.endsWith('.wav'))")
    # The draw cue's fetches (one, or three if not kept) began before the play cue's.
    wait_until(browser, lambda d: "play.wav" in d.execute_script(fetched))
    assert browser.execute_script(fetched) == ["draw.wav", "play.wav"]


def test_the_settings_send_what_the_player_changes(browser: Chrome, fake: FakeWebPart,
                                                   tables: Any) -> None:
    open_page(browser, fake, screens("en", tables)["menu"])
    browser.find_element(By.CSS_SELECTOR, "#set-lang option[value=ru]").click()
    browser.find_element(By.ID, "set-mute").click()
    browser.find_element(By.ID, "set-voice").click()  # the page's own: not sent
    volume = browser.find_element(By.ID, "set-volume")
    volume.send_keys(Keys.HOME)
    assert sent(fake, 3) == [{"type": "lang", "lang": "ru"},
                             {"type": "setting", "name": "muted", "value": True},
                             {"type": "setting", "name": "volume", "value": 0}]
    # The own voice is kept by this browser: on again after a reload.
    browser.refresh()
    wait_until(browser, lambda d: d.execute_script(
        "const h = document.getElementById('screen-title'); return h && h.textContent"))
    assert browser.find_element(By.ID, "set-voice").is_selected()


def test_the_browsers_own_voice_speaks_the_lines_when_chosen(
        browser: Chrome, fake: FakeWebPart, tables: Any) -> None:
    open_page(browser, fake, screens("ru", tables)["menu"], "ru")
    # The voice is the browser's: watched here, not heard.
    browser.execute_script("""
        window.spoken = [];
        speechSynthesis.speak = (u) => window.spoken.push([u.text, u.lang]);
        speechSynthesis.cancel = () => window.spoken.push(['cancel']);""")
    fake.send({"type": "say", "lines": [{"text": "тихо", "interrupt": False, "cue": None}]})
    wait_until(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#history li"))
    assert browser.execute_script("return window.spoken") == []  # off by default
    fake.send({**SETTINGS, "voice": True},
              {"type": "say", "lines": [{"text": "Ада ходит.", "interrupt": False, "cue": None},
                                        {"text": "Не ваш ход.", "interrupt": True, "cue": None}]})
    wait_until(browser, lambda d: len(d.execute_script("return window.spoken")) >= 3)
    assert browser.execute_script("return window.spoken") == [
        ["Ада ходит.", "ru"], ["cancel"], ["Не ваш ход.", "ru"]]
