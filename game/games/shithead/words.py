"""Shithead words that need no session: ranks from record codes, what beats
the pile, refusal arguments, the order cards are shown in, and the last-card
warning (SH rules)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...core.cards import SUITS, Card, rank_of_code
from ...core.lastcard import LastCard, Table
from ...core.words import rank_groups
from ...i18n import join_list, t
from .rules import ShitheadView, beats, keep_value, order_value


def rank_word(rank: int) -> str:
    """"9", "jack", "ace": the rank as it follows "beat"."""
    return t("rank-name", rank=rank)


def need_text(to_beat: int) -> str:
    """What may go on a pile of ``to_beat``: "a 9 or higher, or a 2" (SH-2,
    SH-6: equal or higher; 2 and 10 go on anything; SH-8: a 10 starter
    takes a 10 or higher, or a 2)."""
    return t("shithead-need", top=to_beat, card=t("rank-with-article", rank=to_beat))


def beat_args(to_beat: int | None) -> dict[str, Any]:
    """Catalog arguments ``any``, ``rank`` and ``need`` for what the next
    play must be; ``top`` is the rank as a number (0: any), for languages
    that decline the rank's name."""
    if to_beat is None:
        return {"any": "yes", "rank": "", "top": 0, "need": ""}
    return {"any": "no", "rank": rank_word(to_beat), "top": to_beat,
            "need": need_text(to_beat)}


def beat_text(to_beat: int | None) -> str:
    """"Next: a 9 or higher, or a 2." or "Anything goes."."""
    return t("shithead-beat", **beat_args(to_beat))


def rank_counts(cards: Sequence[Card]) -> str:
    """Cards of one rank counted: "a 9", "two 9s" (cards of several ranks
    are listed rank by rank)."""
    ranks: dict[int, int] = {}
    for card in cards:
        ranks[card.rank] = ranks.get(card.rank, 0) + 1
    return join_list([t("rank-count", rank=r, count=n) for r, n in ranks.items()])


def folded_draw(batch: Sequence[Mapping[str, Any]], play: Mapping[str, Any], human: int) -> int:
    """How many cards a computer player drew after ``play`` in the same
    move, said in the play's sentence ("Ada plays a 7 and draws"): after
    nearly every play a sentence of its own said nothing new.
    The player's own draw names the cards, so it keeps its sentence (0)."""
    seat = play["player"]
    if seat == human:
        return 0
    return sum(int(e["cards"]) if isinstance(e["cards"], int) else len(e["cards"])
               for e in batch if e["type"] == "draw" and e.get("player") == seat)


def opponent_reports(view: ShitheadView, name: Callable[[int], str], human: int
                     ) -> tuple[str, str | None]:
    """Shift+F2 in two parts, the short one first: each opponent's cards in hand,
    face up (by rank: suits never matter here) and face down, what they
    lack left out; then, when any are known, the hand cards known from a
    pick-up (the pile lay face up), or None."""
    known = view.known_hands or tuple(() for _ in range(view.players))
    seats = [s for s in range(view.players) if s != human]
    entries = [t("shithead-opponent", name=name(s), count=view.hand_counts[s],
                 out="yes" if s in view.finished else "no", known=len(known[s]),
                 upcount=len(view.face_ups[s]), up=rank_names(view.face_ups[s]),
                 down=view.face_down_counts[s]) for s in seats]
    held = [t("shithead-known-entry", name=name(s), cards=rank_groups(known[s]))
            for s in seats if known[s]]
    return (t("shithead-opponents", list=by_semicolons(entries)),
            t("shithead-opponents-known", list=by_semicolons(held)) if held else None)


def rank_names(cards: Sequence[Card]) -> str:
    """Ranks only, low to high in play order: "8, 8 and king" (the shortest
    way to say a few table cards whose suits never matter)."""
    ordered = sorted(cards, key=lambda c: order_value(c.rank))
    return join_list([t("rank-name", rank=c.rank) for c in ordered])


def by_semicolons(entries: Sequence[str]) -> str:
    """Entries that hold commas and "and" themselves, joined by semicolons."""
    text = entries[-1]
    for entry in reversed(entries[:-1]):
        text = t("shithead-opponents-join", first=entry, rest=text)
    return text


#: Sort orders of the hand (F4): SH-2 play order low to high with the
#: specials last, or by suit.
SORT_ORDERS: dict[str, Callable[[Card], tuple[int, ...]]] = {
    "rank": lambda c: (keep_value(c.rank), SUITS.index(c.suit)),
    "suit": lambda c: (SUITS.index(c.suit), order_value(c.rank)),
}


def selection_verdict(chosen: Sequence[Card], to_beat: int | None) -> dict[str, Any]:
    """Catalog arguments of ``shithead-select`` for the selected cards:
    whether they can be played on the pile as it is now."""
    args: dict[str, Any] = {"count": len(chosen), "cards": rank_counts(chosen),
                            "rank": "" if to_beat is None else rank_word(to_beat),
                            "top": to_beat or 0}
    if not chosen:
        args["verdict"] = "none"
    elif len({c.rank for c in chosen}) > 1:
        args["verdict"] = "mixed"
    elif to_beat is None:
        args["verdict"] = "any"
    else:
        args["verdict"] = "beats" if beats(chosen[0].rank, to_beat) else "low"
    return args


def refusal_words(code: str, args: Mapping[str, Any], to_beat: int | None,
                  play_key: str) -> dict[str, Any]:
    """The engine's refusal arguments as words: rank codes become "a 7",
    rank lists "9s and jacks"; the pick-up refusal says what beats."""
    words = dict(args)
    if code == "too-low":
        words["have_rank"] = rank_of_code(str(args["have"]))
        words["need_rank"] = rank_of_code(str(args["need"]))
        words["have"] = t("rank-with-article", rank=words["have_rank"])
        words["need"] = t("rank-with-article", rank=words["need_rank"])
    elif code == "not-same-rank":
        words["ranks"] = join_list([t("rank-plural", rank=rank_of_code(str(r)))
                                    for r in args["ranks"]])
    elif code == "cannot-pick-up-can-play":
        words.update(beat_args(to_beat))
    elif code == "must-turn-face-down":
        words["key"] = play_key
    return words


class ShitheadLastCard(LastCard):
    """The last-card warning counts every card a seat holds, face-up and
    face-down too, and names a last face-down card as such; a player who
    picked up the pile is warned of again on the way down."""

    rearm = True

    def __init__(self, table: Table, view: Callable[[], ShitheadView]) -> None:
        super().__init__(table, lambda: view().hand_counts)
        self.view = view

    def card_counts(self) -> list[int] | None:
        view = self.view()
        if view.phase != "play":  # the face-up choice: nothing to warn of
            return None
        return [view.hand_counts[s] + len(view.face_ups[s]) + view.face_down_counts[s]
                for s in range(view.players)]

    def text(self, seat: int) -> str:
        view = self.view()
        held = view.hand_counts[seat] + len(view.face_ups[seat])
        return t("last-card", who=self.table.name(seat, capital=True),
                 kind="hand" if held else "face_down")
