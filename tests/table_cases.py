"""Tables mid-game for the layout tests: every game with its most crowded
seating (the most players its engine takes: Phase 10 with five opponents,
Shithead with four), played on by bots, the player's seat too, until groups
lie on the table and face-up cards are public (as many rows as the game's
traits ask, ``laid_rows_mid_game`` and ``face_up_mid_game``,
tests/game_traits.py)."""

from __future__ import annotations

from functools import cache
from typing import Any

from game.core.table import TableModel
from game.games import SPECS, spec
from tests.game_traits import traits

#: (game, players): the most players each game seats.
CROWDED = {s.id: s.engine.max_players for s in SPECS}


def advance(session: Any, moves: int) -> None:
    """``moves`` moves by bots in every seat (the player's by a bot too)."""
    for _ in range(moves):
        game = session.side.engine
        if game.is_over():
            return
        if session.flow.between_deals():
            session.flow.go_on()
            continue
        seat = game.current_player()
        bot = session.side.bots.get(seat) or session.side.bots[1]
        session.flow.announce(game.apply(bot.choose(game.view(seat), game.legal_moves())))
        session.cursor.refresh_rows()


def laid_groups(model: TableModel) -> int:
    return sum(1 for s in model.seats for r in s.rows if r.cards)


def to_mid_game(session: Any, game_id: str) -> bool:
    """Play ``session`` on (bots in every seat) until public rows lie on
    the table for most seats and the player holds cards; whether it got
    there before the game ended."""
    for _ in range(60):
        advance(session, 4)
        if session.side.is_over():
            return False
        model = session.reports.table_model()
        asked = traits(game_id)
        enough = laid_groups(model) >= asked.laid_rows_mid_game
        public = not asked.face_up_mid_game or bool(model.piles[0].top and any(
            c for s in model.seats for r in s.rows[:1] for c in r.cards))
        if enough and public and not session.flow.between_deals() and model.hand.cards:
            return True
    return False


@cache
def mid_game(game_id: str) -> Any:
    """A session of ``game_id`` at its most crowded, mid-game: public rows
    on the table for most seats."""
    players = CROWDED[game_id]
    for seed in range(1, 40):
        session = spec(game_id).session(players, ["normal"] * (players - 1), seed, {})
        session.start()
        if to_mid_game(session, game_id):
            return session
    raise AssertionError(f"no crowded mid-game table found for {game_id}")
