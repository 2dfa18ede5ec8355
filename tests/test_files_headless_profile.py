"""``--headless`` keeps off the player's own files: without ``--profile`` it
plays in a fresh temporary folder (nothing is written under HOME or the XDG
folders, however much it saves, mutes or finishes); with ``--profile DIR``
every file is in DIR, and the pace forced to instant is not written as the
player's choice."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.helpers_app import app_env, run_headless

# Seed 2: "return" starts Twenty; Ctrl+S saves it, M mutes the cues (which
# writes the settings), and these keys then play it to its end (a record and
# statistics) and on into the next game, left unfinished (a save).
PATTERN = ["d", "home", "space", "return", "return", "right", "space", "return", "t", "return"]
SCRIPT = ["return", "ctrl+s", "m"] + PATTERN * 13
FINISHED = "wins the match"


def home_env(tmp: Path) -> dict[str, str]:
    """The environment of a player: no PARLOUR_* folders, HOME and XDG in tmp."""
    env = app_env(tmp)
    env.pop("PARLOUR_CONFIG_DIR")
    env.pop("PARLOUR_DATA_DIR")
    home = tmp / "home"
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"),
               XDG_STATE_HOME=str(home / ".local" / "state"),
               XDG_CACHE_HOME=str(home / ".cache"))
    return env


def files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def test_a_headless_run_writes_nothing_in_the_players_folders(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    home = Path(env["HOME"])
    # The player's own settings say "normal" pace; they are neither read nor changed.
    own = home / ".config" / "parlour" / "settings.json"
    own.parent.mkdir(parents=True)
    own.write_text(json.dumps({"format": 1, "pace": "slow", "opponents": 4}), encoding="utf-8")
    before = {p: p.stat().st_mtime_ns for p in home.rglob("*")}
    result = run_headless(tmp_path, SCRIPT, seed=2, env=env)
    assert result.returncode == 0, result.stderr
    assert "Game saved." in result.stdout
    assert FINISHED in result.stdout
    assert "Boris" in result.stdout and "Clara" not in result.stdout  # 2 opponents, not 4
    assert {p: p.stat().st_mtime_ns for p in home.rglob("*")} == before
    assert files_under(home) == [".config/parlour/settings.json"]
    assert json.loads(own.read_text(encoding="utf-8"))["pace"] == "slow"


def test_with_a_profile_every_file_is_in_it(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    home = Path(env["HOME"])
    profile = tmp_path / "profile"
    result = run_headless(tmp_path, SCRIPT, "--profile", str(profile), seed=2, env=env)
    assert result.returncode == 0, result.stderr
    assert FINISHED in result.stdout
    assert not home.exists() or files_under(home) == []
    files = files_under(profile)
    assert "settings.json" in files       # muting wrote the settings
    assert "statistics.json" in files     # the finished game was counted
    assert [f for f in files if f.startswith("records" + os.sep)], files  # and recorded
    assert "save.jsonl" in files          # the next game, unfinished at the end
    settings = json.loads((profile / "settings.json").read_text(encoding="utf-8"))
    assert settings["muted"] is True
    assert settings["pace"] == "normal"   # instant was the script's pace, not a choice


def test_a_profile_is_read_back_by_the_next_run(tmp_path: Path) -> None:
    """Ctrl+S in one run, the menu offers to resume it in the next."""
    env = home_env(tmp_path)
    profile = tmp_path / "profile"
    first = run_headless(tmp_path, ["return", "f2", "ctrl+s"], "--profile", str(profile),
                         seed=2, env=env)
    assert first.returncode == 0, first.stderr
    assert (profile / "save.jsonl").is_file()
    second = run_headless(tmp_path, [], "--profile", str(profile), seed=2, env=env)
    assert second.stdout.startswith("Parlour, main menu. Resume Twenty against 2 computer")
    third = run_headless(tmp_path, [], seed=2, env=env)  # no profile: a fresh one
    assert third.stdout.startswith("Parlour, main menu. Play, 1 of 12")
