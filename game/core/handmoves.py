"""The move keys of a draw-and-discard game (a phase game): the
hand sorted with a selection kept by card (:class:`~game.core.hand.HandRow`),
Space, Enter on the hand or the actions row, draw, take the discard and
sort, as the game's :class:`HandMoves` part (``session.moves``).

The subclass names its sort orders in ``sort_orders`` (the first is where a
game starts) and its draw and take-discard moves in ``draw_moves``, and
makes its meld and its discard (:meth:`HandMoves.meld_selection`,
:meth:`HandMoves.discard`). The words are the session's catalog prefix's
(``<words>-select``, ``<words>-select-none``, ``<words>-sorted``: the
module docstring of :mod:`game.core.handsession`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol, TypeVar

from ..i18n import t
from .base import Refusal
from .hand import HandRow
from .handcursor import HAND, KindedRows
from .moves import Moves, MovesHost
from .utterance import Utterance


class LeftQuestion(Protocol):
    """The session's question as a move leaves it: set to None."""

    choosing: Any


class HandMovesHost(MovesHost, Protocol):
    """What a draw-and-discard game's keys read of its session besides
    :class:`~game.core.moves.MovesHost`: each row's focus and kind, a
    question being asked (a move ends it), the catalog prefix and the
    cards' names."""

    @property
    def cursor(self) -> KindedRows:
        """The rows, the focus on them and each row's kind."""
        ...

    @property
    def question(self) -> LeftQuestion:
        """The session's question (``choosing.py``), which a move ends."""
        ...

    @property
    def words(self) -> str:
        """The game's catalog prefix (its id)."""
        ...

    def card_name(self, card: Any, case: str = "nom") -> str:
        """A card's name in a grammatical ``case``."""
        ...

    def card_face(self, card: Any) -> dict[str, Any]:
        """What a word agrees with in the card's name."""
        ...


#: The session a game's hand moves serve.
HandHostT_co = TypeVar("HandHostT_co", bound=HandMovesHost, covariant=True)


class HandMoves(Moves[HandHostT_co], ABC):
    """A draw-and-discard game's move keys and its hand's selection (see
    the module docstring)."""

    #: Sort orders by name, each a sort key for a card; the first is the start.
    sort_orders: ClassVar[Mapping[str, Callable[[Any], Any]]]
    #: The moves of the draw and take-discard keys (made with no arguments).
    draw_moves: ClassVar[tuple[Callable[[], Any], Callable[[], Any]]]

    def __init__(self, host: HandHostT_co) -> None:
        # The hand row first: the base sets the selection, which is the row's.
        self.hand_row: HandRow[Any] = HandRow(self.sort_orders)
        super().__init__(host)

    # -- the hand ----------------------------------------------------------------
    @property
    def hand(self) -> list[Any]:
        """The hand as displayed."""
        return self.hand_row.cards

    @property
    def selected(self) -> set[int]:
        """The selected positions in the displayed hand."""
        return self.hand_row.selected

    @selected.setter
    def selected(self, positions: set[int]) -> None:
        self.hand_row.selected = positions

    @property
    def sort_order(self) -> str:
        """The hand's sort order (saved with a game and set on resuming)."""
        return self.hand_row.order

    @sort_order.setter
    def sort_order(self, order: str) -> None:
        # The next refresh sorts, selection kept; an order the game lacks
        # (an old save) makes it raise KeyError, as the saves expect.
        self.hand_row.order = order

    def chosen_cards(self) -> list[Any]:
        return self.hand_row.chosen()

    def after_own_move(self) -> None:
        """A move spends the selection and ends any question asked."""
        self.selected = set()
        self.host.question.choosing = None

    # -- commands ------------------------------------------------------------------
    def cmd_toggle_select(self) -> list[Utterance]:
        host = self.host
        host.cursor.refresh_rows()
        if host.cursor.row != HAND or not self.hand:
            # ux.md: every key says something; here, in one sentence, why not.
            return [host.say(t(f"{host.words}-select-none",
                               row=host.cursor.row_kinds[host.cursor.row],
                               play=host.key_label("play")),
                             interrupt=True, cue="invalid")]
        i = host.cursor.focus[HAND]
        on = self.hand_row.toggle(i)
        chosen = self.chosen_cards()
        text = t(f"{host.words}-select", card=host.card_name(self.hand[i]),
                 state=t("selected", **host.card_face(self.hand[i])) if on else t("deselected"),
                 count=len(chosen),
                 **self.select_args(chosen))
        host.cursor.refresh_rows()
        return [host.say(text, interrupt=True, cue="select" if on else "deselect")]

    def cmd_play(self) -> list[Utterance]:
        """Enter: on the hand, several selected cards are melded (laid or
        declared as the phase), else one card is discarded; on the actions
        row, the action in focus; elsewhere, what the game says."""
        host = self.host
        host.cursor.refresh_rows()
        elsewhere = self.play_elsewhere()
        if elsewhere is not None:
            return elsewhere
        if host.cursor.row_kinds[host.cursor.row] == "actions":
            return [self.cmd_draw, self.cmd_take_discard, self.meld_selection,
                    self.discard_selection][host.cursor.focus[host.cursor.row]]()
        if len(self.selected) > 1:
            return self.meld_selection()
        return self.discard_selection()

    def play_elsewhere(self) -> list[Utterance] | None:
        """What Enter does before the hand and the actions row are read
        (a question due, another row); None to go on."""
        return None

    def cmd_draw(self) -> list[Utterance]:
        return self.draw_move(self.draw_moves[0]())

    def cmd_take_discard(self) -> list[Utterance]:
        return self.draw_move(self.draw_moves[1]())

    def draw_move(self, move: Any) -> list[Utterance]:
        return self.try_move(move)

    def discard_selection(self) -> list[Utterance]:
        """The one selected card, or with nothing selected the card in
        focus, is discarded; several selected cards are melded. (Each game's
        :meth:`discard` and :meth:`meld_selection` ask first when the focus
        is on another card: ``host.enter.asks_first``.)"""
        host = self.host
        if len(self.selected) == 1:
            card = self.chosen_cards()[0]
        elif not self.selected and host.cursor.row == HAND and self.hand:
            card = self.hand[host.cursor.focus[HAND]]
        elif self.selected:
            return self.meld_selection()
        else:
            return [self.refuse(Refusal("nothing-selected"))]
        return self.discard(card)

    def cmd_sort(self) -> list[Utterance]:
        host = self.host
        host.cursor.refresh_rows()
        focus = self.hand_row.cycle(host.cursor.focus[HAND])
        if self.hand:
            host.cursor.focus[HAND] = focus
        host.cursor.refresh_rows()
        return [host.say(t(f"{host.words}-sorted", order=self.sort_order), interrupt=True,
                         cue="move")]

    # -- per game ------------------------------------------------------------------
    @abstractmethod
    def select_args(self, chosen: list[Any]) -> dict[str, Any]:
        """The game's arguments of ``<words>-select`` for the cards now chosen."""

    @abstractmethod
    def meld_selection(self) -> list[Utterance]:
        """Lay or declare the selected cards as the player's phase."""

    @abstractmethod
    def discard(self, card: Any) -> list[Utterance]:
        """Discard ``card`` (asking what the game must know first)."""
