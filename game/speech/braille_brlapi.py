"""Linux braille through BRLTTY's BrlAPI.

The ``brlapi`` Python module is not on PyPI: Debian ships it as
``python3-brlapi`` (Fedora ``python3-brlapi``, Arch with ``brltty``), for the
system's Python only, so a venv or pipx install cannot import it. Like a
screen reader, the game then loads it from where the system keeps it, when
it was built for this Python (the same version and ABI: its file name ends in
one of this interpreter's extension suffixes). Unlike Speech Dispatcher's
plain-text SSIP, BrlAPI's protocol is binary and has authentication, so
speaking it ourselves was not worth it.

The connection follows BrlAPI's own settings (``BRLAPI_HOST``,
``BRLAPI_AUTH``, else the local BRLTTY). The game enters "tty mode" with the
path of its window (``WINDOWPATH``, as Orca does), so BRLTTY gives it the
display while the game's window has the focus, and takes only the display's
two panning keys; every other key stays BRLTTY's.

Every call here runs on :class:`game.speech.braille.Braille`'s worker thread.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.machinery
import importlib.util
import logging
import sys
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import Any

log = logging.getLogger("parlour.speech")


def system_module_dirs() -> list[Path]:
    """Where Linux distributions keep their own Python packages."""
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    return [Path("/usr/lib/python3/dist-packages"),  # Debian, Ubuntu
            Path(f"/usr/lib/{version}/site-packages"),  # Arch, Fedora (pure)
            Path(f"/usr/lib64/{version}/site-packages"),  # Fedora, openSUSE
            Path(f"/usr/local/lib/{version}/dist-packages")]


def find_brlapi(dirs: Iterable[Path] | None = None) -> ModuleType | None:
    """The ``brlapi`` module: importable as it is, or loaded from the
    system's folders; None when there is none built for this Python."""
    try:
        return importlib.import_module("brlapi")
    except ImportError:
        pass
    for folder in dirs if dirs is not None else system_module_dirs():
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = folder / f"brlapi{suffix}"
            if path.is_file():
                try:
                    return _load_extension("brlapi", path)
                except ImportError as exc:  # built for another Python
                    log.info("braille: %s cannot be loaded: %s", path, exc)
    return None


def _load_extension(name: str, path: Path) -> ModuleType:
    loader = importlib.machinery.ExtensionFileLoader(name, str(path))
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    if spec is None:
        raise ImportError(f"no module spec for {path}")
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    sys.modules[name] = module
    return module


class BrlapiDisplay:
    """A BrlAPI connection in tty mode: one window of text, panned by the
    display's FWINLT and FWINRT keys."""

    def __init__(self, brlapi: Any) -> None:
        self._api = brlapi
        self._connection = brlapi.Connection()
        try:
            self._connection.enterTtyModeWithPath([])
            self._connection.ignoreAllKeys()
            self._left = brlapi.KEY_TYPE_CMD | brlapi.KEY_CMD_FWINLT
            self._right = brlapi.KEY_TYPE_CMD | brlapi.KEY_CMD_FWINRT
            self._connection.acceptKeys(brlapi.rangeType_command, [self._left, self._right])
            columns, rows = self._connection.displaySize
        except Exception:
            self.close()
            raise
        self.width = max(1, int(columns) * max(1, int(rows)))
        self._text = ""
        self._start = 0

    def write(self, text: str) -> None:
        self._text, self._start = text, 0
        self._show()

    def poll(self) -> None:
        while (code := self._connection.readKey(False)) is not None:
            command = code & (self._api.KEY_TYPE_MASK | self._api.KEY_CODE_MASK)
            if command == self._right and self._start + self.width < len(self._text):
                self._start += self.width
                self._show()
            elif command == self._left and self._start > 0:
                self._start = max(0, self._start - self.width)
                self._show()

    def close(self) -> None:
        for call in ("leaveTtyMode", "closeConnection"):
            with contextlib.suppress(Exception):  # the daemon is gone already
                getattr(self._connection, call)()

    def _show(self) -> None:
        self._connection.writeText(self._text[self._start:self._start + self.width])
