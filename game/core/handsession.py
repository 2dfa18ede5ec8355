"""A session whose first row is the player's hand, sorted, with a selection
kept by card (:class:`~game.core.hand.HandRow`), that draws a card a turn
and may ask questions: what the draw-and-discard games share on screen.

The subclass names its catalog prefix in ``words`` (the game's id), its
sort orders in ``sort_orders`` (the first is where a game starts) and its
rows' kinds in ``row_kinds`` (the hand first). The catalog then holds, for
that prefix, besides the question words of :mod:`game.core.choosing`:

* ``<words>-row-hand``, ``<words>-row`` {name, count, kind}: the rows;
* ``<words>-focus-card`` {card, selected, position}: a card in the hand;
* ``<words>-select`` {card, state, count, ...}: Space on a card, with the
  game's own arguments from :meth:`HandSession.select_args`;
* ``<words>-select-none`` {row, play}: Space where there is no card;
* ``<words>-sorted`` {order}: the sort key;
* ``<words>-start`` {names}: the opening words;
* ``<words>-turn-of`` {name}: whose turn, when it is a bot's;
* ``<words>-your-turn-<step>`` and ``<words>-your-turn-<step>-short``:
  a play step's prompt, in full the first time in a game calls the player
  to act with it, and whenever W asks (``HandPrompt.taught_once``,
  :mod:`game.core.prompt`, the part the game's session holds as ``prompt``);

The events' words are the game's narrator's (:mod:`game.core.handnarrator`),
which the session holds in :attr:`HandSession.narrator`.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from ..i18n import t
from .advice import ADVICE_KEYS
from .base import Event, Refusal
from .choosing import CHOOSING, ChoosingSession
from .command_table import FOCUS_KEYS, ROW_KEYS, Part
from .cursor import Row
from .hand import HandRow
from .handnarrator import HandNarrator
from .jump import JUMPING, Jumps
from .selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from .session import GameSession, Utterance

#: The hand is the first row.
HAND = 0


class HandSession(ChoosingSession):
    """A draw-and-discard game on screen (see the module docstring)."""

    #: Sort orders by name, each a sort key for a card; the first is the start.
    sort_orders: ClassVar[Mapping[str, Callable[[Any], Any]]]
    #: The kind of each row for ``<words>-row`` and ``<words>-select-none``;
    #: Enter on the "actions" row draws, takes the discard, melds or
    #: discards, by the item in focus.
    row_kinds: ClassVar[tuple[str, ...]] = ("hand",)
    #: The moves of the draw and take-discard keys (made with no arguments).
    draw_moves: ClassVar[tuple[Callable[[], Any], Callable[[], Any]]]
    #: The words of the events, and what they remember (the game's
    #: ``event_words.py``): each game's session makes its own.
    narrator: HandNarrator[Any, Any]
    #: The rank keys, clear and the hand grouped (core/jump.py): each
    #: game's session makes its own.
    jumps: Jumps[Any]
    #: Enter's question on a selection the focus is off (core/selection_enter.py):
    #: each game's session makes its own, naming its meld.
    enter: EnterOnSelection

    def __init__(self, players: int, levels: Sequence[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        self.hand_row: HandRow[Any] = HandRow(self.sort_orders)
        self.choosing = None

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

    def row_cards(self, row: int) -> Sequence[Any] | None:
        """The hand holds cards; the other rows (actions, laid groups) not."""
        return self.hand if row == HAND else None

    def selection_row(self) -> int:
        """Cards are selected in the hand only."""
        return HAND

    def hand_row_words(self, cards: Sequence[Any]) -> Row:
        """The hand row for ``cards`` (the engine's hand), selection kept."""
        self.hand_row.update(cards)
        return Row(t(f"{self.words}-row-hand"),
                   [self.hand_label(i) for i in range(len(self.hand))])

    def hand_label(self, i: int) -> str:
        return t(f"{self.words}-focus-card", card=self.card_name(self.hand[i]),
                 selected="yes" if i in self.selected else "no", **self.card_face(self.hand[i]),
                 position=t("position", index=i + 1, count=len(self.hand)))

    def row_title(self, row: Row) -> str:
        kind = self.row_kinds[self.rows.index(row)]
        return t(f"{self.words}-row", name=row.name, count=len(row.items), kind=kind)

    def after_own_move(self) -> None:
        self.selected = set()
        self.choosing = None

    # -- commands ------------------------------------------------------------------
    def blocked(self) -> list[Utterance] | None:
        """The refusal when it is not the player's move at all."""
        if self.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        seat = self.side.current_player()
        if seat != self.human:
            return [self.refuse(Refusal("not-your-turn", {"name": self.name(seat or 0)}))]
        return None

    def cmd_toggle_select(self) -> list[Utterance]:
        self.refresh_rows()
        if self.row != HAND or not self.hand:
            # ux.md: every key says something; here, in one sentence, why not.
            return [self.say(t(f"{self.words}-select-none", row=self.row_kinds[self.row],
                               play=self.key_label("play")),
                             interrupt=True, cue="invalid")]
        i = self.focus[HAND]
        on = self.hand_row.toggle(i)
        chosen = self.chosen_cards()
        text = t(f"{self.words}-select", card=self.card_name(self.hand[i]),
                 state=t("selected", **self.card_face(self.hand[i])) if on else t("deselected"),
                 count=len(chosen),
                 **self.select_args(chosen))
        self.refresh_rows()
        return [self.say(text, interrupt=True, cue="select" if on else "deselect")]

    def cmd_play(self) -> list[Utterance]:
        """Enter: on the hand, several selected cards are melded (laid or
        declared as the phase), else one card is discarded; on the actions
        row, the action in focus; elsewhere, what the game says."""
        self.refresh_rows()
        elsewhere = self.play_elsewhere()
        if elsewhere is not None:
            return elsewhere
        if self.row_kinds[self.row] == "actions":
            return [self.cmd_draw, self.cmd_take_discard, self.meld_selection,
                    self.discard_selection][self.focus[self.row]]()
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
        is on another card: ``self.enter.asks_first``.)"""
        if len(self.selected) == 1:
            card = self.chosen_cards()[0]
        elif not self.selected and self.row == HAND and self.hand:
            card = self.hand[self.focus[HAND]]
        elif self.selected:
            return self.meld_selection()
        else:
            return [self.refuse(Refusal("nothing-selected"))]
        return self.discard(card)

    def cmd_sort(self) -> list[Utterance]:
        self.refresh_rows()
        focus = self.hand_row.cycle(self.focus[HAND])
        if self.hand:
            self.focus[HAND] = focus
        self.refresh_rows()
        return [self.say(t(f"{self.words}-sorted", order=self.sort_order), interrupt=True,
                         cue="move")]

    #: The keys of a draw-and-discard game (command_table.py); each game adds
    #: the rank keys it has to the table and to F1's list (its report keys
    #: are its ``reports``', core/reports.py).
    command_table = GameSession.command_table.extend(
        ENTER_ON_SELECTION, JUMPING, CHOOSING,
        Part(commands={"toggle_select": cmd_toggle_select, "play": cmd_play, "draw": cmd_draw,
                       "take_discard": cmd_take_discard, "sort": cmd_sort}),
        listed=(*FOCUS_KEYS, *ROW_KEYS, "toggle_select", "play", "draw", "take_discard",
                "my_status", "opponents", "table", "scores", "sort", "whose_turn",
                "repeat_last", *ADVICE_KEYS))

    # -- words ---------------------------------------------------------------------
    def describe(self, event: Event) -> list[Utterance]:
        return self.narrator.describe(event)

    #: The events after which the rows no longer match the table.
    RESHAPING: ClassVar[frozenset[str]] = frozenset({"deal", "draw"})

    def took_in(self, event: Event) -> None:
        """What the words remember follows the event (the narrator's), then
        the rows follow the table."""
        self.narrator.took_in(event)
        if event["type"] in self.RESHAPING:
            self.refresh_rows()

    # -- per game ------------------------------------------------------------------
    @abstractmethod
    def card_name(self, card: Any, case: str = "nom") -> str:
        """A card's name in a grammatical ``case`` (see ``core.words.card_name``)."""

    @abstractmethod
    def card_face(self, card: Any) -> dict[str, Any]:
        """What a word agrees with in the card's name (``core.words.card_face``)."""

    @abstractmethod
    def select_args(self, chosen: list[Any]) -> dict[str, Any]:
        """The game's arguments of ``<words>-select`` for the cards now chosen."""

    @abstractmethod
    def meld_selection(self) -> list[Utterance]:
        """Lay or declare the selected cards as the player's phase."""

    @abstractmethod
    def discard(self, card: Any) -> list[Utterance]:
        """Discard ``card`` (asking what the game must know first)."""
