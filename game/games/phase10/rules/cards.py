"""Phase 10 cards: numbers 1-12 in four colours, wilds and skips.

Record notation (records.md): colour ``R B G Y`` then the number (``R7``,
``Y12``), ``W`` for a wild, ``SK`` for a skip.

>>> P10Card.parse("Y12"), str(WILD), str(SKIP)
(P10Card(colour='Y', number=12), 'W', 'SK')
>>> len(full_deck()), penalty(P10Card.parse("B10")), penalty(WILD)
(108, 10, 25)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

COLOURS = ("R", "B", "G", "Y")
LOW, HIGH = 1, 12
WILD_CODE, SKIP_CODE = "W", "SK"


class P10Card(NamedTuple):
    """A card: ``colour`` R B G Y with ``number`` 1-12; a wild is colour
    ``"W"`` and a skip colour ``"SK"``, both with number 0. Identical cards
    compare equal."""

    colour: str
    number: int

    def __str__(self) -> str:
        if self.number == 0:
            return self.colour
        return f"{self.colour}{self.number}"

    @property
    def is_wild(self) -> bool:
        return self.colour == WILD_CODE

    @property
    def is_skip(self) -> bool:
        return self.colour == SKIP_CODE

    @property
    def is_numbered(self) -> bool:
        return self.number > 0

    @classmethod
    def parse(cls, code: str) -> P10Card:
        """A card from record notation; raises ValueError on anything else."""
        if code == WILD_CODE:
            return WILD
        if code == SKIP_CODE:
            return SKIP
        colour, digits = code[:1], code[1:]
        if colour in COLOURS and digits.isdigit() and str(int(digits)) == digits:
            number = int(digits)
            if LOW <= number <= HIGH:
                return cls(colour, number)
        raise ValueError(f"not a Phase 10 card: {code!r}")


WILD = P10Card(WILD_CODE, 0)
SKIP = P10Card(SKIP_CODE, 0)
WILDS_IN_DECK = 8
SKIPS_IN_DECK = 4


def full_deck() -> list[P10Card]:
    """P10-1: two of each number in each colour, 8 wilds, 4 skips (fixed order)."""
    numbered = [P10Card(c, n) for c in COLOURS for n in range(LOW, HIGH + 1) for _ in range(2)]
    return numbered + [WILD] * WILDS_IN_DECK + [SKIP] * SKIPS_IN_DECK


def penalty(card: P10Card) -> int:
    """P10-2: points for a card left in hand when someone goes out."""
    if card.colour == WILD_CODE:
        return 25
    if card.colour == SKIP_CODE:
        return 15
    return 5 if card.number <= 9 else 10


def parse_cards(card_codes: Iterable[str]) -> tuple[P10Card, ...]:
    return tuple(P10Card.parse(code) for code in card_codes)


def card_codes(cards: Iterable[P10Card]) -> list[str]:
    return [str(c) for c in cards]


def sort_key(card: P10Card) -> tuple[int, int]:
    """Hand order: numbers ascending, colours in R B G Y order, then wilds, skips."""
    if card.number:
        return (card.number, COLOURS.index(card.colour))
    return (13 if card.colour == WILD_CODE else 14, 0)
