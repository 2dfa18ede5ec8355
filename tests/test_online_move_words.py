"""The two faults of a player's report at an online table, in-process and
seeded (the whole games at a real server are tests/test_online_moves_heard.py):

1. Enter on a card, D and T send their move and wait for the server's
   events; they used to say "Nothing to do with that key here." first.
2. The others play on while a deal's summary waits for Enter; their moves
   were then cut from the next deal's opening and never said.

A server's :class:`~game.server.table.Table` runs the game here; one
person's :class:`~game.online.remote.OnlineTable` is fed what the server
sends that seat after each move (its events, then its snapshot).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core.base import Event
from game.core.session import GameSession, Utterance
from game.games import SPECS, spec
from game.i18n import set_language, t
from game.online import protocol as p
from game.online.remote import OnlineTable
from game.server.table import Seat, Table

PERSON = 0  # the person whose table is heard; the others move on the server


class Server:
    """A table on a server, and the one person at it who hears it."""

    def __init__(self, game_id: str, seed: int, lang: str) -> None:
        game = spec(game_id)
        engine = game.engine(3, seed=seed, options={})
        seats = [Seat("person", "normal", "Ana", "token-a", 1),
                 Seat("computer", "normal", "Computer 2"),
                 Seat("person", "normal", "Борис", "token-b", 1)]
        self.table = Table("T1", game, engine, seats, None)
        self.lang = lang
        self.sent: list[p.Move] = []
        self.requests = 0
        self.person = OnlineTable(self, "T1", {"verbosity": "full"})
        self.told = 0  # events the person was sent
        self.heard: list[Utterance] = []
        self.rng = random.Random(seed)
        set_language(lang)
        self.heard += self.person.feed([p.Joined("T1", PERSON, None), *self.news()])

    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        self.requests += 1
        self.sent.append(p.Move(table, move, based_on, f"r{self.requests}"))
        return self.sent[-1].request

    def news(self) -> list[p.Message]:
        """What the server sends the person after a move: events, then a snapshot."""
        events = self.table.events_for(PERSON, self.told)
        self.told = self.table.last
        return [*events, self.table.snapshot(PERSON)]

    def hear(self) -> list[Utterance]:
        set_language(self.lang)
        words = self.person.feed(self.news())
        self.heard += words
        return words

    def serve_sent(self) -> None:
        """The server takes the person's move sent, and answers it."""
        move = self.sent.pop()
        answer, events = self.table.try_move(PERSON, move)
        assert events, answer

    def other_moves(self) -> None:
        """Another seat moves, and the person is told."""
        engine = self.table.engine
        engine.apply(self.rng.choice(engine.legal_moves()))
        self.hear()

    @property
    def session(self) -> GameSession:
        assert self.person.session is not None
        return self.person.session


def press(server: Server, key: str) -> list[Utterance]:
    set_language(server.lang)
    words = server.session.handle(key)
    server.heard += words
    return words


def plain_move(server: Server) -> tuple[str, list[Utterance]] | None:
    """A key of its own that the rules take now (D, T, or Enter on a card of
    the hand, tried one card after another), and what it said at once."""
    session = server.session
    session.flow.opening_heard()  # the app: the opening was said to the end
    for key in ("draw", "take_discard"):
        words = press(server, key)
        if server.sent:
            return key, words
    press(server, "first_card")
    for _ in range(len(session.side.view().hand)):
        words = press(server, "play")
        if server.sent:
            return "play", words
        press(server, "next_card")
    return None


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_a_plain_key_that_sends_a_move_says_nothing_until_the_server_answers(
        game_id: str, lang: str) -> None:
    server = Server(game_id, seed=5, lang=lang)
    nothing = t("key-does-nothing")
    made: list[str] = []
    for _ in range(300):
        engine = server.table.engine
        if engine.is_over() or len(made) >= 3:
            break
        if server.session.flow.paused:
            press(server, "play")
        elif engine.current_player() == PERSON:
            sent = plain_move(server)
            if sent is None:  # no plain key moves now (a choice to make): the suggestion's
                press(server, "suggest")
                press(server, "play")
            else:
                key, words = sent
                assert nothing not in [u.text for u in words], key
                assert words == [], (key, [u.text for u in words])  # the server's events say it
                made.append(key)
            server.serve_sent()
            answer = server.hear()
            assert answer, "the move's words come with the server's events"
        else:
            server.other_moves()
    assert made, "no plain key moved"


@pytest.fixture
def described(monkeypatch: pytest.MonkeyPatch) -> dict[int, list[Utterance]]:
    """The words each event got from its session's ``describe``, by the event's identity."""
    words_of: dict[int, list[Utterance]] = {}
    for game in SPECS:
        original = game.session.describe

        def describe(self: GameSession, event: Event, *, original: Any = original
                     ) -> list[Utterance]:
            words: list[Utterance] = original(self, event)
            words_of[id(event)] = words
            return words

        monkeypatch.setattr(game.session, "describe", describe)
    return words_of


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", ["twenty", "phase10"])
def test_the_others_moves_made_while_a_summary_waits_are_said_whole_after_enter(
        game_id: str, lang: str, described: dict[int, list[Utterance]]) -> None:
    server = Server(game_id, seed=11, lang=lang)
    checked = 0
    waiting_since: int | None = None  # the events told when the summary came
    for _ in range(3000):
        engine = server.table.engine
        if engine.is_over() or checked >= 3:
            break
        session = server.session
        if session.flow.paused and waiting_since is None:
            waiting_since = len(session.side.events)
        if engine.current_player() != PERSON:
            server.other_moves()  # a summary may wait meanwhile: the others play on
            continue
        if session.flow.paused:
            assert waiting_since is not None
            held = [e for e in session.side.events[waiting_since:]
                    if e.get("player") not in (None, PERSON)]
            said = [u.text for u in press(server, "play") if u.spoken]
            made = [u.text for e in held for u in described[id(e)] if u.spoken]
            waiting_since = None
            # Each of the others' moves made while the summary waited, word for word.
            for text in made:
                assert text in said, (text, said)
            checked += bool(made)
            continue
        session.flow.opening_heard()
        server.heard += session.moves.try_move(server.rng.choice(engine.legal_moves()))
        server.serve_sent()
        server.hear()
    assert checked, "the others never moved while a summary waited"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_phase_10_table_whose_first_discard_is_a_skip_opens_as_a_new_game(lang: str) -> None:
    """P10-6: the first player is skipped, an event of the deal's own. The
    game has just begun: its opening is said, not "Phase 10 resumed."."""
    server = Server("phase10", seed=22, lang=lang)
    assert [e["type"] for e in server.table.engine.events] == ["deal", "skipped"]
    said = [u.text for u in server.heard if u.spoken]
    assert not any(t("game-resumed", game=t("phase10-title")) in text for text in said), said
    assert t("phase10-title") in said[0], said  # the introduction, first
