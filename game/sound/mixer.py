"""Opening the audio device for the game's sounds and voice.

pygame is imported only when the mixer is started, so that importing the
sound and speech packages stays cheap (``--headless`` play needs no audio).
"""

from __future__ import annotations

import logging

log = logging.getLogger("parlour.sound")

FREQUENCY = 44100
"""Mixer sample rate; the 22050 Hz cue and voice files are converted on load."""

BUFFER_SAMPLES = 512
"""A small buffer keeps cues close to the key press that caused them."""

CHANNELS = 16
"""Mixer channels: one for speech, the rest for overlapping cues."""

SPEECH_CHANNEL = 0
"""The channel reserved for the game's voice."""

RESERVED_CHANNELS = SPEECH_CHANNEL + 1
"""How many channels, from 0, automatic playback never takes."""


def init_mixer() -> bool:
    """Start pygame's mixer and reserve the speech channel.

    Returns False when there is no usable audio device; that is logged as one
    line on the "parlour.sound" logger and never raised. SDL's "dummy" audio
    driver counts as a device (it accepts and discards playback).
    """
    try:
        import pygame

        if not pygame.mixer.get_init():
            pygame.mixer.pre_init(FREQUENCY, -16, 2, BUFFER_SAMPLES)
            pygame.mixer.init()
        pygame.mixer.set_num_channels(CHANNELS)
        pygame.mixer.set_reserved(RESERVED_CHANNELS)
    except (ImportError, NotImplementedError, OSError, RuntimeError) as exc:
        # pygame.error is a RuntimeError; NotImplementedError is a pygame built
        # without its mixer module.
        log.warning("sound off: no audio device (%s)", _one_line(exc))
        return False
    return True


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__
