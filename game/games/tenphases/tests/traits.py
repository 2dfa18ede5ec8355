"""What the cross-game tests need to know of Ten Phases (tests/game_traits.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.cards import Card, standard_deck
from game.games.tenphases import rules as tp
from game.games.tenphases.rules.finder import declarations
from game.games.tenphases.session import TenPhasesSession
from game.games.tenphases.tests.test_tenphases_session import PHASE8, arrange, make
from game.games.tenphases.tests.test_tenphases_shown import ada_declares
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


def deal_facts(session: Any, deal: Mapping[str, Any], dealer: str, you: str) -> str:
    """The dealer and the first phase's need (one deal a game: no number)."""
    return t("tenphases-deal", dealer=dealer, you=you, need=session.narrator.need(1))


def first_declaration(hand: Sequence[Card], phase: int) -> tuple[Any, ...] | None:
    """The finder's first reading of the phase in ``hand``, if any."""
    readings = declarations(hand, phase)
    return readings[0] if readings else None


def cards(g: tp.TenPhases) -> Counter[Any]:
    return Counter([*g.stock, *g.discard, *(c for h in g.hands for c in h)])


def illegal(g: tp.TenPhases) -> Candidates:
    seat = g.to_move
    assert seat is not None
    hand = g.hands[seat]
    out: Candidates = []
    if g.step == tp.DRAW:
        out += [("discard before drawing", tp.Discard(hand[0])),
                ("declare before drawing", tp.Declare(())),
                ("keep with nothing shown", tp.Keep()), ("redraw with nothing shown", tp.Redraw())]
        if not g.stock and len(g.discard) < 2:
            out.append(("draw from nothing", tp.DrawStock()))
        if not g.discard:
            out.append(("take from no pile", tp.TakeDiscard()))
        return out
    out += [("second draw", tp.DrawStock()), ("second take", tp.TakeDiscard())]
    if g.step == tp.CHOOSE:
        out += [("discard before keep or redraw", tp.Discard(hand[0])),
                ("declare before keep or redraw", tp.Declare(()))]
        return out
    out += [("keep with nothing shown", tp.Keep()), ("redraw with nothing shown", tp.Redraw())]
    pool = [*others(g, seat), *g.stock[:3], *standard_deck(jokers=2)]
    missing = not_held(g, hand, pool)
    out += [("discard not held", tp.Discard(c)) for c in missing]
    if g.declared:
        out.append(("second declaration", tp.Declare(())))
        return out
    declarations = [m for m in g.legal_moves() if isinstance(m, tp.Declare)]
    if declarations:
        out += [(label, tp.Declare(groups))
                for label, groups in corrupted(declarations[0].groups)]
    else:
        out.append(("declare nothing", tp.Declare(())))
    out += [("declare cards not held", tp.Declare((tp.Group("set", (c, c, c), (
        c.rank,) * 3),))) for c in missing[:1] if not c.is_joker]
    return out


def keys_read(s: TenPhasesSession) -> tuple[object, ...]:
    """What a key, or later words, read beyond the rows and the focus: the
    selection, the hand, the once-a-phase assist, the cards each seat
    showed and still holds (TP-7/8) and the question asked."""
    return (frozenset(s.moves.selected), tuple(s.moves.hand), s.narrator.assisted,
            tuple(tuple(sorted(held.elements())) for held in s.shown.held), s.question.choosing)


def a_draw_holding_the_phase() -> DescribedMove:
    """The player draws the 8 of clubs, holding phase 8."""
    s = make()
    arrange(s, PHASE8[:-1], phase=8, step=tp.DRAW, stock=["8C"])
    events = s.side.engine.apply(tp.DrawStock())
    return DescribedMove(s, events, events[0])


def assist_counted(s: TenPhasesSession, said: list[str]) -> None:
    """The assist speaks once a phase, after the player's draw: the once is
    counted when the draw is taken in, not when its words are asked for."""
    assert s.narrator.assisted == 8
    assert len(s.moves.hand) == 11  # the rows follow the table once it is said


def a_shown_card_discarded() -> DescribedMove:
    """TP-7: Ada declared (her cards shown to everyone) and discards one of them."""
    s = make()
    ada_declares(s)
    s.flow.announce(s.side.engine.apply(tp.Keep()))
    assert sum(s.shown.held[1].values()) == 6
    game = s.side.engine
    discard = next(m for m in game.legal_moves() if isinstance(m, tp.Discard)
                   and m.card in s.shown.held[1])
    events = game.apply(discard)
    return DescribedMove(s, events, next(e for e in events if e["type"] == "discard"))


def shown_card_gone(s: TenPhasesSession, said: list[str]) -> None:
    """The session notes the shown card gone once the discard is taken in."""
    assert sum(s.shown.held[1].values()) == 5


TRAITS = GameTraits(
    # One deal: no summary between deals.
    absent_states=frozenset({"summary"}),
    deal_facts=deal_facts,
    phase_hands=PhaseHands(deck=lambda: standard_deck(decks=2, jokers=4), hand_size=10,
                           laying=first_declaration),
    laid_rows_mid_game=3,
    easy_normal_seeds=10,
    progress_moves=(tp.Declare,),
    # Worth something only if the finder is asked about later phases too.
    phases_reached=3,
    lesson_keys=(("d",), ("home", "space", *("right", "space") * 5), ("return",), ("return",),
                 ("q", "return")),
    # TP-12: the winner scores 0, the others the points left in hand.
    ruled_best=min,
    machine=EngineMachine(
        cards=cards,
        deck=lambda g: Counter(standard_deck(decks=g.players, jokers=2 * g.players)),
        illegal=illegal, end_moves=(("draw", tp.DrawStock()), ("keep", tp.Keep())),
        refusal_codes=tp.REFUSAL_CODES),
    describe=DescribePure(
        keys_read=keys_read,
        kinds=frozenset({"declare", "discard", "game_end"}),
        cases=(DescribeCase("a draw says the assist twice", a_draw_holding_the_phase, (
            "You draw the 8 of clubs.",
            "You hold phase 8: select its cards and press Enter to declare it."), assist_counted),
               DescribeCase("a shown card discarded stays noted until taken in",
                            a_shown_card_discarded, None, shown_card_gone))),
)
