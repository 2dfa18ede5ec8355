"""The main menu's opening said before the rest of the game is loaded.

Importing the games, the menus and the window code, and parsing every game's
messages, takes most of a second; a player would hear nothing meanwhile. So
``python -m game`` first starts the mixer and the speaker the game then keeps
using, says the main menu's opening ("Parlour, main menu. Play, 1 of 12"),
and only then imports :mod:`game.app.main`, which loads the rest while the
words are said.

This module imports no game (a test checks it): it needs only the settings,
the shared messages and the speech package. Even the messages are mostly
not needed: parsing them and importing Fluent (with Babel) took two thirds
of the time to the first word, so the opening's words are kept in the data
folder (:data:`OPENING_CACHE`), keyed by the catalog files they came from,
and a launch that finds them there says them without loading any catalog.

The game's own voice keeps the sound of those words too
(:data:`OPENING_SOUND`, made by its engine after the first launch, in the
mixer's own format): a later launch plays it the moment the mixer is open,
before the speech package, pyttsx3 and espeak-ng are loaded and the first
sentence made (a quarter of the CPU time the first word waited for, a third
of its wall time on a busy machine). The voice engine starts behind it and
says everything after it; the sound is kept only for the words, voice, rate
and pitch it was made with.

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
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import (
    current_language,
    languages,
    set_language,
    shared_catalog_files,
    system_language,
    t,
)
from .files import atomic_write, present
from .settings import Settings, data_dir, load_settings

if TYPE_CHECKING:  # imported when used: the kept sound is played before them
    from ..speech import Speaker

MAIN_MENU_ITEMS = 12
"""The main menu's items without a saved game (MenuBuilder.main_menu; a test
checks the two agree)."""
START_WAIT = 0.5
"""The longest the start waits for the voice's first sentences to be playing."""
SAVE_FILE = "save.jsonl"
"""game.app.saves.SAVE_FILE (that module imports the games; a test checks)."""
OPENING_CACHE = "opening-words.json"
"""The main menu's opening by language, with the files it was made from."""
OPENING_SOUND = "opening-{lang}.wav"
"""The opening as the game's voice said it, in the mixer's format."""
SCREEN_READERS = frozenset({"orca"})
"""game.speech.screenreader.SCREEN_READER_PROCESSES (importing that module
loads the whole speech package, which the kept sound does not wait for; a
test checks the two agree)."""
SPEECH_CHANNEL = 0
"""game.sound.mixer.SPEECH_CHANNEL (a test checks)."""
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


MENU_TOLD = "menu"
"""The entry of :attr:`Settings.keys_told` once a main menu's opening has
named the help key to the profile's player."""


def first_menu_opening(opening: str, help_key: str) -> str:
    """The main menu's ``opening`` the first time a profile starts: it ends
    by naming the help key (the player's own binding), so a newcomer hears
    from the first words where every screen's keys are."""
    return t("menu-open-first", opening=opening, help=help_key)


def help_key(keymap_file: Path | None) -> str:
    """The help key as the player's key map binds it (``--keymap`` last, as
    the app loads it); a file with problems is the app's to report."""
    from .keymap import load_keymap
    from .settings import user_keymap_path

    keymap, _ = load_keymap(user_keymap_path(), keymap_file)
    return keymap.first_label("help")


def opening_sources(lang: str) -> list[list[Any]]:
    """What the opening's words depend on: the shared catalog files of
    ``lang``, the grammar functions and this module (its item count), each
    by name, size and change time (a stat each, no reading)."""
    files = [*shared_catalog_files(lang), PACKAGE / "grammar.py", Path(__file__)]
    return [[path.name, (st := path.stat()).st_size, st.st_mtime_ns] for path in files]


def _kept() -> dict[str, Any]:
    """What earlier launches kept, or nothing (none yet, unreadable, another shape)."""
    with contextlib.suppress(OSError, ValueError):
        loaded = json.loads((data_dir() / OPENING_CACHE).read_text(encoding="utf-8"))
        if isinstance(loaded, dict):
            return loaded
    return {}


def cached_opening(lang: str) -> str | None:
    """The opening kept by an earlier launch, if made from these very files."""
    try:
        entry = _kept()[lang]
        if entry["sources"] == opening_sources(lang) and isinstance(entry["said"], str):
            return str(entry["said"])
    except (OSError, KeyError, TypeError):  # none yet, another shape
        pass
    return None


def keep_opening(lang: str, said: str) -> None:
    """Keep the opening for the next launch; a folder that cannot be written
    only means the next launch loads the catalog again."""
    kept = _kept()
    kept[lang] = {"sources": opening_sources(lang), "said": said}
    with contextlib.suppress(OSError):
        atomic_write(data_dir() / OPENING_CACHE, json.dumps(kept, ensure_ascii=False))


def sound_key(said: str, settings: Settings, lang: str) -> dict[str, Any]:
    """What the kept sound of the opening was made from: the words and the
    voice's settings (the volume is the channel's, set when it is played)."""
    return {"said": said, "rate": settings.voice_rate, "pitch": settings.voice_pitch,
            "voice": settings.voice.get(lang, "")}


def kept_sound(lang: str, said: str, settings: Settings) -> Path | None:
    """The opening's kept sound, if it was made from these words with this voice."""
    path = data_dir() / OPENING_SOUND.format(lang=lang)
    try:
        if _kept()[lang]["sound"] == sound_key(said, settings, lang) and path.is_file():
            return path
    except (KeyError, TypeError):
        pass
    return None


def keep_sound(lang: str, said: str, settings: Settings) -> None:
    """Make the opening's sound with the game's voice and keep it (blocking:
    run on a thread of its own). The voice's own settings pick the voice, as
    its speaker does; nothing is kept if the voice fails or the folder cannot
    be written."""
    import wave

    import pygame

    from ..speech import synthesize_to_wav

    folder = data_dir()
    target = folder / OPENING_SOUND.format(lang=lang)
    made = target.with_name(f".{target.name}.{os.getpid()}.voice.wav")
    for left in folder.glob(f".{target.name}.*.voice.wav"):  # a launch ended while it made one
        left.unlink(missing_ok=True)
    try:
        # A folder that cannot be written (a read-only profile) is found
        # before the voice works on words that could never be kept.
        made.touch()
    except OSError:
        return
    try:
        synthesize_to_wav(said, made, rate=settings.voice_rate, language=lang,
                          voice=settings.voice.get(lang, ""), pitch=settings.voice_pitch)
        # In the mixer's own format: the next launch loads it without converting.
        mixing = pygame.mixer.get_init()
        if mixing is None:
            raise RuntimeError("the mixer closed")
        frequency, size, channels = mixing
        samples = trim_leading_silence(pygame.mixer.Sound(str(made)).get_raw(), size,
                                       channels, frequency)
        made.unlink()
        with wave.open(str(made), "wb") as out:
            out.setnchannels(channels)
            out.setsampwidth(abs(size) // 8)
            out.setframerate(frequency)
            out.writeframes(samples)
        os.replace(made, target)
    except Exception:  # noqa: BLE001  # no voice, no mixer, a full disk: made next time
        made.unlink(missing_ok=True)
        return
    kept = _kept()
    if kept.get(lang, {}).get("said") != said:
        return  # the words changed meanwhile
    kept[lang]["sound"] = sound_key(said, settings, lang)
    with contextlib.suppress(OSError):
        atomic_write(folder / OPENING_CACHE, json.dumps(kept, ensure_ascii=False))


QUIET = 30
"""A 16-bit sample at most this loud (about -60 dB) is silence."""
LEAD_IN = 0.010
"""Seconds of the silence before the first word kept in its sound."""


def trim_leading_silence(samples: bytes, size: int, channels: int, frequency: int) -> bytes:
    """The voice's sound without the silence espeak-ng puts before the first
    word (some 45 ms) but :data:`LEAD_IN`; 16-bit sound only, others as they are."""
    if size != -16:
        return samples
    from array import array

    values = array("h")
    values.frombytes(samples[: len(samples) // 2 * 2])
    first = next((i for i, value in enumerate(values) if abs(value) > QUIET), 0)
    frame = max(0, first // channels - int(LEAD_IN * frequency))
    return samples[frame * channels * 2:]


def screen_reader_running(proc_dir: Path = Path("/proc")) -> bool:
    """Whether a Linux screen reader (Orca) runs, which ``auto`` speaks
    through instead of the game's voice (as screen_reader_process_running)."""
    try:
        pids = [name for name in os.listdir(proc_dir) if name.isdigit()]
    except OSError:
        return False
    wanted = {name.encode() for name in SCREEN_READERS}
    for pid in pids:  # plain reads: a pathlib glob took several times as long
        with contextlib.suppress(OSError), open(os.path.join(proc_dir, pid, "comm"), "rb") as f:
            if f.read().strip() in wanted:
                return True
    return False


def own_voice_expected(settings: Settings, platform: str = "", proc_dir: Path = Path("/proc"),
                       ) -> bool:
    """Whether the game's own voice will speak: the kept sound is its voice."""
    import sys

    platform = platform or sys.platform
    if settings.speech == "voice":
        return True
    if settings.speech != "auto" or platform == "win32":  # Windows: NVDA, JAWS may run
        return False
    return not (platform.startswith("linux") and screen_reader_running(proc_dir))


def play_sound(path: Path, volume: float) -> Any:
    """Start the kept sound on the speech channel, where the voice's next
    interrupt cuts it and its next queued message waits for it; the Sound
    (kept alive while it plays), or None if it cannot be played."""
    import pygame

    try:
        sound = pygame.mixer.Sound(str(path))
        channel = pygame.mixer.Channel(SPEECH_CHANNEL)
        channel.set_volume(min(1.0, max(0.0, float(volume))))
        channel.play(sound)
    except (pygame.error, OSError):
        return None
    return sound


def say_opening(lang: str | None, settings_file: Path | None,
                keymap_file: Path | None = None) -> EarlyWords | None:
    """Say the main menu's opening now, if its words can be known before the
    games are loaded; None (nothing said, nothing kept open) otherwise. On
    a profile whose player has not been told, it names the help key too
    (:func:`first_menu_opening`); what is kept for later launches is the
    opening without it."""
    settings, problem = load_settings(settings_file, games=False)  # no game loaded yet
    if problem or present(data_dir() / SAVE_FILE):
        return None
    if not lang and settings.language in languages():
        lang = settings.language
    set_language(lang or system_language())
    current = current_language()
    cached = cached_opening(current)
    own_voice = own_voice_expected(settings)
    told = MENU_TOLD in settings.keys_told
    kept = None
    if cached is not None and own_voice and told:  # the kept sound has no help key in it
        kept = kept_sound(current, cached, settings)
    if kept is None and own_voice:
        # Its thread starts espeak while this one loads pygame and the
        # messages. Not for a screen reader: it would only compete with the
        # first word (Speech Dispatcher's speaker warms the voice up after).
        from ..speech.voice import VoiceEngine

        VoiceEngine.shared()
    plain = cached if cached is not None else main_menu_opening()
    import pygame

    pygame.display.init()  # first, as App does: a missing display is said before sound noise
    if not os.environ.get("SDL_VIDEODRIVER") and pygame.display.get_driver() in (
            "offscreen", "dummy"):
        return None  # App says there is no display
    pygame.init()  # as App does, so the mixer is the one it would start
    from ..sound.mixer import init_mixer

    if not init_mixer():
        return None
    # Once pygame is started: its key names are read from the key map.
    said = plain if told else first_menu_opening(plain, help_key(keymap_file))
    playing = play_sound(kept, settings.voice_volume) if kept is not None else None
    from .. import speech
    from ..speech.voice import VoiceSpeaker, speaking_chunks

    speaker, notices = speech.choose_speaker(
        settings.speech, mixer_ready=True, rate=settings.voice_rate,
        volume=settings.voice_volume, pitch=settings.voice_pitch,
        language=current, voice=settings.voice.get(current, ""))
    if notices or speaker.name == "text":
        pygame.mixer.Channel(SPEECH_CHANNEL).stop()
        speaker.close()  # App chooses again and says why
        return None
    if playing is not None and isinstance(speaker, VoiceSpeaker):
        speaker.played.extend(speaking_chunks(said))  # on the channel, as one sound
    else:
        if playing is not None:  # another speaker came: it says the words itself
            pygame.mixer.Channel(SPEECH_CHANNEL).stop()
        speaker.speak(said, True)
        start_playing(speaker, said)
    if cached is None:  # while the first words are played
        keep_opening(current, plain)
    if kept is None and isinstance(speaker, VoiceSpeaker):
        threading.Thread(target=keep_sound, args=(current, plain, settings),
                         name="parlour-opening-sound", daemon=True).start()
    return EarlyWords(speaker, said, settings)


def start_playing(speaker: Speaker, said: str) -> None:
    """The game's voice plays what its engine made only when ``update`` is
    called, by the game's loop, which does not run yet: here the first
    sentence is started and the second queued behind it (SDL plays it
    without a gap); later ones wait for the loop. Other speakers speak at once."""
    from ..speech.voice import speaking_chunks

    played = getattr(speaker, "played", None)
    if played is None:
        return
    wanted = min(2, len(speaking_chunks(said)))
    deadline = time.monotonic() + START_WAIT
    while len(played) < wanted and time.monotonic() < deadline:
        speaker.update()
        time.sleep(0.002)
