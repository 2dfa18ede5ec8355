"""Twenty's turn prompt and opening words, as the part its session holds
(``session.prompt``, :mod:`game.core.prompt`): the opening with the match's
target, the move's limit in the prompt (TW-7), whose turn with the move
number, and the last-card warning said before the call to act."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.base import Event
from ...core.opening import must_say
from ...core.prompt import Prompt, PromptHost, Warns, WhereWords
from ...core.utterance import Utterance
from ...i18n import join_list, t
from .rules import TwentyView, move_value


class TwentyPromptHost(PromptHost, Protocol):
    """What Twenty's prompt reads of its session besides
    :class:`~game.core.prompt.PromptHost`: the seat's view, the last-card
    warning and the narrator's words for where a deal stands."""

    def view(self) -> TwentyView:
        """The player's view of the table (a watcher's: the public one)."""
        ...

    @property
    def last_card_warning(self) -> Warns:
        """The real table's warning of a player down to one card."""
        ...

    @property
    def narrator(self) -> WhereWords:
        """The words of the game's events."""
        ...


class TwentyPrompt(Prompt[TwentyPromptHost]):
    """Twenty's turn prompt and opening words; it reads its session only
    through :class:`TwentyPromptHost`."""

    def intro(self) -> list[Utterance]:
        host = self.host
        names = join_list([host.name(s) for s in host.opponents()])
        target = host.side.options["match_points"]
        if host.watching:  # who plays, nobody "you"
            return [must_say(host.say(t("twenty-start-watch", names=names, target=target)))]
        return [must_say(host.say(t("twenty-start", players=host.side.players, names=names,
                                    target=target)))]

    def where_words(self, deal: Event) -> str:
        return self.host.narrator.where_words(deal)

    def turn_prompt(self, calling: bool = False) -> str:
        view = self.host.view()
        # Short after the first times: the move, which is its limit (TW-7).
        if any(move_value(c) <= view.move_number for c in view.hand):
            message = "twenty-your-turn"
        elif view.stock_count:
            message = "twenty-your-turn-draw"
        else:
            message = "twenty-your-turn-pass"
        return self.prompt_words(message, calling, move=view.move_number,
                                 key=self.host.key_label("draw"))

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        # A real table's warning, after the move's words, before the prompt.
        warnings = self.host.last_card_warning.warnings()
        return warnings + super().turn_prompt_if_mine(events)

    def whose_turn(self) -> str:
        host = self.host
        view = host.view()
        if view.to_move is None:
            return self.over_turn_words()
        if view.to_move == host.human:
            return self.turn_prompt()
        return t("twenty-turn-of", name=host.name(view.to_move), move=view.move_number)
