"""What one seat hears of playing again (game/online/play_again.py), from
the table's ``rematch-news`` alone: a spectator is never told to press a key
to play, and a seat that said yes goes to the new table once, however often
the news comes."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core.base import Game
from game.games import spec
from game.i18n import set_language, t
from game.online import protocol as p
from game.online.play_again import PlayAgain, seated_words
from game.online.remote import AWAY_HOLD, OnlineTable
from game.online.wire import encode

NAMES = ["Ana", "Computer 2", "Борис"]


def news(answers: list[p.RematchAnswer], new_table: str | None = None,
         code: str | None = None, wait_left: float | None = 42.0) -> p.RematchNews:
    return p.RematchNews(table="old1", answers=answers, wait_left=wait_left,
                         new_table=new_table, code=code)


def again() -> PlayAgain:
    return PlayAgain(lambda n: NAMES[n], lambda command: {"play": "Enter"}.get(command, command))


@pytest.mark.parametrize(("lang", "yes", "begun"), [
    ("en", "Ana wants to play again at this table.", "The players play again at a new table."),
    ("ru", "Ana хочет сыграть ещё раз за этим столом.", "Игроки снова играют за новым столом."),
])
def test_a_spectator_hears_who_plays_again_and_no_key_to_press(
        lang: str, yes: str, begun: str) -> None:
    set_language(lang)
    watching = again()
    assert [u.text for u in watching.news(news(["yes", None, "waiting"]), None)] == [yes]
    said = watching.news(news(["yes", None, "left"], new_table="new1"), None)
    assert [u.text for u in said] == [begun]
    assert watching.going is None


def test_a_seat_that_said_yes_goes_once_and_hears_its_own_wait() -> None:
    mine = again()
    mine.asked = True
    said = mine.news(news(["yes", None, "waiting"]), 0)
    assert [u.text for u in said] == [
        "You play again at this table: waiting for Борис to answer, 42 more seconds at most."]
    # Борис says yes: the table is made; the sentence at the new table names him.
    assert mine.news(news(["yes", None, "yes"], new_table="new1", code="ABC234"), 0) == []
    assert mine.going == ("new1", "ABC234") and mine.went
    mine.going = None  # the app went
    assert mine.news(news(["yes", None, "yes"], new_table="new1", code="ABC234"), 0) == []
    assert mine.going is None  # a repeated news sends it nowhere again


def test_one_who_said_yes_too_is_not_said_to_come_back_when_they_sit_down() -> None:
    """At the new table Борис, who said yes too, is on his way: his arrival
    is no news ("Борис is back" would be); once he has come, a drop and a
    return of his are news as at any table."""
    on_way = [p.SeatInfo(name="Ana", kind="person"),
              p.SeatInfo(name="Computer 2", kind="computer", level="easy"),
              p.SeatInfo(name="Борис", kind="person", away=True)]
    arrived = [*on_way[:2], p.SeatInfo(name="Борис", kind="person")]
    for expecting, heard in ((False, ["Борис is back."]), (True, [])):
        table = OnlineTable(NoMoves(), "new1")
        table.seat = 0
        table.again.expecting = expecting  # the app sat there by playing again
        table.seats = list(on_way)
        assert [u.text for u in table.seat_changes(arrived, at=0.0)] == heard
    table.seats = list(arrived)
    assert table.seat_changes(on_way, at=1.0) == []  # a drop: held back, as anywhere
    table.seats = list(on_way)
    assert [u.text for u in table.seat_changes(arrived, at=1.5)] == []  # back within the hold
    table.seats = list(arrived)
    table.seat_changes(on_way, at=2.0)
    table.seats = list(on_way)  # as the snapshot keeps them
    assert [u.text for u in table.away_words(2.0 + AWAY_HOLD)] == ["Борис is away."]
    table.seats = list(on_way)
    assert [u.text for u in table.seat_changes(arrived, at=9.0)] == ["Борис is back."]


class NoMoves:
    def send_move(self, table: str, move: dict[str, object], based_on: int) -> str:
        raise AssertionError("no move is made here")


@pytest.mark.parametrize(("lang", "alone", "with_kept"), [
    ("en", "Playing again at a new table; a computer player plays for Борис until they answer.",
     "Playing again at a new table, with Ada; a computer player plays for Борис until they"
     " answer."),
    ("ru", "Снова играем за новым столом; за тех, кто ещё не ответил (Борис), пока играет"
           " компьютер.",
     "Снова играем за новым столом; с вами играет Ада; за тех, кто ещё не ответил (Борис),"
     " пока играет компьютер."),
])
def test_the_sentence_at_the_new_table_names_who_plays_and_whose_seat_is_kept(
        lang: str, alone: str, with_kept: str) -> None:
    set_language(lang)
    me = p.SeatInfo(name="Ana", kind="person")
    kept = p.SeatInfo(name="Борис", kind="person", away=True, standing_in=True)
    computer = p.SeatInfo(name="Computer 2", kind="computer", level="easy")
    assert seated_words(["Ana", "Борис"], [me, kept], 0).text == alone
    assert seated_words(["Ana", "Ада" if lang == "ru" else "Ada", "Борис"],
                        [me, computer, kept], 0).text == with_kept


class Moves:
    def send_move(self, table: str, move: dict[str, object], based_on: int) -> str:
        return "r1"


SEATS = [p.SeatInfo("Ana", "person"), p.SeatInfo(None, "computer", "normal"),
         p.SeatInfo("Борис", "person")]


def arrived(table: OnlineTable, game: Game[Any], seat: int, after: int = 0) -> list[str]:
    """What ``seat`` hears as ``game``'s events after the ``after``-th and a
    snapshot arrive at ``table``."""
    view = encode(game.view(seat))
    assert isinstance(view, dict)
    messages: list[object] = [
        *(p.EventMessage("new1", n, game.redact(e, seat))
          for n, e in enumerate(game.events[after:], after + 1)),
        p.Snapshot("new1", game.game_id, seat, view, [], SEATS, "playing", len(game.events),
                   dict(game.options))]
    return [u.text for u in table.feed(messages)]


def sitting(expecting: bool) -> OnlineTable:
    """A table seat 0 has just joined (sat there by playing again or not)."""
    table = OnlineTable(Moves(), "new1", {"verbosity": "full"})
    table.again.expecting = expecting
    table.feed([p.Joined("new1", 0, None)])
    return table


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_one_who_sits_again_after_the_others_first_moves_hears_them(lang: str) -> None:
    """The new table's game starts as it is made, and the others may move
    before the join of one who said yes arrives. That seat has missed
    nothing of its own: it hears the game from its first event, as at any
    start, each of the others' moves said once, as a seat there all along
    heard them; not "the game goes on" with those moves unsaid. A seat
    joining a game under way otherwise hears where it stands, as before."""
    set_language(lang)
    seed = next(s for s in range(100) if spec("twenty").engine(3, seed=s).current_player() == 1)
    game = spec("twenty").engine(3, seed=seed)
    there_all_along = sitting(expecting=False)
    opening = arrived(there_all_along, game, 0)
    dealt = len(game.events)
    for n in range(2):  # the computer player's move and Борис's
        game.apply(random.Random(n).choice(game.legal_moves()))
    assert game.current_player() == 0
    their_moves = arrived(there_all_along, game, 0, after=dealt)
    assert len(their_moves) == 3  # two moves and the call to act
    late = arrived(sitting(expecting=True), game, 0)
    # the game and the deal, as the opening said them; the hand, when the
    # opening's five seconds leave room (a key reads it); then the moves
    assert late[:2] == opening[:2] and late[-len(their_moves):] == their_moves, late
    assert set(late[2:-len(their_moves)]) <= set(opening[2:]), late
    resumed = t("game-resumed", game=t("twenty-title"))
    assert arrived(sitting(expecting=False), game, 0)[0].startswith(resumed)
    game.apply(game.legal_moves()[0])  # a computer player standing in moves for seat 0
    assert arrived(sitting(expecting=True), game, 0)[0].startswith(resumed)
