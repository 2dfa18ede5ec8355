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
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from game.i18n import DEFAULT_LANG, set_language
from tests.helpers_app import app_env, run_game

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


def test_the_command_line_says_what_the_in_process_loop_said(tmp_path: Path) -> None:
    """The goldens are played in process for speed; the command a player or
    a bug report runs (``python -m game --headless --keys FILE --seed N
    --lang xx --profile DIR``) prints the same lines and writes the same
    save and record, so the goldens stand for it."""
    case = next(c for c in golden.CASES if c.name == "twenty-en")
    profile = tmp_path / "profile"
    profile.mkdir()
    (profile / "settings.json").write_text(json.dumps(case.settings()), encoding="utf-8")
    printed = []
    for n in (1, 2):
        result = run_game(["--headless", "--keys", str(case.folder / f"keys-{n}.txt"),
                           "--seed", str(case.seed), "--lang", case.lang,
                           "--profile", str(profile)], app_env(tmp_path))
        assert result.returncode == 0, result.stderr
        printed.append(result.stdout)
        if n == 1:
            save = (profile / "save.jsonl").read_text(encoding="utf-8")
    records = sorted((profile / "records").glob("*.jsonl"))
    assert len(records) == 1
    spoken = [(case.folder / f"spoken-{n}.txt").read_text(encoding="utf-8") for n in (1, 2)]
    # A golden line is "! text" or "  text"; the command prints the text alone.
    assert printed == ["".join(line[2:] + "\n" for line in s.splitlines()) for s in spoken]
    assert save == (case.folder / "save.jsonl").read_text(encoding="utf-8")
    assert records[0].read_text(encoding="utf-8") == (
        case.folder / "record.jsonl").read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", golden.ONLINE_GAMES)
def test_an_online_game_stores_and_says_what_was_recorded(game_id: str) -> None:
    """A whole game at a real ``parlour serve`` (its chance seeded): the
    stored record and each person's words for each event, not the order in
    which messages happened to arrive."""
    folder = golden.online_folder(game_id)
    diffs = [difference(f"online-{game_id}/{name}",
                        (folder / name).read_text(encoding="utf-8"), actual)
             for name, actual in golden.online_game(game_id).items()
             if actual != (folder / name).read_text(encoding="utf-8")]
    if diffs:
        pytest.fail(
            "\n\n".join(diffs) + "\n\nThe online table no longer stores or says what was"
            f" recorded. If the change is meant, re-record with: {RERECORD} online-{game_id}"
            " and read the diff of tests/golden before committing it.", pytrace=False)
