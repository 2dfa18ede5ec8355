"""A save after each move that cannot be written (a full disk, a folder gone)
is said once, in the catalog's sentence, not after every move, and the game
goes on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import game.app.main as app_main
from game.app.main import App, AppOptions
from game.app.screens import GameScreen
from game.i18n import t
from game.speech import RecordingSpeaker

PATTERN = ["d", "home", "space", "return", "return", "right", "space", "return", "t", "return"]


def test_a_failing_autosave_is_said_once_and_play_goes_on(
    user_dirs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []

    def full_disk(session: Any, path: Path | None = None) -> Path:
        calls.append(len(session.side.events))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(app_main, "save_game", full_disk)
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=3), speaker=speaker)
    try:
        app.press("return")
        for key in PATTERN * 3:
            app.press(key)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        sentence = t("game-not-saved", fault="the disk is full")  # words, not Python's
        said = [text for text, _ in speaker.spoken]
        assert len(calls) > 3  # a save was tried after each of the player's moves
        assert said.count(sentence) == 1
        assert said.index(sentence) < len(said) - 1  # and the game went on after it
    finally:
        monkeypatch.setattr(app_main, "save_game", lambda *a, **k: Path())
        app.close()
