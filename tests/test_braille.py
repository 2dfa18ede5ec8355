"""Braille: what the game shows on the player's display.

Linux: a real BRLTTY of the test's own, with its "virtual" braille driver
(``-b vr``: the display is a socket, played here by the test, which receives
each window of text as a ``Visual "..."`` line and can press the display's
keys), reached through the real ``brlapi`` module of ``python3-brlapi``.
Windows: the real accessible_output2 NVDA and JAWS wrappers over stand-ins of
the NVDA controller DLL and the JAWS API COM object.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import types
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.speech import braille, screenreader
from game.speech.braille import Braille, NoBraille, drives_braille, open_braille
from game.speech.braille_brlapi import find_brlapi

ROOT = Path(__file__).resolve().parents[1]
needs_brltty = pytest.mark.skipif(
    shutil.which("brltty") is None or find_brlapi() is None,
    reason="brltty and python3-brlapi are not installed")


def wait_for(check: Callable[[], bool], timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.02)
    return check()


class VirtualDisplay:
    """The display end of BRLTTY's virtual driver: what it was shown, and
    its keys."""

    def __init__(self, path: Path, cells: int) -> None:
        self.sock = socket.socket(socket.AF_UNIX)
        self.sock.connect(str(path))
        self.sock.sendall(f"cells {cells}\n".encode())
        self.visual: list[str] = []
        self._buffer = b""
        self._lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        while chunk := self.sock.recv(4096):
            self._buffer += chunk
            while b"\n" in self._buffer:
                line, self._buffer = self._buffer.split(b"\n", 1)
                text = line.decode("utf-8", "replace").strip()
                if text.startswith("Visual "):
                    with self._lock:
                        self.visual.append(text[len("Visual "):].strip('"').rstrip())

    def shown(self) -> str:
        with self._lock:
            return self.visual[-1] if self.visual else ""

    def press(self, command: str) -> None:
        self.sock.sendall(f"{command}\n".encode())


def brlapi_answers(host: str, timeout: float) -> bool:
    """Whether a BrlAPI connection to ``host`` is made and tells the display's
    size within ``timeout`` seconds (tried on a thread: the call blocks)."""
    module = find_brlapi()
    assert module is not None
    answered = threading.Event()

    def connect() -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                connection = module.Connection(host.encode(), b"none")
            except Exception:  # not listening yet
                time.sleep(0.02)
                continue
            try:
                if connection.displaySize[0] > 0:
                    answered.set()
                    return
            finally:
                connection.closeConnection()

    threading.Thread(target=connect, daemon=True).start()
    return answered.wait(timeout)


def show_and_wait(display: VirtualDisplay, text: str) -> None:
    """Show ``text`` from a BrlAPI client of the test's own, until the display has it."""
    module = find_brlapi()
    assert module is not None
    connection = module.Connection()  # BRLAPI_HOST and BRLAPI_AUTH: the fixture's
    try:
        connection.enterTtyModeWithPath([])
        connection.writeText(text)
        assert wait_for(lambda: display.shown() == text), display.visual
    finally:
        connection.leaveTtyMode()
        connection.closeConnection()


@pytest.fixture
def brltty(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[VirtualDisplay]:
    """A BRLTTY of the test's own: no screen, no speech, a virtual 20-cell
    display, BrlAPI on a free local TCP port without authentication."""
    with socket.socket() as probe:  # BrlAPI port N is TCP 4101 + N
        probe.bind(("127.0.0.1", 0))
        number = probe.getsockname()[1] - 4101
    assert number > 0
    display_path = tmp_path / "display.sock"
    process = subprocess.Popen(
        ["brltty", "-n", "-e", "-q", "-b", "vr", "-d", f"server:{display_path}", "-x", "no",
         "-s", "no", "-A", f"host=127.0.0.1:{number},auth=none", "-W", str(tmp_path),
         "-U", str(tmp_path), "-P", str(tmp_path / "brltty.pid"), "-F", str(tmp_path / "prefs"),
         "-f", "/dev/null", "-l", "warning"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        assert wait_for(display_path.exists), "brltty did not start its virtual display"
        display = VirtualDisplay(display_path, cells=20)
        host = f"127.0.0.1:{number}"
        # The socket file is there ~20 ms after the start, but for about its
        # first second BRLTTY holds every new BrlAPI connection: ready means
        # a connection that answers with the display's size.
        assert brlapi_answers(host, timeout=15), "brltty's BrlAPI did not answer"
        monkeypatch.setenv("BRLAPI_HOST", host)
        monkeypatch.setenv("BRLAPI_AUTH", "none")
        yield display
    finally:
        process.terminate()
        process.wait(5)


@needs_brltty
def test_brlapi_shows_the_newest_message_and_pans_a_long_one(brltty: VirtualDisplay) -> None:
    shown = open_braille(platform="linux")
    assert isinstance(shown, Braille)
    try:
        shown.show("7 of hearts")
        assert wait_for(lambda: brltty.shown() == "7 of hearts"), brltty.visual
        shown.show("Ada plays the king of spades and draws.")
        assert wait_for(lambda: brltty.shown() == "Ada plays the king o"), brltty.visual
        brltty.press("FWinRt")  # the display's own key: the next window
        assert wait_for(lambda: brltty.shown() == "f spades and draws."), brltty.visual
        brltty.press("FWinLt")
        assert wait_for(lambda: brltty.shown() == "Ada plays the king o"), brltty.visual
    finally:
        shown.close()


@needs_brltty
def test_a_headless_game_goes_to_braille_and_the_setting_turns_it_off(
        brltty: VirtualDisplay, tmp_path: Path) -> None:
    keys = tmp_path / "keys.txt"
    keys.write_text("down\n", encoding="utf-8")
    profile = tmp_path / "profile"

    def run() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "game", "--headless", "--speech", "screenreader",
             "--keys", str(keys), "--profile", str(profile)],
            cwd=ROOT, env=os.environ.copy(), capture_output=True, text=True, timeout=60)

    done = run()
    assert done.returncode == 0, done.stderr
    # "Game: Twenty, 2 of 10" on 20 cells
    assert wait_for(lambda: "Game: Twenty, 2 of 1" in brltty.visual), brltty.visual
    seen = len(brltty.visual)
    profile.mkdir(exist_ok=True)
    (profile / "settings.json").write_text('{"format": 1, "braille": false}', encoding="utf-8")
    assert run().returncode == 0
    # Whatever the game wrote reached BRLTTY before it exited; a later
    # client's text shows that BRLTTY has shown all that came before it.
    show_and_wait(brltty, "after the game")
    assert brltty.visual[seen:] == ["after the game"]


def test_a_hanging_display_costs_the_game_nothing() -> None:
    calls: list[float] = []

    def hanging_connect() -> braille.BrailleDevice:
        calls.append(time.monotonic())
        time.sleep(5)  # a daemon that never answers
        raise ConnectionError("no answer")

    shown = Braille(hanging_connect, name="test")
    assert wait_for(lambda: bool(calls), 1.0)  # the worker is stuck in the connect
    started = time.perf_counter()
    shown.show("7 of hearts")
    assert time.perf_counter() - started < 0.01
    shown.close()
    assert time.perf_counter() - started < braille.CLOSE_WAIT + 0.2


def test_a_lost_display_is_reached_again_and_shows_the_newest_text() -> None:
    class Device:
        def __init__(self, log: list[str], fail: bool) -> None:
            self.log, self.fail = log, fail

        def write(self, text: str) -> None:
            if self.fail:
                raise OSError("display unplugged")
            self.log.append(text)

        def poll(self) -> None:
            """No keys."""

        def close(self) -> None:
            """Nothing held."""

    written: list[str] = []
    devices = iter([Device(written, fail=True), Device(written, fail=False)])
    shown = Braille(lambda: next(devices), name="test", retry_delays=(0.05,))
    try:
        shown.show("Ada draws.")
        assert wait_for(lambda: written == ["Ada draws."], 3.0), written
    finally:
        shown.close()


class RecordingDevice:
    """A display that keeps what it was shown."""

    def __init__(self, written: list[str]) -> None:
        self.written = written

    def write(self, text: str) -> None:
        self.written.append(text)

    def poll(self) -> None:
        """No keys."""

    def close(self) -> None:
        """Nothing held."""


def test_a_game_closed_at_once_still_shows_its_last_words() -> None:
    # A player who quits straight away: close() comes before the worker has
    # reached the display; the last words still get there.
    written: list[str] = []
    shown = Braille(lambda: RecordingDevice(written), name="test")
    shown.show("Parlour, main menu.")
    shown.show("Goodbye.")
    shown.close()
    assert written == ["Goodbye."]
    assert shown.shown == ["Goodbye."]


def test_no_brlapi_module_no_braille(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "brlapi", None)  # not importable from the venv
    assert find_brlapi([tmp_path]) is None
    monkeypatch.setattr("game.speech.braille_brlapi.system_module_dirs", lambda: [tmp_path])
    assert isinstance(open_braille(platform="linux"), NoBraille)
    assert isinstance(open_braille(platform="darwin"), NoBraille)


@pytest.mark.skipif(not any(Path("/usr/lib/python3/dist-packages").glob("brlapi*.so")),
                    reason="python3-brlapi is not installed")
def test_brlapi_is_found_where_debian_keeps_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # The venv cannot import it; the game loads it from the system's folder.
    monkeypatch.delitem(sys.modules, "brlapi", raising=False)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if "dist-packages" not in p])
    module = find_brlapi()
    assert module is not None
    assert str(module.__file__).startswith("/usr/lib/python3/dist-packages/")


# --- Windows: NVDA and JAWS through accessible_output2 --------------------------


class ControllerDll:
    """nvdaControllerClient64.dll: the functions ao2 calls, and on which thread."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[object, ...], str]] = []

    def __getattr__(self, name: str) -> object:
        return lambda *args: self.calls.append((name, args, threading.current_thread().name))


def test_nvda_brailles_each_message_off_the_game_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    from accessible_output2.outputs import nvda

    output = object.__new__(nvda.output_class)  # the real wrapper, without its DLL
    output.lib = dll = ControllerDll()
    monkeypatch.setattr(screenreader, "first_active_windows_reader", lambda: output)
    shown = open_braille(platform="win32")
    try:
        shown.show("Twenty, main menu. Play, 1 of 10")
        shown.show("7 of hearts")
        assert wait_for(lambda: ("nvdaController_brailleMessage", ("7 of hearts",))
                        in [c[:2] for c in dll.calls])
    finally:
        shown.close()
    assert all(c[0] == "nvdaController_brailleMessage" for c in dll.calls)
    assert {c[2] for c in dll.calls} == {"braille-screenreader"}


def test_jaws_brailles_through_its_api_made_on_the_braille_thread(
        monkeypatch: pytest.MonkeyPatch) -> None:
    made_on: list[str] = []
    calls: list[str] = []

    class FakeJawsApi:
        def __init__(self) -> None:
            made_on.append(threading.current_thread().name)

        def RunFunction(self, call: str) -> bool:  # noqa: N802 - COM names
            calls.append(call)
            return True

    class ComError(Exception):
        """pywintypes.com_error."""

    com = types.ModuleType("libloader.com")
    com.load_com = lambda *names: FakeJawsApi()  # type: ignore[attr-defined]
    pywintypes = types.ModuleType("pywintypes")
    pywintypes.com_error = ComError  # type: ignore[attr-defined]
    pythoncom = types.ModuleType("pythoncom")
    pythoncom.CoInitialize = lambda: made_on.append(  # type: ignore[attr-defined]
        "CoInitialize:" + threading.current_thread().name)
    for name, module in (("libloader.com", com), ("pywintypes", pywintypes),
                         ("pythoncom", pythoncom)):
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.delitem(sys.modules, "accessible_output2.outputs.jaws", raising=False)
    import accessible_output2.outputs as outputs

    monkeypatch.delattr(outputs, "jaws", raising=False)  # imported afresh on the fakes
    from accessible_output2.outputs import jaws

    monkeypatch.setattr(screenreader, "first_active_windows_reader", jaws.output_class)
    shown = open_braille(platform="win32")
    try:
        shown.show('Ada says "go".')
        assert wait_for(lambda: bool(calls))
    finally:
        shown.close()
    assert calls == ["BrailleString(\"Ada says 'go'.\")"]
    assert made_on == ["CoInitialize:braille-screenreader", "braille-screenreader"]


def test_a_reader_without_braille_is_not_taken_for_a_display() -> None:
    from accessible_output2.outputs import nvda
    from accessible_output2.outputs.base import Output

    class Voice(Output):  # as SAPI5: speech only
        def speak(self, text: str, interrupt: bool = False) -> None:
            """Says it."""

    assert drives_braille(object.__new__(nvda.output_class))
    assert not drives_braille(object.__new__(Voice))
