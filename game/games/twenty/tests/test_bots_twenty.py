"""The hard Twenty bot (once no test called it, so a planted fault that
made it choose its worst plan went unnoticed)."""

from __future__ import annotations

import random

from game.core.bots import bot_rng
from game.core.cards import parse_cards
from game.games.twenty.bots import BOTS, HardTwentyBot, plan_key
from game.games.twenty.race import ranked
from game.games.twenty.rules import Play, Twenty
from game.games.twenty.tests.twenty_helpers import position


def test_hard_bot_picks_the_best_play_by_its_own_measure() -> None:
    """In positions reached by random play (2 to 4 players), whenever the
    legal plays differ by the bot's race (``race.ranked``), it plays one that
    scores best; and its measure is not the old one (``plan_key``), which
    it often overrules."""
    rng = random.Random(20)
    differing = overruled = 0
    for seed in range(40):
        game = Twenty(rng.randint(2, 4), seed=seed)
        bot = HardTwentyBot(random.Random(seed))
        for _ in range(200):
            if game.is_over():
                break
            legal = game.legal_moves()
            view = game.view(game.to_move)
            plays = [m for m in legal if isinstance(m, Play)]
            if len(plays) > 1:
                scores = dict((i, v) for v, i in ranked(view, [m.cards for m in plays]))
                chosen = bot.choose(view, legal)
                assert isinstance(chosen, Play)
                if min(scores.values()) != max(scores.values()):
                    differing += 1
                    best = max(scores.values())
                    assert scores[plays.index(chosen)] >= best - 1e-9, (view.hand, chosen)
                old = min(plays, key=lambda m: plan_key(view, m))
                overruled += sorted(map(str, old.cards)) != sorted(map(str, chosen.cards))
            game.apply(rng.choice(legal))
    assert differing >= 200
    assert overruled >= 50


def test_hard_bot_goes_out_when_it_can() -> None:
    # Move 5: A + 4 empties the hand (TW-9); 4 alone or A alone do not.
    game = position(["AS 4C", "2C 3C 9D"], move=5)
    move = HardTwentyBot(random.Random(0)).choose(game.view(0), game.legal_moves())
    assert move == Play(tuple(parse_cards(["AS", "4C"]))) or sorted(
        str(c) for c in move.cards  # type: ignore[union-attr]
    ) == ["4C", "AS"]


def test_hard_bot_sheds_the_costly_card_when_it_cannot_go_out() -> None:
    # Move 10, hand K Q 9 3: K (as 1) + 9 = 10, or Q alone, or 9 alone...
    # Keeping the king costs 20 at the end (TW-11): the best plan sheds it.
    game = position(["KS QH 9D 3C", "2C 3D 4H 5S"], move=10)
    move = HardTwentyBot(random.Random(0)).choose(game.view(0), game.legal_moves())
    assert isinstance(move, Play)
    assert any(c.rank == 13 for c in move.cards), move


def test_hard_bot_beats_easy() -> None:
    """A small seeded sample of two-player matches, seats alternating."""
    hard_wins = 0.0
    matches = 30
    for seed in range(matches):
        levels = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        game = Twenty(2, seed=seed)
        bots = [BOTS[lv](bot_rng(seed, s)) for s, lv in enumerate(levels)]
        while not game.is_over():
            seat = game.to_move
            assert seat is not None
            game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
        winners = game.results().winners
        hard_wins += sum(1 / len(winners) for w in winners if levels[w] == "hard")
    assert hard_wins >= 0.7 * matches, hard_wins
