"""The race half of a rummy game, searched alone: how many turns a hand
needs to make its phase, over many orders of the cards the seat has not seen.

In the phase games (a phase to lay each hand) a hand is mostly a race: each seat draws and
discards until its cards hold its phase, and the other seats touch that
race only through the discard pile. So the expert players judge
a draw or a discard by *solitaire rollouts*: the cards the seat cannot have
seen are dealt in a random order (a world), the seat draws them one a turn
and keeps each one that brings the phase closer, and the number of turns to
the phase is the world's score. Every candidate is played in the same
worlds (common random numbers), so that the luck of the draw cancels out
between them, and the measure is the one that wins a race: turns, not
cards lacking now (which is all the hard bots' rules can look at).

:class:`PileWatch` is the seat's memory of the discard pile: every card
seen thrown on it and still below its top is out of play until a
reshuffle, so it is neither in another hand nor to be drawn. The views
show only the pile's top and size; the watch follows both from one of the
seat's decisions to the next.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from .bots import DiscardPileMemory, RemembersTakes
from .search import Budget, SearchLog

C = TypeVar("C", bound=Hashable)
C_co = TypeVar("C_co", covariant=True)

#: Cards still lacking for the phase, for a hand of any size: the game's finder.
Missing = Callable[[Sequence[C]], int]


def turns_to_phase(hand: Sequence[C], draws: Sequence[C], lacking: Missing[C],
                   horizon: int, free: int = 0, size: int = 0,
                   then: Sequence[Missing[C]] = ()) -> float:
    """Turns until ``hand`` holds its phase, drawing ``draws`` in order, one a
    turn, and discarding greedily (a drawn card is kept only if it brings the
    phase closer, in place of a card the phase can do without). The first
    ``free`` draws join the hand at once (a redraw that costs no turn), and a
    hand above ``size`` cards first throws its spares. 0 when the phase is
    there already; past ``horizon`` turns, the horizon plus the cards still
    lacking (a hand further away scores worse).

    With ``then`` (the phases that follow, where the hand goes on from the
    cards that held this one, as in one long deal), the turns until the last
    of them is held: a race to several phases, not to the next one only."""
    cards = [*hand, *draws[:free]]
    draws = draws[free:]
    while size and len(cards) > size:
        cards = _drop_spare(cards, lacking(cards), lacking, newest_first=True)
    phases = [lacking, *then]
    current = 0
    now = lacking(cards)
    turn = 0
    while True:
        while now == 0:
            current += 1
            if current == len(phases):
                return float(turn)
            now = phases[current](cards)
        if turn == horizon or turn == len(draws):
            break
        card = draws[turn]
        turn += 1
        lack = phases[current]
        with_card = [*cards, card]
        better = lack(with_card)
        if better >= now:
            continue  # the drawn card goes straight back
        cards = _drop_spare(with_card, better, lack)
        now = lack(cards)
    later = sum(phase(cards) for phase in phases[current + 1:])
    return float(horizon + now + later)


def _drop_spare(cards: list[C], target: int, lacking: Missing[C],
                newest_first: bool = False) -> list[C]:
    """``cards`` less one card the phase can do without (lacking stays at
    ``target``); if none can go, the one whose loss costs least."""
    best: list[C] | None = None
    best_lack = 0
    # The newest card was just found useful: try the older ones first.
    order = range(len(cards)) if newest_first else range(len(cards) - 2, -1, -1)
    for i in order:
        rest = cards[:i] + cards[i + 1:]
        lack = lacking(rest)
        if lack <= target:
            return rest
        if best is None or lack < best_lack:
            best, best_lack = rest, lack
    return best if best is not None else cards[:-1]


#: A candidate's start: its hand, the cards it draws first (a card taken
#: from the discard pile), how many of the world's cards join at once.
Start = tuple[Sequence[C], Sequence[C], int]


def mean_turns(starts: Sequence[Start[C]], pool: Sequence[C], lacking: Missing[C],
               rng: random.Random, worlds: int, horizon: int, size: int = 0,
               then: Sequence[Missing[C]] = ()) -> list[float]:
    """For each start, the mean :func:`turns_to_phase` over ``worlds``
    orders of ``pool`` shared by every start (common random numbers)."""
    totals = [0.0] * len(starts)
    order = list(pool)
    for _ in range(worlds):
        rng.shuffle(order)
        for i, (hand, first, free) in enumerate(starts):
            draws = [*order[:free], *first, *order[free:]]
            totals[i] += turns_to_phase(hand, draws, lacking, horizon, free, size, then)
    return [t / worlds for t in totals]


class PileView(Protocol[C_co]):
    """What :class:`PileWatch` reads of a view."""

    @property
    def discard_top(self) -> C_co | None: ...

    @property
    def discard_count(self) -> int: ...


class PileWatch(Generic[C]):
    """The cards this seat saw go onto the discard pile and still below its
    top (None where a card went by unseen, e.g. two discards between two of
    the seat's turns with four players). Call :meth:`see` with every view
    the seat decides from and :meth:`took` / :meth:`threw` with its own
    takes and discards; a new deal (``deal`` differs) starts afresh. It can
    be wrong where a turn left no trace in the counts (where a skip gives a
    turn away, a take, a skip and another turn can look like one turn)."""

    def __init__(self) -> None:
        self.pile: list[C | None] = []
        self.deal: object = None

    def see(self, view: PileView[C], deal: object = None, others: int = 0) -> None:
        """Follow the pile to ``view``; ``others``: how many turns of other
        seats came since the last call (0 within the seat's own turn)."""
        count, top = view.discard_count, view.discard_top
        if deal != self.deal or count <= 1:
            # A new deal or a reshuffle: only the top is left.
            self.deal = deal
            unseen: list[C | None] = [None] * max(count - 1, 0)
            self.pile = unseen + ([top] if count else [])
            return
        grown = count - len(self.pile)
        if grown > 0:
            if grown < others and self.pile:
                # Fewer cards than turns: someone took, and only the top
                # seen last could have been taken; what lies there now is
                # a discard this seat did not see.
                self.pile[-1] = None
            self.pile += [None] * (grown - 1) + [top]
        else:
            # Someone took from the pile and threw ``top``: the taken
            # cards left it, ``top`` is the last one thrown.
            self.pile = self.pile[: count - 1] + [top]

    def took(self) -> None:
        if self.pile:
            self.pile.pop()

    def threw(self, card: C) -> None:
        self.pile.append(card)

    def buried(self) -> Counter[C]:
        """The known cards below the top: out of play until a reshuffle."""
        return Counter(c for c in self.pile[:-1] if c is not None)


M = TypeVar("M")


class RaceSearch(Generic[M]):
    """Chooses among candidate moves by :func:`mean_turns`: each candidate is
    a move and its :data:`Start`. The first candidate (a
    game's hard bot's move) is kept unless another saves more than the
    budget's ``margin`` turns on average; ``rollouts`` worlds are shared out
    between the candidates, ``rollout_moves`` is the horizon in turns. The
    worlds are shuffled by the bot's own generator, so the same seed gives
    the same moves; no clock is read in the choice."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.log = SearchLog()

    def choose(self, candidates: Sequence[tuple[M, Start[C]]], pool: Sequence[C],
               lacking: Missing[C], budget: Budget, size: int = 0,
               feeds: Callable[[M], float] | None = None,
               then: Sequence[Missing[C]] = ()) -> M:
        """The fastest candidate, unless it saves no more than the margin
        over the first; with ``feeds`` (how likely a move hands the next
        player a card it wants), the least feeding of the candidates within
        the margin of the fastest, the first one on a tie."""
        self.log.decisions += 1
        moves = list(candidates)[: max(1, budget.candidates)]
        if len(moves) == 1:
            return moves[0][0]
        self.log.searched += 1
        start = time.perf_counter()
        worlds = max(2, budget.rollouts // len(moves))
        means = mean_turns([start for _, start in moves], pool, lacking, self.rng, worlds,
                           budget.rollout_moves, size, then)
        self.log.rollouts += worlds * len(moves)
        fastest = min(means)
        near = [i for i in range(len(moves)) if means[i] <= fastest + budget.margin]
        if feeds is not None:
            fed = {i: feeds(moves[i][0]) for i in near}
            best = min(near, key=lambda i: (fed[i], i))
        else:
            best = 0 if 0 in near else min(near, key=lambda i: (means[i], i))
        self.log.seconds.append(time.perf_counter() - start)
        return moves[best][0]


class NextHands(Generic[C]):
    """Guesses at the next player's hand, dealt from ``pool``: how likely a
    card thrown now is one it takes from the pile (it brings that player's
    phase closer). Every card is tried against the same guesses."""

    def __init__(self, pool: Sequence[C], size: int, lacking: Missing[C],
                 rng: random.Random, hands: int) -> None:
        size = min(size, len(pool))
        self.lacking = lacking
        self.guesses = [rng.sample(list(pool), size) for _ in range(hands)] if size > 0 else []
        self.now = [lacking(g) for g in self.guesses]

    def wants(self, card: C) -> float:
        if not self.guesses:
            return 0.0
        taken = 0
        for guess, now in zip(self.guesses, self.now, strict=True):
            if now and self.lacking([*guess, card]) < now:
                taken += 1
        return taken / len(self.guesses)


Feeds = Callable[[M], float]


class RummyExpert(RemembersTakes, Generic[C, M]):
    """A phase game's expert: the game's hard bot proposes every move, and
    a draw (the discard top or the stock) or a discard is searched against
    its alternatives by :class:`RaceSearch`; like every level it remembers
    its takes from the pile (so bot-only games end) and searches only the
    moves that memory allows.

    A game gives its hard bot (:meth:`proposer`), its move classes, the
    cards the seat may yet draw (:meth:`unseen_pool`) and its finder
    (:meth:`lacking`); the hooks below say where the games differ."""

    level = "expert"
    #: the game's move classes: take the discard top, draw the stock, discard
    take: type
    draw: type
    discard: type
    #: the view's step when the seat is to draw
    draw_step: object
    budget: Budget
    #: discards this many cards further from the phase than the hard bot's
    #: are searched too (0: only those as close, the hard bot's first rule)
    slack = 0
    #: a hand above this many cards first throws its spares (0: none)
    hand_size = 0

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.memory = DiscardPileMemory(self.take, self.discard)
        # The hard bot proposes (and keeps its own memory); the search
        # decides among the proposals.
        self.hard = self.proposer(rng)
        self.search: RaceSearch[M] = RaceSearch(rng)
        self.watch: PileWatch[C] = PileWatch()
        self.own_log = SearchLog()  # the game's own searches (:meth:`own_search`)

    # The game's parts.
    def proposer(self, rng: random.Random) -> Any:
        """The game's hard bot, whose moves are the first candidates."""
        raise NotImplementedError

    def unseen_pool(self, view: Any, buried: Counter[C]) -> list[C]:
        """The cards the seat may yet draw, as far as it can tell."""
        raise NotImplementedError

    def lacking(self, view: Any, phase: Any) -> Missing[C]:
        """Cards still lacking for ``phase`` under the view's options."""
        raise NotImplementedError

    # Where the games differ.
    def searches(self, view: Any) -> bool:
        """Whether this turn is searched at all (else the hard bot's move)."""
        return True

    def searched_discard(self, card: C) -> bool:
        """Whether a discard of ``card`` proposed by the hard bot is searched."""
        return True

    def alternative(self, card: C) -> bool:
        """Whether a discard of ``card`` may be searched against the hard
        bot's (never a card the game's rules keep, a wild one)."""
        return True

    def other_candidates(self, view: Any, legal: Sequence[M],
                         preferred: M) -> list[tuple[M, Start[C]]]:
        """Candidates for a proposal that is neither a draw nor a discard."""
        return []

    def feeds(self, view: Any, pool: Sequence[C]) -> Feeds[M] | None:
        """How likely a discard hands the next player a card it wants
        (None: the fastest discard, not the least feeding)."""
        return None

    def later(self, view: Any) -> Sequence[Missing[C]]:
        """The phases raced to after this one from the same cards (none
        where each phase has a deal of its own)."""
        return ()

    def own_search(self, view: Any, legal: Sequence[M], preferred: M) -> M | None:
        """The game's own search of a turn the race to the phase does not
        cover (in a game with hits, once the phase is laid: the race to go
        out), logged in :attr:`own_log`; None leaves the turn to the race
        search."""
        return None

    def deal_of(self, view: Any) -> object:
        """What tells one deal from the next for :class:`PileWatch`."""
        return None

    def decide(self, view: Any, legal: Sequence[M]) -> M:
        self._see(view)
        preferred: M = self.hard.decide(view, legal)
        move = self._searched(view, legal, preferred)
        self._note(view, move)
        return move

    def _searched(self, view: Any, legal: Sequence[M], preferred: M) -> M:
        if (own := self.own_search(view, legal, preferred)) is not None:
            return own
        if not self.searches(view):
            return preferred
        lacking = self.lacking(view, view.phases[view.seat])
        hand = list(view.hand)
        candidates: list[tuple[M, Start[C]]] = []
        if isinstance(preferred, self.draw | self.take):
            top = view.discard_top
            for move in (preferred, *[m for m in legal if m != preferred]):
                if isinstance(move, self.take) and top is not None:
                    candidates.append((move, (hand, [top], 0)))
                elif isinstance(move, self.draw):
                    candidates.append((move, (hand, [], 0)))
        elif (thrown := self.thrown(preferred)) is not None and self.searched_discard(thrown):
            # Only discards as close to the phase as the hard bot's (give
            # or take ``slack``): a card lacking now costs more than any
            # ordering of the draws saves.
            def rest(card: C) -> list[C]:
                left = list(hand)
                left.remove(card)
                return left
            least = lacking(rest(thrown))
            seen = {thrown}
            candidates.append((preferred, (rest(thrown), [], 0)))
            for move in legal:
                card = self.thrown(move)
                if (card is not None and card not in seen and self.alternative(card)
                        and lacking(rest(card)) <= least + self.slack):
                    seen.add(card)
                    candidates.append((move, (rest(card), [], 0)))
        else:
            candidates = self.other_candidates(view, legal, preferred)
        if len(candidates) < 2:
            return preferred
        pool = self.unseen_pool(view, self.watch.buried())
        feeds = self.feeds(view, pool) if isinstance(preferred, self.discard) else None
        return self.search.choose(candidates, pool, lacking, self.budget,
                                  size=self.hand_size, feeds=feeds, then=self.later(view))

    def thrown(self, move: M) -> C | None:
        """The card ``move`` discards (None: not a discard)."""
        card: C | None = getattr(move, "card", None) if isinstance(move, self.discard) else None
        return card

    def _see(self, view: Any) -> None:
        """The pile since this seat's last decision: the others had a turn
        each when this seat is to draw."""
        others = view.players - 1 if view.step == self.draw_step else 0
        self.watch.see(view, self.deal_of(view), others)

    def _note(self, view: Any, move: M) -> None:
        """The pile as this seat leaves it."""
        if isinstance(move, self.take):
            self.watch.took()
        elif (card := self.thrown(move)) is not None:
            self.watch.threw(card)

    def observe(self, view: Any, move: M) -> None:
        """Take in a move of this seat's from the record (a resumed game)."""
        super().observe(view, move)
        self._see(view)
        self.recall(view, move)
        self._note(view, move)

    def recall(self, view: Any, move: M) -> None:
        """What the hard bot must learn of a move taken from the record
        (its own decisions teach it as it makes them)."""
