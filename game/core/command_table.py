"""The game screen's commands as a table: for each command, what answers it
and when, read by one function (:func:`dispatch`).

A key goes down the table's rows in order; the first row that takes the key
and has words for it answers, and the key goes no further. The rows stand in
stages (:class:`Stage`), whatever the order the parts were named in:

1. what any key ends (Enter's question: ``selection_enter.py``);
2. the opening's gate: a move key sent before a new deal's opening was
   heard says the opening again (``Flow.unheard_gate``, ``flow.py``), asked once
   a key;
3. a watcher's refusal: a watcher (no seat, no hand) may only read the
   table, and any other key is refused here in one sentence, before any
   part sees it, so no part needs to know about watchers; only Enter that
   goes on past a summary or after the end goes on down the table;
4. a part's own keys: the rank keys (``jump.py``; before the table's rows);
5. a question being asked, which takes every key but the reading ones
   (``choosing.py``);
6. the table's: history, repeat, Enter to go on past a summary, a deal's
   summary waiting, a watcher's status, Enter on a kept suggestion (which
   asks Enter's question first, :func:`kept_suggestion`) (:data:`TABLE_ROWS`,
   which holds the watcher's refusal too);

then the game's commands, a mapping from a command to what answers it (the
focus keys and W for every game, each part's and the game's own), and for any
other key, "nothing to do with that key here". A game's own answer that says
nothing and sends no move says that too.

A session names its table in ``command_table``, built from the parts it is
made of (:class:`Part`) with :meth:`CommandTable.of` or
:meth:`CommandTable.extend`; the help screen (F1) lists its ``listed``
commands, in that order. A handler is any function of the session: no
method name is looked up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Final, Protocol

from ..i18n import t
from .commands import WATCHER_COMMANDS
from .utterance import History, Utterance

#: A game's command: a function of the session, returning what to say.
Handler = Callable[[Any], list[Utterance]]
#: A row's answer: a function of the session and the key; None lets the key
#: go on down the table.
Answer = Callable[[Any, str], list[Utterance] | None]

HISTORY_KEYS: Final = frozenset({"history_back", "history_forward", "history_oldest",
                                 "history_newest"})
FOCUS_KEYS: Final = ("next_card", "previous_card", "first_card", "last_card")
ROW_KEYS: Final = ("previous_row", "next_row")
#: The game screen's keys the app answers before the session is asked
#: (``game/app/main.py``, ``game/app/screens.py``).
APP_KEYS: Final = frozenset({"save", "mute", "game_menu"})


class Stage(IntEnum):
    """Where a row stands in the table (the module docstring)."""

    EVERY_KEY = 0
    OPENING = 1
    WATCHER = 2
    PART_KEYS = 3
    QUESTION = 4
    TABLE = 5


@dataclass(frozen=True)
class Keys:
    """The keys a row takes: ``only`` these (None: every key) but never
    those in ``but``."""

    only: frozenset[str] | None = None
    but: frozenset[str] = frozenset()

    @classmethod
    def of(cls, *commands: str) -> Keys:
        return cls(only=frozenset(commands))

    @classmethod
    def every_but(cls, commands: Iterable[str]) -> Keys:
        return cls(but=frozenset(commands))

    def __contains__(self, command: object) -> bool:
        return ((self.only is None or command in self.only)
                and command not in self.but)


EVERY_KEY: Final = Keys()


@dataclass(frozen=True)
class Row:
    """One row of the table: the ``keys`` it takes, ``when`` it takes them
    (a state of the session) and its ``answer``."""

    name: str
    stage: Stage
    keys: Keys
    answer: Answer
    when: Callable[[Any], bool] = field(default=lambda session: True)


def forget(name: str, stage: Stage, keys: Keys, what: Callable[[Any], None]) -> Row:
    """A row that answers no key: a key it takes ends something kept for
    the next key (Enter's question, the first digit of 10)."""

    def forgotten(session: Any, command: str) -> None:
        what(session)

    return Row(name, stage, keys, forgotten)


@dataclass(frozen=True)
class Part:
    """What one part of a session brings to its table: rows and commands."""

    rows: tuple[Row, ...] = ()
    commands: Mapping[str, Handler] = field(default_factory=dict)


class KeptSuggestion(Protocol):
    """What the table reads of a session's advice (``advice.py``)."""

    def standing_suggestion(self) -> Any: ...


class EnterQuestion(Protocol):
    """What the table asks of a session's Enter part (``selection_enter.py``):
    the question to say instead of making a move, or None to make it."""

    def asks_first(self, move: Any) -> list[Utterance] | None: ...


class TableFlow(Protocol):
    """What the table's own rows read of a session's flow (``flow.py``):
    a summary waiting, and a new deal's opening and its gate."""

    paused: bool

    def unheard_gate(self, command: str) -> list[Utterance] | None: ...
    def go_on(self) -> list[Utterance]: ...
    def between_deals(self) -> bool: ...
    def while_summary_waits(self, command: str) -> Utterance: ...


class TableMoves(Protocol):
    """What the table reads of a session's moves (``moves.py``): how many
    moves the player took, and a kept suggestion's move made."""

    moves_taken: int

    def play_suggested(self, move: Any) -> list[Utterance]: ...


class AskedQuestion(Protocol):
    """What the table's rows read of the session's question (``choosing.py``)."""

    @property
    def choosing(self) -> object:
        """The question being asked, or None."""
        ...


class TablePrompt(Protocol):
    """What the table reads of a session's prompt (``prompt.py``): a
    watcher's words, and whose turn it is."""

    def watcher_refusal(self) -> Utterance: ...
    def watching_words(self) -> str: ...
    def whose_turn(self) -> str: ...


class TableSession(Protocol):
    """What the table's own rows read of a session (``GameSession``)."""

    history: History

    @property
    def moves(self) -> TableMoves: ...

    @property
    def flow(self) -> TableFlow: ...

    @property
    def advice(self) -> KeptSuggestion: ...

    @property
    def question(self) -> AskedQuestion: ...

    @property
    def prompt(self) -> TablePrompt: ...

    @property
    def watching(self) -> bool: ...
    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance: ...


def repeat_last(session: TableSession, command: str) -> list[Utterance]:
    history = session.history
    if not history.messages:
        return [Utterance(t("nothing-to-repeat"), interrupt=True)]
    history.cursor = len(history.messages) - 1
    return [Utterance(history.messages[-1], interrupt=True)]


def goes_on(session: Any) -> bool:
    """Enter goes on: a summary waits for the player, or the game is over."""
    return bool(session.flow.paused or session.side.is_over())


def refused_to_watcher(session: TableSession, command: str) -> list[Utterance] | None:
    """A watcher's key that would move something, refused in one sentence.
    Enter that goes on (past a summary, after the end) is not a move: it
    goes on down to the table's "go on" row, for a watcher as for a player."""
    if command == "play" and goes_on(session):
        return None
    return [session.prompt.watcher_refusal()]


def kept_suggestion(session: TableSession, command: str) -> list[Utterance] | None:
    """Enter on a kept suggestion plays its move; with a selection the focus
    is off, the session's Enter part asks first, as for any Enter that would
    commit the selection (a game without a selection holds no such part)."""
    kept = session.advice.standing_suggestion()
    if kept is None:
        return None
    enter: EnterQuestion | None = getattr(session, "enter", None)
    asked = None if enter is None else enter.asks_first(kept)
    return asked or session.moves.play_suggested(kept)


#: The opening's gate, once a key.
GATE: Final = Row("opening's gate", Stage.OPENING, EVERY_KEY,
                  lambda s, command: s.flow.unheard_gate(command))

#: The table's own rows, in every session's table, in order within their
#: stage: the watcher's refusal stands before the parts' keys, the rest
#: after them all.
TABLE_ROWS: Final = (
    Row("watcher's refusal", Stage.WATCHER, Keys.every_but(WATCHER_COMMANDS),
        refused_to_watcher, when=lambda s: s.watching),
    Row("history", Stage.TABLE, Keys(only=HISTORY_KEYS),
        lambda s, command: [s.history.review(command)]),
    Row("repeat", Stage.TABLE, Keys.of("repeat_last"), repeat_last),
    Row("go on", Stage.TABLE, Keys.of("play"), lambda s, command: s.flow.go_on(), when=goes_on),
    Row("summary waits", Stage.TABLE, EVERY_KEY,
        lambda s, command: [s.flow.while_summary_waits(command)],
        when=lambda s: s.flow.between_deals()),
    Row("watcher's status", Stage.TABLE, Keys.of("my_status"),
        lambda s, command: [s.say(s.prompt.watching_words(), interrupt=True)],
        when=lambda s: s.watching),
    Row("kept suggestion", Stage.TABLE, Keys.of("play"), kept_suggestion),
)

def focus_key(command: str) -> Handler:
    """A focus key: it moves along the row in focus (cursor.py)."""
    return lambda session: session.cursor.move_focus(command)


#: The commands every game answers alike: the focus keys and W.
EVERY_GAME: Final = Part(commands={
    **{key: focus_key(key) for key in FOCUS_KEYS},
    "next_row": lambda s: s.cursor.move_row(1),
    "previous_row": lambda s: s.cursor.move_row(-1),
    "whose_turn": lambda s: [s.say(s.prompt.whose_turn(), interrupt=True)],
})



def online_only(session: TableSession) -> list[Utterance]:
    """The chat and who keys work at an online table (the app answers
    them there); a game on this computer says so in one sentence."""
    return [session.say(t("online-only"), interrupt=True)]


#: The online table's keys, as a game on this computer answers them; F1
#: lists them only at an online table (game/app/menus.py).
ONLINE_TABLE: Final = Part(commands={"chat": online_only, "who": online_only,
                                     "players": online_only})

@dataclass(frozen=True)
class CommandTable:
    """A session's commands: its rows in stage order, its commands, the
    ones F1 lists and the game screen's keys it names as not its own."""

    parts: tuple[Part, ...]
    listed: tuple[str, ...] = ()
    not_here: frozenset[str] = frozenset()
    rows: tuple[Row, ...] = field(init=False)
    commands: Mapping[str, Handler] = field(init=False)

    def __post_init__(self) -> None:
        own = [row for part in self.parts for row in part.rows]
        # sorted() keeps the parts' order within a stage.
        rows = sorted((GATE, *own, *TABLE_ROWS), key=lambda row: row.stage)
        commands: dict[str, Handler] = {}
        for part in (EVERY_GAME, *self.parts):
            commands.update(part.commands)  # a later part's answer replaces an earlier one's
        object.__setattr__(self, "rows", tuple(rows))
        object.__setattr__(self, "commands", commands)

    @classmethod
    def of(cls, *parts: Part, listed: Iterable[str] = (),
           not_here: Iterable[str] = ()) -> CommandTable:
        return cls(parts, tuple(listed), frozenset(not_here))

    def extend(self, *parts: Part, listed: Iterable[str] | None = None,
               not_here: Iterable[str] | None = None) -> CommandTable:
        """This table with more ``parts`` (their commands replace this
        table's), and the F1 list and the keys not this game's given anew."""
        return CommandTable((*self.parts, *parts),
                            self.listed if listed is None else tuple(listed),
                            self.not_here if not_here is None else frozenset(not_here))

    def answers(self, command: str) -> bool:
        """Some row or command of the table takes ``command``."""
        return command in self.commands or any(
            command in row.keys and row.keys.only is not None for row in self.rows)


def dispatch(session: TableSession, table: CommandTable, command: str) -> list[Utterance]:
    """What ``command`` says at ``session``, read from ``table``."""
    for row in table.rows:
        if command in row.keys and row.when(session):
            said = row.answer(session, command)
            if said is not None:
                return said
    handler = table.commands.get(command)
    if handler is None:
        return [session.say(t("key-does-nothing"), interrupt=True)]
    taken = session.moves.moves_taken
    words = handler(session)  # a move sent online: its words come with its events
    return words if words or session.moves.moves_taken != taken else [
        session.say(t("key-does-nothing"), interrupt=True)]
