"""Words on screen: wrapping to a width, and rendered lines kept so a frame
redraws known text by copying pixels instead of rasterising it again. A
line drawn on a known plain colour is rendered onto it, opaque and in the
window's pixel format: such a copy costs a third of a see-through one,
which matters for the large letters of the highest zoom."""

from __future__ import annotations

from typing import Any

import pygame

from ..grammar import unstressed

Colour = tuple[int, int, int]


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` cut into lines no wider than ``width`` (a word longer than
    the width gets a line of its own); lines break at plain spaces only,
    never at a no-break space."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}".strip()
        if font.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def put(surface: pygame.Surface, image: pygame.Surface, at: tuple[int, int],
        area: pygame.Rect | None = None) -> pygame.Rect:
    """``image`` (its ``area``) blitted at ``at``; where it went on
    ``surface``, whether or not a clip let all of it through (a zoomed
    table drawn only where the window shows it keeps its places)."""
    where = surface.blit(image, at, area)
    if surface.get_clip() == surface.get_rect():
        return where
    size = image.get_rect().clip(area).size if area is not None else image.get_size()
    return pygame.Rect(at, size).clip(surface.get_rect())


class TextCache:
    """Rendered lines by (text, font, colour, background)."""

    def __init__(self, limit: int = 600) -> None:
        self.limit = limit
        self._images: dict[tuple[str, int, Colour, Colour | None], pygame.Surface] = {}
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}
        self._widths: dict[tuple[str, int], int] = {}
        #: Measured table blocks (table_layout.block_size), by what they hold.
        self.blocks: dict[tuple[object, ...], Any] = {}
        #: Each line drawn this frame with its font's size, for the tests
        #: of legible sizes (set by the renderer at the start of a frame).
        self.log: list[tuple[str, int]] = []
        #: Each line drawn this frame with where it went (set likewise).
        self.boxes: list[tuple[str, pygame.Rect]] = []

    def wrap(self, text: str, font: pygame.font.Font, width: int) -> list[str]:
        """:func:`wrap`, kept: laying out a table measures the same words
        many times over. Lines are measured as the sum of their words and
        spaces, each word measured once (kerning across a space is nil)."""
        key = (text, id(font), width)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) >= self.limit:
                self._wrapped.clear()
            space = self.width(" ", font)
            lines = []
            line, line_w = "", 0
            for word in text.split(" "):
                w = self.width(word, font)
                if not line:
                    line, line_w = word, w
                elif line_w + space + w <= width:
                    line, line_w = f"{line} {word}", line_w + space + w
                else:
                    lines.append(line)
                    line, line_w = word, w
            if line:
                lines.append(line)
            self._wrapped[key] = lines
        return lines

    def width(self, text: str, font: pygame.font.Font) -> int:
        """How wide ``text`` is in ``font``, kept (as drawn: unstressed)."""
        text = unstressed(text)
        key = (text, id(font))
        w = self._widths.get(key)
        if w is None:
            if len(self._widths) >= self.limit:
                self._widths.clear()
            w = self._widths[key] = font.size(text)[0]
        return w

    def image(self, text: str, font: pygame.font.Font, colour: Colour,
              on: Colour | None = None) -> pygame.Surface:
        """``text`` rendered in ``colour``, onto the plain colour ``on``
        when given, else see-through; without the voice's stress marks."""
        text = unstressed(text)
        key = (text, id(font), colour, on)
        image = self._images.get(key)
        if image is None:
            if len(self._images) >= self.limit:
                self._images.clear()
            image = font.render(text, True, colour, on)
            if pygame.display.get_surface() is not None:  # the window's pixel format
                image = image.convert() if on is not None else image.convert_alpha()
            self._images[key] = image
        return image

    def blit(self, surface: pygame.Surface, text: str, font: pygame.font.Font, colour: Colour,
             at: tuple[int, int], width: int | None = None,
             on: Colour | None = None) -> pygame.Rect:
        """Draw one line at ``at`` (onto the plain colour ``on`` when the
        caller knows it); ``width`` clips it. Returns where it went."""
        text = unstressed(text)  # as drawn, also in the log
        image = self.image(text, font, colour, on)
        self.log.append((text, font.point_size))
        area = None if width is None else pygame.Rect(0, 0, width, image.get_height())
        where = put(surface, image, at, area)
        self.boxes.append((text, where))
        return where
