"""What each Shithead event says to one seat: deals, face-up choices,
plays, flips, burns, pick-ups, draws and the game's end (SH rules), with
what the next play must beat.

:class:`ShitheadNarrator` is not a session and does not inherit one: it
holds only what the words read (the seat, names, the view, the history's
``say``, whose turn it is and whether the game is over) and changes nothing.
What the session keeps that a sentence needs (the move's batch of events,
the row in focus) is passed to it, as it stood before the event; the session
takes the event in afterwards (``took_in``: the rows, the focus, where each
seat plays from). The session (``session.py``) adds the rows, the keys and
the reports."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...core.base import SPECTATOR, Event
from ...core.cards import Card, parse_cards
from ...core.opening import must_say
from ...core.utterance import Utterance
from ...core.words import card_list, card_name, rank_groups
from ...i18n import t
from .rules import STALEMATE_TURNS, TWO, ShitheadView, top_run
from .rules.events import (
    EVENTS,
    Burn,
    Deal,
    Draw,
    FaceUp,
    Flip,
    GameEnd,
    Out,
    Pickup,
    Play,
    Starter,
)
from .words import SORT_ORDERS, beat_text, folded_draw, rank_counts, rank_word

#: The rows of the player's side of the table, in the order keys move through them.
HAND, FACE_UP, FACE_DOWN, PILE = 0, 1, 2, 3


@dataclass(frozen=True)
class ShitheadNarrator:
    """Shithead's event words for one seat (or a watcher, seat ``SPECTATOR``).

    Each field reads the table as it is when the words are asked for (after
    the whole move), so a session may swap its game (a resumed or online
    one) under it. The options the words need (SH-11's four-burn, SH-16's
    play to the last) are public: the view holds them."""

    #: The player's seat: "you" in the words.
    seat: int
    #: A seat's name as the player hears it: ``name(seat, capital=False)``.
    name: Callable[..., str]
    #: The seat's view of the table (a watcher's: the public view).
    view: Callable[[], ShitheadView]
    #: Builds an utterance and records it in the history the review keys read.
    say: Callable[..., Utterance]
    #: Whose turn it is now (None: nobody's).
    current_player: Callable[[], int | None]
    #: Whether the game is over (at an online table, the table says so too).
    game_over: Callable[[], bool]
    #: The game's last words: what Enter does now (the session's, online or not).
    play_again: Callable[[], Utterance]

    @property
    def watching(self) -> bool:
        return self.seat == SPECTATOR

    def you(self, seat: int | None) -> str:
        return "yes" if seat == self.seat else "no"

    def describe(self, event: Event, batch: Sequence[Event], row: int) -> list[Utterance]:
        """The words for one (redacted) event. ``batch`` is the move's events
        being said together (a play's words depend on a burn or the end that
        follows it); ``row`` is the row in focus before the event."""
        if event["type"] not in EVENTS.types:
            return []  # records.md: a reader passes over an event of a type it does not know
        match EVENTS.typed(event):
            case Deal(dealer=dealer) if self.watching:  # who deals; a watcher has no hand
                return [must_say(self.say(t("shithead-deal-watch",
                                            who=self.name(dealer, capital=True))))]
            case Deal(dealer=dealer, hands=hands):
                own = hands[self.seat]
                assert isinstance(own, list)  # the seat's own hand: its cards, not a count
                hand = sorted(parse_cards(own), key=SORT_ORDERS["rank"])
                # Who deals (the first sentence) is always said; the hand gives way.
                return [must_say(self.say(t("shithead-deal", who=self.name(dealer, capital=True),
                                            you=self.you(dealer), cards=card_list(hand))), 0)]
            case FaceUp(player=seat, cards=codes):
                cards = sorted(parse_cards(codes), key=SORT_ORDERS["rank"])
                return [self.say(t("shithead-lays-face-up", who=self.name(seat, capital=True),
                                   you=self.you(seat), cards=card_list(cards)),
                                 cue="play", seat=seat)]
            case Starter(card=code):
                card = parse_cards([code])[0]
                return [self.say(t("shithead-starter", card=card_name(card),
                                   beat=beat_text(None if card.rank == TWO else card.rank)),
                                 cue="play")]
            case Flip() as flip:
                return self.describe_flip(flip, batch)
            case Play() as play:
                return self.describe_play(play, event, batch)
            case Burn() as burn:
                return self.describe_burn(burn, batch)
            case Pickup(player=seat, cards=codes):
                # The player plays from the hand again: focus goes there (SH-14,
                # the session's took_in moves it).
                focus = "yes" if seat == self.seat and row != HAND else "no"
                # The pile lay face up: everyone knows what was picked up.
                return [self.say(t("shithead-picks-up", who=self.name(seat, capital=True),
                                   you=self.you(seat), count=len(codes),
                                   cards=rank_groups(parse_cards(codes)), focus=focus),
                                 cue="pickup", seat=seat)]
            case Draw() as draw:
                return self.describe_draw(draw, batch)
            case Out(player=seat):
                view = self.view()
                place = len(view.finished) if view.play_to_last else 0
                return [self.say(t("shithead-out", who=self.name(seat, capital=True),
                                   you=self.you(seat), place=place,
                                   ordinal=t("shithead-place", place=max(place, 1))),
                                 seat=seat)]
            case GameEnd() as end:
                return self.describe_end(end)
        return []

    def describe_flip(self, flip: Flip, batch: Sequence[Event]) -> list[Utterance]:
        if flip.playable:
            return []  # the play that follows says the card
        card = parse_cards([flip.card])[0]
        # The pile as it was: the flipped card lies on it, then comes the pick-up.
        pile = [c for e in batch if e["type"] == "pickup" for c in parse_cards(e["cards"])]
        under = pile[-2] if len(pile) > 1 else None
        rank = rank_word(under.rank) if under else ""
        you = self.you(flip.player)
        return [self.say(t("shithead-flip-fails", who=self.name(flip.player, capital=True),
                           you=you, card=card_name(card), rank=rank,
                           top=under.rank if under else 0),
                         cue="invalid" if you == "yes" else None, seat=flip.player)]

    def describe_play(self, play: Play, event: Event, batch: Sequence[Event]) -> list[Utterance]:
        """``play`` typed; ``event``, the same play as the batch holds it."""
        cards = parse_cards(play.cards)
        who, you = self.name(play.player, capital=True), self.you(play.player)
        # No "beat" when the pile burns or the game ends with this play, nor
        # when the player's prompt, which says it, comes next: it was said twice.
        burns = "yes" if any(e["type"] in ("burn", "game_end") for e in batch) or (
            self.current_player() == self.seat and not self.game_over()) else "no"
        beat = beat_text(None if cards[0].rank == TWO else cards[0].rank)
        if play.source == "face_down":
            text = t("shithead-flip-plays", who=who, you=you, card=card_name(cards[0]),
                     burns=burns, beat=beat)
        else:
            text = t("shithead-plays", who=who, you=you, cards=self.play_words(play, cards),
                     burns=burns, beat=beat, drew=folded_draw(batch, event, self.seat),
                     **{"from": play.source})
        return [self.say(text, cue="play", seat=play.player)]

    def play_words(self, play: Play, cards: Sequence[Card]) -> str:
        # Face-up cards were known by name; hand cards are said by rank.
        if play.source == "face_up":
            return card_list(cards)
        return rank_counts(cards)

    def describe_burn(self, burn: Burn, batch: Sequence[Event]) -> list[Utterance]:
        cards = parse_cards(burn.cards)
        plays = [e for e in batch if e["type"] == "play"]
        seat = plays[0]["player"] if plays else self.current_player()
        gone = any(e["type"] == "out" for e in batch)
        again = burn.reason == "ten" or self.view().four_burn_plays_again
        # Four-burn words: the run of one rank on top ("Four sixes").
        text = t("shithead-burn", reason=burn.reason, rank=cards[-1].rank,
                 run=top_run(cards, False),
                 count=len(cards), again="yes" if again and not gone else "no",
                 who=self.name(seat or 0, capital=True), you="yes" if seat == self.seat else "no")
        return [self.say(text, cue="burn", seat=seat)]

    def describe_draw(self, draw: Draw, batch: Sequence[Event]) -> list[Utterance]:
        seat = draw.player
        if seat == self.seat:
            assert isinstance(draw.cards, list)  # the player's own draw: the cards
            cards = sorted(parse_cards(draw.cards), key=SORT_ORDERS["rank"])
            out = [self.say(t("shithead-draws-you", cards=card_list(cards)), cue="draw",
                            seat=seat)]
        elif any(e["type"] == "play" and e["player"] == seat for e in batch):
            out = []  # said with the play: "Ada plays a 7 and draws."
        else:
            # Redacted: a bot's draw is a count (brief verbosity: history only).
            out = [self.say(t("shithead-draws", who=self.name(seat, capital=True),
                              count=draw.cards), cue="draw", seat=seat, important=False)]
        if self.view().stock_count == 0:
            out.append(self.say(t("shithead-stock-empty")))
        return out

    def describe_end(self, end: GameEnd) -> list[Utterance]:
        out: list[Utterance] = []
        if end.draw:
            out.append(self.say(t("shithead-draw", turns=STALEMATE_TURNS), cue="game_over"))
        else:
            winner = end.winners[0]
            cue = "hand_won" if winner == self.seat else "hand_lost"
            out.append(self.say(t("shithead-winner", who=self.name(winner, capital=True),
                                  you="yes" if winner == self.seat else "no"), cue=cue))
            if end.shithead is not None:
                loser = end.shithead
                out.append(self.say(t("shithead-is-shithead", who=self.name(loser, capital=True),
                                      you="yes" if loser == self.seat else "no")))
        out.append(self.play_again())
        return out
