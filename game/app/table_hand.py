"""The hand's geometry, measured without drawing, shared by the plan
(table_layout), the frame (table_frame) and the drawing (table_draw), so
that the room kept round a card is the room its drawing takes: the hand
cards' height at a zoom, the room between them, how far a card rises when
focused or selected, the focus ring's thickness and the selection's bar,
and the room kept round the hand for the player's turn frame, with the
focused card's ring inside it (the ring once reached 1 px into
the discard's box, and over the frame)."""

from __future__ import annotations

import pygame

Rect = pygame.Rect
#: Card width to height, as a real card.
ASPECT = 17 / 25
#: The room between the hand's turn frame and the ring of a card inside it.
FRAME_GAP = 2


def card_height(body: int, height: int, view: int = 0) -> int:
    """The hand cards' height at the body size ``body`` on a table
    ``height`` high shown in a window ``view`` high (the same, but when
    the zoom lays the table out taller than the window: table_frame's
    canvas): five and a half times the body text, up to a quarter of the
    table and a third of the window, so that a line of them, its label,
    the focused line and a message are seen at once; it rises with the
    zoom and never falls."""
    return max(24, min(body * 11 // 2, height // 4, (view or height) // 3))


def hand_lift(ch: int) -> int:
    """How far a focused hand card rises (a selected one half as far)."""
    return ch // 6


def hand_rise(ch: int, focused: bool, selected: bool) -> int:
    """How far a hand card rises in its line: a selected one half the lift,
    a focused one the lift less its ring, so that the ring, drawn just
    outside the card, stays within the line's room (the first line's ring
    once reached into the discard's box above)."""
    if focused:
        return hand_lift(ch) - hand_ring(ch)
    return hand_lift(ch) // 2 if selected else 0


def hand_height(ch: int, lines: int) -> int:
    """Height of ``lines`` lines of hand cards ``ch`` high: each card may
    rise (:func:`hand_lift`), and lines are apart."""
    return lines * (ch + hand_lift(ch) + hand_gap(ch))


def hand_gap(ch: int) -> int:
    """Room between hand cards: wide enough for the thick focus ring."""
    return max(12, int(ch * ASPECT) // 6)


def hand_ring(ch: int) -> int:
    """The thickness of the focus ring round a hand card ``ch`` high: thick,
    yet within half the room between two cards (table_draw draws it just
    outside the card)."""
    return max(4, min(hand_gap(ch) // 2 - 1, int(ch * ASPECT) // 10))


def selection_bar(card: Rect, focused: bool) -> Rect:
    """The thick bar under a selected hand card ``card`` (not colour alone,
    nor lift alone: a shape the focus ring has not). It reaches from just
    under the card (under the ring too when the card is also focused)
    down into the room between lines, short of the ring's room there, so
    that a selected card and a focused one differ in shape in every theme
    (a bar 1/4 of the lift thick, with the lift, read as the
    focused card's outline in the paper theme)."""
    ch = card.h
    ring = hand_ring(ch)
    rest = card.bottom + hand_rise(ch, focused, True)  # the unlifted card's bottom
    top = card.bottom + (ring + 2 if focused else max(2, hand_lift(ch) // 8))
    bottom = rest + selection_below(ch)
    return Rect(card.x, top, card.w, max(2, bottom - top))


def selection_below(ch: int) -> int:
    """How far under an unlifted hand card ``ch`` high a selection's bar
    reaches: into the room between lines, leaving a ring's width there."""
    return hand_gap(ch) - hand_ring(ch)


def hand_per_line(ch: int, inner: int) -> int:
    """How many hand cards ``ch`` high go on one line ``inner`` wide."""
    cw = int(ch * ASPECT)
    gap = hand_gap(ch)
    return max(1, (inner + gap) // (cw + gap))


def hand_room(thick: int) -> int:
    """The room kept over the hand's cards and under its label for a turn
    frame ``thick`` wide: the frame and a gap (a focused card's ring lies
    within its line, :func:`hand_rise`). Kept on every turn, framed or
    not, so that nothing moves when the turn comes round."""
    return thick + FRAME_GAP


def hand_left(margin: int, thick: int, ch: int) -> int:
    """Where the hand's first card goes: at the margin, or further in when
    the frame and the first card's ring would not fit in the margin."""
    return max(margin, hand_room(thick) + hand_ring(ch))
