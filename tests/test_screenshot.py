"""A real window under Xvfb: each game's table is drawn as cards, at three
zoom levels and in each theme. Checked on the screenshots: the focused
card's box lies inside the window, no two card boxes overlap, and OCR
(Debian's tesseract-ocr) reads the status strip (whose turn, move or
phase, scores), the opponents' names with their card counts and the box
naming the last move's mover, with no report key pressed; no two lines
of words drawn overlap. PARLOUR_SCREENSHOTS=1 copies the pictures into
docs/screenshots/. The first picture of each game is taken from the X
server with ImageMagick's ``import`` and must equal what the app drew (the
table's clock held still, so that the last move's mark does not go out
between the two)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tests.helpers_app import DRIVER, PYTHON, REPO, app_env
from tests.xvfb import xvfb

SCREEN = (1920, 1080)
GAMES = ("twenty", "phase10", "tenphases", "shithead")
VARIANTS = [(100, "yellow"), (200, "yellow"), (250, "yellow"), (300, "yellow"), (300, "white"),
            (100, "white"), (100, "paper"), (300, "paper")]
DOCS = REPO / "docs" / "screenshots"

pytestmark = [
    pytest.mark.skipif(shutil.which("Xvfb") is None,
                       reason="Xvfb is missing: apt-get install xvfb"),
    pytest.mark.skipif(shutil.which("import") is None,
                       reason="ImageMagick's import is missing: apt-get install imagemagick"),
    pytest.mark.skipif(shutil.which("tesseract") is None,
                       reason="tesseract is missing: apt-get install tesseract-ocr"),
]


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A fresh Xvfb server; Xvfb picks a free display number itself."""
    with xvfb(SCREEN) as name:
        yield name


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


@pytest.fixture(scope="module", params=GAMES)
def shot(request: pytest.FixtureRequest, display: str,
         tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Start the game in a real window, move the focus and select a card,
    then draw each variant; the first picture is also taken from X."""
    game_id = request.param
    tmp = tmp_path_factory.mktemp(f"screenshot-{game_id}")
    (tmp / "config").mkdir()
    (tmp / "config" / "settings.json").write_text(json.dumps(
        {"pace": "instant", "game": game_id, "opponents": 3 if game_id != "twenty" else 2}))
    state, done, png = tmp / "state.json", tmp / "done", tmp / "screen.png"
    config = {"keys": ["return", "right", "space", "right"], "speech": "text", "seed": 5,
              "state": str(state), "window_png": str(tmp / "window.png"),
              "hold_until": str(done), "window_size": [1440, 810], "variants": VARIANTS,
              "still_clock": True}
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
    if os.environ.get("PARLOUR_SCREENSHOTS"):  # refresh the README's pictures on demand
        DOCS.mkdir(parents=True, exist_ok=True)
        for n, (zoom, theme) in enumerate(VARIANTS):
            shutil.copyfile(f"{tmp / 'window.png'}.{n}.png",
                            DOCS / f"{game_id}-{zoom}-{theme}.png")
    return {"game": game_id, "state": json.loads(state.read_text()), "png": png,
            "window_png": tmp / "window.png", "tmp": tmp}


def ocr(image: pygame.Surface, box: list[int], path: Path) -> str:
    """Tesseract's reading of one box of the picture, as lower-case words.
    A lone "o" is read as the digit: DejaVu's zero has no slash, and
    tesseract, with no context, takes a large score of 0 for the letter."""
    x, y, w, h = box
    pygame.image.save(image.subsurface((x, y, w, h)), str(path))
    out = subprocess.run(["tesseract", str(path), "stdout", "--psm", "6"],
                         capture_output=True, text=True, timeout=60, check=False)
    return " ".join("0" if w == "o" else w for w in re.findall(r"[a-z0-9']+", out.stdout.lower()))


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9']+", text.lower())]


def test_the_app_ran_in_a_real_window_and_x_shows_what_it_drew(shot: dict[str, Any]) -> None:
    state = shot["state"]
    assert state["video_driver"] == "x11"
    assert state["screen"] == "GameScreen"
    assert state["window_size"] == [1440, 810]
    image = pygame.image.load(str(shot["png"]))
    drawn = pygame.image.load(str(shot["window_png"]))
    x, y = state["window_position"]
    w, h = state["window_size"]
    seen = image.subsurface((x, y, w, h))
    assert pygame.image.tobytes(seen, "RGB") == pygame.image.tobytes(drawn, "RGB")


@pytest.mark.parametrize("n", range(len(VARIANTS)))
def test_the_focused_card_is_inside_and_no_cards_overlap(shot: dict[str, Any], n: int) -> None:
    w, h = shot["state"]["window_size"]
    drawn = shot["state"][f"variant{n}"]["drawn"]
    focus = drawn["focus"]
    assert focus is not None, "no focused card drawn"
    # The window shows it (a zoomed table is followed as a magnifier does).
    seen = shot["state"][f"variant{n}"]["shown"]["focus"]
    assert pygame.Rect(0, 0, w, h).contains(pygame.Rect(seen))
    status = pygame.Rect(drawn["texts"]["status"])
    assert not status.colliderect(pygame.Rect(focus))
    boxes = [pygame.Rect(card["box"]) for card in drawn["cards"]]
    assert len(boxes) >= 5
    for i, a in enumerate(boxes):
        assert a.collidelist(boxes[i + 1:]) == -1, f"card {i} overlaps another"
    assert [c for c in drawn["cards"] if c["selected"]], "the selected card is not drawn"


@pytest.mark.parametrize("n", range(len(VARIANTS)))  # every zoom: seats never give way
def test_ocr_reads_the_status_strip_and_the_seats(shot: dict[str, Any], n: int) -> None:
    state = shot["state"]
    # The whole table: the window at 100%, the canvas a zoom lays it out on.
    image = pygame.image.load(f"{shot['window_png']}.{n}.table.png")
    drawn = state[f"variant{n}"]["drawn"]
    read = ocr(image, drawn["texts"]["status"], shot["tmp"] / f"status{n}.png")
    expected = [w for part in state["table"]["status"] for w in words(part)]
    found = [w for w in expected if w in read.split()]
    assert len(found) >= 0.8 * len(expected), (read, expected)
    for i, (name, count) in enumerate(state["table"]["seats"]):
        zoom = VARIANTS[n][0]
        assert f"seat:{i}" in drawn["texts"], f"{name}'s seat is not drawn at {zoom}%"
        read = ocr(image, drawn["texts"][f"seat:{i}"], shot["tmp"] / f"seat{n}-{i}.png")
        assert name.lower() in read and f"{count} card" in read, (read, name, count)
        if state["table"]["last_move"] is not None:  # its own box, never over a seat
            read = ocr(image, drawn["texts"]["last"], shot["tmp"] / f"last{n}.png")
            name = state["table"]["last_move"].lower()
            assert "last" in read and "move" in read and name in read, (read, name)


@pytest.mark.parametrize("n", range(len(VARIANTS)))
def test_no_two_lines_of_words_overlap(shot: dict[str, Any], n: int) -> None:
    drawn = shot["state"][f"variant{n}"]["drawn"]
    words = [(text, pygame.Rect(box)) for text, box in drawn["words"]]
    assert len(words) >= 5
    for i, (text, box) in enumerate(words):
        others = [other for other, where in words[i + 1:] if where.colliderect(box)]
        assert not others, (VARIANTS[n], text, others)


def test_the_seats_words_grow_with_the_zoom(shot: dict[str, Any]) -> None:
    """Zoom must magnify: the seats' and the strip's words, read above, are larger
    at each zoom than at the one below (100, 200, 250, 300%, yellow)."""
    state = shot["state"]
    steps = [n for n, (zoom, theme) in enumerate(VARIANTS) if theme == "yellow"]
    for key in ("seat:0", "status"):
        heights = [state[f"variant{n}"]["drawn"]["texts"][key][3] for n in steps]
        assert heights == sorted(heights) and heights[0] < heights[-1], (key, heights)
