"""The online menus: Play online, the lobby, creating and joining a table,
and the game menu of an online table.

Every item is spoken as the offline menus' are ("Create a table, 2 of 4");
typed values (the address, the name, a join code, a chat line) go through
the line editor (:mod:`game.app.line_edit`). The connection itself is
:class:`~game.app.online_link.OnlineLink`'s; these screens only ask it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.bots import OFFERED_LEVELS
from ..core.session import Utterance
from ..games import SPECS, spec
from ..i18n import t
from ..online import protocol as p
from ..online.remote import OnlineTable
from .line_edit import LineEditScreen
from .menu import Choice, Menu, MenuItem
from .online_account import AccountMenu
from .online_link import OnlineLink
from .online_moderation import LOBBY_ACTIONS
from .online_my_tables import ACTION as MY_TABLE
from .online_words import DEFAULT_ADDRESS, error_words, game_title, name_fault, table_words
from .screens import MenuScreen
from .shell import MainMenus, Shell


def _yes_no(label: str, value: bool) -> MenuItem:
    item = MenuItem(label, "", [Choice(False, t("online-no")), Choice(True, t("online-yes"))])
    item.index = int(value)
    return item


#: A table's turn timers on offer, in seconds (0: none); "as usual" leaves
#: it to the server (an open table's 90 s, a private table's none).
TIMER_CHOICES = (0, 30, 60, 90, 120, 300)
#: The computer players' levels on offer, as the protocol names them
#: (core.bots.OFFERED_LEVELS).
SEAT_LEVELS: tuple[p.Level, ...] = ("easy", "normal", "hard")
assert SEAT_LEVELS == OFFERED_LEVELS


def seat_choices() -> list[Choice]:
    """What a seat after the creator's can be: a person, or a computer
    player of each level."""
    return [Choice(p.SeatPlan(kind="person"), t("create-seat-person"))] + [
        Choice(p.SeatPlan(kind="computer", level=level),
               t("create-seat-computer", level=t("level-name", value=level)))
        for level in SEAT_LEVELS]


class OnlineMenus:
    """The online screens of one app."""

    def __init__(self, app: Shell, menus: MainMenus) -> None:
        self.app = app
        self.menus = menus  # the game menu's shared actions, the chosen game options
        self.link = OnlineLink(app, self)
        self.lan = False
        self.online_menu_screen: MenuScreen | None = None
        self.lobby_screen: MenuScreen | None = None

    # -- Play online ---------------------------------------------------------------
    def online_menu(self) -> MenuScreen:
        s = self.app.settings
        lan = _yes_no(t("online-lan"), self.lan)
        items = [
            MenuItem(t("online-connect"), "connect"),
            MenuItem(t("online-name", name=s.online_name or "none"), "name"),
            MenuItem(t("online-host"), "host"),
            lan,
            MenuItem(t("online-account"), "account"),
            MenuItem(t("menu-back"), "back"),
        ]

        def changed(item: MenuItem) -> None:
            self.lan = bool(item.value)

        screen = MenuScreen(Menu(t("online-title"), items, changed), self.run)
        self.online_menu_screen = screen
        return screen

    def connect_now(self, address: str, name: str | None) -> list[Utterance]:
        """``--online ADDRESS --name NAME``: Play online, then connect at once."""
        app = self.app
        app.push(self.online_menu(), queue=True)
        name = name or app.settings.online_name
        fault = name_fault(name)
        if fault is not None:
            return [Utterance(error_words(fault))]
        if name != app.settings.online_name:
            app.settings.online_name, app.settings.online_token = name, ""
        self.refresh_online_menu()
        return [replace(u, interrupt=False) for u in self.link.connect(address, name)]

    def back_to_online_menu(self, queue: bool = False) -> list[Utterance]:
        """Back at Play online (the lobby left, or a connection that failed)."""
        app = self.app
        self.lobby_screen = None
        while len(app.stack) > 1 and app.screen is not self.online_menu_screen:
            app.stack.pop()
        if app.screen is not self.online_menu_screen:
            return app.push(self.online_menu(), queue=queue)
        return [] if queue else app.screen.opening()

    def run(self, action: str) -> list[Utterance]:
        app = self.app
        s = app.settings
        if action == "back":
            return app.pop()
        if action == "name":
            return self.edit_name(then="")
        if action == "account":
            return app.push(AccountMenu(app, self.link, self.back_to_online_menu).menu())
        if action in ("connect", "host") and not s.online_name:
            return self.edit_name(then=action)
        if action == "connect":
            return app.push(LineEditScreen(t("online-address-title"), self.connect_to, app.pop,
                                           text=s.online_address or DEFAULT_ADDRESS))
        if action == "host":
            return self.link.host(self.lan, s.online_name)
        return []

    def edit_name(self, then: str) -> list[Utterance]:
        """The name line; Enter checks it as the server will, keeps it, and
        goes on to what the player asked for (connect, host)."""
        app = self.app

        def accept(name: str) -> list[Utterance]:
            fault = name_fault(name)
            if fault is not None:
                return [Utterance(error_words(fault), interrupt=True)]
            if name != app.settings.online_name:
                app.settings.online_name, app.settings.online_token = name, ""
                app.save_settings()
            app.pop()
            self.refresh_online_menu()
            if then:
                return self.run(then)
            return app.screen.opening()

        return app.push(LineEditScreen(t("online-name-title"), accept, app.pop,
                                       text=app.settings.online_name, limit=p.NAME_LENGTH))

    def refresh_online_menu(self) -> None:
        screen = self.online_menu_screen
        if screen is not None:
            # Found by its action, wherever a Play online menu puts it (the
            # browser's has it first: game/web/online.py).
            for item in screen.menu.items:
                if item.action == "name":
                    item.label = t("online-name", name=self.app.settings.online_name or "none")

    def connect_to(self, address: str) -> list[Utterance]:
        app = self.app
        app.pop()
        if not address:
            return app.screen.opening()
        return self.link.connect(address, app.settings.online_name)

    # -- the lobby -------------------------------------------------------------------
    def lobby_items(self) -> list[MenuItem]:
        tables = [MenuItem(table_words(tb), f"table:{tb.table}")
                  for tb in self.link.lobby_tables]
        return [*self.link.my_tables.items(),  # the player's own tables first
                *(tables or [MenuItem(t("lobby-no-tables"), "")]),
                MenuItem(t("lobby-create"), "create"),
                MenuItem(t("lobby-join-code"), "code"),
                MenuItem(t("lobby-leaderboards"), "leaderboards"),
                MenuItem(t("lobby-my-stats"), "my_stats"),
                *self.link.moderation.lobby_items(),
                MenuItem(t("lobby-leave"), "leave_server")]

    def show_lobby(self, queue: bool = False) -> list[Utterance]:
        """The lobby on top of Play online (after connecting, after a table)."""
        app = self.app
        while len(app.stack) > 1 and app.screen is not self.online_menu_screen:
            app.stack.pop()
        screen = MenuScreen(Menu(t("lobby-title", address=self.link.address),
                                 self.lobby_items()), self.lobby_run)
        self.lobby_screen = screen
        return app.push(screen, queue=queue)

    def lobby_gone(self) -> None:
        """Down to Play online, saying nothing: the lobby opens anew once the
        server lists its tables (:meth:`OnlineLink.lobby_anew`)."""
        app = self.app
        self.lobby_screen = None
        while len(app.stack) > 1 and app.screen is not self.online_menu_screen:
            app.stack.pop()

    def refresh_lobby(self) -> None:
        """New ``lobby`` tables: the items change, the focus stays on the
        item it was on (the same table, or the same action)."""
        screen = self.lobby_screen
        if screen is None:
            return
        menu = screen.menu
        focused = menu.current().action
        menu.items = self.lobby_items()
        actions = [item.action for item in menu.items]
        menu.focus = actions.index(focused) if focused in actions else min(
            menu.focus, len(menu.items) - 1)

    def lobby_run(self, action: str) -> list[Utterance]:
        app = self.app
        if action in ("back", "leave_server"):
            return self.link.leave_server()
        if action == "create":
            return app.push(self.create_menu())
        if action == "code":
            return app.push(LineEditScreen(t("lobby-code-title"), self.join_code, app.pop,
                                           limit=12))
        if action.startswith("table:"):
            return app.push(self.table_menu(action.split(":", 1)[1]))
        if action.startswith(MY_TABLE):
            return self.link.my_tables.run(action)
        if action == "leaderboards":
            return app.push(self.link.ratings.games_menu())
        if action == "my_stats":
            return self.link.ratings.ask_stats()
        if action in LOBBY_ACTIONS:
            return self.link.moderation.run(action)
        return []

    def join_code(self, code: str) -> list[Utterance]:
        self.app.pop()
        if not code:
            return self.app.screen.opening()
        return self.link.join(code=code)

    def table_menu(self, table_id: str) -> MenuScreen:
        """A lobby table: sit down, or watch."""
        found = next((tb for tb in self.link.lobby_tables if tb.table == table_id), None)
        title = table_words(found) if found is not None else t("lobby-no-tables")
        items = [MenuItem(t("lobby-join-player"), "player"), MenuItem(t("lobby-watch"), "watch"),
                 MenuItem(t("menu-back"), "back")]

        def run(action: str) -> list[Utterance]:
            if action == "back":
                return self.app.pop()
            self.app.pop()
            return self.link.join(table=table_id, spectator=action == "watch")

        return MenuScreen(Menu(title, items), run)

    # -- creating a table ------------------------------------------------------------
    def create_menu(self) -> MenuScreen:
        """Game, seats, who sits in each (a person, or a computer player of a
        level), the game's options as the offline options menu has them,
        private or open; then Create."""
        app = self.app
        offered = [g for g in SPECS if g.online]  # a game with no remote seat is not offered
        game_item = MenuItem(t("menu-game"), "", [Choice(g.id, t(g.title_id)) for g in offered])
        for i, g in enumerate(offered):
            if g.id == app.settings.game:
                game_item.index = i
        private = _yes_no(t("create-private"), True)
        timer = MenuItem(t("create-timer"), "", [Choice(None, t("create-timer-usual")),
                                                 *(Choice(n, t("create-timer-seconds", count=n))
                                                   for n in TIMER_CHOICES)])
        state: dict[str, Any] = {}

        def build() -> list[MenuItem]:
            engine = spec(game_item.value).engine
            seats = state.get("seats") or MenuItem(t("create-seats"), "", [
                Choice(n, t("menu-number", value=str(n)), t("menu-number-shown", value=n))
                for n in range(engine.min_players, engine.max_players + 1)])
            state["seats"] = seats
            count = seats.value
            plans: list[MenuItem] = state.setdefault("plans", [])
            while len(plans) < engine.max_players - 1:
                item = MenuItem(t("create-seat", seat=len(plans) + 2), "", seat_choices())
                item.index = 2  # a computer player of normal level, as offline
                plans.append(item)
            options = self.option_items(game_item.value, state)
            return [game_item, seats, *plans[: count - 1], *options, private, timer,
                    MenuItem(t("create-go"), "create"), MenuItem(t("menu-back"), "back")]

        def changed(item: MenuItem) -> None:
            if item is game_item:
                state.clear()
            menu.items = build()
            menu.focus = menu.items.index(item)

        menu = Menu(t("create-title"), build(), changed)

        def run(action: str) -> list[Utterance]:
            if action == "back":
                return app.pop()
            if action != "create":
                return []
            seats = [p.SeatPlan(kind="person")] + [
                i.value for i in state["plans"][: state["seats"].value - 1]]
            options = {name: item.value for name, item in state["options"].items()}
            app.pop()
            return self.link.create(game_item.value, seats, options, bool(private.value),
                                    timer.value)

        return MenuScreen(menu, run)

    def option_items(self, game_id: str, state: dict[str, Any]) -> list[MenuItem]:
        """The options menu's items for ``game_id``, kept while the game stays."""
        if "options" in state:
            return list(state["options"].values())
        game = spec(game_id)
        chosen = self.menus.game_options.get(game_id, {})
        items: dict[str, MenuItem] = {}
        for name, default in game.engine.default_options.items():
            label = t(game.option_id(name))
            if isinstance(default, bool):
                item = MenuItem(label, "", [Choice(False, t("off", setting=game.option_id(name))),
                                            Choice(True, t("on", setting=game.option_id(name)))])
            else:
                item = MenuItem(label, "", [Choice(v, t("menu-number", value=str(v)),
                                                   t("menu-number-shown", value=v))
                                            for v in game.options.get(name, (default,))])
            value = chosen.get(name, default)
            item.index = next((i for i, c in enumerate(item.choices) if c.value == value), 0)
            items[name] = item
        state["options"] = items
        return list(items.values())

    # -- watching ------------------------------------------------------------------
    def watch_screen(self, table: OnlineTable, watching: bool) -> MenuScreen:
        """A spectator's screen, and a seat's until every seat is taken: who
        is at the table, a message to it, leave."""
        items = [MenuItem(t("watch-who"), "who"), MenuItem(t("chat-title"), "chat"),
                 MenuItem(t("players-choose"), "players"),
                 MenuItem(t("menu-leave-table"), "leave")]

        def run(action: str) -> list[Utterance]:
            if action == "who":
                return [Utterance(table.who_words(), interrupt=True)]
            if action == "chat":
                return self.link.open_chat()
            if action == "players":
                return self.link.moderation.table_players()
            if action in ("leave", "back"):
                return self.link.leave_table()
            return []

        # A private table's code stays on screen while the others are awaited.
        title = t("watch-title" if watching else "wait-title", game=game_title(table.game_id),
                  code=table.code or "none")
        return MenuScreen(Menu(title, items), run, table_keys=frozenset(("who", "chat", "players")))

    # -- the game menu at an online table ----------------------------------------------
    def escape_menu(self) -> list[Utterance]:
        app = self.app
        items = [
            MenuItem(t("menu-resume"), "resume"),
            MenuItem(t("menu-help"), "help"),
            MenuItem(t("menu-rules"), "rules"),
            MenuItem(t("menu-leave-table"), "leave"),
            MenuItem(t("menu-quit"), "quit_app"),
        ]

        def run(action: str) -> list[Utterance]:
            if action == "leave" and self.link.game_over():
                # Nobody plays on for the player once the game is over: no
                # question of a computer player taking the seat.
                return self.link.finished_table_left()
            if action == "leave":
                return app.push(self.confirm_leave_menu())
            return self.menus.run(action)

        return app.push(MenuScreen(Menu(t("menu-game-title"), items), run))

    def confirm_leave_menu(self) -> MenuScreen:
        items = [MenuItem(t("menu-no-stay"), "back"), MenuItem(t("menu-yes-leave"), "leave")]

        def run(action: str) -> list[Utterance]:
            if action == "leave":
                return self.link.leave_table()
            self.app.pop()
            return self.app.pop()

        return MenuScreen(Menu(t("online-leave-confirm"), items), run)
