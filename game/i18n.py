"""Every word the player hears or reads comes from a Fluent catalog.

The shared messages (app, common words, cards) live in
``game/locale/<lang>/*.ftl``; each game's in its own folder,
``game/games/<id>/locale/<lang>/*.ftl`` (its spec's ``locale``), which the
list of games adds to :mod:`game.catalog_folders` (this module imports no
game: the games' sessions import it). Code asks
for a message by id with named arguments; it never glues English fragments
together, so another language needs only new ``.ftl`` files: one folder for
the shared ones and one a game. Lists ("a, b and c") are joined by catalog
patterns too. Every bundle has the grammar functions of ``game/grammar.py``:
``WORDS($n, case: "gen", gender: "f")`` says a number in words, declined
(Russian speech never says digits where Russian declines the number), and
``NAME($who, case: "dat")`` declines a player's name.

>>> t("list-two", first="Ada", second="Boris")
'Ada and Boris'
>>> join_list(["an ace", "a king", "a 2"])
'an ace, a king and a 2'
"""

from __future__ import annotations

import locale
import os
import sys
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from .catalog_folders import GAME_FOLDERS
from .grammar import functions

LOCALE_DIR = Path(__file__).parent / "locale"
DEFAULT_LANG = "en"
# Grammatical arguments every message receives unless the code passes them:
# a language that declines card words selects on ``$case`` even where the
# code asks for the plain (nominative) form; English ignores it.
GRAMMAR_DEFAULTS: dict[str, Any] = {"case": "nom"}


class MissingMessage(KeyError):
    """A message id that the catalog does not have: a programming error."""


class Catalog:
    """The messages of one language."""

    def __init__(self, lang: str = DEFAULT_LANG) -> None:
        # Imported here, not at the top: fluent.runtime brings Babel, about a
        # third of a second of the launch, and the main menu's first words
        # are said from a cache without it (game/app/early.py).
        from fluent.runtime import FluentBundle

        self.lang = lang
        self.bundle = FluentBundle([lang], functions=functions(lang), use_isolating=False)
        self._ids: dict[str, None] = {}  # every message's id, as an ordered set
        # The shared messages now, each game's at the first message the shared
        # ones lack: the opening words need only the shared, and parsing the
        # games' would hold them back. The shared are added first either way,
        # so the same message wins.
        for path in shared_catalog_files(lang):
            self._add(path)
        #: How many of the registered game catalog folders are added.
        self._games_added = 0
        # The same words come again and again (card names, positions, row
        # labels rebuilt after every event): format each once.
        # Keyed by the arguments as given (a call site gives them in one
        # order): the defaults are merged only when a message is formatted.
        self._cached = lru_cache(maxsize=16384)(
            lambda msg_id, items: self._format(msg_id, {**GRAMMAR_DEFAULTS, **dict(items)}))

    def _add(self, path: Path) -> None:
        from fluent.runtime import FluentResource
        from fluent.syntax.ast import Message

        resource = FluentResource(path.read_text(encoding="utf-8"))
        self.bundle.add_resource(resource)
        self._ids.update(dict.fromkeys(e.id.name for e in resource.body
                                      if isinstance(e, Message)))

    def ids(self) -> list[str]:
        """The ids of every message, in the order added (a browser's page is
        sent all of its own, ``web-*``, at once)."""
        self._load_games()
        return list(self._ids)

    def _load_games(self) -> bool:
        """Add the messages of every game registered since the last time;
        whether there were any."""
        folders = GAME_FOLDERS[self._games_added:]
        if not folders:
            return False
        self._games_added = len(GAME_FOLDERS)
        for path in _files_in(folders, self.lang):
            self._add(path)
        return True

    def has(self, msg_id: str) -> bool:
        return self.bundle.has_message(msg_id) or (
            self._load_games() and self.bundle.has_message(msg_id))

    def __call__(self, msg_id: str, **args: Any) -> str:
        try:
            return self._cached(msg_id, tuple(args.items()))
        except TypeError:  # an argument that cannot be a cache key
            return self._format(msg_id, {**GRAMMAR_DEFAULTS, **args})

    def _format(self, msg_id: str, args: dict[str, Any]) -> str:
        if not self.has(msg_id):
            raise MissingMessage(msg_id)
        message = self.bundle.get_message(msg_id)
        if message.value is None:  # a message with attributes only
            raise MissingMessage(msg_id)
        text, errors = self.bundle.format_pattern(message.value, args)
        if errors and self._load_games():  # it may name a game's term or message
            text, errors = self.bundle.format_pattern(message.value, args)
        if errors:
            raise MissingMessage(f"{msg_id}: {errors[0]}")
        return str(text)

    def join(self, items: Sequence[str]) -> str:
        """Items as a spoken list, by the catalog's list patterns."""
        if not items:
            return self("list-empty")
        if len(items) == 1:
            return items[0]
        text = self("list-two", first=items[-2], second=items[-1])
        for item in reversed(items[:-2]):
            text = self("list-more", first=item, rest=text)
        return text


def catalog_files(lang: str) -> list[Path]:
    """The shared catalog files of ``lang``, then each added game's."""
    return shared_catalog_files(lang) + game_catalog_files(lang)


def shared_catalog_files(lang: str) -> list[Path]:
    folder = LOCALE_DIR / lang
    files = sorted(folder.glob("*.ftl"))
    if not files:
        raise FileNotFoundError(f"no messages for language {lang!r} in {folder}")
    return files


def game_catalog_files(lang: str) -> list[Path]:
    """Each added game's catalog files of ``lang``, in the games' order."""
    return _files_in(GAME_FOLDERS, lang)


def _files_in(folders: Sequence[Path], lang: str) -> list[Path]:
    files: list[Path] = []
    for folder in folders:
        files += sorted((folder / lang).glob("*.ftl"))
    return files


_current = DEFAULT_LANG


def languages() -> list[str]:
    """The languages whose shared catalog folder exists, English first."""
    return list(_languages())


@cache
def _languages() -> tuple[str, ...]:
    # Looked up once: the web part sets each browser's language before each
    # piece of its work, and a folder listing each time was a tenth of its CPU.
    found = sorted(p.name for p in LOCALE_DIR.iterdir() if any(p.glob("*.ftl")))
    return tuple(sorted(found, key=lambda lang: (lang != DEFAULT_LANG, lang)))


def set_language(lang: str) -> None:
    """Speak and show ``lang`` from now on (it must be one of ``languages()``)."""
    global _current
    if lang not in languages():
        raise ValueError(f"no messages for language {lang!r}")
    _current = lang


def current_language() -> str:
    return _current


LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The environment variables that name the system's language, strongest first."""


def system_language(env: Mapping[str, str] | None = None) -> str:
    """The system's language if the game has it, else English.

    The POSIX variables first (``LANGUAGE`` may list several, ``ru:en``;
    "C" and "POSIX" name no language), then Windows' display language, then
    Python's locale. Each name is cut to its language ("ru_RU.UTF-8" is "ru")."""
    env = os.environ if env is None else env
    names: list[str] = []
    for variable in LANGUAGE_VARIABLES:
        names += env.get(variable, "").split(":")
    names.append(_windows_ui_language() if env is os.environ else "")
    if env is os.environ:
        names.append(locale.getlocale()[0] or "")
    have = languages()
    for name in names:
        lang = name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if lang in ("c", "posix") or not lang:
            continue
        if lang in have:
            return lang
    return DEFAULT_LANG


def _windows_ui_language() -> str:
    """The Windows display language as a locale name ("ru_RU"), or ""."""
    if sys.platform != "win32":
        return ""
    try:
        import ctypes

        lang_id = getattr(ctypes, "windll").kernel32.GetUserDefaultUILanguage()  # noqa: B009
    except (AttributeError, OSError):
        return ""
    return str(locale.windows_locale.get(int(lang_id), ""))


def language_name(lang: str) -> str:
    """A language by its own name ("English", "Русский"), from its own catalog:
    the player who cannot read the current language still finds theirs."""
    return catalog(lang)("language-own-name")


@cache
def _catalog(lang: str) -> Catalog:
    return Catalog(lang)


def catalog(lang: str | None = None) -> Catalog:
    """The catalog of ``lang``, or of the current language."""
    return _catalog(lang or _current)


def t(msg_id: str, **args: Any) -> str:
    """A message of the current language."""
    return catalog()(msg_id, **args)


def join_list(items: Sequence[str]) -> str:
    return catalog().join(items)
