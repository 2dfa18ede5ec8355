"""The scaled side of the store: PostgreSQL, shared by every server process.

The same tables as the SQLite side (``players`` with each name's key,
``meta``, ``tables``, ``seats``, ``events`` with ``PRIMARY KEY (table_id, n)``,
``answers``), plus
``table_owners(table_id, epoch)``: the epoch of the server that owns each
table now. Every event row carries the epoch it was written under, and a
trigger refuses the insert unless that epoch is the table's owner epoch,
holding the owner row (``FOR SHARE``) until the insert commits: a takeover
(which raises the epoch) waits for a write in flight, and once it commits
no write of the older epoch gets in. So a server that lost its lease
(paused, cut off) can never write a second history; the refusal comes from
the database itself, whatever the server believes.

Calls are synchronous (psycopg 3), as on the SQLite side (see
:mod:`game.server.store`): a move's events are committed before any seat is
sent them, by the store's writer thread on a connection of its own
(:mod:`game.server.writer`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any, Concatenate, ParamSpec, TypeVar

import psycopg
from psycopg import errors

from ..core.base import Event
from .name_keys import KEY_VERSION, keyed, name_key
from .store_base import (
    RatedSeat,
    Rater,
    Sanction,
    StaleOwner,
    Standing,
    StoredTable,
    StoreUnreachable,
    TableStore,
)
from .store_guard import GUARD_SCHEMA

STALE = "PLR01"  # the SQLSTATE the trigger raises: a write of an older owner epoch

SCHEMA = """
CREATE TABLE IF NOT EXISTS players (token TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE UNIQUE INDEX IF NOT EXISTS players_name ON players (lower(name));
ALTER TABLE players ADD COLUMN IF NOT EXISTS skeleton TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS players_skeleton ON players (skeleton);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY, made BIGSERIAL, game TEXT NOT NULL, options TEXT NOT NULL,
    seed BIGINT NOT NULL, code TEXT, header TEXT NOT NULL, over BOOLEAN NOT NULL DEFAULT false,
    turn_seconds INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS table_owners (table_id TEXT PRIMARY KEY, epoch BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, level TEXT,
    name TEXT, token TEXT, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS events (
    table_id TEXT NOT NULL, n INTEGER NOT NULL, epoch BIGINT NOT NULL, event TEXT NOT NULL,
    PRIMARY KEY (table_id, n));
CREATE TABLE IF NOT EXISTS answers (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, request TEXT NOT NULL, event INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat, request));
CREATE TABLE IF NOT EXISTS ratings (
    token TEXT NOT NULL, game TEXT NOT NULL, mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL, matches INTEGER NOT NULL, wins INTEGER NOT NULL,
    PRIMARY KEY (token, game));
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, (mu - 3 * sigma));
CREATE TABLE IF NOT EXISTS rated_seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, token TEXT NOT NULL, game TEXT NOT NULL,
    mu_before DOUBLE PRECISION, sigma_before DOUBLE PRECISION, mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL, PRIMARY KEY (table_id, seat));
CREATE OR REPLACE FUNCTION events_from_owner() RETURNS trigger AS $$
BEGIN
    PERFORM 1 FROM table_owners
        WHERE table_id = NEW.table_id AND epoch = NEW.epoch FOR SHARE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'table % is no longer owned under epoch %', NEW.table_id, NEW.epoch
            USING ERRCODE = 'PLR01';
    END IF;
    RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE OR REPLACE TRIGGER events_owner BEFORE INSERT OR UPDATE ON events
    FOR EACH ROW EXECUTE FUNCTION events_from_owner();
CREATE TABLE IF NOT EXISTS passwords (token TEXT PRIMARY KEY, hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sanctions (
    token TEXT NOT NULL, kind TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (token, kind));
CREATE TABLE IF NOT EXISTS personal_mutes (
    listener TEXT NOT NULL, muted TEXT NOT NULL, PRIMARY KEY (listener, muted));
CREATE INDEX IF NOT EXISTS personal_mutes_muted ON personal_mutes (muted);
CREATE INDEX IF NOT EXISTS seats_token ON seats (token);
CREATE TABLE IF NOT EXISTS reports (
    n BIGSERIAL PRIMARY KEY, at BIGINT NOT NULL, by_token TEXT NOT NULL,
    about_token TEXT NOT NULL, table_id TEXT NOT NULL, quote TEXT NOT NULL,
    reason TEXT NOT NULL);
"""
SCHEMA_LOCK = 0x7061726C  # an advisory lock: two servers starting at once make it once
#: held while a match's ratings are read and written: two servers ending
#: matches of the same player at once cannot lose one of the two updates
RATINGS_LOCK = 0x70617252
RECONNECT_TIMEOUT = 60.0  # seconds a call waits for a restarted database to answer again

P = ParamSpec("P")
R = TypeVar("R")


def _retried(method: Callable[Concatenate[PostgresStore, P], R]
             ) -> Callable[Concatenate[PostgresStore, P], R]:
    """A call whose connection was lost (the database restarted) connects
    again and is made once more: play stalls for the restart, then goes on.
    Each call is one transaction, so a lost one left nothing half-written."""
    def call(self: PostgresStore, /, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(self, *args, **kwargs)
        except psycopg.OperationalError:
            if not self.db.closed and not self.db.broken:
                raise
            self._reconnect()
            return method(self, *args, **kwargs)
    return call


class PostgresStore(TableStore):
    """One connection to the shared database (autocommit: each statement
    commits, the multi-row writes in one transaction each)."""

    def __init__(self, url: str) -> None:
        self.url = url
        try:
            self.db = psycopg.connect(url, autocommit=True, connect_timeout=10)
        except psycopg.OperationalError as err:
            raise StoreUnreachable(str(err).strip()) from err
        #: table id -> the owner epoch this server writes it under
        self.epochs: dict[str, int] = {}
        #: how many times the connection was made again (a restarted database)
        self.reconnects = 0
        with self.db.transaction():
            self.db.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            self.db.execute(SCHEMA.encode())
            self.db.execute(GUARD_SCHEMA.encode())  # store_guard.py
            self._key_names()

    def _key_names(self) -> None:
        """Each player's name key, computed again for a database of the
        server before keys (none yet) or whose keys another version made."""
        row = self._one("SELECT value FROM meta WHERE key = 'name_keys'", ())
        if row is not None and row[0] == KEY_VERSION:
            return
        players = self.db.execute("SELECT token, name FROM players").fetchall()
        self.db.execute("UPDATE players SET skeleton = NULL")
        with self.db.cursor() as cur:
            cur.executemany("UPDATE players SET skeleton = %s WHERE token = %s", keyed(players))
        self.db.execute("INSERT INTO meta (key, value) VALUES ('name_keys', %s) ON CONFLICT"
                        " (key) DO UPDATE SET value = EXCLUDED.value", (KEY_VERSION,))

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.db.close()

    def _reconnect(self) -> None:
        """A new connection, tried until the database answers (with a deadline).
        It blocks the server's loop: nothing can be stored meanwhile anyway."""
        deadline = time.monotonic() + RECONNECT_TIMEOUT
        while True:
            try:
                self.db = psycopg.connect(self.url, autocommit=True, connect_timeout=5)
                self.reconnects += 1
                return
            except psycopg.OperationalError as err:
                if time.monotonic() > deadline:
                    raise StoreUnreachable(str(err).strip()) from err
                time.sleep(0.1)  # the database is starting again: ask once more

    def _one(self, query: str, args: tuple[object, ...]) -> tuple[Any, ...] | None:
        return self.db.execute(query.encode(), args).fetchone()

    # -- players -----------------------------------------------------------------------
    @_retried
    def add_player(self, token: str, name: str) -> str | None:
        key = name_key(name)
        if self._one("INSERT INTO players (token, name, skeleton) VALUES (%s, %s, %s)"
                     " ON CONFLICT DO NOTHING RETURNING token", (token, name, key)) is not None:
            return None
        # Its key's holder; else the name in other case, kept before keys were.
        # (Its own row, if the call is made again after a lost connection.)
        row = self._one("SELECT name, token FROM players WHERE skeleton = %s OR lower(name) ="
                        " lower(%s) ORDER BY skeleton IS NULL LIMIT 1", (key, name))
        return name if row is None else None if row[1] == token else str(row[0])

    # -- ownership ---------------------------------------------------------------------
    @_retried
    def claim(self, table_id: str, epoch: int | None = None) -> int:
        if epoch is None:  # no lease to number takeovers: the database counts them
            row = self._one(
                "INSERT INTO table_owners (table_id, epoch) VALUES (%s, 1) ON CONFLICT (table_id)"
                " DO UPDATE SET epoch = table_owners.epoch + 1 RETURNING epoch", (table_id,))
        else:
            # The lease's epoch, but never less than one past the stored one:
            # a Redis restarted without its data counts from 1 again, and the
            # fence must still move forward (the database's epoch is the fence).
            row = self._one(
                "INSERT INTO table_owners (table_id, epoch) VALUES (%s, %s) ON CONFLICT (table_id)"
                " DO UPDATE SET epoch = GREATEST(EXCLUDED.epoch, table_owners.epoch + 1)"
                " RETURNING epoch", (table_id, epoch))
        assert row is not None  # an upsert always gives its row
        self.epochs[table_id] = int(row[0])
        return self.epochs[table_id]

    # -- tables ------------------------------------------------------------------------
    @_retried
    def add_table(self, table: StoredTable) -> None:
        if table.id not in self.epochs:
            self.claim(table.id)
        with self.db.transaction():  # a table is stored whole or not at all
            self.db.execute(
                "INSERT INTO tables (id, game, options, seed, code, header, turn_seconds)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s)",
                (table.id, table.game, json.dumps(table.options), table.seed, table.code,
                 json.dumps(table.header), table.turn_seconds))
            with self.db.cursor() as cur:
                cur.executemany(
                    "INSERT INTO seats (table_id, seat, kind, level, name, token)"
                    " VALUES (%s, %s, %s, %s, %s, %s)",
                    [(table.id, n, s.kind, s.level, s.name, s.token)
                     for n, s in enumerate(table.seats)])
            self._insert_events(table.id, 1, table.events)

    @_retried
    def set_seat(self, table_id: str, seat: int, name: str | None, token: str | None) -> None:
        self.db.execute("UPDATE seats SET name = %s, token = %s WHERE table_id = %s AND seat = %s",
                        (name, token, table_id, seat))

    @_retried
    def append_events(self, table_id: str, first: int, events: list[Event],
                      answer: tuple[int, str] | None = None) -> None:
        try:
            with self.db.transaction():
                self._insert_events(table_id, first, events)
                if answer is not None:
                    self.db.execute(
                        "INSERT INTO answers (table_id, seat, request, event)"
                        " VALUES (%s, %s, %s, %s) ON CONFLICT (table_id, seat, request)"
                        " DO UPDATE SET event = EXCLUDED.event",
                        (table_id, answer[0], answer[1], first))
        except psycopg.Error as err:
            # The trigger's refusal, or event numbers already taken: another
            # owner wrote them. Either way this server's history is not the table's.
            if err.sqlstate == STALE or isinstance(err, errors.UniqueViolation):
                raise StaleOwner(str(err)) from err
            raise

    def _insert_events(self, table_id: str, first: int, events: list[Event]) -> None:
        if not events:
            return
        epoch = self.epochs.get(table_id)
        if epoch is None:
            raise StaleOwner(f"table {table_id} was never claimed by this server")
        with self.db.cursor() as cur:
            cur.executemany(
                "INSERT INTO events (table_id, n, epoch, event) VALUES (%s, %s, %s, %s)",
                [(table_id, first + i, epoch, json.dumps(e, ensure_ascii=False))
                 for i, e in enumerate(events)])

    @_retried
    def finish(self, table_id: str) -> None:
        self.db.execute("UPDATE tables SET over = true WHERE id = %s", (table_id,))

    @_retried
    def close_table(self, table_id: str) -> None:
        with self.db.transaction():
            for table in ("answers", "events", "seats", "table_owners"):
                self.db.execute(f"DELETE FROM {table} WHERE table_id = %s",  # noqa: S608
                                (table_id,))
            self.db.execute("DELETE FROM tables WHERE id = %s", (table_id,))
        self.epochs.pop(table_id, None)

    @_retried
    def table_ids(self, over: bool | None = None) -> list[str]:
        if over is None:
            rows = self.db.execute("SELECT id FROM tables ORDER BY made").fetchall()
        else:
            rows = self.db.execute("SELECT id FROM tables WHERE over = %s ORDER BY made",
                                   (over,)).fetchall()
        return [str(r[0]) for r in rows]

    @_retried
    def seated_tables(self, token: str) -> list[str]:
        return [str(r[0]) for r in self.db.execute(
            "SELECT DISTINCT tables.id, tables.made FROM seats JOIN tables ON tables.id ="
            " seats.table_id WHERE seats.token = %s AND NOT tables.over ORDER BY tables.made",
            (token,))]

    # -- accounts ----------------------------------------------------------------------
    @_retried
    def set_password(self, token: str, hashed: str) -> None:
        self.db.execute("INSERT INTO passwords (token, hash) VALUES (%s, %s) ON CONFLICT (token)"
                        " DO UPDATE SET hash = EXCLUDED.hash", (token, hashed))

    @_retried
    def forget_password(self, token: str) -> None:
        self.db.execute("DELETE FROM passwords WHERE token = %s", (token,))

    # -- ratings (game.server.ratings) ----------------------------------------------------
    @_retried
    def rate_match(self, table_id: str, game: str, seats: list[RatedSeat],
                   rater: Rater) -> bool:
        try:
            with self.db.transaction():
                self.db.execute("SELECT pg_advisory_xact_lock(%s)", (RATINGS_LOCK,))
                if self._one("SELECT 1 FROM rated_seats WHERE table_id = %s LIMIT 1",
                             (table_id,)):
                    return False
                before = [self._standing(game, token) for _, token, _ in seats]
                after = rater(before)
                for (seat, token, won), old, (mu, sigma) in zip(seats, before, after,
                                                                strict=True):
                    self.db.execute(
                        "INSERT INTO rated_seats (table_id, seat, token, game, mu_before,"
                        " sigma_before, mu, sigma) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                        (table_id, seat, token, game, old and old.mu, old and old.sigma,
                         mu, sigma))
                    self.db.execute(
                        "INSERT INTO ratings (token, game, mu, sigma, matches, wins)"
                        " VALUES (%s, %s, %s, %s, 1, %s) ON CONFLICT (token, game) DO UPDATE"
                        " SET mu = EXCLUDED.mu, sigma = EXCLUDED.sigma,"
                        " matches = ratings.matches + 1, wins = ratings.wins + EXCLUDED.wins",
                        (token, game, mu, sigma, int(won)))
        except errors.UniqueViolation:
            return False  # rated meanwhile by another server: once is all
        return True

    def _standing(self, game: str, token: str) -> Standing | None:
        row = self._one("SELECT mu, sigma, matches, wins FROM ratings"
                        " WHERE token = %s AND game = %s", (token, game))
        return None if row is None else Standing(*row)

    @_retried
    def place(self, game: str, token: str) -> tuple[int, int, Standing] | None:
        mine = self._standing(game, token)
        if mine is None:
            return None
        # Two counts on the index (game, mu - 3 sigma): no scan of the game's rows.
        above = self._one("SELECT count(*) FROM ratings WHERE game = %s AND mu - 3 * sigma > %s",
                          (game, mine.mu - 3 * mine.sigma))
        count = self._one("SELECT count(*) FROM ratings WHERE game = %s", (game,))
        assert above is not None and count is not None  # an aggregate always gives its row
        return int(above[0]) + 1, int(count[0]), mine

    # -- moderation (game.server.moderation) --------------------------------------------
    @_retried
    def set_sanction(self, token: str, kind: Sanction, on: bool) -> None:
        if on:
            self.db.execute("INSERT INTO sanctions (token, kind, at) VALUES (%s, %s, %s)"
                            " ON CONFLICT DO NOTHING", (token, kind, int(time.time())))
        else:
            self.db.execute("DELETE FROM sanctions WHERE token = %s AND kind = %s",
                            (token, kind))

    @_retried
    def set_personal_mute(self, listener: str, muted: str, on: bool) -> None:
        if on:
            self.db.execute("INSERT INTO personal_mutes (listener, muted) VALUES (%s, %s)"
                            " ON CONFLICT DO NOTHING", (listener, muted))
        else:
            self.db.execute("DELETE FROM personal_mutes WHERE listener = %s AND muted = %s",
                            (listener, muted))

    @_retried
    def add_report(self, by: str, about: str, table: str, quote: str, reason: str,
                   at: int) -> None:
        self.db.execute("INSERT INTO reports (at, by_token, about_token, table_id, quote,"
                        " reason) VALUES (%s, %s, %s, %s, %s, %s)",
                        (at, by, about, table, quote, reason))

    @_retried
    def seat_to_computer(self, table_id: str, seat: int, name: str) -> None:
        self.db.execute("UPDATE seats SET kind = 'computer', level = 'normal', name = %s,"
                        " token = NULL WHERE table_id = %s AND seat = %s",
                        (name, table_id, seat))

    # -- the primitives of the accounts' guard rows (store_guard.py) --------------------
    @_retried
    def _rows(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        cursor = self.db.execute(sql.replace("?", "%s").encode(), args)
        return cursor.fetchall() if cursor.description is not None else []

    @_retried
    def _in_one(self, statements: list[tuple[str, tuple[object, ...]]]) -> None:
        with self.db.transaction():
            for sql, args in statements:
                self.db.execute(sql.replace("?", "%s").encode(), args)
