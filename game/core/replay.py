"""Re-check a game record against the engine, without the random generator.

The record's ``deal`` and ``reshuffle`` events stand in for chance
(:class:`RecordedChance`); every other event is either a player's move, which
is applied, or something the engine must produce by itself. The first event
that differs from what the engine does is reported with its line number.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeVar

from .base import Event, Game, IllegalMove
from .records import header_fault

#: a game's card: the deck is reordered, never looked into but by its code
C = TypeVar("C")

# What reading damaged fields of a record can raise; a sound record raises none.
MALFORMED = (KeyError, ValueError, TypeError, AttributeError, IndexError)


class Inconsistency(Exception):
    """The record and the engine disagree; ``line`` is 1-based."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


class DealsDecks(Protocol):
    """What a recorded chance reads of a game's engine class: the deck
    order a recorded deal was dealt from."""

    @staticmethod
    def deck_from_deal(event: Event) -> list[str]: ...


class RecordedChance:
    """Chance that takes every deal and reshuffle from a record."""

    def __init__(self, game_cls: DealsDecks, events: list[tuple[int, Event]]) -> None:
        self._game_cls = game_cls
        self._deals = [(n, e) for n, e in events if e.get("type") == "deal"]
        self._restocks = [(n, e) for n, e in events if e.get("type") == "reshuffle"]

    def first_dealer(self, players: int) -> int:
        if not self._deals:
            raise Inconsistency(1, "the record has no deal")
        line, deal = self._deals[0]
        dealer = deal.get("dealer")
        if not isinstance(dealer, int) or not 0 <= dealer < players:
            raise Inconsistency(line, f"dealer {dealer!r} is not a seat")
        return dealer

    def deal_deck(self, cards: list[C]) -> list[C]:
        if not self._deals:
            raise Inconsistency(0, "the engine deals again but the record has no more deals")
        line, deal = self._deals.pop(0)
        return _reorder(cards, self._game_cls.deck_from_deal(deal), line, "deal")

    def restock(self, cards: list[C]) -> list[C]:
        if not self._restocks:
            raise Inconsistency(0, "the engine reshuffles but the record has no reshuffle")
        line, event = self._restocks.pop(0)
        return _reorder(cards, list(event.get("stock", [])), line, "reshuffle")


def _reorder(cards: list[C], order: list[str], line: int, what: str) -> list[C]:
    """``cards`` arranged as the codes in ``order``; they must be the same cards."""
    by_code: dict[str, list[C]] = {}
    for card in cards:
        by_code.setdefault(str(card), []).append(card)
    if Counter(order) != Counter(str(c) for c in cards):
        raise Inconsistency(line, f"the {what} does not hold the cards the engine has")
    return [by_code[code].pop() for code in order]


FaultKind = Literal["over", "malformed", "no-move", "seat", "illegal", "damaged", "chance",
                    "nothing", "differs", "extra"]


class ReplayFault(Exception):
    """Where and how recorded events and the engine part: ``at`` indexes the
    recorded events (for ``extra``: the first event the engine made past
    them); ``reason`` is the engine's or the comparison's English, ``cause``
    the exception behind it. Each caller words it its own way (a record's
    line, a save's sentence, a table's log)."""

    def __init__(self, kind: FaultKind, at: int, reason: str = "",
                 cause: BaseException | None = None) -> None:
        super().__init__(f"{kind} at event {at}: {reason}")
        self.kind = kind
        self.at = at
        self.reason = reason
        self.cause = cause


class ReplayHooks:
    """What differs between the replays of a record, a save and a table's
    log; the defaults replay the engine alone and compare events exactly."""

    #: whether a move event's ``player`` must be the seat to move (a record
    #: file is read field by field; elsewhere the events compared show it)
    check_seat = False

    def ready(self, engine: Game[Any]) -> bool:
        """False to look again before the next move (a session's pause, gone on)."""
        return True

    def apply(self, engine: Game[Any], seat: int | None, move: Any) -> list[Event]:
        """Make the move; raises IllegalMove for one the rules refuse."""
        return engine.apply(move)

    def applied(self, engine: Game[Any], events: list[Event]) -> None:
        """After a move's events are checked against the record."""

    def differs(self, made: Event, recorded: Event) -> str | None:
        """None if the engine's event is the recorded one, else how it differs."""
        return None if made == recorded else "differs"


def replay_moves(engine: Game[Any], recorded: Sequence[Event], hooks: ReplayHooks,
                 *, until: int | None = None, extra_allowed: bool = False) -> None:
    """Drive ``engine`` through ``recorded`` (its events, header left out)
    move by move, until it has made ``until`` events (default: all of them).

    The engine's chance comes from the record (a replaying chance, or the
    seed the record names); every move is read from the next recorded event
    the engine has not made itself, must be legal, and every event the
    engine makes must be the recorded one, in order. A fault raises
    :class:`ReplayFault`; ``extra_allowed``: the engine may make events past
    the record's end (a record cut short)."""
    end = len(recorded) if until is None else min(until, len(recorded))
    checked = _compare(engine.events, recorded, 0, hooks, extra_allowed)
    game_cls = type(engine)
    while len(engine.events) < end:
        at = len(engine.events)
        if engine.is_over():
            raise ReplayFault("over", at)
        if not hooks.ready(engine):
            continue
        event = recorded[at]
        try:
            move = game_cls.move_from_event(event)
        except MALFORMED as err:
            raise ReplayFault("malformed", at, str(err), err) from None
        if move is None:
            raise ReplayFault("no-move", at)
        seat = engine.current_player()
        if hooks.check_seat and event.get("player") not in (None, seat):
            raise ReplayFault("seat", at, f"seat {event.get('player')} moves but it is"
                                          f" seat {seat}'s turn")
        try:
            events = hooks.apply(engine, seat, move)
        except IllegalMove as err:
            raise ReplayFault("illegal", at, err.refusal.code, err) from None
        except Inconsistency as err:  # the record's chance ran out or does not fit
            raise ReplayFault("chance", at, err.reason, err) from None
        except MALFORMED as err:  # a move of damaged fields, or a damaged deal reached
            raise ReplayFault("damaged", at, repr(err), err) from None
        if len(engine.events) == at:
            raise ReplayFault("nothing", at)
        checked = _compare(engine.events, recorded, checked, hooks, extra_allowed)
        hooks.applied(engine, events)


def _compare(made: Sequence[Event], recorded: Sequence[Event], start: int,
             hooks: ReplayHooks, extra_allowed: bool) -> int:
    """That the engine's events from ``start`` on are the recorded ones; their count."""
    for n in range(start, min(len(made), len(recorded))):
        reason = hooks.differs(made[n], recorded[n])
        if reason is not None:
            raise ReplayFault("differs", n, reason)
    if len(made) > len(recorded) and not extra_allowed:
        raise ReplayFault("extra", len(recorded))
    return len(made)


def _matches(expected: Event, recorded: Event) -> str | None:
    """None if ``recorded`` says what the engine's ``expected`` event says
    (extra fields on either side are ignored), else the first difference."""
    for key, value in expected.items():
        if key in recorded and recorded[key] != value:
            return f"{key} is {recorded[key]!r}, the engine has {value!r}"
        if key not in recorded and key in REQUIRED.get(str(expected.get("type")), ()):
            return f"{expected.get('type')} event lacks {key!r}"
    return None


# Required fields per event type (records.md); extra fields are optional.
REQUIRED: Mapping[str, tuple[str, ...]] = {
    "deal": ("deal", "dealer", "hands", "stock", "discard"),
    "draw": ("player", "source", "cards"),
    "reshuffle": ("stock",),
    "game_end": ("winners", "totals"),
}


@dataclass(frozen=True)
class ReplayResult:
    game_id: str
    events: int
    winners: tuple[int, ...]
    #: a crash file (its last event is a ``crash``): the line of the fault and
    #: the traceback written there; the game is replayed up to it.
    crash_line: int | None = None
    crash_traceback: str = ""


def parse_lines(lines: Iterable[str]) -> list[tuple[int, Event]]:
    """Numbered events of a JSON Lines record; a bad line raises Inconsistency."""
    events: list[tuple[int, Event]] = []
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            event = json.loads(text)
        except json.JSONDecodeError as err:
            raise Inconsistency(number, f"not JSON ({err.msg})") from None
        except (ValueError, RecursionError):  # a number too long, or nesting too deep
            raise Inconsistency(number, "not JSON this program can read") from None
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise Inconsistency(number, "not an event object with a type")
        events.append((number, event))
    return events


def replay(events: list[tuple[int, Event]], games: Mapping[str, type[Game[Any]]]) -> ReplayResult:
    """Replay numbered record events; raises :class:`Inconsistency`."""
    if not events or events[0][1].get("type") != "header":
        raise Inconsistency(events[0][0] if events else 1, "the first line is not a header")
    line, header = events[0]
    if header.get("format") != 1:
        raise Inconsistency(line, f"unknown format {header.get('format')!r}")
    game_id = header.get("game")
    game_cls = games.get(game_id) if isinstance(game_id, str) else None
    if game_cls is None:
        raise Inconsistency(line, f"unknown game {header.get('game')!r}")
    field = header_fault(header, games)
    if field is not None:
        raise Inconsistency(line, f"the header's {field} field is damaged")
    body = events[1:]
    try:
        game = game_cls(
            len(header["players"]),
            seed=header.get("seed", 0),
            options=header.get("options", {}),
            chance=RecordedChance(game_cls, body),
        )
    except MALFORMED as err:
        raise Inconsistency(line, f"the first deal is damaged ({err})") from None
    except Inconsistency as err:
        raise Inconsistency(err.line or line, err.reason) from None
    # Event types this game does not write are ignored (records.md).
    kept = [(n, e) for n, e in body if e.get("type") in game_cls.record_events]
    try:
        replay_moves(game, [e for _, e in kept], _RecordChecks(), extra_allowed=True)
    except ReplayFault as fault:
        raise _inconsistency(fault, kept) from None
    if body and body[-1][1].get("type") == "crash":
        crash_line, crash = body[-1]
        return ReplayResult(game_cls.game_id, len(body) - 1, (), crash_line,
                            str(crash.get("traceback", "")))
    if len(game.events) > len(kept) or not game.is_over():
        last = body[-1][0] if body else line
        raise Inconsistency(last, "the record ends before the game does")
    return ReplayResult(game_cls.game_id, len(body), game.results().winners)


class _RecordChecks(ReplayHooks):
    """A record file: each move's seat read from its event, and events
    compared by the fields they have (records.md: extra fields are optional)."""

    check_seat = True

    def differs(self, made: Event, recorded: Event) -> str | None:
        if made.get("type") != recorded.get("type"):
            return f"a {recorded.get('type')} event, the engine has {made.get('type')}"
        return _matches(made, recorded)


def _inconsistency(fault: ReplayFault, kept: list[tuple[int, Event]]) -> Inconsistency:
    """The record checker's sentence for a fault, on the line of its event."""
    line, event = kept[fault.at]
    if isinstance(fault.cause, Inconsistency):  # the record's chance, with its own line
        return Inconsistency(fault.cause.line or line, fault.cause.reason)
    reasons: dict[str, str] = {
        "over": "an event after the game ended",
        "malformed": f"malformed {event.get('type')} event ({fault.reason})",
        "no-move": f"a {event.get('type')} event where a move was due",
        "illegal": f"illegal move: {fault.reason}",
        "damaged": f"a damaged event ({fault.reason})",
        "nothing": "the engine makes no event for this move",
    }
    return Inconsistency(line, reasons.get(fault.kind, fault.reason))
