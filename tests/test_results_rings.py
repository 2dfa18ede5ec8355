"""The results screen's focus-coloured frames grow with the zoom as the
table's focus ring away from the hand does (6/9/10/12 px at
100/200/250/300%, tests/test_table_ring_pixels.py): the winner's row in
the score table and the winner's banner, measured on the pixels (the
row's frame kept 100%'s 4 px up to about 300%'s 8)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer
from game.app.screens import GameScreen
from game.app.theme import PALETTES
from tests.test_table_results import ended

#: The least thickness at each zoom: the table's ring away from the hand.
RING = {100: 6, 200: 9, 250: 10, 300: 12}


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode((1366, 768)))


def thickness(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, ...],
              side: str) -> int:
    """How many pixels of ``colour`` run inwards from ``box``'s ``side``
    (left: at its middle height; top: at its middle width)."""
    run = 0
    while run < min(box.w, box.h) // 2:
        at = (box.left + run, box.centery) if side == "left" else (box.centerx, box.top + run)
        if tuple(surface.get_at(at))[:3] != tuple(colour)[:3]:
            break
        run += 1
    return run


@pytest.mark.parametrize("size", ((1366, 768), (1920, 1080)))
@pytest.mark.parametrize("game_id", ("phase10", "shithead"))
def test_the_winners_frames_grow_with_the_zoom(renderer: Renderer, game_id: str,
                                               size: tuple[int, int]) -> None:
    model = GameScreen(ended(game_id, True), lambda: []).results()
    assert model is not None and model.banner
    winner = next(i for i, row in enumerate(model.rows) if row.winner)
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    theme = PALETTES["yellow"]
    rows, banners = [], []
    for zoom, least in RING.items():
        renderer.configure(zoom, "yellow", False)
        renderer.draw([], ["Ada goes out."], results=model)
        drawn, picture = renderer.drawn, renderer.picture
        row = thickness(picture, drawn.boxes[f"score:{winner}"], theme.focus, "left")
        banner = thickness(picture, drawn.boxes["banner"], theme.focus, "left")
        assert row >= least and banner >= least, (game_id, size, zoom, row, banner)
        rows.append(row)
        banners.append(banner)
    assert rows == sorted(rows) and banners == sorted(banners), (rows, banners)
