"""``simulate`` refuses what it cannot do in one sentence: a records folder
that cannot be written (before or during the run), and --games or --players
out of range. No traceback, exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main as cli_main
from tests.helpers_app import app_env, run_game


def one_sentence(err: str) -> str:
    """stderr holds exactly one line, a sentence, and no traceback."""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    assert lines[0][0].isupper() or lines[0].startswith("-"), lines[0]
    assert lines[0].endswith("."), lines[0]
    return lines[0]


def run_simulate(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli_main(["simulate", *argv])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_a_records_path_that_is_a_file_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "records"
    blocker.write_text("not a folder\n", encoding="utf-8")
    for target in (blocker, blocker / "inside"):
        status, out, err = run_simulate(["twenty", "--games", "2", "--records", str(target)],
                                        capsys)
        assert status == 2
        assert out == ""
        sentence = one_sentence(err)
        assert sentence.startswith(f"The records cannot be written in {target} (")


def test_a_record_that_cannot_be_written_during_the_run_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = tmp_path / "records"
    (records / "twenty-2.jsonl").mkdir(parents=True)  # the second game's file is a folder
    status, out, err = run_simulate(["twenty", "--games", "3", "--seed", "1",
                                     "--records", str(records)], capsys)
    assert status == 2
    assert out == ""
    assert one_sentence(err).startswith(f"The records cannot be written in {records} (")
    assert (records / "twenty-1.jsonl").is_file()  # the games before it were written


@pytest.mark.parametrize("games", ["0", "-5", "1000001", "99999999999999999999"])
def test_games_out_of_range_is_refused(games: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_simulate(["twenty", "--games", games], capsys)
    assert status == 2
    assert out == ""
    assert one_sentence(err) == f"--games must be 1 to 1,000,000, not {games}."


@pytest.mark.parametrize(("game", "players", "fault"), [
    ("twenty", "1", "The game twenty takes 2 to 4 players, not 1."),
    ("twenty", "0", "The game twenty takes 2 to 4 players, not 0."),
    ("twenty", "-3", "The game twenty takes 2 to 4 players, not -3."),
    ("twenty", "5", "The game twenty takes 2 to 4 players, not 5."),
    ("phase10", "400000000000", "The game phase10 takes 2 to 6 players, not 400000000000."),
])
def test_players_out_of_range_is_refused(game: str, players: str, fault: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_simulate([game, "--players", players, "--games", "1"], capsys)
    assert status == 2
    assert out == ""
    assert one_sentence(err) == fault


def test_the_real_command_line_refuses_an_unwritable_records_path(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    result = run_game(["simulate", "twenty", "--games", "1", "--records", str(blocker / "r")],
                      app_env(tmp_path))
    assert result.returncode == 2
    assert result.stdout == ""
    assert one_sentence(result.stderr).startswith("The records cannot be written in ")
