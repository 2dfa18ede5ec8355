"""Phase 10's expert: the hard bot's moves, each draw and discard before
the phase is laid weighed against its alternatives in worlds dealt from
what the seat cannot see (game.core.solitaire).

Before a seat has laid its phase, a hand is a race to lay it (P10-8; the
phase a hand ahead is what wins the game, P10-18), and the others touch
that race only through the discard pile. So a draw (the discard top or the
stock, P10-7) and a discard are judged by the turns the hand then needs to
lay its phase, over ``BUDGET.rollouts`` orders of the unseen cards: the
deck (P10-1) less the seat's hand, every laid group, the discard top and
the cards the seat saw thrown below it (:class:`PileWatch`), and less the
skips (a drawn skip is thrown for a turn back, P10-14, not a turn lost).
The hard bot's move is kept unless another saves more than
``BUDGET.margin`` turns on average.

Once laid, the hand is a race to go out (P10-9/10): with two players
(``OUT_PLAYERS``) the discard, where a wild is hit and whom a skip names
(one seat to name there; the search serves a wider table if
``OUT_PLAYERS`` is raised), and with ``SEARCH_LAY`` the laying itself, are
weighed by
:func:`out_race` (this seat and the laid opponents drawing in turn from one
world's stock and hitting greedily), over ``OUT_BUDGET.rollouts`` worlds of
the same unseen cards shared by every candidate. The draw once laid (the
top only when it fits), the numbered hits and the skip itself are the hard
bot's.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...core.search import Budget
from ...core.solitaire import Feeds, Missing, NextHands, RummyExpert
from ...core.spec import BotFactory
from .bots import BOTS, HardPhase10Bot, fits_somewhere, laid_count, laid_penalty, next_player
from .rules.cards import HIGH, LOW, P10Card, full_deck, penalty
from .rules.finder import missing
from .rules.moves import (
    DRAW,
    Discard,
    DrawStock,
    Hit,
    Lay,
    Phase10Move,
    Phase10View,
    TakeDiscard,
)
from .rules.phases import COLOUR, RUN, SET, Group

# rollouts: worlds in all, shared by the candidates; rollout_moves: the
# horizon in turns; margin: turns a candidate must save over the hard bot's.
BUDGET = Budget(rollouts=120, candidates=6, rollout_moves=20, margin=0.25)
# Discards this many cards further from the phase than the hard bot's are
# searched too (0: only those as close, the hard bot's first rule).
SLACK = 0
# Among discards about as fast, the one the next player least likely wants:
# level, paired against hard with 2 players (bench/bench_ceiling.py --cheat
# none [--deny], seeds 2000-2499): 289/500 with it, 283/500 without.
DENY = False
DENIAL_HANDS = 24  # guesses at the next player's hand
DECK = Counter(c for c in full_deck() if not c.is_skip)


def unseen_pool(view: Phase10View, buried: Counter[P10Card]) -> list[P10Card]:
    """The cards the seat may yet draw, as far as it can tell."""
    pool = Counter(DECK)
    pool.subtract(view.hand)
    for laid in view.groups:
        for group in laid:
            pool.subtract(group.cards)
    if view.discard_top is not None:
        pool[view.discard_top] -= 1
    pool.subtract(buried)
    return sorted((+pool).elements(), key=str)


class ExpertPhase10Bot(RummyExpert[P10Card, Phase10Move]):
    """The hard bot's choice, overruled where the race search finds a
    clearly faster hand (game.core.solitaire.RummyExpert)."""

    take, draw, discard, draw_step = TakeDiscard, DrawStock, Discard, DRAW
    budget, slack = BUDGET, SLACK

    def proposer(self, rng: random.Random) -> HardPhase10Bot:
        return HardPhase10Bot(rng)

    def unseen_pool(self, view: Phase10View, buried: Counter[P10Card]) -> list[P10Card]:
        return unseen_pool(view, buried)

    def lacking(self, view: Phase10View, phase: int) -> Missing[P10Card]:
        return lambda cards: missing(cards, phase)

    def searches(self, view: Phase10View) -> bool:
        return not view.laid[view.seat]  # once laid, :meth:`_out_searched`

    def own_search(self, view: Phase10View, legal: Sequence[Phase10Move],
                   preferred: Phase10Move) -> Phase10Move | None:
        """The laying and every choice after it: the race to go out."""
        if view.players <= OUT_PLAYERS and view.step != DRAW and (
                view.laid[view.seat] or SEARCH_LAY and isinstance(preferred, Lay)):
            return self._out_searched(view, legal, preferred)
        return None

    def _out_searched(self, view: Phase10View, legal: Sequence[Phase10Move],
                      preferred: Phase10Move) -> Phase10Move:
        """After the lay: the hard bot's discard, a wild's hit or a skip's
        target weighed against the others by :func:`out_race` over worlds
        shared by every candidate (common random numbers)."""
        hand, groups = list(view.hand), acceptors(view)
        candidates: list[tuple[Phase10Move, list[P10Card], list[Acceptor]]] = []
        if isinstance(preferred, Lay):
            # Which laying: the groups it leaves on the table and the cards
            # it leaves in hand, hit at once where they fit (P10-9).
            lays = sorted({m for m in legal if isinstance(m, Lay)} - {preferred},
                          key=lambda m: (-laid_count(m), -laid_penalty(m), str(m)))
            for lay in (preferred, *lays):
                after = [*groups, *acceptors_of(lay.groups)]
                rest = list(hand)
                for group in lay.groups:
                    for card in group.cards:
                        rest.remove(card)
                hit_all(rest, after)
                if rest:
                    rest.remove(shed_choice(rest, after))
                candidates.append((lay, rest, after))
        elif isinstance(preferred, Hit) and preferred.cards[0].is_wild:
            # Where the wild goes: each end of each run, or any other group
            # (one candidate: those change nothing the race sees).
            seen: set[tuple[Any, ...]] = set()
            for move in (preferred, *legal):
                if not isinstance(move, Hit) or not move.cards[0].is_wild:
                    continue
                after = [list(g) for g in groups]
                i = _group_index(view, move)
                if after[i][0] == RUN:
                    after[i][1 if move.values[0] < after[i][1] else 2] = move.values[0]
                key = tuple(tuple(g) for g in after)
                if key in seen:
                    continue
                seen.add(key)
                rest = list(hand)
                rest.remove(move.cards[0])
                hit_all(rest, after)
                if rest:
                    rest.remove(shed_choice(rest, after))
                candidates.append((move, rest, after))
        elif isinstance(preferred, Discard) and preferred.card.is_skip:
            # A skip is a dead card and a turn taken from another seat: the
            # hard bot throws it first; on whom is raced among the laid seats
            # (P10-14; an unlaid seat's lay is not raced, the hard bot's rule).
            rest = list(hand)
            rest.remove(preferred.card)
            for move in (preferred, *legal):
                if (isinstance(move, Discard) and move.card.is_skip and move not in
                        [m for m, _, _ in candidates] and (move == preferred or (
                            move.skip_target is not None and view.laid[move.skip_target]))):
                    candidates.append((move, rest, groups))
        elif isinstance(preferred, Discard):
            nxt = next_player(view)
            # Not a number the next player was seen to want while it has yet
            # to lay (the hard bot's denial), unless the hard bot throws it.
            wanted = self.hard.wanted if DENY_OUT and not view.laid[nxt] else set()
            for move in (preferred, *legal):
                if (not isinstance(move, Discard) or move.card.is_wild
                        or any(m == move for m, _, _ in candidates)
                        or move != preferred and move.card.number in wanted):
                    continue
                rest = list(hand)
                rest.remove(move.card)
                candidates.append((move, rest, groups))
        log = self.own_log
        log.decisions += 1
        candidates = candidates[: OUT_BUDGET.candidates]
        if len(candidates) < 2:
            return preferred
        log.searched += 1
        start = time.perf_counter()
        laid = [s for s in _turn_order(view) if view.laid[s]]
        sizes = [view.hand_counts[s] for s in laid]
        pool = unseen_pool(view, self.watch.buried())
        totals = [0.0] * len(candidates)
        worlds = max(2, OUT_BUDGET.rollouts // len(candidates))
        done = 0
        for _ in range(worlds):
            self.rng.shuffle(pool)
            for i, (move, rest, after) in enumerate(candidates):
                target = move.skip_target if isinstance(move, Discard) else None
                skipped = laid.index(target) if target in laid else -1
                totals[i] += out_race(rest, after, sizes, pool, OUT_BUDGET.rollout_moves, skipped)
            done += 1
            if time.perf_counter() - start > OUT_BUDGET.cap_seconds:
                log.capped += 1
                break
        log.rollouts += done * len(candidates)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        log.seconds.append(time.perf_counter() - start)
        if (totals[best] - totals[0]) / done <= OUT_BUDGET.margin:
            return preferred
        return candidates[best][0]

    def searched_discard(self, card: P10Card) -> bool:
        return not card.is_skip  # a skip is thrown for what it does (P10-14)

    def alternative(self, card: P10Card) -> bool:
        return not card.is_wild and not card.is_skip

    def deal_of(self, view: Phase10View) -> int:
        return view.hand_number

    def feeds(self, view: Phase10View, pool: Sequence[P10Card]) -> Feeds[Phase10Move] | None:
        """Of discards about as fast, the one the next player least wants:
        a hit once it has laid (P10-9), else a card nearer its phase."""
        if not DENY:
            return None
        nxt = next_player(view)
        their = view.phases[nxt]
        guesses = NextHands(pool, view.hand_counts[nxt], lambda cards: missing(cards, their),
                            self.rng, 0 if view.laid[nxt] else DENIAL_HANDS)

        def feeds(move: Phase10Move) -> float:
            if not isinstance(move, Discard):
                return 0.0
            if view.laid[nxt]:
                return float(fits_somewhere(view, move.card))
            return guesses.wants(move.card)
        return feeds

    def _note(self, view: Phase10View, move: Phase10Move) -> None:
        """The pile as this seat leaves it; and the hard bot, which proposed,
        must remember the discard made."""
        super()._note(view, move)
        if isinstance(move, Discard):
            self.hard.last_discard = move.card
            self.hard.pile_after_discard = view.discard_count + 1

    def recall(self, view: Phase10View, move: Phase10Move) -> None:
        if isinstance(move, DrawStock | TakeDiscard):
            self.hard._watch_opponent(view)


# -- after the lay: the race to go out (P10-9/10) ---------------------------------
#
# Once a seat has laid, its hand shrinks only by hits: a turn draws one card
# and discards one, so every card left must find a laid group. The hand's
# race is then to draw what fits, and the choices that move it are which
# card to keep (one a draw away from a run's end may go out with that draw)
# and where a wild extends a run. :func:`out_race` plays the rest of the
# hand in a world dealt from the unseen cards: this seat and every laid
# opponent draw in turn from the same stock and hit greedily, and each
# extends the runs for all (an unlaid opponent neither hits nor goes out
# within the few turns this looks at).

#: A laid group as the race sees it: [kind, number or low or colour, high].
Acceptor = list[Any]
#: worlds in all for a choice after the lay, its horizon in turns (of this
#: seat), and the score a candidate must gain over the hard bot's move.
OUT_BUDGET = Budget(rollouts=400, candidates=8, rollout_moves=12, margin=0.005)
#: Players at most for which the choices after the lay are searched (else
#: the hard bot's; 0: never). Paired against hard, seeds 3000-: with
#: three players 52.5/150 with it, 54/150 without (hard 52); with four
#: 43.5/200 with it, 59/200 without (hard 56). With two it gained a little
#: (docs/strength.md, session 8), so it is kept there: at a wider table the
#: race it plays out (this seat and the laid opponents drawing from one
#: stock) leaves out the turns of the seats between them.
OUT_PLAYERS = 2
#: Whether the laying itself is searched so (the groups and cards it leaves).
#: Off: measured no better, paired vs hard, seeds 2000-: 84/160 with it, 87/160 without.
SEARCH_LAY = False
#: Whether a discard the hard bot's denial avoids is left out of the search.
DENY_OUT = False  # measured level: 231 wins of 420 with it and without (docs/strength.md)
FAR = 99  # a card no group can take


def _turn_order(view: Phase10View) -> list[int]:
    """The other seats in the order they move after this one."""
    return [(view.seat + k) % view.players for k in range(1, view.players)]


def _group_index(view: Phase10View, hit: Hit) -> int:
    """The index in :func:`acceptors` of the group ``hit`` is made on."""
    return sum(len(laid) for laid in view.groups[:hit.target]) + hit.group


def acceptors(view: Phase10View) -> list[Acceptor]:
    """Every laid group on the table, as :func:`fit` reads it."""
    return acceptors_of(g for laid in view.groups for g in laid)


def acceptors_of(groups: Iterable[Group]) -> list[Acceptor]:
    """``groups`` as :func:`fit` reads them."""
    found: list[Acceptor] = []
    for group in groups:
        if group.kind == SET:
            found.append([SET, group.values[0], 0])
        elif group.kind == RUN:
            found.append([RUN, group.low, group.high])
        else:
            found.append([COLOUR, group.colour, 0])
    return found


def fit(card: P10Card, groups: Sequence[Acceptor]) -> int:
    """The index of a group that takes numbered ``card`` now (-1: none)."""
    for i, (kind, a, b) in enumerate(groups):
        if kind == SET:
            if card.number == a:
                return i
        elif kind == RUN:
            if card.number == a - 1 or card.number == b + 1:
                return i
        elif card.colour == a:
            return i
    return -1


def _take(card: P10Card, group: Acceptor) -> None:
    """``group`` after numbered ``card`` is hit on it (a run grows)."""
    if group[0] == RUN:
        if card.number == group[1] - 1:
            group[1] -= 1
        else:
            group[2] += 1


def distance(card: P10Card, groups: Sequence[Acceptor]) -> int:
    """How many cards must join a run before numbered ``card`` fits it."""
    best = FAR
    for kind, low, high in groups:
        if kind == RUN:
            if card.number > high:
                best = min(best, card.number - high - 1)
            elif card.number < low:
                best = min(best, low - card.number - 1)
    return best


def hit_all(hand: list[P10Card], groups: list[Acceptor]) -> int:
    """Hits every card of ``hand`` that fits (removed from it; the runs
    grow), numbered cards first, then each wild where it lets the most held
    cards follow (P10-12); the number of cards hit."""
    hit = 0
    while True:
        moved = False
        for card in list(hand):
            if card.number and not card.is_skip and (i := fit(card, groups)) >= 0:
                hand.remove(card)
                _take(card, groups[i])
                hit += 1
                moved = True
        if moved:
            continue
        wild = next((c for c in hand if c.is_wild), None)
        if wild is None or not groups:
            return hit
        hand.remove(wild)
        hit += 1
        _place_wild(hand, groups)


def _place_wild(hand: Sequence[P10Card], groups: list[Acceptor]) -> None:
    """A wild on the run end a held card is nearest to (nothing changes
    when none is near: it goes on a set or colour group, or a run's end)."""
    best: tuple[int, int, int] | None = None  # distance, group, end (-1 low, +1 high)
    for i, (kind, low, high) in enumerate(groups):
        if kind != RUN:
            continue
        for card in hand:
            if not card.number:
                continue
            if card.number > high + 1 and high < HIGH:
                option = (card.number - high - 2, i, 1)
            elif card.number < low - 1 and low > LOW:
                option = (low - card.number - 2, i, -1)
            else:
                continue
            if best is None or option < best:
                best = option
    if best is not None:
        _, i, end = best
        groups[i][1 if end < 0 else 2] += end


def shed_choice(hand: Sequence[P10Card], groups: Sequence[Acceptor]) -> P10Card:
    """The rollouts' discard: a skip, else the card furthest from fitting,
    the costliest of those (what the hard bot throws first, P10-20)."""
    return max(hand, key=lambda c: (c.is_skip, distance(c, groups) if c.number else -1,
                                    penalty(c)))


def out_race(hand: Sequence[P10Card], groups: Sequence[Acceptor], others: Sequence[int],
             pool: Sequence[P10Card], horizon: int, skipped: int = -1) -> float:
    """One world's score for this seat having just ended its turn with
    ``hand`` (its discard made): 1 when it goes out before every laid
    opponent (``others``: their hand sizes, in turn order) less a hundredth
    a turn it took; when one goes out first, 0 less a thousandth a point of
    penalty it holds (P10-17); at the horizon, a half less a twentieth a
    card left. ``pool``: the unseen cards in a random order (the opponents'
    hands first, then the stock); ``skipped``: the index in ``others`` of
    the opponent that loses its next turn (a skip was thrown on it)."""
    groups = [list(g) for g in groups]
    mine = list(hand)
    if not mine:
        return 1.0
    hands: list[list[P10Card]] = []
    at = 0
    for size in others:
        hands.append(list(pool[at:at + size]))
        at += size
    draws = iter(pool[at:])  # the stock, in this world's order

    def draw_and_hit(cards: list[P10Card]) -> bool | None:
        """A turn's draw and greedy hits: gone out (True), or None once the
        stock has run out."""
        card = next(draws, None)
        if card is None:
            return None
        cards.append(card)
        hit_all(cards, groups)
        return len(cards) <= 1

    lost = [k == skipped for k in range(len(hands))]
    for turn in range(1, horizon + 1):
        for k, theirs in enumerate(hands):
            if lost[k]:
                lost[k] = False
                continue
            out = draw_and_hit(theirs)
            if out is None:
                break
            if out:
                return -sum(penalty(c) for c in mine) / 1000
            theirs.remove(shed_choice(theirs, groups))
        out = draw_and_hit(mine)
        if out is None:
            break
        if out:
            return 1.0 - turn / 100
        thrown = shed_choice(mine, groups)
        mine.remove(thrown)
        if thrown.is_skip and hands:
            lost[0] = True
    return 0.5 - len(mine) / 20


#: Every level's bot, as the session and the spec offer them.
BOT_LEVELS: Mapping[str, BotFactory] = {**BOTS, "expert": ExpertPhase10Bot}
