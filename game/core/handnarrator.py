"""The words of a draw-and-discard game's events, apart from the session.

A narrator says an event: :meth:`HandNarrator.describe` builds its
utterances from the event, the seat's view and what the narrator kept of
the events before it, and changes nothing, so the words can be asked for
twice, or out of turn, at no cost. What the words need to remember (the
groups laid this hand, whether the assist has spoken) the narrator folds in
:meth:`HandNarrator.took_in`, which the session calls once an event is said.

The session holds its narrator (composition, not a base class): the rows,
the focus, the selection and the keys stay the session's. The narrator
reaches the session only through :class:`Voice`: the seat it speaks to,
the history its sentences go into, names and key labels.

The catalog holds, for the game's prefix ``words``:

* ``<words>-takes`` {who, you, card, card_acc}, ``<words>-draws-you``
  {card, card_acc}, ``<words>-draws`` {who}: a draw from the discard pile or
  the stock;
* ``<words>-reshuffle``, ``<words>-your-hand`` {cards},
  ``<words>-discard-start`` {card}: a new deal.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar, Generic, Protocol, TypeVar

from ..i18n import t
from .base import Event
from .events import Deal, Draw, EventSchema, GameEvent, Reshuffle, player_of
from .utterance import Utterance

#: The seat's view of the table, and a card of the game.
ViewT = TypeVar("ViewT")
CardT = TypeVar("CardT")


class PlaysAgain(Protocol):
    """What a narrator reads of the session's prompt (``prompt.py``)."""

    def play_again(self) -> Utterance:
        """A game's last words: what Enter does now."""
        ...


class Voice(Protocol):
    """What a narrator needs of the session it speaks for."""

    #: The player's seat (a watcher's: no seat is "you").
    human: int
    key_label: Callable[[str], str]

    @property
    def watching(self) -> bool: ...

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""

    def name(self, seat: int, capital: bool = False) -> str: ...

    @property
    def prompt(self) -> PlaysAgain:
        """The turn prompt and the opening's words: a game's last words."""
        ...


class HandNarrator(ABC, Generic[ViewT, CardT]):
    """Says a draw-and-discard game's events to one seat (module docstring)."""

    #: The game's catalog prefix (its id).
    words: ClassVar[str]
    #: The game's events as typed structs (its ``events.py``).
    events: ClassVar[EventSchema]

    def __init__(self, voice: Voice, view: Callable[[], ViewT],
                 hand_order: Callable[[Iterable[CardT]], list[CardT]], *, assist: bool) -> None:
        self.voice = voice
        #: The seat's view of the table now (a watcher's: the public view).
        self.view = view
        #: Cards in the order the player's hand is sorted.
        self.hand_order = hand_order
        #: The player wants a word when the hand holds the phase.
        self.assist = assist

    def describe(self, event: Event) -> list[Utterance]:
        """The words of one (redacted) event; nothing kept changes. An event
        of a type the game does not declare says nothing (records.md)."""
        if event["type"] not in self.events.types:
            return []
        typed = self.events.typed(event)
        seat = player_of(typed)
        who = self.voice.name(seat, capital=True) if seat is not None else ""
        you = "yes" if seat == self.voice.human else "no"
        match typed:
            case Deal():
                return self.describe_deal(typed)
            case Reshuffle():
                return [self.voice.say(t(f"{self.words}-reshuffle"), important=False)]
            case Draw():
                return self.describe_draw(typed, who, you)
        return self.describe_move(typed, who, you)

    def took_in(self, event: Event) -> None:
        """The event has been said: what the words remember follows it."""
        if event["type"] in self.events.types:
            self.remember(self.events.typed(event))

    def remember(self, event: GameEvent) -> None:
        """What the words remember follows ``event``. Here, the assist the
        player's draw said is used up."""
        if isinstance(event, Draw) and event.player == self.voice.human:
            self.assist_heard()

    def describe_draw(self, event: Draw, who: str, you: str) -> list[Utterance]:
        """A draw: the card taken from the discard pile is public, the one
        from the stock only the player hears; then the assist, if due."""
        voice = self.voice
        seat = event.player
        if event.source == "discard" and isinstance(event.cards, list):
            taken = self.parse_card(event.cards[0])
            out = [voice.say(t(f"{self.words}-takes", who=who, you=you,
                               card=self.card_name(taken),
                               card_acc=self.card_name(taken, case="acc")),
                             cue="draw", seat=seat)]
        elif seat == voice.human and isinstance(event.cards, list):
            drawn = self.parse_card(event.cards[0])
            out = [voice.say(t(f"{self.words}-draws-you", card=self.card_name(drawn),
                               card_acc=self.card_name(drawn, case="acc")),
                             cue="draw", seat=seat)]
        else:
            return [voice.say(t(f"{self.words}-draws", who=who), cue="draw", seat=seat,
                              important=False)]
        return out + self.assist_words() if seat == voice.human else out

    def dealt_words(self, event: Deal) -> list[Utterance]:
        """The player's new hand, in the hand's order, and the discard
        pile's first card."""
        voice = self.voice
        top = self.card_name(self.parse_card(event.discard[-1]))
        hand = event.hands[voice.human] if not voice.watching else 0
        if not isinstance(hand, list):  # a watcher has no hand: the discard pile only
            return [voice.say(t(f"{self.words}-discard-start", card=top))]
        own = [self.parse_card(c) for c in hand]
        return [
            voice.say(t(f"{self.words}-your-hand", cards=self.card_list(self.hand_order(own)))),
            voice.say(t(f"{self.words}-discard-start", card=top)),
        ]

    # -- per game ------------------------------------------------------------------
    @abstractmethod
    def card_name(self, card: CardT, case: str = "nom") -> str:
        """A card's name in a grammatical ``case`` (see ``core.words.card_name``)."""

    @abstractmethod
    def card_list(self, cards: Sequence[CardT]) -> str: ...

    @abstractmethod
    def parse_card(self, code: str) -> CardT: ...

    @abstractmethod
    def assist_words(self) -> list[Utterance]:
        """After the player's draw: a word when the hand holds the phase
        and the assist has not yet spoken for it (words only)."""

    @abstractmethod
    def assist_heard(self) -> None:
        """The player's draw has been said: an assist it said is used up."""

    @abstractmethod
    def describe_deal(self, event: Deal) -> list[Utterance]: ...

    @abstractmethod
    def describe_move(self, event: GameEvent, who: str, you: str) -> list[Utterance]:
        """Words for any other event; ``who`` and ``you`` name its player."""

    @abstractmethod
    def where_words(self, deal: Event) -> str:
        """Where the game stands since ``deal`` (said on resuming)."""
