"""The online menus against a real server, the app in this process:
an unreachable address said in one sentence, a name already taken,
the lobby's open tables in words, a table with a computer player made by
the menus, Ctrl+S and the game menu's "Leave the table" (asked first), and
the token kept in the profile for the next time. At one server and at two
(the app at one, the other players at the other)."""

from __future__ import annotations

import contextlib
import json
import socket
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app.line_edit import LineEditScreen
from game.app.main import App, AppOptions
from game.app.online_link import OnlineGameScreen
from game.app.screens import MenuScreen
from game.app.settings import settings_path
from game.i18n import t
from game.online import protocol as p
from game.speech import RecordingSpeaker
from tests.helpers_app import press, said
from tests.online_helpers import Client, ServerProcess
from tests.spread_helpers import spread_of


@pytest.fixture(scope="module", params=["one-server", "two-servers"])
def servers(tmp_path_factory: pytest.TempPathFactory,
            request: pytest.FixtureRequest) -> Iterator[list[ServerProcess]]:
    """One server for the module, then two sharing one PostgreSQL and one Redis."""
    with spread_of(request.param, request).start(tmp_path_factory.mktemp("server")) as started:
        yield started


@pytest.fixture(scope="module")
def served(servers: list[ServerProcess]) -> ServerProcess:
    """Where the app connects: with two servers, the second."""
    return servers[-1]


@pytest.fixture(scope="module")
def elsewhere(servers: list[ServerProcess]) -> ServerProcess:
    """Where the other players connect: with two servers, the first (so the
    app reads their tables from the shared lobby, and is forwarded to them)."""
    return servers[0]


def online_app(address: str, name: str) -> App:
    return App(AppOptions(headless=True, online=address, name=name), speaker=RecordingSpeaker())


def settle(app: App, until: str) -> None:
    """Frames until ``until`` was said (the server answers on another
    thread): a deadline in seconds, not a count of frames, which take no
    time at all when nothing on screen changed."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if any(until in words for words in said(app)):
            return
        app.frame()
        time.sleep(0.001)
    raise AssertionError(f"never said {until!r}: {said(app)}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_unreachable_server_is_said_and_play_online_stays() -> None:
    app = online_app(f"127.0.0.1:{free_port()}", "Ada")
    try:
        settle(app, t("online-error", code="unreachable"))
        assert isinstance(app.screen, MenuScreen)
        assert app.screen.lines()[0] == "Play online"
        assert app.menus.online.link.client is None
    finally:
        app.close()


def test_a_name_taken_is_said(served: ServerProcess, elsewhere: ServerProcess) -> None:
    other = Client(elsewhere.url, "Vera")
    app = online_app(served.url.removeprefix("ws://"), "vera")
    try:
        settle(app, t("online-error", code="name-taken"))
        assert app.screen.lines()[0] == "Play online"
    finally:
        app.close()
        other.close()


@pytest.mark.parametrize(("lang", "taken", "asked", "heard"), [
    # Cyrillic О for Latin O; Latin B, e, p for Cyrillic В, е, р.
    ("en", "Oksana", "\u041eksana",
     "That name looks like Oksana, a name already taken: choose another."),
    ("ru", "Вера", "Bepa", "Это имя похоже на уже занятое имя Вера: выберите другое."),
], ids=["en", "ru"])
def test_a_look_alike_of_a_name_taken_is_said_with_the_name_it_looks_like(
        served: ServerProcess, elsewhere: ServerProcess, lang: str, taken: str, asked: str,
        heard: str) -> None:
    other = Client(elsewhere.url, taken)
    app = App(AppOptions(headless=True, online=served.url.removeprefix("ws://"), name=asked,
                         lang=lang), speaker=RecordingSpeaker())
    try:
        settle(app, heard)
        assert isinstance(app.screen, MenuScreen) and app.menus.online.link.client is None
    finally:
        app.close()
        other.close()


def test_a_table_made_by_the_menus_and_left_by_the_game_menu(
        served: ServerProcess, elsewhere: ServerProcess) -> None:
    other = Client(elsewhere.url, "Lena")  # an open table in the lobby, to be read out
    other.ask({"type": "create", "game": "twenty", "private": False,
               "seats": [{"kind": "person"}, {"kind": "computer", "level": "hard"},
                         {"kind": "person"}]}, "snapshot")
    address = served.url.removeprefix("ws://")
    app = online_app(address, "Mira")
    try:
        settle(app, f"Lobby of {address}.")
        settle(app, "Lena")  # the lobby opens with the tables the server lists
        assert app.screen.lines()[1].startswith(
            "> Twenty, waiting for players; seats: Lena, Ada, computer player, hard")
        assert app.screen.lines()[1].endswith("; turn timer 90 seconds")  # an open table's
        # Create an open table: two seats, the second a computer player (normal).
        words = press(app, "down", "return", "end", "up", "up", "up", "right", "down", "right")
        assert words[-3:] == ["no", "Turn timer: as usual: 90 seconds at an open table, none at"
                              " a private one, 7 of 9", "none"]
        assert press(app, "down") == ["Create the table, 8 of 9"]
        press(app, "return")
        settle(app, "You sit at Twenty, in seat 1.")
        assert isinstance(app.screen, OnlineGameScreen)
        # The table as the menus made it: open, a computer player, no turn timer.
        made = next(tb for tb in other.ask({"type": "list"}, "lobby")["tables"]
                    if tb["seats"][0]["name"] == "Mira")
        assert made["seats"][1]["kind"] == "computer" and made["turn_seconds"] == 0
        assert press(app, "ctrl+s") == [t("online-no-save")]
        assert not (settings_path().parent / "save.json").exists()
        # Leave the table: asked first; "No" stays at the table.
        words = press(app, "escape")
        assert words[0] == "Game menu. Resume, 1 of 5"
        assert press(app, "end", "up")[-1] == "Leave the table, 4 of 5"
        assert press(app, "return") == ["Leave the table: a computer player takes your seat."
                                        " No, stay at the table, 1 of 2"]
        press(app, "return")
        assert isinstance(app.screen, OnlineGameScreen)
        press(app, "escape", "end", "up", "return", "down")
        words = press(app, "return")
        assert words[0] == "You left the table."
        assert words[1].startswith(f"Lobby of {address}.")
        # The profile keeps the name and the token the server gave it.
        kept = json.loads(settings_path().read_text(encoding="utf-8"))
        assert kept["online_name"] == "Mira" and kept["online_token"]
        assert kept["online_address"] == address
    finally:
        app.close()
        other.close()


def test_the_address_line_remembers_the_last_server(served: ServerProcess, tmp_path: Path
                                                    ) -> None:
    address = served.url.removeprefix("ws://")
    first = online_app(address, "Nora")
    try:
        settle(first, "as Nora.")
    finally:
        first.close()
    app = App(AppOptions(headless=True), speaker=RecordingSpeaker())
    try:
        press(app, "end", "up", "return", "return")  # Play online, Connect to a server
        assert isinstance(app.screen, LineEditScreen)
        assert app.screen.line.text == address
        press(app, "return")
        settle(app, "as Nora.")  # the same name, kept by its token
    finally:
        app.close()


@pytest.mark.parametrize("lan", [False, True])
def test_hosting_on_this_computer(lan: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.app.online_link as online_link
    import game.server.web_part as web_part

    real = online_link.lan_address()  # this machine's own, to try the port by
    monkeypatch.setattr(online_link, "lan_address", lambda: "192.168.7.7")
    # The browser client's web part: the tests' stand-in for parlour web
    monkeypatch.setattr(web_part, "parlour_web", lambda: [
        sys.executable, str(Path(__file__).parent / "web_part_stand_in.py")])
    app = App(AppOptions(headless=True), speaker=RecordingSpeaker())
    try:
        app.settings.online_name = "Host"
        press(app, "end", "up", "return")  # Play online
        if lan:
            assert press(app, "down", "down", "down", "right")[-2:] == [
                "Let others on the local network join: no, 4 of 6", "yes"]
            press(app, "home")
        press(app, "down", "down")
        words = press(app, "return")
        link = app.menus.online.link
        assert link.embedded is not None
        port = link.embedded.url.rsplit(":", 1)[1]
        assert link.embedded.browser
        expected = (f"Hosting on this computer. Others on the local network connect to"
                    f" 192.168.7.7:{port}, or open http://192.168.7.7:{port}/ in a browser."
                    if lan else "Hosting on this computer, for this computer only; a browser"
                    f" on this computer opens http://127.0.0.1:{port}/.")
        assert words[0] == expected
        settle(app, f"Lobby of localhost:{port}.")
        if real != "127.0.0.1":  # reachable from the network only when the player said so
            try:
                socket.create_connection((real, int(port)), timeout=5).close()
                reached = True
            except OSError:
                reached = False
            assert reached == lan
    finally:
        app.close()
    assert app.menus.online.link.embedded is None  # stopped with the app


def test_a_lobby_table_can_be_watched(served: ServerProcess,
                                      elsewhere: ServerProcess) -> None:
    other = Client(elsewhere.url, "Olga")
    other.ask({"type": "create", "game": "twenty", "private": False,
               "seats": [{"kind": "person"}, {"kind": "person"}]}, "snapshot")
    address = served.url.removeprefix("ws://")
    app = online_app(address, "Pia")
    try:
        settle(app, f"Lobby of {address}.")
        lobby = app.screen
        assert isinstance(lobby, MenuScreen)
        # Olga's table was made before this player connected: the first list has it.
        assert any("Olga" in item.label for item in lobby.menu.items)
        while "Olga" not in lobby.menu.current().label:
            press(app, "down")
        words = press(app, "return")
        assert words[0].endswith("Join as a player, 1 of 3")
        press(app, "down")
        press(app, "return")  # Watch
        settle(app, "You watch Twenty.")
        assert app.screen.lines()[0] == "You watch Twenty"
        words = press(app, "return")  # Who is at the table
        assert words[-1] == "You are watching. At the table: Olga, seat 1 and seat 2 free."
        press(app, "end")
        words = press(app, "return")  # Leave the table
        assert words[0] == "You left the table."
    finally:
        app.close()
        other.close()


def test_the_app_warns_before_its_players_turn_timer_runs_out(
        served: ServerProcess, elsewhere: ServerProcess) -> None:
    """The turn timer's warning is said by the app itself (the link ticks the
    table every frame), once, before the time runs out."""
    address = served.url.removeprefix("ws://")
    app = online_app(address, "Nika")
    other = Client(elsewhere.url, "Oleg")
    try:
        settle(app, f"Lobby of {address}.")
        link = app.menus.online.link
        link.create("twenty", [p.SeatPlan("person"), p.SeatPlan("person")], {}, True,
                    p.MIN_TURN_SECONDS)
        settle(app, "Your table's join code")
        assert link.table is not None and link.table.code
        other.ask({"type": "join", "code": link.table.code}, "joined")
        warning = t("online-time-left", count=round(p.MIN_TURN_SECONDS / 2))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # Oleg moves at once; Nika waits for her time
            if any(warning == words for words in said(app)):
                break
            app.frame()
            with contextlib.suppress(TimeoutError):
                other.recv(0.001)
            snap = other.snapshot
            if snap and snap["legal"] and snap["state"] == "playing":
                other.move(snap["table"], snap["legal"][0], snap["event"])
                other.snapshot = None
        else:
            raise AssertionError(f"no warning: {said(app)[-5:]}")
        assert said(app).count(warning) == 1
    finally:
        app.close()
        other.close()


def test_the_makers_join_code_comes_after_where_they_sit(served: ServerProcess) -> None:
    """The code to give friends follows "You sit at...", even when the
    ``joined`` that carries it arrives a frame before the table itself."""
    address = served.url.removeprefix("ws://")
    app = online_app(address, "Rita")
    try:
        settle(app, f"Lobby of {address}.")
        link = app.menus.online.link
        assert link.client is not None
        poll, backlog = link.client.poll, []

        def one_a_frame() -> list[object]:  # what arrived, one message a frame
            backlog.extend(poll())
            return [backlog.pop(0)] if backlog else []

        link.client.poll = one_a_frame  # type: ignore[method-assign]
        link.create("twenty", [p.SeatPlan("person"), p.SeatPlan("person")], {}, True)
        settle(app, "Your table's join code")
        settle(app, "Waiting for one more player.")
        words = said(app)
        sit = words.index("You sit at Twenty, in seat 1.")
        code = next(i for i, w in enumerate(words) if w.startswith("Your table's join code"))
        assert sit < code < words.index("Waiting for one more player.")
    finally:
        app.close()


def test_ones_own_chat_line_is_confirmed_once(served: ServerProcess) -> None:
    """Enter on a chat line: one sentence, the table's echo ("You said:"),
    not "Sent." and then the echo under one's own name."""
    address = served.url.removeprefix("ws://")
    app = online_app(address, "Sara")
    try:
        settle(app, f"Lobby of {address}.")
        app.menus.online.link.create("twenty", [p.SeatPlan("person"),
                                                p.SeatPlan("computer", "easy")], {}, True)
        settle(app, "You sit at Twenty, in seat 1.")
        while not isinstance(app.screen, OnlineGameScreen):
            app.frame()
        press(app, "y", "h", "i")
        before = len(said(app))
        app.press("return")
        settle(app, "You said: hi")
        deadline = time.monotonic() + 1  # time for a second confirmation to come, if any
        while time.monotonic() < deadline:
            app.frame()
            time.sleep(0.01)
        after = said(app)[before:]
        assert after.count("You said: hi") == 1
        assert not [w for w in after if w == "Sent." or "says: hi" in w], after
    finally:
        app.close()
