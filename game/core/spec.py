"""What the app needs to know of a game, declared once by the game itself.

Each game package's ``__init__.py`` holds one :class:`GameSpec`;
``game.games.SPECS`` lists them. The app, saves, statistics, the simulator
and replay read only that list, so they name no game.

A spec holds the engine and the bots itself, and the session and the lesson
as functions that import them at their first use: the online server plays
engines and bots only, and so loads no session, no words and no catalog.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from .base import Game

if TYPE_CHECKING:
    from .lesson import Lesson
    from .session import GameSession

BotFactory = Callable[[random.Random], Any]


@dataclass(frozen=True)
class GameSpec:
    """One game: its id, its engine, its bots, its session, the values
    offered for its options, how scores rank, and its folder.

    ``options`` holds the values the options menu offers for each numeric
    option, the ruling's default first; a yes/no option is offered as off and
    on without a listing. ``better`` says whether a higher or a lower score is
    the better one for the statistics' best score (None: the game keeps no
    score). ``lesson`` is the game's "Learn to play" (:mod:`.lesson`).
    ``folder`` is the game's package folder: its catalog is
    ``folder/locale/<lang>/*.ftl`` and its rules text
    ``folder/locale/<lang>/rules.txt``."""

    id: str
    engine: type[Game[Any]]
    bots: Mapping[str, BotFactory]
    load_session: Callable[[], type[GameSession]]
    folder: Path
    options: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    better: Literal["high", "low"] | None = None
    load_lesson: Callable[[], Lesson] | None = None

    @property
    def session(self) -> type[GameSession]:
        """The session: commands to moves, and the words."""
        return self.load_session()

    @property
    def lesson(self) -> Lesson | None:
        """The game's lesson ("Learn to play"): its fixed deal and steps."""
        return None if self.load_lesson is None else self.load_lesson()

    @property
    def online(self) -> bool:
        """Whether the game can be played at an online table: its engine
        makes a game from one seat's view (``from_view``, on which a remote
        seat judges the player's moves) and has a public view (``public_view``,
        a watcher's). The base engine has neither."""
        return all(inspect.getattr_static(self.engine, name) is not vars(Game)[name]
                   for name in ("from_view", "public_view"))

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
