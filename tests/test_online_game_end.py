"""The end of an online game, in the app against a real server: its last
words say what Enter does there (play again at the same table), and Enter
does that, saying so; it never starts a game on this computer against Ada
and Boris. The game menu's Leave the table goes back to the lobby."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.online_link import OnlineGameScreen
from game.app.screens import GameScreen
from game.i18n import set_language, t
from game.online import protocol as p
from game.speech import RecordingSpeaker
from tests.helpers_app import press, said
from tests.online_helpers import PREFERRED, SCRIPTED_RATE, server


def frames_until(app: App, done: object, what: str, seconds: float = 120.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"never {what}: {said(app)[-5:]}"
        app.frame()
        time.sleep(0.001)


def play_to_the_end(app: App, rng: random.Random) -> OnlineGameScreen:
    """The player's moves chosen at random (those that get a game on
    first) until the table says the game is over."""
    screen = app.screen
    assert isinstance(screen, OnlineGameScreen)
    session = screen.session
    deadline = time.monotonic() + 240
    while not session.side.is_over():
        assert time.monotonic() < deadline, "the game did not end"
        app.frame()
        remote = screen.online_table.remote
        if session.flow.paused:
            session.flow.go_on()
        elif (session.side.current_player() == session.human and remote is not None
              and remote.pending is None and (legal := session.side.legal_moves())):
            keen = [m for m in legal if type(m).__name__ in PREFERRED]
            session.moves.try_move(rng.choice(keen or legal))
        time.sleep(0.001)
    for _ in range(5):  # the game's last words, said as they arrive
        app.frame()
    return screen


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_enter_after_an_online_game_plays_again_at_the_table_and_says_so(
        tmp_path: Path, lang: str) -> None:
    """Enter at the end is the yes to playing again: alone with a computer
    player, the new table is made at once (everyone seated answered), the
    player sits there in the same seat, hears it in one sentence, and the
    new game opens; the finished table's screen is gone, and no game on
    this computer was started."""
    with server(tmp_path / "data", *SCRIPTED_RATE) as srv:
        address = srv.url.removeprefix("ws://")
        app = App(AppOptions(headless=True, online=address, name="Mira"),
                  speaker=RecordingSpeaker())
        try:
            app.settings.language = lang
            set_language(lang)
            link = app.menus.online.link
            frames_until(app, lambda: app.menus.online.lobby_screen is not None, "the lobby")
            link.create("shithead", [p.SeatPlan(kind="person"),
                                     p.SeatPlan(kind="computer", level="easy")], {}, True, 0)
            frames_until(app, lambda: isinstance(app.screen, OnlineGameScreen), "seated")
            screen = play_to_the_end(app, random.Random(5))
            old = link.table_id
            keys = {"key": app.keymap.first_label("play"),
                    "back": app.keymap.first_label("game_menu")}
            end = t("online-play-again", **keys)
            assert end in said(app)
            assert t("shithead-play-again", **keys) not in said(app)
            assert screen.session.prompt.over_turn_words() == t(
                "online-turn-game-over", scores=app.keymap.first_label("scores"),
                again=keys["key"])
            heard = len(said(app))
            press(app, "return")  # the table's news says what follows
            frames_until(app, lambda: isinstance(app.screen, OnlineGameScreen)
                         and app.screen is not screen, "at the new table")
            assert link.table_id != old and link.seat == 0
            new_screen = app.screen
            assert isinstance(new_screen, OnlineGameScreen)
            computer = new_screen.online_table.names()[1]
            assert said(app)[heard] == t("online-rematch-seated", names=computer, count=1,
                                         kept="none")
            assert said(app)[heard] == {
                "en": f"Playing again at a new table, with {computer}.",
                "ru": f"Снова играем за новым столом; с вами играет {computer}."}[lang]
            assert screen not in app.stack  # the finished table's screen went
            # No game on this computer was started, silently or not.
            assert not any(isinstance(s, GameScreen) and not isinstance(s, OnlineGameScreen)
                           for s in app.stack)
        finally:
            set_language("en")
            app.close()


def test_the_game_menus_leave_after_the_end_asks_nothing_of_a_computer_player(
        tmp_path: Path) -> None:
    """Once the game is over nobody plays on for the player: Leave the
    table in the game menu goes back to the lobby, saying so, without the
    question that a computer player would take the seat."""
    with server(tmp_path / "data", *SCRIPTED_RATE) as srv:
        address = srv.url.removeprefix("ws://")
        app = App(AppOptions(headless=True, online=address, name="Mira"),
                  speaker=RecordingSpeaker())
        try:
            link = app.menus.online.link
            frames_until(app, lambda: app.menus.online.lobby_screen is not None, "the lobby")
            link.create("shithead", [p.SeatPlan(kind="person"),
                                     p.SeatPlan(kind="computer", level="easy")], {}, True, 0)
            frames_until(app, lambda: isinstance(app.screen, OnlineGameScreen), "seated")
            play_to_the_end(app, random.Random(5))
            assert press(app, "escape")[0].startswith(t("menu-game-title"))
            assert press(app, "end", "up")[-1].startswith(t("menu-leave-table"))
            words = press(app, "return")
            assert words[0] == t("online-over-to-lobby")
            assert not any(t("online-leave-confirm") in w for w in said(app))
            frames_until(app, lambda: app.screen is app.menus.online.lobby_screen, "the lobby")
        finally:
            app.close()
