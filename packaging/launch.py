"""The entry point of both programs in the bundle (``parlour`` and
``parlour-cli``): the same command line as ``python -m game``."""

from game.cli import main

raise SystemExit(main())
