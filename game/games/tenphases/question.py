"""Ten Phases' question part (``session.question``): besides the questions
every game may ask (:class:`~game.core.choosing.Question`), the one asked
after a declaration, "keep the cards, or discard them and draw?" (TP-8),
with keep in focus; Escape from it says it waits for Enter.

It reads of its session, besides the core's (its words, the player's move):
the player's view (the step, the last declarations, the phases done), whose
turn it is and the name of the play key."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ...core.choosing import Choosing, Question, QuestionHost
from ...core.seat import Seat
from ...core.utterance import Utterance
from ...i18n import t
from .rules import CHOOSE, Keep, Redraw, TenPhasesView


class KeepHost(QuestionHost, Protocol):
    """What Ten Phases' question reads of its session besides the core's:
    the seat, the view, whose turn and the keys' names."""

    #: The player's seat.
    human: int
    key_label: Callable[[str], str]

    @property
    def side(self) -> Seat:
        """The player's side of the table: whose turn, the game over."""
        ...

    def view(self) -> TenPhasesView:
        """The player's view of the table."""
        ...


class TenPhasesQuestion(Question[KeepHost]):
    """Ten Phases' questions, the keep-or-redraw one among them (module
    docstring)."""

    def shown_count(self) -> int:
        """How many cards the player's declaration showed."""
        host = self.host
        declaration = host.view().last_declarations[host.human]
        return sum(len(g.cards) for g in declaration.groups) if declaration else 0

    def keep_due(self) -> bool:
        """The player is to keep the declared cards or redraw, now."""
        host = self.host
        return (not host.side.is_over() and host.side.current_player() == host.human
                and host.view().step == CHOOSE)

    def ask_keep(self, interrupt: bool = True) -> list[Utterance]:
        """Ask the keep-or-redraw question, keep in focus."""
        count = self.shown_count()
        labels = [t("tenphases-keep-label"), t("tenphases-redraw-label", count=count)]
        return self.ask("keep", labels, [Keep(), Redraw()], interrupt=interrupt, draw=count)

    def back_words(self, choice: Choosing) -> str:
        if choice.kind == "keep":
            host = self.host
            return t("tenphases-choice-later", phase=host.view().phases_done[host.human],
                     count=self.shown_count(), play=host.key_label("play"))
        return super().back_words(choice)
