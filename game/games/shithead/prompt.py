"""Shithead's turn prompt and opening words, as the part its session holds
(``session.prompt``, :mod:`game.core.prompt`): the face-up choice with its
suggestion, the card to beat from the row the player plays from, whose
turn with what they must beat, and who moved on to their face-up or
face-down cards said before the call to act."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.base import Event
from ...core.cards import Card
from ...core.opening import must_say
from ...core.prompt import Prompt, PromptHost, Warns
from ...core.utterance import Utterance
from ...core.words import card_list
from ...i18n import join_list, t
from .rules import ShitheadView
from .words import beat_args, beat_text


class SuggestsFaceUp(Protocol):
    """Shithead's moves as its prompt reads them (``moves.py``)."""

    def suggestion(self) -> tuple[Card, ...]:
        """The three cards suggested face up (SH-4)."""
        ...


class SaysSourceMoves(Protocol):
    """Shithead's rows as its prompt reads them (``cursor.py``)."""

    def source_moves(self) -> list[Utterance]:
        """Who moved on to their face-up or face-down cards, said once."""
        ...


class ShitheadPromptHost(PromptHost, Protocol):
    """What Shithead's prompt reads of its session besides
    :class:`~game.core.prompt.PromptHost`: the seat's view, the face-up
    cards it suggests, who moved on to another row, and the last-card
    warning."""

    def view(self) -> ShitheadView:
        """The player's view of the table (a watcher's: the public one)."""
        ...

    @property
    def moves(self) -> SuggestsFaceUp:
        """The session's moves: the face-up cards they suggest."""
        ...

    @property
    def cursor(self) -> SaysSourceMoves:
        """The session's rows, which follow a seat moving on to another row."""
        ...

    @property
    def last_card_warning(self) -> Warns:
        """The real table's warning of a player down to one card."""
        ...


class ShitheadPrompt(Prompt[ShitheadPromptHost]):
    """Shithead's turn prompt and opening words; it reads its session only
    through :class:`ShitheadPromptHost`."""

    def intro(self) -> list[Utterance]:
        host = self.host
        names = join_list([host.name(s) for s in host.opponents()])
        last = "yes" if host.view().play_to_last else "no"
        if host.watching:  # who plays, nobody "you"
            return [must_say(host.say(t("shithead-start-watch", names=names, last=last)),
                             0, 1, -1)]
        # The name, the opponents and the goal (the last sentence) are always
        # said; the order of the cards to shed gives way (core/opening.py).
        return [must_say(host.say(t("shithead-start", names=names, last=last)), 0, 1, -1)]

    def turn_prompt(self, calling: bool = False) -> str:
        host = self.host
        view = host.view()
        if view.phase == "face_up":  # once a game: always whole
            return t("shithead-choose", select=host.key_label("toggle_select"),
                     confirm=host.key_label("play"), cards=card_list(host.moves.suggestion()))
        source = view.source(host.human)
        # Short after the first times: the card to beat, "a 9 or higher"
        # (``$least``), the 2 and the 10 that go on anything left to F1 and W.
        beat = beat_args(view.to_beat) | {"from": source}
        beat["least"] = t("shithead-least", top=beat["top"],
                          card=t("rank-with-article", rank=beat["top"]))
        if source == "face_down":
            return self.prompt_words("shithead-your-turn-face-down", calling,
                                     key=host.key_label("play"), count=view.face_down_count,
                                     **beat)
        if not view.can_play():
            assert view.to_beat is not None
            return self.prompt_words("shithead-your-turn-pick-up", calling,
                                     key=host.key_label("take_discard"), **beat)
        return self.prompt_words("shithead-your-turn", calling, **beat)

    def whose_turn(self) -> str:
        host = self.host
        view = host.view()
        if view.to_move is None:
            return self.over_turn_words()
        if view.to_move == host.human:
            return self.turn_prompt()
        if view.phase == "face_up":
            return t("shithead-choosing", name=host.name(view.to_move))
        return t("shithead-turn-of", name=host.name(view.to_move), beat=beat_text(view.to_beat))

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        # Called once the batch is said and before the prompt: the right place
        # to say who moved on to their face-up or face-down cards.
        warnings = self.host.last_card_warning.warnings()
        return self.host.cursor.source_moves() + warnings + super().turn_prompt_if_mine(events)

    def prompt_must(self) -> tuple[int, ...]:
        # The face-up choice's first sentence says what to do and which keys;
        # the suggestion gives way in an opening (W says it whole).
        return (0,) if self.host.view().phase == "face_up" else ()
