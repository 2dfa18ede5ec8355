"""Whole Phase 10 games: random play ends, cards are conserved, views hide
what they must, records replay (and a tampered one is caught), bots finish."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.bots import bot_rng
from game.core.replay import Inconsistency, parse_lines, replay
from game.games.phase10.bots import BOTS
from game.games.phase10.rules import Discard, Lay, P10Card, Phase10, full_deck

DECK = Counter(full_deck())
MOVE_BOUND = 20_000


def random_move(game: Phase10, rng: random.Random) -> object:
    """Random legal play: a random kind of move, then a random move of that kind."""
    by_kind: dict[type, list[object]] = {}
    for move in game.legal_moves():
        by_kind.setdefault(type(move), []).append(move)
    return rng.choice(by_kind[rng.choice(list(by_kind))])


def all_cards(game: Phase10) -> Counter[P10Card]:
    held: Counter[P10Card] = Counter(game.stock) + Counter(game.discard)
    for hand in game.hands:
        held.update(hand)
    for laid in game.groups:
        for group in laid:
            held.update(group.cards)
    return held


def hidden_shuffled(game: Phase10, seat: int, rng: random.Random) -> Phase10:
    """A copy where everything ``seat`` may not know is changed: the stock
    order and which other seat holds which card (hand sizes kept)."""
    other = copy.copy(game)  # the view reads only the lists replaced below
    other.hands = [list(h) for h in game.hands]
    other.stock = list(game.stock)
    rng.shuffle(other.stock)
    others = [s for s in range(game.players) if s != seat]
    pool = [c for s in others for c in other.hands[s]] + other.stock
    rng.shuffle(pool)
    for s in others:
        size = len(other.hands[s])
        other.hands[s], pool = pool[:size], pool[size:]
    other.stock = pool
    return other


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), must_lay=st.booleans())
def test_random_play_ends_conserves_cards_and_hides_hands(
    seed: int, players: int, must_lay: bool
) -> None:
    rng = random.Random(seed)
    game = Phase10(players, seed=seed, options={"must_lay_phase": must_lay})
    moves = 0
    while not game.is_over() and moves < MOVE_BOUND:
        assert all_cards(game) == DECK
        if moves % 97 == 0:
            for seat in range(players):
                assert hidden_shuffled(game, seat, rng).view(seat) == game.view(seat)
        game.apply(random_move(game, rng))  # type: ignore[arg-type]
        moves += 1
    assert game.is_over(), f"no end after {moves} moves"
    assert all_cards(game) == DECK
    assert game.events[-1]["type"] == "game_end"
    assert max(game.phases_done) == 10


def test_redact_hides_hands_stock_and_others_draws() -> None:
    game = Phase10(3, seed=4)
    rng = random.Random(4)
    while not any(e["type"] == "draw" and e["source"] == "stock" for e in game.events):
        game.apply(random_move(game, rng))  # type: ignore[arg-type]
    deal = Phase10.redact(game.events[0], 1)
    assert deal["hands"][1] == game.events[0]["hands"][1]
    assert deal["hands"][0] == 10 and deal["hands"][2] == 10 and isinstance(deal["stock"], int)
    draw = next(e for e in game.events if e["type"] == "draw" and e["source"] == "stock")
    assert Phase10.redact(draw, draw["player"]) == draw
    assert Phase10.redact(draw, (draw["player"] + 1) % 3)["cards"] == 1
    assert Phase10.redact({"type": "reshuffle", "stock": ["R1", "B2"]}, 0)["stock"] == 2
    taken = {"type": "draw", "player": 0, "source": "discard", "cards": ["R1"]}
    assert Phase10.redact(taken, 2) == taken  # discard-pile takes are public


def simulated_record(levels: list[str], seed: int) -> list[str]:
    game = Phase10(len(levels), seed=seed)
    bots = [BOTS[level](bot_rng(seed, s)) for s, level in enumerate(levels)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    header = {
        "type": "header",
        "format": 1,
        "game": "phase10",
        "players": [
            {"name": f"bot {s}", "kind": "bot", "level": lv} for s, lv in enumerate(levels)
        ],
        "seed": seed,
        "options": {"must_lay_phase": False},
    }
    return [json.dumps(header)] + [json.dumps(e) for e in game.events]


@pytest.fixture(scope="module")
def records() -> list[list[str]]:
    return [
        simulated_record(["easy", "easy"], 1),
        simulated_record(["normal", "easy", "easy", "hard"], 2),
    ]


def test_replay_accepts_simulated_games(records: list[list[str]]) -> None:
    kinds: Counter[str] = Counter()
    for lines in records:
        result = replay(parse_lines(lines), {"phase10": Phase10})
        assert result.game_id == "phase10"
        assert list(result.winners) == json.loads(lines[-1])["winners"]
        kinds.update(json.loads(line)["type"] for line in lines)
    # The records exercise every kind of event.
    for kind in (
        "deal",
        "draw",
        "lay",
        "hit",
        "discard",
        "skipped",
        "hand_end",
        "reshuffle",
        "game_end",
    ):
        assert kinds[kind] > 0, kind


def _tampered_line(lines: list[str], kind: str, change: str) -> tuple[list[str], int]:
    index = [i for i, line in enumerate(lines) if json.loads(line)["type"] == kind][3]
    event = json.loads(lines[index])
    if change == "card":
        event["card"] = "SK" if event["card"] != "SK" else "R1"
        event.pop("skip", None)
    elif change == "totals":
        event["totals"][0] += 5
    elif change == "drawn":
        event["cards"] = ["W"] if event["cards"] != ["W"] else ["R1"]
    elif change == "values":
        event["groups"][0]["kind"] = "run"
    return [*lines[:index], json.dumps(event), *lines[index + 1 :]], index + 1


@pytest.mark.parametrize(
    ("kind", "change"),
    [("discard", "card"), ("hand_end", "totals"), ("draw", "drawn"), ("lay", "values")],
)
def test_tampered_record_fails_at_its_line(
    records: list[list[str]], kind: str, change: str
) -> None:
    lines, line_number = _tampered_line(records[1], kind, change)
    with pytest.raises(Inconsistency) as err:
        replay(parse_lines(lines), {"phase10": Phase10})
    assert err.value.line == line_number


def test_move_from_event_round_trips() -> None:
    game = Phase10(2, seed=9)
    rng = random.Random(9)
    checked = 0
    while not game.is_over() and checked < 300:
        move = random_move(game, rng)
        before = len(game.events)
        game.apply(move)  # type: ignore[arg-type]
        first = game.events[before]
        if isinstance(move, Lay | Discard) or first["type"] in ("draw", "hit"):
            assert Phase10.move_from_event(first) in (move, _normalised(move))
            checked += 1
    assert checked >= 50


def _normalised(move: object) -> object:
    if isinstance(move, Lay):
        from game.games.phase10.rules.phases import normalised

        return Lay(tuple(normalised(g) for g in move.groups))
    return move


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("players", [2, 4])
def test_bots_of_each_level_finish_games(level: str, players: int) -> None:
    game = Phase10(players, seed=players * 7)
    bots = [BOTS[level](bot_rng(players, s)) for s in range(players)]
    moves = 0
    while not game.is_over() and moves < MOVE_BOUND:
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_moves()
        move = bots[seat].choose(game.view(seat), legal)
        assert move in legal or game.refusal(move) is None
        game.apply(move)
        moves += 1
    assert game.is_over() and game.results().winners
    assert all(bot.level == level for bot in bots)
