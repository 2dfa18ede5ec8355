"""Sound output: opening the mixer, the cue player, seat panning, and the
deterministic cue generator (tools/make_sounds.py)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import hashlib
import logging
import subprocess
import sys
import textwrap
import wave
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.sound import CUES, SoundPlayer, init_mixer, seat_pan, stereo_volumes
from game.sound.mixer import RESERVED_CHANNELS, SPEECH_CHANNEL

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "sounds"
MAKE_SOUNDS = ROOT / "tools" / "make_sounds.py"


@pytest.fixture
def mixer() -> Iterator[None]:
    assert init_mixer()
    yield
    pygame.mixer.quit()


class FakeChannel:
    """Stands in for pygame.mixer.Channel to see the stereo volumes set."""

    made: list[FakeChannel] = []

    def __init__(self, index: int) -> None:
        self.index = index
        self.volumes: tuple[float, ...] | None = None
        self.volumes_when_played: tuple[float, ...] | None = None
        self.sound: object = None
        FakeChannel.made.append(self)

    def get_busy(self) -> bool:
        return False

    def set_volume(self, *volumes: float) -> None:
        self.volumes = volumes

    def play(self, sound: object) -> None:
        self.sound = sound
        self.volumes_when_played = self.volumes


@pytest.fixture
def fake_channels(monkeypatch: pytest.MonkeyPatch, mixer: None) -> list[FakeChannel]:
    FakeChannel.made = []
    monkeypatch.setattr(pygame.mixer, "Channel", FakeChannel)
    return FakeChannel.made


# --- the mixer ------------------------------------------------------------------


def test_init_mixer_opens_the_dummy_device_and_reserves_the_speech_channel(mixer: None) -> None:
    assert pygame.mixer.get_init() is not None
    sound = pygame.mixer.Sound(str(SOUNDS / "move.wav"))
    channels = [sound.play() for _ in range(pygame.mixer.get_num_channels() + 2)]
    used = {channel.id for channel in channels if channel is not None}
    assert used  # automatic playback works ...
    assert SPEECH_CHANNEL not in used  # ... but never on the speech channel
    assert init_mixer()  # a second call is harmless


def test_init_mixer_without_a_device_returns_false_and_logs_one_line() -> None:
    script = textwrap.dedent(
        """
        import logging
        logging.basicConfig(format="%(name)s %(levelname)s %(message)s")
        from game.sound.mixer import init_mixer
        print(init_mixer())
        """
    )
    env = dict(os.environ, SDL_AUDIODRIVER="nosuchdriver", PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0
    assert result.stdout.strip() == "False"
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("parlour.sound WARNING sound off: no audio device")
    assert "Traceback" not in result.stderr


# --- the cue files ----------------------------------------------------------------


def test_every_cue_has_a_short_mono_16_bit_file_that_loads(mixer: None) -> None:
    for cue in CUES:
        path = SOUNDS / f"{cue}.wav"
        with wave.open(str(path), "rb") as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
            seconds = wav.getnframes() / wav.getframerate()
            assert 0.05 <= seconds <= 0.4, cue
            assert any(wav.readframes(wav.getnframes())), cue
        assert pygame.mixer.Sound(str(path)).get_length() > 0.04


def test_cues_sound_different_from_each_other() -> None:
    digests = {hashlib.sha256((SOUNDS / f"{cue}.wav").read_bytes()).hexdigest() for cue in CUES}
    assert len(digests) == len(CUES)


def test_cues_start_and_end_softly() -> None:
    # A hard first or last sample would click.
    for cue in CUES:
        with wave.open(str(SOUNDS / f"{cue}.wav"), "rb") as wav:
            frames = wav.readframes(wav.getnframes())
        first = int.from_bytes(frames[:2], "little", signed=True)
        last = int.from_bytes(frames[-2:], "little", signed=True)
        assert abs(first) < 200 and abs(last) < 200, cue


def make_sounds(folder: Path) -> None:
    subprocess.run(
        [sys.executable, str(MAKE_SOUNDS), str(folder)],
        check=True,
        capture_output=True,
    )


def test_make_sounds_is_deterministic_and_matches_the_committed_files(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    make_sounds(first)
    make_sounds(second)
    made = sorted(path.name for path in first.iterdir())
    assert made == sorted(f"{cue}.wav" for cue in CUES)
    for name in made:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name
        assert (first / name).read_bytes() == (SOUNDS / name).read_bytes(), name


# --- the cue player -----------------------------------------------------------------


def test_play_pans_with_left_and_right_volumes(fake_channels: list[FakeChannel]) -> None:
    player = SoundPlayer(SOUNDS, enabled=True, volume=0.5)
    player.play("draw", pan=-1.0)
    player.play("skip", pan=0.5)
    player.play("your_turn")
    played = [channel for channel in fake_channels if channel.sound is not None]
    assert [channel.volumes_when_played for channel in played] == [
        (0.5, 0.0),
        (0.25, 0.5),
        (0.5, 0.5),
    ]
    assert all(channel.index >= RESERVED_CHANNELS for channel in fake_channels)
    assert player.played == [("draw", -1.0), ("skip", 0.5), ("your_turn", None)]


def test_play_starts_a_real_channel_on_the_dummy_driver(mixer: None) -> None:
    player = SoundPlayer(SOUNDS, enabled=True)
    assert player.enabled
    player.play("your_turn", pan=0.6)
    assert pygame.mixer.get_busy()
    assert not pygame.mixer.Channel(SPEECH_CHANNEL).get_busy()
    assert player.played == [("your_turn", 0.6)]


def test_muted_plays_nothing_until_unmuted(mixer: None) -> None:
    player = SoundPlayer(SOUNDS, enabled=True, muted=True)
    player.play("burn")
    assert not pygame.mixer.get_busy()
    assert player.played == []
    assert player.toggle_mute() is False
    player.play("burn")
    assert player.played == [("burn", None)]
    assert player.toggle_mute() is True
    assert player.muted


def test_disabled_plays_nothing(mixer: None) -> None:
    player = SoundPlayer(SOUNDS, enabled=False)
    for cue in CUES:
        player.play(cue, pan=0.0)
    assert not player.enabled
    assert not pygame.mixer.get_busy()
    assert player.played == []


def test_enabled_without_a_mixer_is_quietly_disabled(caplog: pytest.LogCaptureFixture) -> None:
    pygame.mixer.quit()
    with caplog.at_level(logging.WARNING, logger="parlour.sound"):
        player = SoundPlayer(SOUNDS, enabled=True)
    player.play("play")
    assert not player.enabled
    assert player.played == []
    assert len(caplog.records) == 1


def test_missing_cue_files_are_logged_once_each_and_skipped(
    tmp_path: Path, mixer: None, caplog: pytest.LogCaptureFixture
) -> None:
    for cue in ("move", "draw"):
        (tmp_path / f"{cue}.wav").write_bytes((SOUNDS / f"{cue}.wav").read_bytes())
    with caplog.at_level(logging.WARNING, logger="parlour.sound"):
        player = SoundPlayer(tmp_path, enabled=True)
    missing = [r.getMessage() for r in caplog.records]
    assert len(missing) == len(CUES) - 2
    assert all("missing" in message for message in missing)
    player.play("burn")
    player.play("draw")
    player.play("no such cue")
    assert player.played == [("draw", None)]
    assert len(caplog.records) == len(CUES) - 2


def test_play_never_raises_even_after_the_mixer_is_gone(mixer: None) -> None:
    player = SoundPlayer(SOUNDS, enabled=True)
    pygame.mixer.quit()
    player.play("hand_won", pan=0.3)
    assert player.played == []


def test_played_remembers_only_the_last_200(fake_channels: list[FakeChannel]) -> None:
    player = SoundPlayer(SOUNDS, enabled=True)
    for n in range(250):
        player.play(CUES[n % len(CUES)])
    assert len(player.played) == 200
    assert player.played[-1] == (CUES[249 % len(CUES)], None)
    assert player.played[0] == (CUES[50 % len(CUES)], None)


def test_volume_is_kept_between_0_and_1() -> None:
    player = SoundPlayer(SOUNDS, enabled=False, volume=3.0)
    assert player.volume == 1.0
    player.volume = -0.5
    assert player.volume == 0.0
    player.volume = 0.25
    assert player.volume == 0.25


def test_stereo_volumes_keep_the_centre_full_and_fade_the_far_side() -> None:
    assert stereo_volumes(None, 0.8) == (0.8, 0.8)
    assert stereo_volumes(0.0, 0.8) == (0.8, 0.8)
    assert stereo_volumes(-1.0, 1.0) == (1.0, 0.0)
    assert stereo_volumes(1.0, 1.0) == (0.0, 1.0)
    assert stereo_volumes(-0.25, 1.0) == (1.0, 0.75)
    assert stereo_volumes(7.0, 0.5) == (0.0, 0.5)  # out of range: clamped


# --- seat panning -------------------------------------------------------------------


def test_seat_pan_puts_the_player_and_a_lone_opponent_in_the_centre() -> None:
    assert [seat_pan(seat, 2) for seat in range(2)] == [0.0, 0.0]
    assert seat_pan(0, 1) == 0.0


def test_seat_pan_spreads_opponents_left_to_right() -> None:
    assert [seat_pan(seat, 3) for seat in range(3)] == [0.0, -0.6, 0.6]
    assert [seat_pan(seat, 4) for seat in range(4)] == [0.0, -0.7, 0.0, 0.7]
    for players in range(3, 9):
        pans = [seat_pan(seat, players) for seat in range(1, players)]
        assert pans == sorted(pans)
        assert len(set(pans)) == players - 1
        assert all(-1.0 <= pan <= 1.0 for pan in pans)
        assert pans[0] == -pans[-1]


def test_seat_pan_refuses_a_seat_that_is_not_at_the_table() -> None:
    with pytest.raises(ValueError):
        seat_pan(4, 4)
    with pytest.raises(ValueError):
        seat_pan(-1, 3)
