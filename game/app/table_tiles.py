"""The sizes a table's plan picks from, and the status strip's tiles:
boxed words on as few lines as they fit (table_layout re-exports them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .words_draw import TextCache

#: The sizes (of words, of small cards) a plan picks from: the same few
#: for every window and zoom, so that fonts, measured words and painted
#: cards are made once and found again.
LADDER = tuple(sorted({int(8 * 1.1 ** k) for k in range(40)}))


def descending(top: int, bottom: int, step: float = 0.88) -> list[int]:
    """Sizes from ``top`` down to ``bottom``: both ends, and between them
    the :data:`LADDER`'s sizes at most ``step`` apart.

    >>> descending(40, 20)
    [40, 33, 27, 22, 20]
    """
    top = max(top, bottom)
    sizes = [top]
    for size in reversed(LADDER):
        if bottom < size < top and size <= sizes[-1] * step + 0.5:
            sizes.append(size)
    if sizes[-1] != bottom:
        sizes.append(bottom)
    return sizes



def strip_height(font: pygame.font.Font, lines: int, margin: int) -> int:
    """The status strip's band: ``lines`` lines of tiles."""
    return lines * (font.get_linesize() + margin // 2) + margin // 2


def tile_pad(font: pygame.font.Font) -> int:
    return max(4, font.get_height() // 5)


def flow_tiles(tiles: Sequence[str], font: pygame.font.Font, inner: int,
               text: TextCache) -> list[list[str]]:
    """``tiles`` (boxed words) left to right on lines ``inner`` wide; a
    tile wider than the line is wrapped into tiles of its own."""
    pad = tile_pad(font)
    lines: list[list[str]] = [[]]
    x = 0
    for tile in tiles:
        for part in text.wrap(tile, font, inner - 2 * pad):
            w = text.width(part, font) + 2 * pad
            if lines[-1] and x + w > inner:
                lines.append([])
                x = 0
            lines[-1].append(part)
            x += w + pad
    return lines


def fit_tiles(tiles: Sequence[str], size: int, floor: int, inner: int,
              font_of: Callable[[int], pygame.font.Font], text: TextCache
              ) -> tuple[int, list[list[str]]]:
    """The largest size from ``size`` down to ``floor`` at which ``tiles``
    take one line; else two; else as many as the floor needs. Words grow
    about in proportion to their size, so the sizes tried start from the
    one the floor's widths foretell, and few are measured."""
    if not tiles:
        return size, []
    sizes = descending(size, floor, 0.9)
    base = font_of(floor)
    at_floor = sum(text.width(s, base) for s in tiles) + 3 * len(tiles) * tile_pad(base)
    for most in (1, 2):
        guess = floor * most * inner / max(1, at_floor)
        for s in (s for s in sizes if s <= guess * 1.1 or s == floor):
            lines = flow_tiles(tiles, font_of(s), inner, text)
            if len(lines) <= most:
                return s, lines
    return floor, flow_tiles(tiles, font_of(floor), inner, text)
