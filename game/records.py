"""Game records (format 1, ``docs/records.md``): JSON Lines files."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from .rules.base import Event, Game

FORMAT = 1


def player_entry(kind: str, level: str | None, name: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": name, "kind": kind}
    if level is not None:
        entry["level"] = level
    return entry


def header(game: Game[Any], players: Sequence[dict[str, Any]]) -> Event:
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
