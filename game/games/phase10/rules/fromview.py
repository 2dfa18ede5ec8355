"""A Phase 10 game made from one seat's view (``Phase10.from_view``).

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
from typing import TYPE_CHECKING, Any

from ....core.base import SPECTATOR, Game, SeededChance
from ....core.guessdeal import deal_unseen
from .cards import full_deck
from .moves import Phase10View

if TYPE_CHECKING:
    from .engine import Phase10


def made_from_view(
    cls: type[Phase10], view: Phase10View, options: Mapping[str, Any], rng: random.Random
) -> Phase10:
    """The body of :meth:`Phase10.from_view`."""
    n = view.players
    merged = cls.check_options(options)
    if bool(merged["must_lay_phase"]) != view.must_lay_phase:
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
    # Not cls(...): that would deal a fresh hand; every field is set below,
    # so a field the engine gains later fails loudly here instead of staying fresh.
    game = cls.__new__(cls)
    Game.__init__(game, n, seed, merged, SeededChance(seed))
    hands = [list(view.hand) if s == view.seat else [] for s in range(n)]
    for seat, pile in zip(guessed, piles, strict=False):
        hands[seat] = pile
    game.hands = hands
    game.discard = piles[-2] + ([view.discard_top] if view.discard_top is not None else [])
    game.stock = piles[-1]
    game.groups = [list(laid) for laid in view.groups]
    game.has_laid = list(view.laid)
    game.pending = list(view.skips_pending)
    game.totals = list(view.totals)
    game.phases_done = list(view.phases_done)
    game.hand_number = view.hand_number
    game.dealer = view.dealer
    game.over = view.over
    game.winners = view.winners
    game.last_out = None  # only written at a hand's end; nothing reads it
    game.to_move = view.to_move  # type: ignore[assignment]  # None once over, as in the engine
    game.step = view.step
    return game
