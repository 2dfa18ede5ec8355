"""The lobby as a room from a key script: ``python -m game --headless --keys
FILE --online ADDRESS``, as a player would, in English and in Russian, at
one server and at two (the app at the second, the others' table at the
first). The app hears who is online, its own lobby line and private
message confirmed, and an invitation, which its key takes once the app has
left the table it sat at; the other players are scripted clients."""

from __future__ import annotations

import random
import re
import threading
from pathlib import Path

import pytest

from tests.online_helpers import Client, choose
from tests.spread_helpers import Spread
from tests.test_online_app import Transcript, start
from tests.test_online_room import next_of, until_people

WAITING = [{"kind": "person"}, {"kind": "computer", "level": "easy"}, {"kind": "person"}]
KEYS = ["ctrl+i", "down", "escape",  # who is online, the second line, back
        "ctrl+y", "h", "e", "l", "l", "o", "return",  # a line to the lobby
        "ctrl+t", "c", "a", "t", "return", "p", "s", "s", "t", "return",  # to Cat alone
        "down", "return",  # Create a table (below the host's, listed first)
        "down", "down", "left", "left",  # seat 2: a person
        "end", "up", "up", "up", "left",  # an open table, not a private one
        "down", "down", "return",  # Create the table: it waits for Cat
        "ctrl+j",  # at a table: the invitation waits
        "escape", "down", "down", "down", "return", "down", "return",  # leave the table
        "ctrl+j"]  # the invitation taken: at the host's table
HEARD = {
    "en": ["2 other people online, 2 lines. Bo, waiting at Twenty with Ada",
           "Cat, in the lobby",
           "You said in the lobby: hello",
           "You told Cat: psst",
           "Bo invites you to Twenty: Ctrl+J to join.",
           "You are at a table: leave it first, then press Ctrl+J to take the invitation.",
           "You sit at Twenty, in seat 3."],
    "ru": ["В сети ещё два человека, две строки. Bo, ждёт игроков за столом «Двадцать» с Адой",
           "Cat, в лобби",
           "Вы сказали в лобби: hello",
           "Вы написали Cat: psst",
           "Bo приглашает вас за стол «Двадцать»: Ctrl+J, чтобы сесть.",
           "Вы уже за столом: сначала выйдите из-за него, затем нажмите Ctrl+J, чтобы"
           " принять приглашение.",
           "Вы за столом «Двадцать», место третье."],
}


def keep_playing(client: Client, table: str, stop: threading.Event) -> None:
    """A scripted player's turns at ``table``, until ``stop``."""
    rng = random.Random(7)
    answered = -1
    while not stop.is_set():
        snap = client.snapshot
        if (snap is not None and snap["table"] == table and snap["legal"]
                and snap["state"] == "playing" and snap["event"] != answered):
            answered = snap["event"]
            client.move(table, choose(snap["legal"], rng), snap["event"])
        try:
            client.recv(0.2)
        except TimeoutError:
            continue


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_key_script_hears_the_room(tmp_path: Path, spread: Spread, lang: str) -> None:
    with spread.start(tmp_path / "server") as servers:
        served, elsewhere = servers[-1].url, servers[0].url
        bo = Client(elsewhere, "Bo")
        cat = Client(served, "Cat")
        hosted = bo.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")["table"]
        until_people(cat, lambda f: len(f.get("Bo", [])) == 1)
        extra = ("--lang", "ru") if lang == "ru" else ()
        app = Transcript(start(tmp_path, "Zoe", served, KEYS, *extra))
        stop = threading.Event()
        players: list[threading.Thread] = []
        try:
            app.until(re.compile(re.escape(HEARD[lang][3])))
            assert next_of(cat, {"lobby-chat"})["text"] == "hello"
            assert next_of(cat, {"told"})["text"] == "psst"
            # Zoe waits at her own table: Bo invites her to his, then Cat sits
            # down at hers (the invitation reaches Zoe before her game begins,
            # so before her first turn: one connection keeps its order).
            # (as Bo's server sees it: another server's news comes within
            # half a second)
            until_people(bo, lambda f: any(place["state"] == "waiting"
                                           for place in f.get("Zoe", [])))
            bo.send({"type": "invite", "to": "Zoe", "table": hosted})
            assert next_of(bo, {"invited", "error"})["type"] == "invited"
            # With two servers the invitation goes through Redis, as Bo's line
            # to the lobby after it: Cat hears the line once Zoe's server has
            # handed Zoe the invitation (it hands them on in order).
            bo.send({"type": "lobby-say", "text": "see you"})
            assert next_of(cat, {"lobby-chat"})["text"] == "see you"
            tables = cat.ask({"type": "list"}, "lobby")["tables"]
            hers = next(t["table"] for t in tables
                        if any(s["name"] == "Zoe" for s in t["seats"]))
            cat.ask({"type": "join", "table": hers}, "joined")
            players = [threading.Thread(target=keep_playing, args=(client, table, stop))
                       for client, table in ((cat, hers), (bo, hosted))]
            for player in players:
                player.start()
            heard = app.finish()
        finally:
            stop.set()
            for player in players:
                player.join(10)
            app.proc.kill()
            bo.close()
            cat.close()
    print(app.timed())  # shown when an assertion fails
    lines = iter(heard)
    for sentence in HEARD[lang]:  # each heard, in this order
        assert any(line.startswith(sentence) for line in lines), sentence
    # The player's own name is not among those online; the host's table
    # names its computer player as the table does.
    assert not any(line.startswith("Zoe, ") for line in heard)
