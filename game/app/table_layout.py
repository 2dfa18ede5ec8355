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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial

import pygame

from ..core.table import BACK, COLOURED, JOKER, CardFace, CardRow, Seat, TableModel
from ..i18n import current_language, t
from .table_hand import ASPECT as ASPECT
from .table_hand import card_height as card_height
from .table_hand import hand_height as hand_height
from .table_hand import hand_room
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
#: How far outside its box a box's focus ring (or a ringed line's) reaches.
RING_ROOM = 6
#: The colours of coloured number cards, named in words.
COLOUR_CODES = ("R", "B", "G", "Y")


@dataclass(frozen=True)
class Block:
    """A boxed group on the table: lines of text over rows of cards ``sh``
    high; ``named`` are the faces its lines name in words; ``focused``
    marks which rows the keys point at; ``top`` puts "top" under the last
    card (a pile's top card)."""

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


def card_gap(sh: int) -> int:
    """The room between small cards: wide enough for the focus ring."""
    return max(10, int(sh * ASPECT) // 8)


def card_ring(sh: int) -> int:
    """The thickness of the focus ring round a small card, or a row of
    them, ``sh`` high: at least 6 px (it was once a 4 px outline),
    growing with the cards; only one thing is ringed at a time, so the
    ring may take more than half the room to the next card, never all."""
    return max(6, card_gap(sh) // 2 - 1)


def pad_of(font: pygame.font.Font, sh: int) -> int:
    return max(6, int(sh * ASPECT) // 8, font.get_height() // 6)


def box_ring(pad: int) -> int:
    """The thickness of the focus ring round a box with padding ``pad``."""
    return max(6, min(RING_ROOM, pad // 2))


def box_gap(font: pygame.font.Font) -> int:
    """The room :func:`place` leaves between boxes with ``font``'s words,
    and under their last line."""
    return max(MIN_GAP, font.get_height() // 3)


def hand_slack(font: pygame.font.Font, ph: int) -> int:
    """How far the hand's frame may rise into the room under the boxes
    over it (placed with ``font``, the piles' cards ``ph`` high): what the
    piles' rings leave free (only a pile is ringed whole there; the own
    rows' and the actions' rings lie inside their boxes)."""
    return box_gap(font) - box_ring(pad_of(font, ph))


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


def seat_blocks(model: TableModel, form: str, symbols: bool, sh: int = 0) -> list[Block]:
    """Each opponent: "name: N cards", the public words ("Phase 3, 2 done,
    laid"), and every public row, as small cards ``sh`` high or in words."""
    lang, share = current_language(), len(model.seats)
    return [seat_block(seat, i, share, form, symbols, sh, lang)
            for i, seat in enumerate(model.seats)]


@lru_cache(maxsize=1024)
def seat_block(seat: Seat, i: int, share: int, form: str, symbols: bool, sh: int,
               lang: str) -> Block:
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
                     seat.to_move, sh=sh, focused=tuple(r.focused for r in shown), share=share)
    return Block(key, (seat.count_text, public, *(row_text(r, symbols) for r in rows)), (),
                 seat.to_move, tuple(f for r in rows for f in r.cards if not f.hidden),
                 ring=any(r.focused for r in rows))


def pile_blocks(model: TableModel, ph: int) -> list[Block]:
    """The piles: a head ("Discard: 30") over the visible cards ``ph``
    high (a back for a stock), the top card last and marked "top"."""
    blocks = []
    for i, pile in enumerate(model.piles):
        head = f"{pile.label}: {pile.count}"
        rows = (pile.top,) if pile.top else ((CardFace(BACK),),) if pile.count else ()
        colours = any(face.kind == COLOURED for face in pile.top)
        blocks.append(Block(f"pile:{i}", (head,), rows, sh=ph, top=bool(pile.top),
                            top_colours=colours,
                            ring=pile.focused and not any(f.focused for f in pile.top)))
    return blocks


def own_blocks(model: TableModel, oh: int) -> list[Block]:
    """The player's own rows (face-up and face-down, laid groups) as cards
    ``oh`` high, always in the same order and place, then a question's
    choices and the actions, each as a list, one a line, and the tile
    naming the last move's mover ("Last move: Ada"): a box of its own,
    lit for a moment after the move, so that it never covers words."""
    blocks = [Block(f"own:{i}", (row.label,), (row.cards,), sh=oh, focused=(row.focused,))
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
            block.room_for, block.top_colours, block.large)


def _block_size(block: Block, inner: int, font: pygame.font.Font, small: pygame.font.Font,
                text: TextCache) -> Measured:
    sh = block.sh
    sw = int(sh * ASPECT)
    pad = pad_of(font, sh)
    gap = card_gap(sh)
    cards_w = max((len(r) * (sw + gap) - gap for r in block.rows), default=0)
    room = inner - 2 * pad
    if block.share:
        # The box's share of its line, or what its name and cards need.
        between = max(MIN_GAP, font.get_height() // 3)
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
    gap = box_gap(font)
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


@dataclass(frozen=True)
class Plan:
    """The sizes of one table: the strip's, the focused line's and the
    table's words (seats, piles, labels); the hand's card height; the
    small cards' of the seats, the piles' and the own rows'; the seats'
    form (small cards, or words when even the smallest do not fit)."""

    strip_size: int
    focus_size: int
    table_size: int
    seat_size: int
    card_h: int
    seat_h: int
    pile_h: int
    own_h: int
    seats: str = FULL


@dataclass(frozen=True)
class Frame:
    """What a plan is measured against: the window, the body size and the
    text floor, the margin, and the fixed heights of the strip's tiles."""

    width: int
    #: The table's height: the window's, or the taller canvas a zoom
    #: above 100% lays the table out on (table_frame.canvas_height).
    height: int
    body: int
    floor: int
    margin: int
    #: The window's height (0: the table's).
    view: int = 0
    #: Above 100: the zoom, by which the table planned for the window at
    #: 100% is magnified onto a canvas as tall as it then needs, of which
    #: the window shows a part (table_frame.magnified, table_view).
    magnify: int = 100

    @property
    def inner(self) -> int:
        return self.width - 2 * self.margin


class Planner:
    """Measures one model's table in one window for the plans of every
    zoom; heights are kept, a plan's search measures the same parts often."""

    def __init__(self, model: TableModel, frame: Frame, font_of: Callable[[int], pygame.font.Font],
                 symbols: bool, text: TextCache,
                 tiles: Callable[[str, int], tuple[int, int]],
                 shared: dict[tuple[object, ...], int] | None = None) -> None:
        self.model, self.frame, self.font_of = model, frame, font_of
        self.symbols, self.text, self.tiles = symbols, text, tiles
        self._memo: dict[str, tuple[object, ...]] = {}
        self._heights: dict[tuple[object, ...], int] = {}
        #: Heights by what they are measured from (:meth:`_height`), kept
        #: from table to table by the caller: the next move's plan measures
        #: mostly the same boxes again.
        self._shared = {} if shared is None else shared

    def _height(self, key: tuple[object, ...], blocks: Callable[[], list[Block]],
                size: int, small: int, centre: bool = False) -> int:
        """The height of ``blocks()`` placed, found by what it is measured
        from (``key``: the blocks' shapes but for their cards' height,
        which ``key`` gives too), so that the blocks are built only to be
        measured."""
        # Within a search, by the shapes' identity: the same few, hashed once.
        mine = (size, small, centre, *key[:-1], id(key[-1]))
        known = self._heights.get(mine)
        if known is None:
            f = self.frame
            shared = (size, small, centre, f.margin, f.inner, key)
            known = self._shared.get(shared)
            if known is None:
                if len(self._shared) >= 4096:
                    self._shared.clear()
                made = blocks()
                known = self._shared[shared] = place(
                    made, 0, f.margin, f.inner, self.font_of(size), self.font_of(small),
                    self.text, centre, self.font_of(large_size(size)))[1] if made else 0
            self._heights[mine] = known
        return known

    def _shapes(self, kind: str) -> tuple[object, ...]:
        """What the blocks of ``kind`` ("seats" in a form, "middle") are
        measured from but for their cards' height, made once a table."""
        if kind not in self._memo:
            form, symbols = kind.partition(" ")[2], self.symbols
            made = seat_blocks(self.model, form, symbols) if form else \
                pile_blocks(self.model, 0) + own_blocks(self.model, 0)
            self._memo[kind] = tuple((b.key, *measured_shape(b)) for b in made)
        return self._memo[kind]

    def seats_h(self, form: str, size: int, sh: int) -> int:
        # Seats in words have no cards: the same height whatever ``sh``.
        shape = ("seats", form, sh if form == FULL else 0, self._shapes(f"seats {form}"))
        return self._height(shape, lambda: seat_blocks(self.model, form, self.symbols, sh),
                            size, size)

    def middle_h(self, size: int, ph: int, oh: int) -> int:
        # The piles' cards are ``ph`` high and the own rows' ``oh``; the
        # other blocks have none.
        shape = ("middle", ph, oh, self._shapes("middle"))
        return self._height(shape, lambda: pile_blocks(self.model, ph) + own_blocks(self.model, oh),
                            size, size, True)

    def fixed_h(self, strip: int, focus: int, table: int, ch: int) -> int:
        """The strip, the hand's label, the focused line, and the room kept
        over and under the hand for the player's turn frame (as thick as a
        seat's: at most that of seats with the table's words and cards as
        large as the piles'), less what the frame may take of the room
        under the boxes over it."""
        f = self.frame
        strip_size, lines = self.tiles("strip", strip)
        strip_h = strip_height(self.font_of(strip_size), lines, f.margin)
        font = self.font_of(table)
        label_h = font.get_linesize()
        ph = (ch + 1) // 2
        room = 2 * hand_room(turn_frame(font, ph)) - hand_slack(font, ph)
        return strip_h + f.margin + label_h + self.font_of(focus).get_linesize() + f.margin + room \
            + said_room(label_h, f.margin)

    def plan(self) -> Plan:
        """The fullest plan: hand cards of the zoom's height
        (:func:`card_height`, the same whatever the table holds, so that
        they never shrink as the zoom rises), the words as large as they
        can be (the seats' first, then the focused line and the strip
        shrink towards the floor); only when even the floor leaves no room
        do the hand cards shrink."""
        f = self.frame
        top = card_height(f.body, f.height, f.view)
        text_sizes = descending(max(f.floor, f.body * 4 // 5), f.floor)
        for ch in descending(top, 24, 0.9):
            if not self._can(f.floor, f.floor, ch):
                continue
            # Smaller words take less room: the largest focused line that
            # leaves room at the floor, then the largest table words, each
            # found by halving (few sizes measured: a new table is laid out
            # within a frame).
            focus = largest(descending(f.body, f.floor), partial(self._can_focus, ch=ch))
            size = largest(text_sizes, partial(self._can_size, focus=focus, ch=ch))
            # The least of everything else fits, so _try finds a plan.
            found = self._try(focus, size, ch)
            if found is not None:
                return found
        floor = f.floor
        return Plan(floor, floor, floor, floor, 24, 24, 24, 24, TEXT)

    def fits(self, plan: Plan) -> bool:
        """Whether ``plan`` (the last table's) still holds this one: kept
        while it does, so that sizes stay put from move to move."""
        if not self._holds(plan.card_h):
            return False
        size = plan.table_size
        room = self.frame.height - self.fixed_h(size, plan.focus_size, size, plan.card_h) \
            - hand_height(plan.card_h, 1)
        seats = self.seats_h(plan.seats, plan.seat_size, plan.seat_h)
        return seats + self.middle_h(size, plan.pile_h, plan.own_h) <= room

    def near(self, plan: Plan) -> Plan | None:
        """A plan with ``plan``'s words and hand cards, the seats and own
        rows made to fit again (a table that grew by a laid group); None
        when even their least does not fit."""
        if not self._holds(plan.card_h):
            return None
        return self._try(plan.focus_size, plan.table_size, plan.card_h)

    def _holds(self, ch: int) -> bool:
        """Whether hand cards ``ch`` high are still the ones :meth:`plan`
        would pick first: the zoom's own height, or one it had to shrink
        to while the next larger still leaves no room. (Room needed only
        grows with the card height, so no larger one fits either.) A
        shrunk plan is thus kept from move to move as any other, rather
        than searched for anew at every move of a crowded table."""
        f = self.frame
        sizes = descending(card_height(f.body, f.height, f.view), 24, 0.9)
        if ch == sizes[0]:
            return True
        if ch not in sizes[1:]:
            return False
        floor = self.frame.floor
        return not self._can(floor, floor, sizes[sizes.index(ch) - 1])

    def _least(self, ch: int) -> tuple[int, int]:
        """The smallest small cards and the text floor's seat form."""
        f = self.frame
        least = max(f.floor * 2, 24)
        return least, min(self.seats_h(FULL, f.floor, least), self.seats_h(TEXT, f.floor, 0))

    def _seats_fit(self, sh: int, seat_size: int, left: int) -> bool:
        return self.seats_h(FULL, seat_size, sh) <= left

    def _can_focus(self, focus: int, ch: int) -> bool:
        return self._can(focus, self.frame.floor, ch)

    def _can_size(self, size: int, focus: int, ch: int) -> bool:
        return self._can(focus, size, ch)

    def _can(self, focus: int, size: int, ch: int) -> bool:
        """Whether the words at ``focus`` and ``size`` and hand cards
        ``ch`` high leave room for the least of the rest."""
        least, seats = self._least(ch)
        ph = (ch + 1) // 2
        need = (self.fixed_h(size, focus, size, ch) + hand_height(ch, 1) + seats
                + self.middle_h(size, ph, min(ph, least)))
        return need <= self.frame.height

    def _try(self, focus: int, size: int, ch: int) -> Plan | None:
        f = self.frame
        table = size
        room = f.height - self.fixed_h(size, focus, table, ch) - hand_height(ch, 1)
        ph = (ch + 1) // 2
        least = max(f.floor * 2, 24)
        ladder = [s for s in descending(f.height // 5, least, 0.85) if s <= ph] or [least]
        for oh in (ph, *(s for s in ladder if s < ph)):
            middle = self.middle_h(table, ph, oh)
            if middle > room:
                continue
            left = room - middle
            for seat_size in descending(table, f.floor, 0.85):
                if self.seats_h(FULL, seat_size, ladder[-1]) <= left:
                    # Smaller cards, shorter seats: the largest that fit.
                    sh = largest(ladder, partial(self._seats_fit, seat_size=seat_size,
                                                 left=left))
                    seats = self.seats_h(FULL, seat_size, sh)
                    return Plan(size, focus, table, seat_size, ch, sh,
                                self._pile_h(ch, table, oh, room - seats), oh)
            for seat_size in descending(table, f.floor, 0.85):
                if self.seats_h(TEXT, seat_size, 0) <= left:
                    return Plan(size, focus, table, seat_size, ch, 0, ph, oh, TEXT)
        return None


    def _pile_h(self, ch: int, table: int, oh: int, room: int) -> int:
        """The piles' cards' height: as large as the hand's cards where
        the room the rest leaves (``room``) allows, else down to half of
        them (the pile top a third of a hand card beside it).
        Only room left free is taken: the seats, the own rows and the words
        stay as they would be with piles half a hand card high."""
        half = (ch + 1) // 2
        font = self.font_of(table)
        slack = hand_slack(font, half)  # the hand's frame's, as fixed_h counts it

        def fits(ph: int) -> bool:
            # A larger pile's ring may leave the hand's frame less room.
            return self.middle_h(table, ph, oh) + slack - hand_slack(font, ph) <= room

        return largest(descending(ch, half, 0.9), fits)


def largest(sizes: Sequence[int], fits: Callable[[int], bool]) -> int:
    """The first of ``sizes`` (largest first) that ``fits``, by halving;
    the last size fits (the caller has checked).

    >>> largest([9, 7, 5, 3, 1], lambda s: s <= 6)
    5
    """
    low, high = 0, len(sizes) - 1  # sizes[high] fits
    while low < high:
        mid = (low + high) // 2
        if fits(sizes[mid]):
            high = mid
        else:
            low = mid + 1
    return sizes[high]
