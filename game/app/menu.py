"""Spoken menus: arrows, Home/End, first letter, Left/Right for choices.

Every move speaks the item and its position: "Game: <name>, 1 of 8".
No pygame here: the app turns keys into menu commands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..i18n import t


@dataclass
class Choice:
    """A value a choice item can take, with its spoken label; ``shown``, if
    given, is how the screen writes it (digits where Russian speech says the
    number in words: «три» said, "3" shown)."""

    value: Any
    label: str
    shown: str = ""


@dataclass
class MenuItem:
    """An item: a plain action, or a choice among values (Left/Right)."""

    label: str
    action: str
    choices: list[Choice] = field(default_factory=list)
    index: int = 0
    stops_at_ends: bool = False
    """A scale (a volume): Left at the lowest and Right at the highest stay
    there instead of wrapping round to the other end."""
    shown_label: str = ""
    """How the screen writes a plain item, if not as it is said (a
    statistics line: Russian says its numbers in words, the screen in digits)."""

    @property
    def value(self) -> Any:
        return self.choices[self.index].value if self.choices else None

    def spoken(self) -> str:
        if not self.choices:
            return self.label
        return t("menu-choice", label=self.label, value=self.choices[self.index].label)

    def shown(self) -> str:
        """The item as the screen writes it (:attr:`Choice.shown`)."""
        if not self.choices:
            return self.shown_label or self.label
        choice = self.choices[self.index]
        return t("menu-choice", label=self.label, value=choice.shown or choice.label)


class Menu:
    """A titled list of items with a focus."""

    def __init__(self, title: str, items: Sequence[MenuItem],
                 on_change: Callable[[MenuItem], str | None] | None = None) -> None:
        """``on_change`` runs after a choice changes; words it returns (another
        item that changed with it) are said after the new value."""
        self.title = title
        self.items = list(items)
        self.focus = 0
        self.on_change = on_change

    def current(self) -> MenuItem:
        return self.items[self.focus]

    def position_text(self) -> str:
        return t("menu-item", item=self.current().spoken(),
                 position=t("position", index=self.focus + 1, count=len(self.items)))

    def opening(self) -> str:
        return t("menu-open", title=self.title, item=self.position_text())

    def handle(self, command: str) -> tuple[str | None, str | None]:
        """(words to say, action to run) for a menu command."""
        last = len(self.items) - 1
        if command in ("menu_up", "menu_down", "menu_first", "menu_last"):
            self.focus = {
                "menu_up": (self.focus - 1) % len(self.items),
                "menu_down": (self.focus + 1) % len(self.items),
                "menu_first": 0,
                "menu_last": last,
            }[command]
            return self.position_text(), None
        item = self.current()
        if command in ("menu_left", "menu_right"):
            if not item.choices:
                return self.position_text(), None
            step = 1 if command == "menu_right" else -1
            if item.stops_at_ends and not 0 <= item.index + step < len(item.choices):
                return item.choices[item.index].label, None  # stays; says where it is
            item.index = (item.index + step) % len(item.choices)
            also = self.on_change(item) if self.on_change else None
            words = item.choices[item.index].label
            return (f"{words}. {also}" if also else words), None
        if command == "menu_activate":
            if item.choices and item.action == "":
                # Enter on a choice keeps its value and says how to change it.
                return t("menu-choice-how", item=item.spoken()), None
            return None, item.action
        if command == "menu_back":
            return None, "back"
        return None, None

    def jump(self, letter: str) -> str | None:
        """Focus the next item whose label starts with ``letter``; None when
        no item does."""
        letter = letter.lower()
        n = len(self.items)
        for step in range(1, n + 1):
            i = (self.focus + step) % n
            if self.items[i].label.lower().startswith(letter):
                self.focus = i
                return self.position_text()
        return None
