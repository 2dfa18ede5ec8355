"""Ten Phases at the end of the game: the winner completed all ten phases;
no report says "phase 10" of them (TP-12)."""

from __future__ import annotations

from game.games.tenphases.tests.test_tenphases_session import arrange, make, select, texts


def test_status_and_screen_at_the_end_say_all_ten_phases_done() -> None:
    s = make()
    arrange(s, ["5H", "6H", "7H", "8H", "9H", "2S", "JK", "4S", "5S", "KD", "QC"], phase=10)
    select(s, "5H", "6H", "7H", "8H", "9H", "2S", "JK", "4S", "5S")
    assert "You win the game!" in texts(s.handle("play"))
    status = texts(s.handle("my_status"))[0]
    assert status.startswith("All ten phases done. You hold 11 cards:")
    assert "Phase 10" not in status
    assert s.reports.screen_lines()[2].startswith("All ten phases done. Discard")
    assert texts(s.handle("scores"))[0].startswith("Phases: You all ten done,")
