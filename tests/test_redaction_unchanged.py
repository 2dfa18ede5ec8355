"""What every seat is shown of every event stays byte for byte as it was
when each engine hid cards with its own hand-written ``redact`` (before the
hiding became one declaration per engine, :mod:`game.core.hidden`).

For each game of ``game.games.SPECS``, at every player count, whole games
are played by the easy bots from fixed seeds, and every event redacted for
every seat and for a watcher is serialized as the server sends it (JSON,
keys in their order). The SHA-256 of that stream is compared with the one
stored in ``tests/data/redaction_digests.json``, written from the
hand-written functions. A game with no stored digest (a new one) is
reported, not passed: run this file as a script to add it.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest
from redaction_games import play, player_counts, viewers

from game.core.spec import GameSpec
from game.games import SPECS

STORED = Path(__file__).resolve().parent / "data" / "redaction_digests.json"
SEEDS = (1, 2, 3, 4, 5)


def digest(spec: GameSpec, players: int, seed: int) -> str:
    game = play(spec, players, seed)
    sha = hashlib.sha256()
    for event in game.events:
        for viewer in viewers(game):
            shown = game.redact(event, viewer)
            sha.update(json.dumps(shown, ensure_ascii=False).encode("utf-8"))
            sha.update(b"\n")
    return sha.hexdigest()


def key(spec: GameSpec, players: int, seed: int) -> str:
    return f"{spec.id}/{players}/{seed}"


def cases() -> list[tuple[GameSpec, int, int]]:
    return [(s, n, seed) for s in SPECS for n in player_counts(s) for seed in SEEDS]


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_seat_is_shown_every_event_as_before(spec: GameSpec) -> None:
    stored: dict[str, str] = json.loads(STORED.read_text(encoding="utf-8"))
    for entry, players, seed in cases():
        if entry is not spec:
            continue
        name = key(spec, players, seed)
        assert name in stored, f"no stored digest for {name}: run {__file__} to add it"
        assert digest(spec, players, seed) == stored[name], f"{name}: a seat is shown otherwise"


if __name__ == "__main__":  # add the digests of games not stored yet
    known: dict[str, str] = (json.loads(STORED.read_text(encoding="utf-8"))
                             if STORED.exists() else {})
    for entry, players, seed in cases():
        known.setdefault(key(entry, players, seed), digest(entry, players, seed))
    STORED.write_text(json.dumps(known, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    sys.exit(0)
