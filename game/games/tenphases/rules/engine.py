"""The Ten Phases engine: one long deal, from the deal to someone's phase 10.

Rule ids (TP-x) refer to ``shared/rules/tenphases.md``; refusal codes are
listed in :mod:`game.games.tenphases.rules.moves`. A turn is: draw (stock or
discard top) -> optionally declare the current phase -> if declared (and not
phase 10) keep or redraw -> discard.

``legal_moves`` lists every draw, keep/redraw and distinct discard, and up to
``finder.DECLARATION_LIMIT`` genuinely different declarations, best first
(by what they leave for the next phase); ``refusal`` accepts any valid
declaration.

Records (extra fields, records.md allows them): a ``reshuffle`` carries
``"cause": "draw"`` or ``"redraw"`` so that a replayer knows which move it
begins (a redraw's reshuffle comes just before its ``redraw`` event); a
``declare`` carries ``"readings"``, parallel to ``groups``: each group's
``values``, ``suit`` or ``colour`` (what the jokers stand for, see
:meth:`~game.games.tenphases.rules.phases.Group.reading`). A record without
readings is read as the cards allow.

>>> g = TenPhases(2, seed=1)
>>> len(g.view(0).hand), g.view(0).phases, g.view(0).stock_count
(10, (1, 1), 87)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ....core.base import SPECTATOR, Event, Game, Refusal, Results, SeededChance
from ....core.cards import Card, codes, standard_deck
from .events import EVENTS
from .finder import declarations, interpretations
from .fromview import guess_hidden
from .moves import (
    CHOOSE,
    DRAW,
    PLAY,
    Declaration,
    Declare,
    Discard,
    DrawStock,
    Keep,
    Redraw,
    TakeDiscard,
    TenPhasesMove,
    TenPhasesView,
)
from .phases import LAST_PHASE, Group, check_declaration, hand_points

HAND_SIZE = 10


class TenPhases(Game[TenPhasesMove]):
    """Ten Phases for 2 to 4 players."""

    game_id = "tenphases"
    min_players = 2
    max_players = 4
    default_options = {"ace_high_runs": False, "flush_phases": False}
    record_events = frozenset(
        {"deal", "draw", "reshuffle", "declare", "keep", "redraw", "discard", "game_end"}
    )
    #: Each seat sees its own hand; the stock's order nobody; a card drawn
    #: from the stock, or the new cards of a redraw, only their drawer.
    #: Each such field is marked where events.py declares it.
    event_types = EVENTS
    hidden = EVENTS.hidden

    def __init__(
        self, players: int, seed: int = 0, options: Any = None, chance: Any = None
    ) -> None:
        super().__init__(players, seed, options, chance)
        n = players
        self.ace_high = bool(self.options["ace_high_runs"])
        self.flush = bool(self.options["flush_phases"])
        self.phases_done = [0] * n
        self.last_declarations: list[Declaration | None] = [None] * n
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.losers: tuple[int, ...] = ()
        self.points = [0] * n
        self.shown: list[Card] = []  # the cards of a declaration awaiting keep/redraw
        self.declared = False
        self.dealer = self.chance.first_dealer(n)  # TP-5
        deck = self.chance.deal_deck(standard_deck(decks=n, jokers=2 * n))  # TP-1
        # TP-5: ten cards each, one at a time from the dealer's left; the next
        # card starts the discard pile; the rest is the stock.
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            self.hands[(self.dealer + 1 + i) % n].append(deck[i])
        self.discard: list[Card] = [deck[HAND_SIZE * n]]  # bottom first
        self.stock: list[Card] = deck[HAND_SIZE * n + 1 :]  # top first
        self._emit(
            {
                "type": "deal",
                "deal": 1,
                "dealer": self.dealer,
                "hands": [codes(h) for h in self.hands],
                "stock": codes(self.stock),
                "discard": codes(self.discard),
            }
        )
        self.to_move: int | None = (self.dealer + 1) % n
        self.step = DRAW

    @classmethod
    def from_view(
        cls, view: TenPhasesView, options: Mapping[str, Any], rng: random.Random
    ) -> TenPhases:
        """The game ``view`` shows, the rest guessed (:mod:`.fromview`)."""
        merged = cls.check_options(options)
        guess = guess_hidden(view, merged, rng)
        game = cls.undealt(view.players, guess.seed, merged, SeededChance(guess.seed))
        game.ace_high = view.ace_high_runs
        game.flush = view.flush_phases
        game.hands = guess.hands
        game.discard = guess.discard
        game.stock = guess.stock
        game.phases_done = list(view.phases_done)
        game.last_declarations = list(view.last_declarations)
        game.over = view.over
        game.winners = view.winners
        game.losers = view.losers
        game.points = list(view.points)
        game.shown = guess.shown
        game.declared = view.declared
        game.dealer = view.dealer
        game.to_move = view.to_move
        game.step = view.step
        return game

    @staticmethod
    def deck_from_deal(event: Event) -> list[str]:
        hands = [list(h) for h in event["hands"]]
        n = len(hands)
        dealer = int(event["dealer"])
        order = [hands[(dealer + 1 + i) % n][i // n] for i in range(HAND_SIZE * n)]
        return order + list(event["discard"]) + list(event["stock"])

    # -- state queries -------------------------------------------------------------
    def phase_of(self, seat: int) -> int:
        """The phase ``seat`` works on (TP-11: in order, 1 to 10)."""
        return min(self.phases_done[seat] + 1, LAST_PHASE)

    def _can_draw_stock(self) -> bool:
        return bool(self.stock) or len(self.discard) >= 2  # TP-9

    def current_player(self) -> int | None:
        return None if self.over else self.to_move

    def is_over(self) -> bool:
        return self.over

    def results(self) -> Results:
        return Results(self.winners, tuple(self.points))

    def declarations(self, seat: int) -> list[tuple[Group, ...]]:
        """The bounded list of declarations ``seat`` could make with its hand."""
        return declarations(self.hands[seat], self.phase_of(seat), self.ace_high, self.flush)

    # -- legal moves ---------------------------------------------------------------
    def legal_moves(self) -> list[TenPhasesMove]:
        if self.over or self.to_move is None:
            return []
        seat = self.to_move
        if self.step == DRAW:
            moves: list[TenPhasesMove] = []
            if self._can_draw_stock():
                moves.append(DrawStock())
            if self.discard:
                moves.append(TakeDiscard())
            return moves
        if self.step == CHOOSE:
            return [Keep(), Redraw()]
        moves = []
        if not self.declared:
            moves.extend(Declare(groups) for groups in self.declarations(seat))
        moves.extend(Discard(card) for card in dict.fromkeys(self.hands[seat]))
        return moves

    # -- refusals --------------------------------------------------------------------
    def refusal(self, move: TenPhasesMove) -> Refusal | None:
        if self.over or self.to_move is None:
            return Refusal("game-over")
        seat = self.to_move
        if isinstance(move, DrawStock | TakeDiscard):
            if self.step != DRAW:
                return Refusal("already-drawn")
            if isinstance(move, DrawStock):
                return None if self._can_draw_stock() else Refusal("stock-empty")
            return None if self.discard else Refusal("discard-empty")
        if isinstance(move, Keep | Redraw):
            return None if self.step == CHOOSE else Refusal("no-choice-due")
        if not isinstance(move, Declare | Discard):
            return Refusal("unknown-move")
        if self.step == DRAW:
            return Refusal("draw-first")
        if self.step == CHOOSE:
            return Refusal("keep-or-redraw-first", {"phase": self.phases_done[seat]})
        hand = self.hands[seat]
        if isinstance(move, Discard):
            if move.card not in hand:
                return Refusal("not-in-hand", {"cards": [str(move.card)]})
            return None
        if self.declared:  # TP-7
            return Refusal("already-declared", {"phase": self.phases_done[seat]})
        absent = _not_held(hand, [c for g in move.groups for c in g.cards])
        if absent:
            return Refusal("not-in-hand", {"cards": absent})
        return check_declaration(move.groups, self.phase_of(seat), self.ace_high, self.flush)

    # -- carrying out moves -------------------------------------------------------------
    def _restock(self, cause: str) -> list[Event]:
        """TP-9: the discard pile but its top card becomes the new stock."""
        self.stock = list(self.chance.restock(self.discard[:-1]))
        self.discard = self.discard[-1:]
        return self._emit({"type": "reshuffle", "stock": codes(self.stock), "cause": cause})

    def _apply(self, move: TenPhasesMove) -> list[Event]:
        seat = self.to_move
        assert seat is not None
        hand = self.hands[seat]
        events: list[Event] = []
        if isinstance(move, DrawStock):
            if not self.stock:
                events += self._restock("draw")
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
        if isinstance(move, Declare):
            return self._declare(seat, move)
        if isinstance(move, Keep):
            self.shown = []
            self.step = PLAY
            return self._emit({"type": "keep", "player": seat})
        if isinstance(move, Redraw):  # TP-8
            shown, self.shown = self.shown, []
            for card in shown:
                hand.remove(card)
                self.discard.append(card)
            drawn: list[Card] = []
            while len(drawn) < len(shown):
                if not self.stock:
                    events += self._restock("redraw")
                drawn.append(self.stock.pop(0))
            hand.extend(drawn)
            self.step = PLAY
            return events + self._emit(
                {"type": "redraw", "player": seat, "discarded": codes(shown), "drawn": codes(drawn)}
            )
        assert isinstance(move, Discard)
        hand.remove(move.card)
        self.discard.append(move.card)
        events = self._emit({"type": "discard", "player": seat, "card": str(move.card)})
        self.to_move = (seat + 1) % self.players
        self.step = DRAW
        self.declared = False
        return events

    def _declare(self, seat: int, move: Declare) -> list[Event]:
        """TP-7: the cards are shown, the phase is done; TP-12 after phase 10."""
        phase = self.phase_of(seat)
        self.phases_done[seat] += 1
        self.declared = True
        self.last_declarations[seat] = Declaration(seat, phase, tuple(move.groups))
        events = self._emit(
            {
                "type": "declare",
                "player": seat,
                "phase": phase,
                "groups": [g.record() for g in move.groups],
                "readings": [g.reading() for g in move.groups],
            }
        )
        if phase < LAST_PHASE:
            self.shown = [c for g in move.groups for c in g.cards]
            self.step = CHOOSE
            return events
        # TP-12/13: the game ends at once.
        self.over = True
        self.to_move = None
        self.points = [0 if s == seat else hand_points(h) for s, h in enumerate(self.hands)]
        self.winners = (seat,)
        self.losers = game_losers(seat, self.phases_done, self.points)
        return events + self._emit(
            {
                "type": "game_end",
                "winners": [seat],
                "totals": list(self.points),
                "points": list(self.points),
                "phases_done": list(self.phases_done),
                "losers": list(self.losers),
            }
        )

    # -- what a seat may know -----------------------------------------------------------
    def public_view(self) -> TenPhasesView:
        # Only the fields blanked here are one seat's own; the rest is public.
        return replace(self.view(0), seat=SPECTATOR, hand=())

    def view(self, player: int) -> TenPhasesView:
        self.check_seat(player)
        n = self.players
        return TenPhasesView(
            seat=player,
            players=n,
            hand=tuple(self.hands[player]),
            hand_counts=tuple(len(h) for h in self.hands),
            phases=tuple(self.phase_of(s) for s in range(n)),
            phases_done=tuple(self.phases_done),
            discard_top=self.discard[-1] if self.discard else None,
            discard_count=len(self.discard),
            stock_count=len(self.stock),
            dealer=self.dealer,
            to_move=self.current_player(),
            step=self.step,
            declared=self.declared,
            last_declarations=tuple(self.last_declarations),
            ace_high_runs=self.ace_high,
            flush_phases=self.flush,
            over=self.over,
            winners=self.winners,
            losers=self.losers,
            points=tuple(self.points),
        )

    # -- records ------------------------------------------------------------------------
    @staticmethod
    def move_from_event(event: Event) -> TenPhasesMove | None:
        kind = event.get("type")
        if kind == "reshuffle":  # written just before the draw or redraw that caused it
            return Redraw() if event.get("cause") == "redraw" else DrawStock()
        if kind == "draw":
            source = event["source"]
            if source not in ("stock", "discard"):
                raise ValueError(f"unknown draw source {source!r}")
            return DrawStock() if source == "stock" else TakeDiscard()
        if kind == "declare":
            groups = event["groups"]
            readings = event.get("readings")
            if not isinstance(readings, list) or len(readings) != len(groups):
                return Declare(tuple(_read_group(Group.from_record(g)) for g in groups))
            return Declare(
                tuple(Group.from_record(g, r) for g, r in zip(groups, readings, strict=True))
            )
        if kind == "keep":
            return Keep()
        if kind == "redraw":
            return Redraw()
        if kind == "discard":
            return Discard(Card.parse(event["card"]))
        return None


def _read_group(group: Group) -> Group:
    """A recorded group without ``readings``: what its cards can stand for
    (the first reading; the cards keep their recorded order)."""
    readings = interpretations(group.cards, group.kind, len(group.cards), ace_high=True)
    if not readings:
        return group
    reading = readings[0]
    values: tuple[int, ...] = ()
    if reading.values:
        pairs = list(zip(reading.cards, reading.values, strict=True))
        real = {c: v for c, v in pairs if not c.is_joker}
        spare = iter(v for c, v in pairs if c.is_joker)
        values = tuple(next(spare) if c.is_joker else real[c] for c in group.cards)
    return Group(group.kind, group.cards, values, reading.suit, reading.colour)


def game_losers(winner: int, phases_done: Sequence[int], points: Sequence[int]) -> tuple[int, ...]:
    """TP-13: among the others with the fewest phases done, the most points;
    all of them when still tied."""
    others = [s for s in range(len(points)) if s != winner]
    fewest = min(phases_done[s] for s in others)
    behind = [s for s in others if phases_done[s] == fewest]
    most = max(points[s] for s in behind)
    return tuple(s for s in behind if points[s] == most)


def _not_held(hand: Sequence[Card], cards: Sequence[Card]) -> list[str]:
    """Codes of the ``cards`` that ``hand`` does not hold (as a multiset)."""
    short = Counter(cards) - Counter(hand)
    return codes(short.elements())

