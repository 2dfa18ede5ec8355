"""Whole Ten Phases games: play ends, cards are conserved, views hide what
they must, records replay (and a tampered one is caught), bots finish."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.bots import bot_rng
from game.core.cards import Card, standard_deck
from game.core.replay import Inconsistency, parse_lines, replay
from game.games.tenphases.bots import BOTS, NormalTenPhasesBot
from game.games.tenphases.rules import Declare, Keep, Redraw, TenPhases, TenPhasesMove

MOVE_BOUND = 20_000


def pack(players: int) -> Counter[Card]:
    return Counter(standard_deck(decks=players, jokers=2 * players))


def all_cards(game: TenPhases) -> Counter[Card]:
    held = Counter(game.stock) + Counter(game.discard)
    for hand in game.hands:
        held.update(hand)
    return held


class Wanderer:
    """Random play that still gets somewhere: it declares whenever it can,
    keeps or redraws at random, and otherwise plays like ``normal`` half the
    time and uniformly at random the other half."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.normal = NormalTenPhasesBot(rng)

    def choose(self, game: TenPhases) -> TenPhasesMove:
        legal = game.legal_moves()
        declares = [m for m in legal if isinstance(m, Declare)]
        if declares:
            return self.rng.choice(declares)
        if Keep() in legal:
            return self.rng.choice([Keep(), Redraw()])
        seat = game.current_player()
        assert seat is not None
        if self.rng.random() < 0.5:
            return self.normal.choose(game.view(seat), legal)
        return self.rng.choice(legal)


def hidden_shuffled(game: TenPhases, seat: int, rng: random.Random) -> TenPhases:
    """A copy where everything ``seat`` may not know is changed: the stock
    order and which other seat holds which card (hand sizes kept)."""
    other = copy.copy(game)
    other.hands = [list(h) for h in game.hands]
    others = [s for s in range(game.players) if s != seat]
    pool = [c for s in others for c in other.hands[s]] + list(game.stock)
    rng.shuffle(pool)
    for s in others:
        size = len(other.hands[s])
        other.hands[s], pool = pool[:size], pool[size:]
    other.stock = pool
    return other


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 4),
    ace_high=st.booleans(),
    flush=st.booleans(),
)
def test_random_play_ends_conserves_cards_and_hides_hands(
    seed: int, players: int, ace_high: bool, flush: bool
) -> None:
    rng = random.Random(seed)
    game = TenPhases(
        players, seed=seed, options={"ace_high_runs": ace_high, "flush_phases": flush}
    )
    player = Wanderer(rng)
    full = pack(players)
    moves = 0
    while not game.is_over() and moves < MOVE_BOUND:
        assert all_cards(game) == full
        if moves % 37 == 0:
            for seat in range(players):
                assert hidden_shuffled(game, seat, rng).view(seat) == game.view(seat)
        game.apply(player.choose(game))
        moves += 1
    assert game.is_over(), f"no end after {moves} moves"
    assert all_cards(game) == full
    end = game.events[-1]
    assert end["type"] == "game_end" and max(end["phases_done"]) == 10
    assert end["winners"] == [end["phases_done"].index(10)]


def test_redact_hides_hands_stock_and_others_draws() -> None:
    game = TenPhases(3, seed=4)
    player = Wanderer(random.Random(4))
    while not any(e["type"] == "draw" and e["source"] == "stock" for e in game.events):
        game.apply(player.choose(game))
    deal = TenPhases.redact(game.events[0], 1)
    assert deal["hands"][1] == game.events[0]["hands"][1]
    assert deal["hands"][0] == 10 and deal["hands"][2] == 10 and isinstance(deal["stock"], int)
    draw = next(e for e in game.events if e["type"] == "draw" and e["source"] == "stock")
    assert TenPhases.redact(draw, draw["player"]) == draw
    assert TenPhases.redact(draw, (draw["player"] + 1) % 3)["cards"] == 1
    assert TenPhases.redact({"type": "reshuffle", "stock": ["AS", "2C"]}, 0)["stock"] == 2
    taken = {"type": "draw", "player": 0, "source": "discard", "cards": ["AS"]}
    assert TenPhases.redact(taken, 2) == taken


def simulated_record(players: int, seed: int, bots: list[str] | None = None) -> list[str]:
    game = TenPhases(players, seed=seed)
    if bots is None:
        wanderer = Wanderer(random.Random(seed))
        while not game.is_over():
            game.apply(wanderer.choose(game))
    else:
        seats = [BOTS[level](bot_rng(seed, s)) for s, level in enumerate(bots)]
        while not game.is_over():
            seat = game.current_player()
            assert seat is not None
            game.apply(seats[seat].choose(game.view(seat), game.legal_moves()))
    header = {
        "type": "header",
        "format": 1,
        "game": "tenphases",
        "players": [{"name": f"bot {s}", "kind": "bot", "level": "normal"} for s in range(players)],
        "seed": seed,
        "options": {"ace_high_runs": False, "flush_phases": False},
    }
    return [json.dumps(header)] + [json.dumps(e) for e in game.events]


@pytest.fixture(scope="module")
def records() -> list[list[str]]:
    found = [simulated_record(2, 1, ["hard", "easy"]), simulated_record(3, 2, ["normal"] * 3)]
    seed = 3
    # Wandering games until both kinds of reshuffle (before a draw, within a
    # redraw) have appeared.
    while seed < 200:
        lines = simulated_record(2 + seed % 3, seed)
        found.append(lines)
        causes = {json.loads(x).get("cause") for rec in found for x in rec}
        if {"draw", "redraw"} <= causes:
            break
        seed += 1
    return found


def test_replay_accepts_simulated_games(records: list[list[str]]) -> None:
    kinds: Counter[str] = Counter()
    for lines in records:
        result = replay(parse_lines(lines), {"tenphases": TenPhases})
        assert result.game_id == "tenphases"
        assert list(result.winners) == json.loads(lines[-1])["winners"]
        kinds.update(json.loads(line)["type"] for line in lines)
    for kind in ("deal", "draw", "declare", "keep", "redraw", "discard", "reshuffle", "game_end"):
        assert kinds[kind] > 0, kind
    causes = {json.loads(x).get("cause") for rec in records for x in rec}
    assert {"draw", "redraw"} <= causes


def test_replay_reads_declarations_without_readings(records: list[list[str]]) -> None:
    """Only ``kind`` and ``cards`` are required in a declare event's groups."""
    lines = [json.loads(x) for x in records[1]]
    for event in lines:
        event.pop("readings", None)
    result = replay(parse_lines(json.dumps(e) for e in lines), {"tenphases": TenPhases})
    assert list(result.winners) == lines[-1]["winners"]


def _tamper(lines: list[str], kind: str, change: str) -> tuple[list[str], int]:
    index = [i for i, line in enumerate(lines) if json.loads(line)["type"] == kind][0]
    event = json.loads(lines[index])
    if change == "card":
        event["card"] = "JK" if event["card"] != "JK" else "AS"
    elif change == "drawn":
        event["cards"] = ["JK"] if event["cards"] != ["JK"] else ["AS"]
    elif change == "group":
        event["groups"][0]["cards"][0] = "KD" if event["groups"][0]["cards"][0] != "KD" else "QD"
    elif change == "redrawn":
        event["drawn"][0] = "JK" if event["drawn"][0] != "JK" else "AS"
    elif change == "points":
        event["points"][event["losers"][0]] += 5
    elif change == "losers":
        event["losers"] = [event["winners"][0]]
    return [*lines[:index], json.dumps(event), *lines[index + 1 :]], index + 1


@pytest.mark.parametrize(
    ("kind", "change"),
    [
        ("discard", "card"),
        ("draw", "drawn"),
        ("declare", "group"),
        ("redraw", "redrawn"),
        ("game_end", "points"),
        ("game_end", "losers"),
    ],
)
def test_tampered_record_fails_at_its_line(
    records: list[list[str]], kind: str, change: str
) -> None:
    lines = next(r for r in records if any(json.loads(x)["type"] == kind for x in r))
    tampered, line_number = _tamper(lines, kind, change)
    with pytest.raises(Inconsistency) as err:
        replay(parse_lines(tampered), {"tenphases": TenPhases})
    assert err.value.line == line_number


def test_move_from_event_round_trips() -> None:
    game = TenPhases(2, seed=9)
    player = Wanderer(random.Random(9))
    checked = 0
    while not game.is_over():
        move = player.choose(game)
        before = len(game.events)
        game.apply(move)
        assert TenPhases.move_from_event(game.events[before]) == move
        checked += 1
    assert checked >= 50


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("players", [2, 4])
def test_bots_of_each_level_finish_games(level: str, players: int) -> None:
    game = TenPhases(players, seed=players * 7 + len(level))
    bots = [BOTS[level](bot_rng(3, s)) for s in range(players)]
    moves = 0
    while not game.is_over() and moves < MOVE_BOUND:
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
        moves += 1
    assert game.is_over()
    assert game.results().winners and all(b.level == level for b in bots)
