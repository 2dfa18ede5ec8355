"""Phase 10 in Russian as a native speaker heard it wrong ("Russian still
heard wrong"): the owner of a suggested hit undeclined («к группе: Ада:
набор…»), digits («к набору из карт 3», «две карты 3»), cards whose colour
did not agree with the number («красная один», «зелёную двенадцать») and
«синяя восемь: выбрано». A card with a number is now its colour and the
number as a noun, declined («красная единица», «зелёную двенадцатку»), as
the game already said «набор из трёх девяток»."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.games.phase10.rules import Group, P10Card
from game.games.phase10.rules.cards import parse_cards
from game.games.phase10.tests.test_phase10_session import arrange, make, select, texts
from game.games.phase10.words import card_name, part_words
from game.i18n import DEFAULT_LANG, set_language, t


@pytest.fixture(autouse=True)
def russian() -> Iterator[None]:
    set_language("ru")
    yield
    set_language(DEFAULT_LANG)


@pytest.mark.parametrize(("code", "case", "said"), [
    ("R1", "nom", "красная единица"), ("R2", "acc", "красную двойку"),
    ("G12", "acc", "зелёную двенадцатку"), ("B8", "gen", "синей восьмёрки"),
    ("Y1", "ins", "жёлтой единицей"), ("Y11", "ins", "жёлтой одиннадцаткой"),
    ("B1", "gen", "синей единицы"), ("G5", "dat", "зелёной пятёрке"),
    ("R10", "prep", "красной десятке"), ("W", "nom", "джокер"), ("SK", "acc", "пропуск хода")])
def test_a_card_agrees_in_every_case_p10_3(code: str, case: str, said: str) -> None:
    assert card_name(P10Card.parse(code), case) == said


def test_parts_of_a_phase_count_cards_in_words_p10_15() -> None:
    two_threes = Group("set", tuple(parse_cards(["R3", "B3"])), (3, 3))
    assert part_words(two_threes, done=False) == "две тройки"
    one_six = Group("set", tuple(parse_cards(["G6"])), (6,))
    assert part_words(one_six, done=False) == "одна шестёрка"
    five = Group("set", tuple(parse_cards(["G9", "R9", "B9", "Y9", "G9", "W"])), (9,) * 6)
    assert part_words(five, done=False) == "пять девяток и джокер"


def test_a_card_that_does_not_fit_a_set_names_the_set_in_words_p10_9() -> None:
    assert t("phase10-invalid-hit-does-not-fit", kind="set", number=3, low=0, high=0,
             colour="") == "Нельзя: это не подходит к набору троек."


def test_the_suggested_hit_declines_the_owner_p10_9() -> None:
    s = make()
    set9 = Group("set", tuple(parse_cards(["R9", "B9", "G9"])), (9, 9, 9))
    arrange(s, ["Y9", "R9", "B2", "G11"], phase=1, groups={1: [set9]})
    s.side.engine.has_laid[0] = True
    s.side.engine.groups[0] = [Group("set", tuple(parse_cards(["R1", "B1", "G1"])), (1,) * 3),
                           Group("set", tuple(parse_cards(["R5", "B5", "G5"])), (5,) * 3)]
    s.moves.laid = [list(g) for g in s.view().groups]
    s.cursor.refresh_rows()
    owner = s.name(1)
    assert owner == "Ада"
    words = texts(s.handle("suggest"))
    assert words == ["Подсказка: положить жёлтую девятку и красную девятку Аде в набор"
                     " из трёх девяток. Enter кладёт."]


def test_the_suggested_hit_on_your_own_group_says_yours_p10_9() -> None:
    s = make()
    arrange(s, ["Y9", "B2", "G11"], phase=1)
    s.side.engine.has_laid[0] = True
    s.side.engine.groups[0] = [Group("set", tuple(parse_cards(["R9", "B9", "G9"])), (9,) * 3),
                           Group("set", tuple(parse_cards(["R5", "B5", "G5"])), (5,) * 3)]
    s.moves.laid = [list(g) for g in s.view().groups]
    s.cursor.refresh_rows()
    words = texts(s.handle("suggest"))
    assert words == ["Подсказка: положить жёлтую девятку в свой набор из трёх девяток."
                     " Enter кладёт."]


def test_selected_agrees_with_the_card() -> None:
    s = make()
    arrange(s, ["B8", "W", "G11"], phase=1)
    said = select(s, "B8", "W")
    assert said[0].startswith("синяя восьмёрка: выбрана;"), said
    assert said[1].startswith("джокер: выбран;"), said
    said = texts(s.handle("first_card"))
    for _ in range(s.moves.hand.index(P10Card.parse("W"))):
        said = texts(s.handle("next_card"))
    assert said[0].startswith("джокер, выбран,"), said
