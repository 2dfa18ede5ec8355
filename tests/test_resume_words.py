"""Resuming a saved game says where it stands: the game's
name, the deal's number and dealer (Twenty, Phase 10), the player's phase
(the phase games), then whose turn, which is the call to act when it is the
player's. It once said only "Game resumed.".

Each game is played a while through its session, saved, loaded by replay
(``game.app.saves``) and opened on the game screen as the menu's Resume
does, in English and Russian.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from deal_transcripts import KEYS, deal_facts, name, new_session
from session_states import human_bot_move

from game.app.saves import load_game, save_game
from game.app.screens import GameScreen
from game.core.opening import sentences
from game.core.session import GameSession
from game.games import SPECS
from game.i18n import DEFAULT_LANG, set_language, t
from tests.game_traits import several_deals

GAMES = tuple(s.id for s in SPECS)


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language(DEFAULT_LANG)


def play_to(session: GameSession, own_moves: int, seed: int) -> None:
    """Play until the player has moved ``own_moves`` times and it is the
    player's turn again, summaries left with Enter."""
    rng = random.Random(seed)
    game = session.side
    moved = 0
    while not game.is_over():
        if session.flow.paused:
            session.handle("play")
        elif game.current_player() == session.human:
            if moved == own_moves:
                return
            human_bot_move(session, rng)
            moved += 1
        else:
            session.bots.step()


def resumed_words(session: GameSession, folder: Path) -> list[str]:
    path = save_game(session, folder / "save.jsonl")
    loaded = load_game(path, key_label=KEYS.first_label)
    screen = GameScreen(loaded, lambda: [], resumed=True)
    return [u.text for u in screen.opening()]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("own_moves", [0, 3, 25])
def test_resuming_says_the_game_the_deal_the_phase_and_whose_turn(
        game_id: str, own_moves: int, lang: str, tmp_path: Path) -> None:
    session = new_session(game_id, 3, 7)
    session.start()
    play_to(session, own_moves, 7)
    if session.side.is_over():
        pytest.fail(f"{game_id} ended before {own_moves} moves of the player")
    said = resumed_words(session, tmp_path)
    where = f"{game_id} {lang} after {own_moves} moves: {said}"
    assert t(f"{game_id}-title") in said[0], where
    deal = next(e for e in reversed(session.side.events) if e["type"] == "deal")
    if several_deals(game_id):  # the deal's number and dealer, the hand's phase
        for fact in sentences(deal_facts(session, deal)):
            assert fact in said[0], where
    if game_id == "tenphases":  # the phase now, not the first one
        phase = session.view().phases[0]  # type: ignore[attr-defined]
        assert t("tenphases-resume-phase", phase=phase,
                 need=session.narrator.need(phase)) in said[0], where  # type: ignore[attr-defined]
    # Whose turn last: the call to act on the player's turn (play_to stops there).
    assert said[-1] == session.prompt.whose_turn() == session.prompt.turn_prompt(), where


def test_resuming_on_a_computer_players_turn_names_it(lang: str, tmp_path: Path) -> None:
    session = new_session("twenty", 3, 7)
    session.start()
    play_to(session, 2, 7)
    human_bot_move(session, random.Random(1))
    assert session.side.current_player() not in (None, 0)
    said = resumed_words(session, tmp_path)
    deal = next(e for e in reversed(session.side.events) if e["type"] == "deal")
    assert said[0].endswith(deal_facts(session, deal)), said  # the deal, then whose turn
    assert name(session.side.current_player() or 0) in said[-1], said
