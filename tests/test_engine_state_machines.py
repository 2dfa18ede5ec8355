"""Hypothesis state machines for every engine in ``game.games.SPECS``.

Each machine starts a game (random seat count, seed and options), then
interleaves random legal moves (from ``legal_moves()``) with random illegal
ones built for the game: cards not held, another seat's cards, the same card
twice, the wrong step of the turn, malformed groups, a draw when none is
allowed, a move of another game. Every illegal move must be refused with a
reason (a ``Refusal`` whose code is in the engine's refusal catalog and has
an ``invalid-`` message), ``apply`` must raise ``IllegalMove`` with that same
refusal, and the state must be exactly as before (the game's ``__dict__``
and its random generator). Every card of the deck is always somewhere, once.
At the end of each run the game is played to its end with the game's easy
bots, within a generous bound, and then refuses everything with
``game-over``.

What is a game's own (where its cards are, its deck, its illegal moves, its
options, its moves tried after the end, its refusal codes) is its
``EngineMachine``, declared in its folder (``tests/game_traits.py``); a game
that declares none is still played, refused a move of no game at all, and
played to its end.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from game.core.base import Game, IllegalMove, Refusal
from game.games import SPECS, spec
from game.i18n import catalog
from tests.game_traits import traits

Move = Any
END_BOUND = 100_000  # legal moves the bots get to finish any game


@dataclass(frozen=True)
class ForeignMove:
    """A move of no game at all."""

    what: str = "nonsense"


def snapshot(game: Game[Any]) -> Any:
    """Everything a move may change: the state and the random generator."""
    state = copy.deepcopy({k: v for k, v in vars(game).items() if k != "chance"})
    rng = getattr(game.chance, "rng", None)
    return state, rng.getstate() if rng is not None else None


def machine(game_id: str) -> type[RuleBasedStateMachine]:
    entry = spec(game_id)
    engine = entry.engine
    adapter = traits(game_id).machine
    progress = traits(game_id).progress_moves
    codes = adapter.refusal_codes
    messages = catalog()

    class EngineMachine(RuleBasedStateMachine):
        game: Game[Any]

        @initialize(seed=st.integers(0, 2**31 - 1),
                    players=st.integers(engine.min_players, engine.max_players),
                    options=adapter.options(engine))
        def start(self, seed: int, players: int, options: dict[str, Any]) -> None:
            self.game = engine(players, seed=seed, options=options)
            self.deck = adapter.deck(self.game) if adapter.deck else None
            self.refused: Counter[str] = Counter()

        def check_refused(self, label: str, move: Move) -> None:
            game = self.game
            before = snapshot(game)
            why = game.refusal(move)
            assert isinstance(why, Refusal), f"{label}: {move!r} was not refused"
            assert codes is None or why.code in codes, f"{label}: unknown code {why.code}"
            if isinstance(codes, dict) and isinstance(next(iter(codes.values())), tuple):
                assert set(why.args) <= set(codes[why.code]), (label, why)
            assert any(messages.has(f"{prefix}invalid-{why.code}")
                       for prefix in ("", f"{game_id}-")), f"no message for {why.code}"
            with pytest.raises(IllegalMove) as raised:
                game.apply(move)
            assert raised.value.refusal == why
            assert snapshot(game) == before, f"{label}: {move!r} changed the state"
            self.refused[why.code] += 1

        @precondition(lambda self: not self.game.is_over())
        @rule(data=st.data())
        def legal_move(self, data: st.DataObject) -> None:
            moves = self.game.legal_moves()
            assert moves, "a game in progress always has a legal move"
            # Layings and declarations are few among the moves: half the time
            # one is chosen when there is one, or random play seldom gets there.
            laying = [m for m in moves if isinstance(m, progress)]
            if laying and data.draw(st.booleans(), label="lay"):
                moves = laying
            move = data.draw(st.sampled_from(moves), label="legal move")
            assert self.game.refusal(move) is None, move
            self.game.apply(move)

        @precondition(lambda self: not self.game.is_over())
        @rule(data=st.data())
        def illegal_move(self, data: st.DataObject) -> None:
            candidates = [*adapter.illegal(self.game), ("foreign move", ForeignMove())]
            label, move = data.draw(st.sampled_from(candidates), label="illegal move")
            self.check_refused(label, move)

        @precondition(lambda self: self.game.is_over())
        @rule(data=st.data())
        def move_after_the_end(self, data: st.DataObject) -> None:
            label, move = data.draw(st.sampled_from([("foreign move", ForeignMove()),
                                                      *adapter.end_moves]), label="late move")
            self.check_refused(label, move)
            assert self.refused["game-over"]

        @invariant()
        def cards_conserved(self) -> None:
            if adapter.cards is not None and self.deck is not None:
                assert adapter.cards(self.game) == self.deck

        @invariant()
        def turn_consistent(self) -> None:
            over = self.game.is_over()
            assert (self.game.current_player() is None) == over
            assert bool(self.game.legal_moves()) != over

        def teardown(self) -> None:
            game = getattr(self, "game", None)
            if game is None:
                return
            bots = {s: entry.bots["easy"](random.Random(s)) for s in range(game.players)}
            for _ in range(END_BOUND):
                seat = game.current_player()
                if seat is None:
                    break
                game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
            assert game.is_over(), f"{game_id} did not end within {END_BOUND} moves"
            if adapter.cards is not None and self.deck is not None:
                assert adapter.cards(game) == self.deck
            assert game.events[-1]["type"] == "game_end"
            for label, move in [("foreign move", ForeignMove()), *adapter.end_moves]:
                before = snapshot(game)
                why = game.refusal(move)
                assert why == Refusal("game-over"), (label, why)
                with pytest.raises(IllegalMove):
                    game.apply(move)
                assert snapshot(game) == before

    EngineMachine.__name__ = f"{game_id.title()}Machine"
    return EngineMachine


SETTINGS = settings(max_examples=20, stateful_step_count=50, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_every_engine_has_a_machine(game_id: str) -> None:
    # A game that counts its cards names its deck too (or the count is skipped).
    declared = traits(game_id).machine
    assert (declared.cards is None) == (declared.deck is None), game_id
    assert issubclass(machine(game_id), RuleBasedStateMachine)


@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_engine_state_machine(game_id: str) -> None:
    run_state_machine_as_test(machine(game_id), settings=SETTINGS)
