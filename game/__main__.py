"""``python -m game``: see :mod:`game.cli`."""

from .cli import main

raise SystemExit(main())
