"""Twenty's deal summary: each player's cards left and
penalty (TW-11), and why the winner won when the deal ran to move 20 (TW-9,
TW-10: fewest cards; a tie goes to the tied player who laid cards most
recently, else the first of them from the dealer's left)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import parse_cards
from game.core.session import Utterance
from game.games.twenty.rules import Play
from game.games.twenty.session import TwentySession
from game.games.twenty.tests.twenty_helpers import position


def session_at(hands: list[str], stock: str = "", move: int = 1, to_move: int = 0
               ) -> TwentySession:
    s = TwentySession(len(hands), ["normal"] * (len(hands) - 1), seed=1,
                      key_label=lambda command: {"play": "Enter"}.get(command, command))
    s.side.engine = position(hands, stock=stock, move=move, to_move=to_move)
    s.table_log = []
    s.cursor.refresh_rows()
    return s


def texts(words: Sequence[Utterance]) -> list[str]:
    return [u.text for u in words]


def play(s: TwentySession, codes: str) -> list[str]:
    return texts(s.flow.announce(s.side.engine.apply(Play(tuple(parse_cards(codes.split()))))))


def test_tw10_tie_at_move_20_goes_to_the_last_to_lay_and_says_so() -> None:
    s = session_at(["5C 9H", "4D 9S"], stock="2C 3C", move=19, to_move=0)
    play(s, "5C")
    words = play(s, "4D")
    assert words[:4] == [
        "Ada plays a 4. Move 20.",
        "Move 20 was the last. You and Ada have one card each; Ada was the last of "
        "them to lay cards.",
        "Ada wins deal 1, holding 9 of spades, plus 20.",
        "You: one card, 9 of hearts, no penalty.",
    ]


def test_tw10_fewest_cards_at_move_20_says_so_and_names_penalties() -> None:
    s = session_at(["5C 9H", "AD QS KH", "4D 9S 2C"], stock="2D 3D", move=18, to_move=0)
    play(s, "5C")
    play(s, "KH")
    words = play(s, "2C")
    assert words[1:5] == [
        "Move 20 was the last. You have the fewest cards: one.",
        "You win deal 1, holding 9 of hearts, plus 20.",
        "Ada: 2 cards, ace of diamonds and queen of spades, minus 15.",
        "Boris: 2 cards, 4 of diamonds and 9 of spades, no penalty.",
    ]


def test_tw10_tie_where_none_laid_goes_to_the_first_from_the_dealers_left() -> None:
    s = session_at(["9H", "9S", "9C"], move=20, to_move=0)
    s.side.engine.dealer = 0  # the event's winner, Ada (seat 1), sits first from its left
    end = {"type": "deal_end", "deal": 1, "winner": 1, "scores": [0, 20, 0],
           "totals": [0, 20, 0], "hands": [["9H"], ["9S"], ["9C"]]}
    words = texts(s.describe(end))
    assert words[0] == ("Move 20 was the last. You, Ada and Boris have one card each, and none "
                        "of them laid cards; Ada sits first from the dealer's left.")


def test_tw11_out_player_wins_and_each_loser_hears_cards_and_penalty() -> None:
    s = session_at(["5C", "10D KS"], stock="2C", move=5, to_move=0)
    words = play(s, "5C")
    assert words[1:4] == [
        "You have no cards left.",
        "You win deal 1, plus 20.",
        "Ada: 2 cards, 10 of diamonds and king of spades, minus 30.",
    ]
