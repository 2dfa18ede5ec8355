"""Draws a :class:`~game.core.table.TableModel`: the status strip on top,
the opponents' seats, the piles and the player's own rows, the hand as large
cards (wrapped onto more lines rather than shrunk), the focused line and
the last messages. What is drawn is kept (``Drawn``) so tests can check
that cards do not overlap, that the focus is on screen and that no hidden
card is ever shown."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from ..core.table import BACK, COLOURED, CardFace, TableModel
from ..i18n import t
from .table_layout import (
    FULL,
    Placed,
    hand_height,
    hand_per_line,
    make_plan,
    middle_blocks,
    place,
    seat_blocks,
)
from .theme import (
    FOUR_COLOURS,
    P10_FILL,
    SUIT_SYMBOLS,
    TWO_COLOURS,
    Fonts,
    Theme,
    body_size,
    text_floor,
)
from .words_draw import TextCache

Rect = pygame.Rect


@dataclass
class Drawn:
    """What the last frame drew, in window coordinates."""

    cards: list[tuple[CardFace, Rect]] = field(default_factory=list)
    texts: dict[str, Rect] = field(default_factory=dict)
    focus: Rect | None = None
    #: Faces named in words (at a high zoom a pile's top card is a word).
    named: list[CardFace] = field(default_factory=list)
    #: Hand cards not on screen (the hand wraps onto more lines than fit).
    off_screen: int = 0
    #: Every line of words drawn, with its font size.
    lines: list[tuple[str, int]] = field(default_factory=list)


@dataclass(frozen=True)
class Layout:
    """A table's plan with its seats and middle placed (the middle before
    it is moved down to the middle of the free space)."""

    card_h: int
    seats: list[Placed]
    seat_h: int
    middle: list[Placed]
    middle_h: int
    bottom: int


class TableDrawer:
    """Lays out and draws one table; card pictures and words are cached."""

    def __init__(self, fonts: Fonts, text: TextCache) -> None:
        self.fonts = fonts
        self.text = text
        self._cards: dict[tuple[object, ...], pygame.Surface] = {}
        self._layouts: dict[tuple[object, ...], Layout] = {}

    # -- cards ---------------------------------------------------------------------
    def card(self, face: CardFace, w: int, h: int, theme: Theme, four: bool) -> pygame.Surface:
        key = (face.kind, face.code, w, h, theme.name, four)
        cached = self._cards.get(key)
        if cached is None:
            if len(self._cards) > 400:
                self._cards.clear()
            cached = self._cards[key] = self._paint(face, w, h, theme, four)
        return cached

    def _paint(self, face: CardFace, w: int, h: int, theme: Theme, four: bool) -> pygame.Surface:
        window = pygame.display.get_surface()  # painted in its pixel format: copied faster
        surface = pygame.Surface((w, h), 0, window) if window else pygame.Surface((w, h))
        surface.fill(theme.background)
        radius = max(3, w // 10)
        box = surface.get_rect()
        big = self.fonts.get(int(h * 0.44))  # the rank as large as the card allows
        small = self.fonts.get(max(10, int(h * 0.17)))
        if face.kind == BACK:
            pygame.draw.rect(surface, theme.back, box, border_radius=radius)
            for x in range(-h, w, max(6, w // 6)):
                pygame.draw.line(surface, theme.card_edge, (x, h), (x + h, 0), 2)
            pygame.draw.rect(surface, theme.card_edge, box, max(2, w // 30), radius)
            return surface
        if face.kind == COLOURED:
            fill, ink = P10_FILL.get(face.suit, P10_FILL["W"])
            pygame.draw.rect(surface, fill, box, border_radius=radius)
            pygame.draw.rect(surface, theme.card_edge, box, max(2, w // 30), radius)
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
                word = t("table-colour", colour=face.suit)
                self._centre(surface, self._fit(word, w - 4, small), word, ink, h * 0.82)
            return surface
        pygame.draw.rect(surface, theme.card, box, border_radius=radius)
        pygame.draw.rect(surface, (0, 0, 0), box, max(2, w // 30), radius)
        ink = (FOUR_COLOURS if four else TWO_COLOURS).get(face.suit, (0, 0, 0))
        if face.rank == "JK":
            self._centre(surface, self._fit("JK", w - 6, big), "JK", ink, h * 0.38)
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

    def _fit(self, text: str, width: int, font: pygame.font.Font) -> pygame.font.Font:
        """``font``, or a smaller one so that ``text`` fits ``width``."""
        size = font.get_height()
        while font.size(text)[0] > width and size > 8:
            size = int(size * 0.85)
            font = self.fonts.get(size)
        return font

    def _centre(self, surface: pygame.Surface, font: pygame.font.Font, text: str,
                colour: tuple[int, int, int], y: float) -> None:
        image = font.render(text, True, colour)
        surface.blit(image, image.get_rect(center=(surface.get_width() // 2, int(y))))

    # -- layout ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, model: TableModel, spoken: Sequence[str],
             theme: Theme, four: bool, zoom: int) -> Drawn:
        drawn = Drawn()
        self.text.log = drawn.lines
        model = model.focus_row_as_hand()
        width, height = surface.get_size()
        body = body_size(height, zoom)
        floor = min(text_floor(height), body)  # below 100% the player asked for smaller
        font = self.fonts.get(body)
        small = self.fonts.get(max(floor, body * 4 // 5))
        big = self.fonts.get(body * 6 // 5)
        margin = max(6, body // 2)
        inner = width - 2 * margin
        symbols = self.fonts.symbols
        surface.fill(theme.background)

        # The status strip: always drawn, first.
        status = "  |  ".join(s for s in (model.status.turn, model.status.stage,
                                        model.status.scores) if s)
        lines = self.text.wrap(status, font, inner)
        strip_h = len(lines) * font.get_linesize() + margin
        pygame.draw.rect(surface, theme.strip, (0, 0, width, strip_h))
        y = margin // 2
        for line in lines:
            area = self.text.blit(surface, line, font, theme.text, (margin, y), on=theme.strip)
            drawn.texts["status"] = drawn.texts["status"].union(area) if y > margin else area
            y += font.get_linesize()
        top = strip_h + margin // 2
        room = height - top - margin

        # Space goes in order of need (table_layout.make_plan): the status
        # strip (above), each seat's "name: N cards" line, one line of large
        # hand cards with the focused line, then the seats, piles and own
        # rows as fully as they fit, then larger hand cards; what is left
        # goes to more hand lines, the hand's label and the spoken lines.
        key = (width, height, zoom, symbols, len(lines), model.seats, model.piles,
               model.own_rows, model.notes, len(model.hand.cards))
        layout = self._layouts.get(key)
        if layout is None:  # the same table as last frame is laid out once
            if len(self._layouts) > 64:
                self._layouts.clear()
            plan = make_plan(model, room, body, floor, font.get_linesize(), inner, margin,
                             self.fonts.get, small, symbols, self.text)
            seat_h = plan.card_h // 2 if plan.seats == FULL else 0
            seats, top = place(seat_blocks(model, plan.seats, symbols), top, margin, inner,
                               self.fonts.get(plan.seat_size), small, seat_h * 17 // 25, seat_h,
                               self.text)
            middle_h = plan.card_h // 2 if plan.middle == FULL else 0
            middle_font = self.fonts.get(plan.middle_size) if plan.middle_size else font
            middle, bottom = place(middle_blocks(model, plan.middle, symbols), top, margin,
                                   inner, middle_font, small, middle_h * 17 // 25, middle_h,
                                   self.text)
            layout = self._layouts[key] = Layout(plan.card_h, seats, seat_h, middle, middle_h,
                                                 bottom)
        ch, middle, middle_h, bottom = layout.card_h, layout.middle, layout.middle_h, layout.bottom
        for p in layout.seats:
            self._block(surface, p, layout.seat_h, theme, four, drawn)
        free = height - margin - bottom - font.get_linesize()

        # The hand: large cards, as many lines as it takes and fit; the
        # lines with the focused card are the ones shown, and the label
        # says which they are.
        cw = ch * 17 // 25
        gap = max(8, cw // 6)
        lift = ch // 6
        per_line = hand_per_line(ch, inner)
        cards = list(model.hand.cards)
        hand_lines = max(1, -(-len(cards) // per_line))
        line_h = hand_height(ch, 1)
        label_h = small.get_linesize()
        shown = max(1, min(hand_lines, (free - label_h) // line_h))
        counted = shown < hand_lines and per_line > 1
        if counted:
            # Cards off screen: the last place on each line shown says how
            # many ("+3"), so nobody takes the cards seen for the whole hand.
            per_line -= 1
            hand_lines = -(-len(cards) // per_line)
            shown = max(1, min(hand_lines, (free - label_h) // line_h))
        free -= shown * line_h
        focus_at = next((i for i, c in enumerate(cards) if c.focused), 0)
        first = min(max(0, focus_at // per_line - shown + 1), hand_lines - shown)
        drawn.off_screen = len(cards) - len(cards[first * per_line:(first + shown) * per_line])
        label_h = label_h if free >= label_h else 0
        free -= label_h

        # The focused line, larger and longer when there is room, then the
        # spoken lines in what is left.
        focus_font = big if free >= big.get_linesize() - font.get_linesize() else font
        free -= focus_font.get_linesize() - font.get_linesize()
        focus_lines = self.text.wrap(model.focus_text, focus_font, inner)
        extra = min(len(focus_lines) - 1, 2, max(0, free // focus_font.get_linesize()))
        focus_lines = focus_lines[:1 + extra]
        free -= extra * focus_font.get_linesize()
        said = [part for text in spoken[-3:] for part in self.text.wrap(text, small, inner)][-3:]
        said = said[len(said) - min(len(said), max(0, free // small.get_linesize())):]
        said_h = len(said) * small.get_linesize()

        # The hand, under what was drawn above it, and the words at the
        # bottom; the piles lie in the middle of the table between.
        y = (height - margin - said_h - len(focus_lines) * focus_font.get_linesize()
             - shown * line_h - label_h)
        drop = max(0, (y - bottom) // 2)
        for p in middle:
            self._block(surface, Placed(p.block, p.texts, p.box.move(0, drop), p.per), middle_h,
                        theme, four, drawn)
        if label_h:
            label = model.hand.label
            if shown < hand_lines:
                label = t("table-hand-lines", label=label, shown=shown, first=first + 1,
                          last=first + shown, lines=hand_lines)
            self.text.blit(surface, label, small, theme.text, (margin, y), on=theme.background)
            y += label_h
        for row in range(first, first + shown):
            for k, face in enumerate(cards[row * per_line:(row + 1) * per_line]):
                x = margin + k * (cw + gap)
                up = lift if face.focused else lift // 2 if face.selected else 0
                box = Rect(x, y + lift - up, cw, ch)
                self._hand_card(surface, face, box, gap, lift, theme, four, drawn)
            last = row == first + shown - 1  # the count goes once, after the last card
            if counted and drawn.off_screen and last:
                box = Rect(margin + per_line * (cw + gap), y + lift, cw, ch)
                self._more(surface, box, drawn.off_screen, font, theme, drawn)
            elif drawn.off_screen and last:  # one card to a line: a badge on its corner
                box = Rect(0, 0, cw * 4 // 5, small.get_linesize())
                box.bottomright = (margin + cw, y + lift + ch)
                self._more(surface, box, drawn.off_screen, small, theme, drawn)
            y += line_h
        for line_text in focus_lines:
            drawn.texts.setdefault("focus", self.text.blit(surface, line_text, focus_font,
                                                           theme.focus, (margin, y),
                                                           on=theme.background))
            y += focus_font.get_linesize()
        for part in said:
            self.text.blit(surface, part, small, theme.spoken, (margin, y), on=theme.background)
            y += small.get_linesize()
        return drawn

    def _more(self, surface: pygame.Surface, box: Rect, off: int, font: pygame.font.Font,
              theme: Theme, drawn: Drawn) -> None:
        """The place after the last card shown (or a badge on it): how many
        cards are off screen."""
        pygame.draw.rect(surface, theme.background, box, border_radius=max(3, box.w // 10))
        pygame.draw.rect(surface, theme.text, box, max(2, box.w // 30),
                         border_radius=max(3, box.w // 10))
        text = t("table-more", count=off)
        font = self._fit(text, box.w * 3 // 4, font)
        image = self.text.image(text, font, theme.text, theme.background)
        drawn.lines.append((text, font.point_size))
        drawn.texts["more"] = surface.blit(image, image.get_rect(center=box.center))

    def _hand_card(self, surface: pygame.Surface, face: CardFace, box: Rect, gap: int,
                   lift: int, theme: Theme, four: bool, drawn: Drawn) -> None:
        surface.blit(self.card(face, box.w, box.h, theme, four), box)
        drawn.cards.append((face, box))
        ring = max(3, box.w // 16)
        if face.selected:
            # Not colour alone: a tick in a disc at the top corner and a bar
            # under the lifted card.
            r = max(6, box.w // 7)
            centre = (box.right - r - 2, box.top + r + 2)
            pygame.draw.circle(surface, (0, 0, 0), centre, r)
            pygame.draw.lines(surface, (255, 255, 255), False,
                              [(centre[0] - r * 0.55, centre[1]),
                               (centre[0] - r * 0.1, centre[1] + r * 0.45),
                               (centre[0] + r * 0.6, centre[1] - r * 0.5)], max(2, r // 3))
            pygame.draw.rect(surface, theme.text,
                             (box.x, box.bottom + lift // 8, box.w, max(3, lift // 4)))
        if face.focused:
            out = min(gap // 2 - 1, ring + 2)
            pygame.draw.rect(surface, theme.focus, box.inflate(2 * out, 2 * out), ring,
                             border_radius=max(3, box.w // 10))
            drawn.focus = box

    def _block(self, surface: pygame.Surface, placed: Placed, sh: int, theme: Theme,
               four: bool, drawn: Drawn) -> None:
        block, box = placed.block, placed.box
        sw = sh * 17 // 25
        pad = max(4, sw // 6, placed.texts[0][1].get_height() // 8) if placed.texts else 4
        gap = max(4, sw // 8)
        edge = theme.focus if block.marked else theme.strip
        pygame.draw.rect(surface, edge, box, max(2, pad // 2 if block.marked else 2),
                         border_radius=pad)
        y = box.y + pad
        for i, (text, f) in enumerate(placed.texts):
            area = self.text.blit(surface, text, f, theme.text, (box.x + pad, y), box.w - 2 * pad,
                                  on=theme.background)
            if i == 0:
                drawn.texts[block.key] = area
            y += f.get_linesize()
        drawn.named.extend(block.named)
        per = placed.per
        for row in block.rows:
            for k, face in enumerate(row):
                cx = box.x + pad + (k % per) * (sw + gap)
                cy = y + (k // per) * (sh + gap)
                rect = Rect(cx, cy, sw, sh)
                surface.blit(self.card(face, sw, sh, theme, four), rect)
                drawn.cards.append((face, rect))
                if face.focused:
                    pygame.draw.rect(surface, theme.focus, rect.inflate(6, 6), 3)
                    drawn.focus = rect
            y += max(1, -(-len(row) // per)) * (sh + gap)
