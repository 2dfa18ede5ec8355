"""Monkey tests: thousands of random key presses through the real pygame loop
(SDL dummy drivers), one game at a time, bots at instant pace.

The test presses ``PRESSES`` keys per game; the long soak, ``SOAK_PRESSES``
per game, is ``bench/bench_monkey.py`` (same keys, same App, same checks'
data, printed as figures).

Every bound key (from the default ``keymap.toml``), random modifier
combinations and keys bound to nothing are pressed; the mix leans on the
keys that move a game on (Enter, Space, arrows, D, T) so that games are
played to their end. A press must never raise (``App.frame`` turns an
exception into a crash file and "Something went wrong": both are checked),
must leave the bots idle within a bounded number of frames (no hang), and at
least one game of the game under test must reach its end, with its record
written.

What the harness changes, and why:

* every pace counts as instant (``PACES`` patched), so a monkey that sets the
  pace to "slow" in the settings menu does not make the bots wait;
* a speech change in the settings menu keeps the recording speaker (the real
  backends would start a voice or a screen reader, and the recording speaker
  is how "Something went wrong" is heard);
* the main menu is turned back to the game under test when a random Left or
  Right chose another game there, and each game gets a fresh seed;
* Twenty is played to ``match_points`` 20 (a game option): a match to 100
  needs several deal wins of the monkey or a bot, too long for the budget.

``run_monkey`` is also what ``bench/bench_monkey.py`` measures.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import main as app_main
from game.app.keymap import MODIFIERS, Chord, chord_of_event, load_keymap
from game.app.main import App, AppOptions
from game.app.screens import GameScreen, MenuScreen
from game.app.settings import data_dir
from game.games import SPECS
from game.i18n import t
from game.speech import RecordingSpeaker
from tests.game_traits import traits

#: Presses per game in the test. Counted over 20,000 presses of each game
#: (the seeds below; session 18): every kind of game event the monkey causes
#: was met in its first 4,000 presses, every command it reaches in its first
#: 5,000 (but Twenty's Home and End in a menu, menu_first and menu_last, at
#: 5,000-7,000; the menus' own tests press them); later presses add pairs of a
#: screen and a key, a few per thousand (Twenty's lesson screen, met once
#: after 7,000, has its own tests). A press costs 25-50 ms on a loaded machine.
PRESSES = 5_000
#: Presses per game of the soak (bench/bench_monkey.py).
SOAK_PRESSES = 20_000
MAX_FRAMES = 20_000  # frames (one bot move each) a press may take before it is a hang
PRESS_SECONDS = 30.0  # wall-clock guard for one press
CRASH_WORDS = "Something went wrong"

#: Game options the monkey plays with (see the module docstring), each
#: game's ``monkey_options`` (its folder's traits, tests/game_traits.py).
MONKEY_OPTIONS: dict[str, dict[str, Any]] = {
    s.id: dict(traits(s.id).monkey_options) for s in SPECS if traits(s.id).monkey_options}
#: Opponents at the start (the monkey may change them in the main menu), each
#: game's ``monkey_opponents``: a Shithead game ends when the first player is
#: out, so more bots between the monkey's turns end it in fewer presses.
MONKEY_OPPONENTS: dict[str, int] = {
    s.id: n for s in SPECS if (n := traits(s.id).monkey_opponents) is not None}

#: Keys bound to nothing on any screen (checked against the key map below).
UNBOUND = (
    "b", "e", "f", "n", "u", "v", "z",  # i and y: who and chat (online)
    "f5", "f6", "f7", "f8", "f9", "f10", "f12", "tab",
    "insert", "page up", "page down", "caps lock", "[", "]", "/",
    ";", "'", "`", "\\", "keypad 5", "print screen", "pause", "menu",
)

#: Keys that move a game on, and how much more often than the rest they come.
HEAVY = {"return": 30, "space": 22, "right": 14, "left": 6, "up": 5, "down": 5,
         "d": 14, "t": 7, "home": 2, "end": 2}
#: Per game, its ``monkey_keys``: in Shithead Enter alone plays the card in
#: focus and a selection of several ranks is refused, so Space and the row
#: keys come less often.
GAME_HEAVY: dict[str, dict[str, float]] = {
    s.id: dict(traits(s.id).monkey_keys) for s in SPECS if traits(s.id).monkey_keys}
#: Keys that leave the table (the game menu, help, rules, quitting the
#: program): rarer, or a game would seldom be played to its end.
RARE = {"escape": 0.3, "f1": 0.3, "shift+f1": 0.3, "ctrl+q": 0.05}
MODIFIED = 0.04  # share of presses with random modifiers on a random key
EVERY_KEY = 3  # each bound key is pressed at least this often, at random moments


def chord_name(chord: Chord) -> str:
    """The key name ``post_key`` takes for ``chord``: ``shift+f2``, ``ctrl``."""
    return "+".join([m for m in MODIFIERS if m in chord.mods] + [chord.key])


def bound_keys() -> list[str]:
    """Every key name bound in the default key map, each once."""
    keymap, problems = load_keymap(None, None)
    assert not problems
    names = {chord_name(c) for table in keymap.bindings.values()
             for chords in table.values() for c in chords}
    return sorted(names)


@dataclass
class KeyMix:
    """Random key names: bound keys (weighted), unbound keys and modifiers."""

    rng: random.Random
    game_id: str = ""
    bound: list[str] = field(default_factory=bound_keys)

    def __post_init__(self) -> None:
        self.names = list(dict.fromkeys([*self.bound, *UNBOUND]))
        heavy = {**HEAVY, **GAME_HEAVY.get(self.game_id, {})}
        self.weights = [heavy.get(n, RARE.get(n, 1)) for n in self.names]

    def one(self) -> str:
        if self.rng.random() < MODIFIED:  # random modifiers on any key
            key = self.rng.choice(self.names).rsplit("+", 1)[-1]
            mods = [m for m in MODIFIERS if self.rng.random() < 0.5] or ["alt"]
            return "+".join([*mods, key])
        return self.rng.choices(self.names, self.weights)[0]

    def sequence(self, presses: int) -> list[str]:
        """``presses`` keys; every bound key at least ``EVERY_KEY`` times."""
        keys = [self.one() for _ in range(presses)]
        spots = self.rng.sample(range(presses), min(presses, EVERY_KEY * len(self.bound)))
        for spot, name in zip(spots, self.bound * EVERY_KEY, strict=False):
            keys[spot] = name
        return keys


class MonkeyApp(App):
    """The real App; counts frames and keeps the test's speaker on a speech
    change (see the module docstring)."""

    frames = 0

    def frame(self, waited: Any = ()) -> None:
        self.frames += 1
        super().frame(waited)

    def _choose_speaker(self) -> Any:
        return self.speaker, []


@dataclass
class MonkeyResult:
    game_id: str
    presses: int = 0
    frames: int = 0
    apps: int = 0
    seconds: float = 0.0
    keys: Counter[str] = field(default_factory=Counter)
    games_started: int = 0
    games_ended: int = 0
    hangs: list[str] = field(default_factory=list)
    spoken: list[str] = field(default_factory=list)


class Monkey:
    """Presses random keys in a real App, making a new App after a quit."""

    def __init__(self, game_id: str, seed: int) -> None:
        self.game_id = game_id
        self.rng = random.Random(seed)
        self.keys = KeyMix(random.Random(seed + 1), game_id)
        self.speaker = RecordingSpeaker()
        self.result = MonkeyResult(game_id)
        self.sessions: dict[int, Any] = {}  # id -> session of the game under test
        self.ended: set[int] = set()
        self.main_title = t("menu-main-title")
        self.app = self.new_app()

    def new_app(self) -> MonkeyApp:
        app = MonkeyApp(AppOptions(headless=True, seed=self.rng.randrange(2**31)),
                        speaker=self.speaker)
        self.result.apps += 1
        app.menus.game_options.update({g: dict(o) for g, o in MONKEY_OPTIONS.items()})
        app.settings.game = self.game_id
        app.settings.opponents = MONKEY_OPPONENTS.get(self.game_id, app.settings.opponents)
        app.replace_all(app.menus.main_menu())
        return app

    def steer(self) -> None:
        """Back to the game under test if the main menu chose another."""
        app = self.app
        screen = app.screen
        if (isinstance(screen, MenuScreen) and screen.menu.title == self.main_title
                and app.settings.game != self.game_id):
            app.settings.game = self.game_id
            app.replace_all(app.menus.main_menu())

    def watch(self) -> None:
        """Note the games of the game under test on the stack, and their ends."""
        for screen in self.app.stack:
            if not isinstance(screen, GameScreen):
                continue
            session = screen.session
            if session.side.game_id != self.game_id:
                continue
            key = id(session)
            if key not in self.sessions:
                self.sessions[key] = session  # kept alive, so ids stay unique
                self.app.options.seed = self.rng.randrange(2**31)  # the next game differs
            if session.side.is_over():
                self.ended.add(key)

    def press(self, name: str) -> None:
        app = self.app
        before = app.frames
        start = time.perf_counter()
        app.press(name, max_frames=MAX_FRAMES)
        took = time.perf_counter() - start
        r = self.result
        r.presses += 1
        r.keys[name] += 1
        r.frames += app.frames - before
        if app.running and not app.bots_idle():
            r.hangs.append(f"press {r.presses} ({name!r}): bots still due after "
                           f"{MAX_FRAMES} frames")
        if took > PRESS_SECONDS:
            r.hangs.append(f"press {r.presses} ({name!r}) took {took:.1f} s")
        if not app.running:  # Ctrl+Q or a Quit item: start the program again
            self.watch()
            app.close()
            self.app = self.new_app()
            return
        self.steer()
        self.watch()

    def run(self, presses: int) -> MonkeyResult:
        start = time.perf_counter()
        for name in self.keys.sequence(presses):
            self.press(name)
        self.app.close()
        r = self.result
        r.seconds = time.perf_counter() - start
        r.games_started = len(self.sessions)
        r.games_ended = len(self.ended)
        r.spoken = self.speaker.texts
        return r


def run_monkey(game_id: str, presses: int = PRESSES, seed: int = 1) -> MonkeyResult:
    """``presses`` random keys in games of ``game_id``, from the main menu."""
    saved = dict(app_main.PACES)
    app_main.PACES.update(dict.fromkeys(saved, 0.0))
    try:
        return Monkey(game_id, seed).run(presses)
    finally:
        app_main.PACES.update(saved)


# -- the tests -------------------------------------------------------------------------


def test_key_mix_covers_every_bound_key_and_unbound_keys() -> None:
    bound = bound_keys()
    keymap, _ = load_keymap(None, None)
    for name in UNBOUND:
        chord = Chord.parse(name)  # a real key name
        assert keymap.command("menu", chord) is None and keymap.command("game", chord) is None
    seen = Counter(KeyMix(random.Random(3)).sequence(PRESSES))
    missing = [k for k in bound if not seen[k]]
    assert not missing
    # Shares, not counts: one press in 40 at least unbound, one in 100 modified.
    assert sum(seen[k] for k in UNBOUND) > PRESSES // 40
    assert sum(n for k, n in seen.items() if "+" in k and k not in bound) > PRESSES // 100


@pytest.mark.parametrize("name", bound_keys())
def test_bound_key_reaches_its_command(name: str) -> None:
    """The KEYDOWN the monkey posts for a bound key is read back as that key."""
    app = App(AppOptions(headless=True, seed=1), speaker=RecordingSpeaker())
    try:
        chord = Chord.parse(name)
        wanted = {s: app.keymap.command(s, chord) for s in ("menu", "game")}
        pygame.event.clear()
        app_main.post_key(name)
        events = [e for e in pygame.event.get() if e.type == pygame.KEYDOWN]
        assert len(events) == 1
        got = chord_of_event(events[0].key, events[0].mod)
        assert {s: app.keymap.command(s, got) for s in ("menu", "game")} == wanted
    finally:
        app.close()


@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_monkey(game_id: str, user_dirs: Path) -> None:
    result = run_monkey(game_id, PRESSES, seed=sum(map(ord, game_id)))
    crashes = sorted((data_dir() / "crashes").glob("crash-*")) if (
        data_dir() / "crashes").exists() else []
    assert not crashes, [p.read_text(encoding="utf-8")[-2000:] for p in crashes[:1]]
    assert not [s for s in result.spoken if s.startswith(CRASH_WORDS)]
    # Nothing lost: every save the monkey caused could be written and resumed.
    lost = (t("save-bad", file="\0", fault="", kept="").split("\0")[0],
            t("game-not-saved", fault="\0").split("\0")[0])
    assert not [s for s in result.spoken if s.startswith(lost)]
    assert not result.hangs
    assert result.presses >= PRESSES
    assert not [k for k in bound_keys() if not result.keys[k]], "every bound key pressed"
    assert result.games_ended >= 1, (
        f"{result.games_started} games of {game_id} started, none ended")
    records = list((data_dir() / "records").glob(f"{game_id}-*.jsonl"))
    assert records, "a finished game writes its record"
