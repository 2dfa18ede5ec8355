"""The web part (game/web): a browser's player, heard as the desktop's.

A scripted page at a real ``parlour web`` beside a real table server: it
names itself, enters the lobby, makes a table and plays by the same keys a
desktop key script presses. The words are the desktop's own: the same match
played by the headless desktop app at a server dealing the same cards says
the same lines, in order, from the first seat to the match's end.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from game.games import SPECS, spec
from game.i18n import set_language, t
from tests.helpers_app import app_env, run_game, write_keys
from tests.online_helpers import SCRIPTED_RATE, server, stored_log
from tests.test_online_watch import card_codes, card_words
from tests.web_seat_helpers import Page, WebPartProcess, web_part

SEED = 11  # the server's deals: the same on both runs
#: A Twenty match to 50 against a computer player, made in the lobby: the
#: desktop's keys (down to "Create a table", the match's points one value
#: on, "Create the table"), then the suggestion and Enter at each turn.
DESKTOP_KEYS = ["down", "return", "down", "down", "down", "right", "end", "up", "return"]
TURN_KEYS = ["g", "return"]
TURNS = 160


def enter_lobby(page: Page, name: str) -> None:
    """The first screen: the name typed, then into the lobby."""
    page.wait_screen("menu")
    page.choose(t("online-name", name="none").split(":")[0])
    page.wait_screen("line")
    page.send(type="text", text=name)
    page.wait(lambda m: m["type"] == "screen" and name in m["screen"]["items"][0])
    page.choose(t("browser-enter"))
    page.wait_screen("menu", t("lobby-title", address="").split(" ")[0])


def enter_and_create(page: Page, name: str) -> None:
    """Into the lobby, then a Twenty match to 50 made."""
    enter_lobby(page, name)
    page.choose(t("lobby-create"))
    page.wait_screen("menu", t("create-title"))
    page.choose(t("twenty-option-match_points"))  # 100 -> 50
    page.wait(lambda m: m["type"] == "screen" and any("50" in i for i in m["screen"]["items"]))
    page.choose(t("create-go"))
    page.wait_screen("table")


def play_by_keys(page: Page, keys: list[str], turns: int) -> None:
    """Each key once the seat's keys act (not ``busy``), as a desktop key
    script waits, until the keys run out or the match is over."""
    ids = iter(range(1, 100_000))
    over = t("online-play-again", key="Enter", back="Escape")
    for _ in range(turns):
        for key in keys:
            page.wait(lambda m: m["type"] == "screen" and not m["screen"].get("busy")
                      or over in page.lines(), timeout=60) if page.screen().get("busy") else None
            if over in page.lines():
                return
            n = next(ids)
            page.send(type="command", name=key, id=n)
            page.wait(lambda m, n=n: m["type"] == "done" and m["id"] == n)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_browser_player_hears_a_twenty_match_as_the_desktop_says_it(
        tmp_path: Path, lang: str) -> None:
    set_language(lang)
    commands = {"g": "suggest", "return": "play"}
    with server(tmp_path / "a", *SCRIPTED_RATE, seed=SEED) as srv, web_part(srv.url) as part:
        page = Page(part, lang=lang)
        try:
            enter_and_create(page, "Zoe")
            play_by_keys(page, [commands[k] for k in TURN_KEYS], TURNS)
        finally:
            page.close()
    browser = page.lines()
    with server(tmp_path / "b", *SCRIPTED_RATE, seed=SEED) as srv:
        script = write_keys(tmp_path / "keys.txt", DESKTOP_KEYS + TURN_KEYS * TURNS)
        done = run_game(["--headless", "--keys", str(script), "--lang", lang,
                         "--online", srv.url.removeprefix("ws://"), "--name", "Zoe"],
                        app_env(tmp_path), timeout=600)
    desktop = done.stdout.splitlines()
    start = t("online-joined", seat="1", game=t("twenty-title"))
    end = t("online-play-again", key="Enter", back="Escape")
    assert start in browser and end in browser, browser[-10:]
    assert start in desktop and end in desktop, desktop[-10:]
    heard = browser[browser.index(start):browser.index(end) + 1]
    said = desktop[desktop.index(start):desktop.index(end) + 1]
    assert len(heard) > 100
    # The join code is the server's to draw; everything else is the same.
    code = re.compile(t("online-table-code", code="X").replace("X", ".*"))
    try:
        assert [code.sub("(code)", line) for line in heard] == [
            code.sub("(code)", line) for line in said]
    finally:
        set_language("en")


def test_the_web_part_lets_in_only_the_relay(tmp_path: Path) -> None:
    with server(tmp_path / "a") as srv, web_part(srv.url) as part:
        with pytest.raises(InvalidStatus) as refused:
            connect(part.url, additional_headers={"X-Parlour-Relay": "guess"})
        assert refused.value.response.status_code == 403
        with pytest.raises(InvalidStatus):
            connect(part.url)


def test_a_message_the_web_part_cannot_read_is_one_sentence_and_changes_nothing(
        tmp_path: Path) -> None:
    set_language("en")
    with server(tmp_path / "a") as srv, web_part(srv.url) as part:
        page = Page(part)
        try:
            first = page.wait_screen("menu")
            for bad in ('{"type": "choose", "index": 99}', "not json", "[1, 2]",
                        '{"type": "command", "name": "format_disk"}',
                        '{"type": "point", "row": 0}', '{"type": "text", "text": 5}'):
                page.ws.send(bad)
                said: dict[str, Any] = page.wait(lambda m: m["type"] == "say")
                assert [line["text"] for line in said["lines"]] == [t("browser-bad-message")]
            page.send(type="command", name="menu_down", id=1)
            page.wait(lambda m: m["type"] == "done")
            assert page.screen()["items"] == first["items"]
        finally:
            page.close()


def test_the_page_in_russian_and_changed_to_english(tmp_path: Path) -> None:
    with server(tmp_path / "a") as srv, web_part(srv.url) as part:
        page = Page(part, lang="ru")
        try:
            assert page.wait(lambda m: m["type"] == "page")["lang"] == "ru"
            assert page.wait_screen("menu")["title"] == "Игра на этом сервере"
            page.send(type="lang", lang="en")
            assert page.wait(lambda m: m["type"] == "page")["lang"] == "en"
            assert page.wait_screen("menu")["title"] == "Play at this server"
            # The menu's own words are the page's to say (its title, the
            # focused item): none comes as a line.
            assert not [line for line in page.lines() if line.startswith("Play at")]
        finally:
            page.close()


def test_a_menu_open_when_the_language_changes_closes_and_the_lobby_opens_in_it(
        tmp_path: Path) -> None:
    """The create menu, open on the lobby, was made in Russian: changing the
    page's language closes it, and the lobby under it comes in English, its
    items too, with no Russian word left on the screen."""
    set_language("ru")
    with server(tmp_path / "a") as srv, web_part(srv.url) as part:
        page = Page(part, lang="ru")
        try:
            enter_lobby(page, "Gleb")  # a name in Latin letters: the lobby lists it
            page.choose(t("lobby-create"))
            page.wait_screen("menu", t("create-title"))
            set_language("en")
            page.send(type="lang", lang="en")
            lobby = page.wait_screen("menu", t("lobby-title", address="").split(" ")[0])
            assert t("lobby-create") in lobby["items"], lobby
            assert not re.search("[а-яё]", json.dumps(lobby, ensure_ascii=False), re.I), lobby
        finally:
            page.close()
            set_language("en")


def create_game(page: Page, game_id: str) -> None:
    """In the lobby: Create a table, its game stepped to ``game_id``, made."""
    page.choose(t("lobby-create"))
    page.wait_screen("menu", t("create-title"))
    title = t(spec(game_id).title_id)
    while t("menu-choice", label=t("menu-game"), value=title) not in page.screen()["items"]:
        before = page.screen()["items"][0]
        page.choose(t("menu-game"))
        page.wait(lambda m, was=before: m["type"] == "screen"
                  and m["screen"]["items"][0] != was)
    page.choose(t("create-go"))
    page.wait_screen("table")


@pytest.mark.parametrize("game_id", [g.id for g in SPECS if g.online])
def test_a_browser_player_plays_a_whole_game_of_each_game(tmp_path: Path, game_id: str) -> None:
    """By the suggestion and Enter, as a player who trusts it would, against a
    computer player: the game ends, and its last words say how to play again."""
    set_language("en")
    with server(tmp_path / "a", *SCRIPTED_RATE, seed=SEED) as srv, web_part(srv.url) as part:
        page = Page(part)
        try:
            enter_lobby(page, "Zoe")
            create_game(page, game_id)
            play_by_keys(page, ["suggest", "play"], 2_000)
        finally:
            page.close()
    lines = page.lines()
    assert t("online-play-again", key="Enter", back="Escape") in lines, lines[-20:]


def faces(item: Any) -> Iterator[str]:
    """The code of every card face drawn anywhere in a screen message."""
    if isinstance(item, dict):
        if "kind" in item and "code" in item and item.get("kind") != "back":
            yield str(item["code"])
        for value in item.values():
            yield from faces(value)
    elif isinstance(item, list):
        for value in item:
            yield from faces(value)


def test_a_browser_seat_is_never_sent_a_card_hidden_from_it(tmp_path: Path) -> None:
    """A whole game of Shithead (one deal: a card the seat was never shown is
    hidden from it all game): the opponent's hand and face-down cards, and the
    stock, as far as the seat was never shown them, are on no face the page
    was sent, and no line names them."""
    set_language("en")
    data = tmp_path / "a"
    with server(data, *SCRIPTED_RATE, seed=SEED) as srv, web_part(srv.url) as part:
        page = Page(part)
        try:
            enter_lobby(page, "Zoe")
            create_game(page, "shithead")
            play_by_keys(page, ["suggest", "play"], 2_000)
        finally:
            page.close()
        with sqlite3.connect(data / "parlour.sqlite3") as db:
            (table,), = db.execute("SELECT id FROM tables").fetchall()
    log = stored_log(data, table, tmp_path / "record.jsonl")
    engine = spec("shithead").engine
    dealt = {code for event in log for code in card_codes(event)}
    shown = {code for event in log for code in card_codes(engine.redact(event, 0))}
    hidden = {code for code in dealt - shown if card_words("shithead", code)}
    assert hidden, "the check below would check nothing: another seed"
    screens = [m["screen"] for m in page.messages if m["type"] == "screen"]
    assert any(True for s in screens for _ in faces(s)), "no face was drawn at all"
    assert not {code for s in screens for code in faces(s)} & hidden
    words = {word for code in hidden for word in card_words("shithead", code)}
    assert not [line for line in page.lines() for word in words
                if re.search(rf"\b{re.escape(word)}\b", line)]


def test_a_browser_back_after_a_reload_keeps_its_name_and_key(tmp_path: Path) -> None:
    """The table server's cookie names the browser: its next visit finds
    its name, and the server takes it back as the same player (its key
    kept), even from a web part started again (the file it keeps them in:
    private, and naming no cookie); another browser starts with no name."""
    set_language("en")
    browser = "b" * 24
    kept = tmp_path / "data" / "web-browsers-1.sqlite3"
    with server(tmp_path / "a") as srv:
        with web_part(srv.url, kept=kept) as part:
            page = Page(part, browser=browser)
            try:
                enter_lobby(page, "Zoe")
            finally:
                page.close()
        assert kept.stat().st_mode & 0o777 == 0o600
        assert browser.encode() not in kept.read_bytes()
        with web_part(srv.url, kept=kept) as part:
            visit_again(part, browser)


def visit_again(part: WebPartProcess, browser: str) -> None:
    """The browser named Zoe at its first visit comes back: its name is
    there, and the server takes it back as Zoe (its key kept)."""
    again = Page(part, browser=browser)
    try:
        first = again.wait_screen("menu")
        assert first["items"][0] == t("online-name", name="Zoe")
        again.choose(t("browser-enter"))
        again.wait_screen("menu", t("lobby-title", address="").split(" ")[0])
        assert t("online-connected", address="parlour.example:8765", name="Zoe") \
            in again.lines()
    finally:
        again.close()
    other = Page(part, browser="c" * 24)
    try:
        assert other.wait_screen("menu")["items"][0] == t("online-name", name="none")
    finally:
        other.close()


def test_a_flood_of_messages_is_said_once_and_the_page_goes_on(tmp_path: Path) -> None:
    """A page sending faster than any person's keys (a stuck key, a hostile
    script): the excess is left out and said once; after a pause the keys
    act again."""
    set_language("en")
    with server(tmp_path / "a") as srv, web_part(srv.url, rate=20) as part:
        page = Page(part)
        try:
            page.wait_screen("menu")
            for _ in range(200):
                page.send(type="command", name="menu_down")
            page.drain(0.5)
            assert page.lines().count(t("browser-too-fast")) == 1
            assert 30 < sum(line.startswith("Play at this server") or ", " in line
                            for line in page.lines()) < 120
            time.sleep(1.1)  # the bucket fills again with time: what is measured here
            page.send(type="command", name="menu_down", id=1)
            page.wait(lambda m: m["type"] == "done")
        finally:
            page.close()


def test_a_page_through_the_table_server_plays_at_it(tmp_path: Path) -> None:
    """The whole way a browser comes: ``parlour serve`` starts the real web
    part, relays the page's socket to it, and the page enters the lobby of
    the address it reached and plays a whole game of Shithead."""
    set_language("en")
    with server(tmp_path / "a", *SCRIPTED_RATE, web=True) as srv:
        page = Page(None, via=srv.url)
        try:
            enter_lobby(page, "Zoe")
            address = srv.url.removeprefix("ws://").rstrip("/")
            assert t("online-connected", address=address, name="Zoe") in page.lines()
            create_game(page, "shithead")
            play_by_keys(page, ["suggest", "play"], 2_000)
        finally:
            page.close()
    assert t("online-play-again", key="Enter", back="Escape") in page.lines()


def test_the_desktops_keys_at_a_browsers_table(tmp_path: Path) -> None:
    """F1's key list (with the browser's own keys in it), the rules, the
    history keys, who is at the table and a chat line, by their commands, as
    the desktop's keys do them; Escape's game menu and back to the table."""
    set_language("en")
    with server(tmp_path / "a", *SCRIPTED_RATE) as srv, web_part(srv.url) as part:
        page = Page(part)
        try:
            enter_and_create(page, "Zoe")
            page.send(type="command", name="help", id=1)
            page.wait(lambda m: m["type"] == "done")
            keys = page.screen()
            assert keys["kind"] == "text" and keys["title"] == t("help-title")
            assert any(line.startswith("Alt+T") for line in keys["lines"])  # tell, moved
            assert not any(line.startswith("Ctrl+T") for line in keys["lines"])
            page.send(type="back")
            page.wait_screen("table")
            page.send(type="command", name="rules", id=2)
            page.wait(lambda m: m["type"] == "done" and m["id"] == 2)
            assert page.screen()["title"] == t("rules-title", game=t("twenty-title"))
            page.send(type="command", name="menu_back")
            page.wait_screen("table")
            page.send(type="command", name="who", id=3)
            page.wait(lambda m: m["type"] == "done" and m["id"] == 3)
            assert "Ada" in page.lines()[-1]
            page.send(type="command", name="history_back", id=4)
            page.wait(lambda m: m["type"] == "done" and m["id"] == 4)
            page.send(type="command", name="chat")
            page.wait_screen("line", t("chat-title"))
            page.send(type="text", text="<b>hello</b>")
            page.wait(lambda m: m["type"] == "say" and any(
                "<b>hello</b>" in line["text"] for line in m["lines"]))
            page.send(type="command", name="game_menu")
            page.wait_screen("menu", t("menu-game-title"))
            page.choose(t("menu-resume"))
            page.wait_screen("table")
        finally:
            page.close()


def test_an_account_made_in_one_browser_signs_in_from_another(tmp_path: Path) -> None:
    """The desktop's Account menu in the page: a name made an account with a
    password (typed twice, as secret lines), then signed in to from another
    browser, whose lobby greets the same name."""
    set_language("en")
    password = "correct horse"
    with server(tmp_path / "a") as srv, web_part(srv.url) as part:
        for browser, steps in (("d" * 24, ("account-create", password, password)),
                               ("e" * 24, ("account-sign-in", password))):
            page = Page(part, browser=browser)
            try:
                page.wait_screen("menu")
                page.choose(t("online-account").split(":")[0])
                page.wait_screen("menu", t("account-title"))
                page.choose(t(steps[0]))
                page.wait_screen("line")
                page.send(type="text", text="Zoe")
                for typed in steps[1:]:
                    page.wait(lambda m: m["type"] == "screen" and m["screen"].get("secret"))
                    page.send(type="text", text=typed)
                page.wait_screen("menu", t("lobby-title", address="").split(" ")[0])
                assert t("online-connected", address="parlour.example:8765", name="Zoe") \
                    in page.lines()
                assert password not in " ".join(map(str, page.messages))
            finally:
                page.close()


def test_a_bug_in_one_seats_work_is_one_sentence_and_the_seat_goes_on(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A fault in the words made for one browser (here, forced) reaches the
    server's log with its traceback; the page hears one sentence, none of the
    failed work's half-made words, and its next message is answered."""
    from game.app.settings import Settings
    from game.web.process import guarded
    from game.web.seat import BrowserSeat

    set_language("en")
    sent: list[dict[str, Any]] = []
    seat = BrowserSeat(sent.append, lambda *a, **k: None, "here:1", Settings(language="en"))
    seat.open()
    real = seat.answer

    def failing(message: dict[str, Any]) -> list[Any]:
        seat.shell.say([])
        raise RuntimeError("a bug")

    seat.answer = failing  # type: ignore[method-assign]
    before = len(sent)
    guarded(seat.take, {"type": "command", "name": "menu_down"})
    assert [line["text"] for m in sent[before:] for line in m.get("lines", [])] == [
        t("browser-fault")]
    assert "RuntimeError: a bug" in capsys.readouterr().err
    seat.answer = real  # type: ignore[method-assign]
    guarded(seat.take, {"type": "command", "name": "menu_down", "id": 5})
    assert sent[-1] == {"type": "done", "id": 5}


def test_a_move_key_sent_before_the_page_had_a_new_deals_opening_is_held() -> None:
    """As a key already on its way at the desktop (ux.md, "Deals and
    openings"): the page says with each message how many lines it had; a
    move key sent before the deal's opening reached it is held and hears
    the opening again, and one sent once it had the opening acts."""
    from game.app.screens import GameScreen
    from game.app.settings import Settings
    from game.web.seat import BrowserSeat

    set_language("en")
    sent: list[dict[str, Any]] = []
    seat = BrowserSeat(sent.append, lambda *a, **k: None, "here:1", Settings(language="en"))
    seat.open()
    screen = GameScreen(spec("twenty").session(2, ["easy"], seed=1), lambda: [])
    seat.shell.stack.append(screen)
    before = seat.lines_sent
    seat.flush(screen.opening())  # the deal's opening goes out
    assert seat.lines_sent > before
    held = t("deal-not-heard", opening="").split(":")[0]

    def answer(heard: int | None) -> list[str]:
        start = len(sent)
        message: dict[str, Any] = {"type": "command", "name": "play"}
        if heard is not None:
            message["heard"] = heard
        seat.take(message)
        return [line["text"] for m in sent[start:] if m["type"] == "say" for line in m["lines"]]

    first = answer(before)  # pressed while the opening was on its way
    assert first and first[0].startswith(held), first
    assert answer(before + 1)[0].startswith(held)  # part of it only: held too
    acted = answer(seat.lines_sent)  # had it all: the key acts (nothing selected: said why)
    assert acted and not acted[0].startswith(held), acted
    assert seat.opening_line is None
