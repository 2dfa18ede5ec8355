"""Large, high-contrast text: the focused line first, then the rest, then
the last words spoken, for low-vision players and sighted companions."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

BACKGROUND = (0, 0, 0)
FOCUS = (255, 230, 0)     # yellow on black: the strongest contrast for the focus
TEXT = (255, 255, 255)
SPOKEN = (150, 220, 255)


class Renderer:
    """Draws lines of text, wrapped to the window, with pygame's own font."""

    def __init__(self, window: pygame.Surface) -> None:
        self.window = window
        self.resize()

    def resize(self) -> None:
        self.window = pygame.display.get_surface() or self.window
        height = self.window.get_height()
        self.big = pygame.font.Font(None, max(32, height // 11))
        self.small = pygame.font.Font(None, max(24, height // 18))

    def _wrap(self, text: str, font: pygame.font.Font, width: int) -> list[str]:
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

    def draw(self, lines: Sequence[str], spoken: Sequence[str]) -> None:
        surface = self.window
        surface.fill(BACKGROUND)
        width = surface.get_width() - 40
        y = 16
        for i, text in enumerate(lines):
            font = self.big if i == 0 else self.small
            colour = FOCUS if i == 0 else TEXT
            for part in self._wrap(text, font, width):
                surface.blit(font.render(part, True, colour), (20, y))
                y += font.get_linesize()
            y += 6
        y = max(y + 10, surface.get_height() * 2 // 3)
        for text in spoken[-3:]:
            for part in self._wrap(text, self.small, width):
                if y > surface.get_height() - self.small.get_linesize():
                    break
                surface.blit(self.small.render(part, True, SPOKEN), (20, y))
                y += self.small.get_linesize()
        pygame.display.flip()
