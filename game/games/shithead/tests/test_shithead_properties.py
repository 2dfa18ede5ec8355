"""Properties of whole Shithead games under random and normal play: they end
within the stalemate guard (SH-17), no card is ever lost or made (SH-1), and
no view or redacted event shows a hidden card."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cards import Card, parse_cards, standard_deck
from game.games.shithead.bots import NormalShitheadBot
from game.games.shithead.rules import (
    REFUSAL_CODES,
    STALEMATE_TURNS,
    ChooseFaceUp,
    FlipFaceDown,
    PickUp,
    Play,
    Shithead,
    beats,
    order_value,
    pile_to_beat,
)

PUBLIC_CARD_FIELDS = {"hand", "face_up", "face_ups", "pile", "burnt", "known_hands"}


def public_knowledge(
    game: Shithead, viewer: int
) -> tuple[list[Card], list[Counter[Card]], list[int | None]]:
    """The burnt cards, the hand cards each seat is known to hold and the
    rank its other hand cards cannot beat, worked out from the events as
    ``viewer`` sees them (redacted): pick-ups add the pile's cards, plays from
    hand take them away again; a pick-up with cards in hand (hand sizes are
    public) shows that none of them beat the pile, until the next draw."""
    burnt: list[Card] = []
    known: list[Counter[Card]] = [Counter() for _ in range(game.players)]
    under: list[int | None] = [None] * game.players
    held = [0] * game.players
    for event in game.events:
        shown = Shithead.redact(event, viewer)
        kind, seat = shown["type"], shown.get("player", 0)
        if kind == "deal":
            held = [h if isinstance(h, int) else len(h) for h in shown["hands"]]
        elif kind == "face_up":
            held[seat] -= len(shown["cards"])
        elif kind == "draw":
            drawn = shown["cards"]
            held[seat] += drawn if isinstance(drawn, int) else len(drawn)
            under[seat] = None
        elif kind == "burn":
            burnt.extend(parse_cards(shown["cards"]))
        elif kind == "pickup":
            pile = parse_cards(shown["cards"])
            rank = pile_to_beat(pile)
            if not held[seat]:
                under[seat] = None
            elif under[seat] is None or (rank is not None
                                         and order_value(rank) < order_value(under[seat])):
                under[seat] = rank
            known[seat].update(pile)
            held[seat] += len(pile)
        elif kind == "play" and shown["from"] == "hand":
            known[seat].subtract(parse_cards(shown["cards"]))
            known[seat] = +known[seat]
            held[seat] -= len(shown["cards"])
    return burnt, known, under


def every_card(game: Shithead) -> Counter[Card]:
    """Hands, face-up, face-down, stock, pile and burnt cards together."""
    total: Counter[Card] = Counter(game.stock) + Counter(game.pile) + Counter(game.burnt)
    for seat in range(game.players):
        total.update(game.hands[seat])
        total.update(game.face_up[seat])
        total.update(c for c in game.face_down[seat] if c is not None)
    return total


def card_fields(view: object) -> set[str]:
    """The view's fields that hold cards."""
    def has_card(value: object) -> bool:
        if isinstance(value, Card):
            return True
        if isinstance(value, tuple):
            return any(has_card(v) for v in value)
        return False

    return {f.name for f in dataclasses.fields(view) if has_card(getattr(view, f.name))}


def check_views(game: Shithead) -> None:
    for seat in range(game.players):
        view = game.view(seat)
        assert card_fields(view) <= PUBLIC_CARD_FIELDS
        assert view.hand == tuple(game.hands[seat])
        assert view.face_ups == tuple(tuple(f) for f in game.face_up)
        assert view.face_up == view.face_ups[seat] and view.pile == tuple(game.pile)
        down = [len([c for c in row if c is not None]) for row in game.face_down]
        assert view.face_down_counts == tuple(down) and view.face_down_count == down[seat]
        assert view.hand_counts == tuple(len(h) for h in game.hands)
        # What the table has seen, and only that: burnt cards, and hand cards
        # picked up from the (face-up) pile and not played since.
        burnt, known, under = public_knowledge(game, (seat + 1) % game.players)
        assert list(view.burnt) == burnt == game.burnt
        assert [Counter(k) for k in view.known_hands] == known
        assert list(view.hidden_under) == under
        for s in range(game.players):  # and it is true
            assert not known[s] - Counter(game.hands[s])
            rank = under[s]
            if rank is not None:
                hidden = Counter(game.hands[s]) - known[s]
                assert not any(beats(card.rank, rank) for card in hidden)


def check_redaction(game: Shithead, start: int) -> None:
    for event in game.events[start:]:
        for viewer in range(game.players):
            shown = Shithead.redact(event, viewer)
            if event["type"] == "deal":
                assert all(isinstance(n, int) for n in shown["face_down"])
                assert isinstance(shown["stock"], int)
                assert all(isinstance(h, int) == (s != viewer)
                           for s, h in enumerate(shown["hands"]))
            elif event["type"] == "draw":
                assert isinstance(shown["cards"], int) == (event["player"] != viewer)
            else:
                assert shown == event


def a_wrong_move(game: Shithead, rng: random.Random) -> ChooseFaceUp | Play | FlipFaceDown | PickUp:
    seat = game.current_player()
    assert seat is not None
    return rng.choice([
        PickUp(), FlipFaceDown(rng.randrange(4)), Play(tuple(rng.sample(standard_deck(), 2))),
        ChooseFaceUp(tuple(game.hands[seat][:2])), Play(tuple(game.hands[seat][:1])),
    ])


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    randomness=st.sampled_from([0.0, 0.3, 1.0]),
    play_to_last=st.booleans(),
    four_burn_plays_again=st.booleans(),
)
def test_sh_17_games_end_conserve_cards_and_hide_hidden_cards(
    players: int, seed: int, randomness: float, play_to_last: bool, four_burn_plays_again: bool
) -> None:
    options = {"play_to_last": play_to_last, "four_burn_plays_again": four_burn_plays_again}
    game = Shithead(players, seed=seed, options=options)
    deck = Counter(standard_deck(decks=1 if players == 2 else 2))
    rng = random.Random(seed)
    normal = NormalShitheadBot(rng)
    # Each burn removes a card for good and each seat goes out once, and the
    # guard ends any run of 1,000 quiet turns: a hard bound on the length.
    bound = players + (len(deck) + players + 1) * STALEMATE_TURNS
    moves = 0
    check_redaction(game, 0)
    while not game.is_over():
        assert every_card(game) == deck
        assert game.quiet_turns < STALEMATE_TURNS
        if moves % 7 == 0:
            check_views(game)
        legal = game.legal_moves()
        assert legal and all(game.refusal(m) is None for m in legal)
        wrong = game.refusal(a_wrong_move(game, rng))
        assert wrong is None or wrong.code in REFUSAL_CODES
        seat = game.current_player()
        assert seat is not None
        move = (rng.choice(legal) if rng.random() < randomness
                else normal.choose(game.view(seat), legal))
        before = len(game.events)
        game.apply(move)
        check_redaction(game, before)
        moves += 1
        assert moves <= bound
    assert every_card(game) == deck
    check_views(game)
    results = game.results()
    assert results.draw == (not results.winners)
    assert game.events[-1]["type"] == "game_end"
