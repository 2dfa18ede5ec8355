"""A profile folder that cannot be written, and a full disk: the player stays
in the game with one sentence, and nothing that was good is lost. The faults
are real (tests/disk_faults.py), not stand-ins."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app.files import os_words
from game.app.main import App, AppOptions
from game.app.saves import load_game, save_path
from game.app.screens import GameScreen
from game.app.settings import use_profile
from game.app.stats import Record, Statistics, save_stats, stats_path
from game.i18n import t
from game.speech import RecordingSpeaker
from tests.disk_faults import entries_locked, fill, read_only, read_only_errno, small_disk
from tests.helpers_app import REPO, app_env, write_keys

PLAY = ["d", "home", "return"]  # draw, first card, play: a Twenty deal ends
OLD_RECORDS = {"twenty/normal": Record(played=40, won=22, lost=18, streak=1, best_streak=5,
                                       best_score=131),
               "phase10/hard": Record(played=25, won=4, lost=21, streak=0, best_streak=2,
                                      best_score=40)}


@pytest.fixture
def profile(tmp_path: Path) -> Iterator[Path]:
    """One folder for every file of the game, as ``--profile`` gives."""
    folder = tmp_path / "profile"
    folder.mkdir()
    use_profile(folder)
    yield folder
    use_profile(None)


def _save_a_game_and_records(seed: int) -> list[dict[str, object]]:
    """A game saved after the player's first move, and 65 games counted."""
    save_stats(Statistics({k: Record(**vars(r)) for k, r in OLD_RECORDS.items()}))
    app = App(AppOptions(headless=True, seed=seed), speaker=RecordingSpeaker())
    try:
        app.press("return")
        app.press("d")  # the player's move: saved at once
        screen = app.screen
        assert isinstance(screen, GameScreen)
        return list(screen.session.side.events)
    finally:
        app.close()


def _play_to_the_end(app: App) -> GameScreen:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    game = screen.session.side.engine
    game.options["match_points"] = 1  # the first deal's winner takes the match
    for i in range(400):
        if game.is_over():
            break
        app.press(PLAY[i % 3])
    assert game.is_over()
    return screen


def test_a_read_only_profile_keeps_the_player_in_the_game(profile: Path) -> None:
    events = _save_a_game_and_records(seed=11)
    stats_before = stats_path().read_bytes()
    with read_only(profile):
        speaker = RecordingSpeaker()
        app = App(AppOptions(headless=True, seed=11), speaker=speaker)
        try:
            app.press("return")  # Resume
            screen = _play_to_the_end(app)
            said = [text for text, _ in speaker.spoken]
            assert not any("Something went wrong" in s for s in said), said
            ended = [s for s in said if s.startswith("The game is over, but ")]
            assert len(ended) == 1, said
            assert str(profile) in ended[0] and "[Errno" not in ended[0]
            assert app.screen is screen  # still on the game-over screen
            assert app.stats.records["twenty/normal"].played == 41  # this session counts it
            app.press("m")
            app.press("m")  # two changes of a setting that cannot be kept: said once
            said = [text for text, _ in speaker.spoken]
            fault = os_words(OSError(read_only_errno(), "read-only"))
            assert said.count(t("settings-not-saved", fault=fault)) == 1, said[-4:]
            # Reset statistics: refused in one sentence, nothing cleared.
            app.say(app.menus.run("main_menu"))
            app.say(app.menus.run("statistics"))
            app.say(app.menus.run("reset_statistics"))
            app.say(app.menus.run("confirm_reset"))  # Yes
            said = [text for text, _ in speaker.spoken]
            assert any(s.startswith("The statistics could not be reset (") for s in said), said[-8:]
            assert not any("Something went wrong" in s for s in said)
            assert app.stats.records["twenty/normal"].played == 41
        finally:
            app.close()
        assert stats_path().read_bytes() == stats_before  # nothing good was lost
        assert load_game().side.events[: len(events)] == events


def test_a_finished_game_whose_save_cannot_be_removed_is_not_offered_again(
    profile: Path
) -> None:
    """Where the folder lets files be written but not removed, the finished
    game's save is emptied in place, and the next start offers no resume."""
    _save_a_game_and_records(seed=4)
    app = App(AppOptions(headless=True, seed=4), speaker=RecordingSpeaker())
    try:
        app.press("return")
        save = save_path()
        # The folder is locked once the game is under way: the save can be
        # rewritten in place, not removed (a folder the player may not change).
        with entries_locked(profile):
            _play_to_the_end(app)
    finally:
        app.close()
    assert save.read_bytes() == b""
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=4), speaker=speaker)
    try:
        assert "Resume" not in speaker.spoken[-1][0]
    finally:
        app.close()


def test_a_full_disk_keeps_the_player_in_the_game(tmp_path: Path, capfd: pytest.CaptureFixture[str]
                                                  ) -> None:
    folder = tmp_path / "disk"
    with small_disk(folder):
        use_profile(folder)
        try:
            events = _save_a_game_and_records(seed=11)
            stats_before = stats_path().read_bytes()
            save_before = save_path().read_bytes()
            capfd.readouterr()
            speaker = RecordingSpeaker()
            app = App(AppOptions(headless=True, seed=11), speaker=speaker)
            fill(folder)
            try:
                app.press("return")  # Resume
                full = t("game-not-saved", fault="the disk is full")
                for i in range(30):  # moves, until one's save does not fit
                    if any(text == full for text, _ in speaker.spoken):
                        break
                    app.press(PLAY[i % 3])
                assert save_path().read_bytes() == save_before  # the last whole save stays
                assert load_game().side.events == events
                for _ in range(300):  # more than the log's last page holds
                    logging.getLogger("parlour").info("a line of the log " * 5)
                screen = _play_to_the_end(app)
                said = [text for text, _ in speaker.spoken]
                assert said.count(full) == 1, said
                assert sum(s.startswith("The game is over, but ") for s in said) == 1, said
                assert not any("Something went wrong" in s for s in said)
                assert app.screen is screen
            finally:
                app.close()  # raises nothing
            err = capfd.readouterr().err
            assert "Traceback" not in err and "Logging error" not in err, err
            assert stats_path().read_bytes() == stats_before
            assert not save_path().exists()  # the game is over: nothing to resume
        finally:
            use_profile(None)


def test_quitting_on_a_full_disk_ends_quietly(tmp_path: Path) -> None:
    """``python -m game --headless --profile FULL``: a game started, the disk
    full, quit: status 0, the sentence, and no traceback."""
    folder = tmp_path / "disk"
    keys = write_keys(tmp_path / "keys.txt", ["return", "d", "home", "return", "ctrl+q"])
    with small_disk(folder):
        (folder / "parlour.log").write_text("x" * 64 * 1024, encoding="utf-8")
        fill(folder)
        os.remove(folder / "parlour.log")  # the log opens, then finds the disk full
        (folder / "parlour.log").touch()
        fill(folder)
        done = subprocess.run(
            [sys.executable, "-m", "game", "--headless", "--profile", str(folder),
             "--keys", str(keys), "--seed", "3"],
            cwd=REPO, env=app_env(tmp_path), capture_output=True, text=True, timeout=60,
            check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Logging error" not in done.stderr, done.stderr
    assert t("game-not-saved", fault="the disk is full") in done.stderr
