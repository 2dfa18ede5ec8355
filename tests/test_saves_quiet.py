"""Resuming applies the moves before the current deal without words
(a long game's load was the session's words for every event, said
to nobody), and the resumed session still says exactly what the unbroken
one says from there on: its turn prompts, warnings, reports and summaries."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from game.app.saves import load_game, save_game
from game.core.session import GameSession
from game.games import SPECS, spec
from tests.game_traits import several_deals, traits

#: The reports a key gives: they read what the session kept of the deal.
REPORTS = ("my_status", "opponents", "table", "scores", "since_last", "whose_turn")


def new_session(game_id: str, seed: int, players: int) -> GameSession:
    levels = ["normal", "hard", "normal"][: players - 1]
    return spec(game_id).session(players, levels, seed)


def step(session: GameSession) -> list[str]:
    """One step of play, the same in two copies of a game (the player's
    move hangs on the game so far only); the words it gave."""
    game = session.side
    if session.flow.paused:
        said = session.flow.go_on()
    elif session.bots.due():
        said = session.bots.step()
    else:
        said = session.moves.try_move(random.Random(len(game.events)).choice(game.legal_moves()))
    return [u.text for u in said]


def reports(session: GameSession) -> list[str]:
    return [" ".join(u.text for u in session.handle(command)) for command in REPORTS]


def played(game_id: str, seed: int, players: int, steps: int) -> GameSession:
    session = new_session(game_id, seed, players)
    session.start()
    for _ in range(steps):
        if session.side.is_over():
            break
        step(session)
    return session


CASES = [(g, seed, players) for g in sorted(s.id for s in SPECS)
         for seed, players in ((4, 2), (11, 3))]


@pytest.mark.parametrize(("game_id", "seed", "players"), CASES)
def test_a_resumed_game_says_what_the_unbroken_one_says(
        game_id: str, seed: int, players: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    for cut in (rng.randrange(30, 90), rng.randrange(150, 320)):
        original = played(game_id, seed, players, cut)
        if original.side.is_over():
            continue
        while original.flow.paused:  # a save is made at the table, not in a summary
            original.flow.go_on()
        resumed = load_game(save_game(original, tmp_path / f"{game_id}.jsonl"))
        assert resumed.side.events == original.side.events
        assert reports(resumed) == reports(original), cut
        for n in range(120):
            if original.side.is_over():
                break
            assert step(resumed) == step(original), (cut, n)
            assert reports(resumed) == reports(original), (cut, n)


def deals(session: GameSession) -> int:
    return sum(1 for e in session.side.events if e["type"] == "deal")


#: The games whose quiet replay runs to the end of the record (their
#: sessions keep what the words kept): the games of one deal (Shithead, Ten
#: Phases); the others word the current deal.
QUIET_TO_THE_END = tuple(s.id for s in SPECS if not several_deals(s.id))


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_loading_words_only_the_current_deal(
        game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The session describes the opening that ``start`` says and the events
    of the deal under way, not those of the deals before; Shithead (one deal
    a game) and Ten Phases (long deals) describe none of the moves."""
    # Steps enough for three deals of a game of several deals, not its end
    # (the game's traits' ``quiet_save_steps``).
    session = played(game_id, 5, 3, traits(game_id).quiet_save_steps)
    assert deals(session) >= (1 if game_id in QUIET_TO_THE_END else 3)
    assert not session.side.is_over()
    path = save_game(session, tmp_path / "save.jsonl")
    cls = type(session)
    described: list[dict[str, Any]] = []
    real = cls.describe

    def counting(self: GameSession, event: dict[str, Any]) -> Any:
        described.append(event)
        return real(self, event)

    monkeypatch.setattr(cls, "describe", counting)
    load_game(path)
    events = session.side.events
    moved = [i for i, e in enumerate(events) if session.side.engine.move_from_event(e) is not None]
    opening = moved[0]  # the events before the first move: start() says them
    if game_id in QUIET_TO_THE_END:
        assert len(described) == opening
        return
    last_deal = max(i for i, e in enumerate(events) if e["type"] == "deal")
    # The opening, then this deal from its own event on (not the move that
    # ended the deal before, though it dealt this one in the same batch).
    assert len(described) == opening + len(events) - last_deal
    assert len(described) < len(events) / 2


def test_a_shithead_game_resumed_with_a_seat_on_its_last_card_warns_of_it_once(
        tmp_path: Path) -> None:
    """Shithead replays its one deal without words: the warning already
    given for a seat down to one card is not given again after resuming."""
    for seed in range(40):
        original = new_session("shithead", seed, 3)
        original.start()
        for _ in range(300):
            if original.side.is_over():
                break
            step(original)
            counts = original.last_card_warning.card_counts()  # type: ignore[attr-defined]
            if counts and not original.flow.paused and any(
                    counts[s] == 1 for s in original.opponents()):
                break
        else:
            continue
        if original.side.is_over():
            continue
        resumed = load_game(save_game(original, tmp_path / "save.jsonl"))
        for n in range(40):
            if original.side.is_over():
                break
            assert step(resumed) == step(original), (seed, n)
        return
    pytest.fail("no game came to a seat on its last card")


def ended_by_a_hit(seed: int, players: int, limit: int = 3000) -> GameSession | None:
    """A Phase 10 game played to just after a hand that a hit ended (a
    player went out by hitting a group laid in that hand), or None."""
    session = new_session("phase10", seed, players)
    session.start()
    for _ in range(limit):
        if session.side.is_over():
            return None
        before = len(session.side.events)
        step(session)
        batch = session.side.events[before:]
        if batch and batch[0]["type"] == "hit" and any(e["type"] == "deal" for e in batch):
            return session
    return None


def test_a_phase10_game_resumed_after_a_hand_ended_by_a_hit_names_the_group(
        tmp_path: Path) -> None:
    """The move that ended the hand before (a hit naming a group laid in that
    hand) also dealt this one: resuming says the new hand from its deal on
    and the hit goes quietly (the monkey test found the crash when the
    words began with the hit and the quiet replay had not kept the group)."""
    found = next(s for s in (ended_by_a_hit(seed, 2) for seed in range(1, 40)) if s)
    while found.flow.paused:
        found.flow.go_on()
    resumed = load_game(save_game(found, tmp_path / "phase10.jsonl"))
    assert resumed.side.events == found.side.events
    assert reports(resumed) == reports(found)
