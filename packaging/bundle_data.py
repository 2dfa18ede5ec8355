"""What the PyInstaller spec (packaging/parlour.spec) collects as data, kept
in a module so that tests/test_dist.py checks the same rules.

Game code finds its files beside its modules (``Path(__file__).parent``); in
the bundle PyInstaller sets each module's ``__file__`` under ``sys._MEIPASS``
(the ``_internal`` folder), so each file goes to the same path relative to
the checkout: ``game/locale/<lang>/``, ``game/games/<id>/locale/<lang>/``.
The default key map and the sounds sit at the top of the checkout
(``keymap.toml``, ``sounds/``) and go to ``game/data/``, where an installed
game looks first (:func:`game.resources.shipped`), as in the wheel.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

#: The files the game reads at run time, as in pyproject.toml's package-data.
PATTERNS = ("game/**/locale/*/*.ftl", "game/**/locale/*/rules.txt")
#: The top-level files, and the folder of the package each goes to.
TOP_LEVEL = (("keymap.toml", "game/data"), ("sounds/*.wav", "game/data/sounds"))


def _is_test(path: Path, root: Path) -> bool:
    return "tests" in path.relative_to(root).parts


def game_datas(root: Path) -> list[tuple[str, str]]:
    """(source file, destination folder) for every catalog of every language,
    every rules text, the default key map and the sounds."""
    found: list[tuple[str, str]] = []
    for pattern in PATTERNS:
        for path in sorted(root.glob(pattern)):
            if path.is_file() and not _is_test(path, root):
                found.append((str(path), path.parent.relative_to(root).as_posix()))
    for pattern, folder in TOP_LEVEL:
        found += [(str(path), folder) for path in sorted(root.glob(pattern)) if path.is_file()]
    return found


def languages(root: Path) -> set[str]:
    """Every language with a catalog folder, shared or a game's (en, ru, ...)."""
    return {path.parent.name for path in root.glob("game/**/locale/*/*.ftl")
            if not _is_test(path, root)}


def keep_data(dest: str, langs: set[str]) -> bool:
    """Whether a collected data file stays in the bundle: all but two
    libraries' data. Of babel's locale data (35 MB), only the root and the
    languages Parlour speaks: fluent.runtime reads their plural rules through
    babel. None of pytz's time zone files (2.6 MB, 600 files): fluent.runtime
    imports pytz only for ``pytz.UTC``, which needs no file."""
    path = PurePosixPath(dest.replace("\\", "/"))
    if path.parts[:2] == ("pytz", "zoneinfo"):
        return False
    if path.parts[:2] != ("babel", "locale-data"):
        return True
    return path.stem in babel_locales(langs)


def babel_locales(langs: set[str]) -> set[str]:
    """babel's locale files that ``langs`` read: each language, the languages
    it falls back to ("pt_BR" reads "pt"), and the root."""
    keep = {"root"}
    for lang in langs:
        parts = lang.split("_")
        keep |= {"_".join(parts[:n]) for n in range(1, len(parts) + 1)}
    return keep
