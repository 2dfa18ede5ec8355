"""Nothing drawn on the table overlaps, ever, counting what is
drawn round the boxes and cards, not only the boxes: a focus ring's outer
edge, a lifted or selected card with its bar, the hand's turn frame and
its label ("line 2 of 3"), the focused line and the messages under it.
Every game at its most crowded and mid-game (tests/table_cases.py), at
100/150/200/250/300% on 1920x1080, 1366x768 and 1280x720, with the focus on each row in
turn (the hand with a selected card and with the focused card selected
too, a laid group, a pile, an action), on the player's turn and off it:
every part's outer extent lies inside the window and no two parts meet.

A part is what one thing draws: a box with all it draws inside it (its
cards, their rings, its own ring or a ringed line of it), a tile of the
status strip, a hand card with its ring and its selection bar, the hand's
turn frame, a line of words outside every box. The extents are read from
what the renderer says it drew (``Drawn``), the rings' from the same
thickness the drawing used (``Drawn.rings``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_draw import Drawn
from game.app.table_hand import selection_bar
from game.core.table import CardFace, TableModel
from game.games import spec
from tests.table_cases import CROWDED, advance, mid_game

SIZES = ((1920, 1080), (1366, 768), (1280, 720))
ZOOMS = (100, 150, 200, 250, 300)
SPOKEN = ["Ada draws from the stock.", "Boris discards the green 7.", "Your turn."]

Rect = pygame.Rect


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZES[0]))
    renderer.tables.clock = lambda: 0  # the last move's marks stay lit
    yield renderer
    renderer.tables.clock = pygame.time.get_ticks


def ring_outer(box: Rect, thickness: int) -> Rect:
    """A double ring's outer edge (table_draw.double_ring draws it just
    outside ``box``, ``thickness`` wide)."""
    return box.inflate(2 * thickness, 2 * thickness)


def parts(drawn: Drawn, wrong: list[str]) -> list[tuple[str, Rect]]:
    """Every part of the frame with its outer extent (see the module);
    what lies on the hand's frame, or is a ring round nothing, is added
    to ``wrong``."""
    rings = [ring_outer(box, width) for box, width in drawn.rings]
    boxes = dict(drawn.boxes)
    found: list[tuple[str, Rect]] = []
    claimed: list[Rect] = []  # rings and words that belong to a box
    for key, box in boxes.items():
        extent = Rect(box)
        for ring, (ringed, _) in zip(rings, drawn.rings, strict=True):
            if box.contains(ringed):  # a ring round the box, a card or a line of it
                extent.union_ip(ring)
                claimed.append(ringed)
        found.append((f"box {key}", extent))
    frame = drawn.frames.get("hand") or drawn.marks.get("hand")
    for face, card in drawn.cards[drawn.hand.cards_at:]:  # the hand is drawn last
        extent = Rect(card)
        if face.selected:
            extent.union_ip(selection_bar(card, face.focused))
        for ring, (ringed, _) in zip(rings, drawn.rings, strict=True):
            if ringed == card:
                extent.union_ip(ring)
                claimed.append(ringed)
        if frame is not None:  # inside the frame's band, never on it
            inner = frame[0].inflate(-2 * frame[1], -2 * frame[1])
            if not inner.contains(extent):
                wrong.append(f"hand {face.code} {extent} on its frame {frame}")
        found.append((f"hand {face.code}", extent))
    for ringed, _ in drawn.rings:
        if ringed not in claimed:
            wrong.append(f"a ring round nothing: {ringed}")
    for text, where in drawn.words:
        if not where.w or not where.h or any(box.contains(where) for box in boxes.values()):
            continue
        if frame is not None and frame[0].contains(where):  # the hand's label
            inner = frame[0].inflate(-2 * frame[1], -2 * frame[1])
            if not inner.contains(where):
                wrong.append(f"words {text!r} {where} on the hand's frame {frame}")
        found.append((f"words {text!r}", Rect(where)))
    return found


def frame_part(drawn: Drawn) -> tuple[str, Rect] | None:
    """The hand's turn frame (or the last move's mark round it): a part
    that holds the hand's cards and label and meets nothing else."""
    frame = drawn.frames.get("hand") or drawn.marks.get("hand")
    return ("hand frame", Rect(frame[0])) if frame is not None else None


def meeting(drawn: Drawn, window: Rect) -> list[str]:
    """What is wrong: each part outside the window, each two that meet."""
    wrong: list[str] = []
    found = parts(drawn, wrong)
    wrong += [f"{name} {extent} outside" for name, extent in found
              if not window.contains(extent)]
    for i, (name, extent) in enumerate(found):
        for other, second in found[i + 1:]:
            if extent.colliderect(second):
                wrong.append(f"{name} {extent} meets {other} {second}")
    framed = frame_part(drawn)
    if framed is not None:
        area = framed[1]
        if not window.contains(area):
            wrong.append(f"hand frame {area} outside")
        for name, extent in found:
            if not name.startswith("hand ") and area.colliderect(extent) and \
                    not area.contains(extent):
                wrong.append(f"hand frame {area} meets {name} {extent}")
            elif area.contains(extent) and not name.startswith(("hand ", "words")):
                wrong.append(f"hand frame {area} holds {name} {extent}")
    return wrong


def with_selection(model: TableModel, on_focus: bool) -> TableModel:
    """The hand with a card selected beside the focused one (lifted half
    way, a tick and a bar), and with the focused one selected too."""
    cards = list(model.hand.cards)
    at = next((i for i, c in enumerate(cards) if c.focused), 0)
    other = (at + 1) % len(cards)

    def mark(i: int, face: CardFace) -> CardFace:
        return replace(face, selected=i == other or (on_focus and i == at))

    return replace(model, hand=replace(model.hand, cards=tuple(
        mark(i, c) for i, c in enumerate(cards))))


def long_hand(model: TableModel, count: int = 24) -> TableModel:
    """The hand grown to ``count`` cards (a Shithead pick-up), more lines
    than the window shows at 300%: the focus on the last card, the first
    selected (on a line off screen: "line 3 of 3, 1 selected elsewhere")."""
    faces = tuple(CardFace("standard", str(2 + i % 9), "SHDC"[i % 4],
                           f"{2 + i % 9}{'SHDC'[i % 4]}", focused=i == count - 1,
                           selected=i in (0, count - 2)) for i in range(count))
    return replace(model, hand=replace(model.hand, cards=faces))


def tables(session: Any) -> Iterator[tuple[str, TableModel]]:
    """The table with the focus on each row in turn: its first and its
    last item, the hand's with a card selected and grown long; each on
    the player's turn and off it."""
    row, focus = session.cursor.row, list(session.cursor.focus)
    try:
        for r, items in enumerate(session.cursor.rows):
            for index in sorted({0, len(items.items) - 1}):
                session.cursor.row = r
                session.cursor.focus[r] = index
                model = session.reports.table_model()
                models = [model]
                if r == 0 and model.hand.cards:
                    models += [with_selection(model, False), with_selection(model, True),
                               long_hand(model)]
                for n, made in enumerate(models):
                    for mine in (False, True):
                        yield f"row {r} item {index} variant {n} mine {mine}", \
                            replace(made, my_turn=mine)
    finally:
        session.cursor.row, session.cursor.focus = row, focus


#: A window too small for any plan (table_layout.Planner.plan's last
#: resort): the hand's cards shrink to the room left (once they rose over
#: the piles).
TINY = (480, 320)


@pytest.mark.parametrize("size", (*SIZES, TINY))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_no_part_drawn_meets_another_nor_leaves_the_window(
        renderer: Renderer, game_id: str, size: tuple[int, int]) -> None:
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    session = mid_game(game_id)
    wrong: list[str] = []
    for zoom in ZOOMS:
        renderer.configure(zoom, "yellow", False)
        for name, model in tables(session):
            renderer.draw([], SPOKEN, table=model)
            assert renderer.drawn.focus is not None, (zoom, name)
            table = renderer.picture.get_rect()  # the window, or a zoom's canvas
            wrong += [f"{zoom}% {name}: {w}" for w in meeting(renderer.drawn, table)]
    assert not wrong, f"{len(wrong)} faults:\n" + "\n".join(wrong)


def test_the_rule_over_the_messages_never_pushes_the_table_up(renderer: Renderer) -> None:
    """A table whose messages fill the room under the hand to within the
    rule that sets them apart (Twenty, four players, seed 9, 45 moves in,
    250% on 1366x768, the focus on a card of the table row no longer
    drawn, so that the pile is ringed whole): the rule's room was not
    kept, the middle and the hand rose by its height and the hand's turn
    frame met the pile's ring."""
    size = (1366, 768)
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    session = spec("twenty").session(4, ["normal"] * 3, 9, {})
    session.start()
    advance(session, 45)
    renderer.configure(250, "yellow", False)
    wrong: list[str] = []
    for name, model in tables(session):
        renderer.draw([], SPOKEN, table=model)
        wrong += [f"{name}: {w}" for w in meeting(renderer.drawn, renderer.picture.get_rect())]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game_id", "moves"), (("phase10", 183), ("tenphases", 18)))
def test_the_players_own_laid_groups_keep_apart_too(renderer: Renderer, game_id: str,
                                                    moves: int, size: tuple[int, int]) -> None:
    """The player's own groups on the table (seed 1, played on until the
    player has laid and three groups lie among the seats), as above."""
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    players = CROWDED[game_id]
    session = spec(game_id).session(players, ["normal"] * (players - 1), 1, {})
    session.start()
    advance(session, moves)
    assert any(row.cards for row in session.reports.table_model().own_rows), "nothing laid yet"
    wrong: list[str] = []
    for zoom in ZOOMS:
        renderer.configure(zoom, "yellow", False)
        for name, model in tables(session):
            renderer.draw([], SPOKEN, table=model)
            table = renderer.picture.get_rect()  # the window, or a zoom's canvas
            wrong += [f"{zoom}% {name}: {w}" for w in meeting(renderer.drawn, table)]
    assert not wrong, f"{len(wrong)} faults:\n" + "\n".join(wrong)
