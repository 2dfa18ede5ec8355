"""The game's own voice, measured on the sound itself.

    python bench/bench_speech_sound.py [--quick] [--presses N] [--launches N] [--launch-only]

SDL's ``disk`` audio driver writes what the mixer plays to a file, in real
time (it waits one buffer, 512 frames or 11.6 ms, between writes, as a sound
card would), so the moment a sample appears in the file is the moment it
would reach the speaker, give or take that buffer. The file is read while it
grows; a sample louder than :data:`LOUD` (about -40 dB) is sound.

* launch -> first audible word: ``python -m game`` started as a player
  starts it (a window on SDL's dummy video driver, a fresh profile, speech
  ``auto`` with no screen reader running: the game's own voice), from just
  before the process is created until the first loud sample of its first
  words is in the file. Target under 0.3 s. The profile's first
  launch (which makes what later launches find kept: the opening's words
  and its sound) is said apart; the verdict is on the worst of the others.
  Each figure comes with the CPU time the game had used by its first word
  (every thread's, from /proc) and the load average: on a busy machine the
  wall time is mostly the wait for a core.
* key -> first audible sample: a message spoken with interrupt, as a focus
  key does, once the last one has fallen silent; between frames the loop
  sleeps in ``pygame.event.wait(FRAME_MS)`` as the game's does (the voice
  wakes it when a sentence is made). Short and long message, p50 / p99;
  target p99 under 50 ms.
* cut -> silence: ``stop()`` (Ctrl) or an interrupt 0.3 s into a message,
  until the file falls silent (and stays so for 30 ms).

Real espeak-ng through pyttsx3. Prints figures only; exit status 0.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from array import array
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _stats import ms, p50_p99, percentile, verdict  # noqa: E402

LOUD = 300
"""A 16-bit sample above this (about -40 dB of full scale) is sound."""
LAUNCH_TARGET = 0.3
START_P99_TARGET = 0.050
FRAME_SECONDS = 0.016  # game.app.main.FRAME_MS
SILENT_FOR = 0.030
FIRST_LISTEN = 5.0
"""Seconds the first launch runs after its first word, as a player listens."""
SHORT = "Seven of hearts, 3 of 9."
LONG = (
    "Round 3 is over. Ada has 45 points, Bob has 120 points, you have 30 points. "
    "Ada completed phase 4 with two sets of three. Bob is still on phase 2. "
    "You completed phase 5 and lead the game. Cleo went out first and scored nothing. "
    "The stock was shuffled twice. Ada skipped you four times. "
    "The next round starts when you press Enter."
)
LONG_FIRST_LONG = (  # a long report whose first sentence is long too
    "Ada has 45 points, Bob has 120 points, Cleo has 75 points and you have 30 points, "
    "so Ada leads by 15. Round 4 starts when you press Enter."
)


class Tail:
    """The disk driver's file as it grows: 16-bit stereo frames."""

    def __init__(self, path: Path, rate: int = 44100, channels: int = 2) -> None:
        self.path, self.rate, self.channels = path, rate, channels
        self.frames = 0  # frames read so far
        self._offset = 0

    def read(self) -> array:
        """The samples written since the last read (whole frames only)."""
        try:
            with self.path.open("rb") as f:
                f.seek(self._offset)
                raw = f.read()
        except FileNotFoundError:
            return array("h")
        frame_bytes = 2 * self.channels
        raw = raw[: len(raw) // frame_bytes * frame_bytes]
        self._offset += len(raw)
        data = array("h")
        data.frombytes(raw)
        self.frames += len(data) // self.channels
        return data


def cpu_seconds(pid: int) -> float | None:
    """The CPU time a running process has used so far, every thread's (Linux
    ``/proc/PID/task/*/schedstat``, in nanoseconds); None elsewhere. On a busy
    machine the wall time to the first word is mostly waiting for a core; this
    is the work the launch itself did."""
    total = 0
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            with (task / "schedstat").open() as f:
                total += int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return total / 1e9


def launch_to_first_word(folder: Path, listen: float = 0.0) -> tuple[float, float | None]:
    """Seconds from starting the game until its first word is in the file,
    and the CPU seconds the game had used by then; the game is stopped
    ``listen`` seconds after it (what it keeps for later launches is kept
    while its first words are said)."""
    raw = folder / "launch.raw"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk",
               SDL_DISKAUDIOFILE=str(raw), PYGAME_HIDE_SUPPORT_PROMPT="1",
               PARLOUR_CONFIG_DIR=str(folder / "config"), PARLOUR_DATA_DIR=str(folder / "data"),
               SPEECHD_ADDRESS=f"unix_socket:{folder / 'none.sock'}", BRLAPI_HOST=":99")
    raw.unlink(missing_ok=True)
    tail = Tail(raw)
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while time.perf_counter() - started < 20:
            if any(abs(x) > LOUD for x in tail.read()):
                heard = time.perf_counter() - started, cpu_seconds(process.pid)
                time.sleep(listen)
                return heard
            time.sleep(0.002)
        raise SystemExit("the game said nothing within 20 s")
    finally:
        # Killed, not asked to end: SDL turns SIGTERM into a quit event that a
        # launch still loading answers only seconds later, with its goodbye.
        process.kill()
        process.wait(10)


class Watcher:
    """Reads the growing file on a thread of its own, every millisecond, and
    notes when each piece arrived and whether it held sound: the game's
    thread, asleep up to a frame, could not see it in time."""

    def __init__(self, tail: Tail) -> None:
        self._tail = tail
        self.pieces: list[tuple[float, bool]] = []  # (seen at, loud)
        self._lock = threading.Lock()
        threading.Thread(target=self._run, daemon=True).start()

    def _run(self) -> None:
        while True:
            data = self._tail.read()
            if data:
                loud = any(abs(x) > LOUD for x in data)
                with self._lock:
                    self.pieces.append((time.perf_counter(), loud))
            time.sleep(0.001)

    def first_loud_after(self, moment: float) -> float | None:
        with self._lock:
            return next((t for t, loud in self.pieces if t > moment and loud), None)

    def silent_since(self, moment: float) -> float | None:
        """When the sound stopped for good (SILENT_FOR) after ``moment``."""
        with self._lock:
            pieces = [(t, loud) for t, loud in self.pieces if t > moment]
        quiet: float | None = None
        for t, loud in pieces:
            if loud:
                quiet = None
            elif quiet is None:
                quiet = t
        if quiet is not None and pieces and pieces[-1][0] - quiet >= SILENT_FOR:
            return quiet
        return None


def in_process(presses: int, folder: Path) -> None:
    """Key -> first audible sample, and cut -> silence, in this process, with
    the game loop's own wait (``pygame.event.wait(FRAME_MS)``, which the
    voice wakes when a sentence is made)."""
    raw = folder / "voice.raw"
    os.environ.update(SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(raw),
                      SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    import pygame

    from game.app.main import FRAME_MS
    from game.sound.mixer import init_mixer
    from game.speech import VoiceSpeaker

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    if not init_mixer():
        raise SystemExit("no mixer")
    speaker = VoiceSpeaker()
    watcher = Watcher(Tail(raw))

    def frames_until(done: Callable[[], bool], limit: float = 10.0) -> None:
        started = time.perf_counter()
        while not done():
            pygame.event.wait(FRAME_MS)  # as App.run: wakes on any event
            pygame.event.clear()
            speaker.update()
            if time.perf_counter() - started > limit:
                raise SystemExit("the voice did not do it within 10 s")

    def silence() -> float:
        """Seconds from now until the file fell silent for good."""
        now = time.perf_counter()
        frames_until(lambda: watcher.silent_since(now) is not None)
        quiet = watcher.silent_since(now)
        assert quiet is not None
        return max(0.0, quiet - now)

    def first_sound(text: str) -> float:
        silence()
        started = time.perf_counter()
        speaker.speak(text, True)
        frames_until(lambda: watcher.first_loud_after(started) is not None)
        heard = watcher.first_loud_after(started)
        assert heard is not None
        return heard - started

    first_sound("Warm up.")
    for name, text in (("short", SHORT), ("long", LONG),
                       ("long, long first sentence", LONG_FIRST_LONG)):
        times = []
        for _ in range(presses):
            times.append(first_sound(text))
        p99 = percentile(times, 99)
        print(f"voice on sound, key -> first audible sample, {name} message ({len(text)} chars):"
              f" {p50_p99(times)} {verdict(p99 < START_P99_TARGET)}"
              f" (target p99 < {ms(START_P99_TARGET)})")
    for how in ("stop (Ctrl)", "interrupt (focus key, nothing new)"):
        cuts = []
        for _ in range(max(5, presses // 2)):
            first_sound(LONG)
            time.sleep(0.3)  # a little of it is heard
            started = time.perf_counter()
            if how.startswith("stop"):
                speaker.stop()
            else:
                speaker.speak("", True)
            cuts.append(time.perf_counter() - started + silence())
        print(f"voice on sound, {how} -> silence: {p50_p99(cuts)}")
    speaker.close()


def seconds(value: float | None) -> str:
    return "not known here" if value is None else f"{value:.3f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--presses", type=int, default=40)
    parser.add_argument("--launches", type=int, default=5)
    parser.add_argument("--launch-only", action="store_true",
                        help="measure the launches only, not the keys and cuts")
    args = parser.parse_args()
    presses = 10 if args.quick else args.presses
    launches = 2 if args.quick else args.launches
    with tempfile.TemporaryDirectory(prefix="parlour-bench-sound-") as scratch:
        folder = Path(scratch)
        # A fresh profile's first launch makes what later ones find kept (the
        # opening's words and sound, game/app/early.py): said apart, once.
        load = os.getloadavg()[0]
        first, first_cpu = launch_to_first_word(folder, listen=FIRST_LISTEN)
        print(f"launch -> first audible word (own voice), first launch of a profile:"
              f" {first:.2f} s, CPU {seconds(first_cpu)}")
        measured = [launch_to_first_word(folder) for _ in range(launches)]
        times = [wall for wall, _ in measured]
        cpus = [cpu for _, cpu in measured if cpu is not None]
        worst = max(times)
        cpu_figures = (f"median {percentile(cpus, 50):.3f} s, max {max(cpus):.3f} s"
                       if cpus else "not known here")
        print(f"launch -> first audible word (own voice): median {percentile(times, 50):.2f} s,"
              f" max {worst:.2f} s over {launches} starts {verdict(worst < LAUNCH_TARGET)}"
              f" (target < {LAUNCH_TARGET:.1f} s); CPU time to it: {cpu_figures};"
              f" load average {load:.1f} -> {os.getloadavg()[0]:.1f}")
        if not args.launch_only:
            in_process(presses, folder)


if __name__ == "__main__":
    main()
