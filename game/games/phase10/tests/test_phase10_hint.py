"""Phase 10: "that makes phase N" and "Choose how to lay, N ways" are said
only of what Enter then lays (P10-8/15): every option the finder
gives passes the engine's own check first."""

from __future__ import annotations

import random

import pytest

import game.games.phase10.play as play
from game.games.phase10.rules import Group, P10Card, full_deck, layings
from game.games.phase10.rules.cards import parse_cards
from game.games.phase10.tests.test_phase10_session import arrange, make, select, texts


def test_a_wrong_finder_answer_is_never_hailed_nor_laid(monkeypatch: pytest.MonkeyPatch) -> None:
    # A finder that calls three 1s and a 2 "a set" (the engine refuses it).
    def wrong(selected: list[P10Card], phase: int) -> list[tuple[Group, ...]]:
        return [(Group("set", tuple(selected[:3]), (1, 1, 1)),
                 Group("set", tuple(selected[3:]), tuple(c.number for c in selected[3:])))]

    monkeypatch.setattr(play, "arrangements", wrong)
    s = make()
    arrange(s, ["R1", "B1", "G1", "R2", "B3", "G4", "Y9"], phase=1)
    said = select(s, "R1", "B1", "G1", "R2", "B3", "G4")
    assert "makes phase" not in said[-1]
    words = texts(s.handle("play"))
    assert words[0].startswith("Invalid: ")
    assert not s.side.engine.has_laid[0] and s.question.choosing is None


DECK = sorted(set(full_deck()), key=str)


def a_selection(rng: random.Random) -> tuple[list[str], list[str], int]:
    """A random hand, phase and selection; often the cards of a laying the
    finder found (sometimes with a card more), so phases are hailed too."""
    phase = rng.randint(1, 10)
    hand = [str(c) for c in rng.choices(DECK, k=11)]
    found = layings(parse_cards(hand), phase)
    for _ in range(60 if rng.random() < 0.6 else 0):  # look for a hand that lays
        if found:
            break
        hand = [str(c) for c in rng.choices(DECK, k=11)]
        found = layings(parse_cards(hand), phase)
    if found:
        chosen = [str(c) for g in found[0] for c in g.cards]
        rest = list(hand)
        for code in chosen:
            rest.remove(code)
        if rest and rng.random() < 0.3:
            chosen.append(rng.choice(rest))
        return hand, chosen, phase
    return hand, rng.sample(hand, rng.randint(2, 10)), phase


def test_the_hint_is_said_exactly_when_enter_lays() -> None:
    rng = random.Random(9)
    hailed = 0
    for _ in range(150):
        hand, chosen, phase = a_selection(rng)
        s = make()
        arrange(s, hand, phase=phase)
        said = select(s, *chosen)[-1]
        hint = "that makes phase" in said
        words = texts(s.handle("play"))
        if s.question.choosing is not None:  # every way offered lays
            for move in s.question.choosing.moves:
                assert s.side.refusal(move) is None, (chosen, phase, move)
            s.handle("play")
        assert s.side.engine.has_laid[0] == hint, (phase, chosen, said, words)
        hailed += hint
    assert hailed > 20  # not vacuous: phases are hailed and laid


def test_a_hailed_phase_is_laid() -> None:
    s = make()
    arrange(s, ["R7", "B7", "G7", "W", "R2", "B2", "Y9"], phase=1)
    assert select(s, "R7", "B7", "G7", "W", "R2", "B2")[-1].endswith("that makes phase 1.")
    s.handle("play")
    assert s.side.engine.has_laid[0]
    assert list(parse_cards(["Y9"])) == list(s.side.engine.hands[0])
