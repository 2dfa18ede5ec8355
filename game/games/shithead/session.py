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
from ...core.jump import JUMPING, jump_commands
from ...core.opening import must_say
from ...core.selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from ...core.session import GameSession, Utterance
from ...core.words import card_face, card_list, card_name
from ...i18n import join_list, t
from .advice import ShitheadAdvice
from .bots import strongest_three
from .cursor import ShitheadCursor
from .event_words import FACE_DOWN, FACE_UP, HAND, PILE, ShitheadNarrator
from .expert import BOT_LEVELS
from .jumps import RANKS, ShitheadJumps
from .reports import ShitheadReports
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
    beat_args,
    beat_text,
    refusal_words,
    selection_verdict,
)


class ShitheadSession(GameSession):
    engine = Shithead
    bot_levels = BOT_LEVELS
    cursor: ShitheadCursor

    def __init__(self, players: int, levels: Sequence[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        #: The hand, face-up, face-down and pile rows, the focus on them and
        #: where each seat plays from.
        self.cursor = ShitheadCursor(self)
        self.sort_order = "rank"
        # Selection: positions in one row (the hand or the face-up row).
        self.selected: set[int] = set()
        self.selected_row = HAND
        # The words for events: they read the table through the session and
        # change nothing of it (the lambdas read a game swapped later).
        self.narrator = ShitheadNarrator(
            seat=self.human, name=self.name, view=self.view, say=self.say,
            current_player=lambda: self.side.current_player(),
            game_over=lambda: self.side.is_over(), play_again=self.play_again)
        #: The rank keys, clear and the hand grouped (core/jump.py).
        self.jumps = ShitheadJumps(self)
        self.enter = EnterOnSelection(self)
        self.last_card_warning = ShitheadLastCard(self, self.view)
        self.advice = ShitheadAdvice(self)
        #: The report keys' words and the window's lines and table.
        self.reports = ShitheadReports(self)
        self.cursor.refresh_rows()

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

    def after_own_move(self) -> None:
        self.selected = set()

    def chosen_cards(self) -> list[Card]:
        cards = self.cursor.cards_of(self.selected_row)
        return [cards[j] for j in sorted(self.selected)]

    # -- commands --------------------------------------------------------------
    def cmd_toggle_select(self) -> list[Utterance]:
        self.cursor.refresh_rows()
        if self.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        row = self.cursor.row
        if row not in (HAND, FACE_UP) or not self.cursor.cards_of(row):
            # Space says why nothing is selected here (ux.md: no silent key).
            why = {FACE_DOWN: "face_down", PILE: "pile"}.get(self.cursor.row, "empty")
            return [self.say(t("shithead-cannot-select", row=why, key=self.key_label("play"),
                               name=self.cursor.rows[self.cursor.row].name),
                             interrupt=True, cue="invalid")]
        dropped = 0
        if self.cursor.row != self.selected_row:
            # One play comes from one place (SH-6, SH-13): selecting in
            # another row starts anew, and says what it let go, never silently.
            dropped, left = len(self.selected), self.selected_row
            self.selected, self.selected_row = set(), self.cursor.row
        i = self.cursor.focus[self.cursor.row]
        if self.view().phase == "face_up" and i not in self.selected and len(self.selected) >= 3:
            # SH-4: three face up, never more.
            return [self.say(t("shithead-three-chosen", key=self.key_label("play")),
                             interrupt=True, cue="invalid")]
        self.selected ^= {i}
        on = i in self.selected
        face = card_face(self.cursor.cards_of(row)[i])  # "selected" agrees with it
        state = t("selected", **face) if on else t("deselected")
        card = card_name(self.cursor.cards_of(row)[i])
        chosen = self.chosen_cards()
        view = self.view()
        if view.phase == "face_up":
            text = t("shithead-select-face-up", card=card, state=state, **face,
                     selected="yes" if on else "no", count=len(chosen),
                     key=self.key_label("play"))
        else:
            verdict = selection_verdict(chosen, view.to_beat)
            if self.cursor.row == FACE_UP and chosen and self.cursor.cards_of(HAND):
                # SH-13: while the hand holds cards, play comes from it only.
                verdict["verdict"] = "hand_first"
            text = t("shithead-select", card=card, state=state,
                     selected="yes" if on else "no", **face, **verdict)
        if dropped:
            text = t("shithead-other-row-cleared", count=dropped, text=text,
                     row="hand" if left == HAND else "face_up")
        self.cursor.refresh_rows()
        return [self.say(text, interrupt=True, cue="select" if on else "deselect")]

    def cmd_play(self) -> list[Utterance]:
        self.cursor.refresh_rows()
        view = self.view()
        if view.phase == "face_up":
            # Enter alone takes the suggestion: the player need not select three.
            chosen = self.chosen_cards() if self.selected else list(self.suggestion())
            return self.try_move(ChooseFaceUp(tuple(chosen)))
        row = self.cursor.row
        if self.selected and self.selected_row != row and row in (HAND, FACE_UP):
            # A selection left behind in the other row must not hold Enter
            # hostage: the row the player is on decides.
            self.selected = set()
        if self.selected:
            move = Play(tuple(self.chosen_cards()))
            return self.enter.asks_first(move) or self.try_move(move)
        if row in (HAND, FACE_UP) and self.cursor.cards_of(row):
            return self.try_move(Play((self.cursor.cards_of(row)[self.cursor.focus[row]],)))
        if row == FACE_DOWN and view.face_down_slots:
            # The row speaks positions among the cards left; the engine wants slots.
            return self.try_move(FlipFaceDown(view.face_down_slots[self.cursor.focus[FACE_DOWN]]))
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
        row = self.cursor.row if self.cursor.row in (HAND, FACE_UP) else HAND
        cards = self.cursor.cards_of(row)
        focused = cards[self.cursor.focus[row]] if cards else None
        chosen = self.chosen_cards()
        self.cursor.refresh_rows()
        # Keep the focused card and the selection through the new order.
        cards = self.cursor.cards_of(row)
        if focused is not None:
            self.cursor.focus[row] = cards.index(focused)
        rest = list(self.cursor.cards_of(self.selected_row))
        self.selected = set()
        for card in chosen:
            j = next(k for k, c in enumerate(rest) if c == card and k not in self.selected)
            self.selected.add(j)
        self.cursor.refresh_rows()
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

    # -- words -----------------------------------------------------------------
    def intro(self) -> list[Utterance]:
        names = join_list([self.name(s) for s in self.opponents()])
        last = "yes" if self.view().play_to_last else "no"
        if self.watching:  # who plays, nobody "you"
            return [must_say(self.say(t("shithead-start-watch", names=names, last=last)),
                             0, 1, -1)]
        # The name, the opponents and the goal (the last sentence) are always
        # said; the order of the cards to shed gives way (core/opening.py).
        return [must_say(self.say(t("shithead-start", names=names, last=last)), 0, 1, -1)]

    def turn_prompt(self, calling: bool = False) -> str:
        view = self.view()
        if view.phase == "face_up":  # once a game: always whole
            return t("shithead-choose", select=self.key_label("toggle_select"),
                     confirm=self.key_label("play"), cards=card_list(self.suggestion()))
        source = view.source(self.human)
        # Short after the first times: the card to beat, "a 9 or higher"
        # (``$least``), the 2 and the 10 that go on anything left to F1 and W.
        beat = beat_args(view.to_beat) | {"from": source}
        beat["least"] = t("shithead-least", top=beat["top"],
                          card=t("rank-with-article", rank=beat["top"]))
        if source == "face_down":
            return self.prompt_words("shithead-your-turn-face-down", calling,
                                     key=self.key_label("play"), count=view.face_down_count,
                                     **beat)
        if not view.can_play():
            assert view.to_beat is not None
            return self.prompt_words("shithead-your-turn-pick-up", calling,
                                     key=self.key_label("take_discard"), **beat)
        return self.prompt_words("shithead-your-turn", calling, **beat)

    def whose_turn(self) -> str:
        view = self.view()
        if view.to_move is None:
            return self.over_turn_words()
        if view.to_move == self.human:
            return self.turn_prompt()
        if view.phase == "face_up":
            return t("shithead-choosing", name=self.name(view.to_move))
        return t("shithead-turn-of", name=self.name(view.to_move), beat=beat_text(view.to_beat))

    def quiet_replay_end(self, recorded: Sequence[Event]) -> int:
        # One deal a game: a resumed game replays without words to its end,
        # then takes up what the words kept (quiet_replay_done).
        return len(recorded)

    def quiet_replay_done(self) -> None:
        # Where each seat plays from (set at the starter card), and the
        # warnings already given: with rearm, exactly the seats down to one card.
        view = self.view()
        self.cursor.sources = ([view.source(s) for s in range(self.side.players)]
                        if view.phase == "play" else [])
        self.last_card_warning.news()

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        # Called once the batch is said and before the prompt: the right place
        # to say who moved on to their face-up or face-down cards.
        warnings = self.last_card_warning.warnings()
        return self.cursor.source_moves() + warnings + super().turn_prompt_if_mine(events)

    def prompt_must(self) -> tuple[int, ...]:
        # The face-up choice's first sentence says what to do and which keys;
        # the suggestion gives way in an opening (W says it whole).
        return (0,) if self.view().phase == "face_up" else ()
