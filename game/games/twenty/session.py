"""Twenty as the player meets it: hand, table and action rows; selection with
a running total; reports; the words for every event (TW rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.advice import ADVICE_KEYS
from ...core.base import Event, Refusal
from ...core.cards import Card, parse_cards
from ...core.command_table import FOCUS_KEYS, ROW_KEYS, Part
from ...core.jump import JUMPING, jump_commands
from ...core.lastcard import LastCard
from ...core.opening import must_say
from ...core.selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from ...core.session import GameSession, Utterance
from ...core.words import card_face, card_name
from ...i18n import join_list, t
from .advice import TwentyAdvice
from .cursor import ACTIONS, HAND, TABLE, TwentyCursor
from .event_words import SORT_ORDERS, TwentyNarrator
from .expert import BOT_LEVELS
from .jumps import RANKS, TwentyJumps
from .reports import TwentyReports
from .rules import Draw, Pass, Play, Twenty, TwentyView, least_total, move_value


class TwentySession(GameSession):
    engine = Twenty
    bot_levels = BOT_LEVELS
    cursor: TwentyCursor

    def __init__(self, players: int, levels: list[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        #: The hand, the table and the actions rows, and the focus on them.
        self.cursor = TwentyCursor(self)
        self.sort_order = "value"
        self.selected: set[int] = set()  # positions in the displayed hand
        self.hand: list[Card] = []
        self.table_log: list[tuple[int, Card]] = []  # (seat, card) laid this deal
        # The words for events: they read the table through the session and
        # change nothing of it (the lambdas read a game or key names swapped later).
        self.narrator = TwentyNarrator(
            seat=self.human, name=self.name, view=self.view, say=self.say,
            key_label=lambda command: self.key_label(command),
            game_over=lambda: self.side.is_over(), play_again=self.play_again)
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
        self.cursor.refresh_rows()

    def view(self) -> TwentyView:
        view: TwentyView = self.side.view()  # a watcher's: the public view
        return view

    # -- cards -----------------------------------------------------------------
    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)

    def after_own_move(self) -> None:
        self.selected = set()

    # -- commands --------------------------------------------------------------
    def my_limit(self) -> int:
        """The move number of this seat's current or next turn."""
        view = self.view()
        if view.to_move is None:
            return view.move_number
        ahead = (self.human - view.to_move) % view.players
        return min(view.move_number + ahead, 20)

    def cmd_toggle_select(self) -> list[Utterance]:
        self.cursor.refresh_rows()
        if self.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        if self.cursor.row != HAND or not self.hand:
            # Space says why nothing is selected here (ux.md: no silent key).
            why = {TABLE: "table", ACTIONS: "actions"}.get(self.cursor.row, "empty")
            return [self.say(t("twenty-cannot-select", row=why, key=self.key_label("play")),
                             interrupt=True, cue="invalid")]
        i = self.cursor.focus[HAND]
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
        self.cursor.refresh_rows()
        return [self.say(text, interrupt=True, cue=cue)]

    def cmd_play(self) -> list[Utterance]:
        self.cursor.refresh_rows()
        if self.cursor.row == ACTIONS:
            actions = [self.cmd_play_selection, self.cmd_draw, self.cmd_pass]
            return actions[self.cursor.focus[ACTIONS]]()
        return self.cmd_play_selection()

    def cmd_play_selection(self) -> list[Utterance]:
        if self.selected:
            cards = tuple(self.hand[j] for j in sorted(self.selected))
        elif self.cursor.row == HAND and self.hand:
            cards = (self.hand[self.cursor.focus[HAND]],)
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
        focused = self.hand[self.cursor.focus[HAND]] if self.hand else None
        self.cursor.refresh_rows()
        if focused is not None:
            self.cursor.focus[HAND] = self.hand.index(focused)
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

    # -- words -----------------------------------------------------------------
    def intro(self) -> list[Utterance]:
        names = join_list([self.name(s) for s in self.opponents()])
        if self.watching:  # who plays, nobody "you"
            return [must_say(self.say(t("twenty-start-watch", names=names,
                                        target=self.side.options["match_points"])))]
        return [must_say(self.say(t("twenty-start", players=self.side.players, names=names,
                                    target=self.side.options["match_points"])))]

    def where_words(self, deal: Event) -> str:
        return self.narrator.where_words(deal)

    def turn_prompt(self, calling: bool = False) -> str:
        view = self.view()
        # Short after the first times: the move, which is its limit (TW-7).
        if any(move_value(c) <= view.move_number for c in view.hand):
            message = "twenty-your-turn"
        elif view.stock_count:
            message = "twenty-your-turn-draw"
        else:
            message = "twenty-your-turn-pass"
        return self.prompt_words(message, calling, move=view.move_number,
                                 key=self.key_label("draw"))

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        # A real table's warning, after the move's words, before the prompt.
        warnings = self.last_card_warning.warnings()
        return warnings + super().turn_prompt_if_mine(events)

    def whose_turn(self) -> str:
        view = self.view()
        if view.to_move is None:
            return self.over_turn_words()
        if view.to_move == self.human:
            return self.turn_prompt()
        return t("twenty-turn-of", name=self.name(view.to_move), move=view.move_number)

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
            self.cursor.refresh_rows()
