"""Shithead (Palace, Karma): the engine, its moves and view, the card order."""

from .engine import DEALT_HAND, FOUR, HAND_SIZE, STALEMATE_TURNS, Shithead
from .moves import (
    FACE_DOWN,
    REFUSAL_CODES,
    ChooseFaceUp,
    FlipFaceDown,
    PickUp,
    Play,
    ShitheadMove,
    ShitheadView,
)
from .ranks import (
    TEN,
    TWO,
    beats,
    keep_value,
    order_value,
    pile_to_beat,
    rank_code,
    top_run,
)

__all__ = [
    "DEALT_HAND", "FACE_DOWN", "FOUR", "HAND_SIZE", "REFUSAL_CODES", "STALEMATE_TURNS", "TEN",
    "TWO", "ChooseFaceUp", "FlipFaceDown", "PickUp", "Play", "Shithead", "ShitheadMove",
    "ShitheadView", "beats", "keep_value", "order_value", "pile_to_beat", "rank_code", "top_run",
]
