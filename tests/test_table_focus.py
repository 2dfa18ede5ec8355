"""The focus is unmistakable on everything the keys reach: a
thick double ring (dark, light, dark) around a hand card, a laid group on
the table row, a pile, an action (the actions are drawn, as a list beside
the piles); measured on the pixels, the ring contrasts at least 3:1 with
both the card it rings and the background, in every theme."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_layout import seat_block
from game.app.theme import PALETTES
from game.core.table import TableModel
from tests.table_cases import CROWDED, mid_game

SIZE = (1366, 768)


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZE))


def draw(renderer: Renderer, model: TableModel, zoom: int = 300, theme: str = "yellow") -> None:
    if renderer.window.get_size() != SIZE:
        renderer.window = pygame.display.set_mode(SIZE)
    renderer.configure(zoom, theme, False)
    renderer.draw([], ["Ada draws."], table=model)


def luminance(colour: tuple[int, ...]) -> float:
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ring_colours(surface: pygame.Surface, box: pygame.Rect, thickness: int
                 ) -> tuple[set[tuple[int, ...]], tuple[int, ...], tuple[int, ...]]:
    """The ring's colours across its left side at mid-height, the colour
    just inside the ringed box and the colour just outside the ring."""
    y = box.centery
    ring = {tuple(surface.get_at((x, y)))[:3] for x in range(box.left - thickness, box.left)}
    inside = tuple(surface.get_at((box.left + 1, y)))[:3]
    outside = tuple(surface.get_at((box.left - thickness - 2, y)))[:3]
    return ring, inside, outside


@pytest.mark.parametrize("theme", sorted(PALETTES))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_focus_ring_contrasts_with_the_card_and_the_background(
        renderer: Renderer, game_id: str, theme: str) -> None:
    model = mid_game(game_id).reports.table_model()
    for zoom in (100, 300):
        draw(renderer, model, zoom, theme)
        drawn = renderer.drawn
        assert drawn.rings, (game_id, theme, zoom)
        box, thickness = drawn.rings[-1]
        assert box == drawn.focus
        assert thickness >= 4, thickness  # thick, not a hairline
        ring, inside, outside = ring_colours(renderer.picture, box, thickness)
        assert outside == PALETTES[theme].background, outside
        for neighbour in (inside, outside):
            best = max(contrast(c, neighbour) for c in ring)
            assert best >= 3, (game_id, theme, zoom, ring, neighbour, best)


def focus_on(session: Any, row: int, index: int = 0) -> TableModel:
    session.cursor.row = row
    session.cursor.focus[row] = index
    return session.reports.table_model()


def test_a_laid_group_on_the_table_row_is_ringed() -> None:
    """P10: on the table row ("Boris's set of three 10s") the group itself
    is ringed, wherever it lies."""
    session = mid_game("phase10")
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZE))
    # The seats' blocks are kept by value (table_layout.seat_block): a test
    # before this one that drew the same seats left equal faces there, not
    # these, and the group's cards are found by identity.
    seat_block.cache_clear()
    rows = len(session.cursor.rows[1].items)
    assert rows >= 2
    for index in range(rows):
        model = focus_on(session, 1, index)
        groups = [r for s in model.seats for r in s.rows] + list(model.own_rows)
        (group,) = [r for r in groups if r.focused]
        draw(renderer, model)
        focus = renderer.drawn.focus
        assert focus is not None
        boxes = [box for face, box in renderer.drawn.cards if any(face is f for f in group.cards)]
        assert boxes and all(focus.contains(b) for b in boxes), (index, focus, boxes)
        assert renderer.drawn.rings[-1][0] == focus
    session.cursor.row = 0


@pytest.mark.parametrize("game_id", ("phase10", "tenphases", "twenty"))
def test_the_actions_are_drawn_and_the_focused_one_ringed(game_id: str) -> None:
    session = mid_game(game_id)
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZE))
    row = len(session.cursor.rows) - 1
    items = session.cursor.rows[row].items
    for index in range(len(items)):
        model = focus_on(session, row, index)
        assert model.actions == tuple(items) and model.action_focus == index
        draw(renderer, model)
        # Each whole, on one line or (magnified) wrapped onto more.
        drawn = " ".join(text for text, _ in renderer.drawn.lines)
        assert all(item in drawn for item in items), (items, drawn)
        focus = renderer.drawn.focus
        assert focus is not None and renderer.drawn.rings[-1][0] == focus
        assert focus.colliderect(renderer.drawn.boxes["actions"])
    session.cursor.row = 0


def test_the_shithead_pile_row_rings_the_pile() -> None:
    session = mid_game("shithead")
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZE))
    model = focus_on(session, 3)
    draw(renderer, model)
    assert renderer.drawn.focus == renderer.drawn.boxes["pile:0"]
    session.cursor.row = 0


def most_common_colour(surface: pygame.Surface, box: pygame.Rect) -> tuple[int, ...]:
    """The colour most of ``box``'s pixels have: a card's face under its
    rank and suit, the background under a line of words."""
    step = max(1, min(box.w, box.h) // 12)
    seen = Counter(tuple(surface.get_at((x, y)))[:3]
                   for x in range(box.left + 1, box.right - 1, step)
                   for y in range(box.top + 1, box.bottom - 1, step))
    return seen.most_common(1)[0][0]


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_every_focused_thing_is_ringed_in_contrast_on_the_pixels(theme: str) -> None:
    """Whatever the keys point at (a hand card, a laid group, a
    face-up card, a pile, an action), its ring has a band at least 3:1
    against what it rings (the most common colour inside: a card's face,
    the background under words) and against what lies outside it, read on
    the pixels, at 200 and 300%, in every theme."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZE))
    checked = 0
    for game_id in sorted(CROWDED):
        session = mid_game(game_id)
        row, focus = session.cursor.row, list(session.cursor.focus)
        try:
            for zoom in (200, 300):
                for r, items in enumerate(session.cursor.rows):
                    for index in sorted({0, len(items.items) - 1}):
                        model = focus_on(session, r, index)
                        draw(renderer, model, zoom, theme)
                        drawn = renderer.drawn
                        where = (game_id, zoom, items.name, index)
                        assert drawn.focus is not None and drawn.rings, where
                        box, thickness = drawn.rings[-1]
                        assert box == drawn.focus and thickness >= 4, where
                        ring, _, outside = ring_colours(renderer.picture, box, thickness)
                        inside = most_common_colour(renderer.picture, box)
                        for neighbour in (inside, outside):
                            best = max(contrast(c, neighbour) for c in ring)
                            assert best >= 3, (where, ring, neighbour, best)
                        checked += 1
        finally:
            session.cursor.row, session.cursor.focus = row, focus
    assert checked >= 40, checked
