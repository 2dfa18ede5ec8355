"""The window's picture: the game's table drawn as cards (table_draw.py), or
lines of large text for menus and pages, with the focused item on a bar in
a larger size, and the last words spoken at the bottom. Sizes follow the
window and the zoom; colours follow the theme (theme.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ..core.results import ResultsModel
from ..core.table import TableModel
from ..i18n import t
from .table_draw import Drawn, TableDrawer
from .table_frame import last_messages
from .theme import PALETTES, Fonts, Theme, body_size, find_font
from .words_draw import TextCache

#: The default theme's colours (yellow on black), for tests and callers.
BACKGROUND = PALETTES["yellow"].background
TEXT = PALETTES["yellow"].text
FOCUS = PALETTES["yellow"].focus
SPOKEN = PALETTES["yellow"].spoken


class Renderer:
    """Draws a screen each frame; what the last frame drew is in ``drawn``."""

    def __init__(self, window: pygame.Surface) -> None:
        self.window = window
        self.fonts = Fonts(find_font())
        self.text = TextCache()
        self.tables = TableDrawer(self.fonts, self.text)
        self.zoom = 100
        self.theme: Theme = PALETTES["yellow"]
        self.four_colour = False
        self.drawn = Drawn()
        #: The picture ``drawn`` lies on: the window, or a zoomed table's
        #: canvas (table_view), of which ``shown`` is what the window shows.
        self._picture = window
        self.shown = self.drawn
        self.resize()

    def configure(self, zoom: int, theme: str, four_colour: bool) -> None:
        self.zoom = zoom
        self.theme = PALETTES.get(theme, PALETTES["yellow"])
        self.four_colour = four_colour

    def resize(self) -> None:
        self.window = pygame.display.get_surface() or self.window
        body = body_size(self.window.get_height(), self.zoom)
        self.small = self.fonts.get(body)
        self.big = self.fonts.get(body * 5 // 4)
        self.focused = self.fonts.get(body * 3 // 2)  # the focused item: a clear size change

    def draw_screen(self, screen: Any, spoken: Sequence[str]) -> None:
        """A screen's results if it has them, else its table, else its lines."""
        results = screen.results()
        self.draw(screen.lines(), spoken, focus=screen.focus_line(), table=screen.table(),
                  results=results, scroll=getattr(screen, "results_scroll", 0))
        if results is not None and hasattr(screen, "results_scroll"):
            screen.results_scroll = self.drawn.scrolled  # no further than the last lines

    def draw(self, lines: Sequence[str], spoken: Sequence[str], focus: int | None = None,
             table: TableModel | None = None, results: ResultsModel | None = None,
             scroll: int = 0) -> None:
        self.resize()
        if results is not None:  # a deal's end or the game's: the score table
            self.drawn = self.tables.draw_results(self.window, results, spoken, self.theme,
                                                  self.four_colour, self.zoom, scroll)
        elif table is not None:
            self.drawn = self.tables.draw(self.window, table, spoken, self.theme,
                                          self.four_colour, self.zoom)
        else:
            self.drawn = self.draw_lines(lines, spoken, focus)
        self._picture, self.shown = self.window, self.drawn
        if table is not None and results is None:
            self._picture, self.shown = self.tables.picture or self.window, self.tables.shown
        pygame.display.flip()

    @property
    def picture(self) -> pygame.Surface:
        """The picture ``drawn`` lies on: the window, or a zoomed table's
        canvas, all of it drawn (the game draws the canvas only where the
        window shows it)."""
        if self._picture is not self.window:
            self.tables.paint_whole()
        return self._picture

    def draw_lines(self, lines: Sequence[str], spoken: Sequence[str],
                   focus: int | None) -> Drawn:
        """The title, then the items; the focused one (``focus``, an index
        into ``lines``) on a bar in a half again larger size. Without
        ``focus`` the first line is the focus, as on the game's summaries."""
        surface, theme = self.window, self.theme
        surface.fill(theme.background)
        drawn = Drawn()
        self.text.log = drawn.lines
        width, height = surface.get_size()
        margin = max(10, self.small.get_height() // 2)
        inner = width - 2 * margin
        placed: list[tuple[int, str, pygame.font.Font, bool]] = []
        for i, text in enumerate(lines):
            if focus is not None and text[:2] in ("> ", "  "):
                text = text[2:]
            on = i == focus if focus is not None else i == 0
            font = self.focused if on and focus is not None else self.big if on or i == 0 \
                else self.small
            placed += [(i, part, font, on) for part in self.text.wrap(text, font, inner - margin)]
        # The spoken lines only in room the lines leave: on screen already,
        # the menu itself matters more than the echo of what was said.
        used = margin + sum(font.get_linesize() + 4 for _, _, font, _ in placed)
        room = max(0, (height - margin - used) // self.small.get_linesize())
        # Whole messages only, from their first word, set apart by a rule.
        said = last_messages(spoken, room, lambda text: self.text.wrap(text, self.small, inner))
        rule = margin // 2 if said else 0
        bottom = height - len(said) * self.small.get_linesize() - margin - rule
        y = margin
        for _, part, font, on in [p for p in placed if p[0] == 0]:
            colour = theme.focus if on and focus is None else theme.text
            drawn.texts.setdefault("line:0", self.text.blit(surface, part, font, colour,
                                                            (margin, y), on=theme.background))
            y += font.get_linesize() + 4
        items = [p for p in placed if p[0] != 0]
        heights = [font.get_linesize() + 4 for _, _, font, _ in items]
        # Scroll the items so that the focused one is on screen; when some
        # do not fit, the last line says that more lie below.
        more = self.small.get_linesize()
        overflow = y + sum(heights) > bottom + 4
        items_bottom = bottom - more if overflow else bottom
        end = sum(h for (i, *_), h in zip(items, heights, strict=True) if i <= (focus or 0))
        first = y
        y -= max(0, first + end - items_bottom)
        below = False
        for (i, part, font, on), h in zip(items, heights, strict=True):
            below = below or y + h > items_bottom + 4
            if y >= first and y + h <= items_bottom + 4:
                colour, ground = theme.text, theme.background
                if on and focus is not None:
                    bar = pygame.Rect(margin // 2, y - 2, width - margin, h)
                    pygame.draw.rect(surface, theme.focus, bar, border_radius=6)
                    colour, ground = theme.focus_text, theme.focus
                drawn.texts.setdefault(f"line:{i}", self.text.blit(surface, part, font, colour,
                                                                   (margin, y), on=ground))
            y += h
        if below:
            drawn.texts["more below"] = self.text.blit(
                surface, f"\u25bc {t('table-more-below')}", self.small, theme.text,
                (margin, items_bottom + 4), on=theme.background)
        y = bottom
        if said:
            pygame.draw.line(surface, theme.edge, (margin, y + rule // 2),
                             (width - margin, y + rule // 2), max(2, rule // 3))
            y += rule
        for part in said:
            self.text.blit(surface, part, self.small, theme.spoken, (margin, y),
                           on=theme.background)
            y += self.small.get_linesize()
        return drawn
