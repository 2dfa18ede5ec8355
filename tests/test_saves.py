"""Saved games: Ctrl+S, saving on leaving, resuming from the menu, exact
round-trips for every game, bad saves, and a process killed while saving."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from game.app.main import App, AppOptions
from game.app.saves import SaveError, load_game, save_game, save_path
from game.app.screens import GameScreen
from game.core.session import GameSession
from game.games import SPECS, spec
from game.speech import RecordingSpeaker


def play_steps(session: GameSession, steps: int) -> None:
    """Bots move for themselves; the player's moves come from a policy that
    depends only on the game so far, so two copies of a game move alike."""
    game = session.side
    for _ in range(steps):
        if game.is_over():
            return
        if session.flow.paused:
            session.flow.go_on()
            continue
        if session.bots.due():
            session.bots.step()
            continue
        legal = game.legal_moves()
        move = random.Random(len(game.events)).choice(legal)
        session.moves.try_move(move)


def new_session(game_id: str, seed: int) -> GameSession:
    players = 3 if game_id != "twenty" else 2
    return spec(game_id).session(players, ["normal", "hard"][: players - 1], seed)


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_resumed_game_goes_on_exactly_as_the_original(game_id: str, tmp_path: Path) -> None:
    for seed in (3, 8):
        original = new_session(game_id, seed)
        original.start()
        play_steps(original, random.Random(seed).randrange(5, 120))
        if original.side.is_over():
            continue
        path = save_game(original, tmp_path / f"{game_id}-{seed}.jsonl")
        resumed = load_game(path)
        assert resumed.side.events == original.side.events
        play_steps(original, 150)
        play_steps(resumed, 150)
        assert resumed.side.events == original.side.events  # same moves -> same record


def test_ctrl_s_saves_and_the_menu_resumes(user_dirs: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=11), speaker=speaker)
    try:
        app.press("return")
        app.press("f2")
        app.press("ctrl+s")
        assert speaker.spoken[-1] == ("Game saved.", True)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        events = list(screen.session.side.events)
    finally:
        app.close()
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=99), speaker=speaker)
    try:
        assert speaker.spoken[-1][0] == ("Parlour, main menu. Resume Twenty against 2 computer"
                                         " players, deal 1, 1 of 13")
        app.press("return")
        said = [text for text, _ in speaker.spoken]
        assert said[-2] == "Twenty resumed. Deal 1. Ada deals."  # the game, the deal
        assert said[-1].startswith("Your turn. Move ")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.session.side.events == events
    finally:
        app.close()


def test_leaving_a_game_for_the_menu_saves_it(user_dirs: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=5), speaker=speaker)
    try:
        app.press("return")
        assert not save_path().exists()
        app.press("escape")
        app.press("end")  # Quit, 7 of 7
        app.press("up")   # Quit to main menu
        app.press("return")
        assert save_path().exists()
        assert speaker.spoken[-1][0].startswith("Parlour, main menu. Resume Twenty")
    finally:
        app.close()


def test_quitting_saves_the_game(user_dirs: Path) -> None:
    app = App(AppOptions(headless=True, seed=5), speaker=RecordingSpeaker())
    app.press("return")
    app.press("ctrl+q")
    app.close()
    assert save_path().exists()
    assert load_game().side.seed == 5


def _good_save(tmp_path: Path) -> tuple[Path, list[str]]:
    session = new_session("twenty", 4)
    session.start()
    play_steps(session, 12)
    path = save_game(session, tmp_path / "save.jsonl")
    return path, path.read_text(encoding="utf-8").splitlines()


def _tamper_move(lines: list[str]) -> list[str]:
    out = list(lines)
    for i, line in enumerate(out):
        event: dict[str, Any] = json.loads(line)
        if event["type"] == "play" and event["player"] == 0:
            event["cards"] = ["KS"] if event["cards"] != ["KS"] else ["KH"]
            out[i] = json.dumps(event)
            return out
    raise AssertionError("no move of the player's to tamper with")


BAD_SAVES = {
    "corrupt": lambda lines: [*lines[:2], "{not json", *lines[3:]],
    # (a torn LAST line is resumed from the line before: tests/test_saves_torn.py)
    "torn-in-the-middle": lambda lines: [*lines[:3], lines[3][: len(lines[3]) // 2],
                                         *lines[4:]],
    "empty": lambda lines: [],
    "foreign": lambda lines: [lines[0].replace('"twenty"', '"chess"'), *lines[1:]],
    "future": lambda lines: [lines[0].replace('"format": 1', '"format": 2'), *lines[1:]],
    "no-header": lambda lines: lines[1:],
    "tampered": _tamper_move,
}


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_a_bad_save_is_refused_with_a_reason(case: str, tmp_path: Path) -> None:
    path, lines = _good_save(tmp_path)
    path.write_text("\n".join(BAD_SAVES[case](lines)) + "\n", encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert str(caught.value)
    assert "\n" not in str(caught.value)


def test_resuming_a_bad_save_says_one_sentence_and_keeps_the_file(user_dirs: Path) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"type": "header", "format": 1, "game": "twenty"}\n{broken\n',
                    encoding="utf-8")
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True), speaker=speaker)
    try:
        app.press("return")  # Resume ...
        said = [text for text, _ in speaker.spoken]
        sentence = next(s for s in said if s.startswith("The saved game in"))
        assert str(path) in sentence and "line 2" in sentence
        assert sentence.endswith(f"It is kept as {path}.bad.")
        assert not path.exists() and Path(f"{path}.bad").exists()
        assert said[-1] == "Parlour, main menu. Play, 1 of 12"  # no resume item any more
    finally:
        app.close()


SAVE_LOOP = """
import sys
from game.app.saves import save_game
from game.games import spec
from pathlib import Path
session = spec("twenty").session(2, ["normal"], 4)
session.start()
print("ready", flush=True)
while True:
    if not session.side.is_over():  # as the app: a finished game is not saved
        save_game(session, Path(sys.argv[1]))
    if session.side.is_over():
        session = spec("twenty").session(2, ["normal"], 5)
        session.start()
    elif session.flow.paused:
        session.flow.go_on()
    elif session.bots.due():
        session.bots.step()
    else:
        session.moves.try_move(session.side.legal_moves()[0])
"""


def test_killing_a_process_while_it_saves_leaves_a_whole_save(tmp_path: Path) -> None:
    path = tmp_path / "save.jsonl"
    for attempt in range(3):
        child = subprocess.Popen([sys.executable, "-c", SAVE_LOOP, str(path)],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        time.sleep(0.3 + 0.2 * attempt)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
        session = load_game(path)  # whole: the old or the new copy
        assert not session.side.is_over()
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "save.jsonl"]
    assert all(name.endswith(".tmp") for name in leftovers)


def _at_the_players_turn(session: GameSession) -> None:
    while session.flow.paused or session.bots.due():
        if session.flow.paused:
            session.flow.go_on()
        else:
            session.bots.step()


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_resuming_keeps_the_sort_order_and_the_focus(game_id: str, tmp_path: Path) -> None:
    """The hand's sort order, the focused row and the card focused in each
    row come back as they were: compared themselves, since the
    events alone do not show a save key spelt wrong."""
    original = new_session(game_id, 6)
    original.start()
    _at_the_players_turn(original)
    original.handle("sort")  # away from the order a new game starts with
    original.handle("last_card")
    original.handle("next_row")
    original.handle("last_card")
    fresh = new_session(game_id, 6)
    fresh.start()
    _at_the_players_turn(fresh)
    fresh.cursor.refresh_rows()
    assert (original.moves.sort_order, original.cursor.row,  # type: ignore[attr-defined]
            original.cursor.focus) != (fresh.moves.sort_order,  # type: ignore[attr-defined]
                                       fresh.cursor.row, fresh.cursor.focus)
    resumed = load_game(save_game(original, tmp_path / "save.jsonl"))
    assert resumed.moves.sort_order == original.moves.sort_order  # type: ignore[attr-defined]
    assert ((resumed.cursor.row, resumed.cursor.focus)
            == (original.cursor.row, original.cursor.focus))
    original.cursor.refresh_rows()
    assert [row.items for row in resumed.cursor.rows] == [row.items for row in original.cursor.rows]


def test_the_menus_resume_keeps_the_sort_order_and_the_focus(user_dirs: Path) -> None:
    app = App(AppOptions(headless=True, seed=11), speaker=RecordingSpeaker())
    try:
        app.press("return")
        for key in ("f4", "end", "down", "up", "left"):
            app.press(key)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        before = screen.session
        kept = (before.moves.sort_order,  # type: ignore[attr-defined]
                before.cursor.row, list(before.cursor.focus))
        assert kept[0] != "value" and kept[2][0] > 0
    finally:
        app.close()  # quitting saves the game
    app = App(AppOptions(headless=True, seed=99), speaker=RecordingSpeaker())
    try:
        app.press("return")  # Resume
        screen = app.screen
        assert isinstance(screen, GameScreen)
        after = screen.session
        assert (after.moves.sort_order,  # type: ignore[attr-defined]
                after.cursor.row, after.cursor.focus) == kept
    finally:
        app.close()
