"""Asking the player a question: one spoken answer at a time, Up and Down
(or Left and Right) to hear the others, Enter to pick, Escape to go back.

Every session holds a :class:`Question` (composition, not a base class) as
``question``; a game that asks none never asks it, and its Escape answers
None (the app opens the game menu). The part reads the session only through
:class:`QuestionHost`: its words and the player's move an answer makes. It
is made with the catalog prefix of its words, the game's id; the catalog
then holds, for that prefix:

* ``<words>-choose-<kind>`` {count, first, ...}: the question, with the
  first answer in focus;
* ``<words>-choice`` {label, position}: an answer in focus;
* ``<words>-choice-back``: Escape left the question;
* ``<words>-choosing-help``: any other key while choosing.

Commands that only read (reports, history) still work while choosing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from ..i18n import t
from .command_table import Keys, Part, Row, Stage
from .utterance import Utterance

#: Commands that still work while choosing: they only read.
READING = frozenset({"my_status", "opponents", "table", "scores", "whose_turn", "repeat_last",
                     "history_back", "history_forward", "history_oldest", "history_newest",
                     "hand_grouped", "since_last"})


@dataclass
class Choosing:
    """A question the session asks: its ``kind``, one spoken label and one
    move per answer, the answer in focus."""

    kind: str
    labels: list[str]
    moves: list[Any]
    index: int = 0


class MoveMaker(Protocol):
    """The session's moves (``moves.py``), as an answer makes one."""

    def try_move(self, move: Any) -> list[Utterance]:
        """Make the player's ``move``, or say why not."""
        ...


class QuestionHost(Protocol):
    """What the question reads of the session that asks it (a
    :class:`~game.core.session.GameSession` is one): its words, and the
    player's move that an answer makes."""

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""
        ...

    @property
    def moves(self) -> MoveMaker:
        """The session's moves: an answer picked is the player's move."""
        ...


#: The session the question serves (a game's question reads more of it).
HostT = TypeVar("HostT", bound=QuestionHost)


class Question(Generic[HostT]):
    """A session's question (module docstring): ``choosing``, the question
    being asked and the answer in focus, or None; ``words``, the catalog
    prefix of its words."""

    def __init__(self, host: HostT, words: str) -> None:
        self.host = host
        self.words = words
        self.choosing: Choosing | None = None

    def choice_label(self) -> str:
        """The answer in focus and its position among the answers."""
        choice = self.choosing
        assert choice is not None
        return t(f"{self.words}-choice", label=choice.labels[choice.index],
                 position=t("position", index=choice.index + 1, count=len(choice.labels)))

    def ask(self, kind: str, labels: list[str], moves: list[Any], *, interrupt: bool = True,
            index: int = 0, **args: Any) -> list[Utterance]:
        """Ask a ``kind`` question; ``interrupt`` False lets the words of
        the move that led to it be heard first."""
        self.choosing = Choosing(kind, labels, moves, index)
        text = t(f"{self.words}-choose-{kind}", count=len(labels), first=self.choice_label(),
                 **args)
        return [self.host.say(text, interrupt=interrupt)]

    def escape(self) -> list[Utterance] | None:
        """Escape while a question is asked: go back and say so; None when
        nothing is asked (the app opens the game menu)."""
        if self.choosing is None:
            return None
        choice, self.choosing = self.choosing, None
        return [self.host.say(self.back_words(choice), interrupt=True, cue="move")]

    def back_words(self, choice: Choosing) -> str:
        """What Escape says when it leaves ``choice``."""
        return t(f"{self.words}-choice-back")

    def answer(self, command: str) -> list[Utterance]:
        """A key while the question is asked: Up, Down, Left and Right move
        over the answers, Enter picks the one in focus, any other key says how."""
        choice = self.choosing
        assert choice is not None
        last = len(choice.labels) - 1
        steps = {"next_card": min(last, choice.index + 1),
                 "next_row": min(last, choice.index + 1),
                 "previous_card": max(0, choice.index - 1),
                 "previous_row": max(0, choice.index - 1), "first_card": 0, "last_card": last}
        if command in steps:
            choice.index = steps[command]
            return [self.host.say(self.choice_label(), interrupt=True, cue="move")]
        if command == "play":
            move = choice.moves[choice.index]
            self.choosing = None
            return self.host.moves.try_move(move)
        return [self.host.say(t(f"{self.words}-choosing-help"), interrupt=True)]


#: A question asked, in a session's command table (command_table.py): it
#: takes every key but the reading ones before the table's own rows. A
#: suggestion may answer the question itself (core/advice.py).
CHOOSING = Part(rows=(Row("a question asked", Stage.QUESTION, Keys.every_but(READING | {"suggest"}),
                          lambda s, command: s.question.answer(command),
                          when=lambda s: s.question.choosing is not None),))
