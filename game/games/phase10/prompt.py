"""Phase 10's turn prompt, as the part its session holds (``session.prompt``,
:mod:`game.core.prompt`): the draw step with the discard on offer (or a
skip that cannot be taken), the lay and hit steps taught once, and the
last-card warning said before the call to act; its opening and whose turn
are every draw-and-discard game's (:class:`~game.core.prompt.HandPrompt`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.base import Event
from ...core.prompt import HandPrompt, HandPromptHost, Warns
from ...core.utterance import Utterance
from .rules import Phase10View
from .rules.moves import DRAW
from .words import card_name


class Phase10PromptHost(HandPromptHost, Protocol):
    """What Phase 10's prompt reads of its session besides
    :class:`~game.core.prompt.HandPromptHost`: the seat's view and the
    last-card warning."""

    def view(self) -> Phase10View:
        """The player's view of the table (a watcher's: the public one)."""
        ...

    @property
    def last_card_warning(self) -> Warns:
        """The real table's warning of a player down to one card."""
        ...


class Phase10Prompt(HandPrompt[Phase10PromptHost]):
    """Phase 10's turn prompt; it reads its session only through
    :class:`Phase10PromptHost`."""

    def turn_prompt(self, calling: bool = False) -> str:
        host = self.host
        view = host.view()
        if view.step == DRAW:
            # Short after the first times: the card on offer only.
            if view.discard_takeable and view.discard_top is not None:
                return self.prompt_words("phase10-your-turn-draw", calling,
                                         draw=host.key_label("draw"),
                                         card=card_name(view.discard_top),
                                         card_acc=card_name(view.discard_top, case="acc"),
                                         take=host.key_label("take_discard"))
            skip = view.discard_top is not None and view.discard_top.is_skip
            return self.prompt_words("phase10-your-turn-draw-only", calling,
                                     draw=host.key_label("draw"), skip="yes" if skip else "no")
        step = "hit" if view.laid[host.human] else "lay"
        return self.taught_once(step, calling, phase=view.phases[host.human])

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        # A real table's warning, after the move's words, before the prompt.
        warnings = self.host.last_card_warning.warnings()
        return warnings + super().turn_prompt_if_mine(events)
