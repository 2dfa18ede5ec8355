"""The magnifier: above 100% the table is laid out on a canvas taller than
the window (table_frame.canvas_height), everything on it as large as the
zoom asks, and the window shows the part of it that holds the focus, as a
screen magnifier follows it: the hand's line with the words under it
while the focus is in the hand, a seat's row when the focus is there. The
view moves only when the focus would leave it, and a short line at the
window's edge says what lies above or below ("Above: Ada, Boris,
Discard"). A frame is drawn on the canvas only where the window looks
(:meth:`Magnifier.band`), the rest when the focus takes the view there or
a picture of the whole table is asked for: a crowded table at 300% is
several windows tall, and drawing all of it took longer than a frame."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pygame

from ..core.table import TableModel
from ..i18n import t
from .table_drawn import Drawn
from .table_layout import RING_ROOM
from .theme import Theme
from .words_draw import TextCache

#: Ends an edge line cut short: more lies there than it names.
ELLIPSIS = "\u2026"

Rect = pygame.Rect


def edge_words(words: str, font: pygame.font.Font, width: int, text: TextCache) -> str:
    """The edge line's words on one line of ``width``: whole when they fit,
    else as many as fit and an ellipsis, so the eye is told that more lies
    there than is named (the report keys say all of it)."""
    lines = text.wrap(words, font, width)
    if len(lines) == 1:
        return lines[0]
    room = width - text.width(ELLIPSIS, font)
    return text.wrap(words, font, room)[0].rstrip(" ,;") + ELLIPSIS


def edge_band(font: pygame.font.Font) -> int:
    """The height of an edge line in ``font`` (the table's words)."""
    return font.get_linesize() + 4


def view_top(focus: Rect | None, tall: int, height: int, band: int, last: int,
             under: int | None = None) -> int:
    """The canvas row at the window's top: the last one while the focus
    (with its ring) lies whole in the window below the edge lines
    (``band`` high, top and bottom), else the lowest view that shows it,
    else the focus a third of the way down; the bottom of the table (the
    hand, the focused line and the messages) when nothing is focused.
    ``under``: the bottom edge's height, when not ``band``.

    >>> view_top(Rect(0, 2900, 10, 100), 3000, 1000, 50, 0)
    2000
    >>> view_top(Rect(0, 100, 10, 100), 3000, 1000, 50, 2000)
    0
    >>> view_top(Rect(0, 1500, 10, 100), 3000, 1000, 50, 2000)
    1182
    >>> view_top(Rect(0, 100, 10, 100), 3000, 1000, 50, 30)
    30
    """
    bottom = max(0, tall - height)
    if focus is None:
        return bottom
    ring = focus.inflate(2 * RING_ROOM, 2 * RING_ROOM)
    edge = band if under is None else under

    def shows(top: int) -> bool:
        return view_shows(ring, top, tall, height, band, edge)

    if 0 <= last <= bottom and shows(last):
        return last
    if shows(bottom):
        return bottom
    if edge != band:  # a thin bottom edge: the lowest view that shows it
        return max(0, min(bottom, ring.bottom + edge - height))
    return max(0, min(bottom, ring.top - band - max(0, height - 2 * band - ring.h) // 3))


def view_shows(ring: Rect, top: int, tall: int, height: int, band: int, under: int) -> bool:
    """Whether the view at ``top`` shows ``ring`` whole between its edge
    lines (``band`` high on top, ``under`` at the bottom)."""
    bottom = max(0, tall - height)
    over = band if top > 0 else 0
    below = under if top < bottom else 0
    return top + over <= ring.top and ring.bottom <= top + height - below


#: The bottom edge where a worded line leaves no room for the hand's
#: whole label with the focused card (a small window at 300%): a bar.
THIN_EDGE = 8


def view_place(focus: Rect | None, keep: tuple[Rect, Rect, Rect] | None, tall: int,
               height: int, band: int, last: int) -> tuple[int, int]:
    """Where the view goes (its top on the canvas) and its bottom edge's
    height: with a focus in the hand (``keep``: the hand's frame, the
    lines under it from its label to the last message, its label) the
    focus is kept in view with those lines, else with the label whole,
    else with the label whole over a thin bottom edge (a bar, no words:
    the label then counts for more than "More below"); else the focus
    alone (:func:`view_top`).

    >>> hand, under, label = Rect(0, 500, 100, 300), Rect(0, 700, 100, 250), Rect(0, 700, 50, 90)
    >>> view_place(Rect(0, 520, 10, 150), (hand, under, label), 1000, 600, 50, 0)
    (400, 50)
    >>> view_place(Rect(0, 520, 10, 150), (hand, under, label), 1000, 300, 50, 0)
    (508, 8)
    """
    if focus is not None and keep is not None and keep[0].colliderect(focus):
        for target, under in ((focus.union(keep[1]), band), (focus.union(keep[2]), band),
                              (focus.union(keep[2]), THIN_EDGE)):
            top = view_top(target, tall, height, band, last, under)
            if view_shows(target.inflate(2 * RING_ROOM, 2 * RING_ROOM), top, tall, height, band,
                          under):
                return top, under
    return view_top(focus, tall, height, band, last), band


def off_view(model: TableModel, boxes: dict[str, Rect], seen: Rect,
             above: bool) -> list[str]:
    """What lies (wholly or partly) above ``seen`` (or below it), named as
    the player knows it: the turn, the seats by name, the piles and own
    rows by label, the actions, the hand."""
    names: list[str] = []

    def off(box: Rect) -> bool:
        return box.top < seen.top if above else box.bottom > seen.bottom

    if above and seen.top > 0 and model.status.turn:
        names.append(model.status.turn)
    for key, box in boxes.items():
        kind, _, index = key.partition(":")
        if not off(box):
            continue
        if kind == "seat":
            names.append(model.seats[int(index)].name)
        elif kind == "pile":
            names.append(model.piles[int(index)].label)
        elif kind == "own":
            names.append(model.own_rows[int(index)].label)
        elif kind in ("actions", "question"):
            names.append(t("table-view-actions"))
    if not above and "hand" in boxes and off(boxes["hand"]):
        names.append(model.hand.label)
    return list(dict.fromkeys(names))


def moved(drawn: Drawn, dy: int) -> Drawn:
    """``drawn`` (canvas places) moved ``dy`` down: window places."""

    def mv(box: Rect) -> Rect:
        return box.move(0, dy)

    def mv_all(boxes: Iterable[Rect]) -> list[Rect]:
        return [mv(b) for b in boxes]

    return replace(
        drawn, cards=[(f, mv(b)) for f, b in drawn.cards],
        texts={k: mv(b) for k, b in drawn.texts.items()},
        focus=mv(drawn.focus) if drawn.focus is not None else None,
        rings=[(mv(b), n) for b, n in drawn.rings],
        boxes={k: mv(b) for k, b in drawn.boxes.items()},
        frames={k: (mv(b), n) for k, (b, n) in drawn.frames.items()},
        turn_tiles=mv_all(drawn.turn_tiles),
        marks={k: (mv(b), n) for k, (b, n) in drawn.marks.items()},
        words=[(s, mv(b)) for s, b in drawn.words], lines=list(drawn.lines))


def hide_cut(window: pygame.Surface, shown: Drawn, over: int, theme: Theme) -> Drawn:
    """``shown`` (window places) with each box the top edge line cuts (a
    seat, a pile, a row of actions partly over it: ``over`` high) cleared
    from the window under the line, with its ring's room, and left out of
    what the window shows: a box is seen whole or not at all (its lower
    half read as a box of its own), and the edge line names it. (Not the
    box holding the focus: the view shows the focus whole; nor one whose
    outline alone the line covers, its words whole under it.)"""
    if not over:
        return shown
    focus = shown.focus
    cut = [box.inflate(2 * RING_ROOM, 2 * RING_ROOM) for box in shown.boxes.values()
           if box.top < over - RING_ROOM and over < box.bottom
           and (focus is None or not box.colliderect(focus))]
    if not cut:
        return shown
    for box in cut:
        window.fill(theme.background, box.clip(Rect(0, over, window.get_width(),
                                                    window.get_height() - over)))

    def seen(box: Rect) -> bool:
        return not any(c.contains(box) for c in cut)

    return replace(shown, cards=[(f, b) for f, b in shown.cards if seen(b)],
                   words=[(w, b) for w, b in shown.words if seen(b)],
                   texts={k: b for k, b in shown.texts.items() if seen(b)},
                   boxes={k: b for k, b in shown.boxes.items() if seen(b)})


def hide_cut_words(window: pygame.Surface, shown: Drawn, bottom: int, theme: Theme) -> Drawn:
    """``shown`` with each line of words the bottom edge line cuts (its top
    above ``bottom``, the rest under the line) cleared from the window and
    left out: a sliver of a line's tops reads as nothing, and the line is
    one focus move (or the speech) away. Cards and boxes cut there stay:
    their top half is still a card to find."""
    cut = [(line, box) for line, box in shown.words if box.top < bottom < box.bottom]
    if not cut:
        return shown
    for _, box in cut:
        window.fill(theme.background, box.clip(Rect(0, 0, window.get_width(), bottom)))
    return replace(shown, words=[w for w in shown.words if w not in cut],
                   texts={k: b for k, b in shown.texts.items()
                          if not b.top < bottom < b.bottom})


class Magnifier:
    """The canvas a zoomed table is drawn on and the part of it shown."""

    def __init__(self) -> None:
        self.canvas: pygame.Surface | None = None
        self.top = 0
        #: How much of the canvas the table takes (the canvas may be taller).
        self.tall = 0
        #: The part of the canvas that shows the last frame (the rest may
        #: hold an older one): the view and what scrolls in (:meth:`band`).
        self.painted = Rect(0, 0, 0, 0)
        #: The last view shown: the frame it is of, where, a few of its
        #: pixels on the window, and what it showed (:meth:`show`).
        self.last: tuple[Drawn, tuple[object, ...], list[tuple[tuple[int, int], object]],
                         Drawn] | None = None

    def surface(self, window: pygame.Surface, tall: int) -> pygame.Surface:
        """The canvas, at least ``tall`` high and as wide as the window,
        made anew only when the window's width changes or the table grows
        past it (a new canvas is drawn whole: its old parts are not on it);
        a table that grows and shrinks from move to move keeps one."""
        width = window.get_width()
        canvas = self.canvas
        if canvas is None or canvas.get_width() != width or canvas.get_height() < tall:
            # With a window's room to grow, as a table does move by move.
            self.canvas = canvas = pygame.Surface((width, tall + window.get_height()), 0, window)
            self.top = tall  # below any view: the first view is chosen afresh
            self.painted = Rect(0, 0, 0, 0)
        elif tall != self.tall:
            self.top = min(self.top, tall)
        self.tall = tall
        return canvas

    def band(self, window_height: int, top: int | None = None) -> Rect:
        """The part of the canvas a frame is drawn on: the view at ``top``
        (the last view's, when not given) and a quarter of a window above
        and below it, what a scroll of the focus brings in; a crowded
        zoomed table is three or more windows tall, and drawing all of it
        at every move took longer than a frame may."""
        canvas = self.canvas
        assert canvas is not None
        bottom = max(0, self.tall - window_height)
        at = max(0, min(bottom, self.top if top is None else top))
        extra = 0
        return Rect(0, at - extra, canvas.get_width(), window_height + 2 * extra).clip(
            Rect(0, 0, canvas.get_width(), self.tall))

    def next_top(self, focus: Rect | None, keep: tuple[Rect, Rect, Rect] | None,
                 window_height: int, font: pygame.font.Font) -> int:
        """The canvas row the window will show at its top for a frame
        whose focus is ``focus`` (:meth:`show` moves there)."""
        return view_place(focus, keep, self.tall, window_height, edge_band(font), self.top)[0]

    def show(self, window: pygame.Surface, drawn: Drawn, model: TableModel, theme: Theme,
             font: pygame.font.Font, text: TextCache, hand: Rect | None) -> Drawn:
        """The part of the canvas with the focus, copied to ``window``, and
        the edge lines naming what is off it; what the frame drew, moved
        to the window's places, with ``view`` the part not covered by the
        edge lines (what lies outside it is not seen, or only in part)."""
        canvas = self.canvas
        assert canvas is not None
        width, height = window.get_size()
        tall = self.tall
        band = edge_band(font)
        self.top, under_h = view_place(drawn.focus, drawn.keep, tall, height, band, self.top)
        last = self.last
        if last is not None and last[0] is drawn and last[1] == (self.top, window.get_size(),
                                                                   theme.name) and \
                all(window.get_at(at) == colour for at, colour in last[2]):
            return last[3]  # the window still shows this frame's view
        window.blit(canvas, (0, 0), Rect(0, self.top, width, height))
        log, boxes = text.log, text.boxes
        over = band if self.top > 0 else 0
        shown = hide_cut(window, moved(drawn, -self.top), over, theme)
        text.log, text.boxes = shown.lines, shown.words
        places = dict(drawn.boxes)
        if hand is not None:
            places["hand"] = hand
        under = under_h if self.top < tall - height else 0
        if under:
            shown = hide_cut_words(window, shown, height - under, theme)
        seen = Rect(0, over, width, height - over - under)
        edges = ([("above", 0)] if over else []) + ([("below", height - under)] if under else [])
        on_canvas = seen.move(0, self.top)
        for which, y in edges:
            area = Rect(0, y, width, band if which == "above" else under)
            names = off_view(model, places, on_canvas, which == "above")
            arrow = "\u25b2" if which == "above" else "\u25bc"
            words = t(f"table-view-{which}", parts=", ".join(names)) if names \
                else t("table-more-below" if which == "below" else "table-view-more-above")
            pygame.draw.rect(window, theme.strip, area)
            pygame.draw.line(window, theme.edge, (0, area.bottom - 2 if which == "above"
                                                   else area.top + 1),
                             (width, area.bottom - 2 if which == "above" else area.top + 1), 2)
            if area.h < band:
                continue  # a bar: no room for words
            line = edge_words(f"{arrow} {words}", font, width - 16, text)
            shown.texts[f"view:{which}"] = text.blit(window, line, font, theme.text,
                                                    (8, y + 2), width - 16, on=theme.strip)
        text.log, text.boxes = log, boxes
        shown.view = seen
        shown.canvas_top = self.top
        # A few pixels that tell this view from anything drawn over it since.
        points = [(1, 1), (width - 2, height - 2), (width // 2, height // 2),
                  *(box.center for _, box in shown.cards[-3:])]
        points = [p for p in points if window.get_rect().collidepoint(p)]
        self.last = (drawn, (self.top, window.get_size(), theme.name),
                     [(p, window.get_at(p)) for p in points], shown)
        return shown
