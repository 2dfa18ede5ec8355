"""Chance for games others can see into: online tables.

:class:`~game.core.base.SeededChance` deals a whole game from one 31-bit
seed, so a player who knows their own hand could search the seeds and learn
everyone's. :class:`SecretChance` draws from :mod:`secrets` instead. Every
draw it makes is written into the game's own events (each ``deal`` holds the
deck, each ``reshuffle`` the new stock), so a table's log rebuilds the table
exactly: given the events so far, it hands back the recorded draws first
(through :class:`~game.core.replay.RecordedChance`) and draws anew only
after them.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from typing import TypeVar

from .base import Event
from .replay import DealsDecks, RecordedChance

#: a game's card: the deck is reordered, never looked into but by its code
C = TypeVar("C")


class SecretChance:
    """Chance from the system's secret random source, replaying ``recorded``
    events (a table's log, without its header) before drawing anything new."""

    def __init__(self, game_cls: DealsDecks, recorded: Iterable[Event] = ()) -> None:
        events = list(enumerate(recorded, start=2))  # line numbers as in a record file
        self._recorded = RecordedChance(game_cls, events)
        self._deals_left = sum(1 for _, e in events if e.get("type") == "deal")
        self._restocks_left = sum(1 for _, e in events if e.get("type") == "reshuffle")
        self._rng = secrets.SystemRandom()

    @property
    def replaying(self) -> bool:
        """Whether recorded draws remain to be handed back."""
        return bool(self._deals_left or self._restocks_left)

    def first_dealer(self, players: int) -> int:
        if self._deals_left:
            return self._recorded.first_dealer(players)
        return self._rng.randrange(players)

    def deal_deck(self, cards: list[C]) -> list[C]:
        if self._deals_left:
            self._deals_left -= 1
            return self._recorded.deal_deck(cards)
        deck = list(cards)
        self._rng.shuffle(deck)
        return deck

    def restock(self, cards: list[C]) -> list[C]:
        if self._restocks_left:
            self._restocks_left -= 1
            return self._recorded.restock(cards)
        stock = list(cards)
        self._rng.shuffle(stock)
        return stock


def secret_seed() -> int:
    """A seed for what an online table still derives from one (its computer
    players' own generators, :func:`game.core.bots.bot_rng`); it stays on
    the server until the table ends."""
    return secrets.randbelow(2**31)
