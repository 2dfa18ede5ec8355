"""What the cross-game tests need to know of Shithead (tests/game_traits.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.core.cards import standard_deck
from game.core.opening import sentences
from game.games.shithead import rules as sh
from game.i18n import t
from tests.game_traits import Candidates, EngineMachine, GameTraits
from tests.illegal_moves import not_held, others


def deal_facts(session: Any, deal: Mapping[str, Any], dealer: str, you: str) -> str:
    """One deal a game: who deals is its opening's first sentence."""
    return sentences(t("shithead-deal", who=dealer, you=you, cards="-"))[0]


def cards(g: sh.Shithead) -> Counter[Any]:
    down = (c for row in g.face_down for c in row if c is not None)
    return Counter([*g.stock, *g.pile, *g.burnt, *(c for h in g.hands for c in h),
                    *(c for f in g.face_up for c in f), *down])


def illegal(g: sh.Shithead) -> Candidates:
    seat = g.to_move
    hand = g.hands[seat]
    out: Candidates = []
    if g.phase == "face_up":
        out += [("play while choosing", sh.Play((hand[0],))),
                ("flip while choosing", sh.FlipFaceDown(0)),
                ("pick up while choosing", sh.PickUp()),
                ("two face-up cards", sh.ChooseFaceUp(tuple(hand[:2]))),
                ("four face-up cards", sh.ChooseFaceUp(tuple(hand[:4])))]
        for c in not_held(g, hand, others(g, seat)):
            out.append(("face-up card not held", sh.ChooseFaceUp((c, *hand[:2]))))
        return out
    source = hand or g.face_up[seat]
    out += [("choose face up in play", sh.ChooseFaceUp(tuple(hand[:3]))),
            ("empty play", sh.Play(())), ("flip no slot", sh.FlipFaceDown(7)),
            ("flip a negative slot", sh.FlipFaceDown(-1))]
    for c in not_held(g, [*hand, *g.face_up[seat]], [*others(g, seat), *g.stock[:2]]):
        out.append(("card not held", sh.Play((c,))))
    ranks = list(dict.fromkeys(c.rank for c in source))
    if len(ranks) > 1:
        a = next(c for c in source if c.rank == ranks[0])
        b = next(c for c in source if c.rank == ranks[1])
        out.append(("two ranks", sh.Play((a, b))))
    counts = Counter(source)
    out += [("same card twice", sh.Play((c, c))) for c in source[:2] if counts[c] == 1]
    to_beat = sh.pile_to_beat(g.pile)
    out += [("too low", sh.Play((c,))) for c in source[:4] if not sh.beats(c.rank, to_beat)]
    if source:
        out.append(("flip with cards to play", sh.FlipFaceDown(0)))
    if not source or any(sh.beats(c.rank, to_beat) for c in source):
        out.append(("pick up not allowed", sh.PickUp()))
    return out


TRAITS = GameTraits(
    # One deal (no summary between deals), and no questions asked.
    absent_states=frozenset({"summary", "question"}),
    deal_facts=deal_facts,
    # Mid-game: face-up cards lie on the table and a card on the pile.
    laid_rows_mid_game=3,
    face_up_mid_game=True,
    easy_normal_seeds=50,
    # Its expert searches once the stock is gone (as its hard bot).
    expert_searches_late=True,
    lesson_keys=(("9", "space", "k", "space", "a", "space"), ("return",), ("6", "return"),
                 ("0", "return"), ("3", "return"), ("t",)),
    # A game ends when the first player is out: more bots between the
    # monkey's turns end it in fewer presses.
    monkey_opponents=4,
    # Enter alone plays the card in focus and a selection of several ranks is
    # refused, so Space and the row keys come less often.
    monkey_keys={"return": 40, "right": 20, "left": 12, "space": 8, "up": 5, "down": 5, "d": 1,
                 "t": 10},
    machine=EngineMachine(
        cards=cards, deck=lambda g: Counter(standard_deck(decks=1 if g.players == 2 else 2)),
        illegal=illegal, end_moves=(("pick up", sh.PickUp()), ("flip", sh.FlipFaceDown(0))),
        refusal_codes=sh.REFUSAL_CODES),
)
