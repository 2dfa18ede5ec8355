"""Computer players think on a worker thread (game.app.thinking), and a
resumed game takes their moves from the record instead of thinking again
(an expert's search takes a good part of a second: keys must not wait)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from game.app.saves import load_game, save_game
from game.app.thinking import THINKING, Thinker
from game.core.session import GameSession
from game.games import spec
from game.games.phase10.bots import HardPhase10Bot

#: A guard, not a timing: a test that would hang fails after this long.
GUARD_SECONDS = 30


class HeldBot:
    """A bot that thinks until the test lets it answer."""

    level = "held"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.asked = threading.Event()
        self.thread: str | None = None

    def choose(self, view: Any, legal: list[Any]) -> Any:
        self.thread = threading.current_thread().name
        self.asked.set()
        assert self.release.wait(GUARD_SECONDS), "the test never let the bot answer"
        return legal[0]


def session_with_bot_to_move(bot: Any) -> GameSession:
    """A two-player Twenty whose bot (seat 1) is to move."""
    for seed in range(50):
        session = spec("twenty").session(2, ["normal"], seed)
        session.start()
        if session.bots.due():
            session.side.bots[1] = bot
            return session
    raise AssertionError("no seed where the bot moves first")


def test_the_loop_goes_on_while_a_bot_thinks() -> None:
    bot = HeldBot()
    session = session_with_bot_to_move(bot)
    thinker = Thinker()
    try:
        before = len(session.side.events)
        # Asked, the bot thinks elsewhere: the loop gets THINKING at once,
        # and the game has not moved (a synchronous bot would block here).
        assert thinker.answer(session) is THINKING
        assert bot.asked.wait(GUARD_SECONDS)
        assert thinker.answer(session) is THINKING
        assert bot.thread is not None and bot.thread != threading.current_thread().name
        assert len(session.side.events) == before
        bot.release.set()
        thinker.wait(GUARD_SECONDS)
        move = thinker.answer(session)
        assert move is not THINKING and move in session.side.legal_moves()
        session.bots.play(move)
        assert len(session.side.events) > before
    finally:
        bot.release.set()
        thinker.close()


def test_an_answer_for_a_position_that_is_gone_is_dropped() -> None:
    bot = HeldBot()
    session = session_with_bot_to_move(bot)
    other = session_with_bot_to_move(HeldBot())
    thinker = Thinker()
    try:
        assert thinker.answer(session) is THINKING
        bot.release.set()
        thinker.wait(GUARD_SECONDS)
        # Another game is on screen now: the old answer is not its move.
        other.side.bots[1].release.set()  # type: ignore[attr-defined]
        assert thinker.answer(other) is THINKING
        thinker.wait(GUARD_SECONDS)
        move = thinker.answer(other)
        assert move is not THINKING and other.side.refusal(move) is None
    finally:
        bot.release.set()
        thinker.close()


def test_a_bots_error_reaches_the_main_thread() -> None:
    class Broken:
        level = "broken"

        def choose(self, view: Any, legal: list[Any]) -> Any:
            raise RuntimeError("a bug in a bot")

    session = session_with_bot_to_move(Broken())
    thinker = Thinker()
    try:
        with pytest.raises(RuntimeError, match="a bug in a bot"):  # noqa: PT012
            while thinker.answer(session) is THINKING:  # it may fail at once
                thinker.wait(GUARD_SECONDS)
    finally:
        thinker.close()


def play_phase10_with_hard_bots(moves: int) -> GameSession:
    """Phase 10, the player and two hard bots; the player's moves are the
    first legal one (draw, then the first discard or laying)."""
    session = spec("phase10").session(3, ["hard", "hard"], 12)
    session.start()
    for _ in range(moves):
        if session.side.is_over():
            break
        if session.flow.paused:
            session.flow.go_on()
        elif session.bots.due():
            session.bots.step()
        else:
            session.moves.try_move(session.side.legal_moves()[0])
    return session


def test_resuming_takes_the_bots_moves_from_the_record(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Loading never asks a bot to choose (it used to re-run every decision);
    the bots still take in their own moves, so the game goes on as it would
    have: the next bot moves equal the unbroken game's."""
    original = play_phase10_with_hard_bots(160)
    path = save_game(original, tmp_path / "phase10.jsonl")

    def no_thinking(self: Any, view: Any, legal: Any) -> Any:
        raise AssertionError("a bot chose again while the game was loading")

    with monkeypatch.context() as patch:
        patch.setattr(HardPhase10Bot, "choose", no_thinking)
        resumed = load_game(path)
    assert resumed.side.events == original.side.events
    for session in (original, resumed):
        for _ in range(60):
            if session.flow.paused:
                session.flow.go_on()
            elif session.bots.due():
                session.bots.step()
            else:
                session.moves.try_move(session.side.legal_moves()[0])
    assert resumed.side.events == original.side.events


def test_a_ready_answer_waits_for_the_pace_without_asking_the_bot_again() -> None:
    """The loop may ask before the pace lets the bot play: the bot chose
    once, and the same move comes back until it is played."""
    class Counting:
        level = "counting"
        asked = 0

        def choose(self, view: Any, legal: list[Any]) -> Any:
            Counting.asked += 1
            return legal[0]

    session = session_with_bot_to_move(Counting())
    thinker = Thinker()
    try:
        first = thinker.answer(session)
        while first is THINKING:
            thinker.wait(GUARD_SECONDS)
            first = thinker.answer(session)
        assert thinker.answer(session) == first and thinker.answer(session) == first
        assert Counting.asked == 1
        session.bots.play(first)
    finally:
        thinker.close()


def test_resuming_builds_the_rows_once_not_after_every_event(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rows on screen are built for the resumed position, not after each
    of the hundreds of replayed events (most of a long game's load time)."""
    original = play_phase10_with_hard_bots(160)
    path = save_game(original, tmp_path / "phase10.jsonl")
    cursor_class = type(original.cursor)
    built = 0
    real = cursor_class.refresh_rows

    def counting(self: Any) -> None:
        nonlocal built
        built += 1
        real(self)

    monkeypatch.setattr(cursor_class, "refresh_rows", counting)
    resumed = load_game(path)
    assert len(resumed.side.events) > 150
    assert built <= 3
