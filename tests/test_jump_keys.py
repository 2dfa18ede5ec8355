"""Jump to a rank, the hand grouped, clear, in all four games,
through the real pygame loop (SDL dummy drivers) by posting keys and
listening to what is said.

Games start from the main menu on fixed seeds; where a test needs a given
hand it sets it in the engine once the player's turn has come, as the other
end-to-end tests do (the rules decide everything after that)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from jump_plans import jumping_keys, keys_of, rank_of, scripted_hands, stepping_keys

from game.app.main import App, AppOptions
from game.app.screens import GameScreen
from game.core.cards import Card, parse_cards
from game.core.session import GameSession
from game.core.words import card_name
from game.games import SPECS
from game.games.phase10.rules import P10Card
from game.games.phase10.rules.moves import PLAY
from game.speech import RecordingSpeaker
from tests.helpers_app import press, said

GAMES = tuple(s.id for s in SPECS)
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(headless=True, seed=31), speaker=RecordingSpeaker())
    yield application
    application.close()


def start(app: App, game_id: str) -> GameSession:
    """From the main menu: the game, two opponents (the default), Play."""
    press(app, "down")
    for _ in range(len(SPECS)):
        if app.settings.game == game_id:
            break
        press(app, "right")
    assert app.settings.game == game_id
    press(app, "home", "return")
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen.session


def p10(*codes: str) -> list[P10Card]:
    return [P10Card.parse(c) for c in codes]


def at_play(session: GameSession, hand: list[Any]) -> None:
    """The player's turn after the draw, holding ``hand``."""
    game: Any = session.side.engine
    game.hands[0] = list(hand)
    if session.side.game_id in ("phase10", "tenphases"):
        game.step = PLAY
    session.cursor.refresh_rows()


# -- jump keys -----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_rank_keys_land_on_every_card_of_the_rank_in_turn(app: App, game_id: str) -> None:
    """On the seed's dealt hand: for every rank held, its key from the first
    card visits each card of that rank left to right, then comes round;
    the words name the card and say which of how many it is."""
    session = start(app, game_id)
    ticks = iter(range(0, 10**6, 5))  # seconds apart: no two digits join
    session.jumps.clock = lambda: float(next(ticks))  # type: ignore[attr-defined]
    rank, keys = rank_of(game_id), keys_of(game_id)
    press(app, "home")
    hand = list(session.cursor.row_cards(0))  # type: ignore[attr-defined]
    assert hand
    for r in dict.fromkeys(rank(c) for c in hand):
        matches = [i for i, c in enumerate(hand) if rank(c) == r]
        press(app, "home")
        focus = 0
        for n in range(len(matches) + 1):
            words = press(app, keys[r])
            focus = next((i for i in matches if i > focus), matches[0])
            assert session.cursor.row == 0 and session.cursor.focus[0] == focus, (r, n)
            name = session.card_name if hasattr(session, "card_name") else card_name
            assert words[-1].startswith(name(hand[focus])), words
            nth = matches.index(focus)
            if len(matches) == 1:
                only = session.jumps.rank_name(r)  # type: ignore[attr-defined]
                assert words[-1].endswith(f", the only {only}"), words
            else:
                assert f", {ORDINALS[nth]} of " in words[-1], words


def test_phase10_says_which_of_how_many_and_what_is_missing(app: App) -> None:
    session = start(app, "phase10")
    at_play(session, p10("R9", "B9", "G9", "R4", "B4", "Y5", "G6", "R7", "B8", "W", "W"))
    press(app, "home")
    assert press(app, "9") == ["red 9, 7 of 11, first of three 9s"]
    assert press(app, "9") == ["blue 9, 8 of 11, second of three 9s"]
    assert press(app, "9", "9") == ["green 9, 9 of 11, third of three 9s",
                                    "red 9, 7 of 11, first of three 9s"]
    assert press(app, "x") == ["wild, 10 of 11, first of two wilds"]
    assert press(app, "3") == ["No 3s in your hand."]
    assert press(app, "p") == ["No skips in your hand."]
    assert press(app, "k") == ["This game has no kings."]


def test_phase10_two_digits_typed_quickly_make_10_to_12(app: App) -> None:
    """P10-3 numbers run to 12: 1 then 0, 1 or 2 within the window is 10,
    11 or 12; slower, they are two jumps. The rank keys' clock is set, so
    nothing sleeps."""
    session = start(app, "phase10")
    now = [100.0]
    session.jumps.clock = lambda: now[0]  # type: ignore[attr-defined]
    at_play(session, p10("R1", "B1", "R2", "Y10", "G11", "B11", "R12", "W"))
    press(app, "home")
    assert press(app, "1") == ["blue 1, 2 of 8, second of two 1s"]
    now[0] += 0.3
    assert press(app, "1") == ["blue 11, 5 of 8, first of two 11s"]
    now[0] += 0.3
    assert press(app, "1", "2") == ["red 1, 1 of 8, first of two 1s",
                                    "red 12, 7 of 8, the only 12"]
    now[0] += 0.3
    assert press(app, "1", "0") == ["red 1, 1 of 8, first of two 1s",
                                    "yellow 10, 4 of 8, the only 10"]
    # Slowly: each digit is its own jump.
    now[0] += 5
    press(app, "home")
    assert press(app, "1") == ["blue 1, 2 of 8, second of two 1s"]
    now[0] += 1.0
    assert press(app, "2") == ["red 2, 3 of 8, the only 2"]
    # Minus and equals reach 11 and 12 in one press.
    assert press(app, "-") == ["blue 11, 5 of 8, first of two 11s"]
    assert press(app, "=") == ["red 12, 7 of 8, the only 12"]
    # With Shift the same: the 1 selected first is let go for the 12.
    now[0] += 5
    press(app, "home")
    assert press(app, "shift+1")[-1].startswith("blue 1 selected")
    now[0] += 0.2
    assert press(app, "shift+2")[-1].startswith("red 12 selected")
    assert session.moves.chosen_cards() == p10("R12")  # type: ignore[attr-defined]


def test_phase10_1_then_2_is_a_2_when_the_hand_holds_no_12(app: App) -> None:
    """A run 1, 2, 3 typed quickly is not read as 12 when there is no 12."""
    session = start(app, "phase10")
    session.jumps.clock = lambda: 7.0  # type: ignore[attr-defined]
    at_play(session, p10("R1", "R2", "R3", "B11"))
    press(app, "home")
    press(app, "shift+1")
    assert press(app, "shift+2")[-1].startswith("red 2 selected")
    assert press(app, "shift+3")[-1].startswith("red 3 selected")
    assert session.moves.chosen_cards() == p10("R1", "R2", "R3")  # type: ignore[attr-defined]


def test_phase10_another_key_between_the_digits_ends_the_number(app: App) -> None:
    session = start(app, "phase10")
    session.jumps.clock = lambda: 7.0  # type: ignore[attr-defined]
    at_play(session, p10("R1", "R2", "R12"))
    press(app, "home", "1", "right")
    assert press(app, "2") == ["red 2, 2 of 3, the only 2"]


def test_a_jump_from_the_actions_row_goes_to_the_hand(app: App) -> None:
    session = start(app, "tenphases")
    at_play(session, parse_cards(["KC", "KH", "3D", "JK"]))
    press(app, "down")
    assert session.cursor.row == 1
    words = press(app, "k")
    assert words == ["Your hand: king of clubs, 2 of 4, first of two kings"]
    assert session.cursor.row == 0
    assert press(app, "x") == ["joker, 4 of 4, the only joker"]


def test_shift_rank_selects_the_next_unselected_card(app: App) -> None:
    session = start(app, "twenty")
    at_play(session, [Card(13, "H"), Card(13, "S"), Card(2, "D")])
    session.moves.sort_order = "rank"  # type: ignore[attr-defined]
    session.cursor.refresh_rows()
    press(app, "home")
    press(app, "shift+k")
    press(app, "shift+k")
    assert sorted(session.moves.selected) == [1, 2]
    assert press(app, "shift+k") == ["The two kings are both already selected."]


# -- clear ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_clear_empties_the_selection_and_says_so(app: App, game_id: str) -> None:
    session = start(app, game_id)
    press(app, "home", "space", "right", "space")
    assert len(session.moves.selected) == 2
    assert press(app, "backspace") == ["Selection cleared: 2 cards deselected."]
    assert session.moves.selected == set()
    assert press(app, "backspace") == ["Nothing was selected."]
    # The row no longer says "selected".
    assert "selected" not in press(app, "home")[-1]


def test_shithead_selecting_in_another_row_says_the_old_selection_went(app: App) -> None:
    """SH-6/SH-13: one play comes from one row, so Space in the face-up row
    lets the hand's selection go, and says so rather than drop it silently."""
    session = start(app, "shithead")
    press(app, "return")  # lay the suggested face-up cards (SH-4)
    assert session.view().phase == "play"  # type: ignore[attr-defined]
    press(app, "home", "space")
    assert session.moves.selected == {0}
    words = press(app, "down", "space")
    assert words[-1].startswith("One card deselected in your hand: one play comes from one row.")
    assert session.moves.selected_row == 1  # type: ignore[attr-defined]


# -- the hand grouped ------------------------------------------------------------------------
def test_grouped_phase10(app: App) -> None:
    session = start(app, "phase10")
    at_play(session, p10("R9", "B9", "G9", "R4", "B4", "Y5", "G6", "R7", "B8", "W", "W",
                         "R11", "SK"))
    assert press(app, "shift+h") == [
        "three 9s and two 4s; run 5 to 8; single 11; two wilds; a skip; 13 cards"]


def test_grouped_phase10_colour_phase_counts_colours(app: App) -> None:
    """P10-15 phase 8 asks for seven cards of one colour: the colours are counted."""
    session: Any = start(app, "phase10")
    session.side.engine.phases_done[0] = 7
    at_play(session, p10("R1", "R5", "R9", "R11", "B2", "B3", "G4", "W", "Y7", "R3"))
    assert press(app, "shift+h") == [
        "two 3s; singles 1, 2, 4, 5, 7, 9 and 11; by colour 5 red, 2 blue, 1 green and "
        "1 yellow; a wild; 10 cards"]


def test_grouped_tenphases(app: App) -> None:
    session = start(app, "tenphases")
    at_play(session, parse_cards(["9C", "9D", "9H", "AS", "2C", "3D", "QS", "KS", "JK"]))
    assert press(app, "shift+h") == [
        "three 9s; run ace to 3; singles queen and king; a joker; 9 cards"]


def test_grouped_shithead_says_what_goes_on_the_pile(app: App) -> None:
    session = start(app, "shithead")
    press(app, "return")  # the face-up choice (SH-4)
    game: Any = session.side.engine
    game.hands[0] = parse_cards(["3C", "3D", "9H", "AS", "2C", "10D"])
    game.pile = parse_cards(["8S"])
    game.starter_on_pile = False
    session.cursor.refresh_rows()
    assert press(app, "shift+h") == [
        "two 3s, too low now; a 9, playable now; an ace, playable now; "
        "a 2, playable, resets the pile; a 10, playable, burns the pile; 6 cards."]


def test_grouped_twenty_says_what_each_is_worth_on_the_move(app: App) -> None:
    session = start(app, "twenty")
    game: Any = session.side.engine
    game.hands[0] = parse_cards(["KC", "KH", "5D", "10S", "AS"])
    assert game.current_player() == 0
    game.move_number = 3  # TW-6: the player's turn is move 3
    session.cursor.refresh_rows()
    assert press(app, "shift+h") == [
        "an ace, worth 1; two kings, worth 1 to 3 each; a 5, worth 5, too high for move 3; "
        "a 10, worth 10, too high for move 3; 5 cards, for move 3."]


def test_f2_reads_the_hand_grouped_with_the_setting(app: App) -> None:
    app.settings.hand_grouped = True
    session = start(app, "phase10")
    at_play(session, p10("R9", "B9", "G9", "Y5", "G6", "R7", "W"))
    words = press(app, "f2")
    assert "You hold 7 cards: three 9s; run 5 to 7; a wild." in words[0]


def test_f2_lists_every_card_without_the_setting(app: App) -> None:
    session = start(app, "phase10")
    at_play(session, p10("R9", "B9", "G9", "Y5", "G6", "R7", "W"))
    assert "red 9, blue 9, green 9" in press(app, "f2")[0]


def test_f1_lists_the_rank_keys_on_one_line(app: App) -> None:
    start(app, "phase10")
    press(app, "f1")
    screen = app.screen
    lines = screen.text_lines  # type: ignore[attr-defined]
    jump = [line for line in lines if line.startswith("1, 2, 3, 4, 5, 6, 7, 8, 9, 0, -, =, X, P:")]
    assert len(jump) == 1 and "X a wild, P a skip" in jump[0], lines
    pick = [line for line in lines if line.startswith("Shift+1, Shift+2, Shift+3")]
    assert len(pick) == 1 and pick[0].endswith("select the next card of that rank"), lines
    assert not any(line.startswith(("1:", "Shift+1:")) for line in lines)
    assert any(line.startswith("Backspace or Delete: clear the selection") for line in lines)
    assert any(line.startswith("Shift+H: your hand grouped") for line in lines)


# -- key presses to lay a phase --------------------------------------------------------------
@pytest.mark.parametrize("game_id", ("phase10", "tenphases"))
def test_laying_by_jumping_takes_one_press_a_card_plus_enter(app: App, game_id: str) -> None:
    """Scripted hands holding their phase: Shift+rank for each card of a set
    or run, Enter to lay; the phase is laid, in at most one press per card
    plus Enter (and Enter again where the game asks how to arrange), always
    fewer presses than stepping."""
    session: Any = start(app, game_id)
    now = [0.0]
    session.jumps.clock = lambda: now[0]
    game: Any = session.side.engine
    # Sets and runs, leaving a card in hand (laying every card would end
    # the hand, and the next scripted hand is set on this game).
    hands = [h for h in scripted_hands(game_id, 40)
             if all(by_rank for _, by_rank in h.lay) and len(h.lay) < len(h.hand)][:8]
    assert len(hands) == 8
    for hand in hands:
        game.phases_done[0] = hand.phase - 1
        if game_id == "phase10":
            game.has_laid[0] = False
            game.groups[0] = []
            session.moves.laid[0] = []
        else:
            game.declared = False
            session.question.choosing = None
        at_play(session, list(hand.hand))
        press(app, "backspace", "home")
        keys = jumping_keys(game_id, session.moves.hand, hand.lay)
        steps = stepping_keys(session.moves.hand, hand.lay)
        before = len(game.events)
        for key in keys:
            now[0] += 1.0  # a card a second: no two digits join
            press(app, key)
        asked = session.question.choosing is not None and session.question.choosing.kind != "keep"
        if asked:
            press(app, "return")
        laid = [e for e in game.events[before:] if e["type"] in ("lay", "declare")]
        assert [e["player"] for e in laid] == [0], (hand, keys, said(app)[-3:])
        # The cards laid are those of the planned laying, rank for rank.
        parse = P10Card.parse if game_id == "phase10" else Card.parse
        rank = rank_of(game_id)
        shown = sorted(str(rank(parse(c))) for g in laid[0]["groups"] for c in g["cards"])
        assert shown == sorted(str(rank(c)) for c, _ in hand.lay)
        assert len(keys) <= len(hand.lay) + 1
        assert len(keys) + asked < len(steps)


def test_the_hand_grouped_reads_while_a_question_waits(app: App) -> None:
    """Shift+H only reads, so it answers while the game asks whom to skip
    (P10-14), and the question stays open."""
    session: Any = start(app, "phase10")
    at_play(session, p10("R9", "B9", "SK"))
    assert press(app, "p") == ["skip, 3 of 3, the only skip"]
    assert press(app, "return")[-1].startswith("Skip whom?")
    assert press(app, "shift+h") == ["two 9s; a skip; 3 cards"]
    assert session.question.choosing is not None and session.question.choosing.kind == "skip"
