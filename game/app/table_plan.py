"""The plan of a table, its sizes, before anything is placed: the frame a
window and a zoom give (body text, floor, margins), the plan fitted to the
window (laid out taller when the window cannot hold the table with its
cards whole: :data:`TALLER`), and above 100% that plan magnified by the
zoom (zoom magnifies the whole table, for a low-vision player; table_view
shows it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from ..core.table import TableModel
from .settings import ZOOMS
from .table_hand import ASPECT, card_height, hand_height, hand_room
from .table_label import hand_label_lines
from .table_layout import FULL, RING_ROOM, fit_tiles, turn_frame
from .table_planner import Frame, Plan, Planner, largest
from .theme import body_size, text_floor

if TYPE_CHECKING:
    from .table_paint import TablePainter

#: How much taller than the window (percent) a table is planned, in
#: turn, when it does not fit (:func:`plan_of`).
TALLER = (100, 125, 150, 200, 300)


def frame_of(width: int, height: int, zoom: int) -> Frame:
    """The sizes a table is planned with in a window ``width`` by
    ``height`` at ``zoom``: its body text and floor; above 100% the table
    is magnified (:func:`magnified`) rather than fitted to the window."""
    body = body_size(height, zoom)
    if zoom >= 100:
        floor = text_floor(height, zoom)
        body = max(body, floor)
    else:  # below 100% the player asked for smaller
        floor = min(text_floor(height), body)
    # The margins too grow with a magnified table.
    margin = max(6, min(body // 2, height * max(100, zoom) // 6000))
    return Frame(width, height, body, floor, margin, height, max(100, zoom))


def magnified(plan: Plan, frame: Frame, hand_most: int = 0) -> Plan:
    """The plan for the window at 100% (``plan``) magnified by the zoom:
    every word and card as many times larger, never under the zoom's text
    floor, the seats' public cards as cards (a canvas has room for them);
    the hand's cards up to a third of the window (a line of them, its
    label, the focused line and a message seen at once: ``hand_most``,
    :func:`hand_most`). So each part is
    at least as large at each zoom as at the one below, whatever the
    table holds: the canvas grows instead."""
    zoom, floor = frame.magnify, frame.floor

    def up(size: int) -> int:
        return size * zoom // 100

    def words(size: int) -> int:
        return max(floor, up(size))

    # No card wider than the window (with its margins and ring).
    widest = int((frame.width - 4 * frame.margin) / ASPECT)

    def cards(height: int, most: int = widest) -> int:
        return max(height, min(up(height), most, widest))

    seat_h = cards(plan.seat_h) if plan.seats == FULL else max(2 * floor, up(24))
    return Plan(words(plan.strip_size), words(plan.focus_size), words(plan.table_size),
                words(plan.seat_size), cards(plan.card_h, min(frame.view // 3, hand_most or
                                                              frame.view)), seat_h,
                cards(plan.pile_h, frame.view // 3), cards(plan.own_h))


def hand_most(drawer: TablePainter, model: TableModel, plan: Plan, frame: Frame) -> int:
    """The tallest hand cards with which, at ``frame``'s zoom and at every
    larger one, the window shows a line of them under the magnifier's top
    edge line with the hand's whole label (on as many lines as it takes:
    table_label), the focused line and a line of the last messages under
    it (table_frame lays them out so, bottom up). Counted at the larger
    zooms too, so that the hand's cards never shrink as the zoom rises;
    ``plan``: the plan at 100% that the zoom magnifies."""
    fonts, most = drawer.fonts, frame.view
    for zoom in (z for z in ZOOMS if z >= frame.magnify):
        at = frame_of(frame.width, frame.view, zoom)
        sizes = magnified(plan, at)
        table_font = fonts.get(sizes.table_size)
        word_h = table_font.get_linesize()
        room = hand_room(turn_frame(fonts.get(sizes.seat_size), sizes.seat_h))
        # The top edge line, the focused card's ring over its line, the
        # room under the label, the focused line, the rule and a message,
        # the margin under it.
        budget = frame.view - (word_h + 4) - RING_ROOM - room \
            - fonts.get(sizes.focus_size).get_linesize() - at.margin // 2 - word_h - at.margin

        def fits(ch: int, word_h: int = word_h, font: pygame.font.Font = table_font,
                 margin: int = at.margin, budget: int = budget) -> bool:
            return hand_height(ch, 1) + word_h * hand_label_lines(
                model, font, frame.width, margin, ch, drawer.text, any_hand=True) <= budget

        # Taller cards take more room and leave the label less width: the
        # tallest that fits found by halving (a move lays out anew).
        heights = list(range(min(most, sizes.card_h), 23, -1))
        most = largest(heights, fits) if fits(heights[-1]) else heights[-1]
    return most


def strip_fitter(drawer: TablePainter, model: TableModel, frame: Frame
                 ) -> tuple[Callable[[str, int], tuple[int, int]],
                            dict[tuple[str, int], tuple[int, list[list[str]]]]]:
    """The status strip's tiles fitted at a size (kept by size): the size
    they take and their lines' count, and what was fitted."""
    status = [s for s in (model.status.turn, model.status.stage, model.status.scores) if s]
    fits: dict[tuple[str, int], tuple[int, list[list[str]]]] = {}

    def tiles(kind: str, size: int) -> tuple[int, int]:
        key = (kind, size)
        if key not in fits:
            fits[key] = fit_tiles(status, size, frame.floor, frame.inner, drawer.fonts.get,
                                  drawer.text)
        return fits[key][0], len(fits[key][1])

    return tiles, fits


def plan_of(drawer: TablePainter, model: TableModel, frame: Frame, last: Plan | None
            ) -> tuple[Plan, int]:
    """The plan fitted to the window: ``last`` (the previous table's)
    while it still fits, else with its words and cards and the seats
    refitted, else a new plan; and the height it is fitted to (the
    window's, or a taller one)."""
    tiles, _ = strip_fitter(drawer, model, frame)

    def planner(taller: int) -> tuple[Planner, int]:
        height = frame.height * taller // 100
        return Planner(model, replace(frame, height=height), drawer.fonts.get,
                       drawer.fonts.symbols, drawer.text, tiles, drawer.heights), height

    if last is not None:  # sizes stay put from move to move while they can
        for taller in TALLER:
            at, height = planner(taller)
            if at.fits(last):
                return last, height
        found = planner(100)[0].near(last)
        if found is not None:
            return found, frame.height
    # A table that does not fit the window with its words at the floor, its
    # hand cards whole and the seats' cards as cards (a crowded table in a
    # small window) is laid out taller rather than shrunk or put in words,
    # and shown through the magnifier: cards stay cards.
    for taller in TALLER:
        at, height = planner(taller)
        plan = at.plan()
        if plan.card_h >= card_height(frame.body, frame.height, frame.view) and \
                plan.seats == FULL:
            break
    return plan, height
