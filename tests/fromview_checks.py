"""Checks of ``Game.from_view`` shared by the engines' property tests.

A game made from one seat's view (or the public view) must be the real game
as far as that view goes: the same view, whose turn, whether it is over, and,
for the seat to move, the same legal moves and the same refusals. Beyond the
view it is a guess, but a whole one: exactly a deck of cards, a game that
plays on to its end, the same guess from equal generators and, where there is
anything to guess, other guesses from other generators.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from game.core.base import SPECTATOR, Game
from game.core.bots import RandomBot
from game.online.wire import decode_view, encode

#: Other generators tried before concluding that a guess never changes.
OTHER_GUESSES = 40


@dataclass(frozen=True)
class EngineHooks:
    """What the shared checks need to know of one engine."""

    engine: type[Game[Any]]
    #: every card the game holds, wherever it lies (hands, stock, table...)
    cards: Callable[[Game[Any]], list[Any]]
    #: the whole deal's deck for this game (as a fresh deal would have it)
    deck: Callable[[Game[Any]], list[Any]]
    #: the hidden part of the game, as the seat of a view cannot see it
    hidden: Callable[[Game[Any], int], Hashable]
    #: moves to ask ``refusal`` about, legal or not, for the seat to move
    probes: Callable[[Game[Any]], Iterable[Any]]
    #: whether the view of this seat leaves more than one way to deal its hidden cards
    guessable: Callable[[Game[Any], int], bool]


def view_of(game: Game[Any], seat: int) -> Any:
    return game.public_view() if seat == SPECTATOR else game.view(seat)


def through_the_wire(engine: type[Game[Any]], view: Any) -> Any:
    """``view`` as an online client reads it back: JSON text, then the view
    dataclass again (``game.online.wire``)."""
    return decode_view(engine, json.loads(json.dumps(encode(view))))


def check_made_game(hooks: EngineHooks, real: Game[Any], seat: int, rng_seed: int,
                    play_out: bool = True) -> Game[Any]:
    """Every check of a game made from ``real``'s view for ``seat``
    (:data:`SPECTATOR`: the public view); returns the made game."""
    view = view_of(real, seat)
    made = hooks.engine.from_view(view, real.options, random.Random(rng_seed))
    assert type(made) is type(real)
    assert made.events == []
    assert made.players == real.players and made.options == real.options
    assert view_of(made, seat) == view
    assert made.public_view() == real.public_view()
    assert made.current_player() == real.current_player()
    assert made.is_over() == real.is_over()
    if real.is_over():
        assert made.results() == real.results()
    if seat != SPECTATOR and real.current_player() == seat:
        assert made.legal_moves() == real.legal_moves()
        for move in hooks.probes(real):
            assert made.refusal(move) == real.refusal(move), move
    cards = hooks.cards(made)
    assert Counter(cards) == Counter(hooks.deck(real))
    assert len(cards) == len(hooks.deck(real))
    # Equal generators, equal guesses; other generators, other guesses.
    again = hooks.engine.from_view(view, real.options, random.Random(rng_seed))
    assert hooks.hidden(again, seat) == hooks.hidden(made, seat)
    assert view_of(again, seat) == view
    # ... and the same guess from the view an online client decodes.
    wired = hooks.engine.from_view(through_the_wire(hooks.engine, view), real.options,
                                   random.Random(rng_seed))
    assert hooks.hidden(wired, seat) == hooks.hidden(made, seat)
    if hooks.guessable(real, seat):
        guesses = (hooks.hidden(hooks.engine.from_view(view, real.options, random.Random(k)),
                                seat) for k in range(rng_seed + 1, rng_seed + 1 + OTHER_GUESSES))
        assert any(g != hooks.hidden(made, seat) for g in guesses)
    if play_out:
        play_to_end(made, random.Random(rng_seed + 1))
    return made


def play_to_end(game: Game[Any], rng: random.Random, limit: int = 100_000) -> None:
    """Random bots at every seat until the game is over (``apply`` checks
    each move)."""
    bots: list[RandomBot[Any]] = [RandomBot(random.Random(rng.random()))
                                  for _ in range(game.players)]
    steps = 0
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_moves()
        assert legal, "a game not over has a move"
        game.apply(bots[seat].choose(game.view(seat), legal))
        steps += 1
        assert steps < limit, "a made game must end"
    assert game.current_player() is None and game.legal_moves() == []
    game.results()


def seats_and_public(players: int) -> list[int]:
    return [*range(players), SPECTATOR]
