"""The lobby as a room by the player's keys, the app in this process against
real servers (one, and two sharing PostgreSQL and Redis: the app at one,
the other players at the other), in English and in Russian: who is online
(Ctrl+I, short lines), a line said in the lobby (Ctrl+Y) and heard from
another, a private message (Ctrl+T) each way, one to a name nobody online
has, an invitation heard and taken by its key (Ctrl+J), and one sent from
the table (Ctrl+E). A line with markup in it is said as the text it is."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from game.app.main import App, AppOptions
from game.app.screens import TextScreen
from game.i18n import set_language
from game.speech import RecordingSpeaker
from tests.helpers_app import press, press_answered, said
from tests.online_helpers import Client, ServerProcess
from tests.spread_helpers import spread_of
from tests.test_online_room import heard_nothing, next_of, until_people

WAITING = [{"kind": "person"}, {"kind": "computer", "level": "easy"}, {"kind": "person"}]
MARKUP = '<speak><prosody rate="x-fast">[[rate 600]] { $name }</prosody></speak>'
#: What the app says, in each language (the others' names: a Russian one, and
#: a Latin one the key script can type).
WORDS = {
    "en": {"me": "Ana", "host": "Bo", "other": "Cat",
           "people": "2 other people online, 2 lines. Bo, waiting at Twenty with Ada",
           "second": "Cat, in the lobby",
           "markup": f"Cat says in the lobby: {MARKUP}",
           "own": "You said in the lobby: hello",
           "told-own": "You told Cat: psst",
           "nobody": "zed is not online just now: nothing was sent.",
           "told": "Cat tells you: hi there",
           "invited": "Bo invites you to Twenty: Ctrl+J to join.",
           "joined": "You sit at Twenty, in seat 3.",
           "invited-own": "You invited Cat to Twenty."},
    "ru": {"me": "Lida", "host": "Глеб", "other": "Vera",
           # by name, Latin letters before Cyrillic
           "people": "В сети ещё два человека, две строки. Vera, в лобби",
           "second": "Глеб, ждёт игроков за столом «Двадцать» с Адой",
           "markup": f"Vera говорит в лобби: {MARKUP}",
           "own": "Вы сказали в лобби: hello",
           "told-own": "Вы написали Vera: psst",
           "nobody": "zed сейчас не в сети: ничего не отправлено.",
           "told": "Vera пишет вам: hi there",
           "invited": "Глеб приглашает вас за стол «Двадцать»: Ctrl+J, чтобы сесть.",
           "joined": "Вы за столом «Двадцать», место третье.",
           "invited-own": "Вы пригласили Vera за стол «Двадцать»."},
}


@pytest.fixture(scope="module", params=["one-server", "two-servers"])
def servers(tmp_path_factory: pytest.TempPathFactory,
            request: pytest.FixtureRequest) -> Iterator[list[ServerProcess]]:
    with spread_of(request.param, request).start(tmp_path_factory.mktemp("server")) as started:
        yield started


def settle(app: App, until: str) -> list[str]:
    """Frames until ``until`` was said (the server answers on another thread)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if until in said(app):
            return said(app)
        app.frame()
        time.sleep(0.001)
    raise AssertionError(f"never said {until!r}: {said(app)}")


def typed(text: str) -> list[str]:
    return [("space" if ch == " " else ch) for ch in text]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_room_by_the_players_keys(lang: str, servers: list[ServerProcess]) -> None:
    words = WORDS[lang]
    served, elsewhere = servers[-1].url, servers[0].url
    host = Client(elsewhere, words["host"])  # with two servers, at the other one
    other = Client(served, words["other"])
    table = host.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")["table"]
    app = App(AppOptions(headless=True, online=served.removeprefix("ws://"), name=words["me"],
                         lang=lang), speaker=RecordingSpeaker())
    try:
        until_people(other, lambda f: words["me"] in f and len(f.get(words["host"], [])) == 1)
        lobby = app.menus.online
        deadline = time.monotonic() + 30
        while lobby.lobby_screen is None or app.screen is not lobby.lobby_screen:
            assert time.monotonic() < deadline, said(app)
            app.frame()
            time.sleep(0.001)
        # F1 lists the room's keys while connected.
        press(app, "f1")
        assert isinstance(app.screen, TextScreen)
        assert any(line.startswith("Ctrl+J: ") for line in app.screen.text_lines)
        press(app, "escape")
        # Who is online: a page of short lines, the player not among them.
        press(app, "ctrl+i")
        settle(app, words["people"])
        assert isinstance(app.screen, TextScreen)
        assert press(app, "down") == [words["second"]]
        press(app, "escape")
        # Someone's line in the lobby, markup and all, said as its text.
        other.send({"type": "lobby-say", "text": MARKUP})
        assert next_of(other, {"lobby-chat"})["text"] == MARKUP  # its own echo
        settle(app, words["markup"])
        # The player's own line: its echo says it; the other in the lobby
        # hears it, the host at a table does not.
        press(app, "ctrl+y", *typed("hello"), "return")
        settle(app, words["own"])
        assert next_of(other, {"lobby-chat"})["text"] == "hello"
        assert heard_nothing(host, {"lobby-chat"}, 0.5)
        # Private messages, each way, and one to a name nobody online has.
        press(app, "ctrl+t", *typed(words["other"].lower()), "return", *typed("psst"), "return")
        settle(app, words["told-own"])
        assert next_of(other, {"told"})["text"] == "psst"
        press(app, "ctrl+t", *typed("zed"), "return", "x", "return")
        settle(app, words["nobody"])
        other.send({"type": "tell", "to": words["me"], "text": "hi there"})
        next_of(other, {"told"})  # its own echo
        settle(app, words["told"])
        # An invitation, taken by its key: the player sits at the host's table.
        until_people(host, lambda f: words["me"] in f)  # as the host's server sees it
        host.send({"type": "invite", "to": words["me"].lower(), "table": table})
        settle(app, words["invited"])
        # At the table, keys are pressed not until the player's turn: when the
        # host, who never moves here, has it, it lasts the turn timer.
        press_answered(app, "ctrl+j")
        settle(app, words["joined"])
        # From the table, the player invites another to it.
        press_answered(app, "ctrl+e", *typed(words["other"].lower()), "return")
        settle(app, words["invited-own"])
        invited = next_of(other, {"invited"})
        assert (invited["name"], invited["table"]) == (words["me"], table)
    finally:
        app.close()
        host.close()
        other.close()
        set_language("en")


def test_offline_the_rooms_keys_say_they_work_online_and_f1_leaves_them_out() -> None:
    app = App(AppOptions(headless=True, lang="en"), speaker=RecordingSpeaker())
    try:
        for key in ("ctrl+i", "ctrl+y", "ctrl+t", "ctrl+e", "ctrl+j"):
            assert press(app, key) == [
                "Only when you are connected to a server: choose Play online first."]
        press(app, "f1")
        assert isinstance(app.screen, TextScreen)
        assert not any(line.startswith("Ctrl+J: ") for line in app.screen.text_lines)
    finally:
        app.close()
