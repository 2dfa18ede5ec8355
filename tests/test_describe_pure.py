"""Words do not change state: a session's ``describe`` only says an event.
What a key reads (the rows, the row in focus, the focus, and what each
game keeps: the selection, the hand, the cards laid, the assists...)
follows the table in ``took_in``, after the words, so that asking for an
event's words again, or in another order, changes nothing the keys then
read. Every game of ``SPECS``, with what sets it apart read from its traits
(``describe`` in ``game/games/<id>/tests/traits.py``, tests/game_traits.py):

- whole seeded games: after each move, its events are described backwards
  and then again forwards before the session says them; what the keys read
  stays as it was, and the words are the same each time;
- the game's own cases: an event whose words say what taking it in will do,
  described twice, does none of it until the session takes the move in;
- a narrator checked alone is built with no session (it inherits none and
  its module imports none) and says the game's cases from what it is given.

The history is left out of the comparison: every sentence built goes into
it (``GameSession.say``)."""

from __future__ import annotations

import ast
import inspect
from collections.abc import Sequence
from typing import Any

import pytest

from game.core.bots import bot_rng
from game.core.session import GameSession, Utterance
from game.core.spec import GameSpec
from game.games import SPECS
from tests.game_traits import DescribeCase, NarratorCase, Say, traits


def texts(words: Sequence[Utterance]) -> list[str]:
    return [u.text for u in words]


def keys_read(session: Any) -> tuple[Any, ...]:
    """Everything of the session that a key (or the next words) reads, as a
    value: the rows, the row and the focus every session has, and what its
    game's traits add."""
    rows = tuple((row.name, tuple(row.items)) for row in session.cursor.rows)
    return (rows, session.cursor.row, tuple(session.cursor.focus),
            *traits(session.side.game_id).describe.keys_read(session))


@pytest.mark.parametrize(("game", "seed", "players"), [
    pytest.param(game, seed, players, id=f"{game.id}-{seed}-{players}")
    for game in SPECS for seed, players in traits(game.id).describe.games])
def test_describing_any_event_twice_in_any_order_changes_nothing(
        game: GameSpec, seed: int, players: int) -> None:
    pure = traits(game.id).describe
    s = game.session(players, ["normal"] * (players - 1), seed=seed,
                     options=dict(traits(game.id).short_options))
    me = game.bots["normal"](bot_rng(seed, 0))
    s.start()
    engine = s.side.engine
    described = 0
    kinds: set[str] = set()
    for _ in range(pure.moves):
        if engine.is_over():
            break
        seat = engine.current_player()
        assert seat is not None
        mover = me if seat == s.human else s.side.bots[seat]
        events = engine.apply(mover.choose(engine.view(seat), engine.legal_moves()))
        shown = [engine.redact(e, s.human) for e in events]
        before = keys_read(s)
        pure.before_describe(s, events)
        backwards = [texts(s.describe(e)) for e in reversed(shown)]
        forwards = [texts(s.describe(e)) for e in shown]
        assert forwards == backwards[::-1]
        assert keys_read(s) == before, [e["type"] for e in shown]
        described += len(shown)
        kinds.update(e["type"] for e in shown)
        s.flow.announce(events)
        while s.flow.paused and not engine.is_over():
            s.flow.go_on()
    assert engine.is_over() or not pure.to_the_end
    assert described > pure.described
    assert pure.kinds <= kinds, f"never described: {pure.kinds - kinds}"
    assert pure.reached(s)


@pytest.mark.parametrize("case", [
    pytest.param(case, id=f"{game.id}-{case.name}")
    for game in SPECS for case in traits(game.id).describe.cases])
def test_a_games_event_described_twice_does_nothing_until_it_is_taken_in(
        case: DescribeCase) -> None:
    move = case.made()
    s = move.session
    before = keys_read(s)
    traits(s.side.game_id).describe.before_describe(s, move.events)
    said = texts(s.describe(move.event))
    assert texts(s.describe(move.event)) == said
    if case.words is not None:
        assert said == list(case.words)
    assert keys_read(s) == before
    if move.events:
        s.flow.announce(move.events)
    case.after(s, said)


def saying(said: list[Utterance]) -> Say:
    """A narrator's ``say`` that keeps what it says in ``said``."""

    def say(text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        said.append(Utterance(text, interrupt=interrupt, cue=cue, seat=seat, spoken=important))
        return said[-1]

    return say


def narrator_games() -> list[GameSpec]:
    """The games whose narrator is checked alone."""
    return [game for game in SPECS if traits(game.id).describe.narrator is not None]


@pytest.mark.parametrize("game", narrator_games(), ids=lambda g: g.id)
def test_the_narrator_is_no_session_and_its_module_imports_none(game: GameSpec) -> None:
    """The words stand apart from the session that holds them: the
    narrator inherits no session, and its module imports none (the
    utterance comes from ``game.core.utterance``)."""
    narrate = traits(game.id).describe.narrator
    assert narrate is not None
    narrator = type(narrate(game.engine(2, seed=1), 0, saying([])))
    assert not issubclass(narrator, GameSession)
    tree = ast.parse(inspect.getsource(inspect.getmodule(narrator) or narrator))
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    imported += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                 for alias in node.names]
    assert imported and not [m for m in imported if m.rpartition(".")[2] == "session"]


@pytest.mark.parametrize(("game", "case"), [
    pytest.param(game, case, id=f"{game.id}-{case.name}")
    for game in narrator_games() for case in traits(game.id).describe.narrator_cases])
def test_the_narrator_says_a_games_events_without_a_session(game: GameSpec,
                                                           case: NarratorCase) -> None:
    """The words need no session: a seat, names, a view and ``say``. Each
    event is said as asked, and everything said went through ``say``."""
    narrate = traits(game.id).describe.narrator
    assert narrate is not None
    said: list[Utterance] = []
    engine, heard = case.heard()
    returned: list[str] = []
    for line in heard:
        words = narrate(engine, line.seat, saying(said)).describe(line.event, *line.given)
        assert texts(words) == list(line.words)
        if line.must is not None:
            assert words[0].must == line.must
        returned += texts(words)
    assert texts(said) == returned
