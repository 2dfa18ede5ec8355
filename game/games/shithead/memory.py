"""What a Shithead bot knows of the cards it cannot see, and the guesses it
makes of them.

:class:`CardMemory` is kept from the seat's views only: the burnt cards and
the cards each opponent picked up and still holds (public facts the view
carries, as a watchful player at the table knows them). :func:`determinize`
deals the unseen cards at random into the places the view says are hidden,
consistent with that knowledge, and returns a playable engine position for
look-ahead.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...core.cards import Card, standard_deck
from .rules import TEN, Play, Shithead, ShitheadMove, ShitheadView, beats, order_value, top_run


def full_deck(players: int) -> Counter[Card]:
    """SH-1: every card of the game, as a multiset."""
    return Counter(standard_deck(decks=1 if players == 2 else 2))


class CardMemory:
    """Cards this seat knows to be burnt or held by an opponent.

    Both are public and the view carries them (``burnt``, ``known_hands``:
    cards picked up from the face-up pile and not played since), so the
    memory reads them off each view; between views it also notes the pile
    its own move burns."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.burnt: Counter[Card] = Counter()
        self.held: dict[int, Counter[Card]] = {}
        # Opponents whose other hand cards cannot beat a rank (they picked up).
        self.under: dict[int, int] = {}

    def observe(self, view: ShitheadView) -> None:
        """Take in what the table has seen up to this view."""
        if view.phase == "face_up":
            self.reset()
            return
        self.burnt = Counter(view.burnt)
        self.held = {
            seat: Counter(cards)
            for seat, cards in enumerate(view.known_hands)
            if seat != view.seat and cards
        }
        self.under = {
            seat: rank
            for seat, rank in enumerate(view.hidden_under)
            if seat != view.seat and rank is not None
        }

    def after_move(self, view: ShitheadView, move: ShitheadMove) -> None:
        """Note the pile this seat burns with ``move`` (SH-10, SH-11)."""
        if isinstance(move, Play):
            pile = list(view.pile) + list(move.cards)
            if move.cards[0].rank == TEN or top_run(pile, view.starter_on_pile) >= 4:
                self.burnt.update(view.pile)
                self.burnt.update(move.cards)


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
    # Opponents who picked up hold no hidden card that beats the pile they
    # took: deal them theirs first, from the cards that fit (tightest first).
    hidden: dict[int, list[Card]] = {}
    for seat, rank in sorted(memory.under.items(), key=lambda item: order_value(item[1])):
        need = view.hand_counts[seat] - len(known.get(seat, []))
        if need <= 0:
            continue
        fits = [i for i, card in enumerate(pool) if not beats(card.rank, rank)][:need]
        if len(fits) < need:
            continue  # the guess cannot honour it (memory overreached): deal freely
        hidden[seat] = [pool[i] for i in fits]
        for i in reversed(fits):
            del pool[i]
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
            rest = hidden.get(seat)
            hands.append(held + (rest if rest is not None
                                 else take(view.hand_counts[seat] - len(held))))
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

