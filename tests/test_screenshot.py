"""A real window under Xvfb: the game screen is drawn large, yellow focus and
white text on black, and the hand is shown as text. The screenshot is taken
from the X server with ImageMagick's ``import``, not from pygame."""

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

from game.app.render import BACKGROUND, FOCUS, TEXT
from tests.helpers_app import DRIVER, PYTHON, REPO, app_env

SCREEN = (1024, 768)
COPY_FOR_THE_LEAD = Path("/tmp/parlour-screenshot.png")

RANKS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack"}
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

pytestmark = [
    pytest.mark.skipif(shutil.which("Xvfb") is None,
                       reason="Xvfb is missing: apt-get install xvfb"),
    pytest.mark.skipif(shutil.which("import") is None,
                       reason="ImageMagick's import is missing: apt-get install imagemagick"),
]


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A fresh Xvfb server; Xvfb picks a free display number itself."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
         "-nolisten", "tcp"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    number = b""
    deadline = time.monotonic() + 15
    while not number.endswith(b"\n") and time.monotonic() < deadline:
        chunk = os.read(read_end, 16)
        if not chunk:
            break
        number += chunk
    os.close(read_end)
    if not number.strip().isdigit():
        server.kill()
        server.wait()
        pytest.fail(f"Xvfb did not start (said {number!r})")
    try:
        yield f":{number.decode().strip()}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def wait_for(path: Path, process: subprocess.Popen[str], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not path.exists():
        if process.poll() is not None:
            _, err = process.communicate()
            pytest.fail(f"the game ended early ({process.returncode}): {err}")
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail("the game did not reach the game screen in time")
        time.sleep(0.05)


def pixels(surface: pygame.Surface, rect: tuple[int, int, int, int]) -> list[tuple[int, ...]]:
    x0, y0, w, h = rect
    return [tuple(surface.get_at((x, y)))[:3]
            for y in range(y0, y0 + h) for x in range(x0, x0 + w)]


def spoken_hand(codes: list[str]) -> str:
    """Card codes as the game speaks them: "AS" -> "ace of spades"."""
    names = [f"{RANKS.get(c[:-1], c[:-1])} of {SUITS[c[-1]]}" for c in codes]
    return ", ".join(names[:-1]) + " and " + names[-1]


@pytest.fixture(scope="module")
def shot(display: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Play to the game screen in a real window, press F2, take a screenshot."""
    tmp = tmp_path_factory.mktemp("screenshot")
    (tmp / "config").mkdir()
    (tmp / "config" / "settings.json").write_text(json.dumps({"pace": "instant"}))
    state, done, png = tmp / "state.json", tmp / "done", tmp / "screen.png"
    config = {"keys": ["return", "f2"], "speech": "text", "seed": 5, "state": str(state),
              "window_png": str(tmp / "window.png"), "hold_until": str(done)}
    (tmp / "driver.json").write_text(json.dumps(config))
    env = app_env(tmp, DISPLAY=display, SDL_VIDEODRIVER="x11")
    game = subprocess.Popen([PYTHON, str(DRIVER), str(tmp / "driver.json")], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(state, game)
        time.sleep(0.3)  # a few more frames drawn while the window is up
        taken = subprocess.run(["import", "-display", display, "-window", "root", str(png)],
                               capture_output=True, text=True, timeout=30, check=False)
    finally:
        done.touch()
        _, err = game.communicate(timeout=30)
    assert taken.returncode == 0, taken.stderr
    assert game.returncode == 0, err
    assert "Traceback" not in err
    shutil.copyfile(png, COPY_FOR_THE_LEAD)
    return {"state": json.loads(state.read_text()), "png": png, "window_png": tmp / "window.png"}


@pytest.fixture(scope="module")
def image(shot: dict[str, Any]) -> pygame.Surface:
    return pygame.image.load(str(shot["png"]))


def window_rect(state: dict[str, Any]) -> tuple[int, int, int, int]:
    x, y = state["window_position"]
    w, h = state["window_size"]
    return x, y, w, h


def test_the_game_ran_in_a_real_window_on_the_game_screen(shot: dict[str, Any]) -> None:
    state = shot["state"]
    assert state["video_driver"] == "x11"
    assert state["speaker"] == "text"
    assert state["screen"] == "GameScreen"
    assert state["window_size"] == [960, 640]


def test_the_screenshot_has_the_screen_size_and_is_not_uniform(image: pygame.Surface) -> None:
    assert image.get_size() == SCREEN
    colours = set(pixels(image, (0, 0, *SCREEN))[::7])
    assert len(colours) > 50  # anti-aliased text in three colours on black
    assert FOCUS in colours
    assert TEXT in colours
    assert BACKGROUND in colours


def test_the_screenshot_shows_what_the_app_drew(shot: dict[str, Any],
                                                image: pygame.Surface) -> None:
    drawn = pygame.image.load(str(shot["window_png"]))
    x, y, w, h = window_rect(shot["state"])
    assert x + w <= SCREEN[0] and y + h <= SCREEN[1]
    assert min(x, y) >= 0
    seen = image.subsurface((x, y, w, h))
    assert pygame.image.tobytes(seen, "RGB") == pygame.image.tobytes(drawn, "RGB")


def test_the_hand_is_shown_as_card_codes_and_matches_the_spoken_hand(
    shot: dict[str, Any],
) -> None:
    state = shot["state"]
    hand_line = state["lines"][1]
    codes = hand_line.split(", ")
    assert len(codes) == 7
    for code in codes:
        assert code[-1] in SUITS and code[:-1] in {*RANKS, *map(str, range(2, 11))}, code
    status = state["last_words"][-1]  # F2, pressed last
    assert status.startswith(f"You hold 7 cards: {spoken_hand(codes)}. ")


def test_the_focus_and_hand_lines_are_drawn_where_the_renderer_puts_them(
    shot: dict[str, Any], image: pygame.Surface
) -> None:
    state = shot["state"]
    wx, wy, ww, _ = window_rect(state)
    (fx, fy, fw, fh), (hx, hy, hw, hh) = state["rects"][:2]
    focus_line = pixels(image, (wx + fx, wy + fy, fw, fh))
    hand_line = pixels(image, (wx + hx, wy + hy, hw, hh))
    assert focus_line.count(FOCUS) > 100 and TEXT not in focus_line
    assert hand_line.count(TEXT) > 100 and FOCUS not in hand_line
    # Right of the hand's text, to the window's edge, there is only background.
    beyond = pixels(image, (wx + hx + hw + 4, wy + hy, ww - hx - hw - 8, hh))
    assert set(beyond) == {BACKGROUND}
    # Left of the window there is nothing drawn either (the root is black).
    assert set(pixels(image, (0, wy, wx, 40))) <= {BACKGROUND}
