"""Jump to a rank, clear the selection, hear the hand grouped: the keys
that let a player who cannot see the hand find cards without stepping
through it one by one. One part serves all four games, which
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
  makes it again for the two-digit number. The clock is the part's
  ``clock`` attribute, so tests set it. The keys after 9 on the number row
  (0, minus, equals) reach 10, 11 and 12 in one press, with no window: the
  way to select a run 1, 2, 3 quickly without it reading 12.
* ``clear_selection`` deselects everything and says how much it cleared.
* ``hand_grouped`` says the hand as a player thinks of it (each game's
  :meth:`Jumps.grouped_text`); the F2 setting reads it in the status too.

The session holds the part (``session.jumps``, composition, not a base
class) and its command table calls it there (:data:`JUMPING`). The part
reaches the session only through :class:`JumpHost`: the rows, the focus,
the selection, which cards a row holds and Space. What differs per game
(which rank each key means, a card's rank, the rank words, the hand
grouped) is a subclass of :class:`Jumps` in the game's folder.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Generic, Protocol, TypeVar

from ..i18n import t
from .command_table import EVERY_KEY, Keys, Part, Row, Stage, TableSession, forget
from .commands import RANK_KEYS
from .cursor import RowsInFocus
from .utterance import Utterance

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


class JumpMoves(Protocol):
    """What the rank keys need of the session's moves (``moves.py``)."""

    #: The selected positions in the selection's row.
    selected: set[int]

    def cmd_toggle_select(self) -> list[Utterance]:
        """Space on the focused card: what a pick (Shift and a rank) does."""


class JumpHost(Protocol):
    """What the rank keys need of the session they serve."""


    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""

    @property
    def cursor(self) -> RowsInFocus:
        """The focused row, each row's focus, the rows as said and which
        cards a row holds (``cursor.py``)."""
        ...

    @property
    def moves(self) -> JumpMoves:
        """The session's moves: the selection, and Space."""


#: The session a game's part serves: :class:`JumpHost` and what the game's
#: own words read of it (its view, its hand).
HostT = TypeVar("HostT", bound=JumpHost)


class Jumps(ABC, Generic[HostT]):
    """The rank keys, clear and the grouped hand of one session (its
    table's part: :data:`JUMPING`). Standard cards by default; a game
    subclasses it for its own ranks and words, and says its hand grouped."""

    #: Which rank each key means in this game (keys left out answer that
    #: the game has no such cards).
    ranks: ClassVar[Mapping[str, Hashable]] = STANDARD_RANKS
    #: Numbers past 9 are typed as two digits (see the module docstring).
    joins_digits: ClassVar[bool] = False

    def __init__(self, session: HostT) -> None:
        self.session = session
        #: The clock of the digit window (tests replace it).
        self.clock: Callable[[], float] = time.monotonic
        #: F2 reads the hand grouped (the player's setting).
        self.grouped_status = False
        #: A 1 just typed, which a second digit may make 10, 11 or 12.
        self.pending: PendingDigit | None = None

    # -- per game (standard cards by default) ------------------------------------
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

    @abstractmethod
    def grouped_text(self, with_count: bool = True) -> str:
        """The hand grouped, from the player's view (each game's own);
        ``with_count`` False inside the status report, which counts the hand."""

    def hand_words(self, cards: str) -> str:
        """The status report's hand: ``cards`` (every card by name), or
        the hand grouped when the player chose that for F2."""
        return self.grouped_text(with_count=False) if self.grouped_status else cards

    # -- the rank keys ------------------------------------------------------------
    def jump_key(self, command: str) -> list[Utterance]:
        """A rank key (``jump_9``) or, with Shift, a pick (``pick_9``)."""
        session = self.session
        pick = command.startswith("pick_")
        key = command.split("_", 1)[1]
        now = self.clock()
        session.cursor.refresh_rows()
        pending, self.pending = self.pending, None
        if (self.joins_digits and pending is not None and key in JOINED
                and pending.pick == pick and now - pending.at <= DIGIT_WINDOW
                and self.holds(pending.row, JOINED[key], pick)):
            # The 1 was the first digit of 10, 11 or 12: take its jump back.
            session.cursor.row = pending.row
            session.cursor.focus[pending.row] = pending.focus
            if pending.picked is not None:
                session.moves.selected = session.moves.selected - {pending.picked}
            session.cursor.refresh_rows()
            words, _ = self.jump_to(JOINED[key], pick)
            return words
        if key not in self.ranks:
            # The key too: a language may name the missing cards in its own case.
            return [session.say(t("jump-not-in-game", ranks=self.rank_plural_of_key(key),
                                  key=key), interrupt=True, cue="invalid")]
        row, focus = session.cursor.row, session.cursor.focus[session.cursor.row]
        words, picked = self.jump_to(self.ranks[key], pick)
        if self.joins_digits and key == "1":
            self.pending = PendingDigit(now, pick, row, focus, picked)
        return words

    def end_number(self) -> None:
        """Another key came between the digits: the 1 stays a 1."""
        self.pending = None

    def holds(self, row: int, rank: Hashable, pick: bool = False) -> bool:
        """The row a jump from ``row`` searches holds a card of ``rank``."""
        cards = self.session.cursor.row_cards(row)
        groups = self.row_groups(row) if cards is None else None
        if groups is not None and not pick:
            return any(rank in held for held in groups)
        if cards is None:
            cards = self.session.cursor.row_cards(self.home_row()) or []
        return any(self.card_rank(card) == rank for card in cards)

    def rank_plural_of_key(self, key: str) -> str:
        """A key this game has no cards for, said in the plural."""
        return t("jump-key-plural", key=key)

    def jump_to(self, rank: Hashable, pick: bool) -> tuple[list[Utterance], int | None]:
        """Focus (and with ``pick`` select) the next card of ``rank``; the
        words and the position picked, if one was."""
        session = self.session
        row = session.cursor.row
        cards = session.cursor.row_cards(row)
        groups = self.row_groups(row) if cards is None else None
        if groups is not None:
            return self.jump_in_groups(rank, pick, groups)
        moved = cards is None or (pick and not self.selectable(row))
        if cards is None or moved:
            row = self.home_row()
            cards = session.cursor.row_cards(row) or []
        matches = [i for i, card in enumerate(cards) if self.card_rank(card) == rank]
        if not matches:
            return [session.say(t("jump-none", ranks=self.rank_plural(rank),
                                  place=self.row_place(row)), interrupt=True, cue="invalid")], None
        focus = -1 if moved else session.cursor.focus[row]
        if pick:
            free = [i for i in matches
                    if i not in session.moves.selected or row != session.cursor.selection_row()]
            if not free:
                return [self.all_selected(rank, len(matches))], None
            session.cursor.row, session.cursor.focus[row] = row, next_match(free, focus)
            return session.moves.cmd_toggle_select(), session.cursor.focus[row]
        session.cursor.row, session.cursor.focus[row] = row, next_match(matches, focus)
        nth = matches.index(session.cursor.focus[row]) + 1
        text = t("jump-found", label=session.cursor.focused_label(), count=len(matches),
                 nth=t("ordinal", n=nth), rank=self.rank_name(rank),
                 ranks=self.rank_count(rank, len(matches)))
        if moved:
            text = t("jump-to-row", row=session.cursor.rows[row].name, text=text)
        return [session.say(text, interrupt=True, cue="move")], None

    def jump_in_groups(self, rank: Hashable, pick: bool, groups: Sequence[Collection[Hashable]]
                       ) -> tuple[list[Utterance], int | None]:
        """A rank key on a row of laid groups stays on that row, where Enter
        hits the focused group with the selection: the key focuses the next
        group holding that rank; with Shift it selects the next such card in
        the hand and leaves the focus on the group (so Enter hits it, never
        discards it)."""
        session = self.session
        row = session.cursor.row
        if pick:
            home = self.home_row()
            cards = session.cursor.row_cards(home) or []
            matches = [i for i, card in enumerate(cards) if self.card_rank(card) == rank]
            free = [i for i in matches if i not in session.moves.selected]
            if not matches:
                return [session.say(t("jump-none", ranks=self.rank_plural(rank), place="hand"),
                                    interrupt=True, cue="invalid")], None
            if not free:
                return [self.all_selected(rank, len(matches))], None
            cursor = session.cursor
            cursor.row, cursor.focus[home] = home, next_match(free, cursor.focus[home])
            try:
                words = session.moves.cmd_toggle_select()
            finally:
                session.cursor.row = row
            return words, session.cursor.focus[home]
        matches = [i for i, held in enumerate(groups) if rank in held]
        if not matches:
            return [session.say(t("jump-none", ranks=self.rank_plural(rank), place="table"),
                                interrupt=True, cue="invalid")], None
        session.cursor.focus[row] = next_match(matches, session.cursor.focus[row])
        text = t("jump-found-group", label=session.cursor.focused_label(), count=len(matches),
                 nth=matches.index(session.cursor.focus[row]) + 1, ranks=self.rank_plural(rank))
        return [session.say(text, interrupt=True, cue="move")], None

    def all_selected(self, rank: Hashable, count: int) -> Utterance:
        """Shift and a rank when every card of it is already selected."""
        return self.session.say(t("jump-all-selected", count=count,
                                  ranks=self.rank_count(rank, count)),
                                interrupt=True, cue="invalid")

    # -- clear and the grouped hand ------------------------------------------------
    def clear_selection(self) -> list[Utterance]:
        """Deselect everything, and say how much that was."""
        session = self.session
        session.cursor.refresh_rows()
        count = len(session.moves.selected)
        session.moves.selected = set()
        session.cursor.refresh_rows()
        if not count:
            return [session.say(t("selection-none"), interrupt=True)]
        return [session.say(t("selection-cleared", count=count), interrupt=True,
                            cue="deselect")]

    def hand_grouped(self) -> list[Utterance]:
        self.session.cursor.refresh_rows()
        return [self.session.say(self.grouped_text(), interrupt=True)]


def rank_keys_act(session: TableSession) -> bool:
    """A rank key jumps unless a deal's summary waits or a question is
    asked (choosing.py), which answer it their own way. (A watcher's never
    reaches here: the table refuses it first, command_table.py.)"""
    return not session.flow.between_deals() and session.question.choosing is None


#: The rank keys in a session's command table (command_table.py), answered by
#: the part the session holds in ``jumps``: they act before the table's own
#: rows; any other key ends a number being typed.
JUMPING = Part(
    rows=(Row("rank keys", Stage.PART_KEYS, Keys.of(*JUMPS, *PICKS),
              lambda s, command: s.jumps.jump_key(command), when=rank_keys_act),
          forget("a number being typed", Stage.PART_KEYS, EVERY_KEY,
                 lambda s: s.jumps.end_number())),
    commands={"clear_selection": lambda s: s.jumps.clear_selection(),
              "hand_grouped": lambda s: s.jumps.hand_grouped()})
