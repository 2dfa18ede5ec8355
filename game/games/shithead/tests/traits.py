"""What the cross-game tests need to know of Shithead (tests/game_traits.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.core.base import SPECTATOR, Event
from game.core.cards import standard_deck
from game.core.opening import sentences
from game.games.shithead import rules as sh
from game.games.shithead.event_words import ShitheadNarrator
from game.games.shithead.session import FACE_UP, HAND, ShitheadSession
from game.games.shithead.tests.test_shithead_helpers import cards as parse
from game.games.shithead.tests.test_shithead_helpers import position
from game.games.shithead.tests.test_shithead_session import go_to, session_at
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


def keys_read(s: ShitheadSession) -> tuple[Any, ...]:
    """What a key reads beyond the rows and the focus: where each seat
    plays from, the selection and its row, the hand and the face-up cards."""
    return (tuple(s.cursor.sources), frozenset(s.moves.selected), s.moves.selected_row,
            tuple(s.cursor.hand), tuple(s.cursor.face_up))


def batch(s: ShitheadSession, events: list[Event]) -> None:
    """The move whose events ``announce`` would be saying (a play's words
    name no card to beat when a burn follows it in the same move)."""
    s.flow.batch = list(events)


def a_pick_up() -> DescribedMove:
    """SH-14: the player, its focus on the face-up row, picks up the pile."""
    s = session_at("5S 4H", up="KH", pile="3C 7D KD")
    go_to(s, FACE_UP)
    events = s.side.engine.apply(s.side.legal_moves()[0])
    assert [e["type"] for e in events] == ["pickup"]
    return DescribedMove(s, events, events[0])


def focus_moved(s: ShitheadSession, said: list[str]) -> None:
    """The words say the focus moves to the hand; the move itself is made
    once the pick-up is taken in, not by describing it."""
    assert s.cursor.row == HAND
    assert len(s.cursor.rows[HAND].items) == 5  # the rows follow the table once it is said


#: The seats' names as a narrator of the tests says them ("you" for its own seat).
NAMES = ["Bea", "Ada", "Cy"]


def narrator(game: sh.Shithead, seat: int, say: Say) -> ShitheadNarrator:
    """The narrator alone, no session: it reads the game's view, whose turn
    it is and names."""

    def name(who: int, capital: bool = False) -> str:
        if who == seat:
            return "You" if capital else "you"
        return NAMES[who]

    return ShitheadNarrator(
        seat=seat, name=name, say=say,
        view=lambda: game.public_view() if seat == SPECTATOR else game.view(seat),
        current_player=game.current_player, game_over=game.is_over,
        play_again=lambda: say("Play again?"))


def four_burn(plays_again: bool) -> NarratorCase:
    """SH-11 said with no session: the play names no card to beat when the
    burn follows it in the move given, and does when given alone (unless
    the player's own prompt, which says it, comes next); whether the
    burner plays again (the option) comes from the view."""

    def heard() -> tuple[sh.Shithead, list[Heard]]:
        game = position(["6H 6S 3C", "5D 9D"], pile="4D 6C 6D",
                        four_burn_plays_again=plays_again)
        move = game.apply(sh.Play(tuple(parse("6H 6S"))))
        assert [e["type"] for e in move] == ["play", "burn"]
        burn = ("Four 6s burn the pile, 5 cards. "
                + ("You play again." if plays_again else "The next player plays anything."))
        watched = [game.redact(e, SPECTATOR) for e in move]
        return game, [
            Heard(0, move[0], (move, HAND), ("You play two 6s.",)),
            Heard(0, move[1], (move, HAND), (burn,)),
            Heard(SPECTATOR, watched[0], (move, HAND), ("Bea plays two 6s.",)),
            Heard(SPECTATOR, watched[1], (move, HAND), (burn.replace("You play", "Bea plays"),)),
            Heard(0, move[0], (move[:1], HAND), (
                "You play two 6s." if plays_again
                else "You play two 6s. Next: a 6 or higher, or a 2.",))]

    return NarratorCase(f"a four burn, {'playing' if plays_again else 'not playing'} again",
                        heard)


def pick_up_and_deal() -> tuple[sh.Shithead, list[Heard]]:
    """SH-14: "focus moves to your hand" is said from the row the session
    had in focus before the pick-up, which it is given; another seat's
    pick-up moves nobody's focus. A deal says who dealt (always said) and
    the hand, which must reach the player; a watcher hears no hand."""
    game = position(["5S 4H", "5D"], face_up=["KH", ""], pile="3C 7D KD")
    move = game.apply(sh.PickUp())
    words = "You pick up 3 cards: a 3, a 7 and a king"
    # As the player's seat sees it: others' hands, the face-down cards and the stock counted.
    deal = {"type": "deal", "deal": 1, "dealer": 1, "hands": [["9H", "3D", "KS"], 3],
            "face_down": [3, 3], "stock": 0, "discard": []}
    watched = deal | {"hands": [3, 3]}  # a watcher's: no hand
    return game, [
        Heard(0, move[0], (move, FACE_UP), (f"{words}; focus moves to your hand.",)),
        Heard(0, move[0], (move, HAND), (f"{words}.",)),
        Heard(1, move[0], (move, FACE_UP), ("Bea picks up 3 cards: a 3, a 7 and a king.",)),
        Heard(0, deal, ([deal], HAND), ("Ada deals: three cards face down and six in hand each. "
                                        "Your hand: 3 of diamonds, 9 of hearts and king of "
                                        "spades.",), must=(0,)),
        Heard(SPECTATOR, watched, ([watched], HAND),
              ("Ada deals: three cards face down and six in hand each.",))]


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
    describe=DescribePure(
        keys_read=keys_read,
        before_describe=batch,
        cases=(DescribeCase("a pick-up moves no focus until taken in", a_pick_up, (
            "You pick up 3 cards: a 3, a 7 and a king; focus moves to your hand.",),
            focus_moved),),
        narrator=narrator,
        narrator_cases=(four_burn(False), four_burn(True),
                        NarratorCase("a pick-up and a deal", pick_up_and_deal))),
)
