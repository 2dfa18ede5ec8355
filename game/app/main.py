"""The pygame loop: keys in, speech, sound and large text out.

Everything the player can do arrives as a named command (``keymap.toml``);
screens turn commands into words. Bots move at the chosen pace and never
block the loop; speech never blocks it either.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import replace

import pygame

from ..core.commands import ROOM
from ..core.records import write_record
from ..core.session import GameSession, Utterance
from ..i18n import current_language, languages, set_language, system_language, t
from ..resources import shipped
from ..sound.cues import SoundPlayer, seat_pan
from ..sound.mixer import init_mixer
from ..speech import (
    Notice,
    PrintSpeaker,
    Speaker,
    TeeSpeaker,
    choose_speaker,
    follows_language,
    take_notices,
)
from ..speech.braille import Braille, NoBraille, open_braille
from ..speech.screenreader import speech_path
from .app_options import AppOptions
from .files import os_words
from .finished import FinishedGames
from .heard import opening_sent
from .key_script import KeyScriptWait, post_key
from .keymap import Chord, chord_of_event, load_keymap
from .launch_words import no_display, speech_sentences
from .logfile import start_log, stop_log
from .menus import MenuBuilder
from .newcomer import menu_opening, unbound_key
from .online_link import server_keeps
from .render import Renderer
from .saves import save_game
from .screens import GameScreen, MenuScreen, Screen, back_at, opened
from .settings import (
    PACES,
    Settings,
    data_dir,
    game_options_problem,
    load_settings,
    save_settings,
    user_keymap_path,
)
from .skipped import REPORT_COMMANDS, SkippedSpeech
from .stats import load_stats
from .thinking import THINKING, Thinker
from .view import VIEW_COMMANDS, apply_settings, view_command
from .window import open_window, remember_size

log = logging.getLogger("parlour")
SOUNDS_DIR = shipped("sounds")
FRAME_MS = 16  # the longest the loop sleeps when nothing happens
QUIT_WORDS_SECONDS = 2.0  # the longest quitting waits for its words to be said
# Events that end a deal or start the next: a bot's move that makes one is saved.
DEAL_BOUNDARIES = frozenset({"deal_end", "hand_end", "deal"})


class App(FinishedGames):
    """Owns pygame, the outputs, the key map and the screen stack."""

    def __init__(self, options: AppOptions, speaker: Speaker | None = None,
                 said: str | None = None, settings: Settings | None = None) -> None:
        """``said``: the main menu's opening, already said by ``speaker``
        before the game was loaded (:mod:`game.app.early`), which read
        ``settings`` without a problem (not read again)."""
        self.options = options
        # The language comes first: every sentence from here on (a display
        # or settings problem) is said in it. The settings' choice, once read,
        # replaces the system's; --lang replaces both.
        set_language(options.lang or system_language())
        if options.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            if options.speech != "voice":  # --speech voice is meant to be heard
                os.environ["SDL_AUDIODRIVER"] = "dummy"
        self.log_path = start_log()
        # The display alone first: without one, the sentence comes before the
        # sound system's start-up noise (ALSA's lines about a missing card).
        pygame.display.init()
        if no_display(options.headless):
            pygame.quit()
            raise SystemExit(t("no-display"))
        pygame.init()
        pygame.display.set_caption("Parlour")
        pygame.key.set_repeat(400, 60)
        if settings is None:
            self.settings, settings_problem = load_settings(options.settings_file, options.lang)
        else:  # read before the games were loaded: their options are checked now
            self.settings = settings
            settings_problem = game_options_problem(settings, options.settings_file, options.lang)
        self.window = open_window(self.settings)  # its size and full screen as last left
        if not options.lang and self.settings.language in languages():
            set_language(self.settings.language)
        self.file_pace = self.settings.pace  # headless plays at instant pace but keeps this
        if options.headless:
            self.settings.pace = "instant"
        if options.speech:
            self.settings.speech = options.speech
        self.mixer_ready = init_mixer()
        self.sound = SoundPlayer(SOUNDS_DIR, enabled=self.mixer_ready,
                                 volume=self.settings.sound_volume, muted=self.settings.muted)
        self.stats, stats_problem = load_stats()
        notices: list[str] = [p for p in (settings_problem, stats_problem) if p]
        if not self.mixer_ready:
            notices.append(t("sound-no-device"))
        if speaker is not None:
            self.speaker = speaker
            if said is not None:
                self.speech_path_sentence()  # in the log, as a speaker chosen here
        else:
            self.speaker, speech_notices = self._choose_speaker()
            notices += speech_sentences(speech_notices, self.speaker)
            path_sentence = self.speech_path_sentence()  # always in the log
            if options.speech and not options.headless:  # the player asked: say which way
                notices.append(path_sentence)
        self.speech_mode = self.settings.speech
        self.after_key: list[Utterance] = []  # said after the words of the key being handled
        self.braille: Braille | NoBraille = NoBraille()
        self.change_braille()
        self.keymap, problems = load_keymap(user_keymap_path(), options.keymap)
        notices += [p.sentence() for p in problems]
        self.renderer = Renderer(self.window)
        apply_settings(self)
        self.last_words: list[str] = []
        self.skipped = SkippedSpeech()  # queued speech cut before it was heard
        self.stack: list[Screen] = []
        self.running = True
        self.next_bot_time = 0.0
        self.thinker = Thinker()
        self.autosave_failed = False
        self.settings_failed = False
        self.menus = MenuBuilder(self)
        for sentence in notices:
            print(sentence, file=sys.stderr)
        self.say([Utterance(s) for s in notices])
        main_menu = self.menus.main_menu()
        opening = menu_opening(self, main_menu)  # F1 named on a new profile
        heard = said is not None and not notices and [u.text for u in opening] == [said]
        self.stack.append(main_menu)  # heard already: not said again; after notices: queued
        self.say([replace(u, interrupt=False) for u in opening] if notices else opening, heard)
        if options.online:
            self.say(self.menus.online.connect_now(options.online, options.name))

    def _choose_speaker(self) -> tuple[Speaker, list[Notice]]:
        if self.options.headless and self.options.speech not in ("screenreader", "voice"):
            return PrintSpeaker(), []  # a scripted run prints, unless asked to be heard
        lang = current_language()
        speaker, notices = choose_speaker(
            self.settings.speech, mixer_ready=self.mixer_ready,
            rate=self.settings.voice_rate, volume=self.settings.voice_volume,
            pitch=self.settings.voice_pitch,
            language=lang, voice=self.settings.voice.get(lang, ""))
        if self.options.headless:  # still print every message
            printer = PrintSpeaker()
            speaker = printer if speaker.name == "text" else TeeSpeaker(printer, speaker)
        return speaker, notices

    def change_language(self, lang: str) -> list[Utterance]:
        """Speak and show ``lang`` from now on (the Language setting): kept
        in the settings, and the voice follows it at once."""
        set_language(lang)
        self.settings.language = lang
        self.save_settings()
        return self.change_speech() if follows_language(self.speaker) else []

    def change_speech(self) -> list[Utterance]:
        """Apply a new speech setting at once; a new mode (not a new rate)
        also says which way speech now goes."""
        self.speaker.close()
        self.speaker, notices = self._choose_speaker()
        words = [Utterance(s) for s in speech_sentences(notices, self.speaker)]
        if self.settings.speech != self.speech_mode:
            self.speech_mode = self.settings.speech
            # After the menu's own words for the key ("text only"), which
            # would cut it: queued behind them.
            self.after_key.append(Utterance(self.speech_path_sentence()))
        return words

    def speech_path_sentence(self) -> str:
        path, name = speech_path(self.speaker)
        log.info("speech: %s goes through %s (%s)", self.settings.speech, path, name)
        return t("speech-path", path=path, name=name)

    def change_braille(self) -> None:
        """Open or close the braille display as the setting says. A headless
        run shows braille only when it speaks (``--speech``), as it does speech."""
        self.braille.close()
        wanted = self.settings.braille and not (
            self.options.headless and self.options.speech not in ("screenreader", "voice"))
        self.braille = open_braille() if wanted else NoBraille()

    # -- screens ---------------------------------------------------------------
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
        self.save_game()  # leaving a game in progress keeps it
        self.stack = []
        return self.push(screen, queue)

    def game_in_progress(self) -> GameSession | None:
        """The game on this computer that a save would keep (an online
        table's game is the server's to keep)."""
        for screen in reversed(self.stack):
            if isinstance(screen, GameScreen) and not screen.session.side.is_over():
                kept = screen.kept and not getattr(screen, "online", False)
                return screen.session if kept else None
        return None

    def save_game(self, say: bool = False) -> list[Utterance]:
        """Save the game in progress, if any (Ctrl+S, leaving, quitting)."""
        session = self.game_in_progress()
        if session is None:
            if not say:
                return []
            # Ctrl+S with nothing to keep says so (a finished game is not saved).
            over = any(isinstance(s, GameScreen) for s in self.stack)
            if any(isinstance(s, GameScreen) and not s.kept for s in self.stack):
                return [Utterance(t("lesson-not-saved", back=self.keymap.first_label("game_menu")),
                                  interrupt=True)]
            return server_keeps(self.stack) or [
                Utterance(t("save-nothing", over="yes" if over else "no"), interrupt=True)]
        try:
            save_game(session)
        except OSError as err:
            sentence = t("game-not-saved", fault=os_words(err))
            print(sentence, file=sys.stderr)
            return [Utterance(sentence, interrupt=True)]
        return [Utterance(t("game-saved"), interrupt=True, cue="move")] if say else []

    def save_settings(self, quiet: bool = False) -> None:
        settings = self.settings
        if self.options.headless and settings.pace == "instant":
            settings = replace(settings, pace=self.file_pace)  # the forced pace is not a choice
        try:
            save_settings(settings, self.options.settings_file)
        except OSError as err:
            log.info("settings not saved: %s", err)  # the sentence says it
            if not self.settings_failed and not quiet:  # said once, not at every change
                self.settings_failed = True
                self.after_key.append(Utterance(t("settings-not-saved", fault=os_words(err))))
            return
        self.settings_failed = False

    # -- output ----------------------------------------------------------------
    def say(self, words: Sequence[Utterance], heard: bool = False) -> None:
        """``heard``: the speaker has them already; shown, cued and kept only."""
        for u in words:
            if u.spoken:
                self.skipped.sent(u.interrupt, self.speaker.busy())
                if not heard:
                    self.speaker.speak(u.text, u.interrupt)
                self.braille.show(u.text)
            if u.cue:
                pan = None
                screen = self.stack[-1] if self.stack else None
                if u.seat is not None and isinstance(screen, GameScreen):
                    pan = seat_pan(u.seat, screen.session.side.players)
                self.sound.play(u.cue, pan)
            self.last_words = (self.last_words + [u.text])[-4:]

    # -- input -----------------------------------------------------------------
    def on_key(self, key: int, mod: int, text: str) -> None:
        chord = chord_of_event(key, mod)
        typing = getattr(self.screen, "key", None)  # a line to type in takes its keys first
        if typing is not None and (typed := typing(chord.key, chord.mods, text)) is not None:
            self.say(typed)
            return
        command = self.keymap.command(self.screen.section, chord)
        if command is None:
            if self.screen.section == "menu" and len(text) == 1 and text.isprintable():
                self.say(self.screen.letter(text))
            else:  # never silence: a table key in a menu, or no command at all
                self.say(unbound_key(self, key, chord))
            return
        words = self.command(command)
        if command in REPORT_COMMANDS and isinstance(self.screen, GameScreen):
            words = self.skipped.report(words, self.speaker.busy(),
                                        self.keymap.first_label("history_back"))
        self.say(words)
        after, self.after_key = self.after_key, []
        self.say(after)

    def command(self, command: str) -> list[Utterance]:
        if command == "stop_speech":
            self.speaker.stop()
            self.skipped.stopped()
            return []
        if command == "quit":
            return self.quit()
        if command == "save":
            return self.save_game(say=True)
        if command in VIEW_COMMANDS:
            return view_command(self, command)
        if command == "help":
            return self.push(self.menus.help_screen(self.screen))
        if command == "rules":
            return self.push(self.menus.rules_screen())
        if command == "mute":
            muted = self.sound.toggle_mute()
            self.settings.muted = muted
            self.save_settings()
            return [Utterance(t("sounds-muted" if muted else "sounds-unmuted"), interrupt=True)]
        if command in ROOM:  # the lobby as a room: its keys work on every screen
            return self.menus.online.link.room.command(command)
        screen = self.screen
        if command.startswith("history_") and not isinstance(screen, GameScreen):
            return self.menus.review(command)
        before = len(screen.session.side.events) if isinstance(screen, GameScreen) else 0
        words = screen.handle(command)
        if isinstance(screen, GameScreen):
            # Any event from a key is the player's move (or going on to the
            # next deal): kept at once; a failure is said after the move's words.
            words = [*words, *self.autosave(screen, len(screen.session.side.events) > before)]
            words += self.after_game_step(screen)  # after the words of the move that ended it
        return words

    def game_key_in_menu(self, chord: Chord) -> list[Utterance]:
        """A game key (F2, Ctrl+S...) pressed in a menu: one sentence that it
        works at the table, rather than nothing."""
        command = self.keymap.command("game", chord)
        if command is None:
            return []
        if isinstance(self.screen, MenuScreen) and command in self.screen.table_keys:
            return self.screen.run(command)  # a menu at a table: its keys work there
        if command == "save":  # the game menu's game can be kept from there too
            return self.save_game(say=True)
        return [Utterance(t("menu-game-key", key=chord.label(),
                            what=t(f"cmd-{command}")), interrupt=True)]

    def quit(self) -> list[Utterance]:
        """Leave the program (Ctrl+Q, Quit): the game in progress is saved
        first, and the player hears that, or why not."""
        self.running = False
        kept = self.game_in_progress() is not None
        failed = self.save_game()
        words = [Utterance(t("app-quitting", saved="yes" if kept and not failed else "no"),
                           interrupt=True)]
        return failed + words

    def autosave(self, screen: GameScreen, due: bool) -> list[Utterance]:
        """Save the game in progress after the player's move or a deal's end,
        so that a killed process loses at most the move being made. A save
        that fails is said once, not after every move."""
        session = screen.session
        if not due or session.side.is_over() or self.game_in_progress() is not session:
            return []
        try:
            save_game(session)
        except OSError as err:
            if not self.autosave_failed:
                self.autosave_failed = True
                sentence = t("game-not-saved", fault=os_words(err))
                print(sentence, file=sys.stderr)
                return [Utterance(sentence, interrupt=False)]
            return []
        self.autosave_failed = False
        return []

    def after_game_step(self, screen: GameScreen) -> list[Utterance]:
        """A game just over is kept; the words if it could not be."""
        session = screen.session
        words = []
        if session.side.is_over() and not session.bots.record_written:
            session.bots.record_written = True
            words = self.keep_finished_game(session)
        if session.flow.play_again_requested and not session.online:
            self.say(self.menus.start_game())
        return words + screen.due_words()

    def crash(self, trace: str) -> None:
        """Write the game so far and the traceback to a crash file, say where
        in one sentence, and go back to the main menu."""
        log.error("unexpected error:\n%s", trace)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = data_dir() / "crashes" / f"crash-{stamp}.jsonl"
        session = next((s.session for s in reversed(self.stack) if isinstance(s, GameScreen)),
                       None)
        try:
            if session is not None:
                events = [*session.side.events, {"type": "crash", "traceback": trace}]
                write_record(path, session.bots.record_header(), events)
            else:
                path = path.with_suffix(".txt")
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(trace, encoding="utf-8")
            sentence = t("crash-saved", file=str(path))
        except OSError:
            sentence = t("crash-not-saved")
        print(sentence, file=sys.stderr)
        self.say([Utterance(sentence, interrupt=True)])
        self.menus.online.link.crashed()  # an online seat is kept, its words stop
        self.save_game()  # before the menu is built, so it offers to resume
        self.replace_all(self.menus.main_menu(), queue=True)

    # -- the loop ----------------------------------------------------------------
    def bots_idle(self) -> bool:
        screen = self.screen
        if self.menus.online.link.busy():  # an answer of the server, or the turn, to come
            return False
        online = getattr(screen, "online", False)
        return not (isinstance(screen, GameScreen) and not online and screen.session.bots.due())

    def step_bots(self, now: float) -> None:
        screen = self.screen
        self.menus.online.link.update(now)  # never blocks: what arrived since the last frame
        if (not isinstance(screen, GameScreen) or getattr(screen, "online", False)
                or not screen.session.bots.due()):
            self.next_bot_time = now + PACES[self.settings.pace]
            return
        # The bot thinks on a worker thread from the moment it is due (game.app.thinking).
        move = self.thinker.answer(screen.session)
        if now < self.next_bot_time or move is THINKING:
            return
        events = screen.session.side.events
        before = len(events)
        words = screen.session.bots.play(move)
        deal_over = any(e.get("type") in DEAL_BOUNDARIES for e in events[before:])
        self.say([*words, *self.autosave(screen, deal_over)])
        self.say(self.after_game_step(screen))
        self.next_bot_time = now + PACES[self.settings.pace]

    def frame(self, waited: Sequence[pygame.event.Event] = ()) -> None:
        """One pass of the loop: keys, bots, speech, drawing."""
        keyed = False
        try:
            for event in [*waited, *pygame.event.get()]:
                if event.type == pygame.QUIT:
                    self.running = False
                elif event.type == pygame.KEYDOWN:
                    keyed = True
                    self.on_key(event.key, event.mod, getattr(event, "unicode", ""))
                elif event.type == pygame.VIDEORESIZE:
                    self.window = pygame.display.get_surface() or self.window
                    self.renderer.resize()
                    if remember_size(self.settings, self.window.get_size()):
                        self.save_settings()
            self.step_bots(time.monotonic())
        except BrokenPipeError:  # not a bug: whoever read the printed words is gone
            self.output_closed()
        except Exception:  # a bug must not lose the game or end the program
            self.crash(traceback.format_exc())
        self.speaker.update()
        for notice in take_notices(self.speaker):  # Speech Dispatcher lost or back
            self.say([Utterance(t(notice.code, **notice.args))])
        self.renderer.draw_screen(self.screen, self.last_words)
        opening_sent(self.stack)  # keys of later frames act on a new deal
        if not keyed:
            self.idle_work()

    def output_closed(self) -> None:
        """The printed words' reader has gone (``--headless ... | head``):
        a scripted run ends quietly, as any writer to a closed pipe does; a
        window plays on. Later prints go nowhere instead of failing."""
        log.info("the output was closed by its reader")
        devnull = os.open(os.devnull, os.O_WRONLY)
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError, AttributeError):
                os.dup2(devnull, stream.fileno())
        os.close(devnull)
        if self.options.headless:
            self.running = False

    def idle_work(self) -> None:
        """On a frame with no key, once its words are out and it is drawn:
        work the player's suggestion out ahead, so the suggest key answers
        at once."""
        screen = self.screen
        if isinstance(screen, GameScreen) and not screen.session.bots.due():
            try:
                screen.session.advice.prepare_suggestion()
            except Exception:  # a bug must not lose the game or end the program
                self.crash(traceback.format_exc())

    def press(self, name: str, max_frames: int = 10_000) -> None:
        """Post a key and run frames until it is handled and bots are idle
        (tests and scripts; bots must be at instant pace)."""
        post_key(name)
        self.frame()
        frames = 0
        while self.running and not self.bots_idle() and frames < max_frames:
            if self.menus.online.link.busy():
                # The server's answer: a frame's nap, not a spin that used up
                # max_frames in a second when the answer was slower than that.
                time.sleep(FRAME_MS / 1000)
            else:
                self.thinker.wait(FRAME_MS / 1000)
            self.frame()
            frames += 1

    def run(self) -> int:
        script: Iterator[str] = iter(self.options.keys)
        scripted = self.options.headless
        waited: list[pygame.event.Event] = []
        link = self.menus.online.link
        online = KeyScriptWait(link.busy, lambda: link.client is not None)
        while self.running:
            self.frame(waited)
            waited = []
            if scripted:
                self.thinker.wait(FRAME_MS / 1000)  # a bot thinking: its answer, or a frame
                if online.ready(self.bots_idle(), time.monotonic()):
                    name = next(script, None)
                    if name is None:
                        break
                    post_key(name)
                else:
                    online.nap(FRAME_MS / 1000)
                continue
            # Sleep until an event comes (a key is handled at once, not at
            # the next frame) or the next frame is due for bots and speech.
            event = pygame.event.wait(FRAME_MS)
            if event.type != pygame.NOEVENT:
                waited.append(event)
        self.close()
        return 0

    def close(self) -> None:
        """Quit: save the game in progress, then let go of everything. A disk
        that cannot take the last bytes (full) never ends in a traceback."""
        self.save_game()  # quitting (Ctrl+Q, the window closed) keeps the game
        self.menus.online.link.close()  # the connection, and a server hosted here
        # The last words ("Quitting Parlour") are heard before the voice closes.
        deadline = time.monotonic() + QUIT_WORDS_SECONDS
        while self.speaker.busy() and time.monotonic() < deadline:
            self.speaker.update()
            time.sleep(FRAME_MS / 1000)
        for step in (self.thinker.close, self.speaker.close, self.braille.close, pygame.quit,
                     stop_log):
            try:
                step()
            except OSError as err:
                log.info("closing: %s", err)  # the log file only: nothing to do about it now

