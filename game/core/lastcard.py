"""The warning a real table gives: "Ada has one card left" (ux.md, "Warn as
a real table would"), said once, when it becomes true, before the player's
turn prompt.

A session holds a :class:`LastCard` (``self.last_card_warning``), made with
how many cards each seat holds now; a game where the last card may be of
another kind (a last face-down card), or where cards come back, holds a
subclass from its own folder. A seat is warned of once a deal (``rearm``
False: in a draw-and-discard game a player on one card draws and discards
back to one every turn), or again each time it gets back down to one after
holding more (``rearm`` True: a player who picked up a pile of cards). The
part reads the session only through :class:`Table`.

>>> from game.core.utterance import Utterance
>>> class Seats:
...     human = 0
...     def say(self, text, *, seat=None, **how): return Utterance(text)
...     def name(self, seat, capital=False): return f"Seat {seat}"
>>> counts = [3, 2]
>>> warning = LastCard(Seats(), lambda: counts)
>>> warning.news()
[]
>>> counts[1] = 1
>>> warning.news(), warning.news()
([(1, 'Seat 1 has one card left.')], [])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Protocol

from ..i18n import t
from .utterance import Utterance


class Table(Protocol):
    """What the warning needs of the session it speaks for."""

    #: The player's seat: the player knows their own hand.
    human: int

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""

    def name(self, seat: int, capital: bool = False) -> str: ...


class LastCard:
    """Which opponents have just got down to their last card."""

    #: Warn again after the seat held more than one card (module docstring).
    rearm: ClassVar[bool] = False

    def __init__(self, table: Table, hand_counts: Callable[[], Sequence[int]]) -> None:
        self.table = table
        #: Cards in each seat's hand now.
        self.hand_counts = hand_counts
        #: The seats warned of (this deal, or since they last held more).
        self.warned: set[int] = set()

    def card_counts(self) -> Sequence[int] | None:
        """Cards each seat holds now; None while there is nothing to warn
        of (cards being chosen, a deal between hands)."""
        return self.hand_counts()

    def text(self, seat: int) -> str:
        """The warning's words for ``seat``: its last card is in its hand."""
        return t("last-card", who=self.table.name(seat, capital=True), kind="hand")

    def warnings(self) -> list[Utterance]:
        """The news as utterances, each from its seat: what a session says
        after a move's words and before the player's turn prompt."""
        return [self.table.say(text, seat=seat) for seat, text in self.news()]

    def new_deal(self) -> None:
        """A new deal: every seat may be warned of again."""
        self.warned = set()

    def news(self) -> list[tuple[int, str]]:
        """(seat, words) for each opponent down to one card and not yet
        warned of; the player knows their own hand."""
        counts = self.card_counts()
        if counts is None:
            return []
        news = []
        for seat, count in enumerate(counts):
            if self.rearm and count > 1:
                self.warned.discard(seat)
            if seat == self.table.human or count != 1 or seat in self.warned:
                continue
            self.warned.add(seat)
            news.append((seat, self.text(seat)))
        return news
