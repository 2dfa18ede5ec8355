"""Phase 10 as the player meets it (P10 rules): hand, table and action rows,
laying and hitting by selection, a small "choosing" mode for real choices
(how to lay, where a wild goes, whom to skip) and reports. The words for
every event are its narrator's (``event_words.py``), which it holds.

Enter in one sentence: on your hand, one card is discarded and several cards
are laid as your phase; on a laid group in the table row, the selected cards
are hit onto it. The turn prompt says it.
"""

from __future__ import annotations

from typing import Any

from ...core.base import Event
from ...core.handsession import HandSession
from ...core.jump import jump_commands
from ...core.lastcard import LastCard
from ...core.selection_enter import MeldOrDiscard
from .advice import Phase10Advice
from .cursor import ACTIONS as ACTIONS
from .cursor import HAND as HAND
from .cursor import TABLE as TABLE
from .cursor import Phase10Cursor
from .event_words import Phase10Narrator
from .expert import BOT_LEVELS
from .jumps import RANKS, Phase10Jumps
from .moves import Phase10Moves
from .prompt import Phase10Prompt
from .reports import Phase10Reports
from .rules import (
    Lay,
    P10Card,
    Phase10,
    Phase10View,
)
from .words import (
    card_face,
    card_name,
)


class Phase10Session(HandSession):
    engine = Phase10
    bot_levels = BOT_LEVELS
    pause_after = frozenset({"hand_end", "game_end"})
    words = "phase10"
    narrator: Phase10Narrator
    moves: Phase10Moves
    cursor: Phase10Cursor

    def __init__(self, players: int, levels: list[str], seed: int,
                 options: dict[str, Any] | None = None, *, assist: bool = True,
                 **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        #: The move keys and the hand's selection (moves.py).
        self.moves = Phase10Moves(self)
        #: The hand, the laid groups and the actions rows, and the focus on them.
        self.cursor = Phase10Cursor(self)
        self.narrator = Phase10Narrator(self, self.view, self.moves.hand_row.sort, assist=assist,
                                        players=players)
        self.enter = MeldOrDiscard(self, Lay, "lay", lambda: self.view().phases[self.human])
        self.last_card_warning = LastCard(self, lambda: self.view().hand_counts)
        self.advice = Phase10Advice(self)
        #: The rank keys, clear and the hand grouped (core/jump.py).
        self.jumps = Phase10Jumps(self)
        #: The report keys' words and the window's lines and table.
        self.reports = Phase10Reports(self)
        self.cursor.refresh_rows()

    def make_prompt(self, newcomer: bool) -> Phase10Prompt:
        return Phase10Prompt(self, newcomer=newcomer)

    def view(self) -> Phase10View:
        view: Phase10View = self.side.view()  # a watcher's: the public view
        return view

    @property
    def hand_phases(self) -> list[int]:
        """Each seat's phase in the hand being played (the narrator's)."""
        return self.narrator.hand_phases

    @hand_phases.setter
    def hand_phases(self, phases: list[int]) -> None:
        self.narrator.hand_phases = phases

    # -- cards -----------------------------------------------------------------
    def card_name(self, card: P10Card, case: str = "nom") -> str:
        return card_name(card, case)

    def card_face(self, card: P10Card) -> dict[str, Any]:
        return card_face(card)

    #: The game's rank keys on the draw-and-discard table, whose report
    #: keys its ``reports`` answer (core/command_table.py).
    command_table = HandSession.command_table.extend(
        listed=(*HandSession.command_table.listed, *jump_commands(RANKS)))


    #: The events after which the rows no longer match the table.
    RESHAPING = HandSession.RESHAPING | {"lay", "hit", "discard"}

    def took_in(self, event: Event) -> None:
        """A new deal: every seat may be warned of again, and no card is
        selected nor question asked; then the words' memory and the rows."""
        if event["type"] == "deal":
            self.last_card_warning.new_deal()
            self.moves.selected = set()
            self.question.choosing = None
        super().took_in(event)
