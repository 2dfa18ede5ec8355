"""The shared hand row (game/core/hand.py): a sorted hand whose selection
stays on the same cards through a draw, a discard and a change of order
(ux.md: the sort key keeps the selection and the focused card)."""

from __future__ import annotations

import pytest

from game.core.cards import Card, parse_cards
from game.core.hand import HandRow, keep_by_card, next_order
from game.core.spec import GameSpec
from game.games import SPECS

ORDERS = {
    "rank": lambda c: (c.rank, c.suit),
    "suit": lambda c: (c.suit, c.rank),
}


def codes(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def row_of(*cards: str) -> HandRow[Card]:
    row: HandRow[Card] = HandRow(ORDERS)
    row.update(parse_cards(cards))
    return row


def test_keep_by_card_counts_copies() -> None:
    # Two copies of "a" selected: both stay selected, on their first places.
    assert keep_by_card("abca", {0, 3}, "aabc") == {0, 1}
    # One of two copies selected: only one stays selected.
    assert keep_by_card("aab", {1}, "baa") == {1}


def test_keep_by_card_drops_cards_gone_and_stale_positions() -> None:
    assert keep_by_card("abc", {1}, "ac") == set()
    assert keep_by_card("ab", {5}, "ab") == set()


def test_next_order_goes_round() -> None:
    assert next_order(["a", "b", "c"], "b") == "c"
    assert next_order(["a", "b", "c"], "c") == "a"


def test_starts_in_the_first_order_and_sorts() -> None:
    row = row_of("KS", "2H", "9D")
    assert row.order == "rank"
    assert codes(row.cards) == ["2H", "9D", "KS"]


def test_a_draw_keeps_the_selection_on_the_same_cards() -> None:
    row = row_of("KS", "2H", "9D")
    assert row.toggle(2)  # KS
    row.update(parse_cards(["KS", "2H", "9D", "5C"]))  # 5C drawn, before KS
    assert codes(row.cards) == ["2H", "5C", "9D", "KS"]
    assert codes(row.chosen()) == ["KS"]


def test_a_discard_drops_the_card_from_the_selection() -> None:
    row = row_of("KS", "2H", "9D")
    row.toggle(0)
    row.toggle(2)
    row.update(parse_cards(["KS", "9D"]))  # 2H went
    assert codes(row.chosen()) == ["KS"]


def test_toggle_twice_deselects() -> None:
    row = row_of("KS", "2H")
    assert row.toggle(1) is True
    assert row.toggle(1) is False
    assert row.chosen() == []


def test_cycle_keeps_selection_and_returns_the_focused_card_place() -> None:
    row = row_of("2S", "3H", "4D", "5C")  # by rank: 2S 3H 4D 5C
    row.toggle(0)  # 2S
    row.toggle(1)  # 3H
    focus = row.cycle(3)  # 5C in focus
    assert row.order == "suit"
    assert codes(row.cards) == ["5C", "4D", "3H", "2S"]
    assert row.cards[focus] == Card.parse("5C")
    assert sorted(codes(row.chosen())) == ["2S", "3H"]
    assert row.cycle(focus) == 3 and row.order == "rank"


def test_cycle_on_an_empty_hand() -> None:
    row: HandRow[Card] = HandRow(ORDERS)
    assert row.cycle(0) == 0
    assert row.order == "suit"


def test_sort_follows_the_order() -> None:
    row = row_of()
    cards = parse_cards(["2S", "3H"])
    assert codes(row.sort(cards)) == ["2S", "3H"]
    row.cycle(0)
    assert codes(row.sort(cards)) == ["3H", "2S"]


@pytest.mark.parametrize("spec", [s for s in SPECS if s.id in ("phase10", "tenphases")],
                         ids=lambda s: s.id)
def test_sort_key_in_a_session_keeps_selection_and_focus(spec: GameSpec) -> None:
    """The session's S key goes through the hand row: the focused card keeps
    the focus and the selected cards stay selected, in each order."""
    session = spec.session(2, ["easy"], seed=3)
    session.start()
    session.cursor.row = 0
    session.cursor.focus[0] = 2
    session.handle("toggle_select")
    session.cursor.focus[0] = 4
    focused = session.moves.hand[4]
    chosen = session.moves.chosen_cards()
    for _ in session.moves.sort_orders:
        said = session.handle("sort")
        assert said and said[0].interrupt
        assert session.moves.hand[session.cursor.focus[0]] == focused
        assert sorted(map(str, session.moves.chosen_cards())) == sorted(map(str, chosen))


@pytest.mark.parametrize("spec", [s for s in SPECS if s.id in ("phase10", "tenphases")],
                         ids=lambda s: s.id)
def test_a_resumed_sort_order_sorts_at_the_next_refresh(spec: GameSpec) -> None:
    """Resuming a save sets ``sort_order`` and refreshes (game/app/saves.py);
    an order the game lacks raises KeyError there, so the save falls back."""
    session = spec.session(2, ["easy"], seed=3)
    last = list(session.moves.sort_orders)[-1]
    session.moves.sort_order = last
    session.cursor.refresh_rows()
    assert session.moves.hand == sorted(session.moves.hand, key=session.moves.sort_orders[last])
    session.moves.sort_order = "no-such-order"
    with pytest.raises(KeyError):
        session.cursor.refresh_rows()
