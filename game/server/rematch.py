"""Playing again at the same table (docs/online.md, "Playing again").

When a game is over, each person seated at the table may say yes
(``rematch``); leaving the table is the no. The new game begins once
everyone seated has answered, or ``rematch_wait`` seconds after the first
yes, whichever comes first: a new table of the same game, options, privacy
and turn timer, its seats in the same order:

- a person who said yes sits there again (their seat is kept by their key;
  their client joins it when told, as it joins any table);
- a person who left (the no, or left during the game) is replaced by a
  computer player of normal level, for good: they chose to go;
- a person who has not answered when it begins keeps their seat, and a
  computer player plays for them from the first move until they say yes
  (their yes seats them there at once), as for a person away;
- a computer player stays, at its level.

The new table is a normal table: listed in the lobby if the old one was
open, private with a new join code if it was private. It never waits for
players (every seat is filled), so the one-waiting-table rule never meets
it, and a yes is never refused for a table waiting elsewhere. It counts once
against the per-minute table limit: against the player whose yes came first
(that yes is refused, ``table-limit``, if their minute's tables are spent).

The answers live in the memory of the server that owns the finished table;
a restart forgets the answers not yet acted on (the new tables themselves
are stored, as any table).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..online import protocol as p
from .table import Table
from .writer import settled

if TYPE_CHECKING:
    from .connection import Connection
    from .host import RematchHost


@dataclass(eq=False)
class Offer:
    """One finished table's "play again": who said yes, who left, and the
    new table once it is made."""

    table: Table  # the finished table: read (game, options, seats), never changed
    yes: set[int] = field(default_factory=set)
    gone: set[int] = field(default_factory=set)  # seats whose person left the table
    deadline: float | None = None  # the others are waited for until then (monotonic)
    timer: asyncio.TimerHandle | None = None
    new_id: str | None = None
    new_code: str | None = None
    kept: set[int] = field(default_factory=set)  # seats kept for those who had not answered

    def answers(self) -> list[p.RematchAnswer]:
        out: list[p.RematchAnswer] = []
        for n, seat in enumerate(self.table.seats):
            if seat.kind != "person":
                out.append(None)
            elif n in self.yes:
                out.append("yes")
            elif n in self.gone:
                out.append("left")
            else:
                out.append("waiting")
        return out

    def people(self) -> set[int]:
        return {n for n, s in enumerate(self.table.seats) if s.kind == "person"}


class Rematches:
    """The server's offers to play again, by finished table (held by :class:`Server`)."""

    def __init__(self, server: RematchHost, wait: float) -> None:
        self.server = server
        self.wait = wait
        self.offers: dict[str, Offer] = {}

    async def answer(self, conn: Connection, message: p.Rematch) -> None:
        """A seat's yes: noted and told to the table; the new table made if
        it was the last answer awaited; after it was made, the seat's way to it."""
        server = self.server
        cluster = server.cluster
        if message.table not in server.tables and cluster is not None:
            away = cluster.away.get(cluster.key(conn, message.table))
            if away is not None and away.attached:  # another server owns that table
                await cluster.relay(away, message)
                return
        table = server.tables.get(message.table)
        seat = conn.tables.get(message.table)
        if table is None or seat is None:
            await server.send(conn, p.Error(code="not-seated"))
            return
        await settled(table)  # over once its end is stored (writer.py)
        if not table.engine.is_over():
            await server.send(conn, p.Error(code="not-over"))
            return
        offer = self.offer_for(table)
        if offer.new_id is not None:  # begun: a kept seat is theirs at once
            if seat in offer.kept:
                offer.yes.add(seat)
            await self.tell(offer, [conn])
            return
        if seat not in offer.yes:
            assert conn.token is not None  # hello came first
            # The new table counts once: against the first yes.
            if not offer.yes and not server.table_budget.spend(conn.token):
                await server.send(conn, p.Error(code="table-limit", args={
                    "count": server.table_budget.per_minute}))
                return
            offer.yes.add(seat)
            offer.gone.discard(seat)  # back at the table, and saying yes
        if offer.timer is None:
            offer.deadline = time.monotonic() + self.wait
            offer.timer = asyncio.get_running_loop().call_later(
                self.wait, lambda: server.spawn(self.begin(offer)))
        if not await self.begin_if_answered(offer):
            await self.tell(offer)

    async def left(self, table: Table, seat: int | None) -> None:
        """A person left the finished ``table`` (``leave``): their no. The
        others are told, and the new table made if theirs was the last answer."""
        offer = self.offers.get(table.id)
        if offer is None or seat is None or offer.new_id is not None:
            return
        offer.yes.discard(seat)
        offer.gone.add(seat)
        if not offer.yes and offer.people() <= offer.gone:  # everyone left: no new game
            self.forget(offer)
            return
        if not await self.begin_if_answered(offer):
            await self.tell(offer)

    def offer_for(self, table: Table) -> Offer:
        """The table's offer, made at its first yes: those who left during
        the game have given their answer already."""
        self.tidy()
        offer = self.offers.get(table.id)
        if offer is None:
            offer = Offer(table, gone={n for n, s in enumerate(table.seats)
                                       if s.kind == "person" and s.left})
            self.offers[table.id] = offer
        return offer

    def tidy(self) -> None:
        """Offers done with are forgotten: one acted on once its new game is
        over or gone (until then a late yes, or one back after a drop at the
        finished table, is sent to it: never a second new table), one of a
        table let go with no yes waiting."""
        tables = self.server.tables
        for table_id, offer in list(self.offers.items()):
            if offer.new_id is not None:
                new = tables.get(offer.new_id)
                if new is None or new.engine.is_over():
                    self.forget(offer)
            elif table_id not in tables and offer.timer is None:
                self.forget(offer)

    def forget(self, offer: Offer) -> None:
        if offer.timer is not None:
            offer.timer.cancel()
            offer.timer = None
        self.offers.pop(offer.table.id, None)

    async def begin_if_answered(self, offer: Offer) -> bool:
        """The new table, made now if every person seated has answered."""
        if offer.yes and offer.people() <= offer.yes | offer.gone:
            await self.begin(offer)
            return True
        return False

    async def begin(self, offer: Offer) -> None:
        """The new table: the same game, options, privacy and timer; those
        who said yes in their seats, computer players for those who left, a
        seat kept (a computer player playing meanwhile) for those who have
        not answered. Everyone at the finished table is told."""
        if offer.new_id is not None:
            return
        if offer.timer is not None:
            offer.timer.cancel()
            offer.timer = None
        if not offer.yes:
            self.forget(offer)
            return
        server = self.server
        old = offer.table
        plans = [p.SeatPlan(kind="computer", level=s.level)  # type: ignore[arg-type]
                 if s.kind == "computer" else
                 p.SeatPlan(kind="computer", level="normal") if n in offer.gone else
                 p.SeatPlan(kind="person") for n, s in enumerate(old.seats)]
        table = Table.new(old.spec, dict(old.engine.options), plans, old.code is not None,
                          old.turn_seconds)
        for n, plan in enumerate(plans):
            if plan.kind == "person":
                here = table.seats[n]
                here.name, here.token = old.seats[n].name, old.seats[n].token
                if n not in offer.yes:
                    here.standing_in = True
                    offer.kept.add(n)
        offer.new_id, offer.new_code = table.id, table.code
        await server.open_table(table)
        for n in offer.yes:  # on their way: a stand-in if one never comes
            server.start_grace(table, n)
        server.log(f"table {table.id} plays again after table {old.id}")
        await self.tell(offer)

    async def tell(self, offer: Offer, only: list[Connection] | None = None) -> None:
        """The answers (and the new table) to everyone at the finished table;
        a private table's code only to those seated at the new one."""
        server = self.server
        watching = server.watchers.get(offer.table.id, set()) if only is None else only
        wait_left = None
        if offer.deadline is not None and offer.new_id is None:
            wait_left = round(max(0.0, offer.deadline - time.monotonic()), 1)
        answers = offer.answers()
        seated = offer.yes | offer.kept
        for conn in list(watching):
            seat = conn.tables.get(offer.table.id)
            await server.send(conn, p.RematchNews(
                table=offer.table.id, answers=answers, wait_left=wait_left,
                new_table=offer.new_id,
                code=offer.new_code if seat is not None and seat in seated else None))
