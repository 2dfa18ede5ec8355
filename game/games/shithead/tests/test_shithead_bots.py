"""Shithead bots: legal moves at every level, the normal policy (SH-4 face-up
choice, lowest card, specials saved), the hard bot's memory, guesses and
search."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.bots import bot_rng
from game.games.shithead.bots import (
    BOTS,
    EasyShitheadBot,
    HardShitheadBot,
    NormalShitheadBot,
    lowest_play,
)
from game.games.shithead.memory import CardMemory, determinize, full_deck
from game.games.shithead.rules import ChooseFaceUp, PickUp, Play, Shithead
from game.games.shithead.tests.test_shithead_helpers import cards, position


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_legal_moves_to_the_end(level: str) -> None:
    game = Shithead(3, seed=21)
    bots = [BOTS[level](bot_rng(21, s)) for s in range(3)]
    assert all(bot.level == level for bot in bots)
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        move = bots[seat].choose(game.view(seat), game.legal_moves())
        assert game.refusal(move) is None
        game.apply(move)


def test_sh_4_normal_and_hard_lay_specials_and_high_cards_face_up() -> None:
    game = Shithead(2, seed=1)
    seat = game.current_player()
    assert seat is not None
    game.hands[seat] = cards("3C 10D KH 5S 2H 8D")
    for bot in (NormalShitheadBot(random.Random(1)), HardShitheadBot(random.Random(1))):
        move = bot.choose(game.view(seat), game.legal_moves())
        assert isinstance(move, ChooseFaceUp)
        assert sorted(move.cards) == sorted(cards("10D 2H KH"))


def test_sh_4_easy_chooses_at_random() -> None:
    game = Shithead(2, seed=1)
    seat = game.current_player()
    assert seat is not None
    picks = {EasyShitheadBot(random.Random(i)).choose(game.view(seat), game.legal_moves())
             for i in range(30)}
    assert len(picks) > 3


def test_normal_plays_every_copy_of_the_lowest_card_and_saves_specials() -> None:
    assert lowest_play(cards("9C 6H 6S 2D 10C KH"), 5) == tuple(cards("6H 6S"))
    assert lowest_play(cards("3C 10C 2D"), 9) == tuple(cards("2D"))
    assert lowest_play(cards("3C 10C"), 9) == tuple(cards("10C"))
    assert lowest_play(cards("3C 4C"), 9) == ()
    assert lowest_play(cards("JC 9S"), 10) == tuple(cards("JC"))  # a 10 starter
    game = position(["9C 6H 6S 2D", "3C"], pile="5D")
    assert NormalShitheadBot(random.Random(0)).choose(game.view(0), game.legal_moves()) \
        == Play(tuple(cards("6H 6S")))


def test_hard_remembers_an_opponents_pick_up_and_a_burn() -> None:
    game = position(["KH 3C 4C", "5D 6D 7D"], pile="9S", face_down=["4S 5S 6S", "4H 5H 6H"])
    hard = HardShitheadBot(random.Random(0))
    game.apply(hard.choose(game.view(0), game.legal_moves()))  # the K: nothing else beats 9
    game.apply(PickUp())  # seat 1 cannot beat the K
    game.hands[0] = cards("10H 3C 4C")
    hard.choose(game.view(0), game.legal_moves())
    assert hard.memory.held[1] == Counter(cards("9S KH"))
    assert hard.memory.burnt == Counter()


def test_hard_memory_notes_its_own_burn() -> None:
    game = position(["10H 3C", "5D"], pile="9S JC")
    memory = CardMemory()
    memory.observe(game.view(0))
    memory.after_move(game.view(0), Play(tuple(cards("10H"))))
    assert memory.burnt == Counter(cards("9S JC 10H"))


def test_hard_guesses_keep_what_the_view_shows_and_every_card() -> None:
    game = Shithead(4, seed=13)
    while game.phase == "face_up" or len(game.stock) > 20:
        game.apply(game.legal_moves()[0])
    seat = game.current_player()
    assert seat is not None
    view = game.view(seat)
    guess = determinize(view, CardMemory(), random.Random(2))
    assert guess.hands[seat] == game.hands[seat] and guess.face_up == game.face_up
    assert guess.pile == game.pile and len(guess.stock) == len(game.stock)
    assert [len(h) for h in guess.hands] == [len(h) for h in game.hands]
    assert [len(guess.face_down_left(s)) for s in range(4)] == \
        [len(game.face_down_left(s)) for s in range(4)]
    held: Counter = Counter(guess.stock) + Counter(guess.pile)
    for s in range(4):
        held.update(guess.hands[s])
        held.update(guess.face_up[s])
        held.update(c for c in guess.face_down[s] if c is not None)
    assert not held - full_deck(4)  # no card more often than the two decks hold it
    assert sum(held.values()) + len(game.burnt) == 104


def test_hard_blocks_an_opponent_about_to_go_out() -> None:
    """Search: the opponent holds one unknown card and nothing else. A 5
    lets most cards out; an ace stops all but aces, 2s and 10s, and then the
    5 goes out next turn. Normal plays the 5; hard finds the ace."""
    game = position(["5H AH", "KS"], face_down=["", ""], pile="3D")
    legal = game.legal_moves()
    five, ace = Play(tuple(cards("5H"))), Play(tuple(cards("AH")))
    assert NormalShitheadBot(random.Random(0)).choose(game.view(0), legal) == five
    assert HardShitheadBot(random.Random(0)).choose(game.view(0), legal) == ace


def test_hard_needs_no_search_with_one_sensible_play() -> None:
    game = position(["KH 3C 4C", "5D"], pile="9S")
    move = HardShitheadBot(random.Random(0)).choose(game.view(0), game.legal_moves())
    assert move == Play(tuple(cards("KH")))


def test_the_view_shows_what_an_opponent_picked_up_and_that_it_held_nothing_higher() -> None:
    """Public knowledge in the view (4 players: the hard bot does not see the
    other seats' turns): the cards a seat picked up and has not played since,
    and that none of its other hand cards beat the pile it took."""
    game = position(["3C 4C", "5D 6D", "7D 8D", "9D JD"], pile="KS")
    game.apply(PickUp())  # seat 0 holds nothing that beats the K
    view = game.view(2)
    assert Counter(view.known_hands[0]) == Counter(cards("KS"))
    assert view.hidden_under == (13, None, None, None)
    game.apply(Play(tuple(cards("5D"))))
    game.apply(Play(tuple(cards("7D"))))
    game.apply(Play(tuple(cards("9D"))))
    game.apply(Play(tuple(cards("KS"))))  # played again: no longer known
    assert game.view(1).known_hands[0] == ()
    hard = HardShitheadBot(random.Random(0))
    hard.memory.observe(game.view(1))
    assert hard.memory.under == {0: 13}
    for seed in range(20):  # guesses give seat 0 only cards below the K, no 2 or 10
        guess = determinize(game.view(1), hard.memory, random.Random(seed))
        assert all(c.rank not in (2, 10) and 3 <= c.rank <= 12 for c in guess.hands[0])


def test_hard_memory_reads_burnt_cards_from_the_view() -> None:
    game = position(["10H 3C", "5D", "6D"], pile="9S JC")
    game.apply(Play(tuple(cards("10H"))))
    hard = HardShitheadBot(random.Random(0))
    hard.memory.observe(game.view(1))
    assert hard.memory.burnt == Counter(cards("9S JC 10H"))
