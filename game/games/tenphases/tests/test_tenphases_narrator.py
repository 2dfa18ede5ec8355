"""Ten Phases' narrator stands alone: built with no session, only a voice
(the seat, the history, names, key labels) and the seat's view of an
engine, it says every event of a seeded game as the session says it, its
end too (TP-12/13), and remembers the phase the assist spoke for by taking
the events in."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.base import Event
from game.core.bots import bot_rng
from game.core.session import seat_name
from game.core.utterance import Utterance
from game.games.tenphases.bots import BOTS
from game.games.tenphases.event_words import TenPhasesNarrator
from game.games.tenphases.moves import SORT_ORDERS
from game.games.tenphases.session import TenPhasesSession
from game.games.tenphases.tests.test_tenphases_session import KEYS, texts


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
    """Side by side over a whole seeded game: the narrator alone, fed the
    same redacted events, says each one as the session does (the last words
    of the end, which are the session's, aside), and its assist speaks for
    the same phase."""
    players, seed = 3, 2
    s = TenPhasesSession(players, ["normal"] * (players - 1), seed=seed,
                         key_label=lambda c: KEYS.get(c, c))
    game = s.side.engine
    voice = PlainVoice()
    narrator = TenPhasesNarrator(voice, lambda: game.view(0),
                                 lambda cards: sorted(cards, key=SORT_ORDERS["rank"]),
                                 assist=True)
    me = BOTS["normal"](bot_rng(seed, 0))
    said: set[str] = set()

    def both_say(events: Sequence[Event]) -> None:
        for event in events:
            shown = game.redact(event, 0)
            alone = texts(narrator.describe(shown))
            with_session = texts(s.describe(shown))
            if shown["type"] == "game_end":  # "Play again?" is the voice's
                alone, with_session = alone[:-1], with_session[:-1]
            assert alone == with_session, shown["type"]
            narrator.took_in(shown)
            said.add(str(shown["type"]))
        s.flow.announce(events)
        while s.flow.paused and not game.is_over():
            s.flow.go_on()
        assert narrator.assisted == s.narrator.assisted

    both_say(game.events)
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        mover = me if seat == 0 else s.side.bots[seat]
        both_say(game.apply(mover.choose(game.view(seat), game.legal_moves())))
    assert {"deal", "draw", "declare", "discard", "game_end"} <= said
    assert narrator.assisted  # the assist spoke at least once
    assert voice.history  # every sentence went into the voice's history
