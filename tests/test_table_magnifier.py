"""Zoom magnifies the whole table. For every game at its most
crowded, mid-game, at 100/150/200/250/300% in 1280x720 and 1920x1080
windows, measured from what the renderer drew (not from timing): every
part (the status strip's words, the seats' words and public cards, the
piles' cards, the player's own rows, the actions, the hand) is at least as
large at each zoom as at the one below; every word is at least the floor
(24 px at 100% in a 720-line window, the zoom times that above); every
opponent's public card is drawn as a card; the focus and a line of the
last messages ("Zoom 300 percent") lie in the window."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer
from game.core.table import TableModel
from tests.table_cases import CROWDED, mid_game

SIZES = ((1280, 720), (1920, 1080))
ZOOMS = (100, 150, 200, 250, 300)
SAID = "Zoom 300 percent."


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZES[0]))


def parts(renderer: Renderer, model: TableModel) -> dict[str, int]:
    """The least height of each kind of thing drawn: the strip's and the
    seats' words (their lines' font sizes), the seats', piles', own rows'
    and hand's cards, the actions' words."""
    drawn = renderer.drawn
    size_of = {text: size for text, size in drawn.lines}
    # By where they lie (a kept part may hold equal faces of an earlier
    # model, so not by identity): in a seat's, a pile's, an own row's box,
    # or the hand (drawn last).
    hand = drawn.cards[drawn.hand.cards_at:]

    def cards(kind: str) -> int:
        if kind == "hand":
            return min(box.h for _, box in hand)
        boxes = [b for key, b in drawn.boxes.items() if key.startswith(kind)]
        return min((box.h for _, box in drawn.cards[:drawn.hand.cards_at]
                    if any(b.contains(box) for b in boxes)), default=10 ** 6)

    status = [s for s in (model.status.turn, model.status.stage, model.status.scores) if s]
    return {
        "strip words": min((size for text, size in drawn.lines
                            if any(text and text in s for s in status)), default=10 ** 6),
        "seat words": min(size_of.get(seat.count_text, 10 ** 6) for seat in model.seats),
        "action words": min((size_of.get(a, 10 ** 6) for a in model.actions), default=10 ** 6),
        "seat cards": cards("seat:"),
        "pile cards": cards("pile:"),
        "own cards": cards("own:"),
        "hand cards": cards("hand"),
    }


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_every_part_grows_with_the_zoom_and_cards_stay_cards(
        renderer: Renderer, game_id: str, size: tuple[int, int]) -> None:
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    model = mid_game(game_id).reports.table_model()
    seat_faces = [f for s in model.seats for r in s.rows for f in r.cards if not f.hidden]
    least = 24 if size[1] >= 720 else 0
    before: dict[str, int] | None = None
    for zoom in ZOOMS:
        renderer.configure(zoom, "yellow", False)
        renderer.draw([], [SAID], table=model)
        drawn = renderer.drawn
        where = f"{game_id} {size} {zoom}%"
        now = parts(renderer, model)
        if before is not None:
            smaller = {k: (before[k], now[k]) for k in now if now[k] < before[k]}
            assert not smaller, (where, smaller)
        before = now
        # Every word at least the floor; the zoom multiplies it.
        floor = least * zoom // 100
        small = [(text, s) for text, s in drawn.lines if s < floor]
        assert not small, (where, floor, small[:5])
        # An opponent's public cards are cards, never words.
        faces = [face for face, _ in drawn.cards]
        assert all(face in faces for face in seat_faces), where
        assert not drawn.named, (where, "cards named in words")
        # The window shows the focus and what was last said.
        shown, window = renderer.shown, renderer.window.get_rect()
        assert shown.focus is not None and window.contains(shown.focus), where
        said = [box for text, box in shown.words if text == SAID]
        assert said and window.contains(said[0]), (where, "the last message is not shown")


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_at_300_percent_in_a_720_line_window_words_are_at_least_72_px(
        renderer: Renderer, game_id: str) -> None:
    """The floor is not tied to a full-HD screen: 3% of the window, at
    least 24 px at 100%, times three at 300%."""
    size = (1280, 720)
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    renderer.configure(300, "yellow", False)
    renderer.draw([], [SAID], table=mid_game(game_id).reports.table_model())
    assert min(s for _, s in renderer.drawn.lines) >= 72
