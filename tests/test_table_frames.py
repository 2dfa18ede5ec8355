"""Frame time: a frame drawn from the same things as the last
one (the same table, words, theme, zoom, window and state of the last
move's mark) is left as it is on the window instead of drawn again, and
drawn again as soon as any of them changes or something else drew over
the window (a menu, a cleared surface)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.app import table_frame
from game.app.render import Renderer
from game.app.table_draw import TableDrawer
from game.app.table_frame import MARK_MS, frame_of, lay_out
from game.app.table_layout import card_height, seat_block
from game.app.table_planner import Plan, Planner
from game.app.theme import PALETTES, Fonts, find_font
from game.app.words_draw import TextCache
from game.core.table import COLOURED, CardFace
from game.games import spec
from tests.table_cases import CROWDED, advance, mid_game

SIZE = (1366, 768)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many frames of the table were drawn (table_frame.draw_table)."""
    calls: list[int] = []
    draw_table = table_frame.draw_table

    def counting(*args: Any) -> None:
        calls.append(1)
        draw_table(*args)

    monkeypatch.setattr(table_frame, "draw_table", counting)
    yield calls


def test_the_same_table_is_drawn_once_until_something_changes(counted: list[int]) -> None:
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZE))
    now = [10_000]
    renderer.tables.clock = lambda: now[0]
    session = mid_game("phase10")
    model = session.reports.table_model()
    renderer.configure(200, "yellow", False)
    renderer.draw([], ["Ada draws."], table=model)
    first = renderer.drawn
    picture = pygame.image.tobytes(renderer.picture, "RGB")
    for _ in range(5):
        renderer.draw([], ["Ada draws."], table=session.reports.table_model())
    assert len(counted) == 1
    assert renderer.drawn is first
    assert pygame.image.tobytes(renderer.picture, "RGB") == picture
    # New words, a new theme: drawn again.
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    renderer.configure(200, "white", False)
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 3
    # The last move's mark goes out: drawn again, once.
    now[0] += MARK_MS
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 4
    # Something else drew over the window (a menu; a cleared surface): the
    # zoomed table's canvas is its own, nothing drew over it: the window
    # shows it again as it was, not drawn again.
    before = pygame.image.tobytes(renderer.window, "RGB")
    renderer.draw(["Menu", "Resume", "Quit"], [])
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 4
    assert pygame.image.tobytes(renderer.window, "RGB") == before
    # At 100% the table is drawn on the window itself: drawn again.
    renderer.configure(100, "white", False)
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 5
    before = pygame.image.tobytes(renderer.window, "RGB")
    renderer.draw(["Menu", "Resume", "Quit"], [])
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 6
    assert pygame.image.tobytes(renderer.window, "RGB") == before
    renderer.window.fill((0, 0, 0))
    renderer.draw([], ["Ada draws.", "Your turn."], table=model)
    assert len(counted) == 7
    assert pygame.image.tobytes(renderer.window, "RGB") == before


def fresh_like(renderer: Renderer) -> Renderer:
    """A renderer with nothing kept (no card pictures, words, measures or
    layouts) but the plans ``renderer`` has made: a plan is what the table
    remembers from move to move on purpose, the rest only saves time."""
    fresh = Renderer(renderer.window)
    fresh.configure(renderer.zoom, renderer.theme.name, renderer.four_colour)
    fresh.tables.plans = dict(renderer.tables.plans)
    fresh.tables.clock = renderer.tables.clock
    seat_block.cache_clear()  # the seats' blocks too, kept by seat
    return fresh


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_a_frame_after_a_move_or_a_focus_change_equals_one_drawn_from_scratch(
        game_id: str) -> None:
    """What frames keep (card pictures, words, measured boxes, layouts)
    never shows a stale card, ring, count or last move: after each move
    and each focus change, the kept frame is pixel for pixel the one a
    renderer with nothing kept draws."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZE))
    renderer.tables.clock = lambda: 10_000  # the last move's mark stays lit in both
    players = CROWDED[game_id]
    session = spec(game_id).session(players, ["normal"] * (players - 1), 5, {})
    session.start()
    steps: list[Callable[[], object]] = [
        lambda: advance(session, 1), lambda: session.cursor.move_focus("next_card"),
        lambda: session.cursor.move_row(1), lambda: session.cursor.move_focus("next_card"),
        lambda: session.cursor.move_row(-1), lambda: session.cursor.move_focus("last_card"),
        lambda: advance(session, 3), lambda: session.cursor.move_focus("first_card")]
    for zoom in (200, 300):
        renderer.configure(zoom, "yellow", False)
        for n, step in enumerate(steps * 2):
            step()
            model = session.reports.table_model()
            renderer.draw([], ["Ada draws."], table=model)
            kept, drawn = pygame.image.tobytes(renderer.picture, "RGB"), renderer.drawn
            fresh = fresh_like(renderer)
            fresh.draw([], ["Ada draws."], table=model)
            assert pygame.image.tobytes(fresh.picture, "RGB") == kept, (zoom, n)
            assert fresh.drawn == drawn, (zoom, n)


def test_a_new_card_size_renders_each_word_of_the_faces_once() -> None:
    """A new card size (a plan that shrank the hand, a zoom step) paints
    every face again; the words on them ("7" in white on red and blue,
    "green" on every green card) are rendered once each, not once a face."""
    renders: list[tuple[str, int, str]] = []

    class CountingFont(pygame.font.Font):
        def render(self, text: Any, antialias: Any, colour: Any, *args: Any) -> pygame.Surface:
            renders.append((str(text), self.get_height(), str(colour)))
            return super().render(text, antialias, colour, *args)

    class CountingFonts(Fonts):
        def get(self, size: int) -> pygame.font.Font:
            size = max(8, size)
            if size not in self._fonts:
                self._fonts[size] = CountingFont(self.path, size)
            return self._fonts[size]

    pygame.init()
    pygame.display.set_mode(SIZE)
    drawer = TableDrawer(CountingFonts(find_font()), TextCache())
    faces = [CardFace(COLOURED, str(n), colour, f"{colour}{n}")
             for colour in "RBGY" for n in range(1, 13)]
    for face in faces:
        drawer.card(face, 136, 200, PALETTES["yellow"], False)
    # A number, a colour's letter and its word on each face: 144 words,
    # of which 32 differ (12 numbers in white and in black, 4 letters, 4 words).
    assert len(renders) == len(set(renders)) < len(faces), len(renders)


def test_a_table_laid_out_taller_than_its_window_keeps_its_plan(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A crowded Phase 10 table (seed 7, six players, 40 moves in) in a
    1024x576 window at 100%, too crowded for the window with its hand
    cards whole and the seats' cards as cards: it is laid out taller (its
    hand cards the zoom's height, not shrunk), and that plan is
    kept for the same table, as any other plan is, instead of searched for
    anew at every frame that lays it out."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode((1024, 576)))
    session = spec("phase10").session(6, ["normal"] * 5, 7, {})
    session.start()
    for _ in range(40):
        if session.bots.due():
            session.bots.step()
    model = session.reports.table_model()
    frame = frame_of(1024, 576, 100)
    layout = lay_out(renderer.tables, model, frame)
    assert layout.tall  # the case in question
    assert layout.plan.card_h == card_height(frame.body, frame.height)
    assert layout.plan.seats == "full"
    searched: list[int] = []
    plan = Planner.plan

    def counting(self: Planner) -> Plan:
        searched.append(1)
        return plan(self)

    monkeypatch.setattr(Planner, "plan", counting)
    again = lay_out(renderer.tables, model, frame, layout.base)
    assert again.plan == layout.plan
    assert not searched


def crowded_at_300(game_id: str, moves: int = 0) -> tuple[Renderer, Any]:
    """A renderer at 300% (its "Last move" box never lit) and a crowded
    game of ``game_id`` ``moves`` moves in."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(SIZE))
    renderer.tables.clock = lambda: 10_000
    players = CROWDED[game_id]
    session = spec(game_id).session(players, ["normal"] * (players - 1), 5, {})
    session.start()
    advance(session, moves)
    renderer.configure(300, "yellow", False)
    return renderer, session


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_a_focus_move_in_the_hand_redraws_only_the_two_cards_and_the_line(
        game_id: str, counted: list[int]) -> None:
    """A focus key along the hand lays nothing out and draws no whole
    frame: the card it left, the card it reached and the focused line are
    drawn again over the last frame, which then equals a whole one."""
    renderer, session = crowded_at_300(game_id, moves=2)
    session.cursor.row = 0
    renderer.draw([], ["Ada draws."], table=session.reports.table_model())
    assert len(counted) == 1
    hand_cards: list[Any] = []
    monkey = renderer.tables.hand_card

    def counting(*args: Any) -> None:
        hand_cards.append(args[1])
        monkey(*args)

    renderer.tables.hand_card = counting  # type: ignore[method-assign]
    for key in ("next_card", "next_card", "previous_card", "first_card"):
        session.cursor.move_focus(key)
        model = session.reports.table_model()
        hand_cards.clear()
        counted.clear()
        renderer.draw([], ["Ada draws."], table=model)
        assert not counted, key  # no whole frame drawn
        assert len(hand_cards) == 2, key
        kept, drawn = pygame.image.tobytes(renderer.picture, "RGB"), renderer.drawn
        fresh = fresh_like(renderer)
        fresh.draw([], ["Ada draws."], table=model)
        assert pygame.image.tobytes(fresh.picture, "RGB") == kept, key
        assert replace(fresh.drawn, hand=None) == replace(drawn, hand=None), key


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_a_move_draws_again_only_the_parts_it_changed(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Frame time: after another player's move, the frame is
    drawn over the last one, clearing and drawing only the parts drawn
    from new things (the strip, a seat, a pile); the hand, the same, is
    left as it is, the window is not cleared as a whole, and the frame
    is pixel for pixel (and in what it says it drew) one drawn whole."""
    renderer, session = crowded_at_300(game_id)
    renderer.draw([], ["Ada draws."], table=session.reports.table_model())
    drawer = renderer.tables
    hand_cards: list[Any] = []
    boxes: list[Any] = []
    hand_card, block = drawer.hand_card, drawer.block
    monkeypatch.setattr(drawer, "hand_card", lambda *a: (hand_cards.append(a), hand_card(*a)))
    monkeypatch.setattr(drawer, "block", lambda *a: (boxes.append(a), block(*a)))
    in_part = 0
    for n in range(24):
        before = session.reports.table_model()
        advance(session, 1)
        model = session.reports.table_model()
        hand_cards.clear()
        boxes.clear()
        renderer.draw([], ["Ada draws."], table=model)
        # (Counted before the picture is asked for: a zoomed table's
        # picture draws the rest of its canvas then.)
        if model.hand == before.hand and not hand_cards:
            in_part += 1
            assert len(boxes) < len(renderer.drawn.boxes), n  # not every box drawn again
        kept, drawn = pygame.image.tobytes(renderer.picture, "RGB"), renderer.drawn
        fresh = fresh_like(renderer)
        fresh.draw([], ["Ada draws."], table=model)
        assert pygame.image.tobytes(fresh.picture, "RGB") == kept, n
        assert fresh.drawn == drawn, n
    assert in_part, "no move was drawn in part"


def test_the_next_tables_plan_is_measured_from_the_boxes_shapes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A table of the same shapes as the last (another top card on the
    discard, a card laid in place of another) is laid out without
    measuring any box again for its plan: only its seats and its middle
    are placed, once each."""
    from game.app import table_layout
    pygame.init()
    renderer = Renderer(pygame.display.set_mode((1920, 1080)))
    session = mid_game("phase10")
    model = session.reports.table_model()
    frame = frame_of(1920, 1080, 300)
    layout = lay_out(renderer.tables, model, frame)
    pile = next(p for p in model.piles if p.top)
    other = CardFace(COLOURED, "12", "G", "G12")
    assert pile.top[-1] != other
    piles = tuple(replace(p, top=(*p.top[:-1], other)) if p is pile else p for p in model.piles)
    placed: list[int] = []
    place = table_layout.place

    def counting(*args: Any, **kwargs: Any) -> Any:
        placed.append(1)
        return place(*args, **kwargs)

    monkeypatch.setattr(table_layout, "place", counting)
    monkeypatch.setattr(table_frame, "place", counting)
    again = lay_out(renderer.tables, replace(model, piles=piles), frame, layout.base)
    assert again.plan == layout.plan
    assert len(placed) == 2


def test_card_pictures_go_least_recently_drawn_first() -> None:
    """Past the kept pictures' limit, only the least recently drawn goes:
    the faces drawn since (a table whose plan flips between two card
    sizes) are not painted again."""
    from game.app.table_draw import CARD_PICTURES
    pygame.init()
    pygame.display.set_mode(SIZE)
    drawer = TableDrawer(Fonts(find_font()), TextCache())
    painted: list[int] = []
    paint = drawer._paint

    def counting(*args: Any) -> pygame.Surface:
        painted.append(1)
        return paint(*args)

    drawer._paint = counting  # type: ignore[method-assign]
    face = CardFace(COLOURED, "7", "R", "R7")
    theme = PALETTES["yellow"]
    sizes = [(w, w * 3 // 2) for w in range(10, 10 + CARD_PICTURES + 5)]
    for w, h in sizes:
        drawer.card(face, w, h, theme, False)
    painted.clear()
    for w, h in sizes[-CARD_PICTURES:]:
        drawer.card(face, w, h, theme, False)
    assert not painted
    drawer.card(face, *sizes[0], theme, False)  # the oldest went
    assert painted == [1]
