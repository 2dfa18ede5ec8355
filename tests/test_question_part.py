"""A question asked as a part the session holds (``game/core/choosing.py``),
not members of the session: every game's session holds a :class:`Question`
as ``question`` and has none of its members itself (Ten Phases' keep
question and the cards each player showed are parts of its own too), and
the part works alone, with a stand-in for the session (what
:class:`~game.core.choosing.QuestionHost` names), no game:

- nothing asked: Escape answers None (the app opens the game menu);
- a question says its first answer; Up and Down move over the answers and
  stop at the ends; Enter makes the answer's move; Escape goes back;
- any other key while asked says how to answer, and the question stays;
- the command table's question row takes the keys only while one is asked;
- Ten Phases' shown cards follow declarations, redraws, discards and deals.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.cards import parse_cards
from game.core.choosing import CHOOSING, Question
from game.core.utterance import Utterance
from game.games import SPECS
from game.games.tenphases.question import TenPhasesQuestion
from game.games.tenphases.shown import ShownCards
from game.i18n import t

#: The session's members before they were the question's (Ten Phases' too).
OLD_MEMBERS = {"ask", "back_words", "choice_label", "choosing", "escape", "ask_keep",
               "keep_due", "track_shown", "shown_count", "shown_held"}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_each_session_holds_a_question_and_has_none_of_its_members(spec: Any) -> None:
    session = spec.session(2, ["normal"], seed=1)
    assert isinstance(session.question, Question) and session.question.host is session
    assert session.question.words == spec.id
    held = OLD_MEMBERS & (set(dir(type(session))) | set(vars(session)))
    assert not held, held


def test_ten_phases_holds_its_keep_question_and_its_shown_cards() -> None:
    session = next(spec for spec in SPECS if spec.id == "tenphases").session(3, ["normal"] * 2,
                                                                             seed=1)
    assert type(session.question) is TenPhasesQuestion
    assert isinstance(session.shown, ShownCards) and len(session.shown.held) == 3


# -- the part alone -------------------------------------------------------------------------

@dataclass
class Moves:
    """A stand-in for the session's moves: the moves it was asked to make."""

    made: list[Any] = field(default_factory=list)

    def try_move(self, move: Any) -> list[Utterance]:
        self.made.append(move)
        return [Utterance(f"made {move}")]


@dataclass
class Host:
    """A stand-in for the session: what it said and its moves."""

    said: list[Utterance] = field(default_factory=list)
    moves: Moves = field(default_factory=Moves)

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        said = Utterance(text, interrupt=interrupt, cue=cue)
        self.said.append(said)
        return said

LABELS = ["first way", "second way", "third way"]


def choice(index: int) -> str:
    return t("phase10-choice", label=LABELS[index],
             position=t("position", index=index + 1, count=len(LABELS)))


def asked() -> tuple[Question[Host], Host]:
    host = Host()
    question = Question(host, "phase10")
    question.ask("lay", list(LABELS), ["move 1", "move 2", "move 3"])
    return question, host


def test_nothing_asked_escape_answers_none_and_says_nothing() -> None:
    host = Host()
    question = Question(host, "phase10")
    assert question.escape() is None
    assert host.said == [] and question.choosing is None


def test_a_question_says_its_first_answer_and_waits_for_one() -> None:
    question, host = asked()
    assert [u.text for u in host.said] == [t("phase10-choose-lay", count=3, first=choice(0))]
    assert host.said[0].interrupt
    assert question.choosing is not None and question.choosing.kind == "lay"


def test_up_and_down_move_over_the_answers_and_stop_at_the_ends() -> None:
    question, _ = asked()
    said = [question.answer(key)[0].text
            for key in ("previous_card", "next_row", "next_card", "next_card", "previous_row")]
    assert said == [choice(0), choice(1), choice(2), choice(2), choice(1)]
    assert question.answer("last_card")[0].text == choice(2)
    assert question.answer("first_card")[0].text == choice(0)


def test_enter_makes_the_move_of_the_answer_in_focus_and_leaves_the_question() -> None:
    question, host = asked()
    question.answer("next_card")
    assert [u.text for u in question.answer("play")] == ["made move 2"]
    assert host.moves.made == ["move 2"] and question.choosing is None


def test_escape_goes_back_once_and_then_answers_none() -> None:
    question, host = asked()
    back = question.escape()
    assert back is not None and [u.text for u in back] == [t("phase10-choice-back")]
    assert question.choosing is None and host.moves.made == []
    assert question.escape() is None


def test_another_key_says_how_to_answer_and_the_question_stays() -> None:
    question, host = asked()
    question.answer("next_card")
    assert [u.text for u in question.answer("draw")] == [t("phase10-choosing-help")]
    assert question.choosing is not None and question.choosing.index == 1 and host.moves.made == []


@dataclass
class Session:
    """A stand-in session for the command table's row: it holds a question."""

    question: Question[Host]


def test_the_question_row_takes_the_keys_only_while_a_question_is_asked() -> None:
    row = CHOOSING.rows[0]
    question = Question(Host(), "phase10")
    session = Session(question)
    assert not row.when(session)
    question.ask("lay", list(LABELS), ["move 1", "move 2", "move 3"])
    assert row.when(session)
    assert "play" in row.keys and "my_status" not in row.keys
    assert [u.text for u in row.answer(session, "play") or []] == ["made move 1"]
    assert not row.when(session)


def test_the_shown_cards_follow_declarations_redraws_discards_and_deals() -> None:
    shown = ShownCards(2)
    shown.track({"type": "declare", "player": 1,
                 "groups": [{"cards": ["9C", "9D", "9S"]}, {"cards": ["KC", "KD", "JK"]}]})
    assert sum(shown.held[1].values()) == 6 and not shown.held[0]
    shown.track({"type": "discard", "player": 1, "card": "9C"})
    shown.track({"type": "redraw", "player": 1, "discarded": ["KC", "KD"]})
    assert shown.held[1] == Counter(parse_cards(["9D", "9S", "JK"]))
    shown.track({"type": "deal"})  # no seat: nothing changes
    assert sum(shown.held[1].values()) == 3
    shown.track({"type": "deal", "player": 0})
    assert shown.held == [Counter(), Counter()]
