"""This run's log, ``parlour.log`` in the data folder, and what it does
when the disk says no.

The log is for whoever looks into a problem afterwards (which speech and
braille backends were tried, why one was not taken, what failed later); the
player hears the one sentence instead. A log that cannot be written (a full
disk) goes quiet rather than print a logging traceback for every line.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path

from .settings import data_dir

_log_handler: logging.Handler | None = None
_warnings_to_stderr = logging.StreamHandler()  # as before the log file: warnings on stderr
_warnings_to_stderr.setLevel(logging.WARNING)


def start_log() -> Path | None:
    """``parlour.log`` in the data folder: this run's log (each start
    begins it afresh, so it never grows), at INFO: which speech and braille
    backends were tried, why one was not taken, what failed later. None when
    the folder cannot be written; the game plays on."""
    global _log_handler
    stop_log()
    path = data_dir() / "parlour.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = QuietFileHandler(path, mode="w", encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("parlour")
    logger.addHandler(handler)
    logger.addHandler(_warnings_to_stderr)
    logger.setLevel(logging.INFO)
    logger.propagate = False  # INFO goes to the file only, whatever the root logger does
    _log_handler = handler
    return path


class QuietFileHandler(logging.FileHandler):
    """The log file, which goes quiet once it cannot be written (a full
    disk): the game plays on, and no logging traceback reaches the terminal
    for every line logged, nor an error when the log is closed."""

    failed = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.failed:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        self.failed = True
        self.close()

    def close(self) -> None:
        stream, self.stream = self.stream, None
        if stream is not None:
            with contextlib.suppress(OSError, ValueError):
                stream.close()  # it flushes what is left; the file is closed even so
        super().close()


def stop_log() -> None:
    global _log_handler
    if _log_handler is not None:
        logger = logging.getLogger("parlour")
        logger.removeHandler(_log_handler)
        logger.removeHandler(_warnings_to_stderr)
        logger.propagate = True
        _log_handler.close()
        _log_handler = None
