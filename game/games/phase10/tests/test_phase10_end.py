"""Phase 10 at the end of the game: a player who completed all ten phases
is said to have done them all, never to be "on phase 10" (P10-18)."""

from __future__ import annotations

from game.games.phase10.session import Phase10Session
from game.games.phase10.tests.test_phase10_session import arrange, make, select, texts


def finished() -> Phase10Session:
    """A game the player has just won by laying phase 10 and going out."""
    s = make()
    arrange(s, ["R5", "B5", "G5", "Y5", "W", "R8", "B8", "G8", "Y9"], phase=10)
    select(s, "R5", "B5", "G5", "Y5", "W", "R8", "B8", "G8")
    s.handle("play")
    s.handle("first_card")
    words = texts(s.handle("play"))
    assert "You win the game with 0 points!" in words
    assert s.side.is_over()
    return s


def test_scores_at_the_end_say_all_ten_phases_done() -> None:
    s = finished()
    assert texts(s.handle("scores")) == [
        "Hand 1. You 0 points with all ten phases done, Ada 70 points on phase 1 and Boris "
        "80 points on phase 1."]


def test_status_and_screen_at_the_end_say_all_ten_phases_done() -> None:
    s = finished()
    status = texts(s.handle("my_status"))[0]
    assert status.startswith("All ten phases done. Laid: set of four 5s plus a wild;")
    assert "Phase 10" not in status
    assert s.reports.screen_lines()[2].startswith("All ten phases done. Discard")


def test_an_opponent_who_finished_is_said_to_have_done_all_ten() -> None:
    s = make()
    arrange(s, ["R1", "B2"], phase=3)
    s.side.engine.phases_done[1] = 10  # as after the last hand, before the table resets
    assert texts(s.handle("opponents"))[0].startswith("Ada: all ten phases done, ")
    entries = texts(s.handle("scores"))[0]
    assert "Ada" in entries and "with all ten phases done" in entries
    assert "on phase 10" not in entries
