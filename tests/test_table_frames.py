"""Issue 20's frame time: a frame drawn from the same things as the last
one (the same table, words, theme, zoom, window and state of the last
move's mark) is left as it is on the window instead of drawn again, and
drawn again as soon as any of them changes or something else drew over
the window (a menu, a cleared surface)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.app import table_frame
from game.app.render import Renderer
from game.app.table_frame import MARK_MS
from tests.table_cases import mid_game

SIZE = (1366, 768)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many frames of the table were drawn (table_frame.draw_table)."""
    calls: list[int] = []
    draw_table = table_frame.draw_table

    def counting(*args: Any) -> None:
        calls.append(1)
        draw_table(*args)

    monkeypatch.setattr(table_frame, "draw_table", counting)
    yield calls


def test_the_same_table_is_drawn_once_until_something_changes(counted: list[int]) -> None:
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZE))
    now = [10_000]
    renderer.tables.clock = lambda: now[0]
    session = mid_game("phase10")
    model = session.table_model()
    renderer.configure(200, "yellow", False)
    renderer.draw([], ["Ada draws."], table=model)
    first = renderer.drawn
    picture = pygame.image.tobytes(renderer.window, "RGB")
    for _ in range(5):
        renderer.draw([], ["Ada draws."], table=session.table_model())
    assert len(counted) == 1
    assert renderer.drawn is first
    assert pygame.image.tobytes(renderer.window, "RGB") == picture
    # New words, a new theme: drawn again.
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    renderer.configure(200, "white", False)
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 3
    # The last move's mark goes out: drawn again, once.
    now[0] += MARK_MS
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 4
    # Something else drew over the window (a menu; a cleared surface): drawn again.
    before = pygame.image.tobytes(renderer.window, "RGB")
    renderer.draw(["Menu", "Resume", "Quit"], [])
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 5
    assert pygame.image.tobytes(renderer.window, "RGB") == before
    renderer.window.fill((0, 0, 0))
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 6
    assert pygame.image.tobytes(renderer.window, "RGB") == before
