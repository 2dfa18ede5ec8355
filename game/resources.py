"""Where the game's own files are: the default key map and the sound cues.

One copy of each, at the top of the repository (``keymap.toml``,
``sounds/``), where a player reads the keys and a contributor edits them.
The wheel and the players' bundle carry them inside the package, in
``game/data/`` (setup.py's build step, packaging/bundle_data.py), since an
installed program has no repository around it.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
TOP_LEVEL_FILES = ("keymap.toml", "sounds")
"""The repository's top-level files the game reads at run time."""


def shipped(name: str) -> Path:
    """The file or folder ``name`` (one of :data:`TOP_LEVEL_FILES`): inside
    the package when installed, else at the top of the checkout."""
    # Installed means the package carries the key map (a folder left empty
    # in a checkout by an old layout does not count).
    installed = (PACKAGE / "data" / "keymap.toml").is_file()
    return (PACKAGE / "data" if installed else PACKAGE.parent) / name
