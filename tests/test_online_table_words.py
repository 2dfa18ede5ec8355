"""What one online table says as people come and go, and who is who by
ear: the spectator's "who is here", computer
players never named as a person at the table is, a drop said once when a
computer player stands in at once, and one's own chat line confirmed once.

The words are :class:`~game.online.remote.OnlineTable`'s, fed the seats a
snapshot carries; the chat refusal and the drop are also heard at a real
server.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from game.core.base import SPECTATOR
from game.i18n import set_language, t
from game.online import protocol as p
from game.online.remote import AWAY_HOLD, OnlineTable, computer_slots
from tests.online_helpers import Person, make_table, server
from tests.spread_helpers import Spread


class NoSender:
    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        raise AssertionError("nothing is moved here")


def person(name: str | None, away: bool = False, standing_in: bool = False) -> p.SeatInfo:
    return p.SeatInfo(name=name, kind="person", away=away, standing_in=standing_in)


def computer(level: p.Level = "normal") -> p.SeatInfo:
    return p.SeatInfo(name="Computer", kind="computer", level=level)


def table_at(seat: int, seats: list[p.SeatInfo]) -> OnlineTable:
    table = OnlineTable(NoSender(), "t1")
    table.seat, table.seats = seat, seats
    return table


# -- 1. who is at the table, to a spectator --------------------------------------------


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You are watching. At the table: Zoe, seat 1, Ada, a computer player, normal,"
           " seat 2 and Gleb, seat 3."),
    ("ru", "Вы наблюдаете. За столом: Zoe, первое место, Ада, компьютерный игрок, обычный,"
           " второе место и Gleb, третье место."),
])
def test_a_spectator_hears_that_they_are_watching(lang: str, expected: str) -> None:
    set_language(lang)
    table = table_at(SPECTATOR, [person("Zoe"), computer(), person("Gleb")])
    assert table.who_words() == expected


def test_a_seated_player_hears_where_they_sit_not_that_they_watch() -> None:
    table = table_at(0, [person("Zoe"), computer(), person("Gleb")])
    assert table.who_words() == ("At the table: you, seat 1, Ada, a computer player, normal,"
                                 " seat 2 and Gleb, seat 3.")


# -- 4. a computer player is never named as a person at the table --------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", ["Ada", "ada", "ADA", "Ада", "ада"])
def test_a_computer_player_never_has_a_persons_name(name: str, lang: str) -> None:
    set_language(lang)
    seats = [person(name), computer(), person("Gleb")]
    table = table_at(2, seats)
    names = table.names()
    # Seat 1's own catalog name is Ada / Ада: taken, so the next one, Boris / Борис.
    assert names[1] == t("bot-name", seat=2)
    assert names[1] is not None and names[1].casefold() not in (name.casefold(), "ada", "ада")
    assert t("bot-name", seat=2) in table.who_words()


def test_every_client_names_the_computer_players_alike_and_each_once() -> None:
    seats = [person("Boris"), computer(), computer(), person("clara"), computer()]
    slots = computer_slots(seats)
    # Seats 1 and 4 keep their own (Ada, Dmitri); seat 2's (Boris) is a
    # person's, and so is the next (Clara): Elsa, the next nobody has.
    assert slots == {1: 1, 4: 4, 2: 5}
    heard = []
    for lang in ("en", "ru"):
        set_language(lang)
        names = table_at(0, seats).names()
        heard.append([names[s] for s in sorted(slots)])
        assert not {str(n).casefold() for n in heard[-1]} & {"boris", "clara", "борис", "клара"}
    # The same seats, in both languages: the same place in the catalog's list.
    assert computer_slots(list(seats)) == slots


def test_at_a_real_server_both_clients_give_the_computer_player_the_same_free_name(
        tmp_path: Path, spread: Spread) -> None:
    """Ada and Борис sit with a computer player in seat 2, whose own name is
    Ada: each client, in its language, calls it by the third catalog name
    (Boris / Борис is taken too), Clara and Клара. With two servers, Борис
    at the one that does not own the table."""
    with spread.start(tmp_path / "data") as servers:
        ada = Person(servers[0].url, "Ada", "en")
        boris = Person(servers[-1].url, "Борис", "ru")
        made = make_table(ada, "twenty")
        boris.sit(made["table"])
        boris.client.send({"type": "join", "code": made["code"]})
        deadline = time.monotonic() + 30
        while any(pl.table is None or pl.table.session is None for pl in (ada, boris)):
            assert time.monotonic() < deadline, "the game did not begin"
            for pl in (ada, boris):
                pl.pump(0.1)
        for pl, expected in ((ada, "Clara"), (boris, "Клара")):
            assert pl.table is not None and pl.table.session is not None
            set_language(pl.lang)
            assert pl.table.session.name(1) == expected
            assert any(expected in u.text for u in pl.heard)  # the introduction names it
            assert not any("Ada and" in u.text or "Ада" in u.text for u in pl.heard)
        for pl in (ada, boris):
            pl.client.close()


def test_with_every_catalog_name_taken_the_computer_player_is_numbered() -> None:
    people = [person(n) for n in ("Ada", "Boris", "Clara", "Dmitri", "Elsa")]
    seats = [people[0], computer(), *people[1:]]
    assert table_at(0, seats).names()[1] == "Player 6"


# -- 5. a drop, and the computer player standing in ---------------------------------


def test_a_stand_in_right_after_a_drop_is_one_sentence() -> None:
    table = table_at(0, [person("Zoe"), person("Gleb")])
    away = [person("Zoe"), person("Gleb", away=True)]
    assert table.seat_changes(away, at=100.0) == []
    table.seats = away
    assert table.tick(now=100.0 + AWAY_HOLD / 2) == []
    stood_in = [person("Zoe"), person("Gleb", away=True, standing_in=True)]
    assert [u.text for u in table.seat_changes(stood_in, at=100.0 + AWAY_HOLD / 2)] == [
        t("online-seat-stood-in", name="Gleb")]
    table.seats = stood_in
    assert table.tick(now=100.0 + 10 * AWAY_HOLD) == []  # the drop is not said after all


def test_a_drop_and_a_later_stand_in_are_two_sentences_apart() -> None:
    table = table_at(0, [person("Zoe"), person("Gleb")])
    away = [person("Zoe"), person("Gleb", away=True)]
    table.seat_changes(away, at=100.0)
    table.seats = away
    assert [u.text for u in table.tick(now=100.0 + AWAY_HOLD)] == [
        t("online-seat-away", name="Gleb")]
    assert table.tick(now=100.0 + 2 * AWAY_HOLD) == []  # said once
    stood_in = [person("Zoe"), person("Gleb", away=True, standing_in=True)]
    assert [u.text for u in table.seat_changes(stood_in, at=130.0)] == [
        t("online-seat-stood-in", name="Gleb")]


def test_a_blip_shorter_than_the_hold_is_no_news() -> None:
    table = table_at(0, [person("Zoe"), person("Gleb")])
    away = [person("Zoe"), person("Gleb", away=True)]
    table.seat_changes(away, at=100.0)
    table.seats = away
    assert table.seat_changes([person("Zoe"), person("Gleb")], at=101.0) == []
    assert table.tick(now=100.0 + 2 * AWAY_HOLD) == []


def test_at_a_real_server_a_drop_with_a_stand_in_at_once_is_said_once(
        tmp_path: Path, spread: Spread) -> None:
    with spread.start(tmp_path / "data", "--grace", "0.5") as servers:
        # With two servers, Борис drops from the one that does not own the table.
        ana = Person(servers[0].url, "Ana", "en")
        boris = Person(servers[-1].url, "Борис", "ru")
        made = make_table(ana, "twenty", [{"kind": "person"}, {"kind": "person"}])
        boris.sit(made["table"])
        boris.client.send({"type": "join", "code": made["code"]})
        deadline = time.monotonic() + 30
        while ana.table is None or ana.table.session is None:
            assert time.monotonic() < deadline, "the game did not begin"
            ana.pump(0.1)
        boris.client.close()
        stood_in = t("online-seat-stood-in", name="Борис")
        deadline = time.monotonic() + 30
        while stood_in not in [u.text for u in ana.heard]:
            assert time.monotonic() < deadline, [u.text for u in ana.heard]
            ana.pump(0.1)
            assert ana.table is not None
            ana.heard += ana.table.tick()  # as the app does every frame
        said = [u.text for u in ana.heard]
        assert t("online-seat-away", name="Борис") not in said
        assert said.count(stood_in) == 1
        ana.client.close()


# -- 3. one's own chat line, and a refused one ----------------------------------------


def test_a_chat_line_refused_by_the_server_gets_its_one_sentence(tmp_path: Path) -> None:
    with server(tmp_path / "data") as srv:
        ana = Person(srv.url, "Ana", "en")
        make_table(ana, "twenty", [{"kind": "person"}, {"kind": "computer", "level": "easy"}])
        assert ana.table is not None
        ana.table.me = "Ana"
        deadline = time.monotonic() + 30
        while ana.table.session is None:
            assert time.monotonic() < deadline, "the game did not begin"
            ana.pump(0.1)
        # Until the game waits for Ana (the computer player may lead): no move's
        # words come in among the chat's, only the opening's before it.
        session = ana.table.session
        while session.side.current_player() != session.human:
            assert time.monotonic() < deadline, "the game did not come to Ana"
            ana.pump(0.1)
        ana.pump(0.2)
        before = len(ana.heard)
        ana.client.send({"type": "say", "table": ana.table.table, "text": "x" * 301})
        ana.table.chat_sent()
        ana.client.send({"type": "say", "table": ana.table.table, "text": "hello"})
        ana.table.chat_sent()
        while len(ana.heard) < before + 2:
            ana.pump(0.2)
        said = [u.text for u in ana.heard[before:]]
        assert said == [t("online-chat-refused", code="invalid"), t("online-chat-own",
                                                                    text="hello")]
        assert said[0] == ("Your message was not sent: it is too long, or holds a character"
                           " a message cannot.")
        assert ana.table.chat_pending == 0
        ana.client.close()


def test_ones_own_echo_is_not_said_as_someone_elses() -> None:
    table = OnlineTable(NoSender(), "t1", me="Zoe")
    table.chat_sent()
    own = table.feed([p.Chat(table="t1", seat=0, name="Zoe", text="hello")])
    other = table.feed([p.Chat(table="t1", seat=1, name="Gleb", text="hi")])
    assert [(u.text, u.channel) for u in own] == [("You said: hello", "game")]
    assert [(u.text, u.channel) for u in other] == [("Gleb says: hi", "chat")]
