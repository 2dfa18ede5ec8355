"""Frame time at a high zoom: a zoomed table's canvas is three or more
windows tall, and a frame is drawn on it only where the window looks
(table_view.Magnifier.band), the rest when the focus takes the view
there. What the window shows is pixel for pixel what a canvas drawn
whole shows there, after moves and focus keys along the hand, across
the seats' rows and back (the view jumps), at 200 and 300% in a
1280x720 and a 1920x1080 window."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_layout import RING_ROOM
from game.app.theme import PALETTES
from game.games import spec
from tests.table_cases import CROWDED, advance

SIZES = ((1280, 720), (1920, 1080))
SAID = ["Ada draws.", "Your turn."]
#: Where a canvas holds no frame's pixels (nothing drew there).
UNTOUCHED = (255, 0, 255)


def session_of(game_id: str) -> object:
    players = CROWDED[game_id]
    session = spec(game_id).session(players, ["normal"] * (players - 1), 5, {})
    session.start()
    advance(session, 6)
    return session


def whole(renderer: Renderer) -> Renderer:
    """A renderer that drew the same table, its canvas drawn whole."""
    other = Renderer(renderer.window.copy())
    other.configure(renderer.zoom, renderer.theme.name, renderer.four_colour)
    other.tables.plans = dict(renderer.tables.plans)  # the plan kept from move to move
    other.tables.clock = renderer.tables.clock
    return other


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_window_shows_what_a_canvas_drawn_whole_shows(game_id: str,
                                                          size: tuple[int, int]) -> None:
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(size))
    renderer.tables.clock = lambda: 10_000  # the last move's mark lit in both
    session = session_of(game_id)
    steps: list[Callable[[], object]] = [
        lambda: None, lambda: session.cursor.move_focus("next_card"),  # type: ignore[attr-defined]
        lambda: session.cursor.move_row(1), lambda: session.cursor.move_row(1),  # type: ignore[attr-defined]
        lambda: session.cursor.move_focus("next_card"),  # type: ignore[attr-defined]
        lambda: advance(session, 1), lambda: session.cursor.move_row(-1),  # type: ignore[attr-defined]
        lambda: session.cursor.move_row(-1), lambda: session.cursor.move_focus("last_card"),  # type: ignore
        lambda: advance(session, 2), lambda: session.cursor.move_focus("first_card")]  # type: ignore
    jumps = 0
    for zoom in (200, 300):
        renderer.configure(zoom, "yellow", False)
        last_top = None
        for n, step in enumerate(steps):
            step()
            model = session.reports.table_model()  # type: ignore[attr-defined]
            renderer.draw([], SAID, table=model)
            shown, drawer = renderer.shown, renderer.tables
            canvas = drawer.magnifier.canvas
            assert drawer.on_canvas and canvas is not None, (zoom, n)
            tall, top = drawer.magnifier.tall, shown.canvas_top
            assert tall > 2 * size[1], (zoom, tall)  # a table three windows tall, or so
            jumps += last_top is not None and top != last_top
            last_top = top
            # (A's picture is never asked for: it draws on the window's view
            # alone, as the game does.)
            window = renderer.window.copy()
            reference = whole(renderer)
            reference.draw([], SAID, table=model)
            expected = reference.picture
            assert drawer.magnifier.painted.contains((0, top, size[0], size[1])), (zoom, n)
            # The window, but for the edge lines naming what lies off it:
            # the view of the canvas drawn whole. (The reference's own view
            # may lie elsewhere: a view stays put while the focus is in it.)
            seen = shown.view or window.get_rect()
            view = expected.subsurface(seen.move(0, top)).copy()
            # A box the top edge line cuts is not shown (table_view.hide_cut):
            # felt there, and left out of what the window shows.
            for key, box in renderer.drawn.boxes.items():
                if key not in shown.boxes:
                    cut = box.move(-seen.x, -top - seen.y).inflate(2 * RING_ROOM, 2 * RING_ROOM)
                    view.fill(PALETTES["yellow"].background, cut)
            # Nor a line of words the bottom edge line cuts (hide_cut_words).
            for words, box in renderer.drawn.words:
                on = box.move(0, -top)  # in the window's places, as shown.words are
                if (words, on) not in shown.words and on.top < seen.bottom < on.bottom:
                    view.fill(PALETTES["yellow"].background, on.move(-seen.x, -seen.y))
            assert pygame.image.tobytes(window.subsurface(seen), "RGB") == \
                pygame.image.tobytes(view, "RGB"), (game_id, size, zoom, n)
            assert reference.drawn == renderer.drawn, (zoom, n)  # in the canvas's places
    assert jumps >= 2, "the focus never took the view elsewhere"


def test_a_zoomed_frame_draws_nothing_out_of_the_window_view() -> None:
    """A whole frame (a new theme) at 300% leaves the canvas's rows far
    from the view as they were: drawn only where the window looks."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode((1920, 1080)))
    session = session_of("phase10")
    model = session.reports.table_model()  # type: ignore[attr-defined]
    renderer.configure(300, "yellow", False)
    renderer.draw([], SAID, table=model)
    canvas = renderer.tables.magnifier.canvas
    assert canvas is not None
    top = renderer.shown.canvas_top
    assert top > 1080, top  # the view on the hand, low on the canvas
    canvas.fill(UNTOUCHED, (0, 0, 1920, top))
    renderer.configure(300, "white", False)
    renderer.draw([], SAID, table=model)
    assert renderer.shown.canvas_top == top
    assert canvas.get_at((5, top // 2))[:3] == UNTOUCHED
    assert canvas.get_at((5, top + 540))[:3] != UNTOUCHED
