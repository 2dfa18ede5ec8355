"""The drawn table at every zoom, in the real Renderer with the dummy video
driver (fast; the Xvfb screenshots in test_screenshot.py check the same on
real pictures at three zooms): the status strip and every seat are drawn,
the focused card lies inside the window, hand cards stay large (at least
twice the body text's height) and a long hand wraps onto more lines
instead of shrinking, with an overview of what is off screen ("Your hand:
line 2 of 3, 1 selected elsewhere")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.app.settings import ZOOMS
from game.app.theme import body_size
from game.core.table import BACK, CardFace, CardRow, TableModel
from game.games import SPECS, spec

GAMES = sorted(s.id for s in SPECS)
WINDOWS = ((1440, 810), (1920, 1080))


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(WINDOWS[0]))


def table(game_id: str) -> Any:
    session = spec(game_id).session(4, ["normal"] * 3, 7, {})
    session.start()
    return session


def draw(renderer: Renderer, model: TableModel, zoom: int, size: tuple[int, int]) -> None:
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    renderer.configure(zoom, "yellow", False)
    renderer.draw([], ["Ada draws.", "Boris discards."], table=model)


def hand_boxes(renderer: Renderer, model: TableModel) -> list[pygame.Rect]:
    hand = {id(face) for face in model.hand.cards}
    return [box for face, box in renderer.drawn.cards if id(face) in hand]


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("game_id", GAMES)
def test_at_every_zoom_the_strip_seats_and_a_large_focused_card_fit(
        renderer: Renderer, game_id: str, size: tuple[int, int]) -> None:
    model = table(game_id).reports.table_model()
    for zoom in ZOOMS:
        draw(renderer, model, zoom, size)
        drawn = renderer.drawn
        window = renderer.picture.get_rect()
        assert drawn.focus is not None and window.contains(drawn.focus), zoom
        assert "status" in drawn.texts and not drawn.texts["status"].colliderect(drawn.focus)
        for i in range(len(model.seats)):
            assert window.contains(drawn.texts[f"seat:{i}"]), (zoom, i)
        body = body_size(size[1], zoom)
        boxes = hand_boxes(renderer, model)
        assert boxes and min(b.h for b in boxes) >= 2 * body, (game_id, zoom, boxes[0].h, body)
        everything = [box for _, box in drawn.cards]
        for i, a in enumerate(everything):
            assert a.collidelist(everything[i + 1:]) == -1, (zoom, i)


def hand_label(renderer: Renderer) -> str:
    """The hand's label as drawn, its lines joined (it wraps at a high
    zoom or in a narrow window)."""
    drawn = renderer.drawn
    return " ".join(text for text, box in drawn.words if drawn.texts["hand"].contains(box))


def long_hand(model: TableModel, count: int) -> TableModel:
    faces = [CardFace("standard", str(2 + i % 9), "SHDC"[i % 4], f"{2 + i % 9}{'SHDC'[i % 4]}",
                      focused=i == count - 1) for i in range(count)]
    return TableModel(model.status, model.focus_text, CardRow(model.hand.label, tuple(faces)),
                      model.own_rows, model.piles, model.seats, model.notes)


@pytest.mark.parametrize("zoom", (100, 200, ZOOMS[-1]))
def test_a_long_hand_wraps_instead_of_shrinking_and_says_what_is_off_screen(
        renderer: Renderer, zoom: int) -> None:
    model = table("shithead").reports.table_model()
    heights = set()
    for count in (6, 14, 30):
        long = long_hand(model, count)
        faces = list(long.hand.cards)
        faces[0] = replace(faces[0], selected=True)  # on the first line, off screen
        long = replace(long, hand=replace(long.hand, cards=tuple(faces)))
        draw(renderer, long, zoom, WINDOWS[0])
        boxes = hand_boxes(renderer, long)
        heights.add(boxes[0].h)
        assert renderer.drawn.focus in boxes  # the last card, focused, is on screen
        off = count - len(boxes)
        assert renderer.drawn.off_screen == off
        label = hand_label(renderer)
        if off and faces[0] not in [f for f, _ in renderer.drawn.cards]:
            assert "of" in label and "1 selected elsewhere" in label, label
    assert len(heights) == 1, heights  # the same card size, however many cards


@pytest.mark.parametrize("game_id", GAMES)
def test_at_200_percent_the_piles_are_still_on_screen(renderer: Renderer,
                                                      game_id: str) -> None:
    """A player at 200% still sees the stock, the discard or table and its
    top card, as a card or named in words."""
    session = table(game_id)
    for _ in range(9):  # a few moves by every seat, so that the piles have a top card
        seat = session.side.current_player()
        bot = session.side.bots.get(seat) or session.side.bots[1]
        session.flow.announce(session.side.engine.apply(bot.choose(session.side.engine.view(seat),
                                                       session.side.legal_moves())))
    model = session.reports.table_model()
    draw(renderer, model, 200, WINDOWS[0])
    for i, pile in enumerate(model.piles):
        assert f"pile:{i}" in renderer.drawn.texts, (game_id, pile.label)
        shown = [f for f, _ in renderer.drawn.cards if f.kind != BACK] + renderer.drawn.named
        for face in pile.top:
            assert face in shown, (game_id, pile.label, face.code)


@pytest.mark.parametrize("zoom", (100, 200, ZOOMS[-1]))
def test_moving_the_focus_to_the_face_up_row_moves_no_box(renderer: Renderer,
                                                          zoom: int) -> None:
    """SH: the keys move on to the face-up row; its card is ringed where it
    lies, and no box moves (a magnifier user keeps their place)."""
    session = table("shithead")
    for _ in range(3):  # each seat chooses its face-up cards
        seat = session.side.current_player()
        bot = session.side.bots.get(seat) or session.side.bots[1]
        session.flow.announce(session.side.engine.apply(bot.choose(session.side.engine.view(seat),
                                                       session.side.legal_moves())))
    model = session.reports.table_model()
    draw(renderer, model, zoom, WINDOWS[0])
    before = dict(renderer.drawn.boxes)
    up = model.own_rows[0]
    assert up.cards, "no face-up cards to focus"
    focused = replace(up, cards=tuple(replace(c, focused=i == 0) for i, c in enumerate(up.cards)))
    hand = replace(model.hand, cards=tuple(replace(c, focused=False) for c in model.hand.cards))
    model = replace(model, hand=hand, own_rows=(focused, *model.own_rows[1:]))
    draw(renderer, model, zoom, WINDOWS[0])
    assert renderer.drawn.boxes == before
    assert renderer.drawn.focus is not None
    faces = [face for face, box in renderer.drawn.cards if box == renderer.drawn.focus]
    assert faces == [focused.cards[0]]
    assert renderer.drawn.rings and renderer.drawn.rings[-1][0] == renderer.drawn.focus


@pytest.mark.parametrize("game_id", GAMES)
def test_the_status_strip_always_has_whose_turn_the_stage_and_the_scores(game_id: str) -> None:
    """The strip always shows whose turn, the move or phase and
    the scores (in Shithead: who is out, "Nobody out yet" before)."""
    session = spec(game_id).session(3, ["normal", "normal"], 11, {})
    session.start()
    for _ in range(80):
        if session.side.is_over():
            break
        if session.flow.between_deals():
            session.flow.go_on()
        status = session.reports.table_model().status
        assert status.turn and status.stage and status.scores, status
        seat = session.side.current_player()
        bot = session.side.bots.get(seat) or session.side.bots[1]
        session.flow.announce(session.side.engine.apply(bot.choose(session.side.engine.view(seat),
                                                       session.side.legal_moves())))


def test_a_piles_top_card_is_drawn_last_and_marked_top(renderer: Renderer) -> None:
    """The pile's faces lie oldest first; the top card (the one to beat,
    the one a draw takes) is the last drawn, with "top" under it."""
    session = table("shithead")
    for _ in range(12):
        seat = session.side.current_player()
        bot = session.side.bots.get(seat) or session.side.bots[1]
        session.flow.announce(session.side.engine.apply(bot.choose(session.side.engine.view(seat),
                                                       session.side.legal_moves())))
        if len(session.reports.table_model().piles[0].top) >= 2:
            break
    model = session.reports.table_model()
    pile = model.piles[0]
    assert len(pile.top) >= 2
    draw(renderer, model, 300, WINDOWS[0])
    boxes = [box for face, box in renderer.drawn.cards if any(face is f for f in pile.top)]
    assert [box.x for box in boxes] == sorted(box.x for box in boxes)
    top = renderer.drawn.texts["pile:0:top"]
    assert top.top >= boxes[-1].bottom and top.left < boxes[-1].right, (top, boxes[-1])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrapped_status_strip_keeps_each_name_with_its_score(renderer: Renderer,
                                                              game_id: str) -> None:
    model = table(game_id).reports.table_model()
    names = {seat.name for seat in model.seats} | {"You"}
    for zoom in ZOOMS[-3:]:
        draw(renderer, model, zoom, WINDOWS[0])
        for text, _ in renderer.drawn.lines:
            last = text.replace("\u00a0", " ").split(" ")[-1]
            assert last not in names, (zoom, text)


def test_in_a_narrow_window_everything_drawn_stays_inside(renderer: Renderer) -> None:
    """One card to a line (180 px wide): the hand's label says which line
    is shown."""
    model = long_hand(table("shithead").reports.table_model(), 30)
    for zoom in (100, 200):
        draw(renderer, model, zoom, (180, 810))
        window = renderer.picture.get_rect()  # the window, or a zoom's canvas
        for face, box in renderer.drawn.cards:
            if face in model.hand.cards:
                assert window.contains(box), (zoom, face.code, box)
        shown = [f for f, _ in renderer.drawn.cards if f in model.hand.cards]
        assert renderer.drawn.off_screen == 30 - len(shown), zoom
        label = hand_label(renderer)
        assert label.startswith("Your hand") and " of " in label, zoom  # the cards off screen


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("game_id", GAMES)
def test_at_every_zoom_the_piles_top_cards_are_shown(
        renderer: Renderer, game_id: str, size: tuple[int, int]) -> None:
    """The discard's top card is what a turn turns on: at every zoom the
    piles are drawn, as cards or in words, with their top cards."""
    model = table(game_id).reports.table_model()
    tops = {face.code for pile in model.piles for face in pile.top}
    for zoom in ZOOMS:
        draw(renderer, model, zoom, size)
        window = renderer.picture.get_rect()
        for i in range(len(model.piles)):
            assert window.contains(renderer.drawn.texts[f"pile:{i}"]), (zoom, i)
        shown = {face.code for face, _ in renderer.drawn.cards} | {
            face.code for face in renderer.drawn.named}
        assert tops <= shown, (zoom, tops - shown)


@pytest.mark.parametrize("size", ((1920, 1080), (1366, 768)))
@pytest.mark.parametrize("game_id", ("phase10", "tenphases"))
def test_each_opponent_shows_its_phase_requirement_and_its_groups(
        renderer: Renderer, game_id: str, size: tuple[int, int]) -> None:
    """An opponent's box says its phase with what the phase
    needs ("Phase 4: a run of 7"), not only its number, at every zoom,
    and the longer words never cost the laid groups their pictures at
    100%, nor the seats their line along the top."""
    from game.games.phase10.words import phase_need as p10_need
    from game.games.tenphases.words import phase_need as tp_need
    from game.i18n import t
    from tests.table_cases import mid_game
    session = mid_game(game_id)
    model = session.reports.table_model()
    view = session.side.view()
    others = [s for s in range(view.players) if s != session.human]
    for zoom in (100, 200, 300):
        draw(renderer, model, zoom, size)
        drawn = renderer.drawn
        for i, seat in enumerate(others):
            phase = view.phases[seat]
            need = p10_need(phase) if game_id == "phase10" else tp_need(phase, view.flush_phases)
            box = drawn.boxes[f"seat:{i}"]
            said = " ".join(text for text, where in drawn.words if box.contains(where))
            assert t("table-phase-need", phase=phase, need=need) in said, (zoom, said)
        tops = {drawn.boxes[f"seat:{i}"].top for i in range(len(others))}
        # One line of seats in the window; a magnified table
        # wraps them onto more lines rather than shrink them.
        assert len(tops) == 1 or zoom > 100, (zoom, tops)
        if zoom == 100:
            # Each laid card drawn in its seat's box, as many times as it is
            # laid (two alike in a set are two cards drawn); what frames keep
            # may hold equal faces of an earlier model, so faces are counted.
            seats = [drawn.boxes[f"seat:{i}"] for i in range(len(others))]
            laid = Counter(f for s in model.seats for r in s.rows for f in r.cards)
            drawn_faces = Counter(face for face, where in drawn.cards
                                  if any(box.contains(where) for box in seats))
            assert laid and not laid - drawn_faces
