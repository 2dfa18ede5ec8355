"""Twenty's expert: its search starts from the hard bot's play."""

from __future__ import annotations

import random

from game.games.twenty.bots import HardTwentyBot, plan_key
from game.games.twenty.expert import candidates
from game.games.twenty.rules import Play, Twenty


def test_the_first_candidate_is_the_hard_bots_play() -> None:
    """The search keeps its first candidate unless another clearly beats it
    (the budget's margin), so that candidate must be the hard bot's own play
    (its race), not the best by the old measure (``plan_key``), which the
    hard bot overrules in some of these positions: the expert would then
    start from a weaker player's move."""
    hard = HardTwentyBot(random.Random(0))
    checked = old_differs = 0
    for seed in range(4):
        game = Twenty(2 + seed % 3, seed=seed)
        for _ in range(70):
            if game.is_over():
                break
            seat = game.current_player()
            assert seat is not None
            view, legal = game.view(seat), game.legal_moves()
            chosen = hard.choose(view, legal)
            plays = [m for m in legal if isinstance(m, Play)]
            if len(plays) > 1:
                checked += 1
                assert candidates(view, legal)[0] == chosen
                old_differs += min(plays, key=lambda m: plan_key(view, m)) != chosen
            game.apply(chosen)
    assert checked > 40
    assert old_differs > 0  # the positions tell the two measures apart
