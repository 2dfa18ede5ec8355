"""Shithead set up from one seat's view (or the public view): what the view
shows is copied, what it hides is dealt at random from the cards it does not
show (:meth:`Shithead.from_view <.engine.Shithead.from_view>`).

Hidden from a seat: the other hands, less the cards everyone knows they hold
(picked up from the pile, SH-12, SH-14, SH-15); every face-down card, its own
too (SH-3: nobody may look at them); the stock (SH-5). Everything else the
engine needs is public and in the view: the pile (face up), the burnt cards
(SH-10, SH-11), whose turn, the finishing order (SH-16) and the turns since the
last burn (SH-17). A guess honours what the table has seen: a seat that picked
up with cards in hand could play none of them (``hidden_under``, SH-12), so
its unknown hand cards are dealt from the cards that do not beat that rank.
"""

from __future__ import annotations

import random
from collections import Counter

from ....core.base import SPECTATOR
from ....core.cards import Card, standard_deck
from .engine import FACE_DOWN, STALEMATE_TURNS, Shithead
from .moves import ShitheadView
from .ranks import beats, order_value


def deck_for(players: int) -> list[Card]:
    """SH-1: one deck for two players, two decks from three."""
    return standard_deck(decks=1 if players == 2 else 2)


def set_from_view(game: Shithead, view: ShitheadView, rng: random.Random) -> None:
    """Set ``game`` (fresh tables, :meth:`Shithead._reset_tables`) to the
    state ``view`` shows, its hidden cards dealt with ``rng``."""
    n = view.players
    own = None if view.seat == SPECTATOR else view.seat
    game.phase = view.phase
    game.dealer = view.dealer
    # Over, nobody moves (current_player() is None); the field needs a seat.
    game.to_move = view.dealer if view.to_move is None else view.to_move
    game.chosen = list(view.chosen)
    game.face_up = [list(f) for f in view.face_ups]
    game.pile = list(view.pile)
    game.starter_on_pile = view.starter_on_pile
    game.burnt = list(view.burnt)
    game.known = [Counter(k) for k in view.known_hands] or [Counter() for _ in range(n)]
    game.hidden_under = list(view.hidden_under) or [None] * n
    game.finished = list(view.finished)
    game.quiet_turns = view.quiet_turns
    # SH-17: only a stalemate ends a game with that many quiet turns (an
    # out sets them to 0); under play_to_last the one left is the shithead.
    game.stalemate = view.over and view.quiet_turns >= STALEMATE_TURNS
    left = [s for s in range(n) if s not in view.finished]
    game.shithead = (left[0] if view.over and not game.stalemate and view.play_to_last
                     and len(left) == 1 else None)

    pool = _unseen(view, own, game.known)
    unknown = [0 if s == own else view.hand_counts[s] - sum(game.known[s].values())
               for s in range(n)]
    hidden = sum(unknown) + sum(view.face_down_counts) + view.stock_count
    if len(pool) != hidden or min(unknown) < 0:
        raise ValueError(f"the view hides {hidden} cards, but {len(pool)} are unseen")
    dealt = _deal_unknown_hands(view, own, unknown, pool, rng)
    rng.shuffle(pool)
    game.hands = []
    for seat in range(n):
        if seat == own:
            game.hands.append(list(view.hand))
            continue
        hand = list(game.known[seat].elements()) + dealt.get(seat, [])
        for _ in range(unknown[seat] - len(dealt.get(seat, []))):
            hand.append(pool.pop())
        rng.shuffle(hand)  # the order of another's hand tells nothing
        game.hands.append(hand)
    game.face_down = []
    for seat in range(n):
        # Another seat's turned slots are not in the view: its first ones stay.
        slots = (view.face_down_slots if seat == own
                 else tuple(range(view.face_down_counts[seat])))
        row: list[Card | None] = [None] * max([FACE_DOWN, *(i + 1 for i in slots)])
        for i in slots:
            row[i] = pool.pop()
        game.face_down.append(row)
    game.stock = pool


def _unseen(view: ShitheadView, own: int | None, known: list[Counter[Card]]) -> list[Card]:
    """The deck less every card the view shows (a seat's own known cards
    are in its hand already)."""
    shown: Counter[Card] = Counter(view.pile) + Counter(view.burnt)
    for seat in range(view.players):
        shown.update(view.face_ups[seat])
        shown.update(view.hand if seat == own else known[seat].elements())
    unseen = Counter(deck_for(view.players))
    unseen.subtract(shown)
    if any(k < 0 for k in unseen.values()):
        raise ValueError("the view shows more copies of a card than the deck has")
    return list(unseen.elements())


def _deal_unknown_hands(view: ShitheadView, own: int | None, unknown: list[int],
                        pool: list[Card], rng: random.Random) -> dict[int, list[Card]]:
    """The unknown hand cards of the seats whose ``hidden_under`` limits them
    (SH-12), taken out of ``pool``. The cards that fit a rank are a subset of
    those that fit any higher rank, so dealing the strictest seat first never
    leaves a later one short when the real game could be dealt at all."""
    limited = [s for s in range(view.players)
               if s != own and unknown[s] and view.hidden_under
               and view.hidden_under[s] is not None]
    limited.sort(key=lambda s: order_value(_rank(view.hidden_under[s])))
    dealt: dict[int, list[Card]] = {}
    for seat in limited:
        rank = _rank(view.hidden_under[seat])
        fits = [c for c in pool if not beats(c.rank, rank)]
        if len(fits) < unknown[seat]:
            raise ValueError(f"too few cards below {rank} for seat {seat}'s hand")
        dealt[seat] = rng.sample(fits, unknown[seat])
        for card in dealt[seat]:
            pool.remove(card)
    return dealt


def _rank(rank: int | None) -> int:
    assert rank is not None
    return rank
