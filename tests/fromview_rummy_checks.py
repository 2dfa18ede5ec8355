"""Checks of ``Game.from_view`` shared by the rummy games' (Phase 10, Ten Phases) property tests.

A game made from a seat's view must agree with the real game on all that
seat may know: the view itself, the public view, whose turn it is, whether
it is over, the results, and the legal moves and refusals wherever they do
not hang on cards the seat cannot see (its own turn; a step whose moves need
no hand, such as drawing). Its cards must be exactly a deck, equal rngs must
make equal games, and it must play on to its end.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any

from game.core.base import SPECTATOR, Game
from game.core.bots import bot_rng

#: A game whose bots have not ended it after this many moves is stuck.
END_CAP = 20_000


def view_of(game: Game[Any], viewer: int) -> Any:
    return game.public_view() if viewer == SPECTATOR else game.view(viewer)


def viewers(game: Game[Any]) -> list[int]:
    """Every seat, then the public view."""
    return [*range(game.players), SPECTATOR]


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
                 open_probes: Sequence[Any], open_steps: Iterable[str]) -> None:
    """``made`` (from ``viewer``'s view of ``real``) agrees with ``real``
    wherever that view decides. ``probes`` are moves, legal or not, whose
    refusals must be the same when the view decides; ``open_probes`` the
    same always (their refusal hangs on no hidden card)."""
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
                        hidden: Callable[[Game[Any]], Any], guesses_something: bool) -> None:
    """Equal rngs give equal games; when the view leaves cards to guess,
    some of five rngs guess them differently."""
    first = hidden(cls.from_view(view, options, random.Random(11)))
    assert hidden(cls.from_view(view, options, random.Random(11))) == first
    others = [hidden(cls.from_view(view, options, random.Random(k))) for k in range(5)]
    if guesses_something:
        assert any(other != first for other in others)


def play_to_end(game: Game[Any], bot_factories: Sequence[Callable[[random.Random], Any]],
                seed: int, random_moves: int) -> int:
    """Moves it takes the made game to end: ``random_moves`` random legal
    moves first (any move the real game could offer must apply), then bots."""
    rng = random.Random(seed)
    bots = [bot_factories[s % len(bot_factories)](bot_rng(seed, s)) for s in range(game.players)]
    for moves in range(END_CAP):
        if game.is_over():
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
