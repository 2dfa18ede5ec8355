"""Sessions in every state a player meets, for tests that press every key.

A game is played through its session, without pygame: the player's seat is
moved by random key presses (so questions a session asks are met as a player
meets them) and, where that stalls, by an easy bot's choice; computer seats
move with ``bot_step``. On the way a deep copy of the session is kept for each
kind of state (:data:`KINDS`), so a test can press every key in each one
without one press changing what the next one meets.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from game.core import commands
from game.core.bots import bot_rng
from game.core.session import GameSession, Utterance
from game.games import spec
from tests.game_traits import traits

#: Kinds of state: the player's turn, a computer's turn, a deal's summary
#: waiting for Enter, a question the session asks, the game over.
KINDS = ("own", "other", "summary", "question", "over")

#: Game commands the app answers itself, not the session.
APP_COMMANDS = frozenset({"mute", "save", "game_menu"})
#: The session's commands bound to keys in ``keymap.toml``.
SESSION_COMMANDS = tuple(c for c in commands.GAME if c not in APP_COMMANDS)


def short_options(game_id: str) -> dict[str, Any]:
    """Options that keep games short enough to reach their end in a test
    (the game's traits' ``short_options``)."""
    return dict(traits(game_id).short_options)


#: Commands random presses lean on to move a game forward.
_PRESS_WEIGHTS = {"play": 20, "toggle_select": 14, "next_card": 10, "previous_card": 4,
                  "next_row": 4, "previous_row": 4, "draw": 10, "take_discard": 4,
                  "first_card": 2, "last_card": 2}


def key_label(command: str) -> str:
    return {"play": "Enter", "toggle_select": "Space", "draw": "D",
            "take_discard": "T"}.get(command, command)


def make_session(game_id: str, players: int = 3, seed: int = 1,
                 levels: list[str] | None = None) -> GameSession:
    session = spec(game_id).session(players, levels or ["easy"] * (players - 1), seed,
                                options=short_options(game_id), key_label=key_label)
    session.start()
    return session


def asking(session: GameSession) -> bool:
    """The session has a question open (its ``question`` part keeps it in
    ``choosing``, see :mod:`game.core.choosing`)."""
    return session.question.choosing is not None


def kind_of(session: GameSession) -> str:
    game = session.side
    if game.is_over():
        return "over"
    if session.flow.paused:
        return "summary"
    if game.current_player() != session.human:
        return "other"
    return "question" if asking(session) else "own"


def human_bot_move(session: GameSession, rng: random.Random) -> list[Utterance]:
    """The player's move as an easy bot would make it (keys bypassed); the
    words it brought."""
    bot = spec(session.side.game_id).bots["easy"](rng)
    move = bot.choose(session.side.view(), session.side.legal_moves())
    return session.moves.try_move(move)


def collect_states(game_id: str, *, players: int = 3, seed: int = 1, presses: int = 600,
                   per_kind: int = 2, keep: Callable[[GameSession], bool] | None = None
                   ) -> dict[str, list[GameSession]]:
    """Copies of sessions in each kind of state, up to ``per_kind`` each,
    from one game played to its end."""
    session = make_session(game_id, players, seed)
    rng = random.Random(seed)
    found: dict[str, list[GameSession]] = {kind: [] for kind in KINDS}
    names = list(_PRESS_WEIGHTS)
    weights = [_PRESS_WEIGHTS[n] for n in names]
    steps = 0
    while True:
        kind = kind_of(session)
        if len(found[kind]) < per_kind and (keep is None or keep(session)):
            found[kind].append(copy.deepcopy(session))
        if kind == "over" or steps > 50_000:
            break
        steps += 1
        if kind == "other":
            session.bots.step()
        elif kind == "summary":
            session.handle("play")
        elif steps < presses:
            session.handle(rng.choices(names, weights)[0])
        else:
            if kind == "question":
                session.question.escape()
            human_bot_move(session, bot_rng(seed, 0))
        # Each press is a frame of its own: at its end the app lets a new
        # deal's move keys act (game/app/heard.py), as a player's next key would.
        session.flow.opening_heard()
    return found
