"""Golden transcripts: whole seeded games of every game in English and
Russian, played through the real headless loop from the key scripts kept in
``tests/golden/<game>-<lang>/``, must say every line (its words and whether
it interrupts), write the save and the game's record byte for byte as they
were recorded. A refactor of the session or app code that changes none of
what a player hears or what is written passes; any change shows as a diff.

A change meant (new words, a new rule) is re-recorded with::

    .venv/bin/python tools/record_golden.py [CASE ...]

and the diff of ``tests/golden`` read before it is committed.
"""

from __future__ import annotations

import difflib
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from game.i18n import DEFAULT_LANG, set_language

REPO = Path(__file__).resolve().parents[1]
RERECORD = ".venv/bin/python tools/record_golden.py"
#: The most diff lines shown for one file: enough to see what changed.
DIFF_LINES = 80


def _recorder() -> ModuleType:
    """tools/record_golden.py (a script, not a package module)."""
    path = REPO / "tools" / "record_golden.py"
    spec = importlib.util.spec_from_file_location("record_golden", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("record_golden", module)
    spec.loader.exec_module(module)
    return module


golden = _recorder()


def difference(name: str, expected: str, actual: str) -> str:
    """A unified diff of one golden file against this run, cut short."""
    lines = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(),
                                      f"golden/{name}", f"this run/{name}", lineterm="", n=2))
    if len(lines) > DIFF_LINES:
        lines = [*lines[:DIFF_LINES], f"... {len(lines) - DIFF_LINES} more diff lines"]
    return "\n".join(lines)


@pytest.fixture(autouse=True)
def language_back() -> Iterator[None]:
    """The app set the case's language for the process: the next test's is its own."""
    yield
    set_language(DEFAULT_LANG)


@pytest.mark.parametrize("case", golden.CASES, ids=lambda c: c.name)
def test_a_whole_game_says_and_writes_what_was_recorded(case: Any) -> None:
    first, second = golden.read_keys(case)
    played = golden.play_case(case, first, second)
    diffs = []
    for name, actual in played.files().items():
        expected = (case.folder / name).read_text(encoding="utf-8")
        if actual != expected:
            diffs.append(difference(f"{case.name}/{name}", expected, actual))
    if diffs:
        pytest.fail(
            "\n\n".join(diffs) + "\n\nThe game no longer says or writes what was recorded."
            f" If the change is meant, re-record with: {RERECORD} {case.name}"
            " and read the diff of tests/golden before committing it.", pytrace=False)
