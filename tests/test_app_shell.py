"""The app's menus and online link talk to a small shell, not to the loop:
no module of the app imports ``game.app.main`` (only the command line
does), and no import cycle is left among the app's modules, deferred
imports counted (tools/measure_parts.py finds them)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def measure_parts() -> ModuleType:
    spec = importlib.util.spec_from_file_location("measure_parts",
                                                  ROOT / "tools" / "measure_parts.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_only_the_command_line_imports_the_loop() -> None:
    graph = measure_parts().import_graph(ROOT, "game")
    importers = sorted(module for module, names in graph.items()
                       if "game.app.main" in names and "tests" not in module.split("."))
    assert importers == ["game.cli"]


def test_the_menus_the_online_link_and_the_settings_are_in_no_import_cycle() -> None:
    tool = measure_parts()
    cycles = tool.import_cycles(tool.import_graph(ROOT, "game"))
    # The drawn table's modules (table_*.py) are a part of their own, untangled apart.
    app_cycles = [cycle for cycle in cycles
                  if any(m.startswith("game.app.") and not m.startswith("game.app.table_")
                         for m in cycle)]
    assert app_cycles == []
