"""War, played once through the deck: the engine.

Each player holds a face-down pile. In a battle every player, from the
dealer's left, turns over the top card of their pile; the highest rank takes
the battle's cards (aces are high). When the highest cards tie, the cards stay
on the table and go to the winner of the next battle. Cards won are kept
apart, not played again, so the game ends when the piles are used up: the
most cards won wins (ties share the win).

>>> g = War(2, seed=1)
>>> g.view(0).pile_counts, g.current_player() == (g.dealer + 1) % 2
((26, 26), True)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ...core.base import SPECTATOR, Event, Game, Refusal, Results
from ...core.cards import ACE, Card, codes, parse_cards, standard_deck
from .events import EVENTS


def strength(card: Card) -> int:
    """Aces are high: 2 is the lowest card, the ace the highest."""
    return 14 if card.rank == ACE else card.rank


@dataclass(frozen=True)
class Turn:
    """Turn over the top card of one's pile: the only move there is."""


@dataclass(frozen=True)
class WarView:
    """What one seat knows: every pile's size, the cards on the table and the
    cards each seat has won. No seat knows any pile's order, its own either."""

    seat: int
    players: int
    pile_counts: tuple[int, ...]
    table: tuple[tuple[int, Card], ...]
    pot: int
    won: tuple[int, ...]
    to_move: int | None
    over: bool


class War(Game[Turn]):
    """War for 2 to 4 players, once through one 52-card deck."""

    game_id = "war"
    min_players = 2
    max_players = 4
    record_events = frozenset({"deal", "turn", "battle", "game_end"})
    #: The deal as anyone sees it: pile sizes only (nobody looks at a pile,
    #: not even its owner), and the stock's size.
    #: Each such field is marked where events.py declares it.
    event_types = EVENTS
    hidden = EVENTS.hidden

    def __init__(self, players: int, seed: int = 0, options: Any = None,
                 chance: Any = None) -> None:
        super().__init__(players, seed, options, chance)
        self.dealer = self.chance.first_dealer(players)
        deck = self.chance.deal_deck(standard_deck())
        each = len(deck) // players
        # One card at a time from the dealer's left; with three players one
        # card is left over and set aside (the deal's "stock").
        self.piles: list[list[Card]] = [[] for _ in range(players)]
        for i in range(each * players):
            self.piles[(self.dealer + 1 + i) % players].append(deck[i])
        self.aside = deck[each * players:]
        self.table: list[tuple[int, Card]] = []  # this battle's cards, in order
        self.pot: list[Card] = []  # cards of tied battles, for the next winner
        self.won = [0] * players
        self.to_move: int | None = (self.dealer + 1) % players
        self.winners: tuple[int, ...] = ()
        self._emit({"type": "deal", "deal": 1, "dealer": self.dealer,
                    "hands": [codes(p) for p in self.piles], "stock": codes(self.aside),
                    "discard": []})

    @staticmethod
    def deck_from_deal(event: Event) -> list[str]:
        hands = [list(h) for h in event["hands"]]
        n = len(hands)
        dealer = int(event["dealer"])
        each = len(hands[0])
        order = [hands[(dealer + 1 + i) % n][i // n] for i in range(each * n)]
        return order + list(event["stock"])

    @classmethod
    def from_view(cls, view: WarView, options: Mapping[str, Any], rng: random.Random) -> War:
        """The game ``view`` shows (online, a seat judges its moves on it).
        Nobody sees a pile's order, so every pile, and the cards of tied
        battles, are dealt at random from the cards not on the table; the
        cards won are out of play and only counted, as in the real game."""
        game = cls.__new__(cls)
        Game.__init__(game, view.players, rng.getrandbits(32), options)
        unseen = Counter(standard_deck())
        unseen.subtract(Counter(card for _, card in view.table))
        if any(k < 0 for k in unseen.values()):
            raise ValueError("the view shows a card twice or a card of no deck")
        pool = list(unseen.elements())
        if sum(view.pile_counts) + view.pot > len(pool):
            raise ValueError("the view holds more cards than the deck")
        rng.shuffle(pool)
        game.piles = []
        for count in view.pile_counts:
            game.piles.append(pool[:count])
            del pool[:count]
        game.pot = pool[:view.pot]
        game.aside = []
        game.table = list(view.table)
        game.won = list(view.won)
        game.to_move = view.to_move
        # A battle starts at the dealer's left: its first card, or the seat to move.
        first = view.table[0][0] if view.table else view.to_move
        game.dealer = 0 if first is None else (first - 1) % view.players
        most = max(view.won)
        game.winners = (tuple(s for s in range(view.players) if view.won[s] == most)
                        if view.over else ())
        return game

    # -- the fixed API -------------------------------------------------------
    def current_player(self) -> int | None:
        return self.to_move

    def is_over(self) -> bool:
        return self.to_move is None

    def legal_moves(self) -> list[Turn]:
        return [] if self.is_over() else [Turn()]

    def refusal(self, move: Turn) -> Refusal | None:
        if self.is_over():
            return Refusal("game-over")
        if not isinstance(move, Turn):
            return Refusal("unknown-move")
        return None

    def _apply(self, move: Turn) -> list[Event]:
        seat = self.to_move
        assert seat is not None
        card = self.piles[seat].pop(0)
        self.table.append((seat, card))
        events = self._emit({"type": "turn", "player": seat, "card": str(card)})
        if len(self.table) < self.players:
            self.to_move = (seat + 1) % self.players
            return events
        return events + self._end_battle()

    def _end_battle(self) -> list[Event]:
        best = max(strength(c) for _, c in self.table)
        top = [(s, c) for s, c in self.table if strength(c) == best]
        self.pot += [c for _, c in self.table]
        self.table = []
        battle: Event = {"type": "battle", "winner": None, "cards": 0}
        if len(top) == 1:
            winner, card = top[0]
            battle.update(winner=winner, card=str(card), cards=len(self.pot))
            self.won[winner] += len(self.pot)
            self.pot = []
        events = self._emit({**battle, "won": list(self.won)})
        if self.piles[0]:
            self.to_move = (self.dealer + 1) % self.players
            return events
        most = max(self.won)
        self.winners = tuple(s for s in range(self.players) if self.won[s] == most)
        self.to_move = None
        return events + self._emit({"type": "game_end", "winners": list(self.winners),
                                    "totals": list(self.won)})

    def results(self) -> Results:
        return Results(self.winners, tuple(self.won))

    def public_view(self) -> WarView:
        # A seat's view shows nothing of its own that others may not see.
        return replace(self.view(0), seat=SPECTATOR)

    def view(self, player: int) -> WarView:
        return WarView(seat=player, players=self.players,
                       pile_counts=tuple(len(p) for p in self.piles),
                       table=tuple(self.table), pot=len(self.pot), won=tuple(self.won),
                       to_move=self.to_move, over=self.is_over())

    # -- records -------------------------------------------------------------
    @staticmethod
    def move_from_event(event: Event) -> Turn | None:
        if event.get("type") == "turn":
            parse_cards([event["card"]])  # a damaged card is a damaged record
            return Turn()
        return None
