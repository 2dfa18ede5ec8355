"""Every move at an online table is heard, once, and a move sent is never
answered "Nothing to do with that key here." (a player's report: both at
every online table, never offline).

Two people, one in English and one in Russian, and a computer player play
whole games of the four games at a real server (``parlour serve`` on a
free loopback port, waited for by its readiness line). Each person plays
by keys, as a player does: the suggestion key then Enter, and as often the
plain move keys, Enter on a card in the hand, D and T, which the table may
refuse. What each person heard is read back against the table's stored
events: every event another seat made is said exactly once, whole, in that
person's language (the summary's Enter, after which the others have moved
on, dropped them); and no key that sent a move was answered as a key that
does nothing.

Which words a move made is the session's own answer: each session's
``describe`` is watched, so each stored event is matched to the sentences
said for it, and those are looked for in what was heard.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from game.core.base import Event
from game.core.session import GameSession, Utterance
from game.games import SPECS, spec
from game.i18n import set_language, t
from tests.game_traits import several_deals, traits
from tests.online_helpers import (
    CYRILLIC,
    SCRIPTED_RATE,
    THREE_SEATS,
    Person,
    make_table,
    play_until_over,
    server,
    stored_log,
)

#: The keys that make a move by themselves (Enter on the card in focus, D, T),
#: as opposed to the suggestion key and Enter on what it suggests.
PLAIN_KEYS = ("play", "draw", "take_discard")
#: How many steps (a fifth of a second or less each) a person reads a
#: summary before pressing Enter; the other person and the computer player
#: go on meanwhile, as they do at a real table.
SUMMARY_STEPS = 5
#: Short games, that all fit in about a minute on a small machine: each
#: game's ``table_short_options`` (its folder's traits, tests/game_traits.py).


@dataclass
class Press:
    """One key the player pressed, what it said, and whether it sent a move."""

    key: str
    words: list[Utterance]
    sent: bool
    plain: bool  # a key that makes its move by itself, not the suggestion's Enter


@dataclass
class Described:
    """The words each session made for each event it was given."""

    calls: dict[int, list[tuple[Event, list[Utterance]]]] = field(default_factory=dict)

    def of(self, session: GameSession) -> list[tuple[Event, list[Utterance]]]:
        return self.calls.get(id(session), [])


class KeyPlayer(Person):
    """A person who plays by keys through the session, as the app's game
    screen passes them on; the speech being instant here, each opening is
    heard once it is said (the app's OpeningWatch)."""

    def __init__(self, url: str, name: str, lang: str) -> None:
        super().__init__(url, name, lang)
        self.presses: list[Press] = []
        self.reading = 0  # steps spent on the summary now on screen

    def press(self, key: str, plain: bool = False) -> Press:
        assert self.table is not None and self.table.session is not None
        session = self.table.session
        events = len(session.side.events)
        remote = self.table.remote
        words = session.handle(key)
        # Sent: the move went to the server (its words come with its events).
        sent = remote is not None and remote.pending is not None
        assert len(session.side.events) == events  # the server alone applies moves
        press = Press(key, words, sent, plain)
        self.presses.append(press)
        self.heard += words
        return press

    def act(self, rng: random.Random) -> bool:
        set_language(self.lang)
        assert self.table is not None
        session = self.table.session
        if session is None or session.side.is_over():
            return False
        if session.flow.paused:
            # A summary is read before Enter: meanwhile the others play on.
            self.reading += 1
            if self.reading < SUMMARY_STEPS:
                return False
            self.reading = 0
            self.press("play")  # Enter: the next deal
            # An Enter that leaves the summary waiting is no step on: the
            # whole-game loop's stall check then says where the table stands.
            return not session.flow.paused
        remote = self.table.remote
        if (session.side.current_player() != session.human or not session.side.legal_moves()
                or (remote is not None and remote.pending is not None)):
            return False
        session.flow.opening_heard()
        if rng.random() < 0.5:
            # A plain key: Enter on a card of the hand, D or T. The rules
            # may refuse it (that card does not fit, nothing to take).
            key = rng.choice(PLAIN_KEYS)
            if key == "play":
                self.press("first_card")
                for _ in range(rng.randrange(4)):
                    self.press("next_card")
            if self.press(key, plain=True).sent:
                return True
        self.press("suggest")
        if not self.press("play").sent:  # the suggestion was not a move: try a plain key
            self.press(rng.choice(PLAIN_KEYS), plain=True)
        return True


@dataclass
class Played:
    """One whole game at a real server, as each person heard it."""

    people: list[KeyPlayer]
    log: list[Event]
    described: Described


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], Played]]:
    """Each game played once (both tests read it): two people by keys, one
    in Russian, and a computer player, each session's ``describe`` watched
    for the words it made, event by event."""
    seen = Described()
    games: dict[str, Played] = {}

    def play(game_id: str) -> Played:
        if game_id not in games:
            games[game_id] = whole_game(game_id, tmp_path_factory.mktemp(game_id), seen)
        return games[game_id]

    with pytest.MonkeyPatch.context() as patch:
        for game in SPECS:
            original: Callable[[GameSession, Event], list[Utterance]] = game.session.describe

            def describe(self: GameSession, event: Event, *,
                         original: Callable[[GameSession, Event], list[Utterance]] = original
                         ) -> list[Utterance]:
                words = original(self, event)
                seen.calls.setdefault(id(self), []).append((event, words))
                return words

            patch.setattr(game.session, "describe", describe)
        yield play


def whole_game(game_id: str, tmp_path: Path, described: Described) -> Played:
    rng = random.Random(len(game_id))
    data = tmp_path / "data"
    with server(data, *SCRIPTED_RATE) as srv:
        ana = KeyPlayer(srv.url, "Ana", "en")
        boris = KeyPlayer(srv.url, "Борис", "ru")
        short = dict(traits(game_id).table_short_options)
        made = make_table(ana, game_id, THREE_SEATS, short)
        boris.sit(made["table"])
        boris.client.send({"type": "join", "code": made["code"]})
        play_until_over([ana, boris], rng, 3000)
        for person in (ana, boris):
            person.client.close()
    return Played([ana, boris], stored_log(data, made["table"], tmp_path / "record.jsonl"),
                  described)


def dealt_with(log: list[Event], n: int) -> bool:
    """Event ``n`` is the deal's own news, no one's move: a Phase 10 deal
    whose discard pile starts with a skip skips its first player (P10-6),
    an event of its own right after the deal. An opening says it as it says
    the rest of a deal, as far as its five seconds go (the same offline)."""
    return n > 0 and log[n - 1]["type"] == "deal" and log[n]["type"] == "skipped"


def runs(log: list[Event], chosen: list[int]) -> list[list[int]]:
    """``chosen`` events cut into runs of one seat's events with no other
    seat's between (a play, the pile's burn, the draw after it)."""
    out: list[list[int]] = []
    for n in chosen:
        seat = log[n]["player"]
        if out and all(log[k].get("player") in (None, seat) and log[k]["type"] != "deal"
                       for k in range(out[-1][-1], n)):
            out[-1].append(n)
        else:
            out.append([n])
    return out


def check_heard(person: KeyPlayer, log: list[Event], described: Described) -> None:
    """What ``person`` heard, against the stored ``log``: every other seat's
    event said once, whole, in order."""
    assert person.table is not None and person.table.session is not None
    session = person.table.session
    seat = session.human
    game_id = person.table.game_id
    engine = spec(game_id).engine
    assert session.side.is_over(), f"{person.client.name}: the game did not end"
    # The session was given every stored event once, in order, as this seat may know it.
    assert session.side.events == [engine.redact(e, seat) for e in log]
    position = {id(e): n for n, e in enumerate(session.side.events)}
    words_of: dict[int, list[Utterance]] = {}
    for event, words in described.of(session):
        n = position[id(event)]
        assert n not in words_of, f"event {n + 1} described twice: {event}"
        words_of[n] = words
    others = [n for n, e in enumerate(log) if e.get("player") not in (None, seat)
              and e["type"] != "deal" and not dealt_with(log, n)]
    assert others, "no other seat moved"
    expected: list[str] = []
    for n in others:
        expected += [u.text for u in words_of.get(n, []) if u.spoken]
    # A move's events may share words ("Ada plays a 7 and draws."): each run
    # of one seat's events says something.
    for run in runs(log, others):
        assert any(u.spoken for n in run for u in words_of.get(n, [])), (
            f"{person.client.name}: no words for {[log[n] for n in run]}")
    heard = [u.text for u in person.heard if u.spoken and u.channel == "game"]
    # A deal's own news (``dealt_with``: "Ada is skipped." after a deal whose
    # pile starts with a skip) is said when the opening's five seconds reach
    # it, and is heard then: the same sentence as a skip of Ada's later on.
    news = Counter(u.text for n, e in enumerate(log) if dealt_with(log, n)
                   and e["player"] != seat for u in words_of.get(n, []) if u.spoken)
    # Each sentence said for another seat's event is heard as often as it was
    # made (and no more, but for the deals' news that was said too)...
    counts = Counter(heard)
    missing = {text: (made, counts[text]) for text, made in Counter(expected).items()
               if not made <= counts[text] <= made + news[text]}
    assert not missing, f"{person.client.name} ({person.lang}), made vs heard: {missing}"
    # ... and in the order of the events.
    at = 0
    for text in expected:
        at = heard.index(text, at) + 1
    if person.lang == "ru":
        assert all(CYRILLIC.search(text) for text in expected)


@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_every_move_of_the_others_is_heard_once_by_each_person(
        game_id: str, played: Callable[[str], Played]) -> None:
    game = played(game_id)
    # Deals on after a summary's Enter, the others having moved meanwhile
    # (Shithead and Ten Phases are one deal a game: the game's start).
    deals = sum(e["type"] == "deal" for e in game.log)
    assert deals >= 2 if several_deals(game_id) else deals == 1, deals
    for person in game.people:
        check_heard(person, game.log, game.described)


@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_a_move_sent_is_never_answered_as_a_key_that_does_nothing(
        game_id: str, played: Callable[[str], Played]) -> None:
    for person in played(game_id).people:
        set_language(person.lang)
        nothing = t("key-does-nothing")
        sent = [press for press in person.presses if press.sent]
        assert any(press.plain for press in sent), f"{person.client.name}: no plain key moved"
        assert any(not press.plain for press in sent), f"{person.client.name}: no suggestion"
        false = [press.key for press in sent if any(u.text == nothing for u in press.words)]
        assert not false, f"{person.client.name}: a move sent, and '{nothing}' said: {false}"
