"""Shithead (Palace, Karma): shed every card, hand first, then the table.

Rule ids (SH-x) refer to ``shared/rules/shithead.md``. One game is one deal:
a face-up choice phase (SH-4), then play from hand, face-up cards and blind
face-down cards until the first player is out (SH-16), or, under the option
``play_to_last``, until one player is left holding cards (the shithead).

>>> g = Shithead(2, seed=1)
>>> g.phase, len(g.view(0).hand), g.view(0).face_down_counts
('face_up', 6, (3, 3))
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from itertools import combinations
from typing import Any

from ....core.base import SPECTATOR, Event, Game, Refusal, Results
from ....core.cards import Card, codes, parse_cards, standard_deck
from .events import EVENTS
from .fromview import guess_hidden
from .moves import (
    FACE_DOWN,
    ChooseFaceUp,
    FlipFaceDown,
    PickUp,
    Play,
    ShitheadMove,
    ShitheadView,
)
from .ranks import TEN, beats, order_value, pile_to_beat, rank_code, top_run

DEALT_HAND = 6
HAND_SIZE = 3  # SH-7: refill to this many while the stock lasts
FOUR = 4  # SH-11
STALEMATE_TURNS = 1000  # SH-17

class _NoChance:
    """Chance for a game set up in a given position: it never deals."""

    def first_dealer(self, players: int) -> int:
        raise RuntimeError("a game set up from a position does not deal")

    def deal_deck(self, cards: list[Any]) -> list[Any]:
        raise RuntimeError("a game set up from a position does not deal")

    def restock(self, cards: list[Any]) -> list[Any]:
        raise RuntimeError("Shithead never reshuffles")


class Shithead(Game[ShitheadMove]):
    """Shithead for 2 to 5 players (SH-1: two decks from 3 players)."""

    game_id = "shithead"
    min_players = 2
    max_players = 5
    default_options = {"four_burn_plays_again": False, "play_to_last": False}
    record_events = frozenset({"deal", "face_up", "starter", "play", "flip", "burn", "pickup",
                               "draw", "out", "game_end"})
    #: Each seat sees its own hand; nobody the face-down cards (not even
    #: their owner) nor the stock; a card drawn only its drawer.
    #: Each such field is marked where events.py declares it.
    event_types = EVENTS
    hidden = EVENTS.hidden

    def __init__(
        self, players: int, seed: int = 0, options: Any = None, chance: Any = None
    ) -> None:
        super().__init__(players, seed, options, chance)
        self._reset_tables()
        self._deal(self.chance.first_dealer(players))

    def _reset_tables(self) -> None:
        n = self.players
        self.phase = "face_up"
        self.dealer = 0
        self.to_move = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.face_up: list[list[Card]] = [[] for _ in range(n)]
        self.face_down: list[list[Card | None]] = [[] for _ in range(n)]
        self.chosen = [False] * n
        self.stock: list[Card] = []  # top first
        self.pile: list[Card] = []  # bottom first
        self.starter_on_pile = False
        self.burnt: list[Card] = []
        # Public knowledge: the hand cards each seat picked up and has not played since.
        self.known: list[Counter[Card]] = [Counter() for _ in range(n)]
        # ... and a rank none of the other hand cards beats (after a pick-up from hand).
        self.hidden_under: list[int | None] = [None] * n
        self.finished: list[int] = []
        self.quiet_turns = 0  # SH-17: turns since the last burn or player out
        self.stalemate = False
        self.shithead: int | None = None

    # -- dealing (SH-1, SH-3, SH-5) --------------------------------------------
    def _deal(self, dealer: int) -> None:
        n = self.players
        self.dealer = dealer
        deck = self.chance.deal_deck(standard_deck(decks=1 if n == 2 else 2))
        # One card at a time from the dealer's left: 3 face down, then 6 to hand.
        for i in range(FACE_DOWN * n):
            self.face_down[(dealer + 1 + i) % n].append(deck[i])
        start = FACE_DOWN * n
        for i in range(DEALT_HAND * n):
            self.hands[(dealer + 1 + i) % n].append(deck[start + i])
        self.stock = deck[start + DEALT_HAND * n :]
        self.to_move = (dealer + 1) % n
        self._emit(
            {
                "type": "deal",
                "deal": 1,
                "dealer": dealer,
                "hands": [codes(h) for h in self.hands],
                "face_down": [codes(f) for f in self.face_down],
                "stock": codes(self.stock),
                "discard": [],
            }
        )

    @staticmethod
    def deck_from_deal(event: Event) -> list[str]:
        hands = [list(h) for h in event["hands"]]
        face_down = [list(f) for f in event["face_down"]]
        n = len(hands)
        first = int(event["dealer"]) + 1
        order = [face_down[(first + i) % n][i // n] for i in range(FACE_DOWN * n)]
        order += [hands[(first + i) % n][i // n] for i in range(DEALT_HAND * n)]
        return order + list(event["stock"])

    @classmethod
    def from_position(
        cls,
        players: int,
        *,
        hands: Sequence[Iterable[Card]],
        face_up: Sequence[Iterable[Card]],
        face_down: Sequence[Iterable[Card | None]],
        stock: Iterable[Card] = (),
        pile: Iterable[Card] = (),
        to_move: int = 0,
        starter_on_pile: bool = False,
        burnt: Iterable[Card] = (),
        finished: Iterable[int] = (),
        quiet_turns: int = 0,
        dealer: int | None = None,
        options: Mapping[str, Any] | None = None,
        known_hands: Sequence[Iterable[Card]] | None = None,
    ) -> Shithead:
        """A game in the play phase at a given position, with no record before
        it (for tests and bot look-ahead). ``face_down`` keeps slot positions:
        None marks a slot already turned. ``known_hands``: the hand cards each
        seat is publicly known to hold (none by default; each must be in that
        hand)."""
        game = cls.undealt(players, 0, options, _NoChance())
        game._reset_tables()
        game.phase = "play"
        game.dealer = (to_move - 1) % players if dealer is None else dealer
        game.to_move = to_move
        game.hands = [list(h) for h in hands]
        game.face_up = [list(f) for f in face_up]
        game.face_down = [list(f) for f in face_down]
        game.chosen = [True] * players
        game.stock = list(stock)
        game.pile = list(pile)
        game.starter_on_pile = starter_on_pile
        game.burnt = list(burnt)
        game.finished = list(finished)
        game.quiet_turns = quiet_turns
        if known_hands is not None:
            game.known = [Counter(k) for k in known_hands]
            for seat, known in enumerate(game.known):
                if known - Counter(game.hands[seat]):
                    raise ValueError(f"seat {seat} is known to hold cards not in its hand")
        return game

    @classmethod
    def from_view(cls, view: ShitheadView, options: Mapping[str, Any],
                  rng: random.Random) -> Shithead:
        """The game ``view`` shows, what it hides dealt with ``rng``
        (``fromview``). The view's two option flags win over ``options``:
        they are what the seat was told."""
        told = {"four_burn_plays_again": view.four_burn_plays_again,
                "play_to_last": view.play_to_last}
        # No later deal: the one deal is over (SH-3); its own seed, not the real one.
        game = cls.undealt(view.players, rng.getrandbits(32), {**options, **told}, _NoChance())
        game._reset_tables()
        n = view.players
        game.phase = view.phase
        game.dealer = view.dealer
        # Over, nobody moves (current_player() is None); the field needs a seat.
        game.to_move = view.dealer if view.to_move is None else view.to_move
        game.chosen = list(view.chosen)
        game.face_up = [list(f) for f in view.face_ups]
        game.pile = list(view.pile)
        game.starter_on_pile = view.starter_on_pile
        game.burnt = list(view.burnt)
        game.hidden_under = list(view.hidden_under) or [None] * n
        game.finished = list(view.finished)
        game.quiet_turns = view.quiet_turns
        # SH-17: only a stalemate ends a game with that many quiet turns (an
        # out sets them to 0); under play_to_last the one left is the shithead.
        game.stalemate = view.over and view.quiet_turns >= STALEMATE_TURNS
        left = [s for s in range(n) if s not in view.finished]
        game.shithead = (left[0] if view.over and not game.stalemate and view.play_to_last
                         and len(left) == 1 else None)
        guess = guess_hidden(view, rng)
        game.known = guess.known
        game.hands = guess.hands
        game.face_down = guess.face_down
        game.stock = guess.stock
        return game

    # -- the fixed API -----------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.to_move

    def is_over(self) -> bool:
        return self.phase == "over"

    def to_beat(self) -> int | None:
        return pile_to_beat(self.pile)

    def face_down_left(self, seat: int) -> list[int]:
        """The slots of ``seat``'s face-down cards still on the table."""
        return [i for i, card in enumerate(self.face_down[seat]) if card is not None]

    def holds_cards(self, seat: int) -> bool:
        return bool(self.hands[seat] or self.face_up[seat] or self.face_down_left(seat))

    def source(self, seat: int) -> str:
        """Where ``seat`` plays from now (SH-13 to SH-15). The refill keeps a
        hand until the stock is empty, so an empty hand means an empty stock."""
        if self.hands[seat]:
            return "hand"
        return "face_up" if self.face_up[seat] else "face_down"

    def legal_moves(self) -> list[ShitheadMove]:
        if self.phase == "over":
            return []
        seat = self.to_move
        if self.phase == "face_up":
            seen: set[tuple[Card, ...]] = set()
            choices: list[ShitheadMove] = []
            for trio in combinations(sorted(self.hands[seat]), FACE_DOWN):
                if trio not in seen:
                    seen.add(trio)
                    choices.append(ChooseFaceUp(trio))
            return choices
        where = self.source(seat)
        if where == "face_down":
            return [FlipFaceDown(i) for i in self.face_down_left(seat)]
        cards = self.hands[seat] if where == "hand" else self.face_up[seat]
        to_beat = self.to_beat()
        by_rank: dict[int, list[Card]] = {}
        for card in cards:
            if beats(card.rank, to_beat):
                by_rank.setdefault(card.rank, []).append(card)
        plays: list[ShitheadMove] = []
        for rank in sorted(by_rank, key=order_value):
            same = by_rank[rank]
            plays.extend(Play(tuple(same[:k])) for k in range(1, len(same) + 1))
        return plays or [PickUp()]

    def can_play(self, seat: int) -> bool:
        """Whether ``seat`` has a card it may play now from hand or face up."""
        where = self.source(seat)
        if where == "face_down":
            return False
        to_beat = self.to_beat()
        cards = self.hands[seat] if where == "hand" else self.face_up[seat]
        return any(beats(c.rank, to_beat) for c in cards)

    def refusal(self, move: ShitheadMove) -> Refusal | None:
        if self.phase == "over":
            return Refusal("game-over")
        seat = self.to_move
        if self.phase == "face_up":
            if not isinstance(move, ChooseFaceUp):
                return Refusal("choose-face-up-first" if _is_move(move) else "unknown-move")
            if len(move.cards) != FACE_DOWN:
                return Refusal("choose-three", {"need": FACE_DOWN, "have": len(move.cards)})
            return None if _contains(self.hands[seat], move.cards) else Refusal("not-in-hand")
        if isinstance(move, ChooseFaceUp):
            return Refusal("not-choosing-now")
        where = self.source(seat)
        if isinstance(move, Play):
            return self._play_refusal(seat, where, move.cards)
        if isinstance(move, FlipFaceDown):
            if where == "hand":
                return Refusal("must-play-hand-first")
            if where == "face_up":
                return Refusal("must-play-face-up-first")
            if move.index not in self.face_down_left(seat):
                return Refusal("no-face-down-there", {"index": move.index})
            return None
        if isinstance(move, PickUp):
            if where == "face_down":
                return Refusal("must-turn-face-down")
            return Refusal("cannot-pick-up-can-play") if self.can_play(seat) else None
        return Refusal("unknown-move")

    def _play_refusal(self, seat: int, where: str, cards: Sequence[Card]) -> Refusal | None:
        if not cards:
            return Refusal("nothing-selected")
        ranks = sorted({c.rank for c in cards}, key=order_value)
        if len(ranks) > 1:
            return Refusal("not-same-rank", {"ranks": [rank_code(r) for r in ranks]})
        if where == "face_down":
            return Refusal("must-turn-face-down")
        if where == "hand" and not _contains(self.hands[seat], cards):
            if _contains(self.face_up[seat], cards):
                return Refusal("must-play-hand-first")
            return Refusal("not-in-hand")
        if where == "face_up" and not _contains(self.face_up[seat], cards):
            return Refusal("not-on-table")
        to_beat = self.to_beat()
        if not beats(ranks[0], to_beat):
            assert to_beat is not None
            return Refusal("too-low", {"need": rank_code(to_beat), "have": rank_code(ranks[0])})
        return None

    # -- carrying out moves --------------------------------------------------------
    def apply_legal(self, move: ShitheadMove) -> list[Event]:
        """Carry out a move the caller knows to be legal, unchecked (bot
        look-ahead plays thousands of them)."""
        return self._apply(move)

    def _apply(self, move: ShitheadMove) -> list[Event]:
        seat = self.to_move
        if isinstance(move, ChooseFaceUp):
            return self._choose_face_up(seat, move.cards)
        if isinstance(move, Play):
            where = self.source(seat)
            held = self.hands[seat] if where == "hand" else self.face_up[seat]
            for card in move.cards:
                held.remove(card)
            known = self.known[seat]
            if where == "hand" and known:
                for card in move.cards:
                    if known[card] > 0:
                        known[card] -= 1
            event = {"type": "play", "player": seat, "from": where, "cards": codes(move.cards)}
            return self._after_play(seat, list(move.cards), [event])
        if isinstance(move, FlipFaceDown):
            turned = self.face_down[seat][move.index]
            assert turned is not None
            self.face_down[seat][move.index] = None
            playable = beats(turned.rank, self.to_beat())
            flip = {"type": "flip", "player": seat, "index": move.index, "card": str(turned),
                    "playable": playable}
            if playable:
                play = {"type": "play", "player": seat, "from": "face_down",
                        "cards": [str(turned)]}
                return self._after_play(seat, [turned], [flip, play])
            self.pile.append(turned)  # SH-15: it goes onto the pile, then all is picked up
            return self._pick_up(seat, [flip])
        return self._pick_up(seat, [])

    def _choose_face_up(self, seat: int, cards: Sequence[Card]) -> list[Event]:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.face_up[seat] = list(cards)
        self.chosen[seat] = True
        events = self._emit({"type": "face_up", "player": seat, "cards": codes(cards)})
        if not all(self.chosen):
            self.to_move = (seat + 1) % self.players
            return events
        # SH-8: the first player turns the starter card and play begins.
        starter = self.stock.pop(0)
        self.pile = [starter]
        self.starter_on_pile = True
        self.phase = "play"
        self.to_move = (self.dealer + 1) % self.players
        return events + self._emit({"type": "starter", "card": str(starter)})

    def _pick_up(self, seat: int, events: list[Event]) -> list[Event]:
        events.append({"type": "pickup", "player": seat, "cards": codes(self.pile)})
        if self.hands[seat]:  # SH-12: no hand card could beat the pile
            rank = pile_to_beat(self.pile)
            before = self.hidden_under[seat]
            if before is None or (rank is not None and order_value(rank) < order_value(before)):
                self.hidden_under[seat] = rank
        else:
            self.hidden_under[seat] = None  # nothing hidden in hand: all is picked up
        self.hands[seat].extend(self.pile)
        self.known[seat].update(self.pile)
        self.pile = []
        self.starter_on_pile = False
        self.quiet_turns += 1
        self._emit(*events)
        if self.quiet_turns >= STALEMATE_TURNS:
            return events + self._end(draw=True)
        self.to_move = self._next_seat(seat)
        return events

    def _after_play(self, seat: int, cards: list[Card], events: list[Event]) -> list[Event]:
        self.pile.extend(cards)
        burn = None
        if cards[0].rank == TEN:  # SH-10
            burn = "ten"
        elif top_run(self.pile, self.starter_on_pile) >= FOUR:  # SH-11
            burn = "four"
        if burn is not None:  # SH-15a: even on the player's last card
            events.append({"type": "burn", "reason": burn, "cards": codes(self.pile)})
            self.burnt.extend(self.pile)
            self.pile = []
            self.starter_on_pile = False
        hand = self.hands[seat]
        drawn: list[Card] = []
        while len(hand) < HAND_SIZE and self.stock:  # SH-7
            drawn.append(self.stock.pop(0))
            hand.append(drawn[-1])
        if drawn:
            self.hidden_under[seat] = None
            events.append(
                {"type": "draw", "player": seat, "source": "stock", "cards": codes(drawn)}
            )
        out = not self.holds_cards(seat)
        if out:
            self.finished.append(seat)
            events.append({"type": "out", "player": seat})
        self.quiet_turns = 0 if burn or out else self.quiet_turns + 1
        self._emit(*events)
        if out:
            left = [s for s in range(self.players) if s not in self.finished]
            if not self.options["play_to_last"] or len(left) == 1:  # SH-16
                self.shithead = left[0] if self.options["play_to_last"] else None
                return events + self._end()
        elif self.quiet_turns >= STALEMATE_TURNS:  # SH-17
            return events + self._end(draw=True)
        plays_again = burn == "ten" or (burn == "four" and self.options["four_burn_plays_again"])
        self.to_move = seat if plays_again and not out else self._next_seat(seat)
        return events

    def _next_seat(self, seat: int) -> int:
        """The next seat after ``seat`` still holding cards."""
        nxt = (seat + 1) % self.players
        while nxt in self.finished:
            nxt = (nxt + 1) % self.players
        return nxt

    def _end(self, draw: bool = False) -> list[Event]:
        """The game_end event: SH-16 (first out wins; the shithead under
        ``play_to_last``) or, with ``draw``, the SH-17 stalemate."""
        self.phase = "over"
        self.stalemate = draw
        event: Event = {"type": "game_end", "winners": [], "totals": [0] * self.players,
                        "finished": list(self.finished)}
        if draw:
            event["draw"] = True
        else:
            event["winners"] = [self.finished[0]]
            if self.shithead is not None:
                event["shithead"] = self.shithead
        return self._emit(event)

    def results(self) -> Results:
        if self.stalemate or not self.finished:
            return Results((), (0,) * self.players, draw=self.stalemate)
        return Results((self.finished[0],), (0,) * self.players)

    def public_view(self) -> ShitheadView:
        # Only the fields blanked here are one seat's own; the rest is public.
        return replace(self.view(0), seat=SPECTATOR, hand=(), face_up=(),
                       face_down_count=0, face_down_slots=())

    def view(self, player: int) -> ShitheadView:
        self.check_seat(player)
        n = self.players
        return ShitheadView(
            seat=player,
            players=n,
            phase=self.phase,
            hand=tuple(self.hands[player]),
            face_up=tuple(self.face_up[player]),
            face_down_count=len(self.face_down_left(player)),
            face_down_slots=tuple(self.face_down_left(player)),
            hand_counts=tuple(len(h) for h in self.hands),
            face_ups=tuple(tuple(f) for f in self.face_up),
            face_down_counts=tuple(len(self.face_down_left(s)) for s in range(n)),
            chosen=tuple(self.chosen),
            pile=tuple(self.pile),
            starter_on_pile=self.starter_on_pile,
            to_beat=self.to_beat(),
            top_run=top_run(self.pile, self.starter_on_pile) if self.pile else 0,
            stock_count=len(self.stock),
            burnt_count=len(self.burnt),
            finished=tuple(self.finished),
            to_move=self.current_player(),
            dealer=self.dealer,
            quiet_turns=self.quiet_turns,
            over=self.phase == "over",
            four_burn_plays_again=self.options["four_burn_plays_again"],
            play_to_last=self.options["play_to_last"],
            burnt=tuple(self.burnt),
            known_hands=tuple(tuple((+known).elements()) for known in self.known),
            hidden_under=tuple(self.hidden_under),
        )

    # -- records -------------------------------------------------------------------
    @staticmethod
    def move_from_event(event: Event) -> ShitheadMove | None:
        kind = event.get("type")
        if kind == "face_up":
            return ChooseFaceUp(tuple(parse_cards(event["cards"])))
        if kind == "play" and event.get("from") != "face_down":  # that one follows a flip
            return Play(tuple(parse_cards(event["cards"])))
        if kind == "flip":
            return FlipFaceDown(int(event["index"]))
        if kind == "pickup":
            return PickUp()
        return None


def _is_move(move: object) -> bool:
    return isinstance(move, ChooseFaceUp | Play | FlipFaceDown | PickUp)


def _contains(held: Sequence[Card], cards: Sequence[Card]) -> bool:
    """Whether ``held`` holds every card of ``cards`` (as a multiset)."""
    need = Counter(cards)
    have = Counter(held)
    return all(have[card] >= k for card, k in need.items())
