"""PostgreSQL and Redis of the tests' own: each started on a free loopback
port in a temporary folder, waited for until it answers (never a fixed
sleep), and stopped at the end.

``initdb`` refuses to run as root, and CI runs as root: there it runs as
the ``postgres`` user, in a folder given to that user. Where an engine is
not installed, :func:`missing` fails the run in CI (``CI=true``) and skips
with its reason elsewhere.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

READY_TIMEOUT = 60.0


def missing(why: str) -> None:
    """A real engine the tests need is not here: a failure in CI, a skip elsewhere."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{why} (CI installs it: .ci/run)")
    pytest.skip(why)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _postgres_bin(tool: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{tool}"),
                   key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0)
    return found[-1] if found else shutil.which(tool)


class PostgresServer:
    """A PostgreSQL cluster in a folder of its own, trusting local connections."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="parlour-pg-"))
        self.port = free_port()
        self.as_user: list[str] = []
        self._databases = itertools.count(1)

    def _run(self, *command: str) -> subprocess.CompletedProcess[str]:
        # In its own folder: the postgres user may not enter the tests' one.
        return subprocess.run([*self.as_user, *command], capture_output=True, text=True,
                              timeout=120, check=False, cwd=self.folder)

    def start(self) -> PostgresServer:
        initdb, pg_ctl = _postgres_bin("initdb"), _postgres_bin("pg_ctl")
        if initdb is None or pg_ctl is None:
            missing("PostgreSQL is not installed (initdb, pg_ctl)")
        assert initdb is not None and pg_ctl is not None
        if os.geteuid() == 0:  # initdb refuses root
            runuser = shutil.which("runuser")
            if runuser is None or subprocess.run(["id", "postgres"], capture_output=True,
                                                 check=False).returncode:
                missing("running as root, and no postgres user to run PostgreSQL as")
            self.as_user = [str(runuser), "-u", "postgres", "--"]
            shutil.chown(self.folder, "postgres", "postgres")
        data = self.folder / "data"
        made = self._run(initdb, "-D", str(data), "-U", "postgres", "--auth=trust",
                         "-E", "UTF8", "--no-sync", "--no-instructions")
        if made.returncode:
            raise AssertionError(f"initdb failed: {made.stdout}{made.stderr}")
        options = (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1"
                   " -c fsync=off -c synchronous_commit=off -c full_page_writes=off")
        started = self._run(pg_ctl, "-D", str(data), "-o", options,
                            "-l", str(self.folder / "log"), "-W", "start")
        if started.returncode:
            raise AssertionError(f"pg_ctl start failed: {started.stdout}{started.stderr}")
        self._wait_ready()
        return self

    def _wait_ready(self) -> None:
        import psycopg

        deadline = time.monotonic() + READY_TIMEOUT
        while True:
            try:
                psycopg.connect(self.url("postgres"), connect_timeout=2).close()
                return
            except psycopg.OperationalError as err:
                if time.monotonic() > deadline:
                    log = (self.folder / "log").read_text(errors="replace")
                    raise AssertionError(f"PostgreSQL did not answer: {err}\n{log}") from err
                time.sleep(0.05)  # poll again: readiness, with a deadline

    def url(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database for one test: its address."""
        import psycopg

        name = f"t{os.getpid()}_{next(self._databases)}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as db:
            db.execute(f"CREATE DATABASE {name}".encode())
        return self.url(name)

    def restart(self) -> None:
        """Stopped (every connection cut) and started again on the same data."""
        pg_ctl = _postgres_bin("pg_ctl")
        assert pg_ctl is not None
        done = self._run(pg_ctl, "-D", str(self.folder / "data"), "-m", "fast", "-W",
                         "-l", str(self.folder / "log"), "restart")
        if done.returncode:
            raise AssertionError(f"pg_ctl restart failed: {done.stdout}{done.stderr}")
        self._wait_ready()

    def stop(self) -> None:
        pg_ctl = _postgres_bin("pg_ctl")
        if pg_ctl is not None and (self.folder / "data" / "postmaster.pid").exists():
            self._run(pg_ctl, "-D", str(self.folder / "data"), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)


class RedisServer:
    """A redis-server on a free loopback port, keeping nothing on disk."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="parlour-redis-"))
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        binary = shutil.which("redis-server")
        if binary is None:
            missing("Redis is not installed (redis-server)")
        assert binary is not None
        self.proc = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.folder),
             "--save", "", "--appendonly", "no", "--logfile", str(self.folder / "log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        import redis

        client = redis.Redis(port=self.port, socket_connect_timeout=2)
        deadline = time.monotonic() + READY_TIMEOUT
        while True:
            try:
                if client.ping():
                    client.close()
                    return self
            except redis.ConnectionError as err:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise AssertionError(f"redis-server did not answer: {err}") from err
                time.sleep(0.05)  # poll again: readiness by PING, with a deadline

    def stop(self) -> None:
        self._kill()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def emptied(self) -> RedisServer:
        """This server with nothing in it: the servers of one test share its
        lobby and leases, which must not hold an earlier test's tables (a
        lobby test run after another listed that test's tables too)."""
        import redis

        client = redis.Redis(port=self.port, socket_connect_timeout=2)
        try:
            client.flushall()
        finally:
            client.close()
        return self

    def restart(self) -> None:
        """Killed and started again on the same port, empty (it keeps nothing on disk)."""
        self._kill()
        self.start()
