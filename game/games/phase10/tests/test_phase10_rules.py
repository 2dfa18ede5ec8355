"""Every Phase 10 rule (shared/rules/phase10.md), by id."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

from game.core.base import IllegalMove, SeededChance
from game.games.phase10.rules import (
    PHASES,
    SKIP,
    WILD,
    Discard,
    DrawStock,
    Group,
    Hit,
    Lay,
    P10Card,
    Phase10,
    TakeDiscard,
    best_laying,
    full_deck,
    game_winners,
    penalty,
)
from game.games.phase10.rules.cards import parse_cards
from game.games.phase10.rules.phases import check_lay


def cards(text: str) -> list[P10Card]:
    return list(parse_cards(text.split()))


class Rigged(SeededChance):
    """Chance with chosen cards on top of each deal (the rest in deck order)."""

    def __init__(self, dealer: int, tops: list[list[str]]) -> None:
        super().__init__(0)
        self.dealer = dealer
        self.tops = list(tops)

    def first_dealer(self, players: int) -> int:
        return self.dealer

    def deal_deck(self, deck: list[P10Card]) -> list[P10Card]:
        top = list(parse_cards(self.tops.pop(0))) if self.tops else []
        rest = list(deck)
        for card in top:
            rest.remove(card)
        return top + rest


def rigged_game(hands: Sequence[str], discard: str, dealer: int = 0, **options: bool) -> Phase10:
    """A game whose first deal gives each seat the cards in ``hands`` (ten
    each) and turns ``discard``."""
    order = Phase10.deck_from_deal(
        {"hands": [h.split() for h in hands], "dealer": dealer, "discard": [discard], "stock": []}
    )
    return Phase10(len(hands), options=options, chance=Rigged(dealer, [order]))


def staged(
    hands: Sequence[str],
    to_move: int = 0,
    discard: str = "R1",
    stock: str = "",
    step: str = "play",
    phases_done: Sequence[int] | None = None,
    **options: bool,
) -> Phase10:
    """A game put straight into a chosen position (hands of any size)."""
    game = Phase10(len(hands), options=options)
    game.hands = [cards(h) for h in hands]
    game.discard = cards(discard)
    game.stock = cards(stock) if stock else cards("B2 B3 B4 B5 B6")
    game.to_move = to_move
    game.step = step
    if phases_done is not None:
        game.phases_done = list(phases_done)
    return game


def run_group(text: str, values: Sequence[int]) -> Group:
    return Group("run", tuple(cards(text)), tuple(values))


def set_group(text: str, number: int) -> Group:
    found = cards(text)
    return Group("set", tuple(found), (number,) * len(found))


# -- cards ---------------------------------------------------------------------------
def test_p10_1_deck_of_108() -> None:
    deck = full_deck()
    tally = Counter(deck)
    assert len(deck) == 108
    assert all(tally[P10Card(c, n)] == 2 for c in "RBGY" for n in range(1, 13))
    assert tally[WILD] == 8 and tally[SKIP] == 4
    assert [str(P10Card.parse(s)) for s in ("R7", "Y12", "W", "SK")] == ["R7", "Y12", "W", "SK"]
    for bad in ("R13", "R0", "X5", "R07", "", "WW"):
        with pytest.raises(ValueError):
            P10Card.parse(bad)


def test_p10_2_penalty_values() -> None:
    assert [penalty(c) for c in cards("R1 B9 G10 Y12 SK W")] == [5, 5, 10, 10, 15, 25]


def test_p10_3_laid_wild_keeps_the_value_it_is_spoken_with() -> None:
    game = staged(["R7 B7 W G9 G9 G9 Y1", "R2 R3"])
    game.apply(Lay((set_group("R7 B7 W", 7), set_group("G9 G9 G9", 9))))
    (laid_set, _) = game.view(1).groups[0]
    assert [(str(c), v) for c, v in zip(laid_set.cards, laid_set.values, strict=True)] == [
        ("R7", 7),
        ("B7", 7),
        ("W", 7),
    ]


# -- players and deal ------------------------------------------------------------------
def test_p10_4_two_to_six_players_and_the_deal_passes_left() -> None:
    for bad in (1, 7):
        with pytest.raises(ValueError):
            Phase10(bad)
    dealers = {Phase10(4, seed=s).dealer for s in range(30)}
    assert dealers == {0, 1, 2, 3}  # random first dealer
    game = staged(["R1 R2", "B3"], to_move=0)
    game.dealer = 1
    game.apply(Discard(cards("R1")[0]))
    game.to_move, game.step = 1, "play"
    events = game.apply(Discard(cards("B3")[0]))  # seat 1 goes out
    deal = next(e for e in events if e["type"] == "deal")
    assert deal["dealer"] == 0 and game.current_player() == 1  # left of the new dealer


def test_p10_5_ten_cards_each_and_a_turned_discard() -> None:
    for players in range(2, 7):
        game = Phase10(players, seed=players)
        view = game.view(0)
        assert view.hand_counts == (10,) * players
        assert view.discard_count == 1
        assert view.stock_count == 108 - 10 * players - 1
        if not view.discard_top.is_skip:  # type: ignore[union-attr]
            assert game.current_player() == (game.dealer + 1) % players


def test_p10_6_first_turned_skip_skips_the_first_player() -> None:
    hands = [
        "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10",
        "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10",
        "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10",
    ]
    game = rigged_game(hands, "SK", dealer=0)
    assert [e["type"] for e in game.events] == ["deal", "skipped"]
    assert game.events[1]["player"] == 1 and game.current_player() == 2
    two = rigged_game(hands[:2], "SK", dealer=0)
    assert two.current_player() == 0  # two players: the dealer moves first
    assert TakeDiscard() not in two.legal_moves()


# -- a turn ------------------------------------------------------------------------------
def test_p10_7_draw_exactly_one_card() -> None:
    game = staged(["R1 R2", "B1"], step="draw", discard="G5")
    assert game.refusal(Discard(cards("R1")[0])).code == "draw-first"  # type: ignore[union-attr]
    events = game.apply(TakeDiscard())
    assert events == [{"type": "draw", "player": 0, "source": "discard", "cards": ["G5"]}]
    assert game.refusal(DrawStock()).code == "already-drawn"  # type: ignore[union-attr]
    skip_top = staged(["R1 R2", "B1"], step="draw", discard="G5 SK")
    assert skip_top.refusal(TakeDiscard()).code == "skip-not-takeable"  # type: ignore[union-attr]
    assert skip_top.legal_moves() == [DrawStock()]


def test_p10_8_lay_the_whole_phase_once_with_extras_that_fit() -> None:
    game = staged(["R5 B5 G5 Y5 R9 B9 G9 R2 SK", "B1"])
    assert game.refusal(Lay((set_group("R5 B5 G5", 5),))).code == "wrong-groups"  # type: ignore[union-attr]
    short = game.refusal(Lay((set_group("R5 B5", 5), set_group("R9 B9 G9", 9))))
    assert short is not None and short.code == "set-too-small"
    assert dict(short.args) == {"need": 3, "have": 2, "number": 5}
    four = Lay((set_group("R5 B5 G5 Y5", 5), set_group("R9 B9 G9", 9)))
    assert game.refusal(four) is None
    game.apply(four)
    assert game.refusal(Lay((set_group("R2", 2),))).code == "already-laid"  # type: ignore[union-attr]
    phase2 = staged(["R3 B4 G5 R8 R8 R8 W", "B1"], phases_done=[1, 0])
    too_short = phase2.refusal(Lay((set_group("R8 R8 R8", 8), run_group("R3 B4 G5", (3, 4, 5)))))
    assert too_short is not None and too_short.code == "run-too-short"
    assert dict(too_short.args) == {"need": 4, "have": 3, "low": 3, "high": 5}
    missing_card = phase2.refusal(
        Lay((set_group("R8 R8 R8", 8), run_group("R3 B4 G5 Y6", (3, 4, 5, 6))))
    )
    assert missing_card is not None and missing_card.code == "not-in-hand"
    assert dict(missing_card.args) == {"cards": ["Y6"]}


def test_p10_9_hits_after_laying_on_any_group() -> None:
    game = staged(["R5 B5 G5 R9 B9 G9 R6 W Y5 B1", "R2 R3 R4 R7 G8 B8"], phases_done=[0, 1])
    game.groups[1] = [set_group("Y1 B1 G1", 1), run_group("G2 G3 G4 G5", (2, 3, 4, 5))]
    game.has_laid[1] = True
    early = game.refusal(Hit(1, 0, tuple(cards("B1")), (1,)))
    assert early is not None and early.code == "not-laid"
    game.apply(Lay((set_group("R5 B5 G5", 5), set_group("R9 B9 G9", 9))))
    assert game.refusal(Hit(1, 0, tuple(cards("B1")), (1,))) is None  # same turn, other's set
    game.apply(Hit(1, 1, tuple(cards("R6 W")), (6, 7)))  # two cards at the top of a run
    assert game.view(0).groups[1][1].values == (2, 3, 4, 5, 6, 7)
    game.apply(Hit(0, 0, tuple(cards("Y5")), (5,)))  # own group
    wrong = game.refusal(Hit(1, 0, tuple(cards("B1")), (2,)))
    assert wrong is not None and wrong.code == "value-mismatch"
    low_end = staged(["B1 W", "R2"], phases_done=[1, 0])
    low_end.has_laid[0] = True
    low_end.groups[1] = [run_group("R2 R3 R4 R5", (2, 3, 4, 5))]
    assert low_end.refusal(Hit(1, 0, tuple(cards("B1")), (1,))) is None
    assert low_end.refusal(Hit(1, 0, tuple(cards("W")), (0,))).code == "value-out-of-range"  # type: ignore[union-attr]
    top = staged(["W R1", "R2"], phases_done=[1, 0])
    top.has_laid[0] = True
    top.groups[1] = [run_group("R9 R10 R11 R12", (9, 10, 11, 12))]
    bad = top.refusal(Hit(1, 0, tuple(cards("W")), (13,)))
    assert bad is not None and bad.code == "value-out-of-range"  # no wrap beyond 12
    colour = staged(["R3 B4 W", "R2"], phases_done=[7, 0])
    colour.has_laid[0] = True
    colour.groups[0] = [Group("colour", tuple(cards("R1 R2 R5 R6 R8 R9 R11")), (), "R")]
    assert colour.refusal(Hit(0, 0, tuple(cards("R3 W")), ())) is None
    assert colour.refusal(Hit(0, 0, tuple(cards("B4")), ())).code == "hit-does-not-fit"  # type: ignore[union-attr]


def test_p10_10_going_out_by_discard_hit_or_laying_everything() -> None:
    by_discard = staged(["R1", "B2 B3"])
    kinds = [e["type"] for e in by_discard.apply(Discard(cards("R1")[0]))]
    assert kinds[:3] == ["discard", "hand_end", "deal"] and by_discard.events[-1]["type"] == "deal"
    assert [e for e in by_discard.events if e["type"] == "hand_end"][0]["out"] == 0
    by_hit = staged(["R4", "B2 B3"])
    by_hit.has_laid[0] = True
    by_hit.groups[0] = [set_group("R4 B4 G4", 4), set_group("R7 B7 G7", 7)]
    assert [e["type"] for e in by_hit.apply(Hit(0, 0, tuple(cards("R4")), (4,)))][:2] == [
        "hit",
        "hand_end",
    ]
    by_lay = staged(["R5 B5 G5 R9 B9 W", "B2 B3"])
    assert [
        e["type"] for e in by_lay.apply(Lay((set_group("R5 B5 G5", 5), set_group("R9 B9 W", 9))))
    ][:2] == ["lay", "hand_end"]


def test_p10_11_reshuffle_when_the_stock_is_empty() -> None:
    game = staged(["R1 R2", "B1"], step="draw", discard="G1 G2 G3 Y4")
    game.stock = []
    events = game.apply(DrawStock())
    assert [e["type"] for e in events] == ["reshuffle", "draw"]
    assert sorted(events[0]["stock"]) == ["G1", "G2", "G3"]
    assert events[1]["cards"][0] == events[0]["stock"][0]
    assert game.discard == cards("Y4") and len(game.stock) == 2
    stuck = staged(["R1 R2", "B1"], step="draw", discard="SK")
    stuck.stock = []
    stuck._begin_turn(0)
    assert stuck.step == "play"  # nothing at all can be drawn: play on without a draw


def test_p10_12_wilds_stand_for_a_fixed_value_and_need_a_numbered_card() -> None:
    game = staged(["W W W R4 B4 G4 Y2", "B1"])
    all_wild = game.refusal(
        Lay((set_group("R4 B4 G4", 4), Group("set", tuple(cards("W W W")), (6, 6, 6))))
    )
    assert all_wild is not None and all_wild.code == "group-all-wild"
    mixed = game.refusal(
        Lay((set_group("R4 B4 G4", 4), Group("set", tuple(cards("W W Y2")), (6, 6, 2))))
    )
    assert mixed is not None and mixed.code == "set-mixed"
    game.apply(Lay((set_group("R4 B4 G4", 4), Group("set", tuple(cards("W W Y2")), (2, 2, 2)))))
    assert game.view(1).groups[0][1].values == (2, 2, 2)
    wild_skip = staged(["W R1", "B1", "G1"])
    assert wild_skip.refusal(Discard(WILD, 1)).code == "skip-target-not-allowed"  # type: ignore[union-attr]
    hands = ["R1 R2 R3 R4 R5 R6 R7 R8 R9 R10", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"]
    turned_wild = rigged_game(hands, "W", dealer=1)
    assert TakeDiscard() in turned_wild.legal_moves()


def test_p10_13_skip_names_a_player_who_loses_a_turn() -> None:
    game = staged(["SK R1 R2", "B1 B2", "G1 G2"])
    assert game.refusal(Discard(SKIP)).code == "skip-target-needed"  # type: ignore[union-attr]
    assert Discard(cards("R1")[0]) in game.legal_moves()  # holding a skip is allowed
    assert {
        m.skip_target for m in game.legal_moves() if isinstance(m, Discard) and m.card == SKIP
    } == {1, 2}
    events = game.apply(Discard(SKIP, 1))
    assert events == [
        {"type": "discard", "player": 0, "card": "SK", "skip": 1},
        {"type": "skipped", "player": 1},
    ]
    assert game.current_player() == 2
    in_group = staged(["SK R4 B4 R9 B9 G9", "B1"])
    refused = in_group.refusal(
        Lay((Group("set", tuple(cards("R4 B4 SK")), (4, 4, 4)), set_group("R9 B9 G9", 9)))
    )
    assert refused is not None and refused.code == "skip-in-group"


def test_p10_14_skip_pending_cannot_be_named_again() -> None:
    game = staged(["SK R1", "SK B1 B2", "G1 G2", "Y1 Y2"])
    game.apply(Discard(SKIP, 2))
    assert game.current_player() == 1  # seat 2 is pending until its turn comes
    game.step = "play"
    refused = game.refusal(Discard(SKIP, 2))
    assert refused is not None and refused.code == "skip-target-not-eligible"
    assert dict(refused.args) == {"player": 2, "reason": "pending"}
    game.apply(Discard(SKIP, 3))
    assert [e["type"] for e in game.events[-3:]] == ["discard", "skipped", "skipped"]
    assert game.current_player() == 0


def test_p10_14_two_players_the_discarder_moves_again() -> None:
    game = staged(["SK R1 R2", "B1 B2"])
    assert [m for m in game.legal_moves() if isinstance(m, Discard) and m.card == SKIP] == [
        Discard(SKIP, 1)
    ]
    game.apply(Discard(SKIP, 1))
    assert game.current_player() == 0 and game.step == "draw"


def test_p10_14_skip_names_no_one_when_all_pending_or_going_out() -> None:
    game = staged(["SK R1", "B1 B2", "G1 G2"])
    game.pending = [False, True, True]
    assert game.refusal(Discard(SKIP, 1)).args["reason"] == "all-pending"  # type: ignore[union-attr]
    assert game.apply(Discard(SKIP))[0] == {"type": "discard", "player": 0, "card": "SK"}
    last = staged(["SK", "B1 B2", "G1 G2"])
    assert last.refusal(Discard(SKIP, 1)).args["reason"] == "going-out"  # type: ignore[union-attr]
    assert [e["type"] for e in last.apply(Discard(SKIP))][:2] == ["discard", "hand_end"]
    assert last.pending == [False, False, False]  # skips lapse with the hand


def test_p10_15_the_ten_phases() -> None:
    examples = {
        1: (set_group("R10 B10 G10", 10), set_group("Y10 R10 W", 10)),  # same number twice
        2: (set_group("R1 B1 G1", 1), run_group("R9 R10 R11 R12", (9, 10, 11, 12))),
        3: (set_group("R1 B1 G1 Y1", 1), run_group("R1 W R3 R4", (1, 2, 3, 4))),
        4: (run_group("R1 R2 R3 R4 R5 R6 R7", range(1, 8)),),
        5: (run_group("R1 R2 R3 R4 R5 R6 R7 W", range(1, 9)),),
        6: (run_group("R4 R5 R6 R7 R8 R9 R10 R11 R12", range(4, 13)),),
        7: (set_group("R1 B1 G1 Y1", 1), set_group("R2 B2 G2 Y2", 2)),
        8: (Group("colour", tuple(cards("G1 G1 G5 G7 G9 G12 W")), (), "G"),),
        9: (set_group("R1 B1", 1), set_group("R2 B2 G2 Y2 W", 2)),
        10: (set_group("R1 B1 G1 Y1 R1", 1), set_group("R2 B2 G2", 2)),
    }
    assert sorted(examples) == sorted(PHASES)
    for phase, groups in examples.items():
        assert check_lay(groups, phase) is None, phase
        others = [p for p in PHASES if p != phase and check_lay(groups, p) is None]
        assert phase not in others
    wrap = check_lay((run_group("R11 R12 W R2 R3 R4 R5", (11, 12, 1, 2, 3, 4, 5)),), 4)
    assert wrap is not None and wrap.code == "run-not-consecutive"


def test_p10_16_phase_progress_and_run_of_nine_on_phase_4() -> None:
    game = staged(["R1 R2 R3 R4 R5 R6 R7 R8 R9 G1", "B5 B5 B5"], phases_done=[3, 0])
    assert game.view(0).phases == (4, 1)
    game.apply(Lay((run_group("R1 R2 R3 R4 R5 R6 R7 R8 R9", range(1, 10)),)))
    game.apply(Discard(cards("G1")[0]))
    assert game.phases_done == [4, 0]  # counts as phase 4 only; seat 1 repeats phase 1
    assert game.view(0).phases == (5, 1)


def test_p10_17_penalties_of_cards_left() -> None:
    game = staged(["R1", "B5 B11 W SK", "G3"])
    game.totals = [7, 10, 0]
    events = game.apply(Discard(cards("R1")[0]))
    end = next(e for e in events if e["type"] == "hand_end")
    assert end["penalties"] == [0, 5 + 10 + 25 + 15, 5]
    assert end["totals"] == [7, 65, 5]


def test_p10_18_game_end_and_tie_breaks() -> None:
    assert game_winners([1, 2], [50, 30, 40], out=0) == (1,)
    assert game_winners([0, 2], [30, 10, 30], out=2) == (2,)  # tied: went out this hand
    assert game_winners([0, 2], [30, 10, 30], out=1) == (0, 2)  # otherwise shared
    game = staged(["R5 B5 G5 Y5 W R9 B9 G9 G2", "B1 B2"], phases_done=[9, 9])
    game.apply(Lay((set_group("R5 B5 G5 Y5 W", 5), set_group("R9 B9 G9", 9))))
    events = game.apply(Discard(cards("G2")[0]))
    assert [e["type"] for e in events] == ["discard", "hand_end", "game_end"]
    assert game.is_over() and game.results().winners == (0,)
    assert events[-1]["phases_done"] == [10, 9]
    with pytest.raises(IllegalMove):
        game.apply(DrawStock())


def test_must_lay_phase_option_refuses_the_discard() -> None:
    hand = "R5 B5 G5 R9 B9 G9 R1"
    forced = staged([hand, "B1 B2"], must_lay_phase=True)
    refused = forced.refusal(Discard(cards("R1")[0]))
    assert (
        refused is not None
        and refused.code == "must-lay-phase"
        and dict(refused.args) == {"phase": 1}
    )
    assert not any(isinstance(m, Discard) for m in forced.legal_moves())
    forced.apply(best_laying_move(forced))
    assert forced.refusal(Discard(cards("R1")[0])) is None
    free = staged([hand, "B1 B2"])
    assert free.refusal(Discard(cards("R1")[0])) is None
    with pytest.raises(ValueError):
        Phase10(2, options={"must_lay_phase": 1})


def best_laying_move(game: Phase10) -> Lay:
    seat = game.current_player()
    assert seat is not None
    groups = best_laying(game.hands[seat], game.phase_of(seat))
    assert groups is not None
    return Lay(groups)
