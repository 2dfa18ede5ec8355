"""Colours, fonts and sizes of the drawn screen: four high-contrast themes,
a font that carries the suit symbols, and sizes that follow the window and
the zoom setting, so low-vision players can pick what they read best."""

from __future__ import annotations

import io
import os
from dataclasses import dataclass
from pathlib import Path

import pygame

Colour = tuple[int, int, int]



@dataclass(frozen=True)
class Theme:
    """``text`` on ``background``; ``focus`` marks what the keys point at
    (the bar of a menu); ``strip`` is the status strip's band; ``spoken``
    the last messages; ``edge`` the outlines of boxes and tiles, at least
    3:1 on the background and the strip (WCAG 1.4.11); ``turn`` frames
    whose turn it is and words the strip's turn tile, at least 4.5:1 on
    the background and the strip: a colour of its own on the table, used
    for nothing else, so that the eye finds the turn first;
    ``select`` marks the selected hand cards (their bar and tick disc), at
    least 3:1 on the background: a colour neither the turn's nor the focus
    ring's black and white, so that selected and focused never look
    alike."""

    name: str
    background: Colour
    text: Colour
    focus: Colour
    focus_text: Colour
    strip: Colour
    spoken: Colour
    card: Colour
    card_edge: Colour
    back: Colour
    edge: Colour
    turn: Colour
    select: Colour


#: The turn: cyan on the dark themes (the focus ring is black and white,
#: their words yellow or white); a deep magenta on the light ones. The
#: selection: pink on the dark themes, a burnt orange on the light ones.
PALETTES = {
    "yellow": Theme("yellow", (0, 0, 0), (255, 230, 0), (255, 255, 255), (0, 0, 0),
                    (40, 40, 40), (255, 230, 0), (255, 255, 255), (255, 230, 0),
                    (0, 40, 120), (160, 160, 160), (0, 230, 255), (255, 80, 255)),
    "white": Theme("white", (0, 0, 0), (255, 255, 255), (255, 230, 0), (0, 0, 0),
                   (40, 40, 40), (255, 255, 255), (255, 255, 255), (255, 255, 255),
                   (0, 40, 120), (160, 160, 160), (0, 230, 255), (255, 80, 255)),
    # A pale green felt, so that white cards stand out on it as on a table.
    "paper": Theme("paper", (214, 236, 218), (0, 0, 0), (0, 0, 170), (255, 255, 255),
                   (250, 250, 250), (0, 0, 0), (255, 255, 255), (0, 0, 0),
                   (0, 40, 120), (70, 70, 70), (150, 0, 120), (190, 70, 0)),
    # Black on white itself, menus and table alike: the cards, white too,
    # stand out by their black edges; the strip a light grey band.
    "black": Theme("black", (255, 255, 255), (0, 0, 0), (0, 0, 170), (255, 255, 255),
                   (235, 235, 235), (0, 0, 0), (255, 255, 255), (0, 0, 0),
                   (0, 40, 120), (70, 70, 70), (150, 0, 120), (190, 70, 0)),
}

#: Suit colours on a white card: two colours, or four so that no two suits
#: share one (spades black, hearts red, diamonds blue, clubs green).
TWO_COLOURS: dict[str, Colour] = {"S": (0, 0, 0), "C": (0, 0, 0), "H": (200, 0, 0),
                                  "D": (200, 0, 0), "": (0, 0, 0)}
FOUR_COLOURS: dict[str, Colour] = {"S": (0, 0, 0), "C": (0, 120, 0), "H": (200, 0, 0),
                                   "D": (0, 60, 200), "": (0, 0, 0)}
#: Coloured number cards are filled with their colour; the number is drawn in the
#: colour that contrasts with it (at least 4.5:1). The six fills are told apart
#: in greyscale, not by hue alone: any two at least 1.6:1 apart in luminance,
#: red and green 3:1 (dark to light: skip, blue, red, wild, green, yellow). A
#: wild is a light purple, a skip near black (both lettered and worded).
P10_FILL: dict[str, tuple[Colour, Colour]] = {
    "R": ((215, 0, 0), (255, 255, 255)), "B": ((0, 35, 170), (255, 255, 255)),
    "G": ((60, 222, 60), (0, 0, 0)), "Y": ((255, 250, 0), (0, 0, 0)),
    "W": ((200, 105, 225), (0, 0, 0)), "SK": ((15, 15, 15), (255, 255, 255)),
}
#: The focus ring's two colours: one of them contrasts 4.5:1 with anything.
RING_DARK: Colour = (0, 0, 0)
RING_LIGHT: Colour = (255, 255, 255)
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
#: Suits named in words on the table's own ground (not on a white card):
#: light reds, blues and greens on a dark theme, dark ones on the paper,
#: each at least 4.5:1 there; black suits take the theme's text colour.
SUIT_INK_DARK: dict[str, Colour] = {"H": (255, 120, 120), "D": (255, 120, 120)}
SUIT_INK_DARK_FOUR: dict[str, Colour] = {"H": (255, 120, 120), "D": (120, 170, 255),
                                         "C": (100, 220, 100)}
SUIT_INK_LIGHT: dict[str, Colour] = {"H": (170, 0, 0), "D": (170, 0, 0)}
SUIT_INK_LIGHT_FOUR: dict[str, Colour] = {"H": (170, 0, 0), "D": (0, 40, 170),
                                          "C": (0, 95, 0)}


def suit_ink(theme: Theme, suit: str, four: bool) -> Colour:
    """The colour of a suit's symbol in words on the theme's background."""
    dark = sum(theme.background) < 3 * 128
    inks = (SUIT_INK_DARK_FOUR if four else SUIT_INK_DARK) if dark else \
        (SUIT_INK_LIGHT_FOUR if four else SUIT_INK_LIGHT)
    return inks.get(suit, theme.text)

#: Where a font with the suit symbols is looked for, first found wins:
#: PARLOUR_FONT, Debian's fonts-dejavu-core, then fontconfig's match.
FONT_PATHS = (Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
              Path("/usr/share/fonts/TTF/DejaVuSans.ttf"),
              Path("/Library/Fonts/DejaVuSans.ttf"))


def find_font() -> str | None:
    """A font file with the suit symbols, or None (pygame's own font, and
    suit words instead of symbols)."""
    chosen = os.environ.get("PARLOUR_FONT")
    if chosen and Path(chosen).is_file():
        return chosen
    for path in FONT_PATHS:
        if path.is_file():
            return str(path)
    matched = pygame.font.match_font("dejavusans")
    return matched or None


def has_glyphs(font: pygame.font.Font, text: str) -> bool:
    """Whether ``font`` draws every character of ``text`` (a missing glyph
    gets the same box as a private-use character)."""
    missing = font.metrics("\ue000")[0]
    return all(m is not None and m != missing for m in font.metrics(text))


#: Words that reach as high and as low as a line of the table's words.
TALL = "\u00c1g, 9\u2665"


class Fonts:
    """Fonts by pixel size, made once each: text rendering is the costly
    part of a frame, so sizes are few (zoom steps) and kept."""

    def __init__(self, path: str | None) -> None:
        self.path = path
        # Read once and made from memory: a font made from a path keeps its
        # file open, and pygame.quit() leaves it open for good (pygame-ce
        # closes a font's file only while its font module is up).
        self._data = Path(path).read_bytes() if path is not None else None
        self._fonts: dict[int, pygame.font.Font] = {}
        self.symbols = has_glyphs(self.get(24), "".join(SUIT_SYMBOLS.values()))

    def get(self, size: int) -> pygame.font.Font:
        size = max(8, size)
        font = self._fonts.get(size)
        if font is None:
            font = self._make(size)
            if font.size(TALL)[1] > font.get_linesize() and size > 8:
                # A few sizes (DejaVu Sans 12, 14, 43...) draw a pixel below
                # their own line: lines laid a line apart would meet.
                font = self._make(size - 1)
            self._fonts[size] = font
        return font

    def _make(self, size: int) -> pygame.font.Font:
        if self._data is None:
            return pygame.font.Font(None, size)
        return pygame.font.Font(io.BytesIO(self._data), size)


def body_size(window_height: int, zoom: int) -> int:
    """The body text's font size: a 30th of the window's height at 100%
    (a 1080-line screen: 36, text about 42 px high), scaled by the zoom."""
    return max(12, window_height * zoom // 3000)


def text_floor(window_height: int, zoom: int = 100) -> int:
    """The smallest text size on screen: at 100% 3% of the window's
    height and never under 24 px in a window 576 lines or more (32 px on
    a 1080-line screen; 24 px in a 1280x720 screen's default window, where
    a 30th of the height gave 17), so that secondary lines (labels, spoken lines, shrunk seats)
    stay readable; a zoom above 100% multiplies it, as it does the body."""
    # 24 px from a 576-line window up; in a smaller one a 34th of it.
    least = 24 if window_height >= 576 else max(10, window_height * 32 // 1080)
    return max(least, window_height * 3 // 100) * max(100, zoom) // 100
