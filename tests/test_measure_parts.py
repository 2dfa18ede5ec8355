"""tools/measure_parts.py: the numbers for a refactor's closing note."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tools" / "measure_parts.py"


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("measure_parts", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_package(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_cycle_finder_finds_a_cycle_closed_by_a_deferred_import(tmp_path: Path) -> None:
    # a -> b at the top, b -> c, and c back to a only inside a function:
    # still a cycle. d imports a but nothing imports d: outside it.
    write_package(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from .b import thing\n",
        "pkg/b.py": "from . import c\n",
        "pkg/c.py": "def later():\n    from .a import thing\n    return thing\n",
        "pkg/d.py": "import pkg.a\n",
        "pkg/sub/__init__.py": "from ..d import x\n",
    })
    tool = load_tool()
    graph = tool.import_graph(tmp_path, "pkg")
    assert graph["pkg.c"] == {"pkg.a"}
    assert graph["pkg.sub"] == {"pkg.d"}
    assert tool.import_cycles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_a_module_taking_a_sibling_from_its_package_does_not_loop_through_it(
        tmp_path: Path) -> None:
    # b takes c out of the package that imports b: the package is loaded
    # before b runs and b reads nothing of it. e takes a name defined in the
    # package's __init__: that is a loop.
    write_package(tmp_path, {
        "pkg/__init__.py": "from .b import x\nfrom .e import y\nNAME = 1\n",
        "pkg/b.py": "from . import c\n",
        "pkg/c.py": "",
        "pkg/e.py": "from . import NAME\n",
    })
    tool = load_tool()
    graph = tool.import_graph(tmp_path, "pkg")
    assert graph["pkg.b"] == {"pkg.c"}
    assert tool.import_cycles(graph) == [["pkg", "pkg.e"]]


def test_a_package_without_a_cycle_has_none(tmp_path: Path) -> None:
    write_package(tmp_path, {
        "pkg/__init__.py": "from . import a\n",
        "pkg/a.py": "from .b import thing\n",
        "pkg/b.py": "import os\n",
    })
    tool = load_tool()
    assert tool.import_cycles(tool.import_graph(tmp_path, "pkg")) == []


def test_any_is_counted_as_a_name_not_in_comments_or_strings(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text(
        "from typing import Any  # Any\nx: Any = 'Any'\nAnyway = 1\n", encoding="utf-8")
    assert load_tool().any_count(tmp_path) == 2


def number(pattern: str, text: str) -> str:
    found = re.search(pattern, text, re.MULTILINE)
    assert found, pattern
    return found[1]


def test_the_script_prints_every_section_with_sane_numbers() -> None:
    out = subprocess.run([sys.executable, str(SCRIPT)], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=120).stdout
    for section in ("== sessions", "== parts", "== Any", "== server imports",
                    "== import cycles"):
        assert section in out
    sessions = re.findall(r"^session (\w+) \w+: members (\d+) \(class (\d+), instance (\d+)\),"
                          r" mro (\d+)$", out, re.MULTILINE)
    assert len(sessions) >= 4
    # Every session class is under the bound of 50 members (its bases' and
    # what it sets on itself counted): what it does is its parts'.
    for _, members, of_class, of_instance, mro in sessions:
        assert 20 < int(members) == int(of_class) + int(of_instance) < 50
        assert int(mro) >= 3
    # Every session holds its parts, each counted as a session is, and each
    # under the same bound.
    parts = re.findall(r"^part (\w+) (\w+) \w+: members (\d+) \(class (\d+), instance (\d+)\)$",
                       out, re.MULTILINE)
    for game, *_ in sessions:
        assert {"flow", "advice", "reports", "side", "cursor", "moves", "prompt", "bots",
                "question"} <= {p[1] for p in parts if p[0] == game}
    for _, _, members, of_class, of_instance in parts:
        assert int(members) == int(of_class) + int(of_instance) < 50
    assert int(number(r"^Any tokens in game/: (\d+)$", out)) > 0
    loaded = re.findall(r"^import game\.server(?:\.app)?: (\d+) game modules$", out, re.MULTILINE)
    assert len(loaded) == 2 and all(int(n) >= 2 for n in loaded)
    cycles = int(number(r"^import cycles among game modules: (\d+)$", out))
    assert len(re.findall(r"^  cycle of \d+: ", out, re.MULTILINE)) == cycles
