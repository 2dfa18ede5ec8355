"""Shithead rulings, one test (or more) per rule id of shared/rules/shithead.md.

Positions are built with ``position`` from ``test_shithead_helpers`` (it sets
the engine state directly); whole deals use ``Shithead(players, seed)``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.base import IllegalMove, OptionError, Refusal
from game.core.cards import Card, standard_deck
from game.games.shithead.rules import (
    STALEMATE_TURNS,
    ChooseFaceUp,
    FlipFaceDown,
    PickUp,
    Play,
    Shithead,
    beats,
)
from game.games.shithead.tests.test_shithead_helpers import cards, position, types


def play(text: str) -> Play:
    return Play(tuple(cards(text)))


def all_cards(game: Shithead) -> Counter[Card]:
    held: Counter[Card] = Counter()
    for seat in range(game.players):
        held.update(game.hands[seat])
        held.update(game.face_up[seat])
        held.update(c for c in game.face_down[seat] if c is not None)
    held.update(game.stock)
    return held


def choose_all(game: Shithead) -> None:
    """Every seat lays its first three legal face-up cards."""
    while game.phase == "face_up":
        game.apply(game.legal_moves()[0])


# -- cards -----------------------------------------------------------------------


@pytest.mark.parametrize(("players", "decks"), [(2, 1), (3, 2), (4, 2), (5, 2)])
def test_sh_1_one_deck_for_two_two_decks_from_three(players: int, decks: int) -> None:
    game = Shithead(players, seed=4)
    assert all_cards(game) == Counter(standard_deck(decks=decks))
    assert all(not c.is_joker for c in all_cards(game))


def test_sh_2_order_and_specials() -> None:
    order = [3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 1]
    for low, high in zip(order, order[1:], strict=False):
        assert beats(high, low) and not beats(low, high)
    for rank in order:
        assert beats(rank, rank)  # equal is enough (SH-6)
        assert beats(2, rank) and beats(10, rank)


def test_sh_2_ten_starter_ranks_between_nine_and_jack() -> None:
    game = position(["9H JH 2S", "5C"], pile="10D", starter_on_pile=True)
    assert game.refusal(play("9H")) == Refusal("too-low", {"need": "10", "have": "9"})
    assert game.refusal(play("JH")) is None
    assert game.refusal(play("2S")) is None


# -- deal ------------------------------------------------------------------------


def test_sh_3_three_face_down_then_six_to_hand() -> None:
    game = Shithead(4, seed=11)
    assert [len(h) for h in game.hands] == [6] * 4
    assert [len(f) for f in game.face_down] == [3] * 4
    deal = game.events[0]
    assert deal["type"] == "deal" and deal["discard"] == []
    assert all(len(f) == 3 for f in deal["face_down"])
    assert [len(h) for h in deal["hands"]] == [6] * 4


def test_sh_4_each_seat_chooses_three_face_up_in_turn() -> None:
    game = Shithead(3, seed=2)
    first = (game.dealer + 1) % 3
    assert game.phase == "face_up" and game.current_player() == first
    hand = list(game.hands[first])
    assert game.refusal(ChooseFaceUp(tuple(hand[:2]))) == Refusal(
        "choose-three", {"need": 3, "have": 2})
    absent = next(c for c in standard_deck() if c not in hand)
    assert game.refusal(ChooseFaceUp((absent, *hand[:2]))) == Refusal("not-in-hand")
    assert game.refusal(play(str(hand[0]))) == Refusal("choose-face-up-first")
    events = game.apply(ChooseFaceUp(tuple(hand[3:])))
    assert events == [{"type": "face_up", "player": first, "cards": [str(c) for c in hand[3:]]}]
    assert game.face_up[first] == hand[3:] and game.hands[first] == hand[:3]
    assert game.current_player() == (first + 1) % 3


def test_sh_4_face_up_choices_are_every_distinct_trio() -> None:
    game = Shithead(2, seed=5)
    moves = game.legal_moves()
    assert len(moves) == len(set(moves)) == 20  # 6 distinct cards, choose 3
    assert all(isinstance(m, ChooseFaceUp) and len(m.cards) == 3 for m in moves)


def test_sh_5_the_rest_is_stock_and_left_of_dealer_moves_first() -> None:
    game = Shithead(2, seed=8)
    assert len(game.stock) == 52 - 18
    choose_all(game)
    assert game.phase == "play"
    assert game.current_player() == (game.dealer + 1) % 2


# -- play ------------------------------------------------------------------------


def test_sh_6_equal_or_higher_one_rank_several_cards() -> None:
    game = position(["7H 7S 8C 5D", "3C"], pile="7D", stock="2C 3D 4S")
    assert game.refusal(play("5D")) == Refusal("too-low", {"need": "7", "have": "5"})
    assert game.refusal(play("7H 8C")) == Refusal("not-same-rank", {"ranks": ["7", "8"]})
    assert game.refusal(Play(())) == Refusal("nothing-selected")
    assert game.refusal(play("9S")) == Refusal("not-in-hand")
    events = game.apply(play("7H 7S"))
    assert events[0] == {"type": "play", "player": 0, "from": "hand", "cards": ["7H", "7S"]}
    assert game.pile == cards("7D 7H 7S")
    plays = {(m.cards[0].rank, len(m.cards)) for m in position(["7H 7S 8C 5D", "3C"],
                                                               pile="7D").legal_moves()}
    assert plays == {(7, 1), (7, 2), (8, 1)}


def test_sh_7_refill_to_three_while_the_stock_lasts() -> None:
    game = position(["6H 6S 9C", "3C"], pile="5D", stock="KC QC JC")
    events = game.apply(play("6H 6S"))
    assert events[-1] == {"type": "draw", "player": 0, "source": "stock", "cards": ["KC", "QC"]}
    assert game.hands[0] == cards("9C KC QC") and game.stock == cards("JC")
    short = position(["6H 6S 9C", "3C"], pile="5D", stock="KC")
    short.apply(play("6H 6S"))
    assert short.hands[0] == cards("9C KC") and short.stock == []
    full = position(["6H 9C 9D 9S", "3C"], pile="5D", stock="KC")
    assert "draw" not in types(full.apply(play("6H")))


def test_sh_8_the_first_player_turns_the_starter() -> None:
    game = Shithead(2, seed=3)
    top = game.stock[0]
    game.apply(game.legal_moves()[0])
    events = game.apply(game.legal_moves()[0])
    assert events[-1] == {"type": "starter", "card": str(top)}
    assert game.pile == [top] and game.starter_on_pile
    assert game.current_player() == (game.dealer + 1) % 2


def test_sh_8_starter_acts_by_rank_only() -> None:
    two = position(["3H", "3C"], pile="2D", starter_on_pile=True)
    assert two.refusal(play("3H")) is None
    ten = position(["JH 10S", "3C"], pile="10D", starter_on_pile=True)
    assert ten.burnt == [] and ten.to_beat() == 10
    events = ten.apply(play("JH"))
    assert "burn" not in types(events) and ten.pile == cards("10D JH")


def test_sh_9_a_two_resets() -> None:
    game = position(["2H 3S", "3C 4H"], pile="AD", face_down=["4C 4D 4H", "5C 5D 5H"])
    game.apply(play("2H"))
    assert game.to_beat() is None and game.view(1).to_beat_text == "anything"
    assert game.refusal(play("3C")) is None


def test_sh_10_a_ten_burns_and_the_player_draws_and_plays_again() -> None:
    game = position(["10H 5S 6S", "3C"], pile="KD QC", stock="8C 9C")
    events = game.apply(play("10H"))
    assert types(events) == ["play", "burn", "draw"]
    assert events[1] == {"type": "burn", "reason": "ten", "cards": ["KD", "QC", "10H"]}
    assert game.pile == [] and game.burnt == cards("KD QC 10H")
    assert game.hands[0] == cards("5S 6S 8C") and game.current_player() == 0
    assert game.refusal(play("5S")) is None


def test_sh_11_four_in_a_row_by_two_players_burns() -> None:
    game = position(["7H 7S 9C", "7D 7C 9D"], pile="5S")
    game.apply(play("7H 7S"))
    assert game.view(1).top_run == 2
    events = game.apply(play("7D 7C"))
    assert events[1] == {"type": "burn", "reason": "four", "cards": ["5S", "7H", "7S", "7D", "7C"]}
    # The next player plays any card onto the empty pile.
    assert game.current_player() == 0 and game.pile == [] and game.to_beat() is None


def test_sh_11_the_starter_does_not_count_toward_four() -> None:
    game = position(["7H 7S 7D 9C", "7C 9D"], pile="7S", starter_on_pile=True)
    events = game.apply(play("7H 7S 7D"))
    assert "burn" not in types(events) and game.view(1).top_run == 3
    events = game.apply(play("7C"))
    assert events[1]["type"] == "burn" and events[1]["reason"] == "four"


def test_sh_11_option_four_burn_plays_again() -> None:
    game = position(["7H 7S 9C", "7D 7C 9D"], pile="7C 7D", four_burn_plays_again=True)
    game.apply(play("7H 7S"))
    assert game.pile == [] and game.current_player() == 0


def test_sh_12_must_play_when_able() -> None:
    game = position(["5H KS", "3C"], pile="9D")
    assert game.refusal(PickUp()) == Refusal("cannot-pick-up-can-play")
    assert game.legal_moves() == [play("KS")]


def test_sh_12_no_play_picks_up_the_whole_pile() -> None:
    game = position(["5H 6S", "3C"], pile="4D 9D", stock="8C")
    assert game.legal_moves() == [PickUp()]
    events = game.apply(PickUp())
    assert events == [{"type": "pickup", "player": 0, "cards": ["4D", "9D"]}]
    assert game.hands[0] == cards("5H 6S 4D 9D") and game.pile == []
    assert game.current_player() == 1


# -- table cards ----------------------------------------------------------------------


def test_sh_13_hand_first_while_it_holds_cards() -> None:
    game = position(["5H", "3C"], face_up=["KS KH", ""], pile="9D")
    assert game.refusal(play("KS")) == Refusal("must-play-hand-first")
    assert game.legal_moves() == [PickUp()]


def test_sh_14_face_up_cards_with_an_empty_hand_and_stock() -> None:
    game = position(["", "3C"], face_up=["KS KH 5D", ""], pile="9D")
    assert game.refusal(play("5D")) == Refusal("too-low", {"need": "9", "have": "5"})
    assert game.refusal(play("3C")) == Refusal("not-on-table")
    events = game.apply(play("KS KH"))
    assert events[0]["from"] == "face_up" and game.face_up[0] == cards("5D")


def test_sh_14_pick_up_then_hand_before_table() -> None:
    game = position(["", "QC 3S"], face_up=["5D 6D", ""], pile="9D", face_down=["4C", "4D"])
    assert game.legal_moves() == [PickUp()]
    game.apply(PickUp())
    game.apply(play("3S"))
    assert game.current_player() == 0 and game.hands[0] == cards("9D")
    assert game.refusal(play("5D")) == Refusal("must-play-hand-first")
    assert game.legal_moves() == [play("9D")]


def test_sh_15_face_down_only_after_face_up() -> None:
    game = position(["", "3C"], face_up=["5D", ""], face_down=["8S 9S KS", "4D"])
    assert game.refusal(FlipFaceDown(0)) == Refusal("must-play-face-up-first")
    hand = position(["6C", "3C"], face_down=["8S 9S KS", "4D"])
    assert hand.refusal(FlipFaceDown(0)) == Refusal("must-play-hand-first")


def test_sh_15_a_playable_flip_is_played() -> None:
    game = position(["", "3C"], face_down=["8S 9S KS", "4D"], pile="6H")
    assert game.legal_moves() == [FlipFaceDown(0), FlipFaceDown(1), FlipFaceDown(2)]
    assert game.refusal(PickUp()) == Refusal("must-turn-face-down")
    assert game.refusal(play("8S")) == Refusal("must-turn-face-down")
    events = game.apply(FlipFaceDown(1))
    assert events[:2] == [
        {"type": "flip", "player": 0, "index": 1, "card": "9S", "playable": True},
        {"type": "play", "player": 0, "from": "face_down", "cards": ["9S"]},
    ]
    assert game.face_down[0] == [Card(8, "S"), None, Card(13, "S")]
    assert game.refusal(FlipFaceDown(1)) is not None  # not this player's turn any more


def test_sh_15_a_flip_that_cannot_be_played_is_picked_up_with_the_pile() -> None:
    game = position(["", "3C"], face_down=["8S 3S KS", "4D"], pile="6H JD")
    events = game.apply(FlipFaceDown(1))
    assert events == [
        {"type": "flip", "player": 0, "index": 1, "card": "3S", "playable": False},
        {"type": "pickup", "player": 0, "cards": ["6H", "JD", "3S"]},
    ]
    assert game.hands[0] == cards("6H JD 3S") and game.pile == []
    assert game.current_player() == 1
    game.apply(play("3C"))
    assert game.refusal(FlipFaceDown(0)) == Refusal("must-play-hand-first")


def test_sh_15_an_empty_slot_cannot_be_turned() -> None:
    game = position(["", "3C"], face_down=["8S", "4D"], pile="6H")
    assert game.refusal(FlipFaceDown(2)) == Refusal("no-face-down-there", {"index": 2})
    assert game.refusal(FlipFaceDown(5)) == Refusal("no-face-down-there", {"index": 5})


def test_sh_15a_a_ten_as_the_last_card_burns_and_wins() -> None:
    game = position(["10H", "3C"], face_down=["", "4D"], pile="KD")
    events = game.apply(play("10H"))
    assert types(events) == ["play", "burn", "out", "game_end"]
    assert events[1]["cards"] == ["KD", "10H"]
    assert game.results().winners == (0,)


def test_sh_15a_after_a_last_card_burn_the_next_player_plays_on_an_empty_pile() -> None:
    game = position(["", "3C", "5D"], face_up=["10H", "", ""], face_down=["", "4D", "4S"],
                    pile="KD", play_to_last=True)
    events = game.apply(play("10H"))
    assert types(events) == ["play", "burn", "out"]
    assert game.current_player() == 1 and game.pile == []
    assert game.refusal(play("3C")) is None


def test_sh_15a_a_four_burn_on_the_last_card() -> None:
    game = position(["", "3C", "5D"], face_down=["7S", "4D", "4S"], pile="7D 7C 7H",
                    four_burn_plays_again=True, play_to_last=True)
    events = game.apply(FlipFaceDown(0))
    assert types(events) == ["flip", "play", "burn", "out"]
    assert game.current_player() == 1  # the burner is out: no second play


# -- end ------------------------------------------------------------------------------


def test_sh_16_the_first_player_out_wins_and_the_game_ends() -> None:
    game = position(["", "3C", "5D"], face_down=["KS", "4D", "4S"], pile="7D")
    events = game.apply(FlipFaceDown(0))
    assert types(events) == ["flip", "play", "out", "game_end"]
    assert events[-1]["winners"] == [0] and "shithead" not in events[-1]
    assert game.is_over() and game.current_player() is None and game.legal_moves() == []
    assert game.refusal(PickUp()) == Refusal("game-over")
    assert game.results().winners == (0,) and not game.results().draw


def test_sh_16_play_to_last_names_the_shithead() -> None:
    game = position(["KS", "QD", "3H 3C"], face_down=["", "", "4S"], pile="7D",
                    play_to_last=True)
    game.apply(play("KS"))
    assert not game.is_over() and game.finished == [0] and game.current_player() == 1
    game.apply(PickUp())  # Q does not beat K: seat 1 takes 7D KS
    game.apply(play("3H 3C"))
    assert game.current_player() == 1 and game.hands[1] == cards("QD 7D KS")
    game.apply(play("QD"))
    assert not game.is_over()  # one out, two still holding cards
    while not game.is_over():
        game.apply(game.legal_moves()[0])
    end = game.events[-1]
    assert end["winners"] == [0] and end["shithead"] in (1, 2)
    assert end["shithead"] not in game.finished and len(game.finished) == 2
    assert game.results().winners == (0,)


def test_sh_17_stalemate_after_a_thousand_quiet_turns() -> None:
    game = position(["5H KS", "3C 9D"], pile="6D", quiet_turns=STALEMATE_TURNS - 2)
    game.apply(play("KS"))
    assert not game.is_over() and game.quiet_turns == STALEMATE_TURNS - 1
    events = game.apply(PickUp())  # the 1,000th turn: a pick-up ends a turn too
    assert events[-1] == {"type": "game_end", "winners": [], "totals": [0, 0],
                          "finished": [], "draw": True}
    assert game.results().draw and game.results().winners == ()


def test_sh_17_a_burn_or_a_player_out_restarts_the_count() -> None:
    game = position(["10H 5S", "3C 9D"], pile="6D", quiet_turns=STALEMATE_TURNS - 1)
    game.apply(play("10H"))
    assert game.quiet_turns == 0 and not game.is_over()
    out = position(["KS", "3C", "5D"], face_down=["", "4D", "4S"], pile="6D",
                   quiet_turns=STALEMATE_TURNS - 1, play_to_last=True)
    out.apply(play("KS"))
    assert out.quiet_turns == 0 and not out.is_over()


def test_sh_17_a_turn_ends_with_a_play_or_pick_up_and_a_flip_is_one_turn() -> None:
    game = position(["", "3C"], face_down=["3S KS", "4D"], pile="9D")
    game.apply(FlipFaceDown(0))  # turned, unplayable, picked up: one turn
    assert game.quiet_turns == 1
    game.apply(play("3C"))
    assert game.quiet_turns == 2


def test_options_are_checked() -> None:
    assert Shithead.default_options == {"four_burn_plays_again": False, "play_to_last": False}
    with pytest.raises(OptionError):
        Shithead(2, options={"four_burn_plays_again": 1})
    with pytest.raises(OptionError):
        Shithead(2, options={"jokers": True})
    with pytest.raises(ValueError):
        Shithead(6)


def test_an_illegal_move_changes_nothing() -> None:
    game = position(["5H KS", "3C"], pile="9D")
    with pytest.raises(IllegalMove) as err:
        game.apply(play("5H"))
    assert err.value.refusal.code == "too-low"
    assert game.hands[0] == cards("5H KS") and game.events == []
    assert game.refusal(ChooseFaceUp(tuple(cards("5H KS 3C")))) == Refusal("not-choosing-now")
