"""Shithead's moves, the per-seat view and the refusal codes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ....core.cards import Card
from .ranks import beats, rank_code

#: SH-3: the cards each seat is dealt face down, in slots 0 to 2.
FACE_DOWN = 3

#: Every refusal code :meth:`Shithead.refusal` gives, with its arguments.
REFUSAL_CODES: Mapping[str, str] = {
    "game-over": "the game has ended; no args",
    "choose-face-up-first": "the face-up choice is still going on; no args",
    "not-choosing-now": "a face-up choice during play; no args",
    "choose-three": "the face-up choice must be 3 cards; args: need (3), have (count given)",
    "nothing-selected": "a play of no cards; no args",
    "not-same-rank": "a play of several ranks (SH-6); args: ranks (list of rank codes)",
    "not-in-hand": "cards that are not in the player's hand (nor playable from the table)",
    "not-on-table": "with an empty hand, cards that are not among the face-up cards",
    "must-play-hand-first": "table cards while the hand holds cards (SH-13, SH-14)",
    "must-play-face-up-first": "a face-down card while face-up cards remain (SH-15)",
    "must-turn-face-down": "a play or pick-up when only face-down cards are left (SH-15)",
    "no-face-down-there": "a face-down slot that is empty or not 0-2; args: index",
    "too-low": "a card below the pile (SH-6); args: need (rank code to beat), have (rank code)",
    "cannot-pick-up-can-play": "a pick-up while a play is possible (SH-12); no args",
    "unknown-move": "not a Shithead move; no args",
}

@dataclass(frozen=True)
class ChooseFaceUp:
    """SH-4: the 3 hand cards to lay face up on the face-down ones."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Play:
    """SH-6: one card or several of one rank, from the hand, or from the
    face-up cards once the hand is empty (SH-13, SH-14)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class FlipFaceDown:
    """SH-15: turn the face-down card in slot ``index`` (0-2, as dealt)."""

    index: int


@dataclass(frozen=True)
class PickUp:
    """SH-12: take the whole pile into hand when no play is possible."""


ShitheadMove = ChooseFaceUp | Play | FlipFaceDown | PickUp


@dataclass(frozen=True)
class ShitheadView:
    """What one seat knows. Face-down cards are counts and slots only, for
    their owner too; the pile is public (its cards lie face up).

    ``to_beat`` is the effective top rank (None: anything goes);
    ``top_run`` counts the top rank's cards in a row toward the four of
    SH-11 (the starter card is not counted); ``finished`` lists the seats
    out, in order. The two options are public, and so is what the table
    has seen: ``burnt`` lists the burnt cards (SH-10, SH-11), in the order
    burnt; ``known_hands`` lists, for every seat, the hand cards everyone
    knows it holds: cards it picked up from the pile (SH-12, SH-14, SH-15,
    all face up there) and has not played since. Cards drawn from the stock
    are never in it; a seat holding several copies of a card that plays one
    is known to hold one copy fewer. (SH-1 with two decks: any copy.)
    ``hidden_under`` gives, for every seat, a rank none of its other hand
    cards (those not in ``known_hands``) can be played on (SH-6), or None:
    a seat picking up (SH-12) with cards in hand could play none of them, and
    what it held then stays hidden but unchanged until it draws (SH-7).
    """

    seat: int
    players: int
    phase: str  # "face_up" (the SH-4 choice), "play" or "over"
    hand: tuple[Card, ...]
    face_up: tuple[Card, ...]
    face_down_count: int
    face_down_slots: tuple[int, ...]
    hand_counts: tuple[int, ...]
    face_ups: tuple[tuple[Card, ...], ...]
    face_down_counts: tuple[int, ...]
    chosen: tuple[bool, ...]
    pile: tuple[Card, ...]
    starter_on_pile: bool
    to_beat: int | None
    top_run: int
    stock_count: int
    burnt_count: int
    finished: tuple[int, ...]
    to_move: int | None
    dealer: int
    quiet_turns: int
    over: bool
    four_burn_plays_again: bool
    play_to_last: bool
    burnt: tuple[Card, ...] = ()
    known_hands: tuple[tuple[Card, ...], ...] = ()
    hidden_under: tuple[int | None, ...] = ()

    @property
    def to_beat_text(self) -> str:
        """What beats the pile, said as a rank code or ``"anything"``."""
        return "anything" if self.to_beat is None else rank_code(self.to_beat)

    def source(self, seat: int) -> str:
        """Where ``seat`` plays from now (SH-13 to SH-15), read from what
        every seat sees (as :meth:`Shithead.source` from the table): its
        hand while it holds cards, then its face-up cards, then the face-down."""
        if self.hand_counts[seat]:
            return "hand"
        return "face_up" if self.face_ups[seat] else "face_down"

    def can_play(self) -> bool:
        """Whether this view's seat has a card it may play now from hand or
        face up (as :meth:`Shithead.can_play` for that seat)."""
        where = self.source(self.seat)
        if where == "face_down":
            return False
        cards = self.hand if where == "hand" else self.face_up
        return any(beats(card.rank, self.to_beat) for card in cards)
