"""The voice follows the game's language, in every speech mode: the
game's own voice speaks Russian text with a Russian voice, Speech Dispatcher
is told the language, and the voice chooser offers the voices of the game's
language first."""

from __future__ import annotations

import shutil
import subprocess
import sys
from ctypes.util import find_library
from pathlib import Path

import pytest

from game.speech import speaker_voices, synthesize_to_wav
from game.speech.voice import VoiceEngine
from game.speech.voices import VoiceInfo, pick_voice, ssip_voices, voices_for

ESPEAK = [
    VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb", "en")),
    VoiceInfo("gmw/en-us", "English (America)", ("en-us",)),
    VoiceInfo("zle/ru-lv", "Russian (Latvia)", ("ru-lv",)),
    VoiceInfo("zle/ru", "Russian", ("ru",)),
    VoiceInfo("zlw/pl", "Polish", ("pl",)),
]
RUSSIAN = "Дама червей. Ваш ход."

needs_espeak = pytest.mark.skipif(
    sys.platform.startswith("linux") and find_library("espeak-ng") is None,
    reason="espeak-ng is not installed: apt-get install espeak-ng")
needs_sox = pytest.mark.skipif(shutil.which("sox") is None, reason="sox is not installed")


def test_the_voice_of_the_language_is_picked_exact_first() -> None:
    assert pick_voice(ESPEAK, "ru") == "zle/ru"
    assert pick_voice(ESPEAK, "en") == "gmw/en"
    assert pick_voice(ESPEAK, "pl") == "zlw/pl"
    assert pick_voice(ESPEAK, "fi") is None  # the engine's own default


def test_the_players_choice_wins_while_the_engine_has_it() -> None:
    assert pick_voice(ESPEAK, "ru", chosen="zle/ru-lv") == "zle/ru-lv"
    assert pick_voice(ESPEAK, "ru", chosen="gone/voice") == "zle/ru"


def test_the_chooser_lists_the_languages_voices_first() -> None:
    ids = [voice.id for voice in voices_for(ESPEAK, "ru")]
    assert ids[:2] == ["zle/ru", "zle/ru-lv"]
    assert sorted(ids) == sorted(v.id for v in ESPEAK)


def test_speech_dispatcher_voice_list_is_read() -> None:
    lines = ["Russian\tru\tnone", "English (America)\ten-US\tnone", "OK VOICE LIST SENT"]
    assert ssip_voices(lines) == [VoiceInfo("Russian", "Russian", ("ru",)),
                                  VoiceInfo("English (America)", "English (America)",
                                            ("en-US",))]


def test_speaker_voices_of_a_speaker_without_any_is_empty() -> None:
    from game.speech import TextSpeaker

    assert speaker_voices(TextSpeaker()) == []


def sox_stat(path: Path) -> dict[str, float]:
    result = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True,
                            check=True)
    stats: dict[str, float] = {}
    for line in result.stderr.splitlines():
        name, _, value = line.partition(":")
        try:
            stats[name.strip()] = float(value)
        except ValueError:
            continue
    return stats


@needs_espeak
def test_the_engine_lists_a_russian_voice() -> None:
    engine = VoiceEngine.shared()
    engine.wait_ready()
    russian = pick_voice(engine.voices, "ru")
    assert russian is not None
    assert any(v.id == russian and "ru" in v.languages for v in engine.voices)


@needs_espeak
@needs_sox
def test_russian_text_is_spoken_by_a_russian_voice(tmp_path: Path) -> None:
    """Cyrillic through the English voice is spelled letter by letter: more
    than twice as long as the Russian voice saying the words."""
    russian, english = tmp_path / "ru.wav", tmp_path / "en.wav"
    synthesize_to_wav(RUSSIAN, russian, language="ru")
    synthesize_to_wav(RUSSIAN, english, language="en")
    ru, en = sox_stat(russian), sox_stat(english)
    assert ru["RMS     amplitude"] > 0.01, ru  # not silent
    assert 0.5 < ru["Length (seconds)"] < 3.0, ru
    assert en["Length (seconds)"] > 1.8 * ru["Length (seconds)"], (ru, en)
    assert russian.read_bytes() != english.read_bytes()


class FakeConnection:
    """Stands in for an SSIP connection: records commands, lists two voices,
    refuses what ``refuse`` names."""

    def __init__(self, refuse: str = "") -> None:
        self.lines: list[str] = []
        self.refuse = refuse

    def command(self, line: str) -> list[str]:
        from game.speech.ssip import SSIPRefused

        self.lines.append(line)
        if self.refuse and line.startswith(self.refuse):
            raise SSIPRefused(f"{line}: 410 ERR")
        if line == "LIST SYNTHESIS_VOICES":
            return ["Russian\tru\tnone", "English\ten\tnone", "OK VOICE LIST SENT"]
        return ["OK"]

    def set_timeout(self, seconds: float) -> None:
        pass

    def close(self, timeout: float = 0.2) -> None:
        pass


def configured(language: str, voice: str = "", refuse: str = "") -> tuple[list[str], object]:
    from game.speech.speechd import SpeechDispatcherSpeaker
    from game.speech.ssip import SSIPAddress

    connection = FakeConnection(refuse)
    speaker = object.__new__(SpeechDispatcherSpeaker)  # no worker thread: only the set-up
    speaker.__dict__.update(language=language, _voice=voice, _voices=[],
                            _settings=(0, 100, 0), _address=SSIPAddress())
    SpeechDispatcherSpeaker._configure(speaker, connection)  # type: ignore[arg-type]
    return connection.lines, speaker


def test_speech_dispatcher_is_told_the_language() -> None:
    lines, speaker = configured("ru")
    assert "SET SELF LANGUAGE ru" in lines
    assert not any(line.startswith("SET SELF SYNTHESIS_VOICE") for line in lines)
    assert [v.id for v in speaker.voices()] == ["Russian", "English"]  # type: ignore[attr-defined]


def test_speech_dispatcher_gets_the_chosen_voice_only_if_it_has_it() -> None:
    lines, _ = configured("ru", voice="Russian")
    assert lines.index("SET SELF LANGUAGE ru") < lines.index("SET SELF SYNTHESIS_VOICE Russian")
    lines, _ = configured("ru", voice="Gone")
    assert not any(line.startswith("SET SELF SYNTHESIS_VOICE") for line in lines)


def test_a_refused_language_leaves_the_daemon_speaking() -> None:
    lines, _ = configured("ru", refuse="SET SELF LANGUAGE")
    assert lines[-1] == "SET SELF LANGUAGE ru"  # logged, not raised


@needs_espeak
def test_the_games_voice_speaks_russian_with_a_russian_voice_and_keeps_a_choice() -> None:
    import pygame

    from game.sound.mixer import init_mixer
    from game.speech import VoiceSpeaker, choose_speaker, follows_language

    assert init_mixer()
    try:
        speaker, _ = choose_speaker("voice", mixer_ready=True, language="ru")
        assert isinstance(speaker, VoiceSpeaker) and follows_language(speaker)
        assert speaker.voice_id is not None
        assert any(v.id == speaker.voice_id and "ru" in v.languages for v in speaker.voices())
        speaker.close()
        english = VoiceSpeaker(language="en")
        assert english.voice_id != speaker.voice_id
        english.close()
        variant = next(v.id for v in speaker.voices() if v.id != speaker.voice_id
                       and "ru" in " ".join(v.languages))
        chosen = VoiceSpeaker(language="ru", voice=variant)
        assert chosen.voice_id == variant
        chosen.close()
    finally:
        pygame.mixer.quit()


def test_the_players_voice_reaches_the_games_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    """The voice chosen in Settings is handed to the game's voice as its id
    (an inner function named like the argument once shadowed it)."""
    import game.speech as speech

    opened: list[dict[str, object]] = []

    class Recorder:
        name = "recorder"

        def __init__(self, **kwargs: object) -> None:
            opened.append(kwargs)

    monkeypatch.setattr(speech, "VoiceSpeaker", Recorder)
    speech.choose_speaker("voice", mixer_ready=True, language="ru", voice="zle/ru")
    assert opened and opened[0]["voice"] == "zle/ru" and opened[0]["language"] == "ru"
