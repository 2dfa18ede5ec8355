"""Phase 10 words, all from the catalog: cards (P10-3), groups, phases and
the arguments of every refusal code (``REFUSAL_CODES``) as words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core.base import Refusal
from ...i18n import join_list, t
from .rules import PHASES, Group, P10Card
from .rules.phases import COLOUR, SET


def count_word(count: int) -> str:
    """A count as the catalog says it in a group ("two wilds", like "two 5s")."""
    return t("number-word", count=count)


def card_name(card: P10Card, case: str = "nom") -> str:
    """"red 7", "wild", "skip" (P10-3); ``case`` as in ``core.words.card_name``."""
    return t("phase10-card", colour=card.colour, number=card.number, case=case)


def card_face(card: P10Card) -> dict[str, Any]:
    """As ``core.words.card_face``: ``face`` is the colour (W a wild, SK a skip)."""
    return {"face": card.colour}


def card_list(cards: Sequence[P10Card]) -> str:
    return join_list([card_name(c) for c in cards])


def placed_name(card: P10Card, value: int | None, case: str = "nom") -> str:
    """A card in a group: a wild says what it stands for ("wild as 7")."""
    if card.is_wild and value:
        return t("phase10-wild-as", value=value, case=case)
    return card_name(card, case)


def placed_list(cards: Sequence[P10Card], values: Sequence[int], case: str = "nom",
                article: bool = False) -> str:
    """The cards as placed ("yellow 9 and wild as 10"); with ``article``
    each as a language says a card in a sentence ("a yellow 9 and a wild as
    10": phase10-card-in-list, the card alone where a language has none)."""
    shown = values if values else [0] * len(cards)
    names = [placed_name(c, v, case) for c, v in zip(cards, shown, strict=True)]
    if article:
        names = [t("phase10-card-in-list", card=name) for name in names]
    return join_list(names)


def colour_name(colour: str) -> str:
    return t("phase10-colour", colour=colour)


def group_words(group: Group) -> str:
    """"set of two 9s plus a wild", "run 4 to 7 with a wild as 6",
    "five red cards plus two wilds"."""
    wilds = [v for c, v in zip(group.cards, group.values or [0] * len(group.cards), strict=True)
             if c.is_wild]
    if group.kind == COLOUR:
        # Coloured cards counted apart from the wilds, as in a set.
        return t("phase10-colour-group", count=len(group.cards) - len(wilds), colour=group.colour,
                 wilds=len(wilds), wildsword=count_word(len(wilds)))
    if group.kind == SET:
        # The numbered cards counted apart from the wilds: "two 9s plus a
        # wild" is three cards, which "three 9s with a wild" left unsure.
        return t("phase10-set", count=len(group.cards) - len(wilds), number=group.values[0],
                 wilds=len(wilds), wildsword=count_word(len(wilds)))
    return t("phase10-run", low=group.low, high=group.high, wilds=len(wilds),
             values=join_list([str(v) for v in sorted(wilds)]))


def groups_words(groups: Sequence[Group]) -> str:
    """Several groups, one after the other ("set of three 9s; run 4 to 7")."""
    text = group_words(groups[0])
    for group in groups[1:]:
        text = t("phase10-group-then", first=text, second=group_words(group))
    return text


def owned_group(group: Group, owner: str, whose: str = "other") -> str:
    """"Ada's run 4 to 7", "your set of three 9s", "their own ..."
    (``whose``: ``you``, ``own`` or ``other``)."""
    return t("phase10-owned-group", owner=owner, whose=whose, group=group_words(group))


def kind_size(kind: str, size: int) -> str:
    """"a set of 3", "a run of 4", "7 cards of one colour"."""
    return t("phase10-kind-size", kind=kind, size=size)


def phase_need(phase: int) -> str:
    """What a phase asks for: "a set of 3 and a run of 4" (P10-15)."""
    return t("phase10-need", phase=phase)


def part_words(group: Group, done: bool, size: int = 0) -> str:
    """What one part of a selection holds toward its group: the group
    itself when it is complete ("a set of three 1s"), else its cards
    ("two 5s and a wild", "3 in a row, 4 to 6", "a 4"; never a run of
    one), and, given the ``size`` asked in a phase of several groups, which
    group they are for ("a 4 for a run of 4")."""
    if done:
        return t("phase10-part-done", kind=group.kind, group=group_words(group))
    if size:
        return t("phase10-part-for", part=part_words(group, done), kind=group.kind, size=size)
    numbered = [c for c in group.cards if c.is_numbered]
    wilds = len(group.cards) - len(numbered)
    if group.kind == COLOUR:
        return t("phase10-part-colour", count=len(numbered), colour=group.colour, wilds=wilds,
                 wildsword=count_word(wilds))
    if group.kind == SET:
        return t("phase10-part-set", count=len(numbered), number=group.values[0], wilds=wilds,
                 wildsword=count_word(wilds))
    if len(group.cards) == 1:
        return t("phase10-part-set", count=1, number=group.values[0], wilds=0, wildsword="")
    wild_values = [v for c, v in zip(group.cards, group.values, strict=True) if c.is_wild]
    return t("phase10-part-run", count=len(group.cards), low=group.low, high=group.high,
             wilds=wilds, values=join_list([str(v) for v in sorted(wild_values)]))


def refusal_words(refusal: Refusal, name: Callable[[int], str],
                  key: Callable[[str], str]) -> dict[str, Any]:
    """The arguments of a Phase 10 refusal as catalog arguments: cards,
    lists, kinds and seats become words; a group's missing fields get
    neutral values so every catalog variable is present."""
    args = dict(refusal.args)
    code = refusal.code
    if "cards" in args and isinstance(args["cards"], list):  # not-in-hand
        args["cards"] = join_list([card_name(P10Card.parse(c)) for c in args["cards"]])
    if code in ("value-out-of-range", "value-mismatch"):
        args["card"] = card_name(P10Card.parse(args["card"]))
    if code == "wrong-groups":
        args["need"] = join_list([kind_size(g["kind"], g["size"]) for g in args["need"]])
        args["have"] = join_list([kind_size(g["kind"], g["size"]) for g in args["have"]])
    if code == "phase-short":
        args["need"] = phase_need(int(args["phase"]))
        several = len(PHASES[int(args["phase"])]) > 1
        args["have"] = join_list([part_words(p["group"], p["done"], p["size"] * several)
                                  for p in args["parts"]])
        args["several"] = "yes" if several else "no"
        args["extra"] = card_list(args["extra"]) if args.get("extra") else "none"
        del args["parts"]
    if code == "set-too-small":
        args["count"] = args["have"]  # number-word says it: "two 5s"
    if code == "set-mixed":
        args["numbers"] = join_list([str(n) for n in args["numbers"]])
    if code == "run-not-consecutive":
        args["values"] = join_list([str(v) for v in args["values"]])
    if code == "colour-mixed":
        args["colours"] = join_list([colour_name(c) for c in args["colours"]])
    if code == "colour-mismatch":
        args["colour"] = colour_name(args["colour"])
        args["cards"] = colour_name(args["cards"])
    if code == "hit-does-not-fit":
        args.setdefault("number", 0)
        args.setdefault("low", 0)
        args.setdefault("high", 0)
        args["colour"] = colour_name(args["colour"]) if args.get("colour") else ""
    if code == "no-such-group":
        args["player"] = name(int(args["player"])) if 0 <= int(args["player"]) < 7 else "?"
    if code == "skip-target-needed":
        args["eligible"] = join_list([name(s) for s in args["eligible"]])
    if code == "skip-target-not-eligible":
        args["player"] = name(int(args["player"])) if args["reason"] == "pending" else ""
    if code == "draw-first":
        args["draw"] = key("draw")
        args["take"] = key("take_discard")
    return args
