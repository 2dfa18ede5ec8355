"""A table's events committed off the server's event loop, by one writer thread.

A move's events are stored before any seat hears them, and a ``kill -9``
loses nothing a client has seen: that holds as before. What changed is who
waits for the store. The commit used to be a call on the loop, so while one
table's events were written (a write to the WAL, the disk or the machine
slow) every other table waited too. Now the loop hands the commit to the
store's writer thread (:class:`StoreWriter`, one a store, on a connection of
its own) and awaits it: the other tables go on meanwhile, and the table
whose commit is under way hears nothing of it until it is stored.

The writer thread takes the commits in the order they were given, so a
table's events reach the store in their order. A finished table's rating,
its ``over`` mark and its record file come in the same job, after its last
events and before anyone hears them (:mod:`game.server.ratings`).

While a table's change is being stored its engine is already past it, so
nothing may be told of that table meanwhile: a change is applied and stored
holding the table's lock (``Table.writing``), and everything that tells a
table's state (a snapshot, the events to a joining or resuming seat, the
events since) first waits for that lock to be free (:func:`settled`). The
holder releases it and builds its news in one stretch, with no ``await``
between, so a waiter never sees a change stored but not yet told.

The other writes (a seat taken, a table made, an account, a sanction) stay
calls on the loop's own connection: each is one short statement, not a
write per move.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from ..core.base import Event
from .ratings import rated_seats, rater
from .store import RatedSeat, Rater, SqliteStore, TableStore
from .table import Rebuild, Table

if TYPE_CHECKING:
    from .host import WriterHost

R = TypeVar("R")


class SqliteWriterSide(SqliteStore):
    """The writer thread's own connection to the server's SQLite file: the
    schema is there already, and the store's own thread checkpoints it."""

    def __init__(self, path: Path) -> None:  # no super().__init__(): nothing to make
        self.folder, self.path = path.parent, path
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        # Both are the connection's own, not the file's (see SqliteStore).
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA wal_autocheckpoint=0")

    def close(self) -> None:
        self.db.close()


def writer_side(store: TableStore) -> TableStore:
    """A connection of its own to ``store``'s data, for the writer thread."""
    if isinstance(store, SqliteStore):
        return SqliteWriterSide(store.path)
    from .store_pg import PostgresStore  # psycopg only for a server that uses it

    if isinstance(store, PostgresStore):
        side = PostgresStore(store.url)
        side.epochs = store.epochs  # claimed on the loop, checked by each insert
        return side
    raise TypeError(f"no writer side for a store of kind {type(store).__name__}")


@dataclass(frozen=True)
class Finished:
    """What a finished table's last commit stores after its events: its
    rating (the rated seats and openskill's update, judged on the loop), then
    its ``over`` mark, then its record, a copy for people, at ``record``."""

    game: str
    seats: list[RatedSeat]
    rater: Rater | None
    record: Path


def finished_job(table: Table, records: Path) -> Finished | None:
    """What storing ``table``'s last change must do besides, if it ended the
    match: judged on the loop, where the table is (None: not over)."""
    if not table.engine.is_over():
        return None
    seats, ranks = rated_seats(table)
    return Finished(table.spec.id, seats, rater(ranks) if seats else None,
                    records / f"{table.spec.id}-{table.id}.jsonl")


def store_events(store: TableStore, table_id: str, first: int, events: list[Event],
                 answer: tuple[int, str] | None, finished: Finished | None) -> str | None:
    """The writer thread's job for one change of a table: what of a finished
    table's end could not be stored or written, if anything (its events are
    stored: a restart rates it, as after a kill -9 between the two). Raises what
    ``append_events`` raises (:class:`~game.server.store.StaleOwner`, the
    store's faults): then nothing of the change is stored."""
    store.append_events(table_id, first, events, answer)
    if finished is None:
        return None
    try:  # the events are stored: the change is made and told whatever fails now
        if finished.rater is not None:  # before "over" and before anyone hears the end
            store.rate_match(table_id, finished.game, finished.seats, finished.rater)
        store.finish(table_id)
        lines = store.record_lines(table_id)
    except Exception as err:  # noqa: BLE001 - logged: a restart rates it
        return f"its end was not all stored: {err}"
    try:  # the store keeps the table (--export) even without this copy
        finished.record.parent.mkdir(parents=True, exist_ok=True)
        finished.record.write_text("\n".join(lines or []) + "\n", encoding="utf-8")
    except OSError as err:
        return f"its record was not written: {err}"
    return None


class StoreClosed(Exception):
    """A commit asked of a store already closed."""


class StoreWriter:
    """The store's writer thread: jobs run one at a time, in the order given,
    on a connection of the thread's own (made there at the first job). What
    waited while one job ran is taken in one go, its answers handed back to
    the loop in one call. Closed with the store (``TableStore.close``)."""

    def __init__(self, store: TableStore) -> None:
        self.store = store
        self.jobs: queue.SimpleQueue[Job | None] = queue.SimpleQueue()
        self.thread: threading.Thread | None = None
        self.closed = False
        store.writer = self

    async def run(self, work: Callable[[TableStore], R]) -> R:
        """``work`` done on the writer thread, after every job given before it.
        Refused once the store is closed (a table's task still going while
        the server stops): nothing is written after the store's close."""
        if self.closed:
            raise StoreClosed("the store is closed")
        done: asyncio.Future[R] = asyncio.get_running_loop().create_future()
        self.jobs.put((done, work))
        if self.thread is None:
            self.thread = threading.Thread(target=self._work, name="parlour-writer",
                                           daemon=True)
            self.thread.start()
        return await done

    def _work(self) -> None:
        side: TableStore | None = None
        try:
            while (job := self.jobs.get()) is not None:
                batch = [job]
                with contextlib.suppress(queue.Empty):
                    while (job := self.jobs.get_nowait()) is not None:
                        batch.append(job)
                answers: list[tuple[asyncio.Future[Any], Any, BaseException | None]] = []
                for done, work in batch:
                    try:
                        side = side or writer_side(self.store)
                        answers.append((done, work(side), None))
                    except Exception as err:  # noqa: BLE001 - the awaiting side's to raise
                        answers.append((done, None, err))
                with contextlib.suppress(RuntimeError):  # the loop closed: nobody waits
                    answers[0][0].get_loop().call_soon_threadsafe(hand_back, answers)
                if job is None:
                    break
        finally:
            if side is not None:
                side.close()

    def close(self) -> None:
        """The jobs given finish, then the thread and its connection end."""
        self.closed = True
        if self.thread is not None:
            self.jobs.put(None)
            self.thread.join()
            self.thread = None


#: a job for the writer thread: the future its answer goes to, and the work
Job = tuple["asyncio.Future[Any]", Callable[[TableStore], Any]]


def hand_back(answers: list[tuple[asyncio.Future[Any], Any, BaseException | None]]) -> None:
    """On the loop: each job's answer to whoever awaits it (if still awaited)."""
    for done, value, err in answers:
        if done.cancelled():
            continue
        if err is None:
            done.set_result(value)
        else:
            done.set_exception(err)


#: seconds before the computer players try again a move the store failed
RETRY_SECONDS = 1.0


async def not_stored(server: WriterHost, table: Table, first: int,
                     answer: tuple[int, str] | None, err: Exception) -> bool:
    """A change of ``table`` the store failed to take (a full disk, a database
    gone past its reconnecting), from event ``first``: as if never made. Nobody
    was told of it (stored before told), so the engine goes back to its last
    stored event, made again through the rules from its own events as a
    restart makes it from the store's; the mover's request is forgotten (the
    move may be made again) and the computer players try again in a while.
    Called holding ``table.writing``. False if the table could not be made
    again: then it is let go, as if another server owned it."""
    server.log(f"a change of table {table.id} was not stored: {err}")
    stored = table.stored()
    # as the store gives them back: JSON, as the replay compares them
    stored.events = json.loads(json.dumps(stored.events[:first - 1]))
    loop = asyncio.get_running_loop()
    try:
        table.engine = (await loop.run_in_executor(
            None, Table.rebuild, table.spec, stored)).engine
    except (Rebuild, ValueError, KeyError, TypeError) as fault:
        server.lose(table, f"not made again after a change not stored: {fault}")
        return False
    if answer is not None:
        table.seats[answer[0]].answers.pop(answer[1], None)

    def again() -> None:
        if server.tables.get(table.id) is table:  # still this server's, still held
            server.kick(table)

    loop.call_later(RETRY_SECONDS, again)
    return True


async def settled(table: Table) -> None:
    """Back once no change of ``table`` is being stored: everything in its
    engine then has been stored and told (read it before the next ``await``)."""
    if table.writing.locked():
        async with table.writing:
            pass
