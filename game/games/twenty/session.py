"""Twenty as the player meets it: hand, table and action rows; selection with
a running total; reports; the words for every event (TW rules)."""

from __future__ import annotations

from typing import Any

from ...core.advice import ADVICE_KEYS
from ...core.base import Event
from ...core.cards import Card, parse_cards
from ...core.command_table import FOCUS_KEYS, ROW_KEYS
from ...core.jump import JUMPING, jump_commands
from ...core.lastcard import LastCard
from ...core.moves import MOVE_KEYS
from ...core.selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from ...core.session import GameSession, Utterance
from ...core.words import card_name
from .advice import TwentyAdvice
from .cursor import ACTIONS as ACTIONS
from .cursor import HAND as HAND
from .cursor import TABLE as TABLE
from .cursor import TwentyCursor
from .event_words import TwentyNarrator
from .expert import BOT_LEVELS
from .jumps import RANKS, TwentyJumps
from .moves import TwentyMoves
from .prompt import TwentyPrompt
from .reports import TwentyReports
from .rules import Twenty, TwentyView


class TwentySession(GameSession):
    engine = Twenty
    bot_levels = BOT_LEVELS
    moves: TwentyMoves
    cursor: TwentyCursor

    def __init__(self, players: int, levels: list[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        #: The move keys and the hand's selection (moves.py).
        self.moves = TwentyMoves(self)
        #: The hand, the table and the actions rows, and the focus on them.
        self.cursor = TwentyCursor(self)
        self.hand: list[Card] = []
        self.table_log: list[tuple[int, Card]] = []  # (seat, card) laid this deal
        # The words for events: they read the table through the session and
        # change nothing of it (the lambdas read a game or key names swapped later).
        self.narrator = TwentyNarrator(
            seat=self.human, name=self.name, view=self.view, say=self.say,
            key_label=lambda command: self.key_label(command),
            game_over=lambda: self.side.is_over(), play_again=self.prompt.play_again)
        self.advice = TwentyAdvice(self)
        #: The rank keys, clear and the hand grouped (core/jump.py).
        self.jumps = TwentyJumps(self)
        self.enter = EnterOnSelection(self)
        self.last_card_warning = LastCard(self, lambda: self.view().hand_counts)
        #: The report keys' words and the window's lines and table.
        self.reports = TwentyReports(self)
        self.cursor.refresh_rows()

    def make_prompt(self, newcomer: bool) -> TwentyPrompt:
        return TwentyPrompt(self, newcomer=newcomer)

    def view(self) -> TwentyView:
        view: TwentyView = self.side.view()  # a watcher's: the public view
        return view

    # -- cards -----------------------------------------------------------------
    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)

    #: Twenty's keys (core/command_table.py). There is no discard pile to
    #: take from: its key says why, and F1 leaves it out.
    command_table = GameSession.command_table.extend(
        ENTER_ON_SELECTION, JUMPING,
        MOVE_KEYS,
        listed=(*FOCUS_KEYS, *ROW_KEYS, "toggle_select", "play", "draw", "my_status",
                "opponents", "table", "scores", "sort", "whose_turn", "repeat_last",
                *jump_commands(RANKS), *ADVICE_KEYS))

    def describe(self, event: Event) -> list[Utterance]:
        return self.narrator.describe(event, self.table_log, self.moves.sort_order)

    def took_in(self, event: Event) -> None:
        """After the words: the cards laid this deal, whom the last-card
        warning may name again, and the rows follow the table."""
        kind = event["type"]
        if kind == "deal":
            self.last_card_warning.new_deal()
            self.table_log = []
        elif kind == "play":
            self.table_log += [(event["player"], c) for c in parse_cards(event["cards"])]
        if kind in ("deal", "play", "draw"):
            self.cursor.refresh_rows()
