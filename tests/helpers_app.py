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
kept up, drawn every frame, until that file exists, at most 30 s).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

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


def _line_rects(app: Any, lines: Sequence[str]) -> list[list[int]]:
    """Where Renderer.draw puts each line (window coordinates x, y, w, h):
    the same walk as the renderer, from its own fonts and wrapping."""
    renderer = app.renderer
    width = renderer.window.get_width() - 40
    y = 16
    rects = []
    for i, text in enumerate(lines):
        font = renderer.big if i == 0 else renderer.small
        parts = renderer._wrap(text, font, width)
        height = font.get_linesize() * len(parts)
        wide = max((font.size(p)[0] for p in parts), default=0)
        rects.append([20, y, wide, height])
        y += height + 6
    return rects


def _drive(config: dict[str, Any]) -> None:
    import pygame

    from game.app.main import App, AppOptions, post_key
    from game.speech import RecordingSpeaker

    speech = config.get("speech")
    recorder = RecordingSpeaker() if speech == "record" else None
    options = AppOptions(speech=None if speech == "record" else speech,
                         seed=config.get("seed"), headless=False)
    app = App(options, speaker=recorder)

    def frame() -> None:  # the body of App.run, once
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                app.running = False
            elif event.type == pygame.KEYDOWN:
                app.on_key(event.key, event.mod, getattr(event, "unicode", ""))
        app.step_bots(time.monotonic())
        app.speaker.update()
        app.renderer.draw(app.screen.lines(), app.last_words)

    frame()
    for name in config.get("keys", []):
        post_key(name)
        frame()
        deadline = time.monotonic() + 20
        while not app.bots_idle() and time.monotonic() < deadline:
            frame()
    lines = app.screen.lines()
    state = {
        "spoken": recorder.texts if recorder else None,
        "last_words": app.last_words,
        "lines": lines,
        "rects": _line_rects(app, lines),
        "mixer_ready": app.mixer_ready,
        "speaker": app.speaker.name,
        "video_driver": pygame.display.get_driver(),
        "window_size": list(app.window.get_size()),
        "window_position": list(pygame.display.get_window_position()),
        "screen": type(app.screen).__name__,
    }
    if config.get("window_png"):
        pygame.image.save(app.window, config["window_png"])
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
