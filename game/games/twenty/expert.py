"""Twenty's expert: the hard bot's best plays, each played out to the end
of the deal in worlds dealt from what the seat cannot see (game.core.search).

The other hands and the stock are the only hidden cards (the table is face
up, TW-7), so ``Twenty.from_view`` is the whole determinization. Rollouts
use the hard bot for every seat and stop at the deal's end (TW-9); a world
is scored by the deal's scores (TW-11), the seat's against the mean of the
others', and a match won or lost there counts for much more (TW-3).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.base import Event, Game
from ...core.search import Budget, WorldSearch
from ...core.spec import BotFactory
from .bots import BOTS, HardTwentyBot, NormalTwentyBot, best_shed, plan_key
from .rules import MATCH_POINTS, Draw, Pass, Play, Twenty, TwentyMove, TwentyView

#: How far (in a deal's points) another play's mean must beat the hard bot's
#: before it is played: measured on the real cards (every hidden card known,
#: measurement only), no other play ever did better than the hard bot's, so
#: an overrule is the rollouts' noise unless it is clear.
MARGIN = 5.0
BUDGET = Budget(rollouts=64, candidates=6, margin=MARGIN)
MATCH_WEIGHT = 200.0  # a match won in a rollout outweighs any one deal's points


class QuickTwentyBot:
    """The rollout policy: the play that sheds the most cards, then the most
    penalty (``best_shed``, one knapsack), found from the view alone; it
    needs no list of legal moves (TW-8: draw or pass when nothing fits)."""

    level = "quick"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: TwentyView, legal: Sequence[TwentyMove]) -> TwentyMove:
        cards = best_shed(view.hand, view.move_number)
        if cards:
            return Play(cards)
        return Draw() if view.stock_count else Pass()


def candidates(view: TwentyView, legal: Sequence[TwentyMove]) -> list[TwentyMove]:
    """The plays worth searching: first the hard bot's own play (the race,
    which the search's margin keeps unless clearly beaten), then the best by
    the hard bot's old measure (``plan_key``) and the normal bot's greedy
    play (the hard bot's blind spot)."""
    plays = [m for m in legal if isinstance(m, Play)]
    if not plays:
        return list(legal)
    hard = HardTwentyBot(random.Random(0)).choose(view, legal)
    ranked = sorted(plays, key=lambda m: plan_key(view, m))
    greedy = NormalTwentyBot(random.Random(0)).choose(view, legal)
    # The same cards as one of the legal plays: that play (the order differs).
    same = [m for m in plays if isinstance(greedy, Play) and _same_cards(m, greedy)]
    # Repeats (the hard play is often the old measure's best too) are one
    # candidate: the search drops them.
    return [hard, *ranked[: BUDGET.candidates - 2], *same[:1]]


def _same_cards(a: Play, b: Play) -> bool:
    return sorted(map(str, a.cards)) == sorted(map(str, b.cards))


def world_options(view: TwentyView) -> dict[str, Any]:
    """The options of a world: the deal limit at this deal, so that the
    engine ends the world with the deal instead of dealing the next one
    (a rollout stops there anyway, TW-9); :func:`score` reads the deal's end
    itself. The view carries no options: the match target is taken to be
    the default (TW-3)."""
    return {"match_points": MATCH_POINTS, "deal_limit": view.deal_number}


def score(game: Game[Any], seat: int, events: list[Event]) -> float:
    """The seat's deal score less the others' mean, plus the match's end
    when the deal's winner reaches the target (TW-3)."""
    for event in events:
        if event["type"] == "deal_end":
            scores = event["scores"]
            others = [s for i, s in enumerate(scores) if i != seat]
            value = scores[seat] - sum(others) / len(others)
            winner = event["winner"]
            if event["totals"][winner] >= MATCH_POINTS:
                value += MATCH_WEIGHT if winner == seat else -MATCH_WEIGHT
            return float(value)
    return 0.0


class ExpertTwentyBot:
    """Determinized search over the hard bot's candidate plays."""

    level = "expert"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.search: WorldSearch[TwentyMove] = WorldSearch(
            rng, engine=Twenty, options=world_options,
            policy=QuickTwentyBot, score=score, budget=BUDGET, candidates=candidates,
            policy_needs_legal=False)

    def choose(self, view: TwentyView, legal: Sequence[TwentyMove]) -> TwentyMove:
        return self.search.choose(view, legal)


#: Every level's bot, as the session and the spec offer them.
BOT_LEVELS: Mapping[str, BotFactory] = {**BOTS, "expert": ExpertTwentyBot}
