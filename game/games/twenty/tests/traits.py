"""What the cross-game tests need to know of Twenty (tests/game_traits.py)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from hypothesis import strategies as st

from game.core.base import Event
from game.core.cards import standard_deck
from game.games.twenty import rules as tw
from game.games.twenty.tests.twenty_helpers import position
from game.i18n import t
from tests.game_traits import Candidates, EngineMachine, GameTraits
from tests.illegal_moves import not_held, others


def rare_events() -> list[Event]:
    """TW-8: a pass, which needs the stock empty (no easy bots' match seen
    so far ran it out)."""
    return position(["9S 8C", "9D 7D"], move=2, stock="").apply(tw.Pass())


def cards(g: tw.Twenty) -> Counter[Any]:
    return Counter([*g.stock, *g.table, *(c for h in g.hands for c in h)])


def illegal(g: tw.Twenty) -> Candidates:
    seat = g.to_move
    hand = g.hands[seat]
    out: Candidates = [("empty play", tw.Play(()))]
    for c in not_held(g, hand, [*others(g, seat), *g.stock[:2]]):
        out.append(("card not held", tw.Play((c,))))
    for c in hand[:2]:
        out.append(("same card twice", tw.Play((c, c))))
    if tw.least_total(hand) > g.move_number:
        out.append(("over the move number", tw.Play(tuple(hand))))
    playable = any(tw.move_value(c) <= g.move_number for c in hand)
    if playable or not g.stock:
        out.append(("draw not allowed", tw.Draw()))
    if playable or g.stock:
        out.append(("pass not allowed", tw.Pass()))
    return out


def deal_facts(session: Any, deal: Mapping[str, Any], dealer: str, you: str) -> str:
    """The deal's number and its dealer."""
    return t("twenty-deal", deal=deal["deal"], dealer=dealer, you=you)


def walk_options(rng: random.Random) -> dict[str, Any]:
    """Match points and a deal limit such that matches end within a walk."""
    return {"match_points": rng.choice([20, 40, 100]), "deal_limit": rng.choice([1, 3, 50])}


TRAITS = GameTraits(
    # A match to 50, not 100: a session test plays it to its end.
    short_options={"match_points": 50},
    # Three deals at most: an online game of three seats in about a minute.
    table_short_options={"deal_limit": 3},
    deal_facts=deal_facts,
    quiet_save_steps=150,
    # Twenty asks no questions.
    absent_states=frozenset({"question"}),
    # Nothing is laid on Twenty's table: mid-game is any position.
    laid_rows_mid_game=0,
    easy_normal_seeds=60,
    hard_seeds=3,
    random_options=walk_options,
    # The expert's match cut at two deals (TW-3a), that its games stay short.
    expert_options={"deal_limit": 2},
    lesson_keys=(("space", "right", "space"), ("return",), ("d",), ("k", "space", "5", "space"),
                 ("return",)),
    # TW-3: the first to 100 or more wins; TW-3a: the highest total wins.
    ruled_best=max,
    # A match to 100 needs several deal wins of the monkey or a bot: too long.
    monkey_options={"match_points": 20},
    machine=EngineMachine(
        cards=cards, deck=lambda g: Counter(standard_deck()), illegal=illegal,
        options=lambda e: st.fixed_dictionaries({
            "match_points": st.sampled_from((20, 50, 100)),
            "deal_limit": st.sampled_from((3, 10, 50))}),
        end_moves=(("draw", tw.Draw()), ("pass", tw.Pass()))),
    rare_events=rare_events,
)
