"""Phase 10 (game id ``phase10``): cards, phases, the exact phase finder and
the engine. Rule ids P10-x refer to ``shared/rules/phase10.md``."""

from .cards import SKIP, WILD, P10Card, full_deck, penalty
from .engine import Phase10, game_winners
from .finder import arrangements, best_laying, can_lay, layings, missing, outs
from .moves import (
    DRAW,
    PLAY,
    REFUSAL_CODES,
    Discard,
    DrawStock,
    Hit,
    Lay,
    Phase10Move,
    Phase10View,
    TakeDiscard,
)
from .phases import PHASES, Group

__all__ = [
    "DRAW",
    "PLAY",
    "PHASES",
    "REFUSAL_CODES",
    "SKIP",
    "WILD",
    "Discard",
    "DrawStock",
    "Group",
    "Hit",
    "Lay",
    "P10Card",
    "Phase10",
    "Phase10Move",
    "Phase10View",
    "TakeDiscard",
    "arrangements",
    "best_laying",
    "can_lay",
    "full_deck",
    "game_winners",
    "layings",
    "missing",
    "outs",
    "penalty",
]
