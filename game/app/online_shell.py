"""What the online link and its parts ask of each other, as protocols.

:class:`~game.app.online_menus.OnlineMenus` makes the
:class:`~game.app.online_link.OnlineLink`, which makes its parts (the room,
ratings, moderation, "Back to your table"). Each asks something back: the
link has the online menus open the lobby or go back to Play online
(:class:`OnlineScreens`), a part sends through the link and reads where the
player is on the server (:class:`Link`). Typed against these, none of them
imports the module that made it: the imports go one way, down.
"""

from __future__ import annotations

from typing import Protocol

from ..core.session import Utterance
from ..online import protocol as p
from ..online.client import OnlineClient
from ..online.remote import OnlineTable
from .screens import MenuScreen
from .shell import Shell


class OnlineScreens(Protocol):
    """The online menus, as the link moves the player among them."""

    lobby_screen: MenuScreen | None
    """The lobby while it is open (on the stack), else None."""

    def show_lobby(self, queue: bool = False) -> list[Utterance]:
        """The lobby on top of Play online, its opening said."""
        ...

    def lobby_gone(self) -> None:
        """Down to Play online, saying nothing: the lobby opens anew later."""
        ...

    def refresh_lobby(self) -> None:
        """The lobby's items made again from what the link knows now."""
        ...

    def refresh_online_menu(self) -> None:
        """Play online's items made again (the name signed in with)."""
        ...

    def back_to_online_menu(self, queue: bool = False) -> list[Utterance]:
        """Back at Play online (the lobby left, or a connection that failed)."""
        ...

    def watch_screen(self, table: OnlineTable, watching: bool) -> MenuScreen:
        """The screen of a table being watched, or waited at."""
        ...

    def escape_menu(self) -> list[Utterance]:
        """The game menu of an online table, pushed."""
        ...


class Link(Protocol):
    """One connection to a server and where the player is on it, as the
    link's parts (room, ratings, moderation, the player's tables) use it."""

    app: Shell
    screens: OnlineScreens
    client: OnlineClient | None
    welcomed: bool
    waiting_for: str
    """What a key script waits for ("lobby", "joined"...), "" for nothing."""
    table: OnlineTable | None
    table_id: str
    seat: int | None
    table_lost: bool
    lobby_tables: list[p.TableInfo]

    def send(self, message: p.Message, awaited: str = "") -> None:
        """``message`` to the server; ``awaited``: what a key script now waits for."""
        ...

    def join(self, table: str = "", code: str = "", spectator: bool = False) -> list[Utterance]:
        """Sit at (or watch) a table, by its id or a private table's code."""
        ...

    def leave_table(self, said: bool = True) -> list[Utterance]:
        """Leave the table, back to the lobby."""
        ...

    def game_over(self) -> bool:
        """The game at the player's table is over."""
        ...
