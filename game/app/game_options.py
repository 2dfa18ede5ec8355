"""The game options kept in the settings, checked against the games.

The settings keep each game's options as last chosen (a target score, a
deal limit...). Read back, each one must still be an option its game has,
of its kind (on or off, or a number) and one of the values the options menu
offers; any other is damage: it goes back to the game's default and the
settings sentence names it. A game this version does not have keeps its
entry untouched (a newer version wrote it, and will read it again).
"""

from __future__ import annotations

from typing import Any

from ..games import known, spec
from .files import shorten
from .setting_words import game_option_key


def option_fault(game_id: str, name: str, value: Any) -> bool:
    """Whether ``value`` is not one the options menu of ``game_id`` offers
    for its option ``name`` (or there is no such option)."""
    game = spec(game_id)
    defaults = game.engine.default_options
    if name not in defaults:
        return True
    default = defaults[name]
    if type(value) is not type(default):
        return True
    return not isinstance(default, bool) and value not in game.options.get(name, (default,))


def unsound_game_options(
        game_options: dict[str, dict[str, bool | int]],
) -> tuple[dict[str, dict[str, bool | int]], list[str]]:
    """The settings' ``game_options`` with every damaged one back to its
    game's default (left out: the default needs no entry), and the names of
    those (:func:`game_option_key`), for the settings sentence.

    Given the options, not the :class:`~game.app.settings.Settings`: the
    settings module calls this, when it reads a file, so this one never
    imports it back."""
    bad: list[str] = []
    kept: dict[str, dict[str, bool | int]] = {}
    for game_id, options in game_options.items():
        if not known(game_id):
            kept[game_id] = options
            continue
        good = {}
        for name, value in options.items():
            if isinstance(name, str) and not option_fault(game_id, name, value):
                good[name] = value
            else:
                bad.append(game_option_key(game_id, shorten(str(name), 40)))
        if good:
            kept[game_id] = good
    return kept, bad
