"""Checks of ``Game.from_view`` shared by the four engines' property tests.

A game made from one seat's view (or the public view) must be the real game
as far as that view goes: the same view, the same public view, whose turn,
whether it is over, the results, and the legal moves and refusals wherever
they do not hang on cards the viewer cannot see (its own turn; a step whose
moves need no hand, such as drawing in the rummy games). Beyond the view it
is a guess, but a whole one: exactly a deck of cards, a game that plays on
to its end, the same guess from equal generators and, where there is
anything to guess, other guesses from other generators.

Twenty and Shithead describe themselves once (:class:`EngineHooks`) and run
:func:`check_made_game`; the rummy games, whose checks look at more of their
state, call the parts (:func:`check_agrees`, :func:`check_is_a_deck`,
:func:`check_deterministic`, :func:`play_to_end`) themselves.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.base import SPECTATOR, Game
from game.core.bots import RandomBot, bot_rng
from game.online.wire import decode_view, encode

#: Other generators tried before concluding that a guess never changes.
OTHER_GUESSES = 40
#: A game whose bots have not ended it after this many moves is stuck.
END_CAP = 100_000

BotFactory = Callable[[random.Random], Any]


def view_of(game: Game[Any], viewer: int) -> Any:
    return game.public_view() if viewer == SPECTATOR else game.view(viewer)


def seats_and_public(players: int) -> list[int]:
    """Every seat, then the public view."""
    return [*range(players), SPECTATOR]


def through_the_wire(engine: type[Game[Any]], view: Any) -> Any:
    """``view`` as an online client reads it back: JSON text, then the view
    dataclass again (``game.online.wire``)."""
    return decode_view(engine, json.loads(json.dumps(encode(view))))


def drive(game: Game[Any], bots: Sequence[Any], rng: random.Random, moves: int,
          random_share: float) -> None:
    """Up to ``moves`` moves (fewer if the game ends): the seat's bot's choice,
    or with chance ``random_share`` any legal move."""
    for _ in range(moves):
        if game.is_over():
            return
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_moves()
        if rng.random() < random_share:
            game.apply(rng.choice(legal))
        else:
            game.apply(bots[seat].choose(game.view(seat), legal))


def judged_by_view(real: Game[Any], viewer: int, open_steps: Iterable[str]) -> bool:
    """Whether ``viewer``'s view decides every legal move: the game is over,
    it is the viewer's own turn, or the step's moves need no hand."""
    step = getattr(real, "step", None)
    return real.is_over() or viewer == real.current_player() or step in set(open_steps)


def check_agrees(real: Game[Any], made: Game[Any], viewer: int, probes: Sequence[Any],
                 open_probes: Sequence[Any] = (), open_steps: Iterable[str] = ()) -> None:
    """``made`` (from ``viewer``'s view of ``real``) agrees with ``real``
    wherever that view decides. ``probes`` are moves, legal or not, whose
    refusals must be the same when the view decides; ``open_probes`` the
    same always (their refusal hangs on no hidden card)."""
    assert type(made) is type(real)
    assert made.events == []
    assert view_of(made, viewer) == view_of(real, viewer)
    assert made.public_view() == real.public_view()
    assert made.current_player() == real.current_player()
    assert made.is_over() == real.is_over()
    assert made.players == real.players and made.options == real.options
    if real.is_over():
        assert made.results() == real.results()
    judged = judged_by_view(real, viewer, open_steps)
    if judged:
        assert made.legal_moves() == real.legal_moves()
    for move in [*probes, *open_probes] if judged else open_probes:
        assert made.refusal(move) == real.refusal(move), move


def check_is_a_deck(cards: Iterable[Hashable], deck: Iterable[Hashable]) -> None:
    """Every card of the made game, as a multiset, is exactly the deck."""
    have, want = Counter(cards), Counter(deck)
    assert have == want, (have - want, want - have)


def check_deterministic(cls: type[Game[Any]], view: Any, options: dict[str, Any],
                        hidden: Callable[[Game[Any]], Any], guesses_something: bool,
                        seed: int = 11, tries: int = 5) -> None:
    """Equal generators give equal guesses, from the view as it is and as an
    online client decodes it; when the view leaves cards to guess, some of
    ``tries`` other generators guess them differently."""
    first = hidden(cls.from_view(view, options, random.Random(seed)))
    assert hidden(cls.from_view(view, options, random.Random(seed))) == first
    wired = through_the_wire(cls, view)
    assert hidden(cls.from_view(wired, options, random.Random(seed))) == first
    if guesses_something:
        others = (hidden(cls.from_view(view, options, random.Random(k)))
                  for k in range(seed + 1, seed + 1 + tries))
        assert any(other != first for other in others)


def play_to_end(game: Game[Any], seed: int,
                bot_factories: Sequence[BotFactory] = (RandomBot,),
                random_moves: int = 0) -> int:
    """Moves it takes the made game to end: ``random_moves`` random legal
    moves first (any move the real game could offer must apply), then the
    bots, seat by seat in turn from ``bot_factories``."""
    rng = random.Random(seed)
    bots = [bot_factories[s % len(bot_factories)](bot_rng(seed, s)) for s in range(game.players)]
    for moves in range(END_CAP):
        if game.is_over():
            assert game.current_player() is None and game.legal_moves() == []
            game.results()
            return moves
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_moves()
        assert legal, "a game not over offers a move"
        if moves < random_moves:
            game.apply(rng.choice(legal))
        else:
            game.apply(bots[seat].choose(game.view(seat), legal))
    raise AssertionError(f"not over after {END_CAP} moves")


@dataclass(frozen=True)
class EngineHooks:
    """What :func:`check_made_game` needs to know of one engine."""

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


def check_made_game(hooks: EngineHooks, real: Game[Any], seat: int, rng_seed: int,
                    play_out: bool = True) -> Game[Any]:
    """Every check of a game made from ``real``'s view for ``seat``
    (:data:`SPECTATOR`: the public view); returns the made game."""
    view = view_of(real, seat)
    made = hooks.engine.from_view(view, real.options, random.Random(rng_seed))
    check_agrees(real, made, seat, list(hooks.probes(real)))
    check_is_a_deck(hooks.cards(made), hooks.deck(real))
    assert len(hooks.cards(made)) == len(hooks.deck(real))
    check_deterministic(hooks.engine, view, real.options, lambda g: hooks.hidden(g, seat),
                        hooks.guessable(real, seat), rng_seed, OTHER_GUESSES)
    if play_out:
        play_to_end(made, rng_seed + 1)
    return made
