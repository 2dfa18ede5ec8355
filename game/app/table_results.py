"""Draws a :class:`~game.core.results.ResultsModel`: the winner banner in a
thick frame, the deal's title, the score table in columns (a box per row,
the header underlined) and the remaining public cards as small card
pictures, one labelled block per player; the summary's words in the room
left. The largest words that fit are used, never under the text floor;
when even the floor's smallest cards leave no room, the cards are named
in words instead, so nothing is cut or overlapped."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..core.results import ResultsModel, ScoreRow
from ..i18n import t
from .table_layout import Block, Placed, descending, face_text, place, zoom_ring
from .theme import Theme, body_size, text_floor

if TYPE_CHECKING:
    from .table_drawn import Drawn
    from .table_paint import TablePainter

Rect = pygame.Rect


@dataclass(frozen=True)
class ResultsPlan:
    """The sizes that fit: the table's words, the banner's, the cards'
    height (0: the cards are named in words)."""

    size: int
    banner: int
    card_h: int


def hand_blocks(model: ResultsModel, card_h: int, symbols: bool) -> list[Block]:
    """Each player's remaining cards: a labelled block of small cards
    ``card_h`` high, or with ``card_h`` 0 the cards named in words."""
    from ..i18n import t
    blocks = []
    for i, (label, faces) in enumerate(model.hands):
        head = t("results-left", name=label)
        if card_h:
            blocks.append(Block(f"hand:{i}", (head,), (faces,), sh=card_h))
        else:
            words = " ".join(face_text(f, symbols) for f in faces)
            blocks.append(Block(f"hand:{i}", (head, words), named=faces))
    return blocks


def _place_hands(drawer: TablePainter, model: ResultsModel, plan: ResultsPlan, top: int,
                 margin: int, inner: int) -> tuple[list[Placed], int]:
    """The hands' blocks side by side, wrapping onto more lines."""
    blocks = hand_blocks(model, plan.card_h, drawer.fonts.symbols)
    font = drawer.fonts.get(plan.size)
    return place(blocks, top, margin, inner, font, font, drawer.text)


def _columns(drawer: TablePainter, model: ResultsModel, size: int) -> list[int]:
    font = drawer.fonts.get(size)
    cells = [list(model.headers)] + [_cells(row) for row in model.rows]
    return [max(drawer.text.width(c[j], font) for c in cells) for j in range(len(cells[0]))]


def _cells(row: ScoreRow) -> list[str]:
    total = [] if row.total is None else [str(row.total)]
    return [row.name, *row.cells, *total]


def _height(drawer: TablePainter, model: ResultsModel, plan: ResultsPlan, inner: int,
            margin: int) -> int | None:
    """The height of everything but the notes, or None when a line of the
    table is wider than the window."""
    font, big = drawer.fonts.get(plan.size), drawer.fonts.get(plan.banner)
    pad = max(4, font.get_height() // 5)
    widths = _columns(drawer, model, plan.size)
    if sum(widths) + pad * 2 * len(widths) + font.get_height() * (len(widths) - 1) > inner:
        return None
    h = margin
    if model.banner:
        banner = drawer.text.wrap(model.banner, big, inner - 4 * pad)
        h += len(banner) * big.get_linesize() + 4 * pad + margin
    h += font.get_linesize() + margin  # the title
    h += (len(model.rows) + 1) * (font.get_linesize() + 2 * pad) + margin
    if model.hands:
        h = _place_hands(drawer, model, plan, h, margin, inner)[1]
    if model.keys:
        h += len(drawer.text.wrap(model.keys, font, inner)) * font.get_linesize() + margin
    return h


def plan_results(drawer: TablePainter, model: ResultsModel, width: int, height: int,
                 zoom: int) -> ResultsPlan:
    """The largest words (then cards) that fit the window."""
    body = body_size(height, zoom)
    floor = min(text_floor(height), body)
    margin = max(6, min(body // 2, height // 60))
    inner = width - 2 * margin
    sizes = descending(body * 5 // 4, floor)
    least = max(floor * 2, 24)
    tries: list[tuple[int, int]] = []
    for size in sizes:
        # Cards at least twice the words' height (their rank as large as
        # the words): smaller words first, then smaller cards, then words.
        top = min(max(size * 4, least), height // 4)
        tries += [(size, h) for h in descending(top, max(least, size * 2), 0.85)] \
            if model.hands else [(size, 0)]
    if model.hands:
        tries += [(floor, h) for h in descending(floor * 4, least, 0.85)]
        tries += [(size, 0) for size in sizes]
    for size, card_h in tries:
        plan = ResultsPlan(size, size * 3 // 2, card_h)
        need = _height(drawer, model, plan, inner, margin)
        if need is not None and need <= height:
            return plan
    return ResultsPlan(floor, floor, 0)


def draw_results(drawer: TablePainter, surface: pygame.Surface, model: ResultsModel,
                 spoken: Sequence[str], theme: Theme, four: bool, zoom: int,
                 drawn: Drawn, scroll: int = 0) -> None:
    width, height = surface.get_size()
    surface.fill(theme.background)
    plan = plan_results(drawer, model, width, height, zoom)
    drawn.plan = plan
    text = drawer.text
    font, big = drawer.fonts.get(plan.size), drawer.fonts.get(plan.banner)
    body = body_size(height, zoom)
    margin = max(6, min(body // 2, height // 60))
    inner = width - 2 * margin
    pad = max(4, font.get_height() // 5)
    y = margin
    if model.banner:  # the winner: large, in a thick frame of the focus colour
        banner = text.wrap(model.banner, big, inner - 4 * pad)
        box = Rect(margin, y, inner, len(banner) * big.get_linesize() + 4 * pad)
        pygame.draw.rect(surface, theme.focus, box, max(zoom_ring(zoom), pad),
                         border_radius=pad)
        drawn.boxes["banner"] = box
        ly = box.y + 2 * pad
        for line in banner:
            where = text.blit(surface, line, big, theme.focus,
                              (box.centerx - text.width(line, big) // 2, ly),
                              on=theme.background)
            drawn.texts.setdefault("banner", where)
            ly += big.get_linesize()
        y = box.bottom + margin
    drawn.texts["title"] = text.blit(surface, model.title, font, theme.text, (margin, y),
                                     inner, on=theme.background)
    y += font.get_linesize() + margin
    widths = _columns(drawer, model, plan.size)
    col_gap = font.get_height()
    row_w = sum(widths) + pad * 2 * len(widths) + col_gap * (len(widths) - 1)
    for r, cells in enumerate([list(model.headers)] + [_cells(row) for row in model.rows]):
        box = Rect(margin, y, row_w, font.get_linesize() + pad)
        key = "score:header" if r == 0 else f"score:{r - 1}"
        drawn.boxes[key] = box
        x = box.x + pad
        for j, (cell, w) in enumerate(zip(cells, widths, strict=True)):
            # Numbers to the right of their column, names to the left.
            cx = x if j == 0 else x + w - text.width(cell, font)
            drawn.texts[f"cell:{r}:{j}"] = text.blit(surface, cell, font, theme.text,
                                                     (cx, box.y + pad // 2),
                                                     on=theme.background)
            x += w + 2 * pad + col_gap
        # The frames after the words, so that no word's ground covers them.
        if r == 0:  # the header underlined, not boxed: it names the columns
            pygame.draw.line(surface, theme.edge, (box.x, box.bottom - 1),
                             (box.right, box.bottom - 1), max(2, pad // 2))
        else:  # the winner's row framed thick in the focus colour
            # (as thick as a focus ring away from the table's hand at the
            # zoom, at the least: it kept 100%'s size up to 300%).
            winner = model.rows[r - 1].winner
            pygame.draw.rect(surface, theme.focus if winner else theme.edge, box,
                             max(zoom_ring(zoom), pad // 2) if winner else 2,
                             border_radius=pad)
        y = box.bottom + pad
    y += margin - pad
    placed, y = _place_hands(drawer, model, plan, y, margin, inner)
    for item in placed:
        drawer.block(surface, item, theme, four, drawn)
    # The keys that go on, at the table's size, then the summary's words,
    # whole lines only, in the room left.
    if model.keys:
        for part in text.wrap(model.keys, font, inner):
            where = text.blit(surface, part, font, theme.focus, (margin, y),
                              on=theme.background)
            drawn.texts.setdefault("keys", where)
            y += font.get_linesize()
        y += margin
    drawn.scrolled = draw_notes(drawer, surface, model.notes, y, height - margin, margin,
                                inner, theme, min(text_floor(height), body), zoom, scroll,
                                drawn)


def draw_notes(drawer: TablePainter, surface: pygame.Surface, notes: Sequence[str], top: int,
               bottom: int, margin: int, inner: int, theme: Theme,
               least: int, zoom: int, scroll: int, drawn: Drawn) -> int:
    """The summary's words between ``top`` and ``bottom``, at ``least``
    (100%'s size) times the zoom, so that they grow with it as the table
    does (at 300% they stayed at 100%'s, and only 2 of 7 were
    seen); smaller, down to ``least``, only when not even one line fits. When they do not all fit,
    the lines from the ``scroll``-th are shown, between "More above" and
    "More below" lines (Up and Down move them, :class:`GameScreen`).
    Returns the scroll kept (no further than the last lines need)."""
    if not notes:
        return 0
    text = drawer.text
    room = bottom - top
    font = drawer.fonts.get(least)
    for size in descending(least * max(100, zoom) // 100, least):
        font = drawer.fonts.get(size)
        if font.get_linesize() <= room:
            break
    parts = [part for note in notes for part in text.wrap(note, font, inner)]
    line = font.get_linesize()
    fits = max(1, room // line)
    if len(parts) > fits:  # room kept for the marks beside a line
        arrows = text.width("\u25b2\u25bc ", font)
        parts = [part for note in notes for part in text.wrap(note, font, inner - arrows)]
    # When the notes do not all fit, a line says what lies beyond at each
    # end, or with room for fewer than three lines, a mark begins the first
    # and the last line shown.
    apart = fits >= 3
    view = len(parts) if len(parts) <= fits else fits - 2 if apart else fits
    scroll = max(0, min(scroll, len(parts) - view))
    above, below = scroll > 0, scroll + view < len(parts)
    shown = parts[scroll:scroll + view]
    if not apart and shown:
        shown[0] = ("\u25b2 " if above else "") + shown[0]
        shown[-1] = ("\u25bc " if below else "") + shown[-1]
    y = top
    if above and apart:
        text.blit(surface, f"\u25b2 {t('table-view-more-above')}", font, theme.text,
                  (margin, y), on=theme.background)
        y += line
    for part in shown:
        where = text.blit(surface, part, font, theme.spoken, (margin, y), inner,
                          on=theme.background)
        drawn.texts.setdefault("notes", where)
        y += line
    if below and apart:
        text.blit(surface, f"\u25bc {t('table-more-below')}", font, theme.text, (margin, y),
                  on=theme.background)
    return scroll
