"""A focus move along the hand drawn over the last frame (table_frame
drew it): only the card the focus left, the card it reached and the
focused line under the hand, so that a focus key costs a fraction of a
whole frame."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from ..core.table import TableModel
from .table_drawn import Drawn
from .table_hand import hand_height, hand_ring, hand_rise, selection_below
from .table_paint import last_mark
from .theme import Theme

if TYPE_CHECKING:
    from .table_paint import TablePainter

Rect = pygame.Rect


def redraw_focus(drawer: TablePainter, surface: pygame.Surface, before: TableModel,
                 model: TableModel, last: Drawn, theme: Theme, four: bool) -> Drawn | None:
    """The frame after a focus move within the hand, drawn over the last
    one (``before``'s, ``last`` what it drew): only the card the focus left,
    the card it reached and the focused line under the hand, each cleared
    and drawn again in the order a whole frame draws them. None when more
    than that changed (a selection, another line of the hand, the focused
    line's number of lines), when anything else is ringed, or a box comes
    into a card's room: then the whole frame is drawn."""
    at = last.hand
    old, new = before.hand.cards, model.hand.cards
    if at is None or len(old) != len(new) or \
            replace(model, hand=before.hand, focus_text=before.focus_text) != before:
        return None
    if any(replace(a, focused=False) != replace(b, focused=False)
           for a, b in zip(old, new, strict=True)):
        return None
    was = [i for i, face in enumerate(old) if face.focused]
    now = [i for i, face in enumerate(new) if face.focused]
    per, first, shown = at.per_line, at.first, at.shown
    lines_of = max(1, -(-len(new) // per))
    if len(was) != 1 or len(now) != 1 or before.hand.label != model.hand.label or \
            min(max(0, now[0] // per - shown + 1), lines_of - shown) != first:
        return None
    font = drawer.fonts.get(at.focus_size)
    wrapped = drawer.text.wrap(model.focus_text, font, at.inner)
    focus_lines = wrapped[:1 + min(len(wrapped) - 1, at.focus_room)]
    if len(focus_lines) != len(at.focus_lines):
        return None
    line_h = hand_height(at.ch, 1)
    ring = hand_ring(at.ch)
    below = max(ring, selection_below(at.ch))  # a ring, or the selection's bar
    slots = []
    for i in dict.fromkeys((was[0], now[0])):
        row, col = divmod(i, per)
        x, y = at.left + col * (at.cw + at.gap), at.top + (row - first) * line_h
        slot = Rect(x - at.gap // 2, y, at.cw + 2 * (at.gap // 2), at.lift + at.ch + below)
        # The slot holds this card's every pixel and nothing else's (the
        # hand card's ring is the only ring drawn: none lies round a box).
        if not first <= row < first + shown or slot.bottom > y + line_h - ring or any(
                slot.colliderect(box) for box in last.boxes.values()):
            return None
        slots.append((i, slot, Rect(x, y, at.cw, at.ch)))
    drawn = replace(last, cards=list(last.cards), texts=dict(last.texts), named=list(last.named),
                    lines=list(last.lines), rings=list(last.rings), boxes=dict(last.boxes),
                    frames=dict(last.frames), marks=dict(last.marks), words=list(last.words))
    start = at.cards_at - first * per
    for i in range(first * per, min(len(new), (first + shown) * per)):
        drawn.cards[start + i] = (new[i], drawn.cards[start + i][1])
    if drawn.rings != [(drawn.cards[start + was[0]][1], ring)]:
        return None
    for i, slot, card in slots:
        surface.set_clip(slot)
        surface.fill(theme.background)
        if at.frame is not None:
            pygame.draw.rect(surface, theme.turn, at.frame[0], at.frame[1],
                             border_radius=at.frame[1])
        elif at.mark is not None:
            last_mark(surface, *at.mark)
        face = new[i]
        up = hand_rise(at.ch, face.focused, face.selected)
        scratch = type(last)()
        drawer.hand_card(surface, face, card.move(0, at.lift - up), at.gap, at.lift, theme, four,
                         scratch)
        drawn.cards[start + i] = scratch.cards[0]
        if face.focused:
            drawn.rings = scratch.rings
            drawn.focus = scratch.focus
    surface.set_clip(None)
    # The focused line: its band cleared and its words drawn, in their place
    # in the logs of words.
    band = Rect(0, at.focus_y, surface.get_width(), len(focus_lines) * font.get_linesize())
    surface.fill(theme.background, band)
    log, boxes = drawer.text.log, drawer.text.boxes
    drawer.text.log, drawer.text.boxes = [], []
    y = at.focus_y
    for n, line_text in enumerate(focus_lines):
        where = drawer.text.blit(surface, line_text, font, theme.focus, (at.margin, y),
                                 on=theme.background)
        if n == 0:
            drawn.texts["focus"] = where
        y += font.get_linesize()
    count = len(focus_lines)
    drawn.lines[at.log_at:at.log_at + count] = drawer.text.log
    drawn.words[at.words_at:at.words_at + count] = drawer.text.boxes
    drawer.text.log, drawer.text.boxes = log, boxes
    drawn.hand = replace(at, focus_lines=tuple(focus_lines))
    return drawn
