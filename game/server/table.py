"""One online table: its engine, its seats, and what each seat may be sent.

A table is its event log: a new one deals from :class:`SecretChance`; after
a restart :func:`rebuild` makes the engine again from the stored log,
through the rules, as resuming a saved game does (each recorded deal stands
in for the shuffle, each move is applied again and must give the events
stored). No networking here: :mod:`game.server.app` drives it.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from ..core.base import SPECTATOR, Event, Game
from ..core.bots import bot_rng
from ..core.chance import SecretChance, secret_seed
from ..core.records import header
from ..core.replay import ReplayFault, ReplayHooks, replay_moves
from ..core.spec import GameSpec
from ..online import protocol as p
from ..online.wire import Json, WireError, decode_move, encode, encode_move
from .store import StoredSeat, StoredTable

State = Literal["waiting", "playing", "paused", "over"]
REMEMBERED_REQUESTS = 256  # answers kept per seat for repeated request ids
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to mistake


class Rebuild(Exception):
    """A stored log that the rules do not give again."""


def computer_name(seat: int) -> str:
    return f"Computer {seat + 1}"


def is_computer_name(name: str) -> bool:
    """Names no person may take: every computer player's, in any case."""
    words = name.casefold().split()
    return bool(words) and words[0] in ("computer", "bot") and (
        len(words) == 1 or all(w.isdigit() for w in words[1:]))


@dataclass
class Seat:
    kind: Literal["person", "computer"]
    level: str | None
    name: str | None
    token: str | None = None
    connections: int = 0  # open connections of the person sitting here
    standing_in: bool = False  # a computer player plays for the absent person
    #: the person left by choice (``leave``), not dropped: said as leaving;
    #: kept in memory only (after a restart the seat is away, as a drop's)
    left: bool = False
    bot: Any = None
    answers: OrderedDict[str, p.Message] = field(default_factory=OrderedDict)

    @property
    def away(self) -> bool:
        return self.kind == "person" and self.token is not None and self.connections == 0

    def info(self) -> p.SeatInfo:
        return p.SeatInfo(name=self.name, kind=self.kind,
                          level=self.level if self.kind == "computer" else None,  # type: ignore[arg-type]
                          away=self.away, standing_in=self.standing_in,
                          left=self.left and self.away)


class Table:
    """A table's engine and seats; every method runs on the server's loop."""

    def __init__(self, table_id: str, spec: GameSpec, engine: Game[Any], seats: list[Seat],
                 code: str | None, turn_seconds: int = 0) -> None:
        self.id = table_id
        self.spec = spec
        self.engine = engine
        self.seats = seats
        self.code = code
        # The turn timer: seconds a person has for a turn (0: none), the turn
        # it runs for ((event number, seat), when it ends), and a turn whose
        # time ran out (a computer player makes that one move).
        self.turn_seconds = turn_seconds
        self.turn_clock: tuple[tuple[int, int], float] | None = None
        self.time_up: tuple[int, int] | None = None
        #: held while a change of the table is applied and stored (game.server.writer)
        self.writing = asyncio.Lock()
        for n, seat in enumerate(seats):
            if seat.kind == "computer" or seat.level is not None:
                seat.bot = spec.bots[seat.level or "normal"](bot_rng(engine.seed, n))

    # -- making one ----------------------------------------------------------------------
    @classmethod
    def new(cls, spec: GameSpec, options: dict[str, Any], plans: list[p.SeatPlan],
            private: bool, turn_seconds: int = 0) -> Table:
        seed = secret_seed()
        engine = spec.engine(len(plans), seed=seed, options=options,
                             chance=SecretChance(spec.engine))
        seats = [Seat(plan.kind, plan.level if plan.kind == "computer" else "normal",
                      computer_name(n) if plan.kind == "computer" else None)
                 for n, plan in enumerate(plans)]
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(6)) if private else None
        return cls(secrets.token_hex(4), spec, engine, seats, code, turn_seconds)

    def stored(self) -> StoredTable:
        return StoredTable(self.id, self.spec.id, dict(self.engine.options), self.engine.seed,
                           self.code, header(self.engine, []),
                           [StoredSeat(s.kind, s.level, s.name, s.token) for s in self.seats],
                           list(self.engine.events), self.turn_seconds)

    @classmethod
    def rebuild(cls, spec: GameSpec, stored: StoredTable) -> Table:
        """The table of a stored log, the engine made again through the rules."""
        engine_cls = spec.engine
        log = stored.events
        engine = engine_cls(len(stored.seats), seed=stored.seed, options=stored.options,
                            chance=SecretChance(engine_cls, log))
        try:
            replay_moves(engine, log, _LogChecks())
        except ReplayFault as fault:
            raise _rebuild_fault(stored.id, fault) from None
        seats = [Seat(s.kind, s.level, s.name, s.token) for s in stored.seats]  # type: ignore[arg-type]
        for n, answered in stored.answers.items():
            if 0 <= n < len(seats):
                for request, event in answered[-REMEMBERED_REQUESTS:]:
                    seats[n].answers[request] = p.Moved(request=request, event=event)
        return cls(stored.id, spec, engine, seats, stored.code, stored.turn_seconds)

    # -- state -------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The number of the last event (events are numbered from 1)."""
        return len(self.engine.events)

    def state(self) -> State:
        if self.engine.is_over():
            return "over"
        people = [s for s in self.seats if s.kind == "person"]
        if any(s.token is None for s in people):
            return "waiting"
        return "playing" if any(s.connections for s in people) else "paused"

    def info(self) -> p.TableInfo:
        return p.TableInfo(table=self.id, game=self.spec.id, options=dict(self.engine.options),
                           seats=[s.info() for s in self.seats], state=self.state(),
                           turn_seconds=self.turn_seconds)

    def seat_of(self, token: str) -> int | None:
        return next((n for n, s in enumerate(self.seats) if s.token == token), None)

    def free_seat(self) -> int | None:
        return next((n for n, s in enumerate(self.seats)
                     if s.kind == "person" and s.token is None), None)

    def bot_seat(self) -> int | None:
        """The seat a computer player is to move for now, if any."""
        seat = self.engine.current_player()
        if seat is None or self.state() != "playing":
            return None
        here = self.seats[seat]
        timed_out = self.time_up == (self.last, seat)
        return seat if here.kind == "computer" or here.standing_in or timed_out else None

    def person_turn(self) -> tuple[int, int] | None:
        """(event number, seat) of a person's turn the timer runs for, if any."""
        seat = self.engine.current_player()
        if not self.turn_seconds or seat is None or self.state() != "playing":
            return None
        here = self.seats[seat]
        if here.kind != "person" or here.standing_in or self.time_up == (self.last, seat):
            return None
        return self.last, seat

    def turn_left(self, now: float) -> float | None:
        """Seconds left of the running turn timer."""
        if self.turn_clock is None or self.turn_clock[0] != self.person_turn():
            return None
        return max(0.0, round(self.turn_clock[1] - now, 1))

    # -- what a seat is sent -----------------------------------------------------------
    def snapshot(self, seat: int | None) -> p.Snapshot:
        engine = self.engine
        view = engine.public_view() if seat is None else engine.view(seat)
        # Moves only when this seat may make one now: never while the table waits.
        mine = (seat is not None and engine.current_player() == seat
                and self.state() == "playing" and not self.seats[seat].standing_in
                and self.time_up != (self.last, seat))
        legal = [encode_move(m) for m in engine.legal_moves()] if mine else []
        # a view is a dataclass: encode makes it an object of its fields
        shown = cast("dict[str, Json]", encode(view))
        return p.Snapshot(table=self.id, game=self.spec.id, seat=seat, view=shown,
                          legal=legal, seats=[s.info() for s in self.seats],
                          state=self.state(), event=self.last,
                          options=dict(self.engine.options),
                          turn_left=self.turn_left(time.monotonic()))

    def events_for(self, seat: int | None, after: int) -> list[p.EventMessage]:
        """Events numbered after ``after``, each redacted for ``seat`` (None: a spectator)."""
        viewer = SPECTATOR if seat is None else seat
        redact = self.spec.engine.redact
        return [p.EventMessage(table=self.id, n=n, event=redact(e, viewer))
                for n, e in enumerate(self.engine.events[after:], start=after + 1)]

    # -- moves -------------------------------------------------------------------------
    def try_move(self, seat: int, message: p.Move) -> tuple[p.Message, list[Event]]:
        """The answer to a person's move and the events it made (none if refused).
        A request id already answered gets that first answer again, and no move."""
        here = self.seats[seat]
        if message.request in here.answers:
            return here.answers[message.request], []
        answer, events = self._judge(seat, message)
        here.answers[message.request] = answer
        while len(here.answers) > REMEMBERED_REQUESTS:
            here.answers.popitem(last=False)
        return answer, events

    def _judge(self, seat: int, message: p.Move) -> tuple[p.Message, list[Event]]:
        def refuse(code: str, args: dict[str, Any] | None = None) -> tuple[p.Message, list[Event]]:
            return p.Error(code=code, args=args or {}, request=message.request), []

        state = self.state()
        if state == "over":
            return refuse("game-over")
        if state == "waiting":
            return refuse("waiting")
        if message.based_on != self.last:
            return refuse("stale", {"event": self.last})
        if (self.engine.current_player() != seat or self.seats[seat].standing_in
                or self.time_up == (self.last, seat)):
            return refuse("not-your-turn")
        try:
            move = decode_move(self.spec.engine, message.move)
            why = self.engine.refusal(move)
        except (WireError, ValueError, TypeError, KeyError, IndexError):
            return refuse("bad-move")
        if why is not None:
            return refuse(why.code, {k: encode(v) for k, v in why.args.items()})
        first = self.last + 1
        return p.Moved(request=message.request, event=first), self.engine.apply(move)

    def bot_turn(self) -> tuple[int, Any, list[Any]] | None:
        """The seat, view and legal moves a computer player chooses from now."""
        seat = self.bot_seat()
        if seat is None:
            return None
        return seat, self.engine.view(seat), self.engine.legal_moves()

    def apply_bot(self, seat: int, based_on: int, move: Any) -> list[Event]:
        """A computer player's move, if the table is still where it chose it."""
        if based_on != self.last or self.bot_seat() != seat or self.engine.refusal(move):
            return []
        return self.engine.apply(move)


class _LogChecks(ReplayHooks):
    """A table's stored log: events as they went through JSON."""

    def differs(self, made: Event, recorded: Event) -> str | None:
        return None if json.loads(json.dumps(made)) == recorded else "differs"


def _rebuild_fault(table_id: str, fault: ReplayFault) -> Exception:
    """The log's fault as the server logs it."""
    number = fault.at + 1  # events are numbered from 1
    if fault.kind in ("differs", "extra"):
        return Rebuild(f"event {number} differs from the stored log")
    if fault.kind == "no-move":
        return Rebuild(f"table {table_id}: event {number} is no move")
    if fault.kind in ("malformed", "damaged") and isinstance(
            fault.cause, (ValueError, KeyError, TypeError)):
        return fault.cause  # the field that is wrong, as the server has always logged it
    if fault.kind == "over":
        return Rebuild(f"table {table_id}: event {number} comes after the game ended")
    return Rebuild(f"table {table_id}: event {number} is not a legal move ({fault.reason})")
