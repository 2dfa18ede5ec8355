"""Ten Phases: Shift+F2 names the cards each opponent showed in a
declaration and still holds; everyone saw them (TP-7/8)."""

from __future__ import annotations

from game.core.cards import Card, parse_cards
from game.games.tenphases.rules import PLAY, Declare, Discard, Group, Keep, Redraw
from game.games.tenphases.session import TenPhasesSession
from game.games.tenphases.tests.test_tenphases_session import make, texts

ADA_HAND = ["4H", "5S", "6D", "9C", "9D", "9S", "KS", "2C", "3D", "QH", "8S"]


def ada_declares(s: TenPhasesSession) -> None:
    """Ada (seat 1) declares phase 1 with 4-5-6 and three 9s."""
    game = s.side.engine
    game.to_move, game.step, game.declared = 1, PLAY, False
    game.hands[1] = list(parse_cards(ADA_HAND))
    game.phases_done[1] = 0
    groups = (Group("run", tuple(parse_cards(["4H", "5S", "6D"])), (4, 5, 6)),
              Group("set", tuple(parse_cards(["9C", "9D", "9S"])), (9, 9, 9)))
    s.flow.announce(game.apply(Declare(groups)))


def opponents(s: TenPhasesSession) -> str:
    return texts(s.handle("opponents"))[0]


def test_kept_cards_are_named_until_discarded() -> None:
    s = make()
    before = opponents(s)
    assert "shown" not in before
    ada_declares(s)
    s.flow.announce(s.side.engine.apply(Keep()))
    # Short first, which cards on a second press: the counts come at once.
    assert opponents(s).startswith("Ada: phase 2, 11 cards, 6 shown cards still held. Boris:")
    assert opponents(s) == ("Shown and still held: Ada: 4 of hearts, 5 of spades, "
                            "6 of diamonds, 9 of clubs, 9 of diamonds and 9 of spades.")
    s.flow.announce(s.side.engine.apply(Discard(Card.parse("9C"))))
    assert opponents(s).startswith("Ada: phase 2, 5 shown cards still held. Boris:")
    assert opponents(s) == ("Shown and still held: Ada: 4 of hearts, 5 of spades, "
                            "6 of diamonds, 9 of diamonds and 9 of spades.")


def test_redrawn_cards_are_no_longer_named() -> None:
    s = make()
    ada_declares(s)
    s.flow.announce(s.side.engine.apply(Redraw()))
    assert opponents(s).startswith("Ada: phase 2, 11 cards. Boris:")


def test_the_player_hears_only_what_was_shown() -> None:
    s = make()
    ada_declares(s)
    s.flow.announce(s.side.engine.apply(Keep()))
    said = opponents(s)
    # The cards not declared (king of spades, 2 of clubs ...) are never named.
    for hidden in ("king of spades", "2 of clubs", "3 of diamonds", "queen of hearts",
                   "8 of spades"):
        assert hidden not in said
