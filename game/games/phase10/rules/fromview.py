"""What one seat's view of Phase 10 hides, guessed: the cards of a game made
from that view (``Phase10.from_view``, which builds on this module).

Everything that judges the seat's moves is in :class:`Phase10View` and is
public or the seat's own: its hand, every laid group (P10-8/9), the discard
top and whether it may be taken (P10-7), the pile counts (P10-11: a draw
from an empty stock reshuffles the discard pile), pending skips (P10-14),
phases, totals, whose turn and which step. What the seat cannot see is
guessed: the other hands, the stock and the discard pile below its top are
the cards it has not seen (the deck, P10-1, minus its hand, the laid groups
and the discard top), shuffled and dealt in the sizes the view counts. A
public view (``seat == SPECTATOR``) guesses every hand. Later hands are
dealt by a chance seeded from ``rng``, never by the real game's seed.

>>> import random
>>> from .engine import Phase10
>>> real = Phase10(3, seed=4)
>>> made = Phase10.from_view(real.view(1), {}, random.Random(0))
>>> made.view(1) == real.view(1), made.legal_moves() == real.legal_moves()
(True, True)
>>> made.hands[0] == real.hands[0]   # another seat's hand: a guess
False
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ....core.base import SPECTATOR
from ....core.guessdeal import deal_unseen
from .cards import P10Card, full_deck
from .moves import Phase10View


@dataclass(frozen=True)
class Guess:
    """What a view hides, dealt: every hand (the seat's own as the view
    shows it), the discard pile (bottom first, the view's top last), the
    stock, and the seed of the made game's later chance. The engine
    (:meth:`Phase10.from_view <.engine.Phase10.from_view>`) copies the rest
    from the view; this module knows no engine, the engine builds on it."""

    hands: list[list[P10Card]]
    discard: list[P10Card]
    stock: list[P10Card]
    seed: int


def guess_hidden(view: Phase10View, options: Mapping[str, Any], rng: random.Random) -> Guess:
    """The cards ``view`` hides, dealt with ``rng`` (module docstring);
    ``options`` are the game's, checked and merged. A view that cannot be
    (the options or its own hand say otherwise) raises ValueError."""
    n = view.players
    if bool(options["must_lay_phase"]) != view.must_lay_phase:
        raise ValueError("the options say otherwise than the view on must_lay_phase")
    own = view.seat != SPECTATOR
    if own and len(view.hand) != view.hand_counts[view.seat]:
        raise ValueError("the view's hand is not its own hand count")
    seen = [*view.hand, *(c for laid in view.groups for g in laid for c in g.cards)]
    if view.discard_top is not None:
        seen.append(view.discard_top)
    guessed = [s for s in range(n) if s != view.seat]
    below_top = max(view.discard_count - 1, 0)
    sizes = [view.hand_counts[s] for s in guessed] + [below_top, view.stock_count]
    piles = deal_unseen(full_deck(), seen, sizes, rng)

    seed = rng.getrandbits(32)
    hands = [list(view.hand) if s == view.seat else [] for s in range(n)]
    for seat, pile in zip(guessed, piles, strict=False):
        hands[seat] = pile
    discard = piles[-2] + ([view.discard_top] if view.discard_top is not None else [])
    return Guess(hands, discard, piles[-1], seed)
