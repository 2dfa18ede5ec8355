"""Phase 10's narrator stands alone: built with no session, only a voice
(the seat, the history, names, key labels) and the seat's view of an
engine, it says every event of a seeded game as the session says it, and
remembers what the words need (the groups laid, each seat's phase in the
hand) by taking the events in."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.base import Event
from game.core.bots import bot_rng
from game.core.session import seat_name
from game.core.utterance import Utterance
from game.games.phase10.bots import BOTS
from game.games.phase10.event_words import Phase10Narrator
from game.games.phase10.moves import SORT_ORDERS
from game.games.phase10.session import Phase10Session
from game.games.phase10.tests.test_phase10_session import KEYS, texts


@dataclass
class PlainVoice:
    """A voice with no session behind it: what a narrator needs, no more."""

    human: int = 0
    key_label: Callable[[str], str] = lambda command: KEYS.get(command, command)
    watching: bool = False
    history: list[str] = field(default_factory=list)

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.history.append(text)
        return Utterance(text, interrupt=interrupt, cue=cue, seat=seat)

    def name(self, seat: int, capital: bool = False) -> str:
        return seat_name(seat, self.human, capital)

    @property
    def prompt(self) -> PlainVoice:
        """The voice is its own prompt too: a game's last words."""
        return self

    def play_again(self) -> Utterance:
        return self.say("Play again?")


def test_a_narrator_without_a_session_says_what_the_session_says() -> None:
    """Side by side over four hands: the narrator alone, fed the same
    redacted events, says each one as the session does, and keeps the same
    laid groups and phases."""
    players, seed = 3, 2
    s = Phase10Session(players, ["normal"] * (players - 1), seed=seed,
                       key_label=lambda c: KEYS.get(c, c))
    game = s.side.engine
    voice = PlainVoice()
    narrator = Phase10Narrator(voice, lambda: game.view(0),
                               lambda cards: sorted(cards, key=SORT_ORDERS["number"]),
                               assist=True, players=players)
    me = BOTS["normal"](bot_rng(seed, 0))
    said: set[str] = set()

    def both_say(events: Sequence[Event]) -> None:
        """Each event said alone and by the session; then the session
        says them (a hand's summary holds the next deal until Enter)."""
        for event in events:
            shown = game.redact(event, 0)
            alone = texts(narrator.describe(shown))
            assert alone == texts(s.describe(shown)), shown["type"]
            narrator.took_in(shown)
            said.add(str(shown["type"]))
        s.flow.announce(events)
        while s.flow.paused and not game.is_over():
            s.flow.go_on()
        assert narrator.laid == s.moves.laid
        assert narrator.hand_phases == s.hand_phases

    both_say(game.events)
    while game.view(0).hand_number <= 4 and not game.is_over():
        seat = game.current_player()
        assert seat is not None
        mover = me if seat == 0 else s.side.bots[seat]
        both_say(game.apply(mover.choose(game.view(seat), game.legal_moves())))
    assert {"deal", "draw", "lay", "hit", "discard", "hand_end"} <= said
    assert voice.history  # every sentence went into the voice's history
