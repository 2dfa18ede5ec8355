"""Bot games time each decision twice: wall time, and the CPU
time of the deciding thread, which a loaded shared machine does not inflate,
so that a benchmark's decision figures mean something under load."""

from __future__ import annotations

from game.simulate import play_bot_game


def test_each_decision_has_a_wall_and_a_cpu_time() -> None:
    outcome = play_bot_game("twenty", ["hard", "normal"], seed=5,
                            options={"deal_limit": 1}, time_decisions=True)
    for level in ("hard", "normal"):
        wall = outcome.decision_seconds[level]
        cpu = outcome.decision_cpu_seconds[level]
        assert len(cpu) == len(wall) > 0
        assert all(t >= 0 for t in cpu)
    assert sum(map(len, outcome.decision_cpu_seconds.values())) == outcome.moves
