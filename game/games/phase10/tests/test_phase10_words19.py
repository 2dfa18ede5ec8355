"""Phase 10 words that were wrong, missing or unclear:
the hand grouped for a phase of runs, a refusal that names the card that
fits no group, articles, sets counted apart from their wilds, and the
warning when an opponent goes down to one card."""

from __future__ import annotations

from game.games.phase10.play import lay_refusal
from game.games.phase10.rules import P10Card
from game.games.phase10.rules.moves import DRAW
from game.games.phase10.tests.test_phase10_session import arrange, make, select, texts
from game.games.phase10.words import refusal_words
from game.i18n import t


def test_shift_h_on_a_phase_of_runs_says_the_run_first() -> None:
    s = make()
    arrange(s, ["R4", "B7", "G8", "R9", "Y9", "B10", "G11", "R12", "Y12", "W"], phase=4)
    assert texts(s.handle("hand_grouped")) == [
        "run 7 to 12; singles 4, 9 and 12; a wild; 10 cards"]


def test_shift_h_on_a_phase_of_sets_keeps_the_sets() -> None:
    s = make()
    arrange(s, ["R4", "B7", "G8", "R9", "Y9", "B10", "G11", "R12", "Y12", "W"], phase=1)
    assert texts(s.handle("hand_grouped"))[0].startswith("two 9s and two 12s;")


def test_a_card_that_fits_no_set_is_the_reason() -> None:
    cards = [P10Card.parse(c) for c in ("R4", "B4", "R8", "G8", "Y1")]
    why = lay_refusal(cards, 7)
    assert t(f"phase10-invalid-{why.code}", **refusal_words(why, str, str)) == (
        "Invalid: phase 7 is two sets of 4; you have two 8s for a set of 4 and two 4s "
        "for a set of 4, and a yellow 1 that fits neither.")


def test_a_refused_lay_through_the_session_names_the_odd_card() -> None:
    s = make()
    arrange(s, ["R3", "R4", "R5", "R6", "R7", "R8", "R9", "B1", "G12"], phase=4)
    select(s, "R3", "R4", "R5", "R6", "R7", "R8", "R9", "B1")
    assert texts(s.handle("play")) == [
        "Invalid: phase 4 is a run of 7; you have a run 3 to 9, and a blue 1 that does not fit."]


def test_draws_takes_and_discards_say_their_article() -> None:
    s = make()
    arrange(s, ["R4", "B7", "G8"], step=DRAW, stock=["W"], discard=["G2"])
    assert s.prompt.turn_prompt() == "Your turn: draw with D or take the green 2 with T."
    assert texts(s.handle("draw"))[0] == "You draw a wild."
    s.handle("first_card")
    assert texts(s.handle("play"))[0] == "You discard a red 4."


def test_a_set_counts_its_numbered_cards_apart_from_its_wilds() -> None:
    from game.games.phase10.rules import Group
    from game.games.phase10.words import group_words

    group = Group("set", tuple(P10Card.parse(c) for c in ("R1", "B1", "W")), (1, 1, 1))
    assert group_words(group) == "set of two 1s plus a wild"


def test_an_opponent_down_to_one_card_is_warned_of_once_a_hand() -> None:
    import random

    from tests.session_states import human_bot_move

    s = make(players=2)
    game = s.side.engine
    game.to_move, game.step = 1, DRAW
    game.hands[1] = [P10Card.parse(c) for c in ("R5",)]
    said: list[str] = []
    while game.current_player() == 1:
        said += texts(s.bots.step())
    assert "Ada has one card left." in said, said
    rng = random.Random(2)
    for _ in range(3):  # the player's turn and Ada's next: no second warning
        while game.current_player() == 0 and not s.flow.paused:
            said += texts(human_bot_move(s, rng))
        while game.current_player() == 1 and not s.flow.paused:
            said += texts(s.bots.step())
    assert said.count("Ada has one card left.") == 1, said
