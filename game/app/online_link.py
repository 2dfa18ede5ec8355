"""The app's side of an online table: one connection, the lobby, the table.

:class:`OnlineLink` owns the :class:`~game.online.client.OnlineClient` (a
thread of its own: the loop only ever calls ``poll()``, which never blocks),
the embedded server when the player hosts, and the
:class:`~game.online.remote.OnlineTable` the player sits at. Once a frame,
:meth:`OnlineLink.update` takes what arrived and routes it: notices and
refusals become one sentence each, ``lobby`` messages refresh the lobby
screen, everything of the table goes through ``OnlineTable.feed``, whose
words the app says (chat last, as the Chat setting wants it). Bots play on
the server, so nothing here paces them.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..core.session import Utterance
from ..games import SPECS
from ..i18n import t
from ..online import protocol as p
from ..online.play_again import seated_words
from .attention import TurnWatch
from .files import os_words
from .line_edit import LineEditScreen
from .newcomer import remember_told
from .online_moderation import OnlineModeration
from .online_my_tables import MyTablesLink
from .online_ratings import OnlineRatings
from .online_room import RoomLink
from .online_shell import OnlineScreens
from .online_words import (
    DEFAULT_PORT,
    error_words,
    game_title,
    lan_address,
    order_words,
    server_url,
)
from .screens import GameScreen, MenuScreen, Screen
from .settings import data_dir
from .shell import Shell
from .window import ask_attention, window_focused

if TYPE_CHECKING:
    from ..online.client import OnlineClient
    from ..online.remote import OnlineTable
    from ..server.embedded import EmbeddedServer

log = logging.getLogger("parlour.online")
#: How often the lobby asks for the open tables while it is on screen.
LOBBY_EVERY = 3.0


class OnlineGameScreen(GameScreen):
    """The table of an online game: the same screen as offline, with the
    chat and who keys answered here (offline the session says they work
    only online)."""

    online = True

    def __init__(self, link: OnlineLink, table: OnlineTable) -> None:
        assert table.session is not None
        super().__init__(table.session, link.screens.escape_menu)
        self.link = link
        self.online_table = table
        table.session.bots.record_written = True  # the server keeps the record, not this app

    def opening(self) -> list[Utterance]:
        # Coming back from a menu or help: where the game stands.
        return [Utterance(self.session.flow.turn_words(), interrupt=True)]

    def handle(self, command: str) -> list[Utterance]:
        if command == "play" and self.session.side.is_over():
            # The game ended at the table: Enter plays again there, as its
            # last words said; never a game on this computer.
            return self.link.play_again()
        if command == "chat":
            return self.link.open_chat()
        if command == "who":
            return [Utterance(self.online_table.who_words(), interrupt=True)]
        if command == "players":
            return self.link.moderation.table_players()
        return super().handle(command)


class OnlineLink:
    """One connection to a server, and where the player is on it."""

    def __init__(self, app: Shell, screens: OnlineScreens) -> None:
        """``screens``: the online menus, which the link opens as the server
        moves the player (the lobby, Play online, a table's screen)."""
        self.app = app
        self.screens = screens
        self.client: OnlineClient | None = None
        #: What makes the connection (the web part's connects on its own
        #: loop, with its relay's headers); None: an :class:`OnlineClient`.
        self.make_client: Callable[..., OnlineClient] | None = None
        self.address = ""
        self.embedded: EmbeddedServer | None = None
        self.table: OnlineTable | None = None
        self.table_id = ""
        self.game_screen: OnlineGameScreen | None = None
        self.lobby_tables: list[p.TableInfo] = []
        self.waiting_for = ""  # "welcome", "lobby", "joined": what a key script waits for
        self.welcomed = False
        self.lobby_due = False
        self.next_list = 0.0
        self.seat: int | None = None
        self.making = False  # a create is on its way: the table's code is this player's to give
        self.table_lost = False
        self.watch_screen: MenuScreen | None = None
        self.turns = TurnWatch(window_focused, self.alert)
        self.ratings = OnlineRatings(self)  # leaderboards, My statistics, a match's change
        self.moderation = OnlineModeration(self)  # mute, report; an operator's menu
        self.replaced: Screen | None = None  # the finished table's screen, until the new one's
        self.room = RoomLink(self)  # who is online, lobby chat, messages, invitations
        self.my_tables = MyTablesLink(self)  # the lobby's "Back to your table"

    # -- connecting --------------------------------------------------------------
    def connect(self, address: str, name: str, insecure: bool = False,
                password: str | None = None, register: bool = False) -> list[Utterance]:
        """Connect as ``name`` (with a ``password``: signing in, or making the
        account, :mod:`game.app.online_account`); the lobby opens once the
        server says welcome."""
        from ..online.client import OnlineClient

        if password is None and self.same_connection(address, name):
            return self.lobby_again()
        self.close_client()
        self.address = address
        token = self.app.settings.online_token if name == self.app.settings.online_name else ""
        make = self.make_client or OnlineClient
        self.client = make(server_url(address), name, token or None, insecure=insecure,
                           password=password, register=register)
        self.client.start()
        self.waiting_for = "welcome"
        self.welcomed = False
        return [Utterance(t("online-connecting", address=address), interrupt=True)]

    def same_connection(self, address: str, name: str) -> bool:
        """The connection open now is to ``address`` as ``name`` (kept through
        a crash of the app, :meth:`crashed`): connecting again goes on with it."""
        client = self.client
        return (client is not None and client.state in ("online", "reconnecting")
                and self.welcomed and address == self.address and name == client.name)

    def lobby_again(self) -> list[Utterance]:
        """Connect to where the player is connected already: the lobby opens
        again on the same connection. Closing it to open another would drop
        the player's seat, and the others would hear "away" and then "back"
        of a player whose connection never failed."""
        self.list_tables()
        self.lobby_due = True  # it opens with the tables the server lists
        return [Utterance(t("online-connected", address=self.address,
                            name=self.client.name if self.client is not None else ""),
                          interrupt=True)]

    def crashed(self) -> None:
        """The app crashed and went back to the main menu: the table's words
        stop (its screen is gone), the connection and the seat stay. The
        player comes back to the table from the lobby, on this connection."""
        self.table = None
        self.table_id = ""
        self.game_screen = None
        self.watch_screen = None
        self.lobby_due = False
        self.waiting_for = ""
        self.turns.was_mine = False

    def host(self, lan: bool, name: str) -> list[Utterance]:
        """Start the embedded server (this machine only, or the local
        network when the player said so) and connect to it."""
        from ..server.embedded import start_embedded

        if self.embedded is None:
            host = "0.0.0.0" if lan else "127.0.0.1"
            try:
                try:  # the usual port first: the address others type stays the same
                    self.embedded = start_embedded(data_dir() / "server", host=host,
                                                   port=DEFAULT_PORT)
                except OSError:
                    self.embedded = start_embedded(data_dir() / "server", host=host, port=0)
            except OSError as err:
                return [Utterance(t("online-host-failed", fault=os_words(err)), interrupt=True)]
        port = self.embedded.url.rsplit(":", 1)[-1].strip("/")
        address = lan_address() if lan else "127.0.0.1"  # where it listens
        # the page's address a friend opens, when the browser client started
        said = t("online-hosting-browser" if self.embedded.browser else "online-hosting",
                 lan="yes" if lan else "no", address=f"{lan_address()}:{port}",
                 browser=f"http://{address}:{port}/")
        words = [Utterance(said, interrupt=True)]
        return words + [replace(u, interrupt=False) for u in self.connect(f"localhost:{port}",
                                                                           name)]

    def close_client(self) -> None:
        if self.client is not None:
            self.client.close()
        self.client = None
        self.table = None
        self.game_screen = None
        self.waiting_for = ""

    def close(self) -> None:
        """The app is quitting: the connection, then the embedded server."""
        self.close_client()
        if self.embedded is not None:
            self.embedded.stop()
            self.embedded = None

    # -- requests --------------------------------------------------------------
    def send(self, message: p.Message, awaited: str = "") -> None:
        if self.client is not None:
            self.client.send(message)
            self.waiting_for = awaited or self.waiting_for

    def list_tables(self, mine: bool = True) -> None:
        if mine:  # the lobby opens: the tables the player sits at too, answered first
            self.my_tables.ask()
        self.send(p.ListTables(), "lobby")
        self.next_list = time.monotonic() + LOBBY_EVERY

    def create(self, game: str, seats: list[p.SeatPlan], options: dict[str, bool | int],
               private: bool, turn_seconds: int | None = None) -> list[Utterance]:
        self.making = True
        self.send(p.CreateTable(game=game, seats=seats, options=options, private=private,
                                turn_seconds=turn_seconds), "joined")
        return []

    def join(self, table: str = "", code: str = "", spectator: bool = False) -> list[Utterance]:
        self.send(p.Join(table=table, code=code.strip().upper(), spectator=spectator), "joined")
        return []

    def leave_table(self, said: bool = True) -> list[Utterance]:
        """Leave the table (the game menu's item, asked first): a computer
        player takes the seat; back to the lobby at once. ``said``: the
        player left (a table the server lost says so itself)."""
        if self.table_id and not self.table_lost:
            self.send(p.Leave(table=self.table_id))
        self.table = None
        self.table_id = ""
        self.game_screen = None
        self.watch_screen = None
        self.turns.was_mine = False
        if said:  # before the lobby, whose opening is said as it opens
            self.app.say([Utterance(t("online-left"), interrupt=True)])
        return self.lobby_anew()

    def finished_table_left(self) -> list[Utterance]:
        """Enter once the game at the table is over: the table is left (the
        others hear so) and the lobby opens, said in one sentence first."""
        self.app.say([Utterance(t("online-over-to-lobby"), interrupt=True)])
        return self.leave_table(said=False)

    def play_again(self) -> list[Utterance]:
        """Enter once the game at the table is over: this seat's yes to
        playing again there (the table's news says what follows)."""
        if self.table is None or self.table.again.went:
            return []  # on the way to the new table already
        self.table.again.asked = True
        self.send(p.Rematch(table=self.table_id), "rematch")
        return []

    def ask_again(self) -> None:
        """Back after a drop at a finished table where the player said yes:
        asked again, so as to hear whether the new table was made meanwhile."""
        table = self.table
        if table is not None and table.state == "over" and table.again.said(table.seat):
            self.send(p.Rematch(table=self.table_id))

    def sit_again(self, new_table: str, code: str | None) -> None:
        """The new table is made, with a seat for the player: the finished
        table is left and the new one joined; its screen replaces this one's."""
        assert self.table is not None
        self.table.again.going = None
        self.send(p.Leave(table=self.table_id))
        self.replaced = self.game_screen
        self.join(table="" if code else new_table, code=code or "")

    def game_over(self) -> bool:
        """The game at the player's table is over (its end was said)."""
        table = self.table
        return table is not None and (table.state == "over" or (
            table.session is not None and table.session.side.is_over()))

    def lobby_anew(self) -> list[Utterance]:
        """Back to the lobby, which opens with the tables as the server has
        them now: asked after the leave, so the table just left is listed as
        it truly is (not as the lobby last saw it, before the player sat)."""
        if self.client is None:
            return self.screens.show_lobby(queue=True)
        self.screens.lobby_gone()
        self.list_tables()
        self.lobby_due = True  # it opens when the tables arrive (update)
        return []

    def leave_server(self) -> list[Utterance]:
        self.close_client()
        return self.screens.back_to_online_menu()

    # -- chat ------------------------------------------------------------------
    def open_chat(self) -> list[Utterance]:
        def send(text: str) -> list[Utterance]:
            self.app.pop()
            if not text:
                return [Utterance(t("chat-empty"), interrupt=True)]
            self.send(p.Say(table=self.table_id, text=text))
            if self.table is not None:
                self.table.chat_sent()
            # Said once, by the table's echo (or its refusal), not "Sent." now
            # and the echo a moment later (remote.py, OnlineTable.chat).
            if self.client is not None and self.client.state != "online":
                return [Utterance(t("chat-queued"), interrupt=True)]
            return []

        return self.app.push(LineEditScreen(t("chat-title"), send, self.app.pop,
                                            limit=p.CHAT_LENGTH))

    # -- every frame ---------------------------------------------------------------
    def update(self, now: float) -> None:
        """Route what the connection brought since the last frame."""
        if self.client is None:
            return
        from ..online.client import Connected, Dropped, Failed, Reconnected, TableLost

        arrived = self.client.poll()
        for_table: list[Any] = []
        words: list[Utterance] = []
        room: list[Utterance] = []  # said after the table's words, as its chat is
        for item in arrived:
            if isinstance(item, Connected):
                words += self.welcome(item.name)
            elif isinstance(item, p.Error) and item.code == "key-replaced":
                self.keep_key("")  # a dead key: Connect with it again would only hear this
                words += self.failed(item.code)  # sign in again (the Account menu)
            elif self.room.takes(item):
                room += self.room.words(item)
            elif isinstance(item, Dropped | Reconnected):
                if isinstance(item, Reconnected):
                    self.room.watch()  # a new connection at the server: watched anew
                if self.table is not None:  # the table says it, and catches up
                    for_table.append(item)
                    if isinstance(item, Reconnected):
                        self.ask_again()
                else:
                    words.append(Utterance(t("online-server-lost" if isinstance(item, Dropped)
                                             else "online-reconnected")))
            elif isinstance(item, Failed):
                words += self.failed(item.code)
            elif isinstance(item, TableLost):
                if item.table == self.table_id:
                    for_table.append(item)
                    self.table_lost = True
            elif isinstance(item, p.MyTables):
                self.my_tables.heard(item)
            elif isinstance(item, p.Lobby):
                self.lobby_tables = list(item.tables)
                if self.waiting_for == "lobby":
                    self.waiting_for = ""
                if self.lobby_due:
                    self.lobby_due = False
                    words += self.screens.show_lobby(queue=True)
                else:
                    self.screens.refresh_lobby()
            elif isinstance(item, p.Joined):
                self.joined(item)
                for_table.append(item)
            elif isinstance(item, p.Left):
                continue  # said when the player chose to leave
            elif isinstance(item, p.PasswordChanged):
                self.waiting_for = "" if self.waiting_for == "password" else self.waiting_for
                if item.token:  # (a server before new keys sends none: the old one holds)
                    self.keep_key(item.token)
                # said now: a lobby opening in this frame is said as it opens
                self.app.say([Utterance(t("account-password-changed"), interrupt=True)])
            elif isinstance(item, p.Leaderboard | p.Stats | p.RatingChange):
                words += self.ratings.heard(item)
            elif self.moderation.takes(item):
                words += self.moderation.heard(item)
            elif isinstance(item, p.Error) and not self.welcomed:
                # The hello refused (bad-name, name-taken): said, and back.
                words.append(Utterance(error_words(item.code, item.args), interrupt=True))
                words += self.failed("")
            elif isinstance(item, p.Error) and (self.table is None or (
                    item.request is None and self.waiting_for in ("joined", "rematch"))):
                if self.waiting_for in ("joined", "lobby", "password", "rematch"):
                    self.waiting_for = ""
                words.append(Utterance(error_words(item.code, item.args), interrupt=True))
            else:
                if isinstance(item, p.RematchNews) and self.waiting_for == "rematch":
                    self.waiting_for = ""
                for_table.append(item)
            if self.client is None:  # failed: what came after is of no connection
                break
        if self.table is not None and for_table:
            words += self.table_words(for_table)
            self.ratings.match_over()
        if self.table is not None and self.table.again.going is not None:
            self.sit_again(*self.table.again.going)
        if self.table is not None:
            words += self.table.tick()  # the turn timer's warning, once a turn
        words += room
        if words:
            self.app.say(words)
        if self.on_lobby() and now >= self.next_list and self.waiting_for == "":
            self.list_tables(mine=False)

    def keep_key(self, token: str) -> None:
        """The account's key, as the settings remember it, replaced (empty: forgotten)."""
        s = self.app.settings
        if s.online_token != token:
            s.online_token = token
            self.app.save_settings()

    def on_lobby(self) -> bool:
        lobby = self.screens.lobby_screen
        return lobby is not None and self.app.screen is lobby

    def welcome(self, name: str) -> list[Utterance]:
        """Online under ``name``: the name and the server's token are kept
        (the token keeps the name and takes a dropped seat back); the lobby
        opens."""
        s = self.app.settings
        token = (self.client.token if self.client is not None else None) or ""
        address = s.online_address if self.embedded is not None else self.address
        if (s.online_name, s.online_token, s.online_address) != (name, token, address):
            # The embedded server's address is not remembered: it changes.
            s.online_name, s.online_token, s.online_address = name, token, address
            self.app.save_settings()
            self.screens.refresh_online_menu()  # a name signed in with, say
        if self.welcomed:
            return []
        self.welcomed = True
        self.waiting_for = ""
        # Said before the lobby opens (pushing a screen says its opening at once).
        self.app.say([Utterance(t("online-connected", address=self.address, name=name),
                                interrupt=True)])
        self.list_tables()
        self.moderation.probe()  # an operator gets the Operator menu
        self.room.watch()  # who is online kept current
        self.lobby_due = True  # it opens with the tables the server lists
        return []

    def failed(self, code: str) -> list[Utterance]:
        """The connection gave up (unreachable, refused...): said, and the
        player is back at the Play online menu. A message the client could
        not read is only logged: the client connects again by itself."""
        if code == "bad-message":
            log.info("the server sent a message this client cannot read")
            return []
        self.close_client()
        said = [Utterance(error_words(code), interrupt=True)] if code else []
        return [*said, *self.screens.back_to_online_menu(queue=True)]

    def joined(self, message: p.Joined) -> None:
        """Seated or watching: the table's words start with its first
        snapshot (:meth:`table_words`), which names the game."""
        from ..online.remote import OnlineTable

        s = self.app.settings
        self.waiting_for = ""
        self.table_id = message.table
        self.seat = message.seat
        assert self.client is not None
        self.table = OnlineTable(self.client, message.table,
                                 {"verbosity": s.verbosity,
                                  "key_label": self.app.keymap.first_label},
                                 made=self.making, me=self.client.name,
                                 newcomer_to=[g.id for g in SPECS if g.id not in s.keys_told])
        self.table.again.expecting = self.replaced is not None  # sat there by playing again
        self.making = False
        self.table_lost = False
        self.game_screen = None
        self.watch_screen = None
        self.turns.was_mine = False

    def table_words(self, messages: list[Any]) -> list[Utterance]:
        """The table's words. Its first snapshot names the game: "You sit at
        <game>, in seat 2" and a screen to wait on (who is here, chat,
        leave); the game's own screen replaces it once every seat is taken
        (a spectator keeps it: the table makes no session for one)."""
        table = self.table
        assert table is not None
        words = order_words(table.feed(messages), self.app.settings.chat)
        if self.table_lost:
            return words + self.leave_table(said=False)
        if self.watch_screen is None and self.game_screen is None and table.game_id:
            words = [*self.open_table(), *(replace(u, interrupt=False) for u in words)]
        session = table.session
        if session is not None and self.game_screen is None:
            if session.prompt.keys_told:  # its first deal said the hand's and help keys
                remember_told(self.app, table.game_id)
            self.game_screen = OnlineGameScreen(self, table)
            if self.watch_screen in self.app.stack:
                self.app.stack.remove(self.watch_screen)
            self.watch_screen = None
            self.app.stack.append(self.game_screen)
        if session is not None:
            self.turns.look(table.state == "playing" and not session.side.is_over()
                            and session.side.current_player() == session.human)
        return words

    def open_table(self) -> list[Utterance]:
        """The waiting (or watching) screen on top of the lobby, and the
        sentence that says where the player is."""
        table = self.table
        assert table is not None
        seat = "none" if self.seat is None else str(self.seat + 1)
        self.watch_screen = self.screens.watch_screen(table, watching=self.seat is None)
        self.app.stack.append(self.watch_screen)
        if self.replaced is not None:  # playing again: one sentence, the old table's screen gone
            if self.replaced in self.app.stack:
                self.app.stack.remove(self.replaced)
            self.replaced = None
            return [seated_words(table.names(), table.seats, self.seat or 0)]
        return [Utterance(t("online-joined", seat=seat, game=game_title(table.game_id)),
                          interrupt=True)]

    def alert(self) -> None:
        """The turn came to a player whose window is in the background."""
        self.app.sound.play("your_turn")
        ask_attention()

    # -- key scripts ---------------------------------------------------------------
    def awaiting_answer(self) -> bool:
        """An answer the player asked for is on its way: the server's to a
        request, or a seat's first snapshot of its table."""
        if self.client is None:
            return False
        if self.waiting_for:
            return True
        return self.table is not None and self.watch_screen is None and self.game_screen is None

    def busy(self) -> bool:
        """A key script waits: for an answer it asked for, or at a table
        until it is the player's turn (or the game is over)."""
        if self.awaiting_answer():
            return True
        table = self.table
        if self.client is None or table is None:
            return False
        if self.app.screen is self.watch_screen:  # a seat waiting for the others
            return self.seat is not None and table.state == "waiting"
        if self.app.screen is not self.game_screen:
            return False  # a menu, help, the chat line, watching: keys go on
        session = table.session
        if session is None or table.state == "over" or session.side.is_over():
            return False
        return not (table.state == "playing" and session.side.current_player() == session.human
                    and not table_pending(table))


def server_keeps(stack: Sequence[Screen]) -> list[Utterance]:
    """Ctrl+S with an online table open: one sentence that the server keeps
    the game (nothing is saved here); nothing when no online table is open."""
    if any(getattr(screen, "online", False) for screen in stack):
        return [Utterance(t("online-no-save"), interrupt=True)]
    return []


def table_pending(table: OnlineTable) -> bool:
    """A move of the player's is on its way and not yet answered."""
    return table.remote is not None and table.remote.pending is not None
