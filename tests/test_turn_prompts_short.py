"""After the first turns of a game the turn prompt says only what changes
(the card on offer, the move's limit, the card to beat); the keys are left
to F1 and to W, which says the prompt whole (prompts said on every
turn were long, 3 to 5 s each, about 80 times a game).

Whole games are played through their sessions, the player's seat by an easy
bot's choice, in English and Russian; each call to act is read from the
history (whole, as the session said it, before an opening's cap) beside
what W says at that moment.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from deal_transcripts import KEYS, new_session
from session_states import human_bot_move

from game.app.saves import load_game, save_game
from game.core.opening import CALL_TO_ACT
from game.core.prompt import FULL_PROMPTS
from game.core.session import GameSession, Utterance
from game.games import SPECS
from game.i18n import DEFAULT_LANG, set_language

GAMES = tuple(s.id for s in SPECS)


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language(DEFAULT_LANG)


@dataclass
class Call:
    """One call to act: what was said, and what W said at that moment."""

    said: str
    whole: str


def calls_in(session: GameSession, words: list[Utterance]) -> list[Call]:
    if not any(u.cue == CALL_TO_ACT for u in words):
        return []
    # The prompt is the last thing said (Flow.announce); the history
    # holds it whole, an opening's cap aside.
    return [Call(session.history.messages[-1], session.prompt.whose_turn())]


def play_calls(session: GameSession, seed: int, own_moves: int | None = None) -> list[Call]:
    """Every call to act until the game ends (or the player has moved
    ``own_moves`` times and it is their turn again)."""
    rng = random.Random(seed)
    game = session.side
    calls: list[Call] = []
    moved = 0
    for _ in range(100_000):
        if game.is_over():
            break
        if session.flow.paused:
            words = session.handle("play")
        elif game.current_player() == session.human:
            if moved == own_moves:
                break
            words = human_bot_move(session, rng)
            moved += 1
        else:
            words = session.bots.step()
        session.flow.opening_heard()
        calls += calls_in(session, words)
    return calls


def whole_game(game_id: str, seed: int = 1) -> list[Call]:
    session = new_session(game_id, 3, seed)
    return calls_in(session, session.start()) + play_calls(session, seed)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_long_game_says_the_whole_prompt_first_then_the_short_one(
        game_id: str, lang: str) -> None:
    calls = whole_game(game_id)
    where = f"{game_id} {lang}"
    assert len(calls) > 20, where  # a long game
    # The first calls to act say the prompt whole, as W does.
    for call in calls[:FULL_PROMPTS]:
        assert call.said == call.whole, where
    # Each kind of prompt is said whole at most FULL_PROMPTS times a game (a
    # game has at most four kinds with a short form), then short.
    whole = [c for c in calls if c.said == c.whole]
    short = [c for c in calls if c.said != c.whole]
    assert len(whole) <= 4 * FULL_PROMPTS, (where, [c.said for c in whole])
    assert len(short) >= len(calls) - 4 * FULL_PROMPTS, where
    for call in short:  # shorter, and W still says it whole
        assert len(call.said) < len(call.whole), (where, call)


@pytest.mark.parametrize(("lang", "first", "later", "w_later"), [
    ("en", "Your turn. Move 3: lay cards worth up to 3.", "Your turn, move 12.",
     "Your turn. Move 12: lay cards worth up to 12."),
    ("ru", "Ваша очередь, ход три: выкладывайте карты на сумму не больше трёх.",
     "Ваша очередь, ход двенадцать.",
     "Ваша очередь, ход двенадцать: выкладывайте карты на сумму не больше двенадцати."),
], indirect=["lang"])
def test_twenty_says_the_move_its_limit_after_three_turns_tw_7(
        lang: str, first: str, later: str, w_later: str) -> None:
    calls = whole_game("twenty")
    assert calls[0].said == first
    assert calls[FULL_PROMPTS] == Call(later, w_later)


@pytest.mark.parametrize(("game_id", "lang", "first", "later"), [
    ("phase10", "en", "Your turn: draw with D or take the yellow 10 with T.",
     "Your turn: red 10 on the pile."),
    ("phase10", "ru", "Ваш ход: возьмите карту из колоды клавишей D или жёлтую десятку из "
     "сброса клавишей T.", "Ваш ход: в сбросе красная десятка."),
    ("tenphases", "en", "Your turn: draw with D or take the 2 of spades with T.",
     "Your turn: queen of diamonds on the pile."),
    ("tenphases", "ru", "Ваш ход: возьмите карту из резерва клавишей D или двойку пик из "
     "стопки сброса клавишей T.", "Ваш ход: в стопке сброса дама бубён."),
], indirect=["lang"])
def test_the_phase_games_name_the_card_on_offer_after_three_draws(
        game_id: str, lang: str, first: str, later: str) -> None:
    # The draw prompts with a card to take: "Your turn: draw with D or take ...".
    offer = first[:first.index(" or " if lang == "en" else " или ") + 4]
    draws = [c for c in whole_game(game_id) if c.whole.startswith(offer)]
    assert draws[0].said == first
    assert all(c.said == c.whole for c in draws[:FULL_PROMPTS])
    assert draws[FULL_PROMPTS].said == later


@pytest.mark.parametrize(("lang", "first", "later"), [
    ("en", "Your turn. Play a 4 or higher, or a 2.", "Your turn: a 6 or higher."),
    ("ru", "Ваш ход. Подойдёт: четвёрка или старше, или двойка.",
     "Ваш ход: шестёрка или старше."),
], indirect=["lang"])
def test_shithead_names_the_card_to_beat_after_three_turns(
        lang: str, first: str, later: str) -> None:
    plays = whole_game("shithead")[1:]  # after the face-up choice
    assert plays[0].said == first
    assert later in [c.said for c in plays[FULL_PROMPTS:]]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_resumed_game_goes_on_counting_from_its_start(
        game_id: str, lang: str, tmp_path: Path) -> None:
    """A saved game, loaded by replay, says the same next prompt as the
    unbroken game: short, the first turns long past (the resume itself says
    the prompt whole, as W: tests/test_resume_words.py)."""
    session = new_session(game_id, 3, 7)
    session.start()
    play_calls(session, 7, own_moves=20)
    assert not session.side.is_over()
    loaded = load_game(save_game(session, tmp_path / "save.jsonl"), key_label=KEYS.first_label)
    assert loaded.prompt.prompts_said == session.prompt.prompts_said
    going_on = play_calls(session, 70, own_moves=1)
    resumed = play_calls(loaded, 70, own_moves=1)
    assert going_on and resumed == going_on
    assert going_on[-1].said != going_on[-1].whole  # short
