"""The table at 100/150/200/250/300% on 1920x1080, 1366x768 and 1280x720, each
game at its most crowded and mid-game (tests/table_cases.py), drawn by
the real Renderer on SDL's dummy driver. No two boxes overlap, everything
lies inside the window, every public card is drawn (from the renderer's
list of drawn faces against the model), the hand's cards never shrink as
the zoom rises, the pile's top card is at least half a hand card and as
large as at 100%, marked "top", and larger than any line of words; the
status strip takes one line of tiles, two at most."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer
from game.core.table import TableModel
from tests.table_cases import CROWDED, mid_game

SIZES = ((1920, 1080), (1366, 768), (1280, 720))
ZOOMS = (100, 150, 200, 250, 300)
SPOKEN = ["Ada draws from the stock.", "Boris discards the green 7."]


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZES[0]))


def draw(renderer: Renderer, model: TableModel, zoom: int, size: tuple[int, int],
         theme: str = "yellow") -> None:
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    renderer.configure(zoom, theme, False)
    renderer.draw([], SPOKEN, table=model)


def hand_heights(renderer: Renderer, model: TableModel) -> list[int]:
    hand = {id(face) for face in model.hand.cards}
    return [box.h for face, box in renderer.drawn.cards if id(face) in hand]


def pile_top_boxes(renderer: Renderer, model: TableModel) -> list[pygame.Rect]:
    tops = {id(pile.top[-1]) for pile in model.piles if pile.top}
    return [box for face, box in renderer.drawn.cards if id(face) in tops]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_every_zoom_keeps_everything_public_large_and_apart(
        renderer: Renderer, game_id: str, size: tuple[int, int]) -> None:
    model = mid_game(game_id).reports.table_model()
    heights: list[int] = []
    piles: list[int] = []
    for zoom in ZOOMS:
        draw(renderer, model, zoom, size)
        drawn = renderer.drawn
        window = renderer.picture.get_rect()  # the table: the window, or its canvas
        where = f"{game_id} {size} {zoom}%"
        # Inside the window and apart: cards among themselves, boxes too.
        cards = [box for _, box in drawn.cards]
        for i, box in enumerate(cards):
            assert window.contains(box), (where, box)
            assert box.collidelist(cards[i + 1:]) == -1, (where, "cards overlap", box)
        boxes = list(drawn.boxes.items())
        for i, (key, box) in enumerate(boxes):
            assert window.contains(box), (where, key, box)
            for other, second in boxes[i + 1:]:
                assert not box.colliderect(second), (where, key, other)
        for key, box in drawn.texts.items():
            assert window.contains(box), (where, key, box)
        # Every public card, every seat: drawn as a card or named in words.
        shown = [face for face, _ in drawn.cards] + drawn.named
        for seat in model.seats:
            for row in seat.rows:
                for face in row.cards:
                    if not face.hidden:
                        assert face in shown, (where, seat.name, row.label, face.code)
        for row in model.own_rows:  # the player's own rows: always as cards
            drawn_faces = [face for face, _ in drawn.cards]
            assert all(face in drawn_faces for face in row.cards), (where, row.label)
        for pile in model.piles:
            assert all(face in shown for face in pile.top), (where, pile.label)
        assert drawn.focus is not None and window.contains(drawn.focus), where
        # The strip: one line of tiles, two at most, in the window at 100%;
        # magnified, its words wrap onto more lines rather than shrink.
        line = drawn.plan.strip_size * 3 // 2
        assert zoom > 100 or drawn.texts["status"].h <= 2 * line, (where, drawn.texts["status"])
        heights.append(min(hand_heights(renderer, model)))
        tops = pile_top_boxes(renderer, model)
        if tops:
            piles.append(min(box.h for box in tops))
            assert piles[-1] * 2 >= heights[-1], (where, piles[-1], heights[-1])
            largest_words = max(size for _, size in drawn.lines)
            assert piles[-1] > largest_words, (where, piles[-1], largest_words)
            for i, pile in enumerate(model.piles):
                if pile.top:
                    assert f"pile:{i}:top" in drawn.texts, (where, pile.label)
    assert heights == sorted(heights), (game_id, size, heights)  # never shrink
    assert not piles or min(piles) >= piles[0], (game_id, size, piles)


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_at_300_percent_on_a_laptop_the_words_grow_too(renderer: Renderer,
                                                       game_id: str) -> None:
    """The zoom is for reading: at 300% the focused line is at least twice
    its 100% size, and the hand's cards are larger than at 100%."""
    model = mid_game(game_id).reports.table_model()
    sizes, cards = {}, {}
    for zoom in (100, 300):
        draw(renderer, model, zoom, (1366, 768))
        sizes[zoom] = renderer.drawn.plan.focus_size
        cards[zoom] = min(hand_heights(renderer, model))
    assert sizes[300] >= 2 * sizes[100], sizes
    assert cards[300] > cards[100], cards
