"""Focus and selection unmistakable: a selected hand card and the
focused one differ in shape, not in lift alone, in every theme, read on
the pixels. The focused card has the double ring (dark and light) round
it and nothing under it; a selected one no ring, but a thick bar under it
and a ticked disc at its top corner, in a colour of the selection's own
(neither the focus ring's black and white nor the turn's), at least 3:1
on the table; a card both focused and selected has both."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_hand import hand_ring
from game.app.theme import PALETTES, RING_DARK, RING_LIGHT
from game.core.table import CardFace
from tests.table_cases import CROWDED, mid_game
from tests.test_table_apart import with_selection
from tests.test_table_focus import contrast

Pixel = tuple[int, ...]


@pytest.fixture(scope="module", params=((1280, 720), (1920, 1080)), ids=("720p", "1080p"))
def renderer(request: pytest.FixtureRequest) -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(request.param))


def pixel(surface: pygame.Surface, x: int, y: int) -> Pixel:
    return tuple(surface.get_at((x, y)))[:3]


def under(surface: pygame.Surface, card: pygame.Rect, reach: int) -> list[Pixel]:
    """The pixels under the card's middle, from its bottom edge down."""
    return [pixel(surface, card.centerx, card.bottom + d) for d in range(reach)]


def first_run(column: list[Pixel], ground: Pixel) -> tuple[Pixel, int] | None:
    """The first colour other than ``ground`` in ``column`` and how many
    pixels in a row have it; None when there is none."""
    start = next((i for i, c in enumerate(column) if c != ground), None)
    if start is None:
        return None
    colour = column[start]
    run = next((i for i, c in enumerate(column[start:]) if c != colour), len(column) - start)
    return colour, run


def hand_cards(drawn: object) -> list[tuple[CardFace, pygame.Rect]]:
    return drawn.cards[drawn.hand.cards_at:]  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize("theme", sorted(PALETTES))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_selected_and_focused_cards_differ_in_shape_on_the_pixels(
        renderer: Renderer, game_id: str, theme: str) -> None:
    palette = PALETTES[theme]
    ground = palette.background
    for on_focus in (False, True):
        model = with_selection(mid_game(game_id).reports.table_model(), on_focus)
        for zoom in (100, 300):
            renderer.configure(zoom, theme, False)
            renderer.draw([], ["Ada draws."], table=model)
            picture = renderer.picture
            cards = hand_cards(renderer.drawn)
            focused = next(box for face, box in cards if face.focused)
            selected = next(box for face, box in cards if face.selected and not face.focused)
            ring = hand_ring(focused.h)
            where = (game_id, theme, zoom, on_focus)
            # The focused card: the ring round it, dark and light.
            band = {pixel(picture, x, focused.centery)
                    for x in range(focused.left - ring, focused.left)}
            assert band == {RING_DARK, RING_LIGHT}, (where, band)
            # The selected card: no ring beside it, a thick bar under it.
            beside = {pixel(picture, x, selected.centery)
                      for x in range(selected.left - ring, selected.left)}
            assert beside == {ground}, (where, "a ring round a selected card", beside)
            bar = first_run(under(picture, selected, 3 * ring), ground)
            assert bar is not None, (where, "no bar under the selected card")
            colour, thick = bar
            assert colour not in (RING_DARK, RING_LIGHT, palette.turn), (where, colour)
            assert contrast(colour, ground) >= 3, (where, colour, ground)
            # As thick as the focus ring at least: a bar, not a line.
            assert thick >= ring, (where, thick, ring)
            # Its tick's disc at the card's top corner, in the same colour.
            corner = Counter(pixel(picture, x, y)
                             for x in range(selected.centerx, selected.right)
                             for y in range(selected.top, selected.top + selected.h // 3))
            assert corner[colour] >= selected.w // 2, (where, "no disc in the bar's colour")
            below_focus = under(picture, focused, 3 * ring)[ring + 1:]
            if on_focus:  # focused and selected: the ring, then the bar
                assert colour in below_focus, (where, "no bar under the focused selected card")
            else:  # focused only: nothing of the selection's colour under it
                assert colour not in below_focus, (where, below_focus)
