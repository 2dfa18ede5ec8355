"""Ten Phases' expert: the hard bot's moves and their alternatives, each
played forward in worlds dealt from what the seat cannot see
(game.core.search).

``TenPhases.from_view`` deals the other hands and the stock from the cards
the seat has not seen. The game is one long deal (TP-5), so rollouts (a
cheap policy played straight on the world, :func:`world_step`) stop after
``rollout_moves`` moves or at the end (TP-12); a world is scored by phases
done against the others' (TP-7), then by how many cards each seat still
lacks for its phase (the finder), then by points in hand (TP-3).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core.base import Event, Game
from ...core.bots import DiscardPileMemory, RemembersTakes
from ...core.cards import Card
from ...core.search import Budget, WorldSearch
from .bots import HardTenPhasesBot
from .rules import TenPhases
from .rules.finder import missing
from .rules.moves import (
    CHOOSE,
    DRAW,
    Declare,
    Discard,
    DrawStock,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhasesMove,
    TenPhasesView,
)
from .rules.phases import points

# margin: one card nearer the phase, on average over the worlds, before the
# hard bot's move is overruled (PHASE_WEIGHT below).
BUDGET = Budget(rollouts=16, candidates=3, rollout_moves=16, margin=1.0)
PHASE_WEIGHT = 10.0  # a phase done outweighs any number of cards still lacking
WIN_WEIGHT = 1000.0


def loosest(hand: Sequence[Card]) -> Card:
    """The rollout's discard: the real card with the fewest partners in
    hand (same rank, or a rank one or two away in its suit), the costliest
    of those; no finder call, so a rollout stays cheap."""
    def partners(card: Card) -> int:
        return sum(1 for other in hand if other is not card and not other.is_joker and (
            other.rank == card.rank
            or (other.suit == card.suit and abs(other.rank - card.rank) <= 2)))
    real = [c for c in hand if not c.is_joker] or list(hand)
    return min(real, key=lambda c: (partners(c), -points(c), str(c)))


def world_step(game: Game[Any], rng: random.Random) -> list[Event]:
    """One rollout move, straight on a world (a guess): draw from the stock
    (else the pile), declare the first phase found and keep its cards, and
    throw the loosest card (TP-6 to TP-8)."""
    assert isinstance(game, TenPhases)
    seat = game.to_move
    assert seat is not None
    move: TenPhasesMove
    if game.step == DRAW:
        move = DrawStock() if game._can_draw_stock() else TakeDiscard()
    elif game.step == CHOOSE:
        move = Keep()
    else:
        found = [] if game.declared else game.declarations(seat)
        move = Declare(found[0]) if found else Discard(loosest(game.hands[seat]))
    return game.apply(move)


def world_options(view: TenPhasesView) -> dict[str, Any]:
    return {"ace_high_runs": view.ace_high_runs, "flush_phases": view.flush_phases}


def _against(values: Sequence[float], seat: int) -> float:
    """The seat's value less the mean of the others'."""
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - sum(others) / len(others)


def world_score(game: Game[Any], seat: int, events: list[Event]) -> float:
    """Won or lost; else phases done, cards lacking and points, each against
    the others' mean."""
    assert isinstance(game, TenPhases)
    if game.is_over():
        winners = game.results().winners
        return WIN_WEIGHT / len(winners) if seat in winners else -WIN_WEIGHT
    ace_high, flush = game.options["ace_high_runs"], game.options["flush_phases"]
    lacking = [float(missing(game.hands[s], game.phase_of(s), ace_high, flush))
               for s in range(game.players)]
    held = [sum(points(c) for c in hand) / 100.0 for hand in game.hands]
    return (PHASE_WEIGHT * _against([float(p) for p in game.phases_done], seat)
            - _against(lacking, seat) - _against(held, seat))


class ExpertTenPhasesBot(RemembersTakes):
    """Determinized search over the hard bot's choice and its alternatives;
    like every level it remembers its takes from the pile (so bot-only games
    end) and searches only the moves that memory allows."""

    level = "expert"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)
        self.hard = HardTenPhasesBot(rng)
        self.search: WorldSearch[TenPhasesMove] = WorldSearch(
            rng, engine=TenPhases, options=world_options, policy=HardTenPhasesBot,
            score=world_score, budget=BUDGET, horizon=lambda events: False,
            candidates=self.candidates, step=world_step)

    def candidates(self, view: TenPhasesView,
                   legal: Sequence[TenPhasesMove]) -> list[TenPhasesMove]:
        """The hard bot's move first; then the other source at the draw, the
        other choice after declaring, the other discards (costliest first);
        a declaration is the hard bot's."""
        preferred = self.hard.decide(view, legal)
        if isinstance(preferred, DrawStock | TakeDiscard | Keep | Redraw):
            return [preferred, *[m for m in legal
                                 if isinstance(m, DrawStock | TakeDiscard | Keep | Redraw)]]
        if not isinstance(preferred, Discard):
            return [preferred]
        discards = [m for m in legal if isinstance(m, Discard) and m != preferred
                    and not m.card.is_joker]
        discards.sort(key=lambda m: -points(m.card))
        return [preferred, *discards]

    def decide(self, view: TenPhasesView, legal: Sequence[TenPhasesMove]) -> TenPhasesMove:
        return self.search.choose(view, legal)
