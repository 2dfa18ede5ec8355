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

import dataclasses
import random
import re
from collections import Counter
from collections.abc import Collection, Iterable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from redaction_games import play, viewers
from session_states import human_bot_move, make_session

from game.core.base import SPECTATOR, Game
from game.core.session import GameSession, Utterance
from game.core.spec import GameSpec
from game.games import SPECS
from tests.game_traits import card_names

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
        # The codes of the game's cards with an identity, and their spoken
        # names: the 52 standard cards' unless the game's traits say others.
        names = card_names(session.side.game_id)
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
        game = self.session.side.engine
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
    game = session.side
    for _ in range(100_000):
        if game.is_over():
            break
        if session.flow.paused:
            for command in REPORTS:
                ear.hear(said(session.handle(command)))
            ear.hear(said(session.handle("play")))
        elif game.current_player() == session.human:
            for command in REPORTS:
                ear.hear(said(session.handle(command)))
            ear.hear(said(human_bot_move(session, rng)))
        else:
            ear.hear(said(session.bots.step()))
    assert game.is_over(), f"{game_id} seed {seed} did not end"
    for command in REPORTS:
        ear.hear(said(session.handle(command)))
    return ear


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_no_hidden_card_is_said_in_a_whole_game(game_id: str, players: int) -> None:
    for seed in (players * 10 + 1, players * 10 + 2):
        ear = play_whole_game(game_id, players, seed)
        assert ear.lines > 50, "the game was heard"
        assert not ear.leaks, f"{game_id}, {players} players, seed {seed}:\n" + "\n".join(
            ear.leaks[:10])


# -- what each seat is shown: the events as redacted and the views --------------------
#
# Straight on the engines, for every game of ``SPECS`` (any seat count, any
# seed): the cards a seat may not know at a moment are the other seats'
# hands, the stock and the face-down cards (ux.md). A card named in an event
# as redacted for a seat must have a copy that seat may know just before the
# move or just after it (a card played from a hand, or a pile picked up, is
# in sight at one of the two); a card named in a deal, one the seat may know
# once dealt; a card named as a deal ends (by a move that deals the next one
# or ends the game), one not in the stock nor face down before the move (the
# hands are shown at a deal's end); a card in a seat's view, one it may know
# now or one its events have shown it.
# A watcher (``SPECTATOR``) may know no hand at all.

#: Where a game keeps cards nobody but their owner may see (per seat), and
#: cards nobody may see; the attribute names every engine shares.
OWNED_PLACES = ("hands",)
NOBODYS_PLACES = ("stock", "face_down")
#: Where a game keeps cards of a hand that everyone has seen: Ten Phases'
#: declared phase stays in the hand (TP-7); in Shithead a pile picked up
#: goes to a hand in sight of all.
SHOWN_PLACES = ("shown", "last_declarations", "known")


class HeldCards:
    """The cards of each seat's hand (per place of ``OWNED_PLACES``) and the
    cards of hands shown to all, counted once after a move for every viewer."""

    def __init__(self, game: Game[Any], deck: Collection[str]) -> None:
        self.places = [[Counter(str(c) for c in cards) for cards in getattr(game, place)]
                       for place in OWNED_PLACES]
        self.shown: Counter[str] = Counter()
        for place in SHOWN_PLACES:
            self.shown.update(leaves(getattr(game, place, ()), deck))


def others_cards(held: HeldCards, viewer: int) -> Counter[str]:
    """Codes of the cards in the hands of seats other than ``viewer``."""
    hidden: Counter[str] = Counter()
    for seats in held.places:
        for seat, cards in enumerate(seats):
            if seat != viewer:
                hidden.update(cards)
    return hidden - held.shown


def nobodys_cards(game: Game[Any], deck: Collection[str]) -> Counter[str]:
    """Codes of the cards nobody may see (the stock, face-down cards)."""
    hidden: Counter[str] = Counter()
    for place in NOBODYS_PLACES:
        hidden.update(leaves(getattr(game, place, ()), deck))
    return hidden


def may_be_a_card(value: object) -> bool:
    """Whether ``value``'s text may be a card's code: not a plain list, tuple,
    dict or Counter (its text starts with a bracket or "Counter(") nor an
    object written out by its repr ("View(hand=...)"). Writing those out at
    every depth of a view took most of the whole-game checks' time."""
    kind = type(value)
    return kind not in (list, tuple, dict, Counter) and kind.__str__ is not object.__str__


def leaves(value: Any, deck: Collection[str]) -> Iterator[str]:
    """Every value inside a view or an event, as text; a card (one whose
    text is a code of ``deck``) by its code, not its rank and suit."""
    if isinstance(value, str):
        yield value
    elif value is None or isinstance(value, bool | int):
        return
    elif type(value) in (list, tuple):  # the commonest, first
        for item in value:
            yield from leaves(item, deck)
    elif may_be_a_card(value) and str(value) in deck:
        yield str(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            yield from leaves(getattr(value, item.name), deck)
    elif isinstance(value, Counter):  # cards counted (a multiset)
        for item in value.elements():
            yield from leaves(item, deck)
    elif isinstance(value, dict):
        for item in value.values():
            yield from leaves(item, deck)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from leaves(item, deck)


class Watcher:
    """Checks, after the start and after each move, what every seat is shown."""

    def __init__(self) -> None:
        self.deck: Counter[str] = Counter()
        self.before: dict[int, tuple[Counter[str], Counter[str]]] = {}
        self.checked = 0
        #: Per seat, the cards its events have shown it (a view may recall
        #: one since buried: a phase declared before a reshuffle).
        self.seen: dict[int, set[str]] = {}

    def knowable(self, hidden: Counter[str], code: str) -> bool:
        return self.deck[code] > hidden[code]

    def __call__(self, game: Game[Any], first: int) -> None:
        if not self.deck:
            self.deck = Counter(game.deck_from_deal(game.events[0]))
        events = game.events[first:]
        deals = [i for i, e in enumerate(events) if e["type"] == "deal"]
        nobodys = nobodys_cards(game, self.deck)
        held = HeldCards(game, self.deck)
        for viewer in viewers(game):
            after = others_cards(held, viewer) + nobodys
            others_before, nobodys_before = self.before.get(viewer, (after, nobodys))
            before = others_before + nobodys_before
            for i, event in enumerate(events):
                shown = game.redact(event, viewer)
                for code in set(leaves(shown, self.deck)) & set(self.deck):
                    if event["type"] == "deal":
                        seen = self.knowable(after, code)
                    elif (deals and i < deals[-1]) or game.is_over():  # a deal's end
                        # The hands shown: any card not in the stock nor face
                        # down before the move; or one in sight of all after it
                        # (Shithead's last move may turn a face-down card, SH-15).
                        seen = (self.knowable(nobodys_before, code)
                                or self.knowable(after, code))
                    else:
                        seen = self.knowable(after, code) or self.knowable(before, code)
                    assert seen, f"seat {viewer} is shown {code} in {shown}"
                    self.checked += 1
                    self.seen.setdefault(viewer, set()).add(code)
            view = game.public_view() if viewer == SPECTATOR else game.view(viewer)
            for code in set(leaves(view, self.deck)) & set(self.deck):
                seen = self.knowable(after, code) or code in self.seen.get(viewer, ())
                assert seen, f"seat {viewer}'s view shows {code}: {view}"
            self.before[viewer] = (after - nobodys, nobodys)


@pytest.mark.parametrize("entry", SPECS, ids=lambda s: s.id)
def test_no_seat_is_shown_a_card_it_may_not_know(entry: GameSpec) -> None:
    engine = entry.engine

    @settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(players=st.integers(engine.min_players, engine.max_players),
           seed=st.integers(0, 2**31 - 1))
    def whole_game(players: int, seed: int) -> None:
        watcher = Watcher()
        play(entry, players, seed, after_move=watcher)
        assert watcher.checked > 0, "cards were shown"

    whole_game()


@pytest.mark.parametrize("entry", SPECS, ids=lambda s: s.id)
def test_an_engine_declares_what_it_hides_and_writes_no_hiding_of_its_own(
        entry: GameSpec) -> None:
    engine = entry.engine
    assert "hidden" in vars(engine), f"{entry.id} declares no hidden fields"
    assert "redact" not in vars(engine), f"{entry.id} hides cards by hand"
    assert engine.redact.__func__ is Game.redact.__func__  # type: ignore[attr-defined]
    assert engine.hidden.get("deal"), f"{entry.id} deals hands nobody else may see"
