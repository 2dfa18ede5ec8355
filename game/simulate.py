"""Bot-only games, for ``python -m game simulate`` and the benchmarks."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .core.base import Game
from .core.bots import bot_rng
from .core.records import header, player_entry, write_record
from .games import spec

MAX_MOVES = 200_000  # a game that runs longer than this is a bug, not a long game


@dataclass
class GameOutcome:
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    moves: int
    deals: int
    decision_seconds: dict[str, list[float]] = field(default_factory=dict)
    # The same decisions' CPU time (this thread's): what a decision costs,
    # whatever the load of a shared machine makes of its wall time.
    decision_cpu_seconds: dict[str, list[float]] = field(default_factory=dict)


def play_bot_game(
    game_id: str,
    levels: Sequence[str],
    seed: int,
    options: dict[str, Any] | None = None,
    record: Path | None = None,
    time_decisions: bool = False,
) -> GameOutcome:
    """Play one game between bots of ``levels`` (one per seat)."""
    entry = spec(game_id)
    game: Game[Any] = entry.engine(len(levels), seed=seed, options=options or {})
    bots = [entry.bots[level](bot_rng(seed, seat)) for seat, level in enumerate(levels)]
    timings: dict[str, list[float]] = {level: [] for level in levels}
    cpu_timings: dict[str, list[float]] = {level: [] for level in levels}
    moves = 0
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_moves()
        start, cpu_start = time.perf_counter(), time.thread_time()
        move = bots[seat].choose(game.view(seat), legal)
        if time_decisions:
            timings[levels[seat]].append(time.perf_counter() - start)
            cpu_timings[levels[seat]].append(time.thread_time() - cpu_start)
        game.apply(move)
        moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"{game_id} seed {seed} did not end in {MAX_MOVES} moves")
    if record is not None:
        players = [
            player_entry("bot", level, f"seat {s}") for s, level in enumerate(levels)
        ]
        write_record(record, header(game, players), game.events)
    results = game.results()
    deals = sum(1 for e in game.events if e["type"] == "deal")
    return GameOutcome(results.winners, results.totals, moves, deals, timings, cpu_timings)


@dataclass
class Summary:
    game: str
    games: int
    levels: list[str]
    wins: list[float]
    draws: int
    mean_deals: float
    mean_moves: float
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "levels": self.levels,
            "wins": self.wins,
            "draws": self.draws,
            "mean_deals": round(self.mean_deals, 3),
            "mean_moves": round(self.mean_moves, 3),
            "games_per_second": round(self.games_per_second, 2),
        }


def simulate(
    game_id: str,
    levels: Sequence[str],
    games: int,
    seed: int,
    records: Path | None = None,
    options: dict[str, Any] | None = None,
) -> Summary:
    """``games`` games from seeds ``seed, seed+1, ...``; a shared win counts
    as a fraction to each winner."""
    wins = [0.0] * len(levels)
    draws = deals = moves = 0
    start = time.perf_counter()
    for i in range(games):
        path = records / f"{game_id}-{seed + i}.jsonl" if records else None
        outcome = play_bot_game(game_id, levels, seed + i, options, path)
        if not outcome.winners:
            draws += 1
        for w in outcome.winners:
            wins[w] += 1 / len(outcome.winners)
        deals += outcome.deals
        moves += outcome.moves
    seconds = time.perf_counter() - start
    return Summary(
        game_id, games, list(levels), wins, draws, deals / max(games, 1),
        moves / max(games, 1), seconds,
    )
