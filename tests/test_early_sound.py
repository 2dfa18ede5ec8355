"""The launch's first word comes before the speech package, pyttsx3
and espeak-ng are loaded. The game's voice keeps the sound of the main menu's
opening (``game/app/early.py``); a later launch plays it the moment the mixer
is open, and only for the words, voice, rate and pitch it was made with."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pytest

from game.app import early
from game.app.settings import Settings, data_dir, settings_path
from game.sound import mixer
from game.speech import screenreader

ROOT = Path(__file__).resolve().parents[1]
WORDS = "Parlour, main menu. Play, 1 of 12"

#: What the kept sound must not wait for.
HEAVY = ("game.speech", "pyttsx3", "fluent", "babel", "game.games", "game.app.main")

# Starts the game as a player does; when the kept sound is handed to the
# speech channel it notes which heavy modules were imported by then and
# whether the channel plays, and ends the run.
PROBE = f"""
import json, os, sys
import game.app.early as early

def play(path, volume):
    import pygame
    sound = played(path, volume)
    loaded = sorted({{m.split(".")[0] if not m.startswith("game.") else ".".join(m.split(".")[:2])
                     for m in sys.modules if m.startswith({HEAVY!r})}})
    busy = pygame.mixer.Channel(early.SPEECH_CHANNEL).get_busy()
    print(json.dumps({{"path": str(path), "loaded": loaded, "busy": busy,
                      "played": sound is not None}}), flush=True)
    os._exit(0)

def say(*args):  # no kept sound played: nothing to note, and no app to run
    said(*args)
    print(json.dumps(None), flush=True)
    os._exit(0)

played, early.play_sound = early.play_sound, play
said, early.say_opening = early.say_opening, say
from game.cli import main
main(sys.argv[1:])
"""


@pytest.fixture(autouse=True)
def told_profile() -> None:
    """A profile launched before: its player was told the help key at the
    main menu (a new profile's first opening names it and keeps no sound of
    its own; tests/test_early_opening.py)."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"keys_told": [early.MENU_TOLD]}), encoding="utf-8")


def launch(*args: str) -> object:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", PROBE, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def write_sound(path: Path, seconds: float = 0.5) -> None:
    """A loud tone after 50 ms of silence, as the mixer plays it (44.1 kHz stereo)."""
    frames = int(44100 * seconds)
    values = array("h", [0] * (2 * 2205) + [8000 if (i // 50) % 2 else -8000
                                             for i in range(2 * (frames - 2205))])
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(44100)
        out.writeframes(values.tobytes())


def keep(lang: str, said: str, settings: Settings) -> Path:
    """What a first launch leaves: the words and their sound."""
    early.keep_opening(lang, said)
    path = data_dir() / early.OPENING_SOUND.format(lang=lang)
    write_sound(path)
    kept = json.loads((data_dir() / early.OPENING_CACHE).read_text(encoding="utf-8"))
    kept[lang]["sound"] = early.sound_key(said, settings, lang)
    (data_dir() / early.OPENING_CACHE).write_text(json.dumps(kept), encoding="utf-8")
    return path


def test_a_kept_sound_plays_before_the_speech_package_is_loaded() -> None:
    path = keep("en", WORDS, Settings())
    heard = launch("--lang", "en")
    assert heard == {"path": str(path), "loaded": [], "busy": True, "played": True}


def test_the_sound_is_kept_for_its_words_and_voice_only() -> None:
    settings = Settings()
    path = keep("en", WORDS, settings)
    assert early.kept_sound("en", WORDS, settings) == path
    assert early.kept_sound("en", "Parlour, main menu. Play, 1 of 13", settings) is None
    assert early.kept_sound("ru", WORDS, settings) is None
    for changed in (Settings(voice_rate=260), Settings(voice_pitch=70),
                    Settings(voice={"en": "other"})):
        assert early.kept_sound("en", WORDS, changed) is None
    path.unlink()
    assert early.kept_sound("en", WORDS, settings) is None


def test_words_made_anew_drop_the_old_sound() -> None:
    keep("en", WORDS, Settings())
    early.keep_opening("en", "Parlour, main menu. Play, 1 of 13")
    assert early.kept_sound("en", "Parlour, main menu. Play, 1 of 13", Settings()) is None


def test_the_first_launch_keeps_the_sound_its_voice_made(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import pygame

    def voice(text: str, target: Path, **_: object) -> None:
        assert text == WORDS
        write_sound(target)

    monkeypatch.setattr("game.speech.synthesize_to_wav", voice)
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init(44100, -16, 2, 512)
    left = data_dir() / ".opening-en.wav.1.voice.wav"  # a launch ended while it made one
    left.parent.mkdir(parents=True, exist_ok=True)
    left.write_bytes(b"RIFF")
    try:
        early.keep_opening("en", WORDS)
        early.keep_sound("en", WORDS, Settings())
    finally:
        pygame.mixer.quit()
    path = early.kept_sound("en", WORDS, Settings())
    assert path is not None
    with wave.open(str(path)) as kept:
        values = array("h", kept.readframes(kept.getnframes()))
    # espeak's silence before the first word is cut to LEAD_IN (10 ms).
    first_loud = next(i for i, v in enumerate(values) if abs(v) > early.QUIET) // 2
    assert first_loud == int(early.LEAD_IN * 44100)
    assert sorted(p.name for p in data_dir().iterdir()) == sorted(  # nothing half made left
        [early.OPENING_CACHE, early.OPENING_SOUND.format(lang="en")])


def test_a_voice_that_fails_keeps_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    def fails(*_: object, **__: object) -> None:
        raise RuntimeError("speech synthesis failed")

    monkeypatch.setattr("game.speech.synthesize_to_wav", fails)
    early.keep_opening("en", WORDS)
    early.keep_sound("en", WORDS, Settings())
    assert early.kept_sound("en", WORDS, Settings()) is None
    assert sorted(p.name for p in data_dir().iterdir()) == [early.OPENING_CACHE]


def test_no_kept_sound_when_a_screen_reader_speaks(tmp_path: Path) -> None:
    proc = tmp_path / "proc"
    (proc / "41").mkdir(parents=True)
    (proc / "41" / "comm").write_text("bash\n", encoding="utf-8")
    auto = Settings(speech="auto")
    assert early.own_voice_expected(auto, "linux", proc)
    (proc / "42").mkdir()
    (proc / "42" / "comm").write_text("orca\n", encoding="utf-8")
    assert not early.own_voice_expected(auto, "linux", proc)
    assert early.own_voice_expected(Settings(speech="voice"), "linux", proc)
    assert not early.own_voice_expected(Settings(speech="screenreader"), "linux", tmp_path)
    assert not early.own_voice_expected(Settings(speech="text"), "linux", tmp_path)
    assert not early.own_voice_expected(auto, "win32", tmp_path)  # NVDA, JAWS


def test_the_copies_agree_with_their_modules() -> None:
    assert early.SCREEN_READERS == screenreader.SCREEN_READER_PROCESSES
    assert early.SPEECH_CHANNEL == mixer.SPEECH_CHANNEL


def test_a_sound_kept_for_other_words_is_not_played() -> None:
    keep("en", WORDS, Settings(voice_rate=260))  # made at another rate
    assert launch("--lang", "en") is None


def test_with_a_screen_reader_the_voice_engine_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    # Orca runs: the first word is Speech Dispatcher's, and starting espeak
    # beside it would only hold it back.
    import pygame

    from game.speech import RecordingSpeaker
    from game.speech.voice import VoiceEngine

    started: list[str] = []
    monkeypatch.setattr(VoiceEngine, "shared", classmethod(lambda cls: started.append("voice")))
    monkeypatch.setattr("game.app.early.screen_reader_running", lambda *_: True)
    reader = RecordingSpeaker()
    monkeypatch.setattr("game.speech.choose_speaker", lambda *_, **__: (reader, []))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    try:
        words = early.say_opening("en", None)
    finally:
        pygame.quit()
    assert words is not None and words.speaker is reader
    assert reader.spoken == [(WORDS, True)]
    assert started == []


def test_a_profile_that_cannot_be_written_is_not_spoken_into_at_every_launch(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    spoken: list[str] = []

    def voice(text: str, target: Path, **_: object) -> None:
        spoken.append(text)
        write_sound(target)

    monkeypatch.setattr("game.speech.synthesize_to_wav", voice)
    early.keep_opening("en", WORDS)
    # A profile no file can be made in (the tests run as root, whom a
    # read-only folder does not stop): its place is taken by a file.
    blocked = tmp_path / "blocked"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setattr(early, "data_dir", lambda: blocked / "profile")
    early.keep_sound("en", WORDS, Settings())
    assert spoken == []  # no voice started for a sound that could not be kept
