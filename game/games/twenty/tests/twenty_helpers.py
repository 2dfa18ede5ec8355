"""Build Twenty positions by hand for rule tests."""

from __future__ import annotations

from game.core.cards import Card, parse_cards
from game.games.twenty.rules import Twenty


def position(hands: list[str], stock: str = "", move: int = 1, to_move: int = 0,
             dealer: int | None = None) -> Twenty:
    """A Twenty game set to the given hands (space-separated card codes),
    stock (top first), move number and seat to move."""
    game = Twenty(len(hands), seed=0)
    game.hands = [parse_cards(h.split()) for h in hands]
    game.stock = parse_cards(stock.split())
    game.move_number = move
    game.to_move = to_move
    game.dealer = (to_move - 1) % len(hands) if dealer is None else dealer
    game.last_played = [None] * len(hands)
    used = [c for h in game.hands for c in h] + game.stock
    game.table = [c for c in _deck() if c not in used]
    return game


def _deck() -> list[Card]:
    from game.core.cards import standard_deck

    return standard_deck()
