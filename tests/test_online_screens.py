"""The online screens that need no server, on the player's side:
the line editor through the real loop, the Play online menu and its name
check, the Chat setting, the chat and who keys offline, the refusal
sentences, and how chat words are ordered and cued."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from game.app.line_edit import LineEditScreen
from game.app.main import App, AppOptions
from game.app.online_words import (
    chat_utterance,
    error_words,
    option_words,
    order_words,
    seat_words,
    table_words,
)
from game.app.screens import GameScreen, MenuScreen, TextScreen
from game.app.settings import settings_path
from game.core.session import Utterance
from game.i18n import set_language, t
from game.online import protocol as p
from game.speech import RecordingSpeaker
from tests.helpers_app import press


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(headless=True, seed=3), speaker=RecordingSpeaker())
    yield application
    application.close()


def open_line(app: App, text: str = "") -> list[str]:
    """A line editor on top of the main menu; what Enter accepted lands in the list."""
    accepted: list[str] = []

    def accept(line: str) -> list[Utterance]:
        accepted.append(line)
        return app.pop()

    app.push(LineEditScreen("Test line", accept, app.pop, text=text))
    return accepted


def test_the_line_echoes_typing_and_keeps_comma_and_space(app: App) -> None:
    accepted = open_line(app)
    # A comma and a period are history keys elsewhere: here they are typed.
    assert press(app, "h", "shift+i", "space", ",", ".") == ["h", "I", "space", ",", "."]
    assert press(app, "backspace") == [". deleted"]
    assert press(app, "home") == ["h"]
    assert press(app, "end") == ["end of the line"]
    assert press(app, "up") == ["hI ,"]
    assert press(app, "return")[0].startswith("Parlour, main menu")
    assert accepted == ["hI ,"]


def test_escape_cancels_the_line_and_backspace_at_the_start_says_so(app: App) -> None:
    accepted = open_line(app, text="ab")
    assert press(app, "home", "backspace") == ["a", "Nothing to delete here."]
    assert press(app, "escape")[0].startswith("Parlour, main menu")
    assert accepted == []
    assert isinstance(app.screen, MenuScreen)


def test_the_main_menu_offers_play_online_before_quit(app: App) -> None:
    words = press(app, "end", "up")
    assert words[-1] == "Play online, 11 of 12"
    words = press(app, "return")
    assert words == ["Play online. Connect to a server, 1 of 6"]
    assert press(app, "down") == ["Your name: not chosen yet, 2 of 6"]
    assert press(app, "down", "down", "right")[-1] == "yes"  # the local network may join


def test_connecting_without_a_name_asks_for_one_and_checks_it(app: App) -> None:
    press(app, "end", "up", "return", "return")  # Play online, Connect to a server
    assert isinstance(app.screen, LineEditScreen)
    assert app.screen.title == "Your name"
    # Two spaces between words: the server would refuse it, so the line says why.
    words = press(app, "a", "d", "a", "space", "space", "b", "return")
    assert words[-1] == t("online-error", code="bad-name")
    assert isinstance(app.screen, LineEditScreen)
    press(app, "backspace", "backspace", "return")
    assert app.settings.online_name == "ada"
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["online_name"] == "ada"
    # Then the address, the remembered one or localhost the first time.
    assert isinstance(app.screen, LineEditScreen)
    assert app.screen.line.text == "localhost:8765"
    press(app, "escape")
    assert app.screen.lines()[0] == "Play online"
    assert "Your name: ada" in app.screen.lines()[2]


def test_the_chat_setting_is_kept(app: App) -> None:
    press(app, *["down"] * 5, "return")  # Settings
    for _ in range(40):
        if press(app, "down")[-1].startswith("Chat messages"):
            break
    assert press(app, "right") == ["a sound only"]
    assert press(app, "right") == ["off"]
    assert app.settings.chat == "off"
    assert json.loads(settings_path().read_text(encoding="utf-8"))["chat"] == "off"


def test_chat_and_who_offline_say_they_are_for_online_tables(app: App) -> None:
    press(app, "return")  # a game on this computer
    assert isinstance(app.screen, GameScreen)
    assert press(app, "y") == ["Only at an online table."]
    assert press(app, "i") == ["Only at an online table."]
    press(app, "f1")
    assert isinstance(app.screen, TextScreen)
    lines = app.screen.text_lines
    # F1 lists what works here: chat and who only at an online table.
    assert "Y: type a message to the table (online)" not in lines
    assert "I: who is at the table (online)" not in lines


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_refusal_has_its_own_sentence(lang: str) -> None:
    set_language(lang)
    client_codes = ("unreachable", "bad-address", "refused-insecure", "tls",
                    "closed-by-server", "gave-up")
    fallback = t("online-error", code="zzz")
    said = {code: error_words(code, {"min": 2, "max": 6}) for code in (*p.CODES, *client_codes)}
    generic = [code for code, words in said.items() if words == fallback.replace("zzz", code)]
    assert generic == []
    assert len(set(said.values())) == len(said)


def test_a_lobby_table_in_words() -> None:
    table = p.TableInfo(table="T1", game="twenty", options={"match_points": 50},
                        state="waiting", seats=[
                            p.SeatInfo(name="Ada", kind="person"),
                            p.SeatInfo(name="Computer 2", kind="computer", level="hard"),
                            p.SeatInfo(name=None, kind="person"),
                            p.SeatInfo(name="Boris", kind="person", away=True, standing_in=True)])
    words = table_words(table)
    # The computer player is named as the table names it: not "Computer 2"
    # (the server's label), nor Ada or Boris (people here have those names).
    assert words.startswith(f"{t('twenty-title')}, waiting for players; seats: Ada, "
                            "Clara, computer player, hard, a free seat, Boris, away, "
                            "a computer player stands in; ")
    assert words.endswith("50")
    timed = p.TableInfo(table="T2", game="twenty", options={}, state="playing",
                        seats=table.seats, turn_seconds=90)
    assert table_words(timed).endswith("; standard options; turn timer 90 seconds")
    assert option_words("twenty", {}) == "standard options"
    assert seat_words(p.SeatInfo(name=None, kind="person")) == "a free seat"


def test_a_paused_table_says_no_computer_player_plays_for_anyone() -> None:
    """A table whose people are all gone is paused: no computer player
    moves there (the server's bot_seat), so the lobby must not say one
    plays for the one who left or stands in for the one away."""
    seats = [p.SeatInfo(name="Ada", kind="person", away=True, standing_in=True, left=True),
             p.SeatInfo(name="Boris", kind="person", away=True, standing_in=True),
             p.SeatInfo(name="Computer 3", kind="computer", level="normal")]
    paused = table_words(p.TableInfo(table="T1", game="twenty", options={}, state="paused",
                                     seats=seats))
    assert "seats: Ada, left the table, Boris, away, Clara, computer player" in paused
    assert "plays for" not in paused and "stands in" not in paused
    playing = table_words(p.TableInfo(table="T1", game="twenty", options={}, state="playing",
                                      seats=seats))
    assert "Ada, left the table, a computer player plays for them, Boris, away, " \
        "a computer player stands in" in playing
    set_language("ru")
    try:
        said = table_words(p.TableInfo(table="T1", game="twenty", options={}, state="paused",
                                       seats=seats))
        assert "Ada, место покинуто, Boris, отошёл, Клара" in said
        assert "играет компьютер" not in said
    finally:
        set_language("en")


def test_a_lobby_names_a_computer_player_as_the_table_does_in_russian() -> None:
    set_language("ru")
    try:
        table = p.TableInfo(table="T1", game="twenty", options={}, state="playing", seats=[
            p.SeatInfo(name="Зоя", kind="person"),
            p.SeatInfo(name="Computer 2", kind="computer", level="normal"),
            p.SeatInfo(name="Computer 3", kind="computer", level="hard")])
        words = table_words(table)
        assert "Ада, компьютерный игрок" in words and "Борис, компьютерный игрок" in words
        assert "Computer" not in words
    finally:
        set_language("en")


def test_chat_comes_after_the_game_words_as_the_setting_wants() -> None:
    game = Utterance("Ada plays a 7.")
    chat = Utterance("Boris: good luck", interrupt=True)
    object.__setattr__(chat, "channel", "chat")  # the table marks chat this way
    spoken = order_words([chat, game], "spoken")
    assert [u.text for u in spoken] == ["Ada plays a 7.", "Boris: good luck"]
    assert (spoken[1].interrupt, spoken[1].cue, spoken[1].spoken) == (False, "chat", True)
    sound = chat_utterance(chat, "sound")
    assert (sound.cue, sound.spoken) == ("chat", False)
    off = chat_utterance(chat, "off")
    assert (off.cue, off.spoken) == (None, False)


def test_a_chat_line_sent_while_reconnecting_says_it_goes_later(app: App) -> None:
    """No "Sent.": the table's echo confirms a line; while the connection is
    being made again the line waits, and one sentence says so."""

    class Reconnecting:
        state = "reconnecting"
        sent: list[p.Message] = []

        def send(self, message: p.Message) -> None:
            self.sent.append(message)

        def poll(self) -> list[object]:
            return []

        def close(self) -> None:
            pass

    link = app.menus.online.link
    client = Reconnecting()
    link.client, link.table_id = client, "t1"  # type: ignore[assignment]
    link.open_chat()
    assert press(app, "h", "i", "return") == ["h", "i", t("chat-queued")]
    assert client.sent == [p.Say(table="t1", text="hi")]
    link.client = None
