"""Screenshot tests where the table once broke, in a real window
under Xvfb: every game at its most crowded (Phase 10 with five opponents,
Shithead with four), mid-game (laid groups, face-up rows), at 100, 200,
250 and 300% on 1920x1080 and 1366x768. In each frame the app drew,
nothing meets anything else nor leaves the window, rings, lifts and the
hand's frame counted (tests/test_table_apart.py), and every public card
of the player's view is drawn (tests/test_table_public.py)."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers_app import DRIVER, PYTHON, REPO, app_env
from tests.table_cases import CROWDED
from tests.xvfb import xvfb

SCREEN = (1920, 1080)
SIZES = ((1920, 1080), (1366, 768))
VARIANTS = [(100, "yellow"), (200, "yellow"), (250, "yellow"), (300, "yellow")]

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None,
                                reason="Xvfb is missing: apt-get install xvfb")


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    with xvfb(SCREEN) as name:
        yield name


def run_crowded(display: str, tmp: Path, game_id: str, size: tuple[int, int]) -> dict[str, Any]:
    (tmp / "config").mkdir(exist_ok=True)
    (tmp / "config" / "settings.json").write_text(json.dumps(
        {"pace": "instant", "game": game_id, "opponents": CROWDED[game_id] - 1}))
    state = tmp / "state.json"
    config = {"keys": ["return"], "speech": "text", "seed": 5, "state": str(state),
              "window_png": str(tmp / "window.png"), "window_size": list(size),
              "variants": VARIANTS, "still_clock": True, "mid_game": game_id, "apart": True}
    (tmp / "driver.json").write_text(json.dumps(config))
    env = app_env(tmp, DISPLAY=display, SDL_VIDEODRIVER="x11")
    done = subprocess.run([PYTHON, str(DRIVER), str(tmp / "driver.json")], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=200, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    result: dict[str, Any] = json.loads(state.read_text())
    return result


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_crowded_mid_game_tables_in_a_real_window_keep_everything_apart_and_public(
        display: str, tmp_path: Path, game_id: str, size: tuple[int, int]) -> None:
    state = run_crowded(display, tmp_path, game_id, size)
    assert state["video_driver"] == "x11" and state["window_size"] == list(size), state
    assert state["mid_game"], "the game ended before public rows lay on the table"
    for n, (zoom, _) in enumerate(VARIANTS):
        variant = state[f"variant{n}"]
        where = (game_id, size, zoom)
        assert variant["to_move"], where  # the player's turn: the hand framed
        assert not variant["meets"], (where, variant["meets"])
        assert not variant["missing"], (where, variant["missing"])
        assert variant["public"] >= 3, (where, variant["public"])
        focus = variant["shown"]["focus"]  # where the window shows it
        assert focus is not None, where
        x, y, w, h = focus
        assert x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1], (where, focus)
