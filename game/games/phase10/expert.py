"""Phase 10's expert: the hard bot's moves, each played forward in worlds
dealt from what the seat cannot see (game.core.search).

``Phase10.from_view`` deals the other hands and the stock from the cards
the seat has not seen. Rollouts use the normal bot for every seat (the hard
bot's finder is too slow to play whole hands hundreds of times a decision)
and stop at the hand's end (P10-12) or after ``ROLLOUT_MOVES`` moves. A world
is scored by phases made against the others' (a phase a hand ahead is what
wins the game, P10-13), then by penalty points (P10-12: lower is better).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core.base import Event, Game
from ...core.bots import DiscardPileMemory, RemembersTakes
from ...core.search import Budget, WorldSearch
from .bots import HardPhase10Bot, NormalPhase10Bot
from .rules import Phase10
from .rules.cards import penalty
from .rules.moves import Discard, DrawStock, Hit, Lay, Phase10Move, Phase10View, TakeDiscard

# margin: two thirds of a phase laid, on average over the worlds, before the
# hard bot's move is overruled (LAID_WEIGHT below). At a tenth of a phase the
# search overruled it in 28 of 130 decisions and won 1 game in 15 against it.
BUDGET = Budget(rollouts=24, candidates=3, rollout_moves=30, margin=40.0)
PHASE_WEIGHT = 100.0  # one phase ahead outweighs any hand's penalty points
LAID_WEIGHT = 60.0  # a phase laid in a hand cut short: most of a phase made
WIN_WEIGHT = 1000.0


def world_options(view: Phase10View) -> dict[str, Any]:
    return {"must_lay_phase": view.must_lay_phase}


def world_score(game: Game[Any], seat: int, events: list[Event]) -> float:
    """Phases against the others' mean, then penalty points; a world cut
    short by the rollout's length counts a laid phase and the cards held."""
    assert isinstance(game, Phase10)
    for event in events:
        if event["type"] == "game_end":
            won = seat in event["winners"]
            return WIN_WEIGHT / len(event["winners"]) if won else -WIN_WEIGHT
    for event in events:
        if event["type"] == "hand_end":
            phases = event["phases_done"]
            points = event["penalties"]
            return (PHASE_WEIGHT * _against(phases, seat)) - _against(points, seat)
    laid = [int(x) for x in game.has_laid]
    # Cards held count a tenth: mid-hand they are the phase being built.
    held = [sum(penalty(c) for c in hand) / 10 for hand in game.hands]
    return (PHASE_WEIGHT * _against(game.phases_done, seat) + LAID_WEIGHT * _against(laid, seat)
            - _against(held, seat))


def _against(values: Sequence[float], seat: int) -> float:
    """The seat's value less the mean of the others'."""
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - sum(others) / len(others)


class ExpertPhase10Bot(RemembersTakes):
    """Determinized search over the hard bot's choice and its alternatives;
    like every level it remembers its takes from the pile (so bot-only
    games end) and searches only the moves that memory allows."""

    level = "expert"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(TakeDiscard, Discard)
        # The hard bot proposes (and keeps its memory of takes and of what
        # the opponent wants); the search decides among its proposals.
        self.hard = HardPhase10Bot(rng)
        self.search: WorldSearch[Phase10Move] = WorldSearch(
            rng, engine=Phase10, options=world_options, policy=NormalPhase10Bot,
            score=world_score, budget=BUDGET, candidates=self.candidates)

    def candidates(self, view: Phase10View, legal: Sequence[Phase10Move]) -> list[Phase10Move]:
        """The hard bot's move first; at the draw the other source; when
        discarding the other discards of distinct cards (the hard bot's own
        order breaks ties); a lay or a hit is the hard bot's."""
        preferred = self.hard.decide(view, legal)
        if isinstance(preferred, Lay | Hit):
            return [preferred]
        if isinstance(preferred, DrawStock | TakeDiscard):
            return [preferred, *[m for m in legal if isinstance(m, DrawStock | TakeDiscard)]]
        # Never a wild (the hard bot's rule): a rollout's penalty count
        # would otherwise reward throwing away its 25 points.
        discards = [m for m in legal if isinstance(m, Discard) and m != preferred
                    and not m.card.is_wild]
        discards.sort(key=lambda m: -penalty(m.card))
        return [preferred, *discards]

    def decide(self, view: Phase10View, legal: Sequence[Phase10Move]) -> Phase10Move:
        move = self.search.choose(view, legal)
        self._note_discard(view, move)
        return move

    def _note_discard(self, view: Phase10View, move: Phase10Move) -> None:
        """The hard bot proposed a discard; it must remember the one made."""
        if isinstance(move, Discard):
            self.hard.last_discard = move.card
            self.hard.pile_after_discard = view.discard_count + 1

    def observe(self, view: Phase10View, move: Phase10Move) -> None:
        """Take in a move of this seat's from the record (a resumed game)."""
        super().observe(view, move)
        if isinstance(move, DrawStock | TakeDiscard):
            self.hard._watch_opponent(view)
        self._note_discard(view, move)
