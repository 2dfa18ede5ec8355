"""Ten Phases moves, the per-seat view and the refusal codes.

Refusal codes (``REFUSAL_CODES``: code -> its argument names), for the
message catalog:

* ``game-over``: the game has ended.
* ``draw-first``: a declaration or discard before drawing (TP-6).
* ``already-drawn``: a second draw in one turn.
* ``stock-empty``: nothing to draw, even after a reshuffle (TP-9).
* ``discard-empty``: no discard pile to take from.
* ``keep-or-redraw-first`` {phase}: after declaring, keep or redraw before
  anything else (TP-8).
* ``no-choice-due``: keep or redraw without a declaration just made.
* ``already-declared`` {phase}: a second declaration in one turn (TP-7);
  ``phase`` is the one declared.
* ``not-in-hand`` {cards}: cards the player does not hold.
* ``wrong-groups`` {phase, need, have}: not the groups of the phase;
  ``need``/``have`` are lists of {kind, size}.
* ``wrong-kind`` {need, have}: a group of another kind.
* ``group-all-jokers`` {kind}: a group without a real card (TP-10).
* ``values-mismatch`` {cards, values}: values not one per card (a colour
  group or flush has none).
* ``value-out-of-range`` {card, value}: a value outside A (1) to K (13), or
  14 (a high ace) in a set.
* ``value-mismatch`` {card, value}: a real card said to stand for another rank.
* ``ace-high-off`` {card}: an ace at the top of a run (value 14) without
  option ``ace_high_runs`` (TP-2).
* ``set-mixed`` {ranks}: a set of several ranks.
* ``set-wrong-size`` {need, have, rank}.
* ``run-not-consecutive`` {values}: gaps or repeats (sorted values).
* ``run-wrong-length`` {kind, need, have, low, high, suit}: "needs a run of 4
  in one suit; you have 5 to 7 of hearts" (``suit`` empty for a run in any
  suits; ``kind`` run or suited_run).
* ``suit-mixed`` {suits}: a suited run or flush of several suits.
* ``suit-mismatch`` {suit, cards}: the group's stated suit is not its cards'.
* ``same-suit-twice`` {suit}: phases 8-10 need two different suits (TP-11).
* ``colour-mixed``: red and black cards in a colour group.
* ``colour-mismatch`` {colour, cards}: the stated colour is not the cards'.
* ``colour-wrong-size`` {need, have, colour}.
* ``flush-wrong-size`` {need, have, suit}.
* ``unknown-move``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.cards import Card
from .phases import Group

REFUSAL_CODES: dict[str, tuple[str, ...]] = {
    "game-over": (),
    "draw-first": (),
    "already-drawn": (),
    "stock-empty": (),
    "discard-empty": (),
    "keep-or-redraw-first": ("phase",),
    "no-choice-due": (),
    "already-declared": ("phase",),
    "not-in-hand": ("cards",),
    "wrong-groups": ("phase", "need", "have"),
    "wrong-kind": ("need", "have"),
    "group-all-jokers": ("kind",),
    "values-mismatch": ("cards", "values"),
    "value-out-of-range": ("card", "value"),
    "value-mismatch": ("card", "value"),
    "ace-high-off": ("card",),
    "set-mixed": ("ranks",),
    "set-wrong-size": ("need", "have", "rank"),
    "run-not-consecutive": ("values",),
    "run-wrong-length": ("kind", "need", "have", "low", "high", "suit"),
    "suit-mixed": ("suits",),
    "suit-mismatch": ("suit", "cards"),
    "same-suit-twice": ("suit",),
    "colour-mixed": (),
    "colour-mismatch": ("colour", "cards"),
    "colour-wrong-size": ("need", "have", "colour"),
    "flush-wrong-size": ("need", "have", "suit"),
    "unknown-move": (),
}

DRAW, PLAY, CHOOSE = "draw", "play", "keep_or_redraw"


@dataclass(frozen=True)
class DrawStock:
    """Draw the top card of the stock (TP-6; reshuffles first if empty, TP-9)."""


@dataclass(frozen=True)
class TakeDiscard:
    """Take the top card of the discard pile (TP-6)."""


@dataclass(frozen=True)
class Declare:
    """Declare the current phase: its groups, each joker's value set (TP-7)."""

    groups: tuple[Group, ...]


@dataclass(frozen=True)
class Keep:
    """After declaring, keep the shown cards in hand (TP-8)."""


@dataclass(frozen=True)
class Redraw:
    """After declaring, put the shown cards on the discard pile and draw as
    many from the stock (TP-8)."""


@dataclass(frozen=True)
class Discard:
    """End the turn by discarding ``card`` (TP-6)."""

    card: Card


TenPhasesMove = DrawStock | TakeDiscard | Declare | Keep | Redraw | Discard


@dataclass(frozen=True)
class Declaration:
    """A declaration as everyone saw it (public, TP-7)."""

    player: int
    phase: int
    groups: tuple[Group, ...]


@dataclass(frozen=True)
class TenPhasesView:
    """What one seat knows. Other hands are counts; the stock is a count."""

    seat: int
    players: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    #: The phase each seat works on (1-10) and how many each has done.
    phases: tuple[int, ...]
    phases_done: tuple[int, ...]
    discard_top: Card | None
    discard_count: int
    stock_count: int
    dealer: int
    to_move: int | None
    #: ``"draw"``, ``"play"`` (declare / discard) or ``"keep_or_redraw"``.
    step: str
    #: Whether the seat to move has declared this turn.
    declared: bool
    #: Each seat's latest declaration, or None (public).
    last_declarations: tuple[Declaration | None, ...]
    ace_high_runs: bool
    flush_phases: bool
    over: bool
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    #: TP-12: points in hand at the end (zeros until then).
    points: tuple[int, ...]
