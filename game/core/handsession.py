"""A session whose first row is the player's hand, sorted, with a selection
kept by card (:class:`~game.core.hand.HandRow`), that draws a card a turn
and may ask questions: what the draw-and-discard games share on screen.

The subclass names its catalog prefix in ``words`` (the game's id); its
rows, with their kinds in ``row_kinds`` (the hand first), are its cursor
(:mod:`game.core.handcursor`), and its move keys its ``moves`` (a
:class:`~game.core.handmoves.HandMoves`: the sort orders, the draw moves,
the meld and the discard). The catalog then holds, for
that prefix, besides the question words of :mod:`game.core.choosing` (the
session's ``question``):

* ``<words>-row-hand``, ``<words>-row`` {name, count, kind}: the rows;
* ``<words>-focus-card`` {card, selected, position}: a card in the hand;
* ``<words>-select`` {card, state, count, ...}: Space on a card, with the
  game's own arguments from its moves' ``select_args``
  (:class:`~game.core.handmoves.HandMoves`);
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
from typing import Any, ClassVar

from .advice import ADVICE_KEYS
from .base import Event
from .choosing import CHOOSING
from .command_table import FOCUS_KEYS, ROW_KEYS
from .handcursor import HandCursor
from .handmoves import HandMoves
from .handnarrator import HandNarrator
from .jump import JUMPING, Jumps
from .moves import MOVE_KEYS
from .selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from .session import GameSession, Utterance


class HandSession(GameSession):
    """A draw-and-discard game on screen (see the module docstring)."""

    #: Catalog prefix of the game's words: its id (module docstring).
    words: ClassVar[str]
    #: The words of the events, and what they remember (the game's
    #: ``event_words.py``): each game's session makes its own.
    narrator: HandNarrator[Any, Any]
    #: The rank keys, clear and the hand grouped (core/jump.py): each
    #: game's session makes its own.
    jumps: Jumps[Any]
    #: Enter's question on a selection the focus is off (core/selection_enter.py):
    #: each game's session makes its own, naming its meld.
    enter: EnterOnSelection
    #: The move keys and the hand's selection (core/handmoves.py): each
    #: game's session makes its own, naming its sort orders and draw moves.
    moves: HandMoves[Any]
    #: The hand row first, then the game's own rows (core/handcursor.py):
    #: each game's session makes its own.
    cursor: HandCursor[Any]

    #: The keys of a draw-and-discard game (command_table.py); each game adds
    #: the rank keys it has to the table and to F1's list (its report keys
    #: are its ``reports``', core/reports.py).
    command_table = GameSession.command_table.extend(
        ENTER_ON_SELECTION, JUMPING, CHOOSING,
        MOVE_KEYS,
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
            self.cursor.refresh_rows()

    # -- per game ------------------------------------------------------------------
    @abstractmethod
    def card_name(self, card: Any, case: str = "nom") -> str:
        """A card's name in a grammatical ``case`` (see ``core.words.card_name``)."""

    @abstractmethod
    def card_face(self, card: Any) -> dict[str, Any]:
        """What a word agrees with in the card's name (``core.words.card_face``)."""
