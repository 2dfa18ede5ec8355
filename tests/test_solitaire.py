"""The race search of the rummy experts (game.core.solitaire): turns to a
phase over orders of the unseen cards, and the seat's memory of the
discard pile that narrows those cards."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from game.app.saves import load_game, save_game
from game.core.bots import bot_rng
from game.core.search import Budget
from game.core.solitaire import NextHands, PileWatch, RaceSearch, Start, turns_to_phase
from game.games import spec
from game.games.phase10.expert import unseen_pool as phase10_pool
from game.games.phase10.rules.cards import P10Card
from game.games.phase10.rules.finder import missing
from game.games.phase10.rules.moves import Discard, TakeDiscard
from game.games.tenphases.rules.moves import Discard as TpDiscard
from game.games.tenphases.rules.moves import TakeDiscard as TpTakeDiscard
from tests.test_saves import play_steps


def cards(*numbers: int) -> list[P10Card]:
    return [P10Card("R", n) for n in numbers]


def phase1(hand: Sequence[P10Card]) -> int:
    return missing(hand, 1)  # P10-15: two sets of 3


def test_turns_count_the_draws_until_the_phase_is_held() -> None:
    hand = cards(1, 1, 1, 5, 5, 8, 9, 10, 11, 12)  # one 5 short of two sets of 3
    draws = cards(2, 3, 5, 7)
    assert turns_to_phase(hand, draws, phase1, horizon=10) == 3.0
    assert turns_to_phase(hand, draws, phase1, horizon=2) == 2.0 + 1  # the horizon, one short
    done = cards(1, 1, 1, 5, 5, 5, 8, 9, 10, 11)
    assert turns_to_phase(done, draws, phase1, horizon=10) == 0.0


def test_a_race_to_later_phases_goes_on_from_the_cards_that_held_this_one() -> None:
    """One long deal (Ten Phases): the turns run until the last phase
    raced to is held, and a hand the horizon stops counts what all of its
    phases still lack."""
    def phase2(hand: Sequence[P10Card]) -> int:
        return missing(hand, 2)  # P10-15: a set of 3 and a run of 4

    held = cards(1, 1, 1, 5, 5, 5, 8, 9, 10, 12)  # phase 1; a run of 4 lacks an 11 or a 7
    draws = cards(3, 11, 2)
    assert turns_to_phase(held, draws, phase1, horizon=10) == 0.0
    assert turns_to_phase(held, draws, phase1, horizon=10, then=[phase2]) == 2.0
    assert turns_to_phase(held, draws, phase1, horizon=1, then=[phase2]) == 1.0 + 1
    short = cards(1, 1, 1, 5, 5, 7, 8, 9, 10, 12)  # a 5 short of phase 1, then phase 2 held
    assert turns_to_phase(short, cards(5, 2), phase1, horizon=10, then=[phase2]) == 1.0
    assert turns_to_phase(short, cards(2), phase1, horizon=1, then=[phase2]) == 1.0 + 1 + 0


def test_a_kept_card_replaces_one_the_phase_does_not_need() -> None:
    # Two cards short; the first 5 drawn must not push out a 1 or the other 5.
    hand = cards(1, 1, 1, 5, 7, 8, 9, 10, 11, 12)
    assert turns_to_phase(hand, cards(5, 2, 5), phase1, horizon=10) == 3.0


def test_the_search_keeps_the_first_candidate_unless_clearly_faster() -> None:
    near = cards(1, 1, 1, 5, 5, 8, 9, 10, 11, 12)
    far = cards(1, 1, 4, 5, 6, 8, 9, 10, 11, 12)
    pool = cards(*range(1, 13)) * 8
    budget = Budget(rollouts=40, candidates=4, rollout_moves=15, margin=0.25)
    search: RaceSearch[str] = RaceSearch(random.Random(3))
    assert search.choose([("far", (far, [], 0)), ("near", (near, [], 0))], pool, phase1,
                         budget) == "near"
    tied = Budget(rollouts=40, candidates=4, rollout_moves=15, margin=100.0)
    assert search.choose([("far", (far, [], 0)), ("near", (near, [], 0))], pool, phase1,
                         tied) == "far"
    assert search.log.searched == 2


def play_watched(game_id: str, players: int, seed: int, moves: int) -> list[Any]:
    """A hard bots' game in which seat 0 keeps a :class:`PileWatch`; at each
    of seat 0's decisions, the watch's buried cards against the real pile."""
    game = spec(game_id).engine(players, seed=seed)
    bots = [spec(game_id).bots["hard"](bot_rng(seed, s)) for s in range(players)]
    watch = PileWatch()
    checks = []
    for _ in range(moves):
        if game.is_over():
            break
        seat = game.current_player()
        assert seat is not None
        view = game.view(seat)
        move = bots[seat].choose(view, game.legal_moves())
        if seat == 0:
            watch.see(view, getattr(view, "hand_number", None),
                      players - 1 if view.step == "draw" else 0)
            real: Counter[Any] = Counter(game.discard[:-1])  # type: ignore[attr-defined]
            checks.append((watch.buried(), real))
            if isinstance(move, TakeDiscard | TpTakeDiscard):
                watch.took()
            elif isinstance(move, Discard | TpDiscard):
                watch.threw(move.card)
        game.apply(move)
    return checks


@pytest.mark.parametrize("game_id", ["phase10", "tenphases"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_watch_names_cards_really_below_the_top(game_id: str, players: int) -> None:
    checks = play_watched(game_id, players, seed=11, moves=600)
    named = sum(sum(known.values()) for known, _ in checks)
    wrong = sum(sum((known - real).values()) for known, real in checks)
    buried = sum(sum(real.values()) for _, real in checks)
    if game_id == "tenphases":
        assert wrong == 0  # every card it names is there
    else:
        # A take, a skip and another turn look like one turn (P10-14).
        assert wrong <= 0.05 * named
    # It follows most of the pile: with two players it sees every discard.
    assert named >= (0.9 if players == 2 else 0.25) * buried


def test_phase10_worlds_leave_out_the_cards_seen_below_the_top() -> None:
    game = spec("phase10").engine(2, seed=5)
    view = game.view(game.players - 1)
    buried = Counter(cards(7, 7))
    assert Counter(phase10_pool(view, Counter())) - Counter(phase10_pool(view, buried)) == buried
    assert all(not c.is_skip for c in phase10_pool(view, Counter()))


def test_the_phase10_expert_remembers_the_pile_as_it_plays() -> None:
    game = spec("phase10").engine(2, seed=9)
    levels = ["expert", "hard"]
    bots = [spec("phase10").bots[level](bot_rng(9, s)) for s, level in enumerate(levels)]
    for _ in range(80):
        seat = game.current_player()
        assert seat is not None
        move = bots[seat].choose(game.view(seat), game.legal_moves())
        game.apply(move)
        if isinstance(move, Discard) and seat == 0:
            assert bots[0].watch.pile[-1] == move.card


def test_the_next_players_wants_are_guessed_from_the_unseen_cards() -> None:
    # A pool of exactly one hand: every guess is that hand, one 5 short.
    their = cards(1, 1, 1, 5, 5, 8, 9, 10, 11, 12)
    guesses = NextHands(their, 10, phase1, random.Random(1), hands=8)
    assert guesses.wants(P10Card("B", 5)) == 1.0
    assert guesses.wants(P10Card("B", 3)) == 0.0


def test_of_moves_about_as_fast_the_search_throws_the_least_wanted() -> None:
    hand = cards(1, 1, 1, 5, 5, 8, 9, 10, 11, 12)
    pool = cards(*range(1, 13)) * 8
    budget = Budget(rollouts=40, candidates=4, rollout_moves=15, margin=0.25)
    search: RaceSearch[str] = RaceSearch(random.Random(3))
    same: list[tuple[str, Start[P10Card]]] = [("hard's", (hand, [], 0)), ("other", (hand, [], 0))]
    wanted = {"hard's": 0.5, "other": 0.1}
    assert search.choose(same, pool, phase1, budget, feeds=wanted.__getitem__) == "other"
    assert search.choose(same, pool, phase1, budget, feeds=lambda move: 0.0) == "hard's"


def test_the_watch_follows_a_pile_emptied_by_a_take() -> None:
    class Seen:
        def __init__(self, top: Any, count: int) -> None:
            self.discard_top, self.discard_count = top, count
    watch = PileWatch()
    watch.see(Seen("a", 2), others=3)
    watch.threw("b")
    watch.see(Seen("c", 1), others=3)  # a reshuffle left one card
    watch.took()  # the pile is empty
    watch.see(Seen("d", 2), others=3)  # two discards in three turns
    assert watch.pile == [None, "d"]


@pytest.mark.parametrize("game_id", ["phase10", "tenphases"])
def test_a_resumed_game_of_experts_goes_on_exactly_as_the_original(
        game_id: str, tmp_path: Path) -> None:
    """The pile memory is rebuilt from the record (``observe``), so the
    experts' next moves are the unbroken game's."""
    original = spec(game_id).session(3, ["expert", "expert"], 4)
    original.start()
    play_steps(original, 60)
    assert not original.side.is_over()
    resumed = load_game(save_game(original, tmp_path / f"{game_id}.jsonl"))
    play_steps(original, 40)
    play_steps(resumed, 40)
    assert resumed.side.events == original.side.events


def test_both_phase_game_experts_are_one_rummy_expert() -> None:
    """The near-copy is gone: Phase 10's and Ten Phases' experts give only
    their game's parts; the turn (decide, the searched move, the pile
    watch) is the core's one RummyExpert."""
    from game.core.solitaire import RummyExpert
    from game.games.phase10.expert import ExpertPhase10Bot
    from game.games.tenphases.expert import ExpertTenPhasesBot

    for bot in (ExpertPhase10Bot, ExpertTenPhasesBot):
        assert issubclass(bot, RummyExpert)
        for shared in ("decide", "_searched", "_see", "observe", "__init__"):
            assert shared not in vars(bot), f"{bot.__name__} redefines {shared}"
