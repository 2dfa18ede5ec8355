"""Twenty as the player meets it: hand, table and action rows; selection with
a running total; reports; the words for every event (TW rules)."""

from __future__ import annotations

from typing import Any

from ...core.advice import ADVICE_KEYS
from ...core.base import Event, Refusal
from ...core.cards import Card, parse_cards
from ...core.command_table import FOCUS_KEYS, ROW_KEYS, Part
from ...core.cursor import Row
from ...core.jump import JUMPING, jump_commands
from ...core.lastcard import LastCard
from ...core.selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from ...core.session import GameSession, Utterance
from ...core.words import card_face, card_name
from ...i18n import t
from .advice import TwentyAdvice
from .event_words import SORT_ORDERS, TwentyNarrator
from .expert import BOT_LEVELS
from .jumps import RANKS, TwentyJumps
from .prompt import TwentyPrompt
from .reports import TwentyReports
from .rules import Draw, Pass, Play, Twenty, TwentyView, least_total

HAND, TABLE, ACTIONS = 0, 1, 2


class TwentySession(GameSession):
    counted_rows = (TABLE,)  # the cards played this deal: "..., 2 of 4"
    engine = Twenty
    bot_levels = BOT_LEVELS

    def __init__(self, players: int, levels: list[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        self.sort_order = "value"
        self.selected: set[int] = set()  # positions in the displayed hand
        self.hand: list[Card] = []
        self.table_log: list[tuple[int, Card]] = []  # (seat, card) laid this deal
        # The words for events: they read the table through the session and
        # change nothing of it (the lambdas read a game or key names swapped later).
        self.narrator = TwentyNarrator(
            seat=self.human, name=self.name, view=self.view, say=self.say,
            key_label=lambda command: self.key_label(command),
            game_over=lambda: self.side.is_over(), play_again=self.prompt.play_again)
        self.advice = TwentyAdvice(self)
        # The move the player last tried, so a refusal names it ("so you
        # cannot pass") and counts its cards ("that card is worth 10").
        self.attempt: tuple[str, int] = ("play", 0)
        #: The rank keys, clear and the hand grouped (core/jump.py).
        self.jumps = TwentyJumps(self)
        self.enter = EnterOnSelection(self)
        self.last_card_warning = LastCard(self, lambda: self.view().hand_counts)
        #: The report keys' words and the window's lines and table.
        self.reports = TwentyReports(self)
        self.refresh_rows()

    def make_prompt(self, newcomer: bool) -> TwentyPrompt:
        return TwentyPrompt(self, newcomer=newcomer)

    def view(self) -> TwentyView:
        view: TwentyView = self.side.view()  # a watcher's: the public view
        return view

    # -- rows ------------------------------------------------------------------
    def refresh_rows(self) -> None:
        view = self.view()
        hand = sorted(view.hand, key=SORT_ORDERS[self.sort_order])
        if hand != self.hand:
            self.selected = set()
            self.hand = hand
        table_items = [
            t("twenty-table-card", card=card_name(card), who=self.name(seat))
            for seat, card in reversed(self.table_log)
        ]
        actions = [t("twenty-action-play"), t("twenty-action-draw"), t("twenty-action-pass")]
        self.set_rows([
            Row(t("twenty-row-hand"), [self.hand_label(i) for i in range(len(self.hand))]),
            Row(t("twenty-row-table"), table_items),
            Row(t("twenty-row-actions"), actions),
        ])

    def hand_label(self, i: int) -> str:
        return t("twenty-focus-card", card=card_name(self.hand[i]),
                 selected="yes" if i in self.selected else "no", **card_face(self.hand[i]),
                 position=t("position", index=i + 1, count=len(self.hand)))

    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)

    def row_title(self, row: Row) -> str:
        kind = "actions" if row.name == t("twenty-row-actions") else "cards"
        return t("twenty-row", name=row.name, count=len(row.items), kind=kind)

    def after_own_move(self) -> None:
        self.selected = set()

    # -- which rows hold cards (the rank keys, Enter's question) ------------------
    def row_cards(self, row: int) -> list[Card] | None:
        """The hand and the cards laid this deal (latest first) are cards."""
        if row == TABLE:
            return [card for _, card in reversed(self.table_log)]
        return self.hand if row == HAND else None

    def selection_row(self) -> int:
        """Cards are selected in the hand only."""
        return HAND

    # -- commands --------------------------------------------------------------
    def my_limit(self) -> int:
        """The move number of this seat's current or next turn."""
        view = self.view()
        if view.to_move is None:
            return view.move_number
        ahead = (self.human - view.to_move) % view.players
        return min(view.move_number + ahead, 20)

    def cmd_toggle_select(self) -> list[Utterance]:
        self.refresh_rows()
        if self.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        if self.row != HAND or not self.hand:
            # Space says why nothing is selected here (ux.md: no silent key).
            why = {TABLE: "table", ACTIONS: "actions"}.get(self.row, "empty")
            return [self.say(t("twenty-cannot-select", row=why, key=self.key_label("play")),
                             interrupt=True, cue="invalid")]
        i = self.focus[HAND]
        self.selected ^= {i}
        face = card_face(self.hand[i])  # "selected" agrees with it
        state = t("selected", **face) if i in self.selected else t("deselected")
        cue = "select" if i in self.selected else "deselect"
        chosen = [self.hand[j] for j in sorted(self.selected)]
        card = card_name(self.hand[i])
        limit = self.my_limit()
        total = least_total(chosen)
        on = "yes" if i in self.selected else "no"
        if not chosen:
            text = t("twenty-select-none", card=card, state=state, selected=on, **face)
        elif total > limit:
            text = t("twenty-select-over", card=card, state=state, selected=on, total=total,
                     limit=limit, **face)
        else:
            text = t("twenty-select", card=card, state=state, selected=on, total=total,
                     limit=limit, **face)
        self.refresh_rows()
        return [self.say(text, interrupt=True, cue=cue)]

    def cmd_play(self) -> list[Utterance]:
        self.refresh_rows()
        if self.row == ACTIONS:
            return [self.cmd_play_selection, self.cmd_draw, self.cmd_pass][self.focus[ACTIONS]]()
        return self.cmd_play_selection()

    def cmd_play_selection(self) -> list[Utterance]:
        if self.selected:
            cards = tuple(self.hand[j] for j in sorted(self.selected))
        elif self.row == HAND and self.hand:
            cards = (self.hand[self.focus[HAND]],)
        else:
            return [self.refuse(Refusal("nothing-selected"))]
        self.attempt = ("play", len(cards))
        return self.enter.asks_first(Play(cards)) or self.try_move(Play(cards))

    def cmd_draw(self) -> list[Utterance]:
        # With the stock empty, the draw key passes (TW-8).
        if self.view().stock_count == 0:
            return self.cmd_pass()
        self.attempt = ("draw", 0)
        return self.try_move(Draw())

    def cmd_take_discard(self) -> list[Utterance]:
        # TW-8: Twenty has a stock and no discard pile; the key says so.
        return [self.refuse(Refusal("no-draw-here"))]

    def cmd_pass(self) -> list[Utterance]:
        self.attempt = ("pass", 0)
        return self.try_move(Pass())

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        move, count = self.attempt
        return {"move": move, "count": count, **refusal.args}

    def cmd_sort(self) -> list[Utterance]:
        orders = list(SORT_ORDERS)
        self.sort_order = orders[(orders.index(self.sort_order) + 1) % len(orders)]
        focused = self.hand[self.focus[HAND]] if self.hand else None
        self.refresh_rows()
        if focused is not None:
            self.focus[HAND] = self.hand.index(focused)
        return [self.say(t("twenty-sorted", order=self.sort_order), interrupt=True, cue="move")]

    #: Twenty's keys (core/command_table.py). There is no discard pile to
    #: take from: its key says why, and F1 leaves it out.
    command_table = GameSession.command_table.extend(
        ENTER_ON_SELECTION, JUMPING,
        Part(commands={"toggle_select": cmd_toggle_select, "play": cmd_play, "draw": cmd_draw,
                       "take_discard": cmd_take_discard, "sort": cmd_sort}),
        listed=(*FOCUS_KEYS, *ROW_KEYS, "toggle_select", "play", "draw", "my_status",
                "opponents", "table", "scores", "sort", "whose_turn", "repeat_last",
                *jump_commands(RANKS), *ADVICE_KEYS))

    def describe(self, event: Event) -> list[Utterance]:
        return self.narrator.describe(event, self.table_log, self.sort_order)

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
            self.refresh_rows()
