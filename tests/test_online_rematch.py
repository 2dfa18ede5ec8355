"""Playing again at the same table, with real servers (one on SQLite, one on
PostgreSQL, two sharing PostgreSQL and Redis with the second person at the
server that does not own the table): two people finish a one-deal game of
Twenty; both say yes and sit again at a new table with the same game,
options and seats; one says yes and the other leaves, and the leaver's seat
is a computer player's, the one who stayed told so; one who has not answered
when the wait runs out keeps a seat, a computer player playing for them
until their yes seats them there."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

from game.i18n import set_language, t
from game.online import protocol as p
from game.online.play_again import seated_words
from game.online.remote import OnlineTable
from tests.helpers_app import app_env, run_game, write_keys
from tests.online_helpers import SCRIPTED_RATE, Client, choose, server
from tests.spread_helpers import Spread, url_for
from tests.test_online_app import CODE_LINE, Transcript, start

#: One deal of Twenty: a game that ends within twenty moves.
SHORT = {"deal_limit": 1}
#: A deal the suggestion plays out for both players (see the apps' test below).
REMATCH_SEED = 7
SEATS: list[dict[str, Any]] = [
    {"kind": "person"}, {"kind": "computer", "level": "easy"}, {"kind": "person"}]


def sit_two(servers: list[Any], private: bool) -> tuple[Client, Client, dict[str, Any]]:
    """Ana makes a table of Twenty (one deal), Bo sits at it (at the other
    server, with two); the game begins."""
    ana = Client(url_for(servers, 0), "Ana")
    made = ana.ask({"type": "create", "game": "twenty", "seats": SEATS, "options": SHORT,
                    "private": private}, "joined")
    bo = Client(url_for(servers, 1), "Bo")
    join = {"code": made["code"]} if private else {"table": made["table"]}
    bo.ask({"type": "join", **join}, "joined")
    return ana, bo, made


def play_out(clients: list[Client], table: str, rng: random.Random,
             timeout: float = 120.0) -> None:
    """Each client moves when its snapshot offers it a move, until every one
    has the table over."""
    deadline = time.monotonic() + timeout
    answered = {id(c): -1 for c in clients}
    while True:
        over = 0
        for client in clients:
            snap = client.snapshot
            if snap is not None and snap["table"] == table and snap["state"] == "over":
                over += 1
                continue
            if (snap is not None and snap["table"] == table and snap["legal"]
                    and snap["state"] == "playing" and snap["event"] != answered[id(client)]):
                answered[id(client)] = snap["event"]
                client.move(table, choose(snap["legal"], rng), snap["event"])
            try:
                message = client.recv(0.05)
            except TimeoutError:
                continue
            if message["type"] == "error" and message["code"] not in ("stale", "not-your-turn"):
                raise AssertionError(f"{client.name} refused: {message}")
        if over == len(clients):
            return
        assert time.monotonic() < deadline, "the game did not end"


def news(client: Client, new_table: bool = False) -> dict[str, Any]:
    """The next rematch news (the first that names the new table, if asked)."""
    while True:
        message = client.until("rematch-news")
        if message["new_table"] or not new_table:
            return message


def sit_again(client: Client, message: dict[str, Any]) -> dict[str, Any]:
    """The client leaves the finished table and joins the new one, as the
    app does when told; the new table's first snapshot."""
    client.ask({"type": "leave", "table": message["table"]}, "left")
    client.events.clear()  # a Client keeps one table's events: the new table's from now
    join = {"code": message["code"]} if message["code"] else {"table": message["new_table"]}
    joined = client.ask({"type": "join", **join}, "joined")
    assert joined["table"] == message["new_table"]
    while True:
        snap = client.until("snapshot")
        if snap["table"] == message["new_table"]:
            return snap


def test_both_say_yes_and_sit_again_with_the_same_game_options_and_seats(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path / "data", *SCRIPTED_RATE,
                             "--tables-per-minute", "2") as servers:
        ana, bo, made = sit_two(servers, private=True)
        old = made["table"]
        play_out([ana, bo], old, random.Random(3))
        ana.send({"type": "rematch", "table": old})
        first = news(ana)
        assert first["answers"] == ["yes", None, "waiting"]
        assert first["new_table"] is None and 50 <= first["wait_left"] <= 60
        assert news(bo)["answers"] == ["yes", None, "waiting"]  # Bo hears Ana's yes
        bo.send({"type": "rematch", "table": old})
        to_ana, to_bo = news(ana, new_table=True), news(bo, new_table=True)
        assert to_ana["answers"] == to_bo["answers"] == ["yes", None, "yes"]
        assert to_ana["new_table"] == to_bo["new_table"] != old
        # Private as the old one, with a new code, given to the two seated there.
        assert to_ana["code"] == to_bo["code"] and to_ana["code"] not in (None, made["code"])
        snap_ana, snap_bo = sit_again(ana, to_ana), sit_again(bo, to_bo)
        for snap, seat in ((snap_ana, 0), (snap_bo, 2)):
            assert snap["seat"] == seat and snap["game"] == "twenty"
            assert snap["options"]["deal_limit"] == 1  # the same options
            assert [(s["name"], s["kind"], s["level"]) for s in snap["seats"]] == [
                ("Ana", "person", None), ("Computer 2", "computer", "easy"),
                ("Bo", "person", None)]
            assert snap["state"] == "playing"
        # Not in the lobby: private, as the old table.
        assert to_ana["new_table"] not in [
            t["table"] for t in ana.ask({"type": "list"}, "lobby")["tables"]]
        # The new game is played to its end, as any.
        play_out([ana, bo], to_ana["new_table"], random.Random(4))
        # The new table counted once, against the first yes (Ana's): with
        # two tables a minute, Ana has made two and Bo none; Bo may make one.
        ana.send({"type": "create", "game": "twenty", "seats": SEATS[:2]})
        assert ana.until("error")["code"] == "table-limit"
        bo.events.clear()
        bo.ask({"type": "create", "game": "twenty", "seats": SEATS[:2]}, "joined")
        ana.close()
        bo.close()


def test_one_says_yes_the_other_leaves_and_a_computer_player_takes_that_seat(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path / "data", *SCRIPTED_RATE) as servers:
        ana, bo, made = sit_two(servers, private=False)
        old = made["table"]
        play_out([ana, bo], old, random.Random(5))
        bo.send({"type": "rematch", "table": old})
        assert news(ana)["answers"] == ["waiting", None, "yes"]
        ana.ask({"type": "leave", "table": old}, "left")
        # Bo hears Ana leave (the table's seats say she left by choice), then the new table.
        told = news(bo, new_table=True)
        assert told["answers"] == ["left", None, "yes"] and told["code"] is None
        left = [m for m in bo.received if m["type"] == "snapshot" and m["table"] == old][-1]
        assert left["seats"][0]["left"]
        snap = sit_again(bo, told)
        assert snap["seat"] == 2
        assert [(s["kind"], s["level"], s["name"]) for s in snap["seats"]] == [
            ("computer", "normal", "Computer 1"), ("computer", "easy", "Computer 2"),
            ("person", None, "Bo")]
        # An open table, as the old one: in the lobby.
        assert told["new_table"] in [
            t["table"] for t in ana.ask({"type": "list"}, "lobby")["tables"]]
        ana.close()
        bo.close()


def test_one_who_has_not_answered_keeps_a_seat_a_computer_player_plays_meanwhile(
        tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path / "data", *SCRIPTED_RATE,
                             "--rematch-wait", "1") as servers:
        ana, bo, made = sit_two(servers, private=True)
        old = made["table"]
        play_out([ana, bo], old, random.Random(6))
        ana.send({"type": "rematch", "table": old})
        told = news(ana, new_table=True)  # a second later, without Bo's answer
        assert told["answers"] == ["yes", None, "waiting"] and told["code"]
        # Bo, who did not answer, is told where the others play, and the code.
        to_bo = news(bo, new_table=True)
        assert to_bo["answers"] == ["yes", None, "waiting"] and to_bo["code"] == told["code"]
        snap = sit_again(ana, told)
        assert snap["seats"][2]["name"] == "Bo" and snap["seats"][2]["standing_in"]
        assert snap["state"] == "playing"
        # Bo's yes, late: his seat is his, the computer player stops playing for him.
        bo.send({"type": "rematch", "table": old})
        late = news(bo, new_table=True)
        assert late["answers"][2] == "yes" and late["new_table"] == told["new_table"]
        back = sit_again(bo, late)
        assert back["seat"] == 2 and not back["seats"][2]["standing_in"]
        ana.close()
        bo.close()


def test_a_yes_before_the_end_is_refused(tmp_path: Path, spread_stores: Spread) -> None:
    with spread_stores.start(tmp_path / "data", *SCRIPTED_RATE) as servers:
        ana, bo, made = sit_two(servers, private=True)
        ana.send({"type": "rematch", "table": made["table"]})
        assert ana.until("error")["code"] == "not-over"
        ana.close()
        bo.close()


class NoMoves:
    """A table's sender: these players make no move once the game is over."""

    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        raise AssertionError("no move is made here")


def hearing(client: Client, table: str, lang: str) -> tuple[OnlineTable, list[str]]:
    """The table as ``client``'s app has it, fed everything received so far,
    in ``lang``; and a list that :func:`hear` adds what it says to."""
    keys = {"play": "Enter"}
    heard = OnlineTable(NoMoves(), table, {"verbosity": "full",
                                           "key_label": lambda c: keys.get(c, c)},
                        me=client.name)
    set_language(lang)
    heard.feed([p.read_server(text) for text in client.raw])
    client.raw.clear()
    set_language("en")
    return heard, []


def hear(client: Client, table: OnlineTable, said: list[str], lang: str,
         until: str) -> None:
    """What arrives up to a message of kind ``until``, said in ``lang``."""
    client.until(until)
    set_language(lang)
    said += [u.text for u in table.feed([p.read_server(text) for text in client.raw])]
    client.raw.clear()
    set_language("en")


def test_each_hears_the_others_yes_a_leaving_and_the_new_table_in_their_language(
        tmp_path: Path) -> None:
    """Ana (English) and Борис (Russian): his yes is said to her, and to him
    who is awaited and how long; she leaves, and he hears it, then sits at
    the new table with one sentence, a computer player in her seat."""
    with server(tmp_path / "data", *SCRIPTED_RATE) as srv:
        ana = Client(srv.url, "Ana")
        made = ana.ask({"type": "create", "game": "twenty", "seats": SEATS, "options": SHORT,
                        "private": True}, "joined")
        bo = Client(srv.url, "Борис")
        bo.ask({"type": "join", "code": made["code"]}, "joined")
        old = made["table"]
        play_out([ana, bo], old, random.Random(7))
        ana_table, ana_heard = hearing(ana, old, "en")
        bo_table, bo_heard = hearing(bo, old, "ru")
        bo_table.again.asked = True  # as the app notes its player's Enter
        bo.send({"type": "rematch", "table": old})
        hear(ana, ana_table, ana_heard, "en", "rematch-news")
        hear(bo, bo_table, bo_heard, "ru", "rematch-news")
        assert ana_heard == ["Борис wants to play again at this table: Enter to play again too."]
        assert len(bo_heard) == 1 and re.fullmatch(
            r"Вы играете ещё раз за этим столом\. Ждём ответа: Ana; осталось не больше чем"
            r" [а-я ]+ секунд[аы]?\.", bo_heard[0]), bo_heard
        ana.ask({"type": "leave", "table": old}, "left")
        hear(bo, bo_table, bo_heard, "ru", "rematch-news")
        assert bo_heard[1:] == ["Ana покидает стол."]  # said as leaving, nothing more yet
        assert bo_table.again.going is not None
        new_table, code = bo_table.again.going
        assert code  # private as the old table
        bo.raw.clear()
        bo.ask({"type": "leave", "table": old}, "left")
        bo.events.clear()  # a Client keeps one table's events: the new table's from now
        bo.ask({"type": "join", "code": code}, "joined")
        seated, _ = hearing(bo, new_table, "ru")
        while seated.session is None:
            hear(bo, seated, [], "ru", "snapshot")
        set_language("ru")
        names = seated.names()
        sentence = seated_words(names, seated.seats, 2).text
        assert sentence == f"Снова играем за новым столом; с вами играют {names[0]} и {names[1]}."
        assert seated.seats[0].kind == "computer"  # Ana's seat: a computer player's now
        set_language("en")
        ana.close()
        bo.close()


def test_one_who_did_not_answer_hears_the_others_began_and_how_to_join(
        tmp_path: Path) -> None:
    with server(tmp_path / "data", *SCRIPTED_RATE, "--rematch-wait", "1") as srv:
        ana = Client(srv.url, "Ana")
        made = ana.ask({"type": "create", "game": "twenty", "seats": SEATS, "options": SHORT,
                        "private": True}, "joined")
        bo = Client(srv.url, "Борис")
        bo.ask({"type": "join", "code": made["code"]}, "joined")
        old = made["table"]
        play_out([ana, bo], old, random.Random(8))
        bo_table, bo_heard = hearing(bo, old, "ru")
        ana.send({"type": "rematch", "table": old})
        hear(bo, bo_table, bo_heard, "ru", "rematch-news")
        assert bo_heard == ["Ana хочет сыграть ещё раз за этим столом: Enter — сыграть тоже."]
        while bo_table.again.new_table is None:
            hear(bo, bo_table, bo_heard, "ru", "rematch-news")
        assert bo_heard[1:] == [
            "Остальные снова играют за новым столом: Enter — присоединиться к ним;"
            " пока вас нет, за вас играет компьютер."]
        assert bo_table.again.going is None  # he goes when he says yes
        ana.close()
        bo.close()


#: Create a table of Shithead against a computer player by the lobby's
#: menus, then the suggestion and Enter, over and over: the game ends, and
#: Enter at its end plays again.
KEY_SCRIPT = ["down", "return", "right", "right", "right", "end", "up", "return",
              *(["g", "return"] * 150)]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_key_script_plays_again_by_enter_at_the_end(tmp_path: Path, lang: str) -> None:
    """``--headless --online`` with a key script: Enter after the game's last
    words sits the player again, said in one sentence, and the new game opens."""
    with server(tmp_path / "data", *SCRIPTED_RATE) as srv:
        script = write_keys(tmp_path / "keys.txt", KEY_SCRIPT)
        done = run_game(["--headless", "--keys", str(script), "--lang", lang,
                         "--online", srv.url.removeprefix("ws://"), "--name", "Mira",
                         "--profile", str(tmp_path / "profile")],
                        app_env(tmp_path), timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    lines = done.stdout.splitlines()
    set_language(lang)
    end = t("online-play-again", key="Enter", back="Escape")
    computer = t("bot-name", seat=1)
    seated = t("online-rematch-seated", names=computer, count=1, kept="none")
    set_language("en")
    assert seated == {"en": "Playing again at a new table, with Ada.",
                      "ru": "Снова играем за новым столом; с вами играет Ада."}[lang]
    assert end in lines and seated in lines, done.stdout
    at = lines.index(end)
    # The last words, the suggestion key's answer at the end, then Enter's.
    assert lines[at + 2] == seated
    assert lines[at + 3].startswith({"en": "Shithead.", "ru": "Шитхед."}[lang])


def test_one_back_after_a_drop_is_sent_to_the_new_table_not_a_second_one(
        tmp_path: Path) -> None:
    """Ana says yes and her connection drops; Bo's yes makes the new table.
    Back at the finished table (``resume``), her yes again is answered with
    the table made meanwhile, her seat there kept: never a second new table."""
    with server(tmp_path / "data", *SCRIPTED_RATE) as srv:
        ana = Client(srv.url, "Ana")
        made = ana.ask({"type": "create", "game": "twenty", "seats": SEATS, "options": SHORT,
                        "private": True}, "joined")
        bo = Client(srv.url, "Bo")
        bo.ask({"type": "join", "code": made["code"]}, "joined")
        old = made["table"]
        play_out([ana, bo], old, random.Random(9))
        ana.send({"type": "rematch", "table": old})
        news(ana)
        token, last = ana.token, ana.snapshot["event"] if ana.snapshot else 0
        ana.close()  # dropped: her seat at the finished table stays hers
        bo.send({"type": "rematch", "table": old})
        made_again = news(bo, new_table=True)
        assert made_again["answers"] == ["yes", None, "yes"]
        sit_again(bo, made_again)  # nobody at the finished table now: it is let go
        back = Client(srv.url)
        back.ask({"type": "resume", "token": token, "table": old, "last": last}, "snapshot")
        back.send({"type": "rematch", "table": old})
        told = news(back, new_table=True)
        assert told["new_table"] == made_again["new_table"] and told["code"]
        snap = sit_again(back, told)
        assert snap["seat"] == 0 and snap["seats"][0]["name"] == "Ana"
        back.close()
        bo.close()


def test_two_apps_play_again_each_hearing_it_in_their_language(tmp_path: Path) -> None:
    """Two headless apps by key scripts (English Zoe makes a private table
    of Shithead for two people, Russian Глеб types its code): each plays by
    the suggestion and Enter, and Enter at the end is each one's yes. The
    first to answer hears who is awaited; both sit again, each told so in
    one sentence, and neither hears the other "come back" to the new table."""
    maker_keys = ["down", "return", "right", "right", "right", "down", "down", "left", "left",
                  "end", "up", "return", *(["g", "return"] * 120)]
    # A short grace: the app whose keys run out first quits, and the other's
    # keys left wait for its turn, which comes once a computer player stands
    # in for the one gone (after 30 s by default). A seeded deal: two players
    # both moving by the suggestion go round a cycle of pick-ups on some deals.
    with server(tmp_path / "server", *SCRIPTED_RATE, "--grace", "1", seed=REMATCH_SEED) as srv:
        maker = Transcript(start(tmp_path, "Zoe", srv.url, maker_keys))
        try:
            code = maker.until(CODE_LINE).group(1).replace(" ", "")
            joiner = Transcript(start(tmp_path, "Глеб", srv.url, [
                "down", "down", "return", *code.lower(), "return", *(["g", "return"] * 120)],
                "--lang", "ru"))
            try:
                english, russian = maker.finish(), joiner.finish()
            finally:
                joiner.proc.kill()
        finally:
            maker.proc.kill()
    print(maker.timed(), joiner.timed(), sep="\n-----\n")  # shown when an assertion fails
    assert "Playing again at a new table, with Глеб." in english
    assert "Снова играем за новым столом; с вами играет Zoe." in russian
    # Whoever answered first heard who was awaited (the other, the other's yes).
    assert any(re.fullmatch(r"You play again at this table: waiting for Глеб to answer,"
                            r" \d+ more seconds at most\.", line) for line in english) or any(
        re.fullmatch(r"Вы играете ещё раз за этим столом\. Ждём ответа: Zoe; осталось не"
                     r" больше чем [а-я ]+ секунд[аы]?\.", line) for line in russian)
    for lines, back in ((english, "Глеб is back."), (russian, "Zoe снова за столом.")):
        at = lines.index(next(line for line in lines if line.startswith(("Playing", "Снова"))))
        assert back not in lines[at:at + 30]
