"""The warning a real table gives: "Ada has one card left" (ux.md, "Warn as
a real table would"), said once, when it becomes true, before the player's
turn prompt.

A game says how many cards each seat holds now (:meth:`LastCard.card_counts`)
and, where it matters, what kind the last card is (a last face-down card).
A seat is warned of once a deal (``rearm`` False: in a draw-and-discard game
a player on one card draws and discards back to one every turn), or again
each time it gets back down to one after holding more (``rearm`` True: a
player who picked up a pile of cards).

>>> class Table(LastCard):
...     human = 0
...     counts = [3, 2]
...     def card_counts(self): return self.counts
...     def last_card_text(self, seat): return f"seat {seat} has one card left"
>>> table = Table()
>>> table.last_card_news()
[]
>>> table.counts = [3, 1]
>>> table.last_card_news(), table.last_card_news()
([(1, 'seat 1 has one card left')], [])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from .session import Utterance


class LastCard:
    """Mixin: which opponents have just got down to their last card."""

    #: Warn again after the seat held more than one card (see the docstring).
    rearm: ClassVar[bool] = False
    human: int
    say: Callable[..., Utterance]
    _warned: set[int] | None = None

    def card_counts(self) -> Sequence[int] | None:
        """Cards each seat holds now; None while there is nothing to warn
        of (cards being chosen, a deal between hands)."""
        raise NotImplementedError

    def last_card_text(self, seat: int) -> str:
        """The warning's words for ``seat``."""
        raise NotImplementedError

    def last_card_warnings(self) -> list[Utterance]:
        """The news as utterances, each from its seat: what a session says
        after a move's words and before the player's turn prompt."""
        return [self.say(text, seat=seat) for seat, text in self.last_card_news()]

    def new_deal_for_warnings(self) -> None:
        """A new deal: every seat may be warned of again."""
        self._warned = set()

    def last_card_news(self) -> list[tuple[int, str]]:
        """(seat, words) for each opponent down to one card and not yet
        warned of; the player knows their own hand."""
        counts = self.card_counts()
        if counts is None:
            return []
        if self._warned is None:
            self._warned = set()
        news = []
        for seat, count in enumerate(counts):
            if self.rearm and count > 1:
                self._warned.discard(seat)
            if seat == self.human or count != 1 or seat in self._warned:
                continue
            self._warned.add(seat)
            news.append((seat, self.last_card_text(seat)))
        return news
