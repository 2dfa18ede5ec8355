"""The player's side of a table: all a session may ask of a game and do in it.

A :class:`Seat` is one seat's side of a table: its view, its legal moves, the
refusal of a move, ``submit``, whose turn it is, the end and the results, and
the table's events as this seat may know them (``redact``). A
:class:`~game.core.session.GameSession` holds a Seat and never an engine, so a
key goes the same way offline and online: key -> command -> ``submit`` ->
events -> words.

Two sides implement it:

* :class:`LocalSeat` (here): the engine itself and the computer players who
  sit at the other seats; it asks the bot to move what to play
  (:meth:`LocalSeat.bot_question`, answered on the app's worker thread) and
  makes that move.
* :class:`~game.online.remote.RemoteSeat`: a seat at an online table; it
  knows what the server sent it and sends the player's moves there; the
  computer players move on the server.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from .base import SPECTATOR, Event, Game, Refusal, Results
from .bots import observe, reseed

#: What the bot to move must answer: the bot, the view it sees, its legal moves.
BotQuestion = tuple[Any, Any, list[Any]]


class Seat(Protocol):
    """One seat's side of a table, as a session uses it."""

    #: the seat this side plays (``SPECTATOR`` for a watcher: the public view)
    seat: int
    #: the computer players this side moves, by seat (none online: the
    #: server moves them; a lesson's play its scripted moves)
    bots: dict[int, Any]

    @property
    def game_id(self) -> str: ...

    @property
    def players(self) -> int: ...

    @property
    def seed(self) -> int:
        """The game's seed, for a record's header (0 online: the server deals)."""
        ...

    @property
    def options(self) -> Mapping[str, Any]: ...

    @property
    def events(self) -> Sequence[Event]:
        """The table's events as this side holds them: every one unredacted
        offline (the record), as the server sent them to this seat online.
        The session says them through :meth:`redact`."""
        ...

    def view(self) -> Any:
        """What this seat may know: its view, or the public one while watching."""
        ...

    def legal_moves(self) -> list[Any]: ...

    def refusal(self, move: Any) -> Refusal | None:
        """None if this seat may make ``move`` now, else why not."""
        ...

    def submit(self, move: Any) -> list[Event]:
        """Make the player's ``move``: the events to say now (none online:
        they come from the server); a refused move raises ``IllegalMove``."""
        ...

    def current_player(self) -> int | None: ...

    def is_over(self) -> bool: ...

    def results(self) -> Results: ...

    def redact(self, event: Event) -> Event:
        """``event`` as this seat may know it."""
        ...

    def known_events(self) -> list[Event]:
        """Every event so far as this seat may know it."""
        ...

    def bot_question(self) -> BotQuestion | None:
        """What the computer player to move must answer, its generator seeded
        for this decision; None when no computer player of this side is to move."""
        ...

    def bot_move(self, move: Any) -> list[Event]:
        """The computer player to move makes ``move`` (its answer)."""
        ...

    def bot_take(self, move: Any) -> list[Event]:
        """The computer player to move makes ``move`` without choosing (a
        resumed game's record gives it); its memory takes it in."""
        ...


class LocalSeat:
    """A seat at a table on this computer: the engine and the computer
    players of the other seats (``bots``, by seat). ``engine`` is this
    side's own, not a member of :class:`Seat`: a session never reads it; the
    app replays a save through it (``game/app/saves.py``)."""

    def __init__(self, engine: Game[Any], seat: int = 0,
                 bots: Mapping[int, Any] | None = None) -> None:
        self.engine = engine
        self.seat = seat
        self.bots: dict[int, Any] = dict(bots or {})

    @property
    def game_id(self) -> str:
        return self.engine.game_id

    @property
    def players(self) -> int:
        return self.engine.players

    @property
    def seed(self) -> int:
        return self.engine.seed

    @property
    def options(self) -> Mapping[str, Any]:
        return self.engine.options

    @property
    def events(self) -> Sequence[Event]:
        return self.engine.events

    def view(self) -> Any:
        if self.seat == SPECTATOR:
            return self.engine.public_view()
        return self.engine.view(self.seat)

    def legal_moves(self) -> list[Any]:
        return self.engine.legal_moves()

    def refusal(self, move: Any) -> Refusal | None:
        return self.engine.refusal(move)

    def submit(self, move: Any) -> list[Event]:
        return self.engine.apply(move)

    def current_player(self) -> int | None:
        return self.engine.current_player()

    def is_over(self) -> bool:
        return self.engine.is_over()

    def results(self) -> Results:
        return self.engine.results()

    def redact(self, event: Event) -> Event:
        return self.engine.redact(event, self.seat)

    def known_events(self) -> list[Event]:
        return [self.redact(e) for e in self.engine.events]

    def bot_question(self) -> BotQuestion | None:
        # The view is a frozen snapshot and the list a copy: the app asks
        # on a worker thread (game.app.thinking) while the loop goes on.
        seat = self.engine.current_player()
        if seat is None or seat not in self.bots:
            return None
        bot = self.bots[seat]
        reseed(bot, self.engine.seed, seat, len(self.engine.events))
        return bot, self.engine.view(seat), list(self.engine.legal_moves())

    def bot_move(self, move: Any) -> list[Event]:
        return self.engine.apply(move)

    def bot_take(self, move: Any) -> list[Event]:
        seat = self.engine.current_player()
        if seat is None or seat not in self.bots:
            return []
        observe(self.bots[seat], self.engine.view(seat), move)
        return self.engine.apply(move)
