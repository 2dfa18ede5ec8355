"""Accounts: a name with a password, signed in from any computer.

A player is a token (kept by the client: the settings' "remember me") and
a name; an account is such a player whose token has a password's hash in
the store (``passwords``). Signing in with the name and the password gives
the client that token, so whatever the token holds, the seats of games
under way among them, follows the account to any computer. A guest is a
player without a password (today's name and key); ``parlour serve
--no-guests`` lets none in. Changing the password gives the account a new
token (:meth:`Accounts.change`): everything of the old one moves to it, the
computer that changed it is given it, and any other still on the old one
is told ``key-replaced`` and must sign in again.

The password is hashed with argon2id (:data:`HASHER`) off the event loop
(a hash takes tens of milliseconds, every table would wait); it is never
stored, logged or sent back, and no message carries a hash, an address or
another player's token. Wrong passwords are counted per name and per
address in the store, so every server sharing it counts them all
(:class:`StoredTryLimit`): past :data:`TRIES_PER_MINUTE` in a minute,
the answer is ``password-wait`` with the seconds to wait, without a hash.
"""

from __future__ import annotations

import asyncio
import math
import secrets
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from ..online import protocol as p
from .name_keys import name_key
from .names import claim as claim_name

if TYPE_CHECKING:
    from .connection import Connection
    from .host import AccountsHost, BusSide
    from .moderation_relay import ModerationRelay
    from .store import TableStore

#: argon2id at OWASP's first recommended cost (19 MiB, two passes, one lane):
#: about 30 to 70 ms a hash on the project's two busy cores (docs/online.md).
#: A stored hash names its own cost, so a change here still checks old ones
#: and rehashes them at the next sign-in.
HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)
#: Wrong passwords a name (and an address) may try in :data:`WINDOW` seconds;
#: one more waits until the oldest of them is a minute old.
TRIES_PER_MINUTE = 10
WINDOW = 60.0
#: the Redis channel of new keys (a password changed) between servers
REKEYS = "parlour:rekeys"
#: hashes at once: a flood of sign-ins takes this many threads, not every core
HASHING_THREADS = 2
R = TypeVar("R")
#: checked when a name has no account, so that a missing name takes as long
#: to refuse as a wrong password (made once, lazily: a hash costs)
_DUMMY: list[str] = []


def _dummy_hash() -> str:
    if not _DUMMY:
        _DUMMY.append(HASHER.hash(secrets.token_urlsafe(16)))
    return _DUMMY[0]


def verify(hashed: str | None, password: str) -> bool:
    """Whether ``password`` is the one of ``hashed`` (None: no account, never)."""
    try:
        return HASHER.verify(hashed or _dummy_hash(), password) and hashed is not None
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


class TryLimit:
    """Tries per key (a name's key, an address) in a sliding minute, in
    this server's memory."""

    clock = staticmethod(time.monotonic)

    def __init__(self, per_minute: int = TRIES_PER_MINUTE, window: float = WINDOW) -> None:
        self.per_minute = per_minute
        self.window = window
        self.tries: dict[str, deque[float]] = {}

    def _recent(self, key: str, now: float) -> deque[float]:
        times = self.tries.get(key)
        if times is None:
            return deque()
        while times and times[0] <= now - self.window:
            times.popleft()
        if not times:
            del self.tries[key]
        return times

    def wait(self, keys: Iterable[str], now: float) -> int:
        """Whole seconds until each of ``keys`` may try again (0: now)."""
        waits = [times[0] + self.window - now for key in keys
                 if len(times := self._recent(key, now)) >= self.per_minute]
        return math.ceil(max(waits)) if waits else 0

    def note(self, keys: Iterable[str], now: float) -> None:
        for key in keys:
            self.tries.setdefault(key, deque()).append(now)
        if len(self.tries) > 10_000:  # many addresses: the stale ones go
            for key in list(self.tries):
                self._recent(key, now)

    def take_back(self, keys: Iterable[str], now: float) -> None:
        """A try noted before its check (so that tries at once are counted)
        that turned out right: it is no wrong try."""
        for key in keys:
            times = self.tries.get(key)
            if times is not None and now in times:
                times.remove(now)


class StoredTryLimit(TryLimit):
    """Tries counted in the store (:mod:`.store_guard`), by the wall clock:
    every server sharing the store sees every other's, so a name or an
    address has :data:`TRIES_PER_MINUTE` in all, not that many at each."""

    clock = staticmethod(time.time)

    def __init__(self, store: TableStore, per_minute: int = TRIES_PER_MINUTE,
                 window: float = WINDOW) -> None:
        super().__init__(per_minute, window)
        self.store = store

    def wait(self, keys: Iterable[str], now: float) -> int:
        # Tries at once at several servers may pass the count: the wait is
        # until enough of them are a minute old that fewer than the count remain.
        waits = [times[len(times) - self.per_minute] + self.window - now
                 for times in self.store.tries(keys, now - self.window).values()
                 if len(times) >= self.per_minute]
        return math.ceil(max(waits)) if waits else 0

    def note(self, keys: Iterable[str], now: float) -> None:
        self.store.note_tries(keys, now, self.window)

    def take_back(self, keys: Iterable[str], now: float) -> None:
        self.store.take_back_tries(keys, now)


def _address(conn: Connection) -> str:
    return f"address:{conn.address or '?'}"


class Accounts:
    """The Server's accounts: register, sign in, change the password, and
    who may say hello when guests are not let in."""

    def __init__(self, server: AccountsHost, guests: bool) -> None:
        self.server = server
        self.guests = guests
        # wrong passwords, per name and per address, counted where every server sees them
        self.limit = StoredTryLimit(server.store)
        self.made = TryLimit()  # accounts made, per address (each costs a hash)
        self.pool = ThreadPoolExecutor(HASHING_THREADS, thread_name_prefix="parlour-password")
        self.relay: ModerationRelay | None = None  # with a bus: new keys told to every server

    async def hashing(self, work: Callable[..., R], *args: str | None) -> R:
        """``work(*args)`` on the hashing threads: the loop goes on meanwhile."""
        return await asyncio.get_running_loop().run_in_executor(self.pool, work, *args)

    def admits(self, token: str | None) -> bool:
        """Whether a hello (or resume) with ``token`` may go on: always with
        guests; else only an account's token (an unknown one goes on, to be
        refused as ``bad-token``, after which the client says hello anew)."""
        if self.guests:
            return True
        store = self.server.store
        return token is not None and (store.player_name(token) is None
                                      or store.password_hash(token) is not None)

    async def handle(self, conn: Connection, message: p.AccountMessage) -> None:
        if isinstance(message, p.ChangePassword):
            await self.change(conn, message)
        elif conn.token is not None:  # a connection is one player: it signs in once
            await self.server.send(conn, p.Error(code="has-account"))
        elif isinstance(message, p.Register):
            await self.register(conn, message)
        else:
            await self.sign_in(conn, message)

    async def _refused_for_tries(self, conn: Connection, keys: list[str],
                                 limit: TryLimit | None = None) -> bool:
        limit = limit or self.limit
        wait = limit.wait(keys, limit.clock())
        if wait:
            await self.server.send(conn, p.Error(code="password-wait", args={"seconds": wait}))
        return wait > 0

    async def _welcome(self, conn: Connection, name: str, token: str) -> None:
        if self.server.moderation.banned(token):  # an operator keeps them out
            await self.server.send(conn, p.Error(code="banned"))
            return
        conn.name, conn.token = name, token
        await self.server.send(conn, p.Welcome(name=name, token=token))

    async def sign_in(self, conn: Connection, message: p.SignIn) -> None:
        keys = [f"name:{name_key(message.name)}", _address(conn)]
        if await self._refused_for_tries(conn, keys):
            return
        now = self.limit.clock()
        self.limit.note(keys, now)  # before the hash: tries on other connections meanwhile count
        found = self.server.store.account(message.name)
        hashed = found[2] if found is not None else None
        if not await self.hashing(verify, hashed, message.password):
            await self.server.send(conn, p.Error(code="sign-in-failed"))
            return
        self.limit.take_back(keys, now)
        assert found is not None and hashed is not None
        token, name, _ = found
        if HASHER.check_needs_rehash(hashed):  # made at another cost: at this one from now on
            self.server.store.set_password(token, await self.hashing(
                HASHER.hash, message.password))
        await self._welcome(conn, name, token)

    async def register(self, conn: Connection, message: p.Register) -> None:
        keys = [_address(conn)]  # a hash each: so many a minute from one address
        if await self._refused_for_tries(conn, keys, self.made):
            return
        self.made.note(keys, self.made.clock())
        store = self.server.store
        hashed = await self.hashing(HASHER.hash, message.password)
        if message.token is not None:  # this computer's guest of that name, made an account
            name = store.player_name(message.token)
            if name is not None and name_key(name) == name_key(message.name):
                if store.password_hash(message.token) is not None:
                    await self.server.send(conn, p.Error(code="has-account"))
                    return
                store.set_password(message.token, hashed)
                await self._welcome(conn, name, message.token)
                return
        token = secrets.token_urlsafe(18)
        # The hash first: a crash between the two leaves a hash nobody's token
        # has, never a name without its password.
        store.set_password(token, hashed)
        refusal = claim_name(store, token, message.name, (
            s.name for t in self.server.tables.values() for s in t.seats if s.name))
        if refusal is not None:
            store.forget_password(token)
            await self.server.send(conn, refusal)
            return
        await self._welcome(conn, message.name, token)

    async def change(self, conn: Connection, message: p.ChangePassword) -> None:
        if conn.token is None or conn.name is None:
            await self.server.send(conn, p.Error(code="hello-first"))
            return
        keys = [f"name:{name_key(conn.name)}", _address(conn)]
        if await self._refused_for_tries(conn, keys):
            return
        store = self.server.store
        old = store.password_hash(conn.token)
        if old is not None:  # a guest sets a first password without an old one
            now = self.limit.clock()
            self.limit.note(keys, now)
            if not await self.hashing(verify, old, message.old):
                await self.server.send(conn, p.Error(code="wrong-password"))
                return
            self.limit.take_back(keys, now)
        hashed = await self.hashing(HASHER.hash, message.new)
        old_token = conn.token
        if old_token is None:  # (gone while the hash was made: the connection closed)
            return
        # A new key: the computers that remembered the old one (perhaps a
        # stolen one) must sign in again; this one is given the new key.
        token = secrets.token_urlsafe(18)
        store.set_password(old_token, hashed)
        store.rekey(old_token, token)
        conn.token = token
        await self.server.send(conn, p.PasswordChanged(token=token))
        await self.rekeyed(old_token, token)
        if self.relay is not None:
            await self.relay.publish({"old": old_token, "new": token})

    async def start(self, cluster: BusSide) -> None:
        """With a bus: the other servers' new keys heard from now on."""
        from .moderation_relay import ModerationRelay  # redis only for a server that uses it

        self.relay = ModerationRelay(cluster.redis, cluster.me, self.heard_rekey, REKEYS)
        await self.relay.start(self.server.spawn)

    async def heard_rekey(self, news: Mapping[str, object]) -> None:
        await self.rekeyed(str(news["old"]), str(news["new"]))

    async def rekeyed(self, old: str, new: str) -> None:
        """What this server holds of the player ``old`` is ``new``'s (the store
        moved already): the seats at its tables, a creator's removals, the
        chat lines and tables a minute already spent, the clients other
        servers forward here; a connection still on the old key (another
        computer) is told so in one sentence and closed."""
        server = self.server
        for table in server.tables.values():
            for seat in table.seats:
                if seat.token == old:
                    seat.token = new
        for budget in (server.chat_budget, server.table_budget):  # a new key is no new allowance
            if old in budget.used:
                budget.used[new] = budget.used.pop(old)
        for removed in server.moderation.removed.values():
            if old in removed:
                removed.discard(old)
                removed.add(new)
        for proxy in () if server.cluster is None else server.cluster.proxies.values():
            if proxy.token == old:  # the changer's, forwarded here; another's closes there
                proxy.token = new
        for conn in [c for c in server.connections if c.token == old]:
            conn.token = None  # no longer anyone: nothing more is done for it
            await server.send(conn, p.Error(code="key-replaced"))
            # 1008: a refusing close; the client does not come back with the old key
            server.spawn(conn.ws.close(1008, "key replaced"))

    async def refuses(self, conn: Connection, message: p.Hello | p.Resume) -> bool:
        """True, said to ``conn``, when a hello or resume may not go on: its
        key was replaced by a password change (``key-replaced``: sign in
        again), or it is a guest's where only accounts are let in."""
        token = message.token
        store = self.server.store
        if token is not None and store.player_name(token) is None and store.retired(token):
            await self.server.send(conn, p.Error(code="key-replaced"))
            return True
        if not self.admits(token):
            await self.server.send(conn, p.Error(code="account-needed"))
            return True
        return False
