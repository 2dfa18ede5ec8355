"""Words do not change state: Twenty's ``describe`` only says an event.
The rows, the selection, the cards laid this deal (the table row, and
TW-10's "the last of them to lay cards") and whom the last-card warning
has named follow the table in ``took_in``, after the words, so that asking
for an event's words again, or in another order, changes nothing the keys
then read.

The history is left out of the comparison: every sentence built goes into
it (``GameSession.say``)."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.base import SPECTATOR
from game.core.bots import bot_rng
from game.core.cards import parse_cards
from game.core.session import Utterance, seat_name
from game.games.twenty.bots import BOTS
from game.games.twenty.event_words import TwentyNarrator
from game.games.twenty.rules import Play, Twenty
from game.games.twenty.session import HAND, TABLE, TwentySession
from game.games.twenty.tests.test_twenty_summary import session_at, texts
from game.games.twenty.tests.twenty_helpers import position


def keys_read(s: TwentySession) -> tuple[Any, ...]:
    """Everything of the session that a key (or the next words) reads, as a value."""
    return ([(row.name, tuple(row.items)) for row in s.rows], s.row, tuple(s.focus),
            frozenset(s.selected), tuple(s.hand), tuple(s.table_log), s.sort_order,
            frozenset(s.last_card_warning.warned))


def test_describing_a_play_lays_no_card_until_it_is_taken_in() -> None:
    """TW-7: the cards laid go to the table row once, when the play is
    taken in; saying the play twice first lays nothing."""
    s = session_at(["5C 9H 3D", "4D 9S"], stock="2C 3C", move=5, to_move=0)
    events = s.side.engine.apply(Play(tuple(parse_cards(["5C"]))))
    assert [e["type"] for e in events] == ["play"]
    before = keys_read(s)
    for _ in range(2):
        assert texts(s.describe(events[0])) == ["You play a 5. Move 5."]
    assert keys_read(s) == before
    s.flow.announce(events)
    assert s.rows[TABLE].items == ["5 of clubs from you"]
    assert len(s.rows[HAND].items) == 2


def test_a_held_deal_is_said_in_the_hand_rows_order_and_clears_the_table_once_taken_in(
) -> None:
    """The next deal, held while the summary waits, is said with the hand
    in the player's sort order (read from the view, as the rows will show
    it); the finished deal's cards stay on the table row until the deal is
    taken in: describing it clears nothing."""
    s = TwentySession(2, ["normal"], seed=3, options={"match_points": 50})
    me = BOTS["normal"](bot_rng(3, 0))
    s.start()
    s.cmd_sort()  # by rank
    s.cmd_sort()  # by suit
    game = s.twenty
    while not s.flow.paused:
        seat = game.current_player()
        assert seat is not None
        mover = me if seat == s.human else s.side.bots[seat]
        s.flow.announce(game.apply(mover.choose(game.view(seat), game.legal_moves())))
    held = [game.redact(e, s.human) for e in s.flow.held if e["type"] == "deal"]
    assert len(held) == 1 and s.table_log
    before = keys_read(s)
    said = texts(s.describe(held[0]))
    assert keys_read(s) == before
    assert said == texts(s.describe(held[0]))
    assert said[-1].startswith("Your hand: ")
    s.flow.go_on()
    assert s.table_log == [] and s.rows[TABLE].items == []
    assert s.sort_order == "suit"
    names = [item.split(",")[0] for item in s.rows[HAND].items]
    places = [said[-1].find(name) for name in names]
    assert -1 not in places and places == sorted(places)


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (5, 3), (8, 4)])
def test_describing_any_event_twice_in_any_order_changes_nothing(seed: int,
                                                                 players: int) -> None:
    """Whole seeded matches: after each move, its events are described
    backwards and then again forwards before the session says them; what
    the keys read stays as it was, and the words are the same each time."""
    s = TwentySession(players, ["normal"] * (players - 1), seed=seed,
                      options={"match_points": 50})
    me = BOTS["normal"](bot_rng(seed, 0))
    s.start()
    game = s.twenty
    described = 0
    kinds: set[str] = set()
    for _ in range(5000):
        if game.is_over():
            break
        seat = game.current_player()
        assert seat is not None
        mover = me if seat == s.human else s.side.bots[seat]
        events = game.apply(mover.choose(game.view(seat), game.legal_moves()))
        shown = [game.redact(e, s.human) for e in events]
        before = keys_read(s)
        backwards = [texts(s.describe(e)) for e in reversed(shown)]
        forwards = [texts(s.describe(e)) for e in shown]
        assert forwards == backwards[::-1]
        assert keys_read(s) == before, [e["type"] for e in shown]
        described += len(shown)
        kinds |= {e["type"] for e in shown}
        s.flow.announce(events)
        while s.flow.paused and not game.is_over():
            s.flow.go_on()
    assert game.is_over()
    assert described > 50
    assert {"deal", "play", "draw", "deal_end", "game_end"} <= kinds


def narrator_at(game: Twenty, seat: int, said: list[Utterance]) -> TwentyNarrator:
    """The narrator alone, no session: it reads the game's view and names
    and puts what it says in ``said``."""

    def say(text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        said.append(Utterance(text, interrupt=interrupt, cue=cue, seat=seat, spoken=important))
        return said[-1]

    return TwentyNarrator(
        seat=seat, name=lambda s, capital=False: seat_name(s, seat, capital),
        view=lambda: game.public_view() if seat == SPECTATOR else game.view(seat), say=say,
        key_label=lambda command: {"play": "Enter", "game_menu": "Escape"}[command],
        game_over=game.is_over, play_again=lambda: say("Play again?"))


def test_the_narrator_says_a_deal_and_its_summary_without_a_session() -> None:
    """The words need no session: a seat, names, a view and ``say``. A deal
    tells the player their hand in their order, a watcher only who dealt;
    TW-10's tie is settled by the cards laid as the player heard them."""
    game = position(["9H 3D 5C", "9S 2C"], stock="4D", move=3, to_move=0, dealer=1)
    deal = {"type": "deal", "deal": 2, "dealer": 1, "hands": [["9H", "3D", "5C"], 2], "stock": 1,
            "discard": []}
    said: list[Utterance] = []
    player = narrator_at(game, 0, said)
    assert texts(player.describe(deal, [], "suit")) == [
        "Deal 2. Ada deals.", "Your hand: 5 of clubs, 3 of diamonds and 9 of hearts."]
    watcher = narrator_at(game, SPECTATOR, said)
    assert texts(watcher.describe(deal, [], "value")) == ["Deal 2. Ada deals."]
    end = {"type": "deal_end", "deal": 2, "winner": 1, "scores": [0, 20],
           "totals": [10, 20], "hands": [["9H"], ["9S"]]}
    words = texts(player.describe(end, [(0, parse_cards(["3D"])[0]), (1, parse_cards(["2C"])[0])],
                                  "value"))
    assert words[:2] == [
        "Move 20 was the last. You and Ada have one card each; Ada was the last of them "
        "to lay cards.",
        "Ada wins deal 2, holding 9 of spades, plus 20."]
    assert words[-1] == "Press Enter to deal on."
    assert [u.text for u in said] == ["Deal 2. Ada deals.",
                                      "Your hand: 5 of clubs, 3 of diamonds and 9 of hearts.",
                                      "Deal 2. Ada deals.", *words]
