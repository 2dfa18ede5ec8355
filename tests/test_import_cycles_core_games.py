"""No import cycle among the modules of game/core and game/games: every
import counts, a deferred one (inside a function) and a type-checking one
(under ``if TYPE_CHECKING``) too, as each still ties the modules together
(tools/measure_parts.py reads them). A cycle is broken by the direction of
dependency (the shared piece lower, or what is needed passed in, a game's
advice reading its session through a Protocol), never by hiding an import."""

from __future__ import annotations

from tests.test_measure_parts import ROOT, load_tool

#: The folders held to it here; the app's and the server's cycles are theirs.
HELD = ("game.core", "game.games")


def test_no_import_cycle_among_core_and_game_modules() -> None:
    tool = load_tool()
    graph = tool.import_graph(ROOT, "game")
    held = {module: {m for m in imported if m.startswith(HELD)}
            for module, imported in graph.items() if module.startswith(HELD)}
    assert tool.import_cycles(held) == []


def test_the_session_file_stays_under_the_size_of_a_part() -> None:
    # game/core/session.py was 665 lines; the focus rows are game/core/cursor.py.
    lines = (ROOT / "game" / "core" / "session.py").read_text(encoding="utf-8").count("\n")
    assert lines < 600
