"""A player new to Parlour is told how to hear the game and where the keys are,
and no key is met with silence (the players' reports):

- A. the main menu's first opening on a profile names the help key, and each
  game's first deal on the profile says how to hear the hand and where the
  keys are, keys from the player's key map; once told, later openings are
  as before, byte for byte;
- B. a key bound to nothing at the table or in a menu says so in one
  sentence, naming the help key; modifier keys alone say nothing;
- C. F1 lists the chat and who keys only at an online table;
- D. a save that fails after a move is said after the move's words;
- E. moving along the table row says each item's place, "2 of 4", as the
  hand does.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import game.app.main as app_main
from game.app.early import main_menu_opening
from game.app.keymap import load_keymap
from game.app.main import App, AppOptions
from game.app.saves import delete_save
from game.app.screens import GameScreen
from game.app.settings import settings_path, user_keymap_path
from game.core.opening import CALL_TO_ACT
from game.core.session import GameSession
from game.games import SPECS, spec
from game.i18n import set_language, t
from game.online import protocol as p
from game.online.remote import OnlineTable
from game.speech import RecordingSpeaker
from tests.helpers_app import press, said
from tests.online_helpers import SCRIPTED_RATE, Person, server
from tests.session_states import human_bot_move

GAMES = [g.id for g in SPECS]
KEYS = load_keymap()[0]
LANGS = ("en", "ru")
UNBOUND = ("tab", "f5", "f6", "f7", "f8", "f9", "f10", "page up", "insert", "shift+return")


def told_profile(*games: str, **values: Any) -> None:
    """A settings file whose player was told the keys at the main menu and
    in ``games``."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    # With a setting of before the change too, so that a game without
    # ``keys_told`` reads the file as settings (the tests fail there as meant).
    path.write_text(json.dumps({"keys_told": ["menu", *games], "verbosity": "full", **values}),
                    encoding="utf-8")


def help_on_f12() -> None:
    """The player's key map moves help from F1 to F12."""
    path = user_keymap_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[global]\nhelp = ["f12"]\n', encoding="utf-8")


@pytest.fixture
def app_factory() -> Iterator[Any]:
    apps: list[App] = []

    def make(lang: str = "en", seed: int = 1) -> App:
        app = App(AppOptions(headless=True, seed=seed, lang=lang), speaker=RecordingSpeaker())
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()


# -- A. the main menu --------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_profiles_main_menu_names_the_help_key_once(app_factory: Any, lang: str) -> None:
    app = app_factory(lang)
    set_language(lang)
    first = said(app)
    assert first == [t("menu-open-first", opening=main_menu_opening(), help="F1")]
    assert "F1" in first[0]
    kept = json.loads(settings_path().read_text(encoding="utf-8"))
    assert kept["keys_told"] == ["menu"]
    app.close()
    again = app_factory(lang)
    assert said(again) == [main_menu_opening()]  # told: as it always was


def test_the_main_menus_help_key_is_the_players_own(app_factory: Any) -> None:
    help_on_f12()
    app = app_factory()
    assert said(app) == [f"{main_menu_opening()}. F12 lists the keys on any screen."]


# -- A. a game's first deal --------------------------------------------------------------


def first_deal_words(lang: str) -> str:
    return t("opening-first-deal", hand=KEYS.first_label("my_status"),
             help=KEYS.first_label("help"))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_first_deal_says_how_to_hear_the_hand_and_where_the_keys_are(
        game_id: str, lang: str, seed: int) -> None:
    set_language(lang)
    session = spec(game_id).session(3, ["normal"] * 2, seed, key_label=KEYS.first_label,
                                    newcomer=True)
    opening = [u for u in session.start() if u.spoken]
    sentence = first_deal_words(lang)
    assert [u.text for u in opening].count(sentence) == 1, [u.text for u in opening]
    at = [u.text for u in opening].index(sentence)
    assert all(u.cue == CALL_TO_ACT for u in opening[at + 1:])  # the call to act stays last
    assert session.prompt.keys_told
    told = spec(game_id).session(3, ["normal"] * 2, seed, key_label=KEYS.first_label)
    assert sentence not in [u.text for u in told.start()]
    assert not told.prompt.keys_told


def start_from_menu(app: App, game_id: str) -> list[str]:
    app.settings.game = game_id
    app.stack = [app.menus.main_menu()]
    return press(app, "return")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_deal_of_each_game_is_told_once_a_profile(app_factory: Any,
                                                            game_id: str) -> None:
    app = app_factory()
    sentence = "F2 reads your hand, and F1 lists the keys."
    assert sentence in start_from_menu(app, game_id)
    assert game_id in json.loads(settings_path().read_text(encoding="utf-8"))["keys_told"]
    app.close()
    delete_save()  # Play starts a new game again, not the one just left
    app = app_factory()
    words = start_from_menu(app, game_id)
    assert sentence not in words
    # As before this change: the opening of a session told nothing new.
    screen = app.screen
    assert isinstance(screen, GameScreen)
    plain = spec(game_id).session(3, ["normal"] * 2, 1, key_label=app.keymap.first_label)
    opening = [u.text for u in plain.start() if u.spoken]
    assert words[:len(opening)] == opening


def test_another_game_is_still_told_and_the_keys_are_the_players(app_factory: Any) -> None:
    told_profile("twenty")
    help_on_f12()
    app = app_factory()
    assert "F2 reads your hand" not in " ".join(start_from_menu(app, "twenty"))
    assert "F2 reads your hand, and F12 lists the keys." in start_from_menu(app, "shithead")


# -- B. keys bound to nothing ------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_an_unbound_key_at_the_table_says_so(app_factory: Any, lang: str) -> None:
    told_profile(*GAMES)
    app = app_factory(lang)
    press(app, "return")
    assert isinstance(app.screen, GameScreen)
    set_language(lang)
    sentence = t("key-unbound", help="F1")
    for key in UNBOUND:
        assert press(app, key) == [sentence], key
    # Shift, Alt and Caps Lock alone are no command, and Ctrl stops speech:
    # none of them speaks (pressed on the way to a chord, they would cut it).
    for key in ("left shift", "right shift", "left alt", "caps lock", "ctrl"):
        assert press(app, key) == [], key


def test_an_unbound_key_in_a_menu_says_so_and_a_table_key_says_where_it_works(
        app_factory: Any) -> None:
    told_profile(*GAMES)
    help_on_f12()
    app = app_factory()
    assert press(app, "tab") == ["No command on that key. F12 lists the keys."]
    assert press(app, "f5") == ["No command on that key. F12 lists the keys."]
    assert press(app, "f2")[0].startswith("F2 is a key of the table")  # as before


# -- C. F1 at a table on this computer, and online -------------------------------------


def test_f1_lists_the_online_keys_only_at_an_online_table(app_factory: Any) -> None:
    told_profile(*GAMES)
    app = app_factory()
    press(app, "return")
    screen = app.screen
    assert isinstance(screen, GameScreen)
    online_lines = {t("help-line", keys=KEYS.label(c), what=t(f"cmd-{c}"))
                    for c in ("chat", "who", "players")}
    offline = app.menus.help_screen(screen).text_lines
    assert not online_lines & set(offline)
    screen.online = True  # type: ignore[attr-defined]  # as OnlineGameScreen is
    online = app.menus.help_screen(screen).text_lines
    assert online_lines <= set(online)


# -- D. a save that fails after a move ---------------------------------------------------


def test_a_failed_save_is_said_after_the_move(app_factory: Any,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    told_profile(*GAMES)

    def full_disk(session: GameSession, path: Path | None = None) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(app_main, "save_game", full_disk)
    app = app_factory(seed=3)
    press(app, "return")
    failure = t("game-not-saved", fault="the disk is full")
    screen = app.screen
    assert isinstance(screen, GameScreen)
    for key in ["d", "home", "space", "return", "return", "right", "space", "return", "t"] * 3:
        events = len(screen.session.side.events)
        words = press(app, key)
        if failure in words:
            break
    else:
        raise AssertionError("no save was tried")
    assert len(screen.session.side.events) > events  # the key made a move
    assert words.index(failure) > 0, words  # its words first: "You draw...", then the fault
    monkeypatch.setattr(app_main, "save_game", lambda *a, **k: Path())


# -- E. the table row's places -----------------------------------------------------------


def with_table_row(game_id: str, seed: int) -> GameSession:
    """A session at the player's turn with two items or more on the table row."""
    session = spec(game_id).session(3, ["normal"] * 2, seed, key_label=KEYS.first_label)
    session.start()
    rng = random.Random(seed)
    for _ in range(400):
        if session.flow.paused:
            session.flow.go_on()
        elif session.side.current_player() != session.human:
            session.bots.step()
        else:
            session.cursor.refresh_rows()
            if len(session.cursor.rows[1].items) >= 2:
                session.flow.opening_heard()
                return session
            human_bot_move(session, rng)
    raise AssertionError("no table row of two items")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", ["twenty", "phase10"])
def test_moving_along_the_table_row_says_the_place(game_id: str, lang: str) -> None:
    set_language(lang)
    session = with_table_row(game_id, seed=2)
    count = len(session.cursor.rows[1].items)
    entered = session.handle("next_row")[0].text
    first = session.cursor.rows[1].items[0]
    assert entered.endswith(f"{first}, {t('position', index=1, count=count)}"), entered
    second = session.handle("next_card")[0].text
    assert second == f"{session.cursor.rows[1].items[1]}, {t('position', index=2, count=count)}"
    last = session.handle("last_card")[0].text
    assert last.endswith(t("position", index=count, count=count))


# -- A. at an online table -----------------------------------------------------------------


def test_an_online_tables_first_deal_is_told_to_a_newcomer_only(tmp_path: Path) -> None:
    sentence = "F2 reads your hand, and F1 lists the keys."
    seats = [{"kind": "person"}, {"kind": "computer", "level": "normal"}]
    with server(tmp_path / "data", *SCRIPTED_RATE) as running:
        for name, newcomer_to in (("Ana", ["twenty"]), ("Bea", ["shithead"])):
            person = Person(running.url, name, "en")
            made = person.client.ask({"type": "create", "game": "twenty", "private": True,
                                      "seats": seats}, "joined")
            person.table = OnlineTable(person, made["table"],
                                       {"verbosity": "full", "key_label": KEYS.first_label},
                                       made=True, newcomer_to=newcomer_to)
            person.heard += person.table.feed([p.read_server(person.client.raw[-1])])
            deadline = time.monotonic() + 30
            while person.table.session is None and time.monotonic() < deadline:
                person.pump()
            session = person.table.session
            assert session is not None
            heard = [u.text for u in person.heard if u.spoken]
            told = "twenty" in newcomer_to
            assert (sentence in heard) is told, heard
            assert session.prompt.keys_told is told
            person.client.close()
