"""Results on screen: at each deal's end a score table and at
game over a winner banner, drawn by the real Renderer (SDL's dummy driver)
at 100% and 300% on 1920x1080 and 1366x768, every game at its most crowded
and in every theme: every box inside the window and apart, every player in
the score table, the totals the session's own, words never under the text
floor, and only cards the deal's end made public drawn (Twenty's hands
are laid open to count; no other game's end names a card). Shithead's seat
counts the face-up and face-down cards."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.app.screens import GameScreen
from game.app.theme import PALETTES, text_floor
from game.core.results import ResultsModel, last_results, results_model
from game.core.table import pointer_of
from game.games import spec
from tests.game_traits import several_deals
from tests.table_cases import CROWDED, advance

SIZES = ((1920, 1080), (1366, 768))
ZOOMS = (100, 300)
#: The default keys' names, as the app says them.
KEYS = {"play": "Enter", "game_menu": "Escape"}


@cache
def ended(game_id: str, over: bool) -> Any:
    """A crowded session of ``game_id`` whose first deal's summary waits
    (``over`` False), or whose game is over."""
    players = CROWDED[game_id]
    for seed in range(1, 30):
        session = spec(game_id).session(players, ["normal"] * (players - 1), seed, {},
                                        key_label=lambda c: KEYS.get(c, c))
        session.start()
        for _ in range(20000):
            if session.side.is_over() or (not over and session.flow.between_deals()):
                break
            advance(session, 1)
        if session.side.is_over() == over:
            return session
    raise AssertionError(f"no {game_id} game found that ends as asked")


def cases() -> list[tuple[str, bool]]:
    # Ten Phases and Shithead are one deal each: their end is the game's.
    return [(g, over) for g in sorted(CROWDED) for over in (False, True)
            if over or several_deals(g)]


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZES[0]))


def draw(renderer: Renderer, model: ResultsModel, zoom: int, size: tuple[int, int],
         theme: str = "yellow") -> None:
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    renderer.configure(zoom, theme, False)
    renderer.draw([], ["Ada goes out."], results=model)


@pytest.mark.parametrize("theme", sorted(PALETTES))
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game_id", "over"), cases())
def test_results_fit_the_window_apart_and_large(renderer: Renderer, game_id: str, over: bool,
                                                size: tuple[int, int], theme: str) -> None:
    session = ended(game_id, over)
    model = GameScreen(session, lambda: []).results()
    assert model is not None
    window = pygame.Rect((0, 0), size)
    sizes = {}
    for zoom in ZOOMS:
        draw(renderer, model, zoom, size, theme)
        drawn = renderer.drawn
        boxes = list(drawn.boxes.items())
        for key, box in boxes:
            assert window.contains(box), (zoom, key, box)
        for i, (a, box_a) in enumerate(boxes):
            for b, box_b in boxes[i + 1:]:
                assert not box_a.colliderect(box_b), (zoom, a, b)
        for key, where in drawn.texts.items():
            assert window.contains(where), (zoom, key)
        cards = [box for _, box in drawn.cards]
        for i, a in enumerate(cards):
            assert window.contains(a)
            assert all(not a.colliderect(b) for b in cards[i + 1:])
        floor = min(text_floor(size[1]), renderer.small.get_height())
        assert min(s for _, s in drawn.lines) >= floor * 0.9
        rows = [k for k in drawn.boxes if k.startswith("score:") and k != "score:header"]
        assert len(rows) == session.side.players
        assert ("banner" in drawn.boxes) == over
        assert "keys" in drawn.texts  # what goes on from here is always on screen
        sizes[zoom] = drawn.plan.size
    assert sizes[300] >= sizes[100]  # the zoom never makes the table's words smaller


@pytest.mark.parametrize(("game_id", "over"), cases())
def test_totals_are_the_sessions_scores(game_id: str, over: bool) -> None:
    session = ended(game_id, over)
    model = results_model(session)
    assert model is not None
    assert [r.name for r in model.rows] == [session.name(s, True)
                                           for s in range(session.side.players)]
    view = session.side.view()
    if over:
        results = session.side.results()
        if spec(game_id).better is not None:  # Shithead keeps no points: places instead
            assert [r.total for r in model.rows] == list(results.totals)
        assert [r.name for r in model.rows if r.winner] == [session.name(s, True)
                                                           for s in results.winners]
        assert model.banner
    else:
        assert [r.total for r in model.rows] == list(view.totals)
        assert not model.banner


@pytest.mark.parametrize(("game_id", "over"), cases())
def test_only_public_cards_are_drawn(renderer: Renderer, game_id: str, over: bool) -> None:
    session = ended(game_id, over)
    model = results_model(session)
    assert model is not None
    shown = [session.side.redact(e) for e in session.side.events]
    deal, _ = last_results(shown)
    public = [code for h in (deal or {}).get("hands", []) if isinstance(h, list) for code in h]
    for size in SIZES:
        draw(renderer, model, 300, size)
        drawn = [face.code for face, _ in renderer.drawn.cards] + [
            face.code for face in renderer.drawn.named]
        assert sorted(drawn) == sorted(public)
        assert all(not face.hidden for face, _ in renderer.drawn.cards)
    if game_id == "twenty":  # its deal's end lays the hands open: they are drawn
        assert public and list(model.faces())
    else:
        assert not list(model.faces())


def test_no_results_while_a_deal_goes_on() -> None:
    from tests.table_cases import mid_game
    for game_id in CROWDED:
        assert GameScreen(mid_game(game_id), lambda: []).results() is None


def test_shithead_seat_counts_face_up_and_face_down_cards() -> None:
    session = spec("shithead").session(3, ["normal"] * 2, 4, {})
    session.start()
    model = session.reports.table_model()
    view = session.side.view()
    for seat_index, seat in zip((s for s in range(3) if s != session.human), model.seats,
                                strict=True):
        held = (view.hand_counts[seat_index] + len(view.face_ups[seat_index])
                + view.face_down_counts[seat_index])
        assert seat.card_count == held
        assert seat.count_text == f"{seat.name}: {held} cards"
    assert pointer_of(session).focus_text


@pytest.mark.parametrize(("game_id", "over"), [("twenty", True), ("phase10", False)])
def test_the_pictures_show_the_banner_and_the_cards(renderer: Renderer, game_id: str,
                                                    over: bool) -> None:
    """On the pixels: the banner's frame in the focus colour, each card
    painted (not the background). PARLOUR_SCREENSHOTS=1 keeps the pictures
    in docs/screenshots/ (as tests/test_screenshot.py does)."""
    import os

    from tests.helpers_app import REPO
    model = results_model(ended(game_id, over))
    assert model is not None
    draw(renderer, model, 300, SIZES[0])
    surface, theme = renderer.window, PALETTES["yellow"]
    banner = renderer.drawn.boxes.get("banner")
    if over:
        assert banner is not None
        assert tuple(surface.get_at((banner.centerx, banner.y + 1)))[:3] == theme.focus
    else:
        assert banner is None
    for _, box in renderer.drawn.cards:
        assert tuple(surface.get_at(box.center))[:3] != theme.background
    if os.environ.get("PARLOUR_SCREENSHOTS"):
        name = f"results-{game_id}-{'game-over' if over else 'deal'}-300-yellow.png"
        pygame.image.save(surface, str(REPO / "docs" / "screenshots" / name))
