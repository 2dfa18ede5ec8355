"""Ten Phases words, all from the catalog: declared groups (a joker says
what it stands for, "joker as 6 of hearts"), the phases (TP-11) and the
arguments of every refusal code (``REFUSAL_CODES``) as words. Card names
are the standard ones of :mod:`game.core.words`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core.base import Refusal
from ...core.cards import Card
from ...core.words import card_list, card_name
from ...i18n import join_list, t
from .rules import Group
from .rules.phases import COLOUR, HIGH_ACE, RUN, SET, SUITED, phase_table

__all__ = ["card_list", "card_name", "group_words", "groups_words", "part_words",
           "phase_need", "rank_word", "refusal_words"]


def rank_word(value: int) -> str:
    """A run value or rank as a word: 1 and 14 "ace", 12 "queen"; any
    other number as itself."""
    if value == HIGH_ACE:
        value = 1
    if 1 <= value <= 13:
        return t("rank-name", rank=value)
    return str(value)


def stand_in(group: Group, value: int) -> str:
    """What a joker stands for in ``group``: "6 of hearts", "6", "a 9",
    "a red card", "a heart"."""
    rank = 1 if value == HIGH_ACE else value
    if group.kind == SUITED:
        return card_name(Card(rank, group.suit))
    if group.kind == RUN:
        return rank_word(value)
    if group.kind == SET:
        return t("rank-with-article", rank=rank)
    if group.kind == COLOUR:
        return t("tenphases-colour-card", colour=group.colour)
    return t("tenphases-suit-card", suit=group.suit)


def group_words(group: Group) -> str:
    """"4 to 7 of hearts with joker as 6 of hearts", "run 2 to 4", "three
    9s", "eight red cards", "four hearts"."""
    values = group.values or (0,) * len(group.cards)
    stand_ins = [stand_in(group, v) for c, v in zip(group.cards, values, strict=True)
                 if c.is_joker]
    if len(stand_ins) == 1:
        jokers = t("tenphases-joker-as", card=stand_ins[0])
    elif group.kind in (RUN, SUITED):
        jokers = t("tenphases-jokers-as", cards=join_list(stand_ins))
    else:
        jokers = t("tenphases-jokers-as-same", count=len(stand_ins), kind=group.kind,
                   rank=values[0], colour=group.colour, suit=group.suit)
    args: dict[str, Any] = {"wilds": len(stand_ins), "jokers": jokers,
                            "count": len(group.cards)}
    if group.kind in (RUN, SUITED):
        return t("tenphases-group-run", low=rank_word(group.low), high=rank_word(group.high),
                 low_value=group.low, high_value=group.high, suit=group.suit or "none", **args)
    if group.kind == SET:
        return t("tenphases-group-set", rank=group.values[0], **args)
    if group.kind == COLOUR:
        return t("tenphases-group-colour", colour=group.colour, **args)
    return t("tenphases-group-flush", suit=group.suit, **args)


def groups_words(groups: Sequence[Group]) -> str:
    """A declaration's groups, one after the other."""
    text = group_words(groups[0])
    for group in groups[1:]:
        text = t("tenphases-group-then", first=text, second=group_words(group))
    return text


def phase_need(phase: int, flush_phases: bool = False) -> str:
    """What a phase asks for: "a run of 3 and 3 of a kind" (TP-11)."""
    return t("tenphases-need", phase=phase, flush="yes" if flush_phases else "no")


def kind_size(kind: str, size: int) -> str:
    return t("tenphases-kind-size", kind=kind, size=size)


def part_words(group: Group, done: bool, size: int = 0) -> str:
    """What one part of a selection holds toward its group: the group
    itself when it is of its size ("three 9s", "a run 2 to 4"), else its
    cards ("two 9s and a joker", "5 in a row, 3 to 7", "an ace"; never a
    run of one), and, given the ``size`` asked in a phase of several
    groups, which group they are for ("an ace for 3 of a kind")."""
    if done:
        return t("tenphases-part-done", kind=group.kind, group=group_words(group))
    if size:
        return t("tenphases-part-for", part=part_words(group, done), kind=group.kind,
                 size=size)
    reals = [c for c in group.cards if not c.is_joker]
    jokers = len(group.cards) - len(reals)
    if group.kind in (RUN, SUITED):
        if len(group.cards) == 1:
            card = reals[0]
            return (card_name(card) if group.kind == SUITED
                    else t("rank-with-article", rank=card.rank))
        values = group.values
        stand_ins = [stand_in(group, v) for c, v in zip(group.cards, values, strict=True)
                     if c.is_joker]
        return t("tenphases-part-run", count=len(group.cards), low=rank_word(group.low),
                 high=rank_word(group.high), low_value=group.low, high_value=group.high,
                 suit=group.suit or "none", wilds=jokers, jokers=join_list(stand_ins))
    if group.kind == SET:
        return t("tenphases-part-set", count=len(reals), rank=group.values[0], wilds=jokers,
                 wildsword=t("number-word", count=jokers))
    if group.kind == COLOUR:
        return t("tenphases-part-colour", count=len(reals), colour=group.colour, wilds=jokers,
                 wildsword=t("number-word", count=jokers))
    return t("tenphases-part-flush", count=len(reals), suit=group.suit, wilds=jokers,
             wildsword=t("number-word", count=jokers))


def _suit(suit: str) -> str:
    return t("suit-name", suit=suit) if suit else ""


def refusal_words(refusal: Refusal, key: Callable[[str], str]) -> dict[str, Any]:
    """The arguments of a Ten Phases refusal as catalog arguments: cards,
    ranks, suits and kinds become words; every catalog variable is present."""
    args = dict(refusal.args)
    code = refusal.code
    if code in ("value-out-of-range", "value-mismatch", "ace-high-off"):
        args["card"] = card_name(Card.parse(args["card"]))
        args["value"] = rank_word(int(args.get("value", 0)))
    if code == "wrong-groups":
        args["need"] = join_list([kind_size(g["kind"], g["size"]) for g in args["need"]])
        args["have"] = join_list([kind_size(g["kind"], g["size"]) for g in args["have"]])
    if code == "phase-size":
        flush = bool(args["flush"])
        several = len(phase_table(flush)[int(args["phase"])]) > 1
        args["need"] = phase_need(int(args["phase"]), flush)
        args["have"] = join_list([part_words(p["group"], p["done"], p["size"] * several)
                                  for p in args["parts"]])
        extra = [Card.parse(c) if isinstance(c, str) else c for c in args.get("extra", ())]
        args["count"] = sum(len(p["group"].cards) for p in args["parts"]) + len(extra)
        args["extra"] = card_list(extra) if extra else "none"
        args["several"] = "yes" if several else "no"
        del args["parts"], args["flush"]
    if code == "set-mixed":
        args["ranks"] = join_list([t("rank-plural", rank=1 if r == HIGH_ACE else r)
                                   for r in args["ranks"]])
    if code == "set-wrong-size":
        args["count"] = args["have"]  # number-word: "two 9s"
    if code == "run-not-consecutive":
        args["values"] = join_list([rank_word(v) for v in args["values"]])
    if code == "run-wrong-length":
        # The numbers too: a catalog declines "from ace to 4" by them.
        args["low_value"], args["high_value"] = args["low"], args["high"]
        args["low"] = rank_word(args["low"])
        args["high"] = rank_word(args["high"])
        args["suit"] = args["suit"] or "none"
    if code == "suit-mixed":
        args["suits"] = join_list([_suit(s) for s in args["suits"]])
    if code == "suit-mismatch":
        args["suit"] = _suit(args["suit"])
        args["cards"] = _suit(args["cards"])
    if code == "colour-mismatch":
        args["colour"] = t("tenphases-colour", colour=args["colour"])
        args["cards"] = t("tenphases-colour", colour=args["cards"])
    if code in ("colour-wrong-size", "flush-wrong-size"):
        args["count"] = args["have"]  # number-word: "three red cards"
    if code == "flush-wrong-size":
        args["suit"] = args["suit"] or "none"
    if code == "wrong-kind":
        args["kind"] = args["need"]  # tenphases-kind says it
    if code == "group-all-jokers":
        args["kind"] = str(args.get("kind", RUN))
    args["draw"] = key("draw")
    args["take"] = key("take_discard")
    args["play"] = key("play")
    return args
