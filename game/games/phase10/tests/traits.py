"""What the cross-game tests need to know of Phase 10 (tests/game_traits.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from typing import Any

from game.games.phase10 import rules as p10
from game.games.phase10 import words as phase10_words
from game.games.phase10.rules.cards import P10Card
from game.games.phase10.rules.finder import best_laying
from game.games.phase10.session import Phase10Session
from game.games.phase10.tests.test_phase10_session import (
    arrange,
    make,
    select,
    table_with_ada_run,
)
from game.games.phase10.words import phase_need
from game.i18n import t
from tests.game_traits import (
    Candidates,
    DescribeCase,
    DescribedMove,
    DescribePure,
    EngineMachine,
    GameTraits,
    PhaseHands,
)
from tests.illegal_moves import corrupted, not_held, others

#: The codes of Phase 10's numbered cards (wilds and skips have no identity).
CODES = tuple(f"{colour}{number}" for colour in "RBGY" for number in range(1, 13))


#: The key of each rank: numbers, wilds (W) and skips (SK).
RANK_KEYS: dict[Hashable, str] = {**{n: str(n) for n in range(1, 10)}, 10: "0", 11: "-",
                                  12: "=", "W": "x", "SK": "p"}


def card_rank(card: P10Card) -> Hashable:
    """A card's rank as the jump keys find it: its number, or W or SK."""
    return card.number or card.colour


def card_name(code: str, case: str) -> str:
    return phase10_words.card_name(P10Card.parse(code), case)


def deal_facts(session: Any, deal: Mapping[str, Any], dealer: str, you: str) -> str:
    """The hand's number, its dealer and the player's phase."""
    phases = deal["phases"]
    assert isinstance(phases, list)
    return t("phase10-deal", hand=deal["deal"], dealer=dealer, you=you,
             phase=phases[0], need=phase_need(phases[0]))


def cards(g: p10.Phase10) -> Counter[Any]:
    laid = (c for seat in g.groups for group in seat for c in group.cards)
    return Counter([*g.stock, *g.discard, *(c for h in g.hands for c in h), *laid])


def illegal(g: p10.Phase10) -> Candidates:
    seat = g.to_move
    hand = g.hands[seat]
    n = g.players
    out: Candidates = []
    missing = not_held(g, hand, [*others(g, seat), *g.stock[:3], *p10.full_deck()])
    if g.step == p10.DRAW:
        out += [("discard before drawing", p10.Discard(hand[0])),
                ("lay before drawing", p10.Lay(())),
                ("hit before drawing", p10.Hit(0, 0, (hand[0],)))]
        if g.discard and g.discard[-1].is_skip:
            out.append(("take a skip", p10.TakeDiscard()))
        if not g.stock and len(g.discard) < 2:
            out.append(("draw from nothing", p10.DrawStock()))
        return out
    out += [("second draw", p10.DrawStock()), ("second take", p10.TakeDiscard())]
    out += [("discard not held", p10.Discard(c)) for c in missing]
    numbered = [c for c in hand if not c.is_skip]
    if numbered:
        out.append(("skip target on a non-skip",
                    p10.Discard(numbered[0], (seat + 1) % n)))
    if p10.SKIP in hand:
        out += [("skip naming oneself", p10.Discard(p10.SKIP, seat)),
                ("skip naming no seat", p10.Discard(p10.SKIP, n + 3))]
    if g.has_laid[seat]:
        out += [("second laying", p10.Lay(())),
                ("hit on no group", p10.Hit(n, 0, (hand[0],))),
                ("hit on a missing group", p10.Hit(seat, 99, (hand[0],)))]
        out += [("hit with cards not held", p10.Hit(seat, 0, (c,))) for c in missing[:1]]
        out.append(("hit with nothing", p10.Hit(seat, 0, ())))
    else:
        out.append(("hit before laying", p10.Hit(seat, 0, (hand[0],))))
        out += [("lay cards not held", p10.Lay((p10.Group("set", (c, c, c), (
            c.number,) * 3),))) for c in missing[:1] if c.number]
        lays = [m for m in g.legal_moves() if isinstance(m, p10.Lay)]
        if lays:
            out += [(label, p10.Lay(groups)) for label, groups in corrupted(lays[0].groups)]
        else:
            out.append(("lay of no groups", p10.Lay(())))
    return out


def keys_read(s: Phase10Session) -> tuple[object, ...]:
    """What a key, or later words, read beyond the rows and the focus: the
    selection, the hand, the table row's groups, the laid groups, each
    seat's phase for the hand, the once-a-hand assist, the last-card
    warnings and the question asked."""
    return (frozenset(s.moves.selected), tuple(s.moves.hand), tuple(s.cursor.table_items),
            tuple(tuple(groups) for groups in s.moves.laid), tuple(s.hand_phases),
            s.narrator.assisted,
            frozenset(s.last_card_warning.warned), s.question.choosing)


def a_draw_holding_the_phase() -> DescribedMove:
    """The player draws a green 12, holding phase 1."""
    s = make()
    arrange(s, ["R9", "B9", "G9", "R5", "B5", "W", "Y1", "Y2", "Y3"], step=p10.DRAW,
            stock=["G12"])
    events = s.side.engine.apply(p10.DrawStock())
    return DescribedMove(s, events, events[0])


def assist_counted(s: Phase10Session, said: list[str]) -> None:
    """The assist speaks once a hand, after the player's draw: the once is
    counted when the draw is taken in, not when its words are asked for."""
    assert s.narrator.assisted
    assert len(s.moves.hand) == 10  # the rows follow the table once it is said


def a_hit() -> DescribedMove:
    """P10-11: the player hits Ada's run of 3 to 7 with an 8."""
    s = table_with_ada_run()
    select(s, "R8")
    events = s.side.engine.apply(p10.Hit(1, 0, tuple(s.moves.chosen_cards()), (8,)))
    return DescribedMove(s, events, next(e for e in events if e["type"] == "hit"))


def hit_group_grown(s: Phase10Session, said: list[str]) -> None:
    """The hit's words name the group with its new card; the group the
    session keeps (Ada's run of five) grows only once, when the hit is
    taken in."""
    assert "8" in said[0]
    assert len(s.moves.laid[1][0].cards) == 6


TRAITS = GameTraits(
    deal_facts=deal_facts,
    quiet_save_steps=400,
    laid_rows_mid_game=3,
    easy_normal_seeds=6,
    # Its hard bot is slow: at five and six players, one hard seat and all hard.
    hard_mixes_thinned_from=5,
    progress_moves=(p10.Lay, p10.Hit),
    # Worth something only if the finder is asked about later phases too.
    phases_reached=3,
    card_codes=CODES,
    card_name=card_name,
    card_rank=card_rank,
    rank_keys=RANK_KEYS,
    phase_hands=PhaseHands(deck=p10.full_deck, hand_size=11, laying=best_laying),
    lesson_keys=(("d",), ("home", "space", *("right", "space") * 5), ("return",),
                 ("home", "space"), ("down", "7", "return"), ("up", "home", "return")),
    # P10-17: lower totals are better.
    ruled_best=min,
    # More bots between the monkey's turns: the game moves on in fewer presses.
    monkey_opponents=5,
    machine=EngineMachine(
        cards=cards, deck=lambda g: Counter(p10.full_deck()), illegal=illegal,
        end_moves=(("draw", p10.DrawStock()), ("take", p10.TakeDiscard())),
        refusal_codes=p10.REFUSAL_CODES),
    describe=DescribePure(
        keys_read=keys_read,
        # Three hands of a long game, not its end.
        moves=400, to_the_end=False, described=200,
        reached=lambda s: s.view().hand_number >= 3,
        cases=(DescribeCase("a draw says the assist twice", a_draw_holding_the_phase, (
            "You draw a green 12.",
            "You hold phase 1: select its cards and press Enter to lay it."), assist_counted),
               DescribeCase("a hit leaves the laid group as it was", a_hit, None,
                            hit_group_grown))),
)
