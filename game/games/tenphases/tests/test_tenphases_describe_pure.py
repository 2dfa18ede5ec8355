"""Words do not change state: Ten Phases' ``describe`` only says an event.
The cards each seat showed and still holds (TP-7/8), the rows, the
selection and the once-a-phase assist follow the table in ``took_in``,
after the words, so that asking for an event's words again, or in another
order, changes nothing the keys then read.

The history is left out of the comparison: every sentence built goes into
it (``GameSession.say``)."""

from __future__ import annotations

import pytest

from game.core.bots import bot_rng
from game.games.tenphases.bots import BOTS
from game.games.tenphases.rules import DRAW, Discard, DrawStock, Keep
from game.games.tenphases.session import TenPhasesSession
from game.games.tenphases.tests.test_tenphases_session import PHASE8, arrange, make, texts
from game.games.tenphases.tests.test_tenphases_shown import ada_declares


def keys_read(s: TenPhasesSession) -> tuple[object, ...]:
    """Everything of the session that a key reads, or that later words
    read, as a value."""
    return ([(row.name, tuple(row.items)) for row in s.rows], s.row, tuple(s.focus),
            frozenset(s.selected), tuple(s.hand), s.narrator.assisted,
            tuple(tuple(sorted(held.elements())) for held in s.shown_held), s.choosing)


def test_describing_a_draw_twice_says_the_assist_twice() -> None:
    """The assist speaks once a phase, after the player's draw: the once is
    counted when the draw is taken in, not when its words are asked for."""
    s = make()
    arrange(s, PHASE8[:-1], phase=8, step=DRAW, stock=["8C"])
    events = s.side.engine.apply(DrawStock())
    before = keys_read(s)
    for _ in range(2):
        assert texts(s.describe(events[0])) == [
            "You draw the 8 of clubs.",
            "You hold phase 8: select its cards and press Enter to declare it."]
    assert keys_read(s) == before
    s.flow.announce(events)
    assert s.narrator.assisted == 8
    assert len(s.hand) == 11  # the rows follow the table once it is said


def test_describing_a_declaration_notes_no_shown_card() -> None:
    """TP-7: a declaration shows its cards to everyone; the session keeps
    them as shown once the declaration is taken in, not when it is described."""
    s = make()
    ada_declares(s)
    events = s.side.engine.apply(Keep())
    s.flow.announce(events)
    shown = sum(s.shown_held[1].values())
    assert shown == 6
    game = s.tenphases
    discard = next(m for m in game.legal_moves() if isinstance(m, Discard)
                   and m.card in s.shown_held[1])
    events = game.apply(discard)
    said = next(e for e in events if e["type"] == "discard")
    for _ in range(2):
        s.describe(said)
    assert sum(s.shown_held[1].values()) == shown
    s.flow.announce(events)
    assert sum(s.shown_held[1].values()) == shown - 1


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (4, 3)])
def test_describing_any_event_twice_in_any_order_changes_nothing(seed: int,
                                                                 players: int) -> None:
    """A whole seeded game (its deal, draws, declarations, keeps, redraws,
    discards and end): after each move, its events are described backwards
    and then again forwards before the session says them; what the keys
    read stays as it was, and the words are the same each time."""
    s = TenPhasesSession(players, ["normal"] * (players - 1), seed=seed)
    me = BOTS["normal"](bot_rng(seed, 0))
    s.start()
    game = s.tenphases
    described = 0
    kinds: set[str] = set()
    for _ in range(3000):
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
        kinds.update(e["type"] for e in shown)
        s.flow.announce(events)
        while s.flow.paused and not game.is_over():
            s.flow.go_on()
    assert game.is_over()
    assert described > 50
    assert {"declare", "discard", "game_end"} <= kinds
