"""The README's command lines: headless play from a key script, bot-only
simulation with records, and replay of a record (good and tampered)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from game.cli import main as cli_main
from tests.helpers_app import app_env, run_game, spoken_lines

README_SCRIPT = """\
# Start a game of Twenty from the main menu ("Play" is the first item).
return

# Ask about the table.
f2
shift+f2   # the opponents
f3
shift+f3
f4

right
space
return
"""

SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


def headless(tmp: Path, script: str, seed: int = 5) -> subprocess.CompletedProcess[str]:
    keys = tmp / "keys.txt"
    keys.write_text(script, encoding="utf-8")
    return run_game(["--headless", "--keys", str(keys), "--seed", str(seed)], app_env(tmp))


def index_after(lines: list[str], start: int, pattern: str) -> int:
    """The index of the first line from ``start`` that matches ``pattern``."""
    for i in range(start, len(lines)):
        if re.search(pattern, lines[i]):
            return i
    raise AssertionError(f"no line matching {pattern!r} after line {start}:\n"
                         + "\n".join(lines[start:]))


# -- headless play ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def readme_run(tmp_path_factory: pytest.TempPathFactory) -> subprocess.CompletedProcess[str]:
    return headless(tmp_path_factory.mktemp("readme"), README_SCRIPT)


def test_the_readme_script_exits_cleanly(readme_run: subprocess.CompletedProcess[str]) -> None:
    assert readme_run.returncode == 0, readme_run.stderr
    assert "Traceback" not in readme_run.stderr
    assert readme_run.stdout.endswith("\n")
    assert "" not in spoken_lines(readme_run)  # one message a line, no blank lines


def test_the_readme_script_speaks_each_answer_in_key_order(
    readme_run: subprocess.CompletedProcess[str],
) -> None:
    lines = spoken_lines(readme_run)
    # A scripted run's profile is new: its first opening names the help key.
    assert lines[0] == "Parlour, main menu. Play, 1 of 12. F1 lists the keys on any screen."
    at = index_after(lines, 1, r"^Deal 1\.")                                      # return
    hand_at = index_after(lines, at, r"^Your turn\. Move 1: ")  # the call to act ends it
    at = index_after(lines, hand_at, r"^You hold 7 cards: ")                        # f2
    assert re.fullmatch(r"Ada: \d+ cards? and Boris: \d+ cards?\.", lines[at + 1])  # shift+f2
    assert re.match(r"Move \d+ of 20\. Stock: \d+ cards\. On the table: ", lines[at + 2])  # f3
    assert lines[at + 3].startswith("Scores, to 100: you 0, Ada 0 and Boris 0.")   # shift+f3
    assert lines[at + 4].startswith("Sorted by ")                                   # f4
    assert re.fullmatch(r".+ of (spades|hearts|diamonds|clubs), 2 of 7", lines[at + 5])  # right
    assert " selected" in lines[at + 6]                                             # space
    assert len(lines) > at + 7                                                      # return
    # F2 names the seven cards the opening left to it.
    hand = lines[at].removeprefix("You hold 7 cards: ").split(". ")[0]
    assert len(re.findall(r"\b(spades|hearts|diamonds|clubs)\b", hand)) == 7


def test_the_same_seed_gives_the_same_words(
    tmp_path: Path, readme_run: subprocess.CompletedProcess[str]
) -> None:
    again = headless(tmp_path, README_SCRIPT)
    assert again.returncode == 0
    assert again.stdout == readme_run.stdout


def test_a_bad_key_name_in_the_script_names_the_line(tmp_path: Path) -> None:
    result = headless(tmp_path, "# comment\nreturn\n\nf2\nshift+fish\n")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stdout == ""  # the game did not start
    errors = [line for line in result.stderr.splitlines() if "error" in line]
    assert len(errors) == 1
    assert f"{tmp_path / 'keys.txt'}, line 5: 'shift+fish' is not a key name" in errors[0]


def test_keys_without_headless_is_refused(tmp_path: Path) -> None:
    keys = tmp_path / "keys.txt"
    keys.write_text("return\n", encoding="utf-8")
    result = run_game(["--keys", str(keys)], app_env(tmp_path))
    assert result.returncode == 2
    assert "--keys goes with --headless" in result.stderr
    assert "Traceback" not in result.stderr


# -- simulate, records and replay -----------------------------------------------------------


@pytest.fixture(scope="module")
def simulated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    tmp = tmp_path_factory.mktemp("simulate")
    records = tmp / "records"
    result = run_game(["simulate", "twenty", "--players", "4", "--games", "20", "--seed", "1",
                       "--json", "--records", str(records)], app_env(tmp))
    assert result.returncode == 0, result.stderr
    return {"result": result, "records": records, "tmp": tmp}


def test_simulate_json_is_one_object_with_the_summary(simulated: dict[str, Any]) -> None:
    out = simulated["result"].stdout
    assert len(out.splitlines()) == 1
    summary = json.loads(out)
    assert summary["game"] == "twenty"
    assert summary["games"] == 20
    assert summary["levels"] == ["normal"] * 4
    assert len(summary["wins"]) == 4
    assert sum(summary["wins"]) == pytest.approx(summary["games"] - summary.get("draws", 0))
    assert sum(summary["wins"]) == pytest.approx(20)  # seed 1 has no drawn game
    assert summary["games_per_second"] > 0


def test_simulate_writes_one_record_per_game(simulated: dict[str, Any]) -> None:
    files = sorted(simulated["records"].iterdir())
    assert len(files) == 20
    for path in files:
        header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
        assert header["type"] == "header" and header["game"] == "twenty"
        assert len(header["players"]) == 4


def test_replay_accepts_every_record(simulated: dict[str, Any],
                                     capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted(simulated["records"].iterdir())
    for path in files:
        assert cli_main(["replay", str(path)]) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert out.count("consistent") == len(files)


def test_replay_from_the_command_line_accepts_a_record(simulated: dict[str, Any]) -> None:
    path = sorted(simulated["records"].iterdir())[0]
    result = run_game(["replay", str(path)], app_env(simulated["tmp"]))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"{path}: twenty, ")
    assert "consistent" in result.stdout


def tamper(record: Path, out: Path) -> int:
    """Copy ``record`` with the first played card swapped for a card the player
    does not hold (one from another hand); returns the changed line's number."""
    lines = record.read_text(encoding="utf-8").splitlines()
    deal = json.loads(lines[1])
    assert deal["type"] == "deal"
    for number, text in enumerate(lines, start=1):
        event = json.loads(text)
        if event["type"] == "play":
            other = (event["player"] + 1) % len(deal["hands"])
            stranger = next(c for c in deal["hands"][other] if c not in event["cards"])
            event["cards"][0] = stranger
            lines[number - 1] = json.dumps(event)
            out.write_text("\n".join(lines) + "\n", encoding="utf-8")
            return number
    raise AssertionError("no play event in the record")


def test_replay_rejects_a_tampered_record_naming_the_line(simulated: dict[str, Any]) -> None:
    tmp = simulated["tmp"]
    original = sorted(simulated["records"].iterdir())[0]
    tampered = tmp / "tampered.jsonl"
    line = tamper(original, tampered)
    result = run_game(["replay", str(tampered)], app_env(tmp))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert f"line {line}:" in result.stderr
    assert result.stderr.startswith(f"{tampered}: line {line}: ")
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("both", [False, True], ids=["stdout", "stdout-and-stderr"])
def test_headless_output_piped_into_head_ends_quietly(tmp_path: Path, both: bool) -> None:
    """``python -m game --headless ... | head -1``: the reader goes after one
    line; the game is not taken to have crashed (no crash file, no
    traceback) and ends with status 0, as any writer to a closed pipe."""
    import sys

    from tests.helpers_app import REPO, write_keys

    profile = tmp_path / "profile"
    keys = write_keys(tmp_path / "keys.txt", ["return", *["f2", "f3", "shift+f2"] * 300])
    game = subprocess.Popen(
        [sys.executable, "-m", "game", "--headless", "--keys", str(keys), "--seed", "5",
         "--profile", str(profile)],
        cwd=REPO, env=app_env(tmp_path), stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT if both else subprocess.PIPE)
    assert game.stdout is not None
    first = game.stdout.readline()  # as head -1 does: one line, then the pipe is closed
    game.stdout.close()
    _, err = game.communicate(timeout=60)
    assert first.startswith(b"Parlour, main menu.")
    assert game.returncode == 0, err
    assert not (profile / "crashes").exists()
    assert b"Traceback" not in (err or b""), err
