"""Ten Phases: every bound key says something in every state (ux.md,
issue 9): what it did, or in one sentence why it cannot."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from game.actions.commands import GAME
from game.actions.tenphases import ACTIONS, HAND, TenPhasesSession
from game.rules.tenphases import DRAW
from tests.test_tenphases_session import arrange, make, select, texts

#: The app answers these itself (game/app): the session never sees them.
APP_COMMANDS = frozenset({"mute", "save", "game_menu"})
COMMANDS = [c for c in GAME if c not in APP_COMMANDS]
HAND_CARDS = ["4H", "5S", "6D", "9C", "9D", "9S", "KS", "2C", "3D", "QH"]


def states() -> Iterator[tuple[str, TenPhasesSession]]:
    s = make()
    arrange(s, HAND_CARDS, step=DRAW, discard=["7H"])
    yield "own turn before drawing", s
    s = make()
    arrange(s, [*HAND_CARDS, "8S"])
    yield "own turn after drawing", s
    s = make()
    arrange(s, HAND_CARDS)
    s.tenphases.to_move = 1
    yield "another's turn", s
    s = make()
    arrange(s, ["5H", "6H", "JK", "9S", "9C", "9D", "KS", "2C", "4D", "QH", "8S"])
    select(s, "5H", "6H", "JK", "9S", "9C", "9D")
    s.handle("play")
    assert s.choosing is not None and s.choosing.kind == "declare"
    yield "a question open", s
    s = make()
    arrange(s, [*HAND_CARDS, "8S"])
    select(s, "4H", "5S", "6D", "9C", "9D", "9S")
    s.handle("play")
    assert s.choosing is not None and s.choosing.kind == "keep"
    yield "keep or redraw asked", copy.deepcopy(s)
    s.escape()
    yield "keep or redraw put off", s
    s = make()
    arrange(s, ["5H", "6H", "7H", "8H", "9H", "2S", "JK", "4S", "5S", "KD", "QC"], phase=10)
    select(s, "5H", "6H", "7H", "8H", "9H", "2S", "JK", "4S", "5S")
    s.handle("play")
    assert s.game.is_over()
    yield "game over", s


STATES = [name for name, _ in states()]


@pytest.mark.parametrize("state", STATES)
def test_every_key_says_something_in_every_state(state: str) -> None:
    session = dict(states())[state]
    for row in (HAND, ACTIONS):
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
    s.row = ACTIONS
    assert texts(s.handle("toggle_select")) == [
        "Nothing to select on the action row: press Enter to do the action in focus."]
    arrange(s, [])
    s.row = HAND
    assert texts(s.handle("toggle_select")) == ["Your hand is empty: nothing to select."]
