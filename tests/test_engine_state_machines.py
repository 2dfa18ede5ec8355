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
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterable
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
from game.core.cards import standard_deck
from game.games import SPECS, spec
from game.games.phase10 import rules as p10
from game.games.shithead import rules as sh
from game.games.tenphases import rules as tp
from game.games.twenty import rules as tw
from game.i18n import catalog

Move = Any
Candidates = list[tuple[str, Move]]
END_BOUND = 100_000  # legal moves the bots get to finish any game


@dataclass(frozen=True)
class ForeignMove:
    """A move of no game at all."""

    what: str = "nonsense"


# -- where the cards are -----------------------------------------------------------------


def twenty_cards(g: tw.Twenty) -> Counter[Any]:
    return Counter([*g.stock, *g.table, *(c for h in g.hands for c in h)])


def phase10_cards(g: p10.Phase10) -> Counter[Any]:
    laid = (c for seat in g.groups for group in seat for c in group.cards)
    return Counter([*g.stock, *g.discard, *(c for h in g.hands for c in h), *laid])


def shithead_cards(g: sh.Shithead) -> Counter[Any]:
    down = (c for row in g.face_down for c in row if c is not None)
    return Counter([*g.stock, *g.pile, *g.burnt, *(c for h in g.hands for c in h),
                    *(c for f in g.face_up for c in f), *down])


def tenphases_cards(g: tp.TenPhases) -> Counter[Any]:
    return Counter([*g.stock, *g.discard, *(c for h in g.hands for c in h)])


def not_held(g: Any, held: Iterable[Any], pool: Iterable[Any]) -> list[Any]:
    """Cards of ``pool`` of which ``held`` has no copy."""
    have = Counter(held)
    return list(dict.fromkeys(c for c in pool if not have[c]))[:3]


def others(g: Any, seat: int) -> list[Any]:
    """Cards in the other seats' hands."""
    return [c for s, h in enumerate(g.hands) if s != seat for c in h]


# -- illegal moves, game by game: every candidate here must be refused ---------------------


def twenty_illegal(g: tw.Twenty) -> Candidates:
    seat = g.to_move
    hand = g.hands[seat]
    out: Candidates = [("empty play", tw.Play(()))]
    for c in not_held(g, hand, [*others(g, seat), *g.stock[:2]]):
        out.append(("card not held", tw.Play((c,))))
    for c in hand[:2]:
        out.append(("same card twice", tw.Play((c, c))))
    if tw.least_total(hand) > g.move_number:
        out.append(("over the move number", tw.Play(tuple(hand))))
    playable = any(tw.move_value(c) <= g.move_number for c in hand)
    if playable or not g.stock:
        out.append(("draw not allowed", tw.Draw()))
    if playable or g.stock:
        out.append(("pass not allowed", tw.Pass()))
    return out


def _corrupted(groups: tuple[Any, ...]) -> list[tuple[str, tuple[Any, ...]]]:
    """Malformed versions of a valid laying / declaration."""
    first = groups[0]
    one_value_more = copy.copy(first)
    object.__setattr__(one_value_more, "values", (*first.values, 1))
    return [("a group too many", (*groups, first)), ("one value too many",
                                                     (one_value_more, *groups[1:])),
            ("no groups", ())]


def phase10_illegal(g: p10.Phase10) -> Candidates:
    seat = g.to_move
    hand = g.hands[seat]
    n = g.players
    out: Candidates = []
    missing = not_held(g, hand, [*others(g, seat), *g.stock[:3], *p10.full_deck()])
    if g.step == p10.DRAW:
        out += [("discard before drawing", p10.Discard(hand[0])),
                ("lay before drawing", p10.Lay(())),
                ("hit before drawing", p10.Hit(0, 0, (hand[0],)))]
        if g.discard and g.discard[-1].is_skip:
            out.append(("take a skip", p10.TakeDiscard()))
        if not g.stock and len(g.discard) < 2:
            out.append(("draw from nothing", p10.DrawStock()))
        return out
    out += [("second draw", p10.DrawStock()), ("second take", p10.TakeDiscard())]
    out += [("discard not held", p10.Discard(c)) for c in missing]
    numbered = [c for c in hand if not c.is_skip]
    if numbered:
        out.append(("skip target on a non-skip",
                    p10.Discard(numbered[0], (seat + 1) % n)))
    if p10.SKIP in hand:
        out += [("skip naming oneself", p10.Discard(p10.SKIP, seat)),
                ("skip naming no seat", p10.Discard(p10.SKIP, n + 3))]
    if g.has_laid[seat]:
        out += [("second laying", p10.Lay(())),
                ("hit on no group", p10.Hit(n, 0, (hand[0],))),
                ("hit on a missing group", p10.Hit(seat, 99, (hand[0],)))]
        out += [("hit with cards not held", p10.Hit(seat, 0, (c,))) for c in missing[:1]]
        out.append(("hit with nothing", p10.Hit(seat, 0, ())))
    else:
        out.append(("hit before laying", p10.Hit(seat, 0, (hand[0],))))
        out += [("lay cards not held", p10.Lay((p10.Group("set", (c, c, c), (
            c.number,) * 3),))) for c in missing[:1] if c.number]
        lays = [m for m in g.legal_moves() if isinstance(m, p10.Lay)]
        if lays:
            out += [(label, p10.Lay(groups)) for label, groups in _corrupted(lays[0].groups)]
        else:
            out.append(("lay of no groups", p10.Lay(())))
    return out


def shithead_illegal(g: sh.Shithead) -> Candidates:
    seat = g.to_move
    hand = g.hands[seat]
    out: Candidates = []
    if g.phase == "face_up":
        out += [("play while choosing", sh.Play((hand[0],))),
                ("flip while choosing", sh.FlipFaceDown(0)),
                ("pick up while choosing", sh.PickUp()),
                ("two face-up cards", sh.ChooseFaceUp(tuple(hand[:2]))),
                ("four face-up cards", sh.ChooseFaceUp(tuple(hand[:4])))]
        for c in not_held(g, hand, others(g, seat)):
            out.append(("face-up card not held", sh.ChooseFaceUp((c, *hand[:2]))))
        return out
    source = hand or g.face_up[seat]
    out += [("choose face up in play", sh.ChooseFaceUp(tuple(hand[:3]))),
            ("empty play", sh.Play(())), ("flip no slot", sh.FlipFaceDown(7)),
            ("flip a negative slot", sh.FlipFaceDown(-1))]
    for c in not_held(g, [*hand, *g.face_up[seat]], [*others(g, seat), *g.stock[:2]]):
        out.append(("card not held", sh.Play((c,))))
    ranks = list(dict.fromkeys(c.rank for c in source))
    if len(ranks) > 1:
        a = next(c for c in source if c.rank == ranks[0])
        b = next(c for c in source if c.rank == ranks[1])
        out.append(("two ranks", sh.Play((a, b))))
    counts = Counter(source)
    out += [("same card twice", sh.Play((c, c))) for c in source[:2] if counts[c] == 1]
    to_beat = sh.pile_to_beat(g.pile)
    out += [("too low", sh.Play((c,))) for c in source[:4] if not sh.beats(c.rank, to_beat)]
    if source:
        out.append(("flip with cards to play", sh.FlipFaceDown(0)))
    if not source or any(sh.beats(c.rank, to_beat) for c in source):
        out.append(("pick up not allowed", sh.PickUp()))
    return out


def tenphases_illegal(g: tp.TenPhases) -> Candidates:
    seat = g.to_move
    assert seat is not None
    hand = g.hands[seat]
    out: Candidates = []
    if g.step == tp.DRAW:
        out += [("discard before drawing", tp.Discard(hand[0])),
                ("declare before drawing", tp.Declare(())),
                ("keep with nothing shown", tp.Keep()), ("redraw with nothing shown", tp.Redraw())]
        if not g.stock and len(g.discard) < 2:
            out.append(("draw from nothing", tp.DrawStock()))
        if not g.discard:
            out.append(("take from no pile", tp.TakeDiscard()))
        return out
    out += [("second draw", tp.DrawStock()), ("second take", tp.TakeDiscard())]
    if g.step == tp.CHOOSE:
        out += [("discard before keep or redraw", tp.Discard(hand[0])),
                ("declare before keep or redraw", tp.Declare(()))]
        return out
    out += [("keep with nothing shown", tp.Keep()), ("redraw with nothing shown", tp.Redraw())]
    pool = [*others(g, seat), *g.stock[:3], *standard_deck(jokers=2)]
    missing = not_held(g, hand, pool)
    out += [("discard not held", tp.Discard(c)) for c in missing]
    if g.declared:
        out.append(("second declaration", tp.Declare(())))
        return out
    declarations = [m for m in g.legal_moves() if isinstance(m, tp.Declare)]
    if declarations:
        out += [(label, tp.Declare(groups))
                for label, groups in _corrupted(declarations[0].groups)]
    else:
        out.append(("declare nothing", tp.Declare(())))
    out += [("declare cards not held", tp.Declare((tp.Group("set", (c, c, c), (
        c.rank,) * 3),))) for c in missing[:1] if not c.is_joker]
    return out


@dataclass(frozen=True)
class Adapter:
    cards: Callable[[Any], Counter[Any]]
    illegal: Callable[[Any], Candidates]
    deck: Callable[[Any], Counter[Any]]
    options: Callable[[Any], st.SearchStrategy[dict[str, Any]]]


def bool_options(engine: type[Game[Any]]) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries({name: st.booleans() for name in engine.default_options})


ADAPTERS: dict[str, Adapter] = {
    "twenty": Adapter(
        twenty_cards, twenty_illegal, lambda g: Counter(standard_deck()),
        lambda e: st.fixed_dictionaries({"match_points": st.sampled_from((20, 50, 100)),
                                         "deal_limit": st.sampled_from((3, 10, 50))})),
    "phase10": Adapter(phase10_cards, phase10_illegal, lambda g: Counter(p10.full_deck()),
                       bool_options),
    "shithead": Adapter(
        shithead_cards, shithead_illegal,
        lambda g: Counter(standard_deck(decks=1 if g.players == 2 else 2)), bool_options),
    "tenphases": Adapter(
        tenphases_cards, tenphases_illegal,
        lambda g: Counter(standard_deck(decks=g.players, jokers=2 * g.players)), bool_options),
}


def refusal_catalog(game_id: str) -> Any:
    """The engine module's ``REFUSAL_CODES``, or None (Twenty has none)."""
    module = {"phase10": p10, "shithead": sh, "tenphases": tp}.get(game_id)
    return getattr(module, "REFUSAL_CODES", None)


def snapshot(game: Game[Any]) -> Any:
    """Everything a move may change: the state and the random generator."""
    state = copy.deepcopy({k: v for k, v in vars(game).items() if k != "chance"})
    rng = getattr(game.chance, "rng", None)
    return state, rng.getstate() if rng is not None else None


def machine(game_id: str) -> type[RuleBasedStateMachine]:
    entry = spec(game_id)
    engine = entry.engine
    adapter = ADAPTERS[game_id]
    codes = refusal_catalog(game_id)
    messages = catalog()

    class EngineMachine(RuleBasedStateMachine):
        game: Game[Any]

        @initialize(seed=st.integers(0, 2**31 - 1),
                    players=st.integers(engine.min_players, engine.max_players),
                    options=adapter.options(engine))
        def start(self, seed: int, players: int, options: dict[str, Any]) -> None:
            self.game = engine(players, seed=seed, options=options)
            self.deck = adapter.deck(self.game)
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
            laying = [m for m in moves if isinstance(m, p10.Lay | p10.Hit | tp.Declare)]
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
                                                      *END_MOVES[game_id]]), label="late move")
            self.check_refused(label, move)
            assert self.refused["game-over"]

        @invariant()
        def cards_conserved(self) -> None:
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
            assert adapter.cards(game) == self.deck
            assert game.events[-1]["type"] == "game_end"
            for label, move in [("foreign move", ForeignMove()), *END_MOVES[game_id]]:
                before = snapshot(game)
                why = game.refusal(move)
                assert why == Refusal("game-over"), (label, why)
                with pytest.raises(IllegalMove):
                    game.apply(move)
                assert snapshot(game) == before

    EngineMachine.__name__ = f"{game_id.title()}Machine"
    return EngineMachine


#: A move of each kind, tried after the end.
END_MOVES: dict[str, Candidates] = {
    "twenty": [("draw", tw.Draw()), ("pass", tw.Pass())],
    "phase10": [("draw", p10.DrawStock()), ("take", p10.TakeDiscard())],
    "shithead": [("pick up", sh.PickUp()), ("flip", sh.FlipFaceDown(0))],
    "tenphases": [("draw", tp.DrawStock()), ("keep", tp.Keep())],
}

SETTINGS = settings(max_examples=20, stateful_step_count=50, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def test_every_engine_has_a_machine() -> None:
    assert set(ADAPTERS) == {s.id for s in SPECS} == set(END_MOVES)


@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_engine_state_machine(game_id: str) -> None:
    run_state_machine_as_test(machine(game_id), settings=SETTINGS)
