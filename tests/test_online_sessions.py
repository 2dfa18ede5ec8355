"""Whole online games as the players hear them: two people, each in their
own language, and a computer player, at a real server.

Each person is a real :class:`~game.core.session.GameSession` holding a
remote seat (:mod:`game.online.remote`): the words are made on the
player's side from the redacted events the server sent that seat, the moves
go through the session as a key press would send them, and a refusal is
said at once without asking the server.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game.core.base import Refusal
from game.games import SPECS, spec
from game.i18n import set_language, t
from game.online import protocol as p
from game.online.client import Reconnected
from game.online.remote import OnlineTable
from tests.online_helpers import (
    CYRILLIC,
    SCRIPTED_RATE,
    Person,
    Player,
    make_table,
    play_until_over,
    stored_log,
)
from tests.relay import Relay
from tests.spread_helpers import Spread


def play(game_id: str, tmp_path: Path, seed: int,
         spread: Spread) -> tuple[list[Person], str, Path]:
    rng = random.Random(seed)
    data = tmp_path / "data"
    with spread.start(data, *SCRIPTED_RATE) as servers:
        # With two servers, Boris plays at the one that does not own the table.
        ana = Person(servers[0].url, "Ana", "en")
        boris = Person(servers[-1].url, "Борис", "ru")
        made = make_table(ana, game_id)
        table = made["table"]
        boris.sit(table)
        boris.client.send({"type": "join", "code": made["code"]})
        play_until_over([ana, boris], rng, 2000)
        for person in (ana, boris):
            person.client.close()
    return [ana, boris], table, data


@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_two_people_and_a_computer_play_a_whole_game_each_in_their_language(
        game_id: str, tmp_path: Path, spread: Spread) -> None:
    people, table, data = play(game_id, tmp_path, seed=len(game_id), spread=spread)
    log = stored_log(data, table, tmp_path / "record.jsonl", spread.export_args(data))
    engine = spec(game_id).engine
    results = []
    for person in people:
        assert person.table is not None and person.table.session is not None
        session = person.table.session
        assert session.side.is_over(), f"{person.client.name}: the game did not end"
        # Every event once, in order, as this seat may know it.
        assert session.side.events == [engine.redact(e, session.human) for e in log]
        results.append(session.side.results())
        other = next(o for o in people if o is not person)
        said = [u.text for u in person.heard if u.channel == "game"]
        assert len(said) > 20
        # The other person is named by their own name, in this language's words.
        assert any(str(other.client.name) in text for text in said)
        said = [text.replace(str(other.client.name), "") for text in said]
        set_language(person.lang)
        deals = sum(1 for e in log if e["type"] == "deal")
        assert deals >= 1
        if person.lang == "ru":
            assert all(CYRILLIC.search(text) for text in said), [
                text for text in said if not CYRILLIC.search(text)][:3]
        else:
            assert not any(CYRILLIC.search(text) for text in said), [
                text for text in said if CYRILLIC.search(text)][:3]
        # The join code is said to the one who made the table, not to the one who joined.
        code = t("online-table-code", code=" ".join(str(person.table.code)))
        assert (code in said) == (person is people[0])
    assert results[0] == results[1]
    assert log[-1]["type"] == "game_end"


def test_a_move_out_of_turn_is_refused_at_once_in_the_players_words(
        tmp_path: Path, spread: Spread) -> None:
    data = tmp_path / "data"
    with spread.start(data) as servers:
        ana = Person(servers[0].url, "Ana", "en")
        boris = Person(servers[-1].url, "Борис", "ru")
        made = ana.client.ask({"type": "create", "game": "twenty", "private": True, "seats": [
            {"kind": "person"}, {"kind": "person"}]}, "joined")
        for person in (ana, boris):
            person.sit(made["table"])
        boris.client.send({"type": "join", "code": made["code"]})
        for _ in range(50):
            for person in (ana, boris):
                person.pump(0.1)
            if all(person.table and person.table.session for person in (ana, boris)):
                break
        waiting = next(person for person in (ana, boris) if person.table and person.table.session
                       and person.table.session.side.current_player()
                       != person.table.session.human)
        assert waiting.table is not None and waiting.table.session is not None
        session = waiting.table.session
        sent = len(waiting.client.raw)
        set_language(waiting.lang)
        session.flow.opening_heard()  # the app, as the frame that dealt ends (heard.py)
        words = session.handle("draw")
        mover = session.side.current_player()
        assert mover is not None
        expected = session.moves.refuse(Refusal("not-your-turn", {"name": session.name(mover)}))
        assert words[0].text == expected.text
        waiting.pump(0.3)
        assert len(waiting.client.raw) == sent, "the refused move reached the server"
        assert t("invalid-not-your-turn", name=session.name(mover)) in words[0].text
        for person in (ana, boris):
            person.client.close()


def test_a_player_cut_off_comes_back_to_one_sentence_and_plays_on(
        tmp_path: Path, spread: Spread) -> None:
    rng = random.Random(5)
    with spread.start(tmp_path / "data", "--grace", "0.3") as servers:
        # With two servers, Boris is cut off from the one that does not own the table.
        port = int(servers[-1].url.rsplit(":", 1)[1])
        relay = Relay(port).start()
        ana = Player(servers[0].url, "Ana", "en")
        boris = Player(f"ws://127.0.0.1:{relay.port}", "Борис", "ru")
        try:
            ana.client.send(p.CreateTable(game="twenty", private=True, seats=[
                p.SeatPlan("person"), p.SeatPlan("computer", "normal"), p.SeatPlan("person")]))
            joined = ana.client.wait(lambda m: isinstance(m, p.Joined), 20)[-1]
            assert isinstance(joined, p.Joined) and joined.code
            ana.table = OnlineTable(ana, joined.table, made=True)
            set_language("en")
            ana.heard += ana.table.feed([joined])
            boris.table = OnlineTable(boris, joined.table)
            boris.client.send(p.Join(code=joined.code))

            def until(done: Callable[[], bool], *players: Player, act: bool = True) -> None:
                deadline = time.monotonic() + 60
                while not done():
                    assert time.monotonic() < deadline, "the table did not get there"
                    for player in players:
                        player.pump()
                        if act:
                            player.act(rng)

            until(lambda: ana.table is not None and ana.table.last >= 12, ana, boris)
            relay.cut()
            set_language("ru")
            dropped = t("online-dropped")
            until(lambda: any(u.text == dropped for u in boris.heard), boris)
            cut_at = len(boris.heard)
            set_language("en")
            stood_in = t("online-seat-stood-in", name="Борис")
            until(lambda: any(u.text == stood_in for u in ana.heard), ana)
            mark = ana.table.last if ana.table else 0
            until(lambda: ana.table is not None and (ana.table.last >= mark + 6
                                                     or ana.table.state == "over"), ana)
            missed = ana.table.last - boris.table.last if ana.table else 0
            assert missed > 0
            relay.mend()
            until(lambda: any(isinstance(i, Reconnected) for i in boris.items), boris, act=False)
            until(lambda: boris.table is not None and not boris.table.catching_up, boris,
                  act=False)
            back = [u.text for u in boris.heard[cut_at:]]
            set_language("ru")
            session = boris.table.session
            assert session is not None
            # One sentence about the time away (and the call to act when it is his turn).
            assert back[0].startswith(t("online-back", count=0).rstrip("."))
            assert len(back) <= 2, back
            set_language("en")
            is_back = t("online-seat-back", name="Борис")
            until(lambda: any(u.text == is_back for u in ana.heard), ana, boris)
            until(lambda: all(pl.table is not None and pl.table.state == "over"
                              for pl in (ana, boris)), ana, boris)
            assert session.side.is_over()
        finally:
            for player in (ana, boris):
                player.client.close()
            relay.stop()
