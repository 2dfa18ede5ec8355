"""Nothing lost when the process dies: real ``python -m game --headless``
processes playing scripted games are killed with SIGKILL at random moments,
and each saved game resumes to the position the process had reached: the
resumed events are a prefix of the uninterrupted game's, and hold at least
every move the player had finished (its words printed) before the kill."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from game.app.main import App, AppOptions
from game.app.saves import load_game
from game.app.screens import GameScreen
from game.speech import RecordingSpeaker
from tests.helpers_app import PYTHON, REPO, app_env, run_headless, write_keys

# Keys that play Twenty badly but steadily: draws, plays, refusals and going on
# after each deal's summary. The seeds are chosen so that the game is not over
# after the script (checked below): the kill finds a game in progress.
PATTERN = ["d", "home", "space", "return", "return", "right", "space", "return", "t", "return"]
SCRIPT = ["return", *PATTERN * 8]
SEEDS = (3, 4, 6)
KILLS_PER_SEED = 5


def human_moves(events: list[dict[str, Any]], game: Any) -> int:
    """How many of ``events`` are moves the player (seat 0) made."""
    return sum(1 for e in events if e.get("player") == 0 and game.move_from_event(e) is not None)


def reference(seed: int) -> tuple[list[int], list[int], list[dict[str, Any]], list[str]]:
    """The uninterrupted game: per key, the lines said by its end and the
    player's moves finished by then; the game's events; all the lines."""
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=seed), speaker=speaker)
    lines_after, moves_after = [], []
    try:
        for key in SCRIPT:
            app.press(key)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            lines_after.append(len(speaker.texts))
            moves_after.append(human_moves(screen.session.side.events, screen.session.side.engine))
        assert not screen.session.side.is_over(), seed
        events = list(screen.session.side.events)
    finally:
        app.close()
    return lines_after, moves_after, events, [" ".join(t.splitlines()) for t in speaker.texts]


DEAL_SAID = "Deal 1. "
"""The first words of the deal: the kill's delay counts from them. (A word
said only to some players, such as the hand read at the deal, would let the
script run to its end unkilled: the test would then kill nothing.)"""


def kill_at_random(tmp: Path, seed: int, profile: Path, delay: float) -> list[str]:
    """Start the scripted game, SIGKILL it ``delay`` seconds after the deal
    is announced; the complete lines it printed."""
    script = write_keys(tmp / f"keys-{seed}.txt", SCRIPT)
    env = app_env(tmp)
    process = subprocess.Popen(
        [PYTHON, "-m", "game", "--headless", "--keys", str(script), "--seed", str(seed),
         "--profile", str(profile)], cwd=REPO, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    printed = []
    while line := process.stdout.readline():
        printed.append(line)
        if line.startswith(DEAL_SAID):
            break
    time.sleep(delay)
    os.kill(process.pid, signal.SIGKILL)
    rest = process.stdout.read()  # the same buffered reader: nothing skipped
    process.wait(timeout=30)
    text = "".join(printed) + rest
    return text[: text.rfind("\n") + 1].splitlines()  # a cut-off last line does not count


@pytest.mark.parametrize("seed", SEEDS)
def test_a_killed_game_resumes_where_it_was(seed: int, tmp_path: Path) -> None:
    lines_after, moves_after, events, ref_lines = reference(seed)
    rng = random.Random(seed)
    reached_moves = []
    cut_short: list[bool] = []
    for kill in range(KILLS_PER_SEED):
        profile = tmp_path / f"profile-{kill}"
        printed = kill_at_random(tmp_path, seed, profile, rng.uniform(0.0, 0.5))
        assert printed == ref_lines[: len(printed)]  # the same game as the reference
        done = [k for k, n in enumerate(lines_after) if n <= len(printed)]
        finished = moves_after[done[-1]] if done else 0
        save = profile / "save.jsonl"
        if finished == 0 and not save.exists():
            reached_moves.append(0)
            continue
        resumed = load_game(save)
        got = resumed.side.events
        assert got == events[: len(got)], "the save is not the game that was played"
        assert human_moves(got, resumed.side.engine) >= finished, (kill, len(printed))
        reached_moves.append(finished)
        cut_short.append(len(printed) < len(ref_lines))
    assert max(reached_moves) > 0  # some kill came after the player had moved
    assert any(cut_short)  # and some came before the script's end: a game in progress


def test_the_game_left_by_a_kill_is_offered_and_resumed_at_startup(tmp_path: Path) -> None:
    seed = SEEDS[0]
    lines_after, moves_after, events, _ = reference(seed)
    profile = tmp_path / "profile"
    printed: list[str] = []
    for delay in (0.4, 0.3, 0.2, 0.1):  # the script may end first on a fast machine
        profile = tmp_path / f"profile-{delay}"
        printed = kill_at_random(tmp_path, seed, profile, delay)
        if len(printed) < lines_after[-1]:
            break
    done = [k for k, n in enumerate(lines_after) if n <= len(printed)]
    assert done and moves_after[done[-1]] > 0, "killed before the player moved"
    result = run_headless(tmp_path, ["return", "f2"], "--profile", str(profile), seed=99)
    assert result.returncode == 0, result.stderr
    said = result.stdout.splitlines()
    assert said[0].startswith("Parlour, main menu. Resume Twenty against 2 computer players")
    assert said[1].startswith("Twenty resumed. Deal "), said[1]  # the game, the deal
    # F2 reads the hand, or, when the computer players ended the deal before
    # the player's turn came (the kill may land just before), its summary.
    assert said[-1].startswith("You hold ") or said[-1].endswith("Press Enter to deal on."), said
