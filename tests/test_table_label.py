"""The hand's label whole at every zoom: at 300% in the window a 1280x720
laptop screen opens (1024x576), in 1280x720 and in 1920x1080, Phase 10's
and Ten Phases' label ("Your hand, line 1 of 2. You: Phase 1: two sets
of 3, 0 done") takes several lines, every one of them drawn whole (none
cut at the window's edge, as the phase it needs once was) in the part of
the window the magnifier's edge lines leave, with the focused card; in the
two larger windows the last message stays in view too. Read back from
what the renderer drew: each line's place and its words' measured width."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.games import SPECS, spec
from tests.table_cases import mid_game

GAMES = sorted(s.id for s in SPECS)
WINDOWS = ((1024, 576), (1280, 720), (1920, 1080))
SAID = "Zoom 300 percent."


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(WINDOWS[0]))


def opening(game_id: str) -> Any:
    """The laptop pictures' table (tools/laptop_screenshots.py): a new
    game with three opponents (two at Twenty), seed 5."""
    players = 3 if game_id == "twenty" else 4
    session = spec(game_id).session(players, ["normal"] * (players - 1), 5, {})
    session.start()
    return session


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("table", ("opening", "crowded"))
def test_at_300_percent_the_hands_whole_label_is_in_view(
        renderer: Renderer, game_id: str, size: tuple[int, int], table: str) -> None:
    model = (opening(game_id) if table == "opening" else mid_game(game_id)).reports.table_model()
    if renderer.window.get_size() != size:
        renderer.window = pygame.display.set_mode(size)
    renderer.configure(300, "yellow", False)
    renderer.draw([], [SAID], table=model)
    shown, where = renderer.shown, (game_id, table, size)
    view = shown.view or renderer.window.get_rect()
    font = renderer.tables.fonts.get(renderer.drawn.plan.table_size)
    label = shown.texts["hand"]
    lines = [(text, box) for text, box in shown.words if label.contains(box)]
    # Every line of the label whole: its words as wide as they measure,
    # not clipped at the window's edge, and in the view.
    for text, box in lines:
        assert font.size(text)[0] <= box.w, (where, "cut", text)
        assert view.contains(box), (where, "out of view", text, box, view)
    joined = " ".join(text for text, _ in lines)
    assert joined.startswith(model.hand.label) and all(note in joined for note in model.notes), \
        (where, joined)
    # With the focused card; and in the larger windows the last message.
    assert shown.focus is not None and view.contains(shown.focus), where
    if size != WINDOWS[0]:
        said = [box for text, box in shown.words if text == SAID]
        assert said and view.contains(said[0]), (where, "the last message is not shown")
