"""The last move is marked on the table for a moment with the
mover's name: the pile, seat or rows it changed banded in the focus
colours inside their own box, and the box of the layout's own that names
the mover ("Last move: Ada") lit, for two seconds of wall clock or until
the next move; from the redacted events only. The marks never cover a
word: the tile is a box of its own, not laid over a seat."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_draw import Drawn
from game.app.table_frame import MARK_MS
from game.app.table_layout import LAST
from game.app.theme import RING_DARK, RING_LIGHT
from game.core.table import HAND, OWN, PILE, SEAT, TableModel
from game.games import spec
from game.i18n import t
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
        game = session.side
        if game.is_over() or session.flow.between_deals():
            return
        seat = game.current_player()
        advance(session, 1)
        yield seat


def expected_keys(drawn: Drawn, model: TableModel) -> set[str]:
    """The boxes the model's last move should light."""
    move = model.last_move
    assert move is not None
    if move.place == OWN:
        return {k for k in drawn.boxes if k.startswith("own:")} | {LAST}
    if move.place == HAND:
        return {HAND, LAST}
    assert move.place in (PILE, SEAT)
    return {f"{move.place}:{move.index}", LAST}


def covered(drawn: Drawn) -> list[tuple[str, str]]:
    """Each (mark, words) where a mark's band lies over a line of words."""
    hits = []
    for key, (box, width) in drawn.marks.items():
        inner = box.inflate(-2 * width, -2 * width)
        for text, where in drawn.words:
            if where.colliderect(box) and not inner.contains(where):
                hits.append((key, text))
    return hits


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
            model = session.reports.table_model()
            move = model.last_move
            if move is None:
                continue
            # The newest placed event is this move's, named for its mover.
            assert move.name == session.name(seat, True), (move, seat)
            assert move.serial < len(session.side.events)
            clock.now += 10
            draw(renderer, model)
            drawn = renderer.drawn
            if move.place == HAND and model.my_turn:
                continue  # the turn frame holds the hand's band; the tile is lit
            assert set(drawn.marks) == expected_keys(drawn, model), (move, drawn.marks)
            tile = drawn.boxes[LAST]
            said = t("table-last-move", name=move.name)
            assert [where for text, where in drawn.words if text == said] == [drawn.texts[LAST]]
            assert tile.contains(drawn.texts[LAST])
            assert renderer.picture.get_rect().contains(tile)
            # The tile: the mover's name light on dark; every mark dark outermost.
            window = renderer.picture
            words = drawn.texts[LAST]
            assert tuple(window.get_at(words.topleft))[:3] == RING_DARK
            assert RING_LIGHT in {tuple(window.get_at((x, words.centery)))[:3]
                                  for x in range(words.left, words.right)}
            for box, _ in drawn.marks.values():
                assert tuple(window.get_at((box.left, box.centery)))[:3] == RING_DARK
            assert not covered(drawn), covered(drawn)
            seen.add(move.place)
            # Still marked a moment later; gone once its time is up, the
            # tile left naming the mover in the table's own colours.
            clock.now += MARK_MS - 100
            draw(renderer, model)
            assert renderer.drawn.marks
            clock.now += 100
            draw(renderer, model)
            assert not renderer.drawn.marks
            assert renderer.drawn.boxes[LAST] == tile
            words = renderer.drawn.texts[LAST]
            window = renderer.picture  # (asked again: drawn whole when asked for)
            assert RING_LIGHT not in {tuple(window.get_at((x, words.centery)))[:3]
                                      for x in range(words.left, words.right)}
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
        first = session.reports.table_model()
        draw(renderer, first)
        next(moves)
        second = session.reports.table_model()
        assert first.last_move is not None and second.last_move is not None
        assert second.last_move.serial > first.last_move.serial
        clock.now += MARK_MS // 2
        draw(renderer, second)
        assert renderer.drawn.marks
        clock.now += MARK_MS - 1
        draw(renderer, second)
        assert renderer.drawn.marks
        clock.now += 1
        draw(renderer, second)
        assert not renderer.drawn.marks
    finally:
        renderer.tables.clock = pygame.time.get_ticks


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_last_movers_box_is_there_from_the_start_and_keeps_its_size(
        renderer: Renderer, game_id: str) -> None:
    """Nothing moves when the first move lands, nor when another player
    moves: the box says "No move yet" at a deal's start and, while the
    table keeps its sizes (its plan), is as wide for every mover."""
    players = CROWDED[game_id]
    session = spec(game_id).session(players, ["normal"] * (players - 1), 3, {})
    session.start()
    start = session.reports.table_model()
    draw(renderer, start)
    sizes: dict[object, set[tuple[int, int]]] = {}
    sizes.setdefault(renderer.drawn.plan, set()).add(renderer.drawn.boxes[LAST].size)
    if start.last_move is None:
        assert (t("table-no-move-yet"), renderer.drawn.texts[LAST]) in renderer.drawn.words
    names: dict[object, set[str]] = {}
    for _ in placed_moves(session):
        model = session.reports.table_model()
        draw(renderer, model)
        plan = renderer.drawn.plan
        sizes.setdefault(plan, set()).add(renderer.drawn.boxes[LAST].size)
        if model.last_move is not None:
            names.setdefault(plan, set()).add(model.last_move.name)
    assert any(len(n) >= 2 for n in names.values()), names  # movers under one plan
    assert all(len(s) == 1 for s in sizes.values()), sizes
