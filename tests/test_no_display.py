"""Without a display the game says so in one sentence and exits, instead of
running invisibly (SDL's "offscreen" driver) until it is killed; the
sentence is all the terminal shows, not after lines of SDL and ALSA noise."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is how Linux finds one")
def test_no_display_one_sentence_and_exit(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.pop("SDL_AUDIODRIVER", None)  # as a player has it: the sound system's noise would show
    runtime = tmp_path / "run"  # as in a real login without a desktop (ssh)
    runtime.mkdir(mode=0o700)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    started = time.monotonic()
    try:
        done = subprocess.run([sys.executable, "-m", "game", "--speech", "text"], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        pytest.fail("without a display the game ran on, invisibly, until killed")
    elapsed = time.monotonic() - started
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 1
    assert lines == ["Parlour needs a display for its window and found none (DISPLAY and"
                     " WAYLAND_DISPLAY are not set): start it from your desktop session."]
    assert elapsed < 10
