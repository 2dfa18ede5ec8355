"""Settings, the two volumes: a scale, so Right at 100% and Left at the
lowest stay where they are (and say so) instead of wrapping to the other end."""

from __future__ import annotations

import pytest

from game.app.main import App, AppOptions
from game.speech import RecordingSpeaker


@pytest.fixture
def settings_app() -> App:
    app = App(AppOptions(headless=True, seed=3, lang="en"), speaker=RecordingSpeaker())
    app.press("s")
    app.press("return")  # Settings
    return app


def focus(app: App, label: str) -> None:
    menu = app.screen.menu
    menu.focus = next(i for i, item in enumerate(menu.items) if item.label == label)


def test_right_at_full_voice_volume_stays_at_100_percent(settings_app: App) -> None:
    app = settings_app
    try:
        app.settings.voice_volume = 0.9
        app.press("escape")
        app.press("return")  # Settings again, built from 90%
        focus(app, "Voice volume")
        app.press("right")
        assert app.settings.voice_volume == 1.0
        app.press("right")
        assert app.settings.voice_volume == 1.0
        assert app.last_words[-1] == "100 percent"
        app.press("left")
        assert app.settings.voice_volume == pytest.approx(0.9)
    finally:
        app.close()


def test_left_at_silent_sound_volume_stays_at_0_percent(settings_app: App) -> None:
    app = settings_app
    try:
        focus(app, "Sound volume")
        for _ in range(12):
            app.press("left")
        assert app.settings.sound_volume == 0.0
        assert app.last_words[-1] == "0 percent"
        app.press("right")
        assert app.settings.sound_volume == pytest.approx(0.1)
    finally:
        app.close()
