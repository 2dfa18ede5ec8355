"""Issue 20's frame time as a test: at 300%, each game at its most crowded
(Phase 10 with five opponents), a move every tenth frame (bots in every
seat), the p99 of
the frames' CPU time is under 8 ms on 1920x1080 and 1366x768. CPU time of
the drawing thread (``time.thread_time``), not wall time: on a shared
machine the wall time counts the waits for a core, which are no frame's.
bench/bench_frame.py gives the full figures (wall and CPU, every zoom, the
frames after a focus key and a zoom step)."""

from __future__ import annotations

import time

import pygame
import pytest

from game.app.render import Renderer
from game.games import spec
from tests.table_cases import CROWDED, advance

#: As bench/bench_frame.py: the p99 is the tenth-worst frame, one of the
#: frames after a move rather than the one or two that lay out a new plan.
FRAMES = 1000
TARGET_MS = 8.0
SPOKEN = ["Ada plays the 7 of hearts. Move 3.", "Boris draws from the stock.",
          "Your turn: move 4."]


@pytest.mark.parametrize("size", ((1920, 1080), (1366, 768)))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_at_300_percent_the_p99_frame_is_under_8_ms_of_cpu(game_id: str,
                                                          size: tuple[int, int]) -> None:
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(size))
    renderer.configure(300, "yellow", True)
    players = CROWDED[game_id]
    session = spec(game_id).session(players, ["normal"] * (players - 1), 7, {})
    session.start()
    # The first frame paints every card picture and word: the first frame
    # after a zoom step, timed apart by the bench.
    renderer.draw([], SPOKEN, table=session.table_model())
    times: list[float] = []
    moved = 0
    for i in range(FRAMES):
        if i % 10 == 0 and not session.game.is_over():
            advance(session, 1)  # the table changes as play goes on, every seat by a bot
            moved += 1
        start = time.thread_time()
        renderer.draw([], SPOKEN, table=session.table_model())
        times.append((time.thread_time() - start) * 1000)
    p99 = sorted(times)[int(len(times) * 0.99)]
    assert moved >= 30, moved  # frames after moves among them, not one table drawn again
    assert p99 < TARGET_MS, (game_id, size, p99, sorted(times)[-5:])
