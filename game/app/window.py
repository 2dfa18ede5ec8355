"""The window: opened at a sensible share of the screen (or the size the
player last left it at, when that still fits), and full screen for real
(F11): the window fills the screen at its own resolution through
pygame-ce's window API, so the table is laid out for the whole screen,
not drawn at the old size in the middle of it. Size and full screen are
kept in the settings.

>>> sensible_size((1920, 1080), (0, 0))
(1536, 864)
>>> sensible_size((1920, 1080), (1200, 700))
(1200, 700)
>>> sensible_size((1366, 768), (1920, 1080))
(1092, 614)
"""

from __future__ import annotations

import contextlib
import warnings
from typing import Any

import pygame

#: The share of the screen a new window takes: large, and still a window.
SHARE = 0.8
#: The smallest window the table is laid out for.
SMALLEST = (640, 480)


def sensible_size(desktop: tuple[int, int], saved: tuple[int, int]) -> tuple[int, int]:
    """The size to open at: ``saved`` when it fits on ``desktop``, else
    four fifths of the desktop; never under :data:`SMALLEST`."""
    if saved[0] and saved[1] and saved[0] <= desktop[0] and saved[1] <= desktop[1]:
        w, h = saved
    else:
        w, h = int(desktop[0] * SHARE), int(desktop[1] * SHARE)
    return max(SMALLEST[0], w), max(SMALLEST[1], h)


def desktop_size() -> tuple[int, int]:
    """The first screen's resolution (the dummy driver has a small one)."""
    with contextlib.suppress(pygame.error, IndexError):
        w, h = pygame.display.get_desktop_sizes()[0]
        if w and h:
            return w, h
    return 1024, 768


def open_window(settings: Any) -> pygame.Surface:
    """The window as the settings left it: its size, full screen or not."""
    size = sensible_size(desktop_size(), (settings.window_width, settings.window_height))
    surface = pygame.display.set_mode(size, pygame.RESIZABLE)
    if settings.full_screen:
        set_full_screen(True)
        surface = pygame.display.get_surface() or surface
    return surface


def _window() -> Any:
    # The display module's own window, through the Window API (the only
    # way pygame-ce gives to fill the screen at the desktop's resolution).
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def is_full_screen() -> bool:
    return bool(pygame.display.get_init() and pygame.display.is_fullscreen())


def set_full_screen(on: bool) -> bool:
    """Fill the screen (``on``) or go back to a window; whether the window
    now fills the screen (a driver without a screen, the dummy one, says no)."""
    try:
        window = _window()
        if on:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
        pygame.event.pump()  # the display surface follows the new size
    except pygame.error:
        return False
    return is_full_screen()


def remember_size(settings: Any, size: tuple[int, int]) -> bool:
    """Keep a windowed size in ``settings``; whether it changed."""
    if is_full_screen() or (settings.window_width, settings.window_height) == size:
        return False
    settings.window_width, settings.window_height = size
    return True


def window_focused() -> bool:
    """Whether the window has the keyboard (the player is in it)."""
    with contextlib.suppress(pygame.error):
        return bool(_window().focused)
    return False


def ask_attention() -> bool:
    """Flash the window's taskbar entry until the player comes back to it
    (pygame-ce's Window.flash); whether the system took the request (a
    driver without a taskbar, the dummy one, says no)."""
    try:
        _window().flash(pygame.FLASH_UNTIL_FOCUSED)
    except (pygame.error, AttributeError):
        return False
    return True
