"""Re-check a game record against the engine, without the random generator.

The record's ``deal`` and ``reshuffle`` events stand in for chance
(:class:`RecordedChance`); every other event is either a player's move, which
is applied, or something the engine must produce by itself. The first event
that differs from what the engine does is reported with its line number.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .base import Event, Game, IllegalMove
from .records import header_fault

# What reading damaged fields of a record can raise; a sound record raises none.
MALFORMED = (KeyError, ValueError, TypeError, AttributeError, IndexError)


class Inconsistency(Exception):
    """The record and the engine disagree; ``line`` is 1-based."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


class RecordedChance:
    """Chance that takes every deal and reshuffle from a record."""

    def __init__(self, game_cls: type[Game[Any]], events: list[tuple[int, Event]]) -> None:
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

    def deal_deck(self, cards: list[Any]) -> list[Any]:
        if not self._deals:
            raise Inconsistency(0, "the engine deals again but the record has no more deals")
        line, deal = self._deals.pop(0)
        return _reorder(cards, self._game_cls.deck_from_deal(deal), line, "deal")

    def restock(self, cards: list[Any]) -> list[Any]:
        if not self._restocks:
            raise Inconsistency(0, "the engine reshuffles but the record has no reshuffle")
        line, event = self._restocks.pop(0)
        return _reorder(cards, list(event.get("stock", [])), line, "reshuffle")


def _reorder(cards: list[Any], order: list[str], line: int, what: str) -> list[Any]:
    """``cards`` arranged as the codes in ``order``; they must be the same cards."""
    by_code: dict[str, list[Any]] = {}
    for card in cards:
        by_code.setdefault(str(card), []).append(card)
    if Counter(order) != Counter(str(c) for c in cards):
        raise Inconsistency(line, f"the {what} does not hold the cards the engine has")
    return [by_code[code].pop() for code in order]


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
    pending = list(game.events)
    for line, event in body:
        if event.get("type") not in game_cls.record_events:
            continue  # a type this game does not write: ignored (records.md)
        if not pending:
            if game.is_over():
                raise Inconsistency(line, "an event after the game ended")
            try:
                move = game_cls.move_from_event(event)
            except MALFORMED as err:
                raise Inconsistency(line, f"malformed {event.get('type')} event ({err})") from None
            if move is None:
                raise Inconsistency(line, f"a {event.get('type')} event where a move was due")
            if event.get("player") not in (None, game.current_player()):
                raise Inconsistency(line, f"seat {event.get('player')} moves but it is"
                                          f" seat {game.current_player()}'s turn")
            try:
                pending = game.apply(move)
            except IllegalMove as err:
                raise Inconsistency(line, f"illegal move: {err.refusal.code}") from None
            except Inconsistency as err:
                raise Inconsistency(err.line or line, err.reason) from None
            except MALFORMED as err:  # a damaged deal or reshuffle the engine reached
                raise Inconsistency(line, f"a damaged event ({err!r})") from None
        expected = pending.pop(0)
        if expected.get("type") != event.get("type"):
            raise Inconsistency(line, f"a {event.get('type')} event,"
                                      f" the engine has {expected.get('type')}")
        difference = _matches(expected, event)
        if difference:
            raise Inconsistency(line, difference)
    if body and body[-1][1].get("type") == "crash":
        crash_line, crash = body[-1]
        return ReplayResult(game_cls.game_id, len(body) - 1, (), crash_line,
                            str(crash.get("traceback", "")))
    if pending or not game.is_over():
        last = body[-1][0] if body else line
        raise Inconsistency(last, "the record ends before the game does")
    return ReplayResult(game_cls.game_id, len(body), game.results().winners)
