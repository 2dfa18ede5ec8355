"""Issue 20: the last move is marked on the table for a moment with the
mover's name: the pile, seat or rows it changed framed in the focus
colours with a tile naming the mover, for two seconds of wall clock or
until the next move; from the redacted events only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_frame import MARK_MS
from game.app.theme import RING_DARK, RING_LIGHT
from game.core.table import HAND, OWN, PILE, SEAT, TableModel
from game.games import spec
from tests.table_cases import CROWDED, advance

SIZE = (1366, 768)


class Clock:
    def __init__(self) -> None:
        self.now = 10_000

    def __call__(self) -> int:
        return self.now


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZE))


def draw(renderer: Renderer, model: TableModel, zoom: int = 300) -> None:
    renderer.configure(zoom, "yellow", False)
    renderer.draw([], [], table=model)


def placed_moves(session: Any) -> Iterator[int]:
    """Plays on by bots; yields the seat that made each move, once the
    table is drawn again after it."""
    for _ in range(200):
        game = session.game
        if game.is_over() or session.between_deals():
            return
        seat = game.current_player()
        advance(session, 1)
        yield seat


def expected_box(renderer: Renderer, model: TableModel) -> pygame.Rect | None:
    move = model.last_move
    assert move is not None
    drawn = renderer.drawn
    if move.place == OWN:
        return next(b for k, b in drawn.boxes.items() if k.startswith("own:"))
    if move.place == HAND:
        return None
    assert move.place in (PILE, SEAT)
    return drawn.boxes[f"{move.place}:{move.index}"]


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_last_move_is_marked_with_the_movers_name_for_a_moment(
        renderer: Renderer, game_id: str) -> None:
    players = CROWDED[game_id]
    session = spec(game_id).session(players, ["normal"] * (players - 1), 3, {})
    session.start()
    clock = renderer.tables.clock = Clock()
    marked = 0
    seen: set[str] = set()
    try:
        for seat in placed_moves(session):
            model = session.table_model()
            move = model.last_move
            if move is None:
                continue
            # The newest placed event is this move's, named for its mover.
            assert move.name == session.name(seat, True), (move, seat)
            assert move.serial < len(session.game.events)
            clock.now += 10
            draw(renderer, model)
            drawn = renderer.drawn
            assert drawn.last_move is not None, move
            box, name, tile = drawn.last_move
            assert name == move.name and name in [text for text, _ in drawn.lines]
            assert renderer.window.get_rect().contains(tile)
            assert tuple(renderer.window.get_at((tile.left, tile.centery)))[:3] == RING_LIGHT
            expected = expected_box(renderer, model)
            if expected is not None:
                assert box == expected, (move, box, expected)
            # Drawn in the focus colours, dark outermost.
            assert tuple(renderer.window.get_at((box.left, box.centery)))[:3] == RING_DARK
            seen.add(move.place)
            # Still marked a moment later; gone once its time is up.
            clock.now += MARK_MS - 100
            draw(renderer, model)
            assert renderer.drawn.last_move is not None
            clock.now += 100
            draw(renderer, model)
            assert renderer.drawn.last_move is None
            marked += 1
            if marked >= 12:
                break
    finally:
        renderer.tables.clock = pygame.time.get_ticks
    assert marked >= 6, marked
    assert PILE in seen, seen


def test_the_next_move_restarts_the_mark(renderer: Renderer) -> None:
    """Until the next move: a new move is marked at once, for its own two
    seconds, even while the last one's time is not up."""
    session = spec("phase10").session(3, ["normal"] * 2, 5, {})
    session.start()
    clock = renderer.tables.clock = Clock()
    try:
        moves = placed_moves(session)
        next(moves)
        first = session.table_model()
        draw(renderer, first)
        next(moves)
        second = session.table_model()
        assert first.last_move is not None and second.last_move is not None
        assert second.last_move.serial > first.last_move.serial
        clock.now += MARK_MS // 2
        draw(renderer, second)
        assert renderer.drawn.last_move is not None
        clock.now += MARK_MS - 1
        draw(renderer, second)
        assert renderer.drawn.last_move is not None
        clock.now += 1
        draw(renderer, second)
        assert renderer.drawn.last_move is None
    finally:
        renderer.tables.clock = pygame.time.get_ticks
