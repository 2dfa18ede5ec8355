"""A question the player must answer now (Ten Phases' keep or
redraw, Phase 10's whom to skip) is drawn as large choices, half again
the table's words (it was two small choices among the piles), at 100 to
300%, on 1280x720 and 1920x1080, its focused choice ringed, nothing drawn
meeting anything else."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from game.app.render import Renderer
from game.i18n import t
from tests.table_cases import mid_game
from tests.test_table_apart import meeting


@pytest.fixture(scope="module", params=((1280, 720), (1920, 1080)), ids=("720p", "1080p"))
def renderer(request: pytest.FixtureRequest) -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(request.param))


@pytest.mark.parametrize("game_id", ("tenphases", "phase10"))
def test_a_question_is_drawn_as_large_choices(renderer: Renderer, game_id: str) -> None:
    keep = t("tenphases-keep-label")
    redraw = t("tenphases-redraw-label", count=8)
    model = replace(mid_game(game_id).reports.table_model(), question=(keep, redraw),
                    question_focus=1)
    last = 0
    for zoom in (100, 200, 300):
        renderer.configure(zoom, "yellow", False)
        renderer.draw([], ["Ada declares."], table=model)
        drawn = renderer.drawn
        table = drawn.plan.table_size
        # Each choice's lines (a long one wraps at 300%): whole words of it.
        lines = [(text, size) for text, size in drawn.lines
                 if text and any(f" {text} " in f" {c} " for c in (keep, redraw))]
        assert " ".join(text for text, _ in lines).split() == f"{keep} {redraw}".split(), \
            (zoom, drawn.lines)
        choice = min(size for _, size in lines)
        assert choice >= table * 3 // 2 - 1, (zoom, choice, table)
        assert choice >= last, (zoom, choice, last)
        last = choice
        # The focused choice ringed, as large as its words.
        assert drawn.focus is not None and drawn.focus.h >= choice, (zoom, drawn.focus)
        assert not meeting(drawn, renderer.picture.get_rect()), zoom
