"""Ten Phases' turn prompt, as the part its session holds (``session.prompt``,
:mod:`game.core.prompt`): the draw step with the discard on offer, the
keep-or-redraw step said whole, the declare and discard steps taught once,
and the keep-or-redraw question asked in place of the call to act; its
opening (the name, the opponents and the goal always said) and whose turn
are every draw-and-discard game's (:class:`~game.core.prompt.HandPrompt`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.base import Event
from ...core.prompt import HandPrompt, HandPromptHost
from ...core.utterance import Utterance
from ...i18n import t
from .question import TenPhasesQuestion
from .rules import CHOOSE, DRAW, TenPhasesView
from .words import card_name


class TenPhasesPromptHost(HandPromptHost, Protocol):
    """What Ten Phases' prompt reads of its session besides
    :class:`~game.core.prompt.HandPromptHost`: the seat's view, the cards
    the player's declaration showed, and the keep-or-redraw question."""

    def view(self) -> TenPhasesView:
        """The player's view of the table (a watcher's: the public one)."""
        ...

    @property
    def question(self) -> TenPhasesQuestion:
        """The session's questions, keep or redraw among them (question.py)."""
        ...


class TenPhasesPrompt(HandPrompt[TenPhasesPromptHost]):
    """Ten Phases' turn prompt; it reads its session only through
    :class:`TenPhasesPromptHost`."""

    intro_must = (0, 1, -1)  # the name, the opponents, the goal; the rules reminder gives way

    def turn_prompt(self, calling: bool = False) -> str:
        host = self.host
        view = host.view()
        play = host.key_label("play")
        if view.step == DRAW:
            # Short after the first times: the card on offer only.
            if view.discard_top is not None:
                return self.prompt_words("tenphases-your-turn-draw", calling,
                                         draw=host.key_label("draw"),
                                         card=card_name(view.discard_top),
                                         card_acc=card_name(view.discard_top, case="acc"),
                                         take=host.key_label("take_discard"))
            return self.prompt_words("tenphases-your-turn-draw-only", calling,
                                     draw=host.key_label("draw"))
        if view.step == CHOOSE:  # once a phase: always whole
            return t("tenphases-your-turn-choose", phase=view.phases_done[host.human],
                     count=host.question.shown_count(), play=play)
        step = "discard" if view.declared else "declare"
        return self.taught_once(step, calling, phase=view.phases[host.human], play=play)

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        host = self.host
        if events and host.question.keep_due():
            # Asked after the declaration's words, which it must not cut.
            return host.question.ask_keep(interrupt=False)
        return super().turn_prompt_if_mine(events)
