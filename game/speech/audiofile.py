"""Whether a file the speech engine wrote holds sound the mixer can play.

The engines write different containers: espeak-ng and SAPI5 write WAV, but
macOS's NSSpeechSynthesizer (pyttsx3's ``nsss`` driver) writes AIFF whatever
the file is called. SDL_mixer loads both, telling them apart by their
header, so the check here does the same: it reads the header and the number
of sample frames, never the file name. An empty file (espeak makes one for
text with nothing to pronounce) or anything else is refused, so the voice
skips it instead of playing nothing.
"""

from __future__ import annotations

import struct
import wave
from pathlib import Path
from typing import BinaryIO

_AIFF_FORMS = (b"AIFF", b"AIFC")


def audio_frames(path: Path) -> int:
    """The number of sample frames in a WAV or AIFF file; 0 for anything else
    (unreadable, another format, a damaged header)."""
    try:
        with open(path, "rb") as file:
            head = file.read(12)
            if len(head) < 12:
                return 0
            if head[:4] == b"RIFF" and head[8:12] == b"WAVE":
                return _wav_frames(path)
            if head[:4] == b"FORM" and head[8:12] in _AIFF_FORMS:
                return _aiff_frames(file)
    except OSError:
        return 0
    return 0


def audio_has_frames(path: Path) -> bool:
    """Whether ``path`` is a WAV or AIFF file with at least one sample frame."""
    return audio_frames(path) > 0


def _wav_frames(path: Path) -> int:
    try:
        with wave.open(str(path), "rb") as wav:
            return wav.getnframes()
    except (OSError, EOFError, wave.Error):
        return 0


def _aiff_frames(file: BinaryIO) -> int:
    """Walk the AIFF chunks after the 12-byte FORM header to COMM and SSND.

    COMM's second field is the frame count (big-endian); the sound data chunk
    SSND must be there too, or SDL_mixer refuses the file. (The standard
    library's ``aifc`` is deprecated and gone in Python 3.13.)
    """
    read, seek = file.read, file.seek
    frames: int | None = None
    has_data = False
    while True:
        header = read(8)
        if len(header) < 8:
            break
        kind, size = header[:4], struct.unpack(">I", header[4:])[0]
        if kind == b"COMM":
            body = read(6)
            if len(body) < 6:
                return 0
            frames = struct.unpack(">hI", body)[1]
            seek(size - 6 + (size & 1), 1)
        else:
            has_data = has_data or (kind == b"SSND" and size > 8)
            seek(size + (size & 1), 1)  # chunks are padded to an even length
    return frames if frames is not None and has_data else 0
