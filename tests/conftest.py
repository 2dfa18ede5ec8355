"""Fixtures of the server tests that run on both stores: the embedded one
(SQLite in the test's folder) and the scaled one (a PostgreSQL of the
tests' own, a fresh database per test). See tests/scaled_helpers.py."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.server.store import TableStore, open_store
from tests.scaled_helpers import PostgresServer, RedisServer
from tests.spread_helpers import (  # noqa: F401 - one server or two, for any test
    spread,
    spread_module,
    spread_stores,
)


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    server = PostgresServer()
    try:
        yield server.start()
    finally:
        server.stop()


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    server = RedisServer()
    try:
        yield server.start()
    finally:
        server.stop()


@dataclass(frozen=True)
class StoreUnderTest:
    """Which store a server test runs on: the ``parlour serve`` arguments
    for it, and how the test reads it back."""

    kind: str
    url: str | None

    @property
    def args(self) -> tuple[str, ...]:
        return () if self.url is None else ("--store", self.url)

    def open(self, data: Path) -> TableStore:
        return open_store(data, self.url)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest) -> StoreUnderTest:
    if request.param == "sqlite":
        return StoreUnderTest("sqlite", None)
    # Asked for only here: a run of the SQLite side alone starts no PostgreSQL.
    server: PostgresServer = request.getfixturevalue("postgres")
    return StoreUnderTest("postgresql", server.new_database())
