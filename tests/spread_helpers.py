"""One server, or two sharing one PostgreSQL and one Redis, for the same
online tests: the ``spread`` fixtures run a test each way, its
clients spread over the servers (the n-th client at server n mod count:
with two, the first at the table's owner, the second at the other)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.online_helpers import ServerProcess, server


@dataclass(frozen=True)
class Spread:
    """How many servers a test runs against, and on which store and bus."""

    store: str | None = None  # postgresql://... (shared by two servers), else SQLite
    bus: str | None = None  # redis://...: two servers

    @property
    def count(self) -> int:
        return 1 if self.bus is None else 2

    @property
    def store_args(self) -> tuple[str, ...]:
        return () if self.store is None else ("--store", self.store)

    @contextmanager
    def start(self, data: Path, *extra: str) -> Iterator[list[ServerProcess]]:
        """The servers, started and ready: one on ``data`` (its SQLite, or the
        store), or two on the store and bus, in ``data``/a and ``data``/b."""
        if self.bus is None:
            with server(data, *self.store_args, *extra) as one:
                yield [one]
            return
        assert self.store is not None
        import redis

        # The Redis is the session's, the database the test's own: what earlier
        # tests left in it (their lobby entries, codes, leases) is not this test's.
        with redis.Redis.from_url(self.bus) as bus:
            bus.flushdb()
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

    def data_of(self, data: Path, n: int) -> Path:
        """The folder of the n-th server started on ``data`` (its records)."""
        return data if self.bus is None else data / "ab"[n]


def url_for(servers: Sequence[ServerProcess], n: int) -> str:
    """Where the n-th client connects: server n mod count."""
    return servers[n % len(servers)].url


def spread_of(kind: str, request: pytest.FixtureRequest) -> Spread:
    """The :class:`Spread` a fixture's parameter names; PostgreSQL and Redis are
    asked for only here, so a run of the SQLite side alone starts neither."""
    if kind in ("one-server", "sqlite"):
        return Spread()
    postgres = request.getfixturevalue("postgres")
    if kind == "postgresql":
        return Spread(postgres.new_database())
    assert kind == "two-servers", kind
    return Spread(postgres.new_database(), request.getfixturevalue("redis_server").emptied().url)


@pytest.fixture(params=["one-server", "two-servers"])
def spread(request: pytest.FixtureRequest) -> Spread:
    """One server on SQLite, or two on one PostgreSQL and one Redis."""
    return spread_of(request.param, request)


@pytest.fixture(params=["sqlite", "postgresql", "two-servers"])
def spread_stores(request: pytest.FixtureRequest) -> Spread:
    """As ``spread``, with one server on PostgreSQL between (the tests that ran
    on both stores before: the two servers add the forwarding to them)."""
    return spread_of(request.param, request)


@pytest.fixture(scope="module", params=["sqlite", "postgresql", "two-servers"])
def spread_module(request: pytest.FixtureRequest) -> Spread:
    """``spread_stores`` for a module whose tests share their servers."""
    return spread_of(request.param, request)
