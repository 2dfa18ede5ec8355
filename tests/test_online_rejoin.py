"""Coming back to an online table under way, at a real server: with the
same profile, from the lobby, after the app itself crashed (docs/ux.md,
"Online tables": what happened meanwhile is one sentence, the rest in the
history).

- The live deal is reached at once: no old deal's summary waits for Enter
  (each Enter replayed one before, deal after deal), the next key acts on
  the live deal, and the old deals' words are in the history.
- After a crash the app keeps its connection, and "Play online" to the same
  server under the same name goes on with it: the seat never drops, so the
  others are told nothing of a drop that never was (they heard "Bo is away"
  and "Bo is back" seconds apart).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.online_link import OnlineGameScreen
from game.app.screens import MenuScreen
from game.i18n import t
from game.online.remote import AWAY_HOLD
from game.speech import RecordingSpeaker
from tests.helpers_app import press, press_answered, said
from tests.online_helpers import SCRIPTED_RATE, Client, Person, choose, server

DEALS = 3


def frames_until(app: App, done: Callable[[], bool], what: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, f"never {what}: {said(app)[-5:]}"
        app.frame()
        time.sleep(0.001)


def deals_seen(client: Client) -> int:
    return sum(1 for e in client.events.values() if e["type"] == "deal")


def play_deals(client: Client, table: str, deals: int, rng: random.Random) -> None:
    """``client`` plays its seat until the table is in deal ``deals`` and
    it is that seat's turn again."""
    deadline = time.monotonic() + 120
    answered = -1
    while time.monotonic() < deadline:
        snap = client.snapshot
        if snap is not None and snap["legal"] and snap["event"] == max(client.events):
            if deals_seen(client) >= deals:
                return
            if snap["event"] != answered:
                answered = snap["event"]
                client.move(table, choose(snap["legal"], rng), snap["event"])
        client.recv(20)
    raise AssertionError("the deals were not played")


def join_first_lobby_table(app: App) -> OnlineGameScreen:
    # The lobby's first item is the way back to the player's own seat: one Enter.
    frames_until(app, lambda: app.screen is app.menus.online.lobby_screen
                 and app.screen.lines()[1].startswith("> Back to your table: Twenty"),
                 "the lobby")
    press_answered(app, "return")
    frames_until(app, lambda: isinstance(app.screen, OnlineGameScreen), "back at the table")
    for _ in range(5):
        app.frame()
    screen = app.screen
    assert isinstance(screen, OnlineGameScreen)
    return screen


def test_a_rejoin_reaches_the_live_deal_with_no_old_summary_waiting(tmp_path: Path) -> None:
    with server(tmp_path / "data", "--grace", "600", *SCRIPTED_RATE) as srv:
        bo = Client(srv.url, "Bo")
        made = bo.ask({"type": "create", "game": "twenty", "private": False, "seats": [
            {"kind": "person"}, {"kind": "computer", "level": "easy"},
            {"kind": "computer", "level": "easy"}]}, "joined")
        play_deals(bo, made["table"], DEALS, random.Random(3))
        bo.close()  # the app gone, the seat kept
        address = srv.url.removeprefix("ws://")
        app = App(AppOptions(headless=True), speaker=RecordingSpeaker())
        try:
            # The same profile: the name and the token the server gave it.
            app.settings.online_name, app.settings.online_token = "Bo", bo.token
            app.say(app.menus.online.connect_now(address, "Bo"))
            before = len(said(app))
            screen = join_first_lobby_table(app)
            session = screen.session
            heard = said(app)[before:]
            # One sentence says where the game stands, with the call to act.
            assert not session.flow.paused and not session.flow.between_deals()
            assert not any(t("summary-waits", key="Enter") in w for w in heard)
            assert session.side.current_player() == session.human
            assert f"Deal {DEALS}" in " ".join(heard)
            # The next keys act on the live deal: no "the deal is over".
            for key in ("w", "f2"):
                words = press(app, key)
                assert not any("deal is over" in w.casefold() for w in words), words
            # The old deals are in the history, each one's opening and end.
            history = " ".join(session.history.messages)
            for deal in range(1, DEALS + 1):
                assert f"Deal {deal}." in history
        finally:
            app.close()


def test_after_a_crash_the_app_rejoins_without_a_drop_the_others_hear_of(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with server(tmp_path / "data") as srv:
        ann = Person(srv.url, "Ann", "en")
        made = ann.client.ask({"type": "create", "game": "twenty", "private": False, "seats": [
            {"kind": "person"}, {"kind": "computer", "level": "easy"}, {"kind": "person"}]},
            "joined")
        ann.sit(made["table"])
        address = srv.url.removeprefix("ws://")
        app = App(AppOptions(headless=True, online=address, name="Bo"),
                  speaker=RecordingSpeaker())
        try:
            frames_until(app, lambda: app.menus.online.lobby_screen is not None
                         and "Ann" in app.screen.lines()[1], "the lobby")
            # Not until Bo's turn: when Ann, who never moves here, has the
            # first, it lasts the turn timer.
            press_answered(app, "return", "return")
            frames_until(app, lambda: isinstance(app.screen, OnlineGameScreen), "seated")
            screen = app.screen
            assert isinstance(screen, OnlineGameScreen)

            def broken(command: str) -> list[object]:
                raise RuntimeError("a bug in a report")

            monkeypatch.setattr(screen.session, "handle", broken)
            app.press("f2")  # the crash: its file, one sentence, the main menu
            assert isinstance(app.screen, MenuScreen)
            # Play online, Connect to the same server as the same person.
            crashed = len(said(app))
            app.say(app.menus.online.connect_now(address, "Bo"))
            join_first_lobby_table(app)
            assert not any("Something went wrong" in w for w in said(app)[crashed:])
            ann.pump(0.5)
            ann.heard += ann.table.tick(now=time.monotonic() + 2 * AWAY_HOLD)
            # Bo's seat never dropped: no snapshot showed it away, and Ann
            # heard neither "Bo is away" nor "Bo is back".
            seats = [m["seats"][2] for m in ann.client.received if m["type"] == "snapshot"]
            assert seats and not any(s["away"] for s in seats), json.dumps(seats)
            heard = [u.text for u in ann.heard]
            assert t("online-seat-away", name="Bo") not in heard
            assert t("online-seat-back", name="Bo") not in heard
        finally:
            app.close()
            ann.client.close()
