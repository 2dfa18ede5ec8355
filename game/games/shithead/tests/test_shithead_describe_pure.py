"""Words do not change state: Shithead's ``describe`` only says an event.
The rows, the focus, the selection and where each seat plays from follow
the table in ``took_in``, after the words, so that asking for an event's
words again, or in another order, changes nothing the keys then read.

The history is left out of the comparison: every sentence built goes into
it (``GameSession.say``)."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.bots import bot_rng
from game.games.shithead.bots import BOTS
from game.games.shithead.session import FACE_UP, HAND, ShitheadSession
from game.games.shithead.tests.test_shithead_session import go_to, session_at, texts


def keys_read(s: ShitheadSession) -> tuple[Any, ...]:
    """Everything of the session that a key reads, as a value."""
    return ([(row.name, tuple(row.items)) for row in s.rows], s.row, tuple(s.focus),
            tuple(s.sources), frozenset(s.selected), s.selected_row, tuple(s.hand),
            tuple(s.face_up))


def test_describing_a_pick_up_moves_no_focus() -> None:
    """SH-14: the words say the focus moves to the hand; the move itself is
    made once the pick-up is taken in, not by describing it."""
    s = session_at("5S 4H", up="KH", pile="3C 7D KD")
    go_to(s, FACE_UP)
    events = s.game.apply(s.game.legal_moves()[0])
    assert [e["type"] for e in events] == ["pickup"]
    before = keys_read(s)
    s._batch = list(events)  # the batch ``announce`` would be saying
    for _ in range(2):
        assert texts(s.describe(events[0])) == [
            "You pick up 3 cards: a 3, a 7 and a king; focus moves to your hand."]
    assert keys_read(s) == before
    s.announce(events)
    assert s.row == HAND
    assert len(s.rows[HAND].items) == 5  # the rows follow the table once it is said


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (4, 3)])
def test_describing_any_event_twice_in_any_order_changes_nothing(seed: int,
                                                                 players: int) -> None:
    """A whole game: after each move, its events are described backwards
    and then again forwards before the session says them; what the keys
    read stays as it was, and the words are the same each time."""
    s = ShitheadSession(players, ["normal"] * (players - 1), seed=seed)
    me = BOTS["normal"](bot_rng(seed, 0))
    s.start()
    game = s.shithead
    described = 0
    for _ in range(3000):
        if game.is_over():
            break
        seat = game.current_player()
        assert seat is not None
        mover = me if seat == s.human else s.side.bots[seat]
        events = game.apply(mover.choose(game.view(seat), game.legal_moves()))
        shown = [game.redact(e, s.human) for e in events]
        before = keys_read(s)
        s._batch = list(events)
        backwards = [texts(s.describe(e)) for e in reversed(shown)]
        forwards = [texts(s.describe(e)) for e in shown]
        assert forwards == backwards[::-1]
        assert keys_read(s) == before, [e["type"] for e in shown]
        described += len(shown)
        s.announce(events)
        while s.paused and not game.is_over():
            s.go_on()
    assert game.is_over()
    assert described > 50
