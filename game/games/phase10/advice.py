"""Phase 10's suggestion and since-my-last-turn words: :class:`Phase10Advice`,
the part the session holds as ``advice`` (``game/core/advice.py``).

The suggestion comes from the player's view only: before drawing, the hard
bot's choice between the stock and the discard pile; then the best laying
of the phase by the exact finder (the one leaving the fewest cards, then
the least penalty, P10-8) when the hand holds it; once laid, the hit the
hard bot would make, with every other card that fits the same group; else
the hard bot's discard (and whom its skip would skip).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ...core.advice import Advice, AdviceHost, Suggestion
from ...core.base import Event
from ...core.handadvice import HandPicker, select_in_hand, since_draw, suggest_draw
from ...i18n import t
from .bots import HardPhase10Bot
from .cursor import Phase10Rows
from .event_words import whose
from .play import hit_options
from .rules import DrawStock, Hit, Lay, P10Card, TakeDiscard, can_lay
from .rules.cards import parse_cards
from .rules.finder import best_laying
from .rules.moves import DRAW, Phase10Move, Phase10View
from .words import card_list, card_name, group_words, groups_words, owned_group, placed_list


class AdvisedSession(AdviceHost, HandPicker, Protocol):
    """What the advice reads and moves of the session (a
    :class:`~game.games.phase10.session.Phase10Session` is one): a protocol,
    as the session holds the advice and the advice must not import it."""

    key_label: Callable[[str], str]

    @property
    def cursor(self) -> Phase10Rows:
        """The rows, the focus on them and the table row's groups (cursor.py)."""
        ...

    def view(self) -> Phase10View:
        """The player's view of the table."""
        ...

TABLE = 1  # the session's table row


def adviser() -> HardPhase10Bot:
    """A hard bot with no memory of its own: it sees only the view given."""
    return HardPhase10Bot(random.Random(0))


class Phase10Advice(Advice[AdvisedSession, Phase10Move]):
    """Phase 10's suggestion (module docstring) and its since-my-last-turn
    clauses."""

    def plan_move(self) -> Phase10Move | None:
        """The move to suggest, from the player's view (module docstring)."""
        session = self.session
        view = session.view()
        legal = session.side.legal_moves()
        if not legal:
            return None
        if view.step == DRAW:
            return adviser().decide(view, legal)
        phase = view.phases[session.human]
        if not view.laid[session.human] and can_lay(view.hand, phase):
            groups = best_laying(view.hand, phase)
            if groups is not None and session.side.refusal(Lay(groups)) is None:
                return Lay(groups)
        move = adviser().decide(view, legal)
        return widened(session, move) if isinstance(move, Hit) else move

    def show_move(self, move: Phase10Move) -> Suggestion[Phase10Move] | None:
        """Select and focus ``move``'s cards (or its action); its words."""
        session = self.session
        view = session.view()
        key = session.key_label("play")
        if isinstance(move, DrawStock | TakeDiscard):
            top = card_name(view.discard_top, "acc") if view.discard_top else ""
            return suggest_draw(session, move, isinstance(move, TakeDiscard),
                                "phase10-suggest-draw", top, key)
        if isinstance(move, Lay):
            select_in_hand(session, [c for g in move.groups for c in g.cards])
            return Suggestion(move, t("phase10-suggest-lay", phase=view.phases[session.human],
                                      groups=groups_words(move.groups), key=key))
        if isinstance(move, Hit):
            select_in_hand(session, move.cards)
            session.cursor.row = TABLE
            table_items = session.cursor.table_items
            session.cursor.focus[TABLE] = table_items.index((move.target, move.group))
            group = view.groups[move.target][move.group]
            owned = whose(move.target, session.human, session.human)
            owner = owned_group(group, session.name(move.target), owned)
            # The owner and the group apart too, for a language that declines
            # the owner's name ("to Ada's set": Russian «Аде в набор»).
            cards = placed_list(move.cards, move.values, "acc", article=True)
            return Suggestion(move, t("phase10-suggest-hit", cards=cards, target=owner, key=key,
                                      owner=session.name(move.target), whose=owned,
                                      group=group_words(group)))
        select_in_hand(session, [move.card])
        target = move.skip_target
        return Suggestion(move, t(
            "phase10-suggest-discard", card=card_name(move.card, "acc"), key=key,
            skip="none" if target is None else "yes",
            target=session.name(target) if target is not None else ""))

    def since_clause(self, event: Event) -> str | None:
        session = self.session
        kind = event["type"]
        seat = event.get("player")
        if kind == "draw":
            return since_draw(event, "phase10-since-take", "phase10-since-draw",
                              lambda code: card_name(P10Card.parse(code)))
        if kind == "lay":
            return t("phase10-since-lay", phase=event["phase"])
        if kind == "hit":
            owner = event["target"]["player"]
            return t("phase10-since-hit", cards=card_list(parse_cards(event["cards"])),
                     whose=whose(owner, session.human, seat), owner=session.name(owner))
        if kind == "discard":
            card = P10Card.parse(event["card"])
            target = event.get("skip")
            if card.is_skip and target is not None:
                return t("phase10-since-skip", target=session.name(target))
            return t("phase10-since-discard", card=card_name(card))
        if kind == "skipped":
            return t("phase10-since-skipped")
        return None


def widened(session: AdvisedSession, move: Hit) -> Hit:
    """The hard bot's hit, with every further card that fits the same
    group too (numbered cards first, wilds last)."""
    view = session.view()
    group = view.groups[move.target][move.group]
    cards = list(move.cards)
    values = move.values
    rest = list(view.hand)
    for card in cards:
        rest.remove(card)
    rest.sort(key=lambda c: (c.is_wild, c.number))
    for card in rest:
        if card.is_skip:
            continue
        options = hit_options(group, [*cards, card])
        if not options:
            continue
        bigger = Hit(move.target, move.group, (*cards, card), options[0])
        if session.side.refusal(bigger) is None:
            cards, values = [*cards, card], options[0]
    return Hit(move.target, move.group, tuple(cards), values)
