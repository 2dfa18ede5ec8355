"""What a player hears first: problems found at start-up are not cut off by
the main menu's opening words."""

from __future__ import annotations

from pathlib import Path

from game.app.main import App, AppOptions
from game.speech import RecordingSpeaker


def test_startup_problem_is_heard_before_the_menu_and_not_interrupted(tmp_path: Path) -> None:
    broken = tmp_path / "keys.toml"
    broken.write_text('[game]\nmy_status = ["nosuchkey"]\n', encoding="utf-8")
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, keymap=broken), speaker=speaker)
    try:
        first, menu = speaker.spoken[0], speaker.spoken[1]
        assert first[0].startswith(f"Key map {broken}: line 2:")
        assert menu == ("Parlour, main menu. Play, 1 of 12", False)  # queued, not cutting
        app.press("down")
        assert speaker.spoken[-1] == ("Game: Twenty, 2 of 12", True)  # focus still cuts
    finally:
        app.close()


def test_without_problems_the_menu_speaks_at_once(tmp_path: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker)
    try:
        assert speaker.spoken == [("Parlour, main menu. Play, 1 of 12", True)]
    finally:
        app.close()
