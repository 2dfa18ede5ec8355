"""The speech contract of ux.md, held for every game through the real loop:
what the player caused by a key cuts older speech, game events queue after
it, the history steps back to older messages and forward to newer ones, and
the voice's rate and volume settings reach the voice at once.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from ctypes.util import find_library

import pygame
import pytest

from game.app.main import App, AppOptions, post_key
from game.app.screens import GameScreen
from game.games import SPECS
from game.sound.mixer import SPEECH_CHANNEL, init_mixer
from game.speech import RecordingSpeaker, VoiceSpeaker

#: Keys whose words the player caused: they interrupt (ux.md, Speech).
FOCUS_KEYS = ("right", "left", "home", "end", "down", "up", "f2", "shift+f2", "f3",
              "shift+f3", "w", "r")


def start(game_id: str, seed: int = 4) -> App:
    app = App(AppOptions(headless=True, seed=seed), speaker=RecordingSpeaker())
    app.settings.game = game_id
    app.replace_all(app.menus.main_menu())
    app.press("return")
    assert isinstance(app.screen, GameScreen)
    return app


def spoken(app: App) -> list[tuple[str, bool]]:
    assert isinstance(app.speaker, RecordingSpeaker)
    return app.speaker.spoken


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_keys_the_player_presses_interrupt(game_id: str) -> None:
    app = start(game_id)
    try:
        for key in FOCUS_KEYS:
            before = len(spoken(app))
            app.press(key)
            said = spoken(app)[before:]
            assert said, key
            assert said[0][1] is True, f"{key}: {said[0]}"
    finally:
        app.close()


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_computer_moves_queue_after_what_is_said(game_id: str) -> None:
    app = start(game_id)
    try:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        session = screen.session
        queued: list[tuple[str, bool]] = []
        keys = iter(["d", "return", "right", "return"] * 100)
        while len(queued) < 6 and not session.side.is_over():
            before = len(spoken(app))
            if session.bots.due():
                app.frame()  # one computer move (instant pace), as the loop makes it
                queued += spoken(app)[before:]
            else:
                post_key("return" if session.flow.paused else next(keys))
                app.frame()  # the key alone: a computer's reply comes in later frames
        assert len(queued) >= 6, "the computer players moved"
        assert all(not interrupt for _, interrupt in queued), queued
    finally:
        app.close()


def test_history_steps_back_to_older_and_forward_to_newer() -> None:
    app = start("twenty")
    try:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        messages = screen.session.history.messages
        assert len(messages) >= 3
        newest, older, oldest = messages[-1], messages[-2], messages[0]
        app.press("r")
        assert spoken(app)[-1] == (newest, True)
        app.press(",")
        assert spoken(app)[-1] == (messages[-2], True) == (older, True)
        app.press(".")
        assert spoken(app)[-1][0] == newest
        app.press("shift+,")
        assert spoken(app)[-1][0] == oldest
        app.press(",")
        assert spoken(app)[-1][0] == f"Oldest message. {oldest}"
        app.press("shift+.")
        assert spoken(app)[-1][0] == messages[-1]
    finally:
        app.close()


ESPEAK = find_library("espeak-ng") is not None
needs_espeak = pytest.mark.skipif(not ESPEAK, reason="espeak-ng is missing: apt-get install "
                                  "espeak-ng (in CI its absence fails the run, conftest.py)")


@pytest.fixture
def mixer() -> Iterator[None]:
    assert init_mixer()
    yield
    pygame.mixer.quit()


def pump_until(speaker: VoiceSpeaker, count: int, seconds: float = 8.0) -> None:
    deadline = time.monotonic() + seconds
    while len(speaker.played) < count and time.monotonic() < deadline:
        speaker.update()
        time.sleep(0.01)
    assert len(speaker.played) >= count, "the voice spoke"


@needs_espeak
def test_the_voice_volume_is_the_volume_it_plays_at(mixer: None) -> None:
    channel = pygame.mixer.Channel(SPEECH_CHANNEL)
    speaker = VoiceSpeaker(volume=0.3)
    try:
        speaker.speak("Your turn.", True)
        pump_until(speaker, 1)
        assert math.isclose(channel.get_volume(), 0.3, abs_tol=0.01)
        speaker.volume = 0.7
        speaker.speak("Ada draws.", True)
        pump_until(speaker, 2)
        assert math.isclose(channel.get_volume(), 0.7, abs_tol=0.01)
    finally:
        speaker.close()


@needs_espeak
def test_the_settings_menu_changes_the_running_voice() -> None:
    app = App(AppOptions(headless=False, speech="voice"))  # dummy SDL drivers (conftest)
    try:
        if not isinstance(app.speaker, VoiceSpeaker):
            pytest.fail(f"the game's own voice did not start: {app.speaker.name}")
        assert app.speaker.volume == app.settings.voice_volume == 1.0
        app.press("s")  # Settings, by its first letter
        app.press("return")
        app.press("down")  # rate
        app.press("left")
        assert app.speaker.rate == app.settings.voice_rate == 180
        app.press("down")  # voice volume
        app.press("left")
        assert math.isclose(app.speaker.volume, 0.9)
        assert math.isclose(app.settings.voice_volume, 0.9)
    finally:
        app.close()
