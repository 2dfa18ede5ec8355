"""What a player hears first: problems found at start-up are not cut off by
the main menu's opening words."""

from __future__ import annotations

import json
from pathlib import Path

from game.app.early import MENU_TOLD
from game.app.main import App, AppOptions
from game.app.settings import settings_path
from game.speech import RecordingSpeaker


def told_profile() -> None:
    """A profile whose player heard the main menu name the help key before
    (a new profile's first opening also names it: tests/test_newcomer.py)."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"keys_told": [MENU_TOLD]}), encoding="utf-8")


def test_startup_problem_is_heard_before_the_menu_and_not_interrupted(tmp_path: Path) -> None:
    broken = tmp_path / "keys.toml"
    broken.write_text('[game]\nmy_status = ["nosuchkey"]\n', encoding="utf-8")
    told_profile()
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
    told_profile()
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker)
    try:
        assert speaker.spoken == [("Parlour, main menu. Play, 1 of 12", True)]
    finally:
        app.close()


def open_files() -> list[str]:
    folder = Path("/proc/self/fd")
    return sorted(str(p.readlink()) for p in folder.iterdir() if p.exists())


def test_a_closed_app_leaves_no_file_of_its_open(tmp_path: Path) -> None:
    """Quitting lets go of every file the app opened: the font files too
    (pygame.quit() leaves a font made from a path open for good), else a
    process that opens and closes the app again and again runs out of
    files (the tests' did, past 1,024)."""
    told_profile()
    App(AppOptions(headless=True), speaker=RecordingSpeaker()).close()  # the first start's own
    before = open_files()
    app = App(AppOptions(headless=True), speaker=RecordingSpeaker())
    app.press("down")  # drawn with the menu's fonts, the focused one too
    app.close()
    assert open_files() == before
