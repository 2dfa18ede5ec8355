"""Words do not change state: Shithead's ``describe`` only says an event.
The rows, the focus, the selection and where each seat plays from follow
the table in ``took_in``, after the words, so that asking for an event's
words again, or in another order, changes nothing the keys then read.

The history is left out of the comparison: every sentence built goes into
it (``GameSession.say``)."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

import game.games.shithead.event_words as event_words
from game.core.base import SPECTATOR
from game.core.bots import bot_rng
from game.core.session import GameSession, Utterance
from game.games.shithead.bots import BOTS
from game.games.shithead.event_words import ShitheadNarrator
from game.games.shithead.rules import PickUp, Play, Shithead
from game.games.shithead.session import FACE_UP, HAND, ShitheadSession
from game.games.shithead.tests.test_shithead_helpers import cards, position
from game.games.shithead.tests.test_shithead_session import go_to, session_at, texts


def keys_read(s: ShitheadSession) -> tuple[Any, ...]:
    """Everything of the session that a key reads, as a value."""
    return ([(row.name, tuple(row.items)) for row in s.rows], s.row, tuple(s.focus),
            tuple(s.sources), frozenset(s.selected), s.selected_row, tuple(s.hand),
            tuple(s.face_up))


def test_describing_a_pick_up_moves_no_focus() -> None:
    """SH-14: the words say the focus moves to the hand; the move itself is
    made once the pick-up is taken in, not by describing it."""
    s = session_at("5S 4H", up="KH", pile="3C 7D KD")
    go_to(s, FACE_UP)
    events = s.side.engine.apply(s.side.legal_moves()[0])
    assert [e["type"] for e in events] == ["pickup"]
    before = keys_read(s)
    s.flow.batch = list(events)  # the batch ``announce`` would be saying
    for _ in range(2):
        assert texts(s.describe(events[0])) == [
            "You pick up 3 cards: a 3, a 7 and a king; focus moves to your hand."]
    assert keys_read(s) == before
    s.flow.announce(events)
    assert s.row == HAND
    assert len(s.rows[HAND].items) == 5  # the rows follow the table once it is said


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (4, 3)])
def test_describing_any_event_twice_in_any_order_changes_nothing(seed: int,
                                                                 players: int) -> None:
    """A whole game: after each move, its events are described backwards
    and then again forwards before the session says them; what the keys
    read stays as it was, and the words are the same each time."""
    s = ShitheadSession(players, ["normal"] * (players - 1), seed=seed)
    me = BOTS["normal"](bot_rng(seed, 0))
    s.start()
    game = s.shithead
    described = 0
    for _ in range(3000):
        if game.is_over():
            break
        seat = game.current_player()
        assert seat is not None
        mover = me if seat == s.human else s.side.bots[seat]
        events = game.apply(mover.choose(game.view(seat), game.legal_moves()))
        shown = [game.redact(e, s.human) for e in events]
        before = keys_read(s)
        s.flow.batch = list(events)
        backwards = [texts(s.describe(e)) for e in reversed(shown)]
        forwards = [texts(s.describe(e)) for e in shown]
        assert forwards == backwards[::-1]
        assert keys_read(s) == before, [e["type"] for e in shown]
        described += len(shown)
        s.flow.announce(events)
        while s.flow.paused and not game.is_over():
            s.flow.go_on()
    assert game.is_over()
    assert described > 50


#: The seats' names as a narrator of the tests says them ("you" for its own seat).
NAMES = ["Bea", "Ada", "Cy"]


def narrator_at(game: Shithead, seat: int, said: list[Utterance]) -> ShitheadNarrator:
    """The narrator alone, no session: it reads the game's view, whose turn
    it is and names, and puts what it says in ``said``."""

    def say(text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        said.append(Utterance(text, interrupt=interrupt, cue=cue, seat=seat, spoken=important))
        return said[-1]

    def name(who: int, capital: bool = False) -> str:
        if who == seat:
            return "You" if capital else "you"
        return NAMES[who]

    return ShitheadNarrator(
        seat=seat, name=name, say=say,
        view=lambda: game.public_view() if seat == SPECTATOR else game.view(seat),
        current_player=game.current_player, game_over=game.is_over,
        play_again=lambda: say("Play again?"))


@pytest.mark.parametrize("plays_again", [False, True])
def test_the_narrator_says_a_four_burn_from_the_move_it_is_given_without_a_session(
        plays_again: bool) -> None:
    """SH-11 said with no session: the play names no card to beat when the
    burn follows it in the move given, and does when given alone; whether
    the burner plays again (the option) comes from the view."""
    game = position(["6H 6S 3C", "5D 9D"], pile="4D 6C 6D", four_burn_plays_again=plays_again)
    move = game.apply(Play(tuple(cards("6H 6S"))))
    assert [e["type"] for e in move] == ["play", "burn"]
    said: list[Utterance] = []
    player, watcher = narrator_at(game, 0, said), narrator_at(game, SPECTATOR, said)
    burn = ("Four 6s burn the pile, 5 cards. "
            + ("You play again." if plays_again else "The next player plays anything."))
    assert [texts(player.describe(e, move, HAND)) for e in move] == [
        ["You play two 6s."], [burn]]
    watched = [texts(watcher.describe(game.redact(e, SPECTATOR), move, HAND)) for e in move]
    assert watched[1] == [burn.replace("You play", "Bea plays")]
    assert watched[0] == ["Bea plays two 6s."]
    # The play alone: the pile's new top is said, unless the player's own
    # prompt, which says it, comes next.
    alone = texts(player.describe(move[0], move[:1], HAND))
    assert alone == (["You play two 6s."] if plays_again
                     else ["You play two 6s. Next: a 6 or higher, or a 2."])
    assert len(said) == 5


def test_the_narrator_moves_no_focus_and_says_a_deal_without_a_session() -> None:
    """SH-14: "focus moves to your hand" is said from the row the session
    had in focus before the pick-up, which it is given; another seat's
    pick-up moves nobody's focus. A deal says who dealt (always said) and
    the hand; a watcher hears no hand."""
    game = position(["5S 4H", "5D"], face_up=["KH", ""], pile="3C 7D KD")
    move = game.apply(PickUp())
    said: list[Utterance] = []
    player, ada = narrator_at(game, 0, said), narrator_at(game, 1, said)
    words = "You pick up 3 cards: a 3, a 7 and a king"
    assert texts(player.describe(move[0], move, FACE_UP)) == [
        f"{words}; focus moves to your hand."]
    assert texts(player.describe(move[0], move, HAND)) == [f"{words}."]
    assert texts(ada.describe(move[0], move, FACE_UP)) == [
        "Bea picks up 3 cards: a 3, a 7 and a king."]
    # As the player's seat sees it: others' hands, the face-down cards and the stock counted.
    deal = {"type": "deal", "deal": 1, "dealer": 1, "hands": [["9H", "3D", "KS"], 3],
            "face_down": [3, 3], "stock": 0, "discard": []}
    heard = player.describe(deal, [deal], HAND)
    assert texts(heard) == ["Ada deals: three cards face down and six in hand each. "
                            "Your hand: 3 of diamonds, 9 of hearts and king of spades."]
    assert heard[0].must == (0,)
    deal = deal | {"hands": [3, 3]}  # a watcher's: no hand
    watched = narrator_at(game, SPECTATOR, said).describe(deal, [deal], HAND)
    assert texts(watched) == ["Ada deals: three cards face down and six in hand each."]


def test_the_narrator_is_no_session_and_its_module_imports_none() -> None:
    """The words stand apart from the session that holds them: the
    narrator inherits no session, and its module imports none (the
    utterance comes from ``game.core.utterance``)."""
    assert not issubclass(ShitheadNarrator, GameSession)
    tree = ast.parse(Path(event_words.__file__).read_text(encoding="utf-8"))
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    imported += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                 for alias in node.names]
    assert imported and not [m for m in imported if m.rpartition(".")[2] == "session"]
