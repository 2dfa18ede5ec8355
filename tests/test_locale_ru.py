"""The Russian catalogs: every message of English has a Russian
one and the reverse, folder by folder; Russian plurals and card cases come
out as a Russian speaker says them."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from game.core.spec import GameSpec
from game.games import SPECS
from game.i18n import DEFAULT_LANG, LOCALE_DIR, catalog, languages

# Every folder of catalogs: the shared one, then each game's.
FOLDERS: list[tuple[str, Path]] = [("shared", LOCALE_DIR)] + [
    (spec.id, spec.locale) for spec in SPECS]
OTHER_LANGS = [lang for lang in languages() if lang != DEFAULT_LANG]


def message_keys(folder: Path) -> set[str]:
    """Every message id of the .ftl files in ``folder``, and each attribute
    as ``id.attr``; terms (``-x``) are a language's own and not compared."""
    parser = FluentParser()
    keys: set[str] = set()
    for path in sorted(folder.glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: {junk[0].content[:120]!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                # Fluent keeps one of two copies silently: one would be lost.
                assert entry.id.name not in keys, f"{path}: {entry.id.name} twice"
                keys.add(entry.id.name)
                keys |= {f"{entry.id.name}.{a.id.name}" for a in entry.attributes}
    return keys


def test_russian_is_offered() -> None:
    assert "ru" in languages()


@pytest.mark.parametrize("lang", OTHER_LANGS)
@pytest.mark.parametrize(("name", "folder"), FOLDERS, ids=[n for n, _ in FOLDERS])
def test_same_message_ids_as_english(name: str, folder: Path, lang: str) -> None:
    """A game folder without ``locale/<lang>`` fails here, naming it."""
    english = message_keys(folder / DEFAULT_LANG)
    assert english, f"{name}: no English messages in {folder / DEFAULT_LANG}"
    assert (folder / lang).is_dir(), (
        f"{name}: no {lang} catalog folder {folder / lang} ({len(english)} ids missing)")
    other = message_keys(folder / lang)
    missing = sorted(english - other)
    extra = sorted(other - english)
    assert not missing, f"{name}/{lang} lacks {len(missing)} ids: {missing[:40]}"
    assert not extra, f"{name}/{lang} has ids English lacks: {extra[:40]}"


@pytest.mark.parametrize("lang", OTHER_LANGS)
@pytest.mark.parametrize("spec", SPECS, ids=[spec.id for spec in SPECS])
def test_each_game_has_rules_in_each_language(spec: GameSpec, lang: str) -> None:
    rules = spec.locale / lang / "rules.txt"
    assert rules.is_file() and rules.read_text(encoding="utf-8").strip(), f"no {rules}"


CARD_COUNTS = {0: "0 карт", 1: "1 карта", 2: "2 карты", 5: "5 карт", 11: "11 карт",
               21: "21 карта", 22: "22 карты", 25: "25 карт"}


@pytest.mark.parametrize(("count", "words"), CARD_COUNTS.items())
def test_russian_card_count_plurals(count: int, words: str) -> None:
    # table-cards is what the table and F3 say of each seat's hand.
    assert catalog("ru")("table-cards", count=count) == words


def test_card_names_decline() -> None:
    ru = catalog("ru")
    assert ru("card-name", rank=1, suit="S") == "туз пик"
    assert ru("card-name", rank=12, suit="H", case="acc") == "даму червей"
    assert ru("card-name", rank=7, suit="D", case="gen") == "семёрки бубён"
    # The stress mark (U+0301) where espeak-ng stresses «джоке́ром».
    assert ru("card-name", rank=0, suit="S", case="ins") == "джо\u0301кером"
    assert ru("rank-plural", rank=7, case="gen") == "семёрок"
    assert ru("rank-plural", rank=7) == "семёрки"


@pytest.mark.parametrize(("rank", "count", "words"), [
    (1, 1, "туз"), (1, 2, "два туза"), (7, 2, "две семёрки"), (12, 3, "три дамы"),
    (1, 5, "пять тузов"), (12, 5, "пять дам"), (13, 21, "двадцать один король"),
    (10, 22, "двадцать две десятки"), (11, 12, "двенадцать валетов"),
    (12, 21, "двадцать одна дама"), (0, 25, "двадцать пять джо\u0301керов")])
def test_rank_counts_agree(rank: int, count: int, words: str) -> None:
    assert catalog("ru")("rank-count", rank=rank, count=count) == words


def test_rank_count_in_the_genitive() -> None:
    ru = catalog("ru")
    assert ru("rank-count", rank=1, count=2, case="gen") == "двух тузов"
    assert ru("rank-count", rank=7, count=3, case="gen") == "трёх семёрок"


def test_english_ignores_case() -> None:
    en = catalog("en")
    assert en("card-name", rank=12, suit="H", case="acc") == "queen of hearts"
