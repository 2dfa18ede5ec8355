"""The online menus as a browser's player meets them: the desktop's, less
what a browser cannot do (host a server, connect to another address).

The page was served by the table server it plays at, so "Play online" asks
only the player's name (or an account) and enters that server's lobby; from
there on every screen is the desktop's own (:mod:`game.app.online_menus`).
"""

from __future__ import annotations

from ..app.menu import Menu, MenuItem
from ..app.online_account import AccountMenu
from ..app.online_menus import OnlineMenus
from ..app.screens import MenuScreen
from ..app.shell import MainMenus, Shell
from ..core.session import Utterance
from ..i18n import t


class WebAccountMenu(AccountMenu):
    """Signing in or making an account, at this page's server."""

    def __init__(self, app: Shell, menus: WebOnlineMenus) -> None:
        super().__init__(app, menus.link, menus.back_to_online_menu)
        self.here = menus.address

    def ask_address(self, name: str, password: str, register: bool) -> list[Utterance]:
        return self.link.connect(self.here, name, password=password, register=register)


class WebOnlineMenus(OnlineMenus):
    """Play online for a browser: the name, entering the lobby, the account."""

    def __init__(self, app: Shell, menus: MainMenus, address: str) -> None:
        """``address``: the server as the player's browser reached it (said
        in "Connected to..." and the lobby's title)."""
        super().__init__(app, menus)
        self.address = address

    def online_menu(self) -> MenuScreen:
        name = self.app.settings.online_name
        items = [MenuItem(t("online-name", name=name or "none"), "name"),
                 MenuItem(t("browser-enter"), "connect"),
                 MenuItem(t("online-account"), "account")]
        screen = MenuScreen(Menu(t("browser-title"), items), self.run)
        self.online_menu_screen = screen
        return screen

    def run(self, action: str) -> list[Utterance]:
        app = self.app
        if action == "name":
            return self.edit_name(then="")
        if action == "account":
            return app.push(WebAccountMenu(app, self).menu())
        if action == "connect" and not app.settings.online_name:
            return self.edit_name(then=action)
        if action == "connect":
            return self.link.connect(self.address, app.settings.online_name)
        return []  # no "back": this is the page's first screen
