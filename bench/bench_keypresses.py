"""Key presses to lay a phase by suggestion, and how long a suggestion takes
(not a test). Stepping and jumping are measured in
``bench/bench_jump.py``.

* Key presses: over scripted Phase 10 and Ten Phases hands that hold their
  phase once the stock's card is drawn (``tests/phase_hands.py``), the
  presses from the draw until the phase is laid: suggest, Enter, and Enter
  again for each question asked. Median and worst.
* Suggestion time: in every state the player met in those hands, and at
  every turn of whole games of all four games where the player takes every
  suggestion, p50 and p99 per game (target: p99 under 30 ms) of two things:
  working the suggestion out from the view (the hard bot or the finder:
  what a cold press would cost), and the suggest key as the app answers it,
  the suggestion having been worked out in an idle frame before the press
  (``App.idle_work``).

    .venv/bin/python bench/bench_keypresses.py [--hands N] [--quick]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from phase_hands import laid, script_hand  # noqa: E402

from bench._stats import p50_p99, percentile, verdict  # noqa: E402
from game.core.session import GameSession  # noqa: E402
from game.games import spec  # noqa: E402

TARGET_P99 = 0.030
MAX_PRESSES = 3


def new_session(game_id: str, seed: int) -> GameSession:
    """A three-player game at normal bots, run to the player's first turn."""
    session = spec(game_id).session(3, ["normal", "normal"], seed)
    session.start()
    while session.side.current_player() != session.human and not session.side.is_over():
        session.bots.step()
    return session


Times = dict[str, list[float]]


def timed_suggest(session: GameSession, times: Times) -> None:
    """Time the planning (cold) and then the key as the app answers it."""
    session.advice._planned = None
    start = time.perf_counter()
    session.advice.prepare_suggestion()
    middle = time.perf_counter()
    session.handle("suggest")
    end = time.perf_counter()
    times["plan"].append(middle - start)
    times["key"].append(end - middle)


def presses_to_lay(game_id: str, hands: int, times: Times) -> list[int]:
    """Presses from the draw to the phase laid, one count per scripted hand."""
    rng = random.Random(2026)
    counts = []
    for seed in range(hands):
        session = new_session(game_id, seed)
        phase = script_hand(session, rng)
        session.handle("draw")
        presses = 0
        while not laid(session, phase) and presses < 6:
            if presses == 0:
                timed_suggest(session, times)
            else:
                session.handle("play")
            presses += 1
        counts.append(presses if laid(session, phase) else 99)
    return counts


def whole_games(game_id: str, games: int, times: Times) -> None:
    """Games where the player takes every suggestion (Enter after it)."""
    for seed in range(games):
        session = new_session(game_id, 1000 + seed)
        for _ in range(3000):
            game = session.side
            if game.is_over():
                break
            if session.flow.paused:
                session.handle("play")
            elif game.current_player() == session.human:
                timed_suggest(session, times)
                session.handle("play")
            else:
                session.bots.step()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="20 hands, 1 game a game")
    args = parser.parse_args(argv)
    hands = 20 if args.quick else args.hands
    games = 1 if args.quick else args.games
    print(f"Key presses to lay a phase by suggestion, from the draw ({hands} scripted hands)")
    times: dict[str, Times] = {}
    for game_id in ("phase10", "tenphases"):
        times[game_id] = {"plan": [], "key": []}
        counts = presses_to_lay(game_id, hands, times[game_id])
        worst = max(counts)
        print(f"  {game_id}: median {statistics.median(counts):g}, worst {worst}, "
              f"mean {statistics.mean(counts):.2f} (target at most {MAX_PRESSES}: "
              f"{verdict(worst <= MAX_PRESSES)})")
    print(f"Suggestion time (scripted hands and {games} whole game(s) a game, "
          "every suggestion taken)")
    for game_id in ("phase10", "tenphases", "shithead", "twenty"):
        found = times.setdefault(game_id, {"plan": [], "key": []})
        whole_games(game_id, games, found)
        for kind, what in (("plan", "worked out from the view"),
                           ("key", "suggest key, worked out ahead in an idle frame")):
            p99 = percentile(found[kind], 99)
            print(f"  {game_id}, {what}: {p50_p99(found[kind])}; p99 under 30 ms: "
                  f"{verdict(p99 < TARGET_P99)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
