"""Where each game's catalogs are, in the order of the list of games.

The list of games (``game/games/__init__.py``) adds each game's folder here
and :mod:`game.i18n` reads them; neither imports the other's side. The online
server imports the list of games for the engines; this module, unlike
``i18n``, brings no Fluent and no catalog with it.
"""

from __future__ import annotations

from pathlib import Path

#: Each game's catalog folder (one sub-folder per language), in the order
#: the folders were added.
GAME_FOLDERS: list[Path] = []


def add_game_catalogs(folder: Path) -> None:
    """Add a game's catalogs, ``folder/<lang>/*.ftl``, to every language's
    catalog; a folder already added is left where it is."""
    if folder not in GAME_FOLDERS:
        GAME_FOLDERS.append(folder)
