"""Ten Phases: "that makes phase N" and "Choose how to declare, N ways" are
said only of what Enter then declares (TP-7/11): every option the
finder gives passes the engine's own check first."""

from __future__ import annotations

import random

import pytest

import game.games.tenphases.play as play
from game.core.cards import Card, parse_cards
from game.games.tenphases.rules import Group, declarations
from game.games.tenphases.rules.engine import TenPhases
from game.games.tenphases.tests.test_tenphases_session import arrange, make, select, texts


def test_a_wrong_finder_answer_is_never_hailed_nor_declared(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A finder that calls 4, 5, 7 a run and three 9s and a king three of a kind.
    def wrong(selected: list[Card], phase: int, ace_high: bool = False,
              flush: bool = False) -> list[tuple[Group, ...]]:
        return [(Group("run", tuple(selected[:3]), tuple(c.rank for c in selected[:3])),
                 Group("set", tuple(selected[3:]), tuple(c.rank for c in selected[3:])))]

    monkeypatch.setattr(play, "arrangements", wrong)
    s = make()
    arrange(s, ["4H", "5S", "7D", "9C", "9D", "KS", "2C", "3D", "QH", "8S"], phase=1)
    said = select(s, "4H", "5S", "7D", "9C", "9D", "KS")
    assert "makes phase" not in said[-1]
    words = texts(s.handle("play"))
    assert words[0].startswith("Invalid: ")
    assert s.side.engine.phases_done[0] == 0 and s.question.choosing is None


DECK = sorted(set(TenPhases(2, seed=1).stock) | {Card.parse("JK")}, key=str)


def a_selection(rng: random.Random) -> tuple[list[str], list[str], int]:
    """A random hand, phase and selection; often the cards of a declaration
    the finder found (sometimes with a card more), so phases are hailed too."""
    phase = rng.randint(1, 10)
    hand = [str(c) for c in rng.choices(DECK, k=11)]
    found = declarations(parse_cards(hand), phase)
    for _ in range(60 if rng.random() < 0.6 else 0):  # look for a hand that declares
        if found:
            break
        hand = [str(c) for c in rng.choices(DECK, k=11)]
        found = declarations(parse_cards(hand), phase)
    if found:
        chosen = [str(c) for g in found[0] for c in g.cards]
        rest = list(hand)
        for code in chosen:
            rest.remove(code)
        if rest and rng.random() < 0.3:
            chosen.append(rng.choice(rest))
        return hand, chosen, phase
    return hand, rng.sample(hand, rng.randint(2, 10)), phase


def test_the_hint_is_said_exactly_when_enter_declares() -> None:
    rng = random.Random(5)
    hailed = 0
    for _ in range(150):
        hand, chosen, phase = a_selection(rng)
        s = make()
        arrange(s, hand, phase=phase)
        said = select(s, *chosen)[-1]
        hint = "that makes phase" in said
        words = texts(s.handle("play"))
        asked = s.question.choosing
        if asked is not None and asked.kind == "declare":  # every way offered works
            for move in asked.moves:
                assert s.side.refusal(move) is None, (chosen, phase, move)
            s.handle("play")
        assert (s.side.engine.phases_done[0] == phase) == hint, (phase, chosen, said, words)
        hailed += hint
    assert hailed > 20  # not vacuous: phases are hailed and declared
