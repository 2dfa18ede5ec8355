"""Key to Speech Dispatcher: how long from a key press until the daemon has
the message the key caused.

    python bench/bench_speechd.py [--quick] [--presses N]

A speech-dispatcher of the benchmark's own is started (temporary config, the
``dummy`` output module into ALSA's null device, its own socket, log level
5). The real App runs with the game's SSIP speaker on that socket; keys move
through the main menu (each speaks one message, interrupting the last). The
latency of a key is the daemon's log time for the text line of its SPEAK
minus the wall-clock time just before the key event was posted. Keys come
``--gap`` seconds apart, as a fast player's do. The time ``speak()`` takes
on the game's thread is printed too (it only queues).
Prints figures only; target lines end in OK or MISSED; exit status 0.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

from _stats import p50_p99, percentile, verdict

REPO = Path(__file__).resolve().parents[1]
KEY_TO_DAEMON_P99_TARGET = 0.010  # seconds
CONFIG = """\
LogLevel 5
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "dummy" "sd_dummy" ""
DefaultModule dummy
"""
DATA = re.compile(r"^\[(\w{3} \w{3} +\d+ [\d:]+ \d{4}) : (\d+)\] speechd: +\d+:DATA:\|(.*)$",
                  re.MULTILINE)


def start_daemon(root: Path) -> tuple[subprocess.Popen[bytes], Path, Path]:
    """A daemon of our own; its process, socket and log file."""
    (root / "conf").mkdir(parents=True)
    (root / "conf" / "speechd.conf").write_text(CONFIG)
    sock, logs = root / "speechd.sock", root / "log"
    logs.mkdir()
    process = subprocess.Popen(
        ["speech-dispatcher", "-s", "-l", "5", "-L", str(logs), "-C", str(root / "conf"),
         "-c", "unix_socket", "-S", str(sock), "-t", "0", "-P", str(root / "pid")],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not sock.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            raise SystemExit("speech-dispatcher did not start")
        time.sleep(0.02)
    return process, sock, logs / "speech-dispatcher.log"


def spoken_at(log_text: str) -> list[tuple[float, float, str]]:
    """(epoch seconds of the CANCEL SELF before it, of the text, the text) for
    every SPEAK in the daemon's log."""
    lines = [(datetime.strptime(stamp, "%a %b %d %H:%M:%S %Y").timestamp() + int(micro) / 1e6,
              text.rstrip("\r")) for stamp, micro, text in DATA.findall(log_text)]
    result = []
    for i, (_, text) in enumerate(lines[:-1]):
        if text == "SPEAK":
            when, said = lines[i + 1]
            cancel = lines[i - 1][0] if i and lines[i - 1][1] == "CANCEL SELF" else when
            result.append((cancel, when, said))
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100 presses instead of 400")
    parser.add_argument("--presses", type=int)
    parser.add_argument("--gap", type=float, default=0.02, help="seconds between keys")
    args = parser.parse_args()
    presses = args.presses or (100 if args.quick else 400)
    if shutil.which("speech-dispatcher") is None:
        print("speech-dispatcher is not installed (apt-get install speech-dispatcher): skipped")
        return 0
    tmp = Path(tempfile.mkdtemp(prefix="parlour-bench-speechd-"))
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                      PYGAME_HIDE_SUPPORT_PROMPT="1", PARLOUR_CONFIG_DIR=str(tmp / "config"),
                      PARLOUR_DATA_DIR=str(tmp / "data"))
    process, sock, log_file = start_daemon(tmp / "speechd")
    os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{sock}"
    sys.path.insert(0, str(REPO))
    try:
        return run(presses, args.gap, log_file)
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(5)
        shutil.rmtree(tmp, ignore_errors=True)


def run(presses: int, gap: float, log_file: Path) -> int:
    from game.app.main import App, AppOptions, post_key
    from game.speech import SpeechDispatcherSpeaker, choose_speaker

    speaker, _ = choose_speaker("screenreader", mixer_ready=False)
    assert isinstance(speaker, SpeechDispatcherSpeaker), "the daemon was not reached"
    calls: list[float] = []
    speak = speaker.speak

    def timed_speak(text: str, interrupt: bool) -> None:
        started = time.perf_counter()
        speak(text, interrupt)
        calls.append(time.perf_counter() - started)

    speaker.speak = timed_speak  # type: ignore[method-assign]
    app = App(AppOptions(headless=True), speaker=speaker)
    time.sleep(0.5)
    before = len(spoken_at(log_file.read_text(errors="replace")))
    keys: list[tuple[float, str]] = []
    for number in range(presses):
        key = "down" if (number // 9) % 2 == 0 else "up"  # up and down the menu
        posted = time.time()
        post_key(key)
        app.frame()
        keys.append((posted, app.last_words[-1]))
        time.sleep(gap)
    time.sleep(1.0)
    app.close()
    heard = spoken_at(log_file.read_text(errors="replace"))[before:]
    if [text for _, _, text in heard] != [text for _, text in keys]:
        print(f"the daemon logged {len(heard)} texts for {len(keys)} keys, not in key order")
        return 0
    pairs = list(zip(heard, keys, strict=True))
    latencies = [when - posted for (_, when, _), (posted, _) in pairs]
    to_cancel = [cancel - posted for (cancel, _, _), (posted, _) in pairs]
    p99 = percentile(latencies, 99)
    print(f"key -> text received by speech-dispatcher ({presses} keys, {gap * 1000:.0f} ms apart):"
          f" {p50_p99(latencies)}")
    print(f"  target p99 < {KEY_TO_DAEMON_P99_TARGET * 1000:.0f} ms: "
          f"{verdict(p99 < KEY_TO_DAEMON_P99_TARGET)}")
    print(f"  of which key -> CANCEL SELF received: {p50_p99(to_cancel)}")
    print(f"speak() on the game's thread: {p50_p99(calls)}")
    print(f"machine load (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
