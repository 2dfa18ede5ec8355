"""Every bound key says something in every state (ux.md: "Every bound key
says something in every state: what it did, or in one sentence why it
cannot").

For each game, states are met by playing a whole game through its session
(:mod:`session_states`): the player's turn, a computer's turn, a deal's
summary waiting, a question asked, the game over. In each, every game
command bound in ``keymap.toml`` is pressed on a copy of the session, and at
least one spoken line must answer, a line other than the catch-all "nothing
to do with that key here" (which only keeps a forgotten key from being
silent: a sweep that meets it has found a key without its own words).
"""

from __future__ import annotations

import copy

import pytest
from session_states import KINDS, SESSION_COMMANDS, collect_states

from game.app.keymap import load_keymap
from game.core.session import GameSession
from game.games import SPECS
from game.i18n import t
from tests.game_traits import traits


def test_swept_commands_are_the_bound_ones() -> None:
    bound = set(load_keymap()[0].bindings["game"])
    assert set(SESSION_COMMANDS) <= bound
    assert bound - set(SESSION_COMMANDS) == {"mute", "save", "game_menu"}


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_every_key_answers_in_every_state(game_id: str) -> None:
    # Kinds of state a game cannot have (its traits' ``absent_states``): a
    # game of one deal has no summary between deals, one may ask no questions.
    expected = set(KINDS) - traits(game_id).absent_states
    # Random presses meet a question on most seeds, not all: play games until
    # every kind of state was met (at most a few).
    states: dict[str, list[GameSession]] = {kind: [] for kind in KINDS}
    for seed in range(7, 13):
        for kind, found in collect_states(game_id, players=3, seed=seed).items():
            states[kind] += found[: 2 - len(states[kind])]
        if all(states[kind] for kind in expected):
            break
    reached = {kind for kind, found in states.items() if found}
    assert expected <= reached, f"{game_id}: states not reached: {expected - reached}"
    catch_all = t("key-does-nothing")
    silent: list[str] = []
    for kind, found in states.items():
        for session in found:
            session.cursor.refresh_rows()
            for row in range(len(session.cursor.rows)):
                at_row = copy.deepcopy(session)
                at_row.cursor.row = row
                for command in SESSION_COMMANDS:
                    pressed = copy.deepcopy(at_row)
                    said = pressed.handle(command)
                    spoken = [u.text for u in said if u.spoken and u.text.strip()]
                    if kind == "over" and command == "play" and pressed.flow.play_again_requested:
                        continue  # Enter after the end: the app starts a new game and says so
                    if not spoken or catch_all in spoken:
                        silent.append(f"{kind}, {session.cursor.rows[row].name} row: {command}"
                                      f" -> {spoken}")
    assert not silent, f"{game_id}: keys without words:\n" + "\n".join(silent)
