"""Legible words on the drawn screen: default text at least
32 px high on a 1080-line screen, everywhere on the table and in menus;
a font that carries the suit symbols, and suits named in words when no
font has them."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_layout import TEXT, face_text, seat_blocks
from game.app.theme import SUIT_SYMBOLS, Fonts, find_font
from game.core.table import CardFace, CardRow, Seat, StatusStrip, TableModel
from game.games import SPECS, spec

SPOKEN = ["Ada plays the 7 of hearts.", "Boris draws from the stock.", "Your turn."]


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode((1920, 1080)))


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_every_word_on_the_table_is_at_least_32_px_on_1080_lines(renderer: Renderer,
                                                                  game_id: str) -> None:
    session = spec(game_id).session(4, ["normal"] * 3, 7, {})
    session.start()
    renderer.configure(100, "yellow", False)
    renderer.draw([], SPOKEN, table=session.reports.table_model())
    lines = renderer.drawn.lines
    assert any(text in SPOKEN for text, _ in lines), "no spoken line drawn"
    small = [(text, size) for text, size in lines if size < 32]
    assert not small, small


def test_every_word_of_a_menu_is_at_least_32_px_on_1080_lines(renderer: Renderer) -> None:
    renderer.configure(100, "yellow", False)
    renderer.draw(["Main menu", "> Play", "  Settings", "  Quit"], SPOKEN, focus=1)
    assert renderer.drawn.lines
    assert min(size for _, size in renderer.drawn.lines) >= 32, renderer.drawn.lines


def test_the_font_found_draws_the_suit_symbols() -> None:
    pygame.init()
    path = find_font()
    assert path is not None, "no DejaVu Sans: apt-get install fonts-dejavu-core"
    assert Fonts(path).symbols


def test_without_the_suit_glyphs_suits_are_named_in_words() -> None:
    """pygame's own font has no suit symbols: the renderer notices and
    names the suits instead of drawing empty boxes."""
    pygame.init()
    fonts = Fonts(None)
    assert not fonts.symbols
    king = CardFace("standard", "K", "H", "KH")
    assert face_text(king, fonts.symbols) == "K hearts"
    assert face_text(king, True) == "K" + SUIT_SYMBOLS["H"]
    seat = Seat("Ada", 3, "Ada: 3 cards", rows=(CardRow("Face up", (king,)),))
    model = TableModel(StatusStrip("Your turn", "Play", "Nobody out yet"), "", CardRow("Hand"),
                       seats=(seat,))
    (block,) = seat_blocks(model, TEXT, fonts.symbols)
    assert "K hearts" in block.lines[-1] and SUIT_SYMBOLS["H"] not in block.lines[-1]


def test_below_100_percent_every_word_shrinks(renderer: Renderer) -> None:
    """The 32 px floor is the default's; a player who zooms out to see
    more gets every word smaller, the spoken lines too."""
    session = spec("phase10").session(4, ["normal"] * 3, 7, {})
    session.start()
    sizes = {}
    for zoom in (50, 100):
        renderer.configure(zoom, "yellow", False)
        renderer.draw([], SPOKEN, table=session.reports.table_model())
        sizes[zoom] = [size for _, size in renderer.drawn.lines]
    assert max(sizes[50]) < min(sizes[100]), sizes


def test_every_font_size_draws_within_its_own_line() -> None:
    """Lines are laid a font's line apart; a size whose words reach below
    that (DejaVu Sans 12, 14, 43, 113, 168: a pixel) is drawn a size
    smaller, so that two lines never meet."""
    pygame.init()
    fonts = Fonts(find_font())
    for size in range(8, 200):
        font = fonts.get(size)
        for text in ("\u00c1g,", "gjpqy", "9\u2665 10\u2663", "Hand 1, phase 1, draw"):
            assert font.size(text)[1] <= font.get_linesize(), (size, text)
