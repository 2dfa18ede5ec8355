"""Draws a :class:`~game.core.table.TableModel` (the frame's layout is
table_frame.py): card pictures, the boxed groups, the tiles of the strip
and the actions, and the focus as a thick double ring, light and dark, so
that it stands out on any card and any background. What is drawn is kept
(``Drawn``) so tests can check that cards do not overlap, that the focus is
on screen and that no hidden card is ever shown."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..core.results import ResultsModel
from ..core.table import BACK, COLOURED, JOKER, CardFace, TableModel
from ..grammar import unstressed
from ..i18n import t
from .table_hand import ASPECT, hand_ring, selection_bar
from .table_layout import (
    LAST,
    Placed,
    box_ring,
    card_gap,
    card_ring,
    pad_of,
    tile_pad,
    top_word,
    turn_frame,
)
from .theme import (
    FOUR_COLOURS,
    P10_FILL,
    RING_DARK,
    RING_LIGHT,
    SUIT_SYMBOLS,
    TWO_COLOURS,
    Fonts,
    Theme,
    has_glyphs,
    suit_ink,
)
from .words_draw import Colour, TextCache, put

Rect = pygame.Rect
#: How many card pictures are kept (every size of a crowded table's faces).
CARD_PICTURES = 400
JOKER_STAR = "\u2605"


@dataclass
class Drawn:
    """What the last frame drew, in window coordinates."""

    cards: list[tuple[CardFace, Rect]] = field(default_factory=list)
    texts: dict[str, Rect] = field(default_factory=dict)
    focus: Rect | None = None
    #: Faces named in words (a seat's rows when even small cards do not fit).
    named: list[CardFace] = field(default_factory=list)
    #: Hand cards not on screen (the hand shows the lines with the focus).
    off_screen: int = 0
    #: Every line of words drawn, with its font size.
    lines: list[tuple[str, int]] = field(default_factory=list)
    #: Every focus ring drawn: the box it rings and its thickness.
    rings: list[tuple[Rect, int]] = field(default_factory=list)
    #: Every box drawn (seats, piles, own rows, tiles), by key.
    boxes: dict[str, Rect] = field(default_factory=dict)
    #: Every whose-turn frame drawn (a seat's, the player's hand): box, thickness.
    frames: dict[str, tuple[Rect, int]] = field(default_factory=dict)
    #: The status strip's tiles saying whose turn it is, filled in the turn colour.
    turn_tiles: list[Rect] = field(default_factory=list)
    #: The last move's marks (its place, the tile naming the mover): the
    #: band's outer box and thickness, by the box's key.
    marks: dict[str, tuple[Rect, int]] = field(default_factory=dict)
    #: Every line of words drawn, with where it went (no two may overlap).
    words: list[tuple[str, Rect]] = field(default_factory=list)
    #: The sizes the frame was laid out with (table_planner.Plan).
    plan: Any = None
    #: Where the hand and the focused line went (table_frame.HandPlace).
    hand: Any = None
    #: The part of the window that shows the table whole, not covered by
    #: the magnifier's edge lines (table_view); None: the whole window.
    view: Rect | None = None
    #: The canvas row at the window's top (table_view: 0 when the table
    #: fits the window); the hand's places (``hand``) are the canvas's.
    canvas_top: int = 0
    #: The results' first line of notes shown (table_results.draw_notes).
    scrolled: int = 0
    #: What the magnifier keeps in view with a focus in the hand (canvas
    #: places): the hand's frame, the lines under it from its label to
    #: the last message, the label (table_view.view_place).
    keep: tuple[Rect, Rect, Rect] | None = None


def double_ring(surface: pygame.Surface, box: Rect, thickness: int, drawn: Drawn) -> None:
    """A ring ``thickness`` wide just outside ``box``: dark, light, dark.
    Whatever the colour beside it (card, felt, paper), one of the two
    bands contrasts with it at least 4.5:1. The bands are about a third
    each: the light one vanishes on the pale felt, so the dark ones must
    carry the ring there (they were a quarter, 1 px of 6)."""
    t3 = max(1, thickness // 3)
    outer = box.inflate(2 * thickness, 2 * thickness)
    radius = max(3, box.w // 10)
    pygame.draw.rect(surface, RING_DARK, outer, thickness, border_radius=radius + thickness)
    pygame.draw.rect(surface, RING_LIGHT, outer.inflate(-2 * t3, -2 * t3), thickness - 2 * t3,
                     border_radius=radius + thickness - t3)
    drawn.rings.append((Rect(box), thickness))


def turn_edge(pad: int) -> int:
    """The outline of the strip's turn tile: thick, within the tile's
    padding ``pad`` (the other tiles' outlines are 2 px)."""
    return max(3, pad * 3 // 4)


def mark_width(turn_thick: int) -> int:
    """The last move's band beside a whose-turn frame ``turn_thick`` wide:
    two thirds of it, so that the turn is the thicker, and the band's
    three stripes are still seen (the two looked alike)."""
    return max(3, turn_thick * 2 // 3)


def last_mark(surface: pygame.Surface, box: Rect, thickness: int) -> None:
    """The last move's mark: a band ``thickness`` wide just inside
    ``box``'s edge, dark, light, dark (seen on any background), in the
    room a box keeps round its words and cards."""
    third = max(1, thickness // 3)
    pygame.draw.rect(surface, RING_DARK, box, thickness)
    pygame.draw.rect(surface, RING_LIGHT, box.inflate(-2 * third, -2 * third),
                     max(1, thickness - 2 * third))


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


class TableDrawer:
    """Lays out and draws one table; card pictures, words and layouts are
    cached."""

    def __init__(self, fonts: Fonts, text: TextCache) -> None:
        self.fonts = fonts
        self.text = text
        self._cards: dict[tuple[object, ...], pygame.Surface] = {}
        #: Words rendered for card faces (:meth:`_glyph`), and their
        #: plain rounded boxes (:meth:`_blank`).
        self._blanks: dict[tuple[object, ...], pygame.Surface] = {}
        self._glyphs: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}
        self.layouts: dict[tuple[object, ...], Any] = {}
        #: Heights of measured boxes, from table to table (table_planner.Planner).
        self.heights: dict[tuple[object, ...], int] = {}
        #: The last plan of each kind of table (table_frame.lay_out).
        self.plans: dict[tuple[object, ...], Any] = {}
        #: Milliseconds of wall clock (tests set their own).
        self.clock: Callable[[], int] = pygame.time.get_ticks
        #: The last move marked and when it was first drawn (table_frame).
        self.marked: tuple[object, int] | None = None
        #: The last frame: what it was drawn from, what it drew, and a few
        #: of its pixels (:meth:`draw` keeps it while nothing changed).
        self._last: tuple[tuple[object, ...], Drawn, list[tuple[tuple[int, int], Any]]] | None \
            = None
        #: The parts of the last frame draw_table drew (table_frame.Item), while
        #: the window shows it: a frame drawn over it draws only what changed.
        self.kept_frame: tuple[tuple[object, ...], list[Any]] | None = None
        from .table_view import Magnifier
        #: The canvas of a zoomed table and the part of it the window shows.
        self.magnifier = Magnifier()
        #: The whole table's picture last drawn (the window, or the canvas),
        #: and what the window shows of it, in the window's places.
        self.picture: pygame.Surface | None = None
        self.shown = Drawn()
        #: Whether the last table was drawn on the canvas (table_frame).
        self.on_canvas = False
        #: Where on the canvas the next frame is drawn (None: the view's
        #: band, Magnifier.band), and what the last frame was drawn from
        #: and when, to draw more of it (:meth:`paint_more`).
        self.paint_area: Rect | None = None
        self._frame: tuple[Any, ...] | None = None

    # -- cards ---------------------------------------------------------------------
    def card(self, face: CardFace, w: int, h: int, theme: Theme, four: bool) -> pygame.Surface:
        key = (face.kind, face.code, w, h, theme.name, four)
        cached = self._cards.pop(key, None)
        if cached is None:
            if len(self._cards) >= CARD_PICTURES:
                # The least recently drawn goes, not all: a table whose plan
                # flips between two card sizes keeps both sets of faces.
                del self._cards[next(iter(self._cards))]
            cached = self._paint(face, w, h, theme, four)
        self._cards[key] = cached  # last: the most recently drawn
        return cached

    def _paint(self, face: CardFace, w: int, h: int, theme: Theme, four: bool) -> pygame.Surface:
        radius = max(3, w // 10)
        big = self.fonts.get(int(h * 0.44))  # the rank as large as the card allows
        small = self.fonts.get(max(10, int(h * 0.17)))
        if face.kind == BACK:
            surface = self._blank(w, h, theme.background, theme.back, None)
            for x in range(-h, w, max(6, w // 6)):
                pygame.draw.line(surface, theme.card_edge, (x, h), (x + h, 0), 2)
            pygame.draw.rect(surface, theme.card_edge, surface.get_rect(), max(2, w // 30),
                             radius)
            return surface
        if face.kind == COLOURED:
            fill, ink = P10_FILL.get(face.suit, P10_FILL["W"])
            surface = self._blank(w, h, theme.background, fill, theme.card_edge)
            if face.rank in ("W", "SK"):
                word = t("table-wild") if face.rank == "W" else t("table-skip")
                mark = "W" if face.rank == "W" else "S"
                self._centre(surface, big, mark, ink, h * 0.38)
                self._centre(surface, self._fit(word, w - 4, small), word, ink, h * 0.78)
                if face.rank == "SK":  # a bar across: a skip is seen, not read
                    pygame.draw.line(surface, ink, (w * 0.15, h * 0.62), (w * 0.85, h * 0.62),
                                     max(3, w // 14))
            else:
                self._centre(surface, self._fit(face.rank, w - 6, big), face.rank, ink, h * 0.4)
                # For colour-blind players: the colour's letter in the corner.
                letter = t("table-colour-letter", colour=face.suit)
                surface.blit(self._glyph(letter, small, ink), (max(3, w // 12), max(2, h // 30)))
                word = t("table-colour", colour=face.suit)
                self._centre(surface, self._fit(word, w - 4, small), word, ink, h * 0.82)
            return surface
        surface = self._blank(w, h, theme.background, theme.card, (0, 0, 0))
        ink = (FOUR_COLOURS if four else TWO_COLOURS).get(face.suit, (0, 0, 0))
        if face.rank == JOKER:  # a star, never letters that read as a rank
            star = JOKER_STAR if has_glyphs(big, JOKER_STAR) else "*"
            self._centre(surface, self._fit(star, w - 6, big), star, (150, 0, 150), h * 0.38)
            word = t("table-joker")
            self._centre(surface, self._fit(word, w - 4, small), word, ink, h * 0.78)
            return surface
        rank = t("table-rank", rank=face.rank)  # the letters of the language's decks
        self._centre(surface, self._fit(rank, w - 6, big), rank, ink, h * 0.3)
        if self.fonts.symbols:
            self._centre(surface, big, SUIT_SYMBOLS[face.suit], ink, h * 0.7)
        else:
            word = t("table-suit", suit=face.suit)
            self._centre(surface, self._fit(word, w - 4, small), word, ink, h * 0.72)
        return surface

    def _blank(self, w: int, h: int, ground: Colour, fill: Colour, edge: Colour | None
               ) -> pygame.Surface:
        """A new card's surface: ``fill`` in a rounded box edged with
        ``edge`` (none: the caller draws its own) on the ``ground``
        colour, in the window's pixel format (copied faster). Copied from
        one made once a size and colour: the rounded box is the slow part
        of a face, and a new card size paints every face again."""
        key = (w, h, ground, fill, edge)
        blank = self._blanks.get(key)
        if blank is None:
            if len(self._blanks) > 100:
                self._blanks.clear()
            window = pygame.display.get_surface()
            blank = pygame.Surface((w, h), 0, window) if window else pygame.Surface((w, h))
            blank.fill(ground)
            radius = max(3, w // 10)
            pygame.draw.rect(blank, fill, blank.get_rect(), border_radius=radius)
            if edge is not None:
                pygame.draw.rect(blank, edge, blank.get_rect(), max(2, w // 30), radius)
            self._blanks[key] = blank
        return blank.copy()

    def _fit(self, text: str, width: int, font: pygame.font.Font) -> pygame.font.Font:
        """``font``, or a smaller one so that ``text`` fits ``width``."""
        size = font.get_height()
        while font.size(text)[0] > width and size > 8:
            size = int(size * 0.85)
            font = self.fonts.get(size)
        return font

    def _centre(self, surface: pygame.Surface, font: pygame.font.Font, text: str,
                colour: tuple[int, int, int], y: float) -> None:
        image = self._glyph(text, font, colour)
        surface.blit(image, image.get_rect(center=(surface.get_width() // 2, int(y))))

    def _glyph(self, text: str, font: pygame.font.Font, colour: tuple[int, int, int]
               ) -> pygame.Surface:
        """``text`` rendered see-through for a card's face, kept: a new
        card size paints every face again (a deal's 50 faces), and most
        of their words repeat ("7" in white on red and blue, "green" on
        every green card), so one rendering serves many faces."""
        text = unstressed(text)  # the voice's stress marks are not drawn
        key = (text, id(font), colour)
        image = self._glyphs.get(key)
        if image is None:
            if len(self._glyphs) > 1000:
                self._glyphs.clear()
            image = self._glyphs[key] = font.render(text, True, colour)
        return image


    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, model: TableModel, spoken: Sequence[str],
             theme: Theme, four: bool, zoom: int) -> Drawn:
        """One frame of the table into the window ``surface``: drawn on it,
        or above 100% on the magnifier's taller canvas, of which the window
        shows the part with the focus (table_view). Returns what the table
        drew, in the places of ``picture`` (the window, or the canvas);
        ``shown`` is what the window shows, in its own places."""
        from .table_hand import hand_height
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
        from .table_frame import draw_table, is_lit
        from .table_refocus import redraw_focus
        canvas = self.magnifier.canvas
        surface = canvas if self.on_canvas and canvas is not None else window
        key = (window.get_size(), model, tuple(spoken), theme.name, four, zoom,
               self.fonts.symbols, is_lit(self, model.last_move))
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
            draw_table(self, window, model, spoken, theme, four, zoom, drawn, shown)
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
        from .table_frame import paint_table
        assert self._frame is not None
        window, model, spoken, theme, four, zoom, now = self._frame
        clock, log, boxes = self.clock, self.text.log, self.text.boxes
        self.clock, self.paint_area = (lambda: now), area
        try:
            paint_table(self, window, model, spoken, theme, four, zoom, Drawn())
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
        from .table_results import draw_results
        self._last = self.kept_frame = None
        drawn = Drawn()
        self.text.log, self.text.boxes = drawn.lines, drawn.words
        draw_results(self, surface, model, spoken, theme, four, zoom, drawn, scroll)
        return drawn

    def hand_card(self, surface: pygame.Surface, face: CardFace, box: Rect, gap: int,
                  lift: int, theme: Theme, four: bool, drawn: Drawn) -> None:
        surface.blit(self.card(face, box.w, box.h, theme, four), box)
        drawn.cards.append((face, box))
        if face.selected:
            # Not colour alone, nor lift alone: a thick bar under the card
            # and a ticked disc at its top corner, in the selection's colour
            # edged dark (the focused card has a ring, black and white).
            r = max(7, box.w // 6)
            centre = (box.right - r - 2, box.top + r + 2)
            pygame.draw.circle(surface, RING_DARK, centre, r)
            pygame.draw.circle(surface, theme.select, centre, r - max(2, r // 5))
            pygame.draw.lines(surface, RING_DARK, False,
                              [(centre[0] - r * 0.5, centre[1]),
                               (centre[0] - r * 0.1, centre[1] + r * 0.4),
                               (centre[0] + r * 0.5, centre[1] - r * 0.45)], max(2, r // 3))
            pygame.draw.rect(surface, theme.select, selection_bar(box, face.focused))
        if face.focused:
            double_ring(surface, box, hand_ring(box.h), drawn)
            drawn.focus = box

    def tiles(self, surface: pygame.Surface, lines: list[list[str]], font: pygame.font.Font,
              top: int, theme: Theme, ground: tuple[int, int, int], focus: int | None,
              drawn: Drawn, turn: int = 0) -> Rect:
        """Boxed words on lines from ``top`` (the strip, the actions); the
        ``focus``-th tile ringed; the first ``turn`` tiles (whose turn it
        is, wrapped) framed thick and worded in the turn colour, not one
        tile among equals. Not filled: words on the strip keep one polarity
        (light on dark, or dark on light), which a reader's OCR needs.
        Returns the area of the words."""
        pad = tile_pad(font)
        margin = max(6, pad)
        area: Rect | None = None
        y = top
        n = 0
        for line in lines:
            x = margin
            for tile in line:
                image = self.text.image(tile, font, theme.turn if n < turn else theme.text, ground)
                self.text.log.append((tile, font.point_size))
                box = Rect(x, y, image.get_width() + 2 * pad, font.get_linesize())
                if n < turn:
                    pygame.draw.rect(surface, theme.turn, box, turn_edge(pad),
                                     border_radius=pad)
                    drawn.turn_tiles.append(box)
                else:
                    pygame.draw.rect(surface, theme.edge, box, 2, border_radius=pad)
                where = put(surface, image, (x + pad, y + (box.h - image.get_height()) // 2))
                self.text.boxes.append((tile, Rect(where)))
                area = where if area is None else area.union(where)
                drawn.boxes[f"tile:{top}:{n}"] = box
                if focus == n:
                    double_ring(surface, box, max(4, pad - 1), drawn)
                    drawn.focus = box
                x += box.w + pad
                n += 1
            # A line apart by ``top`` (the strip's half margin), as
            # table_tiles.strip_height measures the band.
            y += font.get_linesize() + top
        return area or Rect(0, top, 0, 0)

    def words(self, surface: pygame.Surface, text: str, font: pygame.font.Font, theme: Theme,
              four: bool, at: tuple[int, int], width: int, ink: Colour | None = None,
              ground: Colour | None = None) -> Rect:
        """A line of words on the background (or in ``ink`` on ``ground``);
        cards named in it ("9♥") keep their suit's colour, word by word."""
        if not any(symbol in text for symbol in SUIT_SYMBOLS.values()):
            return self.text.blit(surface, text, font, ink or theme.text, at, width,
                                  on=ground or theme.background)
        suits = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
        x, y = at
        area = Rect(x, y, 0, font.get_linesize())
        self.text.log.append((text, font.point_size))
        for word in text.split(" "):
            ink = suit_ink(theme, suits[word[-1]], four) if word and word[-1] in suits \
                else theme.text
            image = self.text.image(word, font, ink, theme.background)
            room = at[0] + width - x
            if room <= 0:
                break
            area = area.union(put(surface, image, (x, y), Rect(0, 0, room, image.get_height())))
            x += image.get_width() + self.text.width(" ", font)
        self.text.boxes.append((text, Rect(area)))
        return area

    def block(self, surface: pygame.Surface, placed: Placed, theme: Theme, four: bool,
              drawn: Drawn, lit: bool = False) -> None:
        """One boxed group; ``lit``: the last move landed here (or this is
        the tile naming its mover), marked inside the box's own padding."""
        block, box = placed.block, placed.box
        sh = block.sh
        sw = int(sh * ASPECT)
        font = placed.texts[0][1] if placed.texts else self.fonts.get(16)
        pad = pad_of(font, sh, block.zoom)
        gap = card_gap(sh, block.zoom)
        thick = turn_frame(font, sh)
        ink, ground = theme.text, theme.background
        if lit and block.key == LAST:  # the mover's name, light on dark
            ink, ground = RING_LIGHT, RING_DARK
            pygame.draw.rect(surface, ground, box)
        if block.marked:  # whose turn: a thick frame in the turn colour
            pygame.draw.rect(surface, theme.turn, box, thick, border_radius=pad)
            drawn.frames[block.key] = (Rect(box), thick)
        else:
            pygame.draw.rect(surface, theme.edge, box, 2, border_radius=pad)
        if lit:  # inside the turn frame when there is one: both stay seen
            inset = thick if block.marked else 0
            mark = box.inflate(-2 * inset, -2 * inset)
            width = max(2, min(mark_width(thick), pad - inset))
            last_mark(surface, mark, width)
            drawn.marks[block.key] = (Rect(mark), width)
        drawn.boxes[block.key] = box
        if block.ring:
            double_ring(surface, box, box_ring(pad, block.zoom), drawn)
            drawn.focus = box
        y = box.y + pad
        # The words over the cards, or beside a pile's one card.
        tx = box.x + pad + (sw + gap if block.beside else 0)
        ringed: Rect | None = None
        for i, (text, f) in enumerate(placed.texts):
            where = self.words(surface, text, f, theme, four, (tx, y),
                               box.right - pad - tx, ink, ground)
            if i == 0:
                drawn.texts[block.key] = where
            if block.line_focus is not None and placed.sources[i] == block.line_focus:
                # One ring round the focused item, all its wrapped lines.
                line = Rect(box.x + pad // 2, y, box.w - pad, f.get_linesize())
                ringed = line if ringed is None else ringed.union(line)
            y += f.get_linesize()
        if ringed is not None:
            double_ring(surface, ringed, max(6, pad // 2), drawn)
            drawn.focus = ringed
        drawn.named.extend(block.named)
        words_end = y
        if block.beside:
            y = box.y + pad
        per = placed.per
        last: Rect | None = None
        for r, row in enumerate(block.rows):
            area: Rect | None = None
            for k, face in enumerate(row):
                cx = box.x + pad + (k % per) * (sw + gap)
                cy = y + (k // per) * (sh + gap)
                rect = Rect(cx, cy, sw, sh)
                surface.blit(self.card(face, sw, sh, theme, four), rect)
                drawn.cards.append((face, rect))
                area = rect if area is None else area.union(rect)
                last = rect
                if face.focused:
                    double_ring(surface, rect, card_ring(sh, block.zoom), drawn)
                    drawn.focus = rect
            if area is not None and r < len(block.focused) and block.focused[r]:
                double_ring(surface, area, card_ring(sh, block.zoom), drawn)
                drawn.focus = area
            y += max(1, -(-len(row) // per)) * (sh + gap)
        if block.top and last is not None:  # the top card is marked in words
            small = placed.texts[-1][1] if placed.texts else font
            word = top_word(block, block.rows[-1][-1])
            x = min(last.centerx - self.text.width(word, small) // 2,
                    box.right - pad - self.text.width(word, small))
            at = (tx, words_end) if block.beside else (max(box.x + pad, x),
                                                      last.bottom + gap // 2)
            drawn.texts[f"{block.key}:top"] = self.text.blit(
                surface, word, small, theme.text, at, on=theme.background)
