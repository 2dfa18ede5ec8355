"""Who is online, pushed, as the player hears it, the app in this process
against real servers (one, and two sharing PostgreSQL and Redis: the app at
one, the others at the other), in English and in Russian: with the setting
on, "Bo is online." and "Bo is no longer online." are said in the lobby;
with it off (the default) nothing is said, and an open list of who is
online (Ctrl+I) takes in each change in place all the same."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.screens import TextScreen
from game.i18n import t
from game.speech import RecordingSpeaker
from tests.helpers_app import press, said
from tests.online_helpers import Client
from tests.spread_helpers import Spread
from tests.test_online_room_app import settle

NAMES = {"en": ("Ana", "Bo", "Cat"), "ru": ("Lida", "Глеб", "Вера")}


def frames_until(app: App, done: object, what: str) -> None:
    deadline = time.monotonic() + 30
    while not done():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"never {what}: {said(app)}"
        app.frame()
        time.sleep(0.001)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_who_comes_and_goes_is_said_when_asked_and_the_open_list_follows(
        lang: str, tmp_path: Path, spread: Spread) -> None:
    me, bo_name, cat_name = NAMES[lang]
    with spread.start(tmp_path) as servers:
        served, elsewhere = servers[0].url, servers[-1].url
        app = App(AppOptions(headless=True, online=served.removeprefix("ws://"), name=me,
                             lang=lang), speaker=RecordingSpeaker())
        try:
            assert app.settings.presence_spoken is False  # off unless asked for
            settings = app.menus.settings_menu().menu.items
            label = t("setting-presence")
            assert any(item.label.startswith(label) for item in settings)
            lobby = app.menus.online
            frames_until(app, lambda: lobby.lobby_screen is not None
                         and app.screen is lobby.lobby_screen, "in the lobby")
            frames_until(app, lambda: app.menus.online.link.room.known is not None,
                         "watching who is online")
            app.settings.presence_spoken = True
            bo = Client(elsewhere, bo_name)  # the other server, with two
            settle(app, t("room-came-online", name=bo_name))
            press(app, "ctrl+i")
            bo_line = t("room-person", name=bo_name, places=t("room-in-lobby"))
            settle(app, t("text-open", title=t("room-people-title", count=1), count=1,
                          first=bo_line))
            screen = app.screen
            assert isinstance(screen, TextScreen)
            # The setting off: nobody is announced, but the open list follows.
            app.settings.presence_spoken = False
            cat = Client(elsewhere, cat_name)
            cat_line = t("room-person", name=cat_name, places=t("room-in-lobby"))
            frames_until(app, lambda: cat_line in screen.text_lines, "listed Cat")
            assert app.screen is screen and screen.title == t("room-people-title", count=2)
            assert t("room-came-online", name=cat_name) not in said(app)
            app.settings.presence_spoken = True
            bo.close()
            settle(app, t("room-went-offline", name=bo_name))
            frames_until(app, lambda: bo_line not in screen.text_lines, "unlisted Bo")
            assert screen.text_lines == [cat_line]
            cat.close()
        finally:
            app.menus.online.link.close_client()
