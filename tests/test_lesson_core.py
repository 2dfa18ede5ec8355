"""The lesson runner of the core (game/core/lesson.py) on its own: steps
advance only when done, a key a step does not want changes nothing and is
answered with the step's ask, reading keys always work, a step's keys act
only where it says, the next step waits for the opponents, and a deal or a
script that no longer fits the engine fails loudly."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from game.core.lesson import (
    Lesson,
    LessonMisfit,
    LessonRun,
    ScriptedBot,
    Step,
    lesson_game,
    remaining,
)
from game.core.session import Utterance
from game.games import spec
from game.i18n import t


class FakeFlow:
    """What the runner uses of a session's flow: the deal's opening heard."""

    def __init__(self) -> None:
        self.heard = False

    def opening_heard(self) -> None:
        self.heard = True


class FakeBots:
    """What the runner uses of a session's computer players: one is due
    while the session's side has bots and ``bot_turns`` is above 0."""

    def __init__(self, session: FakeSession) -> None:
        self.session = session

    def due(self) -> bool:
        return bool(self.session.side.bots) and self.session.bot_turns > 0


class FakeSession:
    """What the runner uses of a session: keys go into ``pressed``; ``moves``
    counts the moves made; its side's ``bots`` are due while ``bot_turns`` is above 0."""

    commands = ("toggle_select", "play", "draw", "next_card", "first_card")

    def __init__(self) -> None:
        self.pressed: list[str] = []
        self.cursor = SimpleNamespace(row=0)  # the row in focus, as a step's ``where`` reads it
        self.side = SimpleNamespace(bots={1: object()})
        self.bot_turns = 0
        self.flow = FakeFlow()
        self.bots = FakeBots(self)

    def key_label(self, command: str) -> str:
        return command.upper()

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            **_: Any) -> Utterance:
        return Utterance(text, interrupt=interrupt, cue=cue)

    def handle(self, command: str) -> list[Utterance]:
        self.pressed.append(command)
        return [Utterance(f"game: {command}")]

    def start(self) -> list[Utterance]:
        return [Utterance("opening", interrupt=True)]


def pressed(session: FakeSession, command: str) -> int:
    return session.pressed.count(command)


# Real message ids, so the words are the catalog's: the steps of Twenty's lesson.
STEPS = [
    Step("twenty-lesson-draw", frozenset({"draw"}), lambda s: pressed(s, "draw") >= 1),
    Step("twenty-lesson-lay", frozenset({"play"}), lambda s: pressed(s, "play") >= 1,
         where=lambda s: s.cursor.row == 0),
]
LESSON = Lesson("twenty-lesson", players=2, deal={}, opponent_moves={}, steps=STEPS)
KEYS = {c: c.upper() for c in (*FakeSession.commands, "game_menu")}


def words(message: str) -> str:
    return t(message, **KEYS)


def test_the_start_says_the_lesson_then_the_opening_then_the_first_step() -> None:
    run = LessonRun(LESSON, FakeSession())
    said = run.start()
    assert [u.text for u in said] == [words("twenty-lesson-intro"), "opening",
                                      words("twenty-lesson-draw")]
    assert said[0].interrupt and not said[1].interrupt  # the opening queues after it


def test_a_key_the_step_does_not_want_changes_nothing_and_says_what_it_wants() -> None:
    session = FakeSession()
    run = LessonRun(LESSON, session)
    run.start()
    said = run.handle("play")
    assert [u.text for u in said] == [t("lesson-wants", ask=words("twenty-lesson-draw-ask"))]
    assert said[0].cue == "invalid" and said[0].interrupt
    assert session.pressed == [] and run.index == 0
    assert session.flow.heard  # it lifts the wait for the deal's opening, as any such key does


def test_reading_keys_and_jumps_go_to_the_game_at_every_step() -> None:
    session = FakeSession()
    run = LessonRun(LESSON, session)
    run.start()
    for command in ("my_status", "next_card", "history_back", "jump_king", "whose_turn"):
        run.handle(command)
    assert session.pressed == ["my_status", "next_card", "history_back", "jump_king",
                               "whose_turn"]
    assert run.due() == []  # nothing done, nothing said again


def test_a_done_step_says_the_next_once_and_the_end_clears_the_opponents() -> None:
    session = FakeSession()
    run = LessonRun(LESSON, session)
    run.start()
    assert [u.text for u in run.handle("draw")] == ["game: draw"]
    assert [u.text for u in run.due()] == [words("twenty-lesson-lay")]
    assert run.due() == []  # said once
    run.handle("play")
    assert [u.text for u in run.due()] == [words("twenty-lesson-end")]
    assert run.finished and session.side.bots == {}  # nobody moves after the lesson
    assert run.handle("draw") == []


def test_the_next_step_waits_for_the_opponents() -> None:
    session = FakeSession()
    run = LessonRun(LESSON, session)
    run.start()
    run.handle("draw")
    session.bot_turns = 1
    assert run.due() == []  # the opponent moves first; its words come before the step's
    session.bot_turns = 0
    assert [u.text for u in run.due()] == [words("twenty-lesson-lay")]


def test_a_wanted_key_elsewhere_is_answered_with_the_ask() -> None:
    session = FakeSession()
    run = LessonRun(LESSON, session)
    run.start()
    run.handle("draw")
    run.due()
    session.cursor.row = 2  # Enter on another row would make another move
    said = run.handle("play")
    assert [u.text for u in said] == [t("lesson-wants", ask=words("twenty-lesson-lay-ask"))]
    assert session.pressed == ["draw"]
    session.cursor.row = 0
    run.handle("play")
    assert session.pressed == ["draw", "play"]


def test_remaining_takes_one_copy_of_each_card() -> None:
    assert remaining(["AS", "2S", "AS", "3S"], ["AS"], ["3S"]) == ["2S", "AS"]
    with pytest.raises(LessonMisfit):
        remaining(["AS"], ["AS", "AS"])


def test_a_scripted_opponent_plays_its_moves_and_no_other() -> None:
    bot = ScriptedBot(1, ["a", "b"])
    assert bot.choose(None, ["a", "c"]) == "a"
    with pytest.raises(LessonMisfit):
        bot.choose(None, ["a", "c"])  # "b" is no longer legal
    with pytest.raises(LessonMisfit):
        ScriptedBot(1, []).choose(None, ["a"])


def test_the_lesson_deal_is_dealt_through_the_engines_own_inverse() -> None:
    game = spec("twenty")
    assert game.lesson is not None
    dealt = lesson_game(game.session, game.lesson).events[0]
    assert dealt["hands"] == game.lesson.deal["hands"]
    assert dealt["stock"] == game.lesson.deal["stock"]


def test_a_deal_that_no_longer_fits_the_engine_fails_loudly(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = spec("twenty")
    assert game.lesson is not None
    # Dealing changed but its inverse was not kept in step: the cards land elsewhere.
    engine = game.session.engine
    original = engine.deck_from_deal
    monkeypatch.setattr(engine, "deck_from_deal",
                        staticmethod(lambda event: list(reversed(original(event)))))
    with pytest.raises(LessonMisfit, match="dealt hands"):
        lesson_game(game.session, game.lesson)
    monkeypatch.undo()
    # A deal of cards the deck does not hold (two aces of clubs).
    hands = [["AC", *game.lesson.deal["hands"][0][1:]], ["AC", *game.lesson.deal["hands"][1][1:]]]
    broken = replace(game.lesson, deal={**game.lesson.deal, "hands": hands})
    with pytest.raises(LessonMisfit):
        lesson_game(game.session, broken)


def test_the_selecting_rank_keys_work_where_space_does() -> None:
    select = Step("twenty-lesson-select", frozenset({"toggle_select"}), lambda s: False)
    session = FakeSession()
    run = LessonRun(replace(LESSON, steps=[select]), session)
    run.start()
    run.handle("pick_9")
    run.handle("clear_selection")
    assert session.pressed == ["pick_9", "clear_selection"]
    session = FakeSession()
    run = LessonRun(LESSON, session)  # its first step draws: no selecting
    run.start()
    run.handle("pick_9")
    assert session.pressed == []
