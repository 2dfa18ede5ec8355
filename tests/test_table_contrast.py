"""Contrast and salience: Phase 10's six card colours told
apart in greyscale (each pair at least 1.5:1 in luminance), read on the
painted cards in every theme, each card's words at least 4.5:1 on its
fill and its edge at least 3:1 on the table; whose turn it is found first:
the strip's turn tile framed thick and worded in a colour of the turn's
own (not one tile among equals), the turn's frames in that colour, apart from the focus
ring's and the last move's black and white."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest

from game.app.render import Renderer
from game.app.settings import THEMES
from game.app.table_draw import TableDrawer
from game.app.table_layout import LAST
from game.app.theme import PALETTES, RING_DARK, RING_LIGHT
from game.core.table import COLOURED, CardFace
from game.i18n import set_language, t
from tests.table_cases import CROWDED, mid_game
from tests.test_table_focus import contrast, most_common_colour

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



@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_the_turn_has_a_colour_of_its_own_in_every_theme(theme: str) -> None:
    palette = PALETTES[theme]
    others = {palette.background, palette.text, palette.focus, palette.strip, palette.edge,
              RING_DARK, RING_LIGHT}
    assert palette.turn not in others, (theme, palette.turn)
    assert contrast(palette.turn, palette.background) >= 4.5  # frames on the table
    assert contrast(palette.turn, palette.strip) >= 4.5  # the tile's words on the strip


@pytest.mark.parametrize("theme", sorted(PALETTES))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_turn_tile_is_framed_and_worded_in_the_turn_colour_on_the_pixels(
        game_id: str, theme: str) -> None:
    """Read on the window at 100 and 300%: the tile saying whose turn it is
    has its words in the turn colour and a frame of it at least 3 px (the
    other tiles' outlines are 2 px in the edge colour, their words in the
    text colour), on the strip's own band (one polarity for OCR); a
    seat's turn frame is drawn in the turn colour."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode((1366, 768)))
    palette = PALETTES[theme]
    model = mid_game(game_id).reports.table_model()
    assert model.status.turn
    for zoom in (100, 300):
        renderer.configure(zoom, theme, False)
        renderer.draw([], ["Ada draws."], table=model)
        drawn = renderer.drawn
        window = renderer.picture
        assert drawn.turn_tiles, (game_id, theme, zoom)
        tiles = [box for key, box in drawn.boxes.items() if key.startswith("tile:")]
        assert len(tiles) > len(drawn.turn_tiles)
        for box in tiles:
            turn = box in drawn.turn_tiles
            assert most_common_colour(window, box) == palette.strip, (game_id, box)
            edge = [tuple(window.get_at((x, box.centery)))[:3]
                    for x in range(box.left, box.left + 3)]
            assert edge == [palette.turn if turn else palette.edge] * (3 if turn else 2) \
                + ([] if turn else [palette.strip]), (game_id, theme, zoom, turn, edge)
            inside = {tuple(window.get_at((x, y)))[:3]
                      for x in range(box.left + 4, box.right - 4)
                      for y in range(box.top + 4, box.bottom - 4)}
            assert (palette.turn in inside) == turn, (game_id, theme, zoom, "words")
        for box, thick in drawn.frames.values():
            assert tuple(window.get_at((box.centerx, box.bottom - 1 - thick // 2)))[:3] \
                == palette.turn, (game_id, theme, zoom)


@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080)))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_focus_ring_is_at_least_6_px_on_every_row(game_id: str,
                                                      size: tuple[int, int]) -> None:
    """Whatever the keys point at (a hand card, a laid group, a face-up
    card, a pile, an action), at 100 and 300%, in the paper theme (the
    palest felt): the double ring is at least 6 px, read on the pixels
    across its left side, all of them dark or light, both present, at
    least half of them dark."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(size))
    session = mid_game(game_id)
    row, focus = session.cursor.row, list(session.cursor.focus)
    try:
        for zoom in (100, 300):
            for r in range(len(session.cursor.rows)):
                session.cursor.row, session.cursor.focus[r] = r, 0
                renderer.configure(zoom, "paper", False)
                renderer.draw([], ["Ada draws."], table=session.reports.table_model())
                drawn = renderer.drawn
                where = (game_id, size, zoom, session.cursor.rows[r].name)
                assert drawn.rings and drawn.rings[-1][0] == drawn.focus, where
                box, thickness = drawn.rings[-1]
                assert thickness >= 6, (where, thickness)
                band = [tuple(renderer.picture.get_at((x, box.centery)))[:3]
                        for x in range(box.left - thickness, box.left)]
                assert set(band) == {RING_DARK, RING_LIGHT}, (where, band)
                # The light band vanishes on the pale felt: the dark ones
                # carry the ring there, at least half of it.
                assert 2 * band.count(RING_DARK) >= thickness, (where, band)
    finally:
        session.cursor.row, session.cursor.focus = row, focus


def test_black_on_white_is_black_on_white_and_named_so() -> None:
    """The theme "Black on white" was once black on a pale green felt, menus
    included; a theme of its own is black on white, and the felt is named
    for what it is, in both languages; each theme can be chosen."""
    ink = PALETTES["black"]
    assert (ink.background, ink.text, ink.card) == ((255, 255, 255), (0, 0, 0), (255, 255, 255))
    assert contrast(ink.card_edge, ink.card) >= 3  # white cards on white: their edges
    assert set(THEMES) == set(PALETTES)
    try:
        set_language("en")
        assert t("table-theme", theme="black") == "Black on white"
        assert t("table-theme", theme="paper") == "Black on pale green"
        set_language("ru")
        assert t("table-theme", theme="black") == "Чёрный на белом"
        assert t("table-theme", theme="paper") == "Чёрный на светло-зелёном"
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_turn_is_framed_thicker_than_the_last_move_is_marked(game_id: str) -> None:
    """The seat to move and the last move's place look apart: the turn's
    frame thicker than the last move's band, read on the pixels (the band
    dark, light, dark; the frame in the turn colour) on the paper's felt,
    at 100 and 300%."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode((1366, 768)))
    model = mid_game(game_id).reports.table_model()
    assert model.last_move is not None
    for zoom in (100, 300):
        renderer.configure(zoom, "paper", False)
        renderer.draw([], ["Ada draws."], table=model)
        drawn = renderer.drawn
        window = renderer.picture  # the window, or a zoom's canvas
        assert drawn.frames and drawn.marks, (game_id, zoom)
        turn = PALETTES["paper"].turn
        for frame, thick in drawn.frames.values():
            x = frame.centerx
            run = [tuple(window.get_at((x, frame.bottom - 1 - d)))[:3] for d in range(thick + 1)]
            drawn_thick = run.index(next(c for c in run if c != turn))
            for key, (mark, width) in drawn.marks.items():
                if key == LAST:  # the tile naming the mover: its band on its dark ground
                    assert width < thick
                    continue
                band = [tuple(window.get_at((mark.left + d, mark.centery)))[:3]
                        for d in range(width + 2)]
                ring = len(band) - band[::-1].index(RING_DARK)  # the band's last dark pixel
                assert width < thick and ring < drawn_thick, (game_id, zoom, band, run)
