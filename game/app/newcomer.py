"""A player new to the profile is told how to hear the game and where the keys
are, once each; and a key bound to nothing says so rather than nothing.

Players who start Parlour for the first time heard neither their hand nor the
key that reads it, and the main menu never named F1; a deal's short opening
drops its "F2 reads your hand" first when it runs long, and a first deal
(the game's name, the opponents, the goal) always does. So the main menu's
first opening on a profile ends with the help key (:func:`menu_opening`,
said as early as :mod:`game.app.early` says it), and each game's first deal
on the profile says the hand's key and the help key before the call to act
(:meth:`GameSession.start`'s ``newcomer``). What was told is kept in the
profile's settings (``keys_told``: "menu" and game ids), so later openings
are as they were.

Keys come from the player's key map, never written here.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ..core.session import Utterance
from ..i18n import t
from .early import MENU_TOLD, first_menu_opening
from .keymap import Chord
from .screens import MenuScreen
from .shell import Host, Shell

#: Keys that only change another (Shift, Alt, the Windows key, AltGr) or
#: lock one (Caps Lock): alone they are no command, and pressed on the way
#: to Shift+F2 they must not talk over it. Ctrl alone is bound (stop speech).
MODIFIER_KEYS = frozenset({
    pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
    pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_LSUPER, pygame.K_RSUPER,
    pygame.K_MODE, pygame.K_CAPSLOCK, pygame.K_NUMLOCK, pygame.K_SCROLLOCK,
})
#: The start of the names SDL gives media, volume and other system keys
#: ("AudioPlay", "VolumeUp", "AC Back"): meant for the computer, not the game.
SYSTEM_KEY_NAMES = ("audio", "volume", "mute", "media", "brightness", "ac ", "www", "mail",
                    "calculator", "computer", "eject", "sleep", "power", "kbdillum")


def menu_opening(app: Shell, menu: MenuScreen) -> list[Utterance]:
    """The main menu's opening at start: on a profile whose player was never
    told, it names the help key (and the profile keeps that it was told)."""
    words = menu.opening()
    if MENU_TOLD in app.settings.keys_told:
        return words
    remember_told(app, MENU_TOLD)
    help_key = app.keymap.first_label("help")
    return [replace(u, text=first_menu_opening(u.text, help_key)) for u in words]


def remember_told(app: Shell, what: str) -> None:
    """Keep in the profile that its player was told the keys at ``what``
    (the main menu, or a game's id: its first deal), so it is said once.
    Quietly: the player changed no setting; a profile that cannot be
    written only hears it again at the next start."""
    if what not in app.settings.keys_told:
        app.settings.keys_told.append(what)
        app.save_settings(quiet=True)


def unbound_key(app: Host, key: int, chord: Chord) -> list[Utterance]:
    """A key bound to no command where the player is: a table key in a menu
    says where it works; any other key says that it has no command and
    names the help key. Modifier and system keys alone say nothing."""
    name = chord.key.lower()
    if key in MODIFIER_KEYS or name.startswith(SYSTEM_KEY_NAMES):
        return []
    if app.screen.section == "menu" and (table_key := app.game_key_in_menu(chord)):
        return table_key
    return [Utterance(t("key-unbound", help=app.keymap.first_label("help")), interrupt=True)]
