"""The words under the player's hand: its label, which of its lines are
shown and how many cards are selected off screen, and the notes the game
gives ("You: Phase 3: a run of 7"). At a high zoom in a small
window they take several lines; the room for them is counted for the
longest the label can say (:func:`label_lines`), the same in the plan
(table_planner), the frame and the magnifier's canvas (table_frame), so
that the hand does not move as the label changes and the label is never
cut at the window's edge."""

from __future__ import annotations

import pygame

from ..core.table import TableModel
from ..i18n import t
from .table_hand import hand_left, hand_per_line, hand_ring, hand_room
from .table_layout import turn_frame
from .words_draw import TextCache


def hand_label(model: TableModel, paged: tuple[int, int, int] | None = None,
               elsewhere: int = 0) -> str:
    """The label under the hand: ``paged`` (shown, first, lines: how many
    of its lines are shown, the first of them, how many there are) when
    the hand does not show all its lines, with ``elsewhere`` cards
    selected on the lines not shown; the game's notes after it."""
    label = model.hand.label
    if paged is not None:
        shown, first, lines = paged
        label = t("table-hand-lines", label=label, shown=shown, first=first,
                  last=first + shown - 1, lines=lines)
        if elsewhere:
            label = f"{label}, {t('table-elsewhere', count=elsewhere)}"
    if model.notes:
        label = f"{label}. {t('table-notes', notes=', '.join(model.notes))}"
    return label


def label_width(width: int, margin: int, font: pygame.font.Font, ch: int) -> int:
    """The narrowest the label's lines may be in a window ``width`` wide
    with hand cards up to ``ch`` high: the hand's width less the room its
    turn frame and first card's ring take (table_hand.hand_left), counted
    for the thickest frame, so that a line counted here is never wider
    than the one drawn."""
    thick = max(turn_frame(font, ch), turn_frame(font, (ch + 1) // 2))
    return max(1, width - 2 * max(hand_left(margin, thick, ch),
                                  hand_room(thick) + hand_ring(ch)))


def hand_label_lines(model: TableModel, font: pygame.font.Font, width: int, margin: int,
                     ch: int, text: TextCache, any_hand: bool = False) -> int:
    """:func:`label_lines` under hand cards up to ``ch`` high in a window
    ``width`` wide (:func:`label_width`); ``any_hand``: for a hand of any
    length (paged, lines numbered up to 9; a selection off screen is not
    counted), so that sizes counted with them stay put as the hand grows
    and as cards are selected."""
    inner = label_width(width, margin, font, ch)
    if any_hand:
        return max(len(text.wrap(label, font, inner)) for label in (
            hand_label(model, (1, 9, 9)), hand_label(model, (2, 8, 9))))
    return label_lines(model, font, inner, text, hand_per_line(ch, inner))


def label_lines(model: TableModel, font: pygame.font.Font, width: int, text: TextCache,
                per_line: int) -> int:
    """How many lines the longest label the hand may show takes in
    ``font`` at ``width`` with ``per_line`` cards a line: paged ("line 3
    of 3", "lines 2 to 3 of 3") when its cards take more than a line
    (more than one line shown only of three or more), with the cards
    selected counted as if off screen."""
    n = len(model.hand.cards)
    lines = max(1, -(-n // max(1, per_line)))
    selected = sum(1 for face in model.hand.cards if face.selected)
    labels = [hand_label(model)]
    if lines > 1:
        labels.append(hand_label(model, (1, lines, lines), selected))
    if lines > 2:
        labels.append(hand_label(model, (2, lines - 1, lines), selected))
    return max(len(text.wrap(label, font, width)) for label in labels)
