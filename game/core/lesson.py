"""A lesson: a game's real engine and session on a fixed deal, walked
through one step at a time ("Learn to play").

Each game declares its lesson (``game/games/<id>/lesson.py``): the deal it
is dealt (a ``deal`` event, which the engine's own ``deck_from_deal`` turns
into the deck, so the lesson follows any change to how the engine deals),
the opponents' moves, and the steps. A step names the commands it wants, a
check that it is done and its words (``<step>``: what to do and why;
``<step>-ask``: what to press, said again for a key the step does not
want). Everything else the player hears is the game's own words for the
real moves: the lesson only adds a step's instruction before it.

:class:`LessonRun` runs the steps over a session; it names no game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, TypeVar

from ..i18n import t
from .base import Event, Game
from .replay import DealsDecks, RecordedChance
from .seat import LocalSeat
from .session import WATCHER_COMMANDS, GameSession
from .utterance import Utterance

#: a game's card: the deck is reordered, never looked into but by its code
C = TypeVar("C")

#: Keys that read the table and change nothing: they work at every step,
#: so the player may hear their hand or the table before doing what it asks.
READING_COMMANDS = WATCHER_COMMANDS | {"since_last"}


def reading(command: str) -> bool:
    """Whether ``command`` only reads the table or moves the focus (the
    rank keys that jump too): it works at every step and after the end."""
    return command in READING_COMMANDS or command.startswith("jump_")


class LessonMisfit(Exception):
    """The lesson's fixed deal or script no longer fits the engine (a rule
    or the dealing changed): the lesson's tests fail loudly on it."""


@dataclass(frozen=True)
class Step:
    """One thing the player does. ``words`` is the message id of the
    instruction (``<words>-ask``: what to press, in one sentence);
    ``wants`` the commands that work toward it (every other key but the
    reading ones is answered with the ask); ``done`` checks the session."""

    words: str
    wants: frozenset[str]
    #: The step's checks take the game's own session (a GameSession subclass
    #: the game's lesson reads by its own members), hence Any: Step is the
    #: four games' one type.
    done: Callable[[Any], bool]
    #: Catalog arguments of the step's words beyond the key names.
    args: Callable[[Any], Mapping[str, object]] = field(default=lambda session: {})
    #: Where the wanted keys act: elsewhere (Enter on another row, which
    #: would make another move) they are answered with the ask too.
    where: Callable[[Any], bool] = field(default=lambda session: True)

    @property
    def ask(self) -> str:
        return f"{self.words}-ask"


@dataclass(frozen=True)
class Lesson:
    """A game's lesson: its players, the deal it is dealt, each opponent's
    moves in order, its steps, and its words (``<prefix>-intro``, said
    after the game's opening, and ``<prefix>-end``, said when every step
    is done)."""

    prefix: str
    players: int
    deal: Event
    opponent_moves: Mapping[int, Sequence[object]]
    steps: Sequence[Step]
    options: Mapping[str, object] = field(default_factory=dict)
    seed: int = 1

    @property
    def intro(self) -> str:
        return f"{self.prefix}-intro"

    @property
    def end(self) -> str:
        return f"{self.prefix}-end"


class LessonChance(RecordedChance):
    """The lesson's deal first (through the engine's ``deck_from_deal``),
    then seeded chance for anything after it (a reshuffle, a next deal)."""

    def __init__(self, game_cls: DealsDecks, deal: Event, seed: int) -> None:
        super().__init__(game_cls, [(1, deal)])
        self._dealt = False
        self._rng = random.Random(seed)

    def deal_deck(self, cards: list[C]) -> list[C]:
        if not self._dealt:
            self._dealt = True
            return super().deal_deck(cards)
        deck = list(cards)
        self._rng.shuffle(deck)
        return deck

    def restock(self, cards: list[C]) -> list[C]:
        stock = list(cards)
        self._rng.shuffle(stock)
        return stock


class ScriptedBot:
    """An opponent that makes the lesson's moves for its seat, in order. A
    move the engine no longer allows, or one too few, is a misfit."""

    def __init__(self, seat: int, moves: Sequence[object]) -> None:
        self.seat = seat
        self.moves = list(moves)

    def choose(self, view: object, legal: Sequence[object]) -> object:
        if not self.moves:
            raise LessonMisfit(f"seat {self.seat} has no scripted move left")
        move = self.moves.pop(0)
        if move not in legal:
            raise LessonMisfit(f"seat {self.seat}'s scripted move {move!r} is not legal")
        return move


def lesson_game(session_cls: type[GameSession], lesson: Lesson) -> Game[Any]:
    """The engine dealt the lesson's deal; a misfit if it deals otherwise."""
    engine = session_cls.engine
    try:
        game = engine(lesson.players, seed=lesson.seed, options=dict(lesson.options),
                      chance=LessonChance(engine, lesson.deal, lesson.seed))
    except Exception as err:  # the deal's cards or shape no longer fit the engine
        raise LessonMisfit(f"the lesson's deal does not fit: {err}") from err
    dealt = next((e for e in game.events if e.get("type") == "deal"), None)
    if dealt is None:
        raise LessonMisfit("the engine did not deal")
    for key, value in lesson.deal.items():
        if dealt.get(key) != value:
            raise LessonMisfit(f"the engine dealt {key} {dealt.get(key)!r}, not {value!r}")
    return game


def lesson_session(session_cls: type[GameSession], lesson: Lesson,
                   **kwargs: Any) -> GameSession:
    """The game's real session over the lesson's game, its opponents
    playing the lesson's moves."""
    game = lesson_game(session_cls, lesson)
    bots = {seat: ScriptedBot(seat, moves) for seat, moves in lesson.opponent_moves.items()}
    session = session_cls(lesson.players, [], lesson.seed, dict(lesson.options),
                          side=LocalSeat(game, 0, bots), **kwargs)
    session.bots.levels = ["easy"] * (lesson.players - 1)  # for a record header; never played
    return session


def moves_made(session: GameSession, kind: str) -> int:
    """How many ``kind`` events (a draw, a play, a lay...) the player has
    made: a step is done once its move is in the game's events."""
    return sum(1 for e in session.side.events
               if e.get("type") == kind and e.get("player") == session.human)


class ChosenCards(Protocol):
    """What :func:`chosen_codes` reads of a hand game's moves."""

    def chosen_cards(self) -> Iterable[object]: ...


class ChoosesCards(Protocol):
    """What :func:`chosen_codes` reads of a hand game's session: its moves."""

    @property
    def moves(self) -> ChosenCards: ...


def chosen_codes(session: ChoosesCards) -> set[str]:
    """The cards the player has chosen (selected), as codes; the session
    is a hand game's, whose moves have ``chosen_cards``."""
    return {str(card) for card in session.moves.chosen_cards()}

def remaining(deck: Sequence[str], *taken: Sequence[str]) -> list[str]:
    """``deck`` (card codes, in order) less every card of ``taken`` (one
    copy each: a deck may hold two of a card): the rest of a lesson's stock
    under the cards the lesson places on it.

    >>> remaining(["AS", "2S", "AS", "3S"], ["AS"], ["3S"])
    ['2S', 'AS']
    """
    rest = list(deck)
    for cards in taken:
        for code in cards:
            if code not in rest:
                raise LessonMisfit(f"the deck has no {code} left for the lesson")
            rest.remove(code)
    return rest


class LessonRun:
    """A lesson under way: the step the player is on, what a key does at it,
    and the next step's words once its time comes (the player to move)."""

    def __init__(self, lesson: Lesson, session: GameSession) -> None:
        self.lesson = lesson
        self.session = session
        self.index = 0
        self.told = -1  # the step whose instruction was last said
        self.finished = False

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self.index]

    def keys(self, *also: str) -> dict[str, str]:
        """The key of every command of the game (and of ``also``), as the
        lesson's words name them: an argument named by the command
        (``{ $draw }``: "D")."""
        label = self.session.key_label
        commands = {*self.session.commands, *also, "play", "game_menu"}
        return {command: label(command) for command in commands}

    def words(self, message: str, step: Step) -> str:
        """A step's message with its keys and its own arguments."""
        return t(message, **self.keys(*step.wants), **step.args(self.session))

    def start(self) -> list[Utterance]:
        """The lesson's first words, the game's opening and the first step."""
        # The lesson says what it is first; the game's opening queues after.
        said = self.session.say(t(self.lesson.intro, **self.keys()), interrupt=True)
        opening = [replace(u, interrupt=False) for u in self.session.start()]
        return [said, *opening, *self.due()]

    def ready(self) -> bool:
        """The player may act on the step now: no opponent is to move."""
        return not self.session.bots.due()

    def due(self) -> list[Utterance]:
        """The words the lesson has to say now, after a key's words or an
        opponent's move: the next step's instruction once the step before
        is done and the player is to move, or the lesson's end."""
        out: list[Utterance] = []
        while not self.finished and self.lesson.steps[self.index].done(self.session):
            self.index += 1
            if self.index == len(self.lesson.steps):
                self.finished = True
        if not self.ready() and not self.finished:
            return out
        if self.finished:
            # Nobody moves on after the last step: the lesson is over.
            self.session.side.bots = {}
            if self.told != len(self.lesson.steps):
                self.told = len(self.lesson.steps)
                out.append(self.session.say(t(self.lesson.end, **self.keys())))
            return out
        if self.told != self.index:
            self.told = self.index
            step = self.lesson.steps[self.index]
            out.append(self.session.say(self.words(step.words, step)))
        return out

    def handle(self, command: str) -> list[Utterance]:
        """A key at the current step: a reading key or one the step wants
        goes to the game; any other says what the step wants and changes
        nothing. Once the lesson is over only the reading keys act."""
        step = self.step
        if step is None:  # the lesson is over: the table can still be read
            return self.session.handle(command) if reading(command) else []
        # The rank keys that select (Shift+rank) select as Space does.
        selecting = "toggle_select" in step.wants and (
            command.startswith("pick_") or command == "clear_selection")
        wanted = command in step.wants or selecting
        if reading(command) or (wanted and step.where(self.session)):
            return self.session.handle(command)
        # Like any key but a move's, it shows the player has turned to the
        # deal: its opening no longer holds the move keys back.
        self.session.flow.opening_heard()
        return [self.session.say(t("lesson-wants", ask=self.words(step.ask, step)),
                                 interrupt=True, cue="invalid")]
