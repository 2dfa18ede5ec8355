"""Short sound cues: faster than words, never needed to follow the game.

Each cue is a WAV file ``sounds/<cue>.wav`` at the top of the repository (made
by ``tools/make_sounds.py``).
Opponents' cues are panned by seat so the player hears where at the table
something happened.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from game.sound.mixer import RESERVED_CHANNELS

log = logging.getLogger("parlour.sound")

CUES: tuple[str, ...] = (
    "move",
    "select",
    "deselect",
    "draw",
    "play",
    "invalid",
    "your_turn",
    "phase",
    "skip",
    "burn",
    "pickup",
    "hand_won",
    "hand_lost",
    "game_over",
    "chat",
)
"""Every cue name; each has a file ``<name>.wav`` in the sounds folder."""

PLAYED_MEMORY = 200
"""How many played cues :attr:`SoundPlayer.played` remembers."""


def seat_pan(seat: int, players: int) -> float:
    """Where a seat's sounds come from: -1 is far left, 0 centre, 1 far right.

    Seat 0 (the player) is the centre. Opponents are spread from left to
    right in seat order, as they sit around the table; a lone opponent sits
    opposite, in the centre. The spread widens a little with more players.
    """
    if players < 1 or not 0 <= seat < players:
        raise ValueError(f"seat {seat} is not at a table of {players}")
    opponents = players - 1
    if seat == 0 or opponents == 1:
        return 0.0
    width = min(0.9, 0.4 + 0.1 * opponents)
    return round(-width + 2 * width * (seat - 1) / (opponents - 1), 6)


def stereo_volumes(pan: float | None, volume: float) -> tuple[float, float]:
    """Left and right channel volumes for a pan position and a master volume.

    A balance law: the centre keeps full volume on both sides, and moving to
    one side fades the other. ``None`` means no panning.
    """
    if pan is None:
        return volume, volume
    pan = min(1.0, max(-1.0, pan))
    return volume * min(1.0, 1.0 - pan), volume * min(1.0, 1.0 + pan)


class SoundPlayer:
    """Plays the cues, with a master volume, muting and per-seat panning.

    When not ``enabled`` (no mixer) every ``play`` does nothing; so does a cue
    whose file is missing (logged once, when loading). ``play`` never raises.
    """

    def __init__(
        self, sounds_dir: Path, *, enabled: bool, volume: float = 0.8, muted: bool = False
    ) -> None:
        self._volume = _clamp(volume)
        self._muted = muted
        self._sounds: dict[str, Any] = {}
        self.played: list[tuple[str, float | None]] = []
        """The cues started, as ``(cue, pan)``, oldest first (the last 200)."""
        self._enabled = enabled and self._load(Path(sounds_dir))

    @property
    def enabled(self) -> bool:
        """Whether cues can be heard at all (a mixer is running)."""
        return self._enabled

    @property
    def volume(self) -> float:
        """Master volume from 0 to 1."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)

    @property
    def muted(self) -> bool:
        """Whether cues are silenced (the mute key)."""
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)

    def toggle_mute(self) -> bool:
        """Flip muting; returns the new state (True: muted)."""
        self._muted = not self._muted
        return self._muted

    def play(self, cue: str, pan: float | None = None) -> None:
        """Play a cue, panned from -1 (left) to 1 (right); ``None`` is unpanned."""
        if not self._enabled or self._muted:
            return
        sound = self._sounds.get(cue)
        if sound is None:
            return
        try:
            import pygame

            channel = _free_channel(pygame)
            if channel is None:
                return  # every cue channel is busy: a cue is never worth cutting another
            left, right = stereo_volumes(pan, self._volume)
            # Pan before playing, so the first samples already come from the seat.
            channel.set_volume(left, right)
            channel.play(sound)
        except Exception as exc:  # a sound must never stop the game
            log.debug("cue %s not played: %s", cue, exc)
            return
        self.played.append((cue, pan))
        del self.played[:-PLAYED_MEMORY]

    def _load(self, sounds_dir: Path) -> bool:
        """Load every cue file; False when no mixer is running."""
        try:
            import pygame

            if not pygame.mixer.get_init():
                log.warning("sound cues off: the mixer is not running")
                return False
        except ImportError as exc:
            log.warning("sound cues off: %s", exc)
            return False
        for cue in CUES:
            path = sounds_dir / f"{cue}.wav"
            if not path.is_file():
                log.warning("sound cue %s is missing: %s", cue, path)
                continue
            try:
                self._sounds[cue] = pygame.mixer.Sound(str(path))
            except pygame.error as exc:
                log.warning("sound cue %s cannot be loaded: %s", cue, exc)
        return True


def _free_channel(pygame: Any) -> Any:
    # pygame.mixer.find_channel ignores reserved channels and could hand out
    # the speech channel, so look for a free cue channel ourselves.
    for index in range(RESERVED_CHANNELS, pygame.mixer.get_num_channels()):
        channel = pygame.mixer.Channel(index)
        if not channel.get_busy():
            return channel
    return None


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))
