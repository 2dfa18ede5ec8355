"""An unexpected error in the loop: the game so far and the traceback go to a
crash file, one sentence says where, the main menu comes back, and
``replay CRASHFILE`` reproduces the game up to the fault."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.screens import GameScreen, MenuScreen
from game.speech import RecordingSpeaker


def test_a_crash_is_saved_said_and_replayable(user_dirs: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=11), speaker=speaker)
    try:
        app.press("return")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        app.press("f2")

        def broken(command: str) -> list[object]:
            raise RuntimeError("a bug in a report")

        monkeypatch.setattr(screen.session, "handle", broken)
        app.press("f3")
        crashes = list((user_dirs / "data" / "crashes").glob("crash-*.jsonl"))
        assert len(crashes) == 1
        said = [text for text, _ in speaker.spoken]
        assert f"Something went wrong: the game so far is saved in {crashes[0]}" in " ".join(said)
        assert isinstance(app.screen, MenuScreen)
        # The game was kept too: the menu offers it first.
        assert said[-1] == ("Parlour, main menu. Resume Twenty against 2 computer players,"
                            " deal 1, 1 of 13")
        app.press("down")  # the program goes on
        assert speaker.spoken[-1] == ("Play, 2 of 13", True)
    finally:
        app.close()
    result = subprocess.run([sys.executable, "-m", "game", "replay", str(crashes[0])],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "consistent up to the crash at line" in result.stdout
    assert "RuntimeError: a bug in a report" in result.stdout
