"""Ten Phases (game id ``tenphases``): phases, the exact finder and the
engine. Rule ids TP-x refer to ``shared/rules/tenphases.md``."""

from .engine import TenPhases, game_losers
from .finder import (
    arrangements,
    can_declare,
    declarations,
    interpretations,
    missing,
)
from .moves import (
    CHOOSE,
    DRAW,
    PLAY,
    REFUSAL_CODES,
    Declaration,
    Declare,
    Discard,
    DrawStock,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhasesMove,
    TenPhasesView,
)
from .phases import FLUSH_PHASES, PHASES, Group, check_declaration, check_group, points

__all__ = [
    "CHOOSE",
    "DRAW",
    "FLUSH_PHASES",
    "PHASES",
    "PLAY",
    "REFUSAL_CODES",
    "Declaration",
    "Declare",
    "Discard",
    "DrawStock",
    "Group",
    "Keep",
    "Redraw",
    "TakeDiscard",
    "TenPhases",
    "TenPhasesMove",
    "TenPhasesView",
    "arrangements",
    "can_declare",
    "check_declaration",
    "check_group",
    "declarations",
    "game_losers",
    "interpretations",
    "missing",
    "points",
]
