"""Golden transcripts: whole seeded games of every game, in every language,
played through the real headless loop, kept under ``tests/golden/`` so that a
refactor of the session and app code can be checked byte for byte against
them (tests/test_golden_transcripts.py).

Each case (a game and a language) is two runs of the app in one profile
folder, as a player who leaves and comes back: the first starts the game
from the main menu, presses every report key, saves with Ctrl+S and leaves
through the game menu's "Main menu" (which saves); the second resumes the
saved game from the main menu and plays it to its end. The player's moves
are the suggestion (G) and Enter, so a script reaches the end of the game
on any seed.

Recording has two steps. The keys are chosen by watching the game (whose
turn, a deal's summary, the game over) while pressing them one by one; they
are written as ``keys-1.txt`` and ``keys-2.txt``. Then those key files are
played by :func:`play_case` through ``App.run`` (the loop of ``python -m game
--headless --keys FILE``, in this process: much faster than a subprocess),
and what it leaves is written: ``spoken-1.txt`` and ``spoken-2.txt`` (every
spoken line, ``!`` in front of one that interrupts), ``save.jsonl`` (the
save the first run left) and ``record.jsonl`` (the game's record, written at
its end). The test plays the same key files and compares.

An online game is kept too (``tests/golden/online-<game>/``, see the part
below): the record a real server stored and each person's words per event.

Re-record (after a change of words or play that is meant)::

    .venv/bin/python tools/record_golden.py            # every case
    .venv/bin/python tools/record_golden.py twenty-en online-shithead  # some
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
GOLDEN = REPO / "tests" / "golden"

#: The keys that report and do not move: each pressed on the sweeps.
REPORT_KEYS = ("f2", "shift+f2", "f3", "shift+f3", "w", "l", "r",
               ",", ",", ".", "shift+,", "shift+.")
#: The help of the screen, a line of it read, and back.
HELP_KEYS = ("f1", "down", "escape")
#: Keys that move the focus and the selection, not the game; Space twice
#: leaves the selection as it was.
PLAIN_MOVE_KEYS = ("right", "right", "left", "end", "home", "down", "up", "space", "space",
                   "f4")
#: Everything a sweep presses.
SWEEP_KEYS = REPORT_KEYS + PLAIN_MOVE_KEYS + HELP_KEYS
#: The game menu's "Main menu" (Resume, New game, Help, Rules, Lesson, Main menu).
LEAVE_KEYS = ("escape", "down", "down", "down", "down", "down", "return")
#: The own turns (counted from 0) on which every report key is pressed.
SWEEP_TURNS = frozenset({0, 1})
#: The own turn of the first run on which the game is saved and left.
LEAVE_TURN = 3
#: At most this many keys a run: a game that does not end is a fault.
MAX_KEYS = 4000


@dataclass(frozen=True)
class Case:
    """One golden game: which game, in which language, with which seed and
    settings (one opponent, short options: all cases run in seconds)."""

    game: str
    lang: str
    seed: int
    options: dict[str, int]

    @property
    def name(self) -> str:
        return f"{self.game}-{self.lang}"

    @property
    def folder(self) -> Path:
        return GOLDEN / self.name

    def settings(self) -> dict[str, Any]:
        from game.games import SPECS

        return {"game": self.game, "opponents": 1, "level": "easy", "language": self.lang,
                "lessons_offered": sorted(s.id for s in SPECS),
                "game_options": {self.game: self.options} if self.options else {}}


_SHORT: dict[str, dict[str, int]] = {"twenty": {"match_points": 50, "deal_limit": 20}}
#: Seeds whose games are among the shortest of the first eight (Phase 10 has no
#: option that shortens it: ten phases take some 570 keys on any seed).
_SEEDS = {"twenty": 3, "phase10": 5, "tenphases": 1, "shithead": 3}
CASES = tuple(Case(game, lang, _SEEDS[game], _SHORT.get(game, {}))
              for game in ("twenty", "phase10", "tenphases", "shithead")
              for lang in ("en", "ru"))


@dataclass
class Played:
    """What one case's two runs left: each run's spoken lines, the save the
    first left and the game's record."""

    spoken: list[list[tuple[str, bool]]]
    save: str
    record: str

    def files(self) -> dict[str, str]:
        """The golden files, by name, as text."""
        return {"spoken-1.txt": spoken_text(self.spoken[0]),
                "spoken-2.txt": spoken_text(self.spoken[1]),
                "save.jsonl": self.save, "record.jsonl": self.record}


def spoken_text(spoken: list[tuple[str, bool]]) -> str:
    """One line a message: ``!`` before one that interrupts, a space before
    one that queues; a line break inside a message written as ``\\n``."""
    return "".join(f"{'!' if interrupt else ' '} {text.replace(chr(10), chr(92) + 'n')}\n"
                   for text, interrupt in spoken)


@contextmanager
def profile(case: Case) -> Iterator[Path]:
    """A fresh profile folder holding the case's settings, in use while open."""
    from game.app.settings import use_profile

    with tempfile.TemporaryDirectory(prefix="parlour-golden-") as scratch:
        folder = Path(scratch)
        (folder / "settings.json").write_text(json.dumps(case.settings()), encoding="utf-8")
        use_profile(folder)
        try:
            yield folder
        finally:
            use_profile(None)


def new_app(case: Case, keys: list[str] | None = None) -> Any:
    from game.app.main import App, AppOptions
    from game.speech import RecordingSpeaker

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    options = AppOptions(headless=True, lang=case.lang, seed=case.seed, keys=keys or [])
    return App(options, speaker=RecordingSpeaker())


# -- choosing the keys ------------------------------------------------------------------


class KeyChooser:
    """Presses keys one by one on a live app, choosing each from the game's
    state, and remembers them."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.keys: list[str] = []
        self.own_turns = 0

    def press(self, *keys: str) -> None:
        for key in keys:
            self.app.press(key)
            self.keys.append(key)
            if len(self.keys) > MAX_KEYS:
                raise RuntimeError(f"no end after {MAX_KEYS} keys")

    def session(self) -> Any:
        from game.app.screens import GameScreen

        screen = self.app.screen
        return screen.session if isinstance(screen, GameScreen) else None

    def play(self, leave_at: int | None) -> None:
        """Play on (suggestion and Enter) to the game's end, or until own
        turn ``leave_at``, where the game is saved and left for the main menu."""
        while True:
            session = self.session()
            if session is None:
                raise RuntimeError(f"not at the game: {type(self.app.screen).__name__}")
            game = session.side
            if game.is_over():
                return
            if session.flow.paused:
                self.press("return")
                continue
            if game.current_player() == session.human:
                if self.own_turns in SWEEP_TURNS:
                    self.press(*SWEEP_KEYS)
                if self.own_turns == leave_at:
                    self.press("ctrl+s", *LEAVE_KEYS)
                    return
                self.own_turns += 1
            self.press("g", "return")


def choose_keys(case: Case) -> tuple[list[str], list[str]]:
    """The key scripts of the two runs of ``case``."""
    with profile(case):
        app = new_app(case)
        try:
            chooser = KeyChooser(app)
            chooser.press("f1", "escape", "return")  # the main menu's help, then Play
            chooser.play(leave_at=LEAVE_TURN)
            first = chooser.keys
        finally:
            app.close()
        app = new_app(case)
        try:
            chooser = KeyChooser(app)
            chooser.own_turns = LEAVE_TURN  # left before its move: the same turn again
            chooser.press("return")  # "Resume the saved game", first in the main menu
            chooser.press(*SWEEP_KEYS)
            chooser.play(leave_at=None)
            chooser.press(*REPORT_KEYS, "f1", "down", "escape")  # at the game's end
        finally:
            app.close()
    return first, chooser.keys


# -- playing the key scripts ------------------------------------------------------------


def run_script(case: Case, keys: list[str]) -> list[tuple[str, bool]]:
    """Run the app's own headless loop on ``keys``: what it said."""
    app = new_app(case, keys)
    speaker = app.speaker
    app.run()  # ends by closing the app, as the command does
    return list(speaker.spoken)


def play_case(case: Case, first: list[str], second: list[str]) -> Played:
    with profile(case) as folder:
        spoken_1 = run_script(case, first)
        save = (folder / "save.jsonl").read_text(encoding="utf-8")
        spoken_2 = run_script(case, second)
        records = sorted((folder / "records").glob("*.jsonl"))
        if len(records) != 1:
            raise RuntimeError(f"{case.name}: {len(records)} records, one expected")
        record = records[0].read_text(encoding="utf-8")
    return Played([spoken_1, spoken_2], save, record)


def read_keys(case: Case) -> tuple[list[str], list[str]]:
    """The recorded key scripts of the case's two runs (one key a line)."""
    first, second = ((case.folder / f"keys-{n}.txt").read_text(encoding="utf-8").split()
                     for n in (1, 2))
    return first, second


def record(case: Case) -> Played:
    first, second = choose_keys(case)
    case.folder.mkdir(parents=True, exist_ok=True)
    for n, keys in ((1, first), (2, second)):
        (case.folder / f"keys-{n}.txt").write_text("".join(f"{k}\n" for k in keys),
                                                  encoding="utf-8")
    played = play_case(case, first, second)
    for name, text in played.files().items():
        (case.folder / name).write_text(text, encoding="utf-8")
    return played


# -- an online table ---------------------------------------------------------------------
#
# A table at a real ``parlour serve`` (tests/online_helpers.py's ``server``):
# two people, in English and in Russian, who move as the tests' scripted
# people do, and a computer player. The server deals from the system's secret
# random source (game/core/chance.py), which no seed reaches: here that
# source, and the table's secret seed, are seeded generators (the helpers'
# ``server(..., seed=)``), so its deals are the same on every run. Only
# what does not hang on when messages arrive is kept: the stored record,
# less the table's random id and code, and for each person the words their
# session made for each event, in the order of the record.

#: Games at the online table: two of the four, so the test stays within a minute
#: (the phase games take some 15 s each at a table of three on a small machine).
ONLINE_GAMES = ("twenty", "shithead")
ONLINE_OPTIONS: dict[str, dict[str, int]] = {"twenty": {"deal_limit": 3}}
ONLINE_SEED = 7


def online_folder(game_id: str) -> Path:
    return GOLDEN / f"online-{game_id}"


def online_game(game_id: str) -> dict[str, str]:
    """One whole game at a seeded server: the golden files, by name."""
    import random

    import pytest

    from game.games import SPECS
    from tests.online_helpers import (
        SCRIPTED_RATE,
        THREE_SEATS,
        Person,
        make_table,
        play_until_over,
        server,
        stored_log,
    )

    words: dict[int, list[str]] = {}

    def watched(original: Any) -> Any:
        def describe(session: Any, event: dict[str, Any]) -> Any:
            said = original(session, event)
            words.setdefault(id(session), []).append(event_words(event, said))
            return said
        return describe

    with tempfile.TemporaryDirectory(prefix="parlour-golden-") as scratch, \
            pytest.MonkeyPatch.context() as patch:
        for game in SPECS:
            patch.setattr(game.session, "describe", watched(game.session.describe))
        folder = Path(scratch)
        with server(folder / "data", *SCRIPTED_RATE, seed=ONLINE_SEED) as srv:
            ana = Person(srv.url, "Ana", "en")
            boris = Person(srv.url, "Борис", "ru")
            made = make_table(ana, game_id, THREE_SEATS, ONLINE_OPTIONS.get(game_id))
            boris.sit(made["table"])
            boris.client.send({"type": "join", "code": made["code"]})
            play_until_over([ana, boris], random.Random(ONLINE_SEED), 3000)
            for person in (ana, boris):
                person.client.close()
            people = [ana, boris]
        stored_log(folder / "data", made["table"], folder / "record.jsonl")
        record = (folder / "record.jsonl").read_text(encoding="utf-8")
    record = record.replace(made["table"], "TABLE").replace(made["code"], "CODE")
    files = {"record.jsonl": record}
    for person in people:
        assert person.table is not None and person.table.session is not None
        said = words.get(id(person.table.session), [])
        files[f"words-{person.lang}.txt"] = "".join(said)
    return files


def event_words(event: dict[str, Any], said: list[Any]) -> str:
    """One event as its seat heard it: its type and seat, then each line."""
    head = f"{event['type']}" + (f" seat {event['player']}" if "player" in event else "")
    return head + "\n" + "".join(
        f"{'!' if u.interrupt else ' '} {u.text.replace(chr(10), chr(92) + 'n')}\n"
        for u in said)


def record_online(game_id: str) -> dict[str, str]:
    files = online_game(game_id)
    folder = online_folder(game_id)
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return files


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(REPO))
    wanted = set(argv)
    unknown = wanted - {c.name for c in CASES} - {f"online-{g}" for g in ONLINE_GAMES}
    if unknown:
        print(f"no such case: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    for case in CASES:
        if wanted and case.name not in wanted:
            continue
        played = record(case)
        print(f"{case.name}: {sum(len(s) for s in played.spoken)} lines,"
              f" {played.record.count(chr(10))} record events")
    for game_id in ONLINE_GAMES:
        if wanted and f"online-{game_id}" not in wanted:
            continue
        files = record_online(game_id)
        print(f"online-{game_id}: {files['record.jsonl'].count(chr(10))} record lines")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
