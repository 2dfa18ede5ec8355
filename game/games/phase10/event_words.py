"""What each Phase 10 event says to the player (P10 rules): deals, draws,
lays, hits, discards and skips, a hand's end with who moves on, and the
game's end. The narrator keeps what the words need of the events before
(the groups laid this hand, each seat's phase in it, whether the assist has
spoken); the session (``session.py``) holds it and adds the rows, the keys
and the reports."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import msgspec

from ...core import events as core_events
from ...core.base import Event
from ...core.events import GameEvent
from ...core.handnarrator import HandNarrator, Voice
from ...core.opening import must_say
from ...core.session import Utterance
from ...i18n import join_list, t
from .rules import Group, P10Card, Phase10View, can_lay
from .rules.cards import parse_cards
from .rules.events import EVENTS, Deal, Discard, GameEnd, HandEnd, Hit, LaidGroup, Lay, Skipped
from .rules.phases import extended
from .words import (
    card_list,
    card_name,
    group_words,
    groups_words,
    owned_group,
    phase_need,
    placed_list,
)


def standings(totals: Sequence[int], done: Sequence[int]) -> list[int]:
    """Seats, leader first: most phases done, then the lowest total."""
    return sorted(range(len(totals)), key=lambda s: (-done[s], totals[s], s))


def whose(owner: int, human: int, hitter: int | None = None) -> str:
    """Whose a group is, as the catalog's words choose: the player's, the
    hitter's own, or another's."""
    if owner == human:
        return "you"
    return "own" if owner == hitter else "other"


def laid_group(group: LaidGroup) -> Group:
    """A group as an event lays it (records.md)."""
    return Group.from_record(msgspec.to_builtins(group))


class Phase10Narrator(HandNarrator[Phase10View, P10Card]):
    """Phase 10's event words for one seat (module docstring)."""

    words = "phase10"
    events = EVENTS

    def __init__(self, voice: Voice, view: Callable[[], Phase10View],
                 hand_order: Callable[[Iterable[P10Card]], list[P10Card]], *, assist: bool,
                 players: int) -> None:
        super().__init__(voice, view, hand_order, assist=assist)
        self.assisted = False  # the assist speaks once a hand
        # Each seat's phase in the hand being played: the summary says who
        # moves on (the engine is already in the next hand by then).
        self.hand_phases: list[int] = list(view().phases)
        # The laid groups as the events so far told them: the engine may
        # already be in the next hand while this one's last words are said.
        self.laid: list[list[Group]] = [[] for _ in range(players)]

    def card_name(self, card: P10Card, case: str = "nom") -> str:
        return card_name(card, case)

    def card_list(self, cards: Sequence[P10Card]) -> str:
        return card_list(cards)

    def parse_card(self, code: str) -> P10Card:
        return P10Card.parse(code)

    def remember(self, event: GameEvent) -> None:
        """A new deal's phases, empty table and assist; a lay's or a hit's
        groups; the assist a draw said."""
        match event:
            case Deal(phases=phases):
                self.hand_phases = list(phases)
                self.laid = [[] for _ in self.laid]
                self.assisted = False
            case Lay(player=seat, groups=groups):
                self.laid[seat].extend(laid_group(g) for g in groups)
            case Hit(target=target):
                self.laid[target.player][target.group] = self.hit_group(event)
        super().remember(event)

    def hit_group(self, event: Hit) -> Group:
        """The group a hit adds to, holding its cards (the group kept in
        :attr:`laid` is not changed: :meth:`took_in` does that)."""
        group: Group = extended(self.laid[event.target.player][event.target.group],
                                parse_cards(event.cards), tuple(event.values or ()))
        return group

    # -- the assist ------------------------------------------------------------------
    def assist_due(self) -> bool:
        """The hand holds the phase, not yet laid, and the assist has not
        spoken this hand."""
        view = self.view()
        human = self.voice.human
        return (self.assist and not self.assisted and not view.laid[human]
                and can_lay(view.hand, view.phases[human]))

    def assist_words(self) -> list[Utterance]:
        if not self.assist_due():
            return []
        return [self.voice.say(t("phase10-assist", phase=self.view().phases[self.voice.human]))]

    def assist_heard(self) -> None:
        if self.assist_due():
            self.assisted = True  # once a hand

    # -- the events --------------------------------------------------------------------
    def describe_move(self, event: GameEvent, who: str, you: str) -> list[Utterance]:
        voice = self.voice
        match event:
            case Skipped(player=seat):
                return [voice.say(t("phase10-skipped", who=who, you=you), cue="skip",
                                  seat=seat)]
            case Lay(player=seat, phase=phase, groups=laid):
                groups = groups_words([laid_group(g) for g in laid])
                text = (t("phase10-lays-you", phase=phase, groups=groups)
                        if seat == voice.human else
                        t("phase10-lays", who=who, phase=phase, groups=groups))
                return [voice.say(text, cue="phase", seat=seat)]
            case Hit():
                return self.describe_hit(event, who, you)
            case Discard():
                return self.describe_discard(event, who, you)
            case HandEnd():
                return self.describe_hand_end(event)
            case GameEnd():
                return self.describe_game_end(event)
        return []

    def describe_hit(self, event: Hit, who: str, you: str) -> list[Utterance]:
        """P10-11: cards added to a laid group, named with the group they make."""
        voice = self.voice
        seat = event.player
        added = parse_cards(event.cards)
        values = tuple(event.values or ())
        group = self.hit_group(event)
        cards = placed_list(added, values, article=True)  # "a yellow 9"
        owner_seat = event.target.player
        owner = owned_group(group, voice.name(owner_seat),
                            whose(owner_seat, voice.human, seat))
        # The target's parts too, for a language that places the owner
        # apart from the group ("own" when the hitter hits their own).
        whose_group = "own" if owner_seat == seat else whose(owner_seat, voice.human)
        return [voice.say(t("phase10-hits", who=who, you=you, cards=cards, target=owner,
                            cards_acc=placed_list(added, values, case="acc"),
                            owner=voice.name(owner_seat), whose=whose_group,
                            group=group_words(group)),
                          cue="play", seat=seat)]

    def describe_deal(self, event: core_events.Deal) -> list[Utterance]:
        # The hand's number, its dealer and the player's phase: always said.
        assert isinstance(event, Deal)
        return [must_say(self.voice.say(self.deal_words(event)))] + self.dealt_words(event)

    def where_words(self, deal: Event) -> str:
        return self.deal_words(msgspec.convert(deal, Deal))

    def deal_words(self, deal: Deal) -> str:
        """The hand's number, its dealer and the player's phase (for the
        whole hand: a phase laid is still this hand's)."""
        voice = self.voice
        dealer = deal.dealer
        if voice.watching:  # every player's phase, briefly
            return t("phase10-deal-watch", hand=deal.deal,
                     dealer=voice.name(dealer, capital=True), phases=self.phases_words(deal))
        phase = deal.phases[voice.human]
        return t("phase10-deal", hand=deal.deal, dealer=voice.name(dealer, capital=True),
                 you="yes" if dealer == voice.human else "no", phase=phase,
                 need=phase_need(phase))

    def phases_words(self, deal: Deal) -> str:
        """Each seat's phase in ``deal``: one phase for all when they share it."""
        phases = deal.phases
        if len(set(phases)) == 1:
            return t("phase10-phases-all", phase=phases[0])
        return join_list([t("phase10-phase-of", name=self.voice.name(s), phase=phase)
                          for s, phase in enumerate(phases)])

    def describe_discard(self, event: Discard, who: str, you: str) -> list[Utterance]:
        voice = self.voice
        seat = event.player
        card = P10Card.parse(event.card)
        if not card.is_skip:
            return [voice.say(t("phase10-discards", who=who, you=you, card=card_name(card),
                                card_acc=card_name(card, case="acc")),
                              cue="play", seat=seat)]
        target = event.skip
        if target is None:
            return [voice.say(t("phase10-discards-skip-none", who=who, you=you), cue="skip",
                              seat=seat)]
        return [voice.say(t("phase10-discards-skip", who=who, you=you,
                            target=voice.name(target, capital=False),
                            targetyou="yes" if target == voice.human else "no"),
                          cue="skip", seat=seat)]

    def describe_hand_end(self, event: HandEnd) -> list[Utterance]:
        voice = self.voice
        out_seat = event.out
        won = out_seat == voice.human
        out = [voice.say(t("phase10-out", who=voice.name(out_seat, capital=True),
                           you="yes" if won else "no", hand=event.hand),
                         cue="hand_won" if won else "hand_lost", seat=out_seat)]
        totals, done = event.totals, event.phases_done
        for s in standings(totals, done):
            out.append(voice.say(t("phase10-hand-line", who=voice.name(s, capital=True),
                                   you="yes" if s == voice.human else "no",
                                   penalty=event.penalties[s], total=totals[s],
                                   advanced="yes" if done[s] >= self.hand_phases[s] else "no",
                                   next=done[s] + 1)))
        if not any(d >= 10 for d in done):
            out.append(voice.say(t("phase10-continue", key=voice.key_label("play"))))
        return out

    def describe_game_end(self, event: GameEnd) -> list[Utterance]:
        voice = self.voice
        winners = event.winners
        return [
            voice.say(t("phase10-game-winner",
                        who=join_list([voice.name(w, capital=(i == 0))
                                       for i, w in enumerate(winners)]),
                        you="yes" if winners == [voice.human] else "no", count=len(winners),
                        points=event.totals[winners[0]]), cue="game_over"),
            voice.prompt.play_again(),
        ]
