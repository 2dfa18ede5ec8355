"""The lobby as a room, with real servers (one on SQLite, and two sharing
PostgreSQL and Redis, each client at the server its number gives): who is
online and at which table, lobby chat, a private message, an invitation
answered by joining; a flood of lines is cut while the others still hear
the lobby, and markup in a line is passed on as the text it is."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.online_helpers import Client
from tests.spread_helpers import Spread, url_for

WAITING = [{"kind": "person"}, {"kind": "computer", "level": "easy"}, {"kind": "person"}]
PRESENCE_DEADLINE = 15.0  # another server's share is written twice a second


def people(client: Client) -> dict[str, list[dict[str, Any]]]:
    answer = client.ask({"type": "list-people"}, "people")
    return {person["name"]: person["places"] for person in answer["people"]}


def until_people(client: Client, fits: Callable[[dict[str, list[dict[str, Any]]]], bool]
                 ) -> dict[str, list[dict[str, Any]]]:
    """Who is online, asked again until it fits (another server's share comes
    within half a second of a change), never a fixed sleep."""
    deadline = time.monotonic() + PRESENCE_DEADLINE
    while True:
        found = people(client)
        if fits(found):
            return found
        assert time.monotonic() < deadline, f"who is online never fitted: {found}"
        time.sleep(0.1)


def next_of(client: Client, kinds: set[str], timeout: float = 10.0) -> dict[str, Any]:
    """The next message of one of ``kinds`` (snapshots and the like are passed over)."""
    deadline = time.monotonic() + timeout
    while True:
        message = client.recv(max(0.1, deadline - time.monotonic()))
        if message["type"] in kinds:
            return message


def heard_nothing(client: Client, kinds: set[str], wait: float = 1.0) -> bool:
    deadline = time.monotonic() + wait
    while (left := deadline - time.monotonic()) > 0:
        try:
            message = client.recv(left)
        except TimeoutError:
            return True
        if message["type"] in kinds:
            return False
    return True


def test_two_players_see_each_other_chat_tell_and_join_by_an_invitation(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path / "data") as servers:
        ana = Client(url_for(servers, 0), "Ana")  # at the table's owner
        bo = Client(url_for(servers, 1), "Bo")  # with two servers, at the other
        cat = Client(url_for(servers, 1), "Cat")
        table = ana.ask({"type": "create", "game": "twenty", "seats": WAITING}, "joined")["table"]
        bo.ask({"type": "join", "table": table}, "joined")
        # Cat sees both at the table (its seats as the lobby lists them), and
        # herself in the lobby; the computer player is a seat like the others.
        found = until_people(cat, lambda f: len(f.get("Bo", [])) == 1 and "Ana" in f)
        assert set(found) == {"Ana", "Bo", "Cat"} and found["Cat"] == []
        place = found["Ana"][0]
        assert place == found["Bo"][0]
        assert (place["game"], place["state"], place["private"], place["watching"]) == (
            "twenty", "playing", False, False)
        assert [(s["name"], s["kind"]) for s in place["seats"]] == [
            ("Ana", "person"), ("Computer 2", "computer"), ("Bo", "person")]
        # Ana sees Cat online too, from the other server.
        assert until_people(ana, lambda f: "Cat" in f)["Cat"] == []

        # Lobby chat: Dee, in the lobby at the other server than Cat's, hears
        # Cat; Ana and Bo at their table do not; Cat hears her own echo.
        dee = Client(url_for(servers, 2), "Dee")
        until_people(cat, lambda f: "Dee" in f)
        cat.send({"type": "lobby-say", "text": "  anyone for Phase 10?  "})
        echo = next_of(cat, {"lobby-chat"})
        assert (echo["name"], echo["text"]) == ("Cat", "anyone for Phase 10?")
        assert next_of(dee, {"lobby-chat"}) == echo
        assert heard_nothing(ana, {"lobby-chat"}) and heard_nothing(bo, {"lobby-chat"})

        # A private message reaches its addressee only (at a table too), by
        # the name in any case; the sender's echo names the name as it is.
        cat.send({"type": "tell", "to": "bo", "text": "good luck", "request": "t1"})
        told = next_of(cat, {"told"})
        assert (told["name"], told["to"], told["text"]) == ("Cat", "Bo", "good luck")
        assert next_of(bo, {"told"}) == told
        assert heard_nothing(dee, {"told"}) and heard_nothing(ana, {"told"})
        cat.send({"type": "tell", "to": "Nobody", "text": "hello?", "request": "t2"})
        refused = next_of(cat, {"error", "told"})
        assert (refused["type"], refused["code"], refused["args"], refused["request"]) == (
            "error", "not-online", {"name": "Nobody"}, "t2")

        # An invitation to a private table carries its code; the invitee
        # joins by it. Ana invites from the table's owner, Eve is at the other.
        eve = Client(url_for(servers, 1), "Eve")
        ana.events.clear()
        private = ana.ask({"type": "create", "game": "shithead", "seats": WAITING[:1] * 2,
                           "private": True}, "joined")
        until_people(ana, lambda f: "Eve" in f)
        ana.send({"type": "invite", "to": "Eve", "table": private["table"], "request": "i1"})
        invited = next_of(ana, {"invited"})
        assert invited == {"v": 1, "type": "invited", "name": "Ana", "to": "Eve",
                           "game": "shithead", "table": "", "code": private["code"]}
        assert next_of(eve, {"invited"}) == invited
        joined = eve.ask({"type": "join", "code": invited["code"]}, "joined")
        assert (joined["table"], joined["seat"]) == (private["table"], 1)
        # An invitation to an open table names it by id; to a table one is
        # not at, or for someone not online, it is refused.
        bo.send({"type": "invite", "to": "Dee", "table": table, "request": "i2"})
        assert next_of(dee, {"invited"})["table"] == table
        dee.send({"type": "invite", "to": "Ana", "table": table, "request": "i3"})
        assert next_of(dee, {"error"})["code"] == "not-seated"
        bo.send({"type": "invite", "to": "Zed", "table": table, "request": "i4"})
        assert next_of(bo, {"error"})["code"] == "not-online"
        # A private table is named by its game only: not who plays there.
        shown = until_people(cat, lambda f: len(f.get("Eve", [])) == 1)
        assert shown["Eve"] == [{"game": "shithead", "state": "playing", "seats": [],
                                 "private": True, "watching": False}]
        for client in (ana, bo, cat, dee, eve):
            client.close()
        # Gone from the room once their connections close.
        last = Client(url_for(servers, 1), "Fay")
        until_people(last, lambda f: set(f) == {"Fay"})
        last.close()


def test_a_lobby_flood_is_cut_and_markup_is_passed_on_as_text(
        tmp_path: Path, spread: Spread) -> None:
    with spread.start(tmp_path / "data", "--rate", "1000") as servers:
        flood = Client(url_for(servers, 0), "Flood")
        calm = Client(url_for(servers, 1), "Calm")
        until_people(flood, lambda f: "Calm" in f)
        markup = '<speak><prosody rate="x-fast">[[rate 600]] { $name }</prosody></speak>'
        flood.send({"type": "lobby-say", "text": markup})
        assert next_of(calm, {"lobby-chat"})["text"] == markup
        for n in range(40):
            flood.send({"type": "lobby-say", "text": f"line {n}", "request": f"f{n}"})
        answers = [next_of(flood, {"lobby-chat", "error"}) for _ in range(41)]
        said = [a["text"] for a in answers if a["type"] == "lobby-chat"]
        refused = [a for a in answers if a["type"] == "error"]
        assert said == [markup] + [f"line {n}" for n in range(29)]
        assert {(a["code"], a["args"]["count"]) for a in refused} == {("chat-limit", 30)}
        assert [a["request"] for a in refused] == [f"f{n}" for n in range(29, 40)]
        # The other player heard the 29 lines that were said, no more, and the
        # lobby answers them at once.
        heard = [next_of(calm, {"lobby-chat"})["text"] for _ in range(29)]
        assert heard == [f"line {n}" for n in range(29)]
        assert heard_nothing(calm, {"lobby-chat"})
        started = time.monotonic()
        assert calm.ask({"type": "list"}, "lobby")["tables"] == []
        assert "Flood" in people(calm)
        assert time.monotonic() - started < 2.0
        # A line with a control character is refused as badly formed, by its request.
        flood.ws.send(json.dumps({"v": 1, "type": "tell", "to": "Calm", "text": "a\u0007b",
                                  "request": "bell"}))
        bad = next_of(flood, {"error"})
        assert (bad["code"], bad["request"]) == ("invalid", "bell")
        for client in (flood, calm):
            client.close()
