"""The Phase 10 engine: the whole game, hand after hand, in one state.

Rule ids (P10-x) refer to ``shared/rules/phase10.md``; refusal codes are
listed in :mod:`game.games.phase10.rules.moves`. After a ``hand_end`` the engine
deals the next hand itself, until a hand in which someone laid phase 10.

One ruling the rules leave open: when nothing at all can be drawn (the draw
pile and the reshuffle are empty and the discard top is a Skip), the player
goes straight to laying, hitting and discarding without a draw.

``legal_moves`` lists every draw and discard (a Skip once per seat it may
name), every single-card hit, and up to ``finder.LAYING_LIMIT`` genuinely
different layings, best first; ``refusal`` accepts any valid laying or hit,
multi-card ones included.

>>> g = Phase10(3, seed=1)
>>> len(g.view(0).hand), g.view(0).phases, g.view(0).stock_count
(10, (1, 1, 1), 77)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ....core.base import SPECTATOR, Event, Game, Refusal, Results, SeededChance
from .cards import P10Card, card_codes, full_deck, parse_cards, penalty
from .events import EVENTS
from .finder import can_lay, layings
from .fromview import guess_hidden
from .moves import DRAW, PLAY, Discard, DrawStock, Hit, Lay, Phase10Move, Phase10View, TakeDiscard
from .phases import LAST_PHASE, Group, check_hit, check_lay, extended, hit_values, normalised

HAND_SIZE = 10


class Phase10(Game[Phase10Move]):
    """Phase 10 for 2 to 6 players."""

    game_id = "phase10"
    min_players = 2
    max_players = 6
    default_options = {"must_lay_phase": False}
    record_events = frozenset({"deal", "draw", "reshuffle", "lay", "hit", "discard", "skipped",
                               "hand_end", "game_end"})
    #: Each seat sees its own hand; the stock's order (and, after a
    #: reshuffle, its new order) nobody; a card drawn from the stock only its
    #: drawer (one taken from the discard pile was in sight).
    #: Each such field is marked where events.py declares it.
    event_types = EVENTS
    hidden = EVENTS.hidden

    def __init__(
        self, players: int, seed: int = 0, options: Any = None, chance: Any = None
    ) -> None:
        super().__init__(players, seed, options, chance)
        n = players
        self.totals = [0] * n
        self.phases_done = [0] * n
        self.hand_number = 0
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.last_out: int | None = None
        self._start_hand(self.chance.first_dealer(n))  # P10-4

    @classmethod
    def from_view(
        cls, view: Phase10View, options: Mapping[str, Any], rng: random.Random
    ) -> Phase10:
        """The game ``view`` shows, the rest guessed (:mod:`.fromview`)."""
        merged = cls.check_options(options)
        guess = guess_hidden(view, merged, rng)
        game = cls.undealt(view.players, guess.seed, merged, SeededChance(guess.seed))
        game.hands = guess.hands
        game.discard = guess.discard
        game.stock = guess.stock
        game.groups = [list(laid) for laid in view.groups]
        game.has_laid = list(view.laid)
        game.pending = list(view.skips_pending)
        game.totals = list(view.totals)
        game.phases_done = list(view.phases_done)
        game.hand_number = view.hand_number
        game.dealer = view.dealer
        game.over = view.over
        game.winners = view.winners
        game.last_out = None  # only written at a hand's end; nothing reads it
        game.to_move = view.to_move  # type: ignore[assignment]  # None once over, as in the engine
        game.step = view.step
        return game

    # -- dealing -----------------------------------------------------------------
    def _start_hand(self, dealer: int) -> list[Event]:
        n = self.players
        self.hand_number += 1
        self.dealer = dealer
        deck = self.chance.deal_deck(full_deck())
        # P10-5: ten cards each, one at a time from the dealer's left; the next
        # card is turned to start the discard pile; the rest is the stock.
        self.hands: list[list[P10Card]] = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            self.hands[(dealer + 1 + i) % n].append(deck[i])
        self.discard: list[P10Card] = [deck[HAND_SIZE * n]]  # bottom first
        self.stock: list[P10Card] = deck[HAND_SIZE * n + 1 :]  # top first
        self.groups: list[list[Group]] = [[] for _ in range(n)]
        self.has_laid = [False] * n
        self.pending = [False] * n
        events = self._emit(
            {
                "type": "deal",
                "deal": self.hand_number,
                "dealer": dealer,
                "hands": [card_codes(h) for h in self.hands],
                "stock": card_codes(self.stock),
                "discard": card_codes(self.discard),
                "phases": [self.phase_of(s) for s in range(n)],
            }
        )
        first = (dealer + 1) % n
        if self.discard[-1].is_skip:  # P10-6
            events += self._emit({"type": "skipped", "player": first})
            first = (first + 1) % n
        self._begin_turn(first)
        return events

    @staticmethod
    def deck_from_deal(event: Event) -> list[str]:
        hands = [list(h) for h in event["hands"]]
        n = len(hands)
        dealer = int(event["dealer"])
        order = [hands[(dealer + 1 + i) % n][i // n] for i in range(HAND_SIZE * n)]
        return order + list(event["discard"]) + list(event["stock"])

    # -- state queries -------------------------------------------------------------
    def phase_of(self, seat: int) -> int:
        """The phase ``seat`` works on this hand (P10-16)."""
        return min(self.phases_done[seat] + 1, LAST_PHASE)

    def _can_draw_stock(self) -> bool:
        return bool(self.stock) or len(self.discard) >= 2  # P10-11

    def _can_take_discard(self) -> bool:
        return bool(self.discard) and not self.discard[-1].is_skip

    def _begin_turn(self, seat: int) -> None:
        self.to_move = seat
        self.step = DRAW if self._can_draw_stock() or self._can_take_discard() else PLAY

    def skip_targets(self, seat: int) -> list[int]:
        """Seats ``seat`` may name with a Skip: others without a pending skip (P10-14)."""
        return [q for q in range(self.players) if q != seat and not self.pending[q]]

    def must_lay(self, seat: int) -> bool:
        """Option ``must_lay_phase``: ``seat`` holds its phase and has not laid it."""
        return (
            self.options["must_lay_phase"]
            and not self.has_laid[seat]
            and can_lay(self.hands[seat], self.phase_of(seat))
        )

    def current_player(self) -> int | None:
        return None if self.over else self.to_move

    def is_over(self) -> bool:
        return self.over

    def results(self) -> Results:
        return Results(self.winners, tuple(self.totals))

    # -- legal moves ---------------------------------------------------------------
    def legal_moves(self) -> list[Phase10Move]:
        if self.over:
            return []
        seat = self.to_move
        if self.step == DRAW:
            moves: list[Phase10Move] = []
            if self._can_draw_stock():
                moves.append(DrawStock())
            if self._can_take_discard():
                moves.append(TakeDiscard())
            return moves
        hand = self.hands[seat]
        distinct = list(dict.fromkeys(hand))
        moves = []
        if not self.has_laid[seat]:
            moves.extend(Lay(groups) for groups in layings(hand, self.phase_of(seat)))
        else:
            for card in distinct:
                for target, laid in enumerate(self.groups):
                    for index, group in enumerate(laid):
                        moves.extend(
                            Hit(target, index, (card,), v) for v in hit_values(group, card)
                        )
        if not self.must_lay(seat):
            for card in distinct:
                if not card.is_skip:
                    moves.append(Discard(card))
                    continue
                targets = self.skip_targets(seat)
                if len(hand) == 1 or not targets:
                    moves.append(Discard(card))
                else:
                    moves.extend(Discard(card, q) for q in targets)
        return moves

    # -- refusals --------------------------------------------------------------------
    def refusal(self, move: Phase10Move) -> Refusal | None:
        if self.over:
            return Refusal("game-over")
        seat = self.to_move
        if isinstance(move, DrawStock | TakeDiscard):
            if self.step != DRAW:
                return Refusal("already-drawn")
            if isinstance(move, DrawStock):
                return None if self._can_draw_stock() else Refusal("stock-empty")
            if not self.discard:
                return Refusal("discard-empty")
            return None if self._can_take_discard() else Refusal("skip-not-takeable")
        if not isinstance(move, Lay | Hit | Discard):
            return Refusal("unknown-move")
        if self.step != PLAY:
            return Refusal("draw-first")
        hand = self.hands[seat]
        if isinstance(move, Lay):
            if self.has_laid[seat]:
                return Refusal("already-laid", {"phase": self.phase_of(seat)})
            absent = _not_held(hand, [c for g in move.groups for c in g.cards])
            if absent:
                return Refusal("not-in-hand", {"cards": absent})
            return check_lay(move.groups, self.phase_of(seat))
        if isinstance(move, Hit):
            return self._hit_refusal(seat, move)
        return self._discard_refusal(seat, move)

    def _hit_refusal(self, seat: int, move: Hit) -> Refusal | None:
        if not self.has_laid[seat]:
            return Refusal("not-laid", {"phase": self.phase_of(seat)})
        if not (
            0 <= move.target < self.players and 0 <= move.group < len(self.groups[move.target])
        ):
            return Refusal("no-such-group", {"player": move.target, "group": move.group})
        if not move.cards:
            return Refusal("nothing-selected")
        absent = _not_held(self.hands[seat], move.cards)
        if absent:
            return Refusal("not-in-hand", {"cards": absent})
        return check_hit(self.groups[move.target][move.group], move.cards, move.values)

    def _discard_refusal(self, seat: int, move: Discard) -> Refusal | None:
        hand = self.hands[seat]
        if move.card not in hand:
            return Refusal("not-in-hand", {"cards": [str(move.card)]})
        if self.must_lay(seat):
            return Refusal("must-lay-phase", {"phase": self.phase_of(seat)})
        target = move.skip_target
        if not move.card.is_skip:
            return (
                None
                if target is None
                else Refusal("skip-target-not-allowed", {"reason": "not-a-skip"})
            )
        eligible = self.skip_targets(seat)
        if len(hand) == 1 or not eligible:  # P10-14: the Skip names no one
            if target is None:
                return None
            reason = "going-out" if len(hand) == 1 else "all-pending"
            return Refusal("skip-target-not-allowed", {"reason": reason})
        if target is None:
            return Refusal("skip-target-needed", {"eligible": eligible})
        if target not in eligible:
            reason = (
                "self" if target == seat else "pending" if 0 <= target < self.players else "no-seat"
            )
            return Refusal("skip-target-not-eligible", {"player": target, "reason": reason})
        return None

    # -- carrying out moves -------------------------------------------------------------
    def _apply(self, move: Phase10Move) -> list[Event]:
        seat = self.to_move
        hand = self.hands[seat]
        if isinstance(move, DrawStock):
            events: list[Event] = []
            if not self.stock:  # P10-11
                self.stock = list(self.chance.restock(self.discard[:-1]))
                self.discard = self.discard[-1:]
                events += self._emit({"type": "reshuffle", "stock": card_codes(self.stock)})
            card = self.stock.pop(0)
            hand.append(card)
            self.step = PLAY
            return events + self._emit(
                {"type": "draw", "player": seat, "source": "stock", "cards": [str(card)]}
            )
        if isinstance(move, TakeDiscard):
            card = self.discard.pop()
            hand.append(card)
            self.step = PLAY
            return self._emit(
                {"type": "draw", "player": seat, "source": "discard", "cards": [str(card)]}
            )
        if isinstance(move, Lay):
            laid = [normalised(g) for g in move.groups]
            for group in laid:
                for card in group.cards:
                    hand.remove(card)
            self.groups[seat].extend(laid)
            self.has_laid[seat] = True
            events = self._emit(
                {
                    "type": "lay",
                    "player": seat,
                    "phase": self.phase_of(seat),
                    "groups": [g.record() for g in laid],
                }
            )
        elif isinstance(move, Hit):
            for card in move.cards:
                hand.remove(card)
            group = self.groups[move.target][move.group]
            self.groups[move.target][move.group] = extended(group, move.cards, move.values)
            event: Event = {
                "type": "hit",
                "player": seat,
                "target": {"player": move.target, "group": move.group},
                "cards": card_codes(move.cards),
            }
            if group.kind != "colour":
                event["values"] = list(move.values)
            events = self._emit(event)
        else:
            hand.remove(move.card)
            self.discard.append(move.card)
            event = {"type": "discard", "player": seat, "card": str(move.card)}
            if move.skip_target is not None:
                event["skip"] = move.skip_target
                self.pending[move.skip_target] = True
            events = self._emit(event)
            if hand:
                return events + self._advance(seat)
        if not hand:  # P10-10: out by laying, hitting or discarding the last card
            return events + self._end_hand(seat)
        return events

    def _advance(self, seat: int) -> list[Event]:
        """Pass the turn left, serving pending skips (P10-13/14)."""
        events: list[Event] = []
        nxt = (seat + 1) % self.players
        while self.pending[nxt]:
            self.pending[nxt] = False
            events += self._emit({"type": "skipped", "player": nxt})
            nxt = (nxt + 1) % self.players
        self._begin_turn(nxt)
        return events

    def _end_hand(self, out: int) -> list[Event]:
        """P10-16/17: penalties, phase progress; P10-18: maybe the end."""
        n = self.players
        penalties = [sum(penalty(c) for c in h) for h in self.hands]
        self.totals = [t + p for t, p in zip(self.totals, penalties, strict=True)]
        self.phases_done = [
            d + int(laid) for d, laid in zip(self.phases_done, self.has_laid, strict=True)
        ]
        self.last_out = out
        events = self._emit(
            {
                "type": "hand_end",
                "hand": self.hand_number,
                "out": out,
                "penalties": penalties,
                "totals": list(self.totals),
                "phases_done": list(self.phases_done),
            }
        )
        finished = [s for s in range(n) if self.phases_done[s] >= LAST_PHASE]
        if not finished:
            return events + self._start_hand((self.dealer + 1) % n)
        self.over = True
        self.to_move = None  # type: ignore[assignment]
        self.winners = game_winners(finished, self.totals, out)
        return events + self._emit(
            {
                "type": "game_end",
                "winners": list(self.winners),
                "totals": list(self.totals),
                "phases_done": list(self.phases_done),
            }
        )

    # -- what a seat may know -----------------------------------------------------------
    def public_view(self) -> Phase10View:
        # Only the fields blanked here are one seat's own; the rest is public.
        return replace(self.view(0), seat=SPECTATOR, hand=())

    def view(self, player: int) -> Phase10View:
        self.check_seat(player)
        n = self.players
        top = self.discard[-1] if self.discard else None
        return Phase10View(
            seat=player,
            players=n,
            hand=tuple(self.hands[player]),
            hand_counts=tuple(len(h) for h in self.hands),
            phases=tuple(self.phase_of(s) for s in range(n)),
            phases_done=tuple(self.phases_done),
            laid=tuple(self.has_laid),
            groups=tuple(tuple(g) for g in self.groups),
            discard_top=top,
            discard_takeable=top is not None and not top.is_skip,
            discard_count=len(self.discard),
            stock_count=len(self.stock),
            totals=tuple(self.totals),
            skips_pending=tuple(self.pending),
            dealer=self.dealer,
            hand_number=self.hand_number,
            to_move=self.current_player(),
            step=self.step,
            must_lay_phase=bool(self.options["must_lay_phase"]),
            over=self.over,
            winners=self.winners,
        )

    # -- records ------------------------------------------------------------------------
    @staticmethod
    def move_from_event(event: Event) -> Phase10Move | None:
        kind = event.get("type")
        if kind == "reshuffle":  # written just before the stock draw that caused it
            return DrawStock()
        if kind == "draw":
            source = event["source"]
            if source not in ("stock", "discard"):
                raise ValueError(f"unknown draw source {source!r}")
            return DrawStock() if source == "stock" else TakeDiscard()
        if kind == "lay":
            return Lay(tuple(Group.from_record(g) for g in event["groups"]))
        if kind == "hit":
            target = event["target"]
            values = tuple(int(v) for v in event.get("values", ()))
            return Hit(
                int(target["player"]), int(target["group"]), parse_cards(event["cards"]), values
            )
        if kind == "discard":
            skip = event.get("skip")
            return Discard(P10Card.parse(event["card"]), None if skip is None else int(skip))
        return None


def game_winners(finished: Sequence[int], totals: Sequence[int], out: int) -> tuple[int, ...]:
    """P10-18: of the seats that completed phase 10, the lowest total; if
    tied, the one who went out this hand; otherwise all the tied seats."""
    best = min(totals[s] for s in finished)
    tied = [s for s in finished if totals[s] == best]
    if len(tied) > 1 and out in tied:
        return (out,)
    return tuple(tied)


def _not_held(hand: Sequence[P10Card], cards: Sequence[P10Card]) -> list[str]:
    """Codes of the ``cards`` that ``hand`` does not hold (as a multiset)."""
    short = Counter(cards) - Counter(hand)
    return card_codes(short.elements())
