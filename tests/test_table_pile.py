"""The pile is the first thing the eye finds: its top card as
large as a hand card where the table leaves the room (Shithead's pile top
was 45x69 beside 96x144 hand cards), never under half of one; Phase 10's
discard pile names its top card's colour under it in the table's words,
at least the text floor (the card's own letter and colour word were 8-9
px)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.render import Renderer
from game.app.theme import text_floor
from game.core.table import COLOURED
from game.i18n import set_language, t
from tests.table_cases import CROWDED, mid_game

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture(scope="module", params=SIZES, ids=("720p", "1080p"))
def renderer(request: pytest.FixtureRequest) -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(request.param))


def pile_tops(renderer: Renderer) -> list[pygame.Rect]:
    """The top card of each pile drawn: the last card inside its box."""
    drawn = renderer.drawn
    tops = []
    for key, box in drawn.boxes.items():
        if key.startswith("pile:"):
            inside = [rect for _, rect in drawn.cards if box.contains(rect)]
            if inside:
                tops.append(inside[-1])
    return tops


def hand_height_drawn(renderer: Renderer) -> int:
    return renderer.drawn.cards[renderer.drawn.hand.cards_at][1].h  # type: ignore[no-any-return]


@pytest.mark.parametrize("game_id", ("shithead", "twenty"))
def test_the_pile_top_is_as_large_as_a_hand_card_where_there_is_room(
        renderer: Renderer, game_id: str) -> None:
    model = mid_game(game_id).reports.table_model()
    for zoom in (100, 200, 300):
        renderer.configure(zoom, "yellow", False)
        renderer.draw([], ["Ada draws."], table=model)
        tops = pile_tops(renderer)
        assert tops, (game_id, zoom)
        hand = hand_height_drawn(renderer)
        assert all(top.h == hand for top in tops), (game_id, zoom, hand, tops)


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_the_pile_top_is_at_least_half_a_hand_card_and_grows_with_the_zoom(
        renderer: Renderer, game_id: str) -> None:
    model = mid_game(game_id).reports.table_model()
    last = 0
    for zoom in (100, 150, 200, 250, 300):
        renderer.configure(zoom, "yellow", False)
        renderer.draw([], ["Ada draws."], table=model)
        tallest = max(top.h for top in pile_tops(renderer))
        assert 2 * tallest >= hand_height_drawn(renderer), (game_id, zoom, tallest)
        assert tallest >= last, (game_id, zoom, tallest, last)
        last = tallest


@pytest.mark.parametrize("language", ("en", "ru"))
def test_phase_10_names_its_discard_top_colour_at_the_text_floor(
        renderer: Renderer, language: str) -> None:
    model = mid_game("phase10").reports.table_model()
    top = next(face for pile in model.piles for face in pile.top if face.kind == COLOURED)
    height = renderer.window.get_height()
    try:
        set_language(language)
        word = t("table-top-colour", colour=top.suit)
        assert t("table-colour", colour=top.suit) in word
        for zoom in (100, 300):
            renderer.configure(zoom, "paper", False)
            renderer.draw([], ["Ada draws."], table=model)
            sizes = [size for text, size in renderer.drawn.lines if text == word]
            assert sizes, (language, zoom, word, renderer.drawn.lines)
            assert min(sizes) >= text_floor(height, zoom), (language, zoom, sizes)
    finally:
        set_language("en")


def test_phase_10s_crowded_pile_is_three_quarters_of_a_hand_card_at_100(
        renderer: Renderer) -> None:
    """Phase 10 with five opponents at 100%: its pile's words lie beside
    its one card, so the card takes the box's height (at 1280x720 it was
    71 px beside 132 px hand cards, its head over it and "top: yellow"
    under it); the hand keeps the zoom's own card height and the seats'
    cards stay at least their least (twice the text floor)."""
    from game.app.table_frame import frame_of
    from game.app.table_hand import card_height
    model = mid_game("phase10").reports.table_model()
    renderer.configure(100, "yellow", False)
    renderer.draw([], ["Ada draws."], table=model)
    width, height = renderer.window.get_size()
    frame = frame_of(width, height, 100)
    plan = renderer.drawn.plan
    hand = hand_height_drawn(renderer)
    assert hand == card_height(frame.body, frame.height, frame.view), hand
    assert plan.seat_h >= 2 * frame.floor, plan
    tops = pile_tops(renderer)
    assert len(tops) == 2 and all(4 * top.h >= 3 * hand for top in tops), (tops, hand)
