"""The Account menu of Play online: sign in with a name and a password,
create an account, change the password, sign out.

Every value is typed in a line (:mod:`game.app.line_edit`), one after the
other: the name, the password (a :class:`SecretLineScreen`: what is typed is
never said nor shown, each key is "star"), the password again when it is a
new one, and the server's address. Then :class:`OnlineLink` connects with
it; the server's welcome gives the account's key, which the settings keep
as "remember me" (``online_token``), as a guest's is kept. Signing out
forgets that key. The password itself is kept nowhere: it goes to the
server once and the client forgets it at the welcome.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.session import Utterance
from ..i18n import t
from ..online import protocol as p
from .line_edit import LineEditScreen
from .menu import Menu, MenuItem
from .online_link import OnlineLink
from .online_words import DEFAULT_ADDRESS, error_words, name_fault
from .screens import MenuScreen, focus
from .shell import Shell

Then = Callable[[str], list[Utterance]]


class SecretLineScreen(LineEditScreen):
    """A password's line: each typed character is said as "star", the line
    as its length; the screen shows a dot for each character."""

    def key(self, key: str, mods: frozenset[str], text: str) -> list[Utterance] | None:
        before = self.line.text
        words = super().key(key, mods, text)
        if words is not None and self.line.text != before and key not in ("backspace", "delete"):
            return [focus(t("secret-char"))]  # a character typed: never said itself
        return words

    def edit_key(self, key: str) -> list[Utterance]:
        line = self.line
        if key in ("return", "enter", "keypad enter"):
            return self.accept(line.text)  # as typed: spaces are a password's too
        if key in ("backspace", "delete"):
            gone = line.backspace() if key == "backspace" else line.delete()
            return [focus(t("secret-deleted") if gone is not None
                          else t("edit-nothing-to-delete"))]
        if key in ("left", "right", "home", "end"):
            super().edit_key(key)
            here = line.cursor < len(line.text)
            return [focus(t("secret-char") if here else t("edit-at-end"))]
        return super().edit_key(key)

    def text_words(self) -> str:
        return t("edit-line", text=t("secret-text", count=len(self.line.text)),
                 empty="yes" if not self.line.text else "no")

    def opening(self) -> list[Utterance]:
        return [focus(t("edit-open", title=self.title,
                        text=t("secret-text", count=len(self.line.text)),
                        empty="yes" if not self.line.text else "no"))]

    def lines(self) -> list[str]:
        return [self.title, "> " + "\u2022" * len(self.line.text)]


def password_fault(password: str) -> str | None:
    """``bad-password`` when the server would refuse it as a new password."""
    return None if p.PASSWORD_MIN <= len(password) <= p.PASSWORD_MAX else "bad-password"


class AccountMenu:
    """The Account menu and the lines each of its items asks for."""

    def __init__(self, app: Shell, link: OnlineLink,
                 back_to_online_menu: Callable[[bool], list[Utterance]]) -> None:
        """``back_to_online_menu(queue)``: Play online on top again (signed out)."""
        self.app = app
        self.link = link
        self.back_to_online_menu = back_to_online_menu

    def menu(self) -> MenuScreen:
        items = [MenuItem(t("account-sign-in"), "sign_in"),
                 MenuItem(t("account-create"), "create"),
                 MenuItem(t("account-change"), "change"),
                 MenuItem(t("account-sign-out"), "sign_out"),
                 MenuItem(t("menu-back"), "back")]
        return MenuScreen(Menu(t("account-title"), items), self.run)

    def run(self, action: str) -> list[Utterance]:
        if action == "back":
            return self.app.pop()
        if action == "sign_in":
            return self.ask_name(lambda name: self.ask(
                t("account-password-title"), True,
                lambda password: self.ask_address(name, password, register=False)))
        if action == "create":
            return self.ask_name(lambda name: self.ask_new_password(
                lambda password: self.ask_address(name, password, register=True)))
        if action == "change":
            return self.change()
        if action == "sign_out":
            return self.app.push(self.sign_out_menu())
        return []

    # -- the lines, one after another ----------------------------------------------
    def ask(self, title: str, secret: bool, then: Then, text: str = "",
            limit: int = p.PASSWORD_MAX, empty_ok: bool = False) -> list[Utterance]:
        """A line on top of the Account menu; Enter goes on with its text
        (an empty one goes back to the menu, unless ``empty_ok``)."""
        app = self.app

        def accept(typed: str) -> list[Utterance]:
            app.pop()
            if not typed and not empty_ok:
                return app.screen.opening()
            return then(typed)

        kind = SecretLineScreen if secret else LineEditScreen
        return app.push(kind(title, accept, app.pop, text=text, limit=limit))

    def ask_name(self, then: Then) -> list[Utterance]:
        def checked(name: str) -> list[Utterance]:
            fault = name_fault(name)
            if fault is not None:
                return [Utterance(error_words(fault), interrupt=True)]
            return then(name)

        return self.ask(t("online-name-title"), False, checked,
                        text=self.app.settings.online_name, limit=p.NAME_LENGTH)

    def ask_new_password(self, then: Then) -> list[Utterance]:
        """A new password, typed twice (nothing of it is heard: a slip shows
        only as two that differ)."""
        def first(password: str) -> list[Utterance]:
            fault = password_fault(password)
            if fault is not None:
                return [Utterance(error_words(fault), interrupt=True)]

            def again(repeated: str) -> list[Utterance]:
                if repeated != password:
                    return [Utterance(t("account-mismatch"), interrupt=True)]
                return then(password)

            return self.ask(t("account-again-title"), True, again)

        return self.ask(t("account-new-password-title", min=p.PASSWORD_MIN), True, first)

    def ask_address(self, name: str, password: str, register: bool) -> list[Utterance]:
        def connect(address: str) -> list[Utterance]:
            # The settings change only at the welcome: a refused try keeps the
            # key this computer remembers (a guest's would be lost for good).
            return self.link.connect(address, name, password=password,
                                     register=register)

        return self.ask(t("online-address-title"), False, connect, text=self.address())

    def address(self) -> str:
        """The address tried last (``--online``'s too), else the one kept."""
        return (self.link.address or self.app.settings.online_address
                or DEFAULT_ADDRESS)

    # -- change, sign out ------------------------------------------------------------
    def change(self) -> list[Utterance]:
        """The current password, the new one twice, then the server: on the
        connection open now, else on a new one with the remembered key."""
        s = self.app.settings
        if not (s.online_name and s.online_token):
            return [Utterance(t("account-not-signed-in"), interrupt=True)]
        link = self.link

        def send(old: str, new: str) -> list[Utterance]:
            link.send(p.ChangePassword(old=old, new=new), "password")
            return []

        def with_new(old: str) -> list[Utterance]:
            def go(new: str) -> list[Utterance]:
                if link.same_connection(link.address, s.online_name):
                    return send(old, new)

                def connect(address: str) -> list[Utterance]:
                    words = link.connect(address, s.online_name)
                    send(old, new)  # queued until the server's welcome
                    return words

                return self.ask(t("online-address-title"), False, connect,
                                text=self.address())

            return self.ask_new_password(go)

        return self.ask(t("account-old-password-title"), True, with_new, empty_ok=True)

    def sign_out_menu(self) -> MenuScreen:
        name = self.app.settings.online_name or "none"
        items = [MenuItem(t("account-stay"), "back"), MenuItem(t("account-leave"), "sign_out")]

        def run(action: str) -> list[Utterance]:
            app = self.app
            app.pop()
            if action != "sign_out":
                return app.screen.opening()
            app.settings.online_token = ""
            app.save_settings()
            self.link.close_client()
            app.say([Utterance(t("account-signed-out"), interrupt=True)])
            return self.back_to_online_menu(True)

        return MenuScreen(Menu(t("account-sign-out-confirm", name=name), items), run)
