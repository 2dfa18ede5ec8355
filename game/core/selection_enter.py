"""Enter on a card that is not selected, while other cards are: ask first.

Enter plays the selection, or with nothing selected the card in focus. So
with a card selected earlier, the player who steps on to another card hears
that card and presses Enter, and the selection goes instead: a card lost to
a key press (a red 8 discarded right after "yellow 10, 5 of 5"). No card may
move that the player did not hear last. When Enter would act on selected
cards while the focus rests on an unselected card of the same row, the first
Enter moves nothing and says what it would do; Enter again, as the very next
key with nothing changed, does it. With the focus on a selected card, with
nothing selected, or on another row (a group to hit, an action), Enter acts
at once, as before.

A session mixes :class:`EnterOnSelection` in, names :data:`ENTER_ON_SELECTION`
in its command table (so it sees every key first) and asks
:meth:`EnterOnSelection.heard_first` at each point where Enter commits the
selection, with the move it would make.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..i18n import join_list, t
from .base import Game
from .command_table import Keys, Part, Stage, forget
from .utterance import History, Utterance


class EnterOnSelection:
    """Mixin: Enter asks before it acts on a selection the focus is not on."""

    #: The state in which Enter asked (see :meth:`enter_state`); the next
    #: Enter in that same state confirms.
    _enter_asked: tuple[Any, ...] | None = None

    # The session's own members this mixin uses.
    row: int
    focus: list[int]
    selected: set[int]
    human: int
    game: Game[Any]
    history: History
    say: Callable[..., Utterance]
    key_label: Callable[[str], str]
    selection_row: Callable[[], int]
    row_cards: Callable[[int], Sequence[Any] | None]
    card_name: Callable[..., str]  # (card, case="nom"): a card's name in a grammatical case

    def play_suggested(self, move: Any) -> list[Utterance]:
        # A kept suggestion survives steps through the hand (core/advice.py):
        # Enter on another card asks first here too.
        asked = self.heard_first(move)
        if asked is not None:
            return asked
        played: Callable[[Any], list[Utterance]] = super().play_suggested  # type: ignore[misc]
        return played(move)

    def focus_off_selection(self) -> Any | None:
        """The card in focus when cards are selected in its row and it is
        not one of them; None otherwise."""
        if not self.selected or self.row != self.selection_row():
            return None
        cards = self.row_cards(self.row)
        i = self.focus[self.row]
        if not cards or i >= len(cards) or i in self.selected:
            return None
        return cards[i]

    def enter_state(self) -> tuple[Any, ...]:
        """What Enter's question was about: the focus, the selection, the
        row's cards, the game's events and the words said since."""
        cards = tuple(self.row_cards(self.row) or ())
        return (self.row, self.focus[self.row], frozenset(self.selected), cards,
                len(self.game.events), len(self.history.messages))

    def heard_first(self, move: Any) -> list[Utterance] | None:
        """The question to say instead of making ``move`` (the selection's
        move, as Enter would make it), or None when Enter acts now: the
        focus is on the selection or off its row, the move would be refused
        anyway (its refusal says why), or this Enter confirms the question."""
        focused = self.focus_off_selection()
        if focused is None:
            return None
        if self.game.current_player() != self.human or self.game.refusal(move) is not None:
            return None
        state = self.enter_state()
        if self._enter_asked == state:
            self._enter_asked = None
            return None
        row = self.row_cards(self.row) or ()
        chosen = [row[i] for i in sorted(self.selected)]
        what, args = self.enter_action(move)
        text = t("enter-off-selection", what=what, key=self.key_label("play"),
                 clear=self.key_label("clear_selection"), count=len(chosen),
                 cards=join_list([self.card_name(c) for c in chosen]),
                 cards_acc=join_list([self.card_name(c, "acc") for c in chosen]),
                 focused=self.card_name(focused), focused_acc=self.card_name(focused, "acc"),
                 **args)
        said = [self.say(text, interrupt=True, cue="invalid")]
        self._enter_asked = self.enter_state()  # with the question in the history
        return said

    # -- per game ------------------------------------------------------------------
    def enter_action(self, move: Any) -> tuple[str, dict[str, Any]]:
        """What ``move`` does, for ``enter-off-selection``: ``play``,
        ``discard``, ``lay`` or ``declare``, and its arguments (``phase``)."""
        return "play", {}


def end_question(session: EnterOnSelection) -> None:
    session._enter_asked = None


#: In a session's command table (command_table.py): Enter confirms only as
#: the very next key, so any other key, before all else, ends its question.
ENTER_ON_SELECTION = Part(rows=(
    forget("Enter's question", Stage.EVERY_KEY, Keys.every_but({"play"}), end_question),))
