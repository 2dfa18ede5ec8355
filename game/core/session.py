"""A game in progress as the player meets it: rows, focus, selection, bots,
history and the words for every event.

:class:`GameSession` is the engine-agnostic part; each game subclasses it
with its rows, its commands and its announcer. The app feeds it command
names and speaks the :class:`Utterance` objects it returns. The focus rows
and the keys that move over them are its :class:`~game.core.cursor.Cursor`
part (``cursor.py``); the messages and their history, ``utterance.py``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from ..i18n import catalog, t
from .advice import ADVICE, Advice, AdviceHost
from .base import SPECTATOR, Event, Game, IllegalMove, Refusal
from .bots import bot_rng
from .command_table import ONLINE_TABLE, CommandTable, dispatch
from .commands import WATCHER_COMMANDS as WATCHER_COMMANDS
from .cursor import Cursor
from .cursor import Row as Row
from .flow import Flow
from .opening import cap_opening
from .prompt import Prompt
from .records import header, player_entry
from .reports import REPORT_KEYS, Reports
from .seat import BotQuestion, LocalSeat, Seat
from .utterance import History as History
from .utterance import Utterance as Utterance


def refusal_id(game_id: str, code: str) -> str:
    """The message id that says a refusal: the game's own sentence
    (``<game_id>-invalid-<code>``, in the game's folder) when it has one,
    else the one every game shares (``invalid-<code>``, common.ftl). So a
    game words its own refusals without a list of which are shared."""
    own = f"{game_id}-invalid-{code}"
    return own if catalog().has(own) else f"invalid-{code}"


def seat_name(seat: int, human: int = 0, capital: bool = False) -> str:
    """"you" / "You" for the player, the bot's name otherwise."""
    if seat == human:
        return t("you-capital") if capital else t("you")
    return t("bot-name", seat=seat)


class GameSession(Cursor, ABC):
    """The engine-agnostic part of a game on screen."""

    #: the game's engine and its bot factories by level: each game's session
    #: names its own, so the core looks no game up.
    engine: ClassVar[type[Game[Any]]]
    bot_levels: ClassVar[Mapping[str, Callable[[random.Random], Any]]]
    #: The report keys' words and the window's lines and table (reports.py):
    #: each game's own part, made in its session's ``__init__``.
    reports: Reports[Any]

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
        self.levels = list(levels)
        self.verbosity = verbosity
        self.key_label = key_label
        self.history = History()
        # The summary that waits between deals, the events held behind it and
        # a new deal's opening with its gate (flow.py).
        self.flow = Flow(self)
        self.record_written = False  # the app writes a finished game's record once
        self.rows: list[Row] = []
        # A watcher has no hand: the focus starts on the first public row.
        self.row = self.watch_rows[0] if self.watching else 0
        self.focus: list[int] = []
        # The turn prompt and the opening's words; ``newcomer``: the player's
        # first deal of this game on their profile, whose opening says how to
        # hear the hand and where the keys are (game.app.newcomer).
        self.prompt: Prompt[Any] = self.make_prompt(newcomer)
        # The player's moves taken: online one is sent, its words to come.
        self.moves_taken = 0
        # The suggestion and "since my last turn" (advice.py): this one
        # suggests nothing; a game's own advice, made in its session, does.
        self.advice: Advice[AdviceHost, Any] = Advice(self)

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
        return cap_opening(prompt.intro(), self.flow.announce(list(self.side.events)),
                           self.key_label, hint_id=hint_id, always_hint=prompt.keys_told)

    def bot_due(self) -> bool:
        """A bot should move now (the app paces it)."""
        seat = self.side.current_player()
        return seat is not None and seat in self.side.bots and not self.flow.paused

    def bot_step(self) -> list[Utterance]:
        """One bot move and its words."""
        question = self.bot_question()
        if question is None:
            return []
        bot, view, legal = question
        return self.bot_play(bot.choose(view, legal))

    def bot_question(self) -> BotQuestion | None:
        """What the bot to move must answer: (bot, view, legal moves), its
        generator seeded for this decision; None when no bot is to move or
        a summary waits. The app asks it on a worker thread (game.app.thinking)."""
        return None if self.flow.paused else self.side.bot_question()

    def bot_play(self, move: Any) -> list[Utterance]:
        """The bot to move's chosen ``move`` and its words."""
        return self.flow.announce(self.side.bot_move(move))

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
        ended = any(e["type"] in self.pause_after for e in events)
        dealt = any(e["type"] == "deal" for e in events)
        if (events and (dealt or not ended) and self.side.current_player() == self.human
                and not self.side.is_over()):
            self.prompt.turn_prompt(calling=True)

    def quiet_replay_done(self) -> None:
        """The moves replayed without words are all made."""

    def bot_take(self, move: Any) -> list[Utterance]:
        """The bot to move makes ``move`` without choosing (a resumed game's
        record gives it): its memory takes it in (:func:`bots.observe`)."""
        if self.flow.paused:
            return []
        return self.flow.announce(self.side.bot_take(move))

    def try_move(self, move: Any) -> list[Utterance]:
        """Apply the player's move, or say why not and change nothing."""
        # A move of the player's own (a key past the gate, a replayed save)
        # acts on the deal as it stands: no opening is left to wait for.
        self.flow.unheard = None
        if self.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        if self.side.current_player() != self.human:
            seat = self.side.current_player()
            return [self.refuse(Refusal("not-your-turn", {"name": self.name(seat or 0)}))]
        try:
            events = self.side.submit(move)
        except IllegalMove as err:
            return [self.refuse(err.refusal)]
        self.moves_taken += 1
        self.advice.suggested = None
        self.after_own_move()
        return self.flow.announce(events)

    def refuse(self, refusal: Refusal) -> Utterance:
        args = self.refusal_args(refusal)
        args.setdefault("key", self.key_label("toggle_select"))
        text = t(refusal_id(self.engine.game_id, refusal.code), **args)
        return self.say(text, interrupt=True, cue="invalid")

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        """The refusal's arguments as catalog arguments; games whose engines
        give cards, lists or codes turn them into words here."""
        return dict(refusal.args)

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

    def play_suggested(self, move: Any) -> list[Utterance]:
        """Enter on a kept suggestion: its move as it was made (advice.py),
        once the table's row has asked Enter's question (command_table.py).
        The suggestion had put the focus where that move is made (a group to
        hit, the draw action); once it is made, the focus goes back to the
        hand (the first row of every game), where the next Enter has a card
        to act on rather than a spent action or an empty selection."""
        before = len(self.side.events)
        words = self.try_move(move)
        if len(self.side.events) > before and self.row != 0:
            self.row = 0
            self.refresh_rows()
        return words

    # -- between deals -----------------------------------------------------------
    def last_deal(self) -> Event | None:
        """The latest deal event, as the player's seat sees it."""
        deal = next((e for e in reversed(self.side.events) if e["type"] == "deal"), None)
        return None if deal is None else self.side.redact(deal)

    def escape(self) -> list[Utterance] | None:
        """Escape while the session asks a question: go back and say so;
        None when nothing is asked (the app opens the game menu)."""
        return None

    # -- records ---------------------------------------------------------------
    def record_header(self) -> Event:
        players = [player_entry("human", None, t("you"))] + [
            player_entry("bot", level, t("bot-name", seat=seat))
            for seat, level in enumerate(self.levels, start=1)
        ]
        return header(self.side, players)

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

    def took_in(self, event: Event) -> None:
        """The session takes in one (redacted) event once it is said: its
        rows and what it keeps of the game follow the engine. Apart from
        :meth:`describe` so that words can be asked for without side effects."""

    @abstractmethod
    def after_own_move(self) -> None:
        """Clear what a move used up (selection)."""
