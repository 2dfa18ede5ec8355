"""Phase 10's rank keys and its hand grouped (the session's part,
core/jump.py): numbers 1 to 12 (10 to 12 typed as two digits), wilds and
skips; on the table row the keys find the laid groups that hold a rank."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

from ...core.grouped import grouped_numbers
from ...core.jump import JumpHost, JumpMoves, Jumps
from ...i18n import join_list, t
from .cursor import Phase10Rows
from .rules import Group, P10Card, Phase10View
from .rules.cards import COLOURS, SKIP_CODE, WILD_CODE
from .rules.phases import PHASES, RUN
from .table import TABLE

#: P10-3: numbers 1 to 12 (10 to 12 typed as two digits), wilds, skips.
RANKS: dict[str, Hashable] = {**{str(n): n for n in range(1, 13)},
                              "wild": WILD_CODE, "skip": SKIP_CODE}


class Phase10Laid(JumpMoves, Protocol):
    """What Phase 10's rank keys read of the session's moves."""

    @property
    def laid(self) -> list[list[Group]]:
        """The laid groups as the events so far told them."""


class Phase10Table(JumpHost, Protocol):
    """What Phase 10's rank keys read of its session."""

    #: The player's seat.
    human: int
    @property
    def cursor(self) -> Phase10Rows:
        """The rows, the focus on them and the table row's groups (cursor.py)."""
        ...

    @property
    def moves(self) -> Phase10Laid:
        """The session's moves: the selection, Space and the laid groups."""

    def view(self) -> Phase10View: ...


class Phase10Jumps(Jumps[Phase10Table]):
    """The rank keys of Phase 10's hand and laid groups, its rank words and
    its hand grouped."""

    ranks = RANKS
    joins_digits = True

    def card_rank(self, card: P10Card) -> int | str:
        return card.number or card.colour

    def row_groups(self, row: int) -> list[set[Hashable]] | None:
        """The table's groups by what they hold: the numbers their cards
        stand for (a wild's too) and the cards' own ranks (so W finds a
        group with a wild); rank keys jump among them (core/jump.py)."""
        if row != TABLE:
            return None
        session = self.session
        groups = [session.moves.laid[s][g] for s, g in session.cursor.table_items]
        return [{*group.values, *(self.card_rank(c) for c in group.cards)} for group in groups]

    def rank_name(self, rank: object, case: str = "nom") -> str:
        return t("phase10-rank-name", rank=rank, case=case)

    def rank_plural(self, rank: object) -> str:
        return t("phase10-rank-plural", rank=rank)

    def rank_count(self, rank: object, count: int) -> str:
        return t("phase10-rank-count", rank=rank, count=count)

    def grouped_text(self, with_count: bool = True) -> str:
        """"three 9s and two 4s; run 5 to 8; two wilds; 11 cards"; in a
        colour phase (P10-15, phase 8) also how many of each colour."""
        view = self.session.view()
        human = self.session.human
        hand = view.hand
        numbers = [c.number for c in hand if c.is_numbered]
        extras = [self.rank_count(code, n) for code in (WILD_CODE, SKIP_CODE)
                  if (n := sum(1 for c in hand if c.colour == code))]
        if view.phases[human] == 8 and numbers:
            colours = sorted(((sum(1 for c in hand if c.colour == k), k) for k in COLOURS),
                             key=lambda nk: (-nk[0], COLOURS.index(nk[1])))
            extras.insert(0, t("phase10-grouped-colours", list=join_list(
                [t("phase10-colour-count", count=n, colour=k) for n, k in colours if n])))
        # A phase of runs only (4 to 6) hears its runs first: grouped by rank,
        # the run it needs was hidden among sets and singles.
        runs = all(kind == RUN for kind, _ in PHASES[view.phases[human]])
        return grouped_numbers(numbers, extras, len(hand) if with_count else None,
                               self.rank_count, self.rank_name, runs_first=runs)
