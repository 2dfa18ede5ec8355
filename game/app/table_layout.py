"""Where things go on the drawn table, measured without drawing: the boxed
groups (seats, piles, the player's own rows) in three forms, and the plan
that shares the window's height out in order of need.

A group is drawn in full (its cards as small pictures), as text (its cards
named in words at the text's size, which at a high zoom is both smaller on
screen and easier to read than a small card), or cut to its first line
("Ada: 10 cards", "Stock: 66"). The plan picks the fullest forms that still
leave the hand large cards, and the largest hand cards those forms allow.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..core.table import BACK, CardFace, CardRow, TableModel
from ..i18n import t
from .words_draw import TextCache

Rect = pygame.Rect
FULL, TEXT, CUT, NONE = "full", "text", "cut", "none"

#: (seats, middle) forms, fullest first; the first that leaves the hand
#: a comfortable card wins, else the first that leaves it the smallest one.
LEVELS = ((FULL, FULL), (TEXT, FULL), (FULL, TEXT), (TEXT, TEXT), (CUT, TEXT), (CUT, CUT))


@dataclass(frozen=True)
class Block:
    """A boxed group on the table: lines of text over rows of cards;
    ``named`` are the faces its lines name in words."""

    key: str
    lines: tuple[str, ...]
    rows: tuple[tuple[CardFace, ...], ...] = ()
    marked: bool = False
    named: tuple[CardFace, ...] = ()


@dataclass(frozen=True)
class Placed:
    """A block where it goes: its wrapped lines with their fonts, its box,
    and how many small cards go on one line of it."""

    block: Block
    texts: tuple[tuple[str, pygame.font.Font], ...]
    box: Rect
    per: int


def face_text(face: CardFace, symbols: bool) -> str:
    """A card as words on screen: "K♥" (or "K hearts" without the suit
    glyphs), "green 7", "WILD", "SKIP", "JOKER"."""
    if face.kind == BACK:
        return ""
    if face.rank == "JK":
        return t("table-joker")
    if face.kind == "coloured":
        if face.rank in ("W", "SK"):
            return t("table-wild") if face.rank == "W" else t("table-skip")
        return f"{t('table-colour', colour=face.suit)} {face.rank}"
    from .theme import SUIT_SYMBOLS
    if symbols:
        return f"{face.rank}{SUIT_SYMBOLS[face.suit]}"
    return f"{face.rank} {t('table-suit', suit=face.suit)}"


def row_text(row: CardRow, symbols: bool) -> str:
    """A row in words: its label and its cards, or how many when they lie
    face down."""
    shown = [face_text(f, symbols) for f in row.cards if not f.hidden]
    backs = sum(1 for f in row.cards if f.hidden)
    if not shown:
        return t("table-row-count", label=row.label, count=backs)
    return t("table-row", label=row.label, cards=" ".join(shown))


def seat_blocks(model: TableModel, form: str, symbols: bool) -> list[Block]:
    blocks = []
    for i, seat in enumerate(model.seats):
        rows = [r for r in seat.rows if r.cards]
        public = ", ".join(seat.public)  # "Phase 3, 2 done, laid"
        key = f"seat:{i}"
        if form == FULL:
            blocks.append(Block(key, (seat.count_text, public), tuple(r.cards for r in rows),
                                seat.to_move))
        elif form == TEXT:
            blocks.append(Block(key, (seat.count_text, public,
                                      *(row_text(r, symbols) for r in rows)), (), seat.to_move,
                                tuple(f for r in rows for f in r.cards if not f.hidden)))
        else:
            blocks.append(Block(key, (seat.count_text,), (), seat.to_move))
    return blocks


def middle_blocks(model: TableModel, form: str, symbols: bool) -> list[Block]:
    """The piles, the player's own rows beside the hand, and the notes."""
    if form == NONE:
        return []
    blocks = []
    for i, pile in enumerate(model.piles):
        head = f"{pile.label}: {pile.count}"
        if form == FULL:
            rows = (pile.top,) if pile.top else ((CardFace(BACK),),) if pile.count else ()
            blocks.append(Block(f"pile:{i}", (head,), rows))
        elif pile.top:  # in words the top card comes first, even cut to a line
            cards = " ".join(face_text(f, symbols) for f in reversed(pile.top))
            words = t("table-pile-top", head=head, cards=cards, count=len(pile.top))
            blocks.append(Block(f"pile:{i}", (words,), (), False, pile.top))
        else:
            blocks.append(Block(f"pile:{i}", (head,)))
    for i, row in enumerate(model.own_rows):
        if not row.cards:
            continue
        if form == FULL:
            blocks.append(Block(f"own:{i}", (row.label,), (row.cards,)))
        elif form == TEXT:
            blocks.append(Block(f"own:{i}", (row_text(row, symbols),), (), False,
                                tuple(f for f in row.cards if not f.hidden)))
    if model.notes and form != CUT:
        blocks.append(Block("notes", (t("table-notes", notes=", ".join(model.notes)),)))
    return blocks


def place(blocks: Sequence[Block], top: int, margin: int, inner: int, font: pygame.font.Font,
          small: pygame.font.Font, sw: int, sh: int, text: TextCache) -> tuple[list[Placed], int]:
    """Lay ``blocks`` left to right, wrapping onto more lines; a block's
    lines wrap inside it when wider than the window. Returns the blocks'
    places and the y under them."""
    pad = max(4, sw // 6, font.get_height() // 8)  # text never touches the edge
    gap = max(4, sw // 8)
    x, y, line_bottom = margin, top, top
    placed: list[Placed] = []
    for block in blocks:
        texts = tuple((part, font if i == 0 else small)
                      for i, s in enumerate(block.lines) if s
                      for part in text.wrap(s, font if i == 0 else small, inner - 2 * pad))
        text_w = max((text.width(s, f) for s, f in texts), default=0)
        cards_w = max((len(r) * (sw + gap) - gap for r in block.rows), default=0)
        w = min(inner, max(text_w, cards_w) + 2 * pad)
        per = max(1, (w - 2 * pad + gap) // (sw + gap))
        card_lines = sum(max(1, -(-len(r) // per)) for r in block.rows)
        h = 2 * pad + sum(f.get_linesize() for _, f in texts) + card_lines * (sh + gap)
        if x > margin and x + w > margin + inner:
            x, y = margin, line_bottom + gap
        line_bottom = max(line_bottom, y + h)
        placed.append(Placed(block, texts, Rect(x, y, w, h), per))
        x += w + gap
    return placed, (line_bottom + gap if blocks else top)


@dataclass(frozen=True)
class Plan:
    """The shares of the height: the forms of the seats and the middle,
    the seats' font size, and the hand's card height. The middle's words
    are the body's size, or the seats' when both are cut to a line each."""

    seats: str
    middle: str
    seat_size: int
    card_h: int
    middle_size: int = 0


def hand_height(ch: int, lines: int) -> int:
    """Height of ``lines`` lines of hand cards ``ch`` high: each card may
    rise by a sixth of its height (focus, selection), and lines are apart."""
    return lines * (ch + ch // 6 + max(8, ch * 17 // 25 // 6))


def hand_per_line(ch: int, inner: int) -> int:
    """How many hand cards ``ch`` high go on one line ``inner`` wide."""
    cw = ch * 17 // 25
    gap = max(8, cw // 6)
    return max(1, (inner + gap) // (cw + gap))


def make_plan(model: TableModel, room: int, body: int, floor: int, focus_h: int, inner: int,
              margin: int, font_of: Callable[[int], pygame.font.Font], small: pygame.font.Font,
              symbols: bool, text: TextCache) -> Plan:
    """Share ``room`` (the height under the status strip): each seat's
    "name: N cards" line and one line of hand cards at least ``2.2 x body``
    high with the focused line always; then the fullest forms of seats and
    middle that leave hand cards ``3 x body`` high (else ``2.2 x body``),
    with the largest hand cards they allow, up to ``5.5 x body``."""
    hmin, hgood, hpref = max(24, body * 11 // 5), body * 3, max(24, body * 11 // 2)
    font = font_of(body)
    memo: dict[tuple[str, str, int, int], int] = {}

    def height(part: str, form: str, f: pygame.font.Font, ch: int) -> int:
        """The height of the seats or the middle in ``form``; only full
        forms depend on the card size."""
        ch = ch if form == FULL else 0
        key = (part, form, f.get_height(), ch)
        if key not in memo:
            make = seat_blocks if part == "seats" else middle_blocks
            blocks = make(model, form, symbols)
            sh = ch // 2
            memo[key] = place(blocks, 0, margin, inner, f, small, sh * 17 // 25,
                              sh, text)[1] if blocks else 0
        return memo[key]

    seat_sizes = sorted({max(floor, s) for s in (body, body * 4 // 5, body * 2 // 3,
                                                  body * 3 // 5, body // 2)}, reverse=True)
    sizes = [hpref]
    while sizes[-1] > hmin:
        sizes.append(max(hmin, sizes[-1] * 9 // 10))
    for lowest in (hgood, hmin):
        for seats, middle in LEVELS:
            # Seats cut to "name: N cards" may shrink their words (never
            # under ``floor``) so that the piles still find room.
            for seat_size in seat_sizes if seats == CUT else seat_sizes[:1]:
                seat_h = height("seats", seats, font_of(seat_size), hmin)
                for ch in sizes:
                    if ch < lowest:
                        break
                    if FULL in (seats, middle) and ch < body * 9 // 2:
                        break  # small cards would be smaller than the words for them
                    if seats == FULL:
                        seat_h = height("seats", seats, font_of(seat_size), ch)
                    used = seat_h + height("middle", middle, font, ch)
                    if used + focus_h + hand_height(ch, 1) <= room:
                        return Plan(seats, middle, seat_size, ch)
    # Before the piles go: a line each in the smallest words allowed (the
    # discard's top card is what a phase game's turn turns on).
    least = font_of(floor)
    for seat_size in (seat_sizes[-1], floor):
        used = (height("seats", CUT, font_of(seat_size), hmin)
                + height("middle", CUT, least, hmin))
        if used + focus_h + hand_height(hmin, 1) <= room:
            return Plan(CUT, CUT, seat_size, hmin, middle_size=floor)
    return Plan(CUT, NONE, seat_sizes[-1], hmin)
