"""Moderation between servers: an operator's action reaches the players
connected to every server sharing the store (``--store`` and ``--bus``).

The store is shared, so every server refuses a banned or muted player from
the moment the action is stored; what the store cannot do is reach a
player already connected elsewhere. So the server where the operator acted
publishes the news on the Redis channel ``parlour:moderation`` (pub/sub),
and each other server carries it out among its own connections and
tables: a banned player there hears the sentence and is disconnected, and
their seats at the tables it owns go to computer players; a muted one
hears that they are muted; a removal is made by the server that owns the
table. Pub/sub is fire and forget: a server cut off from Redis at that
moment misses the news (the store still refuses the player's next hello,
resume, sign-in or chat line).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from redis.exceptions import RedisError

CHANNEL = "parlour:moderation"
WAIT = 2.0  # seconds a read waits for news before it looks again


class ModerationRelay:
    """One server's side of the channel: it publishes its own news and
    hands the others' to ``on_news``."""

    def __init__(self, redis: Any, me: str,
                 on_news: Callable[[Mapping[str, object]], Awaitable[None]],
                 channel: str = CHANNEL) -> None:
        self.channel = channel  # another part's news may have a channel of its own
        self.redis = redis
        self.me = me
        self.on_news = on_news
        self.pubsub: Any = None

    async def start(self, spawn: Callable[[Awaitable[object]], None]) -> None:
        """Subscribed before it returns: news published from then on is heard."""
        self.pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
        await self.pubsub.subscribe(self.channel)
        spawn(self.listen())

    async def publish(self, news: Mapping[str, object]) -> None:
        with contextlib.suppress(RedisError):
            await self.redis.publish(self.channel, json.dumps({**news, "from": self.me}))

    async def listen(self) -> None:
        while True:
            try:
                message = await self.pubsub.get_message(timeout=WAIT)
            except RedisError:  # Redis away: subscribe again once it answers
                await asyncio.sleep(WAIT / 4)
                with contextlib.suppress(RedisError):
                    self.pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
                    await self.pubsub.subscribe(self.channel)
                continue
            if message is None or message.get("type") != "message":
                continue
            news = json.loads(message["data"])
            if news.get("from") != self.me:
                await self.on_news(news)
