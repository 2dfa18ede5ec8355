"""A Ten Phases game made from one seat's view (``TenPhases.from_view``).

Everything that judges the seat's moves is in :class:`TenPhasesView` and is
public or the seat's own: its hand, the discard top and the pile counts
(TP-9: a draw from an empty stock reshuffles the discard pile), phases,
whether the seat to move has declared this turn (TP-7), whose turn and which
step, the options. What the seat cannot see is guessed: the other hands, the
stock and the discard pile below its top are the cards it has not seen (the
deck, TP-1, minus its hand and the discard top), shuffled and dealt in the
sizes the view counts. A public view (``seat == SPECTATOR``) guesses every
hand. Later draws and reshuffles use a chance seeded from ``rng``.

One thing is known beyond the cards' places: while a declaration waits for
keep or redraw (TP-8), its cards were just shown and are still in the
declarer's hand, so they go there, and they are the cards a redraw puts on
the discard pile (the view's latest declaration of that seat, in its order).
Earlier declarations are history, not places: cards shown then may have been
discarded since, so they are dealt at random like any other unseen card.

>>> import random
>>> from .engine import TenPhases
>>> real = TenPhases(3, seed=4)
>>> made = TenPhases.from_view(real.view(2), {}, random.Random(0))
>>> made.view(2) == real.view(2), made.legal_moves() == real.legal_moves()
(True, True)
>>> made.stock == real.stock   # the stock: a guess
False
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ....core.base import SPECTATOR, Game, SeededChance
from ....core.cards import Card, standard_deck
from ....core.guessdeal import deal_unseen
from .moves import CHOOSE, TenPhasesView

if TYPE_CHECKING:
    from .engine import TenPhases


def shown_cards(view: TenPhasesView) -> list[Card]:
    """The cards of the declaration awaiting keep or redraw (TP-8), in the
    order a redraw discards them; none at any other step."""
    if view.step != CHOOSE or view.to_move is None:
        return []
    declaration = view.last_declarations[view.to_move]
    if declaration is None:
        raise ValueError("a keep or redraw is due, but the view shows no declaration")
    return [c for g in declaration.groups for c in g.cards]


def made_from_view(
    cls: type[TenPhases], view: TenPhasesView, options: Mapping[str, Any], rng: random.Random
) -> TenPhases:
    """The body of :meth:`TenPhases.from_view`."""
    n = view.players
    merged = cls.check_options(options)
    if (bool(merged["ace_high_runs"]), bool(merged["flush_phases"])) != (
        view.ace_high_runs,
        view.flush_phases,
    ):
        raise ValueError("the options say otherwise than the view")
    own = view.seat != SPECTATOR
    if own and len(view.hand) != view.hand_counts[view.seat]:
        raise ValueError("the view's hand is not its own hand count")
    shown = shown_cards(view)
    # The declarer's known cards: all of a seat's own hand, else the shown ones.
    known: dict[int, list[Card]] = {view.seat: list(view.hand)} if own else {}
    if shown and view.to_move is not None and view.to_move != view.seat:
        known[view.to_move] = list(shown)
    elif shown and Counter(shown) - Counter(view.hand):
        raise ValueError("the cards awaiting keep or redraw are not in the hand")
    seen = [c for cards in known.values() for c in cards]
    if view.discard_top is not None:
        seen.append(view.discard_top)
    guessed = [s for s in range(n) if s != view.seat]
    hidden_sizes = [view.hand_counts[s] - len(known.get(s, ())) for s in guessed]
    below_top = max(view.discard_count - 1, 0)
    piles = deal_unseen(
        standard_deck(decks=n, jokers=2 * n), seen, [*hidden_sizes, below_top, view.stock_count],
        rng,
    )

    seed = rng.getrandbits(32)
    # Not cls(...): that would deal afresh; every field is set below, so a
    # field the engine gains later fails loudly here instead of staying fresh.
    game = cls.__new__(cls)
    Game.__init__(game, n, seed, merged, SeededChance(seed))
    game.ace_high = view.ace_high_runs
    game.flush = view.flush_phases
    hands = [list(view.hand) if s == view.seat else [] for s in range(n)]
    for seat, pile in zip(guessed, piles, strict=False):
        hands[seat] = known.get(seat, []) + pile
    game.hands = hands
    game.discard = piles[-2] + ([view.discard_top] if view.discard_top is not None else [])
    game.stock = piles[-1]
    game.phases_done = list(view.phases_done)
    game.last_declarations = list(view.last_declarations)
    game.over = view.over
    game.winners = view.winners
    game.losers = view.losers
    game.points = list(view.points)
    game.shown = shown
    game.declared = view.declared
    game.dealer = view.dealer
    game.to_move = view.to_move
    game.step = view.step
    return game
