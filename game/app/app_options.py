"""What the command line chose for one run of the app (``python -m game --help``).

Apart from :mod:`game.app.main` so that the menus can read it (the seed a
run plays with) through :class:`~game.app.shell.Host` without importing the
loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class AppOptions:
    """What the command line chose (``python -m game --help``)."""

    speech: str | None = None
    keymap: Path | None = None
    headless: bool = False
    keys: list[str] = field(default_factory=list)
    seed: int | None = None
    settings_file: Path | None = None
    lang: str | None = None
    """``--lang``: the language of this run; the settings keep theirs."""
    online: str | None = None
    """``--online ADDRESS``: connect at once (a key script then plays the lobby)."""
    name: str | None = None
    """``--name NAME``: the name to connect with (else the settings')."""
