"""W once the game is over says so plainly, with the keys that answer now,
in every game (it once said "Invalid: the game is over.")."""

from __future__ import annotations

import pytest

from game.core.session import GameSession
from game.games import SPECS, spec

GAMES = tuple(s.id for s in SPECS)


def finished(game_id: str) -> GameSession:
    """A two-player game played to its end, the player taking the game's
    own plan each turn and going on after every summary."""
    session = spec(game_id).session(2, ["easy"], 3, key_label=str.upper)
    session.start()
    for _ in range(20_000):
        if session.side.is_over():
            return session
        if session.flow.paused:
            session.handle("play")
        elif session.bots.due():
            session.bots.step()
        else:
            session.moves.try_move(session.advice.plan_move())
    raise AssertionError("the game never ended")


@pytest.mark.parametrize("game_id", GAMES)
def test_whose_turn_after_the_game_says_it_is_over_and_what_answers(game_id: str) -> None:
    session = finished(game_id)
    words = [u.text for u in session.handle("whose_turn")]
    assert words == ["Nobody's turn: the game is over. SCORES says the final scores, "
                     "PLAY plays again."]
