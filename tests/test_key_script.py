"""The ``--keys`` file of a headless run: every bad line is named in one
sentence (its number and the bad key), and the run stops cleanly instead of
crashing on a key the game cannot press."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app.keymap import Chord
from tests.helpers_app import app_env, run_game

SCRIPT = "down\nж\n# a comment\nctrl+ы\nshift+fish\nreturn\n"


def test_every_bad_line_of_a_key_file_is_one_sentence_and_nothing_crashes(
        tmp_path: Path) -> None:
    keys = tmp_path / "keys.txt"
    keys.write_text(SCRIPT, encoding="utf-8")
    result = run_game(["--headless", "--keys", str(keys)], app_env(tmp_path))
    assert "Traceback" not in result.stderr + result.stdout
    assert result.returncode == 2
    assert result.stdout == ""  # the game did not start on a broken script
    errors = [line for line in result.stderr.splitlines() if "error" in line]
    assert errors == [
        f"parlour: error: {keys}, line 2: 'ж' is not a key name",
        f"parlour: error: {keys}, line 4: 'ctrl+ы' is not a key name",
        f"parlour: error: {keys}, line 5: 'shift+fish' is not a key name",
    ]


@pytest.mark.parametrize("name", ["ж", "ctrl+ы", "Я"])
def test_a_key_pygame_cannot_name_is_not_a_key(name: str) -> None:
    # pygame gives such a code no name: a chord of it could not be pressed.
    with pytest.raises(ValueError):
        Chord.parse(name)
