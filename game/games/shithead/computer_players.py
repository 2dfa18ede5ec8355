"""Shithead's computer players part (``session.bots``): one deal a game,
so a resumed game replays without words to its end and then takes up what
the words kept; the rest is :class:`~game.core.computer_players.ComputerPlayers`'."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.base import Event
from ...core.computer_players import ComputerPlayers, ComputerPlayersHost
from .rules import ShitheadView


class RearmsWarnings(Protocol):
    """What the part asks of the session's last-card warning (``words.py``)."""

    def news(self) -> object:
        """Take the table as it stands as already warned of."""
        ...


class SourcesSaid(Protocol):
    """Where each seat plays from (hand, face-up, face-down), as last said
    (kept by the rows, ``cursor.py``)."""

    sources: list[str]


class ShitheadPlayersHost(ComputerPlayersHost, Protocol):
    """What Shithead's part reads of its session besides the core's: the
    view, where each seat plays from as last said, and the warnings given."""

    @property
    def cursor(self) -> SourcesSaid:
        """The rows' part, which keeps where each seat plays from."""
        ...

    @property
    def last_card_warning(self) -> RearmsWarnings:
        """The warning that a seat is down to its last card."""
        ...

    def view(self) -> ShitheadView:
        """The table as the player's seat sees it."""
        ...


class ShitheadComputerPlayers(ComputerPlayers[ShitheadPlayersHost]):
    """Shithead's computer players: a resumed game's replay is quiet to the
    end, then sets where each seat plays from and the warnings given."""

    def quiet_replay_end(self, recorded: Sequence[Event]) -> int:
        # One deal a game: a resumed game replays without words to its end,
        # then takes up what the words kept (quiet_replay_done).
        return len(recorded)

    def quiet_replay_done(self) -> None:
        # Where each seat plays from (set at the starter card), and the
        # warnings already given: with rearm, exactly the seats down to one card.
        host = self.host
        view = host.view()
        host.cursor.sources = ([view.source(s) for s in range(host.side.players)]
                               if view.phase == "play" else [])
        host.last_card_warning.news()
