"""The game's own SSIP client and Speech Dispatcher speaker, against fake
daemons: what it sends, that it never blocks the game, and how it survives a
daemon that dies or stops answering. (The real daemon: test_speechd_daemon.py.)"""

from __future__ import annotations

import contextlib
import io
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app.launch_words import speech_sentences
from game.i18n import t
from game.speech import (
    Notice,
    PrintSpeaker,
    RecordingSpeaker,
    SpeechDispatcherSpeaker,
    TeeSpeaker,
    TextSpeaker,
    choose_speaker,
    screenreader,
    speechd,
    take_notices,
)
from game.speech.base import BackendUnavailable
from game.speech.ssip import (
    SSIPAddress,
    escape_data,
    speechd_address,
    ssip_pitch,
    ssip_rate,
    ssip_volume,
)


class FakeDaemon:
    """A Unix-socket SSIP server on a thread. ``answer`` says how many
    commands of each connection get a reply before it falls silent (None:
    all). It records every command line and every spoken text."""

    def __init__(self, path: Path, answer: int | None = None) -> None:
        self.path = path
        self.answer = answer
        self.lines: list[str] = []
        self.spoken: list[str] = []
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(str(path))
        self._server.listen(8)
        self._clients: list[socket.socket] = []
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._server.accept()
            except OSError:
                return
            self._clients.append(client)
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        reader = client.makefile("rb")
        replies = 0
        data: list[str] | None = None
        try:
            for raw in reader:
                line = raw.decode().rstrip("\r\n")
                if data is not None:
                    if line != ".":
                        data.append(line[1:] if line.startswith("..") else line)
                        continue
                    self.spoken.append("\n".join(data))
                    data = None
                    reply = b"225-1\r\n225 OK MESSAGE QUEUED\r\n"
                else:
                    self.lines.append(line)
                    if line == "SPEAK":
                        data = []
                        reply = b"230 OK RECEIVING DATA\r\n"
                    elif line == "QUIT":
                        reply = b"231 HAPPY HACKING\r\n"
                    else:
                        reply = b"200 OK\r\n"
                if self.answer is None or replies < self.answer:
                    client.sendall(reply)
                    replies += 1
        except OSError:
            return

    def close(self) -> None:
        """The daemon dies: its socket and every connection close."""
        self._closed = True
        self._server.close()
        for client in self._clients:
            with contextlib.suppress(OSError):
                client.shutdown(socket.SHUT_RDWR)
            client.close()
        self.path.unlink(missing_ok=True)


@pytest.fixture
def sock_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "speechd.sock"
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{path}")
    return path


@pytest.fixture
def daemon(sock_path: Path) -> Iterator[FakeDaemon]:
    fake = FakeDaemon(sock_path)
    yield fake
    fake.close()


def wait_for(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.005)
    return False


def open_speaker(fallback=TextSpeaker, **kwargs: object) -> SpeechDispatcherSpeaker:
    return speechd.open_speech_dispatcher(fallback=fallback, **kwargs)  # type: ignore[arg-type]


# --- the protocol's pieces --------------------------------------------------------


def test_the_address_comes_from_speechd_address_or_the_runtime_folder() -> None:
    assert speechd_address({"XDG_RUNTIME_DIR": "/run/user/1000"}) == SSIPAddress(
        path=Path("/run/user/1000/speech-dispatcher/speechd.sock"))
    assert speechd_address({"HOME": "/home/ada"}).path == Path(
        "/home/ada/.cache/speech-dispatcher/speechd.sock")
    mine = speechd_address({"SPEECHD_ADDRESS": "unix_socket:/tmp/s.sock",
                            "XDG_RUNTIME_DIR": "/run/user/1000"})
    assert (mine.path, mine.default) == (Path("/tmp/s.sock"), False)
    tcp = speechd_address({"SPEECHD_ADDRESS": "inet_socket:127.0.0.1:6561"})
    assert (tcp.host, tcp.port, tcp.path) == ("127.0.0.1", 6561, None)


def test_rate_and_volume_map_onto_ssip_scales() -> None:
    assert [ssip_rate(w) for w in (80, 120, 160, 200, 300, 400, 500)] == [
        -100, -100, -50, 0, 50, 100, 100]
    assert [ssip_volume(v) for v in (-1.0, 0.0, 0.25, 0.5, 1.0, 2.0)] == [
        -100, -100, -50, 0, 100, 100]


def test_pitch_maps_onto_ssip_scale_with_50_the_daemons_own() -> None:
    assert [ssip_pitch(p) for p in (-10, 0, 25, 50, 70, 100, 130)] == [
        -100, -100, -50, 0, 40, 100, 100]


def test_a_new_pitch_in_the_settings_menu_reaches_the_daemon(daemon: FakeDaemon) -> None:
    """Rate, volume, pitch and voice work in every speech mode: the Pitch item
    reconnects with SET SELF PITCH at the new value, mapped like the rate."""
    from game.app.main import App, AppOptions

    app = App(AppOptions(headless=True, speech="screenreader", seed=3, lang="en"))
    try:
        assert wait_for(lambda: "SET SELF PITCH 0" in daemon.lines), daemon.lines
        app.press("s")
        app.press("return")  # Settings
        menu = app.screen.menu
        menu.focus = next(i for i, item in enumerate(menu.items)
                          if item.label.startswith(t("setting-pitch")))
        app.press("right")
        assert app.settings.voice_pitch == 60
        assert wait_for(lambda: "SET SELF PITCH 20" in daemon.lines), daemon.lines
    finally:
        app.close()


def test_speak_data_doubles_leading_dots_and_ends_with_a_dot_line() -> None:
    assert escape_data("Ada plays.\n.5 of hearts") == b"Ada plays.\r\n..5 of hearts\r\n.\r\n"
    assert escape_data(".") == b"..\r\n.\r\n"


# --- what the speaker sends ---------------------------------------------------------


def test_the_speaker_names_itself_sets_priority_rate_volume_then_speaks(
    daemon: FakeDaemon,
) -> None:
    speaker = open_speaker(rate=300, volume=0.25)
    try:
        speaker.speak("Ada draws.", False)
        assert wait_for(lambda: len(daemon.spoken) == 1)
        speaker.speak(".5 of hearts, 2 of 9", True)
        assert wait_for(lambda: len(daemon.spoken) == 2)
        speaker.speak("Bob plays.", False)
        assert wait_for(lambda: len(daemon.spoken) == 3)
        speaker.stop()
        assert wait_for(lambda: daemon.lines[-1:] == ["CANCEL SELF"])
    finally:
        speaker.close()
    assert wait_for(lambda: daemon.lines[-1:] == ["QUIT"])  # a goodbye, not a hang-up
    assert daemon.lines == ["SET SELF CLIENT_NAME user:parlour:main",
                            "SET SELF PRIORITY MESSAGE", "SET SELF RATE 50",
                            "SET SELF VOLUME -50", "SET SELF PITCH 0",
                            "SET SELF LANGUAGE en",
                            "LIST SYNTHESIS_VOICES",
                            "SPEAK", "CANCEL SELF", "SPEAK", "SPEAK", "CANCEL SELF", "QUIT"]
    assert daemon.spoken == ["Ada draws.", ".5 of hearts, 2 of 9", "Bob plays."]
    assert speaker.name == "screenreader"


def test_arrowing_quickly_sends_every_focus_in_order_each_after_a_cancel(
    daemon: FakeDaemon,
) -> None:
    speaker = open_speaker()
    try:
        for position in range(1, 101):
            speaker.speak(f"{position} of hearts", True)
        speaker.speak("Ada draws.", False)
        assert wait_for(lambda: daemon.spoken[-1:] == ["Ada draws."])
    finally:
        speaker.close()
    assert daemon.spoken == [f"{n} of hearts" for n in range(1, 101)] + ["Ada draws."]
    speaks = [i for i, line in enumerate(daemon.lines) if line == "SPEAK"]
    assert [daemon.lines[i - 1] for i in speaks] == ["CANCEL SELF"] * 100 + ["SPEAK"]


def test_linux_auto_with_orca_speaks_through_speech_dispatcher(
    daemon: FakeDaemon, tmp_path: Path
) -> None:
    proc = tmp_path / "proc"
    (proc / "812").mkdir(parents=True)
    (proc / "812" / "comm").write_text("orca\n")
    speaker = screenreader.open_screen_reader(platform="linux", proc_dir=proc)
    try:
        assert isinstance(speaker, SpeechDispatcherSpeaker)
        speaker.speak("Your turn.", True)
        assert wait_for(lambda: daemon.spoken == ["Your turn."])
    finally:
        speaker.close()


def test_screenreader_mode_needs_no_orca_only_the_daemon(daemon: FakeDaemon) -> None:
    speaker, notices = choose_speaker("screenreader", mixer_ready=False, rate=120, volume=1.0)
    try:
        assert isinstance(speaker, SpeechDispatcherSpeaker)
        assert notices == []
        assert wait_for(lambda: "SET SELF RATE -100" in daemon.lines)
    finally:
        speaker.close()


# --- a missing daemon is named -----------------------------------------------------


def test_a_daemon_not_installed_is_named_with_its_package(
    sock_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speechd, "daemon_installed", lambda: False)
    speaker, notices = choose_speaker("screenreader", mixer_ready=False)
    assert speaker.name == "text"
    assert notices[0] == Notice("speech-no-speechd", {"reason": "not-installed"})
    sentence = speech_sentences(notices, speaker)[0]
    assert "install the speech-dispatcher package" in sentence
    assert "Speech Dispatcher is missing" not in sentence


def test_an_installed_daemon_that_is_not_there_is_not_called_missing(
    sock_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speechd, "daemon_installed", lambda: True)
    speaker, notices = choose_speaker("screenreader", mixer_ready=False)
    assert notices[0] == Notice("speech-speechd-failed", {"reason": "failed"})
    sentence = speech_sentences(notices, speaker)[0]
    assert sentence.startswith("Speech: Speech Dispatcher cannot be reached (it failed)")
    assert "install" not in sentence


# --- never frozen -----------------------------------------------------------------------


def test_a_daemon_that_never_answers_is_given_up_within_the_connect_timeout(
    sock_path: Path,
) -> None:
    silent = FakeDaemon(sock_path, answer=0)
    try:
        started = time.perf_counter()
        with pytest.raises(BackendUnavailable) as caught:
            open_speaker()
        assert caught.value.reason == "timeout"
        assert time.perf_counter() - started < speechd.CONNECT_TIMEOUT + 0.4
    finally:
        silent.close()


def test_speak_returns_at_once_when_the_daemon_stops_answering(
    sock_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speechd, "REPLY_TIMEOUT", 0.5)
    monkeypatch.setattr(speechd, "RECONNECT_DELAYS", (60.0,))
    # The name, the settings, the language and the voice list, then nothing.
    silent = FakeDaemon(sock_path, answer=7)
    fallback = RecordingSpeaker()
    speaker = open_speaker(fallback=lambda: fallback)
    try:
        slowest = 0.0
        for number in range(200):
            started = time.perf_counter()
            speaker.speak(f"Card {number}", number % 2 == 0)
            speaker.update()
            slowest = max(slowest, time.perf_counter() - started)
        assert slowest < 0.005
        # The worker gives up after the reply timeout; the game is told once.
        assert wait_for(lambda: (speaker.update(), not speaker.connected)[1], 3.0)
        assert take_notices(speaker) == [Notice("speech-speechd-lost", {"using": "text"})]
        speaker.update()  # what the daemon never took, from the last focus text on
        assert fallback.texts == ["Card 198", "Card 199"]
        speaker.speak("Your turn.", True)
        assert fallback.spoken[-1] == ("Your turn.", True)
        assert take_notices(speaker) == []
    finally:
        speaker.close()
        silent.close()


# --- never silent -----------------------------------------------------------------------


def test_a_dead_daemon_hands_over_to_the_fallback_and_is_taken_back(
    sock_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speechd, "RECONNECT_DELAYS", (0.2,))
    first = FakeDaemon(sock_path)
    fallback = RecordingSpeaker()
    speaker = open_speaker(fallback=lambda: fallback)
    second: FakeDaemon | None = None
    try:
        speaker.speak("One.", False)
        assert wait_for(lambda: first.spoken == ["One."])
        first.close()
        speaker.speak("Two.", False)  # sent into the dying connection: not lost
        assert wait_for(lambda: (speaker.update(), not speaker.connected)[1])
        assert take_notices(speaker) == [Notice("speech-speechd-lost", {"using": "text"})]
        speaker.update()  # after the notice: what the daemon did not take
        speaker.speak("Three.", False)
        assert fallback.texts == ["Two.", "Three."]
        second = FakeDaemon(sock_path)
        assert wait_for(lambda: (speaker.update(), speaker.connected)[1])
        assert take_notices(speaker) == [Notice("speech-speechd-back")]
        assert fallback.stops == 1  # the stand-in voice does not talk over the daemon
        speaker.speak("Four.", False)
        assert wait_for(lambda: second.spoken == ["Four."])
        assert second.lines[1] == "SET SELF PRIORITY MESSAGE"  # set up again
        assert fallback.texts == ["Two.", "Three."]
    finally:
        speaker.close()
        if second is not None:
            second.close()


def test_the_lost_and_back_sentences_are_true_for_voice_and_text() -> None:
    assert t("speech-speechd-lost", using="voice") == (
        "Speech: Speech Dispatcher stopped answering, so the game speaks with its own voice"
        " until it is back.")
    assert "text only" in t("speech-speechd-lost", using="text")
    assert "is back" in t("speech-speechd-back")


# --- headless: print and speak ---------------------------------------------------------


def test_tee_prints_every_message_and_says_it_too() -> None:
    out = io.StringIO()
    inner = RecordingSpeaker()
    tee = TeeSpeaker(PrintSpeaker(out), inner)
    tee.speak("Your turn.", True)
    tee.speak("Ada draws.", False)
    tee.stop()
    assert out.getvalue() == "Your turn.\nAda draws.\n"
    assert inner.spoken == [("Your turn.", True), ("Ada draws.", False)]
    assert inner.stops == 1
    assert tee.name == "recording"
    assert take_notices(tee) == []


def test_auto_with_orca_but_no_daemon_says_why_it_uses_another_voice(
    sock_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A second voice over Orca must never come unexplained.
    monkeypatch.setattr(screenreader, "screen_reader_process_running", lambda *_: True)
    monkeypatch.setattr(speechd, "daemon_installed", lambda: False)
    speaker, notices = choose_speaker("auto", mixer_ready=False)
    assert speaker.name == "text"
    assert notices[0] == Notice("speech-no-speechd", {"reason": "not-installed"})
