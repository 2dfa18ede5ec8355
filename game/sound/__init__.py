"""Sound output: the mixer and the short cues that accompany the game."""

from game.sound.cues import CUES, SoundPlayer, seat_pan, stereo_volumes
from game.sound.mixer import RESERVED_CHANNELS, SPEECH_CHANNEL, init_mixer

__all__ = [
    "CUES",
    "RESERVED_CHANNELS",
    "SPEECH_CHANNEL",
    "SoundPlayer",
    "init_mixer",
    "seat_pan",
    "stereo_volumes",
]
