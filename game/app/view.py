"""Zoom and full screen (Ctrl+plus, Ctrl+minus, Ctrl+0, F11): the picture
changes size at once, the zoom and full screen are kept in settings, and
each change is said, so a player who cannot see it yet knows what
happened."""

from __future__ import annotations

from typing import Any

import pygame

from ..core.session import Utterance
from ..i18n import t
from .settings import ZOOMS
from .window import is_full_screen, set_full_screen

VIEW_COMMANDS = frozenset({"zoom_in", "zoom_out", "zoom_reset", "full_screen"})


def next_zoom(zoom: int, command: str) -> int:
    """The zoom after ``command``; at either end it stays."""
    i = ZOOMS.index(zoom) if zoom in ZOOMS else ZOOMS.index(100)
    if command == "zoom_in":
        return ZOOMS[min(len(ZOOMS) - 1, i + 1)]
    if command == "zoom_out":
        return ZOOMS[max(0, i - 1)]
    return 100


def view_command(app: Any, command: str) -> list[Utterance]:
    """Carry out a view command for ``app`` (game.app.main.App)."""
    if command == "full_screen":
        # The whole screen at its resolution, or back to the window; with
        # no window system to ask (the dummy driver) the window stays.
        full = set_full_screen(not is_full_screen())
        app.window = pygame.display.get_surface() or app.window
        app.renderer.resize()
        if app.settings.full_screen != full:
            app.settings.full_screen = full
            app.save_settings()
        return [Utterance(t("table-full-screen", on="yes" if full else "no"), interrupt=True)]
    settings = app.settings
    settings.zoom = next_zoom(settings.zoom, command)
    apply_settings(app)
    app.save_settings()
    return [Utterance(t("table-zoom", percent=settings.zoom), interrupt=True)]


def apply_settings(app: Any) -> None:
    """Give the renderer the zoom, theme and deck colours of the settings."""
    s = app.settings
    app.renderer.configure(s.zoom, s.theme, s.four_colour)
    app.renderer.resize()
