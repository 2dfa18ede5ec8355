"""The last-card warning as a part the session holds (game/core/lastcard.py),
tested alone: "Ada has one card left", said once when it becomes true, of
an opponent only, again after a new deal, and (``rearm``) again after the
seat held more cards (ux.md, "Warn as a real table would")."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.lastcard import LastCard
from game.core.utterance import Utterance
from game.games import SPECS
from game.i18n import set_language


class Seats:
    """A session as :class:`~game.core.lastcard.Table` reads it."""

    human = 0

    def __init__(self) -> None:
        self.said: list[Utterance] = []

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.said.append(Utterance(text, interrupt=interrupt, cue=cue, seat=seat))
        return self.said[-1]

    def name(self, seat: int, capital: bool = False) -> str:
        return ["you", "Ada", "Bob"][seat]


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")


def test_an_opponent_down_to_one_card_is_warned_of_once_a_deal() -> None:
    counts = [5, 2, 1]
    warning = LastCard(Seats(), lambda: counts)
    said = warning.warnings()
    assert [(u.text, u.seat) for u in said] == [("Bob has one card left.", 2)]
    assert warning.warnings() == []
    counts[:] = [4, 2, 1]  # Bob draws and discards back to one: no warning again
    assert warning.news() == []
    counts[:] = [1, 1, 7]
    assert warning.news() == [(1, "Ada has one card left.")]  # never the player's own
    warning.new_deal()
    assert warning.news() == [(1, "Ada has one card left.")]


def test_a_rearmed_warning_is_given_again_after_the_seat_held_more() -> None:
    class PickUps(LastCard):
        rearm = True

    counts = [5, 1]
    warning = PickUps(Seats(), lambda: counts)
    assert warning.news() == [(1, "Ada has one card left.")]
    counts[1] = 1
    assert warning.news() == []
    counts[1] = 6  # picked up the pile
    assert warning.news() == []
    counts[1] = 1
    assert warning.news() == [(1, "Ada has one card left.")]


def test_nothing_to_warn_of_while_the_counts_are_none() -> None:
    class Choosing(LastCard):
        def card_counts(self) -> None:
            return None

    assert Choosing(Seats(), lambda: [1, 1]).news() == []


@pytest.mark.parametrize("game_spec", [s for s in SPECS if s.id != "tenphases"],
                         ids=lambda s: s.id)
def test_a_warning_game_holds_the_part_and_not_its_members(game_spec: Any) -> None:
    session = game_spec.session(2, ["normal"], seed=1)
    assert isinstance(session.last_card_warning, LastCard)
    assert session.last_card_warning.table is session
    for member in ("card_counts", "last_card_text", "last_card_warnings",
                   "new_deal_for_warnings", "last_card_news", "_warned", "rearm"):
        assert not hasattr(session, member), member
