"""What a Shithead bot remembers between its turns, and the guesses it makes
of the cards it cannot see.

:class:`CardMemory` is kept from the seat's views only: it compares the pile
after the bot's own move with the pile at its next turn, and so learns which
cards were burnt and which an opponent picked up (public facts a watchful
player at the table also knows). :func:`determinize` deals the unseen cards
at random into the places the view says are hidden, consistent with that
memory, and returns a playable engine position for look-ahead.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ..rules.cards import Card, standard_deck
from ..rules.shithead import (
    TEN,
    FlipFaceDown,
    PickUp,
    Play,
    Shithead,
    ShitheadMove,
    ShitheadView,
    top_run,
)


def full_deck(players: int) -> Counter[Card]:
    """SH-1: every card of the game, as a multiset."""
    return Counter(standard_deck(decks=1 if players == 2 else 2))


class CardMemory:
    """Cards this seat knows to be burnt or held by an opponent."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.burnt: Counter[Card] = Counter()
        self.held: dict[int, Counter[Card]] = {}
        # The pile and counts as they were right after this seat's last move;
        # None when that move turned a card the seat cannot foresee.
        self._pile_after: list[Card] | None = None
        self._burnt_after = 0
        self._hands_before: tuple[int, ...] = ()

    def observe(self, view: ShitheadView) -> None:
        """Learn from what changed since this seat's last move."""
        if view.phase == "face_up":
            self.reset()
            return
        before = self._pile_after
        if before is None:
            self.held.clear()  # this seat turned a card it never saw: start over
        else:
            pile = list(view.pile)
            burnt = view.burnt_count - self._burnt_after
            vanished = pile[: len(before)] != before or burnt > 0
            if vanished and (view.players > 2 or burnt > len(before)):
                # Cards went by unseen (played, then burnt or picked up before
                # this turn): any remembered hand card may have gone with them.
                self.held.clear()
            if vanished and before:
                if burnt > 0:
                    if burnt >= len(before) and self._taker(view, len(before)) is None:
                        self.burnt.update(before)
                else:
                    taker = self._taker(view, len(before))
                    if taker is not None:
                        self.held.setdefault(taker, Counter()).update(before)
        self._forget_seen(view)
        self._pile_after = None

    def _taker(self, view: ShitheadView, count: int) -> int | None:
        """The first opponent after this seat whose hand grew by ``count`` or
        more: the pile left by this seat is the first one picked up."""
        if not self._hands_before:
            return None
        for step in range(1, view.players):
            seat = (view.seat + step) % view.players
            if view.hand_counts[seat] - self._hands_before[seat] >= count:
                return seat
        return None

    def _forget_seen(self, view: ShitheadView) -> None:
        """Drop remembered held cards that are now in sight elsewhere."""
        for seat, held in self.held.items():
            for card, k in list(held.items()):
                if view.hand_counts[seat] == 0:
                    del held[card]
                    continue
                visible = view.pile.count(card) + view.hand.count(card)
                if visible:
                    held[card] = max(0, k - visible)
            self.held[seat] = +held

    def after_move(self, view: ShitheadView, move: ShitheadMove) -> None:
        """Note the pile this seat leaves behind with ``move``."""
        self._hands_before = view.hand_counts
        self._burnt_after = view.burnt_count
        if isinstance(move, Play):
            pile = list(view.pile) + list(move.cards)
            if move.cards[0].rank == TEN or top_run(pile, view.starter_on_pile) >= 4:
                self.burnt.update(pile)
                self._burnt_after += len(pile)
                pile = []
            self._pile_after = pile
        elif isinstance(move, PickUp):
            self._pile_after = []
        elif isinstance(move, FlipFaceDown):
            self._pile_after = None


def unseen_cards(
    view: ShitheadView, memory: CardMemory
) -> tuple[list[Card], dict[int, list[Card]]]:
    """The cards this seat cannot place, and the cards it knows each opponent
    holds (memory that contradicts the view is dropped)."""
    pool = full_deck(view.players)
    pool.subtract(view.hand)
    pool.subtract(view.pile)
    for cards in view.face_ups:
        pool.subtract(cards)
    known: dict[int, list[Card]] = {}
    for seat, held in memory.held.items():
        room = view.hand_counts[seat]
        mine: list[Card] = []
        for card, k in held.items():
            take = min(k, pool[card], room - len(mine))
            if take > 0:
                mine.extend([card] * take)
                pool[card] -= take
        known[seat] = mine
    for card, k in memory.burnt.items():
        pool[card] -= min(k, max(pool[card], 0))
    return list((+pool).elements()), known


def determinize(
    view: ShitheadView, memory: CardMemory, rng: random.Random
) -> Shithead:
    """One guess of the hidden cards, as an engine position to play on."""
    pool, known = unseen_cards(view, memory)
    rng.shuffle(pool)
    slots = sum(view.face_down_counts) + view.stock_count + sum(
        view.hand_counts[s] - len(known.get(s, [])) for s in range(view.players) if s != view.seat
    )
    if len(pool) < slots:  # memory overreached: forget it and guess from the view alone
        pool, known = unseen_cards(view, CardMemory())
        rng.shuffle(pool)
    cursor = 0

    def take(count: int) -> list[Card]:
        nonlocal cursor
        cards = pool[cursor : cursor + count]
        cursor += count
        return cards

    hands: list[list[Card]] = []
    face_down: list[list[Card | None]] = []
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            held = known.get(seat, [])
            hands.append(held + take(view.hand_counts[seat] - len(held)))
        if seat == view.seat:
            slots_left: Sequence[int] = view.face_down_slots
        else:
            slots_left = range(view.face_down_counts[seat])
        guessed = take(len(slots_left))
        row: list[Card | None] = [None] * 3
        for slot, card in zip(slots_left, guessed, strict=True):
            row[slot] = card
        face_down.append(row)
    stock = take(view.stock_count)
    assert view.to_move is not None
    return Shithead.from_position(
        view.players,
        hands=hands,
        face_up=[list(f) for f in view.face_ups],
        face_down=face_down,
        stock=stock,
        pile=view.pile,
        to_move=view.to_move,
        starter_on_pile=view.starter_on_pile,
        finished=view.finished,
        quiet_turns=view.quiet_turns,
        dealer=view.dealer,
        options={
            "four_burn_plays_again": view.four_burn_plays_again,
            "play_to_last": view.play_to_last,
        },
    )

