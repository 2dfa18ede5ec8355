"""Twenty in Russian: the Russian catalog has every English
message and no other, uses only arguments the code passes, says card counts
in the right plural form, and the code passes the forms Russian needs (the
drawn card in the accusative, whether the card was selected).

The Russian messages of this game refer to no shared message, so they are
checked here with a bundle of the game's own Russian file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import game.games.twenty.cursor as twenty_cursor
import game.games.twenty.event_words as twenty_event_words
import game.games.twenty.moves as twenty_moves
from game.core.cards import parse_cards
from game.core.words import card_name
from game.games.twenty.tests.test_twenty_summary import session_at
from game.i18n import t
from tests.catalog_checks import messages, say_in, variables

LOCALE = Path(twenty_cursor.__file__).parent / "locale"
EN, RU = LOCALE / "en", LOCALE / "ru"  # every .ftl of the folder is the catalog
# Arguments the code passes for Russian that the English message ignores.
RUSSIAN_ONLY = {
    "twenty-draws-you": {"card_acc"},
    "twenty-select": {"selected", "face"},
    "twenty-select-over": {"selected", "face"},
    "twenty-select-none": {"selected", "face"},
    "twenty-focus-card": {"face"},
    "twenty-resume-progress": {"shown"},
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
    (0, "нет карт"), (1, "одна карта"), (2, "две карты"), (5, "пять карт"),
    (11, "одиннадцать карт"), (21, "двадцать одна карта"), (22, "двадцать две карты"),
    (25, "двадцать пять карт"),
])
def test_card_counts_take_the_russian_plural(count: int, words: str) -> None:
    assert say("twenty-opponent", name="Ада", count=count) == f"Ада: {words}"


def test_tw3_target_points_take_the_russian_plural() -> None:
    said = [say("twenty-start", names="Ада", target=n) for n in (21, 40, 100, 101)]
    assert [s.split("наберёт ")[-1] for s in said] == [
        "двадцать одно очко.", "сорок очков.", "сто очков.", "сто одно очко."]


def record_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, dict[str, Any]]]:
    calls: list[tuple[str, dict[str, Any]]] = []
    original = t

    def recording(msg_id: str, **args: Any) -> str:
        calls.append((msg_id, args))
        return original(msg_id, **args)

    # The session's rows, its move keys and the narrator's event words each
    # look ``t`` up.
    monkeypatch.setattr(twenty_cursor, "t", recording)
    monkeypatch.setattr(twenty_moves, "t", recording)
    monkeypatch.setattr(twenty_event_words, "t", recording)
    return calls


def test_tw8_the_drawn_card_is_passed_in_the_accusative(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    s = session_at(["10C", "JD QS"], stock="QH 3C", move=1, to_move=0)
    calls = record_calls(monkeypatch)
    s.handle("draw")
    drawn = [args for msg_id, args in calls if msg_id == "twenty-draws-you"]
    queen = parse_cards(["QH"])[0]
    assert drawn and drawn[0]["card_acc"] == card_name(queen, case="acc")
    assert say("twenty-draws-you", card_acc="даму червей", move=1) == (
        "Вы берёте из колоды даму червей. Ход один.")


def test_selecting_passes_whether_the_card_is_now_selected(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    s = session_at(["AC 9H", "JD QS"], stock="QH 3C", move=5, to_move=0)
    calls = record_calls(monkeypatch)
    s.handle("toggle_select")
    s.handle("toggle_select")
    said = [(msg_id, args["selected"]) for msg_id, args in calls
            if msg_id.startswith("twenty-select")]
    assert said == [("twenty-select", "yes"), ("twenty-select-none", "no")]
