"""The main menu's opening said before the rest of the game is loaded (issue 19).

Importing the games, the menus and the window code, and parsing every game's
messages, takes most of a second; a player would hear nothing meanwhile. So
``python -m game`` first starts the mixer and the speaker the game then keeps
using, says the main menu's opening ("Parlour, main menu. Play, 1 of 11"),
and only then imports :mod:`game.app.main`, which loads the rest while the
words are said.

This module imports no game (a test checks it): it needs only the settings,
the shared messages and the speech package. Even the messages are mostly
not needed: parsing them and importing Fluent (with Babel) took two thirds
of the time to the first word, so the opening's words are kept in the data
folder (:data:`OPENING_CACHE`), keyed by the catalog files they came from,
and a launch that finds them there says them without loading any catalog.
It speaks only when it can know the opening's words exactly as the main
menu will say them: no settings problem, no saved game to offer first, a
speaker found without a fallback to report, sound that works. In every
other case it says nothing and the game starts as before. The app then
checks its own opening against the words said here and says its own if they
differ (:meth:`App.__init__`).
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from .. import speech
from ..i18n import (
    current_language,
    languages,
    set_language,
    shared_catalog_files,
    system_language,
    t,
)
from ..sound.mixer import init_mixer
from ..speech import Speaker
from ..speech.voice import VoiceEngine, speaking_chunks
from .files import atomic_write, present
from .settings import Settings, data_dir, load_settings

MAIN_MENU_ITEMS = 11
"""The main menu's items without a saved game (MenuBuilder.main_menu; a test
checks the two agree)."""
START_WAIT = 0.5
"""The longest the start waits for the voice's first sentences to be playing."""
SAVE_FILE = "save.jsonl"
"""game.app.saves.SAVE_FILE (that module imports the games; a test checks)."""
OPENING_CACHE = "opening-words.json"
"""The main menu's opening by language, with the files it was made from."""
PACKAGE = Path(__file__).resolve().parents[1]


@dataclass
class EarlyWords:
    """The speaker that said the opening, and the opening it said."""

    speaker: Speaker
    said: str
    settings: Settings  # read once, for the app too


def main_menu_opening() -> str:
    """The main menu's opening in the current language, with nothing saved:
    what :meth:`Menu.opening` says for its first item."""
    position = t("position", index=1, count=MAIN_MENU_ITEMS)
    item = t("menu-item", item=t("menu-play"), position=position)
    return t("menu-open", title=t("menu-main-title"), item=item)


def opening_sources(lang: str) -> list[list[Any]]:
    """What the opening's words depend on: the shared catalog files of
    ``lang``, the grammar functions and this module (its item count), each
    by name, size and change time (a stat each, no reading)."""
    files = [*shared_catalog_files(lang), PACKAGE / "grammar.py", Path(__file__)]
    return [[path.name, (st := path.stat()).st_size, st.st_mtime_ns] for path in files]


def cached_opening(lang: str) -> str | None:
    """The opening kept by an earlier launch, if made from these very files."""
    try:
        kept = json.loads((data_dir() / OPENING_CACHE).read_text(encoding="utf-8"))
        entry = kept[lang]
        if entry["sources"] == opening_sources(lang) and isinstance(entry["said"], str):
            return entry["said"]
    except (OSError, ValueError, KeyError, TypeError):  # none yet, unreadable, another shape
        pass
    return None


def keep_opening(lang: str, said: str) -> None:
    """Keep the opening for the next launch; a folder that cannot be written
    only means the next launch loads the catalog again."""
    path = data_dir() / OPENING_CACHE
    kept: dict[str, Any] = {}
    with contextlib.suppress(OSError, ValueError):
        loaded = json.loads(path.read_text(encoding="utf-8"))
        kept = loaded if isinstance(loaded, dict) else {}
    kept[lang] = {"sources": opening_sources(lang), "said": said}
    with contextlib.suppress(OSError):
        atomic_write(path, json.dumps(kept, ensure_ascii=False))


def say_opening(lang: str | None, settings_file: Path | None) -> EarlyWords | None:
    """Say the main menu's opening now, if its words can be known before the
    games are loaded; None (nothing said, nothing kept open) otherwise."""
    settings, problem = load_settings(settings_file)
    if problem or present(data_dir() / SAVE_FILE):
        return None
    if settings.speech in ("auto", "voice"):
        # Its thread starts espeak while this one reads the messages.
        VoiceEngine.shared()
    if not lang and settings.language in languages():
        lang = settings.language
    set_language(lang or system_language())
    current = current_language()
    cached = cached_opening(current)
    said = cached if cached is not None else main_menu_opening()
    pygame.display.init()  # first, as App does: a missing display is said before sound noise
    if not os.environ.get("SDL_VIDEODRIVER") and pygame.display.get_driver() in (
            "offscreen", "dummy"):
        return None  # App says there is no display
    pygame.init()  # as App does, so the mixer is the one it would start
    if not init_mixer():
        return None
    speaker, notices = speech.choose_speaker(
        settings.speech, mixer_ready=True, rate=settings.voice_rate,
        volume=settings.voice_volume, pitch=settings.voice_pitch,
        language=current, voice=settings.voice.get(current, ""))
    if notices or speaker.name == "text":
        speaker.close()  # App chooses again and says why
        return None
    speaker.speak(said, True)
    start_playing(speaker, said)
    if cached is None:  # while the first words are played
        keep_opening(current, said)
    return EarlyWords(speaker, said, settings)


def start_playing(speaker: Speaker, said: str) -> None:
    """The game's voice plays what its engine made only when ``update`` is
    called, by the game's loop, which does not run yet: here the first
    sentence is started and the second queued behind it (SDL plays it
    without a gap); later ones wait for the loop. Other speakers speak at once."""
    played = getattr(speaker, "played", None)
    if played is None:
        return
    wanted = min(2, len(speaking_chunks(said)))
    deadline = time.monotonic() + START_WAIT
    while len(played) < wanted and time.monotonic() < deadline:
        speaker.update()
        time.sleep(0.002)
