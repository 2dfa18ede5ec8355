"""Russian as a Russian player hears it: numbers in words
with the case and gender the sentence asks (WORDS), players' names declined
(NAME), and whole games whose speech has no number left in digits."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from test_locale_ru_games import GAME_IDS, LATIN_BY_CHOICE, play_game

from game.games import SPECS
from game.grammar import functions, name, words
from game.i18n import DEFAULT_LANG, LOCALE_DIR, Catalog, catalog, set_language

#: Messages whose digits are not numbers Russian declines: key labels (the
#: jump keys are the digit keys, said as the keyboard shows them) and the
#: game's name, «Фаза 10», a title.
DIGITS_BY_CHOICE = re.compile(r"^(key-name|help-line|.*cmd-jump|phase10-title)$")


def say(pattern: str, **args: Any) -> str:
    """One Russian pattern formatted with the catalogs' functions."""
    bundle = FluentBundle(["ru"], functions=functions("ru"), use_isolating=False)
    bundle.add_resource(FluentResource(f"m = {pattern}\n"))
    text, errors = bundle.format_pattern(bundle.get_message("m").value, args)
    assert not errors, errors
    return str(text)


# The count, then its words in the nominative of each gender.
NOMINATIVE = {1: ("один", "одна", "одно"), 2: ("два", "две", "два"), 5: ("пять",) * 3,
              11: ("одиннадцать",) * 3, 21: ("двадцать один", "двадцать одна", "двадцать одно"),
              22: ("двадцать два", "двадцать две", "двадцать два"), 25: ("двадцать пять",) * 3}


@pytest.mark.parametrize("count", NOMINATIVE)
def test_words_agree_in_gender(count: int) -> None:
    for gender, expected in zip("mfn", NOMINATIVE[count], strict=True):
        assert say(f'{{ WORDS($n, gender: "{gender}") }}', n=count) == expected


@pytest.mark.parametrize(("count", "case", "expected"), [
    (1, "gen", "одной"), (2, "gen", "двух"), (5, "gen", "пяти"), (11, "gen", "одиннадцати"),
    (21, "gen", "двадцати одной"), (22, "dat", "двадцати двум"), (25, "ins", "двадцатью пятью"),
    (1, "acc", "одну"), (2, "acc", "две"), (21, "acc", "двадцать одну"), (2, "prep", "двух")])
def test_words_decline_by_case(count: int, case: str, expected: str) -> None:
    assert say(f'{{ WORDS($n, case: "{case}", gender: "f") }}', n=count) == expected


def test_words_in_a_sentence_agree_with_the_noun() -> None:
    cards = '{ WORDS($n, gender: "f") } { $n ->\n [one] карта\n [few] карты\n *[many] карт\n}'
    assert [say(cards, n=n) for n in (1, 2, 5, 21, 22, 25)] == [
        "одна карта", "две карты", "пять карт", "двадцать одна карта", "двадцать две карты",
        "двадцать пять карт"]
    assert say('{ WORDS($n) } из { WORDS($of, case: "gen") }', n=1, of=10) == "один из десяти"
    assert say('{ WORDS($n, ordinal: "yes", gender: "f") }', n=3) == "третья"


def test_words_of_a_joined_list_and_of_what_is_no_number() -> None:
    assert words("3, 6 и 8", "ru") == "три, шесть и восемь"
    assert words("Ада", "ru") == "Ада"
    assert words(2.5, "ru") == "2.5"  # no whole number: left as it is
    assert words(21, "en") == "twenty-one"


def test_catalog_messages_say_numbers_in_words() -> None:
    ru = catalog("ru")
    assert ru("position", index=1, count=10) == "один из десяти"
    assert ru("text-end", count=31).startswith("Конец списка, тридцать одна строка")
    assert ru("twenty-table", move=2, stock=31, table=0, last="none", lastcards="").startswith(
        "Ход два из двадцати. Колода: тридцать одна карта.")
    assert ru("rank-count", rank=10, count=22) == "двадцать две десятки"
    assert ru("rank-count", rank=13, count=21) == "двадцать один король"
    assert "набор из трёх девяток" in ru("phase10-set", count=3, number=9, wilds=0, wildsword="")


def test_on_screen_text_keeps_digits() -> None:
    """table.ftl and each game's lines drawn on the table (…-table-stage,
    …-screen-…) are read on screen: a low-vision reader wants "31", not
    words. The menus' resume item (…-resume-progress) is said in words and
    shown in digits."""
    ru = catalog("ru")
    assert ru("table-cards", count=31) == "31 карта"
    assert ru("twenty-table-stage", move=2, deal=1) == "Ход 2 из 20, розыгрыш 1"
    assert ru("phase10-resume-progress", deals=3, shown="yes") == ", кон 3"
    assert ru("phase10-resume-progress", deals=3, shown="no") == ", кон три"
    drawn = re.compile(r"^[a-z0-9]+-(table-stage|screen-[a-z-]+) =")
    for path in [*LOCALE_DIR.glob("ru/table*.ftl"),
                 *(p for spec in SPECS for p in (spec.locale / "ru").glob("*.ftl"))]:
        entries = re.split(r"\n(?=[a-z])", path.read_text(encoding="utf-8"))
        on_screen = [e for e in entries if path.name.startswith("table") or drawn.match(e)]
        assert not [e for e in on_screen if "WORDS(" in e], path


@pytest.mark.parametrize(("who", "case", "expected"), [
    ("Ада", "dat", "Аде"), ("Ада", "gen", "Ады"), ("Борис", "gen", "Бориса"),
    ("Клара", "ins", "Кларой"), ("Дмитрий", "prep", "Дмитрии"), ("Эльза", "dat", "Эльзе"),
    ("Игорь", "gen", "Игоря"), ("Любовь", "dat", "Любови"), ("вы", "gen", "вас"),
    ("Вы", "dat", "Вам"), ("вы", "ins", "вами"), ("Борис", "nom", "Борис"),
    ("Игрок 6", "gen", "Игрок 6"), ("Bob", "gen", "Bob")])
def test_names_decline(who: str, case: str, expected: str) -> None:
    assert name(who, "ru", case=case) == expected


def test_names_stay_in_english() -> None:
    assert name("Ada", "en", case="gen") == "Ada"


def test_messages_decline_names() -> None:
    ru = catalog("ru")
    assert ru("twenty-out", who="Борис", you="no") == "У Бориса не осталось карт."
    assert ru("phase10-since-skip", target="вы") == "пропуск для вас"
    assert "Аде" in ru("phase10-hits", who="Борис", you="no", cards_acc="синюю девять",
                       whose="other", owner="Ада", group="стрит")


def test_forms_without_a_pronoun_of_the_wrong_gender() -> None:
    # «король бубён. Enter играет её»: the suggestion names the key, not "её".
    text = catalog("ru")("shithead-suggest-play", cards="короля бубён", key="Enter", count=1)
    assert "её" not in text and "Enter" in text
    cleared = catalog("ru")("shithead-other-row-cleared", row="hand", count=1, text="")
    assert "снят выбор с одной карты" in cleared


@pytest.fixture
def russian() -> Iterator[None]:
    set_language("ru")
    yield
    set_language(DEFAULT_LANG)


def digit_lines(said: list[str], by_choice: set[str]) -> list[str]:
    """The lines that still have a digit, once key names and the messages
    kept in digits by choice are taken out."""
    bad = []
    for line in said:
        rest = line
        for text in sorted(by_choice, key=len, reverse=True):
            rest = rest.replace(text, "")
        if re.search(r"\d", LATIN_BY_CHOICE.sub("", rest)):
            bad.append(line)
    return bad


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [11, 12])
def test_a_whole_game_in_russian_says_no_digits(
        russian: None, game_id: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # The title also stands inside sentences («Фаза 10». За столом ...).
    by_choice = {catalog("ru")("phase10-title")}
    original = Catalog.__call__

    def recording(self: Catalog, msg_id: str, **args: Any) -> str:
        text = original(self, msg_id, **args)
        if DIGITS_BY_CHOICE.match(msg_id):
            by_choice.add(text)
        return text

    monkeypatch.setattr(Catalog, "__call__", recording)
    said = play_game(game_id, seed=seed)
    assert len(said) > 100
    bad = digit_lines(said, by_choice)
    assert not bad, f"{len(bad)} lines with digits, e.g. {bad[:10]}"
