"""What the cross-game tests need to know of War (tests/game_traits.py).

A new game declares here what sets it apart in the cross-game tests; every
field left out keeps its default. War's cards are not all kept (the cards a
battle wins are only counted), so its state machine counts none."""

from __future__ import annotations

from tests.game_traits import EngineMachine, GameTraits

from ..rules import Turn

TRAITS = GameTraits(
    # One deal a game (no summary between deals), and no question asked.
    absent_states=frozenset({"summary", "question"}),
    # Turning over a card, tried after the end.
    machine=EngineMachine(end_moves=(("turn", Turn()),)),
)
