"""Every Twenty ruling (shared/rules/twenty.md) by its id."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.base import IllegalMove
from game.core.cards import Card, parse_cards, standard_deck
from game.games.twenty.rules import (
    Draw,
    Pass,
    Play,
    Twenty,
    fitting_plays,
    least_total,
    move_value,
    penalty,
)
from game.games.twenty.tests.twenty_helpers import position


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text.split()))


def all_cards(game: Twenty) -> Counter[Card]:
    return Counter([c for h in game.hands for c in h] + game.stock + game.table)


def test_tw_1_one_deck_two_to_four_players() -> None:
    for players in (2, 3, 4):
        game = Twenty(players, seed=players)
        assert all_cards(game) == Counter(standard_deck())
    for players in (1, 5):
        with pytest.raises(ValueError):
            Twenty(players)


def test_tw_2_move_values() -> None:
    assert [move_value(c) for c in cards("AS 2S 9S 10S JS QS KS")] == [1, 2, 9, 10, 10, 10, 1]


def test_tw_2_king_counts_any_value_so_always_fits() -> None:
    game = position(["KS 9H", "2C"], move=1)
    assert game.refusal(Play(cards("KS"))) is None
    game = position(["KS 9H", "2C"], move=10)
    assert game.refusal(Play(cards("KS 9H"))) is None  # king as 1: 10 in all


def test_tw_3_match_ends_when_a_deal_brings_a_player_to_100() -> None:
    game = position(["AS", "2C 3C"], move=5)
    game.totals = [85, 0]
    events = game.apply(Play(cards("AS")))
    assert [e["type"] for e in events] == ["play", "deal_end", "game_end"]
    assert game.is_over() and game.results().winners == (0,)
    assert game.totals == [105, 0]


def test_tw_3_below_100_the_match_goes_on_with_a_new_deal() -> None:
    game = position(["AS", "2C 3C"], move=5)
    game.totals = [60, 0]
    events = game.apply(Play(cards("AS")))
    assert [e["type"] for e in events] == ["play", "deal_end", "deal"]
    assert not game.is_over() and game.deal_number == 2


def test_tw_3_match_points_option() -> None:
    game = Twenty(2, seed=1, options={"match_points": 20})
    assert game.options["match_points"] == 20


def test_tw_4_seven_cards_each_and_random_first_dealer() -> None:
    dealers = {Twenty(3, seed=s).dealer for s in range(30)}
    assert dealers == {0, 1, 2}
    game = Twenty(4, seed=9)
    assert [len(h) for h in game.hands] == [7, 7, 7, 7]
    assert len(game.stock) == 52 - 28


def test_tw_4_winner_of_a_deal_deals_the_next() -> None:
    game = position(["7S 8S", "AS", "5C 6D"], move=4, to_move=1, dealer=0)
    events = game.apply(Play(cards("AS")))
    deal = [e for e in events if e["type"] == "deal"][0]
    assert deal["dealer"] == 1 and game.dealer == 1


def test_tw_5_player_left_of_dealer_makes_move_1() -> None:
    for seed in range(10):
        game = Twenty(3, seed=seed)
        assert game.move_number == 1
        assert game.current_player() == (game.dealer + 1) % 3


def test_tw_6_one_counter_shared_by_all_players() -> None:
    game = position(["AS 9S 9H", "AH 9C 9D", "AD 8C 8D"], move=1, to_move=0,
                    stock="5S 5H 5D")
    game.apply(Play(cards("AS")))
    assert (game.move_number, game.current_player()) == (2, 1)
    game.apply(Play(cards("AH")))
    assert (game.move_number, game.current_player()) == (3, 2)
    game.apply(Play(cards("AD")))
    assert (game.move_number, game.current_player()) == (4, 0)


def test_tw_7_seed_examples_for_move_3() -> None:
    game = position(["3S AS AH AD KS 2C 9H", "9D"], move=3)
    for play in ("3S", "AS AH AD", "AS AH KS", "AS 2C", "AS KS"):
        assert game.refusal(Play(cards(play))) is None, play
    refusal = game.refusal(Play(cards("AS 3S")))
    assert refusal is not None and refusal.code == "over-limit"
    assert dict(refusal.args) == {"total": 4, "limit": 3}


def test_tw_7_cards_must_be_in_hand_and_not_empty() -> None:
    game = position(["AS 2C", "9D"], move=3)
    assert game.refusal(Play(())).code == "nothing-selected"  # type: ignore[union-attr]
    assert game.refusal(Play(cards("AH"))).code == "not-in-hand"  # type: ignore[union-attr]
    assert game.refusal(Play(cards("AS AS"))).code == "not-in-hand"  # type: ignore[union-attr]


def test_tw_8_must_play_when_able() -> None:
    game = position(["AS 9C", "9D"], move=2, stock="5H")
    refusal = game.refusal(Draw())
    assert refusal is not None and refusal.code == "must-play"
    assert all(isinstance(m, Play) for m in game.legal_moves())


def test_tw_8_draws_when_nothing_fits_and_the_move_is_used() -> None:
    game = position(["9S 8C", "9D 7D"], move=2, stock="5H 6H")
    assert game.legal_moves() == [Draw()]
    refusal = game.refusal(Play(cards("9S")))
    assert refusal is not None and refusal.code == "over-limit"
    events = game.apply(Draw())
    assert events == [{"type": "draw", "player": 0, "source": "stock", "cards": ["5H"],
                       "move": 2}]
    assert game.hands[0] == parse_cards(["9S", "8C", "5H"])
    assert (game.move_number, game.current_player()) == (3, 1)


def test_tw_8_passes_when_stock_is_empty() -> None:
    game = position(["9S 8C", "9D 7D"], move=2, stock="")
    assert game.legal_moves() == [Pass()]
    assert game.refusal(Draw()).code == "stock-empty"  # type: ignore[union-attr]
    events = game.apply(Pass())
    assert events == [{"type": "pass", "player": 0, "move": 2}]
    assert game.move_number == 3


def test_tw_8_illegal_move_changes_nothing() -> None:
    game = position(["AS 9C", "9D"], move=2, stock="5H")
    before = (list(game.hands[0]), list(game.stock), game.move_number, len(game.events))
    with pytest.raises(IllegalMove):
        game.apply(Draw())
    assert before == (list(game.hands[0]), list(game.stock), game.move_number, len(game.events))


def test_tw_9_deal_ends_when_a_hand_is_empty() -> None:
    game = position(["AS", "9D 9C"], move=1)
    events = game.apply(Play(cards("AS")))
    end = [e for e in events if e["type"] == "deal_end"][0]
    assert end["winner"] == 0


def test_tw_9_deal_ends_after_move_20() -> None:
    game = position(["9S 9C", "AD 9H 8H"], move=19, to_move=0, stock="2S 3S")
    game.apply(Play(cards("9S 9C")[:1]))
    assert game.move_number == 20
    events = game.apply(Play(cards("AD 9H")))
    assert [e["type"] for e in events][:2] == ["play", "deal_end"]


def test_tw_10_fewest_cards_wins() -> None:
    game = position(["9S 9C QH", "9D", "8H 8D 8C"], move=20, to_move=2, stock="2S")
    events = game.apply(Play(cards("8H")))
    end = [e for e in events if e["type"] == "deal_end"][0]
    assert end["winner"] == 1


def test_tw_10_tie_goes_to_latest_to_lay_cards() -> None:
    # Seat 2 lays one of three 8s on move 20: seats 0, 1 and 2 all hold two.
    for earlier, winner in (([12, 18, None], 2), ([18, 12, 3], 2)):
        game = position(["9S 9C", "9D 9H", "8H 8D 8C"], move=20, to_move=2, stock="2S")
        game.last_played = earlier
        events = game.apply(Play(cards("8H")))
        assert [e for e in events if e["type"] == "deal_end"][0]["winner"] == winner
    # Without seat 2 in the tie, the latest of seats 0 and 1 wins.
    game = position(["9S 9C", "9D 9H", "8H 8D 8C"], move=20, to_move=2, stock="2S")
    game.hands[2] = parse_cards(["QH", "QD", "QC", "5S"])
    game.last_played = [18, 12, None]
    events = game.apply(Play(cards("QH")))
    assert [e for e in events if e["type"] == "deal_end"][0]["winner"] == 0


def test_tw_10_first_from_dealers_left_when_no_tied_player_ever_laid() -> None:
    # Seats 0 and 1 tie on two cards and neither ever laid (seat 2, with
    # more cards, did): the first of them from the dealer's left wins.
    for dealer, winner in ((1, 0), (0, 1), (2, 0)):
        game = position(["9S 9C", "9D 9H", "QH QD QC"], move=20, to_move=2, dealer=dealer)
        game.last_played = [None, None, 7]
        assert game.deal_winner() == winner


def test_tw_11_scores_and_penalties() -> None:
    assert [penalty(c) for c in cards("AS 2S 9S 10S JS QS KS")] == [5, 0, 0, 10, 10, 10, 20]
    game = position(["AS", "10C 10D", "KC 2D 9H AD"], move=3, to_move=0)
    game.totals = [0, 5, -3]
    events = game.apply(Play(cards("AS")))
    end = [e for e in events if e["type"] == "deal_end"][0]
    assert end["scores"] == [20, -20, -25]  # two tens cost double a ten (seed)
    assert end["totals"] == [20, -15, -28]  # totals can go below zero


def test_fitting_plays_are_exactly_the_legal_plays() -> None:
    hand = parse_cards(["AS", "AH", "2C", "KD", "9S", "3H"])
    for limit in range(1, 21):
        plays = fitting_plays(hand, limit)
        assert all(least_total(p) <= limit for p in plays)
        ranks = {tuple(sorted(c.rank for c in p)) for p in plays}
        assert len(ranks) == len(plays)  # one play per rank multiset
        from itertools import combinations

        brute = {tuple(sorted(c.rank for c in combo)) for n in range(1, len(hand) + 1)
                 for combo in combinations(hand, n) if least_total(combo) <= limit}
        assert ranks == brute


def test_tw_3_deal_limit_ends_a_match_that_drifts_below_zero() -> None:
    # Not a ruling: a guard (option deal_limit, default 50) because totals
    # drift below zero and a match to 100 may never end.
    game = position(["AS", "2C 3C", "2D"], move=5, to_move=0)
    game.deal_number = 50
    game.totals = [-300, -120, -120]
    events = game.apply(Play(cards("AS")))
    end = events[-1]
    assert end["type"] == "game_end" and end["reason"] == "deal_limit"
    assert end["winners"] == [1, 2]  # tied on the highest total: shared
    assert game.results().winners == (1, 2)
    assert Twenty.default_options["deal_limit"] == 50


@pytest.mark.parametrize(
    ("before", "over"),
    [(79, False), (80, True), (81, True)],  # the winner's +20 makes 99, exactly 100, 101
)
def test_tw_3_exactly_the_target_ends_the_match(before: int, over: bool) -> None:
    """TW-3: "reach 100 points or more": 99 goes on, exactly 100 wins."""
    game = position(["AS", "2C 3C"], move=5)
    game.totals = [before, 0]
    events = game.apply(Play(cards("AS")))
    assert game.totals == [before + 20, 0]
    assert game.is_over() == over
    if over:
        assert events[-1]["type"] == "game_end" and events[-1]["reason"] == "points"
        assert game.results().winners == (0,)
    else:
        assert events[-1]["type"] == "deal" and game.deal_number == 2


@pytest.mark.parametrize(("target", "over"), [(41, False), (40, True)])
def test_tw_3_exactly_the_chosen_target_ends_the_match(target: int, over: bool) -> None:
    game = position(["AS", "2C 3C"], move=5)
    game.options["match_points"] = target
    game.totals = [20, 0]
    game.apply(Play(cards("AS")))
    assert game.totals == [40, 0] and game.is_over() == over
