"""The screens of the app: menus, text pages and the game.

A screen gets command names (and typed letters in menus) and returns
:class:`~game.core.session.Utterance` lists; the app speaks and draws.
No pygame here either: the loop in :mod:`game.app.main` owns it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ..core.results import ResultsModel, results_model
from ..core.session import GameSession, Utterance
from ..core.table import TableModel
from ..i18n import t
from .menu import Menu


def focus(text: str) -> Utterance:
    return Utterance(text, interrupt=True)


class Screen:
    """Base: which key section it uses and what it shows."""

    section = "menu"
    commands: Sequence[str] = ()

    def opening(self) -> list[Utterance]:
        return []

    def handle(self, command: str) -> list[Utterance]:
        return []

    def letter(self, char: str) -> list[Utterance]:
        return []

    def lines(self) -> list[str]:
        return []

    def focus_line(self) -> int | None:
        """The index in :meth:`lines` of the focused item (drawn on a bar),
        or None: the first line is the focus."""
        return None

    def table(self) -> TableModel | None:
        """The table to draw instead of the lines, if this screen has one."""
        return None

    def results(self) -> ResultsModel | None:
        """The score table to draw instead of the table, if one is due."""
        return None


class MenuScreen(Screen):
    """A menu; ``run`` is called with the action of an activated item."""

    commands = ("menu_up", "menu_down", "menu_first", "menu_last", "menu_left",
                "menu_right", "menu_activate", "menu_back")

    def __init__(self, menu: Menu, run: Callable[[str], list[Utterance]],
                 table_keys: frozenset[str] = frozenset()) -> None:
        """``table_keys``: the table's commands (``who``, ``chat``...) this
        menu also answers by their keys, as ``run`` actions of those names:
        a menu shown at a table (waiting there, watching) is still at it."""
        self.menu = menu
        self.run = run
        self.table_keys = table_keys

    def opening(self) -> list[Utterance]:
        return [focus(self.menu.opening())]

    def handle(self, command: str) -> list[Utterance]:
        words, action = self.menu.handle(command)
        out = [focus(words)] if words else []
        if action:
            out += self.run(action)
        return out

    def letter(self, char: str) -> list[Utterance]:
        words = self.menu.jump(char)
        return [focus(words or t("no-item-starts", letter=char))]

    def lines(self) -> list[str]:
        return [self.menu.title] + [
            ("> " if i == self.menu.focus else "  ") + item.shown()
            for i, item in enumerate(self.menu.items)
        ]

    def focus_line(self) -> int | None:
        return self.menu.focus + 1


class TextScreen(Screen):
    """Lines read one at a time with Up/Down (help, rules, keys)."""

    commands = ("menu_up", "menu_down", "menu_first", "menu_last", "menu_back")

    def __init__(self, title: str, text_lines: Sequence[str], back: Callable[[], list[Utterance]]
                 ) -> None:
        self.title = title
        self.text_lines = [line for line in text_lines if line.strip()] or [t("help-none")]
        self.index = 0
        self.back = back

    def opening(self) -> list[Utterance]:
        return [focus(t("text-open", title=self.title, count=len(self.text_lines),
                        first=self.text_lines[0]))]

    def handle(self, command: str) -> list[Utterance]:
        last = len(self.text_lines) - 1
        if command in ("menu_back", "menu_activate"):
            return self.back()
        # Past either end the list says so rather than repeat its edge line.
        if command == "menu_down" and self.index == last:
            return [focus(t("text-end", count=len(self.text_lines)))]
        if command == "menu_up" and self.index == 0:
            return [focus(t("text-top", count=len(self.text_lines)))]
        moves = {"menu_up": self.index - 1, "menu_down": self.index + 1,
                 "menu_first": 0, "menu_last": last}
        if command not in moves:
            return [focus(t("text-keys"))]
        self.index = moves[command]
        return [focus(self.text_lines[self.index])]

    def letter(self, char: str) -> list[Utterance]:
        """The next line that starts with ``char`` (a key's name in the keys
        list, a heading in the rules)."""
        n = len(self.text_lines)
        for step in range(1, n + 1):
            i = (self.index + step) % n
            if self.text_lines[i].lower().startswith(char.lower()):
                self.index = i
                return [focus(self.text_lines[i])]
        return [focus(t("no-line-starts", letter=char))]

    def lines(self) -> list[str]:
        start = max(0, self.index - 2)
        return [self.title] + [
            ("> " if i == self.index else "  ") + line
            for i, line in enumerate(self.text_lines[start:start + 8], start=start)
        ]

    def focus_line(self) -> int | None:
        return self.index - max(0, self.index - 2) + 1


class GameScreen(Screen):
    """The table: commands go to the game session."""

    section = "game"
    kept = True  # a save keeps the game (a lesson is not kept)

    def __init__(self, session: GameSession, open_menu: Callable[[], list[Utterance]],
                 resumed: bool = False) -> None:
        self.session = session
        self.open_menu = open_menu
        self.resumed = resumed
        self.commands = tuple(session.commands) + ("game_menu", "mute")
        #: The results' first line of notes shown: Up and Down move it
        #: while they do not all fit (the renderer keeps it in range).
        self.results_scroll = 0

    def opening(self) -> list[Utterance]:
        if self.resumed:
            # The game so far was replayed silently: say where it stands.
            # Said: the game, the deal, the player's phase, then whose turn.
            return [focus(self.session.prompt.resume_words()),
                    Utterance(self.session.flow.turn_words())]
        return self.session.start()

    def due_words(self) -> list[Utterance]:
        """Words the screen says by itself after a move, the player's or a
        bot's (a lesson's next step); a game has none."""
        return []

    def handle(self, command: str) -> list[Utterance]:
        if self.session.flow.between_deals() or self.session.side.is_over():
            # The results' notes move on screen; the session says what
            # it always says for these keys there.
            if command in ("previous_row", "next_row"):
                self.results_scroll = max(0, self.results_scroll
                                          + (1 if command == "next_row" else -1))
        else:
            self.results_scroll = 0
        if command == "game_menu":
            # A question the session is asking (whom to skip...) takes
            # Escape as "go back" first.
            backed = self.session.question.escape()
            return backed if backed is not None else self.open_menu()
        return self.session.handle(command)

    def lines(self) -> list[str]:
        # While a summary waits the engine holds the next deal: show the
        # summary, not a hand the player has not been told of.
        if self.session.flow.between_deals():
            return list(self.session.flow.summary)
        return self.session.reports.screen_lines()

    def table(self) -> TableModel | None:
        # While a summary waits the engine holds the next deal: the summary's
        # lines are drawn, not a hand the player has not been told of.
        return None if self.session.flow.between_deals() else self.session.reports.table_model()

    def results(self) -> ResultsModel | None:
        # A deal's summary and the game's end: the score table, the banner
        # and the public remaining cards, never a stale table.
        return results_model(self.session)


def opened(screen: Screen, queue: bool = False) -> list[Utterance]:
    """A screen's opening as it is put on top (queued behind what is being
    said when ``queue``): the app's and the browser's stacks alike."""
    words = screen.opening()
    return [replace(u, interrupt=False) for u in words] if queue else words


def back_at(screen: Screen, first_label: Callable[[str], str]) -> list[Utterance]:
    """The words of coming back to ``screen`` (a menu's opening, or where
    the game at a table stands); ``first_label``: a command's key."""
    if isinstance(screen, GameScreen):
        if screen.session.side.is_over():  # what Enter and Escape do now, no refusal
            over = "online-game-over-back" if screen.session.online else "game-over-back"
            return [Utterance(t(over, key=first_label("play"), back=first_label("game_menu")),
                              interrupt=True)]
        return [Utterance(screen.session.flow.turn_words(), interrupt=True)]
    return screen.opening()
