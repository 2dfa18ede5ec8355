"""What the menus and the online link ask of the app, as small protocols.

The app (:class:`~game.app.main.App`) owns pygame, the outputs and the
screen stack; a menu or the online link needs only a little of it: the
stack (push a screen, pop one, replace them all), the voice (say), the
settings (and keeping them), the key map's labels, a sound cue. They are
typed against these protocols and handed the app, so they never import
:mod:`game.app.main`, and the app imports them: the dependency goes one
way, from the loop down to its screens.

- :class:`Shell`: the screen stack, the voice, the settings and the keys:
  all the online screens use.
- :class:`Host`: a :class:`Shell` with what the main and settings menus
  and the lessons use besides: speech, braille and language applied at
  once, the statistics, the run's ``--seed``, the game in progress, quitting.
- :class:`MainMenus`: the main menu and its actions, as the lessons and
  the online game menu go back to them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..core.session import GameSession, Utterance
from ..sound.cues import SoundPlayer
from ..speech import Speaker
from .app_options import AppOptions
from .keymap import Chord, Keymap
from .screens import MenuScreen, Screen
from .settings import Settings
from .stats import Statistics


class Shell(Protocol):
    """The screen stack, the voice, the settings and the keys' labels."""

    settings: Settings
    keymap: Keymap
    sound: SoundPlayer
    stack: list[Screen]
    """The screens, the one on top last; a screen may be put in or taken
    out silently (an online table's screens, as the server moves the player)."""

    @property
    def screen(self) -> Screen:
        """The screen on top: the one keys go to."""
        ...

    def push(self, screen: Screen, queue: bool = False) -> list[Utterance]:
        """``screen`` on top, its opening said (queued behind what is being
        said when ``queue``)."""
        ...

    def pop(self) -> list[Utterance]:
        """Back to the screen under the top one: the words that say where."""
        ...

    def replace_all(self, screen: Screen, queue: bool = False) -> list[Utterance]:
        """``screen`` alone on the stack (a game in progress saved first)."""
        ...

    def say(self, words: Sequence[Utterance], heard: bool = False) -> None:
        """Speak, show, cue and keep ``words`` now."""
        ...

    def save_settings(self, quiet: bool = False) -> None:
        """Keep the settings; a failure is said once (never when ``quiet``)."""
        ...


class Host(Shell, Protocol):
    """A :class:`Shell` with what the main and settings menus change besides."""

    options: AppOptions
    stats: Statistics
    speaker: Speaker

    def change_speech(self) -> list[Utterance]:
        """A new speech setting applied at once."""
        ...

    def change_braille(self) -> None:
        """The braille display opened or closed as the setting says."""
        ...

    def change_language(self, lang: str) -> list[Utterance]:
        """Speak and show ``lang`` from now on."""
        ...

    def game_in_progress(self) -> GameSession | None:
        """The game on this computer that a save would keep."""
        ...

    def save_game(self, say: bool = False) -> list[Utterance]:
        """Save the game in progress, if any."""
        ...

    def reset_stats(self) -> list[Utterance]:
        """Forget every game's statistics."""
        ...

    def game_key_in_menu(self, chord: Chord) -> list[Utterance]:
        """A game key pressed in a menu: where it works."""
        ...

    def quit(self) -> list[Utterance]:
        """Leave the program, the game in progress saved first."""
        ...


class MainMenus(Protocol):
    """The main menu and its actions (:class:`~game.app.menus.MenuBuilder`)."""

    @property
    def game_options(self) -> dict[str, dict[str, bool | int]]:
        """Each game's options as chosen."""
        ...

    def main_menu(self) -> MenuScreen:
        """The main menu, built anew."""
        ...

    def run(self, action: str) -> list[Utterance]:
        """A main, game or escape menu's action (``play``, ``help``, ``quit_app``...)."""
        ...
