"""Hidden information as non-interference, at the protocol level: change the
cards a seat cannot see and nothing that seat (or a spectator) is sent
changes, byte for byte.

World A is a table played with random legal moves through the first deal.
The card codes the receiver may rightly know there (its own hand and draws,
and every card some move showed) are taken from the engine's events, not
from what was sent; the other codes are shuffled among their places in the
deck, which makes world B, where the same moves are played. Up to the end
of the deal (whose scoring may rightly tell of the hands) or up to a move
world B refuses (legality can hang on a hidden card,
as a pass with nothing playable does), the receiver's messages in the two
worlds must be the same bytes: the server's own snapshot and event messages
(``game.server.table``), encoded as the server sends them.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.core.base import Event, Game, SeededChance
from game.games import SPECS
from game.online import protocol as p
from game.server.table import Seat, Table

SPEC_BY_ID = {s.id: s for s in SPECS}
ENDS = {"hand_end", "deal_end", "game_end"}
MOVES = 80
STEPS: list[int] = []  # steps compared per example (read by the test of the test below)


class FixedChance:
    """The first deal from a given deck, then world A's reshuffles in order."""

    def __init__(self, dealer: int, deck: list[str], restocks: list[list[str]]) -> None:
        self.dealer, self.deck, self.restocks = dealer, deck, list(restocks)

    def first_dealer(self, players: int) -> int:
        return self.dealer

    def deal_deck(self, cards: list[Any]) -> list[Any]:
        return _arrange(cards, self.deck)

    def restock(self, cards: list[Any]) -> list[Any]:
        return _arrange(cards, self.restocks.pop(0))


def _arrange(cards: list[Any], order: list[str]) -> list[Any]:
    by_code: dict[str, list[Any]] = {}
    for card in cards:
        by_code.setdefault(str(card), []).append(card)
    assert Counter(order) == Counter(str(c) for c in cards)
    return [by_code[code].pop() for code in order]


def table_of(game_id: str, engine: Game[Any]) -> Table:
    seats = [Seat("person", "normal", f"P{n}", token=f"token{n}", connections=1)
             for n in range(engine.players)]
    return Table("t", SPEC_BY_ID[game_id], engine, seats, None)


def sent(table: Table, viewer: int | None, after: int) -> list[bytes]:
    """What the server sends ``viewer`` after a move: the new events, then a snapshot."""
    return [p.encode(m) for m in table.events_for(viewer, after)] + [
        p.encode(table.snapshot(viewer))]


def strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


def entitled(events: list[Event], receiver: int | None) -> set[str]:
    """The codes the receiver may rightly come to know in world A, from the
    engine's own events (not from what was sent): its own dealt hand and
    draws, and every card a move showed the table. Cards drawn by others
    count as known only once they are shown (then they are in a move)."""
    known: set[str] = set()
    for event in events:
        kind = event["type"]
        if kind in ENDS:  # the deal's end may show the hands: the comparison stops before
            break
        if kind == "deal":
            known |= strings(event["discard"])  # a deal's turned-up card lies face up
            if receiver is not None:
                known |= strings(event["hands"][receiver])
        elif kind == "draw":
            if event.get("player") == receiver:
                known |= strings(event["cards"])
        elif kind != "reshuffle":
            known |= strings(event)
    return known


def play(table: Table, moves: list[Any], viewer: int | None) -> list[list[bytes]]:
    """The viewer's messages, one list a step, until a deal ends or a move is refused."""
    steps = [sent(table, viewer, 0)]
    for move in moves:
        engine = table.engine
        if engine.is_over() or engine.refusal(move) is not None:
            break
        before = table.last
        events = engine.apply(move)
        if any(e["type"] in ENDS for e in events):
            break
        steps.append(sent(table, viewer, before))
    return steps


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_id=st.sampled_from(sorted(SPEC_BY_ID)), seed=st.integers(0, 2**31 - 1),
       players=st.integers(2, 4), viewer=st.integers(-1, 3), shuffle=st.randoms())
def test_what_a_seat_cannot_see_changes_nothing_it_is_sent(
        game_id: str, seed: int, players: int, viewer: int, shuffle: random.Random) -> None:
    engine_cls = SPEC_BY_ID[game_id].engine
    players = max(engine_cls.min_players, min(engine_cls.max_players, players))
    receiver = None if viewer < 0 or viewer >= players else viewer  # None: a spectator
    first = engine_cls(players, seed=seed, chance=SeededChance(seed))
    rng = random.Random(seed)
    moves: list[Any] = []
    while len(moves) < MOVES and not first.is_over():
        move = rng.choice(first.legal_moves())
        if any(e["type"] in ENDS for e in first.apply(move)):
            break
        moves.append(move)
    # World A again, from the start, to take what the receiver is sent.
    deal: Event = first.events[0]
    deck = engine_cls.deck_from_deal(deal)
    restocks = [list(e["stock"]) for e in first.events if e["type"] == "reshuffle"]
    a = table_of(game_id, engine_cls(players, seed=seed,
                                     chance=FixedChance(deal["dealer"], deck, restocks)))
    seen_a = play(a, moves, receiver)
    seen = entitled(first.events, receiver)
    hidden = [i for i, code in enumerate(deck) if code not in seen]
    assume(len({deck[i] for i in hidden}) >= 2)
    changed = [deck[i] for i in hidden]
    shuffle.shuffle(changed)
    other = list(deck)
    for place, code in zip(hidden, changed, strict=True):
        other[place] = code
    assume(other != deck)
    b = table_of(game_id, engine_cls(players, seed=seed,
                                     chance=FixedChance(deal["dealer"], other, restocks)))
    seen_b = play(b, moves, receiver)
    steps = min(len(seen_a), len(seen_b))
    assert seen_a[:steps] == seen_b[:steps]
    STEPS.append(steps)


def test_the_property_compares_whole_stretches_of_play() -> None:
    # Run after the property: most examples must compare many steps, not
    # stop at once on a refused move (that would test nothing).
    if not STEPS:
        test_what_a_seat_cannot_see_changes_nothing_it_is_sent()
    assert sum(STEPS) / len(STEPS) >= 5, STEPS
