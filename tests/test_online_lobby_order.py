"""The shared lobby's writes land in the order they were made:
each is spawned as its own task, and two tasks on two connections of the
bus's pool can reach Redis the wrong way round when the first waits for a
new connection to open. Redis stands in here as one that is slow on its
first write, which is all the test needs of it; the whole lobby at real
servers is tested in test_online_spread.py."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from game.online import protocol as p
from game.server.cluster import Cluster


class SlowFirstRedis:
    """The lobby hash, its first write delayed as a new connection's is."""

    def __init__(self) -> None:
        self.lobby: dict[str, bytes] = {}
        self.writes = 0

    async def hset(self, key: str, field: str, value: bytes) -> None:
        self.writes += 1
        if self.writes == 1:
            await asyncio.sleep(0.05)
        self.lobby[field] = value

    async def hdel(self, key: str, field: str) -> None:
        self.writes += 1
        self.lobby.pop(field, None)


class OpenTable:
    """A table open in the lobby until ``over`` is set."""

    def __init__(self) -> None:
        self.id, self.code, self.over = "t1", None, False
        self.engine = SimpleNamespace(is_over=lambda: self.over)

    def info(self) -> p.TableInfo:
        return p.TableInfo(table=self.id, game="twenty", options={}, seats=[],
                           state="over" if self.over else "playing")


def test_a_finished_tables_removal_from_the_lobby_lands_after_its_listing() -> None:
    async def play() -> dict[str, bytes]:
        tasks: set[asyncio.Task[Any]] = set()
        server = SimpleNamespace(config=SimpleNamespace(lease=1.0), log=print,
                                 spawn=lambda work: tasks.add(asyncio.ensure_future(work)))
        redis = SlowFirstRedis()
        bus = SimpleNamespace(redis=redis, server_id="s1", lease_ms=1000)
        cluster = Cluster(server, bus)  # type: ignore[arg-type]
        table = OpenTable()
        cluster.news(table)  # type: ignore[arg-type]  # listed, on a connection being opened
        table.over = True
        cluster.news(table)  # type: ignore[arg-type]  # over: taken off the lobby
        await asyncio.gather(*tasks)
        assert redis.writes == 2
        return redis.lobby

    assert asyncio.run(play()) == {}  # not listed: the older write did not land last
