"""Words on screen: wrapping to a width, and rendered lines kept so a frame
redraws known text by copying pixels instead of rasterising it again."""

from __future__ import annotations

import pygame

Colour = tuple[int, int, int]


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` cut into lines no wider than ``width`` (a word longer than
    the width gets a line of its own)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if font.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


class TextCache:
    """Rendered lines by (text, font, colour)."""

    def __init__(self, limit: int = 600) -> None:
        self.limit = limit
        self._images: dict[tuple[str, int, Colour], pygame.Surface] = {}

    def image(self, text: str, font: pygame.font.Font, colour: Colour) -> pygame.Surface:
        key = (text, id(font), colour)
        image = self._images.get(key)
        if image is None:
            if len(self._images) >= self.limit:
                self._images.clear()
            image = self._images[key] = font.render(text, True, colour)
        return image

    def blit(self, surface: pygame.Surface, text: str, font: pygame.font.Font, colour: Colour,
             at: tuple[int, int], width: int | None = None) -> pygame.Rect:
        """Draw one line at ``at``; ``width`` clips it. Returns where it went."""
        image = self.image(text, font, colour)
        area = None if width is None else pygame.Rect(0, 0, width, image.get_height())
        return surface.blit(image, at, area)
