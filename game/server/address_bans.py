"""Banning an address: an operator keeps out the computer a troublemaker
connects from, not only the name (a banned name comes back as a new guest).

The operator names the player ("the address of Bo"); the server looks up
the address that player last connected from (the store's ``addresses``,
noted after each message of a signed-in connection, at the server the
client is connected to) and bans it (``address_bans``). No address is ever
sent to any client, the operator included: every answer names the player.

From then on a hello, a resume, a sign-in or a new account from that
address is refused in one sentence (``address-banned``), at every server
sharing the store; the connections from it open now are told so and closed
(with a bus, at every server: the news goes on the moderation channel).
An operator's own account is never kept out by an address ban: an operator
may share an address with the one banned (a household, a proxy, or one
machine in a test). Like a name's ban it has no end: the operator lifts it
(``unban-address``, by the same name). A server behind a reverse proxy sees
the proxy's address: banning it would keep everyone out, so such a server
should not use address bans.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Literal

from ..online import protocol as p
from .name_keys import name_key

if TYPE_CHECKING:
    from .connection import Connection
    from .host import AddressBansHost, Operators

AddressAction = Literal["ban-address", "unban-address"]


def remote_ip(conn: Connection) -> str | None:
    """The address ``conn`` connects from (None: not a socket's, a proxy's)."""
    return conn.address


class AddressBans:
    """The address bans of one server (held by its :class:`Moderation`)."""

    def __init__(self, server: AddressBansHost, moderation: Operators) -> None:
        self.server = server
        self.moderation = moderation
        #: the token each connection's address was noted for (once per player)
        self.noted: weakref.WeakKeyDictionary[Connection, str] = weakref.WeakKeyDictionary()

    def seen(self, conn: Connection) -> None:
        """After a message: a connection's player noted at its address, once."""
        token = conn.token
        if token is None or self.noted.get(conn) == token:
            return
        self.noted[conn] = token
        address = remote_ip(conn)
        if address is not None:
            self.server.store.note_address(token, address)

    def _operator(self, message: p.Hello | p.Resume | p.Register | p.SignIn) -> bool:
        """Whether ``message`` is an operator's account coming in (a sign-in
        is checked for its password as any other)."""
        store = self.server.store
        if isinstance(message, p.SignIn):
            return name_key(message.name) in self.moderation.admins
        token = None if isinstance(message, p.Register) else message.token
        name = None if token is None else store.player_name(token)
        return (name is not None and name_key(name) in self.moderation.admins
                and token is not None and store.password_hash(token) is not None)

    async def refuses(self, conn: Connection,
                      message: p.Hello | p.Resume | p.Register | p.SignIn) -> bool:
        """True, said to ``conn``, when it comes in from a banned address."""
        address = remote_ip(conn)
        if address is None or not self.server.store.address_banned(address):
            return False
        if self._operator(message):
            return False
        await self.server.send(conn, p.Error(code="address-banned"))
        return True

    async def act(self, conn: Connection, token: str, name: str, action: AddressAction) -> None:
        """An operator's ban of the address ``name`` last connected from, or its lifting."""
        server = self.server
        if action == "unban-address":
            server.store.lift_address_bans(token)
            server.log(f"{action}: {name}")
            await server.send(conn, p.Moderated(action=action, name=name, to="actor"))
            return
        address = server.store.address_of(token)
        if address is None:
            await server.send(conn, p.Error(code="no-address", args={"name": name}))
            return
        server.store.ban_address(address, token)
        server.log(f"{action}: {name}")  # the player's name: the address stays in the store
        await server.send(conn, p.Moderated(action=action, name=name, to="actor"))
        await self.cut(address)
        relay = self.moderation.relay
        if relay is not None:
            await relay.publish({"action": "ban-address", "address": address})

    async def cut(self, address: str) -> None:
        """This server's connections from ``address`` (not an operator's) told and closed."""
        server = self.server
        for conn in [c for c in server.connections if remote_ip(c) == address
                     and not self.moderation.is_operator(c)]:
            await server.send(conn, p.Error(code="address-banned"))
            conn.token = None  # nothing more is done for it
            server.spawn(conn.ws.close(1008, "address banned"))
