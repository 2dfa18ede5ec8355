"""A save cut off while it was written (its last line torn) resumes from
the whole lines before it and says what was lost; a bad line anywhere else
still refuses the save. Saves are JSON Lines (docs/records.md)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.saves import SaveError, resume_game, save_game, save_path
from game.app.screens import GameScreen
from game.core.session import GameSession
from game.i18n import DEFAULT_LANG, set_language
from game.speech import RecordingSpeaker
from tests.test_saves import new_session, play_steps


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language(DEFAULT_LANG)


def torn_save(path: Path) -> tuple[GameSession, str]:
    """Twenty after nine moves and one more, its last line cut by 30 bytes
    (as a write stopped by a full disk leaves it): (the game as it was one
    move before, the torn text)."""
    session = new_session("twenty", 4)
    session.start()
    play_steps(session, 9)
    before = new_session("twenty", 4)
    before.start()
    play_steps(before, 9)
    play_steps(session, 1)
    assert len(session.side.events) == len(before.side.events) + 1
    save_game(session, path)
    text = path.read_text(encoding="utf-8")[:-31]  # the newline and 30 bytes
    path.write_text(text, encoding="utf-8")
    return before, text


def test_a_torn_last_line_resumes_from_the_move_before_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "save.jsonl"
    before, text = torn_save(path)
    lines = text.splitlines()
    assert len(lines) == 12 and lines[-1].startswith('{"type": "play"')
    session, sentence = resume_game(path)
    assert session.side.events == before.side.events
    assert sentence == (
        f"The saved game in {path} was cut off in its last line, so its last move is lost:"
        f" the game goes on from the move before it. The file as it was is kept as {path}.bad.")
    assert Path(f"{path}.bad").read_text(encoding="utf-8") == text  # nothing deleted
    again, said = resume_game(path)  # written back whole: the next resume is quiet
    assert said is None and again.side.events == before.side.events


def test_a_torn_line_the_game_makes_again_loses_nothing(tmp_path: Path) -> None:
    """Phase 10: a discard that skips makes two events; the second torn
    off is made again by the discard, so the game is whole."""
    session = new_session("phase10", 4)
    session.start()
    game = session.side
    while True:
        if session.flow.paused:
            session.flow.go_on()
            continue
        before = len(game.events)
        if session.bots.due():
            session.bots.step()
        else:
            session.moves.try_move(random.Random(len(game.events)).choice(game.legal_moves()))
        if len(game.events) - before >= 2 and not session.flow.paused:
            break
        assert not game.is_over()
    path = save_game(session, tmp_path / "save.jsonl")
    path.write_text(path.read_text(encoding="utf-8")[:-10], encoding="utf-8")
    resumed, sentence = resume_game(path)
    assert resumed.side.events == game.events
    assert sentence is not None and "nothing is lost" in sentence


def test_a_bad_line_in_the_middle_still_refuses_the_save(tmp_path: Path) -> None:
    path = tmp_path / "save.jsonl"
    torn_save(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[5] = lines[5][:-30]
    path.write_text("\n".join(lines[:-1]) + "\n", encoding="utf-8")
    with pytest.raises(SaveError, match="line 6: it is not valid JSON"):
        resume_game(path)


def test_resuming_a_torn_save_from_the_menu_says_it_first_in_russian(user_dirs: Path) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    before, _ = torn_save(path)
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, lang="ru"), speaker=speaker)
    try:
        app.press("return")  # Resume ...
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.side.events == before.side.events
        said = [text for text, _ in speaker.spoken]
        torn = [s for s in said if s.startswith("Сохранённая игра в")]
        assert torn == [
            f"Сохранённая игра в файле {path} оборвана на последней строке, поэтому её последний"
            " ход потерян: игра продолжается с хода перед ним. Файл в прежнем виде оставлен"
            f" под именем {path}.bad."]
        assert said.index(torn[0]) < len(said) - 1  # the game's opening follows it
    finally:
        app.close()
