"""Each setting named as the player meets it: by its menu's words.

A sentence about a damaged settings file names the settings that went back
to their defaults. The file's own keys ("verbosity", "voice_rate") are the
program's names, never heard by the player, who knows the setting as its
menu item ("Verbosity", «Подробность»). The few settings without a menu
item (the zoom, the window, the online name's token) have words of their own.

This module imports no game: the launch reads the settings before the games
are loaded. Only a damaged game option, named by its game, loads them.
"""

from __future__ import annotations

from ..i18n import Catalog

#: The catalog message naming each setting of :class:`Settings`.
SETTING_WORDS: dict[str, str] = {
    "speech": "setting-speech",
    "voice_rate": "setting-rate",
    "voice_volume": "setting-voice-volume",
    "voice_pitch": "setting-pitch",
    "verbosity": "setting-verbosity",
    "pace": "setting-pace",
    "sound_volume": "setting-sound-volume",
    "muted": "setting-sounds",
    "game": "menu-game",
    "opponents": "menu-opponents",
    "level": "menu-level",
    "zoom": "setting-file-zoom",
    "window_width": "setting-file-window",
    "window_height": "setting-file-window",
    "full_screen": "setting-file-full-screen",
    "theme": "setting-theme",
    "four_colour": "setting-four-colour",
    "hand_grouped": "setting-hand-grouped",
    "suggestions": "setting-suggestions",
    "language": "setting-language",
    "voice": "setting-voice",
    "braille": "setting-braille",
    "online_address": "online-address-title",
    "online_name": "online-name-title",
    "online_token": "setting-file-online-token",
    "lessons_offered": "setting-file-lessons-offered",
    "keys_told": "setting-file-keys-told",
    "chat": "setting-chat",
    "presence_spoken": "setting-presence",
    "game_options": "menu-game-options",
}

#: How a damaged game option is named among the settings' names:
#: ``game_options/<game id>/<option>``.
GAME_OPTION = "game_options/"


def game_option_key(game_id: str, option: str) -> str:
    """The name :func:`setting_words` takes for one game's option."""
    return f"{GAME_OPTION}{game_id}/{option}"


def setting_words(name: str, words: Catalog) -> str:
    """The setting ``name`` (a field of Settings, or a :func:`game_option_key`)
    as its menu names it, quoted: “Verbosity”, «Подробность»,
    “<game>: <option>”."""
    if name.startswith(GAME_OPTION):
        from ..games import known, spec

        game_id, option = name[len(GAME_OPTION):].split("/", 1)
        label = option
        if known(game_id):
            game = spec(game_id)
            title = words(game.title_id)
            if option in game.engine.default_options:
                label = words(game.option_id(option))
        else:
            title = game_id
        return words("file-quoted", name=words("setting-game-option", game=title,
                                                  option=label))
    return words("file-quoted", name=words(SETTING_WORDS[name]))


def settings_named(names: list[str], words: Catalog) -> list[str]:
    """Several settings as the menus name them, each once (the window's
    width and height are one "Window size")."""
    return list(dict.fromkeys(setting_words(name, words) for name in names))
