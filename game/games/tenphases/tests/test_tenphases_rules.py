"""Ten Phases rules, one by one (rule ids TP-x of shared/rules/tenphases.md).
TP-4 (spoken names) belongs to the speech layer, not to the engine."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.base import IllegalMove, Refusal
from game.core.cards import JOKER, Card, parse_cards, standard_deck
from game.games.tenphases.rules import (
    CHOOSE,
    DRAW,
    PLAY,
    REFUSAL_CODES,
    Declare,
    Discard,
    DrawStock,
    Group,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhases,
    arrangements,
    game_losers,
    points,
)
from game.games.tenphases.rules.phases import COLOUR, FLUSH, RUN, SET, SUITED


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def rig(game: TenPhases, hand: str, stock: str = "", discard: str = "9C", phase: int = 1) -> int:
    """Give the seat to move ``hand`` (and the stock / discard pile), on ``phase``."""
    seat = game.current_player()
    assert seat is not None
    game.hands[seat] = cards(hand)
    if stock:
        game.stock = cards(stock)
    game.discard = cards(discard)
    game.phases_done[seat] = phase - 1
    return seat


def run(text: str, values: tuple[int, ...], kind: str = RUN, suit: str = "") -> Group:
    return Group(kind, tuple(cards(text)), values, suit=suit)


def a_set(text: str, rank: int) -> Group:
    found = cards(text)
    return Group(SET, tuple(found), (rank,) * len(found))


PHASE_1 = (run("4H 5C JK", (4, 5, 6)), a_set("9S 9D 9H", 9))
HAND_1 = "4H 5C JK 9S 9D 9H 2C 2D KS QS"


def all_cards(game: TenPhases) -> Counter[Card]:
    held = Counter(game.stock) + Counter(game.discard)
    for hand in game.hands:
        held.update(hand)
    return held


# -- cards and deal ---------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_tp_1_one_deck_and_two_jokers_per_player(players: int) -> None:
    game = TenPhases(players, seed=players)
    assert all_cards(game) == Counter(standard_deck(decks=players, jokers=2 * players))
    assert all_cards(game)[JOKER] == 2 * players


def test_tp_2_ace_is_low_and_high_only_with_the_option() -> None:
    high = (run("QH KC AS", (12, 13, 14)), a_set("9S 9D 9H", 9))
    low = (run("AH 2C 3S", (1, 2, 3)), a_set("9S 9D 9H", 9))
    hand = "QH KC AS 9S 9D 9H AH 2C 3S 4D"
    game = TenPhases(2, seed=1)
    rig(game, hand)
    game.apply(DrawStock())
    assert game.refusal(Declare(high)) == Refusal("ace-high-off", {"card": "AS"})
    assert game.refusal(Declare(low)) is None
    wrap = (run("KC AS 2C", (13, 1, 2)), a_set("9S 9D 9H", 9))
    assert game.refusal(Declare(wrap)).code == "run-not-consecutive"  # type: ignore[union-attr]
    game = TenPhases(2, seed=1, options={"ace_high_runs": True})
    rig(game, hand)
    game.apply(DrawStock())
    assert game.refusal(Declare(high)) is None
    assert game.refusal(Declare(low)) is None


def test_tp_3_points_in_hand() -> None:
    assert [points(c) for c in cards("AS 9H 10D JC QS KH JK")] == [5, 5, 10, 10, 10, 10, 25]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tp_5_deal_ten_each_discard_turned_left_of_dealer_first(players: int) -> None:
    game = TenPhases(players, seed=40 + players)
    assert all(len(h) == 10 for h in game.hands)
    assert len(game.discard) == 1
    assert len(game.stock) == 54 * players - 10 * players - 1
    assert game.current_player() == (game.dealer + 1) % players
    deal = game.events[0]
    order = TenPhases.deck_from_deal(deal)
    assert Counter(order) == Counter(str(c) for c in standard_deck(players, 2 * players))


@pytest.mark.parametrize("players", [1, 5])
def test_tp_5_two_to_four_players(players: int) -> None:
    with pytest.raises(ValueError):
        TenPhases(players)


def test_tp_5_first_dealer_is_random() -> None:
    assert len({TenPhases(4, seed=s).dealer for s in range(40)}) == 4


# -- a turn ---------------------------------------------------------------------------
def test_tp_6_draw_then_discard_keeps_ten() -> None:
    game = TenPhases(3, seed=2)
    seat = game.current_player()
    assert game.view(seat).step == DRAW  # type: ignore[arg-type]
    assert game.refusal(Discard(game.hands[seat][0])) == Refusal("draw-first")  # type: ignore[index]
    top = game.discard[-1]
    game.apply(TakeDiscard())
    assert top in game.hands[seat]  # type: ignore[index]
    assert game.refusal(DrawStock()) == Refusal("already-drawn")
    assert len(game.hands[seat]) == 11  # type: ignore[index]
    game.apply(Discard(game.hands[seat][0]))  # type: ignore[index]
    assert len(game.hands[seat]) == 10  # type: ignore[index]
    assert game.current_player() == (seat + 1) % 3  # type: ignore[operator]


def test_tp_6_discard_of_a_card_not_held_is_refused() -> None:
    game = TenPhases(2, seed=3)
    rig(game, HAND_1)
    game.apply(DrawStock())
    game.hands[game.current_player()].remove(game.hands[game.current_player()][-1])  # type: ignore[index]
    assert game.refusal(Discard(Card(7, "C"))) == Refusal("not-in-hand", {"cards": ["7C"]})


def test_tp_7_declare_shows_cards_and_moves_to_next_phase() -> None:
    game = TenPhases(2, seed=4)
    seat = rig(game, HAND_1)
    assert game.refusal(Declare(PHASE_1)) == Refusal("draw-first")
    game.apply(DrawStock())
    events = game.apply(Declare(PHASE_1))
    assert events[0]["type"] == "declare" and events[0]["phase"] == 1
    assert events[0]["groups"][0] == {"kind": "run", "cards": ["4H", "5C", "JK"]}
    assert events[0]["readings"][0] == {"values": [4, 5, 6]}
    other = game.view(1 - seat)
    assert other.phases[seat] == 2 and other.phases_done[seat] == 1
    assert other.last_declarations[seat].groups == PHASE_1  # type: ignore[union-attr]
    assert TenPhases.redact(events[0], 1 - seat) == events[0]  # shown to everyone


def test_tp_7_only_the_current_phase_and_once_a_turn() -> None:
    game = TenPhases(2, seed=5)
    rig(game, "9S 9D 9H 4C 4S 4D 2C 2D 2H JK", phase=1)
    game.apply(DrawStock())
    two_sets = (a_set("9S 9D 9H", 9), a_set("4C 4S 4D", 4))
    refusal = game.refusal(Declare(two_sets))
    assert refusal is not None and refusal.code == "wrong-groups"
    assert refusal.args["need"] == [{"kind": "run", "size": 3}, {"kind": "set", "size": 3}]
    game.phases_done[game.current_player()] = 2  # type: ignore[index]
    game.apply(Declare(two_sets))
    game.apply(Keep())
    again = (a_set("2C 2D 2H", 2), a_set("9S 9D JK", 9))
    assert game.refusal(Declare(again)) == Refusal("already-declared", {"phase": 3})
    assert not any(isinstance(m, Declare) for m in game.legal_moves())


def test_tp_8_keep_leaves_the_shown_cards_in_hand() -> None:
    game = TenPhases(2, seed=6)
    seat = rig(game, HAND_1, stock="7C 8C")
    game.apply(DrawStock())
    game.apply(Declare(PHASE_1))
    assert game.view(seat).step == CHOOSE
    assert game.legal_moves() == [Keep(), Redraw()]
    assert game.refusal(Discard(Card(2, "C"))) == Refusal("keep-or-redraw-first", {"phase": 1})
    game.apply(Keep())
    assert Counter(game.hands[seat]) == Counter(cards(HAND_1 + " 7C"))
    assert game.view(seat).step == PLAY
    game.apply(Discard(Card(7, "C")))
    assert game.refusal(Keep()) == Refusal("no-choice-due")


def test_tp_8_redraw_puts_shown_cards_on_the_discard_pile() -> None:
    game = TenPhases(2, seed=7)
    seat = rig(game, HAND_1, stock="7C 8C 10C 10D 10H 10S JC", discard="3D")
    game.apply(DrawStock())
    game.apply(Declare(PHASE_1))
    events = game.apply(Redraw())
    assert events == [
        {
            "type": "redraw",
            "player": seat,
            "discarded": ["4H", "5C", "JK", "9S", "9D", "9H"],
            "drawn": ["8C", "10C", "10D", "10H", "10S", "JC"],
        }
    ]
    assert game.discard == cards("3D 4H 5C JK 9S 9D 9H")  # last shown on top
    assert Counter(game.hands[seat]) == Counter(cards("2C 2D KS QS 7C 8C 10C 10D 10H 10S JC"))
    redacted = TenPhases.redact(events[0], 1 - seat)
    assert redacted["drawn"] == 6 and redacted["discarded"] == events[0]["discarded"]
    assert TenPhases.redact(events[0], seat) == events[0]


def test_tp_9_reshuffle_when_the_stock_is_empty() -> None:
    game = TenPhases(2, seed=8)
    rig(game, HAND_1, discard="2H 3H 4D")
    game.stock = []
    events = game.apply(DrawStock())
    assert [e["type"] for e in events] == ["reshuffle", "draw"]
    assert events[0]["cause"] == "draw"
    assert Counter(events[0]["stock"]) == Counter(["2H", "3H"])
    assert game.discard == cards("4D")
    assert TenPhases.move_from_event(events[0]) == DrawStock()


def test_tp_9_reshuffle_partway_through_a_redraw() -> None:
    game = TenPhases(2, seed=9)
    seat = rig(game, HAND_1, stock="7C 8C 6S", discard="3D")
    game.apply(DrawStock())
    game.apply(Declare(PHASE_1))
    events = game.apply(Redraw())
    assert [e["type"] for e in events] == ["reshuffle", "redraw"]
    assert events[0]["cause"] == "redraw"
    # The shown cards went onto the pile first; all but the top (9H) were reshuffled.
    assert Counter(events[0]["stock"]) == Counter(["3D", "4H", "5C", "JK", "9S", "9D"])
    assert game.discard == cards("9H")
    assert events[1]["drawn"][:2] == ["8C", "6S"]
    assert len(game.hands[seat]) == 11
    assert TenPhases.move_from_event(events[0]) == Redraw()


def test_tp_10_a_group_of_jokers_only_is_refused() -> None:
    game = TenPhases(2, seed=10)
    rig(game, "JK JK JK 9S 9D 9H 2C 2D KS QS")
    game.apply(DrawStock())
    bad = (run("JK JK JK", (4, 5, 6)), a_set("9S 9D 9H", 9))
    assert game.refusal(Declare(bad)) == Refusal("group-all-jokers", {"kind": "run"})
    good = (run("2C JK JK", (2, 3, 4)), a_set("9S 9D JK", 9))
    assert game.refusal(Declare(good)) is None


EXAMPLES = {
    1: ("4H 5C 6D 9S 9D 9H", ((RUN, 3), (SET, 3))),
    2: ("4H 5C 6D 7D 9S 9D 9H", ((RUN, 4), (SET, 3))),
    3: ("4H 4C 4D 9S 9D 9H", ((SET, 3), (SET, 3))),
    4: ("4H 5C 6D 7D 8S 9D", ((RUN, 6),)),
    5: ("4H 5C 6D 7D 8S 9D 10C", ((RUN, 7),)),
    6: ("4H 5C 6D 7D 8S 9D 10C JC", ((RUN, 8),)),
    7: ("4H 5H 6D 7D 8H KD AH 2H", ((COLOUR, 8),)),
    8: ("4H 5H 6H 7H 8S 9S JK JS", ((SUITED, 4), (SUITED, 4))),
    9: ("4H 5H 6H 7H 8H 8S 9S 10S", ((SUITED, 5), (SUITED, 3))),
    10: ("4H 5H 6H 7H 8H 8S 9S 10S JS", ((SUITED, 5), (SUITED, 4))),
}


@pytest.mark.parametrize("phase", range(1, 11))
def test_tp_11_each_phase_in_order(phase: int) -> None:
    text, need = EXAMPLES[phase]
    (groups,) = arrangements(cards(text), phase)
    assert sorted((g.kind, len(g.cards)) for g in groups) == sorted(need)
    game = TenPhases(2, seed=phase)
    rig(game, text + " 2C 2D 2S 2H"[: 3 * (10 - len(text.split()))], phase=phase)
    game.apply(DrawStock())
    assert game.refusal(Declare(groups)) is None
    if phase < 10:  # a phase other than the current one is refused
        nxt = arrangements(cards(EXAMPLES[phase + 1][0]), phase + 1)
        assert game.refusal(Declare(nxt[0])) is not None


def test_tp_11_groups_are_of_exactly_their_size() -> None:
    game = TenPhases(2, seed=12)
    rig(game, "5H 6H 7H 2C 3C 4C 5C 9D 9H 9C", phase=8)
    game.apply(DrawStock())
    short = (run("5H 6H 7H", (5, 6, 7), SUITED, "H"), run("2C 3C 4C 5C", (2, 3, 4, 5), SUITED, "C"))
    assert game.refusal(Declare(short)) == Refusal(
        "run-wrong-length",
        {"kind": SUITED, "need": 4, "have": 3, "low": 5, "high": 7, "suit": "H"},
    )
    game = TenPhases(2, seed=12)
    rig(game, "9S 9D 9H 9C 2C JK JK 4S 8S 3D", phase=3)
    game.apply(DrawStock())
    four = (a_set("9S 9D 9H 9C", 9), a_set("2C JK JK", 2))
    assert game.refusal(Declare(four)) == Refusal(
        "set-wrong-size", {"need": 3, "have": 4, "rank": 9}
    )


def test_tp_11_two_sets_may_share_a_rank_and_runs_need_two_suits() -> None:
    assert arrangements(cards("9S 9D 9H 9C 9S JK"), 3)
    game = TenPhases(2, seed=13)
    rig(game, "5H 6H 7H 8H 9H 10H JH QH 2C 3C", phase=8)
    game.apply(DrawStock())
    same = (run("5H 6H 7H 8H", (5, 6, 7, 8), SUITED, "H"),
            run("9H 10H JH QH", (9, 10, 11, 12), SUITED, "H"))
    assert game.refusal(Declare(same)) == Refusal("same-suit-twice", {"suit": "H"})


def test_tp_11_flush_phases_option() -> None:
    text = "2H 9H KH 4H 3S 7S QS JS JK"
    assert not arrangements(cards(text), 10)
    found = arrangements(cards(text), 10, flush_phases=True)
    assert len(found) == 2  # the joker makes the hearts or the spades five
    groups = found[0]
    assert {g.kind for g in groups} == {FLUSH}
    game = TenPhases(2, seed=14, options={"flush_phases": True})
    rig(game, text + " 2C", phase=10)
    game.apply(DrawStock())
    assert game.refusal(Declare(groups)) is None
    mixed = (
        Group(FLUSH, tuple(cards("2H 9H KH 4H 3S")), suit="H"),
        Group(FLUSH, tuple(cards("7S QS JS JK")), suit="S"),
    )
    assert game.refusal(Declare(mixed)) == Refusal("suit-mixed", {"suits": ["H", "S"]})


def test_tp_12_phase_10_ends_the_game_at_once() -> None:
    game = TenPhases(3, seed=15)
    seat = rig(game, "4H 5H 6H 7H 8H 8S 9S 10S JS 2C", phase=10)
    game.hands[(seat + 1) % 3] = cards("JK KS QS 2C 3C 4C 5C 6C 7C 8C")
    game.hands[(seat + 2) % 3] = cards("2D 3D 4D 5D 6D 7D 8D 9D AD 10D")
    game.phases_done[(seat + 1) % 3] = 4
    game.phases_done[(seat + 2) % 3] = 4
    game.apply(DrawStock())
    (groups,) = arrangements(cards("4H 5H 6H 7H 8H 8S 9S 10S JS"), 10)
    events = game.apply(Declare(groups))
    assert [e["type"] for e in events] == ["declare", "game_end"]
    end = events[1]
    assert game.is_over() and game.legal_moves() == [] and game.current_player() is None
    pts = [0, 0, 0]
    pts[(seat + 1) % 3] = 25 + 10 + 10 + 7 * 5
    pts[(seat + 2) % 3] = 9 * 5 + 10
    assert end["points"] == pts and end["totals"] == pts and end["winners"] == [seat]
    assert end["phases_done"][seat] == 10
    assert end["losers"] == [(seat + 1) % 3]
    assert game.refusal(Keep()) == Refusal("game-over")
    assert game.view(seat).points == tuple(pts)


def test_tp_13_losers() -> None:
    # Fewest phases first, then most points; a tie names every tied player.
    assert game_losers(0, [10, 6, 6, 7], [0, 40, 55, 90]) == (2,)
    assert game_losers(0, [10, 6, 6, 7], [0, 55, 55, 90]) == (1, 2)
    assert game_losers(1, [3, 10], [5, 0]) == (0,)  # two players: the other one
    assert game_losers(2, [9, 2, 10, 2], [0, 5, 0, 5]) == (1, 3)


def test_refusal_codes_are_listed_with_their_args() -> None:
    game = TenPhases(2, seed=16)
    rig(game, HAND_1)
    game.apply(DrawStock())
    samples = [
        game.refusal(Declare((run("4H 5C JK", (4, 5, 7)), a_set("9S 9D 9H", 9)))),
        game.refusal(Declare((run("4H 5C JK", (4, 5, 6)), a_set("9S 9D 2C", 9)))),
        game.refusal(Declare((run("4H 5C JK", (4, 5)), a_set("9S 9D 9H", 9)))),
        game.refusal(Declare((run("4H 5C 2C", (4, 5, 6)), a_set("9S 9D 9H", 9)))),
        game.refusal(Declare((run("4H 5C JK", (4, 5, 6)), a_set("9S 9D 8H", 9)))),
        game.refusal(Declare((run("4H 5C JK", (4, 5, 6)), a_set("9S 9D KS", 9)))),
        game.refusal(object()),  # type: ignore[arg-type]
    ]
    for refusal in samples:
        assert refusal is not None
        assert refusal.code in REFUSAL_CODES
        assert set(refusal.args) <= set(REFUSAL_CODES[refusal.code])
    with pytest.raises(IllegalMove):
        game.apply(Keep())
