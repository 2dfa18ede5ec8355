"""Nothing hidden is ever said, over whole games of every game (ux.md: "Never
say anything the player could not know: bots' hands, the stock order,
face-down cards").

Each game is played to its end through its session, at 2 to 4 players: the
player's seat by an easy bot's choice, the computer seats by ``bot_step``,
summaries left with Enter, and every report key pressed on the player's
turns. A card is knowable once it appears in an event *as the engine
redacts it for the player* (their own deal, a card shown on a table or a
pile, a hand revealed at a deal's end). Every line said is searched for the
full name of every card of the game ("7 of hearts", "red 7"); a name of a
card not yet knowable is a leak (a joker's stand-in, "joker as 10 of clubs",
is not a card). Identical cards of several decks share a
name, so a leak of a twin of a card already seen cannot be told apart; wilds,
skips and jokers have no identity to leak.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest
from session_states import human_bot_move, make_session

from game.core import words as standard_words
from game.core.cards import Card
from game.core.session import GameSession, Utterance
from game.games.phase10 import words as phase10_words
from game.games.phase10.rules.cards import P10Card

STANDARD = [f"{rank}{suit}" for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10",
                                          "J", "Q", "K") for suit in "CDHS"]
PHASE10 = [f"{colour}{number}" for colour in "RBGY" for number in range(1, 13)]

#: Per game: the codes of its cards with an identity, and their spoken names.
NAMES: dict[str, Callable[[], dict[str, str]]] = {
    "twenty": lambda: {c: standard_words.card_name(Card.parse(c)) for c in STANDARD},
    "shithead": lambda: {c: standard_words.card_name(Card.parse(c)) for c in STANDARD},
    "tenphases": lambda: {c: standard_words.card_name(Card.parse(c)) for c in STANDARD},
    "phase10": lambda: {c: phase10_words.card_name(P10Card.parse(c)) for c in PHASE10},
}
#: A joker standing in for a card names that card ("joker as 10 of clubs"),
#: and a run's range may end on a stand-in ("8 to jack of hearts with jokers
#: as ... jack of hearts"): neither is a card anyone holds.
STAND_IN = re.compile(r"\bjokers? as [^;.]*|\bto \w+ of \w+")
REPORTS = ("my_status", "opponents", "table", "scores", "whose_turn")


def strings(value: Any) -> Iterator[str]:
    """Every string inside an event (cards sit in lists and nested groups)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


class Ear:
    """What the player has heard, checked line by line against what the
    redacted events have shown so far."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        names = NAMES[session.game.game_id]()
        self.code_of = {name: code for code, name in names.items()}
        pattern = "|".join(re.escape(n) for n in sorted(self.code_of, key=len, reverse=True))
        self.pattern = re.compile(rf"(?<![\w-])({pattern})(?![\w-])")
        self.known: set[str] = set()
        self.events = 0
        self.leaks: list[str] = []
        self.lines = 0

    def learn(self) -> None:
        """Take in the events the engine has produced since last time, as the
        player's seat may see them."""
        game = self.session.game
        for event in game.events[self.events:]:
            self.known.update(strings(game.redact(event, self.session.human)))
        self.events = len(game.events)

    def hear(self, texts: Iterable[str]) -> None:
        self.learn()
        for text in texts:
            self.lines += 1
            for match in self.pattern.finditer(STAND_IN.sub("", text)):
                code = self.code_of[match.group(1)]
                if code not in self.known:
                    self.leaks.append(f"{code} in: {text}")


def said(words: Iterable[Utterance]) -> list[str]:
    return [u.text for u in words]


def play_whole_game(game_id: str, players: int, seed: int) -> Ear:
    session = make_session(game_id, players, seed)
    ear = Ear(session)
    ear.hear(session.history.messages)  # the opening, said by start()
    rng = random.Random(seed)
    game = session.game
    for _ in range(100_000):
        if game.is_over():
            break
        if session.paused:
            for command in REPORTS:
                ear.hear(said(session.handle(command)))
            ear.hear(said(session.handle("play")))
        elif game.current_player() == session.human:
            for command in REPORTS:
                ear.hear(said(session.handle(command)))
            ear.hear(said(human_bot_move(session, rng)))
        else:
            ear.hear(said(session.bot_step()))
    assert game.is_over(), f"{game_id} seed {seed} did not end"
    for command in REPORTS:
        ear.hear(said(session.handle(command)))
    return ear


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game_id", sorted(NAMES))
def test_no_hidden_card_is_said_in_a_whole_game(game_id: str, players: int) -> None:
    for seed in (players * 10 + 1, players * 10 + 2):
        ear = play_whole_game(game_id, players, seed)
        assert ear.lines > 50, "the game was heard"
        assert not ear.leaks, f"{game_id}, {players} players, seed {seed}:\n" + "\n".join(
            ear.leaks[:10])
