"""Shithead words that must be true as said: what may go
on the pile (SH-2, SH-6, SH-8: equal or higher; 2 and 10 on anything), never
more than three face-up cards chosen (SH-4), ranks said one way."""

from __future__ import annotations

import pytest

from game.core.base import Refusal
from game.core.bots import bot_rng
from game.games.shithead.bots import BOTS
from game.games.shithead.session import HAND, ShitheadSession
from game.games.shithead.tests.test_shithead_session import go_to, session_at, texts
from game.i18n import t


@pytest.mark.parametrize(("pile", "need"), [
    ("6D", "a 6 or higher, or a 2"),
    ("8D", "an 8 or higher, or a 2"),
    ("JD", "a jack or higher, a 2 or a 10"),
    ("AD", "an ace, a 2 or a 10"),
])
def test_sh6_prompt_says_equal_or_higher_and_the_specials(pile: str, need: str) -> None:
    s = session_at("KH 2S", pile=pile)
    assert s.prompt.turn_prompt() == f"Your turn. Play {need}."


def test_sh8_a_ten_starter_takes_ten_or_higher_or_a_two() -> None:
    s = session_at("KH 2S", pile="10D", starter=True)
    assert s.prompt.turn_prompt() == "Your turn. Play a 10 or higher, or a 2."


def test_sh6_an_equal_card_is_said_to_go_on_the_pile() -> None:
    s = session_at("7H 5S", pile="7D")
    go_to(s, HAND, 1)
    assert texts(s.handle("toggle_select")) == ["7 of hearts selected, goes on the 7."]
    assert texts(s.handle("play"))[0] == "You play a 7. Next: a 7 or higher, or a 2."
    s = session_at("5S 9H", pile="7D")
    go_to(s, HAND, 0)
    assert texts(s.handle("toggle_select")) == ["5 of spades selected, too low for the 7."]
    assert texts(s.handle("play")) == ["Invalid: a 5 is too low for a 7."]


def test_sh4_a_fourth_face_up_card_cannot_be_chosen() -> None:
    s = ShitheadSession(2, ["normal"], seed=3, key_label=lambda c: {"play": "Enter"}.get(c, c))
    s.start()
    while s.view().phase == "face_up" and s.side.current_player() != 0:
        s.bots.step()
    said: list[str] = []
    for _ in range(4):
        said += texts(s.handle("toggle_select"))
        s.handle("next_card")
    assert len(s.moves.selected) == 3
    assert said[-1] == ("Three cards are chosen already: deselect one first, or press Enter "
                        "to lay them face up.")
    assert not any("4 of 3" in w for w in said)


def test_ranks_are_said_one_way_in_a_sentence() -> None:
    s = session_at("5S 6H")
    words = s.moves.refusal_args(Refusal("not-same-rank", {"ranks": ["5", "6"]}))
    assert t("shithead-invalid-not-same-rank", **words) == (
        "Invalid: play cards of one rank only, not 5s and 6s.")
    assert t("rank-count", rank=6, count=2) == "two 6s"


@pytest.mark.parametrize("seed", [1, 4])
def test_no_beat_word_in_a_whole_game(seed: int) -> None:
    """"Beat" would say equal cards are not allowed (SH-6)."""
    s = ShitheadSession(3, ["normal", "normal"], seed=seed)
    me = BOTS["normal"](bot_rng(seed, 0))
    said = texts(s.start())
    for _ in range(3000):
        if s.side.is_over():
            break
        if s.bots.due():
            said += texts(s.bots.step())
        else:
            said += texts(s.moves.try_move(me.choose(s.side.view(), s.side.legal_moves())))
            said += texts(s.handle("table")) + [s.prompt.whose_turn()]
    assert s.side.is_over()
    assert not [w for w in said if "beat" in w.lower()]
