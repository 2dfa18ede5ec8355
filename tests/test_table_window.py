"""Full screen and the window's size are real. The window opens
at a sensible share of the screen (or as the player left it); F11 fills
the screen at its resolution under a real X server with a window manager
(openbox, when installed), the table is laid out for the whole screen
(OCR reads the status strip, its words at least 32 px at 1080 lines), and
both size and full screen are kept in the settings."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app.settings import Settings, load_settings, save_settings
from game.app.window import remember_size, sensible_size
from tests.helpers_app import DRIVER, PYTHON, REPO, app_env
from tests.xvfb import xvfb

SCREEN = (1920, 1080)


def test_a_new_window_takes_a_share_of_the_screen_and_a_kept_one_its_size() -> None:
    assert sensible_size((1920, 1080), (0, 0)) == (1536, 864)
    assert sensible_size((1366, 768), (0, 0)) == (1092, 614)
    assert sensible_size((1920, 1080), (1000, 700)) == (1000, 700)
    assert sensible_size((1366, 768), (1920, 1080)) == (1092, 614)  # no longer fits
    assert sensible_size((800, 600), (0, 0)) == (640, 480)


def test_size_and_full_screen_are_kept_in_the_settings(tmp_path: Path) -> None:
    pygame.init()
    pygame.display.set_mode((700, 500))
    settings = Settings()
    assert remember_size(settings, (1200, 700))
    assert not remember_size(settings, (1200, 700))  # unchanged: nothing to save
    settings.full_screen = True
    path = tmp_path / "settings.json"
    save_settings(settings, path)
    loaded, problem = load_settings(path)
    assert problem is None
    assert (loaded.window_width, loaded.window_height, loaded.full_screen) == (1200, 700, True)


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """Xvfb with openbox on it when installed (a window manager answers full
    screen requests as a desktop does)."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is missing: apt-get install xvfb")
    with xvfb(SCREEN) as name:
        yield from window_manager(name)


def window_manager(name: str) -> Iterator[str]:
    """openbox on ``name`` when installed, ready before the test runs."""
    manager = None
    if shutil.which("openbox"):
        manager = subprocess.Popen(["openbox", "--sm-disable"], env={**os.environ, "DISPLAY": name},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        ready = time.monotonic() + 10  # openbox owns the screen when it sets the WM check
        while time.monotonic() < ready:
            probe = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                                   env={**os.environ, "DISPLAY": name}, capture_output=True,
                                   text=True, check=False) if shutil.which("xprop") else None
            if probe is None or "window id" in probe.stdout:
                break
            time.sleep(0.1)
    try:
        yield name
    finally:
        if manager is not None:
            manager.terminate()
            manager.wait(timeout=10)


def run_app(display: str, tmp: Path, keys: list[str], settings: dict[str, Any]
            ) -> dict[str, Any]:
    (tmp / "config").mkdir(exist_ok=True)
    (tmp / "config" / "settings.json").write_text(json.dumps(
        {"pace": "instant", "game": "phase10", "opponents": 3, **settings}))
    state = tmp / "state.json"
    state.unlink(missing_ok=True)
    config = {"keys": keys, "speech": "text", "seed": 5, "state": str(state),
              "window_png": str(tmp / "window.png")}
    (tmp / "driver.json").write_text(json.dumps(config))
    env = app_env(tmp, DISPLAY=display, SDL_VIDEODRIVER="x11")
    done = subprocess.run([PYTHON, str(DRIVER), str(tmp / "driver.json")], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(state.read_text())
    return result


def test_f11_fills_the_screen_and_the_next_start_remembers(display: str,
                                                           tmp_path: Path) -> None:
    first = run_app(display, tmp_path, ["return"], {})
    assert first["window_size"] == [1536, 864]  # four fifths of the screen
    full = run_app(display, tmp_path, ["return", "f11"], {})
    assert full["window_size"] == list(SCREEN)
    assert "Full screen." in full["last_words"], full["last_words"]
    kept = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert kept["full_screen"] is True
    # Laid out for the whole screen: the strip's words are large there.
    status = full["drawn"]["texts"]["status"]
    assert status[3] >= 32, status
    if shutil.which("tesseract"):
        image = pygame.image.load(str(tmp_path / "window.png"))
        assert image.get_size() == SCREEN
        x, y, w, h = status
        pygame.image.save(image.subsurface((x, y, w, h)), str(tmp_path / "status.png"))
        read = subprocess.run(["tesseract", str(tmp_path / "status.png"), "stdout", "--psm", "6"],
                              capture_output=True, text=True, timeout=60, check=False).stdout
        assert "phase" in read.lower(), read
    again = run_app(display, tmp_path, ["return"], {"full_screen": True})
    assert again["window_size"] == list(SCREEN)  # full screen from the start
    back = run_app(display, tmp_path, ["return", "f11"], {"full_screen": True})
    assert back["window_size"] != list(SCREEN)
    assert json.loads((tmp_path / "config" / "settings.json").read_text())["full_screen"] is False
