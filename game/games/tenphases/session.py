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

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ...core.base import Event, Refusal
from ...core.cards import SUITS, Card, parse_cards
from ...core.choosing import Choosing
from ...core.cursor import Row
from ...core.handsession import HandSession
from ...core.jump import STANDARD_RANKS, jump_commands
from ...core.selection_enter import MeldOrDiscard
from ...core.session import Utterance
from ...core.words import card_face
from ...i18n import t
from .advice import TenPhasesAdvice
from .event_words import TenPhasesNarrator, seat_order
from .expert import BOT_LEVELS
from .jumps import TenPhasesJumps
from .play import declare_options, diagnose
from .prompt import TenPhasesPrompt
from .reports import TenPhasesReports
from .rules import (
    CHOOSE,
    Declare,
    Discard,
    DrawStock,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhases,
    TenPhasesView,
)
from .words import card_name, refusal_words


def _rank_order(card: Card) -> tuple[int, int]:
    if card.is_joker:
        return (99, 0)
    return (card.rank, SUITS.index(card.suit))


def _suit_order(card: Card) -> tuple[int, int]:
    if card.is_joker:
        return (99, 0)
    return (SUITS.index(card.suit), card.rank)


SORT_ORDERS: dict[str, Callable[[Card], tuple[int, int]]] = {
    "rank": _rank_order,
    "suit": _suit_order,
}

HAND, ACTIONS = 0, 1


class TenPhasesSession(HandSession):
    engine = TenPhases
    bot_levels = BOT_LEVELS
    pause_after = frozenset({"game_end"})
    words = "tenphases"
    sort_orders = SORT_ORDERS
    row_kinds = ("hand", "actions")
    draw_moves = (DrawStock, TakeDiscard)
    narrator: TenPhasesNarrator

    def __init__(self, players: int, levels: list[str], seed: int,
                 options: dict[str, Any] | None = None, *, assist: bool = True,
                 **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        self.narrator = TenPhasesNarrator(self, self.view, self.hand_row.sort, assist=assist)
        self.enter = MeldOrDiscard(self, Declare, "declare",
                                   lambda: self.view().phases[self.human])
        self.advice = TenPhasesAdvice(self)
        # Cards each player showed in a declaration and, as far as everyone
        # saw, still holds (kept, not discarded since): public (TP-7/8).
        self.shown_held: list[Counter[Card]] = [Counter() for _ in range(players)]
        #: The rank keys, clear and the hand grouped (core/jump.py).
        self.jumps = TenPhasesJumps(self)
        #: The report keys' words and the window's lines and table.
        self.reports = TenPhasesReports(self)
        self.refresh_rows()

    def make_prompt(self, newcomer: bool) -> TenPhasesPrompt:
        return TenPhasesPrompt(self, newcomer=newcomer)

    def view(self) -> TenPhasesView:
        view: TenPhasesView = self.side.view()  # a watcher's: the public view
        return view

    # -- rows ------------------------------------------------------------------
    def refresh_rows(self) -> None:
        view = self.view()
        hand = self.hand_row_words(view.hand)
        # An empty pile offers nothing to take: said so, not "Take empty".
        take = t("tenphases-action-take", card=card_name(view.discard_top)) \
            if view.discard_top else t("tenphases-action-take-none")
        actions = [t("tenphases-action-draw"), take,
                   t("tenphases-action-declare"), t("tenphases-action-discard")]
        if self.watching:  # no actions: each player's phase and cards instead
            players = [t("tenphases-opponent", name=self.name(s, capital=True),
                         phase=view.phases[s], done=view.phases_done[s],
                         count=view.hand_counts[s], held=sum(self.shown_held[s].values()))
                       for s in self.seats()]
            self.set_rows([hand, Row(t("tenphases-row-players"), players)])
            return
        self.set_rows([
            hand,
            Row(t("tenphases-row-actions"), actions),
        ])

    def row_title(self, row: Row) -> str:
        if self.watching and row is self.rows[-1]:
            return str(row.name)
        title: str = super().row_title(row)
        return title

    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)

    def card_face(self, card: Card) -> dict[str, Any]:
        return card_face(card)

    # -- the keep-or-redraw question (TP-8) ----------------------------------------
    def shown_count(self) -> int:
        """How many cards the player's declaration showed."""
        declaration = self.view().last_declarations[self.human]
        return sum(len(g.cards) for g in declaration.groups) if declaration else 0

    def keep_due(self) -> bool:
        return (not self.side.is_over() and self.side.current_player() == self.human
                and self.view().step == CHOOSE)

    def ask_keep(self, interrupt: bool = True) -> list[Utterance]:
        count = self.shown_count()
        labels = [t("tenphases-keep-label"), t("tenphases-redraw-label", count=count)]
        return self.ask("keep", labels, [Keep(), Redraw()], interrupt=interrupt, draw=count)

    def back_words(self, choice: Choosing) -> str:
        if choice.kind == "keep":
            return t("tenphases-choice-later", phase=self.view().phases_done[self.human],
                     count=self.shown_count(), play=self.key_label("play"))
        return super().back_words(choice)

    # -- commands --------------------------------------------------------------
    def select_args(self, chosen: list[Card]) -> dict[str, Any]:
        view = self.view()
        phase = view.phases[self.human]
        makes = (len(chosen) > 1 and not view.declared and bool(
            declare_options(chosen, phase, view.ace_high_runs, view.flush_phases)))
        return {"makes": "yes" if makes else "no", "phase": phase}

    def play_elsewhere(self) -> list[Utterance] | None:
        return self.ask_keep() if self.keep_due() else None

    def draw_move(self, move: DrawStock | TakeDiscard) -> list[Utterance]:
        if self.keep_due():  # after Escape from the question: say what is due
            phase = self.view().phases_done[self.human]
            return [self.refuse(Refusal("keep-or-redraw-first", {"phase": phase}))]
        return self.try_move(move)

    def meld_selection(self) -> list[Utterance]:
        refused = self.blocked()
        if refused:
            return refused
        # The engine's order: draw first, keep or redraw first, one a turn.
        why = self.side.refusal(Declare(()))
        if why is not None and why.code != "wrong-groups":
            return [self.refuse(why)]
        chosen = self.chosen_cards()
        if not chosen:
            return [self.refuse(Refusal("nothing-selected"))]
        view = self.view()
        phase = view.phases[self.human]
        options = declare_options(chosen, phase, view.ace_high_runs, view.flush_phases)
        if not options:
            why = diagnose(chosen, phase, view.ace_high_runs, view.flush_phases)
            return [self.refuse(why or Refusal("unknown-move"))]
        # TP-8 keeps or discards every shown card alike, and every reading
        # shows the same cards: no reading changes what is kept or scored,
        # so a question would only cost the player keys: the first reading is declared.
        return self.enter.asks_first(Declare(options[0])) or self.try_move(Declare(options[0]))

    def discard(self, card: Card) -> list[Utterance]:
        return self.enter.asks_first(Discard(card)) or self.try_move(Discard(card))

    def seats(self) -> list[int]:
        """The player first, then the others in turn order (a watcher's:
        from the first seat)."""
        return seat_order(self.side.players, self.human, self.watching)

    #: The game's rank keys on the draw-and-discard table, whose report
    #: keys its ``reports`` answer (core/command_table.py).
    command_table = HandSession.command_table.extend(
        listed=(*HandSession.command_table.listed, *jump_commands(STANDARD_RANKS)))

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        return refusal_words(refusal, self.key_label)

    def track_shown(self, event: Event) -> None:
        """Keep :attr:`shown_held` from the (redacted) events: a declaration
        shows its cards, a redraw or a discard takes cards out of the hand.
        A discarded card that was shown is no longer known to be held, even
        if its owner may hold another copy."""
        kind, seat = event["type"], event.get("player")
        if seat is None:
            return
        if kind == "declare":
            shown = Counter(c for g in event["groups"] for c in parse_cards(g["cards"]))
            self.shown_held[seat] |= shown  # a card shown twice may be the same card
        elif kind == "redraw":
            self.shown_held[seat] -= Counter(parse_cards(event["discarded"]))
        elif kind == "discard":
            self.shown_held[seat] -= Counter([Card.parse(event["card"])])
        elif kind == "deal":
            self.shown_held = [Counter() for _ in range(self.side.players)]

    #: The events after which the rows no longer match the table.
    RESHAPING = HandSession.RESHAPING | {"declare", "redraw", "discard"}

    def took_in(self, event: Event) -> None:
        self.track_shown(event)
        super().took_in(event)

    def quiet_replay_end(self, recorded: Sequence[Event]) -> int:
        # A deal can be most of a game: a resumed game replays without words
        # to its end; what the words kept, the quiet replay keeps below.
        return len(recorded)

    def replayed_quietly(self, events: Sequence[Event]) -> None:
        for event in events:
            self.track_shown(event)
        super().replayed_quietly(events)
        # The assist speaks once a phase, whatever the deal; the unbroken
        # game's history held its words.
        if any(e["type"] == "draw" and e.get("player") == self.human for e in events):
            self.narrator.assist_words()
            self.narrator.assist_heard()
