"""Which voice speaks: the voices an engine has, and the one for a language.

The game's language decides the voice (Cyrillic through an English voice is
spelled letter by letter): the player's choice for that language if the
engine still has it, else the engine's voice whose language is exactly the
game's ("ru"), else one of its variants ("ru-lv"), else the engine's default.
The Settings menu lists the voices of the game's language first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class VoiceInfo:
    """One installed voice: the id the engine takes, a name to say, its languages."""

    id: str
    name: str
    languages: tuple[str, ...] = ()


def base_language(tag: str) -> str:
    """"ru-RU", "ru_RU", "RU" -> "ru"."""
    return tag.replace("_", "-").split("-")[0].lower()


def match_rank(voice: VoiceInfo, lang: str) -> int:
    """0: the voice's language is exactly ``lang``; 1: a variant of it;
    2: another language."""
    tags = [tag.replace("_", "-").lower() for tag in voice.languages]
    if lang.lower() in tags:
        return 0
    if any(base_language(tag) == base_language(lang) for tag in tags):
        return 1
    return 2


def voices_for(voices: Sequence[VoiceInfo], lang: str) -> list[VoiceInfo]:
    """Every voice, those of ``lang`` first (exact, then variants), each group
    in the engine's order."""
    return sorted(voices, key=lambda voice: match_rank(voice, lang))


def pick_voice(voices: Sequence[VoiceInfo], lang: str, chosen: str = "") -> str | None:
    """The id of the voice to speak ``lang`` with, or None for the engine's default.

    ``chosen`` (the player's choice for this language) wins while the engine
    has it."""
    if chosen and any(voice.id == chosen for voice in voices):
        return chosen
    ordered = voices_for(voices, lang)
    if ordered and match_rank(ordered[0], lang) < 2:
        return ordered[0].id
    return None


def pyttsx3_voices(engine: Any) -> list[VoiceInfo]:
    """The voices of a pyttsx3 engine (its ``languages`` may be bytes with
    espeak's priority byte in front, or str)."""
    found = []
    for voice in engine.getProperty("voices") or []:
        languages = []
        for tag in getattr(voice, "languages", None) or []:
            if isinstance(tag, bytes):
                tag = tag[1:].decode("ascii", errors="ignore") if tag[:1] < b" " else (
                    tag.decode("ascii", errors="ignore"))
            languages.append(str(tag))
        found.append(VoiceInfo(str(voice.id), str(voice.name or voice.id), tuple(languages)))
    return found


def ssip_voices(lines: Sequence[str]) -> list[VoiceInfo]:
    """Voices from the reply lines of SSIP ``LIST SYNTHESIS_VOICES``: each line
    is "NAME<TAB>LANGUAGE<TAB>VARIANT" (the last line, "OK ...", is not a voice)."""
    found = []
    for line in lines:
        parts = line.split("\t")
        if len(parts) < 2 or not parts[0].strip():
            continue
        name, language = parts[0].strip(), parts[1].strip()
        found.append(VoiceInfo(name, name, (language,) if language and language != "none" else ()))
    return found
