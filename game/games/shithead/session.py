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
from ...core.cursor import Row
from ...core.jump import JUMPING, jump_commands
from ...core.moves import MOVE_KEYS
from ...core.opening import must_say
from ...core.selection_enter import ENTER_ON_SELECTION, EnterOnSelection
from ...core.session import GameSession, Utterance
from ...core.words import card_face, card_list, card_name
from ...i18n import join_list, t
from .advice import ShitheadAdvice
from .computer_players import ShitheadComputerPlayers
from .event_words import FACE_DOWN, FACE_UP, HAND, PILE, ShitheadNarrator
from .expert import BOT_LEVELS
from .jumps import RANKS, ShitheadJumps
from .moves import ShitheadMoves
from .reports import ShitheadReports, face_up_words
from .rules import (
    Shithead,
    ShitheadView,
)
from .words import (
    SORT_ORDERS,
    ShitheadLastCard,
    beat_args,
    beat_text,
)


class ShitheadSession(GameSession):
    engine = Shithead
    bot_levels = BOT_LEVELS
    moves: ShitheadMoves

    def __init__(self, players: int, levels: Sequence[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        #: The move keys and the selection, in one row at a time (moves.py).
        self.moves = ShitheadMoves(self)
        self.hand: list[Card] = []
        self.face_up: list[Card] = []
        # Where each seat plays from, as last said: a change is announced.
        self.sources: list[str] = []
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
        # A resumed game replays quietly to the end (computer_players.py).
        self.bots = ShitheadComputerPlayers(self, levels)
        #: The report keys' words and the window's lines and table.
        self.reports = ShitheadReports(self)
        self.refresh_rows()

    #: A watcher's focus moves over the pile, the one public row.
    watch_rows = (PILE,)

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
        order = SORT_ORDERS[self.moves.sort_order]
        hand = sorted(view.hand, key=order)
        face_up = sorted(view.face_up, key=order)
        if hand != self.hand or face_up != self.face_up:
            self.moves.selected = set()
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
        chosen = row == self.moves.selected_row and i in self.moves.selected
        return t("shithead-focus-card", card=card_name(cards[i]),
                 selected="yes" if chosen else "no", **card_face(cards[i]),
                 position=t("position", index=i + 1, count=len(cards)))

    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)

    def row_title(self, row: Row) -> str:
        return t("shithead-row", name=row.name, count=len(row.items))

    # -- which rows hold cards (the rank keys, Enter's question) ------------------
    def row_cards(self, row: int) -> Sequence[Card] | None:
        """The hand, the face-up cards and the pile (top first) hold known
        cards; the face-down ones are known by position only."""
        if row == PILE:
            return list(reversed(self.view().pile))
        return self.cards_of(row) if row in (HAND, FACE_UP) else None

    def selection_row(self) -> int:
        return self.moves.selected_row

    #: Shithead's keys (core/command_table.py). Nobody draws by choice: the
    #: draw key says why, and F1 leaves it out.
    command_table = GameSession.command_table.extend(
        ENTER_ON_SELECTION, JUMPING,
        MOVE_KEYS,
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
                     confirm=self.key_label("play"), cards=card_list(self.moves.suggestion()))
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

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        # Called once the batch is said and before the prompt: the right place
        # to say who moved on to their face-up or face-down cards.
        warnings = self.last_card_warning.warnings()
        return self.source_moves() + warnings + super().turn_prompt_if_mine(events)

    def prompt_must(self) -> tuple[int, ...]:
        # The face-up choice's first sentence says what to do and which keys;
        # the suggestion gives way in an opening (W says it whole).
        return (0,) if self.view().phase == "face_up" else ()

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
