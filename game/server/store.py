"""What the server keeps: its embedded side, one SQLite file,
``DIR/parlour.sqlite3`` (the interface both sides have is
:mod:`game.server.store_base`; the scaled side, PostgreSQL, is
:mod:`game.server.store_pg`; :func:`open_store` picks one).

Tables: ``players`` (reconnect token -> name, and the name's key:
:mod:`game.server.name_keys`), ``meta`` (whose keys they are), ``tables`` (game, options,
the secret seed, the private code, the record header), ``seats`` (who sits
where: person or computer player, level, name, the person's token) and
``events`` (each table's event log, numbered from 1). Every write commits
at once: a table's events are on disk before any seat is sent them, so a
``kill -9`` loses nothing a client has seen.

The calls are synchronous, on both sides; a table's events are committed
by the store's writer thread, on a connection of its own, the loop awaiting
it (:mod:`game.server.writer`), the rest on the server's loop.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from ..core.base import Event
from .name_keys import KEY_VERSION, keyed, name_key
from .store_base import (
    BOARD_ORDER,
    RatedSeat,
    Rater,
    Sanction,
    StaleOwner,
    Standing,
    StoredReport,
    StoredSeat,
    StoredTable,
    StoreUnreachable,
    TableStore,
)
from .store_guard import GUARD_SCHEMA

#: the shared names, given here too: the server and its tests import them from the store
__all__ = ["BOARD_ORDER", "RatedSeat", "Rater", "Sanction", "StaleOwner", "Standing",
           "StoredReport", "StoredSeat", "StoredTable", "StoreUnreachable", "TableStore",
           "SqliteStore", "Store", "open_store", "SCHEMA"]

SCHEMA = """
CREATE TABLE IF NOT EXISTS players (token TEXT PRIMARY KEY, name TEXT NOT NULL, skeleton TEXT);
CREATE UNIQUE INDEX IF NOT EXISTS players_name ON players (lower(name));
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
    code TEXT, header TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0,
    turn_seconds INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, level TEXT,
    name TEXT, token TEXT, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS events (
    table_id TEXT NOT NULL, n INTEGER NOT NULL, event TEXT NOT NULL, PRIMARY KEY (table_id, n));
CREATE TABLE IF NOT EXISTS answers (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, request TEXT NOT NULL, event INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat, request));
CREATE TABLE IF NOT EXISTS passwords (token TEXT PRIMARY KEY, hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ratings (
    token TEXT NOT NULL, game TEXT NOT NULL, mu REAL NOT NULL, sigma REAL NOT NULL,
    matches INTEGER NOT NULL, wins INTEGER NOT NULL, PRIMARY KEY (token, game));
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, (mu - 3 * sigma));
CREATE TABLE IF NOT EXISTS rated_seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, token TEXT NOT NULL, game TEXT NOT NULL,
    mu_before REAL, sigma_before REAL, mu REAL NOT NULL, sigma REAL NOT NULL,
    PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS sanctions (
    token TEXT NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (token, kind));
CREATE TABLE IF NOT EXISTS personal_mutes (
    listener TEXT NOT NULL, muted TEXT NOT NULL, PRIMARY KEY (listener, muted));
CREATE INDEX IF NOT EXISTS personal_mutes_muted ON personal_mutes (muted);
CREATE TABLE IF NOT EXISTS reports (
    n INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, by_token TEXT NOT NULL,
    about_token TEXT NOT NULL, table_id TEXT NOT NULL, quote TEXT NOT NULL,
    reason TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS seats_token ON seats (token);
"""


def open_store(data: Path, url: str | None = None) -> TableStore:
    """The store of ``url`` (``postgresql://...``), else the SQLite file in ``data``."""
    if url is None:
        return SqliteStore(data)
    from .store_pg import PostgresStore  # psycopg only for a server that uses it

    return PostgresStore(url)


CHECKPOINT_EVERY = 0.5  # seconds between two checkpoints of the WAL, by the thread
RESTART_PAGES = 1_000  # a WAL this long is started again from its beginning (4 MiB)


class SqliteStore(TableStore):
    """The embedded side: one SQLite file, one server process. The owner
    epoch has no use here (no other server can write the file)."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.path = folder / "parlour.sqlite3"
        self.db = sqlite3.connect(self.path, isolation_level=None)
        # WAL: a commit is one append, in the OS's hands at once, so a killed
        # process (kill -9) loses no committed row. NORMAL leaves the fsync to
        # checkpoints: only a power cut could lose the last moves, and an fsync
        # per move would hold up every table on the event loop.
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        # Nor does the loop checkpoint: by default the commit that fills the WAL
        # past 1,000 pages copies them all into the file and fsyncs both, with
        # every table waiting (the commits' tail in bench_online). A thread of
        # the store's own does it on a connection of its own, the GIL let go
        # while SQLite works; a checkpoint is safe against kill -9 at any point.
        self.db.execute("PRAGMA wal_autocheckpoint=0")
        self.db.executescript(SCHEMA)
        self.db.executescript(GUARD_SCHEMA)  # store_guard.py
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(tables)")}
        if "turn_seconds" not in columns:  # a file of the server before turn timers
            self.db.execute("ALTER TABLE tables ADD COLUMN turn_seconds INTEGER NOT NULL"
                            " DEFAULT 0")
        self._key_names()
        self._closing = threading.Event()
        self._checkpointer = threading.Thread(target=self._checkpoint_often, daemon=True,
                                              name="parlour-checkpoint")
        self._checkpointer.start()

    def _key_names(self) -> None:
        """Each player's name key, computed again for a file of the server
        before keys (no ``skeleton`` column) or whose keys another version made."""
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(players)")}
        with self.db:
            self.db.execute("BEGIN")
            if "skeleton" not in columns:
                self.db.execute("ALTER TABLE players ADD COLUMN skeleton TEXT")
            row = self.db.execute("SELECT value FROM meta WHERE key = 'name_keys'").fetchone()
            if row is None or row[0] != KEY_VERSION:
                players = self.db.execute("SELECT token, name FROM players").fetchall()
                self.db.execute("UPDATE players SET skeleton = NULL")
                self.db.executemany("UPDATE players SET skeleton = ? WHERE token = ?",
                                    keyed(players))
                self.db.execute("INSERT OR REPLACE INTO meta (key, value)"
                                " VALUES ('name_keys', ?)", (KEY_VERSION,))
            self.db.execute("CREATE UNIQUE INDEX IF NOT EXISTS players_skeleton"
                            " ON players (skeleton)")

    def _checkpoint_often(self) -> None:
        """Copy the WAL into the file every :data:`CHECKPOINT_EVERY` seconds,
        passively: never waiting for the loop's writes, nor making them wait.
        A WAL is begun again only by a write that finds it all copied, which a
        steady stream of moves may never do: so once it is long, what little
        came since the passive copy is copied with the writes held (RESTART),
        and the next write starts the WAL over instead of making it longer."""
        # RESTART holds the loop's writes while it waits (for a reader still on
        # the WAL, say): it gives up after 50 ms, and the next round tries again.
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False,
                             timeout=0.05)
        try:
            while not self._closing.wait(CHECKPOINT_EVERY):
                with contextlib.suppress(sqlite3.Error):  # busy: the next round does it
                    _, pages, _ = db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                    if pages >= RESTART_PAGES:
                        db.execute("PRAGMA wal_checkpoint(RESTART)").fetchall()
        finally:
            db.close()

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self._closing.set()
        self._checkpointer.join()
        self.db.close()

    # -- players -----------------------------------------------------------------------
    def add_player(self, token: str, name: str) -> str | None:
        key = name_key(name)
        added = self.db.execute("INSERT INTO players (token, name, skeleton) VALUES (?, ?, ?)"
                                " ON CONFLICT DO NOTHING", (token, name, key)).rowcount
        if added:
            return None
        # Its key's holder; else the name in other case, kept before keys were.
        row = self.db.execute("SELECT name, token FROM players WHERE skeleton = ? OR"
                              " lower(name) = lower(?) ORDER BY skeleton IS NULL LIMIT 1",
                              (key, name)).fetchone()
        return name if row is None else None if row[1] == token else str(row[0])

    def claim(self, table_id: str, epoch: int | None = None) -> int:
        return 1 if epoch is None else epoch

    # -- tables ------------------------------------------------------------------------
    def add_table(self, table: StoredTable) -> None:
        with self.db:  # one transaction: a table is stored whole or not at all
            self.db.execute("BEGIN")
            self.db.execute(
                "INSERT INTO tables (id, game, options, seed, code, header, turn_seconds)"
                " VALUES (?,?,?,?,?,?,?)",
                (table.id, table.game, json.dumps(table.options), table.seed, table.code,
                 json.dumps(table.header), table.turn_seconds))
            self.db.executemany(
                "INSERT INTO seats (table_id, seat, kind, level, name, token) VALUES (?,?,?,?,?,?)",
                [(table.id, n, s.kind, s.level, s.name, s.token)
                 for n, s in enumerate(table.seats)])
            self._insert_events(table.id, 1, table.events)

    def set_seat(self, table_id: str, seat: int, name: str | None, token: str | None) -> None:
        self.db.execute("UPDATE seats SET name = ?, token = ? WHERE table_id = ? AND seat = ?",
                        (name, token, table_id, seat))

    def append_events(self, table_id: str, first: int, events: list[Event],
                      answer: tuple[int, str] | None = None) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self._insert_events(table_id, first, events)
            if answer is not None:
                self.db.execute("INSERT OR REPLACE INTO answers (table_id, seat, request, event)"
                                " VALUES (?, ?, ?, ?)", (table_id, answer[0], answer[1], first))

    def _insert_events(self, table_id: str, first: int, events: list[Event]) -> None:
        self.db.executemany("INSERT INTO events (table_id, n, event) VALUES (?, ?, ?)",
                            [(table_id, first + i, json.dumps(e, ensure_ascii=False))
                             for i, e in enumerate(events)])

    def finish(self, table_id: str) -> None:
        self.db.execute("UPDATE tables SET over = 1 WHERE id = ?", (table_id,))

    def close_table(self, table_id: str) -> None:
        with self.db:
            self.db.execute("BEGIN")
            for table in ("answers", "events", "seats"):
                self.db.execute(f"DELETE FROM {table} WHERE table_id = ?", (table_id,))
            self.db.execute("DELETE FROM tables WHERE id = ?", (table_id,))

    def table_ids(self, over: bool | None = None) -> list[str]:
        if over is None:
            rows = self.db.execute("SELECT id FROM tables ORDER BY rowid").fetchall()
        else:
            rows = self.db.execute("SELECT id FROM tables WHERE over = ? ORDER BY rowid",
                                   (int(over),)).fetchall()
        return [str(r[0]) for r in rows]

    def seated_tables(self, token: str) -> list[str]:
        return [str(r[0]) for r in self.db.execute(
            "SELECT DISTINCT tables.id, tables.rowid FROM seats JOIN tables ON tables.id ="
            " seats.table_id WHERE seats.token = ? AND NOT tables.over ORDER BY tables.rowid",
            (token,))]

    # -- accounts ----------------------------------------------------------------------
    def set_password(self, token: str, hashed: str) -> None:
        self.db.execute("INSERT INTO passwords (token, hash) VALUES (?, ?) ON CONFLICT (token)"
                        " DO UPDATE SET hash = excluded.hash", (token, hashed))

    def forget_password(self, token: str) -> None:
        self.db.execute("DELETE FROM passwords WHERE token = ?", (token,))

    # -- ratings -----------------------------------------------------------------------
    def rate_match(self, table_id: str, game: str, seats: list[RatedSeat],
                   rater: Rater) -> bool:
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            if self.db.execute("SELECT 1 FROM rated_seats WHERE table_id = ? LIMIT 1",
                               (table_id,)).fetchone():
                return False
            before = [self._standing(game, token) for _, token, _ in seats]
            after = rater(before)
            for (seat, token, won), old, (mu, sigma) in zip(seats, before, after, strict=True):
                self.db.execute(
                    "INSERT INTO rated_seats (table_id, seat, token, game, mu_before,"
                    " sigma_before, mu, sigma) VALUES (?,?,?,?,?,?,?,?)",
                    (table_id, seat, token, game, old and old.mu, old and old.sigma, mu, sigma))
                self.db.execute(
                    "INSERT INTO ratings (token, game, mu, sigma, matches, wins)"
                    " VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (token, game) DO UPDATE SET"
                    " mu = excluded.mu, sigma = excluded.sigma, matches = matches + 1,"
                    " wins = wins + excluded.wins", (token, game, mu, sigma, int(won)))
        return True

    def _standing(self, game: str, token: str) -> Standing | None:
        row = self.db.execute("SELECT mu, sigma, matches, wins FROM ratings"
                              " WHERE token = ? AND game = ?", (token, game)).fetchone()
        return None if row is None else Standing(*row)

    def place(self, game: str, token: str) -> tuple[int, int, Standing] | None:
        mine = self._standing(game, token)
        if mine is None:
            return None
        # Two counts on the index (game, mu - 3 sigma): no scan of the game's rows.
        (above,) = self.db.execute(
            "SELECT count(*) FROM ratings WHERE game = ? AND mu - 3 * sigma > ?",
            (game, mine.mu - 3 * mine.sigma)).fetchone()
        (count,) = self.db.execute("SELECT count(*) FROM ratings WHERE game = ?",
                                   (game,)).fetchone()
        return int(above) + 1, int(count), mine

    # -- moderation --------------------------------------------------------------------
    def set_sanction(self, token: str, kind: Sanction, on: bool) -> None:
        if on:
            self.db.execute("INSERT INTO sanctions (token, kind, at) VALUES (?, ?, ?)"
                            " ON CONFLICT DO NOTHING", (token, kind, int(time.time())))
        else:
            self.db.execute("DELETE FROM sanctions WHERE token = ? AND kind = ?", (token, kind))

    def set_personal_mute(self, listener: str, muted: str, on: bool) -> None:
        if on:
            self.db.execute("INSERT INTO personal_mutes (listener, muted) VALUES (?, ?)"
                            " ON CONFLICT DO NOTHING", (listener, muted))
        else:
            self.db.execute("DELETE FROM personal_mutes WHERE listener = ? AND muted = ?",
                            (listener, muted))

    def add_report(self, by: str, about: str, table: str, quote: str, reason: str,
                   at: int) -> None:
        self.db.execute("INSERT INTO reports (at, by_token, about_token, table_id, quote, reason)"
                        " VALUES (?, ?, ?, ?, ?, ?)", (at, by, about, table, quote, reason))

    def seat_to_computer(self, table_id: str, seat: int, name: str) -> None:
        self.db.execute("UPDATE seats SET kind = 'computer', level = 'normal', name = ?,"
                        " token = NULL WHERE table_id = ? AND seat = ?", (name, table_id, seat))


    # -- the primitives of the accounts' guard rows (store_guard.py) --------------------
    def _rows(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        return self.db.execute(sql, args).fetchall()

    def _in_one(self, statements: list[tuple[str, tuple[object, ...]]]) -> None:
        with self.db:
            self.db.execute("BEGIN")
            for sql, args in statements:
                self.db.execute(sql, args)


#: the name of the embedded side before there were two
Store = SqliteStore
