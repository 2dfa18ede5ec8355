"""Turn timers (a table's ``turn_seconds``, docs/online.md "Table
lifecycle"): the clock of the person to move, started once a turn; when it
runs out everyone at the table is told (``time-up``) and the seat's
computer player makes that one move for the person."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from ..online import protocol as p
from .table import Table


class TurnTimers:
    """The server's side of them (:class:`game.server.app.Server` is one)."""

    turn_timers: dict[str, asyncio.TimerHandle]
    spawn: Callable[[Awaitable[object]], None]
    broadcast: Callable[..., Awaitable[None]]
    kick: Callable[[Table], None]

    def time_turn(self, table: Table) -> None:
        """Start the turn timer of the person to move now (once a turn); a
        turn that ended, or a table that waits, stops it."""
        turn = table.person_turn()
        running = table.turn_clock[0] if table.turn_clock is not None else None
        if turn == running:
            return
        timer = self.turn_timers.pop(table.id, None)
        if timer is not None:
            timer.cancel()
        table.turn_clock = None
        if turn is None:
            return
        loop = asyncio.get_running_loop()
        table.turn_clock = (turn, time.monotonic() + table.turn_seconds)
        self.turn_timers[table.id] = loop.call_later(
            table.turn_seconds, lambda: self.spawn(self.time_ran_out(table, turn)))

    async def time_ran_out(self, table: Table, turn: tuple[int, int]) -> None:
        """The turn's time is up: everyone at the table is told, and the
        seat's computer player makes this one move for the person."""
        self.turn_timers.pop(table.id, None)
        if table.person_turn() != turn:
            return
        table.time_up = turn
        table.turn_clock = None
        await self.broadcast(table, notice=p.TimeUp(table=table.id, seat=turn[1]))
        self.kick(table)
