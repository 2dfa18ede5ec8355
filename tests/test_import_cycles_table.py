"""No import cycle among the drawn table's modules (game/app/table_*.py):
every import counts, a deferred one and a type-checking one too
(tools/measure_parts.py reads them). They made a ring of six (table_draw,
table_frame, table_plan, table_refocus, table_results, table_view): the
drawer imported the frame, the magnifier, the focus redraw and the
results to draw with, and each of them named the drawer back. Now what
they draw with and what a frame drew lie under them (table_paint,
table_drawn) and the drawer (table_draw) over them."""

from __future__ import annotations

from tests.test_measure_parts import ROOT, load_tool

HELD = "game.app.table_"


def test_no_import_cycle_among_the_table_modules() -> None:
    tool = load_tool()
    graph = tool.import_graph(ROOT, "game")
    held = {module: {m for m in imported if m.startswith(HELD)}
            for module, imported in graph.items() if module.startswith(HELD)}
    assert len(held) >= 10, sorted(held)  # the table's modules were found
    assert tool.import_cycles(held) == []
