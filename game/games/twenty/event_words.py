"""What each Twenty event says to one seat: a deal and its hand, plays,
draws, passes, a deal's summary (TW-9 to TW-11) and the match's end.

:class:`TwentyNarrator` is not a session and does not inherit one: it
holds only what the words read (the seat, names, the view, the history's
``say``, the key names) and changes nothing. What the session keeps of the
deal (the cards laid, the sort order) is passed to it, as it stood before
the event; the session takes the event in afterwards (``took_in``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import msgspec

from ...core.base import SPECTATOR, Event
from ...core.cards import SUITS, Card, parse_cards
from ...core.opening import must_say
from ...core.utterance import Utterance
from ...core.words import card_list, card_name, rank_groups
from ...i18n import join_list, t
from .events import EVENTS, Deal, DealEnd, Draw, GameEnd, Pass, Play
from .rules import TwentyView, move_value

#: The hand's orders, by the name the sort key says ("Sorted by value").
SORT_ORDERS: dict[str, Callable[[Card], tuple[int, ...]]] = {
    "value": lambda c: (move_value(c), c.rank, SUITS.index(c.suit)),
    "rank": lambda c: (c.rank, SUITS.index(c.suit)),
    "suit": lambda c: (SUITS.index(c.suit), c.rank),
}

#: The cards laid this deal as the player heard them: (seat, card), oldest first.
Laid = Sequence[tuple[int, Card]]


def points(value: int, change: bool = False) -> str:
    """A signed number of points, said one way everywhere: "minus 15";
    a change of score also says "plus 20"."""
    sign = "minus" if value < 0 else "plus" if change and value > 0 else "none"
    return t("twenty-points", sign=sign, size=abs(value))


@dataclass(frozen=True)
class TwentyNarrator:
    """Twenty's event words for one seat (or a watcher, seat ``SPECTATOR``).

    Each field reads the table as it is when the words are asked for, so a
    session may swap its game (a resumed or online one) under it."""

    #: The player's seat: "you" in the words.
    seat: int
    #: A seat's name as the player hears it: ``name(seat, capital=False)``.
    name: Callable[..., str]
    #: The seat's view of the table (a watcher's: the public view).
    view: Callable[[], TwentyView]
    #: Builds an utterance and records it in the history the review keys read.
    say: Callable[..., Utterance]
    #: The key bound to a command, as it is said ("Enter").
    key_label: Callable[[str], str]
    #: Whether the match is over (at an online table, the table says so too).
    game_over: Callable[[], bool]
    #: The game's last words: what Enter does now (the session's, online or not).
    play_again: Callable[[], Utterance]

    @property
    def watching(self) -> bool:
        return self.seat == SPECTATOR

    def you(self, seat: int) -> str:
        return "yes" if seat == self.seat else "no"

    def where_words(self, deal: Event) -> str:
        """The deal's number and who dealt it: said whenever the deal opens."""
        return self.deal_words(msgspec.convert(deal, Deal))

    def deal_words(self, deal: Deal) -> str:
        return t("twenty-deal", deal=deal.deal, dealer=self.name(deal.dealer, capital=True),
                 you=self.you(deal.dealer))

    def describe(self, event: Event, laid: Laid, order: str) -> list[Utterance]:
        """The words for one (redacted) event; ``laid`` and ``order`` (a key of
        :data:`SORT_ORDERS`) are the session's before the event."""
        if event["type"] not in EVENTS.types:
            return []  # records.md: a reader passes over an event of a type it does not know
        match EVENTS.typed(event):
            case Deal() as deal:
                out = [must_say(self.say(self.deal_words(deal)))]
                if not self.watching:  # a watcher has no hand
                    # In the order the hand row will show it once the deal is taken in.
                    hand = sorted(self.view().hand, key=SORT_ORDERS[order])
                    out.append(self.say(t("twenty-your-hand", cards=card_list(hand))))
                return out
            case Play(player=seat, cards=cards, move=move):
                text = t("twenty-plays", who=self.name(seat, capital=True), you=self.you(seat),
                         cards=rank_groups(parse_cards(cards)), move=move)
                return [self.say(text, cue="play", seat=seat)]
            case Draw(player=seat, cards=list(cards), move=move) if seat == self.seat:
                drawn = parse_cards(cards)[0]
                text = t("twenty-draws-you", card=card_name(drawn),
                         card_acc=card_name(drawn, case="acc"), move=move)
                return [self.say(text, cue="draw", seat=seat)]
            case Draw(player=seat, move=move):  # another's: only how many
                text = t("twenty-draws", who=self.name(seat, capital=True), move=move)
                return [self.say(text, cue="draw", seat=seat, important=False)]
            case Pass(player=seat, move=move):
                text = t("twenty-passes", who=self.name(seat, capital=True), you=self.you(seat),
                         move=move)
                return [self.say(text, seat=seat, important=False)]
            case DealEnd() as end:
                return self.describe_deal_end(end, laid)
            case GameEnd() as end:
                return self.describe_game_end(end)
        return []

    def describe_deal_end(self, end: DealEnd, laid: Laid) -> list[Utterance]:
        winner = end.winner
        hands = [sorted(parse_cards(h), key=SORT_ORDERS["rank"]) for h in end.hands]
        if hands[winner]:
            out = [self.say(f"{t('twenty-last-move')} {self.why_won(winner, hands, laid)}")]
        else:
            out = [self.say(t("twenty-out", who=self.name(winner, capital=True),
                              you=self.you(winner)))]
        out.append(self.say(
            t("twenty-deal-winner", who=self.name(winner, capital=True),
              you=self.you(winner), deal=end.deal,
              points=points(end.scores[winner], change=True), cards=len(hands[winner]),
              names=card_list(hands[winner])),
            cue="hand_won" if winner == self.seat else "hand_lost"))
        for seat, score in enumerate(end.scores):
            if seat == winner:
                continue
            out.append(self.say(t("twenty-deal-loser", who=self.name(seat, capital=True),
                                  cards=len(hands[seat]), names=card_list(hands[seat]),
                                  score=score, points=points(score, change=True))))
        order = sorted(range(len(end.totals)), key=lambda s: (-end.totals[s], s))
        entries = [t("twenty-total-entry", who=self.name(s), points=points(end.totals[s]))
                   for s in order]
        out.append(self.say(t("twenty-totals", list=join_list(entries))))
        if not self.game_over():
            out.append(self.say(t("twenty-continue", key=self.key_label("play"))))
        return out

    def why_won(self, winner: int, hands: list[list[Card]], laid: Laid) -> str:
        """TW-10 said from what the player heard this deal: the fewest cards;
        tied, the last of them to lay cards; else the first of them from the
        dealer's left."""
        fewest = len(hands[winner])
        tied = [s for s in range(len(hands)) if len(hands[s]) == fewest]
        you = self.you(winner)
        if len(tied) == 1:
            return t("twenty-fewest", who=self.name(winner, capital=True), you=you,
                     count=fewest)
        names = join_list([self.name(s, capital=(i == 0)) for i, s in enumerate(tied)])
        kind = "laid" if {seat for seat, _ in laid} & set(tied) else "none"
        return t("twenty-tie", names=names, count=fewest, kind=kind, who=self.name(winner),
                 you=you)

    def describe_game_end(self, end: GameEnd) -> list[Utterance]:
        winners = end.winners
        out = []
        if end.reason == "deal_limit":
            out.append(self.say(t("twenty-deal-limit", deals=self.view().deal_number)))
        return out + [
            self.say(t("twenty-match-winner",
                       who=join_list([self.name(w, capital=(i == 0))
                                      for i, w in enumerate(winners)]),
                       you="yes" if winners == [self.seat] else "no",
                       count=len(winners), points=points(end.totals[winners[0]])),
                     cue="game_over"),
            self.play_again(),
        ]
