"""The interface every computer player implements."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

M = TypeVar("M")

#: Every level, weakest first; "expert" searches (game.core.search).
LEVELS = ("easy", "normal", "hard", "expert")
#: The levels the menus offer (the main menu, an online table's computer
#: seats). The expert plays in ``simulate``, saves, records and the online
#: protocol, but waits out of the menus until it is measured stronger than
#: hard (today level with it), so that a player who picks the
#: strongest level on offer meets the strongest player there is.
OFFERED_LEVELS = ("easy", "normal", "hard")


class Bot(Protocol[M]):
    """Chooses a move from what its seat may know.

    ``view`` is the engine's ``view(seat)``; ``legal`` the engine's
    ``legal_moves()`` for that seat (they depend only on what the seat knows).
    A bot keeps its own memory between calls when it wants to (cards seen).
    """

    level: str

    def choose(self, view: Any, legal: Sequence[M]) -> M: ...


class RandomBot(Generic[M]):
    """Easy level for any game: a uniformly random legal move."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[M]) -> M:
        return self.rng.choice(list(legal))


def observe(bot: object, view: object, move: object) -> None:
    """Tell ``bot`` that its seat made ``move`` from ``view`` without asking
    it: a resumed game takes a bot's moves from the record rather than
    searching again, and a bot with memory (``observe``) still takes them in."""
    hook = getattr(bot, "observe", None)
    if hook is not None:
        hook(view, move)


def reseed(bot: object, seed: int, seat: int, step: int) -> None:
    """Seed ``bot``'s generator (in place: the bot's helpers share it) for
    the decision at ``step`` (the number of events so far), so that a bot's
    choice hangs on the game's seed and the position only, not on how many
    random numbers its earlier decisions drew: a resumed game, which takes
    the bots' earlier moves from the record (:func:`observe`), goes on
    exactly as the unbroken game would."""
    rng = getattr(bot, "rng", None)
    if isinstance(rng, random.Random):
        rng.seed((seed * 1000 + seat + 7919) * 1_000_003 + step)


def bot_rng(seed: int, seat: int) -> random.Random:
    """A bot's own random generator: reproducible from the game seed."""
    return random.Random(seed * 1000 + seat + 7919)


class DrawDiscardView(Protocol):
    """What :class:`DiscardPileMemory` reads of a seat's view (a deal's
    number, ``hand_number``, too where the view has one)."""

    @property
    def hand(self) -> Sequence[object]: ...

    @property
    def step(self) -> str: ...

    @property
    def discard_top(self) -> object: ...


class DiscardPileMemory:
    """What a bot of a draw-and-discard game remembers
    of its own takes from the discard pile, so that bot-only games end.

    Two normal bots once passed one card back and forth for ever: each took
    it from the pile and threw it back. So a bot:

    * never throws back the card it just took from the discard pile, unless
      that card is its only legal discard (every copy counts: throwing back
      an identical card is the same loop);
    * never takes the discard top twice in one deal from the same situation
      (its hand and that top card). A bot-only game can loop with no chance
      involved only if every seat keeps taking from the pile; each seat's
      situation at its draw then repeats, and the second time it draws from
      the stock instead. Stock draws use up the stock and reshuffles bring
      chance, so no deterministic cycle survives.

    Bots call :meth:`offer` with the engine's legal moves and :meth:`chose`
    with their choice; ``take`` and ``discard`` are the game's move classes.
    """

    def __init__(self, take: type, discard: type) -> None:
        self.take = take
        self.discard = discard
        self.taken: object = None
        self.took_at: set[tuple[tuple[str, ...], str]] = set()
        self.deal: int | None = None

    @staticmethod
    def _situation(view: DrawDiscardView) -> tuple[tuple[str, ...], str]:
        return (tuple(sorted(str(c) for c in view.hand)), str(view.discard_top))

    def offer(self, view: DrawDiscardView, legal: Sequence[M]) -> list[M]:
        """``legal`` less the moves this bot must not make now (never empty)."""
        deal = int(getattr(view, "hand_number", 1))
        if deal != self.deal:
            self.deal, self.taken, self.took_at = deal, None, set()
        moves = list(legal)
        if view.step == "draw":
            self.taken = None
            takes = [m for m in moves if isinstance(m, self.take)]
            if takes and len(takes) < len(moves) and self._situation(view) in self.took_at:
                moves = [m for m in moves if not isinstance(m, self.take)]
            return moves
        if self.taken is None:
            return moves
        discards = [m for m in moves if isinstance(m, self.discard)]
        back = [m for m in discards if m.card == self.taken]  # type: ignore[attr-defined]
        if back and len(back) < len(discards):
            moves = [m for m in moves if m not in back]
        return moves

    def chose(self, view: DrawDiscardView, move: object) -> None:
        """Note the move this bot made from ``view``."""
        if isinstance(move, self.take):
            self.taken = view.discard_top
            self.took_at.add(self._situation(view))
        elif isinstance(move, self.discard):
            self.taken = None


class RemembersTakes:
    """Mixin for bots of draw-and-discard games: :meth:`choose` offers
    :meth:`decide` only the moves :class:`DiscardPileMemory` allows."""

    memory: DiscardPileMemory

    def decide(self, view: Any, legal: Sequence[Any]) -> Any:
        raise NotImplementedError

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        allowed = self.memory.offer(view, legal)
        move = self.decide(view, allowed)
        self.memory.chose(view, move)
        return move

    def observe(self, view: Any, move: Any) -> None:
        """Remember ``move`` as if chosen (:func:`observe`): the memory's
        bookkeeping needs no list of legal moves."""
        self.memory.offer(view, ())
        self.memory.chose(view, move)
