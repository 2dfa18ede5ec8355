"""Shithead in Russian: the Russian catalog has every English
message and no other, uses only arguments the code passes, says counts in
the right plural form and the pile's rank in the case the sentence needs;
the code passes the rank as a number for that (SH-2, SH-6).

The Russian messages of this game refer to no shared message, so they are
checked here with a bundle of the game's own Russian file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import game.games.shithead.moves as shithead_moves
from game.core.cards import parse_cards
from game.games.shithead.tests.test_shithead_session import session_at
from game.games.shithead.words import beat_args, refusal_words, selection_verdict
from game.i18n import t
from tests.catalog_checks import messages, say_in, variables

LOCALE = Path(shithead_moves.__file__).parent / "locale"
EN, RU = LOCALE / "en", LOCALE / "ru"  # every .ftl of the folder is the catalog
# Arguments the code passes for Russian that the English message ignores
# ($rank of shithead-burn is used by English through { rank-plural }).
RUSSIAN_ONLY = {
    "shithead-select-face-up": {"selected", "face"},
    "shithead-select": {"selected", "top", "face"},
    "shithead-focus-card": {"face"},
    "shithead-flip-fails": {"top"},
    "shithead-burn": {"rank"},
    "shithead-invalid-too-low": {"have_rank", "need_rank"},
    "shithead-invalid-cannot-pick-up-can-play": {"top"},
}


def say(msg_id: str, **args: Any) -> str:
    return say_in(RU, msg_id, **args)


def test_russian_has_every_english_message_and_attribute() -> None:
    en, ru = messages(EN), messages(RU)
    assert set(ru) == set(en)
    for msg_id, message in en.items():
        assert ({a.id.name for a in ru[msg_id].attributes}
                == {a.id.name for a in message.attributes}), msg_id


def test_russian_uses_only_arguments_the_code_passes() -> None:
    en, ru = messages(EN), messages(RU)
    for msg_id, message in ru.items():
        extra = variables(message) - variables(en[msg_id]) - RUSSIAN_ONLY.get(msg_id, set())
        assert not extra, (msg_id, extra)


@pytest.mark.parametrize(("count", "words"), [
    (0, "пусто"), (1, "одна карта"), (2, "две карты"), (5, "пять карт"),
    (11, "одиннадцать карт"), (21, "двадцать одна карта"), (22, "двадцать две карты"),
    (25, "двадцать пять карт"),
])
def test_card_counts_take_the_russian_plural(count: int, words: str) -> None:
    assert say("shithead-row", name="Стопка", count=count) == f"Стопка, {words}"


@pytest.mark.parametrize(("count", "words"), [
    (1, "одной карты"), (2, "двух карт"), (5, "пяти карт"), (21, "двадцати одной карты"),
    (22, "двадцати двух карт"),
])
def test_sh10_a_burn_counts_the_pile_in_the_genitive(count: int, words: str) -> None:
    text = say("shithead-burn", reason="ten", run=1, rank=10, count=count, again="no",
               who="Ада", you="no")
    assert text.startswith(f"Десятка сжигает стопку из {words}.")


@pytest.mark.parametrize(("run", "rank", "words"), [
    (4, 12, "Четыре дамы"), (4, 1, "Четыре туза"), (5, 7, "Пять семёрок"),
    (8, 13, "Восемь королей"),
])
def test_sh11_four_of_a_rank_agree_with_the_number(run: int, rank: int, words: str) -> None:
    text = say("shithead-burn", reason="four", run=run, rank=rank, count=9, again="no",
               who="Ада", you="no")
    assert text.startswith(f"{words} подряд сжигают стопку из девяти карт.")


@pytest.mark.parametrize(("top", "words"), [
    (1, "туза"), (3, "тройку"), (9, "девятку"), (10, "десятку"), (11, "валета"),
    (12, "даму"), (13, "короля"),
])
def test_sh6_the_pile_rank_is_declined_by_its_number(top: int, words: str) -> None:
    args = selection_verdict(parse_cards(["2C", "2D"]), top)
    args["verdict"] = "beats"
    text = say("shithead-select", card="двойка бубён", selected="yes", face=2,
               **{**args, "cards": "две двойки"})
    assert text == f"двойка бубён, выбрана; две двойки: можно положить на {words}."


def test_the_code_passes_ranks_as_numbers() -> None:
    assert beat_args(11)["top"] == 11
    assert beat_args(None)["top"] == 0
    assert selection_verdict(parse_cards(["5C"]), 12)["top"] == 12
    words = refusal_words("too-low", {"have": "5", "need": "Q"}, 12, "Enter")
    assert (words["have_rank"], words["need_rank"]) == (5, 12)
    assert say("shithead-invalid-too-low", **words) == "Нельзя: пятёрку на даму не положить."


def test_selecting_passes_whether_the_card_is_now_selected(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    s = session_at("9C 9D", pile="7H")
    calls: list[tuple[str, dict[str, Any]]] = []
    original = t

    def recording(msg_id: str, **args: Any) -> str:
        calls.append((msg_id, args))
        return original(msg_id, **args)

    monkeypatch.setattr(shithead_moves, "t", recording)  # Space is the moves' key
    s.handle("toggle_select")
    s.handle("toggle_select")
    said = [(args["selected"], args["top"]) for msg_id, args in calls
            if msg_id == "shithead-select"]
    assert said == [("yes", 7), ("no", 7)]
