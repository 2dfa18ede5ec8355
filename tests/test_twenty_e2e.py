"""A whole deal of Twenty played through the real pygame loop (SDL dummy
drivers) by posting key events, with assertions on what was spoken."""

from __future__ import annotations

import pytest

from game.app.main import App, AppOptions
from game.app.screens import GameScreen
from game.games.twenty.rules import move_value
from game.games.twenty.session import TwentySession
from game.speech import RecordingSpeaker
from tests.helpers_app import press, said


@pytest.fixture
def app() -> App:
    speaker = RecordingSpeaker()
    application = App(AppOptions(headless=True, seed=11), speaker=speaker)
    yield application
    application.close()


def session_of(app: App) -> TwentySession:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    assert isinstance(screen.session, TwentySession)
    return screen.session


def test_main_menu_speaks_first_item_with_position(app: App) -> None:
    # A new profile's first opening also names the help key (once).
    assert said(app)[-1] == "Parlour, main menu. Play, 1 of 12. F1 lists the keys on any screen."
    assert press(app, "down") == ["Game: Twenty, 2 of 12"]
    assert press(app, "down", "right") == ["Opponents: 2, 3 of 12", "3"]
    assert press(app, "end") == ["Quit, 12 of 12"]
    assert press(app, "s") == ["Settings, 6 of 12"]  # first letter


def test_whole_deal_by_keys(app: App) -> None:
    words = press(app, "return")
    assert words[0].startswith("Twenty.")
    session = session_of(app)
    # About five seconds are said (game/core/opening.py); all is in the history.
    assert session.history.messages[0].startswith("Twenty. You against Ada and Boris.")
    assert any(w.startswith("Your hand: ") for w in session.history.messages)
    game = session.side.engine
    assert game.players == 3

    # F2 reads the hand, Shift+F2 the opponents' counts, F3 move and stock,
    # Shift+F3 the scores, F4 sorts.
    hand_words = press(app, "f2")[-1]
    assert hand_words.startswith(f"You hold {len(session.hand)} cards: ")
    for card in session.hand[:2]:
        from game.core.words import card_name

        assert card_name(card) in hand_words
    counts = game.view(0).hand_counts
    assert press(app, "shift+f2") == [f"Ada: {counts[1]} cards and Boris: {counts[2]} cards."]
    table = press(app, "f3")[-1]
    assert table.startswith(f"Move {game.view(0).move_number} of 20. Stock: "
                            f"{game.view(0).stock_count} cards.")
    assert press(app, "shift+f3") == ["Scores, to 100: you 0, Ada 0 and Boris 0. Deal 1."]
    assert press(app, "f4") == ["Sorted by rank."]
    assert session.moves.sort_order == "rank"

    plays = 0
    refused = False
    while game.view(0).deal_number == 1 and not session.flow.paused:
        view = game.view(0)
        assert view.to_move == 0, "bots move at once at instant pace"
        limit = view.move_number
        fitting = [i for i, c in enumerate(session.hand) if move_value(c) <= limit]
        too_big = [i for i, c in enumerate(session.hand) if move_value(c) > limit]
        if not fitting:
            words = press(app, "d")
            assert words[0].startswith("You draw ") or words[0].startswith("You pass")
            continue
        if too_big and not refused:
            # An illegal play is refused with its reason and changes nothing.
            before = (list(session.hand), view.move_number, len(game.events))
            words = press(app, "home", *["right"] * too_big[0], "return")
            value = move_value(session.hand[too_big[0]])
            assert words[-1] == f"Invalid: that card is worth {value}, more than {limit}."
            assert (list(session.hand), game.view(0).move_number, len(game.events)) == before
            refused = True
        card = session.hand[fitting[0]]
        words = press(app, "home", *["right"] * fitting[0], "space")
        assert words[-1].startswith(f"{_name(card)} selected, total {move_value(card)} of "
                                    f"{limit} allowed")
        words = press(app, "return")
        assert words[0].startswith("You play ")
        assert words[0].endswith(f"Move {limit}.")
        plays += 1
        assert plays < 25
    assert refused or plays > 0
    summary = said(app)
    assert any(" deal 1, plus 20." in w for w in summary)
    assert any(w.startswith("Totals: ") for w in summary)
    assert summary[-1] == "Press Enter to deal on."
    words = press(app, "return")
    assert words[0].startswith("Deal 2.")


def _name(card: object) -> str:
    from game.core.words import card_name

    return card_name(card)  # type: ignore[arg-type]


def test_match_end_is_announced_and_enter_plays_again(app: App) -> None:
    press(app, "return")
    session = session_of(app)
    game = session.side.engine
    game.options["match_points"] = 1  # the next deal's winner takes the match
    words: list[str] = []
    while not game.is_over():
        view = game.view(0)
        if session.flow.paused:
            words += press(app, "return")
            continue
        fitting = [i for i, c in enumerate(session.hand) if move_value(c) <= view.move_number]
        if fitting:
            words += press(app, "home", *["right"] * fitting[0], "return")
        else:
            words += press(app, "d")
    winner = game.results().winners[0]
    name = "You win" if winner == 0 else f"{['', 'Ada', 'Boris'][winner]} wins"
    assert any(w.startswith(f"{name} the match with ") for w in words)
    assert words[-1] == "Press Enter to play again, or Escape for the menu."
    again = press(app, "return")
    assert again[0].startswith("Twenty.")
    assert session_of(app) is not session and not session_of(app).side.is_over()
