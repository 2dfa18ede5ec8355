"""The import rules of docs/architecture.md, read from the source with ``ast``.

A game is a folder (``game/games/<id>/``) that the rest of the program
reaches only through its spec; these tests keep it so:

* nothing in a game imports the app, speech, sound, pygame, the list of
  games or another game;
* a game's engine (its ``rules`` module or package) imports only the core,
  its own engine modules and the standard library;
* the core imports no game and nothing of the app, speech or sound;
* the app, speech and sound name no game, by id or by title.

A game's own tests (``game/games/<id>/tests/``) drive the whole app, so the
rules skip them.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.games import SPECS
from game.i18n import t

GAME = Path(__file__).resolve().parents[1] / "game"
GAME_IDS = [s.id for s in SPECS]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> Iterator[str]:
    """Every module ``path`` imports, absolute (relative imports resolved);
    ``from x import y`` gives both ``x`` and ``x.y`` (y may be a module)."""
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            yield module
            yield from (f"{module}.{alias.name}" for alias in node.names)


def sources(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "tests" not in p.relative_to(GAME).parts)


def under(module: str, *packages: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def test_the_rules_see_every_file_and_resolve_relative_imports() -> None:
    # The checks below are only as good as this reading: a relative import in
    # a game's session must come out as the core's absolute name.
    session = GAME / "games" / GAME_IDS[0] / "session.py"
    assert "game.core.session" in set(imports(session))
    assert len(sources(GAME / "games")) >= 4 * len(SPECS)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_imports_no_app_speech_sound_pygame_nor_another_game(game_id: str) -> None:
    others = [f"game.games.{other}" for other in GAME_IDS if other != game_id]
    bad = [(path.name, module) for path in sources(GAME / "games" / game_id)
           for module in imports(path)
           if under(module, "game.app", "game.speech", "game.sound", "pygame", *others)
           or module == "game.games"]
    assert not bad


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_engine_imports_only_the_core_itself_and_the_standard_library(game_id: str) -> None:
    folder = GAME / "games" / game_id
    engine = folder / "rules"
    # A one-module engine (rules.py) may keep its typed events beside it.
    paths = sources(engine) if engine.is_dir() else [
        p for p in (folder / "rules.py", folder / "events.py") if p.exists()]
    own = [f"game.games.{game_id}.{path.stem}" for path in paths] if not engine.is_dir() else [
        f"game.games.{game_id}.rules"]
    bad = [(path.name, module) for path in paths for module in imports(path)
           if not (under(module, "game.core", *own, "__future__")
                   or module.split(".")[0] in sys.stdlib_module_names)]
    assert not bad


def test_the_core_imports_no_game_and_no_app_speech_or_sound() -> None:
    bad = [(path.name, module) for path in sources(GAME / "core") for module in imports(path)
           if under(module, "game.games", "game.app", "game.speech", "game.sound", "pygame")]
    assert not bad


@pytest.mark.parametrize("layer", ["app", "speech", "sound", "core"])
def test_the_app_speech_sound_and_core_name_no_game(layer: str) -> None:
    names = {*GAME_IDS, *(t(s.title_id) for s in SPECS)}
    pattern = re.compile("|".join(rf"\b{re.escape(name)}\b" for name in names), re.IGNORECASE)
    found = [(path.name, match.group(0)) for path in sources(GAME / layer)
             for match in pattern.finditer(path.read_text(encoding="utf-8"))]
    assert not found


def test_the_catalog_module_imports_no_game() -> None:
    # The games' sessions import i18n; i18n importing the list of games back
    # tied every session into one cycle. The list of games adds their
    # catalog folders to i18n instead (game/games/__init__.py).
    bad = [module for module in imports(GAME / "i18n.py") if under(module, "game.games")]
    assert not bad


def test_the_server_loads_no_session_no_words_and_no_catalog() -> None:
    # The server plays engines and bots: a spec holds those itself and loads
    # its session (and so the words, i18n and Fluent) only when asked.
    probe = ("import sys, game.server.app; print(' '.join(m for m in sys.modules"
             " if m.startswith(('game.', 'fluent'))))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            check=True, cwd=GAME.parent).stdout.split()
    assert "game.games.twenty.rules" in loaded  # the probe sees the engines
    bad = [m for m in loaded if m.startswith(("fluent", "game.i18n", "game.locale"))
           or re.search(r"(session|words)$", m)]
    assert not bad


def test_the_core_and_the_games_never_import_the_network_code() -> None:
    # Online tables sit on top of the engines: an engine knows no server, no client
    # and no websocket (the embedded host, game/server/embedded.py, included).
    bad = [(str(path.relative_to(GAME)), module)
           for folder in ("core", "games") for path in sources(GAME / folder)
           for module in imports(path)
           if under(module, "game.online", "game.server", "websockets")]
    assert not bad


@pytest.mark.parametrize(("layer", "forbidden"), [
    ("online", ("game.app", "game.speech", "game.sound", "pygame", "game.server", "game.web")),
    # The web part makes the words in a process of its own: the table server
    # never imports it (it starts it as a command).
    ("server", ("game.app", "game.speech", "game.sound", "pygame", "game.web")),
    # The web part is a client of the table server, never a part of it.
    ("web", ("game.server",)),
])
def test_the_protocol_and_the_server_import_no_app_speech_sound_or_pygame(
        layer: str, forbidden: tuple[str, ...]) -> None:
    # The protocol is shared by the server and the clients (the app later);
    # the server runs headless, with no window, voice or sound.
    paths = sources(GAME / layer)
    assert paths
    bad = [(path.name, module) for path in paths for module in imports(path)
           if under(module, *forbidden)]
    assert not bad
