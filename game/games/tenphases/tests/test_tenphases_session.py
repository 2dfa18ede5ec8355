"""Ten Phases by keys, without pygame: declaring words and choices, the
keep-or-redraw question and Escape, the assist, reports, the end of the
game, every refusal in words, and nothing hidden ever said."""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from game.core.base import Event, Refusal
from game.core.bots import bot_rng
from game.core.cards import Card, parse_cards
from game.core.words import card_name
from game.games.tenphases.bots import BOTS
from game.games.tenphases.rules import CHOOSE, DRAW, PLAY, REFUSAL_CODES, Group
from game.games.tenphases.session import ACTIONS, HAND, TenPhasesSession
from game.i18n import join_list

KEYS = {"draw": "D", "take_discard": "T", "play": "Enter", "toggle_select": "Space",
        "game_menu": "Escape"}


def make(players: int = 3, seed: int = 1, **kwargs: object) -> TenPhasesSession:
    session = TenPhasesSession(players, ["normal"] * (players - 1), seed,
                               key_label=lambda c: KEYS.get(c, c), **kwargs)  # type: ignore[arg-type]
    session.start()
    session.flow.opening_heard()  # as the app does as a frame ends (game/app/heard.py)
    return session


def arrange(session: TenPhasesSession, hand: Iterable[str], *, phase: int = 1,
            step: str = PLAY, discard: Iterable[str] | None = None,
            stock: Iterable[str] = ()) -> None:
    """The player's turn with this hand and phase."""
    game = session.side.engine
    game.to_move = 0
    game.step = step
    game.declared = False
    game.hands[0] = list(parse_cards(hand))
    game.phases_done[0] = phase - 1
    if discard is not None:
        game.discard = list(parse_cards(discard))
    game.stock = list(parse_cards(stock)) + game.stock
    session.flow.paused = False
    session.question.choosing = None
    session.moves.selected = set()
    session.cursor.refresh_rows()


def texts(words: Iterable[object]) -> list[str]:
    return [w.text for w in words]  # type: ignore[attr-defined]


def select(session: TenPhasesSession, *codes: str) -> list[str]:
    """Select these cards with the keys: Home, Right to each, Space."""
    said: list[str] = []
    while session.cursor.row != HAND:
        session.handle("previous_row")
    for code in codes:
        card = Card.parse(code)
        i = next(j for j, c in enumerate(session.moves.hand)
                 if c == card and j not in session.moves.selected)
        session.handle("first_card")
        for _ in range(i):
            session.handle("next_card")
        said += texts(session.handle("toggle_select"))
    return said


PHASE8 = ["4H", "5H", "6H", "7H", "9S", "10S", "JS", "QS", "2C", "KD", "3D"]


# -- declaring --------------------------------------------------------------------------
def test_declaring_says_the_groups_then_asks_keep_or_redraw() -> None:
    s = make()
    arrange(s, PHASE8, phase=8)
    said = select(s, "4H", "5H", "6H", "7H", "9S", "10S", "JS")
    assert said[-1] == "jack of spades selected, 7 cards selected."
    said = select(s, "QS")
    assert said[-1] == "queen of spades selected, 8 cards selected: that makes phase 8."
    words = s.handle("play")
    assert texts(words) == [
        "Phase 8 declared: 4 to 7 of hearts; 9 to queen of spades.",
        "Keep the cards, or discard them and draw 8? Keep the cards, 1 of 2. "
        "Up and Down to hear both, Enter to choose."]
    assert not words[1].interrupt  # the declaration is heard first
    assert s.side.engine.phases_done[0] == 8 and s.view().step == CHOOSE
    assert texts(s.handle("next_card")) == ["Discard them and draw 8, 2 of 2"]
    assert texts(s.handle("previous_row")) == ["Keep the cards, 1 of 2"]
    words = texts(s.handle("play"))
    assert words == ["You keep the cards.", "Now discard: select one card and press Enter."]
    assert len(s.side.engine.hands[0]) == 11 and s.view().step == PLAY


def test_a_joker_is_said_with_what_it_stands_for() -> None:
    s = make()
    arrange(s, ["4H", "5H", "JK", "7H", "9S", "10S", "JS", "QS", "2C", "KD", "3D"], phase=8)
    select(s, "4H", "5H", "JK", "7H", "9S", "10S", "JS", "QS")
    words = texts(s.handle("play"))
    assert words[0] == ("Phase 8 declared: 4 to 7 of hearts with joker as 6 of hearts; "
                        "9 to queen of spades.")
    s2 = make()
    arrange(s2, ["9C", "9D", "JK", "4S", "5H", "6D", "KD", "2C", "3D", "QH", "8S"], phase=1)
    select(s2, "9C", "9D", "JK", "4S", "5H", "6D")
    assert texts(s2.handle("play"))[0] == (
        "Phase 1 declared: run 4 to 6; three 9s with joker as a 9.")


def test_redraw_discards_the_shown_cards_and_draws_as_many() -> None:
    s = make()
    new = ["2H", "3H", "4D", "5D", "10C", "JH", "8C", "8D"]
    arrange(s, PHASE8, phase=8, stock=new)
    select(s, "4H", "5H", "6H", "7H", "9S", "10S", "JS", "QS")
    s.handle("play")
    s.handle("next_card")
    words = texts(s.handle("play"))
    drawn = join_list([card_name(c) for c in sorted(parse_cards(new), key=lambda c: c.rank)])
    assert words == [f"You discard them and draw 8: {drawn}.",
                     "Now discard: select one card and press Enter."]
    hand = s.side.engine.hands[0]
    assert sorted(map(str, hand)) == sorted(["2C", "KD", "3D"] + new)
    assert str(s.side.engine.discard[-1]) == "QS"
    assert texts(s.handle("table"))[0].startswith("Discard pile: queen of spades, ")


def test_escape_leaves_the_keep_question_and_enter_asks_it_again() -> None:
    s = make()
    arrange(s, PHASE8, phase=8)
    select(s, "4H", "5H", "6H", "7H", "9S", "10S", "JS", "QS")
    s.handle("play")
    assert texts(s.handle("draw")) == [
        "You are choosing: Up and Down move, Enter picks, Escape goes back."]
    words = s.question.escape() or []
    assert texts(words) == ["Back to your hand. The cards of phase 8 wait: press Enter to keep "
                            "them or to discard them and draw 8."]
    assert s.question.escape() is None  # nothing asked now: the game menu opens
    assert s.view().step == CHOOSE and s.side.engine.phases_done[0] == 8
    # The hand can be looked at; a discard is refused with the reason.
    assert texts(s.handle("first_card"))[0].startswith("2 of clubs, 1 of 11")
    assert texts(s.handle("whose_turn")) == [
        "Keep the cards of phase 8, or discard them and draw 8: press Enter to choose."]
    s.moves.selected = {0}
    s.handle("next_row")
    s.handle("last_card")  # "Discard the selected card"
    assert texts(s.handle("play"))[0].startswith("Keep the cards, or discard them and draw 8?")
    assert texts(s.handle("play")) == ["You keep the cards.",
                                       "Now discard: select one card and press Enter."]


def test_a_move_before_keep_or_redraw_is_refused() -> None:
    from game.games.tenphases.rules import Discard

    s = make()
    arrange(s, PHASE8, phase=8)
    select(s, "4H", "5H", "6H", "7H", "9S", "10S", "JS", "QS")
    s.handle("play")
    s.question.escape()
    sentence = ("Invalid: first keep the cards of phase 8 or discard them and draw anew; "
                "press Enter to choose.")
    assert texts(s.moves.try_move(Discard(Card.parse("2C")))) == [sentence]
    assert texts(s.handle("draw")) == [sentence]
    assert texts(s.handle("take_discard")) == [sentence]


def test_readings_that_keep_and_score_alike_are_not_asked_tp8() -> None:
    """TP-8 (no needless questions: each costs the player keys): a joker at
    either end of a run reads two ways, but both show the same cards, which
    are kept or discarded together and score the same: the first reading is
    declared without a question, and the keep-or-redraw question follows."""
    s = make()
    arrange(s, ["4S", "5H", "6D", "7C", "8C", "JK", "KD", "2C", "3D", "QH", "10S"], phase=4)
    select(s, "4S", "5H", "6D", "7C", "8C", "JK")
    words = texts(s.handle("play"))
    assert words[0] == "Phase 4 declared: run 3 to 8 with joker as 3."
    assert words[1].startswith("Keep the cards, or discard them and draw 6?")
    assert s.side.engine.phases_done[0] == 4


def test_declaring_phase_10_ends_the_game_without_a_question() -> None:
    s = make()
    game = s.side.engine
    arrange(s, ["5H", "6H", "7H", "8H", "9H", "2S", "JK", "4S", "5S", "KD", "QC"], phase=10)
    game.phases_done[1:] = [4, 2]
    game.hands[1] = list(parse_cards(["KC", "QD", "2D", "3C", "4C", "JK", "5C", "6C", "7C",
                                      "8C"]))
    game.hands[2] = list(parse_cards(["KH", "QS", "2H", "3H", "4H", "JD", "5D", "6D", "7D",
                                      "8D"]))
    select(s, "5H", "6H", "7H", "8H", "9H", "2S", "JK", "4S", "5S")
    words = texts(s.handle("play"))
    assert words == [
        "Phase 10 declared: 5 to 9 of hearts; 2 to 5 of spades with joker as 3 of spades.",
        "You win the game!",
        "Boris loses, with 65 points and 2 phases done.",
        "Ada neither won nor lost, with 80 points and 4 phases done.",
        "Press Enter to play again, or Escape for the menu."]
    assert s.question.choosing is None and s.flow.paused
    assert texts(s.handle("scores")) == [
        "Phases: You all ten done, Ada on phase 5 and Boris on phase 3. You won with 0 "
        "points, Boris lost with 65 points and Ada neither won nor lost with 80 points."]
    assert s.handle("play") == [] and s.flow.play_again_requested


@pytest.mark.parametrize(("hand", "phase", "chosen", "sentence"), [
    (PHASE8, 8, ["4H", "5H", "6H", "9S", "10S", "JS", "QS"],
     "Invalid: phase 8 is a run of 4 in one suit and a run of 4 in another, exactly 8 cards; "
     "you have 7 cards: 9 to queen of spades and 3 in a row, 4 to 6 of hearts for a run of 4 "
     "in one suit."),
    (["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "2C", "KD", "3D"], 8,
     ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH"],
     "Invalid: the two groups must be of different suits; both are hearts."),
    (["9C", "9D", "4S", "5H", "6D", "KD", "2C", "3D", "QH", "8S", "7S"], 1,
     ["9C", "9D", "4S", "5H", "6D"],
     "Invalid: phase 1 is a run of 3 and 3 of a kind, exactly 6 cards; you have 5 cards: "
     "a run 4 to 6 and two 9s for 3 of a kind."),
    (["9C", "9D", "4S", "5H", "6D", "KD", "2C", "3D", "QH", "8S", "7S"], 1,
     ["4S", "5H", "6D"],
     "Invalid: phase 1 is a run of 3 and 3 of a kind, exactly 6 cards; you have 3 cards: "
     "a run 4 to 6."),
    (["4S", "5H", "6D", "7C", "9C", "10C", "KD", "2C", "3D", "QH", "8S"], 4,
     ["4S", "5H", "6D", "7C", "9C", "10C"],
     "Invalid: a run needs ranks in a row; you have 4, 5, 6, 7, 9 and 10."),
    (["2H", "3D", "5H", "6D", "7H", "8D", "9H", "JS", "KD", "2C", "3C"], 7,
     ["2H", "3D", "5H", "6D", "7H", "8D", "9H", "JS"],
     "Invalid: the cards must all be one colour, red or black."),
    (["JK", "JK", "JK", "4S", "5S", "6S", "KD", "2C", "3D", "QH", "8S"], 4,
     ["JK", "JK", "JK"],
     "Invalid: each group needs a real card beside its jokers."),
])
def test_a_selection_that_is_not_the_phase_is_refused_with_the_reason(
        hand: list[str], phase: int, chosen: list[str], sentence: str) -> None:
    s = make()
    arrange(s, hand, phase=phase)
    select(s, *chosen)
    before = (list(s.side.engine.hands[0]), len(s.side.events))
    words = s.handle("play")
    assert texts(words) == [sentence]
    assert words[0].cue == "invalid"
    assert (list(s.side.engine.hands[0]), len(s.side.events)) == before


def test_declaring_before_drawing_and_twice_in_a_turn_is_refused() -> None:
    s = make()
    arrange(s, PHASE8[:-1], phase=8, step=DRAW, discard=["2D"])
    select(s, "4H", "5H", "6H", "7H", "9S", "10S", "JS", "QS")
    assert texts(s.handle("play")) == [
        "Invalid: draw first, with D from the stock or T from the discard pile."]
    assert s.prompt.turn_prompt() == "Your turn: draw with D or take the 2 of diamonds with T."
    s.side.engine.step = PLAY
    s.side.engine.hands[0].append(Card.parse("3D"))
    s.handle("play")
    s.handle("play")  # keep
    s.side.engine.hands[0] += parse_cards(["3S", "4S", "5S", "6S", "7S", "8S", "9S"])
    s.cursor.refresh_rows()
    select(s, "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S")
    assert texts(s.handle("play")) == [
        "Invalid: you declared phase 8 this turn; one phase a turn. Now discard."]
    s.moves.selected.clear()
    s.cursor.row = ACTIONS
    s.cursor.focus[ACTIONS] = 3
    assert texts(s.handle("play")) == ["Invalid: select cards with Space first."]


def test_the_turn_prompts_teach_then_shorten() -> None:
    s = make()
    arrange(s, PHASE8[:-1], phase=8, step=DRAW, discard=["2D"], stock=["8C", "8D"])
    words = texts(s.handle("draw"))
    assert words[-1] == ("Declare your phase or discard: select cards and press Enter; one card "
                         "is discarded, more cards are declared as phase 8.")
    arrange(s, PHASE8[:-1], phase=8, step=DRAW, discard=[], stock=["8H"])
    assert s.prompt.turn_prompt() == "Your turn: draw with D."
    assert texts(s.handle("draw"))[-1] == "Now declare or discard."


def test_the_assist_speaks_once_a_phase_after_the_draw() -> None:
    hand = PHASE8[:-1]
    s = make()
    arrange(s, hand, phase=8, step=DRAW, stock=["8C"])
    words = texts(s.handle("draw"))
    assert words[:2] == ["You draw the 8 of clubs.",
                         "You hold phase 8: select its cards and press Enter to declare it."]
    arrange(s, hand, phase=8, step=DRAW, stock=["8D"])
    assert not any("You hold phase" in w for w in texts(s.handle("draw")))
    quiet = make(assist=False)
    arrange(quiet, hand, phase=8, step=DRAW, stock=["8C"])
    assert not any("You hold phase" in w for w in texts(quiet.handle("draw")))


# -- reports ------------------------------------------------------------------------------
def test_reports() -> None:
    s = make()
    arrange(s, ["2C", "KD", "3D", "JK", "QH"], phase=3, discard=["4C", "7H"])
    game = s.side.engine
    game.phases_done[1:] = [5, 1]
    game.stock = game.stock[:40]
    assert texts(s.handle("my_status")) == [
        "Phase 3: two sets of 3 of a kind. 2 phases done. You hold 5 cards: 2 of clubs, "
        "3 of diamonds, queen of hearts, king of diamonds and joker."]
    # The usual 10 cards between turns are not said: they told nothing.
    assert s.view().hand_counts[1:] == (10, 10)
    assert texts(s.handle("opponents")) == ["Ada: phase 6. Boris: phase 2."]
    assert texts(s.handle("table")) == ["Discard pile: 7 of hearts, 2 cards. Stock: 40 cards."]
    assert texts(s.handle("scores")) == [
        "Phases: You on phase 3, Ada on phase 6 and Boris on phase 2."]
    assert texts(s.handle("sort")) == ["Sorted by suit."]
    assert [str(c) for c in s.moves.hand] == ["2C", "3D", "KD", "QH", "JK"]


def test_an_opponents_turn_is_said_with_what_all_may_know() -> None:
    s = make()
    game = s.side.engine
    game.to_move = 1
    game.step = DRAW
    game.phases_done[1] = 2
    game.hands[1] = list(parse_cards(["9C", "9D", "9S", "KC", "KD", "2C", "3D", "QH", "8S",
                                      "7S"]))
    game.stock = list(parse_cards(["KS"])) + game.stock
    words = texts(s.bots.step() + s.bots.step() + s.bots.step() + s.bots.step())
    assert words[:3] == ["Ada draws from the stock.",
                         "Ada declares phase 3: three 9s; three kings.",
                         "Ada keeps the cards."]
    assert words[3].startswith("Ada discards ")


# -- refusals ---------------------------------------------------------------------------------
def test_every_refusal_code_has_a_sentence() -> None:
    samples: dict[str, list[dict[str, object]]] = {
        "game-over": [{}], "draw-first": [{}], "already-drawn": [{}], "stock-empty": [{}],
        "discard-empty": [{}], "keep-or-redraw-first": [{"phase": 3}], "no-choice-due": [{}],
        "already-declared": [{"phase": 4}], "not-in-hand": [{"cards": ["7H", "JK"]}],
        "wrong-groups": [{"phase": 2, "need": [{"kind": "run", "size": 4},
                                               {"kind": "set", "size": 3}],
                          "have": [{"kind": "set", "size": 3}, {"kind": "set", "size": 4}]}],
        "wrong-kind": [{"need": k, "have": "set"}
                       for k in ("run", "suited_run", "colour", "flush")],
        "group-all-jokers": [{"kind": "set"}], "values-mismatch": [{"cards": 3, "values": 2}],
        "value-out-of-range": [{"card": "JK", "value": 15}],
        "value-mismatch": [{"card": "7H", "value": 8}], "ace-high-off": [{"card": "AS"}],
        "set-mixed": [{"ranks": [3, 12]}],
        "set-wrong-size": [{"need": 3, "have": h, "rank": 9} for h in (0, 1, 2)],
        "run-not-consecutive": [{"values": [3, 5, 6]}],
        "run-wrong-length": [{"kind": "run", "need": 6, "have": 5, "low": 1, "high": 5,
                              "suit": ""},
                             {"kind": "suited_run", "need": 4, "have": 3, "low": 5, "high": 7,
                              "suit": "H"},
                             {"kind": "run", "need": 3, "have": 0, "low": 0, "high": 0,
                              "suit": ""}],
        "suit-mixed": [{"suits": ["H", "S"]}], "suit-mismatch": [{"suit": "H", "cards": "S"}],
        "same-suit-twice": [{"suit": "D"}], "colour-mixed": [{}],
        "colour-mismatch": [{"colour": "R", "cards": "B"}],
        "colour-wrong-size": [{"need": 8, "have": 6, "colour": "B"}],
        "flush-wrong-size": [{"need": 5, "have": 3, "suit": "C"}],
        "unknown-move": [{}],
    }
    assert set(samples) == set(REFUSAL_CODES)  # a new code needs a sample and a sentence
    s = make()
    sentences = set()
    for code, cases in samples.items():
        for args in cases:
            assert set(args) <= set(REFUSAL_CODES[code]), code
            text = s.moves.refuse(Refusal(code, args)).text
            assert text.startswith("Invalid: "), code
            assert "{" not in text and "$" not in text, text
            sentences.add(text)
    assert len(sentences) == sum(len(c) for c in samples.values())
    said = {code: s.moves.refuse(Refusal(code, cases[0])).text for code, cases in samples.items()}
    assert said["run-wrong-length"] == (
        "Invalid: needs a run of exactly 6; you have 5 in a row, ace to 5.")
    assert said["set-mixed"] == "Invalid: 3 of a kind is all one rank; you have 3s and queens."
    assert said["value-mismatch"] == "Invalid: 7 of hearts cannot stand for 8."
    assert said["wrong-groups"] == ("Invalid: phase 2 needs a run of 4 and 3 of a kind, "
                                    "not 3 of a kind and 4 of a kind.")
    assert s.moves.refuse(Refusal("not-your-turn", {"name": "Ada"})).text == (
        "Invalid: it is Ada's turn.")


# -- nothing hidden ---------------------------------------------------------------------------
CARD_WORDS = re.compile(r"\b(ace|[2-9]|10|jack|queen|king) of (clubs|diamonds|hearts|spades)\b")
RANK_CODES = {"ace": "A", "jack": "J", "queen": "Q", "king": "K"}


def knowable(event: Event, seen: set[str]) -> None:
    """What seat 0 may know from a raw event: its own cards and draws, the
    discard pile, taken discards, declared cards and what their jokers stand
    for; never others' hands, their stock draws or the stock."""
    kind = event["type"]
    if kind == "deal":
        seen.update(event["hands"][0])
        seen.update(event["discard"])
    elif kind == "draw" and (event["player"] == 0 or event["source"] == "discard"):
        seen.update(event["cards"])
    elif kind == "redraw" and event["player"] == 0:
        seen.update(event["drawn"])
    elif kind == "declare":
        for group, reading in zip(event["groups"], event["readings"], strict=True):
            g = Group.from_record(group, reading)
            seen.update(str(c) for c in g.cards)
            for value, suit, _ in g.stand_ins():
                if suit and value:
                    seen.add(str(Card(1 if value == 14 else value, suit)))
    elif kind == "discard":
        seen.add(event["card"])


@pytest.mark.parametrize("seed", [2, 7])
def test_no_hidden_card_is_ever_said(seed: int) -> None:
    s = TenPhasesSession(3, ["normal", "hard"], seed, key_label=lambda c: KEYS.get(c, c))
    me = BOTS["easy"](bot_rng(seed, 0))
    seen: set[str] = set()
    said = texts(s.start())
    for event in s.side.events:
        knowable(event, seen)
    checked = 0
    for _ in range(3000):
        if s.side.is_over():
            break
        before = len(s.side.events)
        if s.bots.due():
            words = s.bots.step()
        else:
            words = s.moves.try_move(me.choose(s.side.view(), s.side.legal_moves()))
            words += s.handle("my_status") + s.handle("opponents") + s.handle("table")
            words += s.handle("scores")
        for event in s.side.events[before:]:
            knowable(event, seen)
        said = texts(words)
        for text in said:
            for rank, suit in CARD_WORDS.findall(text):
                assert f"{RANK_CODES.get(rank, rank)}{suit[0].upper()}" in seen, (text,
                                                                                  sorted(seen))
                checked += 1
    assert s.side.is_over()
    assert checked > 200
    # The bots' stock draws are history only in brief verbosity.
    brief = TenPhasesSession(3, ["normal", "normal"], seed, verbosity="brief")
    brief.start()
    while not brief.bots.due():
        brief.moves.try_move(BOTS["normal"](bot_rng(seed, 0)).choose(brief.side.view(),
                                                               brief.side.legal_moves()))
    draws = [w for _ in range(12) for w in brief.bots.step() if "draws from the stock" in w.text]
    assert draws and not any(w.spoken for w in draws)
