"""Menus and pages drawn as large lines (Renderer.draw_lines): the focused
item lies on a bar in a clearly larger size (a bar and a size change, not
only a prefix, so a low-vision player finds it), and at a high zoom the
menu keeps the room the echo of spoken lines would take."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer

MENU = ["Parlour, main menu", "  Play", "> Game: Twenty", "  Opponents: 2",
        "  Computer level: normal", "  Game options", "  Settings", "  Keys", "  Rules",
        "  Statistics", "  Quit"]
SPOKEN = ["Parlour, main menu. Play, 1 of 12.", "Game: Twenty, 2 of 12.",
          "Opponents: 2, 3 of 12."]


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode((1440, 810)))


@pytest.mark.parametrize("zoom", (100, 300))
@pytest.mark.parametrize("theme", ("yellow", "white", "paper"))
def test_the_focused_item_is_on_a_bar_and_half_again_as_large(renderer: Renderer, zoom: int,
                                                              theme: str) -> None:
    renderer.configure(zoom, theme, False)
    renderer.draw(MENU, SPOKEN, focus=2)
    texts = renderer.drawn.texts
    focused, other = texts["line:2"], texts["line:1"]
    assert focused.h >= 1.4 * other.h, (focused.h, other.h)
    bar = renderer.window.get_at((focused.right + 20, focused.centery))[:3]
    assert bar == renderer.theme.focus  # the bar runs on past the words


def test_at_300_percent_spoken_lines_give_way_to_menu_items(renderer: Renderer) -> None:
    renderer.configure(300, "yellow", False)
    renderer.draw(MENU, [], focus=2)
    alone = {k for k in renderer.drawn.texts if k.startswith("line:")}
    renderer.draw(MENU, SPOKEN, focus=2)
    shown = {k for k in renderer.drawn.texts if k.startswith("line:")}
    assert shown == alone and len(shown) >= 4, (sorted(shown), sorted(alone))
