"""Phase 10 by keys, without pygame: laying words and choices, hitting, whom
to skip, reports, every refusal in words, and nothing hidden ever said."""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from game.core.base import Event, Refusal
from game.core.bots import bot_rng
from game.games.phase10.bots import BOTS
from game.games.phase10.rules import REFUSAL_CODES, Group
from game.games.phase10.rules.cards import parse_cards
from game.games.phase10.rules.moves import DRAW, PLAY
from game.games.phase10.session import HAND, TABLE, Phase10Session

KEYS = {"draw": "D", "take_discard": "T", "play": "Enter", "toggle_select": "Space",
        "game_menu": "Escape"}


def make(players: int = 3, seed: int = 1, **kwargs: object) -> Phase10Session:
    session = Phase10Session(players, ["normal"] * (players - 1), seed,
                             key_label=lambda c: KEYS.get(c, c), **kwargs)  # type: ignore[arg-type]
    session.start()
    session.flow.opening_heard()  # as the app does as a frame ends (game/app/heard.py)
    return session


def arrange(session: Phase10Session, hand: Iterable[str], *, phase: int = 1,
            step: str = PLAY, groups: dict[int, list[Group]] | None = None,
            discard: Iterable[str] | None = None, stock: Iterable[str] = ()) -> None:
    """The player's turn with this hand, phase and table."""
    game = session.side.engine
    game.to_move = 0
    game.step = step
    game.hands[0] = list(parse_cards(hand))
    game.phases_done[0] = phase - 1
    for seat, laid in (groups or {}).items():
        game.groups[seat] = list(laid)
        game.has_laid[seat] = True
    if discard is not None:
        game.discard = list(parse_cards(discard))
    game.stock = list(parse_cards(stock)) + game.stock
    session.flow.paused = False
    sync_table(session)


def sync_table(session: Phase10Session) -> None:
    """After a test set the engine's state from outside: take the laid groups
    and phases the session keeps from the events, then rebuild the rows."""
    view = session.view()
    session.moves.laid = [list(groups) for groups in view.groups]
    session.hand_phases = list(view.phases)
    session.cursor.refresh_rows()


def texts(words: Iterable[object]) -> list[str]:
    return [w.text for w in words]  # type: ignore[attr-defined]


def select(session: Phase10Session, *codes: str) -> list[str]:
    """Select these cards with the keys: Home, Right to each, Space."""
    said: list[str] = []
    while session.cursor.row != HAND:
        session.handle("previous_row")
    for code in codes:
        card = parse_cards([code])[0]
        i = next(j for j, c in enumerate(session.moves.hand)
                 if c == card and j not in session.moves.selected)
        session.handle("first_card")
        for _ in range(i):
            session.handle("next_card")
        said += texts(session.handle("toggle_select"))
    return said


def to_table_item(session: Phase10Session, label_start: str) -> None:
    while session.cursor.row != TABLE:
        session.handle("next_row")
    session.handle("first_card")
    for _ in range(len(session.cursor.rows[TABLE].items)):
        if session.cursor.focused_label().startswith(label_start):
            return
        session.handle("next_card")
    raise AssertionError(f"no table item {label_start!r} in {session.cursor.rows[TABLE].items}")


def run(*cards: str, values: Iterable[int]) -> Group:
    return Group("run", parse_cards(cards), tuple(values))


def a_set(*cards: str, number: int) -> Group:
    return Group("set", parse_cards(cards), (number,) * len(cards))


# -- laying ---------------------------------------------------------------------------
def test_laying_a_phase_with_a_wild_says_the_groups() -> None:
    s = make()
    arrange(s, ["R9", "B9", "G9", "R4", "B5", "W", "Y7", "B12", "G1"], phase=2)
    said = select(s, "R9", "B9", "G9", "R4", "B5", "W")
    assert said[-1] == "wild selected, 6 cards selected."
    said = select(s, "Y7")
    assert said[-1] == "yellow 7 selected, 7 cards selected: that makes phase 2."
    words = texts(s.handle("play"))
    assert words[0] == "Phase 2 laid: set of three 9s; run 4 to 7 with a wild as 6."
    assert s.side.engine.has_laid[0]
    assert sorted(map(str, s.side.engine.hands[0])) == ["B12", "G1"]
    assert words[-1].startswith("Now hit or discard: select cards, go down to a group")


def test_a_real_choice_is_asked_and_escape_goes_back() -> None:
    s = make()
    arrange(s, ["R9", "B9", "G9", "R4", "B5", "G6", "W", "B12"], phase=2)
    select(s, "R9", "B9", "G9", "R4", "B5", "G6", "W")
    words = texts(s.handle("play"))
    assert words == ["Choose how to lay, 2 ways: set of three 9s; run 3 to 6 with a wild as 3, "
                     "1 of 2. Up and Down to hear them, Enter to lay, Escape to go back."]
    assert texts(s.handle("next_row")) == [
        "set of three 9s; run 4 to 7 with a wild as 7, 2 of 2"]
    assert texts(s.handle("draw")) == [
        "You are choosing: Up and Down move, Enter picks, Escape goes back."]
    assert texts(s.question.escape() or []) == ["Back; nothing played."]
    assert s.question.escape() is None  # nothing asked now: the game menu opens
    assert not s.side.engine.has_laid[0] and len(s.side.engine.hands[0]) == 8
    assert len(s.moves.selected) == 7  # the selection stays for another try
    s.handle("play")
    s.handle("next_card")
    words = texts(s.handle("play"))
    assert words[0] == "Phase 2 laid: set of three 9s; run 4 to 7 with a wild as 7."
    assert s.side.engine.groups[0][1].values == (4, 5, 6, 7)


@pytest.mark.parametrize(("hand", "phase", "chosen", "sentence"), [
    (["R9", "B9", "G9", "R3", "B4", "G5", "Y1"], 2, ["R9", "B9", "G9", "R3", "B4", "G5"],
     "Invalid: phase 2 is a set of 3 and a run of 4; you have a set of three 9s and "
     "3 in a row, 3 to 5 for a run of 4."),
    (["R9", "B9", "G9", "R5", "B5", "Y1"], 1, ["R9", "B9", "G9", "R5", "B5"],
     "Invalid: phase 1 is two sets of 3; you have a set of three 9s and two 5s for a set of 3."),
    (["R9", "B9", "SK", "R5", "B5", "Y5"], 1, ["R9", "B9", "SK", "R5", "B5", "Y5"],
     "Invalid: a skip never goes into a phase or onto a group."),
    (["R1", "R2", "R3", "R4", "B5", "R6", "R7", "Y1"], 8,
     ["R1", "R2", "R3", "R4", "B5", "R6", "R7"],
     "Invalid: phase 8 is 7 cards of one colour; you have six red cards, and a blue 5 that "
     "does not fit."),
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


def test_laying_before_drawing_and_after_laying_is_refused() -> None:
    s = make()
    arrange(s, ["R9", "B9", "G9", "R5", "B5", "W", "Y1"], step=DRAW, discard=["G2"])
    select(s, "R9", "B9", "G9", "R5", "B5", "W")
    assert texts(s.handle("play")) == [
        "Invalid: draw first, with D from the stock or T from the discard pile."]
    s.side.engine.step = PLAY
    s.handle("play")
    s.side.engine.hands[0] += parse_cards(["R2", "B2"])
    s.cursor.refresh_rows()
    select(s, "R2", "B2")
    assert texts(s.handle("play")) == [
        "Invalid: you laid phase 1 already; to hit, go down to a group on the table "
        "and press Enter."]


def test_the_assist_speaks_once_after_the_draw_when_the_phase_is_in_hand() -> None:
    hand = ["R9", "B9", "G9", "R5", "B5", "W", "Y1", "Y2", "Y3"]
    s = make()
    arrange(s, hand, step=DRAW, stock=["G12"])
    words = texts(s.handle("draw"))
    assert words[:2] == ["You draw a green 12.",
                         "You hold phase 1: select its cards and press Enter to lay it."]
    quiet = make(assist=False)
    arrange(quiet, hand, step=DRAW, stock=["G12"])
    assert not any("You hold phase" in w for w in texts(quiet.handle("draw")))
    # Once a hand: the next draw says nothing more.
    arrange(s, hand, step=DRAW, stock=["G11"])
    assert not any("You hold phase" in w for w in texts(s.handle("draw")))


# -- hitting --------------------------------------------------------------------------
def table_with_ada_run() -> Phase10Session:
    s = make()
    arrange(s, ["R8", "W", "R12", "Y1", "B4"],
            groups={0: [a_set("R4", "G4", "Y4", number=4), a_set("R2", "B2", "W", number=2)],
                    1: [run("R3", "B4", "G5", "Y6", "B7", values=range(3, 8)),
                        a_set("Y9", "B9", "G9", number=9)]})
    return s


def test_the_table_row_names_each_group_and_enter_hits_the_selection() -> None:
    s = table_with_ada_run()
    assert s.cursor.rows[TABLE].items == ["Your set of three 4s", "Your set of two 2s plus a wild",
                                   "Ada's run 3 to 7", "Ada's set of three 9s"]
    select(s, "R8")
    to_table_item(s, "Ada's run")
    words = texts(s.handle("play"))
    assert words[0] == "You hit a red 8 on Ada's run 3 to 8."
    assert s.side.engine.groups[1][0].high == 8


def test_a_wild_hit_on_a_run_asks_which_end() -> None:
    s = table_with_ada_run()
    select(s, "W")
    to_table_item(s, "Ada's run")
    words = texts(s.handle("play"))
    assert words[0].startswith("Choose where the wild goes, 2 ways: wild as 8, 1 of 2.")
    assert texts(s.handle("next_card")) == ["wild as 2, 2 of 2"]
    words = texts(s.handle("play"))
    assert words[0] == "You hit a wild as 2 on Ada's run 2 to 7 with a wild as 2."
    assert s.side.engine.groups[1][0].values == (2, 3, 4, 5, 6, 7)


def test_a_hit_that_does_not_fit_is_refused_with_the_group() -> None:
    s = table_with_ada_run()
    select(s, "R12")
    to_table_item(s, "Ada's run")
    assert texts(s.handle("play")) == ["Invalid: that does not fit the run 3 to 7."]
    to_table_item(s, "Ada's set")
    assert texts(s.handle("play")) == ["Invalid: that does not fit the set of 9s."]
    s.moves.selected.clear()
    assert texts(s.handle("play")) == ["Invalid: select cards with Space first."]


def test_hitting_before_laying_is_refused() -> None:
    s = make()
    arrange(s, ["R8", "Y1"], groups={1: [run("R3", "B4", "G5", "Y6", values=range(3, 7))]})
    select(s, "R8")
    to_table_item(s, "Ada's run")
    assert texts(s.handle("play")) == ["Invalid: lay your phase 1 before you hit."]


# -- skips ----------------------------------------------------------------------------
def test_discarding_a_skip_asks_whom_and_escape_goes_back() -> None:
    s = make()
    arrange(s, ["SK", "R3", "Y5"])
    counts = s.view().hand_counts
    while s.cursor.row != HAND:
        s.handle("previous_row")
    s.handle("last_card")  # skips sort last
    words = texts(s.handle("play"))
    assert words == [f"Skip whom? Ada, phase 1, {counts[1]} cards, 1 of 2. Up and Down to hear "
                     "the others, Enter to skip, Escape to go back."]
    assert texts(s.question.escape() or []) == ["Back; nothing played."]
    assert "SK" in map(str, s.side.engine.hands[0])
    s.handle("play")
    assert texts(s.handle("next_card")) == [f"Boris, phase 1, {counts[2]} cards, 2 of 2"]
    words = texts(s.handle("play"))
    assert words[0] == "You discard a skip: Boris loses the next turn."
    assert s.side.engine.pending[2]
    assert texts(s.handle("opponents"))[0].endswith(
        f"Boris: phase 1, not laid, {counts[2]} cards, skip pending.")


def test_only_eligible_players_are_offered() -> None:
    s = make(players=4)
    arrange(s, ["SK", "R3", "Y5"])
    s.side.engine.pending[2] = True
    s.handle("last_card")
    words = texts(s.handle("play"))
    assert "Boris" not in words[0]
    assert words[0].startswith("Skip whom? Ada, phase 1")
    assert texts(s.handle("last_card"))[0].startswith("Clara, phase 1")
    s.side.engine.pending[3] = True  # one left: nothing to ask
    s.question.choosing = None
    words = texts(s.handle("play"))
    assert words[0] == "You discard a skip: Ada loses the next turn."


def test_a_skip_on_the_discard_pile_cannot_be_taken() -> None:
    s = make()
    arrange(s, ["R3", "Y5"], step=DRAW, discard=["G4", "SK"])
    assert texts(s.handle("take_discard")) == [
        "Invalid: a skip cannot be taken from the discard pile."]
    assert s.prompt.turn_prompt() == "Your turn: draw with D; a skip cannot be taken."


# -- reports --------------------------------------------------------------------------
def test_reports() -> None:
    s = table_with_ada_run()
    s.side.engine.pending[2] = True
    s.side.engine.totals = [30, 10, 45]
    s.side.engine.phases_done = [0, 1, 1]
    assert texts(s.handle("my_status")) == [
        "Phase 1: two sets of 3. Laid: set of three 4s; set of two 2s plus a wild. "
        "You hold 5 cards: yellow 1, blue 4, red 8, red 12 and wild."]
    counts = s.view().hand_counts
    assert texts(s.handle("opponents")) == [
        f"Ada: phase 2, laid, {counts[1]} cards. Boris: phase 2, not laid, {counts[2]} cards, "
        "skip pending."]
    view = s.view()
    top = s.side.engine.discard[-1]
    from game.games.phase10.words import card_name

    assert texts(s.handle("table")) == [
        f"Discard pile: {card_name(top)}. Stock: {view.stock_count} cards. Laid: your set of "
        "three 4s, your set of two 2s plus a wild, Ada's run 3 to 7 and Ada's set of three 9s."]
    assert texts(s.handle("scores")) == [
        f"Hand {view.hand_number}. Ada 10 points on phase 2, Boris 45 points on phase 2 and you "
        "30 points on phase 1."]
    assert texts(s.handle("sort")) == ["Sorted by colour."]
    assert [str(c) for c in s.moves.hand] == ["R8", "R12", "B4", "Y1", "W"]


def test_every_refusal_code_has_a_sentence() -> None:
    samples: dict[str, list[dict[str, object]]] = {
        "game-over": [{}], "draw-first": [{}], "already-drawn": [{}], "stock-empty": [{}],
        "discard-empty": [{}], "skip-not-takeable": [{}], "not-in-hand": [{"cards": ["R7", "W"]}],
        "nothing-selected": [{}], "already-laid": [{"phase": 3}],
        "wrong-groups": [{"phase": 2, "need": [{"kind": "set", "size": 3},
                                               {"kind": "run", "size": 4}],
                          "have": [{"kind": "set", "size": 3}, {"kind": "set", "size": 4}]}],
        "wrong-kind": [{"need": "run", "have": "set"}], "skip-in-group": [{}],
        "values-mismatch": [{"cards": 3, "values": 2}],
        "value-out-of-range": [{"card": "W", "value": 13}],
        "value-mismatch": [{"card": "R7", "value": 8}], "group-all-wild": [{"kind": "set"}],
        "set-mixed": [{"numbers": [3, 4]}], "set-too-small": [{"need": 3, "have": 2, "number": 5}],
        "run-not-consecutive": [{"values": [3, 5, 6]}],
        "run-too-short": [{"need": 4, "have": 3, "low": 3, "high": 5}],
        "colour-mixed": [{"colours": ["R", "B"]}],
        "colour-mismatch": [{"colour": "R", "cards": "B"}],
        "colour-too-small": [{"need": 7, "have": 5}], "not-laid": [{"phase": 2}],
        "no-such-group": [{"player": 1, "group": 4}],
        "hit-does-not-fit": [{"kind": "set", "number": 9}, {"kind": "run", "low": 3, "high": 7},
                             {"kind": "colour", "colour": "G"}],
        "skip-target-needed": [{"eligible": [1, 2]}],
        "skip-target-not-eligible": [{"player": 2, "reason": r}
                                     for r in ("self", "pending", "no-seat")],
        "skip-target-not-allowed": [{"reason": r}
                                    for r in ("not-a-skip", "going-out", "all-pending")],
        "must-lay-phase": [{"phase": 4}], "unknown-move": [{}],
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
    assert s.moves.refuse(Refusal("run-too-short", samples["run-too-short"][0])).text == (
        "Invalid: needs a run of at least 4; you have 3 in a row, 3 to 5.")
    assert "Boris has a skip pending" in s.moves.refuse(
        Refusal("skip-target-not-eligible", {"player": 2, "reason": "pending"})).text


# -- nothing hidden ---------------------------------------------------------------------
CARD_WORDS = re.compile(r"\b(red|blue|green|yellow) (\d+)\b")
COLOUR_CODES = {"red": "R", "blue": "B", "green": "G", "yellow": "Y"}


def knowable(event: Event, seen: set[str]) -> None:
    """What seat 0 may know from a raw event: its own cards, the discard
    pile, taken discards, laid and hit cards; never others' hands or stock."""
    kind = event["type"]
    if kind == "deal":
        seen.update(event["hands"][0])
        seen.update(event["discard"])
    elif kind == "hit" or (
            kind == "draw" and (event["player"] == 0 or event["source"] == "discard")):
        seen.update(event["cards"])
    elif kind == "lay":
        for group in event["groups"]:
            seen.update(group["cards"])
    elif kind == "discard":
        seen.add(event["card"])


@pytest.mark.parametrize("seed", [2, 7, 19])
def test_no_hidden_card_is_ever_said(seed: int) -> None:
    s = Phase10Session(3, ["normal", "hard"], seed, key_label=lambda c: KEYS.get(c, c))
    me = BOTS["easy"](bot_rng(seed, 0))
    seen: set[str] = set()
    said = texts(s.start())
    for event in s.side.events:
        knowable(event, seen)
    checked = 0
    for _ in range(1200):
        if s.side.is_over():
            break
        before = len(s.side.events)
        if s.flow.paused:
            words = s.handle("play")
        elif s.bots.due():
            words = s.bots.step()
        else:
            words = s.moves.try_move(me.choose(s.side.view(), s.side.legal_moves()))
            words += s.handle("my_status") + s.handle("opponents") + s.handle("table")
        for event in s.side.events[before:]:
            knowable(event, seen)
        said = texts(words)
        for text in said:
            for colour, number in CARD_WORDS.findall(text):
                assert f"{COLOUR_CODES[colour]}{number}" in seen, (text, sorted(seen))
                checked += 1
    assert checked > 100
    # The bots' stock draws are history only in brief verbosity.
    brief = Phase10Session(3, ["normal", "normal"], seed, verbosity="brief")
    brief.start()
    while not brief.bots.due():
        brief.moves.try_move(BOTS["normal"](bot_rng(seed, 0)).choose(brief.side.view(),
                                                               brief.side.legal_moves()))
    draws = [w for _ in range(6) for w in brief.bots.step() if "draws from the stock" in w.text]
    assert draws and not any(w.spoken for w in draws)
