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
from .theme import FOUR_COLOURS, P10_FILL, SUIT_SYMBOLS, TWO_COLOURS, Fonts, Theme, body_size
from .words_draw import TextCache, wrap

Rect = pygame.Rect


@dataclass
class Drawn:
    """What the last frame drew, in window coordinates."""

    cards: list[tuple[CardFace, Rect]] = field(default_factory=list)
    texts: dict[str, Rect] = field(default_factory=dict)
    focus: Rect | None = None


@dataclass
class Block:
    """A boxed group on the table: lines of text over rows of cards."""

    key: str
    lines: list[str]
    rows: list[Sequence[CardFace]]
    marked: bool = False


class TableDrawer:
    """Lays out and draws one table; card pictures and words are cached."""

    def __init__(self, fonts: Fonts, text: TextCache) -> None:
        self.fonts = fonts
        self.text = text
        self._cards: dict[tuple[object, ...], pygame.Surface] = {}

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
        surface = pygame.Surface((w, h))
        surface.fill(theme.background)
        radius = max(3, w // 10)
        box = surface.get_rect()
        big = self.fonts.get(int(h * 0.36))
        small = self.fonts.get(max(10, int(h * 0.16)))
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
                self._centre(surface, big, face.rank, ink, h * 0.42)
                word = t("table-colour", colour=face.suit)
                self._centre(surface, self._fit(word, w - 4, small), word, ink, h * 0.82)
            return surface
        pygame.draw.rect(surface, theme.card, box, border_radius=radius)
        pygame.draw.rect(surface, (0, 0, 0), box, max(2, w // 30), radius)
        ink = (FOUR_COLOURS if four else TWO_COLOURS).get(face.suit, (0, 0, 0))
        if face.rank == "JK":
            self._centre(surface, big, "JK", ink, h * 0.38)
            word = t("table-joker")
            self._centre(surface, self._fit(word, w - 4, small), word, ink, h * 0.78)
            return surface
        self._centre(surface, self._fit(face.rank, w - 6, big), face.rank, ink, h * 0.3)
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
        width, height = surface.get_size()
        body = body_size(height, zoom)
        font = self.fonts.get(body)
        small = self.fonts.get(max(10, body * 4 // 5))
        big = self.fonts.get(body * 6 // 5)
        margin = max(6, body // 2)
        inner = width - 2 * margin
        surface.fill(theme.background)

        # The status strip: always drawn, first.
        status = "  |  ".join(s for s in (model.status.turn, model.status.stage,
                                        model.status.scores) if s)
        lines = wrap(status, font, inner)
        strip_h = len(lines) * font.get_linesize() + margin
        pygame.draw.rect(surface, theme.strip, (0, 0, width, strip_h))
        y = margin // 2
        for line in lines:
            area = self.text.blit(surface, line, font, theme.text, (margin, y))
            drawn.texts["status"] = drawn.texts["status"].union(area) if y > margin else area
            y += font.get_linesize()
        top = strip_h + margin // 2
        room = height - top - margin

        # Space goes in order of need: the status strip (above), each
        # seat's "name: N cards" line, the hand with the focused card, the
        # piles and public rows, and the spoken lines only with what is
        # left; at a high zoom the spoken lines give way first, never a seat.
        label_h = small.get_linesize()
        ch = body * 9 // 2
        sw = ch // 2 * 17 // 25
        seats = [Block(f"seat:{i}", [seat.count_text, "  ".join(seat.public)],
                       [r.cards for r in seat.rows if r.cards], seat.to_move)
                 for i, seat in enumerate(model.seats)]
        cut = [Block(b.key, b.lines[:1], [], b.marked) for b in seats]
        focus_lines = wrap(model.focus_text, big, inner)
        focus_h = big.get_linesize()
        # The seats' lines shrink (never below a size OCR and eyes still
        # read) until they leave the hand a card of at least twice the body
        # text's height; the hand's cards shrink only after that.
        seat_font, seat_h = font, 0
        for size in (body, body * 4 // 5, body * 2 // 3, body * 3 // 5, body // 2):
            seat_font = self.fonts.get(max(12, size))
            seat_h = self._flow(surface, cut, top, room, margin, inner, seat_font, small, sw,
                                ch // 2, theme, four, drawn, dry=True) - top if seats else 0
            if room - seat_h - focus_h - label_h >= min(ch, body * 2) * 4 // 3:
                break
        # The hand: large cards, as many lines as it takes; at a zoom where
        # not even one line fits, the cards shrink just enough to fit.
        ch = max(24, min(ch, (room - seat_h - focus_h - label_h) * 5 // 7))
        cw = ch * 17 // 25
        gap = max(8, cw // 6)
        lift = ch // 6
        per_line = max(1, (inner + gap) // (cw + gap))
        cards = list(model.hand.cards)
        hand_lines = max(1, -(-len(cards) // per_line))
        line_h = ch + lift + gap
        spare = room - seat_h - focus_h - label_h
        shown = max(1, min(hand_lines, spare // line_h))
        focus_at = next((i for i, c in enumerate(cards) if c.focused), 0)
        first = min(max(0, focus_at // per_line - shown + 1), hand_lines - shown)
        hand_h = label_h + shown * line_h
        spare -= shown * line_h

        # Seats in full (public rows), piles and own rows with what is left.
        sh = ch // 2
        sw = sh * 17 // 25
        middle = [Block(f"pile:{i}", [f"{p.label}: {p.count}"],
                        [p.top] if p.top else [[CardFace(BACK)]] if p.count else [])
                  for i, p in enumerate(model.piles)]
        middle += [Block(f"own:{i}", [r.label], [r.cards]) for i, r in enumerate(model.own_rows)
                   if r.cards]
        if model.notes:
            middle.append(Block("notes", ["  ".join(model.notes)], []))
        free = spare + seat_h
        full_h = self._flow(surface, seats, top, free, margin, inner, seat_font, small, sw, sh,
                            theme, four, drawn, dry=True) - top if seats else 0
        if seat_font.get_height() == font.get_height() and full_h <= free:
            seat_blocks, used = seats, full_h
        else:
            seat_blocks, used = cut, seat_h
        self._flow(surface, seat_blocks, top, used, margin, inner, seat_font, small, sw, sh,
                   theme, four, drawn, dry=False)
        top += used
        free -= used
        if middle:
            full_h = self._flow(surface, middle, top, free, margin, inner, font, small,
                                sw, sh, theme, four, drawn, dry=True) - top
            if full_h > free:  # cut to first lines (label, count); what still does not fit
                middle = [Block(b.key, b.lines[:1], []) for b in middle]  # is left out
                full_h = self._flow(surface, middle, top, free, margin, inner, font, small,
                                    sw, sh, theme, four, drawn, dry=True) - top
            self._flow(surface, middle, top, free, margin, inner, font, small,
                       sw, sh, theme, four, drawn, dry=False)
            free = max(0, free - full_h)

        # More of the focused line, then the spoken lines, in what is left.
        extra = min(len(focus_lines) - 1, 2, max(0, free // big.get_linesize()))
        focus_lines = focus_lines[:1 + extra]
        free -= extra * big.get_linesize()
        focus_h += extra * big.get_linesize()
        said = [part for text in spoken[-3:] for part in wrap(text, small, inner)][-3:]
        said = said[len(said) - min(len(said), max(0, free // small.get_linesize())):]
        said_h = len(said) * small.get_linesize()

        # The hand, under what was drawn above it, and the words at the bottom.
        y = height - margin - said_h - focus_h - hand_h
        self.text.blit(surface, model.hand.label, small, theme.text, (margin, y))
        y += label_h
        for row in range(first, first + shown):
            for k, face in enumerate(cards[row * per_line:(row + 1) * per_line]):
                x = margin + k * (cw + gap)
                up = lift if face.focused else lift // 2 if face.selected else 0
                box = Rect(x, y + lift - up, cw, ch)
                self._hand_card(surface, face, box, gap, lift, theme, four, drawn)
            y += line_h
        for line_text in focus_lines:
            drawn.texts.setdefault("focus", self.text.blit(surface, line_text, big, theme.focus,
                                                           (margin, y)))
            y += big.get_linesize()
        for part in said:
            self.text.blit(surface, part, small, theme.spoken, (margin, y))
            y += small.get_linesize()
        return drawn

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

    def _flow(self, surface: pygame.Surface, blocks: Sequence[Block], top: int, room: int,
              margin: int, inner: int, font: pygame.font.Font, small: pygame.font.Font,
              sw: int, sh: int, theme: Theme, four: bool, drawn: Drawn, dry: bool) -> int:
        """Lay ``blocks`` left to right, wrapping onto more lines; returns the
        y under them. ``dry`` only measures."""
        pad = max(4, sw // 6, font.get_height() // 8)  # text never touches the edge
        gap = max(4, sw // 8)
        x, y, line_bottom = margin, top, top
        for block in blocks:
            texts = [(s, font if i == 0 else small) for i, s in enumerate(block.lines) if s]
            text_w = max((f.size(s)[0] for s, f in texts), default=0)
            cards_w = max((len(r) * (sw + gap) - gap for r in block.rows), default=0)
            w = min(inner, max(text_w, cards_w) + 2 * pad)
            per = max(1, (w - 2 * pad + gap) // (sw + gap))
            card_lines = sum(max(1, -(-len(r) // per)) for r in block.rows)
            h = (2 * pad + sum(f.get_linesize() for _, f in texts)
                 + card_lines * (sh + gap))
            if x > margin and x + w > margin + inner:
                x, y = margin, line_bottom + gap
            line_bottom = max(line_bottom, y + h)
            if not dry and line_bottom - top <= room:
                self._block(surface, block, texts, Rect(x, y, w, h), pad, gap, per, sw, sh,
                            theme, four, drawn)
            x += w + gap
        return line_bottom + gap

    def _block(self, surface: pygame.Surface, block: Block,
               texts: list[tuple[str, pygame.font.Font]], box: Rect, pad: int, gap: int,
               per: int, sw: int, sh: int, theme: Theme, four: bool, drawn: Drawn) -> None:
        edge = theme.focus if block.marked else theme.strip
        pygame.draw.rect(surface, edge, box, max(2, pad // 2 if block.marked else 2),
                         border_radius=pad)
        y = box.y + pad
        for i, (text, f) in enumerate(texts):
            area = self.text.blit(surface, text, f, theme.text, (box.x + pad, y), box.w - 2 * pad)
            if i == 0:
                drawn.texts[block.key] = area
            y += f.get_linesize()
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
