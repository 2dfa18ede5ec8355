"""Game records (format 1, ``docs/records.md``): JSON Lines files."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from .base import Event, Game

FORMAT = 1
MAX_SEED = 2**63  # a seed beyond it (either way) is damage, not a seed this program wrote


def header_fault(head: Mapping[str, object], engines: Mapping[str, type[Game[Any]]]) -> str | None:
    """The name of the first header field of the wrong type or out of range
    (a save or a record is not trusted), or None if the header is sound.
    Only the fields a reader uses are checked: format, game, players, seed,
    options."""
    if type(head.get("format")) is not int or head["format"] != FORMAT:
        return "format"
    game_id = head.get("game")
    if not isinstance(game_id, str) or game_id not in engines:
        return "game"
    engine = engines[game_id]
    players = head.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players) or not (
        engine.min_players <= len(players) <= engine.max_players
    ):
        return "players"
    seed = head.get("seed", 0)
    if type(seed) is not int or not -MAX_SEED < seed < MAX_SEED:
        return "seed"
    options = head.get("options", {})
    if not isinstance(options, dict):
        return "options"
    try:
        engine.check_options(options)
    except ValueError:
        return "options"
    return None


def player_entry(kind: str, level: str | None, name: str) -> dict[str, str]:
    entry = {"name": name, "kind": kind}
    if level is not None:
        entry["level"] = level
    return entry


class Recorded(Protocol):
    """What a record's header names of a game: an engine, or a session's
    side of the table (game.core.seat)."""

    @property
    def game_id(self) -> str: ...

    @property
    def seed(self) -> int: ...

    @property
    def options(self) -> Mapping[str, object]: ...

    @property
    def players(self) -> int: ...


def header(game: Recorded, players: Sequence[Mapping[str, str]]) -> Event:
    """The first line of a record for ``game``."""
    return {
        "type": "header",
        "format": FORMAT,
        "game": game.game_id,
        "players": list(players),
        "seed": game.seed,
        "options": dict(game.options),
    }


def record_lines(head: Event, events: Iterable[Event]) -> list[str]:
    return [json.dumps(head, ensure_ascii=False)] + [
        json.dumps(e, ensure_ascii=False) for e in events
    ]


def write_record(path: Path, head: Event, events: Iterable[Event]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(record_lines(head, events)) + "\n", encoding="utf-8")
