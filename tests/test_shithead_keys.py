"""Every bound key says something in every Shithead state (issue 9, item F;
ux.md: "what it did, or in one sentence why it cannot")."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from game.actions.commands import GAME
from game.actions.session import GameSession
from game.actions.shithead import ShitheadSession
from game.bots.base import bot_rng
from game.bots.shithead import BOTS

#: Commands the app answers itself, before the session sees them.
APP_COMMANDS = frozenset({"mute", "save", "game_menu"})
SESSION_COMMANDS = [c for c in GAME if c not in APP_COMMANDS] + [
    "history_back", "history_forward", "history_oldest", "history_newest"]


def silent_keys(session: GameSession) -> list[tuple[int, str]]:
    """(row, command) pairs that say nothing, each tried on a copy."""
    silent = []
    for row in range(len(session.rows)):
        for command in SESSION_COMMANDS:
            if command == "play" and session.game.is_over():
                continue  # the app starts the next game and says so
            trial = copy.deepcopy(session)
            trial.row = row
            words = trial.handle(command)
            if not any(u.text.strip() for u in words):
                silent.append((row, command))
    return silent


def play_until(seed: int, players: int, stop: Callable[[ShitheadSession], bool]
               ) -> ShitheadSession:
    s = ShitheadSession(players, ["normal"] * (players - 1), seed=seed,
                        key_label=lambda c: {"play": "Enter", "toggle_select": "Space",
                                             "take_discard": "T"}.get(c, c))
    me = BOTS["normal"](bot_rng(seed, 0))
    s.start()
    for _ in range(5000):
        if stop(s):
            return s
        if s.bot_due():
            s.bot_step()
        else:
            s.try_move(me.choose(s.game.view(0), s.game.legal_moves()))
    raise AssertionError("state not reached")


STATES: dict[str, Callable[[ShitheadSession], bool]] = {
    "choosing face up": lambda s: s.view().phase == "face_up" and s.game.current_player() == 0,
    "own turn": lambda s: s.view().phase == "play" and s.game.current_player() == 0,
    "another's turn": lambda s: s.view().phase == "play" and s.game.current_player() == 1,
    "own turn from face-down cards": lambda s: (s.game.current_player() == 0 and
                                                s.shithead.source(0) == "face_down"),
    "game over": lambda s: s.game.is_over(),
}


@pytest.mark.parametrize("state", list(STATES))
def test_every_key_says_something(state: str) -> None:
    s = play_until(3, 2, STATES[state])
    s.refresh_rows()
    assert silent_keys(s) == []
