"""Issue 20: no two lines of words drawn on the table overlap, and no
mark (a whose-turn frame, the last move's bands) lies over a word, for
every game at its most crowded, at 100, 200 and 300% on 1920x1080 and
1366x768, with the last move lit and on the player's turn and off it:
every box the frame drew is asserted on (test_screenshot.py reads the
same by OCR in a real window)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_draw import Drawn
from game.app.table_layout import LAST
from tests.table_cases import CROWDED, mid_game


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
    window = renderer.window.get_rect()
    try:
        renderer.tables.clock = lambda: 0  # the last move stays lit
        for zoom in (100, 200, 300):
            for mine in (False, True):
                renderer.configure(zoom, "yellow", False)
                renderer.draw([], ["Ada draws from the stock.", "Your turn."],
                              table=replace(model, my_turn=mine))
                drawn = renderer.drawn
                where = (game_id, size, zoom, mine)
                assert LAST in drawn.marks, where
                assert not overlaps(drawn), (where, overlaps(drawn))
                assert not covered(drawn), (where, covered(drawn))
                assert all(window.contains(box) for _, box in drawn.words), where
    finally:
        renderer.tables.clock = pygame.time.get_ticks
