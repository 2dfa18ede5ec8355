"""A game in progress as the player meets it: the player's side of the
table, the history and the words for every event, and the parts it is made
of.

:class:`GameSession` is the engine-agnostic part; each game subclasses it
to name its engine, its computer players and its command table, and to
make its own parts. The app feeds it command names and speaks the
:class:`Utterance` objects it returns. A session is small: what it does is
its parts', each held by composition and reading the session only through
a Protocol of its own (the session is every one of them): the focus rows
(``cursor``, cursor.py), the player's moves and the selection (``moves``,
moves.py), the turn prompt and the opening's words (``prompt``,
prompt.py), the computer players (``bots``, computer_players.py), a
question asked (``question``, choosing.py), the flow between deals
(``flow``, flow.py), the suggestion (``advice``, advice.py) and the report
keys (``reports``, reports.py); the messages and their history,
``utterance.py``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from ..i18n import t
from .advice import ADVICE, Advice, AdviceHost
from .base import SPECTATOR, Event, Game
from .bots import bot_rng
from .choosing import Question
from .command_table import ONLINE_TABLE, CommandTable, dispatch
from .commands import WATCHER_COMMANDS as WATCHER_COMMANDS
from .computer_players import ComputerPlayers
from .cursor import Cursor
from .cursor import Row as Row
from .flow import Flow
from .moves import Moves, MovesHost
from .moves import refusal_id as refusal_id
from .opening import cap_opening
from .prompt import Prompt
from .reports import REPORT_KEYS, Reports
from .seat import LocalSeat, Seat
from .utterance import History as History
from .utterance import Utterance as Utterance


def seat_name(seat: int, human: int = 0, capital: bool = False) -> str:
    """"you" / "You" for the player, the bot's name otherwise."""
    if seat == human:
        return t("you-capital") if capital else t("you")
    return t("bot-name", seat=seat)


class GameSession(ABC):
    """The engine-agnostic part of a game on screen."""

    #: the game's engine and its bot factories by level: each game's session
    #: names its own, so the core looks no game up.
    engine: ClassVar[type[Game[Any]]]
    bot_levels: ClassVar[Mapping[str, Callable[[random.Random], Any]]]
    #: The report keys' words and the window's lines and table (reports.py):
    #: each game's own part, made in its session's ``__init__``.
    reports: Reports[Any]
    #: The rows, the row in focus and the focus keys (cursor.py): each
    #: game's own part, made in its session's ``__init__``.
    cursor: Cursor[Any]

    def __init__(
        self,
        players: int,
        levels: Sequence[str],
        seed: int,
        options: dict[str, Any] | None = None,
        *,
        verbosity: str = "full",
        key_label: Callable[[str], str] = lambda command: command,
        side: Seat | None = None,
        seat: int = 0,
        names: Sequence[str | None] | None = None,
        newcomer: bool = False,
    ) -> None:
        # At an online table the game ends at the table: Enter goes back to
        # the lobby, it does not start a game on this computer.
        self.online = side is not None
        # The player's side of the table (game.core.seat), all the session
        # asks of the game and does in it: offline a new engine with one
        # computer player per level (seat 0 the player); ``side`` when given
        # (an online table's remote seat, game.online.remote: the player sits
        # at ``seat``, the computer players move on the server; or a lesson's
        # game). ``names`` names the people (None for a computer player: it
        # keeps the catalog's bot name).
        if side is None:
            engine = self.engine(players, seed=seed, options=options or {})
            if len(levels) != players - 1:
                raise ValueError("one bot level per opponent")
            side = LocalSeat(engine, seat, {
                bot_seat: self.bot_levels[level](bot_rng(seed, bot_seat))
                for bot_seat, level in enumerate(levels, start=1)})
        self.side: Seat = side
        self.human = seat
        self.names = list(names) if names is not None else None
        self.verbosity = verbosity
        self.key_label = key_label
        self.history = History()
        # The summary that waits between deals, the events held behind it and
        # a new deal's opening with its gate (flow.py).
        self.flow = Flow(self)
        # The turn prompt and the opening's words; ``newcomer``: the player's
        # first deal of this game on their profile, whose opening says how to
        # hear the hand and where the keys are (game.app.newcomer).
        self.prompt: Prompt[Any] = self.make_prompt(newcomer)
        # The player's move keys, the selection and the road of every move
        # of the player's (moves.py): a game's own, made in its session.
        self.moves: Moves[MovesHost] = Moves(self)
        # The suggestion and "since my last turn" (advice.py): this one
        # suggests nothing; a game's own advice, made in its session, does.
        self.advice: Advice[AdviceHost, Any] = Advice(self)
        # The computer players: when one moves, its words, a resumed game's
        # quiet replay and the record (computer_players.py); a game that
        # keeps more across the replay makes its own in its session.
        self.bots: ComputerPlayers[Any] = ComputerPlayers(self, levels)
        # A question asked (choosing.py), in the words of the game's catalog
        # prefix, its id: a game that asks none never asks it, and Escape
        # then opens the game menu.
        self.question: Question[Any] = Question(self, self.engine.game_id)

    # -- output ----------------------------------------------------------------
    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """Not speech itself: ``text`` is recorded in the history that the
        review keys read, and returned as the Utterance the app speaks (or,
        not ``important`` at brief verbosity, keeps only in the history)."""
        spoken = important or self.verbosity == "full"
        self.history.add(text)
        return Utterance(text, interrupt=interrupt, cue=cue, seat=seat, spoken=spoken)

    def name(self, seat: int, capital: bool = False) -> str:
        if self.names is not None and seat != self.human and self.names[seat] is not None:
            return str(self.names[seat])
        return seat_name(seat, self.human, capital)

    @property
    def watching(self) -> bool:
        """The player watches the table (an online spectator): no seat, no
        hand, nobody at the table is "you"."""
        return self.human == SPECTATOR

    def opponents(self) -> list[int]:
        """The other seats in turn order from the player's left; a watcher's
        are every seat, from the first."""
        players = self.side.players
        if self.watching:
            return list(range(players))
        return [(self.human + k) % players for k in range(1, players)]

    # -- flow ------------------------------------------------------------------
    def start(self) -> list[Utterance]:
        """The opening words: the game, the deal, whose turn; about five
        seconds of them, the rest a key away (:mod:`game.core.opening`)."""
        # ``flow.announce`` marks the first deal unheard as it does every later
        # one: a second Enter right after Play must not play a card of a
        # hand the player has not heard yet.
        prompt = self.prompt
        prompt.keys_told = prompt.newcomer and not self.watching
        hint_id = "opening-first-deal" if prompt.keys_told else prompt.opening_hint
        # The others' moves made before the player sat (online, a seat come
        # to play again a moment late) are said whole, as those made while a
        # summary waited are (Flow.go_on).
        events = list(self.side.events)
        moves_from = next((n for n, e in enumerate(events)
                           if self.engine.move_from_event(e) is not None), None)
        return cap_opening(prompt.intro(), self.flow.announce_with_moves(events, moves_from),
                           self.key_label, hint_id=hint_id, always_hint=prompt.keys_told)

    # -- commands --------------------------------------------------------------
    def handle(self, command: str) -> list[Utterance]:
        """Carry out a game-screen command; returns what to say (the
        session's :attr:`command_table`, read by ``command_table.dispatch``)."""
        return dispatch(self, self.command_table, command)

    #: What every session answers: the table's own rows and keys, the online
    #: table's keys (command_table.py), a suggestion (advice.py) and the
    #: report keys (reports.py).
    command_table: ClassVar[CommandTable] = CommandTable.of(ADVICE, REPORT_KEYS, ONLINE_TABLE)

    @property
    def commands(self) -> tuple[str, ...]:
        """The game's commands F1 lists, in its order (:attr:`command_table`)."""
        return self.command_table.listed

    # -- between deals -----------------------------------------------------------
    def last_deal(self) -> Event | None:
        """The latest deal event, as the player's seat sees it."""
        deal = next((e for e in reversed(self.side.events) if e["type"] == "deal"), None)
        return None if deal is None else self.side.redact(deal)

    # -- per game ----------------------------------------------------------------
    pause_after: frozenset[str] = frozenset({"deal_end", "game_end"})

    @abstractmethod
    def make_prompt(self, newcomer: bool) -> Prompt[Any]:
        """The game's own turn prompt and opening words (its ``prompt.py``),
        held as ``prompt``; ``newcomer``: the player's first deal of this
        game on their profile."""

    @abstractmethod
    def describe(self, event: Event) -> list[Utterance]:
        """Words for one (redacted) event. It changes nothing the keys read
        (rows, focus, what the session keeps): that is :meth:`took_in`'s."""

    def took_in(self, event: Event) -> None:  # noqa: B027 (a hook: a game may keep nothing)
        """The session takes in one (redacted) event once it is said: its
        rows and what it keeps of the game follow the engine. Apart from
        :meth:`describe` so that words can be asked for without side effects."""
