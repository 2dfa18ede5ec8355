"""Shithead records (shared/records.md): the deal and its inverse, moves
read back from events, redaction, and replay of whole simulated games."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core.base import Event, SeededChance
from game.core.bots import bot_rng
from game.core.cards import codes
from game.core.replay import Inconsistency, parse_lines, replay
from game.games.shithead.bots import BOTS
from game.games.shithead.rules import ChooseFaceUp, FlipFaceDown, PickUp, Play, Shithead
from game.games.shithead.tests.test_shithead_helpers import cards

GAMES = {"shithead": Shithead}


class WatchedChance(SeededChance):
    """Seeded chance that keeps the deck it dealt."""

    def deal_deck(self, cards: list[Any]) -> list[Any]:
        self.deck = super().deal_deck(cards)
        return self.deck


def simulated(players: int, seed: int, levels: str = "normal", **options: bool) -> Shithead:
    game = Shithead(players, seed=seed, options=options)
    bots = [BOTS[levels](bot_rng(seed, s)) for s in range(players)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_moves()))
    return game


def record_lines(game: Shithead) -> list[str]:
    header = {"type": "header", "format": 1, "game": "shithead", "seed": game.seed,
              "players": [{"name": f"seat {s}", "kind": "bot", "level": "normal"}
                          for s in range(game.players)],
              "options": dict(game.options)}
    return [json.dumps(e) for e in [header, *game.events]]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deck_from_deal_inverts_the_deal(players: int) -> None:
    chance = WatchedChance(players * 7)
    game = Shithead(players, chance=chance)
    assert Shithead.deck_from_deal(game.events[0]) == codes(chance.deck)


def test_the_deal_event_lists_hands_before_the_choice() -> None:
    game = Shithead(3, seed=9)
    deal = game.events[0]
    assert set(deal) >= {"type", "deal", "dealer", "hands", "face_down", "stock", "discard"}
    assert deal["hands"] == [codes(h) for h in game.hands]
    while game.phase == "face_up":
        game.apply(game.legal_moves()[-1])
    assert all(len(h) == 6 for h in deal["hands"])


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 1, {}), (3, 2, {"play_to_last": True}), (4, 3, {"four_burn_plays_again": True}),
     (5, 4, {"play_to_last": True, "four_burn_plays_again": True})],
)
def test_simulated_games_replay(players: int, seed: int, options: dict[str, bool]) -> None:
    game = simulated(players, seed, **options)
    result = replay(parse_lines(record_lines(game)), GAMES)
    assert result.game_id == "shithead" and result.winners == game.results().winners
    kinds = {e["type"] for e in game.events}
    assert {"deal", "face_up", "starter", "play", "draw", "game_end"} <= kinds
    if options.get("play_to_last"):
        assert "shithead" in game.events[-1]


def test_sh_17_a_stalemate_replays_as_a_draw() -> None:
    game = next(g for seed in range(40) if (g := simulated(2, seed, "easy")).results().draw)
    end = game.events[-1]
    assert end["type"] == "game_end" and end["winners"] == [] and end["draw"] is True
    assert replay(parse_lines(record_lines(game)), GAMES).winners == ()


def _first(lines: list[str], kind: str, after: int = 0) -> int:
    """The index of the first ``kind`` line after index ``after``."""
    for i, line in enumerate(lines):
        if i > after and json.loads(line)["type"] == kind:
            return i
    raise AssertionError(f"no {kind} event")


def _rich_game() -> Shithead:
    """A simulated game with burns, pick-ups and flips in it."""
    for seed in range(40):
        game = simulated(2, seed)
        if {"burn", "pickup", "flip"} <= {e["type"] for e in game.events}:
            return game
    raise AssertionError("no simulated game has a burn, a pick-up and a flip")


@pytest.mark.parametrize("kind", ["play", "draw", "burn", "pickup", "starter", "flip"])
def test_a_tampered_record_fails_at_that_line(kind: str) -> None:
    game = _rich_game()
    lines = record_lines(game)
    index = _first(lines, kind, after=len(lines) // 4 if kind == "play" else 0)
    event: Event = json.loads(lines[index])
    if kind in ("starter", "flip"):
        event["card"] = "AS" if event["card"] != "AS" else "KS"
    elif kind == "burn":
        event["reason"] = "four" if event["reason"] == "ten" else "ten"
    else:
        event["cards"] = event["cards"][:-1] + ["AS" if event["cards"][-1] != "AS" else "KS"]
    lines[index] = json.dumps(event)
    with pytest.raises(Inconsistency) as err:
        replay(parse_lines(lines), GAMES)
    assert err.value.line == index + 1


def test_a_record_cut_short_fails() -> None:
    lines = record_lines(simulated(2, 5))
    with pytest.raises(Inconsistency) as err:
        replay(parse_lines(lines[:-3]), GAMES)
    assert err.value.line == len(lines) - 3


def test_moves_from_events() -> None:
    assert Shithead.move_from_event({"type": "face_up", "player": 0, "cards": ["AS", "KS", "2C"]}) \
        == ChooseFaceUp(tuple(cards("AS KS 2C")))
    assert Shithead.move_from_event({"type": "play", "player": 1, "from": "hand",
                                     "cards": ["7H", "7S"]}) == Play(tuple(cards("7H 7S")))
    assert Shithead.move_from_event({"type": "flip", "player": 0, "index": 2, "card": "5S",
                                     "playable": True}) == FlipFaceDown(2)
    assert Shithead.move_from_event({"type": "pickup", "player": 0, "cards": []}) == PickUp()
    for engine_made in ("deal", "draw", "burn", "starter", "out", "game_end"):
        assert Shithead.move_from_event({"type": engine_made}) is None
    # A face-down play follows its flip: the engine writes it.
    assert Shithead.move_from_event({"type": "play", "player": 0, "from": "face_down",
                                     "cards": ["5S"]}) is None


def test_redact_hides_hands_every_face_down_card_the_stock_and_others_draws() -> None:
    game = Shithead(3, seed=6)
    deal = game.events[0]
    shown = Shithead.redact(deal, 1)
    assert shown["hands"] == [6, deal["hands"][1], 6]
    assert shown["face_down"] == [3, 3, 3]  # even the viewer's own
    assert shown["stock"] == len(deal["stock"])
    assert deal["face_down"][1][0] not in json.dumps(shown["face_down"])
    draw = {"type": "draw", "player": 0, "source": "stock", "cards": ["5S", "9D"]}
    assert Shithead.redact(draw, 1)["cards"] == 2
    assert Shithead.redact(draw, 0) == draw
    flip = {"type": "flip", "player": 0, "index": 1, "card": "3S", "playable": False}
    pickup = {"type": "pickup", "player": 0, "cards": ["6H", "3S"]}
    assert Shithead.redact(flip, 2) == flip and Shithead.redact(pickup, 2) == pickup
