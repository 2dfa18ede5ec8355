"""War's one move key, the part the session holds as ``moves``
(``game/core/moves.py``): Enter turns over the top card. Nothing is
selected in War, so a move uses nothing up. It reads the session only
through :class:`~game.core.moves.MovesHost`."""

from __future__ import annotations

from ...core.moves import Moves, MovesHost
from ...core.utterance import Utterance
from .rules import Turn


class WarMoves(Moves[MovesHost]):
    """War's Enter: turn over the top card."""

    def cmd_play(self) -> list[Utterance]:
        return self.try_move(Turn())
