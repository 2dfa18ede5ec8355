"""Enter never moves a card the player did not hear last: with cards
selected and the focus on a card that is not one of them, the first Enter
says what it would do and moves nothing; Enter again, as the next key, does
it (game/core/selection_enter.py). In every game: Phase 10 and Ten Phases
(discard, lay, declare), Twenty and Shithead (play), a kept suggestion too.

The report: Phase 10, seed 1: "red 8 selected, one card selected.",
"yellow 10, 5 of 5", then Enter said "You discard a red 8."."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from game.i18n import set_language
from tests.helpers_app import app_env, run_game

KEYS = {"play": "Enter", "clear_selection": "Backspace", "toggle_select": "Space"}

#: The report's keys: Phase 10 from the main menu, take the yellow 10, lay
#: phase 1 (two sets of 3 by Shift and a rank), select the red 8, End.
REPORT = ["down", "right", "up", "return", "t", "shift+3", "shift+3", "shift+x", "shift+9",
          "shift+9", "shift+9", "return", "shift+8", "end", "return"]
QUESTION = ("Enter would discard the selected red 8, not the yellow 10: Enter again to "
            "discard it, Backspace to clear the selection.")


def texts(words: Iterable[Any]) -> list[str]:
    return [w.text for w in words]


def headless(tmp_path: Path, keys: list[str]) -> list[str]:
    """What the real loop says to ``keys`` (Phase 10's seed 1, English)."""
    script = tmp_path / "keys.txt"
    script.write_text("\n".join(keys) + "\n", encoding="utf-8")
    result = run_game(["--headless", "--keys", str(script), "--seed", "1", "--lang", "en"],
                      app_env(tmp_path))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    return lines[lines.index("red 8 selected, one card selected."):]


def test_the_report_enter_on_the_yellow_10_discards_nothing_and_says_so(tmp_path: Path) -> None:
    said = headless(tmp_path, REPORT)
    assert said == ["red 8 selected, one card selected.", "yellow 10, 5 of 5", QUESTION]


def test_enter_again_discards_the_selected_card(tmp_path: Path) -> None:
    said = headless(tmp_path, [*REPORT, "return"])
    assert said[2:4] == [QUESTION, "You discard a red 8."]


def test_backspace_then_enter_discards_the_card_in_focus(tmp_path: Path) -> None:
    said = headless(tmp_path, [*REPORT, "backspace", "return"])
    assert said[2:5] == [QUESTION, "Selection cleared: one card deselected.",
                         "You discard a yellow 10."]


# -- each game, by session ---------------------------------------------------------------
def phase10(hand: list[str]) -> Any:
    from game.games.phase10.tests.test_phase10_session import arrange, make

    session = make()
    session.key_label = lambda c: KEYS.get(c, c)
    arrange(session, hand)
    return session


def tenphases(hand: list[str], phase: int) -> Any:
    from game.games.tenphases.tests.test_tenphases_session import arrange, make

    session = make()
    session.key_label = lambda c: KEYS.get(c, c)
    arrange(session, hand, phase=phase)
    return session


def twenty(hands: list[str], move: int) -> Any:
    from game.games.twenty.session import TwentySession
    from game.games.twenty.tests.twenty_helpers import position

    session = TwentySession(len(hands), ["normal"] * (len(hands) - 1), seed=1,
                            key_label=lambda c: KEYS.get(c, c))
    session.side.engine = position(hands, stock="2D 3D", move=move, to_move=0)
    session.table_log = []
    session.cursor.refresh_rows()
    return session


def shithead(hand: str, pile: str) -> Any:
    from game.games.shithead.tests.test_shithead_session import session_at

    session = session_at(hand, pile=pile)
    session.key_label = lambda c: KEYS.get(c, c)
    return session


def focus_on(session: Any, index: int) -> str:
    session.handle("first_card")
    said = ""
    for _ in range(index):
        said = texts(session.handle("next_card"))[0]
    return said


def select_at(session: Any, *indexes: int) -> None:
    for i in indexes:
        focus_on(session, i)
        session.handle("toggle_select")


def hand_of(session: Any) -> list[str]:
    return sorted(map(str, session.cursor.row_cards(0)))


def test_phase10_a_discard_asks_and_any_other_key_makes_enter_ask_again() -> None:
    s = phase10(["R1", "B5", "R8", "Y10", "G12"])  # P10-9: one card discarded a turn
    select_at(s, 2)  # the red 8
    assert focus_on(s, 3) == "yellow 10, 4 of 5"
    before = hand_of(s)
    assert texts(s.handle("play")) == [QUESTION]
    assert hand_of(s) == before and s.side.current_player() == 0
    # A step off and back is heard: Enter asks again rather than confirm.
    s.handle("next_card")
    s.handle("previous_card")
    assert texts(s.handle("play")) == [QUESTION]
    assert texts(s.handle("play")) == ["You discard a red 8."]


def test_phase10_a_phase_asks_and_on_a_selected_card_enter_lays_at_once() -> None:
    s = phase10(["R1", "G1", "B1", "R8", "Y8", "B8", "Y10", "G12"])  # P10-6: phase 1
    select_at(s, 0, 1, 2, 3, 4, 5)
    focus_on(s, 7)
    assert texts(s.handle("play")) == [
        "Enter would lay phase 1 with the 6 selected cards, without the green 12: "
        "Enter again to lay them, Backspace to clear the selection."]
    assert not s.side.engine.has_laid[0]
    focus_on(s, 5)  # a selected card: Enter lays, as it always did
    assert texts(s.handle("play"))[0] == "Phase 1 laid: set of three 1s; set of three 8s."


def test_phase10_before_the_draw_enter_says_draw_first_then_asks() -> None:
    from game.games.phase10.rules.cards import parse_cards
    from game.games.phase10.rules.moves import DRAW
    from game.games.phase10.tests.test_phase10_session import arrange

    s = phase10(["R1", "B5", "R8", "Y10"])
    arrange(s, ["R1", "B5", "R8", "Y10"], step=DRAW)
    select_at(s, 2)
    focus_on(s, 3)
    assert texts(s.handle("play"))[0].startswith("Invalid: draw")  # P10-5: draw first
    assert texts(s.handle("play"))[0].startswith("Invalid: draw")
    s.handle("draw")  # a move of the player's: it clears the selection
    red8, yellow10 = parse_cards(["R8", "Y10"])
    select_at(s, s.moves.hand.index(red8))
    focus_on(s, s.moves.hand.index(yellow10))
    assert texts(s.handle("play"))[0].startswith("Enter would discard the selected red 8")


def test_phase10_a_kept_suggestion_asks_too_when_the_focus_left_its_cards() -> None:
    s = phase10(["R1", "G1", "B1", "R8", "Y8", "B8", "Y10", "W", "G12"])
    assert texts(s.handle("suggest"))[0].startswith("Suggested: set of three 1s plus a wild")
    assert focus_on(s, 6) == "yellow 10, 7 of 9"
    assert texts(s.handle("play")) == [
        "Enter would lay phase 1 with the 7 selected cards, without the yellow 10: "
        "Enter again to lay them, Backspace to clear the selection."]
    assert texts(s.handle("play"))[0] == (
        "Phase 1 laid: set of three 1s plus a wild; set of three 8s.")


def test_tenphases_discard_and_declare_ask_first() -> None:
    s = tenphases(["4H", "4D", "4S", "9C", "9D", "9S", "KD", "2C"], 3)  # TP: two sets of 3
    select_at(s, 7)  # the king of diamonds (the hand: 2C 4D 4H 4S 9C 9D 9S KD)
    focus_on(s, 0)
    assert texts(s.handle("play")) == [
        "Enter would discard the selected king of diamonds, not the 2 of clubs: "
        "Enter again to discard it, Backspace to clear the selection."]
    s.handle("clear_selection")
    select_at(s, 1, 2, 3, 4, 5, 6)
    focus_on(s, 7)
    assert texts(s.handle("play")) == [
        "Enter would declare phase 3 with the 6 selected cards, without the king of diamonds: "
        "Enter again to declare them, Backspace to clear the selection."]
    assert texts(s.handle("play"))[0].startswith("Phase 3 declared")


def test_twenty_plays_the_card_in_focus_only_after_asking() -> None:
    s = twenty(["2C 3H 9S", "4D 9D", "5S 6S"], move=5)  # TW-2: up to the move number
    select_at(s, 0)
    focus_on(s, 1)
    assert texts(s.handle("play")) == [
        "Enter would play the selected 2 of clubs, not the 3 of hearts: Enter again to "
        "play it, Backspace to clear the selection."]
    assert hand_of(s) == ["2C", "3H", "9S"]
    assert texts(s.handle("play"))[0] == "You play a 2. Move 5."


def test_twenty_with_nothing_selected_enter_plays_the_card_in_focus_at_once() -> None:
    s = twenty(["2C 3H 9S", "4D 9D", "5S 6S"], move=5)
    select_at(s, 0)
    focus_on(s, 1)
    assert texts(s.handle("play"))[0].startswith("Enter would play the selected 2 of clubs")
    s.handle("clear_selection")
    assert texts(s.handle("play"))[0] == "You play a 3. Move 5."


def test_shithead_plays_the_selection_only_after_asking() -> None:
    s = shithead("9H 5S 9S 4D", pile="4C")  # SH-6: cards of one rank
    select_at(s, 2, 3)  # the nines (the hand: 4D 5S 9H 9S)
    focus_on(s, 1)
    assert texts(s.handle("play")) == [
        "Enter would play the selected 9 of hearts and 9 of spades, not the 5 of spades: "
        "Enter again to play them, Backspace to clear the selection."]
    assert texts(s.handle("play"))[0].startswith("You play two 9s")


@pytest.mark.parametrize("what, args, said", [
    ("discard", {}, "Enter сбросит выбранную карту — красную восьмёрку, а не жёлтую десятку в "
                    "фокусе. Enter ещё раз — сбросить, Backspace — снять выбор."),
    ("lay", {"phase": 2}, "Enter выложит фазу два из шести выбранных карт; карта в фокусе, "
                          "жёлтая десятка, не из них. Enter ещё раз — выложить, Backspace — "
                          "снять выбор."),
])
def test_russian_words(what: str, args: dict[str, int], said: str) -> None:
    from game.games.phase10.rules import P10Card
    from game.games.phase10.words import card_name
    from game.i18n import t

    set_language("ru")
    try:
        red8, yellow10 = P10Card("R", 8), P10Card("Y", 10)
        count = 1 if what == "discard" else 6
        text = t("enter-off-selection", what=what, key="Enter", clear="Backspace", count=count,
                 cards=card_name(red8), cards_acc=card_name(red8, "acc"),
                 focused=card_name(yellow10), focused_acc=card_name(yellow10, "acc"), **args)
    finally:
        set_language("en")
    assert text == said
