"""A game of Ten Phases through the real pygame loop (SDL dummy drivers) by
posting keys: draw, declare phase 1 with a joker, choose to redraw, discard,
hear Ada declare phase 10 and the end with the winner, the loser and the one
who neither won nor lost; then play again.

The situation is set through the session's game object once the game has
started (TP rules decide everything after that)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app.main import App, AppOptions
from game.app.screens import GameScreen
from game.core.cards import Card, parse_cards
from game.games import SPECS
from game.games.tenphases.rules import DRAW
from game.games.tenphases.session import TenPhasesSession
from game.speech import RecordingSpeaker
from tests.helpers_app import press


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(headless=True, seed=31), speaker=RecordingSpeaker())
    yield application
    application.close()


def session_of(app: App) -> TenPhasesSession:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    assert isinstance(screen.session, TenPhasesSession)
    return screen.session


def focus_keys(session: TenPhasesSession, code: str) -> list[str]:
    """Keys that put the hand focus on the first unselected ``code``."""
    card = Card.parse(code)
    i = next(j for j, c in enumerate(session.moves.hand)
             if c == card and j not in session.moves.selected)
    return ["home"] + ["right"] * i


def start_game(app: App) -> TenPhasesSession:
    """From the main menu: Ten Phases, two opponents, Play."""
    words = press(app, "down")
    assert words[0].startswith("Game: ")
    for _ in range(len(SPECS)):
        if app.settings.game == "tenphases":
            break
        words = press(app, "right")
    assert words[-1] in ("Ten Phases", "Game: Ten Phases, 2 of 9")
    app.settings.opponents = 2
    app.settings.level = "normal"
    words = press(app, "up", "return")
    assert words[1].startswith("Ten Phases. You against Ada and Boris.")  # never cut
    assert words[2] == "You deal. You are on phase 1: a run of 3 and 3 of a kind." or (
        words[2].endswith(" deals. You are on phase 1: a run of 3 and 3 of a kind."))
    # About five seconds are said (game/core/opening.py); all is in the history.
    opening = session_of(app).history.messages
    assert opening[0].startswith("Ten Phases. You against Ada and Boris.")
    assert any(w.endswith("You are on phase 1: a run of 3 and 3 of a kind.") for w in opening)
    return session_of(app)


def test_a_game_by_keys(app: App) -> None:
    session = start_game(app)
    game = session.side.engine
    assert session.side.players == 3

    # The player's turn: phase 1 with a joker in hand. Ada is on phase 10
    # and holds it; Boris has done three phases. The stock gives the
    # player an 8 of clubs, then six cards for the redraw, then Ada's card.
    game.to_move = 0
    game.step = DRAW
    game.declared = False
    game.phases_done = [0, 9, 3]
    game.hands[0] = list(parse_cards(["4H", "JK", "6S", "9C", "9D", "9S", "2C", "KD", "QH",
                                      "7C"]))
    game.hands[1] = list(parse_cards(["5H", "6H", "7H", "8H", "9H", "2S", "3S", "4S", "5S",
                                      "10C"]))
    game.hands[2] = list(parse_cards(["KC", "KH", "2D", "3C", "4C", "JD", "5C", "6C", "7D",
                                      "8D"]))
    game.discard = list(parse_cards(["3D"]))
    redraw = ["2H", "3H", "4D", "5D", "10D", "JH"]
    game.stock = list(parse_cards(["8C", *redraw, "AC"])) + game.stock
    session.cursor.refresh_rows()
    assert press(app, "w") == ["Your turn: draw with D or take the 3 of diamonds with T."]

    words = press(app, "d")
    assert words[:2] == ["You draw the 8 of clubs.",
                         "You hold phase 1: select its cards and press Enter to declare it."]
    assert words[2].startswith("Declare your phase or discard: select cards and press Enter;")

    for code in ("4H", "JK", "6S", "9C", "9D"):
        press(app, *focus_keys(session, code), "space")
    words = press(app, *focus_keys(session, "9S"), "space")
    assert words[-1] == "9 of spades selected, 6 cards selected: that makes phase 1."
    words = press(app, "return")
    assert words == ["Phase 1 declared: run 4 to 6 with joker as 5; three 9s.",
                     "Keep the cards, or discard them and draw 6? Keep the cards, 1 of 2. "
                     "Up and Down to hear both, Enter to choose."]
    assert press(app, "down") == ["Discard them and draw 6, 2 of 2"]
    words = press(app, "return")
    assert words == ["You discard them and draw 6: 2 of hearts, 3 of hearts, 4 of diamonds, "
                     "5 of diamonds, 10 of diamonds and jack of hearts.",
                     "Now discard: select one card and press Enter."]
    assert sorted(map(str, game.hands[0])) == sorted(
        ["2C", "KD", "QH", "7C", "8C", *redraw])
    assert press(app, "f2")[0].startswith("Phase 2: a run of 4 and 3 of a kind. One phase done.")

    # Discard the king of diamonds; Ada draws, declares phase 10 and wins.
    assert press(app, *focus_keys(session, "KD"), "space")[-1] == (
        "king of diamonds selected, one card selected.")
    words = press(app, "return")
    assert words[0] == "You discard the king of diamonds."
    points = game.points
    assert game.is_over() and game.winners == (1,) and game.losers == (0,)
    assert "Ada declares phase 10: 5 to 9 of hearts; 2 to 5 of spades." in words
    assert words[-4:] == [
        "Ada wins the game!",
        f"You lose, with {points[0]} points and one phase done.",
        f"Boris neither won nor lost, with {points[2]} points and 3 phases done.",
        "Press Enter to play again, or Escape for the menu."]
    assert points[0] == 65 and points[2] == 65
    assert press(app, "shift+f3") == [
        "Phases: You on phase 2, Ada all ten done and Boris on phase 4. Ada won with 0 points, "
        "you lost with 65 points and Boris neither won nor lost with 65 points."]

    # Enter plays again: a new game is dealt.
    words = press(app, "return")
    assert words[0].startswith("Ten Phases. You against Ada and Boris.")  # a new game
    assert session_of(app) is not session
    assert session_of(app).history.messages[0].startswith("Ten Phases. You against Ada and Boris.")
