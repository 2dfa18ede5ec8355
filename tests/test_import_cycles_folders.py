"""No import cycle between the folders of ``game/``: the core, each game's
folder, the app, speech, sound, the protocol and the server (a game's own
tests inside its folder counted as the game's). A test of a game played
through the app's window and keys is the app's test and lives in
``tests/``: a game's folder that imported the app would tie every game to
the app, the online client and the server through it. Every import counts,
a deferred or type-checking one too (tools/measure_parts.py reads them)."""

from __future__ import annotations

from collections import defaultdict

from tests.test_measure_parts import ROOT, load_tool


def folder(module: str) -> str:
    """A module's folder: ``game.games.<id>`` for a game's, else ``game.<part>``."""
    parts = module.split(".")
    return ".".join(parts[:3] if len(parts) > 2 and parts[1] == "games" else parts[:2])


def test_no_import_cycle_between_folders() -> None:
    tool = load_tool()
    folders: dict[str, set[str]] = defaultdict(set)
    for module, imported in tool.import_graph(ROOT, "game").items():
        folders[folder(module)] |= {folder(m) for m in imported} - {folder(module)}
    assert tool.import_cycles(folders) == []
