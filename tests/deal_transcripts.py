"""Whole games played through their sessions, with every deal's opening as
the player hears it: for tests of what an opening must say.

The player's seat moves by an easy bot's choice (keys bypassed), the
computer seats by ``bot_step``, and each summary is left with Enter, which
says the next deal's opening (``Flow.go_on``); the game's first
opening is what ``start`` says.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from session_states import human_bot_move

from game.app.keymap import load_keymap
from game.core.base import Event
from game.core.opening import CALL_TO_ACT
from game.core.session import GameSession, Utterance
from game.games import spec
from game.i18n import t
from tests.game_traits import traits

KEYS, _ = load_keymap(None)


@dataclass
class Opening:
    """One deal's opening: the deal as the player's seat sees it, the words
    the session returned, and whether the game's start said them."""

    deal: Event
    words: list[Utterance]
    at_start: bool
    my_turn: bool  # the player is to act when the opening ends
    prompt: str | None  # the turn prompt whole, as the history holds it

    @property
    def said(self) -> list[str]:
        return [u.text for u in self.words if u.spoken]

    @property
    def text(self) -> str:
        return " ".join(self.said)

    def first_call(self) -> int | None:
        """Where the call to act is among the spoken words, if said."""
        spoken = [u for u in self.words if u.spoken]
        return next((i for i, u in enumerate(spoken) if u.cue == CALL_TO_ACT), None)


def new_session(game_id: str, players: int, seed: int) -> GameSession:
    return spec(game_id).session(players, ["normal"] * (players - 1), seed, {},
                                 key_label=KEYS.first_label)


def opening_of(session: GameSession, words: list[Utterance], at_start: bool) -> Opening:
    game = session.side.engine
    deal = next(e for e in reversed(game.events) if e["type"] == "deal")
    mine = not session.flow.paused and not game.is_over() and game.current_player() == session.human
    # The turn prompt is the opening's last message (Prompt.call_to_act, game/core/prompt.py).
    prompt = session.history.messages[-1] if mine else None
    return Opening(game.redact(deal, session.human), words, at_start, mine, prompt)


def play_openings(game_id: str, players: int, seed: int) -> tuple[GameSession, list[Opening]]:
    """Play a whole game; every deal's opening in order."""
    session = new_session(game_id, players, seed)
    openings = [opening_of(session, session.start(), True)]
    rng = random.Random(seed)
    game = session.side
    for _ in range(200_000):
        if game.is_over():
            break
        if session.flow.paused:
            words = session.handle("play")
            if not game.is_over():
                openings.append(opening_of(session, words, False))
            session.flow.opening_heard()  # as the app does as a frame ends (heard.py)
        elif game.current_player() == session.human:
            human_bot_move(session, rng)
        else:
            session.bots.step()
    assert game.is_over(), f"{game_id} seed {seed} did not end"
    return session, openings


def name(seat: int) -> str:
    return t("you-capital") if seat == 0 else t("bot-name", seat=seat)


def deal_facts(session: GameSession, deal: dict[str, object]) -> str:
    """What the deal's opening must say, from the catalog: the deal's
    number and dealer, and the player's phase in the phase games (each
    game's traits' ``deal_facts``; nothing for a game that declares none)."""
    dealer = deal["dealer"]
    assert isinstance(dealer, int)
    declared = traits(session.engine.game_id).deal_facts
    if declared is None:
        return ""
    return declared(session, deal, name(dealer), "yes" if dealer == 0 else "no")
