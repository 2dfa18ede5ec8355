"""Standard playing cards, for the games that use them.

>>> Card.parse("10H")
Card(rank=10, suit='H')
>>> str(Card(1, "S")), str(JOKER)
('AS', 'JK')
>>> len(standard_deck())
52
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

SUITS = ("C", "D", "H", "S")
RED_SUITS = frozenset({"D", "H"})
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
JOKER_RANK = 0
_RANK_CODES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_CODE_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def rank_code(rank: int) -> str:
    """A rank in record notation.

    >>> rank_code(1), rank_code(10), rank_code(12)
    ('A', '10', 'Q')
    """
    return _RANK_CODES.get(rank, str(rank))


def rank_of_code(code: str) -> int:
    """The rank of a record code's rank part.

    >>> rank_of_code("9"), rank_of_code("J"), rank_of_code("A")
    (9, 11, 1)
    """
    return _CODE_RANKS.get(code, 0) or int(code)


class Card(NamedTuple):
    """A card: rank 1 (ace) to 13 (king), suit C D H S; the joker is rank 0,
    suit ``""``. Identical cards of several decks are equal."""

    rank: int
    suit: str

    def __str__(self) -> str:
        if self.rank == JOKER_RANK:
            return "JK"
        return rank_code(self.rank) + self.suit

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @classmethod
    def parse(cls, code: str) -> Card:
        """A card from record notation; raises ValueError on anything else."""
        if code == "JK":
            return JOKER
        rank_code, suit = code[:-1], code[-1:]
        if suit not in SUITS:
            raise ValueError(f"not a card: {code!r}")
        if rank_code in _CODE_RANKS:
            return cls(_CODE_RANKS[rank_code], suit)
        if rank_code.isdigit() and 2 <= int(rank_code) <= 10 and str(int(rank_code)) == rank_code:
            return cls(int(rank_code), suit)
        raise ValueError(f"not a card: {code!r}")


JOKER = Card(JOKER_RANK, "")


def standard_deck(decks: int = 1, jokers: int = 0) -> list[Card]:
    """``decks`` full 52-card decks plus ``jokers`` jokers, in a fixed order."""
    one = [Card(rank, suit) for suit in SUITS for rank in range(1, 14)]
    return one * decks + [JOKER] * jokers


def codes(cards: Iterable[object]) -> list[str]:
    """Record notation of any game's cards."""
    return [str(card) for card in cards]


def parse_cards(card_codes: Iterable[str]) -> list[Card]:
    return [Card.parse(code) for code in card_codes]
