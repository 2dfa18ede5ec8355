"""Every game's lesson ("Learn to play") played through the real headless
loop, in English and in Russian, as the player hears it: each step's
instruction is said before the step, a key the step does not want is
answered with what it wants (and changes nothing), the lesson's end is
said, and Escape leaves it at any step, back to the main menu. The first
Play of a game offers its lesson once (kept in the profile's settings).

A game whose rules or dealing change so that its lesson's fixed deal no
longer fits its steps fails here: the keys below stop doing what the steps
ask, and the transcript misses the next step's words.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.app.keymap import load_keymap
from game.app.main import App, AppOptions
from game.core.lesson import LessonRun, lesson_session
from game.games import SPECS, spec
from game.i18n import set_language, t
from game.speech import RecordingSpeaker
from tests.game_traits import traits
from tests.helpers_app import app_env, press, run_game, write_keys

#: The keys that do each step of each game's lesson, step by step (each
#: game's ``lesson_keys``, declared in its folder: tests/game_traits.py).
SOLUTIONS: dict[str, list[list[str]]] = {
    s.id: [list(step) for step in traits(s.id).lesson_keys]
    for s in SPECS if traits(s.id).lesson_keys}
#: A key no step wants (sort): answered with the step's ask every time.
WRONG = "f4"
#: From the main menu's first item to "Learn to play" (the game item is second).
MENU_TO_LESSON = ["down", "down", "down", "down", "down", "down", "down"]


def to_lesson(game_id: str) -> list[str]:
    """Main menu keys: choose ``game_id``, then "Learn to play"."""
    index = [g.id for g in SPECS].index(game_id)
    return ["down", *["right"] * index, *MENU_TO_LESSON, "return"]


def step_words(game_id: str, lang: str) -> tuple[list[str], list[str], str, str]:
    """Each step's instruction and its "Not now" answer, the lesson's end
    and its first words, in ``lang``, with the default keys' names."""
    set_language(lang)
    keymap, _ = load_keymap(None, None)
    lesson = spec(game_id).lesson
    assert lesson is not None
    run = LessonRun(lesson, lesson_session(spec(game_id).session, lesson,
                                           key_label=keymap.first_label))
    steps = [run.words(step.words, step) for step in lesson.steps]
    asks = [t("lesson-wants", ask=run.words(step.ask, step)) for step in lesson.steps]
    return steps, asks, t(lesson.end, **run.keys()), t(lesson.intro, **run.keys())


def test_every_game_has_a_lesson_with_its_keys_here() -> None:
    assert {g.id for g in SPECS if g.lesson is not None} == set(SOLUTIONS)
    for game in SPECS:
        assert game.lesson is not None and len(SOLUTIONS[game.id]) == len(game.lesson.steps)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", list(SOLUTIONS))
def test_the_lesson_walks_through_every_step_and_answers_a_wrong_key(
        game_id: str, lang: str, tmp_path: Path) -> None:
    keys = to_lesson(game_id)
    for solution in SOLUTIONS[game_id]:
        keys += [WRONG, *solution]
    keys += [WRONG]  # after the end: its words again
    script = write_keys(tmp_path / "keys.txt", keys)
    result = run_game(["--headless", "--lang", lang, "--keys", str(script)], app_env(tmp_path))
    assert result.returncode == 0, result.stderr
    said = result.stdout.splitlines()
    steps, asks, end, intro = step_words(game_id, lang)
    start = said.index(intro)
    at = start
    for n, (step, ask) in enumerate(zip(steps, asks, strict=True)):
        # The step is said, then the wrong key gets its ask, in that order.
        assert step in said[at:], f"step {n} not said: {step}"
        at = said.index(step, at)
        assert said[at + 1] == ask, f"step {n}: the wrong key got {said[at + 1]!r}"
        at += 1
    assert said[at:].count(end) == 2  # at the end, and again for the wrong key
    assert "Traceback" not in result.stderr


def test_a_wrong_key_changes_nothing(tmp_path: Path) -> None:
    """Enter at Twenty's select step would lay the focused ace alone: the
    lesson says what the step wants, and no card is laid."""
    script = write_keys(tmp_path / "keys.txt", [*to_lesson("twenty"), "return", "w"])
    result = run_game(["--headless", "--keys", str(script)], app_env(tmp_path))
    said = result.stdout.splitlines()
    steps, asks, _, _ = step_words("twenty", "en")
    assert said[said.index(steps[0]) + 1] == asks[0]
    assert said[-1].startswith("Your turn")  # W: still the player's move 2
    assert not any(line.startswith("You play") for line in said)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", list(SOLUTIONS))
def test_escape_leaves_the_lesson_at_any_step(game_id: str, lang: str, tmp_path: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, lang=lang), speaker=speaker)
    try:
        steps, _, end, _ = step_words(game_id, lang)
        menu_opening = app.screen.opening()[0].text  # "Parlour, main menu. Play, 1 of 12"
        solution = SOLUTIONS[game_id]
        for leave_at in range(len(solution) + 1):
            # The menu keeps the game chosen: after the first time, only
            # the way down to "Learn to play".
            menu = to_lesson(game_id) if leave_at == 0 else ["down", *MENU_TO_LESSON, "return"]
            heard = press(app, *menu)
            for keys in solution[:leave_at]:
                heard += press(app, WRONG, *keys)
            assert (steps[leave_at] if leave_at < len(steps) else end) in heard
            assert press(app, "ctrl+s") == [t("lesson-not-saved", back="Escape")]
            left = press(app, "escape")
            assert left[:2] == [t("lesson-left"), menu_opening]
            assert app.game_in_progress() is None  # nothing saved, nothing to resume
            assert app.stats.records == {}  # a lesson is not counted
    finally:
        app.close()


def test_the_lesson_ends_into_a_real_game(tmp_path: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker)  # no seed: it could be asked
    try:
        press(app, *to_lesson("twenty"))
        for keys in SOLUTIONS["twenty"]:
            press(app, *keys)
        heard = press(app, "return")  # not asked whether to take the lesson taken
        assert heard[0] == "Twenty. You against Ada and Boris. First to 100 points wins the match."
        assert app.game_in_progress() is not None
        assert app.settings.lessons_offered == ["twenty"]
    finally:
        app.close()


def test_the_first_play_of_a_game_offers_its_lesson_once(tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    first = run_game(["--headless", "--profile", str(profile), "--keys",
                      str(write_keys(tmp_path / "a.txt", ["return", "return"]))],
                     app_env(tmp_path))
    said = first.stdout.splitlines()
    assert said[1] == ("New to Twenty? A short lesson plays a few moves with you."
                       " Learn to play, 1 of 2")
    assert "This is a lesson: a fixed deal against one opponent, one step at a time." \
        " Escape leaves it at any step." in said
    settings = json.loads((profile / "settings.json").read_text(encoding="utf-8"))
    assert settings["lessons_offered"] == ["twenty"]
    again = run_game(["--headless", "--profile", str(profile), "--keys",
                      str(write_keys(tmp_path / "b.txt", ["return"]))],
                     app_env(tmp_path))
    said = again.stdout.splitlines()
    assert said[1].startswith("Twenty. You against")  # the game, not the question
    assert not any(line.startswith("New to") for line in said)


def test_play_now_skips_the_lesson(tmp_path: Path) -> None:
    script = write_keys(tmp_path / "keys.txt", ["down", "right", "up", "return", "down",
                                                "return"])
    said = run_game(["--headless", "--keys", str(script)], app_env(tmp_path)).stdout
    lines = said.splitlines()
    assert "New to Phase 10? A short lesson plays a few moves with you." \
        " Learn to play, 1 of 2" in lines
    assert "Play now, 2 of 2" in lines
    assert any(line.startswith("Phase 10. You against Ada and Boris.") for line in lines)
    assert not any(line.startswith("This is a lesson") for line in lines)


def test_a_run_with_a_seed_is_not_asked(tmp_path: Path) -> None:
    script = write_keys(tmp_path / "keys.txt", ["return"])
    said = run_game(["--headless", "--seed", "3", "--keys", str(script)],
                    app_env(tmp_path)).stdout.splitlines()
    assert said[1].startswith("Twenty. You against")


def test_a_profile_that_played_the_game_is_not_asked(tmp_path: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker)
    try:
        app.stats.record("twenty", "normal").played = 3
        heard = press(app, "return")
        assert heard[0].startswith("Twenty. You against")
        assert app.settings.lessons_offered == []
    finally:
        app.close()


def test_the_game_menu_teaches_the_game_on_the_table_and_keeps_it(tmp_path: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=4), speaker=speaker)
    try:
        press(app, "down", "right", "up", "return")  # Phase 10, asked nothing (--seed)
        heard = press(app, "escape", "down", "down", "down", "down")
        assert heard[-1] == "Learn to play, 5 of 7"
        steps, _, _, intro = step_words("phase10", "en")
        heard = press(app, "return")
        assert heard[0] == intro and steps[0] in heard
        left = press(app, "escape")
        assert left[1].startswith("Parlour, main menu. Resume Phase 10 against 2 computer"
                                  " players")  # the game was kept
    finally:
        app.close()


def test_a_step_takes_only_its_own_move(tmp_path: Path) -> None:
    """Shithead's first play wants the 6 on the starter 5: Enter on the 10,
    which the pile would take too, is answered with the step's ask and
    plays nothing, so the lesson's deal goes on as written (SH-6, SH-10)."""
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker)
    try:
        press(app, *to_lesson("shithead"))
        for keys in SOLUTIONS["shithead"][:2]:
            press(app, WRONG, *keys)
        _, asks, _, _ = step_words("shithead", "en")
        heard = press(app, "0", "return")
        assert heard[0].startswith("10 of clubs") and heard[1:] == [asks[2]]
        heard = press(app, "6", "return")
        assert heard[1].startswith("You play a 6.")
    finally:
        app.close()


def test_the_end_asks_before_a_real_game_replaces_the_saved_one(tmp_path: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=4), speaker=speaker)
    try:
        press(app, "return")  # Twenty, kept when the lesson starts
        press(app, "escape", "down", "down", "down", "down", "return")  # Learn to play
        for keys in SOLUTIONS["twenty"]:
            press(app, WRONG, *keys)
        assert press(app, "h")[0].startswith("You hold 4 cards")  # the table still reads
        assert press(app, "9")[0].startswith("9 of clubs")  # and the rank keys jump
        heard = press(app, "return")
        assert heard == ["Start a new game: your saved game of Twenty will be lost."
                         " No, keep this game, 1 of 2"]
        heard = press(app, "escape")
        assert heard[0].startswith("Parlour, main menu. Resume Twenty")
    finally:
        app.close()
