"""The store's interface, on either side (:class:`TableStore`), and what
both sides keep and give back: a stored table and its seats, a rating, a
report, the sanctions, the refusals. The embedded side, SQLite, is
:mod:`game.server.store`; the scaled side, PostgreSQL, :mod:`game.server.store_pg`.
Apart from both so that neither side imports the other.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from ..core.base import Event
from .name_keys import name_key
from .store_guard import GuardRows


@dataclass
class StoredSeat:
    kind: str
    level: str | None
    name: str | None
    token: str | None


@dataclass
class StoredTable:
    id: str
    game: str
    options: dict[str, Any]
    seed: int
    code: str | None
    header: Event
    seats: list[StoredSeat]
    events: list[Event]
    turn_seconds: int = 0
    #: per seat, the request ids of its accepted moves and their first event,
    #: oldest first: a move sent again after a restart is answered, not judged
    answers: dict[int, list[tuple[str, int]]] = field(default_factory=dict)


@dataclass(frozen=True)
class Standing:
    """A player's rating at one game (openskill's ``mu`` and ``sigma``), with
    the rated matches played and won there (:mod:`game.server.ratings`)."""

    mu: float
    sigma: float
    matches: int = 0
    wins: int = 0


#: one rated person at a finished table: (seat, token, won)
RatedSeat = tuple[int, str, bool]
#: the new (mu, sigma) of each rated person, from their standings before
#: (None: their first rated match at the game)
Rater = Callable[[list[Standing | None]], list[tuple[float, float]]]
#: the leaderboard's order: the shown rating, mu - 3 sigma (openskill's ordinal)
BOARD_ORDER = "(mu - 3 * sigma) DESC, matches DESC, name"


#: a sanction an operator puts on a player (game/server/moderation.py)
Sanction = Literal["ban", "mute"]


@dataclass(frozen=True)
class StoredReport:
    """A player's report to the operators, with the names as they are now."""

    n: int
    at: int  # Unix seconds
    by: str
    about: str
    table: str
    quote: str
    reason: str


class StaleOwner(Exception):
    """A write refused by the store: another server has taken the table
    (a later owner epoch), so this one must drop it."""


class StoreUnreachable(Exception):
    """The store could not be opened (a database that does not answer)."""


class Closes(Protocol):
    """What a store reads of its writer thread (game.server.writer, which
    imports the store: named here by what it does, not imported)."""

    def close(self) -> None: ...


class TableStore(GuardRows, ABC):
    """What the server stores, on either side; every method commits before it returns.

    The readers whose statements are the same on both sides (a table, a
    player's name, the ratings, the sanctions, the reports) are written
    once here, on the side's :meth:`~GuardRows._rows` with ``?`` as the
    placeholder; each side writes the rest in its own dialect."""

    writer: Closes | None = None  # its writer thread (game.server.writer), closed with it

    @abstractmethod
    def close(self) -> None: ...

    def player_name(self, token: str) -> str | None:
        rows = self._rows("SELECT name FROM players WHERE token = ?", (token,))
        return str(rows[0][0]) if rows else None

    @abstractmethod
    def add_player(self, token: str, name: str) -> str | None:
        """Keep ``name`` for ``token``, unless a stored name has its key
        (:func:`~game.server.name_keys.name_key`): then that name, and
        nothing kept. One statement: two servers cannot both keep look-alikes."""

    @abstractmethod
    def claim(self, table_id: str, epoch: int | None = None) -> int:
        """This server owns the table from now on: its owner epoch, one past
        the last (or the bus's lease's ``epoch`` if that is further on); a
        write of an older epoch is refused from then on (:class:`StaleOwner`)."""

    @abstractmethod
    def add_table(self, table: StoredTable) -> None:
        """A new table, whole: claimed by this server if it was not yet."""

    @abstractmethod
    def set_seat(self, table_id: str, seat: int, name: str | None, token: str | None) -> None: ...

    @abstractmethod
    def append_events(self, table_id: str, first: int, events: list[Event],
                      answer: tuple[int, str] | None = None) -> None:
        """Events ``first``, ``first + 1``, ... of a table, committed as one,
        with the (seat, request id) of the person's move that made them.
        Raises :class:`StaleOwner` if this server no longer owns the table."""

    @abstractmethod
    def finish(self, table_id: str) -> None: ...

    # -- accounts (game/server/accounts.py): a password's hash by token -----------------
    def password_hash(self, token: str) -> str | None:
        """The argon2 hash of the password of ``token``'s player (None: a guest)."""
        rows = self._rows("SELECT hash FROM passwords WHERE token = ?", (token,))
        return str(rows[0][0]) if rows else None

    @abstractmethod
    def set_password(self, token: str, hashed: str) -> None: ...

    @abstractmethod
    def forget_password(self, token: str) -> None:
        """A hash kept for a name that was not given after all (taken)."""

    def account(self, name: str) -> tuple[str, str, str | None] | None:
        """The player whose name has ``name``'s key: token, name as kept, hash."""
        rows = self._rows("SELECT players.token, name, hash FROM players LEFT JOIN passwords"
                          " ON passwords.token = players.token WHERE skeleton = ?",
                          (name_key(name),))
        return (str(rows[0][0]), str(rows[0][1]), rows[0][2]) if rows else None

    @abstractmethod
    def close_table(self, table_id: str) -> None:
        """A waiting table everyone left, gone: its seats, events and answers too
        (no game was played at it: nothing worth a record)."""

    @abstractmethod
    def table_ids(self, over: bool | None = None) -> list[str]:
        """Every table's id (or the unfinished or finished ones), oldest first."""

    def load(self, table_id: str) -> StoredTable | None:
        found = self._rows("SELECT game, options, seed, code, header, turn_seconds"
                           " FROM tables WHERE id = ?", (table_id,))
        if not found:
            return None
        row = found[0]
        seats = [StoredSeat(kind, level, name, token) for kind, level, name, token in
                 self._rows("SELECT kind, level, name, token FROM seats"
                            " WHERE table_id = ? ORDER BY seat", (table_id,))]
        events = [json.loads(text) for (text,) in
                  self._rows("SELECT event FROM events WHERE table_id = ? ORDER BY n",
                             (table_id,))]
        answers: dict[int, list[tuple[str, int]]] = {}
        for seat, request, event in self._rows(
                "SELECT seat, request, event FROM answers WHERE table_id = ? ORDER BY event",
                (table_id,)):
            answers.setdefault(int(seat), []).append((str(request), int(event)))
        return StoredTable(table_id, row[0], json.loads(row[1]), int(row[2]), row[3],
                           json.loads(row[4]), seats, events, int(row[5]), answers)

    @abstractmethod
    def seated_tables(self, token: str) -> list[str]:
        """The unfinished tables where ``token`` holds a seat, oldest first."""

    def record_lines(self, table_id: str) -> list[str] | None:
        """The table as a record (``docs/records.md``): its header, then its events."""
        stored = self.load(table_id)
        if stored is None:
            return None
        players = [{"name": s.name or f"Seat {n + 1}",
                    "kind": "bot" if s.kind == "computer" else "human",
                    **({"level": s.level} if s.level else {})}
                   for n, s in enumerate(stored.seats)]
        head = {**stored.header, "players": players}
        return [json.dumps(head, ensure_ascii=False)] + [
            json.dumps(e, ensure_ascii=False) for e in stored.events]

    # -- ratings (game.server.ratings) ----------------------------------------------------
    @abstractmethod
    def rate_match(self, table_id: str, game: str, seats: list[RatedSeat],
                   rater: Rater) -> bool:
        """The ratings of a finished table's people, moved by ``rater`` and
        kept with each seat's before and after, all in one transaction, once:
        False (nothing changed) if the table was rated already."""

    def leaderboard(self, game: str, limit: int) -> tuple[list[tuple[str, Standing]], int]:
        """The ``limit`` best rated players at ``game`` (names, never tokens),
        and how many are rated at it."""
        rows = self._rows(
            "SELECT name, mu, sigma, matches, wins FROM ratings JOIN players USING (token)"
            f" WHERE game = ? ORDER BY {BOARD_ORDER} LIMIT ?", (game, limit))
        ((count,),) = self._rows("SELECT count(*) FROM ratings WHERE game = ?", (game,))
        return [(str(name), Standing(*rest)) for name, *rest in rows], int(count)

    @abstractmethod
    def place(self, game: str, token: str) -> tuple[int, int, Standing] | None:
        """The player's place on the game's leaderboard, of how many, and standing."""

    def standings(self, token: str) -> dict[str, Standing]:
        """The player's standing at each game they were rated at."""
        return {str(game): Standing(*rest) for game, *rest in self._rows(
            "SELECT game, mu, sigma, matches, wins FROM ratings WHERE token = ?", (token,))}

    def match_rating(self, table_id: str, token: str
                     ) -> tuple[str, Standing | None, Standing] | None:
        """The game and the player's rating before (None: unrated) and after
        the rated match at ``table_id``; None if it was not rated for them."""
        rows = self._rows("SELECT game, mu_before, sigma_before, mu, sigma FROM rated_seats"
                          " WHERE table_id = ? AND token = ?", (table_id, token))
        if not rows:
            return None
        row = rows[0]
        return (str(row[0]), None if row[1] is None else Standing(row[1], row[2]),
                Standing(row[3], row[4]))

    # -- moderation (game.server.moderation) ----------------------------------------------
    @abstractmethod
    def set_sanction(self, token: str, kind: Sanction, on: bool) -> None:
        """Ban or mute (``on``) the player of ``token``, or lift it."""

    def sanctioned(self, token: str, kind: Sanction) -> bool:
        return bool(self._rows("SELECT 1 FROM sanctions WHERE token = ? AND kind = ?",
                               (token, kind)))

    def sanctioned_names(self, kind: Sanction) -> list[str]:
        """The names under ``kind``, in the order of their keys."""
        return [str(name) for (name,) in self._rows(
            "SELECT name FROM sanctions JOIN players USING (token) WHERE kind = ?"
            " ORDER BY skeleton", (kind,))]

    @abstractmethod
    def set_personal_mute(self, listener: str, muted: str, on: bool) -> None:
        """``listener`` no longer hears ``muted``'s chat (``on``), or hears it again."""

    def muters(self, speaker: str) -> set[str]:
        """The tokens of those who muted ``speaker`` for themselves."""
        return {str(listener) for (listener,) in self._rows(
            "SELECT listener FROM personal_mutes WHERE muted = ?", (speaker,))}

    def muted_names(self, listener: str) -> list[str]:
        """The names ``listener`` muted for themselves."""
        return [str(name) for (name,) in self._rows(
            "SELECT name FROM personal_mutes JOIN players ON token = muted"
            " WHERE listener = ? ORDER BY skeleton", (listener,))]

    @abstractmethod
    def add_report(self, by: str, about: str, table: str, quote: str, reason: str,
                   at: int) -> None: ...

    def reports(self, limit: int) -> list[StoredReport]:
        """The latest ``limit`` reports, newest first."""
        return [StoredReport(int(n), int(at), str(by), str(about), str(table), str(quote),
                             str(reason)) for n, at, by, about, table, quote, reason in
                self._rows(
                    "SELECT n, at, coalesce(b.name, ''), coalesce(a.name, ''), table_id, quote,"
                    " reason FROM reports LEFT JOIN players b ON b.token = by_token"
                    " LEFT JOIN players a ON a.token = about_token ORDER BY n DESC LIMIT ?",
                    (limit,))]

    @abstractmethod
    def seat_to_computer(self, table_id: str, seat: int, name: str) -> None:
        """A person's seat given to a computer player of normal level for good."""
