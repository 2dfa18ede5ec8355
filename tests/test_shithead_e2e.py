"""A whole game of Shithead played through the real pygame loop (SDL dummy
drivers) by posting keys, with assertions on what was spoken. The test
plays like a player: it reads the screen's session to choose its keys."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app.main import App, AppOptions
from game.app.screens import GameScreen
from game.core.cards import Card
from game.core.words import card_name
from game.games import SPECS
from game.games.shithead.bots import lowest_play, strongest_three
from game.games.shithead.session import FACE_DOWN, FACE_UP, HAND, ShitheadSession
from game.speech import RecordingSpeaker
from tests.helpers_app import press, said

# A seed on which this player's plays meet a burn, a pick-up, plays of
# several cards and the face-down cards before the game ends.
SEED = 5


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(headless=True, seed=SEED), speaker=RecordingSpeaker())
    yield application
    application.close()


def session_of(app: App) -> ShitheadSession:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    assert isinstance(screen.session, ShitheadSession)
    return screen.session


def start_game(app: App) -> ShitheadSession:
    """From the main menu: Shithead, one opponent, Play."""
    words = press(app, "down")
    assert words[0].startswith("Game: ")
    # Other games may come before Shithead in the list: step until it is chosen.
    for _ in range(len(SPECS)):
        if app.settings.game == "shithead":
            break
        words = press(app, "right")
    assert words[-1] in ("Shithead", "Game: Shithead, 2 of 12")
    assert press(app, "down")[0].startswith("Opponents: ")
    while app.settings.opponents > 1:
        words = press(app, "left")
    assert words[-1] in ("1", "Opponents: 1, 3 of 12")
    words = press(app, "home", "return")
    assert words[0] == "Play, 1 of 12"
    # The game, the opponent and the goal, whatever the prompt: never cut.
    assert words[1] == "Shithead. You against Ada. The first player out wins."
    session = session_of(app)
    # About five seconds are said (game/core/opening.py); all is in the history.
    opening = session.history.messages
    assert opening[0].startswith("Shithead. You against Ada. Shed every card")
    assert any(w.startswith("You deal: three cards face down and six in hand each. "
                            "Your hand: ") or w.startswith("Ada deals: ") for w in opening)
    assert session.side.players == 2
    app.frame()  # a frame has ended: move keys act (game/app/heard.py)
    assert session.flow.unheard is None
    return session


def go_to_row(app: App, session: ShitheadSession, row: int) -> None:
    while session.cursor.row != row:
        press(app, "down")


def focus_card(app: App, session: ShitheadSession, row: int, card: Card,
               taken: set[int]) -> int:
    """Move the focus to ``card`` in ``row`` (a position not in ``taken``)."""
    go_to_row(app, session, row)
    cards = session.cursor.cards_of(row)
    index = next(i for i, c in enumerate(cards) if c == card and i not in taken)
    press(app, "home", *["right"] * index)
    return index


def test_face_up_choice_by_selecting(app: App) -> None:
    session = start_game(app)
    # The opening keeps the prompt's start (game/core/opening.py); W says it whole.
    assert said(app)[-1] == "Choose three cards to lay face up: Space selects, Enter confirms."
    assert press(app, "w")[0].startswith("Choose three cards to lay face up: Space selects, "
                                         "Enter confirms. Suggested: ")
    hand = list(session.cursor.hand)
    weakest = sorted(hand, key=lambda c: c not in strongest_three(hand))[3:]
    taken: set[int] = set()
    for n, card in enumerate(weakest, start=1):
        taken.add(focus_card(app, session, HAND, card, taken))
        words = press(app, "space")
        assert words[-1].startswith(f"{card_name(card)} selected, {n} of 3 chosen")
        if n == 2:
            assert press(app, "return") == ["Invalid: choose 3 cards to lay face up, not 2."]
    words = press(app, "return")
    assert words[0] == "You lay face up: " + _names(session.view().face_up) + "."
    assert sorted(session.view().face_up) == sorted(weakest)
    assert any(w.startswith("Starter card: ") for w in said(app))


def _names(cards: tuple[Card, ...]) -> str:
    from game.core.words import card_list
    from game.games.shithead.words import SORT_ORDERS

    return card_list(sorted(cards, key=SORT_ORDERS["rank"]))


def test_whole_game_by_keys(app: App) -> None:
    session = start_game(app)
    game = session.side.engine

    # Enter alone takes the suggested face-up cards.
    suggested = strongest_three(session.view().hand)
    words = press(app, "return")
    assert words[0].startswith("You lay face up: ")
    assert sorted(session.view().face_up) == sorted(suggested)
    assert any(w.startswith("Ada lays face up: ") for w in said(app))

    seen = {"several": 0, "burn": 0, "pickup": 0, "flip": 0, "refused_pickup": 0}
    for _turn in range(200):
        if game.is_over():
            break
        view = session.view()
        assert view.to_move == 0, "bots move at once at instant pace"
        assert said(app)[-1].startswith("Your turn")
        if _turn == 3:
            _reports(app, session)
        source = game.source(0)
        if source == "face_down":
            go_to_row(app, session, FACE_DOWN)
            assert press(app, "home")[0].startswith("face-down card 1 of ")
            words = press(app, "return")
            assert words[0].startswith("You turn up ")
            seen["flip"] += 1
        else:
            row = HAND if source == "hand" else FACE_UP
            play = lowest_play(session.cursor.cards_of(row), view.to_beat)
            if not play:
                # The key is named the first three times a game (FULL_PROMPTS),
                # then the short prompt leaves it to F1 and W.
                assert said(app)[-1].endswith(("Press T to pick up the pile.",
                                               "nothing to play, pick up the pile."))
                words = press(app, "t")
                # Focus returns to the hand when it was elsewhere (SH-14).
                # Which cards, by rank: the pile lay face up.
                assert words[0].startswith(f"You pick up {len(view.pile)} cards: ")
                seen["pickup"] += 1
            else:
                if not seen["refused_pickup"]:
                    words = press(app, "t")
                    assert words[0].startswith("Invalid: ")
                    assert words[0].endswith(", so you cannot pick up the pile.")
                    seen["refused_pickup"] += 1
                words = _play(app, session, row, play)
                seen["several"] += len(play) > 1
        seen["burn"] += sum("the pile, " in w and " burn" in w for w in words)
    assert game.is_over()
    assert all(seen.values()), seen

    winner = game.results().winners[0]
    end = said(app)
    expected = "You win the game!" if winner == 0 else "Ada wins the game!"
    assert expected in end
    assert end[-1] == "Press Enter to play again, or Escape for the menu."
    words = press(app, "return")
    assert words[0] == "Shithead. You against Ada. The first player out wins."  # a new game
    assert session_of(app) is not session
    assert session_of(app).history.messages[0].startswith("Shithead. You against Ada.")


def _play(app: App, session: ShitheadSession, row: int, play: tuple[Card, ...]) -> list[str]:
    """Select the cards (several) or focus the one card, then Enter."""
    if len(play) == 1:
        focus_card(app, session, row, play[0], set())
        words = press(app, "return")
    else:
        taken: set[int] = set()
        for card in play:
            taken.add(focus_card(app, session, row, card, taken))
            words = press(app, "space")
            assert words[-1].startswith(f"{card_name(card)} selected, ")
            assert "go on the" in words[-1] or "goes on the" in words[-1] or (
                "can be played" in words[-1])
            assert "too low" not in words[-1]
        words = press(app, "return")
    assert words[0].startswith("You play ")
    return words


def _reports(app: App, session: ShitheadSession) -> None:
    view = session.view()
    assert press(app, "f2")[0].startswith(f"Your hand: {len(view.hand)} cards")
    opponents = press(app, "shift+f2")[0]
    assert opponents.startswith(f"Ada: {view.hand_counts[1]} in hand")
    assert f"{view.face_down_counts[1]} face down" in opponents
    table = press(app, "f3")[0]
    assert f"Draw pile: {view.stock_count} cards." in table
    assert press(app, "shift+f3") == ["Nobody is out yet. Still holding cards: you and Ada."]
    assert press(app, "w")[0].startswith("Your turn")
