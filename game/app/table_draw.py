"""Draws a :class:`~game.core.table.TableModel`: one frame of the table
(table_frame lays it out, table_paint holds what it is drawn with), a
focus move redrawn over the last frame (table_refocus), a zoomed table on
the magnifier's canvas (table_view), and the results screen
(table_results). What is drawn is kept (``Drawn``) so tests can check
that cards do not overlap, that the focus is on screen and that no
hidden card is ever shown. Above the modules it draws with: none of them
imports it (the import ring they once made with it is gone)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..core.results import ResultsModel
from ..core.table import TableModel
from . import table_frame
from .table_drawn import Drawn as Drawn
from .table_hand import hand_height
from .table_paint import CARD_PICTURES as CARD_PICTURES
from .table_paint import RING_DARK as RING_DARK
from .table_paint import RING_LIGHT as RING_LIGHT
from .table_paint import TablePainter
from .table_paint import last_mark as last_mark
from .table_paint import mark_width as mark_width
from .table_refocus import redraw_focus
from .table_results import draw_results as paint_results
from .theme import Theme

Rect = pygame.Rect


def samples(surface: pygame.Surface, drawn: Drawn) -> list[tuple[int, int]]:
    """Points of a frame whose pixels tell it from a cleared or other
    screen: the status strip's corner (never the background's colour),
    the centres of the first hand cards and of the focus, inside the
    window."""
    window = surface.get_rect()
    points = [(1, 1)] + [box.center for _, box in drawn.cards[-4:]]
    if drawn.focus is not None:
        points.append(drawn.focus.center)
    return [p for p in points if window.collidepoint(p)]


class TableDrawer(TablePainter):
    """Lays out and draws one table; card pictures, words and layouts are
    cached."""

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, model: TableModel, spoken: Sequence[str],
             theme: Theme, four: bool, zoom: int) -> Drawn:
        """One frame of the table into the window ``surface``: drawn on it,
        or above 100% on the magnifier's taller canvas, of which the window
        shows the part with the focus (table_view). Returns what the table
        drew, in the places of ``picture`` (the window, or the canvas);
        ``shown`` is what the window shows, in its own places."""
        drawn = self._draw_on(surface, model, spoken, theme, four, zoom)
        self.picture, self.shown = surface, drawn
        if self.on_canvas and self.magnifier.canvas is not None:
            at = drawn.hand
            hand = Rect(0, at.top, surface.get_width(), at.shown * hand_height(at.ch, 1)) \
                if at is not None else None
            font = self.fonts.get(drawn.plan.table_size)
            canvas = self.magnifier.canvas  # its part the table takes
            self.picture = canvas.subsurface((0, 0, canvas.get_width(), self.magnifier.tall))
            self.shown = self.magnifier.show(surface, drawn, model, theme, font, self.text, hand)
        return drawn

    def _draw_on(self, window: pygame.Surface, model: TableModel, spoken: Sequence[str],
                 theme: Theme, four: bool, zoom: int) -> Drawn:
        """One frame of the table on the window, or above 100% on the
        magnifier's canvas. A frame drawn from the same things as the last
        one (most frames: the table changes at a move, a key, the end of
        the last move's mark) is left as it is, once a few of its pixels
        show that nothing drew over it since (a menu, a new window
        surface)."""
        canvas = self.magnifier.canvas
        surface = canvas if self.on_canvas and canvas is not None else window
        key = (window.get_size(), model, tuple(spoken), theme.name, four, zoom,
               self.fonts.symbols, table_frame.is_lit(self, model.last_move))
        last = self._last
        drawn: Drawn | None = None
        shown = last is not None and all(
            surface.get_rect().collidepoint(at) and surface.get_at(at) == colour
            for at, colour in last[2])
        if last is not None and shown:
            if last[0] == key:
                return last[1]
            if last[0][2:] + last[0][:1] == key[2:] + key[:1]:  # only the table changed
                before = last[0][1]
                assert isinstance(before, TableModel)
                drawn = redraw_focus(self, surface, before, model, last[1], theme, four)
        if drawn is None:
            drawn = Drawn()
            self.text.log, self.text.boxes = drawn.lines, drawn.words
            # The parts of the last frame still on the window are kept where
            # they are the same (table_frame.draw_table).
            table_frame.draw_table(self, window, model, spoken, theme, four, zoom, drawn, shown)
            surface = self.magnifier.canvas if self.on_canvas and self.magnifier.canvas else window
        else:
            self.kept_frame = None  # the window no longer shows the parts kept
        self._frame = (window, model, spoken, theme, four, zoom, self.clock())
        if self.on_canvas and self.magnifier.canvas is not None:
            # The focus moved the view past what this frame drew: the new
            # view drawn (the canvas's other parts hold older frames).
            height = window.get_height()
            top = self.magnifier.next_top(drawn.focus, drawn.keep, height, self.fonts.get(
                drawn.plan.table_size))
            if not self.magnifier.painted.contains(Rect(0, top, window.get_width(), height)):
                self.paint_more(self.magnifier.band(height, top))
        self._last = (key, drawn, [(at, surface.get_at(at)) for at in samples(surface, drawn)])
        return drawn

    def paint_more(self, area: Rect) -> None:
        """The last frame drawn anew on ``area`` of the canvas (and only
        there), as it was drawn: its last move lit or not as then."""
        assert self._frame is not None
        window, model, spoken, theme, four, zoom, now = self._frame
        clock, log, boxes = self.clock, self.text.log, self.text.boxes
        self.clock, self.paint_area = (lambda: now), area
        try:
            table_frame.paint_table(self, window, model, spoken, theme, four, zoom, Drawn())
        finally:
            self.clock, self.paint_area = clock, None
            self.text.log, self.text.boxes = log, boxes

    def paint_whole(self) -> None:
        """The whole canvas showing the last frame (for a picture of all
        of a zoomed table: the game draws only what the window shows)."""
        canvas = self.magnifier.canvas
        if not self.on_canvas or canvas is None or self._last is None:
            return
        whole = Rect(0, 0, canvas.get_width(), self.magnifier.tall)
        if self.magnifier.painted.contains(whole):
            return
        self.paint_more(whole)
        key, drawn, _ = self._last
        self._last = (key, drawn, [(at, canvas.get_at(at)) for at in samples(canvas, drawn)])

    def draw_results(self, surface: pygame.Surface, model: ResultsModel,
                     spoken: Sequence[str], theme: Theme, four: bool, zoom: int,
                     scroll: int = 0) -> Drawn:
        self._last = self.kept_frame = None
        drawn = Drawn()
        self.text.log, self.text.boxes = drawn.lines, drawn.words
        paint_results(self, surface, model, spoken, theme, four, zoom, drawn, scroll)
        return drawn
