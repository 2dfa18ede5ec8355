"""What the cross-game tests need to know of Twenty (tests/game_traits.py)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from hypothesis import strategies as st

from game.core.base import SPECTATOR, Event
from game.core.bots import bot_rng
from game.core.cards import parse_cards, standard_deck
from game.core.session import seat_name
from game.games.twenty import rules as tw
from game.games.twenty.bots import BOTS
from game.games.twenty.event_words import TwentyNarrator
from game.games.twenty.session import HAND, TABLE, TwentySession
from game.games.twenty.tests.test_twenty_summary import session_at
from game.games.twenty.tests.twenty_helpers import position
from game.i18n import t
from tests.game_traits import (
    Candidates,
    DescribeCase,
    DescribedMove,
    DescribePure,
    EngineMachine,
    GameTraits,
    Heard,
    NarratorCase,
    Say,
)
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


def keys_read(s: TwentySession) -> tuple[Any, ...]:
    """What a key (or the next words) reads beyond the rows and the focus:
    the selection, the hand, the cards laid this deal (the table row, and
    TW-10's "the last of them to lay cards"), the sort order and whom the
    last-card warning has named."""
    return (frozenset(s.moves.selected), tuple(s.hand), tuple(s.table_log), s.moves.sort_order,
            frozenset(s.last_card_warning.warned))


def a_play() -> DescribedMove:
    """TW-7: the player lays a 5 at move 5."""
    s = session_at(["5C 9H 3D", "4D 9S"], stock="2C 3C", move=5, to_move=0)
    events = s.side.engine.apply(tw.Play(tuple(parse_cards(["5C"]))))
    assert [e["type"] for e in events] == ["play"]
    return DescribedMove(s, events, events[0])


def play_laid(s: TwentySession, said: list[str]) -> None:
    """The cards laid go to the table row once, when the play is taken in."""
    assert s.cursor.rows[TABLE].items == ["5 of clubs from you"]
    assert len(s.cursor.rows[HAND].items) == 2


def a_held_deal() -> DescribedMove:
    """The next deal, held while the summary waits, the hand sorted by suit."""
    s = TwentySession(2, ["normal"], seed=3, options={"match_points": 50})
    me = BOTS["normal"](bot_rng(3, 0))
    s.start()
    s.moves.cmd_sort()  # by rank
    s.moves.cmd_sort()  # by suit
    game = s.side.engine
    while not s.flow.paused:
        seat = game.current_player()
        assert seat is not None
        mover = me if seat == s.human else s.side.bots[seat]
        s.flow.announce(game.apply(mover.choose(game.view(seat), game.legal_moves())))
    held = [game.redact(e, s.human) for e in s.flow.held if e["type"] == "deal"]
    assert len(held) == 1 and s.table_log
    return DescribedMove(s, [], held[0])


def held_deal_taken_in(s: TwentySession, said: list[str]) -> None:
    """The held deal is said with the hand in the player's sort order (read
    from the view, as the rows will show it); the finished deal's cards
    stay on the table row until the deal is taken in, going on."""
    assert said[-1].startswith("Your hand: ")
    s.flow.go_on()
    assert s.table_log == [] and s.cursor.rows[TABLE].items == []
    assert s.moves.sort_order == "suit"
    names = [item.split(",")[0] for item in s.cursor.rows[HAND].items]
    places = [said[-1].find(name) for name in names]
    assert -1 not in places and places == sorted(places)


def narrator(game: tw.Twenty, seat: int, say: Say) -> TwentyNarrator:
    """The narrator alone, no session: it reads the game's view and names."""
    return TwentyNarrator(
        seat=seat, name=lambda s, capital=False: seat_name(s, seat, capital),
        view=lambda: game.public_view() if seat == SPECTATOR else game.view(seat), say=say,
        key_label=lambda command: {"play": "Enter", "game_menu": "Escape"}[command],
        game_over=game.is_over, play_again=lambda: say("Play again?"))


def deal_and_summary() -> tuple[tw.Twenty, list[Heard]]:
    """A deal tells the player their hand in their order, a watcher only
    who dealt; TW-10's tie is settled by the cards laid as the player heard
    them."""
    game = position(["9H 3D 5C", "9S 2C"], stock="4D", move=3, to_move=0, dealer=1)
    deal = {"type": "deal", "deal": 2, "dealer": 1, "hands": [["9H", "3D", "5C"], 2], "stock": 1,
            "discard": []}
    end = {"type": "deal_end", "deal": 2, "winner": 1, "scores": [0, 20],
           "totals": [10, 20], "hands": [["9H"], ["9S"]]}
    laid = [(0, parse_cards(["3D"])[0]), (1, parse_cards(["2C"])[0])]
    return game, [
        Heard(0, deal, ([], "suit"), (
            "Deal 2. Ada deals.", "Your hand: 5 of clubs, 3 of diamonds and 9 of hearts.")),
        Heard(SPECTATOR, deal, ([], "value"), ("Deal 2. Ada deals.",)),
        Heard(0, end, (laid, "value"), (
            "Move 20 was the last. You and Ada have one card each; Ada was the last of them "
            "to lay cards.",
            "Ada wins deal 2, holding 9 of spades, plus 20.",
            "You: one card, 9 of hearts, no penalty.",
            "Totals: Ada 20 and you 10.",
            "Press Enter to deal on.")),
    ]


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
    describe=DescribePure(
        keys_read=keys_read,
        games=((1, 2), (5, 3), (8, 4)),
        moves=5000,
        kinds=frozenset({"deal", "play", "draw", "deal_end", "game_end"}),
        cases=(DescribeCase("a play lays no card until it is taken in", a_play,
                            ("You play a 5. Move 5.",), play_laid),
               DescribeCase("a held deal clears the table once taken in", a_held_deal, None,
                            held_deal_taken_in)),
        narrator=narrator,
        narrator_cases=(NarratorCase("a deal and its summary", deal_and_summary),)),
)
