"""Twenty words said one way: a signed number of points is
always "minus 15", never "-15"; rows count cards or choices, not "items"."""

from __future__ import annotations

from game.games.twenty.session import ACTIONS, TABLE
from game.games.twenty.tests.test_twenty_summary import play, session_at, texts


def test_tw11_totals_and_penalties_say_minus_the_same_way() -> None:
    s = session_at(["5C", "10D KS"], stock="2C", move=5, to_move=0)
    words = play(s, "5C")
    assert "Ada: 2 cards, 10 of diamonds and king of spades, minus 30." in words
    assert "Totals: you 20 and Ada minus 30." in words
    s.handle("play")  # while the summary waits, Shift+F3 says the summary again
    assert texts(s.handle("scores"))[0].startswith("Scores, to 100: you 20 and Ada minus 30.")
    assert not [w for w in words if "-" in w]


def test_rows_count_cards_and_choices() -> None:
    s = session_at(["5C 9H", "AD QS KH"], stock="2D 3D", move=5, to_move=1)
    play(s, "AD")
    while s.cursor.row != TABLE:
        s.handle("next_row")
    assert s.cursor.row_title(s.cursor.rows[TABLE]) == "The table, one card"
    s.handle("next_row")
    assert s.cursor.row == ACTIONS
    assert s.cursor.row_title(s.cursor.rows[ACTIONS]) == "Actions, 3 choices"
