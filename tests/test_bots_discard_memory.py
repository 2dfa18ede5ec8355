"""Bots never pass one card back and forth for ever: the game would never end.

Two normal Phase 10 bots both took G10 from the discard pile and threw it
back, for ever (``simulate phase10 --players 2 --levels normal,normal``,
seeds 3, 66, 83, 127 and 230 of 0-300). Every bot of the draw-and-discard
games (Phase 10, Ten Phases) now remembers its takes
(:class:`game.core.bots.DiscardPileMemory`).
"""

from __future__ import annotations

import random

import pytest

from game.core.bots import bot_rng
from game.games import spec
from game.games.phase10 import bots as p10_bots
from game.games.phase10.rules import Phase10
from game.games.phase10.rules.cards import parse_cards as p10_cards
from game.games.phase10.rules.moves import Discard as P10Discard
from game.games.phase10.rules.moves import DrawStock as P10DrawStock
from game.games.phase10.rules.moves import TakeDiscard as P10TakeDiscard
from game.games.tenphases.rules.moves import Discard as TPDiscard
from game.games.tenphases.rules.moves import TakeDiscard as TPTakeDiscard

LOOPING_SEEDS = (3, 66, 83, 127, 230)
CAP = 20_000  # moves; these games end in a few hundred


def moves_to_end(game_id: str, levels: list[str], seed: int, cap: int = CAP) -> int | None:
    entry = spec(game_id)
    game = entry.engine(len(levels), seed=seed)
    bots = [entry.bots[level](bot_rng(seed, seat)) for seat, level in enumerate(levels)]
    for moves in range(cap):
        if game.is_over():
            return moves
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    return None


@pytest.mark.parametrize("seed", LOOPING_SEEDS)
def test_the_g10_loop_seeds_end(seed: int) -> None:
    assert moves_to_end("phase10", ["normal", "normal"], seed) is not None


def _phase10_after_taking(hand: str, top: str) -> Phase10:
    """Seat 0 of a 2-player Phase 10 about to draw, ``top`` on the pile."""
    game = Phase10(2, seed=1)
    game.hands[0] = list(p10_cards(hand.split()))
    game.discard = [*game.discard[:-1], *p10_cards([top])]
    game.to_move, game.step = 0, "draw"
    game.has_laid = [False, False]
    return game


@pytest.mark.parametrize("game_id", ["phase10", "tenphases"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_bot_throws_back_the_card_it_just_took(game_id: str, level: str) -> None:
    """Over whole bot games: whenever a bot took the discard top, its discard
    that turn is another card, unless that card was its only legal discard."""
    entry = spec(game_id)
    discard_type = P10Discard if game_id == "phase10" else TPDiscard
    take = P10TakeDiscard() if game_id == "phase10" else TPTakeDiscard()
    checked = 0
    games = 2 if level == "hard" else 6
    for seed in range(games):
        levels = [level, "normal", level] if seed % 2 else [level, level]
        game = entry.engine(len(levels), seed=seed)
        bots = [entry.bots[lv](bot_rng(seed, s)) for s, lv in enumerate(levels)]
        taken: dict[int, object] = {}
        for _ in range(CAP):
            if game.is_over():
                break
            seat = game.current_player()
            assert seat is not None
            view, legal = game.view(seat), game.legal_moves()
            move = bots[seat].choose(view, legal)
            if view.step == "draw":
                taken.pop(seat, None)
            if move == take:
                taken[seat] = view.discard_top
            elif isinstance(move, discard_type) and seat in taken:
                card = taken.pop(seat)
                others = [m for m in legal if isinstance(m, discard_type) and m.card != card]
                if others:
                    assert move.card != card, (game_id, levels, seed, str(card))
                    checked += 1
            game.apply(move)
        assert game.is_over()
    assert checked >= 20  # bots do take from the pile and then discard

def test_the_card_taken_is_thrown_back_when_it_is_the_only_discard() -> None:
    game = _phase10_after_taking("G10", "G10")
    bot = p10_bots.NormalPhase10Bot(random.Random(0))
    bot.memory.chose(game.view(0), P10TakeDiscard())
    game.apply(P10TakeDiscard())
    legal = game.legal_moves()
    assert {str(m.card) for m in legal if isinstance(m, P10Discard)} == {"G10"}
    move = bot.choose(game.view(0), legal)
    assert isinstance(move, P10Discard) and str(move.card) == "G10"


def test_no_take_twice_from_the_same_situation() -> None:
    """A deterministic cycle needs each seat to take from the same situation
    again: the second time it draws from the stock."""
    game = _phase10_after_taking("R10 B1 Y4 G7 B9 R12 Y2 G5 B11 R6", "W")
    bot = p10_bots.NormalPhase10Bot(random.Random(0))
    view, legal = game.view(0), game.legal_moves()
    assert bot.choose(view, legal) == P10TakeDiscard()  # a wild always helps
    assert bot.choose(view, legal) == P10DrawStock()
