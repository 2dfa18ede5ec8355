"""What the app needs to know of a game, declared once by the game itself.

Each game package's ``__init__.py`` holds one :class:`GameSpec`;
``game.games.SPECS`` lists them. The app, i18n, saves, statistics, the
simulator and replay read only that list, so they name no game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .base import Game
from .lesson import Lesson
from .session import GameSession

BotFactory = Callable[[random.Random], Any]


@dataclass(frozen=True)
class GameSpec:
    """One game: its id, its session (which names its engine and bots), the
    values offered for its options, how scores rank, and its folder.

    ``options`` holds the values the options menu offers for each numeric
    option, the ruling's default first; a yes/no option is offered as off and
    on without a listing. ``better`` says whether a higher or a lower score is
    the better one for the statistics' best score (None: the game keeps no
    score). ``lesson`` is the game's "Learn to play" (:mod:`.lesson`).
    ``folder`` is the game's package folder: its catalog is
    ``folder/locale/<lang>/*.ftl`` and its rules text
    ``folder/locale/<lang>/rules.txt``."""

    id: str
    session: type[GameSession]
    folder: Path
    options: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    better: Literal["high", "low"] | None = None
    #: The game's lesson ("Learn to play"): its fixed deal and steps.
    lesson: Lesson | None = None

    @property
    def engine(self) -> type[Game[Any]]:
        return self.session.engine

    @property
    def bots(self) -> Mapping[str, BotFactory]:
        """Bot factories by level name (easy, normal, hard, expert)."""
        return self.session.bot_levels

    @property
    def title_id(self) -> str:
        """The catalog message with the game's name."""
        return f"{self.id}-title"

    @property
    def resume_id(self) -> str:
        """The catalog message saying how far a saved game got ("hand 4");
        empty words for a game that says nothing more."""
        return f"{self.id}-resume-progress"

    def option_id(self, name: str) -> str:
        """The catalog message naming the option ``name`` in the options menu."""
        return f"{self.id}-option-{name}"

    @property
    def locale(self) -> Path:
        """The folder holding one sub-folder of catalogs per language."""
        return self.folder / "locale"

    def rules_text(self, lang: str) -> Path:
        return self.locale / lang / "rules.txt"
