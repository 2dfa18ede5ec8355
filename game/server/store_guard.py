"""What the store keeps to guard accounts, on both sides (SQLite and
PostgreSQL), written once here: each side's store gives two primitives,
:meth:`GuardRows._rows` (one statement) and :meth:`GuardRows._in_one` (several
in one transaction), with ``?`` as the statements' placeholder.

- ``password_tries``: each wrong password tried (one row per key it counts
  against, a name's key or a client's address, with its wall-clock time).
  Kept in the store, not in a server's memory, so every server sharing the
  store counts the same tries: ten a minute in all, not ten at each server
  (:mod:`game.server.accounts`). Rows a minute old are deleted as new ones
  come, so the table holds about a minute of tries.
- ``retired_tokens``: the keys a password change replaced, so that a
  computer still remembering one is told why it must sign in again
  (rather than "the server does not know this computer's key").
- ``addresses``: the address each player last connected from, and
  ``address_bans``: the addresses an operator banned, each with the player
  it was banned as (:mod:`game.server.address_bans`). An address is kept
  here and never sent to any client: the operator names the player.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any

GUARD_SCHEMA = """
CREATE TABLE IF NOT EXISTS password_tries (key TEXT NOT NULL, at DOUBLE PRECISION NOT NULL);
CREATE INDEX IF NOT EXISTS password_tries_key ON password_tries (key, at);
CREATE TABLE IF NOT EXISTS retired_tokens (token TEXT PRIMARY KEY, at BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS addresses (
    token TEXT PRIMARY KEY, address TEXT NOT NULL, at BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS address_bans (
    address TEXT PRIMARY KEY, token TEXT NOT NULL, at BIGINT NOT NULL);
CREATE INDEX IF NOT EXISTS address_bans_token ON address_bans (token);
"""

#: every (table, column) holding a player's token: a new key moves them all
TOKEN_COLUMNS = (("players", "token"), ("passwords", "token"), ("seats", "token"),
                 ("ratings", "token"), ("rated_seats", "token"), ("sanctions", "token"),
                 ("personal_mutes", "listener"), ("personal_mutes", "muted"),
                 ("reports", "by_token"), ("reports", "about_token"),
                 ("addresses", "token"), ("address_bans", "token"))


class GuardRows(ABC):
    """The accounts' guard rows; a store class takes this among its bases."""

    @abstractmethod
    def _rows(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        """One statement, committed; its rows (none for a write)."""

    @abstractmethod
    def _in_one(self, statements: list[tuple[str, tuple[object, ...]]]) -> None:
        """The statements in one transaction: all of them, or none."""

    # -- wrong passwords -----------------------------------------------------------
    def note_tries(self, keys: Iterable[str], at: float, window: float) -> None:
        """A try at ``at`` against each of ``keys``; tries older than ``window`` go."""
        self._in_one([("DELETE FROM password_tries WHERE at <= ?", (at - window,)),
                      *(("INSERT INTO password_tries (key, at) VALUES (?, ?)", (key, at))
                        for key in keys)])

    def tries(self, keys: Iterable[str], since: float) -> dict[str, list[float]]:
        """The times of the tries after ``since`` against each of ``keys``, oldest first."""
        found: dict[str, list[float]] = {}
        for key in keys:
            times = [float(at) for (at,) in self._rows(
                "SELECT at FROM password_tries WHERE key = ? AND at > ? ORDER BY at",
                (key, since))]
            if times:
                found[key] = times
        return found

    def take_back_tries(self, keys: Iterable[str], at: float) -> None:
        """The tries noted at ``at`` were a right password after all: no wrong tries."""
        self._in_one([("DELETE FROM password_tries WHERE key = ? AND at = ?", (key, at))
                      for key in keys])

    # -- a new key ---------------------------------------------------------------------
    def rekey(self, old: str, new: str) -> None:
        """Everything the player ``old`` has (name, password, seats, ratings,
        sanctions, mutes, reports) is ``new``'s from now on, in one
        transaction; ``old`` is kept as retired."""
        self._in_one([*((f"UPDATE {table} SET {column} = ? WHERE {column} = ?",  # noqa: S608
                         (new, old)) for table, column in TOKEN_COLUMNS),
                      ("INSERT INTO retired_tokens (token, at) VALUES (?, ?)"
                       " ON CONFLICT DO NOTHING", (old, int(time.time())))])

    def retired(self, token: str) -> bool:
        """Whether ``token`` was an account's key until its password changed."""
        return bool(self._rows("SELECT 1 FROM retired_tokens WHERE token = ?", (token,)))

    # -- addresses -------------------------------------------------------------------
    def note_address(self, token: str, address: str) -> None:
        """``token``'s player connected from ``address`` (the last one is kept)."""
        self._rows("INSERT INTO addresses (token, address, at) VALUES (?, ?, ?)"
                   " ON CONFLICT (token) DO UPDATE SET address = excluded.address,"
                   " at = excluded.at", (token, address, int(time.time())))

    def address_of(self, token: str) -> str | None:
        rows = self._rows("SELECT address FROM addresses WHERE token = ?", (token,))
        return str(rows[0][0]) if rows else None

    def ban_address(self, address: str, token: str) -> None:
        """Nobody connects from ``address``: banned as ``token``'s player's."""
        self._rows("INSERT INTO address_bans (address, token, at) VALUES (?, ?, ?)"
                   " ON CONFLICT (address) DO UPDATE SET token = excluded.token",
                   (address, token, int(time.time())))

    def lift_address_bans(self, token: str) -> int:
        """Every address banned as ``token``'s player's is let in again; how many."""
        rows = self._rows("SELECT address FROM address_bans WHERE token = ?", (token,))
        self._rows("DELETE FROM address_bans WHERE token = ?", (token,))
        return len(rows)

    def address_banned(self, address: str) -> bool:
        return bool(self._rows("SELECT 1 FROM address_bans WHERE address = ?", (address,)))
