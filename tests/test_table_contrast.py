"""Issue 32, contrast and salience: Phase 10's six card colours told
apart in greyscale (each pair at least 1.5:1 in luminance), read on the
painted cards in every theme, each card's words at least 4.5:1 on its
fill and its edge at least 3:1 on the table."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_draw import TableDrawer
from game.app.theme import PALETTES
from game.core.table import COLOURED, CardFace
from tests.test_table_focus import contrast

#: A Phase 10 card of each colour: four numbers, a wild, a skip.
P10_CARDS = {"R": ("7", "R"), "B": ("7", "B"), "G": ("7", "G"), "Y": ("7", "Y"),
             "W": ("W", "W"), "SK": ("SK", "SK")}
W, H = 68, 100


@pytest.fixture(scope="module")
def drawer() -> Iterator[TableDrawer]:
    pygame.init()
    renderer = Renderer(pygame.display.set_mode((200, 200)))
    yield TableDrawer(renderer.fonts, renderer.text)


def face_colours(card: pygame.Surface) -> Counter[tuple[int, ...]]:
    """The colours inside the card's edge, by how many pixels have them."""
    return Counter(tuple(card.get_at((x, y)))[:3]
                   for x in range(W // 8, W - W // 8) for y in range(H // 8, H - H // 8))


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_phase_10_colours_differ_in_greyscale_on_the_painted_cards(
        drawer: TableDrawer, theme: str) -> None:
    fills: dict[str, tuple[int, ...]] = {}
    for colour, (rank, suit) in P10_CARDS.items():
        card = drawer.card(CardFace(COLOURED, rank, suit, f"{suit}{rank}"), W, H,
                           PALETTES[theme], False)
        seen = face_colours(card)
        fill = seen.most_common(1)[0][0]
        fills[colour] = fill
        # The words on the card: the pixels most unlike the fill, at least
        # 4.5:1 on it (the number, the letter, the colour's word).
        ink = max(seen, key=lambda c: contrast(c, fill))
        assert contrast(ink, fill) >= 4.5, (theme, colour, fill, ink)
        assert seen[ink] >= 20, (theme, colour, "no words drawn in the contrasting colour")
        # The card's shape is seen on the table (WCAG 1.4.11): its edge at
        # the middle of its left side at least 3:1 on the background.
        edge = tuple(card.get_at((0, H // 2)))[:3]
        assert contrast(edge, PALETTES[theme].background) >= 3, (theme, colour, edge)
    for a, b in combinations(fills, 2):
        assert contrast(fills[a], fills[b]) >= 1.5, (theme, a, b, fills[a], fills[b])

