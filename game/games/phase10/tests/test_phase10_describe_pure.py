"""Words do not change state: Phase 10's ``describe`` only says an event.
The laid groups, each seat's phase for the hand, the rows, the selection,
the once-a-hand assist and the last-card warnings follow the table in
``took_in``, after the words, so that asking for an event's words again,
or in another order, changes nothing the keys then read.

The history is left out of the comparison: every sentence built goes into
it (``GameSession.say``)."""

from __future__ import annotations

import pytest

from game.core.bots import bot_rng
from game.games.phase10.bots import BOTS
from game.games.phase10.rules import DrawStock, Hit
from game.games.phase10.rules.moves import DRAW
from game.games.phase10.session import Phase10Session
from game.games.phase10.tests.test_phase10_session import (
    arrange,
    make,
    select,
    table_with_ada_run,
    texts,
)


def keys_read(s: Phase10Session) -> tuple[object, ...]:
    """Everything of the session that a key reads, or that later words
    read, as a value."""
    return ([(row.name, tuple(row.items)) for row in s.rows], s.row, tuple(s.focus),
            frozenset(s.selected), tuple(s.hand), tuple(s.table_items),
            tuple(tuple(groups) for groups in s.laid), tuple(s.hand_phases), s.narrator.assisted,
            frozenset(s.last_card_warning.warned), s.choosing)


def test_describing_a_draw_twice_says_the_assist_twice() -> None:
    """The assist speaks once a hand, after the player's draw: the once is
    counted when the draw is taken in, not when its words are asked for."""
    s = make()
    arrange(s, ["R9", "B9", "G9", "R5", "B5", "W", "Y1", "Y2", "Y3"], step=DRAW,
            stock=["G12"])
    events = s.side.engine.apply(DrawStock())
    before = keys_read(s)
    for _ in range(2):
        assert texts(s.describe(events[0])) == [
            "You draw a green 12.",
            "You hold phase 1: select its cards and press Enter to lay it."]
    assert keys_read(s) == before
    s.flow.announce(events)
    assert s.narrator.assisted
    assert len(s.hand) == 10  # the rows follow the table once it is said


def test_describing_a_hit_leaves_the_laid_group_as_it_was() -> None:
    """P10-11: a hit adds cards to a laid group; its words name the group
    with them, but the group the session keeps grows only once."""
    s = table_with_ada_run()
    select(s, "R8")
    group_before = s.laid[1][0]
    events = s.side.engine.apply(Hit(1, 0, tuple(s.chosen_cards()), (8,)))  # Ada's run 3 to 7
    hit = next(e for e in events if e["type"] == "hit")
    first = texts(s.describe(hit))
    assert texts(s.describe(hit)) == first
    assert "8" in first[0]
    assert s.laid[1][0] == group_before
    s.flow.announce(events)
    assert len(s.laid[1][0].cards) == len(group_before.cards) + 1


def game_moves(s: Phase10Session, seed: int, limit: int) -> int:
    """Play ``s`` with a bot in the player's seat; before each move's words
    are said, describe its events backwards and then forwards, and check
    that nothing a key reads moved and the words are the same each time.
    The number of events so described."""
    me = BOTS["normal"](bot_rng(seed, 0))
    game = s.phase10
    described = 0
    for _ in range(limit):
        if game.is_over():
            break
        seat = game.current_player()
        assert seat is not None
        mover = me if seat == s.human else s.side.bots[seat]
        events = game.apply(mover.choose(game.view(seat), game.legal_moves()))
        shown = [game.redact(e, s.human) for e in events]
        before = keys_read(s)
        backwards = [texts(s.describe(e)) for e in reversed(shown)]
        forwards = [texts(s.describe(e)) for e in shown]
        assert forwards == backwards[::-1]
        assert keys_read(s) == before, [e["type"] for e in shown]
        described += len(shown)
        s.flow.announce(events)
        while s.flow.paused and not game.is_over():
            s.flow.go_on()
    return described


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (4, 3)])
def test_describing_any_event_twice_in_any_order_changes_nothing(seed: int,
                                                                 players: int) -> None:
    """Three hands of a seeded game (deals, draws, lays, hits, skips, hands'
    ends): describing each move's events twice changes nothing."""
    s = Phase10Session(players, ["normal"] * (players - 1), seed=seed)
    s.start()
    described = game_moves(s, seed, 400)
    assert described > 200
    assert s.view().hand_number >= 3
