"""Reading and writing the player's own files, and the words for what went wrong.

Every file the game keeps (settings, statistics, key map, save) is read and
written through here, so that the same traps are avoided once for all:

* a file saved by Notepad as "UTF-8 with BOM" is read like any other;
* a link that leads nowhere is said, never taken for "no file yet" and
  silently replaced by a plain file (the player put it there on purpose);
* writing through a link writes the file it leads to, and keeps the link;
* no sentence passes on Python's own error text ("[Errno 21] Is a
  directory: ..."): an OSError becomes catalog words by its errno.

>>> from game.i18n import set_language
>>> set_language("en")
>>> os_words(OSError(28, "No space left on device"))
'the disk is full'
>>> os_words(IsADirectoryError(21, "Is a directory"))
'it is a folder, not a file'
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import tempfile
from pathlib import Path

from ..i18n import t

#: The errors the catalog has its own words for; any other is named by its code.
KNOWN_ERRORS = frozenset({"EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "EFBIG", "EISDIR",
                          "ENOTDIR", "ENOENT", "ELOOP", "EIO", "ENAMETOOLONG", "EBUSY"})


class FileFault(Exception):
    """Why a file cannot be read, already in the player's words."""

    def __init__(self, words: str) -> None:
        super().__init__(words)
        self.words = words


def os_words(err: OSError) -> str:
    """What an operating-system error means, in the catalog's words."""
    code = errno.errorcode.get(err.errno or 0, "")
    if code == "EWOULDBLOCK":  # the same number as EAGAIN on Linux
        code = "EAGAIN"
    if code in KNOWN_ERRORS:
        return t("os-fault", code=code)
    return t("os-fault-other", code=code or str(err.errno or "?"))


def json_words(err: json.JSONDecodeError) -> str:
    """Where a JSON file stops making sense, without the decoder's English."""
    return t("file-not-json", line=err.lineno, column=err.colno)


def dangling_link(path: Path) -> bool:
    """A link whose target does not exist (``Path.exists`` says False for it)."""
    return path.is_symlink() and not path.exists()


def present(path: Path) -> bool:
    """Whether there is something at ``path`` to read or to report: a file, or
    a link that leads nowhere (reading that one says so)."""
    return path.exists() or path.is_symlink()


def read_text(path: Path) -> str:
    """The text of a player's file; raises FileFault in the player's words.
    A byte-order mark at the start (Notepad's "UTF-8 with BOM") is dropped."""
    if path.is_symlink():
        try:
            path.stat()
        except FileNotFoundError:
            raise FileFault(t("file-dangling-link", target=str(os.readlink(path)))) from None
        except OSError as err:  # a link in a circle
            raise FileFault(os_words(err)) from None
    try:
        data = path.read_bytes()
    except OSError as err:
        raise FileFault(os_words(err)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileFault(t("file-not-text")) from None


def write_target(path: Path) -> Path:
    """Where writing ``path`` really goes: through a link to its target, so
    that a settings file the player links from elsewhere stays linked."""
    if path.is_symlink():
        with contextlib.suppress(OSError, RuntimeError):
            return path.resolve()
    return path


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new copy.
    Raises OSError; the old copy is then untouched."""
    target = write_target(path)
    if target == path:
        path.parent.mkdir(parents=True, exist_ok=True)
    # A link's target folder is the player's to make (a drive not mounted
    # yet must not be replaced by an empty folder): it is not created.
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def bad_copy_path(path: Path) -> Path:
    """A free name beside ``path`` for a file moved aside: NAME.bad, then
    NAME.1.bad, NAME.2.bad... so an earlier bad copy is never overwritten."""
    candidate = path.with_name(path.name + ".bad")
    n = 0
    while present(candidate):
        n += 1
        candidate = path.with_name(f"{path.name}.{n}.bad")
    return candidate


def move_aside(path: Path) -> Path | None:
    """Keep a bad file as NAME.bad (never deleted); None if it cannot be
    moved. A link is moved as the link: what it leads to is left alone."""
    bad = bad_copy_path(path)
    try:
        os.replace(path, bad)
    except OSError:
        return None
    return bad


def copy_aside(path: Path) -> Path | None:
    """Keep a copy of a partly bad file as NAME.bad before the good part is
    written back; None if no copy could be made (then nothing is written)."""
    bad = bad_copy_path(path)
    try:
        shutil.copyfile(path, bad)
    except OSError:
        with contextlib.suppress(OSError):
            bad.unlink()
        return None
    return bad


def unreadable(path: Path, err: Exception) -> str:
    """Why a JSON file of the player's could not be read, in the catalog's
    words, with the file moved aside (a link, the player's own, is left as
    it is): the one sentence settings and statistics both say."""
    if isinstance(err, FileFault):
        fault = err.words
    elif isinstance(err, json.JSONDecodeError):
        fault = json_words(err)
    else:  # a number too long to read, or nesting too deep
        fault = t("keymap-too-big")
    if not dangling_link(path):
        move_aside(path)
    return fault


def shorten(text: str, limit: int = 80) -> str:
    """A value from a damaged file, cut to fit in a spoken sentence."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
