"""What a :class:`~game.core.table.TableModel` is drawn with (the frame's
layout is table_frame.py, its drawing table_draw.TableDrawer): card
pictures, the boxed groups, the tiles of the strip and the actions, and
the focus as a thick double ring, light and dark, so that it stands out
on any card and any background. Below the frame, the magnifier and the
results, which draw with it and name it (:class:`TablePainter`), so that
they import nothing that imports them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..core.table import BACK, COLOURED, JOKER, CardFace
from ..grammar import unstressed
from ..i18n import t
from .table_drawn import Drawn
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
from .table_view import Magnifier
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


class TablePainter:
    """What one table is drawn with: card pictures, words, tiles, boxes
    and the hand's cards, cached, and the state the frame's drawing
    keeps between frames (table_frame, table_view); table_draw.TableDrawer
    adds the frame's drawing itself."""

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
