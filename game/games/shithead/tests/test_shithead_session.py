"""ShitheadSession without the app: rows, selection words, reports, event
words, refusals, and that no hidden card is ever said."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest

from game.core.base import Refusal
from game.core.bots import bot_rng
from game.core.cards import Card, parse_cards
from game.core.session import Utterance
from game.core.words import card_name
from game.games.shithead.bots import BOTS, strongest_three
from game.games.shithead.rules import REFUSAL_CODES, Shithead
from game.games.shithead.session import FACE_DOWN, FACE_UP, HAND, PILE, ShitheadSession


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def session_at(hand: str, up: str = "", down: str = "2C 3C 4C", pile: str = "",
               bot_hand: str = "5D 6D 7D", bot_up: str = "8D 9D JD", stock: str = "",
               options: dict[str, bool] | None = None, starter: bool = False,
               verbosity: str = "full") -> ShitheadSession:
    """A two-player session in the play phase, the player (seat 0) to move."""
    session = ShitheadSession(2, ["normal"], seed=1, options=options, verbosity=verbosity,
                              key_label=lambda command: {"play": "Enter", "toggle_select": "Space",
                                                         "take_discard": "T", "opponents": "O",
                                                         "game_menu": "Escape"}[command])
    session.side.engine = Shithead.from_position(
        2, hands=[cards(hand), cards(bot_hand)], face_up=[cards(up), cards(bot_up)],
        face_down=[cards(down), cards("QD KD AD")], pile=cards(pile), stock=cards(stock),
        starter_on_pile=starter, options=options)
    session.cursor.sources = [session.view().source(s) for s in range(2)]
    session.cursor.refresh_rows()
    return session


def texts(words: Sequence[Utterance]) -> list[str]:
    return [u.text for u in words]


def go_to(session: ShitheadSession, row: int, index: int = 0) -> None:
    while session.cursor.row != row:
        session.handle("next_row")
    session.handle("first_card")
    for _ in range(index):
        session.handle("next_card")


# -- rows --------------------------------------------------------------------------


def test_rows_hand_face_up_face_down_pile() -> None:
    s = session_at("9H 5S 9S", up="KH 2D", pile="4C 7H")
    assert [r.name for r in s.cursor.rows] == ["Your hand", "Your face-up cards",
                                        "Your face-down cards", "The pile, top first"]
    assert s.cursor.rows[HAND].items == ["5 of spades, 1 of 3", "9 of hearts, 2 of 3",
                                  "9 of spades, 3 of 3"]
    assert texts(s.handle("next_row")) == ["Your face-up cards, 2 cards. king of hearts, 1 of 2"]
    assert texts(s.handle("next_row")) == ["Your face-down cards, 3 cards. "
                                           "face-down card 1 of 3"]
    assert texts(s.handle("last_card")) == ["face-down card 3 of 3"]
    assert texts(s.handle("next_row")) == ["The pile, top first, 2 cards. 7 of hearts, 1 of 2"]
    assert texts(s.handle("next_card")) == ["4 of clubs, 2 of 2"]


def test_face_down_row_names_no_card() -> None:
    s = session_at("9H", down="AS KS QS")
    go_to(s, FACE_DOWN)
    said = texts(s.handle("next_card")) + texts(s.handle("last_card"))
    said += s.cursor.rows[FACE_DOWN].items + s.reports.screen_lines() + texts(s.handle("my_status"))
    for card in cards("AS KS QS"):
        assert not any(card_name(card) in text for text in said)
    assert said[0] == "face-down card 2 of 3"


def test_sort_keeps_focus_and_selection() -> None:
    s = session_at("2H 9S 5D 10C 9H")
    assert [str(c) for c in s.cursor.hand] == ["5D", "9H", "9S", "2H", "10C"]  # specials last
    go_to(s, HAND, 2)
    s.handle("toggle_select")
    assert texts(s.handle("sort")) == ["Sorted by suit."]
    assert [str(c) for c in s.cursor.hand] == ["10C", "5D", "2H", "9H", "9S"]
    assert s.cursor.hand[s.cursor.focus[HAND]] == Card(9, "S")
    assert s.moves.chosen_cards() == [Card(9, "S")]


# -- selection and plays ---------------------------------------------------------------


def test_selection_says_whether_it_beats_the_pile() -> None:
    s = session_at("5S 9H 9S JC", pile="7D")
    go_to(s, HAND, 1)
    assert texts(s.handle("toggle_select")) == ["9 of hearts selected, goes on the 7."]
    s.handle("next_card")
    assert texts(s.handle("toggle_select")) == ["9 of spades selected, two 9s, go on the 7."]
    s.handle("next_card")
    assert texts(s.handle("toggle_select")) == [
        "jack of clubs selected, cards of different ranks: play one rank at a time."]
    s.handle("toggle_select")
    s.handle("first_card")
    s.handle("toggle_select")  # 5 with the two 9s: mixed
    s.handle("next_card")
    s.handle("toggle_select")
    s.handle("next_card")
    s.handle("toggle_select")
    assert s.moves.chosen_cards() == [Card(5, "S")]
    s.handle("first_card")
    assert texts(s.handle("toggle_select")) == ["5 of spades deselected, nothing selected."]
    assert texts(s.handle("toggle_select")) == ["5 of spades selected, too low for the 7."]


def test_enter_plays_several_of_a_rank_and_says_what_to_beat() -> None:
    s = session_at("5S 9H 9S", pile="7D", stock="KC QC 3H")
    go_to(s, HAND, 1)
    s.handle("toggle_select")
    s.handle("next_card")
    s.handle("toggle_select")
    words = s.handle("play")
    assert texts(words)[:2] == ["You play two 9s. Next: a 9 or higher, or a 2.",
                                "You draw the queen of clubs and king of clubs."]
    assert words[0].cue == "play"
    assert Card(9, "H") in s.view().pile and s.moves.selected == set()
    # The bot cannot beat the 9 and picks up; the prompt says what to beat.
    assert texts(s.bots.step()) == ["Ada picks up 3 cards: two 9s and a 7.",
                                   "Your turn: play anything."]


def test_enter_plays_the_focused_card_and_too_low_is_refused_with_ranks() -> None:
    s = session_at("5S 9H", pile="7D")
    before = (s.view(), len(s.side.events))
    go_to(s, HAND, 0)
    words = s.handle("play")
    assert texts(words) == ["Invalid: a 5 is too low for a 7."]
    assert words[0].cue == "invalid"
    assert (s.view(), len(s.side.events)) == before
    s.handle("next_card")
    assert texts(s.handle("play"))[0] == "You play a 9. Next: a 9 or higher, or a 2."


def test_ten_burns_and_the_player_plays_again() -> None:
    s = session_at("10H 4S", pile="7D 8C 9S")
    go_to(s, HAND, 1)
    words = s.handle("play")
    assert texts(words) == ["You play a 10.", "The 10 burns the pile, 4 cards. You play again.",
                            "Your turn: play anything."]
    assert [u.cue for u in words] == ["play", "burn", "your_turn"]


def test_four_of_a_rank_burn_and_the_next_player_plays_anything() -> None:
    s = session_at("6H 6S 3C", pile="4D 6C 6D")
    go_to(s, HAND, 1)
    s.handle("toggle_select")
    s.handle("next_card")
    s.handle("toggle_select")
    words = texts(s.handle("play"))
    assert words[:2] == ["You play two 6s.",
                         "Four 6s burn the pile, 5 cards. The next player plays anything."]


def test_pick_up_by_key_only_when_nothing_beats() -> None:
    s = session_at("5S 9H", pile="7D")
    assert texts(s.handle("take_discard")) == [
        "Invalid: you have a card that goes on the 7, so you cannot pick up the pile."]
    s = session_at("5S 4H", pile="3C 7D KD")
    assert s.prompt.turn_prompt() == (
        "Your turn. The pile needs a king or higher, a 2 or a 10, and "
        "nothing in your hand will do. "
        "Press T to pick up the pile.")
    words = s.handle("take_discard")
    assert texts(words)[0] == "You pick up 3 cards: a 3, a 7 and a king."
    assert words[0].cue == "pickup"
    assert sorted(s.view().hand) == sorted(cards("5S 4H 3C 7D KD"))


def test_face_up_cards_then_face_down_by_position() -> None:
    s = session_at("9H", up="5C", pile="7D")
    words = texts(s.handle("play"))
    assert words[0] == "You play a 9. Next: a 9 or higher, or a 2."
    assert "You move to your face-up cards: 5 of clubs; focus moves to them." in words
    s = session_at("", up="5C 5S", pile="7D")
    assert s.prompt.turn_prompt() == (
        "Your turn. The pile needs a 7 or higher, or a 2, and nothing among "
        "your face-up cards will do. "
        "Press T to pick up the pile.")
    s = session_at("", up="9C", pile="7D")
    assert s.prompt.turn_prompt() == (
        "Your turn, from your face-up cards. Play a 7 or higher, or a 2.")
    go_to(s, FACE_UP)
    words = texts(s.handle("play"))
    assert words[0] == ("You play 9 of clubs from your face-up cards. "
                        "Next: a 9 or higher, or a 2.")
    assert ("You move to your face-down cards, 3 left; focus moves to them."
            in words)


def test_enter_on_a_face_down_card_turns_it() -> None:
    s = session_at("", down="3H AS 8C", pile="KD")
    assert s.prompt.turn_prompt() == (
        "Your turn. Play a king or higher, a 2 or a 10. Turn a face-down "
        "card: press Enter on "
        "one in the face-down row, 3 left.")
    assert texts(s.handle("play")) == ["Invalid: only face-down cards are left; press Enter on "
                                       "one in the face-down row."]
    go_to(s, FACE_DOWN, 1)
    words = texts(s.handle("play"))
    assert words[0] == ("You turn up the ace of spades and play it. "
                        "Next: an ace, a 2 or a 10.")
    assert s.cursor.rows[FACE_DOWN].items == ["face-down card 1 of 2", "face-down card 2 of 2"]
    s = session_at("", down="3H", pile="2S KD")
    go_to(s, FACE_DOWN)
    words = s.handle("play")
    assert texts(words)[:2] == ["You turn up the 3 of hearts: it is too low for the king.",
                                "You pick up 3 cards: a 2, a 3 and a king; focus moves to your "
                                "hand."]
    assert sorted(s.view().hand) == sorted(cards("3H 2S KD"))
    assert s.view().face_down_count == 0


def test_going_out_wins_and_offers_another_game() -> None:
    s = session_at("", up="", down="AS", pile="KD")
    go_to(s, FACE_DOWN)
    words = s.handle("play")
    assert texts(words) == ["You turn up the ace of spades and play it.", "You are out!",
                            "You win the game!", "Press Enter to play again, or Escape for "
                                                 "the menu."]
    assert "hand_won" in [u.cue for u in words]
    assert s.flow.paused and s.side.is_over()
    s.handle("play")
    assert s.flow.play_again_requested


def test_play_to_last_names_the_shithead() -> None:
    s = session_at("", down="AS", pile="KD", options={"play_to_last": True})
    go_to(s, FACE_DOWN)
    words = texts(s.handle("play"))
    assert words[:4] == ["You turn up the ace of spades and play it.", "You are out, first!",
                         "You win the game!", "Ada is the shithead."]


# -- the face-up choice -----------------------------------------------------------------


def fresh(seed: int = 4, players: int = 2) -> ShitheadSession:
    s = ShitheadSession(players, ["normal"] * (players - 1), seed=seed)
    s.start()
    s.flow.opening_heard()  # as the app does as a frame ends (game/app/heard.py)
    while s.bots.due():
        s.bots.step()
    return s


def test_enter_alone_takes_the_suggested_face_up_cards() -> None:
    s = fresh()
    hand = list(s.view().hand)
    suggested = strongest_three(hand)
    prompt = s.prompt.turn_prompt()
    assert prompt.startswith("Choose three cards to lay face up: toggle_select selects, "
                             "play confirms. Suggested: ")
    for card in suggested:
        assert card_name(card) in prompt
    words = texts(s.handle("play"))
    assert words[0].startswith("You lay face up: ")
    assert sorted(s.view().face_up) == sorted(suggested)


def test_face_up_choice_by_selection() -> None:
    s = fresh()
    go_to(s, HAND, 0)
    assert texts(s.handle("toggle_select"))[0].endswith(", 1 of 3 chosen.")
    s.handle("next_card")
    s.handle("toggle_select")
    before = len(s.side.events)
    assert texts(s.handle("play")) == ["Invalid: choose 3 cards to lay face up, not 2."]
    assert len(s.side.events) == before
    s.handle("next_card")
    last = texts(s.handle("toggle_select"))[0]
    assert last.endswith(", 3 of 3 chosen: press play to lay them face up.")
    chosen = s.moves.chosen_cards()
    s.handle("play")
    assert sorted(s.view().face_up) == sorted(chosen)
    assert s.view().phase == "play"


# -- reports ---------------------------------------------------------------------------


def test_reports() -> None:
    s = session_at("5S 9H", up="KH", pile="4C 9D 9C", stock="2S 3S",
                   bot_hand="5D 6D 7D 8S", bot_up="AD")
    assert texts(s.handle("my_status")) == [
        "Your hand: 2 cards, 5 of spades and 9 of hearts. Face up: king of hearts. "
        "Face down: 3 cards."]
    assert texts(s.handle("opponents")) == [
        "Ada: 4 in hand, face up ace, 3 face down."]
    assert texts(s.handle("table")) == [
        "Pile: 9 of clubs on top, two 9s in a row, 3 cards. Next: a 9 or higher, or a 2. "
        "Draw pile: 2 cards. "
        "Burnt: none."]
    assert texts(s.handle("scores")) == ["Nobody is out yet. Still holding cards: you and Ada."]
    s.side.engine.finished.append(1)  # type: ignore[attr-defined]
    assert texts(s.handle("scores")) == ["Out: Ada first. Still holding cards: you."]
    assert texts(s.handle("whose_turn")) == ["Your turn. Play a 9 or higher, or a 2."]
    empty = session_at("5S", pile="")
    assert texts(empty.handle("table"))[0].startswith("The pile is empty. Anything goes.")


# -- refusals ----------------------------------------------------------------------------

SAMPLE_ARGS: dict[str, dict[str, object]] = {
    "choose-three": {"need": 3, "have": 2},
    "not-same-rank": {"ranks": ["9", "J"]},
    "no-face-down-there": {"index": 4},
    "too-low": {"need": "9", "have": "7"},
}


@pytest.mark.parametrize("code", sorted(REFUSAL_CODES))
def test_every_refusal_has_a_sentence(code: str) -> None:
    s = session_at("5S 9H", pile="7D")
    text = s.moves.refuse(Refusal(code, SAMPLE_ARGS.get(code, {}))).text
    assert text.startswith("Invalid: ")
    assert "{" not in text and "$" not in text
    assert not re.search(r"\b[JQKA]\b", text)  # rank codes become words


def test_refusal_words_with_ranks() -> None:
    s = session_at("5S 9H", pile="7D")
    assert s.moves.refuse(Refusal("too-low", SAMPLE_ARGS["too-low"])).text == (
        "Invalid: a 7 is too low for a 9.")
    assert s.moves.refuse(Refusal("not-same-rank", SAMPLE_ARGS["not-same-rank"])).text == (
        "Invalid: play cards of one rank only, not 9s and jacks.")


def test_refusals_from_keys() -> None:
    s = session_at("5S 9H", up="KH", pile="4C")
    go_to(s, FACE_UP)
    assert texts(s.handle("play")) == [
        "Invalid: play from your hand first; your face-up cards come when it is empty."]
    go_to(s, FACE_DOWN)
    assert texts(s.handle("play")) == [
        "Invalid: play from your hand first; your face-up cards come when it is empty."]
    s = session_at("", up="KH", pile="4C")
    go_to(s, FACE_DOWN)
    assert texts(s.handle("play")) == [
        "Invalid: play your face-up cards before the face-down ones."]
    s = session_at("5S 9H", pile="4C")
    go_to(s, PILE)
    assert texts(s.handle("play")) == ["Invalid: select cards with Space first."]


# -- what may be said ----------------------------------------------------------------------


def hidden_names(game: Shithead, seen: set[str]) -> set[str]:
    """Names of cards the player cannot know now: face-down cards, the stock
    and bots' hands, less any card of that name seen in the open."""
    hidden = [c for seat in range(game.players) for c in game.face_down[seat] if c is not None]
    hidden += game.stock
    hidden += [c for seat in range(1, game.players) for c in game.hands[seat]]
    return {card_name(c) for c in hidden} - seen


def learn(seen: set[str], events: Sequence[dict[str, object]]) -> None:
    """What the events showed the player: the own hand and draws, face-up
    cards, the starter, plays, flipped cards and picked-up piles."""
    for e in events:
        kind = e["type"]
        found: list[str] = []
        if kind == "deal":
            found = list(e["hands"][0])  # type: ignore[index]
        elif kind in ("face_up", "play", "pickup", "burn") or (kind == "draw"
                                                               and e["player"] == 0):
            found = list(e["cards"])  # type: ignore[arg-type]
        elif kind in ("starter", "flip"):
            found = [str(e["card"])]
        seen.update(card_name(c) for c in parse_cards(found))


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 2), (3, 3), (6, 4)])
def test_no_hidden_card_is_ever_said(seed: int, players: int) -> None:
    s = ShitheadSession(players, ["normal"] * (players - 1), seed=seed)
    me = BOTS["normal"](bot_rng(seed, 0))
    game = s.side.engine
    seen: set[str] = set()
    said = texts(s.start())
    learn(seen, game.events)
    assert not any(name in text for name in hidden_names(game, seen) for text in said)
    checked = 0
    for turn in range(2000):
        if game.is_over():
            break
        start = len(game.events)
        if s.bots.due():
            words = s.bots.step()
        else:
            move = me.choose(game.view(0), game.legal_moves())
            words = s.moves.try_move(move)
        learn(seen, game.events[start:])
        said = texts(words)
        if turn % 3 == 0:  # the reports, rows and screen too
            for command in ("my_status", "opponents", "table", "scores", "whose_turn"):
                said += texts(s.handle(command))
            s.cursor.refresh_rows()
            said += [item for row in s.cursor.rows for item in row.items] + s.reports.screen_lines()
        secret = hidden_names(game, seen)
        for text in said:
            leaks = [name for name in secret if re.search(rf"\b{re.escape(name)}\b", text)]
            assert not leaks, (text, leaks)
        checked += len(said)
    assert game.is_over()
    assert checked > 100


def test_a_bot_draw_is_folded_into_its_play() -> None:
    # "Ada draws a card." after nearly every play said nothing the
    # play could not: the play's sentence says it ("and draws"), spoken in
    # brief verbosity too, and no draw sentence of its own follows.
    s = session_at("9H", pile="7D", stock="2S 3S 4S 5S", bot_hand="JC", bot_up="",
                   verbosity="brief")
    s.handle("play")
    words = s.bots.step()
    assert not [u for u in words if u.text.startswith("Ada draws")]
    plays = [u for u in words if u.text.startswith("Ada plays")]
    assert plays and all(u.spoken for u in plays)
    assert plays[0].text.startswith("Ada plays a jack and draws")


def test_opponents_report_separates_players() -> None:
    s = ShitheadSession(3, ["normal", "normal"], seed=2)
    s.start()
    view = s.view()
    words = texts(s.handle("opponents"))
    assert words == [f"Ada: {view.hand_counts[1]} in hand, 3 face down; "
                     f"Boris: {view.hand_counts[2]} in hand, 3 face down."]
