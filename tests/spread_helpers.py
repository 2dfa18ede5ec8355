"""One server, or two sharing one PostgreSQL and one Redis, for the same
whole-game tests (issue 22): the ``spread`` fixture runs a test both ways,
its clients spread over the servers (the n-th client at server n mod count)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.online_helpers import ServerProcess, server


@dataclass(frozen=True)
class Spread:
    """How many servers a test runs against, and on which shared store and bus."""

    store: str | None = None  # postgresql://... (two servers), else each its SQLite
    bus: str | None = None

    @property
    def count(self) -> int:
        return 1 if self.bus is None else 2

    @contextmanager
    def start(self, data: Path, *extra: str) -> Iterator[list[ServerProcess]]:
        """The servers, started and ready: one on ``data``, or two on the store and bus."""
        if self.bus is None:
            with server(data, *extra) as one:
                yield [one]
            return
        assert self.store is not None
        with ExitStack() as stack:
            started = []
            for name in ("a", "b"):
                process = ServerProcess(data / name, "--store", self.store, "--bus", self.bus,
                                        *extra).start()
                stack.callback(process.stop)
                started.append(process)
            yield started

    def export_args(self, data: Path) -> tuple[str, ...]:
        """Where ``parlour serve --export`` reads the tables from."""
        return ("--data", str(data)) if self.store is None else ("--store", self.store)


@pytest.fixture(params=["one-server", "two-servers"])
def spread(request: pytest.FixtureRequest) -> Spread:
    if request.param == "one-server":
        return Spread()
    # Asked for only here: the one-server side alone starts no PostgreSQL nor Redis.
    postgres = request.getfixturevalue("postgres")
    redis_server = request.getfixturevalue("redis_server")
    return Spread(postgres.new_database(), redis_server.url)
