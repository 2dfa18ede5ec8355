"""Results at 300%: the summary's words under Phase 10's deal
table grow with the zoom as the table does (they stayed at 100%'s size
and only 2 of 7 were seen), and every one of them is reached: Up and Down
(the keys that move between rows) move them on screen, a mark saying what
lies above and below (the session still answers those keys as before)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer
from game.app.screens import GameScreen
from game.app.theme import text_floor
from tests.test_table_results import ended

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture(scope="module", params=SIZES, ids=("720p", "1080p"))
def renderer(request: pytest.FixtureRequest) -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(request.param))


def note_lines(renderer: Renderer, notes: tuple[str, ...]) -> list[tuple[str, int]]:
    """The lines of the notes drawn (the marks taken off), with their size."""
    words = {w for note in notes for w in note.split()}
    found = []
    for text, size in renderer.drawn.lines:
        line = text.lstrip("\u25b2\u25bc ")
        if line and set(line.split()) <= words:
            found.append((line, size))
    return found


@pytest.mark.parametrize("over", (False, True), ids=("deal", "game-over"))
def test_every_note_is_reached_at_300_percent_and_grows_with_the_zoom(
        renderer: Renderer, over: bool) -> None:
    screen = GameScreen(ended("phase10", over), lambda: [])
    model = screen.results()
    assert model is not None and len(model.notes) >= (1 if over else 3)
    height = renderer.window.get_height()
    sizes = {}
    for zoom in (100, 300):
        renderer.configure(zoom, "yellow", False)
        screen.results_scroll = 0
        seen: list[str] = []
        for _ in range(40):
            renderer.draw_screen(screen, [])
            lines = note_lines(renderer, model.notes)
            assert lines, (zoom, "no note on screen")
            sizes.setdefault(zoom, min(size for _, size in lines))
            seen += [line for line, _ in lines if line not in seen]
            screen.handle("next_row")
        # Every word of every note was on screen at some scroll.
        shown = " ".join(seen).split()
        for note in model.notes:
            assert all(word in shown for word in note.split()), (zoom, note, seen)
        for _ in range(40):  # and back up to the first
            screen.handle("previous_row")
        renderer.draw_screen(screen, [])
        assert screen.results_scroll == 0
    # As large as a line of the room left allows: at least half again.
    assert sizes[300] >= sizes[100] * 3 // 2 and sizes[100] >= text_floor(height) * 9 // 10, sizes
