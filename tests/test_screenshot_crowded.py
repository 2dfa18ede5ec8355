"""Screenshot tests where the table once broke, in a real window
under Xvfb: every game at its most crowded (Phase 10 with five opponents,
Shithead with four), mid-game (laid groups, face-up rows), at 100, 200,
250 and 300% on 1920x1080 and 1366x768. In each frame the app drew,
nothing meets anything else nor leaves the window, rings, lifts and the
hand's frame counted (tests/test_table_apart.py), and every public card
of the player's view is drawn (tests/test_table_public.py); and at
1366x768 and at 250% OCR reads the table's words back off the pixels."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app.table_layout import LAST
from tests.helpers_app import DRIVER, PYTHON, REPO, app_env
from tests.table_cases import CROWDED
from tests.test_screenshot import ocr
from tests.test_table_overlap import read_all, words_of
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
        if shutil.which("tesseract") and (size == (1366, 768) or zoom == 250):
            read_back(state, n, tmp_path, where)


def read_back(state: dict[str, Any], n: int, tmp: Path, where: tuple[object, ...]) -> None:
    """The table's words read off the app's own picture of variant ``n``
    (the window, or a zoom's canvas) by OCR: the status strip, each
    seat's "Ada: 9 cards", the last mover's box (1366x768 at every zoom,
    and 250% on both screens: the sizes the other OCR tests leave out)."""
    picture = pygame.image.load(str(tmp / f"window.png.{n}.table.png"))
    texts = state[f"variant{n}"]["drawn"]["texts"]
    table = state["table"]
    boxes = {f"seat:{i}": pygame.Rect(texts[f"seat:{i}"]) for i in range(len(table["seats"]))}
    boxes[LAST] = pygame.Rect(texts[LAST])
    read = read_all(picture, boxes, tmp / f"table{n}.png")
    for i, (name, count) in enumerate(table["seats"]):
        seen = read[f"seat:{i}"]
        assert name.lower() in seen and f"{count} card" in seen, (where, seen, name, count)
    if table["last_move"] is not None:
        assert "last move" in read[LAST] and table["last_move"].lower() in read[LAST], \
            (where, read[LAST])
    status = ocr(picture, texts["status"], tmp / f"status{n}.png")
    want = [w for part in table["status"] if part for w in words_of(part)]
    found = [w for w in want if w in status.split()]
    assert len(found) >= 0.8 * len(want), (where, status, want)
