"""A hand of Phase 10 through the real pygame loop (SDL dummy drivers) by
posting keys: draw, lay a phase with a wild, hit an opponent's group, discard
a Skip and choose whom (Escape backs out once), hear the end-of-hand scores.

The situation is set through the session's game object once the player's
first turn comes (P10 rules decide everything after that)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app.main import App, AppOptions
from game.app.screens import GameScreen
from game.games.phase10.rules import Group
from game.games.phase10.rules.cards import parse_cards
from game.games.phase10.rules.moves import DRAW
from game.games.phase10.session import Phase10Session
from game.games.phase10.tests.test_phase10_session import sync_table
from game.speech import RecordingSpeaker
from tests.helpers_app import press


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(headless=True, seed=23), speaker=RecordingSpeaker())
    yield application
    application.close()


def session_of(app: App) -> Phase10Session:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    assert isinstance(screen.session, Phase10Session)
    return screen.session


def cards(*codes: str) -> list:  # type: ignore[type-arg]
    return list(parse_cards(codes))


def focus_keys(session: Phase10Session, code: str) -> list[str]:
    """Keys that put the hand focus on the first unselected ``code``."""
    card = parse_cards([code])[0]
    i = next(j for j, c in enumerate(session.moves.hand)
             if c == card and j not in session.moves.selected)
    return ["home"] + ["right"] * i


def test_a_hand_by_keys(app: App) -> None:
    assert press(app, "down", "right") == ["Game: Twenty, 2 of 12", "Phase 10"]
    app.settings.opponents = 2
    app.settings.level = "normal"
    words = press(app, "up", "return")
    # The game, the opponents and the goal, then the hand: where the player is first.
    assert words[1].startswith("Phase 10. You against Ada and Boris.")
    assert words[2].startswith("Hand 1.")
    session = session_of(app)
    # About five seconds are said (game/core/opening.py); all is in the history.
    opening = session.history.messages
    assert opening[0].startswith("Phase 10. You against Ada and Boris.")
    assert any(w.startswith("Hand 1.") and "You are on phase 1: two sets of 3." in w
               for w in opening)
    game = session.side.engine
    assert game.current_player() == 0 and not session.flow.paused

    # The player's turn: a phase with a wild in hand, Ada has laid sets of
    # 7s and 4s and holds one card; the stock gives a 7, then Ada a 4.
    game.step = DRAW
    game.hands[0] = cards("R9", "B9", "G9", "R5", "B5", "W", "SK", "Y3")
    game.hands[1] = cards("G7")
    game.groups = [[], [Group("set", tuple(cards("R7", "B7", "G7")), (7, 7, 7)),
                        Group("set", tuple(cards("R4", "B4", "G4")), (4, 4, 4))], []]
    game.has_laid = [False, True, False]
    game.pending = [False, False, False]
    game.discard = cards("G2")
    game.stock = cards("Y7", "B4") + game.stock
    sync_table(session)
    assert session.prompt.turn_prompt() == "Your turn: draw with D or take the green 2 with T."

    words = press(app, "d")
    assert words[:2] == ["You draw a yellow 7.",
                         "You hold phase 1: select its cards and press Enter to lay it."]

    for code in ("R9", "B9", "G9", "R5", "B5", "W"):
        words = press(app, *focus_keys(session, code), "space")
    assert words[-1] == "wild selected, 6 cards selected: that makes phase 1."
    words = press(app, "return")
    assert words[0] == "Phase 1 laid: set of two 5s plus a wild; set of three 9s."
    assert game.has_laid[0]

    press(app, *focus_keys(session, "Y7"), "space")
    words = press(app, "down")
    assert words == ["The table, 4 groups. Your set of two 5s plus a wild, 1 of 4"]
    words = press(app, "right", "right")
    assert words[-1] == "Ada's set of three 7s, 3 of 4"  # each group's place, as a card's
    words = press(app, "return")
    assert words[0] == "You hit a yellow 7 on Ada's set of four 7s."

    words = press(app, "up", "end", "return")
    assert words[-1].startswith("Skip whom? Ada, phase 1 laid, one card, 1 of 2.")
    assert press(app, "escape") == ["Back; nothing played."]
    assert "SK" in map(str, game.hands[0])
    words = press(app, "return", "down")
    assert words[-1] == f"Boris, phase 1, {len(game.hands[2])} cards, 2 of 2"
    words = press(app, "return")
    assert words[0] == "You discard a skip: Boris loses the next turn."
    # Ada draws the 4, hits out and the hand ends; the summary waits for Enter.
    assert "Ada goes out, hand 1 ends." in words
    assert "You: plus 5, total 5; on to phase 2." in words
    assert any(w.startswith("Ada: no points, total 0; on to phase 2.") for w in words)
    assert any(w.startswith("Boris: plus ") and w.endswith("stays on phase 1.") for w in words)
    assert words[-1] == "Press Enter to deal the next hand."
    assert session.flow.paused and not any(w.startswith("Hand 2.") for w in words)
    dealer = ["You deal.", "Ada deals.", "Boris deals."][game.dealer]
    assert game.hand_number == 2  # dealt already, but not yet said
    words = press(app, "return")
    # About five seconds are said (game/core/opening.py); all is in the history.
    assert words[0].startswith("Hand 2.")
    assert f"Hand 2. {dealer} You are on phase 2: a set of 3 and a run of 4." in (
        session.history.messages)
