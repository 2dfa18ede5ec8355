"""What a frame of the table drew (:class:`Drawn`), in window or canvas
places: read by the magnifier (table_view), the frame (table_frame), the
focus redraw (table_refocus) and the tests. A module of its own, under
all of them, so that none of them imports the drawer for it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ..core.table import CardFace

Rect = pygame.Rect


@dataclass
class Drawn:
    """What the last frame drew, in window coordinates."""

    cards: list[tuple[CardFace, Rect]] = field(default_factory=list)
    texts: dict[str, Rect] = field(default_factory=dict)
    focus: Rect | None = None
    #: Faces named in words (a seat's rows when even small cards do not fit).
    named: list[CardFace] = field(default_factory=list)
    #: Hand cards not on screen (the hand shows the lines with the focus).
    off_screen: int = 0
    #: Every line of words drawn, with its font size.
    lines: list[tuple[str, int]] = field(default_factory=list)
    #: Every focus ring drawn: the box it rings and its thickness.
    rings: list[tuple[Rect, int]] = field(default_factory=list)
    #: Every box drawn (seats, piles, own rows, tiles), by key.
    boxes: dict[str, Rect] = field(default_factory=dict)
    #: Every whose-turn frame drawn (a seat's, the player's hand): box, thickness.
    frames: dict[str, tuple[Rect, int]] = field(default_factory=dict)
    #: The status strip's tiles saying whose turn it is, filled in the turn colour.
    turn_tiles: list[Rect] = field(default_factory=list)
    #: The last move's marks (its place, the tile naming the mover): the
    #: band's outer box and thickness, by the box's key.
    marks: dict[str, tuple[Rect, int]] = field(default_factory=dict)
    #: Every line of words drawn, with where it went (no two may overlap).
    words: list[tuple[str, Rect]] = field(default_factory=list)
    #: The sizes the frame was laid out with (table_planner.Plan).
    plan: Any = None
    #: Where the hand and the focused line went (table_frame.HandPlace).
    hand: Any = None
    #: The part of the window that shows the table whole, not covered by
    #: the magnifier's edge lines (table_view); None: the whole window.
    view: Rect | None = None
    #: The canvas row at the window's top (table_view: 0 when the table
    #: fits the window); the hand's places (``hand``) are the canvas's.
    canvas_top: int = 0
    #: The results' first line of notes shown (table_results.draw_notes).
    scrolled: int = 0
    #: What the magnifier keeps in view with a focus in the hand (canvas
    #: places): the hand's frame, the lines under it from its label to
    #: the last message, the label (table_view.view_place).
    keep: tuple[Rect, Rect, Rect] | None = None
