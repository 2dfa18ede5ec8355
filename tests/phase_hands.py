"""Scripted hands that hold their phase once the card on the stock is drawn,
for counting the key presses that lay a phase: the tests and
``bench/bench_keypresses.py`` share them.

:func:`script_hand` takes a Phase 10 or Ten Phases session whose player is
to draw, picks a phase, deals the player ten random cards and puts an
eleventh on the stock so that the eleven hold the phase (by the engine's
own finder), and returns the phase.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.cards import standard_deck
from game.core.session import GameSession
from game.games.phase10.rules import can_lay
from game.games.phase10.rules.cards import full_deck
from game.games.phase10.rules.moves import DRAW
from game.games.phase10.session import Phase10Session
from game.games.tenphases.rules import can_declare
from game.games.tenphases.session import TenPhasesSession

TRIES = 200_000


def holding(deck: list[Any], holds: Any, rng: random.Random) -> list[Any]:
    """Eleven cards of ``deck`` that hold the phase (``holds(cards)``)."""
    for _ in range(TRIES):
        cards = rng.sample(deck, 11)
        if holds(cards):
            return cards
    raise AssertionError("no hand found")


def script_hand(session: GameSession, rng: random.Random, phase: int | None = None) -> int:
    """Script the player's hand (module docstring); the phase."""
    game: Any = session.side.engine
    assert game.current_player() == session.human and game.step == DRAW
    phase = phase or rng.randint(1, 10)
    if isinstance(session, Phase10Session):
        cards = holding(full_deck(), lambda c: can_lay(c, phase), rng)
        game.has_laid[0] = False
        game.groups[0] = []
    elif isinstance(session, TenPhasesSession):
        deck = standard_deck(decks=game.players, jokers=2 * game.players)
        view = session.view()
        cards = holding(deck, lambda c: can_declare(c, phase, view.ace_high_runs,
                                                    view.flush_phases), rng)
        game.declared = False
    else:
        raise TypeError(type(session).__name__)
    game.phases_done[0] = phase - 1
    game.hands[0] = cards[:10]
    game.stock = [cards[10], *game.stock]
    if isinstance(session, Phase10Session):
        view = session.view()
        session.moves.laid = [list(groups) for groups in view.groups]
        session.hand_phases = list(view.phases)
    session.cursor.refresh_rows()
    return phase


def laid(session: GameSession, phase: int) -> bool:
    """The player has laid (Phase 10) or declared (Ten Phases) ``phase``."""
    game: Any = session.side.engine
    if isinstance(session, Phase10Session) and game.has_laid[0]:
        return True
    # Laying every card ends the Phase 10 hand at once: the phase is done.
    return bool(game.phases_done[0] >= phase)
