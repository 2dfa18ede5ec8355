"""Every game's events are typed (game/core/events.py): each engine's events
read as its declared structs and back to the same JSON, byte for byte, for
the engine and for every seat's redacted copy; the engine's hiding
declaration is read off the marks on those structs, and every event type it
records is declared."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import msgspec
import pytest
from redaction_games import play

from game.core.base import SPECTATOR
from game.core.events import Annotated, EventSchema, GameEvent, Secret, Shown
from game.core.hidden import Hidden
from game.core.spec import GameSpec
from game.games import SPECS
from tests.game_traits import traits

#: Seeds and seat counts whose games between them reach every event type of
#: every game (Twenty's pass, Ten Phases' redraw and reshuffles, Shithead's
#: burns by four...); the test says which type a change leaves unreached.
GAMES = [(players, seed) for seed in range(3) for players in (2, 3, 4)]


@pytest.mark.parametrize("game", SPECS, ids=lambda s: s.id)
def test_the_hidden_fields_are_read_off_the_event_types(game: GameSpec) -> None:
    engine = game.engine
    assert engine.hidden == engine.event_types.hidden
    assert engine.record_events <= engine.event_types.types


def json_line(event: dict[str, Any]) -> str:
    return json.dumps(event, ensure_ascii=False, separators=(",", ":"))


@pytest.mark.parametrize("game", SPECS, ids=lambda s: s.id)
def test_every_event_is_its_struct_and_back_byte_for_byte(game: GameSpec) -> None:
    """The engine's own events and each seat's (and a watcher's) redacted
    copies: the struct holds every field with its declared type, and gives
    back the same line."""
    schema = game.engine.event_types
    seen: Counter[str] = Counter()

    def check(events: list[dict[str, Any]], players: int) -> None:
        for event in events:
            copies = [game.engine.redact(event, v) for v in (*range(players), SPECTATOR)]
            for shown in (event, *copies):
                assert json_line(schema.plain(schema.typed(shown))) == json_line(shown)
            seen[event["type"]] += 1

    for players, seed in GAMES:
        if game.engine.min_players <= players <= game.engine.max_players:
            play(game, players, seed,
                 after_move=lambda engine, first: check(engine.events[first:], engine.players))
    check(traits(game.id).rare_events(), game.engine.max_players)
    assert set(seen) == schema.types, f"event types no game reached: {schema.types - set(seen)}"


def test_a_field_the_struct_does_not_declare_is_refused() -> None:
    """An engine that writes a field its struct lacks (or of another type)
    is caught, not passed on unread: the structs forbid unknown fields."""
    schema = SPECS[0].engine.event_types
    event = dict(SPECS[0].engine(2, seed=1).events[0])
    schema.typed(event)
    with pytest.raises(msgspec.ValidationError, match="unknown field"):
        schema.typed({**event, "secret_hand": ["AS"]})
    with pytest.raises(msgspec.ValidationError):
        schema.typed({**event, "dealer": "north"})
    with pytest.raises(msgspec.ValidationError):
        schema.typed({"type": "no_such_event"})


def test_a_mark_declares_the_hidden_field_in_the_order_written() -> None:
    class Swap(GameEvent, tag="swap"):
        player: int
        given: Annotated[Shown, Secret(owner_sees=True)]
        taken: Annotated[Shown, Secret()]
        seen: list[str]

    assert EventSchema(Swap).hidden == {"swap": (Hidden("given", owner_sees=True),
                                                 Hidden("taken"))}
    with pytest.raises(ValueError, match="share a tag"):
        EventSchema(Swap, Swap)
