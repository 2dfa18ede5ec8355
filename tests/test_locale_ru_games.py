"""Russian through whole games:

* every message the code formats, with the arguments it passes, formats in
  Russian too (collected by wrapping ``Catalog.__call__`` while the four
  games are played to their end, every game key pressed on the way, and the
  menus, help, keys and rules pages opened);
* a whole game of each of the four games in Russian: what is spoken has no
  Latin letters (other than the names below, Latin by choice), no message
  id and no ``{`` left.

Until a game's Russian catalog exists its cases here fail, naming the ids it
lacks; the shared words are checked on their own.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from session_states import human_bot_move, kind_of, short_options

from game.app.keymap import load_keymap
from game.app.main import App, AppOptions, speech_sentences
from game.app.settings import load_settings
from game.core import commands
from game.core.bots import bot_rng
from game.core.session import GameSession
from game.games import SPECS, spec
from game.i18n import DEFAULT_LANG, Catalog, MissingMessage, catalog, languages, set_language, t
from game.speech import Notice, RecordingSpeaker, TextSpeaker

GAME_IDS = sorted(s.id for s in SPECS)
#: Words that stay Latin in Russian speech, by choice: the game's name, key
#: names as Russian screen-reader users hear them (a letter key is its
#: keyboard label: "D"), and a language's own name. Bot names are Russian.
LATIN_BY_CHOICE = re.compile(
    r"\b(Parlour|Shift|Ctrl|Alt|Enter|Escape|Tab|Home|End|Backspace|Delete|Page Up|"
    r"Page Down|F1[0-2]|F[1-9]|[A-Z]|English|Speech Dispatcher|TOML|UTF-8)\b")
MESSAGE_ID = re.compile(r"\b[a-z0-9]+(?:-[a-z0-9_]+){1,}\b")
SESSION_KEYS = [c for c in commands.GAME if c not in ("mute", "save", "game_menu")]
#: Menu keys for the app run, by arrows (first letters differ by language):
#: every main-menu item and choice, game options, Settings (up to the voice,
#: not the speech mode, which would replace the recording speaker), help,
#: keys, rules, statistics; then a game: help, rules, reports, game menu.
APP_KEYS = ["down", "right", "left", "down", "right", "left", "down", "right", "left",
            "f1", "escape", "down", "return", "escape", "down", "return", *["down"] * 10,
            "right", "left", "escape", "down", "return", "end", "down",
            "escape", "down", "return", "down", "escape", "down", "return", "escape",
            "home", "return", "f1", "escape", "shift+f1", "escape", "f2", "f3", "shift+f3",
            "x", "escape", "down", "escape"]


def play_game(game_id: str, seed: int, presses: int = 400) -> list[str]:
    """A whole game through the session, as the player would meet it: random
    keys of every kind (reports, refusals, moves) for ``presses`` steps, then
    the player's moves an easy bot's; computers move with ``bot_step``. What
    was said, in order."""
    keymap = load_keymap()[0]
    session: GameSession = spec(game_id).session(
        3, ["easy", "easy"], seed, options=short_options(game_id),
        key_label=keymap.first_label)
    said = [u.text for u in session.start()]
    rng = random.Random(seed)
    for step in range(60_000):
        kind = kind_of(session)
        if kind == "over":
            said += [u.text for command in SESSION_KEYS for u in session.handle(command)]
            return said
        if kind == "other":
            words = session.bots.step()
            if rng.random() < 0.1:
                words += session.handle(rng.choice(SESSION_KEYS))
        elif kind == "summary":
            words = session.handle(rng.choice(SESSION_KEYS)) + session.handle("play")
        elif step < presses:
            words = session.handle(rng.choice(SESSION_KEYS))
        else:
            if kind == "question":
                session.question.escape()
            words = human_bot_move(session, bot_rng(seed, 0))
        said += [u.text for u in words]
    raise AssertionError(f"{game_id}: the game did not end")


def problems(folder: Path) -> None:
    """The one-sentence notices: speech fallbacks for every reason, a broken
    key map, a damaged settings file."""
    for reason in ("not-running", "no-library", "no-speech-dispatcher", "no-audio-device",
                   "no-speech-engine", "engine-failed", "timeout", "failed"):
        for code in ("speech-no-screenreader", "speech-no-voice"):
            speech_sentences([Notice(code, {"reason": reason})], TextSpeaker())
    speech_sentences([Notice("speech-text-only")], TextSpeaker())
    for using in ("voice", "text"):
        t("speech-speechd-lost", using=using)
    t("speech-speechd-back")
    for i, text in enumerate(("[game\n", "[nowhere]\nx = 1\n", "[game]\nplay = 3\n",
                              "[game]\nplay = ['nokey']\n", "[game]\nplay = ['d']\n",
                              "play = ['d']\n")):
        keymap = folder / f"keymap{i}.toml"
        keymap.write_text(text, encoding="utf-8")
        for problem in load_keymap(keymap, None)[1]:
            problem.sentence()
    settings = folder / "settings.json"
    settings.write_text("{", encoding="utf-8")
    load_settings(settings)


def run_menus(lang: str) -> list[str]:
    app = App(AppOptions(headless=True, seed=3, lang=lang), speaker=RecordingSpeaker())
    try:
        for key in APP_KEYS:
            app.press(key)
        assert isinstance(app.speaker, RecordingSpeaker)
        return [text for text, _ in app.speaker.spoken]
    finally:
        app.close()


Call = tuple[str, tuple[tuple[str, Any], ...]]


@pytest.fixture(scope="module")
def calls(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, set[Call]]]:
    """(message id, arguments) of every message formatted, by where it came
    from: each game's play, and the app's menus."""
    found: dict[str, set[Call]] = {}
    where = ["app"]
    original = Catalog.__call__

    def recording(self: Catalog, msg_id: str, **args: Any) -> str:
        found.setdefault(where[0], set()).add((msg_id, tuple(sorted(args.items()))))
        return original(self, msg_id, **args)

    Catalog.__call__ = recording  # type: ignore[method-assign]
    try:
        set_language(DEFAULT_LANG)
        run_menus(DEFAULT_LANG)
        problems(tmp_path_factory.mktemp("problems"))
        for game_id in GAME_IDS:
            where[0] = game_id
            play_game(game_id, seed=7)
    finally:
        Catalog.__call__ = original  # type: ignore[method-assign]
        set_language(DEFAULT_LANG)
    yield found


def format_failures(lang: str, found: set[Call]) -> list[str]:
    failures = []
    for msg_id, args in sorted(found, key=repr):
        try:
            catalog(lang)(msg_id, **dict(args))
        except MissingMessage as err:
            failures.append(f"{msg_id}: {err}")
    return sorted(set(failures))


def folder_of(msg_id: str) -> str:
    """Which catalog folder defines ``msg_id``: a game's (ids start with the
    game id) or the shared one."""
    return next((game_id for game_id in GAME_IDS if msg_id.startswith(f"{game_id}-")), "shared")


@pytest.mark.parametrize("lang", languages())
@pytest.mark.parametrize("folder", ["shared", *GAME_IDS])
def test_every_message_formats_with_the_arguments_the_code_passes(
        calls: dict[str, set[Call]], folder: str, lang: str) -> None:
    """Per catalog folder, so the shared words are checked on their own."""
    found = {call for met in calls.values() for call in met if folder_of(call[0]) == folder}
    assert len(found) > 20, f"{folder}: only {len(found)} messages met"
    failures = format_failures(lang, found)
    assert not failures, f"{folder}/{lang}: {len(failures)} fail: {failures[:30]}"


def bad_words(lines: list[str]) -> list[str]:
    bad = []
    for line in lines:
        rest = LATIN_BY_CHOICE.sub("", line)
        if "{" in line or "}" in line or MESSAGE_ID.search(rest) or re.search("[A-Za-z]", rest):
            bad.append(line)
    return bad


@pytest.fixture
def russian() -> Iterator[None]:
    set_language("ru")
    yield
    set_language(DEFAULT_LANG)


def test_the_menus_in_russian_are_russian(russian: None) -> None:
    said = run_menus("ru")
    assert len(said) > 30
    assert not bad_words(said), bad_words(said)[:20]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_in_russian(russian: None, game_id: str) -> None:
    said = play_game(game_id, seed=11)
    assert len(said) > 100
    bad = bad_words(said)
    assert not bad, f"{len(bad)} lines, e.g. {bad[:15]}"
