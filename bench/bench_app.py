"""The app: key-to-speech latency and frame time in the real pygame loop,
and the time from start to the first spoken word.

    python bench/bench_app.py [--quick] [--presses N] [--seed S]

The loop is App.run's body, run here so each key can be timed: the key event
is posted (time taken just before ``pygame.event.post``), the next pass of
the loop handles it, and the latency is the first ``speak()`` call it causes
minus the post time. The keys are chosen to play whole matches of Twenty
(three players, the default two normal bots) and every one of them speaks.
The CPU time of the loop thread over the same span is printed too: on a
busy machine the wall-clock tail is mostly waiting for a core. A second,
shorter run sleeps in ``pygame.event.wait`` as the windowed loop does, with keys
posted from another thread at random moments: what a player at a real
keyboard waits.
Prints figures only; target lines end in OK or MISSED; exit status 0.
"""

from __future__ import annotations

import argparse
import os
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from _stats import ms, p50_p99, percentile, verdict

REPO = Path(__file__).resolve().parents[1]
KEY_P99_TARGET = 0.005  # seconds
START_TARGET = 1.5  # seconds
INFO_KEYS = ("f2", "shift+f2", "f3", "shift+f3", "w", "r", "right", "left")
INFO_PER_TURN = 3
FRAME = 1 / 60  # keys arrive at random moments within a 60 Hz frame


def app_env(tmp: Path) -> dict[str, str]:
    """Dummy SDL drivers and throw-away user folders."""
    return {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "PARLOUR_CONFIG_DIR": str(tmp / "config"),
        "PARLOUR_DATA_DIR": str(tmp / "data"),
    }


class TimingSpeaker:
    """Records ``time.perf_counter()`` (and the thread's CPU time) at every
    ``speak()`` call."""

    name = "timing"

    def __init__(self) -> None:
        self.times: list[float] = []
        self.cpu: list[float] = []

    def speak(self, text: str, interrupt: bool) -> None:
        self.times.append(time.perf_counter())
        self.cpu.append(time.thread_time())

    def stop(self) -> None:
        """Nothing is being said."""

    def update(self) -> None:
        """Nothing is queued."""

    def busy(self) -> bool:
        return False

    def close(self) -> None:
        """Nothing to release."""


@dataclass
class LoopFigures:
    """What one scripted run of the loop measured (seconds)."""

    latency: dict[str, list[float]] = field(default_factory=dict)
    cpu: list[float] = field(default_factory=list)
    silent: dict[str, int] = field(default_factory=dict)
    lines: list[float] = field(default_factory=list)
    draw: list[float] = field(default_factory=list)
    bots: list[float] = field(default_factory=list)
    frames: int = 0
    matches: int = 0


@contextmanager
def timed_posts(stamps: list[tuple[float, float]]) -> Iterator[None]:
    """Make ``pygame.event.post`` note ``perf_counter()`` (and the thread's
    CPU time) right before posting."""
    import pygame

    real_post = pygame.event.post

    def post(event: pygame.event.Event) -> bool:
        stamps.append((time.perf_counter(), time.thread_time()))
        return real_post(event)

    pygame.event.post = post
    try:
        yield
    finally:
        pygame.event.post = real_post


class Player:
    """Chooses the next key from the app's state: enter through menus and
    summaries; on its turn a few report keys, then a fitting card (move to
    it, select it with space, play it with enter) or ``d`` when none fits."""

    def __init__(self) -> None:
        self.turn: tuple[object, int, int] | None = None
        self.info_left = 0
        self.info_next = 0

    def next_key(self, app: object) -> str:
        from game.app.screens import GameScreen
        from game.games.twenty.rules import move_value
        from game.games.twenty.session import HAND, TwentySession

        screen = app.screen  # type: ignore[attr-defined]
        if not isinstance(screen, GameScreen):
            return "return"
        session = screen.session
        assert isinstance(session, TwentySession)
        if session.flow.paused or session.side.is_over():
            return "return"
        view = session.view()
        turn = (session, view.deal_number, view.move_number)
        if turn != self.turn:
            self.turn = turn
            self.info_left = INFO_PER_TURN
        if self.info_left:
            self.info_left -= 1
            key = INFO_KEYS[self.info_next % len(INFO_KEYS)]
            self.info_next += 1
            return key
        session.cursor.refresh_rows()
        if session.cursor.row != HAND:
            return "up"
        fitting = [i for i, c in enumerate(session.hand) if move_value(c) <= view.move_number]
        if not fitting:
            return "d"
        target = fitting[-1]
        wrong = sorted(session.moves.selected - {target})
        goal = wrong[0] if wrong else target
        focus = session.cursor.focus[HAND]
        if focus < goal:
            return "right"
        if focus > goal:
            return "left"
        if wrong or target not in session.moves.selected:
            return "space"
        return "return"


def key_poster(keys: queue.Queue[str | None], seed: int) -> threading.Thread:
    """A thread that posts each key from ``keys`` at a random moment within
    the next frame, as a real key press arrives while the loop sleeps."""
    from game.app.main import post_key

    rng = random.Random(seed)

    def run() -> None:
        while (name := keys.get()) is not None:
            time.sleep(rng.uniform(0, FRAME))
            post_key(name)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def run_loop(presses: int, seed: int, cap_fps: bool = False) -> LoopFigures:
    """Run the app loop until ``presses`` keys have been handled. With
    ``cap_fps`` the loop sleeps in ``pygame.event.wait`` as App.run does
    with a window, and keys come from another thread at random moments."""
    import pygame

    from game.app.main import FRAME_MS, App, AppOptions, post_key

    keys: queue.Queue[str | None] = queue.Queue()
    poster = key_poster(keys, seed) if cap_fps else None
    speaker = TimingSpeaker()
    app = App(AppOptions(headless=True, seed=seed), speaker=speaker)
    player = Player()
    figures = LoopFigures()
    stamps: list[tuple[float, float]] = []
    pending: str | None = None
    handled = 0
    last_session: object = None
    waited: list[pygame.event.Event] = []
    with timed_posts(stamps):
        while app.running and handled < presses:
            for event in [*waited, *pygame.event.get()]:
                if event.type == pygame.QUIT:
                    app.running = False
                elif event.type == pygame.KEYDOWN:
                    before = len(speaker.times)
                    app.on_key(event.key, event.mod, getattr(event, "unicode", ""))
                    assert pending is not None
                    if len(speaker.times) > before:
                        posted, posted_cpu = stamps[-1]
                        delay = speaker.times[before] - posted
                        figures.latency.setdefault(pending, []).append(delay)
                        figures.cpu.append(speaker.cpu[before] - posted_cpu)
                    else:
                        figures.silent[pending] = figures.silent.get(pending, 0) + 1
                    handled += 1
                    pending = None
                elif event.type == pygame.VIDEORESIZE:
                    app.renderer.resize()
            t0 = time.perf_counter()
            app.step_bots(time.monotonic())
            t1 = time.perf_counter()
            app.speaker.update()
            t2 = time.perf_counter()
            lines = app.screen.lines()
            t3 = time.perf_counter()
            app.renderer.draw(lines, app.last_words)
            t4 = time.perf_counter()
            figures.bots.append(t1 - t0)
            figures.lines.append(t3 - t2)
            figures.draw.append(t4 - t3)
            figures.frames += 1
            session = getattr(app.screen, "session", None)
            if session is not None and session is not last_session:
                last_session = session
                figures.matches += 1
            if pending is None and app.bots_idle():
                pending = player.next_key(app)
                if poster is not None:
                    keys.put(pending)
                else:
                    post_key(pending)
            waited = []
            if cap_fps:
                # As App.run does with a window: sleep until an event or the
                # next frame is due.
                event = pygame.event.wait(FRAME_MS)
                if event.type != pygame.NOEVENT:
                    waited.append(event)
    if poster is not None:
        keys.put(None)
        poster.join(timeout=5)
    app.speaker.close()
    pygame.quit()
    return figures


def first_word_times(runs: int, tmp: Path) -> tuple[list[float], str]:
    """Seconds from spawning ``python -m game --headless --keys EMPTY`` to
    its first line of output, ``runs`` times; and that line."""
    keys = tmp / "empty.keys"
    keys.write_text("", encoding="utf-8")
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.update(app_env(tmp / "start"))
    times: list[float] = []
    first = ""
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "game", "--headless", "--keys", str(keys)],
                                cwd=REPO, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True, bufsize=1)
        assert proc.stdout is not None
        first = proc.stdout.readline().rstrip("\n")
        times.append(time.perf_counter() - start)
        proc.stdout.read()
        proc.wait(timeout=60)
    return times, first


def report(label: str, values: list[float], target: float | None = None,
           check: Callable[[list[float]], float] | None = None) -> None:
    """Print one labelled percentile line, with a verdict if there is a target."""
    line = f"{label}: {p50_p99(values)}"
    if target is not None and check is not None:
        line += f" (target p99 < {ms(target)}): {verdict(check(values) < target)}"
    print(line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="500 key presses, 5 starts")
    parser.add_argument("--presses", type=int, help="key presses to time (default 2000)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the matches (default 7)")
    args = parser.parse_args(argv)
    presses = args.presses or (500 if args.quick else 2000)

    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as name:
        tmp = Path(name)
        os.environ.update(app_env(tmp))
        os.environ.pop("DISPLAY", None)
        figures = run_loop(presses, args.seed)
        capped = run_loop(max(100, presses // 5), args.seed, cap_fps=True)
        starts, first = first_word_times(5, tmp)

    every = [v for values in figures.latency.values() for v in values]
    print(f"== app: {len(every)} key presses over {figures.matches} match(es) of Twenty, "
          f"{figures.frames} frames, seed {args.seed}; load average {load:.1f} "
          f"on {os.cpu_count()} cores")

    def p99(values: list[float]) -> float:
        return percentile(values, 99)

    report("app key -> speech latency (all keys)", every, KEY_P99_TARGET, p99)
    report("  same, CPU time of the loop thread only (no waiting for a core)", figures.cpu)
    for key in sorted(figures.latency, key=lambda k: -len(figures.latency[k])):
        values = figures.latency[key]
        print(f"  key {key}: p50 {ms(percentile(values, 50))}, p99 {ms(p99(values))}, "
              f"max {ms(max(values))} (n {len(values)})")
    if figures.silent:
        silent = ", ".join(f"{k} x{n}" for k, n in sorted(figures.silent.items()))
        print(f"  keys that said nothing (not counted): {silent}")
    frame = [a + b for a, b in zip(figures.lines, figures.draw, strict=True)]
    report("app frame (screen.lines + renderer.draw)", frame)
    report("  renderer.draw alone", figures.draw)
    report("  screen.lines alone", figures.lines)
    report("app step_bots per frame (instant pace)", figures.bots)
    waited = [v for values in capped.latency.values() for v in values]
    report("app key -> speech latency in the windowed loop (event wait), keys at random"
           " moments", waited, KEY_P99_TARGET, p99)
    median = statistics.median(starts)
    worst = max(starts)
    runs = ", ".join(f"{s:.2f}" for s in starts)
    print(f"app start to first spoken word: median {median:.2f} s, max {worst:.2f} s "
          f"(runs {runs} s; target < {START_TARGET} s): {verdict(worst < START_TARGET)}")
    print(f"  first line: {first!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
