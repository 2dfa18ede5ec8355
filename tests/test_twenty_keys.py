"""Every bound key says something in every Twenty state (issue 9, item F;
ux.md). That no key acts on the next deal while the summary waits is
tested for every game in test_between_deals.py."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.actions.twenty import TwentySession
from game.bots.base import bot_rng
from game.bots.twenty import BOTS
from tests.test_shithead_keys import silent_keys


def play_until(seed: int, players: int, stop: Callable[[TwentySession], bool]) -> TwentySession:
    s = TwentySession(players, ["normal"] * (players - 1), seed=seed,
                      key_label=lambda c: {"play": "Enter", "toggle_select": "Space",
                                           "draw": "D"}.get(c, c))
    me = BOTS["normal"](bot_rng(seed, 0))
    s.start()
    for _ in range(20000):
        if stop(s):
            return s
        if s.paused and not s.game.is_over():
            s.handle("play")
        elif s.bot_due():
            s.bot_step()
        else:
            s.try_move(me.choose(s.game.view(0), s.game.legal_moves()))
    raise AssertionError("state not reached")


STATES: dict[str, Callable[[TwentySession], bool]] = {
    "own turn": lambda s: not s.paused and s.game.current_player() == 0,
    "another's turn": lambda s: not s.paused and s.game.current_player() == 1,
    "deal summary waiting": lambda s: s.paused and not s.game.is_over(),
    "game over": lambda s: s.game.is_over(),
}


@pytest.mark.parametrize("state", list(STATES))
def test_every_key_says_something(state: str) -> None:
    s = play_until(2, 3, STATES[state])
    s.refresh_rows()
    assert silent_keys(s) == []
