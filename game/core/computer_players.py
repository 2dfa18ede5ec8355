"""The computer players at a session's table, as the session meets them:
when one is due to move, its question and its move's words, a resumed
game's moves replayed without words, and the finished game's record.

The session holds a :class:`ComputerPlayers` (composition, not a base class)
as ``bots``, and the part reads the session only through
:class:`ComputerPlayersHost`: its side of the table (whose turn, the bots'
seats, their questions and moves), its flow (a summary that waits, the
words for events), the seat of the player and the turn prompt that a
resumed game counts. The bots' own code, their levels and their memory,
is :mod:`game.core.bots`; this part only asks them at the right time.

A game that keeps more across a resumed game's replay than the default
(one deal a game, what was shown) subclasses it in its folder
(``game/games/<id>/computer_players.py``) and overrides the replay's
hooks: :meth:`ComputerPlayers.quiet_replay_end`,
:meth:`ComputerPlayers.replayed_quietly`,
:meth:`ComputerPlayers.quiet_replay_done`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from ..i18n import t
from .base import Event
from .records import header, player_entry
from .seat import BotQuestion, Seat
from .utterance import Utterance


class AnnouncesEvents(Protocol):
    """What the part reads of the session's flow (``flow.py``)."""

    #: A deal's summary waits for the player to go on: no bot moves.
    paused: bool

    def announce(self, events: Sequence[Event]) -> list[Utterance]:
        """The words for ``events`` as the player may know them."""
        ...


class CountsPrompts(Protocol):
    """The session's prompt as a quiet replay counts its calls to act."""

    def turn_prompt(self, calling: bool = False) -> str:
        """The player's turn prompt; ``calling`` counts it as a call to act."""
        ...


class ComputerPlayersHost(Protocol):
    """What the part reads of the session (a
    :class:`~game.core.session.GameSession` is one): the side of the table,
    the flow that says the bots' moves, the player's seat, the events that
    end a deal and the turn prompt."""

    #: The player's seat.
    human: int

    @property
    def side(self) -> Seat:
        """The player's side of the table: whose turn, the bots, their moves."""
        ...

    @property
    def flow(self) -> AnnouncesEvents:
        """The session's flow, which says every move's events."""
        ...

    @property
    def pause_after(self) -> frozenset[str]:
        """The event types whose words are a summary that waits for the player."""
        ...

    @property
    def prompt(self) -> CountsPrompts:
        """The turn prompt (``prompt.py``), whose calls to act a quiet replay counts."""
        ...


#: The session the part serves (a game's part reads more of it).
HostT = TypeVar("HostT", bound=ComputerPlayersHost)


class ComputerPlayers(Generic[HostT]):
    """A session's computer players (module docstring): ``levels`` names
    each one's level, seat 1 on; ``record_written`` once the app has kept
    the finished game's record, so that it is kept once."""

    def __init__(self, host: HostT, levels: Sequence[str]) -> None:
        self.host = host
        self.levels = list(levels)
        self.record_written = False

    def due(self) -> bool:
        """A bot should move now (the app paces it)."""
        side = self.host.side
        seat = side.current_player()
        return seat is not None and seat in side.bots and not self.host.flow.paused

    def step(self) -> list[Utterance]:
        """One bot move and its words."""
        question = self.question()
        if question is None:
            return []
        bot, view, legal = question
        return self.play(bot.choose(view, legal))

    def question(self) -> BotQuestion | None:
        """What the bot to move must answer: (bot, view, legal moves), its
        generator seeded for this decision; None when no bot is to move or
        a summary waits. The app asks it on a worker thread (game.app.thinking)."""
        return None if self.host.flow.paused else self.host.side.bot_question()

    def play(self, move: Any) -> list[Utterance]:
        """The bot to move's chosen ``move`` and its words."""
        return self.host.flow.announce(self.host.side.bot_move(move))

    def take(self, move: Any) -> list[Utterance]:
        """The bot to move makes ``move`` without choosing (a resumed game's
        record gives it): its memory takes it in (:func:`bots.observe`)."""
        if self.host.flow.paused:
            return []
        return self.host.flow.announce(self.host.side.bot_take(move))

    # -- a resumed game's replay (game.app.saves) ---------------------------------
    def quiet_replay_end(self, recorded: Sequence[Event]) -> int:
        """Where a resumed game's replay starts saying its words: the current
        deal's own event (the moves before it go to the engine alone; of the
        move that dealt it, only the deal on is said). What a session keeps
        of a game (who laid what, whom it warned) starts afresh at each deal;
        a session that keeps more says so in :meth:`replayed_quietly`, or
        moves this point."""
        return max((i for i, e in enumerate(recorded) if e.get("type") == "deal"), default=0)

    def replayed_quietly(self, events: Sequence[Event]) -> None:
        """One move of a resumed game went to the engine without words; its
        ``events``, as the player may know them, were noted (``advice.note_event``).
        What the session keeps across deals (or, past :meth:`quiet_replay_end`'s
        default, within one) takes them in here."""
        # The unbroken game called the player to act after this move: its
        # prompts' count goes on as it would have (short after the first
        # times). A move that ended a deal whose next deal is not among
        # ``events`` is followed by that deal's words, which count it.
        host = self.host
        ended = any(e["type"] in host.pause_after for e in events)
        dealt = any(e["type"] == "deal" for e in events)
        if (events and (dealt or not ended) and host.side.current_player() == host.human
                and not host.side.is_over()):
            host.prompt.turn_prompt(calling=True)

    def quiet_replay_done(self) -> None:
        """The moves replayed without words are all made."""

    # -- records ---------------------------------------------------------------
    def record_header(self) -> Event:
        """The finished or saved game's record header: the player, then each
        computer player with its level."""
        players = [player_entry("human", None, t("you"))] + [
            player_entry("bot", level, t("bot-name", seat=seat))
            for seat, level in enumerate(self.levels, start=1)
        ]
        return header(self.host.side, players)
