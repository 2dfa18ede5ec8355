"""The app's menus: main menu, game options, settings, escape menu, help."""

from __future__ import annotations

import sys
from typing import Any

from ..core.bots import OFFERED_LEVELS
from ..core.command_table import ONLINE_TABLE
from ..core.commands import GLOBAL, RANK_KEYS, ROOM
from ..core.jump import Jumps
from ..core.session import GameSession, Utterance
from ..games import SPECS, known, spec
from ..i18n import catalog, current_language, language_name, languages, t
from ..speech import follows_language, speaker_voices
from ..speech.voices import voices_for
from .keymap import Keymap
from .lessons import LessonMenus
from .menu import Choice, Menu, MenuItem
from .newcomer import remember_told
from .online_menus import OnlineMenus
from .saves import SaveError, describe_save, move_aside, resume_game, save_path
from .screens import GameScreen, MenuScreen, Screen, TextScreen
from .shell import Host
from .view import apply_settings

SHOWN_APART = ("menu-number", "percent", "pace-name")
"""Labels holding numbers: said as the catalog says them (Russian in words,
declined), shown by "<id>-shown" (in digits)."""


def _choices(values: Any, label_id: str, arg: str = "value") -> list[Choice]:
    if label_id in SHOWN_APART:
        return [Choice(v, t(label_id, **{arg: v}), t(f"{label_id}-shown", **{arg: v}))
                for v in values]
    return [Choice(v, t(label_id, **{arg: str(v)})) for v in values]


def _on_off(setting: str) -> list[Choice]:
    """Off and on for the setting whose label is the message ``setting``:
    a language agrees them with its noun (Russian «Подсказки: включены»)."""
    return [Choice(False, t("off", setting=setting)), Choice(True, t("on", setting=setting))]


def _pick(item: MenuItem, value: Any) -> MenuItem:
    for i, choice in enumerate(item.choices):
        if choice.value == value:
            item.index = i
    return item


class MenuBuilder:
    """Builds the menus of one app and runs their actions."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.online = OnlineMenus(app, self)
        self.lessons = LessonMenus(app, self)

    @property
    def game_options(self) -> dict[str, dict[str, bool | int]]:
        """Each game's options as chosen, kept in the settings: a new start
        remembers them as it does the game, opponents and level."""
        return self.app.settings.game_options

    # -- main menu -------------------------------------------------------------
    def main_menu(self) -> MenuScreen:
        s = self.app.settings
        if not known(s.game):
            s.game = SPECS[0].id
        engine = spec(s.game).engine
        items = [
            MenuItem(t("menu-play"), "play"),
            _pick(MenuItem(t("menu-game"), "", [Choice(g.id, t(g.title_id))
                                                  for g in SPECS]), s.game),
            _pick(MenuItem(t("menu-opponents"), "",
                           _choices(range(1, engine.max_players), "menu-number")),
                  min(s.opponents, engine.max_players - 1)),
            _pick(MenuItem(t("menu-level"), "", _choices(OFFERED_LEVELS, "level-name")), s.level),
            MenuItem(t("menu-game-options"), "game_options"),
            MenuItem(t("menu-settings"), "settings"),
            MenuItem(t("menu-keys"), "keys"),
            MenuItem(t("menu-rules"), "rules"),
            MenuItem(t("menu-lesson"), "lesson"),
            MenuItem(t("menu-statistics"), "statistics"),
            # Last but Quit, so that every item above keeps the place a player
            # learnt before online play came.
            MenuItem(t("menu-play-online"), "play_online"),
            MenuItem(t("menu-quit"), "quit"),
        ]

        def changed(item: MenuItem) -> str | None:
            also = None
            if item is items[1]:
                s.game = item.value
                top = spec(s.game).engine.max_players - 1
                before = items[2].value
                items[2].choices = _choices(range(1, top + 1), "menu-number")
                items[2].index = min(items[2].index, top - 1)
                s.opponents = items[2].value
                if items[2].value != before:
                    # The game allows fewer opponents: say the value it took.
                    also = items[2].spoken()
            elif item is items[2]:
                s.opponents = item.value
            elif item is items[3]:
                s.level = item.value
            self.app.save_settings()
            return also

        menu = Menu(t("menu-main-title"), [*self.resume_items(), *items], changed)
        s.opponents = items[2].value
        return MenuScreen(menu, self.run)

    def resume_items(self) -> list[MenuItem]:
        """"Resume <game> against 3 computer players" and the game's own words for
        how far it got ("hand 4"), when a game is saved."""
        saved = describe_save()
        if saved is None:
            return []
        head, deals = saved
        game_id = head.get("game")
        if not known(game_id):
            return [MenuItem(t("menu-resume-unknown"), "resume_saved")]
        game = spec(game_id)
        opponents = max(0, len(head.get("players", [])) - 1)
        # Said as the catalog says numbers (Russian: in words), shown in digits.
        label, shown = (t("menu-resume-saved", game=t(game.title_id), opponents=opponents,
                          progress=t(game.resume_id, deals=deals, shown=digits))
                        for digits in ("no", "yes"))
        return [MenuItem(label, "resume_saved", shown_label=shown)]

    def resume_saved(self) -> list[Utterance]:
        app = self.app
        s = app.settings
        try:
            session, torn = resume_game(verbosity=s.verbosity,
                                        key_label=app.keymap.first_label)
        except SaveError as err:
            path = save_path()
            kept = move_aside(path)
            sentence = t("save-bad", file=str(path), fault=str(err), kept=str(kept or path))
            print(sentence, file=sys.stderr)
            app.say([Utterance(sentence, interrupt=True)])
            return app.replace_all(self.main_menu(), queue=True)
        grouped_setting(session, s.hand_grouped)
        session.advice.suggestions_on = s.suggestions
        if torn is not None:  # said first; the game's opening queues after it
            print(torn, file=sys.stderr)
            app.say([Utterance(torn, interrupt=True)])
        return app.replace_all(GameScreen(session, self.escape_menu, resumed=True),
                               queue=torn is not None)

    def run(self, action: str) -> list[Utterance]:
        app = self.app
        if action == "play" and describe_save() is not None:
            # Play would replace the saved game: ask first, as New game does.
            return app.push(self.confirm_play_menu())
        if action in ("play", "confirm_play"):
            offered = self.lessons.offer()  # once, on a profile's first game of it
            return self.start_game() if offered is None else offered
        if action == "lesson":
            return self.lessons.start(self.lessons.game_here())
        if action == "play_now":
            return self.start_game()
        if action == "resume_saved":
            return self.resume_saved()
        if action == "play_online":
            return app.push(self.online.online_menu())
        if action == "statistics":
            return app.push(self.statistics_menu())
        if action == "reset_statistics":
            return app.push(self.confirm_reset_menu())
        if action == "confirm_reset":
            said = app.reset_stats()  # a file that cannot be written keeps them, and says so
            app.pop()
            app.pop()
            return [*said, *app.screen.opening()]
        if action == "game_options":
            return app.push(self.options_menu())
        if action == "settings":
            return app.push(self.settings_menu())
        if action == "keys":
            return app.push(self.keys_screen())
        if action == "rules":
            return app.push(self.rules_screen())
        if action in ("quit", "quit_app"):
            return app.quit()
        if action == "back":
            return app.pop()
        if action == "resume":
            return app.pop()
        if action == "new_game" and app.game_in_progress() is not None:
            # It would throw the game away: ask first, as resetting statistics does.
            return app.push(self.confirm_new_game_menu())
        if action in ("new_game", "confirm_new_game"):
            return self.start_game()
        if action == "main_menu":
            app.save_game()  # before the menu is built, so it offers to resume
            return app.replace_all(self.main_menu())
        if action == "help":
            return app.push(self.help_screen(app.stack[-2] if len(app.stack) > 1 else app.screen))
        return []

    def start_game(self) -> list[Utterance]:
        app = self.app
        s = app.settings
        seed = app.options.seed if app.options.seed is not None else _fresh_seed()
        session = spec(s.game).session(
            s.opponents + 1, [s.level] * s.opponents, seed,
            self.game_options.get(s.game, {}), verbosity=s.verbosity,
            key_label=app.keymap.first_label, newcomer=s.game not in s.keys_told,
        )
        grouped_setting(session, s.hand_grouped)
        session.advice.suggestions_on = s.suggestions
        words = app.replace_all(GameScreen(session, self.escape_menu))
        if session.prompt.keys_told:  # its opening said the hand's and help keys: once a profile
            remember_told(app, s.game)
        return words

    # -- sub-menus -------------------------------------------------------------
    def options_menu(self) -> MenuScreen:
        game_id = self.app.settings.game
        game = spec(game_id)
        engine = game.engine
        chosen = dict(self.game_options.get(game_id, {}))
        items: list[MenuItem] = []
        for name, default in engine.default_options.items():
            label = t(game.option_id(name))
            if isinstance(default, bool):
                item = MenuItem(label, "", _on_off(game.option_id(name)))
            else:
                item = MenuItem(label, "", _choices(game.options.get(name, (default,)),
                                                    "menu-number"))
            items.append(_pick(item, chosen.get(name, default)))
        names = list(engine.default_options)
        items.append(MenuItem(t("menu-back"), "back"))

        def changed(item: MenuItem) -> None:
            name = names[items.index(item)]
            if item.value == engine.default_options[name]:
                chosen.pop(name, None)  # the default needs no entry
            else:
                chosen[name] = item.value
            if chosen:
                self.game_options[game_id] = chosen
            else:
                self.game_options.pop(game_id, None)
            self.app.save_settings()

        title = t("menu-options-title", game=t(game.title_id))
        return MenuScreen(Menu(title, items, changed), self.run)

    def settings_menu(self) -> MenuScreen:
        app = self.app
        s = app.settings
        language_item = self.language_item()
        pitch_item = _pick(MenuItem(t("setting-pitch"), "",
                                    _choices(range(0, 110, 10), "menu-number")), s.voice_pitch)
        voice_item = self.voice_item()
        braille_item = _pick(MenuItem(t("setting-braille"), "", _on_off("setting-braille")),
                             s.braille)
        # The value is "muted": on first, as it was, for not muted.
        sounds_choices = [Choice(not c.value, c.label) for c in reversed(_on_off("setting-sounds"))]
        chat_item = _pick(MenuItem(t("setting-chat"), "", _choices(s.CHOICES["chat"],
                                                                   "chat-mode")), s.chat)
        presence_item = _pick(MenuItem(t("setting-presence"), "", _on_off("setting-presence")),
                              s.presence_spoken)
        items = [
            _pick(MenuItem(t("setting-speech"), "", _choices(s.CHOICES["speech"], "speech-mode")),
                  s.speech),
            _pick(MenuItem(t("setting-rate"), "", _choices(range(120, 420, 20), "menu-number")),
                  s.voice_rate),
            _pick(MenuItem(t("setting-voice-volume"), "", _choices(range(10, 110, 10), "percent"),
                           stops_at_ends=True), round(s.voice_volume * 100)),
            pitch_item,
            _pick(MenuItem(t("setting-verbosity"), "",
                           _choices(s.CHOICES["verbosity"], "verbosity-name")), s.verbosity),
            _pick(MenuItem(t("setting-pace"), "", _choices(s.CHOICES["pace"], "pace-name")),
                  s.pace),
            _pick(MenuItem(t("setting-sound-volume"), "", _choices(range(0, 110, 10), "percent"),
                           stops_at_ends=True), round(s.sound_volume * 100)),
            _pick(MenuItem(t("setting-sounds"), "", sounds_choices), s.muted),
            _pick(MenuItem(t("setting-theme"), "", _choices(s.CHOICES["theme"], "table-theme",
                                                            arg="theme")), s.theme),
            _pick(MenuItem(t("setting-four-colour"), "", _on_off("setting-four-colour")),
                  s.four_colour),
            _pick(MenuItem(t("setting-hand-grouped"), "",
                           [Choice(False, t("hand-report-cards")),
                            Choice(True, t("hand-report-grouped"))]), s.hand_grouped),
            _pick(MenuItem(t("setting-suggestions"), "", _on_off("setting-suggestions")),
                  s.suggestions),
            language_item,
            voice_item,
            braille_item,
            chat_item,
            presence_item,
            MenuItem(t("menu-back"), "back"),
        ]

        def changed(item: MenuItem) -> str | None:
            if item is language_item:
                return self.change_language(item.value)
            if item is voice_item:
                self.change_voice(item.value)
                return None
            if item is pitch_item:  # by identity: the items after it keep their numbers
                s.voice_pitch = item.value
                app.save_settings()
                app.say(app.change_speech())
                return None
            if item is braille_item:
                s.braille = item.value
                app.change_braille()
                app.save_settings()
                return None
            if item is chat_item:  # how chat messages reach the player
                s.chat = item.value
                app.save_settings()
                return None
            if item is presence_item:  # who comes online said, or only listed
                s.presence_spoken = item.value
                app.save_settings()
                return None
            # Numbered as if the pitch item (handled above) were not there.
            which = [i for i in items if i is not pitch_item].index(item)
            value = item.value
            if which == 0:
                s.speech = value
            elif which == 1:
                s.voice_rate = value
            elif which == 2:
                s.voice_volume = value / 100
            elif which == 3:
                s.verbosity = value
            elif which == 4:
                s.pace = value
            elif which == 5:
                s.sound_volume = value / 100
                app.sound.volume = s.sound_volume
            elif which == 6:
                s.muted = value
                app.sound.muted = value
            elif which == 7:
                s.theme = value
                apply_settings(app)
            elif which == 8:
                s.four_colour = value
                apply_settings(app)
            elif which == 9:
                s.hand_grouped = value
            elif which == 10:
                s.suggestions = value
            if which in (9, 10):
                for screen in app.stack:  # the game in progress follows at once
                    if isinstance(screen, GameScreen):
                        grouped_setting(screen.session, s.hand_grouped)
                        screen.session.advice.suggestions_on = s.suggestions
            app.save_settings()
            if which in (0, 1, 2):
                app.say(app.change_speech())
                # Another engine may speak now: offer its voices.
                fresh = self.voice_item()
                voice_item.choices, voice_item.index = fresh.choices, fresh.index
            return None

        return MenuScreen(Menu(t("menu-settings"), items, changed), self.run)

    def language_item(self) -> MenuItem:
        """Every language the game has, each by its own name ("English", "Русский")."""
        return _pick(MenuItem(t("setting-language"), "",
                              [Choice(lang, language_name(lang)) for lang in languages()]),
                     current_language())

    def voice_item(self) -> MenuItem:
        """"automatic", then the installed voices of the engine speaking now,
        those of the game's language first."""
        lang = current_language()
        voices = voices_for(speaker_voices(self.app.speaker), lang)
        choices = [Choice("", t("voice-automatic"))] + [Choice(v.id, v.name) for v in voices]
        return _pick(MenuItem(t("setting-voice"), "", choices),
                     self.app.settings.voice.get(lang, ""))

    def change_language(self, lang: str) -> str:
        """Switch to ``lang`` at once: the menus are built again in it, and the
        language item is said in it (the words after the new value)."""
        app = self.app
        app.say(app.change_language(lang))
        settings = self.settings_menu()
        focus = next(i for i, item in enumerate(settings.menu.items)
                     if item.action == "" and item.label == t("setting-language"))
        settings.menu.focus = focus
        main = self.main_menu()
        main.menu.focus = next(i for i, item in enumerate(main.menu.items)
                               if item.action == "settings")
        app.stack = [main, settings]
        return settings.menu.position_text()

    def change_voice(self, voice: str) -> None:
        """Keep the voice for the game's language and speak with it at once."""
        app = self.app
        lang = current_language()
        if voice:
            app.settings.voice[lang] = voice
        else:
            app.settings.voice.pop(lang, None)
        app.save_settings()
        if follows_language(app.speaker):
            app.say(app.change_speech())

    def statistics_menu(self) -> MenuScreen:
        """One item a game and level, then "Reset statistics"."""
        items = []
        for key, record in sorted(self.app.stats.records.items()):
            game_id, level = key.split("/", 1)
            title = t(spec(game_id).title_id) if known(game_id) else game_id
            # One sentence: the wins with suggestions inside it, so that the
            # menu's ", 1 of 3" follows a number of the line, not a full stop.
            # Said as the catalog says numbers (Russian: in words), shown in digits.
            figures = {"game": title, "level": t("level-name", value=level),
                       "played": record.played, "won": record.won, "lost": record.lost,
                       "streak": record.streak, "best": record.best_streak,
                       "helped": record.won_suggested,
                       "score": "none" if record.best_score is None else str(record.best_score)}
            items.append(MenuItem(t("stats-line", **figures), "",
                                  shown_label=t("stats-line-shown", **figures)))
        if not items:
            items.append(MenuItem(t("stats-none"), ""))
        items += [MenuItem(t("menu-reset-statistics"), "reset_statistics"),
                  MenuItem(t("menu-back"), "back")]
        return MenuScreen(Menu(t("menu-statistics"), items), self.run)

    def confirm_reset_menu(self) -> MenuScreen:
        items = [MenuItem(t("menu-no-keep"), "back"),
                 MenuItem(t("menu-yes-reset"), "confirm_reset")]
        return MenuScreen(Menu(t("stats-confirm"), items), self.run)

    def confirm_new_game_menu(self) -> MenuScreen:
        session = self.app.game_in_progress()
        game = t(spec(session.side.game_id).title_id) if session is not None else ""
        items = [MenuItem(t("menu-no-keep-game"), "back"),
                 MenuItem(t("menu-yes-new-game"), "confirm_new_game")]
        return MenuScreen(Menu(t("new-game-confirm", game=game), items), self.run)

    def confirm_play_menu(self) -> MenuScreen:
        """Play with a game saved: keep it (first) or start anew. The save
        stays on disk until the new game is saved over it."""
        saved = describe_save()
        game_id = saved[0].get("game") if saved is not None else None
        title = (t("play-replaces-saved", game=t(spec(game_id).title_id)) if known(game_id)
                 else t("play-replaces-saved-unknown"))
        items = [MenuItem(t("menu-no-keep-game"), "back"),
                 MenuItem(t("menu-yes-new-game"), "confirm_play")]
        return MenuScreen(Menu(title, items), self.run)

    def escape_menu(self) -> list[Utterance]:
        items = [
            MenuItem(t("menu-resume"), "resume"),
            MenuItem(t("menu-new-game"), "new_game"),
            MenuItem(t("menu-help"), "help"),
            MenuItem(t("menu-rules"), "rules"),
            MenuItem(t("menu-lesson"), "lesson"),  # the game is saved first, as Main menu does
            MenuItem(t("menu-main-menu"), "main_menu"),
            MenuItem(t("menu-quit"), "quit_app"),
        ]
        return self.app.push(MenuScreen(Menu(t("menu-game-title"), items), self.run))

    # -- text pages ------------------------------------------------------------
    def help_screen(self, screen: Screen) -> TextScreen:
        keymap = self.app.keymap
        # Every global command works on every screen, so F1 lists them all
        # (the history's ends and the zoom too); a game adds the app's save key.
        commands = list(screen.commands)
        if getattr(screen, "online", False):  # chat and who work at an online table only
            commands += list(ONLINE_TABLE.commands)
        if isinstance(screen, GameScreen):
            commands += ["save"]
        commands += GLOBAL
        if self.online.link.client is not None and self.online.link.welcomed:  # online: the room
            commands += ROOM
        # A game says what its own reports hold: "<game>-cmd-<command>" when
        # its catalog has it, the shared "cmd-<command>" otherwise.
        game_id = screen.session.side.game_id if isinstance(screen, GameScreen) else ""
        session = screen.session if isinstance(screen, GameScreen) else None
        jumps = getattr(session, "jumps", None)
        keys = rank_key_words(keymap, jumps) if isinstance(jumps, Jumps) else ""
        lines = rank_key_lines(keymap, commands, game_id, keys)
        return TextScreen(t("help-title"), lines, self.app.pop)

    def keys_screen(self) -> TextScreen:
        keymap = self.app.keymap
        lines = rank_key_lines(keymap, [c for table in keymap.bindings.values() for c in table])
        return TextScreen(t("menu-keys"), lines, self.app.pop)

    def rules_screen(self) -> TextScreen:
        game_id = self.app.settings.game
        screen = self.app.screen
        if isinstance(screen, GameScreen):
            game_id = screen.session.side.game_id
        game = spec(game_id)
        lines = game.rules_text(catalog().lang).read_text(encoding="utf-8").splitlines()
        return TextScreen(t("rules-title", game=t(game.title_id)), lines, self.app.pop)

    def review(self, command: str) -> list[Utterance]:
        """History keys outside a game: say the screen again."""
        return self.app.screen.opening()


def grouped_setting(session: GameSession, grouped: bool) -> None:
    """F2 reads the hand grouped in a game that can (the player's setting)."""
    jumps = getattr(session, "jumps", None)
    if isinstance(jumps, Jumps):
        jumps.grouped_status = grouped


def rank_key_words(keymap: Keymap, jumps: Jumps[Any]) -> str:
    """What the rank keys of a game stand for where a key is not the rank's
    own name, read from the key map: "1 or A an ace, 0 a 10, - or J a jack"
    (a key bound elsewhere is named as it is bound, so F1 cannot drift)."""
    keys_of: dict[Any, list[str]] = {}
    for key, rank in jumps.ranks.items():
        if keymap.keys_for(f"jump_{key}"):
            keys_of.setdefault(rank, []).append(keymap.first_label(f"jump_{key}"))
    entries = []
    for rank, labels in keys_of.items():
        if labels == [jumps.rank_name(rank)]:
            continue  # the digit 7 finds a 7: nothing to say
        said = labels[-1]
        for label in reversed(labels[:-1]):
            said = t("key-or", first=label, second=said)
        entries.append(t("help-rank-keys", keys=said, rank=jumps.rank_count(rank, 1)))
    return ", ".join(entries)


def rank_key_lines(keymap: Keymap, commands: list[str], game_id: str = "",
                   keys: str = "") -> list[str]:
    """One help line per bound command ("F2 or H: my phase and my hand");
    the rank keys (``jump_9``, ``pick_9``...) are one line each for jumping
    and picking, their keys listed together. A game says what its own
    commands do in "<game>-cmd-<command>" when its catalog has it; ``keys``
    (:func:`rank_key_words`) says what the game's rank keys stand for."""
    lines: list[str] = []
    ranks: dict[str, list[str]] = {"jump": [], "pick": []}
    for c in dict.fromkeys(commands):
        if not keymap.keys_for(c):
            continue
        kind = c.split("_", 1)[0]
        if kind in ranks and c.split("_", 1)[1] in RANK_KEYS:
            if not ranks[kind]:
                lines.append(kind)  # the place of the line, filled below
            ranks[kind].append(keymap.first_label(c))
            continue
        own = f"{game_id}-cmd-{c}"
        lines.append(t("help-line", keys=keymap.label(c),
                       what=t(own if catalog().has(own) else f"cmd-{c}")))
    for kind, labels in ranks.items():
        if labels:
            own = f"{game_id}-cmd-{kind}"
            what = t(own if catalog().has(own) else f"cmd-{kind}", keys=keys or "none")
            lines[lines.index(kind)] = t("help-line", keys=", ".join(labels), what=what)
    return lines


def _fresh_seed() -> int:
    import random

    return random.SystemRandom().randrange(2**31)
