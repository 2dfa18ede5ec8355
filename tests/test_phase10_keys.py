"""Phase 10: every bound key says something in every state (ux.md, issue 9):
what it did, or in one sentence why it cannot."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from game.actions.commands import GAME
from game.actions.phase10 import ACTIONS, HAND, TABLE, Phase10Session
from game.rules.phase10.moves import DRAW, PLAY
from tests.test_phase10_session import arrange, make, select, texts

#: The app answers these itself (game/app): the session never sees them.
APP_COMMANDS = frozenset({"mute", "save", "game_menu"})
COMMANDS = [c for c in GAME if c not in APP_COMMANDS]
HAND_CARDS = ["R1", "B2", "G3", "R5", "B5", "G5"]


def states() -> Iterator[tuple[str, Phase10Session]]:
    s = make()
    arrange(s, HAND_CARDS, step=DRAW, discard=["Y7"])
    yield "own turn before drawing", s
    s = make()
    arrange(s, HAND_CARDS)
    yield "own turn after drawing", s
    s = make()
    arrange(s, HAND_CARDS)
    s.phase10.to_move = 1
    yield "another's turn", s
    s = make()
    arrange(s, ["R9", "B9", "G9", "R4", "B5", "G6", "W", "B12"], phase=2)
    select(s, "R9", "B9", "G9", "R4", "B5", "G6", "W")
    s.handle("play")
    assert s.choosing is not None
    yield "a question open", s
    s = make()
    arrange(s, ["R5", "B5", "G5", "Y5", "W", "R8", "B8", "Y9"], phase=9)
    select(s, "R5", "B5", "G5", "Y5", "W", "R8", "B8")
    s.handle("play")
    s.handle("first_card")
    s.handle("play")  # out: the hand's summary waits
    assert s.paused and not s.game.is_over()
    yield "summary waiting", s
    s = make()
    arrange(s, ["R5", "B5", "G5", "Y5", "W", "R8", "B8", "G8", "Y9"], phase=10)
    select(s, "R5", "B5", "G5", "Y5", "W", "R8", "B8", "G8")
    s.handle("play")
    s.handle("first_card")
    s.handle("play")
    assert s.game.is_over()
    yield "game over", s


STATES = [name for name, _ in states()]


@pytest.mark.parametrize("state", STATES)
def test_every_key_says_something_in_every_state(state: str) -> None:
    session = dict(states())[state]
    for row in (HAND, TABLE, ACTIONS):
        for command in COMMANDS:
            s = copy.deepcopy(session)
            if s.choosing is None:
                s.row = row
            words = s.handle(command)
            if state == "game over" and command == "play":
                assert s.play_again_requested  # the app starts the next game and says so
                continue
            assert any(w.text and w.spoken for w in words), (state, row, command)


def test_space_off_the_hand_says_why_nothing_is_selected() -> None:
    s = make()
    arrange(s, HAND_CARDS)
    s.row = TABLE
    assert texts(s.handle("toggle_select")) == [
        "Nothing to select on the table row: select cards in your hand, then press Enter on a "
        "group to hit."]
    s.row = ACTIONS
    assert texts(s.handle("toggle_select")) == [
        "Nothing to select on the action row: press Enter to do the action in focus."]
    arrange(s, [], step=PLAY)
    s.row = HAND
    assert texts(s.handle("toggle_select")) == ["Your hand is empty: nothing to select."]
