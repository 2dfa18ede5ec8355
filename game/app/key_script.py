"""A key script (``--headless --keys FILE``): its keys posted as a player's
key presses, and when the next may be pressed.

Offline the next key waits for the bots to be idle; online it also waits for
the server (an answer it asked for, or the player's turn), but never
forever: after ``ONLINE_KEY_WAIT`` seconds it goes on, so a script never
hangs on a table that stalls (:class:`KeyScriptWait`).

>>> wait = KeyScriptWait(busy=lambda: True, online=lambda: True, now=0.0)
>>> wait.ready(idle=False, now=5.0), wait.ready(idle=False, now=ONLINE_KEY_WAIT + 1)
(False, True)
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from .keymap import Chord, key_code

#: The longest a key script waits for the server (an answer, the turn)
#: before it presses its next key anyway.
ONLINE_KEY_WAIT = 90.0


class KeyScriptWait:
    """When a key script may press its next key: once the app is idle, or
    once the online link (``busy``) has kept it waiting ``ONLINE_KEY_WAIT``
    seconds since the last key."""

    def __init__(self, busy: Callable[[], bool], online: Callable[[], bool],
                 now: float | None = None) -> None:
        self.busy = busy
        self.online = online
        self.since = time.monotonic() if now is None else now

    def ready(self, idle: bool, now: float) -> bool:
        if idle or (self.busy() and now - self.since > ONLINE_KEY_WAIT):
            self.since = now
            return True
        return False

    def nap(self, seconds: float) -> None:
        """Not ready: online, the server's answer comes on another thread, so
        the loop sleeps a frame rather than spin; offline it runs on."""
        if self.online():
            time.sleep(seconds)


def post_key(name: str) -> None:
    """Post a KEYDOWN for a key name like ``shift+f2`` (headless scripts)."""
    chord = Chord.parse(name)
    code = key_code("left ctrl") if chord.key == "ctrl" else key_code(chord.key)
    mod = 0
    if "shift" in chord.mods:
        mod |= pygame.KMOD_LSHIFT
    if "ctrl" in chord.mods:
        mod |= pygame.KMOD_LCTRL
    if "alt" in chord.mods:
        mod |= pygame.KMOD_LALT
    text = chord.key if len(chord.key) == 1 and not chord.mods else ""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text))
