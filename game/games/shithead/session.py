"""Shithead as the player meets it: the face-up choice, then the hand, the
face-up row, the face-down row (by position only) and the pile; plays,
burns and pick-ups said with what the next play must beat (SH rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.advice import ADVICE_KEYS
from ...core.base import Event, Refusal
from ...core.cards import Card
from ...core.command_table import FOCUS_KEYS, ROW_KEYS, Part
from ...core.cursor import Row
from ...core.jump import JUMPING, jump_commands
from ...core.selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from ...core.session import GameSession, Utterance
from ...core.words import card_face, card_name
from ...i18n import t
from .advice import ShitheadAdvice
from .bots import strongest_three
from .event_words import FACE_DOWN, FACE_UP, HAND, PILE, ShitheadNarrator
from .expert import BOT_LEVELS
from .jumps import RANKS, ShitheadJumps
from .prompt import ShitheadPrompt
from .reports import ShitheadReports, face_up_words
from .rules import (
    ChooseFaceUp,
    FlipFaceDown,
    PickUp,
    Play,
    Shithead,
    ShitheadView,
)
from .words import (
    SORT_ORDERS,
    ShitheadLastCard,
    refusal_words,
    selection_verdict,
)


class ShitheadSession(GameSession):
    engine = Shithead
    bot_levels = BOT_LEVELS

    def __init__(self, players: int, levels: Sequence[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        self.sort_order = "rank"
        self.hand: list[Card] = []
        self.face_up: list[Card] = []
        # Selection: positions in one row (the hand or the face-up row).
        self.selected: set[int] = set()
        self.selected_row = HAND
        # Where each seat plays from, as last said: a change is announced.
        self.sources: list[str] = []
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
        #: The report keys' words and the window's lines and table.
        self.reports = ShitheadReports(self)
        self.refresh_rows()

    #: A watcher's focus moves over the pile, the one public row.
    watch_rows = (PILE,)

    def make_prompt(self, newcomer: bool) -> ShitheadPrompt:
        return ShitheadPrompt(self, newcomer=newcomer)

    def view(self) -> ShitheadView:
        view: ShitheadView = self.side.view()  # a watcher's: the public view
        return view

    # -- events ----------------------------------------------------------------
    def describe(self, event: Event) -> list[Utterance]:
        # One move's events are said together (the flow's batch): a play's
        # words depend on whether a burn or the end follows it in that move.
        return self.narrator.describe(event, self.flow.batch, self.row)

    #: The events after which the rows no longer match the table.
    RESHAPING = frozenset({"deal", "face_up", "starter", "pickup", "play", "burn", "draw",
                           "game_end"})

    def took_in(self, event: Event) -> None:
        kind = event["type"]
        if kind == "starter":  # play begins: each seat plays from its hand or table
            view = self.view()
            self.sources = [view.source(s) for s in range(self.side.players)]
        if kind in self.RESHAPING:
            self.refresh_rows()
        if kind == "pickup":
            seat = event.get("player")
            if seat is not None and self.sources:
                self.sources[seat] = "hand"
            if seat == self.human:  # said by describe: "focus moves to your hand"
                self.row = HAND

    # -- rows ------------------------------------------------------------------
    def refresh_rows(self) -> None:
        view = self.view()
        order = SORT_ORDERS[self.sort_order]
        hand = sorted(view.hand, key=order)
        face_up = sorted(view.face_up, key=order)
        if hand != self.hand or face_up != self.face_up:
            self.selected = set()
        self.hand, self.face_up = hand, face_up
        down = view.face_down_count
        pile = list(reversed(view.pile))
        self.set_rows([
            Row(t("shithead-row-hand"), [self.card_label(HAND, i) for i in range(len(hand))]),
            Row(t("shithead-row-face-up"),
                [self.card_label(FACE_UP, i) for i in range(len(face_up))]),
            Row(t("shithead-row-face-down"),
                [t("shithead-face-down-card", index=i + 1, count=down) for i in range(down)]),
            Row(t("shithead-row-pile"),
                [t("shithead-pile-card", card=card_name(c),
                   position=t("position", index=i + 1, count=len(pile)))
                 for i, c in enumerate(pile)]),
        ])

    def cards_of(self, row: int) -> list[Card]:
        return self.hand if row == HAND else self.face_up

    def card_label(self, row: int, i: int) -> str:
        cards = self.cards_of(row)
        chosen = row == self.selected_row and i in self.selected
        return t("shithead-focus-card", card=card_name(cards[i]),
                 selected="yes" if chosen else "no", **card_face(cards[i]),
                 position=t("position", index=i + 1, count=len(cards)))

    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)

    def row_title(self, row: Row) -> str:
        return t("shithead-row", name=row.name, count=len(row.items))

    def after_own_move(self) -> None:
        self.selected = set()

    def chosen_cards(self) -> list[Card]:
        cards = self.cards_of(self.selected_row)
        return [cards[j] for j in sorted(self.selected)]

    # -- which rows hold cards (the rank keys, Enter's question) ------------------
    def row_cards(self, row: int) -> Sequence[Card] | None:
        """The hand, the face-up cards and the pile (top first) hold known
        cards; the face-down ones are known by position only."""
        if row == PILE:
            return list(reversed(self.view().pile))
        return self.cards_of(row) if row in (HAND, FACE_UP) else None

    def selection_row(self) -> int:
        return self.selected_row

    # -- commands --------------------------------------------------------------
    def cmd_toggle_select(self) -> list[Utterance]:
        self.refresh_rows()
        if self.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        if self.row not in (HAND, FACE_UP) or not self.cards_of(self.row):
            # Space says why nothing is selected here (ux.md: no silent key).
            why = {FACE_DOWN: "face_down", PILE: "pile"}.get(self.row, "empty")
            return [self.say(t("shithead-cannot-select", row=why, key=self.key_label("play"),
                               name=self.rows[self.row].name),
                             interrupt=True, cue="invalid")]
        dropped = 0
        if self.row != self.selected_row:
            # One play comes from one place (SH-6, SH-13): selecting in
            # another row starts anew, and says what it let go, never silently.
            dropped, left = len(self.selected), self.selected_row
            self.selected, self.selected_row = set(), self.row
        i = self.focus[self.row]
        if self.view().phase == "face_up" and i not in self.selected and len(self.selected) >= 3:
            # SH-4: three face up, never more.
            return [self.say(t("shithead-three-chosen", key=self.key_label("play")),
                             interrupt=True, cue="invalid")]
        self.selected ^= {i}
        on = i in self.selected
        face = card_face(self.cards_of(self.row)[i])  # "selected" agrees with it
        state = t("selected", **face) if on else t("deselected")
        card = card_name(self.cards_of(self.row)[i])
        chosen = self.chosen_cards()
        view = self.view()
        if view.phase == "face_up":
            text = t("shithead-select-face-up", card=card, state=state, **face,
                     selected="yes" if on else "no", count=len(chosen),
                     key=self.key_label("play"))
        else:
            verdict = selection_verdict(chosen, view.to_beat)
            if self.row == FACE_UP and chosen and self.cards_of(HAND):
                # SH-13: while the hand holds cards, play comes from it only.
                verdict["verdict"] = "hand_first"
            text = t("shithead-select", card=card, state=state,
                     selected="yes" if on else "no", **face, **verdict)
        if dropped:
            text = t("shithead-other-row-cleared", count=dropped, text=text,
                     row="hand" if left == HAND else "face_up")
        self.refresh_rows()
        return [self.say(text, interrupt=True, cue="select" if on else "deselect")]

    def cmd_play(self) -> list[Utterance]:
        self.refresh_rows()
        view = self.view()
        if view.phase == "face_up":
            # Enter alone takes the suggestion: the player need not select three.
            chosen = self.chosen_cards() if self.selected else list(self.suggestion())
            return self.try_move(ChooseFaceUp(tuple(chosen)))
        if self.selected and self.selected_row != self.row and self.row in (HAND, FACE_UP):
            # A selection left behind in the other row must not hold Enter
            # hostage: the row the player is on decides.
            self.selected = set()
        if self.selected:
            move = Play(tuple(self.chosen_cards()))
            return self.enter.asks_first(move) or self.try_move(move)
        if self.row in (HAND, FACE_UP) and self.cards_of(self.row):
            return self.try_move(Play((self.cards_of(self.row)[self.focus[self.row]],)))
        if self.row == FACE_DOWN and view.face_down_slots:
            # The row speaks positions among the cards left; the engine wants slots.
            return self.try_move(FlipFaceDown(view.face_down_slots[self.focus[FACE_DOWN]]))
        if view.to_move == self.human and view.source(self.human) == "face_down":
            return [self.refuse(Refusal("must-turn-face-down"))]
        return [self.refuse(Refusal("nothing-selected"))]

    def cmd_draw(self) -> list[Utterance]:
        # SH-7: drawing follows a play by itself; the key says so.
        return [self.say(t("shithead-no-draw"), interrupt=True, cue="invalid")]

    def cmd_take_discard(self) -> list[Utterance]:
        return self.try_move(PickUp())

    def cmd_sort(self) -> list[Utterance]:
        orders = list(SORT_ORDERS)
        self.sort_order = orders[(orders.index(self.sort_order) + 1) % len(orders)]
        row = self.row if self.row in (HAND, FACE_UP) else HAND
        cards = self.cards_of(row)
        focused = cards[self.focus[row]] if cards else None
        chosen = self.chosen_cards()
        self.refresh_rows()
        # Keep the focused card and the selection through the new order.
        cards = self.cards_of(row)
        if focused is not None:
            self.focus[row] = cards.index(focused)
        rest = list(self.cards_of(self.selected_row))
        self.selected = set()
        for card in chosen:
            j = next(k for k, c in enumerate(rest) if c == card and k not in self.selected)
            self.selected.add(j)
        self.refresh_rows()
        return [self.say(t("shithead-sorted", order=self.sort_order), interrupt=True, cue="move")]

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        return refusal_words(refusal.code, refusal.args, self.view().to_beat,
                             self.key_label("play"))

    def suggestion(self) -> tuple[Card, ...]:
        """SH-4: high cards and specials face up, as the bots choose."""
        return tuple(sorted(strongest_three(self.view().hand), key=SORT_ORDERS["rank"]))

    #: Shithead's keys (core/command_table.py). Nobody draws by choice: the
    #: draw key says why, and F1 leaves it out.
    command_table = GameSession.command_table.extend(
        ENTER_ON_SELECTION, JUMPING,
        Part(commands={"toggle_select": cmd_toggle_select, "play": cmd_play, "draw": cmd_draw,
                       "take_discard": cmd_take_discard, "sort": cmd_sort}),
        listed=(*FOCUS_KEYS, *ROW_KEYS, "toggle_select", "play", "take_discard", "my_status",
                "opponents", "table", "scores", "sort", "whose_turn", "repeat_last",
                *jump_commands(RANKS), *ADVICE_KEYS))

    def quiet_replay_end(self, recorded: Sequence[Event]) -> int:
        # One deal a game: a resumed game replays without words to its end,
        # then takes up what the words kept (quiet_replay_done).
        return len(recorded)

    def quiet_replay_done(self) -> None:
        # Where each seat plays from (set at the starter card), and the
        # warnings already given: with rearm, exactly the seats down to one card.
        view = self.view()
        self.sources = ([view.source(s) for s in range(self.side.players)]
                        if view.phase == "play" else [])
        self.last_card_warning.news()

    def source_moves(self) -> list[Utterance]:
        if self.view().phase != "play":
            return []
        out: list[Utterance] = []
        view = self.view()
        now = [view.source(s) for s in range(self.side.players)]
        for seat, (before, after) in enumerate(zip(self.sources, now, strict=True)):
            if before == after or seat in self.view().finished or after == "hand":
                continue
            who = self.name(seat, capital=True)
            you = "yes" if seat == self.human else "no"
            if seat == self.human:
                # Focus follows the row the player now plays from (SH-14, SH-15).
                self.refresh_rows()
                self.row = FACE_UP if after == "face_up" else FACE_DOWN
                self.focus[self.row] = 0
            if after == "face_up":
                cards = face_up_words(self.view().face_ups[seat])
                out.append(self.say(t("shithead-to-face-up", who=who, you=you, cards=cards),
                                    seat=seat))
            else:
                count = self.view().face_down_counts[seat]
                out.append(self.say(t("shithead-to-face-down", who=who, you=you, count=count),
                                    seat=seat))
        self.sources = now
        return out
