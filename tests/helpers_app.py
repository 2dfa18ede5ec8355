"""Shared helpers for the app-level tests: running ``python -m game`` in a
subprocess with throw-away user folders, and a small driver that runs the
real App (not headless) key by key.

The driver is this file run as a script::

    python tests/helpers_app.py CONFIG.json

CONFIG holds ``keys`` (key names, pressed one at a time, each followed by
frames until the bots are idle), ``speech`` (passed to AppOptions; "record"
means a RecordingSpeaker is handed to App instead), ``seed``, ``state`` (a
path: the result is written there as JSON) and optionally ``window_png``
(the window surface is saved there) and ``hold_until`` (a path: the window is
kept up, drawn every frame, until that file exists, at most 30 s) and
``window_size`` ([w, h]: the window is made that size); ``mid_game`` (a
game id: after the keys, the game on screen is played on by bots in every
seat until public rows lie on the table, then to the player's turn) and
``apart`` (each variant's frame checked as tests/test_table_apart.py and
tests/test_table_public.py do: what meets, what public card is missing).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app.main import App

REPO = Path(__file__).resolve().parents[1]
DRIVER = Path(__file__).resolve()
PYTHON = sys.executable


def app_env(tmp: Path, **extra: str) -> dict[str, str]:
    """Environment for a game subprocess: dummy SDL drivers, tmp user folders."""
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PARLOUR_CONFIG_DIR=str(tmp / "config"),
        PARLOUR_DATA_DIR=str(tmp / "data"),
        PYTHONPATH=str(REPO),
    )
    env.update(extra)
    return env


def said(app: App) -> list[str]:
    """Everything an in-process app (speaking to a RecordingSpeaker) said so far."""
    from game.speech import RecordingSpeaker

    assert isinstance(app.speaker, RecordingSpeaker)
    return [text for text, _ in app.speaker.spoken]


def press(app: App, *keys: str) -> list[str]:
    """Press ``keys`` one by one (each until the bots are idle): what they said."""
    before = len(said(app))
    for key in keys:
        app.press(key)
    return said(app)[before:]


def press_answered(app: App, *keys: str) -> list[str]:
    """Press ``keys`` one by one, each until the server answered what it asked
    (a seat: until its table's first snapshot), not until the player's turn
    as :func:`press` waits: at a table where a scripted client that never
    moves has the turn, that turn lasts the server's turn timer (90 s).
    What they said."""
    from game.app.key_script import post_key

    before = len(said(app))
    link = app.menus.online.link
    for key in keys:
        post_key(key)
        app.frame()
        deadline = time.monotonic() + 30
        while app.running and link.awaiting_answer():
            assert time.monotonic() < deadline, f"{key}: never answered: {said(app)[-5:]}"
            time.sleep(0.001)
            app.frame()
    return said(app)[before:]


def write_keys(path: Path, keys: Sequence[str]) -> Path:
    path.write_text("".join(f"{k}\n" for k in keys), encoding="utf-8")
    return path


def run_game(args: Sequence[str], env: dict[str, str],
             timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``python -m game ARGS`` from the repository, output captured as text."""
    return subprocess.run([PYTHON, "-m", "game", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=timeout, check=False)


def run_headless(tmp: Path, keys: Sequence[str], *extra: str, seed: int = 5,
                 env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The README's headless command with ``keys`` as the key script."""
    script = write_keys(tmp / "keys.txt", keys)
    return run_game(["--headless", "--keys", str(script), "--seed", str(seed), *extra],
                    env if env is not None else app_env(tmp))


def spoken_lines(result: subprocess.CompletedProcess[str]) -> list[str]:
    return result.stdout.splitlines()


def write_settings(tmp: Path, **values: Any) -> Path:
    """A settings.json in the tmp config folder of :func:`app_env`."""
    path = tmp / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values), encoding="utf-8")
    return path


def run_driver(tmp: Path, config: dict[str, Any], env: dict[str, str],
               timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """Run this file as the driver with ``config``; returns when it exits."""
    path = tmp / "driver.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    return subprocess.run([PYTHON, str(DRIVER), str(path)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=timeout, check=False)


# -- the driver (runs in the subprocess) -------------------------------------------


def _drawn(app: Any, shown: bool = False) -> dict[str, Any]:
    """What the renderer's last frame drew (x, y, w, h on the table's
    picture: the window, or a zoomed table's canvas; ``shown``: what the
    window shows, in its own places): card faces with their boxes, named
    text boxes, the focused card."""
    drawn = app.renderer.shown if shown else app.renderer.drawn
    return {
        "cards": [{"code": face.code, "kind": face.kind, "focused": face.focused,
                   "selected": face.selected, "box": list(rect)} for face, rect in drawn.cards],
        "texts": {key: list(rect) for key, rect in drawn.texts.items()},
        "words": [[text, list(rect)] for text, rect in drawn.words],
        "focus": list(drawn.focus) if drawn.focus is not None else None,
    }


def _table(app: Any) -> dict[str, Any] | None:
    """The status strip and seats of the table on screen, as words."""
    model = app.screen.table()
    if model is None:
        return None
    return {"status": [model.status.turn, model.status.stage, model.status.scores],
            "seats": [[seat.name, seat.card_count] for seat in model.seats],
            "last_move": model.last_move.name if model.last_move else None}


def _apart(app: Any) -> dict[str, Any]:
    """The last frame checked: every part that meets another or leaves the
    window, every public card of the player's view not drawn."""
    from collections import Counter

    from tests.test_table_apart import meeting
    from tests.test_table_public import public_codes
    drawn = app.renderer.drawn
    session = app.screen.session
    if drawn.hand is None:  # a deal's summary, not the table
        return {"meets": ["no table on screen"], "missing": {}, "public": 0, "to_move": False}
    shown = Counter(face.code for face, _ in drawn.cards if face.kind != "back")
    shown.update(face.code for face in drawn.named)
    public = public_codes(session.side.view())
    return {"meets": meeting(drawn, app.renderer.picture.get_rect()),
            "missing": dict(public - shown), "public": sum(public.values()),
            "to_move": session.side.current_player() == session.human}


def _drive(config: dict[str, Any]) -> None:
    import pygame

    from game.app.main import App, AppOptions, post_key
    from game.speech import RecordingSpeaker

    speech = config.get("speech")
    recorder = RecordingSpeaker() if speech == "record" else None
    options = AppOptions(speech=None if speech == "record" else speech,
                         seed=config.get("seed"), headless=False)
    app = App(options, speaker=recorder)
    if config.get("window_size"):
        app.window = pygame.display.set_mode(tuple(config["window_size"]), pygame.RESIZABLE)
        app.renderer.resize()

    if config.get("still_clock"):  # the last move stays lit: every frame alike
        app.renderer.tables.clock = lambda: 0

    def frame() -> None:  # the body of App.run, once
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                app.running = False
            elif event.type == pygame.KEYDOWN:
                app.on_key(event.key, event.mod, getattr(event, "unicode", ""))
        app.step_bots(time.monotonic())
        app.speaker.update()
        app.renderer.draw_screen(app.screen, app.last_words)

    frame()
    for name in config.get("keys", []):
        post_key(name)
        frame()
        deadline = time.monotonic() + 20
        while not app.bots_idle() and time.monotonic() < deadline:
            frame()
    reached = None
    if config.get("mid_game"):
        from tests.table_cases import advance, to_mid_game
        session = app.screen.session
        reached = to_mid_game(session, config["mid_game"])
        for _ in range(40):  # on to the player's turn: the bots then wait
            if session.side.is_over() or session.flow.between_deals() or \
                    session.side.current_player() == session.human:
                break
            advance(session, 1)
        frame()
    lines = app.screen.lines()
    state = {
        "mid_game": reached,
        "spoken": recorder.texts if recorder else None,
        "last_words": app.last_words,
        "lines": lines,
        "drawn": _drawn(app),
        "table": _table(app),
        "mixer_ready": app.mixer_ready,
        "speaker": app.speaker.name,
        "video_driver": pygame.display.get_driver(),
        "window_size": list(app.window.get_size()),
        "window_position": list(pygame.display.get_window_position()),
        "screen": type(app.screen).__name__,
    }
    if config.get("window_png"):
        pygame.image.save(app.window, config["window_png"])
    for n, (zoom, theme) in enumerate(config.get("variants", [])):
        from game.app.view import apply_settings
        app.settings.zoom, app.settings.theme = zoom, theme
        apply_settings(app)
        frame()
        pygame.image.save(app.window, f"{config['window_png']}.{n}.png")
        # The whole table: the window, or the canvas a zoom lays it out on.
        pygame.image.save(app.renderer.picture, f"{config['window_png']}.{n}.table.png")
        state[f"variant{n}"] = {"zoom": zoom, "theme": theme, "drawn": _drawn(app),
                                "shown": _drawn(app, shown=True)}
        if config.get("apart"):
            state[f"variant{n}"].update(_apart(app))
    if config.get("variants"):
        app.settings.zoom, app.settings.theme = 100, "yellow"
        from game.app.view import apply_settings
        apply_settings(app)
        frame()
    state_path = Path(config["state"])
    state_path.with_suffix(".tmp").write_text(json.dumps(state), encoding="utf-8")
    state_path.with_suffix(".tmp").replace(state_path)
    hold = config.get("hold_until")
    if hold:
        deadline = time.monotonic() + 30
        while not Path(hold).exists() and time.monotonic() < deadline:
            frame()
            time.sleep(1 / 30)
    app.speaker.close()
    pygame.quit()


if __name__ == "__main__":
    _drive(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))
