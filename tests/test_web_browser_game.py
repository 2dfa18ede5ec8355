"""Whole games in a real browser at a real server (issue: join from a browser).

Headless Chromium opens the page ``parlour serve`` serves, and plays as a
player would: a form for the name, the lobby's buttons, keys in the table's
region (or, on a touch screen, only the buttons). What reached the browser
is read back from Chromium's own record of the socket's frames, and what the
page shows from its history list and live regions.
"""

from __future__ import annotations

import re
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.common.exceptions import (
    NoSuchElementException,
    StaleElementReferenceException,
    TimeoutException,
)
from selenium.webdriver import Chrome
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from game.games import spec
from game.i18n import set_language, t
from tests.helpers_app import REPO, app_env, write_keys
from tests.online_helpers import SCRIPTED_RATE, Client, ServerProcess, server, stored_log
from tests.test_online_watch import card_codes, card_words
from tests.test_web_page import make_axe
from tests.test_web_seat import faces
from tests.web_browser import frames_received, set_viewport, start_chromium, wait_until

SEED = 11
END_WORDS = {"en": "Press Enter to play again at this table"}


@pytest.fixture
def chromium() -> Iterator[Chrome]:
    driver = start_chromium("en", frames=True)
    try:
        yield driver
    finally:
        driver.quit()


class BrowserPlayer:
    """A person at the page, as a screen reader's user moves through it."""

    def __init__(self, driver: Chrome, srv: ServerProcess) -> None:
        self.driver = driver
        self.frames: list[dict[str, Any]] = []
        driver.get("http" + srv.url.removeprefix("ws"))

    def history(self) -> list[str]:
        return list(self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#history li'), e => e.textContent)"))

    def take_frames(self) -> None:
        self.frames += frames_received(self.driver)

    def said(self) -> list[str]:
        """Every line the page was sent, in order."""
        self.take_frames()
        return [line["text"] for m in self.frames if m.get("type") == "say"
                for line in m["lines"] if line["text"]]

    def click(self, label: str) -> None:
        """The screen's button whose words start with ``label``, found and
        clicked at once (the page may draw the screen again between the two)."""
        wait_until(self.driver, lambda d: d.execute_script("""
            for (const b of document.querySelectorAll('#screen button, #table button')) {
              if (b.offsetParent !== null && b.textContent.startsWith(arguments[0])) {
                b.click(); return true;
              }
            }
            return false;""", label))

    def type_line(self, text: str) -> None:
        """Typed into the screen's line, then Enter (again if the page drew
        the line anew meanwhile)."""
        def typed(driver: Chrome) -> bool:
            try:
                driver.find_element(By.ID, "line-input").send_keys(text, Keys.ENTER)
            except (NoSuchElementException, StaleElementReferenceException):
                return False
            return True
        wait_until(self.driver, typed)

    def enter(self, name: str) -> None:
        self.click(t("online-name", name="none").split(":")[0])
        self.type_line(name)
        self.click(t("browser-enter"))
        lobby = t("lobby-title", address="").split(" ")[0]
        wait_until(self.driver, lambda d: self.title().startswith(lobby))

    def screen_items(self) -> list[str]:
        return list(self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#screen button'), b => b.textContent)"))

    def title(self) -> str:
        return str(self.driver.execute_script(
            "return document.getElementById('screen-title')?.textContent || ''"))

    def at_table(self) -> bool:
        return bool(self.driver.execute_script(
            "return !document.getElementById('table').hidden"))

    def keys_act(self) -> bool:
        """The player's keys act now: their turn, or a deal's summary
        waiting for their Enter."""
        busy, between = self.driver.execute_script(
            "const d = document.getElementById('table').dataset; return [d.busy, d.between]")
        return busy == "false" or between == "true" or self.over()

    def over(self) -> bool:
        return any(line.startswith(END_WORDS["en"]) for line in self.history()[-3:])

    def lines_shown(self) -> int:
        """Every line the history was given (it keeps the last thousand)."""
        return int(self.driver.execute_script(
            "return Number(document.getElementById('history').dataset.total || 0)"))

    def press(self, key: str) -> None:
        """A key in the table's region; back once its words came."""
        before = self.lines_shown()
        region = self.driver.find_element(By.ID, "table-keys")
        region.send_keys(key)
        try:
            wait_until(self.driver, lambda d: self.lines_shown() > before)
        except TimeoutException:
            raise AssertionError(f"{key!r} was not answered: {self.history()[-6:]}") from None

    def turn(self) -> bool:
        """One turn by the suggestion and Enter, once the keys act; False
        when the game is over instead."""
        wait_until(self.driver, lambda d: self.keys_act(), seconds=60)
        self.take_frames()  # Chromium keeps a bounded log: read it as it goes
        if self.over():
            return False
        self.press("g")
        self.press(Keys.ENTER)
        return True

    def play_by_keys(self, turns: int) -> None:
        for _ in range(turns):
            if not self.turn():
                return
        raise AssertionError(f"not over after {turns} turns: {self.history()[-5:]}")


def violations(driver: Chrome) -> list[Any]:
    """What axe-core finds wrong with the page as it is now."""
    axe = make_axe(driver)
    axe.inject()
    return list(axe.run()["violations"])


CODE = re.compile(r"Your table's join code: (.+?)\. ")


def test_twenty_by_keys_in_the_browser_beside_a_desktop_player(
        tmp_path: Path, chromium: Chrome) -> None:
    """Zoe in the browser makes a private Twenty table for two people and a
    computer player; Глеб joins it from the desktop game, in Russian. Both
    play by the suggestion and Enter to the match's end. Every line sent to
    the browser is in its history, in order; axe-core finds nothing on the
    lobby, the table mid-game and the results; the desktop player heard Zoe's moves."""
    set_language("en")
    with server(tmp_path / "data", *SCRIPTED_RATE, web=True, seed=SEED) as srv:
        zoe = BrowserPlayer(chromium, srv)
        zoe.enter("Zoe")
        assert not violations(chromium)  # the lobby
        zoe.click(t("lobby-create"))
        zoe.click(t("create-seats"))  # 2 -> 3
        for _ in range(2):  # normal -> hard -> a person
            zoe.click(t("create-seat", seat=2))
        zoe.click(t("twenty-option-match_points"))  # 100 -> 50
        zoe.click(t("create-go"))
        wait_until(chromium, lambda d: any(CODE.match(line) for line in zoe.history()))
        code = next(m.group(1) for line in zoe.history() if (m := CODE.match(line)))
        keys = write_keys(tmp_path / "keys.txt", [
            "down", "down", "return", *code.replace(" ", "").lower(), "return",
            *(["g", "return"] * 400)])
        desktop = subprocess.Popen(
            [sys.executable, "-m", "game", "--headless", "--keys", str(keys), "--lang", "ru",
             "--online", srv.url.removeprefix("ws://").rstrip("/"), "--name", "Глеб"],
            cwd=REPO, env=app_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True)
        try:
            wait_until(chromium, lambda d: zoe.at_table() and zoe.keys_act(), seconds=60)
            for _ in range(4):
                zoe.turn()
            assert not violations(chromium)  # the table mid-game
            zoe.play_by_keys(2_000)
            assert not violations(chromium)  # the results
            shown, said = zoe.history(), zoe.said()  # before the server goes
        finally:
            desktop.kill()
            heard_by_desktop = desktop.communicate(timeout=30)[0].splitlines()
    assert len(said) > 100
    assert shown == said
    assert any(line.startswith("Глеб") for line in said)  # the other person's moves
    assert any(line.startswith("Zoe ") for line in heard_by_desktop), heard_by_desktop[-10:]


def tap(driver: Chrome, selector: str) -> None:
    """A button touched (clicked: a touch screen's tap is a click to the page)."""
    wait_until(driver, lambda d: d.execute_script(
        "const b = document.querySelector(arguments[0]);"
        " if (b && b.offsetParent !== null) { b.click(); return true; } return false;",
        selector))


def test_shithead_by_touch_alone_at_a_phones_width(tmp_path: Path) -> None:
    """A phone's screen reader reaches only buttons: a whole Shithead game
    against a computer player by the actions' buttons (the suggestion, then
    Enter's), on a screen 320 CSS px wide (a phone, or 400% zoom) where the
    table never scrolls sideways and every public card is in the page; no
    card the seat was never shown reached the browser."""
    set_language("en")
    driver = start_chromium("en", width=800, height=900, frames=True)
    data = tmp_path / "data"
    try:
        with server(data, *SCRIPTED_RATE, web=True, seed=SEED) as srv:
            zoe = BrowserPlayer(driver, srv)
            driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
            set_viewport(driver, 320, 800)
            zoe.enter("Zoe")
            zoe.click(t("lobby-create"))
            title = t(spec("shithead").title_id)
            while not any(title in line for line in zoe.screen_items()):
                zoe.click(t("menu-game"))
            zoe.click(t("create-go"))
            wait_until(driver, lambda d: zoe.at_table())
            checked = False
            for _ in range(2_000):
                wait_until(driver, lambda d: zoe.keys_act(), seconds=60)
                zoe.take_frames()
                if zoe.over():
                    break
                if not checked and len(zoe.history()) > 30:
                    check_reflow(driver)
                    checked = True
                for command in ("suggest", "play"):
                    before = zoe.lines_shown()
                    tap(driver, f'[data-key="action:{command}"]')
                    wait_until(driver, lambda d, n=before: zoe.lines_shown() > n)
            assert zoe.over() and checked
            said = zoe.said()
            with sqlite3.connect(data / "parlour.sqlite3") as db:
                (table,), = db.execute("SELECT id FROM tables").fetchall()
        log = stored_log(data, table, tmp_path / "record.jsonl")
    finally:
        driver.quit()
    engine = spec("shithead").engine
    dealt = {code for event in log for code in card_codes(event)}
    shown = {code for event in log for code in card_codes(engine.redact(event, 0))}
    hidden = {code for code in dealt - shown if card_words("shithead", code)}
    assert hidden, "the check below would check nothing: another seed"
    screens = [m["screen"] for m in zoe.frames if m.get("type") == "screen"]
    assert not {code for s in screens for code in faces(s)} & hidden
    words = {word for code in hidden for word in card_words("shithead", code)}
    assert not [line for line in said for word in words
                if re.search(rf"\b{re.escape(word)}\b", line)]


def check_reflow(driver: Chrome) -> None:
    """At the page's width now, nothing scrolls sideways and every card
    the rows hold (the hand, the face-up cards, the pile) is in the page."""
    wide, seen = driver.execute_script(
        "const d = document.documentElement; return [d.scrollWidth - d.clientWidth,"
        " Array.from(document.querySelectorAll('#table-lists button'), b => b.textContent)]")
    assert wide <= 0, f"{wide} px to scroll sideways"
    assert len(seen) > 5
    text = driver.execute_script("return document.getElementById('table').innerText")
    assert all(words in text for words in seen)


MARKUP = "<img src=x onerror=alert(1)>"


def test_a_chat_line_with_markup_shows_as_text(tmp_path: Path, chromium: Chrome) -> None:
    """Another player's chat line that is markup reaches the browser's
    history as the very characters typed: no image made, no script run."""
    set_language("en")
    with server(tmp_path / "data", *SCRIPTED_RATE, web=True) as srv:
        zoe = BrowserPlayer(chromium, srv)
        zoe.enter("Zoe")
        zoe.click(t("lobby-create"))
        zoe.click(t("create-seat", seat=2))  # normal -> hard
        zoe.click(t("create-seat", seat=2))  # hard -> a person
        zoe.click(t("create-go"))
        wait_until(chromium, lambda d: any(CODE.match(line) for line in zoe.history()))
        code = next(m.group(1) for line in zoe.history() if (m := CODE.match(line)))
        bo = Client(srv.url, "Bo")
        try:
            table = bo.ask({"type": "join", "code": code.replace(" ", "")}, "joined")["table"]
            bo.send({"type": "say", "table": table, "text": MARKUP})
            wait_until(chromium, lambda d: any(MARKUP in line for line in zoe.history()))
        finally:
            bo.close()
        assert chromium.execute_script("return document.querySelectorAll('img').length") == 0
        polite = chromium.execute_script(
            "return document.getElementById('polite').textContent + "
            "document.getElementById('assertive').textContent")
        assert MARKUP in polite


#: Ten Phases here; Phase 10's whole game by keys in the browser took 100 s
#: (a thousand lines, a Selenium round trip a key): its words through the web
#: part are whole-game tested in test_web_seat.py, and the page is the same
#: page for every game.
@pytest.mark.parametrize("game_id", ["tenphases"])
def test_a_rummy_game_by_keys_in_the_browser(tmp_path: Path, chromium: Chrome,
                                             game_id: str) -> None:
    """A rummy game, whole, by the suggestion and Enter in the table's
    region against a computer player; every line sent is shown."""
    set_language("en")
    with server(tmp_path / "data", *SCRIPTED_RATE, web=True, seed=SEED) as srv:
        zoe = BrowserPlayer(chromium, srv)
        zoe.enter("Zoe")
        zoe.click(t("lobby-create"))
        title = t(spec(game_id).title_id)
        while not any(title in line for line in zoe.screen_items()):
            zoe.click(t("menu-game"))
        zoe.click(t("create-go"))
        wait_until(chromium, lambda d: zoe.at_table())
        zoe.play_by_keys(3_000)
        shown, said, total = zoe.history(), zoe.said(), zoe.lines_shown()
    # The history keeps the last thousand lines: those are the last said.
    assert zoe.over() and shown == said[-len(shown):] and len(shown) == min(1000, len(said))
    assert total == len(said)
