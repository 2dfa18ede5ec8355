"""The player's own turn is framed as strongly as an opponent's
(the same thickness, in the focus colour, measured on the pixels), and a
question's choices are drawn as a list with the focused one ringed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from game.app.render import Renderer
from game.app.theme import PALETTES
from game.core.table import TableModel
from tests.table_cases import CROWDED, mid_game

SIZE = (1366, 768)


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZE))


def draw(renderer: Renderer, model: TableModel, zoom: int = 300) -> None:
    renderer.configure(zoom, "yellow", False)
    renderer.draw([], ["Ada draws."], table=model)


def band(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, ...]) -> int:
    """How many pixels of ``colour`` lie up from ``box``'s bottom side at
    mid-width: the frame's drawn thickness."""
    x, y = box.centerx, box.bottom - 1
    while y > box.top and tuple(surface.get_at((x, y)))[:3] == colour[:3]:
        y -= 1
    return box.bottom - 1 - y


@pytest.mark.parametrize("zoom", (100, 300))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_own_turn_is_framed_as_thick_as_an_opponents(renderer: Renderer, game_id: str,
                                                         zoom: int) -> None:
    session = mid_game(game_id)
    model = session.reports.table_model()
    assert model.my_turn == (session.side.current_player() == session.human)
    seats = tuple(replace(s, to_move=i == 0) for i, s in enumerate(model.seats))
    # Not the player's turn: the hand has no frame.
    draw(renderer, replace(model, my_turn=False, seats=seats), zoom)
    assert "hand" not in renderer.drawn.frames
    seat_box, seat_thick = renderer.drawn.frames["seat:0"]
    focus = PALETTES["yellow"].turn
    seat_pixels = band(renderer.picture, seat_box, focus)
    # The player's turn: the hand framed, as thick as the seat was.
    draw(renderer, replace(model, my_turn=True,
                           seats=tuple(replace(s, to_move=False) for s in model.seats)), zoom)
    frames = renderer.drawn.frames
    assert set(frames) == {"hand"}, frames
    hand_box, hand_thick = frames["hand"]
    assert hand_thick == seat_thick >= 4
    assert band(renderer.picture, hand_box, focus) == seat_pixels >= 4
    # The frame goes round the hand's cards, inside the window.
    window = renderer.picture.get_rect()
    assert window.contains(hand_box)
    hand = [box for face, box in renderer.drawn.cards if any(face is c for c in model.hand.cards)]
    assert hand and all(hand_box.contains(b) for b in hand)


@pytest.mark.parametrize("zoom", (100, 300))
def test_a_questions_choices_are_drawn_and_the_focused_one_ringed(renderer: Renderer,
                                                                  zoom: int) -> None:
    """Phase 10 asking which laying: every choice drawn as a line of
    words, the focused one ringed (the only ring), readable at 300%."""
    session = mid_game("phase10")
    labels = ["a set of three 7s and a run of 4 to 7", "a set of three 7s and a run of 5 to 8",
              "two sets of three"]
    try:
        session.question.ask("lay", labels, [None] * len(labels), index=1)
        for index in range(len(labels)):
            session.question.choosing.index = index
            model = session.reports.table_model()
            assert model.question == tuple(labels) and model.question_focus == index
            draw(renderer, model, zoom)
            drawn = renderer.drawn
            # Each choice whole: on a line, or magnified, wrapped.
            in_box = [(text, size, where) for (text, size), (_, where)
                      in zip(drawn.lines, drawn.words, strict=True)
                      if where.colliderect(drawn.boxes["question"])]
            joined = " ".join(text for text, _, _ in in_box)
            assert all(label in joined for label in labels), (labels, joined)
            box = drawn.boxes["question"]
            assert renderer.picture.get_rect().contains(box)
            assert len(drawn.rings) == 1, drawn.rings  # one focus: the question's
            ring = drawn.rings[0][0]
            assert drawn.focus == ring and box.contains(ring)
            # The ring holds the focused choice's lines and no other's.
            ringed = " ".join(text for text, _, where in in_box if ring.contains(where))
            assert ringed == labels[index], (ringed, labels[index])
            floor = drawn.plan.table_size
            assert all(size >= floor for _, size, _ in in_box)
    finally:
        session.question.choosing = None
