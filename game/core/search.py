"""Search over what a seat cannot see: the expert computer players.

A seat's view leaves cards unseen (other hands, the stock, face-down cards).
:class:`WorldSearch` deals them at random, consistent with the view, through
the engine's own :meth:`Game.from_view` (a *determinization*, a "world"),
plays each candidate move in that world and the rest of the game forward to
a horizon with a cheap rollout policy (a game's normal or hard bot), and
scores the outcome for the seat. Over many worlds the move with the best
mean score is chosen: determinized Monte Carlo search over the seat's
information set (Long et al. 2010; Cowling et al. 2012 for ISMCTS).

Every candidate of a decision is tried in the *same* worlds with the same
rollout seeds (common random numbers), so the comparison between moves is
not drowned by the luck of the deal; successive halving gives the worlds
left to the better half of the moves (Karnin et al. 2013).

The search sees only ``view`` and ``legal``: it never holds the real game.
Its random numbers come from the bot's own generator (``bot_rng``) and its
budget is a count of worlds, so the same seed gives the same moves; a
wall-clock cap is only a safeguard, and every time it cuts a search short
:attr:`SearchLog.capped` records it (a capped decision may differ between
runs, which is why the cap is far above the budget's usual time).

This module names no game: each game's ``expert`` bot gives the engine, the
rollout policy, the horizon and the score.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .base import Event, Game
from .bots import Bot

M = TypeVar("M")

#: A rollout policy for one seat, made from its own generator: any bot.
Policy = Callable[[random.Random], Bot[M]]
#: The seat's score of a world played to the horizon: (game, seat, the
#: events since the decision) -> a number, higher is better.
Score = Callable[[Game[M], int, list[Event]], float]
#: Whether the events of one move end the rollout (with the game's end).
Horizon = Callable[[list[Event]], bool]
#: One rollout move played straight on a world (a guess, never the real
#: game, so reading its hidden cards reveals nothing): its events. Faster
#: than a bot's view and list of legal moves, where a game offers one.
Step = Callable[[Game[M], random.Random], list[Event]]
#: The options of the worlds made from a view: fixed, or from the view.
Options = Mapping[str, object] | Callable[[Any], Mapping[str, object]]
#: The moves worth searching among ``legal`` (never empty, a subset).
Candidates = Callable[[Any, Sequence[M]], Sequence[M]]


def deal_ends(events: list[Event]) -> bool:
    """The default horizon: a deal (or the game) ended with these events."""
    return any(e.get("type") in ("deal_end", "hand_end", "game_end") for e in events)


@dataclass(frozen=True)
class Budget:
    """How much one decision may search: ``rollouts`` in all (its
    iterations), shared out by successive halving; at most ``candidates``
    moves searched; rollouts of at most ``rollout_moves`` moves; the
    safeguard ``cap_seconds``; and ``margin``: the first candidate (a game's
    own best guess, its hard bot's move) is kept unless another's mean
    score beats it by more, so that a few noisy rollouts do not overrule a
    good rule."""

    rollouts: int = 120
    candidates: int = 8
    rollout_moves: int = 400
    cap_seconds: float = 2.0
    margin: float = 0.0


@dataclass
class SearchLog:
    """What the searches of one bot did, for benchmarks and tests."""

    decisions: int = 0
    searched: int = 0  # decisions with more than one candidate
    rollouts: int = 0
    capped: int = 0  # searches the wall-clock safeguard cut short
    seconds: list[float] = field(default_factory=list)


class WorldSearch(Generic[M]):
    """Chooses a move by playing it forward in worlds made from the view."""

    def __init__(
        self,
        rng: random.Random,
        *,
        engine: type[Game[M]],
        options: Options,
        policy: Policy[M],
        score: Score[M],
        budget: Budget,
        horizon: Horizon = deal_ends,
        candidates: Candidates[M] | None = None,
        policy_needs_legal: bool = True,
        step: Step[M] | None = None,
    ) -> None:
        self.rng = rng
        self.engine = engine
        self.options = options
        self.policy = policy
        self.score = score
        self.budget = budget
        self.horizon = horizon
        self.candidates = candidates
        # A policy that finds a legal move from the view alone is given no
        # list of legal moves: listing them is most of a rollout's cost in
        # games with many combinations (a policy bot is told so).
        self.policy_needs_legal = policy_needs_legal
        self.step = step
        self.log = SearchLog()

    def choose(self, view: Any, legal: Sequence[M]) -> M:
        self.log.decisions += 1
        offered: Sequence[M] = self.candidates(view, legal) if self.candidates else legal
        moves = _distinct(list(offered))[: max(1, self.budget.candidates)]
        if len(moves) == 1:
            return moves[0]
        self.log.searched += 1
        start = time.perf_counter()
        best = self._halving(view, moves, start)
        self.log.seconds.append(time.perf_counter() - start)
        return best

    def _halving(self, view: Any, moves: list[M], start: float) -> M:
        """Successive halving over ``moves``: each round plays every move left
        in the same fresh worlds, then keeps the better half; each round
        spends about the same share of the budget's rollouts."""
        alive = list(range(len(moves)))
        totals = [0.0] * len(moves)
        counts = [0] * len(moves)
        rounds = max(1, (len(moves) - 1).bit_length())
        for _ in range(rounds):
            worlds = max(1, self.budget.rollouts // (rounds * len(alive)))
            for _ in range(worlds):
                world_seed = self.rng.getrandbits(64)
                rollout_seed = self.rng.getrandbits(64)
                for i in alive:
                    totals[i] += self._play(view, moves[i], world_seed, rollout_seed)
                    counts[i] += 1
                if time.perf_counter() - start > self.budget.cap_seconds:
                    self.log.capped += 1
                    return moves[self._kept(alive, totals, counts)]
            if len(alive) <= 1:
                break
            alive.sort(key=lambda i: (-totals[i] / counts[i], i))
            alive = sorted(alive[: (len(alive) + 1) // 2])
        return moves[self._kept(alive, totals, counts)]

    def _kept(self, alive: list[int], totals: list[float], counts: list[int]) -> int:
        """The best of ``alive``, unless it beats the first candidate by no
        more than the budget's margin."""
        best = _best(alive, totals, counts)
        if best != 0 and counts[0] and (
                totals[best] / counts[best] - totals[0] / counts[0] <= self.budget.margin):
            return 0
        return best

    def _play(self, view: Any, move: M, world_seed: int, rollout_seed: int) -> float:
        """The seat's score after ``move`` in the world ``world_seed`` makes,
        played on by the policy (seeded by ``rollout_seed``) to the horizon."""
        options = self.options(view) if callable(self.options) else self.options
        game = self.engine.from_view(view, options, random.Random(world_seed))
        seat = view.seat
        events = game.apply(move)
        since = list(events)
        self.log.rollouts += 1
        if self.horizon(events) or game.is_over():
            return self.score(game, seat, since)
        rng = random.Random(rollout_seed)
        bots = [] if self.step is not None else [
            self.policy(random.Random(rollout_seed + s)) for s in range(game.players)]
        for _ in range(self.budget.rollout_moves):
            mover = game.current_player()
            if mover is None:
                break
            if self.step is not None:
                events = self.step(game, rng)
            else:
                legal = game.legal_moves() if self.policy_needs_legal else ()
                events = game.apply(bots[mover].choose(game.view(mover), legal))
            since.extend(events)
            if self.horizon(events):
                break
        return self.score(game, seat, since)


def _distinct(moves: list[M]) -> list[M]:
    """``moves`` without repeats, in their order (equal moves are one)."""
    seen: list[M] = []
    for move in moves:
        if move not in seen:
            seen.append(move)
    return seen


def _best(alive: list[int], totals: list[float], counts: list[int]) -> int:
    """The index with the best mean score; ties go to the earlier move."""
    return min(alive, key=lambda i: (-totals[i] / max(1, counts[i]), i))
