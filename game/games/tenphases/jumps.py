"""Ten Phases' rank keys and its hand grouped (the session's part,
core/jump.py): standard cards and jokers, found in the hand."""

from __future__ import annotations

from typing import Protocol

from ...core.grouped import grouped_numbers
from ...core.jump import JumpHost, Jumps
from .rules import TenPhasesView
from .rules.phases import RUN, phase_table


class TenPhasesTable(JumpHost, Protocol):
    """What Ten Phases' grouped hand reads of its session."""

    #: The player's seat.
    human: int

    def view(self) -> TenPhasesView: ...


class TenPhasesJumps(Jumps[TenPhasesTable]):
    """The standard rank keys, and the hand grouped as the phases need it."""

    def grouped_text(self, with_count: bool = True) -> str:
        """"three 9s and two 4s; run 5 to 8; a joker; 11 cards" (TP-10:
        jokers stand in for any card), from the player's view."""
        view = self.session.view()
        hand = view.hand
        jokers = sum(1 for c in hand if c.is_joker)
        extras = [self.rank_count(0, jokers)] if jokers else []
        # A phase of runs only (4 to 6) hears its runs first: grouped by rank,
        # the run it needs was hidden among sets and singles.
        need = phase_table(view.flush_phases)[view.phases[self.session.human]]
        return grouped_numbers([c.rank for c in hand if not c.is_joker], extras,
                               len(hand) if with_count else None, self.rank_count,
                               self.rank_name, runs_first=all(kind == RUN for kind, _ in need))
