"""Jump to a rank, clear the selection, hear the hand grouped: the keys
that let a player who cannot see the hand find cards without stepping
through it one by one. One mixin serves all four games, which
differ only in what a card's rank is and how it is said.

* A rank key (``jump_9``: key 9) moves the focus to the next card of that
  rank in the focused row, round the row; the words say which of how many
  ("9 of hearts, 3 of 11, second of three 9s"). A row of no cards (the
  actions) sends the jump to the hand. With Shift (``pick_9``) the next
  card of that rank not yet selected is selected, as Space would.
* On a row of laid groups (a phase game's table, where Enter hits the focused
  group) a rank key never leaves the row, or the next Enter would discard
  instead of hit: it focuses the next group holding the rank,
  and with Shift selects such a card in the hand, the focus kept on the
  group.
* Where numbers run past 9 (cards numbered 1 to 12), a 1 followed within
  :data:`DIGIT_WINDOW` seconds by 0, 1 or 2 means 10, 11 or 12 when the
  row holds such a card: the 1 is said at once (a player who wanted a 1 is
  served without waiting), and the second digit takes the jump back and
  makes it again for the two-digit number. The clock is the session's
  ``clock`` attribute, so tests set it. The keys after 9 on the number row
  (0, minus, equals) reach 10, 11 and 12 in one press, with no window: the
  way to select a run 1, 2, 3 quickly without it reading 12.
* ``clear_selection`` deselects everything and says how much it cleared.
* ``hand_grouped`` says the hand as a player thinks of it (each game's
  :meth:`Jumping.grouped_text`); the F2 setting reads it in the status too.

The session names, per game, which rank each key means (``jump_ranks``),
the rank of a card and the rank words; rows say which cards they hold.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from ..i18n import t
from .command_table import EVERY_KEY, Keys, Part, Row, Stage, forget
from .commands import RANK_KEYS
from .session import Utterance

JUMPS: Final = tuple(f"jump_{k}" for k in RANK_KEYS)
PICKS: Final = tuple(f"pick_{k}" for k in RANK_KEYS)
#: Every key this part answers, whatever a game's ranks (a game without the
#: part names them as not its own: command_table.py).
RANK_PART_KEYS: Final = (*JUMPS, *PICKS, "clear_selection", "hand_grouped")
#: Seconds within which a second digit joins the first (10, 11, 12).
DIGIT_WINDOW: Final = 0.7
#: What the second digit after a 1 makes.
JOINED: Final = {"10": 10, "1": 11, "2": 12}

#: Standard cards (:class:`game.core.cards.Card` ranks): 1 is the ace, the
#: wild key finds jokers (rank 0).
STANDARD_RANKS: Final[Mapping[str, Hashable]] = {
    **{str(n): n for n in range(1, 13)},
    "ace": 1, "jack": 11, "queen": 12, "king": 13, "wild": 0,
}


def jump_commands(ranks: Mapping[str, Hashable]) -> tuple[str, ...]:
    """The commands a game with ``ranks`` answers (for its F1 list)."""
    keys = [k for k in RANK_KEYS if k in ranks]
    return (*(f"jump_{k}" for k in keys), *(f"pick_{k}" for k in keys),
            "clear_selection", "hand_grouped")


def next_match(matches: Sequence[int], focus: int) -> int:
    """The first of ``matches`` (ascending positions) after ``focus``,
    round the row.

    >>> next_match([2, 5, 9], 5), next_match([2, 5, 9], 9), next_match([4], 4)
    (9, 2, 4)
    """
    return next((i for i in matches if i > focus), matches[0])


@dataclass
class PendingDigit:
    """A 1 just typed in a game whose numbers run past 9: when it came, and
    the row, focus and picked card to take back if a second digit joins."""

    at: float
    pick: bool
    row: int
    focus: int
    picked: int | None


class Jumping:
    """Mixin for a :class:`~game.core.session.GameSession`: the rank keys,
    clear and the grouped hand (its table's part: :data:`JUMPING`)."""

    #: Which rank each key means in this game (keys left out answer that
    #: the game has no such cards).
    jump_ranks: ClassVar[Mapping[str, Hashable]] = STANDARD_RANKS
    #: Numbers past 9 are typed as two digits (see the module docstring).
    joins_digits: ClassVar[bool] = False
    #: The clock of the digit window (tests replace it).
    clock: Callable[[], float] = staticmethod(time.monotonic)
    #: F2 reads the hand grouped (the player's setting).
    grouped_status: bool = False
    _pending: PendingDigit | None = None

    # The session's own (GameSession) members this mixin uses.
    row: int
    focus: list[int]
    rows: list[Any]
    selected: set[int]
    say: Callable[..., Utterance]
    refresh_rows: Callable[[], None]
    focused_label: Callable[[], str]
    between_deals: Callable[[], bool]
    watching: bool
    cmd_toggle_select: Callable[[], list[Utterance]]

    # -- per game (standard cards by default) ------------------------------------
    def row_cards(self, row: int) -> Sequence[Any] | None:
        """The cards of ``row`` in display order; None for a row of no
        cards (actions, laid groups, face-down cards)."""
        return None

    def row_groups(self, row: int) -> Sequence[Collection[Hashable]] | None:
        """For a row of laid groups (a phase game's table), the ranks each group
        holds; None for any other row."""
        return None

    def selectable(self, row: int) -> bool:
        """Space selects cards in ``row``."""
        return row == 0

    def home_row(self) -> int:
        """Where a jump from a row of no cards goes: the hand."""
        return 0

    def row_place(self, row: int) -> str:
        """The catalog's word for where a rank is missing: hand, table,
        pile, face_up."""
        return "hand"

    def card_rank(self, card: Any) -> Hashable:
        rank: Hashable = card.rank
        return rank

    def rank_name(self, rank: Hashable, case: str = "nom") -> str:
        """"9", "king", "joker"; ``case`` for a language that declines it."""
        return t("rank-name", rank=rank, case=case)

    def rank_plural(self, rank: Hashable) -> str:
        """"9s", "kings", "jokers"."""
        return t("rank-plural", rank=rank)

    def rank_count(self, rank: Hashable, count: int) -> str:
        """"three 9s", "a king"."""
        return t("rank-count", rank=rank, count=count)

    def grouped_text(self, with_count: bool = True) -> str:
        """The hand grouped, from the player's view (each game's own)."""
        raise NotImplementedError

    # -- the rank keys ------------------------------------------------------------
    def jump_key(self, command: str) -> list[Utterance]:
        pick = command.startswith("pick_")
        key = command.split("_", 1)[1]
        now = self.clock()
        self.refresh_rows()
        pending, self._pending = self._pending, None
        if (self.joins_digits and pending is not None and key in JOINED
                and pending.pick == pick and now - pending.at <= DIGIT_WINDOW
                and self.holds(pending.row, JOINED[key], pick)):
            # The 1 was the first digit of 10, 11 or 12: take its jump back.
            self.row = pending.row
            self.focus[pending.row] = pending.focus
            if pending.picked is not None:
                self.selected = self.selected - {pending.picked}
            self.refresh_rows()
            words, _ = self.jump_to(JOINED[key], pick)
            return words
        if key not in self.jump_ranks:
            # The key too: a language may name the missing cards in its own case.
            return [self.say(t("jump-not-in-game", ranks=self.rank_plural_of_key(key), key=key),
                             interrupt=True, cue="invalid")]
        row, focus = self.row, self.focus[self.row]
        words, picked = self.jump_to(self.jump_ranks[key], pick)
        if self.joins_digits and key == "1":
            self._pending = PendingDigit(now, pick, row, focus, picked)
        return words

    def holds(self, row: int, rank: Hashable, pick: bool = False) -> bool:
        """The row a jump from ``row`` searches holds a card of ``rank``."""
        groups = self.row_groups(row) if self.row_cards(row) is None else None
        if groups is not None and not pick:
            return any(rank in held for held in groups)
        cards = self.row_cards(row)
        if cards is None:
            cards = self.row_cards(self.home_row()) or []
        return any(self.card_rank(card) == rank for card in cards)

    def rank_plural_of_key(self, key: str) -> str:
        """A key this game has no cards for, said in the plural."""
        return t("jump-key-plural", key=key)

    def jump_to(self, rank: Hashable, pick: bool) -> tuple[list[Utterance], int | None]:
        """Focus (and with ``pick`` select) the next card of ``rank``; the
        words and the position picked, if one was."""
        row = self.row
        cards = self.row_cards(row)
        groups = self.row_groups(row) if cards is None else None
        if groups is not None:
            return self.jump_in_groups(rank, pick, groups)
        moved = cards is None or (pick and not self.selectable(row))
        if cards is None or moved:
            row = self.home_row()
            cards = self.row_cards(row) or []
        matches = [i for i, card in enumerate(cards) if self.card_rank(card) == rank]
        if not matches:
            return [self.say(t("jump-none", ranks=self.rank_plural(rank),
                               place=self.row_place(row)), interrupt=True, cue="invalid")], None
        focus = -1 if moved else self.focus[row]
        if pick:
            free = [i for i in matches if i not in self.selected or row != self.selection_row()]
            if not free:
                return [self.say(t("jump-all-selected", count=len(matches),
                                   ranks=self.rank_count(rank, len(matches))),
                                 interrupt=True, cue="invalid")], None
            self.row, self.focus[row] = row, next_match(free, focus)
            return self.cmd_toggle_select(), self.focus[row]
        self.row, self.focus[row] = row, next_match(matches, focus)
        nth = matches.index(self.focus[row]) + 1
        text = t("jump-found", label=self.focused_label(), count=len(matches),
                 nth=t("ordinal", n=nth), rank=self.rank_name(rank),
                 ranks=self.rank_count(rank, len(matches)))
        if moved:
            text = t("jump-to-row", row=self.rows[row].name, text=text)
        return [self.say(text, interrupt=True, cue="move")], None

    def jump_in_groups(self, rank: Hashable, pick: bool, groups: Sequence[Collection[Hashable]]
                       ) -> tuple[list[Utterance], int | None]:
        """A rank key on a row of laid groups stays on that row, where Enter
        hits the focused group with the selection: the key focuses the next
        group holding that rank; with Shift it selects the next such card in
        the hand and leaves the focus on the group (so Enter hits it, never
        discards it)."""
        row = self.row
        if pick:
            home = self.home_row()
            cards = self.row_cards(home) or []
            matches = [i for i, card in enumerate(cards) if self.card_rank(card) == rank]
            free = [i for i in matches if i not in self.selected]
            if not matches:
                return [self.say(t("jump-none", ranks=self.rank_plural(rank), place="hand"),
                                 interrupt=True, cue="invalid")], None
            if not free:
                return [self.say(t("jump-all-selected", count=len(matches),
                                   ranks=self.rank_count(rank, len(matches))),
                                 interrupt=True, cue="invalid")], None
            self.row, self.focus[home] = home, next_match(free, self.focus[home])
            try:
                words = self.cmd_toggle_select()
            finally:
                self.row = row
            return words, self.focus[home]
        matches = [i for i, held in enumerate(groups) if rank in held]
        if not matches:
            return [self.say(t("jump-none", ranks=self.rank_plural(rank), place="table"),
                             interrupt=True, cue="invalid")], None
        self.focus[row] = next_match(matches, self.focus[row])
        text = t("jump-found-group", label=self.focused_label(), count=len(matches),
                 nth=matches.index(self.focus[row]) + 1, ranks=self.rank_plural(rank))
        return [self.say(text, interrupt=True, cue="move")], None

    def selection_row(self) -> int:
        """The row the selection is in (the hand, where only it selects)."""
        return 0

    def hand_words(self, cards: str) -> str:
        """The status report's hand: ``cards`` (every card by name), or
        the hand grouped when the player chose that for F2."""
        return self.grouped_text(with_count=False) if self.grouped_status else cards


# -- clear and the grouped hand (answers in the table, not members) ----------------
def clear_selection(session: Jumping) -> list[Utterance]:
    session.refresh_rows()
    count = len(session.selected)
    session.selected = set()
    session.refresh_rows()
    if not count:
        return [session.say(t("selection-none"), interrupt=True)]
    return [session.say(t("selection-cleared", count=count), interrupt=True, cue="deselect")]


def hand_grouped(session: Jumping) -> list[Utterance]:
    session.refresh_rows()
    return [session.say(session.grouped_text(), interrupt=True)]


def rank_keys_act(session: Jumping) -> bool:
    """A rank key jumps unless a deal's summary waits or a question is
    asked (choosing.py), which answer it their own way, or the player
    watches: a watcher has no hand to jump in, and is told so."""
    return (not session.watching and not session.between_deals()
            and getattr(session, "choosing", None) is None)


def end_number(session: Jumping) -> None:
    session._pending = None


#: The rank keys in a session's command table (command_table.py): they act
#: before the table's own rows; any other key ends a number being typed.
JUMPING = Part(
    rows=(Row("rank keys", Stage.PART_KEYS, Keys.of(*JUMPS, *PICKS),
              lambda s, command: s.jump_key(command), when=rank_keys_act),
          forget("a number being typed", Stage.PART_KEYS, EVERY_KEY, end_number)),
    commands={"clear_selection": clear_selection, "hand_grouped": hand_grouped})
