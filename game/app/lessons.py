"""The app's side of a game's lesson ("Learn to play", :mod:`game.core.lesson`):
the lesson on screen, the item of the main menu and of the game menu (the
game in progress is saved first), and the offer made once on a profile's
first game of each game.

A lesson is never saved and never counts in the statistics; Escape leaves
it at any step, back to the main menu; at its end Enter starts a real game
of it and Escape goes back to the menu.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.lesson import LessonRun, lesson_session, reading
from ..core.session import Utterance
from ..games import spec
from ..i18n import t
from .menu import Menu, MenuItem
from .screens import GameScreen, MenuScreen
from .shell import Host, MainMenus


class LessonScreen(GameScreen):
    """A game's table running its lesson: each key goes through the step."""

    kept = False  # a lesson is no game to save or to count

    def __init__(self, run: LessonRun, leave: Callable[[], list[Utterance]],
                 play: Callable[[], list[Utterance]]) -> None:
        super().__init__(run.session, leave)
        self.run = run
        self.leave = leave
        self.play = play
        self.left = False
        run.session.bots.record_written = True  # never kept among finished games

    def opening(self) -> list[Utterance]:
        return self.run.start()

    def handle(self, command: str) -> list[Utterance]:
        if command == "game_menu":
            self.left = True
            return self.leave()
        if self.run.finished:
            if command == "play":
                self.left = True
                return self.play()
            if not reading(command):
                # What the keys do now: the lesson's last words again.
                self.run.told = -1
                return [Utterance(u.text, interrupt=True) for u in self.run.due()]
        return self.run.handle(command)

    def due_words(self) -> list[Utterance]:
        return [] if self.left else self.run.due()


class LessonMenus:
    """Starting and leaving lessons, and the offer on a first game."""

    def __init__(self, app: Host, menus: MainMenus) -> None:
        self.app = app
        self.menus = menus

    def game_here(self) -> str:
        """The game whose lesson "Learn to play" means: the one on the table
        (from its game menu), else the one chosen in the main menu."""
        for screen in reversed(self.app.stack):
            if isinstance(screen, GameScreen):
                return str(screen.session.side.game_id)
        return self.app.settings.game

    def start(self, game_id: str) -> list[Utterance]:
        """The lesson of ``game_id`` on screen, in place of the menus."""
        app = self.app
        lesson = spec(game_id).lesson
        if lesson is None:
            return [Utterance(t("lesson-none", game=t(spec(game_id).title_id)),
                              interrupt=True)]
        if game_id not in app.settings.lessons_offered:  # found it: no need to offer it
            app.settings.lessons_offered.append(game_id)
            app.save_settings()
        session = lesson_session(spec(game_id).session, lesson,
                                 verbosity=app.settings.verbosity,
                                 key_label=app.keymap.first_label)
        return app.replace_all(LessonScreen(LessonRun(lesson, session), self.leave,
                                            lambda: self.play(game_id)))

    def play(self, game_id: str) -> list[Utterance]:
        """Enter at a lesson's end: a real game of it, chosen in the main
        menu, as Play starts one there (asking first if it would replace
        a saved game)."""
        app = self.app
        app.settings.game = game_id
        app.save_settings()
        app.stack = [self.menus.main_menu()]  # under the question, if one is asked
        return self.menus.run("play")

    def leave(self) -> list[Utterance]:
        """Escape in a lesson: say so, and the main menu."""
        app = self.app
        app.say([Utterance(t("lesson-left"), interrupt=True)])
        return app.replace_all(self.menus.main_menu(), queue=True)

    def offer(self) -> list[Utterance] | None:
        """On a profile's first Play of a game that has a lesson: a question,
        the lesson or the game (asked once: kept in the settings). None when
        there is nothing to offer (asked before, or the game played already).
        A run with ``--seed`` plays the deal it names at once, so it is never
        asked there."""
        app = self.app
        game_id = app.settings.game
        # A profile that has played the game (before lessons were offered)
        # is not new to it.
        played = any(key.split("/", 1)[0] == game_id for key in app.stats.records)
        if (spec(game_id).lesson is None or game_id in app.settings.lessons_offered
                or app.options.seed is not None or played):
            return None
        app.settings.lessons_offered.append(game_id)
        app.save_settings()
        items = [MenuItem(t("menu-lesson"), "lesson"), MenuItem(t("lesson-play-now"), "play_now")]
        title = t("lesson-offer", game=t(spec(game_id).title_id))
        return app.push(MenuScreen(Menu(title, items), self.menus.run))
