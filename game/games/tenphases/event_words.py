"""What each Ten Phases event says to the player (TP rules): the deal,
draws, declarations, keeping or redrawing the shown cards (TP-8),
discards and the game's end with its winner, losers and points (TP-12/13).
The narrator keeps what the words need of the events before (the phase the
assist last spoke for); the session (``session.py``) holds it and adds the
rows, the keys, the keep-or-redraw question and the reports."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import msgspec

from ...core.base import Event
from ...core.cards import Card, parse_cards
from ...core.events import GameEvent
from ...core.handnarrator import HandNarrator, Voice
from ...core.opening import must_say
from ...core.session import Utterance
from ...i18n import join_list, t
from .rules import Declare, TenPhases, TenPhasesView, can_declare
from .rules.events import EVENTS, Deal, Discard, GameEnd, Keep, Redraw
from .rules.events import Declare as DeclareEvent
from .words import card_list, card_name, groups_words, phase_need


def seat_order(players: int, human: int, watching: bool) -> list[int]:
    """The player first, then the others in turn order (a watcher's: from
    the first seat)."""
    first = 0 if watching else human
    return [(first + k) % players for k in range(players)]


def role(seat: int, winners: Sequence[int], losers: Sequence[int]) -> str:
    """TP-12/13: how the game ended for ``seat``."""
    if seat in winners:
        return "winner"
    return "loser" if seat in losers else "neither"


def end_order(seats: Sequence[int], winners: Sequence[int], losers: Sequence[int]) -> list[int]:
    """The winner, then the losers, then the others (``seats``' order
    among equals: the player first)."""
    return sorted(seats, key=lambda s: (s not in winners, s not in losers))


class TenPhasesNarrator(HandNarrator[TenPhasesView, Card]):
    """Ten Phases' event words for one seat (module docstring)."""

    words = "tenphases"
    events = EVENTS

    def __init__(self, voice: Voice, view: Callable[[], TenPhasesView],
                 hand_order: Callable[[Iterable[Card]], list[Card]], *, assist: bool) -> None:
        super().__init__(voice, view, hand_order, assist=assist)
        self.assisted = 0  # the phase the assist last spoke for: once a phase

    def card_name(self, card: Card, case: str = "nom") -> str:
        return card_name(card, case)

    def card_list(self, cards: Sequence[Card]) -> str:
        return card_list(cards)

    def parse_card(self, code: str) -> Card:
        return Card.parse(code)

    def need(self, phase: int) -> str:
        """What ``phase`` needs, in this game's phase table."""
        return phase_need(phase, self.view().flush_phases)

    def seats(self) -> list[int]:
        return seat_order(self.view().players, self.voice.human, self.voice.watching)

    # -- the assist ------------------------------------------------------------------
    def assist_due(self) -> bool:
        """The hand holds the phase, not yet declared, and the assist has
        not spoken for this phase."""
        view = self.view()
        phase = view.phases[self.voice.human]
        return (self.assist and self.assisted != phase and not view.declared
                and can_declare(view.hand, phase, view.ace_high_runs, view.flush_phases))

    def assist_words(self) -> list[Utterance]:
        """Once a phase, after the draw: the hand holds the phase."""
        if not self.assist_due():
            return []
        phase = self.view().phases[self.voice.human]
        return [self.voice.say(t("tenphases-assist", phase=phase,
                                 play=self.voice.key_label("play")))]

    def assist_heard(self) -> None:
        if self.assist_due():
            self.assisted = self.view().phases[self.voice.human]  # once a phase

    # -- the events --------------------------------------------------------------------
    def describe_move(self, event: GameEvent, who: str, you: str) -> list[Utterance]:
        voice = self.voice
        match event:
            case DeclareEvent(player=seat, phase=phase):
                # The groups as the engine reads them back (the jokers' readings).
                move = TenPhases.move_from_event(msgspec.to_builtins(event))
                assert isinstance(move, Declare)
                groups = groups_words(move.groups)
                text = (t("tenphases-declares-you", phase=phase, groups=groups)
                        if seat == voice.human else
                        t("tenphases-declares", who=who, phase=phase, groups=groups))
                return [voice.say(text, cue="phase", seat=seat)]
            case Keep(player=seat):
                return [voice.say(t("tenphases-keeps", who=who, you=you), seat=seat)]
            case Redraw(player=seat, discarded=discarded, drawn=list(drawn)) \
                    if seat == voice.human:
                cards = card_list(self.hand_order(parse_cards(drawn)))
                return [voice.say(t("tenphases-redraws-you", count=len(discarded),
                                    cards=cards), cue="draw", seat=seat)]
            case Redraw(player=seat, discarded=discarded):  # another's: only how many
                return [voice.say(t("tenphases-redraws", who=who, count=len(discarded)),
                                  cue="draw", seat=seat)]
            case Discard(player=seat, card=code):
                card = Card.parse(code)
                return [voice.say(t("tenphases-discards", who=who, you=you,
                                    card=card_name(card), card_acc=card_name(card, case="acc")),
                                  cue="play", seat=seat)]
            case GameEnd():
                return self.describe_game_end(event)
        return []

    def describe_deal(self, event: Deal) -> list[Utterance]:
        voice = self.voice
        dealer = event.dealer
        if voice.watching:  # the dealer, and everyone starts on phase 1
            return [must_say(voice.say(t("tenphases-deal-watch",
                                         dealer=voice.name(dealer, capital=True),
                                         need=self.need(1))))] + self.dealt_words(event)
        return [  # the dealer and the player's phase: always said
            must_say(voice.say(t("tenphases-deal", dealer=voice.name(dealer, capital=True),
                                 you="yes" if dealer == voice.human else "no",
                                 need=self.need(1)))),
        ] + self.dealt_words(event)

    def where_words(self, deal: Event) -> str:
        """The player's phase now (the game is one deal: no number); a
        watcher's: everyone's."""
        voice = self.voice
        view = self.view()
        if voice.watching:
            return t("tenphases-phases", list=join_list([
                t("tenphases-phase-entry", who=voice.name(s, capital=(i == 0)),
                  phase=view.phases[s], done=view.phases_done[s])
                for i, s in enumerate(self.seats())]))
        phase = view.phases[voice.human]
        return t("tenphases-resume-phase", phase=phase, need=self.need(phase))

    def describe_game_end(self, event: GameEnd) -> list[Utterance]:
        """TP-12/13: the winner, then the losers, then those who neither
        won nor lost, each with their points; then play again."""
        voice = self.voice
        winners, losers = event.winners, event.losers
        points, done = event.points, event.phases_done
        won = winners == [voice.human]
        out = [voice.say(t("tenphases-game-winner", who=join_list(
            [voice.name(w, capital=(i == 0)) for i, w in enumerate(winners)]),
            you="yes" if won else "no"), cue="game_over")]
        for s in end_order(self.seats(), winners, losers)[len(winners):]:
            out.append(voice.say(t("tenphases-end-line", who=voice.name(s, capital=True),
                                   you="yes" if s == voice.human else "no",
                                   role=role(s, winners, losers), points=points[s],
                                   done=done[s])))
        out.append(voice.prompt.play_again())
        return out
