"""Computer players for Shithead, from the seat's view only.

- easy: a random legal move; a random face-up choice;
- normal: lays its highest cards and specials face up (SH-4); plays the
  lowest card that beats the pile, every copy of it, and keeps its 2s and 10s
  until nothing else goes;
- hard: the normal face-up choice, what the table has seen
  (:mod:`.memory`, from the view: burnt cards, the cards each
  opponent picked up and still holds, and that an opponent who picked up
  holds nothing else that beats the pile it took), and, once the stock is
  empty (before, a play hardly changes the end), a search: each candidate
  play (the normal choice, then the blocking ones: 10, 2, highest card) is
  tried on the same random guesses of the hidden cards, each guess played
  out with the normal policy for every seat; a play that wins clearly more
  often than the normal choice replaces it."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ...core.cards import Card
from .memory import CardMemory, determinize
from .rules import (
    TEN,
    TWO,
    ChooseFaceUp,
    FlipFaceDown,
    PickUp,
    Play,
    Shithead,
    ShitheadMove,
    ShitheadView,
    keep_value,
    order_value,
)

#: Guesses of the hidden cards per decision, and turns each guess is played on.
SAMPLES = 32
HORIZON = 200
MAX_CANDIDATES = 5
#: Search only once the stock is this low: before, plays hardly change the end.
SEARCH_STOCK = 0
#: How much better (mean score, 0 to 1) a play must do than the normal choice
#: to be preferred to it; smaller differences are sampling noise.
MARGIN = 0.05


def card_keep_value(card: Card) -> int:
    """How much a card is worth keeping for later (:func:`keep_value`)."""
    return keep_value(card.rank)


def strongest_three(hand: Sequence[Card]) -> tuple[Card, ...]:
    """SH-4: the 3 hand cards to lay face up: specials and high cards."""
    return tuple(sorted(hand, key=card_keep_value, reverse=True)[:3])


def lowest_play(cards: Sequence[Card], to_beat: int | None) -> tuple[Card, ...]:
    """The normal policy: every copy of the lowest ordinary card that beats
    the pile; else one 2; else one 10; else nothing (a pick-up)."""
    best: list[Card] = []
    best_value = 99
    special: Card | None = None
    floor = 0 if to_beat is None else order_value(to_beat)
    for card in cards:
        value = keep_value(card.rank)
        if value >= 15:  # a 2 or a 10
            if special is None or value < keep_value(special.rank):
                special = card
        elif value >= floor:
            if value < best_value:
                best, best_value = [card], value
            elif value == best_value:
                best.append(card)
    if best:
        return tuple(best)
    return (special,) if special is not None else ()


def _pick(legal: Sequence[ShitheadMove], cards: Sequence[Card]) -> ShitheadMove:
    """The legal play of ``cards``' rank and count (legal plays name concrete
    cards; suits do not matter)."""
    rank, count = cards[0].rank, len(cards)
    for move in legal:
        if isinstance(move, Play) and move.cards[0].rank == rank and len(move.cards) == count:
            return move
    raise ValueError(f"no legal play of {count} x rank {rank}")


class EasyShitheadBot:
    """Random legal moves, random face-up choice."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: ShitheadView, legal: Sequence[ShitheadMove]) -> ShitheadMove:
        return self.rng.choice(list(legal))


class NormalShitheadBot:
    """Lowest playable card, all copies; specials saved for when needed."""

    level = "normal"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: ShitheadView, legal: Sequence[ShitheadMove]) -> ShitheadMove:
        first = legal[0]
        if isinstance(first, ChooseFaceUp):
            return ChooseFaceUp(tuple(sorted(strongest_three(view.hand))))
        if isinstance(first, PickUp):
            return first
        if isinstance(first, FlipFaceDown):
            return self.rng.choice(list(legal))
        cards = view.hand if view.hand else view.face_up
        return _pick(legal, lowest_play(cards, view.to_beat))


def rollout_move(game: Shithead, rng: random.Random) -> ShitheadMove:
    """The normal policy on an engine position (look-ahead for every seat)."""
    seat = game.to_move
    where = game.source(seat)
    if where == "face_down":
        return FlipFaceDown(rng.choice(game.face_down_left(seat)))
    cards = game.hands[seat] if where == "hand" else game.face_up[seat]
    chosen = lowest_play(cards, game.to_beat())
    return Play(chosen) if chosen else PickUp()


def score(game: Shithead, seat: int) -> float:
    """How good the position is for ``seat``, 0 to 1: 1 for going out first;
    a game cut short by the horizon compares cards left with the best
    opponent's."""
    if game.finished:
        if game.finished[0] == seat:
            return 1.0
        if not game.options["play_to_last"]:
            return 0.0
        # Playing to the last: the later out, the worse; the shithead gets 0.
        if seat in game.finished:
            return 0.5 - 0.4 * game.finished.index(seat) / game.players
        if game.phase == "over":
            return 0.0
    if game.stalemate:
        return 1.0 / game.players

    def left(s: int) -> int:
        return len(game.hands[s]) + len(game.face_up[s]) + len(game.face_down_left(s))

    mine = left(seat)
    best_other = min(left(s) for s in range(game.players) if s != seat and s not in game.finished)
    return 1.0 / (1.0 + math.exp((mine - best_other) / 3.0))


def candidates(legal: Sequence[ShitheadMove], preferred: ShitheadMove) -> list[ShitheadMove]:
    """The plays worth searching: each rank with all its copies (a single
    copy for 2s and 10s, which are worth saving), the normal choice first."""
    by_rank: dict[int, Play] = {}
    for move in legal:
        if not isinstance(move, Play):
            continue
        rank = move.cards[0].rank
        keep_one = rank in (TWO, TEN)
        if rank not in by_rank or (not keep_one and len(move.cards) > len(by_rank[rank].cards)):
            by_rank[rank] = move
    ordered = sorted(by_rank.values(), key=lambda m: card_keep_value(m.cards[0]))
    others = [m for m in ordered if m != preferred]
    # The plays that block most come first after the normal choice: the 10,
    # the 2 and the highest ordinary rank; then the rest, lowest first.
    ordinary = [m for m in others if m.cards[0].rank not in (TWO, TEN)]
    first = others[len(ordinary):][::-1] + ordinary[-1:]
    chosen = [preferred] + first + [m for m in ordinary if m not in first]
    return chosen[:MAX_CANDIDATES]


class HardShitheadBot:
    """Card memory and a determinized look-ahead over the candidate plays."""

    level = "hard"

    def __init__(
        self,
        rng: random.Random,
        samples: int = SAMPLES,
        horizon: int = HORIZON,
        search_stock: int = SEARCH_STOCK,
        margin: float = MARGIN,
    ) -> None:
        self.rng = rng
        self.samples = samples
        self.horizon = horizon
        self.search_stock = search_stock
        self.margin = margin
        self.memory = CardMemory()
        self.normal = NormalShitheadBot(rng)

    def choose(self, view: ShitheadView, legal: Sequence[ShitheadMove]) -> ShitheadMove:
        self.memory.observe(view)
        move = self._decide(view, legal)
        self.memory.after_move(view, move)
        return move

    def observe(self, view: ShitheadView, move: ShitheadMove) -> None:
        """Take in a move of this seat's from the record (a resumed game)."""
        self.memory.observe(view)
        self.memory.after_move(view, move)

    def _decide(self, view: ShitheadView, legal: Sequence[ShitheadMove]) -> ShitheadMove:
        preferred = self.normal.choose(view, legal)
        if not isinstance(preferred, Play):
            return preferred
        moves = candidates(legal, preferred)
        if len(moves) == 1 or view.stock_count > self.search_stock:
            return preferred
        totals = [0.0] * len(moves)
        for _ in range(self.samples):
            guess = determinize(view, self.memory, self.rng)
            seed = self.rng.random()
            for i, move in enumerate(moves):
                totals[i] += self._play_out(guess, move, view.seat, seed)
        best = max(range(len(moves)), key=lambda i: (totals[i], -i))
        if totals[best] - totals[0] < self.margin * self.samples:
            return preferred
        return moves[best]

    def _play_out(self, guess: Shithead, move: ShitheadMove, seat: int, seed: float) -> float:
        """Play ``move`` on a copy of ``guess``, then the normal policy for
        everyone up to the horizon; the score for ``seat``."""
        game = Shithead.from_position(
            guess.players,
            hands=guess.hands,
            face_up=guess.face_up,
            face_down=guess.face_down,
            stock=guess.stock,
            pile=guess.pile,
            to_move=guess.to_move,
            starter_on_pile=guess.starter_on_pile,
            finished=guess.finished,
            quiet_turns=guess.quiet_turns,
            options=guess.options,
        )
        rng = random.Random(seed)  # the same luck for every candidate
        game.apply_legal(move)
        for _ in range(self.horizon):
            if game.phase == "over":
                break
            game.apply_legal(rollout_move(game, rng))
        return score(game, seat)


BOTS: dict[str, type[EasyShitheadBot] | type[NormalShitheadBot] | type[HardShitheadBot]] = {
    "easy": EasyShitheadBot,
    "normal": NormalShitheadBot,
    "hard": HardShitheadBot,
}
