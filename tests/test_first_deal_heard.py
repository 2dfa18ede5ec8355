"""The first deal is held as every later one, and Play asks before it
replaces a saved game: one key press must never lose a hand or a game.

- A move key right behind Play (a second Enter taken in the same frame)
  plays nothing, in every game, whatever key came between; once that frame
  has ended the keys act, however much of the opening is still being said
  (``game/app/heard.py``).
- Play in the main menu with a game saved asks first, "No, keep this game"
  first, as New game in the game menu does; the save stays on disk until
  the new game is saved over it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import pytest

from game.app.key_script import post_key
from game.app.main import App, AppOptions
from game.app.saves import delete_save, describe_save, save_path
from game.app.screens import GameScreen, MenuScreen
from game.core.session import GameSession
from game.games import SPECS, spec
from game.speech import RecordingSpeaker

GAMES = tuple(s.id for s in SPECS)


def texts(words: Iterable[Any]) -> list[str]:
    return [w.text for w in words]


def started(game_id: str, seed: int = 1) -> GameSession:
    """A new game, started as Play starts it, on the player's first turn."""
    session = spec(game_id).session(3, ["normal"] * 2, seed)
    session.start()
    while session.bots.due():
        session.bots.step()
    return session


# -- the first deal's opening ------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("command", ["play", "draw", "take_discard"])
def test_a_move_key_right_after_play_plays_nothing(game_id: str, command: str) -> None:
    session = started(game_id)
    assert session.side.current_player() == session.human
    events = len(session.side.events)
    words = texts(session.handle(command))
    assert len(words) == 1 and words[0].startswith("Nothing played: a new deal has begun. ")
    assert len(session.side.events) == events


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_deal_is_said_again_then_a_key_of_the_next_frame_is_the_players(
        game_id: str) -> None:
    session = started(game_id)
    deal = next(u.text for u in session.flow.unheard or [] if u.spoken)
    words = texts(session.handle("play"))
    # The deal's first words ("Deal 1", "You deal: three cards face down...").
    assert deal.split(". ")[0].split(":")[0] in words[0]
    session.flow.opening_heard()  # the app, as the frame ends
    assert not texts(session.handle("play"))[0].startswith("Nothing played")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_report_key_in_the_same_frame_does_not_free_the_move_key_behind_it(
        game_id: str) -> None:
    session = started(game_id)
    session.handle("my_status")
    assert session.flow.unheard is not None
    assert texts(session.handle("play"))[0].startswith("Nothing played")


class Talking(RecordingSpeaker):
    """A speaker still saying the opening until told it has finished."""

    talking = True

    def busy(self) -> bool:
        return self.talking


@pytest.fixture
def app() -> Iterator[App]:
    delete_save()
    application = App(AppOptions(headless=True, seed=1), speaker=Talking())
    application.settings.game = "twenty"
    application.replace_all(application.menus.main_menu())
    yield application
    application.close()


def spoken(app: App) -> list[str]:
    assert isinstance(app.speaker, RecordingSpeaker)
    return app.speaker.texts


def session_on_screen(app: App) -> GameSession:
    assert isinstance(app.screen, GameScreen)
    return app.screen.session


def test_an_enter_right_behind_play_plays_nothing(app: App) -> None:
    """The report's second Enter, on the first deal: Play and Enter taken
    in one frame, the Enter on its way before the opening was said."""
    assert isinstance(app.speaker, Talking)
    post_key("return")  # Play
    post_key("return")
    app.frame()
    session = session_on_screen(app)
    assert [w for w in spoken(app) if w.startswith("Nothing played: a new deal has begun. Deal 1.")]
    assert not [e for e in session.side.events if e.get("player") == session.human]
    assert session.flow.unheard is None  # the frame has ended: the next keys act


def test_a_key_of_a_later_frame_acts_while_the_opening_is_still_said(app: App) -> None:
    """The speaker is still saying the opening (Talking): a player who
    knows what to do need not wait for it to end."""
    assert isinstance(app.speaker, Talking)
    app.press("return")  # Play
    session = session_on_screen(app)
    assert session.flow.unheard is None
    while session.bots.due():
        app.frame()
    events = len(session.side.events)
    app.press("return")
    assert len(session.side.events) > events
    assert not spoken(app)[-1].startswith("Nothing played")


# -- Play with a game saved ------------------------------------------------------------------
def save_a_game(app: App) -> bytes:
    """Play, one move, Escape, Main menu (which saves)."""
    assert isinstance(app.speaker, Talking)
    app.speaker.talking = False
    app.press("return")  # Play
    session = session_on_screen(app)
    while session.bots.due():
        app.frame()
    app.press("return")  # the player's first card: this game differs from a new one
    app.press("escape")
    while not (isinstance(app.screen, MenuScreen)
               and app.screen.menu.items[app.screen.menu.focus].action == "main_menu"):
        app.press("down")
    app.press("return")
    assert describe_save() is not None
    return save_path().read_bytes()


def to_play(app: App) -> list[str]:
    """From the main menu's first item (Resume) down to Play, then Enter."""
    app.press("down")
    before = len(spoken(app))
    app.press("return")
    return spoken(app)[before:]


def test_play_asks_before_it_replaces_a_saved_game(app: App) -> None:
    saved = save_a_game(app)
    words = to_play(app)
    assert words[-1] == ("Start a new game: your saved game of Twenty will be lost. "
                         "No, keep this game, 1 of 2")
    assert isinstance(app.screen, MenuScreen)
    app.press("return")  # No: back to the main menu, the save untouched
    assert isinstance(app.screen, MenuScreen)
    assert app.screen.menu.items[0].action == "resume_saved"
    assert save_path().read_bytes() == saved


def test_yes_starts_a_new_game_and_the_save_stays_until_it_is_replaced(app: App) -> None:
    saved = save_a_game(app)
    to_play(app)
    app.press("down")
    app.press("return")  # Yes, start a new game
    assert isinstance(app.screen, GameScreen)
    assert save_path().read_bytes() == saved  # nothing replaced it yet
    app.save_game()
    assert save_path().read_bytes() != saved


def test_play_without_a_save_asks_nothing(app: App) -> None:
    assert describe_save() is None
    app.press("return")
    assert isinstance(app.screen, GameScreen)
