"""One browser's player: the page's messages in, the words and the screen out.

A :class:`BrowserSeat` holds what the desktop app holds for its player (the
desktop's online menus and link on a :class:`~game.web.shell.WebShell`) and
does with the page's messages what the app's loop does with keys
(:meth:`game.app.main.App.command`), in the browser's language: the catalog
is the process's, so each seat's work is done with its language set
(:func:`speaking`), and nothing awaits in between.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..app.attention import TurnWatch
from ..app.heard import opening_sent
from ..app.keymap import Chord
from ..app.line_edit import LineEditScreen
from ..app.menus import MenuBuilder
from ..app.screens import GameScreen, MenuScreen, TextScreen
from ..app.settings import Settings
from ..app.view import VIEW_COMMANDS
from ..core.commands import ALL, ROOM
from ..core.session import Utterance
from ..i18n import (
    DEFAULT_LANG,
    catalog,
    current_language,
    language_name,
    languages,
    set_language,
    t,
)
from ..online.client import OnlineClient
from .keys import bindings_json
from .online import WebOnlineMenus
from .screen_json import screen_json
from .shell import WebShell

Send = Callable[[dict[str, Any]], None]


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """The catalog set to ``lang`` for one seat's work, and set back after."""
    before = current_language()
    if lang == before:
        yield
        return
    set_language(lang)
    try:
        yield
    finally:
        set_language(before)


def page_language(accept: str) -> str:
    """The first language of an ``Accept-Language`` header the game has."""
    have = languages()
    for part in accept.split(","):
        lang = part.split(";")[0].strip().split("-")[0].lower()
        if lang in have:
            return lang
    return DEFAULT_LANG


class BrowserSeat:
    """One browser: its menus, its connection to the table server, its words."""

    def __init__(self, send: Send, make_client: Callable[..., OnlineClient],
                 address: str, settings: Settings,
                 keep: Callable[[], None] = lambda: None) -> None:
        """``send``: a message to this browser; ``make_client``: this seat's
        connection to the table server (:class:`OnlineClient`'s arguments);
        ``address``: the server as the browser reached it; ``settings``: the
        browser's, its language among them; ``keep``: they changed, and are
        kept for the browser's next visit."""
        self.send = send
        self.lang = settings.language
        self.visible = True  # the page is on screen: the turn's bell only when it is not
        with speaking(self.lang):
            self.shell = WebShell(settings, self.leave, keep)
            self.menus = MenuBuilder(self.shell)  # the game menu's help, rules, resume
            self.online = WebOnlineMenus(self.shell, self.menus, address)
            self.menus.online = self.online
            self.link = self.online.link
            self.link.make_client = make_client
            self.link.turns = TurnWatch(lambda: self.visible, self.link.alert)
            self.shell.stack.append(self.online.online_menu())
        self.shown: dict[str, Any] | None = None
        self.shown_mark: tuple[int, ...] | None = None  # the table's state when last made
        self.said_count = 0  # every utterance sent so far
        self.lines_sent = 0  # the lines of every "say" sent (the page counts them too)
        # A new deal's opening: the lines the page must have had for a move
        # key to act on that deal (None: none is held), and the opening's words.
        self.opening_line: int | None = None
        self.opening: list[Utterance] | None = None

    # -- out ---------------------------------------------------------------------
    def open(self) -> None:
        """The page's labels and keys, the first screen and its words."""
        with speaking(self.lang):
            self.send_page()
            self.flush(self.shell.screen.opening())

    def send_page(self) -> None:
        words = catalog()
        self.send({"type": "page", "lang": self.lang,
                   "languages": [[lang, language_name(lang)] for lang in languages()],
                   "words": {msg: words(msg) for msg in words.ids() if msg.startswith("web-")},
                   "keys": bindings_json(self.shell.keymap)})
        self.send_settings()

    def flush(self, words: Sequence[Utterance] = ()) -> None:
        """``words`` and everything said meanwhile, then the screen if it changed."""
        said = [*self.shell.take_said(), *words, *self.shell.take_said()]
        top = self.shell.screen
        if isinstance(top, MenuScreen):
            # The page puts the focus on the menu's item in a list named by
            # its title, and the screen reader says both: the desktop's words
            # for them would be said twice.
            opening = top.menu.opening()
            said = [u for u in said if u.text != opening]
        self.say_lines([{"text": u.text if u.spoken else "", "interrupt": u.interrupt,
                         "cue": u.cue} for u in said if (u.spoken and u.text) or u.cue])
        self.note_opening()
        self.said_count += len(said)
        if isinstance(top, GameScreen):
            # A table changes with its events and its words (a focus moved, a
            # card selected, a question asked: each is said); with neither,
            # its screen is the one sent, and making it again (the model, the
            # rows' words) is most of a seat's work.
            session = top.session
            busy = self.link.busy()  # the keys wait for the others (or the server)
            mark = (id(top), id(session), len(session.side.events), self.said_count,
                    len(session.history.messages), busy)
            if mark == self.shown_mark:
                return
            self.shown_mark = mark
        screen = screen_json(top, self.shell.keymap)
        if isinstance(top, GameScreen):
            screen["busy"] = busy
        if screen != self.shown:
            self.shown = screen
            self.send({"type": "screen", "screen": screen})

    def say_lines(self, lines: list[dict[str, Any]]) -> None:
        if lines:
            self.send({"type": "say", "lines": lines})
            self.lines_sent += len(lines)

    def note_opening(self) -> None:
        """A new deal's opening just sent holds the move keys pressed before
        the page had it (``Flow.unheard``; the desktop's frame:
        game/app/heard.py): the page says with each message how many lines
        it had (``heard``), and a key sent before the opening arrived is
        held, as a key already on its way is at the desktop."""
        unheard = next((s.session.flow.unheard for s in self.shell.stack
                        if isinstance(s, GameScreen) and s.session.flow.unheard is not None),
                       None)
        if unheard is not None and unheard is not self.opening:
            self.opening, self.opening_line = unheard, self.lines_sent

    # -- in ----------------------------------------------------------------------
    def take(self, message: dict[str, Any]) -> None:
        """One message of the page's, answered."""
        heard = message.get("heard")
        if not isinstance(heard, int) or self.opening_line is None \
                or heard >= self.opening_line:
            # The page had the new deal's opening when it sent this (or says
            # nothing of what it had: a script's page): move keys act.
            opening_sent(self.shell.stack)
            self.opening = self.opening_line = None
        with speaking(self.lang):
            self.flush(self.answer(message))
        if "id" in message:  # the page (a benchmark, a script) learns it was answered
            self.send({"type": "done", "id": message["id"]})

    def answer(self, message: dict[str, Any]) -> list[Utterance]:
        kind = message.get("type")
        screen = self.shell.screen
        if kind == "command" and isinstance(message.get("name"), str):
            return self.command(message["name"])
        if kind == "choose" and isinstance(screen, MenuScreen):
            return self.choose(screen, message.get("index"), message.get("step"))
        if kind == "point" and isinstance(screen, GameScreen):
            return self.point(screen, message.get("row"), message.get("index"))
        if kind == "text" and isinstance(screen, LineEditScreen) \
                and isinstance(message.get("text"), str):
            text = message["text"][: screen.line.limit]
            return screen.accept(text.strip())
        if kind == "back":
            return self.command("menu_back" if screen.section == "menu" else "game_menu")
        if kind == "lang" and message.get("lang") in languages():
            return self.change_language(message["lang"])
        if kind == "setting":
            return self.setting(message.get("name"), message.get("value"))
        if kind == "key" and isinstance(message.get("name"), str):
            return self.key(message["name"])
        if kind == "visible":
            self.visible = bool(message.get("visible"))
            return []
        return [Utterance(t("browser-bad-message"), interrupt=True)]

    def command(self, name: str) -> list[Utterance]:
        """A key's command, as the desktop's loop runs it."""
        shell, screen = self.shell, self.shell.screen
        if name not in ALL:
            return [Utterance(t("browser-bad-message"), interrupt=True)]
        if name in VIEW_COMMANDS or name in ("stop_speech", "quit"):
            return []  # the browser's own (zoom, full screen), the page's (silence)
        if name == "save":
            return shell.save_game(say=True)
        if name == "help":
            return shell.push(self.menus.help_screen(screen))
        if name == "rules":
            return shell.push(self.menus.rules_screen())
        if name == "mute":
            shell.settings.muted = not shell.settings.muted
            self.send_settings()
            return [Utterance(t("sounds-muted" if shell.settings.muted else "sounds-unmuted"),
                              interrupt=True)]
        if name in ROOM:
            return self.link.room.command(name)
        if name.startswith("history_") and not isinstance(screen, GameScreen):
            return self.menus.review(name)
        if isinstance(screen, GameScreen):
            return screen.handle(name)  # the table answers every key, as on the desktop
        if name not in screen.commands:
            if isinstance(screen, MenuScreen) and name in screen.table_keys:
                return screen.run(name)
            return [Utterance(t("menu-game-key", key=shell.keymap.first_label(name),
                                what=t(f"cmd-{name}")), interrupt=True)]
        return screen.handle(name)

    def key(self, name: str) -> list[Utterance]:
        """A key the page found no command for where the player is: its
        command if the page's keys are behind, else the desktop's words
        for a key that does nothing here."""
        try:
            chord = Chord.parse(name)
        except ValueError:
            return [Utterance(t("browser-bad-message"), interrupt=True)]
        command = self.shell.keymap.command(self.shell.screen.section, chord)
        if command is not None:
            return self.command(command)
        if chord.key in ("ctrl", "shift", "alt", "tab"):
            return []  # a modifier alone, or Tab leaving the region: nothing to say
        shell = self.shell
        if shell.screen.section == "menu" and (table_key := shell.game_key_in_menu(chord)):
            return table_key
        return [Utterance(t("key-unbound", help=self.shell.keymap.first_label("help")),
                          interrupt=True)]

    def choose(self, screen: MenuScreen, index: object, step: object) -> list[Utterance]:
        """A menu item clicked: focused and activated; a choice's value
        stepped (a click on a choice steps it on, as Right does)."""
        menu = screen.menu
        if not isinstance(index, int) or not 0 <= index < len(menu.items):
            return [Utterance(t("browser-bad-message"), interrupt=True)]
        menu.focus = index
        item = menu.items[index]
        if item.choices and not item.action:
            return screen.handle("menu_left" if step == -1 else "menu_right")
        return screen.handle("menu_activate")

    def point(self, screen: GameScreen, row: object, index: object) -> list[Utterance]:
        """A card touched: its row and place in focus, silently (the
        screen reader has just read the button)."""
        cursor = screen.session.cursor  # its rows as last sent to the page
        if not isinstance(row, int) or not 0 <= row < len(cursor.rows):
            return [Utterance(t("browser-bad-message"), interrupt=True)]
        if screen.session.watching and row not in cursor.watch_rows:
            return []
        items = cursor.rows[row].items
        cursor.row = row
        if isinstance(index, int) and 0 <= index < len(items):
            cursor.focus[row] = index
        return []

    def change_language(self, lang: str) -> list[Utterance]:
        """The page's language chosen: the labels, the keys' words and the
        screen anew in it; the table's words from now on."""
        self.lang = lang
        set_language(lang)
        self.shell.change_language(lang)
        self.send_page()
        self.shown = self.shown_mark = None
        stack, online, link = self.shell.stack, self.online, self.link
        # The screens a player goes back to are made anew in the language:
        # Play online, the lobby, a table's waiting screen, the table's rows.
        # A menu or text open on top of them (the create menu, the help) was
        # made in the old words and has no maker to call again: it closes,
        # and the screen under it opens in the new language.
        if online.online_menu_screen in stack:
            at = stack.index(online.online_menu_screen)
            stack[at] = online.online_menu()
        if online.lobby_screen is not None and online.lobby_screen in stack:
            online.lobby_screen.menu.title = t("lobby-title", address=self.link.address)
            online.refresh_lobby()
        if link.watch_screen is not None and link.watch_screen in stack and link.table:
            at = stack.index(link.watch_screen)
            link.watch_screen = link.screens.watch_screen(link.table, watching=link.seat is None)
            stack[at] = link.watch_screen
        for screen in stack:
            if isinstance(screen, GameScreen):
                screen.session.cursor.refresh_rows()
        kept = (online.online_menu_screen, online.lobby_screen, link.watch_screen)
        base = max((n for n, s in enumerate(stack)
                    if isinstance(s, GameScreen) or any(s is k for k in kept)),
                   default=len(stack) - 1)
        del stack[base + 1:]
        screen = self.shell.screen
        if isinstance(screen, MenuScreen | TextScreen | LineEditScreen):
            return screen.opening()
        return []

    def setting(self, name: object, value: object) -> list[Utterance]:
        s = self.shell.settings
        if name == "theme" and value in s.CHOICES["theme"]:
            s.theme = str(value)
        elif name == "volume" and isinstance(value, int | float) and 0 <= value <= 1:
            s.sound_volume = float(value)
        elif name == "muted" and isinstance(value, bool):
            s.muted = value
        else:
            return [Utterance(t("browser-bad-message"), interrupt=True)]
        self.shell.save_settings()
        return []

    def send_settings(self) -> None:
        """The display and sound settings (the browser's own voice is the
        page's to keep: never turned on from here)."""
        s = self.shell.settings
        self.send({"type": "settings", "theme": s.theme, "volume": s.sound_volume,
                   "muted": s.muted, "voice": False})

    # -- the connection ----------------------------------------------------------------
    def update(self) -> None:
        """What the table server sent, routed as the app's frame does."""
        with speaking(self.lang):
            self.link.update(time.monotonic())
            self.flush()

    def fault(self) -> None:
        """A bug met in this seat's work (its traceback is in the server's
        log): said in one sentence, the seat kept as it is."""
        with speaking(self.lang):
            self.shell.take_said()  # half-made words of the failed work: not true
            self.say_lines([{"text": t("browser-fault"), "interrupt": True, "cue": None}])

    def refuse_fast(self) -> None:
        """A run of messages faster than a person's keys: said once."""
        with speaking(self.lang):
            self.flush([Utterance(t("browser-too-fast"), interrupt=True)])

    def tick(self) -> None:
        """Time-kept work with nothing arrived (a person away long enough
        to be said, the lobby's list due again): its words, if any, are
        sent with the screen; the screen alone waits for the next arrival."""
        with speaking(self.lang):
            self.link.update(time.monotonic())
            if self.shell.said:
                self.flush()

    def leave(self) -> list[Utterance]:
        """Quit, as a browser has it: off the server, back at the first screen."""
        if self.link.client is not None:
            return self.link.leave_server()
        return self.shell.screen.opening()

    def close(self) -> None:
        """The page is gone: the connection closes (the seat is held for
        the server's grace, as a desktop player's dropped connection)."""
        self.link.close_client()
