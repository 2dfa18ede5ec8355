"""Your turn while the window is in the background : the cue and
the window asking for attention. The decision is tested with a fake focus
(the one thing this machine cannot show); the flash itself on a real X
window under Xvfb, and refused quietly by the dummy driver."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from game.app.attention import TurnWatch
from game.app.main import App, AppOptions
from game.speech import RecordingSpeaker
from tests.helpers_app import REPO
from tests.xvfb import xvfb


def watch(focused: bool) -> tuple[TurnWatch, list[str]]:
    alerts: list[str] = []
    return TurnWatch(lambda: focused, lambda: alerts.append("alert")), alerts


def test_the_turn_coming_to_a_player_in_the_background_alerts_once() -> None:
    turns, alerts = watch(focused=False)
    assert [turns.look(mine) for mine in (False, True, True, True)] == [False, True, False,
                                                                        False]
    assert alerts == ["alert"]
    turns.look(False)  # another player's turn, then the player's again: a new alert
    assert turns.look(True)
    assert alerts == ["alert", "alert"]


def test_a_player_in_the_window_hears_the_words_without_an_alert() -> None:
    turns, alerts = watch(focused=True)
    assert not turns.look(True)
    assert alerts == []


def test_the_app_alerts_with_the_your_turn_cue_and_a_flash(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    import game.app.online_link as online_link

    flashes: list[str] = []
    monkeypatch.setattr(online_link, "ask_attention", lambda: flashes.append("flash") or True)
    app = App(AppOptions(headless=True), speaker=RecordingSpeaker())
    try:
        link = app.menus.online.link
        link.turns.focused = lambda: False
        app.sound.played.clear()
        link.turns.look(True)
        assert flashes == ["flash"]
        if app.mixer_ready:
            assert [cue for cue, _ in app.sound.played] == ["your_turn"]
    finally:
        app.close()


FLASH = """
import pygame
pygame.display.init()
pygame.display.set_mode((320, 200))
from game.app.window import ask_attention
print(pygame.display.get_driver(), ask_attention())
"""


def run_flash(env: dict[str, str]) -> str:
    result = subprocess.run([sys.executable, "-c", FLASH], cwd=REPO, capture_output=True,
                            text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(REPO),
                                                        **env}, check=True)
    return result.stdout.strip().splitlines()[-1]


def test_the_window_flashes_on_a_real_display() -> None:
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is missing: apt-get install xvfb")
    with xvfb((800, 600)) as display:
        assert run_flash({"DISPLAY": display, "SDL_VIDEODRIVER": "x11"}) == "x11 True"


def test_a_driver_without_a_taskbar_refuses_the_flash_quietly() -> None:
    assert run_flash({"SDL_VIDEODRIVER": "dummy"}) == "dummy False"
