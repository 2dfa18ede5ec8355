"""Moderation: server operators, a table's creator, and each player for themselves.

- **Operators** are the accounts named at ``parlour serve --admin NAME``
  (a name with a password, signed in: a guest who took that name is not
  one). An operator may mute a name (their chat lines are refused, with one
  sentence to them), ban it (hello, sign-in and resume refused; their
  connections closed; their seats taken by computer players, or freed at a
  waiting table), lift either, remove a name from a table (a computer
  player takes the seat; everyone at it hears so), and read the reports.
  Bans and mutes are kept in the store (``sanctions``, both stores), so a
  restart keeps them, and every server sharing the store refuses a banned
  name; with a bus, the news reaches the players connected to other
  servers (:mod:`game.server.moderation_relay`).
- **A table's creator** (the person in its first person seat, where
  ``create`` seats its maker) may remove someone from the table while it
  waits for players: the seat is free again, and the one removed may not
  sit there again (kept in memory: a restart forgets it).
- **Any player** may mute another for themselves, on the server: that
  player's chat lines are not sent to them (``personal_mutes``, kept with
  the player's token, so it follows an account to any computer), and may
  report a player or a line of theirs with a short reason, which the
  operators read (``reports``). Neither is told to the player muted or
  reported: telling would invite the harassment the mute was for, and put
  the reporter in the way of it.

Every action is said to the one who made it and to the one it touches
(:class:`~game.online.protocol.Moderated`): an operator is not named to
them ("an operator"), a creator is.

Other parts of the server call :meth:`Moderation.refuse_muted` before
they pass on a chat line (the table's, the lobby's, a private one), and
:meth:`Moderation.audience` (or :meth:`Moderation.muters`) for who hears it.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, cast

from ..online import protocol as p
from .address_bans import AddressBans
from .name_keys import name_key
from .store import Sanction
from .table import Table, computer_name

if TYPE_CHECKING:
    from .connection import Connection
    from .host import BusSide, ModerationHost
    from .moderation_relay import ModerationRelay


class Moderation:
    """The server's moderation (:class:`game.server.app.Server` holds one)."""

    def __init__(self, server: ModerationHost, admins: Iterable[str]) -> None:
        self.server = server
        self.admins = {name_key(name) for name in admins}
        #: table id -> the tokens removed from it while it waited (not to sit again)
        self.removed: dict[str, set[str]] = {}
        self.relay: ModerationRelay | None = None
        self.addresses = AddressBans(server, self)  # an operator's ban of an address

    async def start(self, cluster: BusSide) -> None:
        """With a bus: the news of the other servers' actions, listened to from now on."""
        from .moderation_relay import ModerationRelay  # redis only for a server that uses it

        self.relay = ModerationRelay(cluster.redis, cluster.me, self.news)
        await self.relay.start(self.server.spawn)

    # -- what others call --------------------------------------------------------------------
    def is_operator(self, conn: Connection) -> bool:
        """An account named at ``--admin``, signed in on ``conn``."""
        return (conn.token is not None and conn.name is not None
                and name_key(conn.name) in self.admins
                and self.server.store.password_hash(conn.token) is not None)

    def banned(self, token: str) -> bool:
        return self.server.store.sanctioned(token, "ban")

    async def refuse_muted(self, conn: Connection) -> bool:
        """True, said to ``conn``, when an operator muted its player: the line is not sent."""
        if conn.token is None or not self.server.store.sanctioned(conn.token, "mute"):
            return False
        await self.server.send(conn, p.Error(code="muted"))
        return True

    def muters(self, speaker: str | None) -> set[str]:
        """The tokens of the players who muted ``speaker`` for themselves."""
        return set() if speaker is None else self.server.store.muters(speaker)

    def audience(self, speaker: Connection, listeners: Iterable[Connection]) -> list[Connection]:
        """Those of ``listeners`` who hear ``speaker``'s chat (one look-up a line)."""
        muting = self.muters(speaker.token)
        return [c for c in list(listeners) if c.token not in muting]

    async def intercepts(self, conn: Connection, message: p.ClientMessage) -> bool:
        """True when moderation took ``message``: a moderation message
        answered, or a banned player's hello or resume, a muted player's
        chat line, a removed player's join refused (each said to them)."""
        server = self.server
        if (isinstance(message, p.Hello | p.Resume | p.Register | p.SignIn)
                and await self.addresses.refuses(conn, message)):
            return True  # from a banned address
        if isinstance(message, p.Hello | p.Resume):
            token = message.token
            if token is None and isinstance(message, p.Hello):
                found = server.store.account(message.name)
                token = found[0] if found is not None else None
            if token is not None and self.banned(token):
                await server.send(conn, p.Error(code="banned"))
                return True
            return False
        if isinstance(message, p.Moderate | p.MutePlayer | p.Report | p.AskReports | p.AskMuted):
            if conn.token is None:
                await server.send(conn, p.Error(code="hello-first"))
            else:
                await self.handle(conn, message)
            return True
        if isinstance(message, p.Say | p.LobbySay | p.Tell):  # a line at a table or the room's
            return await self.refuse_muted(conn)
        if isinstance(message, p.Join) and conn.token is not None and not message.spectator:
            table = (next((t for t in server.tables.values() if t.code == message.code.upper()),
                          None) if message.code else server.tables.get(message.table))
            if table is not None and conn.token in self.removed.get(table.id, ()):
                await server.send(conn, p.Error(code="removed"))
                return True
        return False

    # -- the messages ----------------------------------------------------------------------
    async def handle(self, conn: Connection, message: p.ModerationMessage) -> None:
        assert conn.token is not None and conn.name is not None  # said hello
        send = self.server.send
        if isinstance(message, p.AskMuted):
            await send(conn, p.MutedList(names=self.server.store.muted_names(conn.token)))
            return
        if isinstance(message, p.AskReports):
            await send(conn, self.reports() if self.is_operator(conn)
                       else p.Error(code="not-operator"))
            return
        found = self.server.store.account(message.name)
        if found is None:
            await send(conn, p.Error(code="no-player", args={"name": message.name}))
            return
        token, name, _ = found
        if token == conn.token:
            await send(conn, p.Error(code="yourself"))
        elif isinstance(message, p.MutePlayer):
            self.server.store.set_personal_mute(conn.token, token, message.muted)
            await send(conn, p.Moderated(action="mute-player" if message.muted
                                         else "unmute-player", name=name, to="actor"))
        elif isinstance(message, p.Report):
            await self.report(conn, token, name, message)
        elif message.action == "remove":
            await self.remove(conn, token, name, message.table)
        elif not self.is_operator(conn):
            await send(conn, p.Error(code="not-operator"))
        elif message.action in ("ban-address", "unban-address"):
            await self.addresses.act(conn, token, name, message.action)
        else:
            await self.sanction(conn, token, name, message.action)

    async def sanction(self, conn: Connection, token: str, name: str,
                       action: p.OperatorAction) -> None:
        """An operator's mute, unmute, ban or unban of ``name``: stored, then
        said to the operator, to the player wherever they are connected, and
        a ban carried out (connections closed, seats given up)."""
        kind: Sanction = "ban" if action in ("ban", "unban") else "mute"
        self.server.store.set_sanction(token, kind, action in ("ban", "mute"))
        self.server.log(f"{action}: {name}")  # an operator's act, for the server's own record
        await self.server.send(conn, p.Moderated(action=action, name=name, to="actor"))
        news = {"action": action, "token": token, "name": name}
        await self.news(news)
        if self.relay is not None:
            await self.relay.publish(news)

    async def news(self, news: Mapping[str, object]) -> None:
        """An action (made here, or told by another server) carried out among
        this server's own connections and tables."""
        if news["action"] == "ban-address":  # another server's: its connections here cut
            await self.addresses.cut(str(news["address"]))
            return
        action = cast(p.OperatorAction, news["action"])
        token, name = str(news["token"]), str(news["name"])
        server = self.server
        if action == "remove":
            table = server.tables.get(str(news["table"]))
            seat = table.seat_of(token) if table is not None else None
            if table is not None and seat is not None:
                await self.take_seat(table, seat, "remove", str(news.get("by", "")),
                                     # published by a server's own moderation: a name or None
                                     cast("str | None", news.get("actor")))
            return
        if action == "ban":  # the seats first: what the player hears is the ban alone
            for table in list(server.tables.values()):
                seat = table.seat_of(token)
                if seat is not None and not table.engine.is_over():
                    await self.take_seat(table, seat, "ban", tell=False)
        told = p.Moderated(action=action, name=name, to="target")
        for conn in [c for c in server.connections if c.token == token]:
            await server.send(conn, told)
            if action == "ban":  # 1008: a refusing close; the client does not come back
                server.spawn(conn.ws.close(1008, "banned"))

    async def remove(self, conn: Connection, token: str, name: str, table_id: str) -> None:
        """``name`` taken from the table: by an operator from any table (a
        computer player takes a seat in play), by the creator from a table
        that waits for players (the seat is free again)."""
        server = self.server
        table = server.tables.get(table_id)
        if table is not None:
            seats: list[tuple[str, str | None]] = [(s.kind, s.token) for s in table.seats]
            over = table.engine.is_over()
        else:  # another server's table (with a bus): judged on the stored one
            stored = server.store.load(table_id) if self.relay is not None else None
            if stored is None:
                await server.send(conn, p.Error(code="no-table"))
                return
            seats = [(s.kind, s.token) for s in stored.seats]
            over = table_id in server.store.table_ids(over=True)
        people = [t for kind, t in seats if kind == "person"]
        if token not in people or over:
            await server.send(conn, p.Error(code="not-at-table", args={"name": name}))
            return
        waiting = None in people
        creator = people[0] == conn.token
        if not self.is_operator(conn) and not (creator and waiting):
            await server.send(conn, p.Error(code="not-creator" if waiting else "not-operator"))
            return
        by = "" if self.is_operator(conn) and not creator else conn.name or ""
        await server.send(conn, p.Moderated(action="remove", name=name, to="actor",
                                            table=table_id))
        if table is not None:
            seat = table.seat_of(token)
            assert seat is not None  # a person of its seats
            await self.take_seat(table, seat, "remove", by, conn.token)
        elif self.relay is not None:  # its owner takes the seat
            await self.relay.publish({"action": "remove", "token": token, "name": name,
                                      "table": table_id, "by": by, "actor": conn.token})

    async def take_seat(self, table: Table, seat: int, action: p.OperatorAction, by: str = "",
                        actor: str | None = None, tell: bool = True) -> None:
        """The person at ``seat`` leaves it for good: freed at a waiting
        table, a computer player's (normal level) at one in play. They hear
        it (unless not ``tell``: a ban says it once) and leave the table;
        everyone else at it hears it, then the table as it is now (but for
        ``actor``'s connections: the one who removed them heard it as their
        own act)."""
        server = self.server
        here = table.seats[seat]
        name, token = here.name or "", here.token
        for conn in list(server.watchers.get(table.id, ())):
            if conn.token == token and table.id in conn.tables:
                server.unwatch(conn, table)
                if tell:
                    await server.send(conn, p.Moderated(action=action, name=name, to="target",
                                                        by=by, table=table.id),
                                      p.Left(table=table.id))
        timer = server.grace_timers.pop((table.id, seat), None)
        if timer is not None:
            timer.cancel()
        here.standing_in = here.left = False
        if table.state() == "waiting":
            here.name = here.token = None
            server.store.set_seat(table.id, seat, None, None)
            if token is not None:  # (the tables closed since forgotten)
                self.removed = {k: v for k, v in self.removed.items() if k in server.tables}
                self.removed.setdefault(table.id, set()).add(token)
        else:
            here.kind, here.name, here.token = "computer", computer_name(seat), None
            server.store.seat_to_computer(table.id, seat, here.name)
        notice = p.Moderated(action=action, name=name, to="table", by=by, table=table.id)
        for conn in list(server.watchers.get(table.id, ())):
            if actor is None or conn.token != actor:
                await server.send(conn, notice)
        if not any(s.kind == "person" for s in table.seats):
            await self.end_abandoned(table)
        elif not await server.close_if_deserted(table):
            await server.changed(table)

    async def end_abandoned(self, table: Table) -> None:
        """A game under way whose last person was removed (or banned): nobody
        is left to play it, so it ends here, unplayed further. It is marked
        over in the store (a restart does not bring it back, ``--export``
        still reads it), leaves memory and every lobby, and whoever watched
        it is sent ``left``."""
        self.server.store.finish(table.id)
        await self.server.let_go(table, f"ended table {table.id}: no person is left at it")

    async def report(self, conn: Connection, token: str, name: str, message: p.Report) -> None:
        reason, quote = message.reason.strip(), message.quote.strip()
        if p.chat_fault(reason) is not None or len(reason) > p.REPORT_LENGTH:
            await self.server.send(conn, p.Error(code="bad-report",
                                                 args={"max": p.REPORT_LENGTH}))
            return
        assert conn.token is not None and conn.name is not None
        self.server.store.add_report(conn.token, token, message.table, quote[:p.CHAT_LENGTH],
                                     reason, int(time.time()))
        await self.server.send(conn, p.Moderated(action="report", name=name, to="actor"))
        told = p.Moderated(action="report", name=name, to="operator", by=conn.name)
        for other in list(self.server.connections):  # the operators here hear of it at once
            if other is not conn and self.is_operator(other):
                await self.server.send(other, told)

    def reports(self) -> p.Reports:
        store = self.server.store
        return p.Reports(reports=[p.ReportInfo(n=r.n, at=r.at, by=r.by, about=r.about,
                                               table=r.table, quote=r.quote, reason=r.reason)
                                  for r in store.reports(p.REPORTS_SHOWN)],
                         banned=store.sanctioned_names("ban"),
                         muted=store.sanctioned_names("mute"))
