"""The expert level: a search over what its seat cannot see.

Its moves are always legal and expert-only games end (every game, 2 to 4
players); the same seed gives the same moves; it reads only its view (the
real game's hidden cards dealt otherwise, the same choice). Strength and
decision time are a benchmark (bench/bench_strength.py), not tests.

Expert-only games here search at a small budget (``SMALL``): the same code
and the same candidates, fewer rollouts, so that four players of Phase 10
finish in seconds on a shared machine.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import replace
from typing import Any

import pytest

from game.core.base import Game
from game.core.bots import bot_rng
from game.core.search import Budget, SearchLog
from game.games import SPECS, spec
from tests.game_traits import traits

GAMES = sorted(s.id for s in SPECS)
#: Enough to search (two candidates, two worlds each), little enough to be quick.
SMALL = Budget(rollouts=4, candidates=2, rollout_moves=8)
CAP = 30_000


def expert_module(game_id: str) -> Any:
    return importlib.import_module(f"game.games.{game_id}.expert")


@pytest.fixture
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    for game_id in GAMES:
        module = expert_module(game_id)
        small = replace(module.BUDGET, rollouts=SMALL.rollouts, rollout_moves=SMALL.rollout_moves)
        monkeypatch.setattr(module, "BUDGET", small)
        # Phase 10's and Ten Phases' experts hold the budget as a class
        # attribute, bound when the module was read: patching the module's
        # name alone left their games at the full budget.
        bot_class = spec(game_id).bots["expert"]
        if getattr(bot_class, "budget", None) is not None:
            monkeypatch.setattr(bot_class, "budget", small)


def options_for(game_id: str) -> dict[str, Any]:
    """Options that keep the expert's games short (its traits' ``expert_options``:
    Twenty's match cut at two deals, TW-3a)."""
    return dict(traits(game_id).expert_options)


def expert(game_id: str, rng: random.Random) -> Any:
    return spec(game_id).bots["expert"](rng)


def play_some(game: Game[Any], moves: int, seed: int) -> None:
    """``moves`` moves of hard bots (fewer if the game ends)."""
    bots = [spec(game.game_id).bots["hard"](bot_rng(seed, s)) for s in range(game.players)]
    for _ in range(moves):
        if game.is_over():
            return
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))


@pytest.mark.usefixtures("small_budget")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game_id", GAMES)
def test_expert_only_games_end_and_every_move_is_legal(game_id: str, players: int) -> None:
    seed = 40 + players
    game = spec(game_id).engine(players, seed=seed, options=options_for(game_id))
    bots = [expert(game_id, bot_rng(seed, s)) for s in range(players)]
    for _ in range(CAP):
        if game.is_over():
            break
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_moves()
        move = bots[seat].choose(game.view(seat), legal)
        assert game.refusal(move) is None, move
        game.apply(move)
    assert game.is_over(), f"{game_id} with {players} experts did not end in {CAP} moves"
    searched = sum(bot.search.log.searched for bot in bots)
    assert searched > 0  # the game had real choices, and the expert searched them


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_gives_the_same_moves(game_id: str) -> None:
    """Two experts from equal generators, fed the same positions, choose
    alike at every one of them (the searches draw only on the bot's rng)."""
    game = spec(game_id).engine(2, seed=7, options=options_for(game_id))
    first, second = expert(game_id, bot_rng(7, 0)), expert(game_id, bot_rng(7, 0))
    searched = 0
    # Shithead's expert searches once the stock is gone (as its hard bot).
    rounds, step = (30, 3) if traits(game_id).expert_searches_late else (12, 3)
    for _ in range(rounds):
        play_some(game, step, seed=7)
        if game.is_over():
            break
        seat = game.current_player()
        assert seat is not None
        view, legal = game.view(seat), game.legal_moves()
        assert first.choose(view, legal) == second.choose(view, legal)
        searched = first.search.log.searched
    assert searched > 0


def hidden_elsewhere(game: Game[Any], seat: int, seed: int) -> Game[Any]:
    """The real game with everything ``seat`` cannot see dealt otherwise:
    another game that shows ``seat`` exactly the same view."""
    other = type(game).from_view(game.view(seat), game.options, random.Random(seed))
    assert other.view(seat) == game.view(seat)
    return other


@pytest.mark.parametrize("game_id", GAMES)
def test_the_choice_is_the_same_whatever_the_hidden_cards(game_id: str) -> None:
    """The expert gets the view only: the same view over other hidden cards
    (other hands, the stock, face-down cards) gives the same choice."""
    compared = 0
    # Shithead's expert searches once the stock is gone (as its hard bot).
    starts = range(108, 140, 4) if traits(game_id).expert_searches_late else range(6, 60, 9)
    for start in starts:
        game = spec(game_id).engine(3, seed=start, options=options_for(game_id))
        play_some(game, start, seed=start)
        if game.is_over():
            continue
        seat = game.current_player()
        assert seat is not None
        other = hidden_elsewhere(game, seat, seed=start + 1)
        assert other.legal_moves() == game.legal_moves()
        bot_a, bot_b = expert(game_id, random.Random(start)), expert(game_id, random.Random(start))
        chosen = bot_a.choose(game.view(seat), game.legal_moves())
        assert bot_b.choose(other.view(seat), other.legal_moves()) == chosen
        compared += bot_a.search.log.searched
    assert compared > 0


def test_a_search_is_cut_by_the_wall_clock_only_as_a_recorded_safeguard() -> None:
    """A cap of no time at all still gives a legal move, and says so."""
    module = expert_module("twenty")
    bot = expert("twenty", random.Random(1))
    bot.search.budget = replace(module.BUDGET, cap_seconds=0.0)
    game = spec("twenty").engine(2, seed=3)
    log: SearchLog = bot.search.log
    while log.searched == 0:
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_moves()
        move = bot.choose(game.view(seat), legal)
        assert game.refusal(move) is None
        game.apply(move)
    assert log.capped == log.searched == 1


def test_every_place_that_lists_levels_knows_the_expert_and_the_menus_offer_the_others(
) -> None:
    """Saves, records, statistics, the online protocol and every game's bots
    know the four levels; the menus (the main menu, settings, an online
    table's computer seats) offer OFFERED_LEVELS, which leaves the expert out
    until it is measured stronger than hard (docs/strength.md)."""
    from typing import get_args

    from game.app.online_menus import SEAT_LEVELS
    from game.app.settings import Settings
    from game.core.bots import LEVELS, OFFERED_LEVELS
    from game.online.protocol import Level

    assert LEVELS[-1] == "expert"
    assert tuple(get_args(Level)) == LEVELS
    for game_spec in SPECS:
        assert tuple(game_spec.bots) == LEVELS
    assert LEVELS[:-1] == OFFERED_LEVELS
    assert tuple(Settings.CHOICES["level"]) == OFFERED_LEVELS == SEAT_LEVELS


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_expert_has_a_name_of_its_own_in_each_language(lang: str) -> None:
    from game.i18n import DEFAULT_LANG, set_language, t

    set_language(lang)
    try:
        names = {t("level-name", value=level) for level in ("easy", "normal", "hard", "expert")}
    finally:
        set_language(DEFAULT_LANG)
    assert len(names) == 4  # "expert" does not fall back to the default (normal)


def test_a_margin_keeps_the_first_candidate_unless_clearly_beaten() -> None:
    """With a margin no score can clear, the search keeps the first candidate
    (the hard bot's move) at every decision, though it still searches."""
    module = expert_module("twenty")
    bot = expert("twenty", random.Random(2))
    bot.search.budget = replace(module.BUDGET, margin=1e9)
    game = spec("twenty").engine(2, seed=11)
    for _ in range(40):
        seat = game.current_player()
        assert seat is not None
        view, legal = game.view(seat), game.legal_moves()
        first = module.candidates(view, legal)[0]
        assert bot.choose(view, legal) == first
        game.apply(first)
    assert bot.search.log.searched > 0
