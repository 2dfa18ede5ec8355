"""Ten Phases' computer players part (``session.bots``): a deal can be most
of a game, so a resumed game replays without words to its end, keeping the
cards each player showed and the assist's once-a-phase as the words would
have; the rest is :class:`~game.core.computer_players.ComputerPlayers`'."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.base import Event
from ...core.computer_players import ComputerPlayers, ComputerPlayersHost


class AssistsOncePerPhase(Protocol):
    """What the part asks of the session's narrator (``event_words.py``)."""

    def assist_words(self) -> object:
        """The assist's words after a draw, when due this phase."""
        ...

    def assist_heard(self) -> None:
        """The assist was said for the player's phase."""
        ...


class TracksShownCards(Protocol):
    """What the part asks of the session's shown cards (``shown.py``)."""

    def track(self, event: Event) -> None:
        """Keep the cards each player showed and still holds from ``event``."""
        ...


class TenPhasesPlayersHost(ComputerPlayersHost, Protocol):
    """What Ten Phases' part reads of its session besides the core's: the
    cards each player showed, taken in event by event, and the narrator."""

    @property
    def narrator(self) -> AssistsOncePerPhase:
        """The words of the events, which say the assist once a phase."""
        ...

    @property
    def shown(self) -> TracksShownCards:
        """The cards each player showed and still holds (``shown.py``)."""
        ...


class TenPhasesComputerPlayers(ComputerPlayers[TenPhasesPlayersHost]):
    """Ten Phases' computer players: a resumed game's replay is quiet to the
    end, the shown cards and the assist kept as the unbroken game kept them."""

    def quiet_replay_end(self, recorded: Sequence[Event]) -> int:
        # A deal can be most of a game: a resumed game replays without words
        # to its end; what the words kept, the quiet replay keeps below.
        return len(recorded)

    def replayed_quietly(self, events: Sequence[Event]) -> None:
        host = self.host
        for event in events:
            host.shown.track(event)
        super().replayed_quietly(events)
        # The assist speaks once a phase, whatever the deal; the unbroken
        # game's history held its words.
        if any(e["type"] == "draw" and e.get("player") == host.human for e in events):
            host.narrator.assist_words()
            host.narrator.assist_heard()
