"""The browsers a web part remembers: each one's settings (its name and key
at the server, its language, theme and volume) under its session cookie,
kept for its next visit: a reload, a phone that dropped, a server started
again.

The table server gives each web part a file of its own in its data folder
(``--kept``): SQLite, one row a browser. A row is found by the SHA-256 of
the browser's id, never the id itself, so the file names no cookie a
reader could present. The key it holds is the one the server's own store
already holds for that player (``players``), as a desktop player's
settings file holds theirs: the file is as private as the server's data.
Without a file (``parlour web`` run by hand) the browsers are kept in
memory, until the process ends.

The longest unseen browsers are forgotten first, past ``limit``. A file
that cannot be opened or written (a full disk, another program's file) is
said once in the server's log and the browsers are kept in memory: no
browser's page ever fails for it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import sys
import time
from dataclasses import asdict
from pathlib import Path

from ..app.settings import Settings, sound_settings

SCHEMA = """
CREATE TABLE IF NOT EXISTS browsers (
    id TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    seen REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS browsers_seen ON browsers (seen);
"""


def row_id(browser: str) -> str:
    """The row of a browser: its id's hash (the cookie is not in the file)."""
    return hashlib.sha256(browser.encode()).hexdigest()


class KeptBrowsers:
    """Each browser's settings by its id, in ``path`` (None: in memory)."""

    def __init__(self, path: Path | None, limit: int) -> None:
        self.limit = limit
        self.failed = False  # a write failed: said once
        try:
            self.db = self.open(path)
        except (OSError, sqlite3.Error) as err:
            say(f"the browsers' settings cannot be kept in {path} ({err}); kept in memory")
            self.db = self.open(None)

    @staticmethod
    def open(path: Path | None) -> sqlite3.Connection:
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.exists():  # made private: it holds the players' keys
                os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        # A short wait for a lock: the web part's loop must never stall on it.
        db = sqlite3.connect(":memory:" if path is None else str(path), timeout=0.5)
        try:
            if path is not None:
                db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.executescript(SCHEMA)
        except sqlite3.Error:
            db.close()
            raise
        return db

    def settings(self, browser: str, lang: str) -> Settings:
        """The settings ``browser`` left on its last visit, or new ones in
        ``lang``; either way it counts as seen now."""
        try:
            row = self.db.execute("SELECT settings FROM browsers WHERE id = ?",
                                  (row_id(browser),)).fetchone()
        except sqlite3.Error as err:
            self.fault(err)
            row = None
        settings = None
        if row is not None:
            with contextlib.suppress(ValueError, TypeError):
                data = json.loads(row[0])
                if isinstance(data, dict):
                    settings, _ = sound_settings(data)  # a bad one back at its default
        if settings is None:
            settings = Settings(language=lang)
        self.keep(browser, settings)
        return settings

    def keep(self, browser: str, settings: Settings) -> None:
        """``browser``'s settings as they are now (a failure is the log's: the
        browser plays on, its settings kept for this visit)."""
        try:
            self.write(browser, settings)
        except sqlite3.Error as err:
            self.fault(err)

    def write(self, browser: str, settings: Settings) -> None:
        with self.db:
            self.db.execute(
                "INSERT INTO browsers (id, settings, seen) VALUES (?, ?, ?)"
                " ON CONFLICT (id) DO UPDATE SET settings = excluded.settings,"
                " seen = excluded.seen",
                (row_id(browser), json.dumps(asdict(settings)), time.time()))
            self.db.execute(
                "DELETE FROM browsers WHERE id IN (SELECT id FROM browsers"
                " ORDER BY seen DESC LIMIT -1 OFFSET ?)", (self.limit,))

    def fault(self, err: sqlite3.Error) -> None:
        if not self.failed:
            self.failed = True
            say(f"the browsers' settings could not be kept ({err})")

    def count(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM browsers").fetchone()[0])

    def close(self) -> None:
        self.db.close()


def say(line: str) -> None:
    """A line for the server's log (the web part's output goes there)."""
    print(f"parlour web: {line}", file=sys.stderr, flush=True)
