"""The game against a real Speech Dispatcher daemon of the test's own: a
temporary config (the ``dummy`` output module into ALSA's null device), its
own socket (SPEECHD_ADDRESS) and a log at level 5, which records every line
a client sends. The game runs headless with ``--speech screenreader``."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.speech import TeeSpeaker, VoiceSpeaker, speechd
from tests.helpers_app import app_env, run_game, spoken_lines, write_keys

needs_daemon = pytest.mark.skipif(
    shutil.which("speech-dispatcher") is None,
    reason="speech-dispatcher is not installed: apt-get install speech-dispatcher",
)
pytestmark = needs_daemon

CONFIG = """\
LogLevel 5
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "dummy" "sd_dummy" ""
DefaultModule dummy
"""

# A line the daemon logs for every line a client sends: "16:DATA:|SPEAK".
DATA = re.compile(r"^\[[^]]*\] speechd: +\d+:DATA:\|(.*)$", re.MULTILINE)
QUEUED = re.compile(r"Queueing message \|(.*?)\| with priority (\d)", re.DOTALL)
SSIP_MESSAGE_PRIORITY = "2"  # the daemon's number for priority "message"


@dataclass
class Sent:
    """One text the daemon received, and whether a CANCEL SELF came just before."""

    text: str
    cancelled_first: bool


class Daemon:
    """A speech-dispatcher process of the test's own."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.socket = root / "speechd.sock"
        self.logs = root / "log"
        config = root / "conf"
        config.mkdir(parents=True, exist_ok=True)
        (config / "speechd.conf").write_text(CONFIG)
        self.config = config
        self.process: subprocess.Popen[bytes] | None = None
        self.address = f"unix_socket:{self.socket}"

    def start(self) -> None:
        self.logs.mkdir(exist_ok=True)
        self.process = subprocess.Popen(
            ["speech-dispatcher", "-s", "-l", "5", "-L", str(self.logs), "-C", str(self.config),
             "-c", "unix_socket", "-S", str(self.socket), "-t", "0",
             "-P", str(self.root / "pid")],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # Ready means a connection that answers, not only the socket's file.
        deadline = time.monotonic() + 10
        while not self.answers():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"speech-dispatcher did not start:\n{self.log()}")
            time.sleep(0.02)

    def answers(self) -> bool:
        """Whether the daemon takes a connection and answers a command (under
        a client name of the test's own, so the game's is still its own)."""
        with socket.socket(socket.AF_UNIX) as probe:
            probe.settimeout(5)
            try:
                probe.connect(str(self.socket))
                probe.sendall(b"SET SELF CLIENT_NAME test:ready:probe\r\nQUIT\r\n")
                reply = probe.recv(4096)
            except OSError:
                return False
        return reply.startswith(b"2")

    def kill(self) -> None:
        """The daemon dies at once (no goodbye to its clients)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(5)
        self.socket.unlink(missing_ok=True)

    def log(self) -> str:
        path = self.logs / "speech-dispatcher.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def client_lines(self) -> list[str]:
        return [line.rstrip("\r") for line in DATA.findall(self.log())]

    def sent(self) -> list[Sent]:
        """Every SPEAK's text, in order, with whether CANCEL SELF preceded it."""
        lines = self.client_lines()
        result = []
        for i, line in enumerate(lines):
            if line == "SPEAK" and i + 1 < len(lines):
                result.append(Sent(lines[i + 1], i > 0 and lines[i - 1] == "CANCEL SELF"))
        return result

    def texts(self) -> list[str]:
        return [sent.text for sent in self.sent()]


@pytest.fixture
def daemon(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Daemon]:
    running = Daemon(tmp_path / "speechd")
    running.start()
    monkeypatch.setenv("SPEECHD_ADDRESS", running.address)
    yield running
    running.kill()


def wait_for(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return False


def is_subsequence(part: list[str], whole: list[str]) -> bool:
    rest = iter(whole)
    return all(any(item == other for other in rest) for item in part)


SCRIPT = """\
return       # Play: a game of Twenty starts
f2
right        # focus moves
left         # back to the ace of spades, worth the 1 this move allows
space
return       # play: the computer players answer, their moves queue
f3
"""


# --- a whole headless session, heard by the daemon ------------------------------------


@pytest.fixture
def session(daemon: Daemon, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], Daemon]:
    keys = tmp_path / "keys.txt"
    keys.write_text(SCRIPT, encoding="utf-8")
    env = app_env(tmp_path, SPEECHD_ADDRESS=daemon.address)
    result = run_game(["--headless", "--speech", "screenreader", "--keys", str(keys),
                       "--seed", "5"], env)
    assert result.returncode == 0, result.stderr
    printed = spoken_lines(result)
    # The game closes its connection when it ends; the log may lag a little.
    wait_for(lambda: daemon.texts()[-1:] == printed[-1:])
    return result, daemon


def test_headless_screenreader_prints_everything_and_the_daemon_hears_it(
    session: tuple[subprocess.CompletedProcess[str], Daemon],
) -> None:
    result, daemon = session
    printed = spoken_lines(result)
    heard = daemon.texts()
    # A scripted run's profile is new: its first opening names the help key.
    assert printed[0] == "Parlour, main menu. Play, 1 of 12. F1 lists the keys on any screen."
    assert "Speech:" not in result.stdout + result.stderr  # no fallback was needed
    assert heard[0] == printed[0]
    assert heard[-1] == printed[-1]
    # A text may be skipped only when a later key cut it before it was sent.
    assert is_subsequence(heard, printed)
    assert len(heard) >= len(SCRIPT.splitlines())
    assert "SET SELF CLIENT_NAME user:parlour:main" in daemon.client_lines()
    priorities = {priority for _, priority in QUEUED.findall(daemon.log())}
    assert priorities == {SSIP_MESSAGE_PRIORITY}


def test_a_focus_key_cancels_and_the_computer_moves_queue(
    session: tuple[subprocess.CompletedProcess[str], Daemon],
) -> None:
    result, daemon = session
    sent = daemon.sent()
    focus = [s for s in sent if re.fullmatch(r".+ of \w+, \d of 7", s.text)]
    assert focus and all(s.cancelled_first for s in focus)
    # After "You play ..." the computer players' moves come without a cancel.
    played = next(i for i, s in enumerate(sent) if s.text.startswith("You play"))
    following = sent[played + 1:]
    moves = [s for s in following if s.text.startswith(("Ada ", "Boris "))]
    assert moves, [s.text for s in following]
    assert not any(s.cancelled_first for s in moves)


# --- the daemon dies mid-game, and comes back ------------------------------------------


def test_a_daemon_killed_mid_game_is_said_once_and_the_game_goes_on_and_back(
    daemon: Daemon, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.app.main import App, AppOptions

    monkeypatch.setattr(speechd, "RECONNECT_DELAYS", (0.3,))
    app = App(AppOptions(headless=True, speech="screenreader", seed=5))

    def frames_until(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            app.frame()
            if condition():
                return True
            time.sleep(0.01)
        return False

    try:
        assert isinstance(app.speaker, TeeSpeaker)
        app.press("return")
        app.press("f2")
        # A report may open with "N messages skipped" (what the key cut).
        assert frames_until(lambda: any("You hold" in t for t in daemon.texts()))
        daemon.kill()
        for key in ("right", "right", "f3"):
            app.press(key)
        lost = "Speech: Speech Dispatcher stopped answering"
        assert frames_until(lambda: lost in capsys.readouterr().out or lost in app.last_words)
        for key in ("left", "f2", "shift+f2"):
            app.press(key)
        for _ in range(20):
            app.frame()
        later = capsys.readouterr().out
        assert lost not in later  # said once, not for every message
        assert "You hold" in later  # the game went on
        assert not any(t.startswith(lost) for t in daemon.texts())
        daemon.start()
        back = "Speech: Speech Dispatcher is back"
        assert frames_until(lambda: back in capsys.readouterr().out, 10)
        app.press("f3")
        assert wait_for(lambda: any("Move 1 of 20" in t for t in daemon.texts()))
    finally:
        app.close()


# --- headless and the game's own voice -------------------------------------------------


@pytest.mark.skipif(os.environ.get("SDL_AUDIODRIVER") != "dummy", reason="needs dummy audio")
def test_headless_voice_prints_and_speaks_with_the_game_voice(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from game.app.main import App, AppOptions

    app = App(AppOptions(headless=True, speech="voice", seed=5))
    try:
        assert isinstance(app.speaker, TeeSpeaker)
        voice = app.speaker.speaker
        assert isinstance(voice, VoiceSpeaker)
        app.press("down")
        assert capsys.readouterr().out.splitlines()[-1].endswith("2 of 12")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not voice.played:
            app.frame()
            time.sleep(0.01)
        assert voice.played and voice.played[-1].endswith("2 of 12")
    finally:
        app.close()


def test_headless_without_a_backend_still_prints(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keys = write_keys(tmp_path / "keys.txt", ["down"])
    env = app_env(tmp_path, SPEECHD_ADDRESS=f"unix_socket:{tmp_path / 'nobody.sock'}")
    result = run_game(["--headless", "--speech", "screenreader", "--keys", str(keys)], env)
    assert result.returncode == 0, result.stderr
    lines = spoken_lines(result)
    assert lines[0].startswith("Speech: Speech Dispatcher cannot be reached (it failed), so ")
    assert lines[-1].endswith("2 of 12")
