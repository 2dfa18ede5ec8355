"""Card words for standard cards, from the catalog."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ..i18n import join_list, t
from .cards import Card


def card_name(card: Card, case: str = "nom") -> str:
    """"7 of hearts", "queen of spades", "joker".

    ``case`` is the grammatical case the sentence needs ("nom", "acc",
    "gen", ...): English ignores it, Russian declines the name by it."""
    return t("card-name", rank=card.rank, suit=card.suit or "S", case=case)


def card_face(card: Card) -> dict[str, Any]:
    """What a language needs to agree a word with the card's name ("selected":
    Russian «туз выбран», «дама выбрана»): ``face``, the rank (0 a joker)."""
    return {"face": card.rank}


def card_list(cards: Sequence[Card], case: str = "nom") -> str:
    """Every card by name, in order (in ``case``, as ``card_name``)."""
    return join_list([card_name(c, case) for c in cards])


def rank_groups(cards: Iterable[Card]) -> str:
    """Cards counted by rank, biggest group first: "two aces and a king"."""
    counts = Counter(c.rank for c in cards)
    order = sorted(counts, key=lambda rank: (-counts[rank], rank))
    return join_list([t("rank-count", rank=rank, count=counts[rank]) for rank in order])


def marked_cards(cards: Sequence[object], chosen: Iterable[int]) -> str:
    """The cards as the screen's text lines show them, the chosen ones (by
    index) in brackets: "7H, [QS], 2C"."""
    marked = set(chosen)
    return ", ".join(f"[{card}]" if i in marked else str(card) for i, card in enumerate(cards))
