"""Make the game's sound cues: short 16-bit mono 22050 Hz WAV files.

Usage: ``python tools/make_sounds.py [OUTPUT_FOLDER]`` (default: ``sounds``,
at the top of the repository).

Standard library only, and deterministic: the one noisy cue (burn) uses a
fixed-seed generator, and samples are written little-endian whatever the
machine, so running it twice gives byte-identical files. Every sound has a
soft attack and release so it starts and stops without a click.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.55
"""Loudest sample of every cue, as a fraction of full scale (leaves headroom
for cues that overlap each other and the voice)."""

Signal = list[float]
Wave = Callable[[float], float]
"""A periodic wave shape: phase in cycles (0..1 repeating) -> amplitude -1..1."""


def sine(phase: float) -> float:
    return math.sin(2 * math.pi * phase)


def triangle(phase: float) -> float:
    return 4 * abs(phase - math.floor(phase + 0.5)) - 1


def soft_square(phase: float) -> float:
    """Odd harmonics 1, 3, 5 only: a hollow, reedy tone for "invalid"."""
    return sine(phase) + sine(3 * phase) / 3 + sine(5 * phase) / 5


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def envelope(
    samples: Signal, attack: float = 0.005, release: float = 0.02, decay: float | None = None
) -> Signal:
    """Raised-cosine fade in and out, and an optional exponential decay
    (``decay`` is the time constant in seconds) for struck, bell-like sounds."""
    count = len(samples)
    attack_n = max(1, round(attack * RATE))
    release_n = max(1, round(release * RATE))
    shaped = []
    for i, value in enumerate(samples):
        gain = 1.0
        if i < attack_n:
            gain *= 0.5 - 0.5 * math.cos(math.pi * i / attack_n)
        if i >= count - release_n:
            gain *= 0.5 - 0.5 * math.cos(math.pi * (count - 1 - i) / release_n)
        if decay is not None:
            gain *= math.exp(-i / (decay * RATE))
        shaped.append(value * gain)
    return shaped


def tone(
    freq: float,
    seconds: float,
    shape: Wave = sine,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
    **env: float,
) -> Signal:
    """A note: ``partials`` are (frequency ratio, amplitude) pairs over ``freq``."""
    count = round(seconds * RATE)
    samples = [
        sum(amp * shape(freq * ratio * i / RATE) for ratio, amp in partials) for i in range(count)
    ]
    return envelope(samples, **env)


def glide(start: float, end: float, seconds: float, shape: Wave = sine, **env: float) -> Signal:
    """A pitch sweep (exponential, so it sounds even), by phase accumulation."""
    count = round(seconds * RATE)
    phase = 0.0
    samples = []
    for i in range(count):
        freq = start * (end / start) ** (i / max(1, count - 1))
        samples.append(shape(phase))
        phase += freq / RATE
    return envelope(samples, **env)


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Overlay signals, each starting at an offset in seconds."""
    length = max(round(offset * RATE) + len(part) for offset, part in parts)
    out = [0.0] * length
    for offset, part in parts:
        start = round(offset * RATE)
        for i, value in enumerate(part):
            out[start + i] += value
    return out


def normalise(samples: Signal, peak: float = PEAK) -> Signal:
    loudest = max(abs(value) for value in samples) or 1.0
    return [value * peak / loudest for value in samples]


# Note frequencies (equal temperament, A4 = 440 Hz).
C4, E_FLAT4, G4 = 261.63, 311.13, 392.00
C5, E5, G5, A5 = 523.25, 659.25, 783.99, 880.00
B5, C6, D6, E6 = 987.77, 1046.50, 1174.66, 1318.51

BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.12))
WARM = ((1.0, 1.0), (2.0, 0.25))


def cue_move() -> Signal:
    """A tiny tick: focus moved to another card."""
    return tone(E6, 0.06, triangle, attack=0.002, release=0.02, decay=0.02)


def cue_select() -> Signal:
    """Two rising notes: a card picked up into the selection."""
    return mix(
        (0.0, tone(G5, 0.06, partials=WARM, release=0.015)),
        (0.05, tone(C6, 0.07, partials=WARM, release=0.03)),
    )


def cue_deselect() -> Signal:
    """The same two notes falling: a card put back."""
    return mix(
        (0.0, tone(C6, 0.06, partials=WARM, release=0.015)),
        (0.05, tone(G5, 0.07, partials=WARM, release=0.03)),
    )


def cue_draw() -> Signal:
    """A quick upward sweep: a card comes into the hand."""
    return glide(500, 950, 0.13, triangle, attack=0.01, release=0.04)


def cue_play() -> Signal:
    """A firm, short fifth: a card laid on the table."""
    return mix(
        (0.0, tone(G4, 0.16, partials=WARM, attack=0.003, release=0.03, decay=0.05)),
        (0.0, tone(G4 * 1.5, 0.16, attack=0.003, release=0.03, decay=0.04)),
    )


def cue_invalid() -> Signal:
    """Two low, slightly sour buzzes: that move is not allowed."""

    def buzz() -> Signal:
        return mix(
            (0.0, tone(196.0, 0.09, soft_square, attack=0.005, release=0.03)),
            (0.0, tone(207.65, 0.09, soft_square, attack=0.005, release=0.03)),
        )

    return mix((0.0, buzz()), (0.13, buzz()))


def cue_your_turn() -> Signal:
    """A two-note chime: it is the player's turn."""
    return mix(
        (0.0, tone(A5, 0.24, partials=BELL, attack=0.003, release=0.06, decay=0.09)),
        (0.12, tone(D6, 0.26, partials=BELL, attack=0.003, release=0.08, decay=0.1)),
    )


def cue_phase() -> Signal:
    """A bright major chord that swells in: a phase laid or declared."""
    return mix(
        *(
            (0.0, tone(freq, 0.32, partials=WARM, attack=0.03, release=0.1, decay=0.18))
            for freq in (C5, E5, G5)
        )
    )


def cue_skip() -> Signal:
    """Two quick falling blips: someone's turn is skipped."""
    return mix(
        (0.0, tone(B5, 0.07, triangle, release=0.02)),
        (0.08, tone(E5, 0.09, triangle, release=0.03)),
    )


def cue_burn() -> Signal:
    """A crackling burst of noise that dies away: the pile is burnt."""
    rng = random.Random(20240611)
    count = round(0.3 * RATE)
    smoothed = 0.0
    samples = []
    for i in range(count):
        # A one-pole low-pass whose cutoff falls: a bright crackle turning to a hush.
        smoothing = 0.55 - 0.45 * i / count
        smoothed += smoothing * (rng.uniform(-1.0, 1.0) - smoothed)
        samples.append(smoothed)
    return envelope(samples, attack=0.004, release=0.08, decay=0.09)


def cue_pickup() -> Signal:
    """A longer upward sweep: the whole pile comes into the hand."""
    return mix(
        (0.0, glide(220, 440, 0.26, triangle, attack=0.02, release=0.06)),
        (0.0, glide(330, 660, 0.26, sine, attack=0.02, release=0.06)),
    )


def cue_hand_won() -> Signal:
    """A rising major arpeggio: the player won the hand."""
    notes = (C5, E5, G5, C6)
    return mix(
        *(
            (0.075 * n, tone(freq, 0.17, partials=BELL, attack=0.004, release=0.05, decay=0.08))
            for n, freq in enumerate(notes)
        )
    )


def cue_hand_lost() -> Signal:
    """A falling minor line: the player lost the hand."""
    notes = (G4, E_FLAT4, C4)
    return mix(
        *(
            (0.11 * n, tone(freq, 0.18, triangle, attack=0.01, release=0.06, decay=0.12))
            for n, freq in enumerate(notes)
        )
    )


def cue_game_over() -> Signal:
    """A full chord that rings out: the game is over."""
    return mix(
        *(
            (0.0, tone(freq, 0.4, partials=WARM, attack=0.01, release=0.15, decay=0.2))
            for freq in (C4, G4, C5, E5)
        )
    )


def cue_chat() -> Signal:
    """A soft, quick double knock, high and light: a chat message came in
    (apart from every game cue, so it is never taken for a move)."""
    return mix(
        (0.0, tone(E6 * 1.5, 0.05, sine, attack=0.002, release=0.02, decay=0.02)),
        (0.07, tone(E6 * 1.5, 0.05, sine, attack=0.002, release=0.02, decay=0.02)),
    )


CUE_MAKERS: dict[str, Callable[[], Signal]] = {
    "move": cue_move,
    "select": cue_select,
    "deselect": cue_deselect,
    "draw": cue_draw,
    "play": cue_play,
    "invalid": cue_invalid,
    "your_turn": cue_your_turn,
    "phase": cue_phase,
    "skip": cue_skip,
    "burn": cue_burn,
    "pickup": cue_pickup,
    "hand_won": cue_hand_won,
    "hand_lost": cue_hand_lost,
    "game_over": cue_game_over,
    "chat": cue_chat,
}
"""One maker per cue name of ``game.sound.cues.CUES``."""


def write_wav(path: Path, samples: Signal) -> None:
    frames = struct.pack(
        f"<{len(samples)}h", *(max(-32767, min(32767, round(v * 32767))) for v in samples)
    )
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(frames)


def make_all(folder: Path) -> list[Path]:
    """Write every cue into ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, maker in CUE_MAKERS.items():
        path = folder / f"{name}.wav"
        write_wav(path, normalise(maker()))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    folder = (Path(argv[1]) if len(argv) > 1
              else Path(__file__).resolve().parents[1] / "sounds")
    for path in make_all(folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
