"""No import cycle among the modules of game/server and game/online: every
import counts, a deferred one (inside a function) and a type-checking one
(under ``if TYPE_CHECKING``) too, as each still ties the modules together
(tools/measure_parts.py reads them). A feature of the server names what it
needs of its host through a Protocol (game/server/host.py) instead of
importing the ``Server`` that holds it; the two stores share their interface
and schema from a module below both (game/server/store_base.py)."""

from __future__ import annotations

from tests.test_measure_parts import ROOT, load_tool

#: The folders held to it here.
HELD = ("game.server", "game.online")
#: The modules that start a server: the only ones that may import the Server itself.
STARTERS = {"game.server.embedded", "game.server.process"}


def held_graph() -> dict[str, set[str]]:
    graph = load_tool().import_graph(ROOT, "game")
    return {module: {m for m in imported if m.startswith(HELD)}
            for module, imported in graph.items() if module.startswith(HELD)}


def test_no_import_cycle_among_server_and_online_modules() -> None:
    assert load_tool().import_cycles(held_graph()) == []


def test_only_what_starts_a_server_imports_the_server() -> None:
    # A feature typed by the Server it is held by closes a cycle through
    # app.py at once; it names the few things it needs in host.py instead.
    importers = {module for module, imported in held_graph().items()
                 if "game.server.app" in imported}
    assert importers <= STARTERS


def test_the_sqlite_store_file_stays_under_the_size_of_a_part() -> None:
    # game/server/store.py was 622 lines; the interface both sides share is store_base.py.
    lines = (ROOT / "game" / "server" / "store.py").read_text(encoding="utf-8").count("\n")
    assert lines < 600
