"""The game's own voice: from the speak() a key causes until its first
sentence is playing on the mixer's speech channel, for a short and a long
message (the long one is made and played sentence by sentence).

    python bench/bench_voice_start.py [--quick] [--presses N]

Real espeak-ng through pyttsx3, SDL's dummy audio driver (the channel plays
in real time; no device latency is included). The speaker is updated every
5 ms as the game loop would (its frame is at most 16 ms), so the figures
include up to 5 ms of polling. Each press interrupts the last message.
Prints figures only; target lines end in OK or MISSED; exit status 0.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402
from _stats import ms, p50_p99, percentile, verdict  # noqa: E402

from game.sound.mixer import SPEECH_CHANNEL, init_mixer  # noqa: E402
from game.speech import VoiceSpeaker  # noqa: E402

START_P99_TARGET = 0.050  # seconds
SHORT = "Seven of hearts, 3 of 9."
LONG = (
    "Round 3 is over. Ada has 45 points, Bob has 120 points, you have 30 points. "
    "Ada completed phase 4 with two sets of three. Bob is still on phase 2. "
    "You completed phase 5 and lead the game. Cleo went out first and scored nothing. "
    "The stock was shuffled twice. Ada skipped you four times. "
    "The next round starts when you press Enter."
)


def first_sound(speaker: VoiceSpeaker, channel: pygame.mixer.Channel, text: str) -> float:
    """Seconds from speak() until the channel plays."""
    speaker.stop()
    started = time.perf_counter()
    speaker.speak(text, True)
    while not channel.get_busy():
        speaker.update()
        if time.perf_counter() - started > 10:
            raise SystemExit("the voice did not start within 10 s")
        time.sleep(0.005)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--presses", type=int, default=60)
    args = parser.parse_args()
    presses = 15 if args.quick else args.presses
    if not init_mixer():
        raise SystemExit("no mixer")
    speaker = VoiceSpeaker()
    channel = pygame.mixer.Channel(SPEECH_CHANNEL)
    first_sound(speaker, channel, "Warm up.")
    for name, text in (("short", SHORT), ("long", LONG)):
        times = []
        for _ in range(presses):
            times.append(first_sound(speaker, channel, text))
            time.sleep(0.1)  # a little of it plays before the next key
        p99 = percentile(times, 99)
        print(f"voice, key -> first sentence playing, {name} message ({len(text)} chars): "
              f"{p50_p99(times)} {verdict(p99 < START_P99_TARGET)} "
              f"(target p99 < {ms(START_P99_TARGET)})")
    speaker.close()


if __name__ == "__main__":
    main()
