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
from .table_layout import ASPECT, card_gap, descending, face_text
from .theme import Theme, body_size, text_floor

if TYPE_CHECKING:
    from .table_draw import Drawn, TableDrawer

Rect = pygame.Rect


@dataclass(frozen=True)
class ResultsPlan:
    """The sizes that fit: the table's words, the banner's, the cards'
    height (0: the cards are named in words)."""

    size: int
    banner: int
    card_h: int


def _hand_lines(drawer: TableDrawer, model: ResultsModel, size: int, inner: int,
                card_h: int) -> list[tuple[str, tuple[int, int]]]:
    """Each hand's label and, as (cards per line, lines), its cards; with
    ``card_h`` 0 the cards as words: (0, wrapped lines)."""
    font = drawer.fonts.get(size)
    out = []
    for label, faces in model.hands:
        if card_h:
            sw, gap = int(card_h * ASPECT), card_gap(card_h)
            per = max(1, (inner + gap) // (sw + gap))
            out.append((label, (per, -(-len(faces) // per))))
        else:
            words = " ".join(face_text(f, drawer.fonts.symbols) for f in faces)
            out.append((label, (0, len(drawer.text.wrap(words, font, inner)))))
    return out


def _columns(drawer: TableDrawer, model: ResultsModel, size: int) -> list[int]:
    font = drawer.fonts.get(size)
    cells = [list(model.headers)] + [_cells(row) for row in model.rows]
    return [max(drawer.text.width(c[j], font) for c in cells) for j in range(len(cells[0]))]


def _cells(row: ScoreRow) -> list[str]:
    total = [] if row.total is None else [str(row.total)]
    return [row.name, *row.cells, *total]


def _height(drawer: TableDrawer, model: ResultsModel, plan: ResultsPlan, inner: int,
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
    for _, (per, lines) in _hand_lines(drawer, model, plan.size, inner - 2 * pad,
                                       plan.card_h):
        gap = card_gap(plan.card_h) if per else 0
        body = lines * (plan.card_h + gap) if per else lines * font.get_linesize()
        h += 2 * pad + font.get_linesize() + body + margin
    return h


def plan_results(drawer: TableDrawer, model: ResultsModel, width: int, height: int,
                 zoom: int) -> ResultsPlan:
    """The largest words (then cards) that fit the window."""
    body = body_size(height, zoom)
    floor = min(text_floor(height), body)
    margin = max(6, min(body // 2, height // 60))
    inner = width - 2 * margin
    for size in descending(body * 5 // 4, floor):
        banner = size * 3 // 2
        top = min(max(size * 4, floor * 2), height // 4)
        cards = descending(top, max(floor * 2, 24), 0.85) if model.hands else [0]
        for card_h in (*cards, 0) if model.hands else cards:
            plan = ResultsPlan(size, banner, card_h)
            need = _height(drawer, model, plan, inner, margin)
            if need is None:
                break
            if need <= height:
                return plan
    return ResultsPlan(floor, floor, 0)


def draw_results(drawer: TableDrawer, surface: pygame.Surface, model: ResultsModel,
                 spoken: Sequence[str], theme: Theme, four: bool, zoom: int,
                 drawn: Drawn) -> None:
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
        pygame.draw.rect(surface, theme.focus, box, max(4, pad), border_radius=pad)
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
            winner = model.rows[r - 1].winner
            pygame.draw.rect(surface, theme.focus if winner else theme.edge, box,
                             max(4, pad // 2) if winner else 2, border_radius=pad)
        y = box.bottom + pad
    y += margin - pad
    sh = plan.card_h
    for i, (label, (per, lines)) in enumerate(_hand_lines(drawer, model, plan.size,
                                                           inner - 2 * pad, sh)):
        from ..i18n import t
        faces = model.hands[i][1]
        gap = card_gap(sh) if per else 0
        inside = lines * (sh + gap) if per else lines * font.get_linesize()
        box = Rect(margin, y, inner, 2 * pad + font.get_linesize() + inside)
        pygame.draw.rect(surface, theme.edge, box, 2, border_radius=pad)
        drawn.boxes[f"hand:{i}"] = box
        drawn.texts[f"hand:{i}"] = text.blit(surface, t("results-left", name=label), font,
                                             theme.text, (box.x + pad, box.y + pad),
                                             inner - 2 * pad, on=theme.background)
        cy = box.y + pad + font.get_linesize()
        if per:
            sw = int(sh * ASPECT)
            for k, face in enumerate(faces):
                rect = Rect(box.x + pad + (k % per) * (sw + gap), cy + (k // per) * (sh + gap),
                            sw, sh)
                surface.blit(drawer.card(face, sw, sh, theme, four), rect)
                drawn.cards.append((face, rect))
        else:
            words = " ".join(face_text(f, drawer.fonts.symbols) for f in faces)
            for part in text.wrap(words, font, inner - 2 * pad):
                drawer.words(surface, part, font, theme, four, (box.x + pad, cy),
                             inner - 2 * pad)
                cy += font.get_linesize()
            drawn.named.extend(faces)
        y = box.bottom + margin
    # The summary's words, whole lines only, in the room left.
    small = drawer.fonts.get(min(text_floor(height), body))
    for note in model.notes:
        parts = text.wrap(note, small, inner)
        if y + len(parts) * small.get_linesize() > height - margin:
            break
        for part in parts:
            where = text.blit(surface, part, small, theme.spoken, (margin, y),
                              on=theme.background)
            drawn.texts.setdefault("notes", where)
            y += small.get_linesize()
