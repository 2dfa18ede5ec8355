"""Phase 10's move keys (P10 rules), the part the session holds as
``moves`` (``game/core/handmoves.py``): Enter on the hand discards one card
or lays several as the phase, on a laid group of the table row hits it
with the selection; a real choice (how to lay, where a wild goes, whom to
skip) is asked as a question. It reads the session through
:class:`Phase10MovesHost`: the view, the table row's groups, Enter's
question, the question asked and the groups laid (the narrator's)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ...core.base import Refusal
from ...core.choosing import Question
from ...core.handmoves import HandMoves, HandMovesHost
from ...core.selection_enter import EnterOnSelection
from ...core.session import Utterance
from ...i18n import t
from .cursor import Phase10Rows
from .play import (
    best_effort_values,
    choices_that_matter,
    hit_options,
    lay_options,
    lay_refusal,
)
from .rules import (
    Discard,
    DrawStock,
    Group,
    Hit,
    Lay,
    P10Card,
    Phase10View,
    TakeDiscard,
)
from .rules.cards import COLOURS, sort_key
from .rules.moves import DRAW
from .words import groups_words, placed_list, refusal_words


def _colour_order(card: P10Card) -> tuple[int, int]:
    if card.number:
        return (COLOURS.index(card.colour), card.number)
    return (len(COLOURS) + (card.colour != "W"), 0)


SORT_ORDERS: dict[str, Callable[[P10Card], tuple[int, int]]] = {
    "number": sort_key,
    "colour": _colour_order,
}

HAND, TABLE, ACTIONS = 0, 1, 2


class LaidGroups(Protocol):
    """What the moves read of the session's narrator: the groups laid."""

    laid: list[list[Group]]


class Phase10MovesHost(HandMovesHost, Protocol):
    """What Phase 10's keys read of the session besides
    :class:`~game.core.handmoves.HandMovesHost`."""

    @property
    def cursor(self) -> Phase10Rows:
        """The rows and the focus, with whose group each table item is."""
        ...

    @property
    def enter(self) -> EnterOnSelection:
        """Enter's question on a selection the focus is off."""
        ...

    @property
    def narrator(self) -> LaidGroups:
        """The events' words, which keep the groups laid."""
        ...

    def view(self) -> Phase10View:
        """The player's view of the table."""
        ...

    @property
    def question(self) -> Question[Any]:
        """The session's question (core/choosing.py): the lay, the skip or the hit asked."""
        ...


class Phase10Moves(HandMoves[Phase10MovesHost]):
    """Phase 10's keys: its lay, its hit and its discard with a skip's
    target (module docstring)."""

    sort_orders = SORT_ORDERS
    draw_moves = (DrawStock, TakeDiscard)

    @property
    def laid(self) -> list[list[Group]]:
        """The laid groups as the events so far told them (the narrator's)."""
        return self.host.narrator.laid

    @laid.setter
    def laid(self, groups: list[list[Group]]) -> None:
        self.host.narrator.laid = groups

    def blocked(self, step: str | None = None) -> list[Utterance] | None:
        """The refusal when the player cannot make a ``step`` move now."""
        refused = super().blocked()
        if refused is None and step == "play" and self.host.view().step == DRAW:
            return [self.refuse(Refusal("draw-first"))]
        return refused

    def select_args(self, chosen: list[P10Card]) -> dict[str, Any]:
        view = self.host.view()
        phase = view.phases[self.host.human]
        makes = (len(chosen) > 1 and not view.laid[self.host.human]
                 and bool(lay_options(chosen, phase)))
        return {"makes": "yes" if makes else "no", "phase": phase}

    def play_elsewhere(self) -> list[Utterance] | None:
        return self.hit_focused() if self.host.cursor.row == TABLE else None

    def meld_selection(self) -> list[Utterance]:
        host = self.host
        refused = self.blocked("play")
        if refused:
            return refused
        view = host.view()
        phase = view.phases[host.human]
        if view.laid[host.human]:
            return [self.refuse(Refusal("already-laid", {"phase": phase}))]
        chosen = self.chosen_cards()
        if not chosen:
            return [self.refuse(Refusal("nothing-selected"))]
        options = lay_options(chosen, phase)
        if not options:
            return [self.refuse(lay_refusal(chosen, phase))]
        # Ask only when the arrangement changes what can later be hit.
        options = choices_that_matter(options)
        asked = host.enter.asks_first(Lay(options[0]))
        if asked is not None:
            return asked
        if len(options) == 1:
            return self.try_move(Lay(options[0]))
        return host.question.ask("lay", [groups_words(g) for g in options],
                                 [Lay(g) for g in options])

    def discard(self, card: P10Card) -> list[Utterance]:
        host = self.host
        if not card.is_skip:
            return host.enter.asks_first(Discard(card)) or self.try_move(Discard(card))
        refused = self.blocked("play")
        if refused:
            return refused
        why = host.side.refusal(Discard(card))
        if why is None or why.code != "skip-target-needed":
            return host.enter.asks_first(Discard(card)) or self.try_move(Discard(card))
        view = host.view()
        targets = list(why.args["eligible"])
        asked = host.enter.asks_first(Discard(card, targets[0]))
        if asked is not None:
            return asked
        if len(targets) == 1:  # P10-14: with one eligible player there is nothing to ask
            return self.try_move(Discard(card, targets[0]))
        labels = [t("phase10-skip-target", name=host.name(s, capital=True),
                    phase=view.phases[s], laid="yes" if view.laid[s] else "no",
                    cards=view.hand_counts[s]) for s in targets]
        return host.question.ask("skip", labels, [Discard(card, s) for s in targets])

    def hit_focused(self) -> list[Utterance]:
        host = self.host
        if not host.cursor.table_items:
            return [self.refuse(Refusal("no-groups"))]
        chosen = self.chosen_cards()
        if not chosen:
            return [self.refuse(Refusal("nothing-selected"))]
        target, index = host.cursor.table_items[host.cursor.focus[TABLE]]
        group = host.view().groups[target][index]
        options = hit_options(group, chosen)
        if len(options) > 1:
            refused = self.blocked("play")
            if refused:
                return refused
            if not host.view().laid[host.human]:
                return self.try_move(Hit(target, index, tuple(chosen), options[0]))
            labels = [placed_list(chosen, values) for values in options]
            return host.question.ask("hit", labels,
                            [Hit(target, index, tuple(chosen), v) for v in options])
        values = options[0] if options else best_effort_values(group, chosen)
        return self.try_move(Hit(target, index, tuple(chosen), values))

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        return refusal_words(refusal, self.host.name, self.host.key_label)
