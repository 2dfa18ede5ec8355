"""Hypothesis: random legal play of Twenty always ends, the 52 cards are
conserved at every step, and no view or redacted event shows a hidden card."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import fields

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cards import Card, standard_deck
from game.core.replay import parse_lines, replay
from game.games.twenty.rules import Twenty

DECK = Counter(standard_deck())


def cards_in(value: object) -> set[str]:
    """Codes of every card anywhere inside a view field."""
    if isinstance(value, Card):
        return {str(value)}
    if isinstance(value, tuple | list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    return set()


def hidden_from(game: Twenty, viewer: int) -> set[str]:
    """Cards the viewer may not know: other hands and the stock."""
    hidden = {str(c) for s, h in enumerate(game.hands) if s != viewer for c in h}
    return hidden | {str(c) for c in game.stock}


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), moves=st.integers(0, 10**6))
def test_random_legal_play_ends_conserves_cards_and_hides_hands(
    players: int, seed: int, moves: int
) -> None:
    # Each deal ends by move 20 (TW-9), which is why a match ends; a low
    # target keeps random matches (whose totals drift below zero) short.
    game = Twenty(players, seed=seed, options={"match_points": 20})
    rng = random.Random(moves)
    steps = 0
    while not game.is_over():
        steps += 1
        assert steps < 50_000, "a match must end"
        seat = game.current_player()
        assert seat is not None
        deal = game.deal_number
        events = game.apply(rng.choice(game.legal_moves()))
        assert game.deal_number > deal or game.move_number <= 20
        assert Counter([c for h in game.hands for c in h] + game.stock + game.table) == DECK
        for viewer in range(players):
            view = game.view(viewer)
            assert list(view.hand) == game.hands[viewer]
            assert view.hand_counts == tuple(len(h) for h in game.hands)
            hidden = hidden_from(game, viewer)
            shown = set().union(*(cards_in(getattr(view, f.name)) for f in fields(view)))
            assert not shown & hidden - {str(c) for c in view.hand}
            for event in events:
                if event["type"] in ("draw", "deal"):
                    shown = json.dumps(Twenty.redact(event, viewer))
                    secret = hidden - {str(c) for c in game.table}
                    assert not any(f'"{code}"' in shown for code in secret)


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_every_random_game_replays(players: int, seed: int) -> None:
    game = Twenty(players, seed=seed, options={"match_points": 20})
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    head = {"type": "header", "format": 1, "game": "twenty", "players": [{}] * players,
            "seed": seed, "options": game.options}
    lines = [json.dumps(head)] + [json.dumps(e) for e in game.events]
    assert replay(parse_lines(lines), {"twenty": Twenty}).winners == game.results().winners


def test_replay_ignores_event_types_it_does_not_know() -> None:
    game = Twenty(2, seed=3, options={"match_points": 20})
    rng = random.Random(3)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    head = {"type": "header", "format": 1, "game": "twenty", "players": [{}, {}],
            "seed": 3, "options": game.options}
    lines = [json.dumps(head)] + [json.dumps(e) for e in game.events]
    lines.insert(3, json.dumps({"type": "comment", "text": "a reader's note"}))
    assert replay(parse_lines(lines), {"twenty": Twenty}).winners == game.results().winners
