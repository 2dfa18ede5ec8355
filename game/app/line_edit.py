"""A line of typed text: the server's address, the player's name, a chat line.

Keys go to the line itself, not to the key map: a comma typed into a chat
message is a comma, not "previous message". Every key says what it did, so
a player who cannot see the line always knows what is in it: a typed
character is echoed, Backspace says what it deleted, Home and End say the
character they land on, Enter accepts and Escape cancels.

>>> line = LineEditor("ab")
>>> line.insert("c"), line.text
(True, 'abc')
>>> line.home(), line.insert("x"), line.text, line.cursor
(None, True, 'xabc', 1)
>>> line.backspace(), line.text
('x', 'abc')
>>> line.backspace() is None  # at the start: nothing before the cursor
True
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.session import Utterance
from ..i18n import t
from .screens import Screen, focus


class LineEditor:
    """The text and the cursor, nothing else (no words, no keys)."""

    def __init__(self, text: str = "", limit: int = 200) -> None:
        self.limit = limit
        self.text = text[:limit]
        self.cursor = len(self.text)

    def insert(self, chars: str) -> bool:
        """Type ``chars`` at the cursor; False when the line is full."""
        room = self.limit - len(self.text)
        if room <= 0:
            return False
        chars = chars[:room]
        self.text = self.text[: self.cursor] + chars + self.text[self.cursor:]
        self.cursor += len(chars)
        return True

    def backspace(self) -> str | None:
        """Delete the character before the cursor; it, or None at the start."""
        if self.cursor == 0:
            return None
        gone = self.text[self.cursor - 1]
        self.text = self.text[: self.cursor - 1] + self.text[self.cursor:]
        self.cursor -= 1
        return gone

    def delete(self) -> str | None:
        """Delete the character under the cursor; it, or None at the end."""
        if self.cursor >= len(self.text):
            return None
        gone = self.text[self.cursor]
        self.text = self.text[: self.cursor] + self.text[self.cursor + 1:]
        return gone

    def home(self) -> None:
        self.cursor = 0

    def end(self) -> None:
        self.cursor = len(self.text)

    def step(self, by: int) -> str | None:
        """Move the cursor; the character it is now on, or None past the end."""
        self.cursor = max(0, min(len(self.text), self.cursor + by))
        return self.text[self.cursor] if self.cursor < len(self.text) else None


def char_words(char: str) -> str:
    """A character as it is said: a space is "space", not silence."""
    return t("edit-char", char=char, kind="space" if char.isspace() else "other")


#: Keys the line answers itself (pygame key names), whatever the key map says.
EDIT_KEYS = frozenset({"return", "enter", "keypad enter", "escape", "backspace", "delete",
                       "home", "end", "left", "right", "up", "down"})


class LineEditScreen(Screen):
    """A titled line to type: ``accept`` gets the text on Enter, ``cancel``
    runs on Escape; each returns what to say next."""

    section = "menu"
    commands = ("menu_activate", "menu_back", "menu_first", "menu_last")

    def __init__(self, title: str, accept: Callable[[str], list[Utterance]],
                 cancel: Callable[[], list[Utterance]], text: str = "",
                 limit: int = 200) -> None:
        self.title = title
        self.line = LineEditor(text, limit)
        self.accept = accept
        self.cancel = cancel

    def opening(self) -> list[Utterance]:
        return [focus(t("edit-open", title=self.title, text=self.line.text,
                        empty="yes" if not self.line.text else "no"))]

    def key(self, key: str, mods: frozenset[str], text: str) -> list[Utterance] | None:
        """A key pressed on this screen (pygame's name for it, the modifiers
        held, the character it types); None leaves it to the key map (Ctrl
        chords and F-keys: stop speech, help, quit)."""
        if "ctrl" in mods or "alt" in mods:
            return None
        if key in EDIT_KEYS:
            return self.edit_key(key)
        if key == "space":
            text = " "
        if not text and mods == {"shift"} and len(key) == 1 and key.isalpha():
            text = key.upper()  # a key script's Shift+letter: a window's event has it typed
        if len(text) == 1 and text.isprintable():
            if not self.line.insert(text):
                return [focus(t("edit-full", limit=self.line.limit))]
            return [focus(char_words(text))]
        return None

    def edit_key(self, key: str) -> list[Utterance]:
        line = self.line
        if key in ("return", "enter", "keypad enter"):
            return self.accept(line.text.strip())
        if key == "escape":
            return self.cancel()
        if key in ("backspace", "delete"):
            gone = line.backspace() if key == "backspace" else line.delete()
            if gone is None:
                return [focus(t("edit-nothing-to-delete"))]
            return [focus(t("edit-deleted", char=char_words(gone)))]
        if key in ("up", "down"):  # the whole line again
            return [focus(self.text_words())]
        if key == "home":
            line.home()
        elif key == "end":
            line.end()
        else:
            line.step(-1 if key == "left" else 1)
        here = line.text[line.cursor] if line.cursor < len(line.text) else None
        return [focus(char_words(here) if here is not None else t("edit-at-end"))]

    def text_words(self) -> str:
        return t("edit-line", text=self.line.text, empty="yes" if not self.line.text else "no")

    def handle(self, command: str) -> list[Utterance]:
        # Reached only through the key map (keys the line leaves to it).
        return [focus(self.text_words())]

    def lines(self) -> list[str]:
        before, after = self.line.text[: self.line.cursor], self.line.text[self.line.cursor:]
        return [self.title, f"> {before}|{after}"]

    def focus_line(self) -> int | None:
        return 1
