"""At a high zoom the magnifier's "Above" line never shows half a box
under it: a seat, a pile or a row of actions that does not fit whole
below the line is not drawn there at all (the line names it), for every
game at its most crowded at 200 and 300% in the laptop's 1024x576 window,
1280x720 and 1920x1080, with the focus on each row in turn. Read on the
pixels: under the line, within a box it cuts, only the felt."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_layout import RING_ROOM
from game.app.theme import PALETTES
from tests.table_cases import CROWDED, mid_game

WINDOWS = ((1024, 576), (1280, 720), (1920, 1080))


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(WINDOWS[0]))


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_no_box_is_shown_cut_under_the_above_line(renderer: Renderer, game_id: str,
                                                  size: tuple[int, int]) -> None:
    session = mid_game(game_id)
    row, focus = session.cursor.row, list(session.cursor.focus)
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    felt = tuple(PALETTES["yellow"].background)[:3]
    cut_seen, checked = [], 0
    try:
        for zoom in (200, 300):
            renderer.configure(zoom, "yellow", False)
            for r in range(len(session.cursor.rows)):
                session.cursor.row, session.cursor.focus = r, list(focus)
                model = session.reports.table_model()
                renderer.draw([], ["Ada draws."], table=model)
                drawn, window = renderer.drawn, renderer.window
                shown = renderer.shown
                if shown.view is None or shown.view.top == 0:
                    continue
                top = shown.view.top  # under the "Above" line
                for key, box in drawn.boxes.items():
                    on = box.move(0, -shown.canvas_top)
                    if not (on.top < top - RING_ROOM and top < on.bottom):
                        continue  # not cut, or only its outline under the line
                    if shown.focus is not None and on.colliderect(shown.focus):
                        continue  # the focus is shown whole, its box with it
                    checked += 1
                    part = on.clip(pygame.Rect(0, top, window.get_width(),
                                               window.get_height() - top))
                    drawn_there = [(x, y) for x in range(part.left, part.right, 3)
                                   for y in range(part.top, part.bottom, 3)
                                   if tuple(window.get_at((x, y)))[:3] != felt]
                    if drawn_there:
                        cut_seen.append((zoom, session.cursor.rows[r].name, key, on, top))
    finally:
        session.cursor.row, session.cursor.focus = row, focus
    assert not cut_seen, (game_id, size, cut_seen[:4], checked)


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_an_edge_line_cut_short_says_so_with_an_ellipsis(renderer: Renderer,
                                                        game_id: str) -> None:
    """At 300% in the laptop's window the "Above" line cannot name all that
    lies above the hand: it ends with an ellipsis, never on a bare comma
    ("Above: Your turn, Ada,"), and it fits the window."""
    session = mid_game(game_id)
    renderer.window = pygame.display.set_mode(WINDOWS[0])
    renderer.configure(300, "yellow", False)
    session.cursor.row = 0
    renderer.draw([], ["Ada draws."], table=session.reports.table_model())
    edges = [(line, box) for line, box in renderer.shown.words if line[:1] in "\u25b2\u25bc"]
    assert edges, "the hand at 300% leaves something above or below it"
    for line, box in edges:
        assert not line.rstrip().endswith((",", ";")), line
        assert box.right <= renderer.window.get_width(), (line, box)
    assert any(line.endswith("\u2026") for line, _ in edges), edges


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_no_line_of_words_shows_as_a_sliver_over_the_below_line(
        renderer: Renderer, game_id: str, size: tuple[int, int]) -> None:
    """A line of words the bottom edge line would cut ("green 3, 3 of 10"
    with its lower half under "More below") is not drawn at all: the
    pixels between its top and the line are the felt."""
    session = mid_game(game_id)
    row, focus = session.cursor.row, list(session.cursor.focus)
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    felt = tuple(PALETTES["yellow"].background)[:3]
    slivers = []
    try:
        for zoom in (200, 300):
            renderer.configure(zoom, "yellow", False)
            for r in range(len(session.cursor.rows)):
                session.cursor.row, session.cursor.focus = r, list(focus)
                renderer.draw([], ["Ada draws."], table=session.reports.table_model())
                shown, window = renderer.shown, renderer.window
                if shown.view is None or shown.view.bottom >= window.get_height():
                    continue
                bottom = shown.view.bottom  # over the "Below" line
                for line, box in renderer.drawn.words:
                    on = box.move(0, -shown.canvas_top)
                    if not on.top < bottom < on.bottom:
                        continue
                    part = on.clip(pygame.Rect(0, 0, window.get_width(), bottom))
                    if any(tuple(window.get_at((x, y)))[:3] != felt
                           for x in range(part.left, part.right, 2)
                           for y in range(part.top, part.bottom)):
                        slivers.append((zoom, session.cursor.rows[r].name, line, on, bottom))
    finally:
        session.cursor.row, session.cursor.focus = row, focus
    assert not slivers, slivers[:3]
