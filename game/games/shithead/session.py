"""Shithead as the player meets it: the face-up choice, then the hand, the
face-up row, the face-down row (by position only) and the pile; plays,
burns and pick-ups said with what the next play must beat (SH rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.advice import ADVICE_KEYS
from ...core.base import Event
from ...core.cards import Card
from ...core.command_table import FOCUS_KEYS, ROW_KEYS
from ...core.jump import JUMPING, jump_commands
from ...core.moves import MOVE_KEYS
from ...core.selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from ...core.session import GameSession, Utterance
from ...core.words import card_name
from .advice import ShitheadAdvice
from .computer_players import ShitheadComputerPlayers
from .cursor import ShitheadCursor
from .event_words import FACE_DOWN as FACE_DOWN
from .event_words import FACE_UP as FACE_UP
from .event_words import HAND as HAND
from .event_words import PILE as PILE
from .event_words import ShitheadNarrator
from .expert import BOT_LEVELS
from .jumps import RANKS, ShitheadJumps
from .moves import ShitheadMoves
from .prompt import ShitheadPrompt
from .reports import ShitheadReports
from .rules import (
    Shithead,
    ShitheadView,
)
from .words import (
    ShitheadLastCard,
)


class ShitheadSession(GameSession):
    engine = Shithead
    bot_levels = BOT_LEVELS
    moves: ShitheadMoves
    cursor: ShitheadCursor

    def __init__(self, players: int, levels: Sequence[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        #: The move keys and the selection, in one row at a time (moves.py).
        self.moves = ShitheadMoves(self)
        #: The hand, face-up, face-down and pile rows, the focus on them and
        #: where each seat plays from.
        self.cursor = ShitheadCursor(self)
        # The words for events: they read the table through the session and
        # change nothing of it (the lambdas read a game swapped later).
        self.narrator = ShitheadNarrator(
            seat=self.human, name=self.name, view=self.view, say=self.say,
            current_player=lambda: self.side.current_player(),
            game_over=lambda: self.side.is_over(), play_again=self.prompt.play_again)
        #: The rank keys, clear and the hand grouped (core/jump.py).
        self.jumps = ShitheadJumps(self)
        self.enter = EnterOnSelection(self)
        self.last_card_warning = ShitheadLastCard(self, self.view)
        self.advice = ShitheadAdvice(self)
        # A resumed game replays quietly to the end (computer_players.py).
        self.bots = ShitheadComputerPlayers(self, levels)
        #: The report keys' words and the window's lines and table.
        self.reports = ShitheadReports(self)
        self.cursor.refresh_rows()

    def make_prompt(self, newcomer: bool) -> ShitheadPrompt:
        return ShitheadPrompt(self, newcomer=newcomer)

    def view(self) -> ShitheadView:
        view: ShitheadView = self.side.view()  # a watcher's: the public view
        return view

    # -- events ----------------------------------------------------------------
    def describe(self, event: Event) -> list[Utterance]:
        # One move's events are said together (the flow's batch): a play's
        # words depend on whether a burn or the end follows it in that move.
        return self.narrator.describe(event, self.flow.batch, self.cursor.row)

    #: The events after which the rows no longer match the table.
    RESHAPING = frozenset({"deal", "face_up", "starter", "pickup", "play", "burn", "draw",
                           "game_end"})

    def took_in(self, event: Event) -> None:
        kind = event["type"]
        if kind == "starter":  # play begins: each seat plays from its hand or table
            view = self.view()
            self.cursor.sources = [view.source(s) for s in range(self.side.players)]
        if kind in self.RESHAPING:
            self.cursor.refresh_rows()
        if kind == "pickup":
            seat = event.get("player")
            if seat is not None and self.cursor.sources:
                self.cursor.sources[seat] = "hand"
            if seat == self.human:  # said by describe: "focus moves to your hand"
                self.cursor.row = HAND

    # -- cards -----------------------------------------------------------------
    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)


    #: Shithead's keys (core/command_table.py). Nobody draws by choice: the
    #: draw key says why, and F1 leaves it out.
    command_table = GameSession.command_table.extend(
        ENTER_ON_SELECTION, JUMPING,
        MOVE_KEYS,
        listed=(*FOCUS_KEYS, *ROW_KEYS, "toggle_select", "play", "take_discard", "my_status",
                "opponents", "table", "scores", "sort", "whose_turn", "repeat_last",
                *jump_commands(RANKS), *ADVICE_KEYS))

