"""One frame of the table, laid out as a real one (table_planner.Planner):
the status strip as one line of tiles; the opponents along the top with
every public card; the piles in the centre, their top cards large and
marked "top", beside the player's own rows in fixed places; the actions as
tiles; the hand along the bottom, paged to the focus with an overview of
what is off screen ("Your hand: line 2 of 3, 3 selected elsewhere"); the
focused line and, in the room left, the last messages."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from ..core.table import HAND, OWN, LastMove, TableModel
from ..i18n import current_language
from .table_drawn import Drawn
from .table_hand import (
    hand_gap,
    hand_height,
    hand_left,
    hand_lift,
    hand_per_line,
    hand_ring,
    hand_rise,
    hand_room,
)
from .table_label import hand_label, hand_label_lines, label_width
from .table_layout import (
    ASPECT,
    LAST,
    Placed,
    hand_slack,
    large_size,
    own_blocks,
    pile_blocks,
    place,
    ring_room,
    said_room,
    seat_blocks,
    strip_height,
    tile_pad,
    turn_frame,
)
from .table_paint import last_mark, mark_width
from .table_plan import frame_of as frame_of
from .table_plan import hand_most, magnified, plan_of, strip_fitter
from .table_planner import Frame, Plan
from .table_view import edge_band
from .theme import Theme

#: How long the last move stays marked on the table (or until the next move).
MARK_MS = 2000
#: The least hand card height, in a window too small for any plan.
MIN_CARD = 12

if TYPE_CHECKING:
    from .table_paint import TablePainter
    from .words_draw import TextCache

Rect = pygame.Rect


@dataclass(frozen=True)
class Layout:
    """A table's plan with its seats and middle placed (the middle before
    it is moved down into the free space)."""

    plan: Plan
    strip: tuple[int, list[list[str]]]
    seats: list[Placed]
    middle: list[Placed]
    middle_top: int
    bottom: int
    #: The plan fitted to the window at 100% that ``plan`` magnifies (or
    #: ``plan`` itself): kept from move to move as a plan is.
    base: Plan | None = None
    #: Whether the table is taller than the window: drawn on the
    #: magnifier's canvas (a zoom above 100%, or a crowded table in a
    #: small window), of which the window shows a part.
    tall: bool = False


@dataclass(frozen=True)
class HandPlace:
    """Where a frame put the hand (its shown lines, card sizes, the first
    hand card's place in ``Drawn.cards``, the frame or mark round it) and
    the focused line under it (with its place in the logs of words), so
    that a focus move redraws only what it touched (table_refocus)."""

    first: int
    shown: int
    per_line: int
    top: int
    cw: int
    ch: int
    gap: int
    lift: int
    margin: int
    inner: int
    #: Where the hand's first card goes (table_hand.hand_left).
    left: int
    cards_at: int
    frame: tuple[Rect, int] | None
    mark: tuple[Rect, int] | None
    focus_y: int = 0
    focus_lines: tuple[str, ...] = ()
    focus_size: int = 0
    #: How many lines the focused line's words could have taken beyond one.
    focus_room: int = 0
    log_at: int = 0
    words_at: int = 0


def lay_out(drawer: TablePainter, model: TableModel, frame: Frame,
            last: Plan | None = None) -> Layout:
    """The table placed by its plan (:func:`plan_of`), or above 100% by
    the plan at 100% magnified (:func:`magnified`); ``last``: the previous
    table's plan fitted to the window."""
    fonts, text = drawer.fonts, drawer.text
    tiles, fits = strip_fitter(drawer, model, frame)
    if frame.magnify > 100:
        fitted, _ = plan_of(drawer, model, frame_of(frame.width, frame.view, 100), last)
        plan = magnified(fitted, frame, hand_most(drawer, model, fitted, frame))
        tall = True
    else:
        fitted, height = plan_of(drawer, model, frame, last)
        plan, tall = fitted, height > frame.height
    tiles("strip", plan.strip_size)
    strip = fits[("strip", plan.strip_size)]
    margin, inner = frame.margin, frame.inner
    top = strip_height(fonts.get(strip[0]), len(strip[1]), margin) + margin
    seat_font = fonts.get(plan.seat_size)
    zoom = frame.magnify
    seats, top = place(seat_blocks(model, plan.seats, fonts.symbols, plan.seat_h, zoom), top,
                       margin, inner, seat_font, seat_font, text)
    table_font = fonts.get(plan.table_size)
    blocks = pile_blocks(model, plan.pile_h, zoom) + own_blocks(model, plan.own_h, zoom)
    middle, bottom = place(blocks, top, margin, inner, table_font, table_font, text, centre=True,
                           large=fonts.get(large_size(plan.table_size)))
    return Layout(plan, strip, seats, middle, top, bottom, fitted, tall)


@dataclass
class Item:
    """One part of a frame (the strip, a box, the hand, the lines under
    it): what it is drawn from (where it lies too), boxes round every
    pixel it draws, how to draw it and what it drew."""

    sign: tuple[object, ...]
    owned: tuple[Rect, ...]
    paint: Callable[[Drawn], None]
    part: Drawn | None = None
    #: Whether it may hold the focus (a ring).
    ringed: bool = False


def draw_table(drawer: TablePainter, surface: pygame.Surface, model: TableModel,
               spoken: Sequence[str], theme: Theme, four: bool, zoom: int, drawn: Drawn,
               keep: bool = False) -> None:
    """One frame of the table into ``drawn`` (:func:`paint_table`)."""
    paint_table(drawer, surface, model, spoken, theme, four, zoom, drawn, keep)


def paint_table(drawer: TablePainter, surface: pygame.Surface, model: TableModel,
                spoken: Sequence[str], theme: Theme, four: bool, zoom: int, drawn: Drawn,
                keep: bool = False) -> None:
    """One frame of the table into ``drawn``, or more of the last one
    (TableDrawer.paint_more: its ``paint_area``). ``keep``: the window still
    shows the last frame this drew; then the parts drawn from the same
    things in the same places are left as they are and only the others are
    cleared and drawn again (a move changes the strip, a seat or two, a
    pile), when no part to be drawn again reaches into one left. Above
    100% the table is drawn on the magnifier's canvas (table_view), as
    tall as the magnified table needs."""
    text, fonts = drawer.text, drawer.fonts
    width, height = surface.get_size()
    frame = frame_of(width, height, zoom)
    margin, inner = frame.margin, frame.inner
    key = (width, height, zoom, fonts.symbols, model.status, model.seats, model.piles,
           model.own_rows, model.notes, model.actions, model.action_focus, model.question,
           model.question_focus, model.last_move.name if model.last_move else None,
           len(model.hand.cards))
    layout = drawer.layouts.get(key)
    if layout is None:  # the same table as last frame is laid out once
        if len(drawer.layouts) > 64:
            drawer.layouts.clear()
        # The same kind of table in the same window and zoom (the next move
        # of a game) keeps its sizes while they fit: nothing jumps.
        # (A magnified table keeps the plan it magnifies: the 100% one's.)
        shape = (width, height, min(zoom, 100), fonts.symbols, len(model.seats),
                 tuple(p.label for p in model.piles), len(model.own_rows), len(model.actions))
        layout = drawer.layouts[key] = lay_out(drawer, model, frame, drawer.plans.get(shape))
        drawer.plans[shape] = layout.base
    plan = drawn.plan = layout.plan
    items: list[Item] = []

    # The status strip: one line of tiles (two only when one cannot hold them).
    strip_font = fonts.get(layout.strip[0])
    strip_h = strip_height(strip_font, len(layout.strip[1]), margin)
    band = Rect(0, 0, width, strip_h)

    # Whose turn it is: the strip's first tile, or its first few when the
    # words are wrapped (table_tiles.flow_tiles wraps them as here).
    turn = model.status.turn
    turn_tiles = len(text.wrap(turn, strip_font, inner - 2 * tile_pad(strip_font))) if turn else 0

    def strip(part: Drawn) -> None:
        pygame.draw.rect(surface, theme.strip, band)
        part.texts["status"] = drawer.tiles(surface, layout.strip[1], strip_font, margin // 2,
                                            theme, theme.strip, None, part, turn_tiles)

    items.append(Item(("strip", band, layout.strip, strip_font, turn_tiles), (band,), strip))

    # The last move, for a moment: its place and the tile naming its mover
    # lit (the tile is a box of the layout's own, so nothing is covered).
    lit = lit_places(drawer, model.last_move)

    def box_item(p: Placed) -> None:
        b, on = p.block, lit(p.block.key)
        ringed = b.ring or b.line_focus is not None or any(b.focused) or any(
            face.focused for row in b.rows for face in row)
        room = ring_room(b.zoom)
        owned = p.box.inflate(2 * room, 2 * room) if ringed else Rect(p.box)
        items.append(Item(("box", p, on), (owned,),
                          lambda part: drawer.block(surface, p, theme, four, part, on), None,
                          ringed))

    for p in layout.seats:
        box_item(p)

    # From the bottom up: the focused line, the hand, its label; the
    # middle lies in the free space between.
    focus_font = fonts.get(plan.focus_size)
    table_font = fonts.get(plan.table_size)
    # The hand's label wraps (a high zoom in a small window): room for the
    # longest it may say, as the plan counted it (table_label).
    word_h = table_font.get_linesize()
    label_h = word_h * hand_label_lines(model, table_font, width, margin, plan.card_h, text)
    # Room over the hand's cards and under its label for the player's turn
    # frame, kept on every turn so that nothing moves when the turn comes
    # round; and the hand's own margin, wide enough for the frame and the
    # first card's ring (a ring lies within its card's line: hand_rise).
    thick = turn_frame(fonts.get(plan.seat_size), plan.seat_h)
    room = hand_room(thick)
    # A line of the last messages is kept (table_layout.said_room): the
    # hand's lines and the focused line's second lines take none of it.
    # (Not in a window too small for the least plan, where the hand needs it.)
    avail = height - margin - layout.bottom - label_h - focus_font.get_linesize() - 2 * room \
        + hand_slack(table_font, plan.pile_h, frame.magnify)
    reserve = said_room(word_h, margin)
    reserve = reserve if avail - reserve >= hand_height(plan.card_h, 1) else 0
    avail -= reserve
    ch = plan.card_h
    most_lines = height  # of the hand's: as many as there is room for
    selected = sum(1 for face in model.hand.cards if face.selected)
    drawer.on_canvas = layout.tall
    clip: Rect | None = None  # the whole window
    if layout.tall:
        # The canvas: as tall as the magnified table, its hand paged to as
        # many lines as the window shows with the label, the focused line
        # and the last messages under them and the magnifier's edge lines
        # (so that these are seen with the focused card: two lines of each
        # counted, so that the hand's lines stay put as they change); the
        # canvas keeps room for three lines of the focused item and the
        # last messages, rounded up to half a window, so that it is not
        # made anew (and drawn whole) at every move or focus key.
        hand_lines = -(-len(model.hand.cards) // hand_per_line(ch, width - 2 * hand_left(
            margin, thick, ch)))
        said_h = sum(len(text.wrap(line, table_font, inner)) for line in spoken[-3:]) * word_h
        below = 2 * focus_font.get_linesize() + 2 * word_h + 2 * room + 2 * margin
        # The most lines shown with the label as it then reads (paged or
        # not: a hand shown whole says less), and the room for it.
        label_at = label_width(width, margin, table_font, ch)
        for most_lines in range(max(1, hand_lines), 0, -1):
            paged = (most_lines, hand_lines - most_lines + 1, hand_lines) \
                if most_lines < hand_lines else None
            label_count = len(text.wrap(hand_label(model, paged, selected), table_font, label_at))
            if most_lines * hand_height(ch, 1) + label_count * word_h + below \
                    <= height - 2 * edge_band(table_font):
                break
        avail += label_h - label_count * word_h
        label_h = label_count * word_h
        tall = height + most_lines * hand_height(ch, 1) - avail \
            + 2 * focus_font.get_linesize() + said_h + margin
        step = max(64, height // 2)
        tall = max(height, -(-tall // step) * step)
        avail += tall - height
        window_h, height = height, tall
        surface = drawer.magnifier.surface(surface, tall)
        # Drawn only where the window looks and what a scroll brings in
        # (or where the caller asks: the whole canvas, a new view).
        clip = drawer.paint_area if drawer.paint_area is not None \
            else drawer.magnifier.band(window_h)
    while hand_height(ch, 1) > avail and ch > MIN_CARD:
        # A window too small for the least plan (Planner.plan's last
        # resort): the hand's cards shrink to the room left rather than
        # rise over the piles.
        ch = max(MIN_CARD, ch * 9 // 10)
    line_h = hand_height(ch, 1)
    left_x = hand_left(margin, thick, ch)
    hand_inner = width - 2 * left_x
    per_line = hand_per_line(ch, hand_inner)
    cards = list(model.hand.cards)
    hand_lines = max(1, -(-len(cards) // per_line))
    shown = max(1, min(hand_lines, avail // line_h, most_lines))
    left = max(0, avail - shown * line_h)
    focus_lines = text.wrap(model.focus_text, focus_font, inner)
    focus_room = left // focus_font.get_linesize()
    extra = min(len(focus_lines) - 1, 2, focus_room)
    focus_lines = focus_lines[:1 + extra]
    left -= extra * focus_font.get_linesize()
    left += reserve
    said_font = table_font
    # A rule sets the messages apart from the table: its room is kept
    # before the lines are counted, so that it never pushes the table up.
    said = last_messages(spoken, (left - margin // 2) // said_font.get_linesize()
                         if left > margin else 0, lambda line: text.wrap(line, said_font, inner))
    rule = margin // 2 if said else 0
    left -= len(said) * said_font.get_linesize() + rule

    # A table on the canvas keeps its piles right over the hand, so that
    # the window, on the hand, shows them too: the room left goes above.
    drop = left if layout.tall else left // 2
    for p in layout.middle:
        box_item(replace(p, box=p.box.move(0, drop)))
    y = height - margin - len(said) * said_font.get_linesize() - rule \
        - len(focus_lines) * focus_font.get_linesize() - shown * line_h - label_h - room

    focus_at = next((i for i, c in enumerate(cards) if c.focused), 0)
    first = min(max(0, focus_at // per_line - shown + 1), hand_lines - shown)
    on_screen = cards[first * per_line:(first + shown) * per_line]
    drawn.off_screen = len(cards) - len(on_screen)
    elsewhere = sum(1 for c in cards if c.selected) - sum(1 for c in on_screen if c.selected)
    label = hand_label(model, (shown, first + 1, hand_lines) if shown < hand_lines else None,
                       elsewhere)
    label_wrapped = text.wrap(label, table_font, hand_inner)
    cw = int(ch * ASPECT)
    gap = hand_gap(ch)
    lift = hand_lift(ch)
    # The frame's place: in the margin and the room kept above and below,
    # round the cards, their rings and the label, never over them.
    x0 = left_x - hand_ring(ch) - room
    area = Rect(x0, y - room, width - 2 * x0, shown * line_h + label_h + 2 * room)
    hand_lit = lit(HAND)
    frame_at = (area, thick) if model.my_turn else None
    mark_at = (area, mark_width(thick)) if not model.my_turn and hand_lit else None
    # Each card's place in a part of its own (put in place in merge_parts).
    hand_at = HandPlace(first, shown, per_line, y, cw, ch, gap, lift, margin, inner, left_x, 0,
                        frame_at, mark_at)

    def hand(part: Drawn) -> None:
        if frame_at is not None:  # the player's turn framed as strongly as an opponent's
            pygame.draw.rect(surface, theme.turn, area, thick, border_radius=thick)
            part.frames["hand"] = frame_at
        elif mark_at is not None:  # the player's own last move (a pick-up, a pass)
            last_mark(surface, area, thick)
            part.marks[HAND] = mark_at
        at = hand_at.top
        for row in range(first, first + shown):
            for k, face in enumerate(cards[row * per_line:(row + 1) * per_line]):
                x = left_x + k * (cw + gap)
                up = hand_rise(ch, face.focused, face.selected)
                drawer.hand_card(surface, face, Rect(x, at + lift - up, cw, ch), gap, lift,
                                 theme, four, part)
            at += line_h
        # Under the hand: its label, which lines are shown, the phase it
        # needs, on as many lines as it takes.
        where = None
        for line_text in label_wrapped:
            box = text.blit(surface, line_text, table_font, theme.text, (left_x, at), hand_inner,
                            on=theme.background)
            where = box if where is None else where.union(box)
            at += table_font.get_linesize()
        assert where is not None
        part.texts["hand"] = where

    # The hand's pixels: the frame's area holds all of them (the cards,
    # their rings and bars, the label), framed or not.
    items.append(Item(("hand", hand_at, area, hand_lit, model.my_turn, tuple(on_screen), label,
                       table_font, theme.turn), (Rect(area),), hand, None,
                  any(face.focused for face in on_screen)))
    y += shown * line_h + label_h + room
    focus_y = y
    focus_band = Rect(0, focus_y, width, max(0, height - focus_y))
    # What the magnifier keeps in view with a focused hand card: the label
    # whole, and the focused line and the last messages under it.
    label_top = focus_y - room - label_h
    under_h = len(focus_lines) * focus_font.get_linesize() + rule \
        + len(said) * said_font.get_linesize()
    in_view = (Rect(area), Rect(0, label_top, width, focus_y + under_h - label_top),
            Rect(left_x, label_top, hand_inner, len(label_wrapped) * word_h)) \
        if layout.tall else None

    def under(part: Drawn) -> None:
        at = focus_y
        for line_text in focus_lines:
            part.texts.setdefault("focus", text.blit(surface, line_text, focus_font, theme.focus,
                                                     (margin, at), on=theme.background))
            at += focus_font.get_linesize()
        if said:
            pygame.draw.line(surface, theme.edge, (margin, at + rule // 2),
                             (width - margin, at + rule // 2), max(2, rule // 3))
            at += rule
        for part_text in said:
            part.texts.setdefault("said", text.blit(surface, part_text, said_font, theme.spoken,
                                                    (margin, at), on=theme.background))
            at += said_font.get_linesize()

    items.append(Item(("under", focus_band, tuple(focus_lines), focus_font, tuple(said),
                       said_font), (focus_band,), under))

    frame_key = (width, height, zoom, theme.name, four, fonts.symbols, current_language(),
                 id(surface))
    kept = drawer.kept_frame if keep else None
    # The same parts (one left as it is keeps its place: its place is of
    # what it is drawn from).
    old = kept[1] if kept is not None and kept[0] == frame_key and len(kept[1]) == len(items) \
        and all(a.sign[0] == b.sign[0] for a, b in zip(kept[1], items, strict=True)) else None
    if layout.tall and drawer.paint_area is None:
        clip = drawer.magnifier.band(window_h, drawer.magnifier.next_top(
            focus_of(items, old, surface, text), in_view, window_h, table_font))
    if clip is not None and not drawer.magnifier.painted.contains(clip):
        old = None  # the canvas shows the last frame only where it drew it
    again = list(range(len(items)))
    if old is not None:
        # A part drawn again is cleared where it drew and where it will draw.
        again = [n for n, (a, b) in enumerate(zip(old, items, strict=True)) if a.sign != b.sign]
        clear = [region for n in again for region in (*old[n].owned, *items[n].owned)]
        if any(region.collidelist(old[m].owned) >= 0
               for region in clear for m in range(len(items)) if m not in again):
            old, again = None, list(range(len(items)))  # it would reach into one left
    surface.set_clip(clip)
    if old is None:  # (a canvas may be taller than the table: its part)
        surface.fill(theme.background, Rect(0, 0, width, height))
    else:
        for region in clear:
            surface.fill(theme.background, region)
    for n, item in enumerate(items):
        if n in again:
            item.part = Drawn()
            text.log, text.boxes = item.part.lines, item.part.words
            item.paint(item.part)
        else:
            assert old is not None
            item.part = old[n].part
    surface.set_clip(None)
    if clip is not None:
        drawer.magnifier.painted = clip
    text.log, text.boxes = drawn.lines, drawn.words
    starts = merge_parts(drawn, items)
    cards_at, _, _ = starts[-2]
    _, log_at, words_at = starts[-1]
    drawn.hand = replace(hand_at, cards_at=cards_at, focus_y=focus_y,
                         focus_lines=tuple(focus_lines), focus_size=plan.focus_size,
                         focus_room=min(2, focus_room), log_at=log_at, words_at=words_at)
    drawn.keep = in_view
    drawer.kept_frame = (frame_key, items)


def focus_of(items: Sequence[Item], old: Sequence[Item] | None, surface: pygame.Surface,
             text: TextCache) -> Rect | None:
    """Where a frame's focus goes, before it is drawn (the view it will
    show follows the focus: table_view.view_top): from the last frame's
    part when the part holding it is the same, else found by drawing the
    parts that may hold it with nothing let through."""
    focus: Rect | None = None
    clip = surface.get_clip()
    for n, item in enumerate(items):
        if not item.ringed:
            continue
        if old is not None and old[n].sign == item.sign and old[n].part is not None:
            focus = old[n].part.focus or focus  # type: ignore[union-attr]
            continue
        probe = Drawn()
        text.log, text.boxes = probe.lines, probe.words
        surface.set_clip(Rect(0, 0, 0, 0))
        item.paint(probe)
        surface.set_clip(clip)
        focus = probe.focus or focus
    return focus


def merge_parts(drawn: Drawn, items: Sequence[Item]) -> list[tuple[int, int, int]]:
    """What each part drew, added to ``drawn`` in the parts' order (that
    of a whole frame's drawing); for each part, how many cards, lines and
    placed words came before it."""
    starts = []
    for item in items:
        part = item.part
        assert part is not None
        starts.append((len(drawn.cards), len(drawn.lines), len(drawn.words)))
        drawn.cards.extend(part.cards)
        drawn.texts.update(part.texts)
        if part.focus is not None:
            drawn.focus = part.focus
        drawn.named.extend(part.named)
        drawn.lines.extend(part.lines)
        drawn.rings.extend(part.rings)
        drawn.boxes.update(part.boxes)
        drawn.frames.update(part.frames)
        drawn.marks.update(part.marks)
        drawn.turn_tiles.extend(part.turn_tiles)
        drawn.words.extend(part.words)
    return starts


def is_lit(drawer: TablePainter, move: LastMove | None) -> bool:
    """Whether ``move`` is lit this frame (:func:`lit_places`), without
    starting its time."""
    if move is None:
        return False
    if drawer.marked is None or drawer.marked[0] != move:
        return True
    return drawer.clock() - drawer.marked[1] < MARK_MS


def lit_places(drawer: TablePainter, move: LastMove | None) -> Callable[[str], bool]:
    """Which boxes the last move lights this frame: the pile, seat or own
    rows it landed on and the "last move" tile, for :data:`MARK_MS` from
    when the move was first drawn (a new move restarts the time)."""
    now = drawer.clock()
    if move is None:
        return lambda key: False
    if drawer.marked is None or drawer.marked[0] != move:
        drawer.marked = (move, now)
    if now - drawer.marked[1] >= MARK_MS:
        return lambda key: False
    if move.place == OWN:
        return lambda key: key == LAST or key.startswith("own:")
    spot = HAND if move.place == HAND else f"{move.place}:{move.index}"
    return lambda key: key in (LAST, spot)


def last_messages(spoken: Sequence[str], room: int,
                  wrap: Callable[[str], list[str]]) -> list[str]:
    """The newest of the last three messages that fit ``room`` lines,
    each whole, from its first word: a message is never shown from the
    middle of a sentence.

    >>> last_messages(["One.", "Two words.", "Three."], 2, lambda s: s.split(" "))
    ['Three.']
    """
    lines: list[str] = []
    for message in reversed(spoken[-3:]):
        parts = wrap(message)
        if len(lines) + len(parts) > room:
            break
        lines = parts + lines
    return lines
