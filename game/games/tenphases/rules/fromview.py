"""What one seat's view of Ten Phases hides, guessed: the cards of a game
made from that view (``TenPhases.from_view``, which builds on this module).

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
from dataclasses import dataclass
from typing import Any

from ....core.base import SPECTATOR
from ....core.cards import Card, standard_deck
from ....core.guessdeal import deal_unseen
from .moves import CHOOSE, TenPhasesView


@dataclass(frozen=True)
class Guess:
    """What a view hides, dealt: every hand (the seat's own as the view
    shows it, a declarer's shown cards in its hand), the discard pile
    (bottom first, the view's top last), the stock, the cards awaiting keep
    or redraw, and the seed of the made game's later chance. The engine
    (:meth:`TenPhases.from_view <.engine.TenPhases.from_view>`) copies the
    rest from the view; this module knows no engine, the engine builds on it."""

    hands: list[list[Card]]
    discard: list[Card]
    stock: list[Card]
    shown: list[Card]
    seed: int


def shown_cards(view: TenPhasesView) -> list[Card]:
    """The cards of the declaration awaiting keep or redraw (TP-8), in the
    order a redraw discards them; none at any other step."""
    if view.step != CHOOSE or view.to_move is None:
        return []
    declaration = view.last_declarations[view.to_move]
    if declaration is None:
        raise ValueError("a keep or redraw is due, but the view shows no declaration")
    return [c for g in declaration.groups for c in g.cards]


def guess_hidden(view: TenPhasesView, options: Mapping[str, Any], rng: random.Random) -> Guess:
    """The cards ``view`` hides, dealt with ``rng`` (module docstring);
    ``options`` are the game's, checked and merged. A view that cannot be
    (the options, its own hand or a declaration say otherwise) raises
    ValueError."""
    n = view.players
    if (bool(options["ace_high_runs"]), bool(options["flush_phases"])) != (
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
    hands = [list(view.hand) if s == view.seat else [] for s in range(n)]
    for seat, pile in zip(guessed, piles, strict=False):
        hands[seat] = known.get(seat, []) + pile
    discard = piles[-2] + ([view.discard_top] if view.discard_top is not None else [])
    return Guess(hands, discard, piles[-1], shown, seed)
