"""How a table's sizes are chosen (:class:`Planner`): the largest words and
cards that fit the window, tried from the largest down and kept from move to
move while they still fit (:class:`Plan`, measured against a :class:`Frame`).
Apart from :mod:`game.app.table_layout`, whose blocks and placing it measures
with, so that each reads in one sitting."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from ..core.table import TableModel
from .table_hand import card_height, hand_height, hand_room
from .table_label import hand_label_lines
from .table_layout import (
    FULL,
    TEXT,
    Block,
    hand_slack,
    large_size,
    measured_shape,
    own_blocks,
    pile_blocks,
    place,
    said_room,
    seat_blocks,
    turn_frame,
)
from .table_tiles import descending, strip_height
from .words_draw import TextCache


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
        word_h = font.get_linesize()
        # The label on as many lines as the longest it may say takes.
        label_h = word_h * hand_label_lines(self.model, font, f.width, f.margin, ch, self.text)
        ph = (ch + 1) // 2
        room = 2 * hand_room(turn_frame(font, ph)) - hand_slack(font, ph)
        return strip_h + f.margin + label_h + self.font_of(focus).get_linesize() + f.margin + room \
            + said_room(word_h, f.margin)

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
