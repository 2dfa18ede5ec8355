"""What the app's online menus and link ask of the app, made for a browser.

:class:`WebShell` is a :class:`~game.app.shell.Host` without pygame: the
screen stack, the settings (in memory: a browser's player keeps theirs on
the page), the browser's key map, and ``say``, which collects the words to
send rather than speaking them. The desktop's menus, online link and table
run on it unchanged, so a browser's player hears the desktop's own words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ..app.app_options import AppOptions
from ..app.keymap import Chord
from ..app.screens import MenuScreen, Screen, back_at, opened
from ..app.settings import Settings
from ..app.stats import Statistics
from ..core.session import GameSession, Utterance
from ..i18n import t
from ..sound.cues import SoundPlayer
from ..speech import Speaker, TextSpeaker
from .keys import browser_keymap


class CueSink(SoundPlayer):
    """The cues a screen plays by itself (the turn's bell in the
    background), sent to the page as words with no text."""

    def __init__(self, send: Callable[[Utterance], None], volume: float, muted: bool) -> None:
        super().__init__(Path("."), enabled=False, volume=volume, muted=muted)
        self.send = send

    def play(self, name: str, pan: float | None = None) -> None:
        self.send(Utterance("", cue=name))


class WebShell:
    """A browser's app: its stack, settings and keys; its words collected."""

    def __init__(self, settings: Settings, leave: Callable[[], list[Utterance]],
                 keep: Callable[[], None] = lambda: None) -> None:
        """``settings``: this browser's (its name and key at the server kept
        for its next visit, by ``keep``); ``leave``: what quitting does (the
        browser's player leaves the server and is back at the first screen)."""
        self.options = AppOptions(lang=settings.language)
        self.settings = settings
        self.keymap = browser_keymap()
        self.stats = Statistics()
        self.speaker: Speaker = TextSpeaker()
        self.stack: list[Screen] = []
        self.said: list[Utterance] = []
        """The words made since the page was last sent them, in order."""
        self.sound: SoundPlayer = CueSink(self.said.append, self.settings.sound_volume,
                                          self.settings.muted)
        self.leave = leave
        self.keep = keep

    # -- the stack ---------------------------------------------------------------
    @property
    def screen(self) -> Screen:
        return self.stack[-1]

    def push(self, screen: Screen, queue: bool = False) -> list[Utterance]:
        self.stack.append(screen)
        self.say(opened(screen, queue))
        return []

    def pop(self) -> list[Utterance]:
        if len(self.stack) > 1:
            self.stack.pop()
        return back_at(self.stack[-1], self.keymap.first_label)

    def replace_all(self, screen: Screen, queue: bool = False) -> list[Utterance]:
        self.stack = []
        return self.push(screen, queue)

    # -- words -------------------------------------------------------------------
    def say(self, words: Sequence[Utterance], heard: bool = False) -> None:
        self.said.extend(words)

    def take_said(self) -> list[Utterance]:
        """The words made since the last take, in order."""
        words = list(self.said)
        self.said.clear()
        return words

    # -- what a browser's player has no use for ----------------------------------------
    def save_settings(self, quiet: bool = False) -> None:
        """Kept by the web part for this browser's next visit (game/web/kept.py)."""
        self.keep()

    def change_speech(self) -> list[Utterance]:
        return []  # the player's screen reader speaks, or the page's voice

    def change_braille(self) -> None:
        """The player's own screen reader shows braille."""

    def change_language(self, lang: str) -> list[Utterance]:
        self.settings.language = lang
        self.save_settings()  # as the app's: kept for the next visit
        return []

    def game_in_progress(self) -> GameSession | None:
        return None  # an online table's game is the server's to keep

    def save_game(self, say: bool = False) -> list[Utterance]:
        if not say:
            return []
        return [Utterance(t("online-no-save"), interrupt=True)]

    def reset_stats(self) -> list[Utterance]:
        return []

    def game_key_in_menu(self, chord: Chord) -> list[Utterance]:
        command = self.keymap.command("game", chord)
        if command is None:
            return []
        if isinstance(self.screen, MenuScreen) and command in self.screen.table_keys:
            return self.screen.run(command)
        return [Utterance(t("menu-game-key", key=chord.label(), what=t(f"cmd-{command}")),
                          interrupt=True)]

    def quit(self) -> list[Utterance]:
        return self.leave()
