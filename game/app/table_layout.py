"""Where things go on the drawn table, measured without drawing: the boxed
groups (seats, piles, the player's own rows) and the plan that shares the
window's height out.

The table is laid out as one: the status strip on top (one line of tiles),
the opponents along the top with every public card, the piles in the
centre with their top cards as large cards, the player's own rows beside
them in fixed places, the actions, and the hand along the bottom. Nothing
public is ever cut: when room runs short the words and the small cards
shrink (never under the text floor), then the hand shows fewer of its
lines (the overview says which), and the hand's card height never falls
below the one a lower zoom gave (:func:`make_plan`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ..core.table import BACK, COLOURED, JOKER, CardFace, CardRow, Seat, TableModel
from ..i18n import current_language, t
from .table_hand import ASPECT as ASPECT
from .table_hand import card_height as card_height
from .table_hand import hand_height as hand_height
from .table_tiles import LADDER as LADDER
from .table_tiles import descending as descending
from .table_tiles import fit_tiles as fit_tiles
from .table_tiles import flow_tiles as flow_tiles
from .table_tiles import strip_height as strip_height
from .table_tiles import tile_pad as tile_pad
from .words_draw import TextCache

Rect = pygame.Rect
FULL, TEXT = "full", "text"
#: The key of the box naming the last move's mover.
LAST = "last"
#: The least room between boxes (:func:`place`), and under the last line.
MIN_GAP = 8
#: How far outside its box a box's focus ring (or a ringed line's) reaches
#: at 100% (:func:`ring_room` at a zoom).
RING_ROOM = 6
#: The colours of coloured number cards, named in words.
COLOUR_CODES = ("R", "B", "G", "Y")


@dataclass(frozen=True)
class Block:
    """A boxed group on the table: lines of text over rows of cards ``sh``
    high; ``named`` are the faces its lines name in words; ``focused``
    marks which rows the keys point at; ``top`` puts "top" under the last
    card (a pile's top card; beside it, under the head, when
    :attr:`beside`)."""

    key: str
    lines: tuple[str, ...]
    rows: tuple[tuple[CardFace, ...], ...] = ()
    marked: bool = False
    named: tuple[CardFace, ...] = ()
    sh: int = 0
    focused: tuple[bool, ...] = ()
    top: bool = False
    ring: bool = False
    #: How many boxes share the block's line (the seats): its lines after
    #: the first then wrap, after a comma where they can, to that share of
    #: the width rather than widen the box, so that longer words ("Phase
    #: 4: a run of 7") never push the boxes onto a second line; 0: lines
    #: wrap to the full width.
    share: int = 0
    #: The line the keys point at (an action), ringed.
    line_focus: int | None = None
    #: Words the box is kept wide enough for, one a line (the last
    #: mover's box: for every name, so that it never changes size).
    room_for: tuple[str, ...] = ()
    #: The "top" under the last card names its colour too ("top: yellow"):
    #: a pile of coloured number cards, whose card's own letter and colour word are small
    #: beside the table's words.
    top_colours: bool = False
    #: Its words half again as large as the table's (:func:`large_size`):
    #: a question's choices, the one thing the player must answer now.
    large: bool = False
    #: Its words beside its one card, not over and under it (a pile of
    #: one card shown: the card may then be as tall as the box).
    beside: bool = False
    #: The zoom it is drawn at: its focus ring, and the room kept for it
    #: between its cards and round them, grow with it (:func:`zoom_ring`).
    zoom: int = 100


@dataclass(frozen=True)
class Placed:
    """A block where it goes: its wrapped lines with their fonts, its box,
    and how many small cards go on one line of it."""

    block: Block
    texts: tuple[tuple[str, pygame.font.Font], ...]
    box: Rect
    per: int
    #: For each wrapped part of ``texts``, the line of the block it is of.
    sources: tuple[int, ...] = ()


def zoom_ring(zoom: int) -> int:
    """The least thickness of a focus ring away from the hand at ``zoom``:
    6 px at 100%, 9 at 200%, 12 at 300%. The small cards' own measure
    (:func:`card_ring`) kept it at 6 px up to 300%: their gaps left it no
    more room, so the ring of a magnified table stayed a 100% ring."""
    return max(6, 3 + 3 * zoom // 100)


def ring_room(zoom: int) -> int:
    """How far outside its box a box's focus ring reaches at ``zoom``."""
    return max(RING_ROOM, zoom_ring(zoom))


def card_gap(sh: int, zoom: int = 100) -> int:
    """The room between small cards: wide enough for the focus ring at
    ``zoom``, with room left to the next card (only one thing is ringed
    at a time)."""
    return max(10, int(sh * ASPECT) // 8, 2 * zoom_ring(zoom) - 2)


def card_ring(sh: int, zoom: int = 100) -> int:
    """The thickness of the focus ring round a small card, or a row of
    them, ``sh`` high at ``zoom``: at least 6 px (it was once a 4 px
    outline), growing with the cards and the zoom; only one thing is
    ringed at a time, so the ring may take more than half the room to the
    next card, never all."""
    return max(zoom_ring(zoom), card_gap(sh, zoom) // 2 - 1)


def pad_of(font: pygame.font.Font, sh: int, zoom: int = 100) -> int:
    """A box's padding: room for its cards' rings at ``zoom`` too."""
    return max(6, int(sh * ASPECT) // 8, font.get_height() // 6, zoom_ring(zoom))


def box_ring(pad: int, zoom: int = 100) -> int:
    """The thickness of the focus ring round a box with padding ``pad``."""
    return max(zoom_ring(zoom), min(RING_ROOM, pad // 2))


def box_gap(font: pygame.font.Font, zoom: int = 100) -> int:
    """The room :func:`place` leaves between boxes with ``font``'s words,
    and under their last line,
    at ``zoom``: room for one box's focus ring and a little more (only one
    thing is ringed at a time)."""
    return max(MIN_GAP, font.get_height() // 3, ring_room(zoom) + 2)


def hand_slack(font: pygame.font.Font, ph: int, zoom: int = 100) -> int:
    """How far the hand's frame may rise into the room under the boxes
    over it (placed with ``font``, the piles' cards ``ph`` high): what the
    piles' rings leave free (only a pile is ringed whole there; the own
    rows' and the actions' rings lie inside their boxes)."""
    return box_gap(font, zoom) - box_ring(pad_of(font, ph, zoom), zoom)


def said_room(line: int, margin: int) -> int:
    """The room kept under the focused line for one line of the last
    messages (``line`` high) and the rule over it: at any zoom the player
    sees what was last said ("Zoom 300 percent"); the rest of the room
    left may hold more."""
    return line + margin


def turn_frame(font: pygame.font.Font, sh: int) -> int:
    """The thickness of a whose-turn frame: a seat's, by its words and
    small cards; the player's hand gets the very same, so that the
    player's own turn is not the fainter."""
    return max(4, pad_of(font, sh) // 2)


def face_text(face: CardFace, symbols: bool) -> str:
    """A card as words on screen: "K♥" (or "K hearts" without the suit
    glyphs), "green 7", "WILD", "SKIP", "JOKER"."""
    if face.kind == BACK:
        return ""
    if face.rank == JOKER:
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


def seat_blocks(model: TableModel, form: str, symbols: bool, sh: int = 0,
                zoom: int = 100) -> list[Block]:
    """Each opponent: "name: N cards", the public words ("Phase 3, 2 done,
    laid"), and every public row, as small cards ``sh`` high or in words,
    drawn at ``zoom``."""
    lang, share = current_language(), len(model.seats)
    return [seat_block(seat, i, share, form, symbols, sh, lang, zoom)
            for i, seat in enumerate(model.seats)]


@lru_cache(maxsize=1024)
def seat_block(seat: Seat, i: int, share: int, form: str, symbols: bool, sh: int,
               lang: str, zoom: int = 100) -> Block:
    """One opponent's block (:func:`seat_blocks`), kept: a move changes
    one seat, and a plan's search builds every seat at many sizes. By
    ``lang`` too, as its words are the language's."""
    rows = [r for r in seat.rows if r.cards]
    public = ", ".join(seat.public)
    key = f"seat:{i}"
    if form == FULL:
        # Face-down rows say no more than their count: words, not backs.
        backs = tuple(row_text(r, symbols) for r in rows if all(f.hidden for f in r.cards))
        shown = [r for r in rows if not all(f.hidden for f in r.cards)]
        return Block(key, (seat.count_text, public, *backs), tuple(r.cards for r in shown),
                     seat.to_move, sh=sh, focused=tuple(r.focused for r in shown), share=share,
                     zoom=zoom)
    return Block(key, (seat.count_text, public, *(row_text(r, symbols) for r in rows)), (),
                 seat.to_move, tuple(f for r in rows for f in r.cards if not f.hidden),
                 ring=any(r.focused for r in rows), zoom=zoom)


def pile_blocks(model: TableModel, ph: int, zoom: int = 100) -> list[Block]:
    """The piles: a head ("Discard: 30") over the visible cards ``ph``
    high (a back for a stock), the top card last and marked "top"; drawn
    at ``zoom``."""
    blocks = []
    for i, pile in enumerate(model.piles):
        head = f"{pile.label}: {pile.count}"
        rows = (pile.top,) if pile.top else ((CardFace(BACK),),) if pile.count else ()
        colours = any(face.kind == COLOURED for face in pile.top)
        # One card shown: its head and "top" beside it, so that the words
        # take none of the pile's height (a crowded table's pile at 720
        # lines grew only 66 to 71 px with them over and under the card).
        blocks.append(Block(f"pile:{i}", (head,), rows, sh=ph, top=bool(pile.top),
                            top_colours=colours,
                            ring=pile.focused and not any(f.focused for f in pile.top),
                            beside=len(rows) == 1 and len(rows[0]) == 1, zoom=zoom))
    return blocks


def own_blocks(model: TableModel, oh: int, zoom: int = 100) -> list[Block]:
    """The player's own rows (face-up and face-down, laid groups) as cards
    ``oh`` high, always in the same order and place, then a question's
    choices and the actions, each as a list, one a line, and the tile
    naming the last move's mover ("Last move: Ada"): a box of its own,
    lit for a moment after the move, so that it never covers words; the
    rows' cards drawn at ``zoom``."""
    blocks = [Block(f"own:{i}", (row.label,), (row.cards,), sh=oh, focused=(row.focused,),
                    zoom=zoom)
              for i, row in enumerate(model.own_rows) if row.cards]
    if model.question:  # a question's choices, one a line, the focused one ringed
        blocks.append(Block("question", model.question, line_focus=model.question_focus,
                            large=True))
    if model.actions:
        blocks.append(Block("actions", model.actions, line_focus=model.action_focus))
    # Last, so that the rows before it never move; there from a deal's
    # start, so that the first move moves nothing (nor lays out anew).
    move = model.last_move
    names = [seat.name for seat in model.seats] + [t("you-capital")]
    blocks.append(Block(LAST, (t("table-last-move", name=move.name) if move is not None
                               else t("table-no-move-yet"),),
                        room_for=(t("table-no-move-yet"),
                                  *(t("table-last-move", name=n) for n in names))))
    return blocks


Measured = tuple[tuple[tuple[str, pygame.font.Font], ...], int, int, int, tuple[int, ...]]


def block_size(block: Block, inner: int, font: pygame.font.Font, small: pygame.font.Font,
               text: TextCache) -> Measured:
    """A block's wrapped lines, width, height and cards to a line; kept
    by what they depend on, so that after a move only the seat that
    changed is measured again."""
    key = (measured_shape(block), inner, id(font), id(small))
    known = text.blocks.get(key)
    if known is None:
        if len(text.blocks) >= text.limit:
            text.blocks.clear()
        known = text.blocks[key] = _block_size(block, inner, font, small, text)
    return known


def top_word(block: Block, face: CardFace) -> str:
    """The words under a pile's top card ``face``: "top", with its colour
    for a coloured number card ("top: yellow"), in the table's words."""
    if block.top_colours and face.kind == COLOURED and face.suit in COLOUR_CODES:
        return t("table-top-colour", colour=face.suit)
    return t("table-top")


def top_words(block: Block) -> tuple[str, ...]:
    """Every word :func:`top_word` may put under ``block``'s top card: its
    box is kept wide enough for each, whichever card lies on top."""
    if not block.top_colours:
        return (t("table-top"),)
    return (t("table-top"), *(t("table-top-colour", colour=c) for c in COLOUR_CODES))


def measured_shape(block: Block) -> tuple[object, ...]:
    """What a block's size depends on (its words, how many cards a row,
    their size): never which cards, so that a new top card or a laid card
    in place of another is not measured again."""
    return (block.lines, tuple(map(len, block.rows)), block.sh, block.top, block.share,
            block.room_for, block.top_colours, block.large, block.beside, block.zoom)


def _block_size(block: Block, inner: int, font: pygame.font.Font, small: pygame.font.Font,
                text: TextCache) -> Measured:
    sh = block.sh
    sw = int(sh * ASPECT)
    pad = pad_of(font, sh, block.zoom)
    gap = card_gap(sh, block.zoom)
    cards_w = max((len(r) * (sw + gap) - gap for r in block.rows), default=0)
    if block.beside:
        return _beside_size(block, inner, font, small, text, sw, pad, gap)
    room = inner - 2 * pad
    if block.share:
        # The box's share of its line, or what its name and cards need.
        between = box_gap(font, block.zoom)
        share = (inner + between) // block.share - between - 2 * pad
        room = min(room, max(share, cards_w, text.width(block.lines[0], font)))
    parts = [(part, font if i == 0 else small, i)
             for i, s in enumerate(block.lines) if s
             for part in (text.wrap(s, font, inner - 2 * pad) if i == 0
                          else wrap_at_commas(s, small, room, text))]
    texts = tuple((part, f) for part, f, _ in parts)
    text_w = max((text.width(s, f) for s, f in (*texts, *((r, font) for r in block.room_for))),
                 default=0)
    if block.top:
        text_w = max(text_w, *(text.width(word, small) for word in top_words(block)))
    w = min(inner, max(text_w, cards_w) + 2 * pad)
    per = max(1, (w - 2 * pad + gap) // (sw + gap))
    card_lines = sum(max(1, -(-len(r) // per)) for r in block.rows)
    h = (2 * pad + sum(f.get_linesize() for _, f in texts) + card_lines * (sh + gap)
         + (small.get_linesize() if block.top else 0))
    return texts, w, h, per, tuple(i for _, _, i in parts)


def _beside_size(block: Block, inner: int, font: pygame.font.Font, small: pygame.font.Font,
                 text: TextCache, sw: int, pad: int, gap: int) -> Measured:
    """A block with its words beside its one card (:attr:`Block.beside`):
    as tall as the card or the words, whichever is taller."""
    room = max(1, inner - 2 * pad - sw - gap)
    texts = tuple((part, font) for s in block.lines if s for part in text.wrap(s, font, room))
    widths = [text.width(s, f) for s, f in texts]
    if block.top:
        widths += [text.width(word, small) for word in top_words(block)]
    w = min(inner, sw + gap + max(widths, default=0) + 2 * pad)
    words_h = sum(f.get_linesize() for _, f in texts) + (small.get_linesize() if block.top else 0)
    return texts, w, 2 * pad + max(block.sh, words_h), 1, tuple(0 for _ in texts)


def wrap_at_commas(line: str, font: pygame.font.Font, width: int, text: TextCache) -> list[str]:
    """``line`` ("Phase 4: a run of 7, 2 done") cut into lines no wider
    than ``width``, after a comma where it can, so that each part is read
    whole; a part too long for a line is wrapped at its spaces.

    >>> class Wide:  # one pixel a character
    ...     def width(self, s, f): return len(s)
    ...     def wrap(self, s, f, w): return [s[:w], s[w:]] if len(s) > w else [s]
    >>> wrap_at_commas("Phase 4: run of 7, 2 done, laid", None, 18, Wide())
    ['Phase 4: run of 7,', '2 done, laid']
    """
    if text.width(line, font) <= width:
        return [line]
    items = line.split(", ")
    lines: list[str] = []
    for n, item in enumerate(items):
        piece = f"{item}," if n < len(items) - 1 else item
        trial = f"{lines[-1]} {piece}" if lines else piece
        if lines and text.width(trial, font) <= width:
            lines[-1] = trial
        else:
            lines.append(piece)
    return [part for joined in lines for part in text.wrap(joined, font, width)]


def large_size(size: int) -> int:
    """The size of a large block's words beside the table's ``size``
    (a keep-or-redraw question was two small choices
    among the piles)."""
    return size * 3 // 2


def place(blocks: Sequence[Block], top: int, margin: int, inner: int, font: pygame.font.Font,
          small: pygame.font.Font, text: TextCache, centre: bool = False,
          large: pygame.font.Font | None = None) -> tuple[list[Placed], int]:
    """Lay ``blocks`` left to right, wrapping onto more lines (each line
    centred when ``centre``); a large block's words in ``large``. Returns
    the blocks' places and the y under them."""
    gap = box_gap(font, max((block.zoom for block in blocks), default=100))
    x, y, line_bottom = margin, top, top
    placed: list[Placed] = []
    line: list[Placed] = []

    def close_line() -> None:
        if centre and line:
            shift = (margin + inner - line[-1].box.right) // 2
            for p in line:
                p.box.x += shift
        line.clear()

    for block in blocks:
        big = large if block.large and large is not None else None
        texts, w, h, per, sources = block_size(block, inner, big or font, big or small, text)
        if x > margin and x + w > margin + inner:
            close_line()
            x, y = margin, line_bottom + gap
        line_bottom = max(line_bottom, y + h)
        item = Placed(block, texts, Rect(x, y, w, h), per, sources)
        placed.append(item)
        line.append(item)
        x += w + gap
    close_line()
    return placed, (line_bottom + gap if blocks else top)
