"""Phase 10 moves, the per-seat view and the refusal codes.

Refusal codes (``REFUSAL_CODES``: code -> its argument names), for the
message catalog:

* ``game-over``: the game has ended.
* ``draw-first``: a lay, hit or discard before drawing.
* ``already-drawn``: a second draw in one turn.
* ``stock-empty``: nothing left to draw, even after a reshuffle.
* ``discard-empty``: no discard pile to take from.
* ``skip-not-takeable``: a Skip on the discard pile (P10-7).
* ``not-in-hand`` {cards}: cards the player does not hold.
* ``nothing-selected``: a hit without cards.
* ``already-laid`` {phase}: the phase was laid this hand (P10-8).
* ``wrong-groups`` {phase, need, have}: the groups are not the phase's kinds;
  ``need``/``have`` are lists of {kind, size}.
* ``wrong-kind`` {need, have}: a group of another kind.
* ``skip-in-group``: a Skip in a phase or hit (P10-13).
* ``values-mismatch`` {cards, values}: values not one per card (none on a colour group).
* ``value-out-of-range`` {card, value}: a value outside 1-12.
* ``value-mismatch`` {card, value}: a numbered card said to stand for another number.
* ``group-all-wild`` {kind}: a group without a numbered card (P10-12).
* ``set-mixed`` {numbers}: a set of several numbers.
* ``set-too-small`` {need, have, number}.
* ``run-not-consecutive`` {values}: gaps or repeats in a run (sorted values).
* ``run-too-short`` {need, have, low, high}: "needs a run of 4; you have 3 to 5".
* ``colour-mixed`` {colours}; ``colour-mismatch`` {colour, cards}: the
  group's stated colour is not its cards'; ``colour-too-small`` {need, have}.
* ``not-laid`` {phase}: hitting before laying one's own phase (P10-9).
* ``no-such-group`` {player, group}.
* ``hit-does-not-fit`` {kind, number | low, high | colour}: the group hit.
* ``skip-target-needed`` {eligible}: a Skip must name one of these seats.
* ``skip-target-not-eligible`` {player, reason}: reason ``self``, ``pending``
  (P10-14) or ``no-seat``.
* ``skip-target-not-allowed`` {reason}: reason ``not-a-skip``, ``going-out``
  or ``all-pending`` (P10-14: the Skip names no one).
* ``must-lay-phase`` {phase}: option ``must_lay_phase`` and the phase is in hand.
* ``unknown-move``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import P10Card
from .phases import Group

REFUSAL_CODES: dict[str, tuple[str, ...]] = {
    "game-over": (),
    "draw-first": (),
    "already-drawn": (),
    "stock-empty": (),
    "discard-empty": (),
    "skip-not-takeable": (),
    "not-in-hand": ("cards",),
    "nothing-selected": (),
    "already-laid": ("phase",),
    "wrong-groups": ("phase", "need", "have"),
    "wrong-kind": ("need", "have"),
    "skip-in-group": (),
    "values-mismatch": ("cards", "values"),
    "value-out-of-range": ("card", "value"),
    "value-mismatch": ("card", "value"),
    "group-all-wild": ("kind",),
    "set-mixed": ("numbers",),
    "set-too-small": ("need", "have", "number"),
    "run-not-consecutive": ("values",),
    "run-too-short": ("need", "have", "low", "high"),
    "colour-mixed": ("colours",),
    "colour-mismatch": ("colour", "cards"),
    "colour-too-small": ("need", "have"),
    "not-laid": ("phase",),
    "no-such-group": ("player", "group"),
    "hit-does-not-fit": ("kind", "number", "low", "high", "colour"),
    "skip-target-needed": ("eligible",),
    "skip-target-not-eligible": ("player", "reason"),
    "skip-target-not-allowed": ("reason",),
    "must-lay-phase": ("phase",),
    "unknown-move": (),
}

DRAW, PLAY = "draw", "play"


@dataclass(frozen=True)
class DrawStock:
    """Draw the top card of the draw pile (P10-7; reshuffles first if empty, P10-11)."""


@dataclass(frozen=True)
class TakeDiscard:
    """Take the top card of the discard pile (never a Skip, P10-7)."""


@dataclass(frozen=True)
class Lay:
    """Lay the current phase: its groups, wild values included (P10-8/12)."""

    groups: tuple[Group, ...]


@dataclass(frozen=True)
class Hit:
    """Add ``cards`` to group ``group`` of seat ``target`` (P10-9); ``values``
    is the number each card stands for (empty for a colour group)."""

    target: int
    group: int
    cards: tuple[P10Card, ...]
    values: tuple[int, ...] = ()


@dataclass(frozen=True)
class Discard:
    """End the turn by discarding ``card`` (P10-10); a Skip names
    ``skip_target`` (P10-13/14), otherwise it is None."""

    card: P10Card
    skip_target: int | None = None


Phase10Move = DrawStock | TakeDiscard | Lay | Hit | Discard


@dataclass(frozen=True)
class Phase10View:
    """What one seat knows. Other hands are counts; the stock is a count."""

    seat: int
    players: int
    hand: tuple[P10Card, ...]
    hand_counts: tuple[int, ...]
    #: The phase each seat is working on this hand (1-10).
    phases: tuple[int, ...]
    phases_done: tuple[int, ...]
    #: Whether each seat has laid its phase this hand.
    laid: tuple[bool, ...]
    #: Each seat's laid groups, in the order laid (public).
    groups: tuple[tuple[Group, ...], ...]
    discard_top: P10Card | None
    discard_takeable: bool
    discard_count: int
    stock_count: int
    totals: tuple[int, ...]
    skips_pending: tuple[bool, ...]
    dealer: int
    hand_number: int
    to_move: int | None
    #: ``"draw"`` or ``"play"`` (lay / hit / discard) for the seat to move.
    step: str
    must_lay_phase: bool
    over: bool
    winners: tuple[int, ...]
