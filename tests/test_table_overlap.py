"""No two lines of words drawn on the table overlap, and no
mark (a whose-turn frame, the last move's bands) lies over a word, for
every game at its most crowded, at 100, 200 and 300% on 1920x1080 and
1366x768, with the last move lit and on the player's turn and off it:
every box the frame drew is asserted on, and the seats' words and the
last move's box are read back off the pixels by OCR, as
test_screenshot.py does in a real window."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_draw import Drawn
from game.app.table_layout import LAST
from tests.table_cases import CROWDED, mid_game
from tests.test_screenshot import ocr


def overlaps(drawn: Drawn) -> list[tuple[str, str]]:
    """Each pair of lines of words whose boxes overlap."""
    words = [(text, box) for text, box in drawn.words if box.w and box.h]
    return [(a, b) for i, (a, box) in enumerate(words)
            for b, other in words[i + 1:] if box.colliderect(other)]


def covered(drawn: Drawn) -> list[tuple[str, str]]:
    """Each (frame or mark, words) where its band lies over a line of words."""
    bands = [(f"frame {k}", v) for k, v in drawn.frames.items()] + \
        [(f"mark {k}", v) for k, v in drawn.marks.items()]
    hits = []
    for key, (box, width) in bands:
        inner = box.inflate(-2 * width, -2 * width)
        for text, where in drawn.words:
            if where.colliderect(box) and not inner.contains(where):
                hits.append((key, text))
    return hits


@pytest.mark.parametrize("size", ((1920, 1080), (1366, 768)))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_no_words_overlap_nor_lie_under_a_mark(game_id: str, size: tuple[int, int]) -> None:
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(size))
    model = mid_game(game_id).table_model()
    assert model.last_move is not None
    try:
        renderer.tables.clock = lambda: 0  # the last move stays lit
        for zoom in (100, 200, 300):
            for mine in (False, True):
                renderer.configure(zoom, "yellow", False)
                renderer.draw([], ["Ada draws from the stock.", "Your turn."],
                              table=replace(model, my_turn=mine))
                drawn = renderer.drawn
                window = renderer.picture.get_rect()  # the window, or a zoom's canvas
                where = (game_id, size, zoom, mine)
                assert LAST in drawn.marks, where
                assert not overlaps(drawn), (where, overlaps(drawn))
                assert not covered(drawn), (where, covered(drawn))
                assert all(window.contains(box) for _, box in drawn.words), where
    finally:
        renderer.tables.clock = pygame.time.get_ticks


@pytest.mark.skipif(shutil.which("tesseract") is None,
                    reason="tesseract is missing: apt-get install tesseract-ocr")
@pytest.mark.parametrize("size", ((1920, 1080), (1366, 768)))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_ocr_reads_every_seat_and_the_last_movers_box(game_id: str, size: tuple[int, int],
                                                      tmp_path: Path) -> None:
    """What the boxes promise, read off the pixels: each seat's "Ada: 9
    cards" and the lit "Last move: Clara", whole, at every zoom (the mark
    of 96bf96b covered the first)."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(size))
    model = mid_game(game_id).table_model()
    assert model.last_move is not None
    try:
        renderer.tables.clock = lambda: 0
        for zoom in (100, 200, 300):
            renderer.configure(zoom, "yellow", False)
            renderer.draw([], ["Your turn."], table=model)
            drawn = renderer.drawn
            picture = renderer.picture.copy()
            for i, seat in enumerate(model.seats):
                read = ocr(picture, list(drawn.texts[f"seat:{i}"]), tmp_path / f"{zoom}-{i}.png")
                assert seat.name.lower() in read and f"{seat.card_count} card" in read, \
                    (zoom, read, seat.name)
            read = ocr(picture, list(drawn.texts[LAST]), tmp_path / f"{zoom}-last.png")
            assert "last move" in read and model.last_move.name.lower() in read, (zoom, read)
    finally:
        renderer.tables.clock = pygame.time.get_ticks
