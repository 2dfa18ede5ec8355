"""The engine API every game implements.

A game is a pure, deterministic state machine (in the spirit of OpenSpiel's
``State``): it is made from a player count, a seed and options; it says whose
turn it is and which moves are legal; ``apply`` changes it and returns the
events that happened, each already a line of the game record
(``docs/records.md``); ``view`` gives what one player may know.

All randomness goes through a :class:`Chance`, so that a recorded game can be
replayed without the random generator (:mod:`game.core.replay`). Cards of
every game are hashable values whose ``str()`` is their record notation.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from .events import EventSchema
from .hidden import HiddenFields
from .hidden import redact as redact_hidden

Event = dict[str, Any]
"""One record line: a JSON-serialisable dict with a ``type`` (records.md)."""

M = TypeVar("M")
C = TypeVar("C")


@dataclass(frozen=True)
class Refusal:
    """Why a move is illegal: a code and its arguments, so the words stay
    translatable. The session's moves say it as ``<game id>-invalid-<code>`` from
    the game's catalog, else ``invalid-<code>`` from the common one
    (:func:`game.core.moves.refusal_id`)."""

    code: str
    #: each code's own arguments (numbers, cards, lists), read back by key by
    #: the game's words: Any, as their shapes differ from code to code
    args: Mapping[str, Any] = field(default_factory=dict)


class IllegalMove(Exception):
    """Raised by :meth:`Game.apply` for a move :meth:`Game.refusal` refuses."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(f"{refusal.code} {dict(refusal.args)}")
        self.refusal = refusal


class SeatError(ValueError):
    """A view asked for a seat the game does not have."""


#: The ``seat`` of a public view: nobody's (a spectator holds no cards).
SPECTATOR = -1


class OptionError(ValueError):
    """An unknown option or a value of the wrong type."""


class Chance(Protocol):
    """Every random choice an engine makes."""

    def first_dealer(self, players: int) -> int:
        """The seat of the first dealer."""
        ...

    def deal_deck(self, cards: list[C]) -> list[C]:
        """The whole deck in dealing order (top first) for a new deal."""
        ...

    def restock(self, cards: list[C]) -> list[C]:
        """Cards reshuffled into a new stock, top first."""
        ...


class SeededChance:
    """Chance from a seeded ``random.Random``: same seed, same game."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def first_dealer(self, players: int) -> int:
        return self.rng.randrange(players)

    def deal_deck(self, cards: list[C]) -> list[C]:
        deck = list(cards)
        self.rng.shuffle(deck)
        return deck

    def restock(self, cards: list[C]) -> list[C]:
        return self.deal_deck(cards)


@dataclass(frozen=True)
class Results:
    """The end of a game: winners (seats) and what each seat scored."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
    draw: bool = False


class Game(ABC, Generic[M]):
    """Base of every engine. Subclasses set the class variables and implement
    the abstract methods; ``apply`` records the events it returns."""

    game_id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: option name -> default; every option is a bool or an int.
    default_options: ClassVar[Mapping[str, object]] = {}
    #: every event type this engine writes; a replay ignores other types
    #: (records.md: readers ignore event types they do not know).
    record_events: ClassVar[frozenset[str]]
    #: per event type, the fields not every seat may see (game.core.hidden),
    #: which ``redact`` hides; an engine declares it even when empty, so no
    #: game shows its cards by forgetting to.
    hidden: ClassVar[HiddenFields]
    #: the engine's events as typed structs (game.core.events), each hidden
    #: field marked where it is declared; ``hidden`` is read off those marks.
    event_types: ClassVar[EventSchema]

    def __init__(
        self,
        players: int,
        seed: int = 0,
        options: Mapping[str, object] | None = None,
        chance: Chance | None = None,
    ) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.game_id} takes {self.min_players} to {self.max_players} players,"
                f" not {players}"
            )
        self.players = players
        self.seed = seed
        self.options = self.check_options(options or {})
        self.chance: Chance = chance if chance is not None else SeededChance(seed)
        self.events: list[Event] = []

    @classmethod
    def undealt(cls, players: int, seed: int, options: Mapping[str, object] | None,
                chance: Chance | None = None) -> Self:
        """A game of ``cls`` with only the base's fields set, no deal made:
        for ``from_view`` and positions laid out by hand, which set every
        field of their own after. Not ``cls(...)``, which deals: a field an
        engine gains later then fails loudly where it is not set, instead
        of keeping a fresh deal's value."""
        game = cls.__new__(cls)
        Game.__init__(game, players, seed, options, chance)
        return game

    @classmethod
    def check_options(cls, options: Mapping[str, object]) -> dict[str, Any]:
        """Defaults merged with ``options``; unknown names or types raise."""
        merged = dict(cls.default_options)
        for name, value in options.items():
            if name not in cls.default_options:
                raise OptionError(f"{cls.game_id} has no option {name!r}")
            if type(value) is not type(cls.default_options[name]):
                kind = type(cls.default_options[name]).__name__
                raise OptionError(f"option {name!r} takes a {kind}")
            merged[name] = value
        return merged

    def _emit(self, *events: Event) -> list[Event]:
        self.events.extend(events)
        return list(events)

    # -- the fixed API ---------------------------------------------------
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to move, or None when the game is over."""

    @abstractmethod
    def legal_moves(self) -> list[M]:
        """Every legal move of the current player (empty when over)."""

    @abstractmethod
    def refusal(self, move: M) -> Refusal | None:
        """None if ``move`` is legal now, else why not."""

    @abstractmethod
    def _apply(self, move: M) -> list[Event]:
        """Carry out a legal move; return (and record) its events."""

    def apply(self, move: M) -> list[Event]:
        """Carry out ``move`` and return its events; an illegal move raises
        :class:`IllegalMove` and changes nothing."""
        why = self.refusal(move)
        if why is not None:
            raise IllegalMove(why)
        return self._apply(move)

    @abstractmethod
    def view(self, player: int) -> Any:
        """What ``player`` may know, as an immutable snapshot; a seat out of
        range (``-1`` too: no quiet Python indexing from the end) raises
        :class:`SeatError` (:meth:`check_seat`)."""

    def check_seat(self, player: object) -> int:
        """``player`` if it is a seat of this game, else :class:`SeatError`.
        A view of seat -1 once gave the last seat's hand to whoever asked."""
        if type(player) is not int or not 0 <= player < self.players:
            raise SeatError(f"{self.game_id} has seats 0 to {self.players - 1}, not {player!r}")
        return player

    @classmethod
    def from_view(cls, view: Any, options: Mapping[str, Any], rng: random.Random) -> Game[M]:
        """A game in the state ``view`` shows, for the seat ``view.seat``: what
        that seat cannot see (other hands, the stock, face-down cards) dealt
        at random (``rng``) from the cards it has not seen. A guess beyond
        the view (a determinization), exact within it: the new game's
        ``view(view.seat)`` equals ``view``, and its ``legal_moves()`` and
        ``refusal()`` for that seat are the real game's. An online client,
        which holds only its seat's view, judges and suggests moves on it at
        once; a search bot plays guesses forward. Its ``events`` are empty.
        Engines that offer it override this."""
        raise NotImplementedError(f"{cls.game_id} cannot be made from a view")

    def public_view(self) -> Any:
        """What anyone watching the table may know (a spectator): the view
        with no hand and ``seat`` :data:`SPECTATOR`. Engines that offer one
        override this; the base has none to give."""
        raise NotImplementedError(f"{self.game_id} has no public view")

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def results(self) -> Results:
        """Winners and totals; only meaningful once :meth:`is_over`."""

    # -- record support (static: they need no state) -------------------------
    @staticmethod
    @abstractmethod
    def move_from_event(event: Event) -> M | None:
        """The move a player made that produced ``event`` first, or None for
        an event the engine writes by itself (deal, deal_end, game_end...)."""

    @staticmethod
    @abstractmethod
    def deck_from_deal(event: Event) -> list[str]:
        """Inverse of the engine's dealing: the deck order (as card codes,
        top first) that makes the recorded ``deal`` event."""

    @classmethod
    def redact(cls, event: Event, viewer: int) -> Event:
        """``event`` as ``viewer`` may see it: the cards of the fields the
        engine declares ``hidden`` from that seat replaced by counts."""
        return redact_hidden(event, viewer, cls.hidden)
