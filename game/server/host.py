"""What each feature of the server needs of the server that holds it, named
as :class:`typing.Protocol` s, so that a feature (accounts, moderation, the
room, a rematch, the cluster...) imports nothing from :mod:`.app`: the
:class:`~game.server.app.Server` holds them and satisfies each of these by
its shape, which mypy checks where the server hands itself over.

The small ones name one thing each (send, spawn, the store, the tables...);
a feature's host is the few of them it uses, plus what is its own to need.
What features read of one another (the moderation, the cluster, the room)
is named here as well, for the same reason: the module that defines it
imports the feature that reads it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Coroutine, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from ..online import protocol as p

if TYPE_CHECKING:
    import asyncio
    from collections import deque

    from .connection import Config, Connection
    from .forwarded import Away
    from .moderation_relay import ModerationRelay
    from .store_base import TableStore
    from .table import Table

#: What the room hands on: to one player by name, or to everyone in the lobby.
Notice = p.LobbyChat | p.Told | p.Invited


# -- one thing each ---------------------------------------------------------------------------
class Sends(Protocol):
    async def send(self, conn: Connection, *messages: p.Message) -> None:
        """``messages`` to ``conn``, in order."""


class SendsSoon(Sends, Protocol):
    def send_soon(self, conn: Connection,
                  messages: Iterable[p.Message]) -> Coroutine[object, None, None] | None:
        """Written now if ``conn`` is not behind (None), else the sending to await."""


class Spawns(Protocol):
    def spawn(self, work: Awaitable[object]) -> None:
        """``work`` run on the loop, kept until done."""


class Logs(Protocol):
    def log(self, line: str) -> None: ...


class Runs(Spawns, Logs, Protocol):
    """Work on the loop, and a log of what went wrong."""


class Configured(Runs, Protocol):
    @property
    def config(self) -> Config: ...


class Stores(Protocol):
    @property
    def store(self) -> TableStore: ...


class Connected(Protocol):
    @property
    def connections(self) -> set[Connection]:
        """Every connection open at this server."""


class HoldsTables(Protocol):
    @property
    def tables(self) -> dict[str, Table]:
        """The tables this server owns, by id."""


class Watched(HoldsTables, Protocol):
    @property
    def watchers(self) -> dict[str, set[Connection]]:
        """Who is at each table (seated or watching), by table id."""


class Budget(Protocol):
    """Uses a minute by each player (:class:`~game.server.limits.MinuteBudget`)."""

    @property
    def per_minute(self) -> int: ...

    @property
    def used(self) -> dict[str, deque[float]]: ...

    def spend(self, who: str) -> bool: ...


# -- what features read of one another --------------------------------------------------------
class ModerationView(Protocol):
    """What accounts and the room read of the moderation."""

    @property
    def removed(self) -> dict[str, set[str]]:
        """Table id -> the tokens removed from it while it waited."""

    def banned(self, token: str) -> bool: ...

    def muters(self, speaker: str | None) -> set[str]: ...


class Operators(Protocol):
    """What the address bans read of the moderation that holds them."""

    @property
    def admins(self) -> set[str]:
        """The name keys of the operators."""

    @property
    def relay(self) -> ModerationRelay | None: ...

    def is_operator(self, conn: Connection) -> bool: ...


class BusSide(Protocol):
    """This server on the bus: Redis, and its own id there."""

    @property
    def redis(self) -> Any: ...

    @property
    def me(self) -> str: ...


class StartsOnBus(Protocol):
    async def start(self, cluster: BusSide) -> None:
        """With a bus: the other servers' news heard from now on."""


class ClusterView(BusSide, Protocol):
    """What the features read of the cluster (:class:`~game.server.cluster.Cluster`)."""

    @property
    def server(self) -> Configured: ...

    @property
    def proxies(self) -> Mapping[str, Connection]:
        """The clients of other servers at this server's tables, by key."""

    @property
    def away(self) -> Mapping[str, Away]:
        """This server's clients at other servers' tables, by key."""

    def key(self, conn: Connection, table_id: str) -> str: ...

    async def relay(self, away: Away, message: p.ClientMessage) -> None: ...


class Clustered(Protocol):
    @property
    def cluster(self) -> ClusterView | None:
        """The cluster, with a bus (None: this server alone)."""


class RoomSide(Protocol):
    """What the room's side on the bus (:mod:`.room_bus`) needs of the room."""

    def share(self) -> list[tuple[str, list[p.Place]]]: ...

    async def deliver(self, notice: Notice, besides: Connection | None = None) -> None: ...


# -- each feature's host ----------------------------------------------------------------------
class AccountsHost(Sends, Spawns, Stores, Connected, HoldsTables, Clustered, Protocol):
    """:mod:`.accounts`: besides, a new key moves the moderation's removals
    and the budgets already spent to it."""

    @property
    def moderation(self) -> ModerationView: ...

    @property
    def chat_budget(self) -> Budget: ...

    @property
    def table_budget(self) -> Budget: ...


class AddressBansHost(Sends, Runs, Stores, Connected, Protocol):
    """:mod:`.address_bans`."""


class ModerationHost(AddressBansHost, Watched, Protocol):
    """:mod:`.moderation`: it takes seats, ends and closes tables."""

    @property
    def grace_timers(self) -> dict[tuple[str, int], asyncio.TimerHandle]: ...

    def unwatch(self, conn: Connection, table: Table) -> int | None: ...

    async def changed(self, table: Table) -> None: ...

    async def close_if_deserted(self, table: Table) -> bool: ...

    async def let_go(self, table: Table, why: str) -> None: ...


class MyTablesHost(Sends, Stores, HoldsTables, Clustered, Protocol):
    """:mod:`.my_tables`."""


class PresenceHost(SendsSoon, Spawns, Connected, Clustered, Protocol):
    """:mod:`.presence`."""


class Lobby(Protocol):
    """What :mod:`.presence` needs of the room that holds it."""

    @property
    def server(self) -> PresenceHost: ...

    async def people(self) -> list[p.Person]: ...


class RoomHost(PresenceHost, Stores, HoldsTables, Protocol):
    """:mod:`.room`: chat counts against the chat budget; a muter hears no line."""

    @property
    def moderation(self) -> ModerationView: ...

    @property
    def chat_budget(self) -> Budget: ...


class RematchHost(Sends, Runs, Watched, Clustered, Protocol):
    """:mod:`.rematch`: a new table opened, its absent seats given their grace."""

    @property
    def table_budget(self) -> Budget: ...

    def start_grace(self, table: Table, seat: int) -> None: ...

    async def open_table(self, table: Table) -> None: ...


class WriterHost(Logs, HoldsTables, Protocol):
    """:func:`.writer.not_stored`: a table let go, or its computer players kicked again."""

    def lose(self, table: Table, why: str) -> None: ...

    def kick(self, table: Table) -> None: ...


class ClusterHost(Sends, Configured, Stores, HoldsTables, Protocol):
    """:mod:`.cluster`: a peer of the server, which serves its forwarded
    clients through the server's own calls and rebuilds the tables it takes."""

    @property
    def unbuildable(self) -> set[str]: ...

    @property
    def moderation(self) -> StartsOnBus: ...

    @property
    def accounts(self) -> StartsOnBus: ...

    def rebuild(self, table_id: str, epoch: int | None = None) -> str | None: ...

    def lose(self, table: Table, why: str) -> None: ...

    def drop(self, conn: Connection) -> None: ...

    def held(self, table_id: str) -> Table | None: ...

    async def dispatch(self, conn: Connection, message: p.ClientMessage) -> None: ...

    async def sit(self, conn: Connection, table: Table, seat: int | None,
                  joined: bool = True) -> None: ...
