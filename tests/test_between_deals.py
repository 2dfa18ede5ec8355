"""Between deals, no key acts on or reads the deal not yet announced.

When a deal ends the engine has already dealt the next one; the session
holds its words until the player presses Enter. Until then a move is refused
("press Enter to deal the next hand first") and changes nothing, a report
says the summary of the deal that ended, W says nobody is to move, and the
window shows the summary, not the new hand.
"""

from __future__ import annotations

import copy
import random

import pytest
from session_states import SESSION_COMMANDS, human_bot_move, make_session

from game.app.screens import GameScreen
from game.core.session import GameSession
from game.games import SPECS
from game.i18n import t
from tests.game_traits import several_deals

#: Games with more than one deal per game.
DEALT_ON = tuple(sorted(s.id for s in SPECS if several_deals(s.id)))
MOVES = ("toggle_select", "draw", "take_discard", "next_card", "previous_card", "first_card",
         "last_card", "next_row", "previous_row", "sort")
REPORTS = ("my_status", "opponents", "table", "scores")


def at_summary(game_id: str, seed: int) -> GameSession:
    """A session whose first deal has just ended, its summary waiting."""
    session = make_session(game_id, players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(20_000):
        if session.flow.paused and not session.side.is_over():
            return session
        if session.side.current_player() == session.human:
            human_bot_move(session, rng)
        else:
            session.bots.step()
    raise AssertionError("no deal ended")


@pytest.mark.parametrize("game_id", DEALT_ON)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_moves_wait_for_enter_and_change_nothing(game_id: str, seed: int) -> None:
    session = at_summary(game_id, seed)
    waits = t("summary-waits", key="Enter")
    for command in MOVES:
        pressed = copy.deepcopy(session)
        events = len(pressed.side.events)
        hand = pressed.cursor.rows[0].items if pressed.cursor.rows else []
        said = [u.text for u in pressed.handle(command)]
        assert said == [waits], (command, said)
        assert len(pressed.side.events) == events
        assert (pressed.cursor.rows[0].items if pressed.cursor.rows else []) == hand


@pytest.mark.parametrize("game_id", DEALT_ON)
def test_reports_describe_the_deal_that_ended(game_id: str) -> None:
    session = at_summary(game_id, 1)
    summary = " ".join(session.flow.summary)
    assert summary, "the summary was said"
    for command in REPORTS:
        said = [u.text for u in copy.deepcopy(session).handle(command)]
        assert said == [summary], command
    assert [u.text for u in copy.deepcopy(session).handle("whose_turn")] == [
        t("summary-waits-turn", key="Enter")]
    assert session.flow.turn_words() == t("summary-waits-turn", key="Enter")


@pytest.mark.parametrize("game_id", DEALT_ON)
def test_window_shows_the_summary_until_enter(game_id: str) -> None:
    session = at_summary(game_id, 2)
    screen = GameScreen(session, open_menu=lambda: [])
    assert screen.lines() == session.flow.summary
    said = [u.text for u in session.handle("play")]
    assert said, "Enter deals on and says so"
    assert not session.flow.paused
    assert screen.lines() == session.reports.screen_lines()


@pytest.mark.parametrize("game_id", DEALT_ON)
def test_after_enter_keys_act_on_the_new_deal(game_id: str) -> None:
    session = at_summary(game_id, 3)
    session.handle("play")
    waits = t("summary-waits", key="Enter")
    for command in SESSION_COMMANDS:
        said = [u.text for u in copy.deepcopy(session).handle(command)]
        assert waits not in said, command
