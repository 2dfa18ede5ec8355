"""Twenty (Двадцать): a Russian shedding game with a shared move counter.

Rule ids (TW-x) refer to ``shared/rules/twenty.md``. A match is a series of
deals (TW-3); this state runs the whole match, dealing the next deal itself
after a ``deal_end`` event.

>>> g = Twenty(2, seed=3)
>>> g.move_number, len(g.view(0).hand), g.view(0).hand_counts
(1, 7, (7, 7))
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...core.base import SPECTATOR, Event, Game, Refusal, Results
from ...core.cards import ACE, KING, Card, codes, parse_cards, standard_deck
from .events import EVENTS

HAND_SIZE = 7
LAST_MOVE = 20
MATCH_POINTS = 100
# Totals drift below zero (every loser pays, only the winner gains), so a
# match to 100 may never end, above all with four players; after this many
# deals the highest total wins (ties share the win).
DEAL_LIMIT = 50
WIN_POINTS = 20

#: Every refusal code of Twenty, with its argument names, for the catalog:
#: the engine's (:meth:`Twenty.refusal`) and the one its session adds
#: (``no-draw-here``: the take-discard key, in a game with no discard pile).
REFUSAL_CODES: dict[str, tuple[str, ...]] = {
    "game-over": (),
    "nothing-selected": (),
    "not-in-hand": (),
    "over-limit": ("total", "limit"),
    "must-play": ("limit",),
    "stock-empty": (),
    "must-draw": (),
    "unknown-move": (),
    "no-draw-here": (),
}


def move_value(card: Card) -> int:
    """TW-2: the least a card counts on a move (a king can always be 1)."""
    if card.rank == KING:
        return 1
    return min(card.rank, 10)


def penalty(card: Card) -> int:
    """TW-11: points lost for a card left in hand (2 to 9 cost nothing)."""
    if card.rank == ACE:
        return 5
    if card.rank == KING:
        return 20
    if card.rank >= 10:
        return 10
    return 0


def least_total(cards: Iterable[Card]) -> int:
    """The smallest total ``cards`` can make, kings counting 1 (TW-7)."""
    return sum(move_value(c) for c in cards)


@dataclass(frozen=True)
class Play:
    """Lay out cards whose values add up to the move number or less."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Draw:
    """Take the top of the stock: only when no card can be laid (TW-8)."""


@dataclass(frozen=True)
class Pass:
    """No card can be laid and the stock is empty (TW-8)."""


TwentyMove = Play | Draw | Pass


@dataclass(frozen=True)
class TwentyView:
    """What one seat knows. Other hands are counts only; the stock is a count."""

    seat: int
    players: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    move_number: int
    to_move: int | None
    dealer: int
    deal_number: int
    table: tuple[Card, ...]
    last_played: tuple[int | None, ...]
    totals: tuple[int, ...]
    over: bool


class Twenty(Game[TwentyMove]):
    """Twenty for 2 to 4 players; match to 100 points (TW-3)."""

    game_id = "twenty"
    min_players = 2
    max_players = 4
    default_options = {"match_points": MATCH_POINTS, "deal_limit": DEAL_LIMIT}
    record_events = frozenset({"deal", "play", "draw", "pass", "deal_end", "game_end"})
    #: Each seat sees its own hand; the stock nobody; a card drawn its drawer.
    #: Each such field is marked where events.py declares it.
    event_types = EVENTS
    hidden = EVENTS.hidden

    def __init__(self, players: int, seed: int = 0, options: Any = None,
                 chance: Any = None) -> None:
        super().__init__(players, seed, options, chance)
        self.totals = [0] * players
        self.deal_number = 0
        self.match_over = False
        self.match_winners: tuple[int, ...] = ()
        self._start_deal(self.chance.first_dealer(players))  # TW-4

    # -- dealing -----------------------------------------------------------
    def _start_deal(self, dealer: int) -> None:
        self.deal_number += 1
        self.dealer = dealer
        deck = self.chance.deal_deck(standard_deck())
        n = self.players
        # Cards go round the table from the dealer's left, one at a time.
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            self.hands[(dealer + 1 + i) % n].append(deck[i])
        self.stock: list[Card] = deck[HAND_SIZE * n :]  # top first
        self.table: list[Card] = []
        self.move_number = 1
        self.to_move = (dealer + 1) % n  # TW-5
        self.last_played: list[int | None] = [None] * n  # move number of the seat's last lay
        self._emit(
            {
                "type": "deal",
                "deal": self.deal_number,
                "dealer": dealer,
                "hands": [codes(h) for h in self.hands],
                "stock": codes(self.stock),
                "discard": [],
            }
        )

    @staticmethod
    def deck_from_deal(event: Event) -> list[str]:
        hands = [list(h) for h in event["hands"]]
        n = len(hands)
        dealer = int(event["dealer"])
        order: list[str] = []
        for i in range(HAND_SIZE * n):
            seat = (dealer + 1 + i) % n
            order.append(hands[seat][i // n])
        return order + list(event["stock"])

    @classmethod
    def from_view(cls, view: TwentyView, options: Mapping[str, Any],
                  rng: random.Random) -> Twenty:
        """The game ``view`` shows, the other hands and the stock dealt at
        random from the cards it does not show: the 52 (TW-1) less the seat's
        hand and the table (every card laid this deal lies there, face up).
        Everything else a seat's moves and the match's end hang on (the move
        number, TW-6; who laid last, TW-10; the totals, TW-3) is public and in
        the view. Later deals come from a chance seeded by ``rng``."""
        game = cls.undealt(view.players, rng.getrandbits(32), options)
        n = view.players
        own = view.seat != SPECTATOR
        unseen = Counter(standard_deck())
        unseen.subtract(Counter(view.hand) + Counter(view.table))
        if any(k < 0 for k in unseen.values()):
            raise ValueError("the view shows a card twice or a card of no deck")
        pool = list(unseen.elements())
        hidden = sum(view.hand_counts) - (len(view.hand) if own else 0) + view.stock_count
        if len(pool) != hidden:
            raise ValueError(f"the view hides {hidden} cards, but {len(pool)} are unseen")
        rng.shuffle(pool)
        game.hands = []
        for seat in range(n):
            if own and seat == view.seat:
                game.hands.append(list(view.hand))
            else:
                game.hands.append(pool[: view.hand_counts[seat]])
                del pool[: view.hand_counts[seat]]
        game.stock = pool
        game.table = list(view.table)
        game.totals = list(view.totals)
        game.deal_number = view.deal_number
        game.dealer = view.dealer
        game.move_number = view.move_number
        game.last_played = list(view.last_played)
        # Over, the real game's to_move is no one's business (current_player() is None).
        game.to_move = view.dealer if view.to_move is None else view.to_move
        game.match_over = view.over
        # TW-3: only a deal's winner gains, and it ends the match on reaching
        # the target, so the match's winners are always the best totals.
        best = max(view.totals)
        game.match_winners = (tuple(s for s in range(n) if view.totals[s] == best)
                              if view.over else ())
        return game

    # -- the fixed API -------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.match_over else self.to_move

    def is_over(self) -> bool:
        return self.match_over

    def playable(self, hand: Sequence[Card]) -> bool:
        return any(move_value(c) <= self.move_number for c in hand)

    def legal_moves(self) -> list[TwentyMove]:
        if self.match_over:
            return []
        hand = self.hands[self.to_move]
        if not self.playable(hand):
            return [Draw()] if self.stock else [Pass()]
        return [Play(cards) for cards in fitting_plays(hand, self.move_number)]

    def refusal(self, move: TwentyMove) -> Refusal | None:
        if self.match_over:
            return Refusal("game-over")
        hand = self.hands[self.to_move]
        can_play = self.playable(hand)
        if isinstance(move, Play):
            if not move.cards:
                return Refusal("nothing-selected")
            if not _contains(hand, move.cards):
                return Refusal("not-in-hand")
            total = least_total(move.cards)
            if total > self.move_number:
                return Refusal("over-limit", {"total": total, "limit": self.move_number})
            return None
        if isinstance(move, Draw):
            if can_play:
                return Refusal("must-play", {"limit": self.move_number})
            return None if self.stock else Refusal("stock-empty")
        if isinstance(move, Pass):
            if can_play:
                return Refusal("must-play", {"limit": self.move_number})
            return Refusal("must-draw") if self.stock else None
        return Refusal("unknown-move")

    def _apply(self, move: TwentyMove) -> list[Event]:
        seat = self.to_move
        hand = self.hands[seat]
        events: list[Event] = []
        if isinstance(move, Play):
            for card in move.cards:
                hand.remove(card)
            self.table.extend(move.cards)
            self.last_played[seat] = self.move_number
            events.append({"type": "play", "player": seat, "move": self.move_number,
                           "cards": codes(move.cards)})
        elif isinstance(move, Draw):
            card = self.stock.pop(0)
            hand.append(card)
            events.append({"type": "draw", "player": seat, "source": "stock",
                           "cards": [str(card)], "move": self.move_number})
        else:
            events.append({"type": "pass", "player": seat, "move": self.move_number})
        self._emit(*events)
        if not hand or self.move_number >= LAST_MOVE:  # TW-9
            return events + self._end_deal()
        self.move_number += 1  # TW-6
        self.to_move = (seat + 1) % self.players
        return events

    def deal_winner(self) -> int:
        """TW-10: no cards, else fewest; ties go to the latest to lay cards,
        else the first tied seat from the dealer's left."""
        fewest = min(len(h) for h in self.hands)
        tied = [s for s in range(self.players) if len(self.hands[s]) == fewest]
        played = [s for s in tied if self.last_played[s] is not None]
        if played:
            return max(played, key=lambda s: self.last_played[s] or 0)
        return min(tied, key=lambda s: (s - self.dealer - 1) % self.players)

    def _end_deal(self) -> list[Event]:
        winner = self.deal_winner()
        scores = [
            WIN_POINTS if s == winner else -sum(penalty(c) for c in self.hands[s])
            for s in range(self.players)
        ]
        self.totals = [t + d for t, d in zip(self.totals, scores, strict=True)]
        events = self._emit({"type": "deal_end", "deal": self.deal_number, "winner": winner,
                             "scores": scores, "totals": list(self.totals),
                             "hands": [codes(h) for h in self.hands]})
        if self.totals[winner] >= self.options["match_points"]:  # TW-3
            self.match_winners = (winner,)
            reason = "points"
        elif self.deal_number >= self.options["deal_limit"]:
            best = max(self.totals)
            self.match_winners = tuple(s for s in range(self.players) if self.totals[s] == best)
            reason = "deal_limit"
        if self.match_winners:
            self.match_over = True
            # current_player() is None from now on: the match is over.
            return events + self._emit({"type": "game_end", "winners": list(self.match_winners),
                                        "totals": list(self.totals), "reason": reason})
        before = len(self.events)
        self._start_deal(winner)  # TW-4: the deal winner deals next
        return events + self.events[before:]

    def results(self) -> Results:
        return Results(self.match_winners, tuple(self.totals))

    def public_view(self) -> TwentyView:
        # Only the fields blanked here are one seat's own; the rest is public.
        return replace(self.view(0), seat=SPECTATOR, hand=())

    def view(self, player: int) -> TwentyView:
        self.check_seat(player)
        return TwentyView(
            seat=player,
            players=self.players,
            hand=tuple(self.hands[player]),
            hand_counts=tuple(len(h) for h in self.hands),
            stock_count=len(self.stock),
            move_number=self.move_number,
            to_move=self.current_player(),
            dealer=self.dealer,
            deal_number=self.deal_number,
            table=tuple(self.table),
            last_played=tuple(self.last_played),
            totals=tuple(self.totals),
            over=self.match_over,
        )

    # -- records -------------------------------------------------------------
    @staticmethod
    def move_from_event(event: Event) -> TwentyMove | None:
        kind = event.get("type")
        if kind == "play":
            return Play(tuple(parse_cards(event["cards"])))
        if kind == "draw":
            return Draw()
        if kind == "pass":
            return Pass()
        return None


def _contains(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    rest = list(hand)
    for card in cards:
        if card not in rest:
            return False
        rest.remove(card)
    return True


def fitting_plays(hand: Sequence[Card], limit: int) -> list[tuple[Card, ...]]:
    """Every distinct play (by rank; suits do not matter in Twenty) from
    ``hand`` whose least total is at most ``limit``.

    >>> hand = parse_cards(["AS", "AH", "2C", "KD", "9S"])
    >>> sorted(" ".join(codes(p)) for p in fitting_plays(hand, 2))
    ['2C', 'AS', 'AS AH', 'AS KD', 'KD']
    """
    by_rank: dict[int, list[Card]] = {}
    for card in hand:
        by_rank.setdefault(card.rank, []).append(card)
    ranks = sorted(by_rank)
    plays: list[tuple[Card, ...]] = []
    # A module function, not a recursive inner one: that would hold itself,
    # a cycle left for the collector at every call (the server's every move).
    _extend_plays([by_rank[r] for r in ranks], limit, 0, [], 0, plays)
    return plays


def _extend_plays(groups: list[list[Card]], limit: int, i: int, chosen: list[Card],
                  total: int, plays: list[tuple[Card, ...]]) -> None:
    """Into ``plays``: every play taking from ``groups[i:]`` (the cards of one
    rank a group) that keeps the least total at most ``limit``."""
    if i == len(groups):
        if chosen:
            plays.append(tuple(chosen))
        return
    cards = groups[i]
    value = move_value(cards[0])
    for k in range(len(cards) + 1):
        if total + k * value > limit:
            break
        _extend_plays(groups, limit, i + 1, chosen + cards[:k], total + k * value, plays)
