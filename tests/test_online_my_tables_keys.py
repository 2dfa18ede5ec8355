"""The lobby's "Back to your table" by keys alone, in English and Russian
(a seat of a game under way follows the account, not the
computer). A real server; the player's account sits at a private table
under way with Ada and a computer player, made from another computer whose
profile is gone. A fresh profile (a headless ``--online`` app) hears that
the name is taken, signs in, and finds the table first in the lobby, its
code unknown to it; Enter sits it at its own seat again."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from game.app.online_my_tables import back_words
from game.app.online_words import game_title
from game.i18n import set_language, t
from game.online import protocol as p
from tests.online_helpers import Client, choose, server
from tests.test_online_account_keys import ACCOUNT, PASSWORD, run_app
from tests.test_online_accounts import answer

TWO_PEOPLE = [{"kind": "person"}, {"kind": "person"}, {"kind": "computer", "level": "normal"}]
SIGN_IN = [*ACCOUNT, "return",  # (the name was taken) Sign in
           "return", *PASSWORD, "return", "return"]  # the name, the password, the address


def seated_elsewhere(url: str, name: str) -> tuple[str, Client]:
    """``name``'s account, sat at a private Twenty under way with Ada (kept
    connected) and a computer player, from a computer now gone: the code.
    Ada and the computer player move until the turn is ``name``'s."""
    got, home = answer(url, {"type": "register", "name": name, "password": "".join(PASSWORD)})
    assert got["type"] == "welcome", got
    code = home.ask({"type": "create", "game": "twenty", "seats": TWO_PEOPLE,
                     "private": True}, "joined")["code"]
    ada = Client(url, "Ada")
    ada.ask({"type": "join", "code": code}, "joined")
    while home.snapshot is None or home.snapshot["state"] != "playing":
        home.until("snapshot")
    home.close()
    deadline, moved = time.monotonic() + 20, -1
    while (turn := ada.ask({"type": "ask-my-tables"}, "my-tables")["tables"][0]["turn"]) != 0:
        assert time.monotonic() < deadline, "the turn never came to the first seat"
        snapshot = ada.snapshot
        if turn == 1 and snapshot is not None and snapshot["legal"] and (
                snapshot["event"] != moved):  # Ada's turn: she moves, once
            moved = snapshot["event"]
            ada.move(snapshot["table"], choose(snapshot["legal"], random.Random(3)), moved)
        time.sleep(0.1)  # the computer player's move, at the server's pace
    return code, ada


@pytest.mark.parametrize(("lang", "name"), [("en", "Mila"), ("ru", "Lena")])
def test_a_fresh_profile_goes_back_to_its_table_from_the_lobby(
        tmp_path: Path, lang: str, name: str) -> None:
    # A long grace: no computer player stands in meanwhile, the turn stays where it is.
    with server(tmp_path / "server", "--grace", "600") as running:
        address = running.url.removeprefix("ws://")
        code, ada = seated_elsewhere(running.url, name)
        keys = [*SIGN_IN, "return"]  # Enter on the lobby's first item
        said, _ = run_app(tmp_path, "fresh", keys, address, name, lang)
        ada.close()
    set_language(lang)
    heard = [line for line in said if line != t("secret-char")]
    # The lobby opens on it: its title, then the first item, the table.
    expected = {"en": "Back to your table: Twenty with Ada and Boris, your turn",
                "ru": "Вернуться за свой стол: Двадцать; за столом также Ada и Борис; ваш ход"}
    lobby = next(n for n, line in enumerate(heard)
                 if line.startswith(t("lobby-title", address=address)))
    assert heard[lobby].startswith(f"{t('lobby-title', address=address)}. {expected[lang]}, "), (
        heard[lobby])
    assert heard.index(t("online-connected", address=address, name=name)) < lobby
    # Enter: seated again at seat 1, the game under way, the player's turn.
    assert heard[lobby + 1] == t("online-joined", seat="1", game=game_title("twenty"))
    assert code not in "\n".join(said)  # the code is the app's to use, not to say


@pytest.mark.parametrize(("lang", "turn_words", "waiting_words"), [
    ("en", "Back to your table: Phase 10 with Ana and Boris, Ana's turn",
     "Back to your table: Phase 10 with Ana, waiting for players"),
    ("ru", "Вернуться за свой стол: Фаза 10; за столом также Ana и Борис; ходит Ana",
     "Вернуться за свой стол: Фаза 10; за столом также Ana; ждём игроков")])
def test_the_item_says_whose_turn_or_that_the_table_waits(
        lang: str, turn_words: str, waiting_words: str) -> None:
    set_language(lang)
    people = [p.SeatInfo(name=name, kind="person") for name in ("Ana", "Bo")]
    playing = p.SeatedTable(table="t1", game="phase10", seat=1, state="playing", turn=0,
                            seats=[*people, p.SeatInfo(name="Computer 3", kind="computer",
                                                       level="hard")])
    assert back_words(playing) == turn_words  # the computer player as the table names it
    waiting = p.SeatedTable(table="t2", game="phase10", seat=1, state="waiting",
                            seats=[*people, p.SeatInfo(name=None, kind="person")])
    assert back_words(waiting) == waiting_words  # a free seat is nobody to name
