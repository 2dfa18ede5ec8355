"""Leaving an online table by choice, as the others and the leaver hear it:
the others are told the person left (a computer player plays for them), in
each listener's language, never that the person is "away" as after a drop;
the leaver's lobby lists the table as it is now, not as it was before they
sat down. At a real server."""

from __future__ import annotations

import time
from pathlib import Path

from game.app.main import App, AppOptions
from game.app.online_link import OnlineGameScreen
from game.i18n import set_language, t
from game.online.remote import AWAY_HOLD
from game.speech import RecordingSpeaker
from tests.helpers_app import press, press_answered, said
from tests.online_helpers import Client, Person, make_table, server


def test_the_others_hear_a_leave_as_leaving_in_their_own_language(tmp_path: Path) -> None:
    with server(tmp_path / "data") as srv:
        ana = Person(srv.url, "Ana", "en")
        zoya = Person(srv.url, "Зоя", "ru")
        bo = Person(srv.url, "Bo", "en")
        made = make_table(ana, "twenty", [{"kind": "person"}] * 3)
        for person in (zoya, bo):
            person.sit(made["table"])
            person.client.send({"type": "join", "code": made["code"]})
        deadline = time.monotonic() + 30
        while any(p.table is None or p.table.session is None for p in (ana, zoya)):
            assert time.monotonic() < deadline, "the game did not begin"
            ana.pump(0.1)
            zoya.pump(0.0)
        bo.client.send({"type": "leave", "table": made["table"]})
        bo.client.until("left")
        expected = {}
        for person in (ana, zoya):
            set_language(person.lang)
            expected[person.lang] = (t("online-seat-left", name="Bo", over="no"),
                                     t("online-seat-away", name="Bo"),
                                     t("online-seat-stood-in", name="Bo"))
        assert expected["en"][0] == "Bo left the table: a computer player plays for them."
        assert expected["ru"][0] == "Bo покидает стол: вместо этого игрока играет компьютер."
        deadline = time.monotonic() + 30
        while not all(expected[p.lang][0] in [u.text for u in p.heard] for p in (ana, zoya)):
            assert time.monotonic() < deadline, [u.text for u in ana.heard + zoya.heard]
            ana.pump(0.1)
            zoya.pump(0.0)
        # Long after: still nothing of "away", as a drop would have said.
        later = time.monotonic() + 2 * AWAY_HOLD
        for person in (ana, zoya):
            assert person.table is not None
            set_language(person.lang)
            person.heard += person.table.tick(now=later)
            heard = [u.text for u in person.heard]
            left, away, stood_in = expected[person.lang]
            assert heard.count(left) == 1
            assert away not in heard and stood_in not in heard
            assert "left the table" in person.table.who_words() or \
                "место покинуто" in person.table.who_words()
        set_language("en")
        for person in (ana, zoya, bo):
            person.client.close()


def test_the_leavers_lobby_lists_the_table_as_it_is_now(tmp_path: Path) -> None:
    with server(tmp_path / "data") as srv:
        lena = Client(srv.url, "Lena")  # an open table waiting for one more person
        lena.ask({"type": "create", "game": "twenty", "private": False,
                  "seats": [{"kind": "person"}, {"kind": "person"}]}, "snapshot")
        address = srv.url.removeprefix("ws://")
        app = App(AppOptions(headless=True, online=address, name="Mira"),
                  speaker=RecordingSpeaker())
        try:
            deadline = time.monotonic() + 30
            while not any("seats: Lena, a free seat" in w for w in said(app)):
                assert time.monotonic() < deadline, said(app)
                app.frame()
                time.sleep(0.001)
            # The table; join as a player. Not until Mira's turn: when Lena, who
            # never moves here, has the first, it lasts the turn timer.
            press_answered(app, "down", "up", "return", "return")
            deadline = time.monotonic() + 30
            while not isinstance(app.screen, OnlineGameScreen):
                assert time.monotonic() < deadline, said(app)
                app.frame()
                time.sleep(0.001)
            press(app, "escape", "end", "up", "return", "down")
            words = press(app, "return")
            assert words[0] == "You left the table."
            lobby = next(w for w in words if w.startswith(f"Lobby of {address}."))
            # The seat is still Mira's (a computer player plays for her): the
            # lobby opens on the way back to it, then lists the table as it is.
            assert lobby.startswith(f"Lobby of {address}. Back to your table: Twenty with Lena")
            listed = "\n".join(app.screen.lines())
            assert "waiting for players" not in listed and "a free seat" not in listed
            assert ("Twenty, playing; seats: Lena, Mira, left the table,"
                    " a computer player plays for them") in listed
        finally:
            app.close()
            lena.close()
