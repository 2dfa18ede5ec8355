"""Ten Phases as the player meets it (TP rules): hand and action rows,
declaring by selection, the keep-or-redraw question and reports. The words
for every event are its narrator's (``event_words.py``), which it holds.

Enter in one sentence: on your hand, one selected card (or the card in
focus, when nothing is selected) is discarded and several selected cards
are declared as your phase. The game arranges the groups; when the cards
can be read several ways (a joker at either end of a run) it asks which.
After a declaration it asks "keep the cards, or discard them and draw 8?"
(TP-8), keep in focus. The turn prompt says all this the first time.
"""

from __future__ import annotations

from typing import Any

from ...core.base import Event
from ...core.cards import Card
from ...core.handsession import HandSession
from ...core.jump import STANDARD_RANKS, jump_commands
from ...core.selection_enter import MeldOrDiscard
from ...core.words import card_face
from .advice import TenPhasesAdvice
from .computer_players import TenPhasesComputerPlayers
from .cursor import ACTIONS as ACTIONS
from .cursor import HAND as HAND
from .cursor import TenPhasesCursor
from .event_words import TenPhasesNarrator, seat_order
from .expert import BOT_LEVELS
from .jumps import TenPhasesJumps
from .moves import TenPhasesMoves
from .prompt import TenPhasesPrompt
from .question import TenPhasesQuestion
from .reports import TenPhasesReports
from .rules import (
    Declare,
    TenPhases,
    TenPhasesView,
)
from .shown import ShownCards
from .words import card_name


class TenPhasesSession(HandSession):
    engine = TenPhases
    bot_levels = BOT_LEVELS
    pause_after = frozenset({"game_end"})
    words = "tenphases"
    narrator: TenPhasesNarrator
    moves: TenPhasesMoves
    question: TenPhasesQuestion
    cursor: TenPhasesCursor

    def __init__(self, players: int, levels: list[str], seed: int,
                 options: dict[str, Any] | None = None, *, assist: bool = True,
                 **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        #: The move keys and the hand's selection (moves.py).
        self.moves = TenPhasesMoves(self)
        #: The hand and the actions rows (a watcher's players), and the focus on them.
        self.cursor = TenPhasesCursor(self)
        self.narrator = TenPhasesNarrator(self, self.view, self.moves.hand_row.sort, assist=assist)
        self.enter = MeldOrDiscard(self, Declare, "declare",
                                   lambda: self.view().phases[self.human])
        self.advice = TenPhasesAdvice(self)
        # A resumed game replays quietly to the end (computer_players.py).
        self.bots = TenPhasesComputerPlayers(self, levels)
        # Cards each player showed in a declaration and, as far as everyone
        # saw, still holds (kept, not discarded since): public (TP-7/8).
        self.shown = ShownCards(self.side.players)
        # The questions, the keep-or-redraw one among them (question.py).
        self.question = TenPhasesQuestion(self, self.engine.game_id)
        #: The rank keys, clear and the hand grouped (core/jump.py).
        self.jumps = TenPhasesJumps(self)
        #: The report keys' words and the window's lines and table.
        self.reports = TenPhasesReports(self)
        self.cursor.refresh_rows()

    def make_prompt(self, newcomer: bool) -> TenPhasesPrompt:
        return TenPhasesPrompt(self, newcomer=newcomer)

    def view(self) -> TenPhasesView:
        view: TenPhasesView = self.side.view()  # a watcher's: the public view
        return view

    # -- cards -----------------------------------------------------------------
    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)

    def card_face(self, card: Card) -> dict[str, Any]:
        return card_face(card)


    def seats(self) -> list[int]:
        """The player first, then the others in turn order (a watcher's:
        from the first seat)."""
        return seat_order(self.side.players, self.human, self.watching)

    #: The game's rank keys on the draw-and-discard table, whose report
    #: keys its ``reports`` answer (core/command_table.py).
    command_table = HandSession.command_table.extend(
        listed=(*HandSession.command_table.listed, *jump_commands(STANDARD_RANKS)))


    #: The events after which the rows no longer match the table.
    RESHAPING = HandSession.RESHAPING | {"declare", "redraw", "discard"}

    def took_in(self, event: Event) -> None:
        self.shown.track(event)
        super().took_in(event)
