"""Moderation by keys alone, in English and in Russian: a real
headless app (``--online``) signed in as a server operator (``--admin``)
at a real server. A player reported another; the operator finds the
Operator menu in the lobby (only an operator has it), reads the report,
and bans the player reported from it: the operator hears it done in one
sentence, the player hears it and is disconnected, and is kept out. The
transcript is what the operator heard, in the operator's own language.
And a player a waiting table's creator removes hears it and is back in
the lobby; the creator (the app in this process) makes that table and
removes the player by keys; a player at a table mutes another with the
players key."""

from __future__ import annotations

import json
import random
import subprocess
import threading
import time
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from game.app.main import App, AppOptions
from game.i18n import set_language, t
from game.speech import RecordingSpeaker
from tests.helpers_app import app_env, press_answered, run_game, said, write_keys
from tests.online_helpers import Client, choose, server

PASSWORD = "correct horse 7"
KEYS = ["end", "up", "return",  # the lobby's Operator item (before Leave)
        "return",  # Reports: the list opens when it comes
        "return",  # the newest report: what to do about the player reported
        "down", "down", "return",  # Ban from this server
        "escape"]  # (once the ban is answered) back from the reports


@pytest.mark.parametrize(("lang", "root", "bad"), [("en", "Root", "Bo"),
                                                   ("ru", "Вера", "Борис")])
def test_an_operator_bans_a_reported_player_by_keys(
        tmp_path: Path, lang: str, root: str, bad: str) -> None:
    with server(tmp_path / "server", "--admin", root) as running:
        operator = Client(running.url)
        token = operator.ask({"type": "register", "name": root, "password": PASSWORD},
                             "welcome")["token"]
        operator.close()
        player = Client(running.url, bad)
        table = player.ask({"type": "create", "game": "twenty", "private": True, "seats": [
            {"kind": "person"}, {"kind": "computer", "level": "normal"}]}, "joined")["table"]
        reporter = Client(running.url, "Ana")
        reporter.ask({"type": "report", "name": bad, "reason": "spam", "table": table,
                      "quote": "buy my cards"}, "moderated")
        folder = tmp_path / "app"
        profile = folder / "profile"
        profile.mkdir(parents=True)
        # This computer remembers the operator's key (signed in before).
        (profile / "settings.json").write_text(json.dumps(
            {"online_name": root, "online_token": token}), encoding="utf-8")
        script = write_keys(folder / "keys.txt", KEYS)
        address = running.url.removeprefix("ws://")
        result = run_game(["--headless", "--keys", str(script), "--online", address,
                           "--name", root, "--profile", str(profile), "--lang", lang],
                          app_env(folder), timeout=120)
        assert result.returncode == 0, result.stderr
        heard = result.stdout.splitlines()
        told = player.until("moderated")
        with pytest.raises(ConnectionClosed):
            while True:
                player.recv(10)
        refused = Client(running.url)
        refused.send({"type": "hello", "name": bad, "token": player.token})
        assert refused.recv()["code"] == "banned"
        refused.close()
        reporter.close()
    assert (told["action"], told["to"], told["name"]) == ("ban", "target", bad)
    set_language(lang)
    text = "\n".join(heard)
    assert t("online-connected", address=address, name=root) in heard
    assert t("lobby-operator") in text and t("operator-reports") in text
    line = t("report-line", by="Ana", about=bad, ago=t("moderation-ago", unit="minutes",
                                                     count=0),
             reason="spam", quote="buy my cards")
    assert line in text
    assert t("operator-actions", name=bad) in text and t("operator-ban") in text
    done = t("moderation-done", action="ban", name=bad)
    assert done in heard
    assert heard.index(done) > next(n for n, said in enumerate(heard) if line in said)
    if lang == "ru":  # the name declined: «Вы закрыли Борису вход…»
        assert "Вы закрыли Борису вход на этот сервер" in done
        assert "Ana на Бориса" in line


@pytest.mark.parametrize(("lang", "maker", "guest"), [("en", "Ana", "Bo"),
                                                      ("ru", "Анна", "Борис")])
def test_a_player_removed_from_a_waiting_table_hears_it_and_is_back_in_the_lobby(
        tmp_path: Path, lang: str, maker: str, guest: str) -> None:
    with server(tmp_path / "server") as running:
        ana = Client(running.url, maker)
        table = ana.ask({"type": "create", "game": "twenty", "seats": [{"kind": "person"}] * 3},
                        "joined")["table"]
        ana.until("snapshot")
        folder = tmp_path / "app"
        folder.mkdir()
        script = write_keys(folder / "keys.txt", [
            "return", "return",  # the lobby's table, Join as a player: seated, waiting
            "down"])  # (removed: back in the lobby) the next item
        address = running.url.removeprefix("ws://")
        done: list[subprocess.CompletedProcess[str]] = []
        app = threading.Thread(target=lambda: done.append(run_game(
            ["--headless", "--keys", str(script), "--online", address, "--name", guest,
             "--profile", str(folder / "profile"), "--lang", lang],
            app_env(folder), timeout=120)))
        app.start()
        while ana.until("snapshot")["seats"][1]["name"] != guest:
            pass  # until the app's player sits down
        ana.send({"type": "moderate", "action": "remove", "name": guest, "table": table})
        ana.until("moderated")
        app.join(150)
        ana.close()
    assert done and done[0].returncode == 0, done and done[0].stderr
    heard = done[0].stdout.splitlines()
    set_language(lang)
    removed = t("moderation-you", action="remove", by=maker)
    assert removed in heard
    lobby = [n for n, said in enumerate(heard) if said.startswith(t("lobby-title",
                                                                     address=address))]
    assert lobby[-1] > heard.index(removed)  # back in the lobby after it
    assert t("online-error", code="not-seated") not in heard  # no leave sent after it
    if lang == "ru":
        assert removed == "Создатель стола, Анна, убрал вас из-за него."


def first_move(client: Client, table: str, stop: threading.Event) -> None:
    """``client``'s seat makes one move if it opens the game (the deal's
    order is the chance's), until ``stop``."""
    while not stop.is_set():
        try:
            snap = client.recv(0.2)
        except TimeoutError:
            continue
        if (snap["type"] == "snapshot" and snap["table"] == table
                and snap["state"] == "playing" and snap["legal"]):
            client.move(table, choose(snap["legal"], random.Random(3)), snap["event"])
            return


@pytest.mark.parametrize(("lang", "me", "other"), [("en", "Ana", "Bo"),
                                                   ("ru", "Анна", "Борис")])
def test_a_player_mutes_another_at_the_table_by_the_players_key(
        tmp_path: Path, lang: str, me: str, other: str) -> None:
    with server(tmp_path / "server") as running:
        bo = Client(running.url, other)
        table = bo.ask({"type": "create", "game": "twenty", "seats": [{"kind": "person"}] * 2},
                       "joined")["table"]
        folder = tmp_path / "app"
        folder.mkdir()
        script = write_keys(folder / "keys.txt", [
            "return", "return",  # the lobby's table, Join as a player: the game begins
            "shift+i", "return",  # (her turn) the players key: the other player
            "return"])  # Mute their messages for me
        stop = threading.Event()
        opening = threading.Thread(target=first_move, args=(bo, table, stop))
        opening.start()
        address = running.url.removeprefix("ws://")
        result = run_game(["--headless", "--keys", str(script), "--online", address,
                           "--name", me, "--profile", str(folder / "profile"), "--lang", lang],
                          app_env(folder), timeout=120)
        stop.set()
        opening.join(10)
        assert result.returncode == 0, result.stderr
        settings = json.loads((folder / "profile" / "settings.json").read_text("utf-8"))
        check = Client(running.url)
        check.send({"type": "hello", "name": me, "token": settings["online_token"]})
        check.until("welcome")
        assert check.ask({"type": "ask-muted"}, "muted-list")["names"] == [other]
        for client in (check, bo):
            client.close()
    heard = result.stdout.splitlines()
    set_language(lang)
    chooser = next(n for n, said in enumerate(heard) if said.startswith(t("players-choose")))
    assert heard[chooser].startswith(f"{t('players-choose')}. {other}")
    assert heard[chooser + 1].startswith(f"{other}. {t('player-mute')}")
    assert heard[chooser + 2] == t("moderation-done", action="mute-player", name=other)
    if lang == "ru":
        assert heard[chooser + 2] == "Вы больше не услышите сообщений Бориса."


#: The creator's keys: a table of three people made in the lobby (two
#: more seats turned from computer players to people; open, not private),
#: then, with one joined, the waiting screen's player menu.
CREATE = ["down", "return",  # Create a table
          "down", "right",  # Seats: 3
          "down", "left", "left",  # Seat 2: a person
          "down", "left", "left",  # Seat 3: a person
          "down", "down", "down", "left",  # Private table: no
          "down", "down", "return"]  # Create the table: seated, waiting
REMOVE = ["shift+i",  # the players key, as at the table (the menu's "A player at the table")
          "return",  # the one who joined: what to do
          "down", "down", "down", "return"]  # Remove them from this table


@pytest.mark.parametrize(("lang", "maker", "guest"), [("en", "Ana", "Bo"),
                                                      ("ru", "Анна", "Борис")])
def test_a_waiting_tables_creator_removes_a_player_by_keys(
        tmp_path: Path, lang: str, maker: str, guest: str) -> None:
    """The other side of the removal above: the creator, by keys alone,
    at the waiting screen, with the table's players key (Shift+I), which
    works there as at the table."""
    with server(tmp_path / "server") as running:
        app = App(AppOptions(headless=True, online=running.url.removeprefix("ws://"),
                             name=maker, lang=lang), speaker=RecordingSpeaker())
        guest_client = Client(running.url, guest)
        try:
            lobby = app.menus.online
            deadline = time.monotonic() + 30
            while lobby.lobby_screen is None or app.screen is not lobby.lobby_screen:
                assert time.monotonic() < deadline, said(app)
                app.frame()
                time.sleep(0.001)
            press_answered(app, *CREATE)
            tables = guest_client.ask({"type": "list"}, "lobby")["tables"]
            table = next(t["table"] for t in tables if t["seats"][0]["name"] == maker)
            guest_client.ask({"type": "join", "table": table}, "joined")
            set_language(lang)
            joins = t("online-seat-joins", name=guest)
            while joins not in said(app):
                assert time.monotonic() < deadline + 30, said(app)
                app.frame()
                time.sleep(0.001)
            heard = press_answered(app, *REMOVE)
            assert heard[0].startswith(f"{t('players-choose')}. {guest}"), heard
            told = guest_client.until("moderated")
        finally:
            app.close()
            guest_client.close()
    assert (told["action"], told["to"], told["by"], told["table"]) == (
        "remove", "target", maker, table)
    set_language(lang)
    assert t("moderation-done", action="remove", name=guest) in heard
    if lang == "ru":
        assert t("moderation-done", action="remove", name=guest) == "Вы убрали Бориса из-за стола."
