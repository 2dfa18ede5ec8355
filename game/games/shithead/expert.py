"""Shithead's expert: the plays of the end game searched in worlds dealt
from what the seat cannot see (game.core.search).

``Shithead.from_view`` deals the other hands (less the cards the table saw
them pick up, SH-12), every face-down card and the stock, so the public
memory narrows every world. Like the hard bot it searches once the
stock is gone (searching with a stock, measured: it overruled the normal
choice in 90 of 239 decisions at four players and lost more), with three
times the hard bot's worlds, every world played to the first seat out
(SH-16; to the end when ``play_to_last``) with the normal policy played
straight on the world and scored with the hard bot's measure.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ...core.base import Event, Game
from ...core.search import Budget, WorldSearch
from ...core.spec import BotFactory
from .bots import BOTS, SEARCH_STOCK, NormalShitheadBot, candidates, rollout_move, score
from .rules import Play, Shithead, ShitheadMove, ShitheadView

# margin: the hard bot's own (MARGIN): a play must win 5% more worlds than
# the normal choice before it is preferred.
BUDGET = Budget(rollouts=100, candidates=5, rollout_moves=300, margin=0.05)


def world_step(game: Game[Any], rng: random.Random) -> list[Event]:
    """One move of the normal policy, straight on a world (a guess)."""
    assert isinstance(game, Shithead)
    return game.apply_legal(rollout_move(game, rng))


def first_out(events: list[Event]) -> bool:
    """The rollout's horizon: a seat went out, or the game ended."""
    return any(e["type"] in ("out", "game_end") for e in events)


def world_score(game: Game[Any], seat: int, events: list[Event]) -> float:
    assert isinstance(game, Shithead)
    return score(game, seat)


class ExpertShitheadBot:
    """Determinized search over the hard bot's candidate plays."""

    level = "expert"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.normal = NormalShitheadBot(rng)
        self.base = BUDGET
        self.search: WorldSearch[ShitheadMove] = WorldSearch(
            rng, engine=Shithead, options={}, policy=NormalShitheadBot, score=world_score,
            budget=BUDGET, horizon=first_out, candidates=self.candidates, step=world_step)

    def candidates(self, view: ShitheadView, legal: Sequence[ShitheadMove]) -> list[ShitheadMove]:
        """The normal choice first, then the hard bot's other plays; a choice
        of face-up cards, a pick-up or a face-down flip is not searched."""
        preferred = self.normal.choose(view, legal)
        if not isinstance(preferred, Play) or view.stock_count > SEARCH_STOCK:
            return [preferred]
        return candidates(legal, preferred)

    def choose(self, view: ShitheadView, legal: Sequence[ShitheadMove]) -> ShitheadMove:
        # A rollout to the first seat out is about as long as the table is
        # wide: the same time a decision at every table size.
        self.search.budget = replace(self.base, rollouts=self.base.rollouts * 2 // view.players)
        return self.search.choose(view, legal)


#: Every level's bot, as the session and the spec offer them.
BOT_LEVELS: Mapping[str, BotFactory] = {**BOTS, "expert": ExpertShitheadBot}
