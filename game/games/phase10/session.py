"""Phase 10 as the player meets it (P10 rules): hand, table and action rows,
laying and hitting by selection, a small "choosing" mode for real choices
(how to lay, where a wild goes, whom to skip) and reports. The words for
every event are its narrator's (``event_words.py``), which it holds.

Enter in one sentence: on your hand, one card is discarded and several cards
are laid as your phase; on a laid group in the table row, the selected cards
are hit onto it. The turn prompt says it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.base import Event, Refusal
from ...core.cursor import Row
from ...core.handsession import HandSession
from ...core.jump import jump_commands
from ...core.lastcard import LastCard
from ...core.selection_enter import MeldOrDiscard
from ...core.session import Utterance
from ...i18n import t
from .advice import Phase10Advice
from .event_words import Phase10Narrator
from .expert import BOT_LEVELS
from .jumps import RANKS, Phase10Jumps
from .play import (
    best_effort_values,
    choices_that_matter,
    hit_options,
    lay_options,
    lay_refusal,
)
from .prompt import Phase10Prompt
from .reports import Phase10Reports
from .rules import (
    Discard,
    DrawStock,
    Group,
    Hit,
    Lay,
    P10Card,
    Phase10,
    Phase10View,
    TakeDiscard,
)
from .rules.cards import COLOURS, sort_key
from .rules.moves import DRAW
from .words import (
    card_face,
    card_name,
    groups_words,
    owned_group,
    placed_list,
    refusal_words,
)


def _colour_order(card: P10Card) -> tuple[int, int]:
    if card.number:
        return (COLOURS.index(card.colour), card.number)
    return (len(COLOURS) + (card.colour != "W"), 0)


SORT_ORDERS: dict[str, Callable[[P10Card], tuple[int, int]]] = {
    "number": sort_key,
    "colour": _colour_order,
}

HAND, TABLE, ACTIONS = 0, 1, 2


class Phase10Session(HandSession):
    engine = Phase10
    bot_levels = BOT_LEVELS
    pause_after = frozenset({"hand_end", "game_end"})
    words = "phase10"
    sort_orders = SORT_ORDERS
    row_kinds = ("hand", "table", "actions")
    counted_rows = (TABLE,)  # the laid groups: "..., 2 of 4"
    draw_moves = (DrawStock, TakeDiscard)
    narrator: Phase10Narrator

    def __init__(self, players: int, levels: list[str], seed: int,
                 options: dict[str, Any] | None = None, *, assist: bool = True,
                 **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        self.narrator = Phase10Narrator(self, self.view, self.hand_row.sort, assist=assist,
                                        players=players)
        self.enter = MeldOrDiscard(self, Lay, "lay", lambda: self.view().phases[self.human])
        self.last_card_warning = LastCard(self, lambda: self.view().hand_counts)
        self.advice = Phase10Advice(self)
        self.table_items: list[tuple[int, int]] = []  # (seat, group index) per table item
        #: The rank keys, clear and the hand grouped (core/jump.py).
        self.jumps = Phase10Jumps(self)
        #: The report keys' words and the window's lines and table.
        self.reports = Phase10Reports(self)
        self.refresh_rows()

    def make_prompt(self, newcomer: bool) -> Phase10Prompt:
        return Phase10Prompt(self, newcomer=newcomer)

    def view(self) -> Phase10View:
        view: Phase10View = self.side.view()  # a watcher's: the public view
        return view

    @property
    def laid(self) -> list[list[Group]]:
        """The laid groups as the events so far told them (the narrator's)."""
        return self.narrator.laid

    @laid.setter
    def laid(self, groups: list[list[Group]]) -> None:
        self.narrator.laid = groups

    @property
    def hand_phases(self) -> list[int]:
        """Each seat's phase in the hand being played (the narrator's)."""
        return self.narrator.hand_phases

    @hand_phases.setter
    def hand_phases(self, phases: list[int]) -> None:
        self.narrator.hand_phases = phases

    # -- rows ------------------------------------------------------------------
    def refresh_rows(self) -> None:
        view = self.view()
        hand = self.hand_row_words(view.hand)
        seats = [(self.human + k) % view.players for k in range(view.players)]
        self.table_items = [(s, g) for s in seats for g in range(len(self.laid[s]))]
        # Focus labels start a sentence: "Your set of three 9s".
        table = [owned_group(self.laid[s][g], self.name(s),
                             "you-capital" if s == self.human else "other")
                 for s, g in self.table_items]
        # An empty pile offers nothing to take: said so, not "Take empty".
        take = (t("phase10-action-take", card=card_name(view.discard_top))
                if view.discard_top is not None else t("phase10-action-take-none"))
        actions = [t("phase10-action-draw"), take, t("phase10-action-lay"),
                   t("phase10-action-discard")]
        self.set_rows([
            hand,
            Row(t("phase10-row-table"), table),
            Row(t("phase10-row-actions"), actions),
        ])

    def card_name(self, card: P10Card, case: str = "nom") -> str:
        return card_name(card, case)

    def card_face(self, card: P10Card) -> dict[str, Any]:
        return card_face(card)

    # -- commands --------------------------------------------------------------
    def blocked(self, step: str | None = None) -> list[Utterance] | None:
        """The refusal when the player cannot make a ``step`` move now."""
        refused = super().blocked()
        if refused is None and step == "play" and self.view().step == DRAW:
            return [self.refuse(Refusal("draw-first"))]
        return refused

    def select_args(self, chosen: list[P10Card]) -> dict[str, Any]:
        view = self.view()
        phase = view.phases[self.human]
        makes = (len(chosen) > 1 and not view.laid[self.human]
                 and bool(lay_options(chosen, phase)))
        return {"makes": "yes" if makes else "no", "phase": phase}

    def play_elsewhere(self) -> list[Utterance] | None:
        return self.hit_focused() if self.row == TABLE else None

    def meld_selection(self) -> list[Utterance]:
        refused = self.blocked("play")
        if refused:
            return refused
        view = self.view()
        phase = view.phases[self.human]
        if view.laid[self.human]:
            return [self.refuse(Refusal("already-laid", {"phase": phase}))]
        chosen = self.chosen_cards()
        if not chosen:
            return [self.refuse(Refusal("nothing-selected"))]
        options = lay_options(chosen, phase)
        if not options:
            return [self.refuse(lay_refusal(chosen, phase))]
        # Ask only when the arrangement changes what can later be hit.
        options = choices_that_matter(options)
        asked = self.enter.asks_first(Lay(options[0]))
        if asked is not None:
            return asked
        if len(options) == 1:
            return self.try_move(Lay(options[0]))
        return self.ask("lay", [groups_words(g) for g in options], [Lay(g) for g in options])

    def discard(self, card: P10Card) -> list[Utterance]:
        if not card.is_skip:
            return self.enter.asks_first(Discard(card)) or self.try_move(Discard(card))
        refused = self.blocked("play")
        if refused:
            return refused
        why = self.side.refusal(Discard(card))
        if why is None or why.code != "skip-target-needed":
            return self.enter.asks_first(Discard(card)) or self.try_move(Discard(card))
        view = self.view()
        targets = list(why.args["eligible"])
        asked = self.enter.asks_first(Discard(card, targets[0]))
        if asked is not None:
            return asked
        if len(targets) == 1:  # P10-14: with one eligible player there is nothing to ask
            return self.try_move(Discard(card, targets[0]))
        labels = [t("phase10-skip-target", name=self.name(s, capital=True),
                    phase=view.phases[s], laid="yes" if view.laid[s] else "no",
                    cards=view.hand_counts[s]) for s in targets]
        return self.ask("skip", labels, [Discard(card, s) for s in targets])

    def hit_focused(self) -> list[Utterance]:
        if not self.table_items:
            return [self.refuse(Refusal("no-groups"))]
        chosen = self.chosen_cards()
        if not chosen:
            return [self.refuse(Refusal("nothing-selected"))]
        target, index = self.table_items[self.focus[TABLE]]
        group = self.view().groups[target][index]
        options = hit_options(group, chosen)
        if len(options) > 1:
            refused = self.blocked("play")
            if refused:
                return refused
            if not self.view().laid[self.human]:
                return self.try_move(Hit(target, index, tuple(chosen), options[0]))
            labels = [placed_list(chosen, values) for values in options]
            return self.ask("hit", labels,
                            [Hit(target, index, tuple(chosen), v) for v in options])
        values = options[0] if options else best_effort_values(group, chosen)
        return self.try_move(Hit(target, index, tuple(chosen), values))


    #: The game's rank keys on the draw-and-discard table, whose report
    #: keys its ``reports`` answer (core/command_table.py).
    command_table = HandSession.command_table.extend(
        listed=(*HandSession.command_table.listed, *jump_commands(RANKS)))

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        return refusal_words(refusal, self.name, self.key_label)

    #: The events after which the rows no longer match the table.
    RESHAPING = HandSession.RESHAPING | {"lay", "hit", "discard"}

    def took_in(self, event: Event) -> None:
        """A new deal: every seat may be warned of again, and no card is
        selected nor question asked; then the words' memory and the rows."""
        if event["type"] == "deal":
            self.last_card_warning.new_deal()
            self.selected = set()
            self.choosing = None
        super().took_in(event)
