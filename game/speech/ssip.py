"""A small client of SSIP, the text protocol of Speech Dispatcher.

Orca speaks through the Speech Dispatcher daemon, and so should the game when
the player uses a screen reader: same daemon, same voice, one queue. The
``speechd`` Python module that ships with the daemon is not on PyPI (Debian
packages it as python3-speechd) and cannot be imported in a virtual
environment, so the game talks SSIP itself: one line per command, numbered
reply lines, ``SPEAK`` data ended by a line holding a single dot.

Every call here may block on the socket; each has a timeout, and the speaker
(:mod:`game.speech.speechd`) makes them on its own thread, never the game
loop's. See ``docs/speech.md`` for the choices (priority, rate and volume).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

CLIENT_NAME = "user:parlour:main"
"""How the game names itself to the daemon (``user:client:component``)."""

DAEMON = "speech-dispatcher"
"""The daemon's program, and the Debian package that installs it."""

RATE_RANGE = (120, 400)
"""The game's words-per-minute range that maps onto SSIP's -100..100."""

DEFAULT_RATE = 200
"""The game's default rate; it maps to SSIP 0, the daemon's own default."""


DEFAULT_PITCH = 50
"""The game's default pitch; it maps to SSIP 0, the daemon's own default."""


class SSIPError(OSError):
    """The daemon answered with an error code, or not at all, or went away."""


class SSIPRefused(SSIPError):
    """The daemon answered, with an error code: the connection is still good."""


@dataclass(frozen=True)
class SSIPAddress:
    """Where the daemon listens: a Unix socket path or a TCP host and port."""

    path: Path | None = None
    host: str = ""
    port: int = 0
    default: bool = True
    """Whether this is the usual per-user socket (then the game may start the
    daemon, as every Speech Dispatcher client does)."""

    def describe(self) -> str:
        return str(self.path) if self.path is not None else f"{self.host}:{self.port}"


def speechd_address(env: Mapping[str, str] | None = None) -> SSIPAddress:
    """The daemon's address: ``$SPEECHD_ADDRESS`` if set, else the per-user socket.

    ``SPEECHD_ADDRESS`` is ``unix_socket:PATH``, ``unix_socket`` (the default
    path) or ``inet_socket:HOST:PORT``, as for every Speech Dispatcher client.
    The default socket is ``$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock``,
    or ``~/.cache/speech-dispatcher/speechd.sock`` without a runtime folder.
    """
    env = os.environ if env is None else env
    runtime = env.get("XDG_RUNTIME_DIR")
    base = Path(runtime) if runtime else Path(env.get("HOME", str(Path.home()))) / ".cache"
    default = SSIPAddress(path=base / "speech-dispatcher" / "speechd.sock")
    spec = env.get("SPEECHD_ADDRESS", "").strip()
    if not spec:
        return default
    method, _, rest = spec.partition(":")
    if method == "unix_socket":
        if not rest or rest == "default":
            return default
        return SSIPAddress(path=Path(rest).expanduser(), default=False)
    if method == "inet_socket":
        host, _, port = rest.rpartition(":")
        if not port.isdigit():
            host, port = rest or "127.0.0.1", "6560"
        return SSIPAddress(host=host or "127.0.0.1", port=int(port), default=False)
    return default


def ssip_rate(words_per_minute: int) -> int:
    """The game's rate on SSIP's -100..100 scale.

    200 words a minute (the game's default) is 0, the daemon's own default;
    120 is -100 and 400 is +100, linear on each side, clamped beyond.
    """
    low, high = RATE_RANGE
    wpm = min(high, max(low, int(words_per_minute)))
    if wpm <= DEFAULT_RATE:
        return round(-100 * (DEFAULT_RATE - wpm) / (DEFAULT_RATE - low))
    return round(100 * (wpm - DEFAULT_RATE) / (high - DEFAULT_RATE))


def ssip_pitch(pitch: int) -> int:
    """The game's pitch (0 to 100, 50 the engine's normal) on SSIP's -100..100
    scale: 50 is 0, the daemon's own default; 0 is -100 and 100 is 100."""
    return min(100, max(-100, round((int(pitch) - DEFAULT_PITCH) * 2)))


def ssip_volume(volume: float) -> int:
    """The game's volume (0 to 1) on SSIP's -100..100 scale: 0 is -100, 1 is 100."""
    return round(min(1.0, max(0.0, float(volume))) * 200 - 100)


def escape_data(text: str) -> bytes:
    """``text`` as SPEAK data: CR LF line ends, leading dots doubled, the dot line last."""
    lines = text.splitlines() or [""]
    escaped = ["." + line if line.startswith(".") else line for line in lines]
    return ("\r\n".join(escaped) + "\r\n.\r\n").encode("utf-8")


class SSIPConnection:
    """One open connection to the daemon. Blocking, with a timeout on every call."""

    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock
        self._buffer = b""

    @classmethod
    def open(cls, address: SSIPAddress, timeout: float) -> SSIPConnection:
        """Connect and name the client; :class:`OSError` if that fails in ``timeout``."""
        if address.path is not None:
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            target: str | tuple[str, int] = str(address.path)
        else:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            target = (address.host, address.port)
        sock.settimeout(timeout)
        try:
            sock.connect(target)
            connection = cls(sock)
            connection.command(f"SET SELF CLIENT_NAME {CLIENT_NAME}")
        except OSError:
            sock.close()
            raise
        return connection

    def set_timeout(self, seconds: float) -> None:
        self._sock.settimeout(seconds)

    def command(self, line: str) -> list[str]:
        """Send one command; the reply lines. :class:`SSIPError` unless the code is 2xx."""
        self._sock.sendall(line.encode("utf-8") + b"\r\n")
        return self._reply(line)

    def speak(self, text: str) -> list[str]:
        """``SPEAK`` then the text; the reply lines (the message id first)."""
        self.command("SPEAK")
        self._sock.sendall(escape_data(text))
        return self._reply("SPEAK data")

    def close(self, timeout: float = 0.2) -> None:
        """Say ``QUIT`` (briefly) and close the socket."""
        try:
            self._sock.settimeout(timeout)
            self._sock.sendall(b"QUIT\r\n")
        except OSError:
            pass
        finally:
            self._sock.close()

    def _reply(self, what: str) -> list[str]:
        lines: list[str] = []
        while True:
            line = self._read_line()
            lines.append(line[4:])
            if len(line) < 4 or not line[:3].isdigit():
                raise SSIPError(f"{what}: not an SSIP reply: {line!r}")
            if line[3] == " ":
                if not line.startswith("2"):
                    raise SSIPRefused(f"{what}: {line}")
                return lines

    def _read_line(self) -> str:
        while b"\r\n" not in self._buffer:
            chunk = self._sock.recv(4096)
            if not chunk:
                raise SSIPError("the daemon closed the connection")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\r\n", 1)
        return line.decode("utf-8", errors="replace")


def daemon_installed() -> bool:
    """Whether the Speech Dispatcher program is on this machine."""
    return shutil.which(DAEMON) is not None or Path("/usr/bin", DAEMON).exists()


def spawn_daemon(address: SSIPAddress, timeout: float) -> bool:
    """Start the per-user daemon as its own clients do (``--spawn`` honours the
    user's wish to disable autospawn); whether its socket appeared in time."""
    program = shutil.which(DAEMON) or str(Path("/usr/bin", DAEMON))
    deadline = time.monotonic() + timeout
    try:
        subprocess.run([program, "--spawn"], stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=timeout, check=False)
    except (OSError, subprocess.SubprocessError):
        return False
    while time.monotonic() < deadline:
        if address.path is None or address.path.exists():
            return True
        time.sleep(0.02)
    return False
