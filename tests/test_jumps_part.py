"""The rank keys as a part (game/core/jump.py ``Jumps``), tested alone: a
small host holding a hand and an actions row stands in for the session,
as :class:`~game.core.jump.JumpHost` names it, with no engine, app or
pygame. Then each game's session holds its part in ``jumps`` and carries
none of the part's members itself."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pytest

from game.core.cards import Card, parse_cards
from game.core.cursor import Row
from game.core.jump import DIGIT_WINDOW, JumpHost, Jumps
from game.core.spec import GameSpec
from game.core.utterance import Utterance
from game.core.words import card_name
from game.games import SPECS

HAND, ACTIONS = 0, 1


class TableRows:
    """The stand-in's rows: a hand and an actions row, the focus on them.
    What a session's cursor is to the part (RowsInFocus), and no more."""

    def __init__(self, hand: list[Card]) -> None:
        self.hand = hand
        self.row = HAND
        self.focus = [0, 0]
        self.rows: list[Row] = []
        self.refresh_rows()

    def refresh_rows(self) -> None:
        self.rows = [Row("Your hand", [card_name(c) for c in self.hand]),
                     Row("Actions", ["Play", "Draw"])]

    def focused_label(self) -> str:
        return self.rows[self.row].items[self.focus[self.row]]

    def row_title(self, row: Row) -> str:
        return row.name

    def row_cards(self, row: int) -> Sequence[Card] | None:
        return self.hand if row == HAND else None

    def selection_row(self) -> int:
        return HAND


class Table:
    """A hand and an actions row (its ``cursor``); Space toggles the focused
    card of the hand. What a session is to the part (JumpHost), and no more."""

    def __init__(self, hand: list[Card]) -> None:
        self.hand = hand
        self.cursor = TableRows(hand)
        self.selected: set[int] = set()
        self.said: list[str] = []

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.said.append(text)
        return Utterance(text, interrupt=interrupt, cue=cue, seat=seat)

    @property
    def moves(self) -> Table:
        """The session's moves, as the part reads them: the selection and
        Space, kept on the stand-in itself."""
        return self

    def cmd_toggle_select(self) -> list[Utterance]:
        i = self.cursor.focus[HAND]
        self.selected ^= {i}
        state = "selected" if i in self.selected else "deselected"
        return [self.say(f"{card_name(self.hand[i])} {state}")]


class CardJumps(Jumps[JumpHost]):
    """Standard cards; the hand grouped as its ranks, for the status test."""

    def grouped_text(self, with_count: bool = True) -> str:
        ranks = [self.card_rank(c) for c in self.session.cursor.row_cards(HAND) or ()]
        counted = ", ".join(self.rank_count(r, ranks.count(r)) for r in dict.fromkeys(ranks))
        return f"{counted}; {len(ranks)} cards" if with_count else counted


class NumberJumps(CardJumps):
    """Numbers running past 9 (a phase game's 1 to 12), typed as two digits."""

    ranks: dict[str, Hashable] = {str(n): n for n in range(1, 13)}
    joins_digits = True


def words(said: list[Utterance]) -> list[str]:
    return [u.text for u in said]


def test_a_rank_key_visits_each_card_of_the_rank_round_the_row() -> None:
    table = Table(parse_cards(["9H", "3C", "9S", "KD"]))
    jumps = CardJumps(table)
    assert words(jumps.jump_key("jump_9")) == ["9 of spades, second of two 9s"]
    assert table.cursor.focus[HAND] == 2
    assert words(jumps.jump_key("jump_9")) == ["9 of hearts, first of two 9s"]
    assert words(jumps.jump_key("jump_king")) == ["king of diamonds, the only king"]
    assert words(jumps.jump_key("jump_5")) == ["No 5s in your hand."]


def test_a_jump_from_a_row_of_no_cards_goes_to_the_hand() -> None:
    table = Table(parse_cards(["9H", "3C"]))
    table.cursor.row = ACTIONS
    said = CardJumps(table).jump_key("jump_3")
    assert words(said) == ["Your hand: 3 of clubs, the only 3"]
    assert (table.cursor.row, table.cursor.focus[HAND]) == (HAND, 1)


def test_shift_and_a_rank_selects_the_next_card_not_yet_selected() -> None:
    table = Table(parse_cards(["KH", "2C", "KS"]))
    jumps = CardJumps(table)
    jumps.jump_key("pick_king")
    jumps.jump_key("pick_king")
    assert table.selected == {0, 2}
    assert words(jumps.jump_key("pick_king")) == ["The two kings are both already selected."]


def test_1_then_2_within_the_window_is_12_and_later_is_a_2() -> None:
    """P10-3 numbers run to 12: the second digit takes the 1's jump back."""
    table = Table([Card(1, "H"), Card(2, "C"), Card(12, "S")])
    jumps = NumberJumps(table)
    now = [50.0]
    jumps.clock = lambda: now[0]
    assert words(jumps.jump_key("jump_1")) == ["ace of hearts, the only ace"]
    now[0] += DIGIT_WINDOW / 2
    assert words(jumps.jump_key("jump_2")) == ["queen of spades, the only queen"]
    jumps.jump_key("jump_1")
    now[0] += DIGIT_WINDOW * 2
    assert words(jumps.jump_key("jump_2")) == ["2 of clubs, the only 2"]
    # Another key between the digits ends the number.
    jumps.jump_key("jump_1")
    jumps.end_number()
    assert words(jumps.jump_key("jump_2")) == ["2 of clubs, the only 2"]


def test_clear_says_how_many_it_deselected() -> None:
    table = Table(parse_cards(["KH", "2C", "KS"]))
    table.selected = {0, 1}
    jumps = CardJumps(table)
    assert words(jumps.clear_selection()) == ["Selection cleared: 2 cards deselected."]
    assert table.selected == set()
    assert words(jumps.clear_selection()) == ["Nothing was selected."]


def test_the_status_reads_the_hand_grouped_with_the_setting() -> None:
    table = Table(parse_cards(["KH", "2C", "KS"]))
    jumps = CardJumps(table)
    assert jumps.hand_words("every card") == "every card"
    jumps.grouped_status = True
    assert jumps.hand_words("every card") == "two kings, a 2"
    assert words(jumps.hand_grouped()) == ["two kings, a 2; 3 cards"]


#: What the session's Jumping mixin brought to every session class.
MOVED = ("jump_key", "jump_to", "jump_in_groups", "holds", "jump_ranks", "joins_digits",
         "clock", "grouped_status", "grouped_text", "hand_words", "rank_name", "rank_plural",
         "rank_count", "card_rank", "row_groups", "selectable", "home_row", "row_place",
         "rank_plural_of_key", "_pending")


@pytest.mark.parametrize("game", [s for s in SPECS if "hand_grouped" in
                                  s.session.command_table.commands], ids=lambda s: s.id)
def test_each_session_holds_its_rank_keys_as_a_part_of_under_50_members(game: GameSpec) -> None:
    cls = game.session
    session: Any = cls(2, ["normal"], seed=1)
    assert isinstance(session.jumps, Jumps)
    assert session.jumps.session is session
    kept = [name for name in MOVED if hasattr(cls, name) or name in vars(session)]
    assert not kept, f"{cls.__name__} still carries {kept}"
    part = type(session.jumps)
    members = (set(dir(part)) | set(vars(session.jumps))) - set(dir(object))
    assert len(members) < 50, sorted(members)
