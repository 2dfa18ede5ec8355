"""Russian nouns after a count take the form the count asks for, at any
count («двадцать одна карта», «двадцать две карты»,
«двадцать пять карт»; in every case: «двадцать одну девятку», «двадцати
одной девятки», «двадцати одному тузу»).

Every Russian message that picks a noun by a count (a select with a
``few`` variant, and the few that pick by exact numbers) is formatted for
every count 0..130 in every case, and what it says besides the number's own
words must be what it says for the count that ends the same way (21 as 1,
22 as 2, 25, 11 and 20 as 5). The forms for 1 to 9 are written out by hand
and checked in ``test_locale_ru_forms.py``; this finds the counts past them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

import game.games  # noqa: F401  (the list of games adds their catalogs to catalog_files)
from game.grammar import words
from game.i18n import catalog, catalog_files

CASES = ("nom", "gen", "dat", "acc", "ins", "prep")
COUNTS = range(0, 131)
#: Counts picked by exact numbers only, with a noun after them.
BY_NUMBER = {("phase10-set", "wilds"), ("phase10-colour-group", "wilds"),
             ("shithead-plays", "drew"), ("menu-resume-saved", "opponents")}
#: Counts with words of their own, not a form of the noun (and why).
OWN_WORDS: dict[tuple[str, str], tuple[int, ...]] = {
    ("phase10-invalid-run-too-short", "have"): (1,),  # one card is no run: «только одна»
    ("tenphases-invalid-run-wrong-length", "have"): (1,),
    ("tenphases-opponent", "count"): (10,),  # ten cards: the hand as dealt, not said
    ("tenphases-status", "done"): (10,),  # all ten phases done: the game is won
}


@cache
def number_words() -> frozenset[str]:
    """Every word a count 0..130 is said with, in any case and gender."""
    found: set[str] = set()
    for n in COUNTS:
        for case in CASES:
            for gender in ("m", "f", "n"):
                for animate in (False, True):
                    found.update(words(n, "ru", case, gender, animate).split())
    return frozenset(found)


def count_selectors(node: Any, found: set[str]) -> None:
    if isinstance(node, ast.SelectExpression) and isinstance(node.selector,
                                                             ast.VariableReference):
        keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        if "few" in keys:
            found.add(node.selector.id.name)
    for value in vars(node).values() if isinstance(node, ast.BaseNode) else ():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, ast.BaseNode):
                count_selectors(item, found)


def counted_messages() -> Iterator[tuple[str, str, frozenset[str]]]:
    """(message id, its count's variable, all its count variables)."""
    for path in catalog_files("ru"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            found: set[str] = set()
            count_selectors(entry.value, found)
            found |= {var for msg, var in BY_NUMBER if msg == entry.id.name}
            for var in sorted(found):
                yield entry.id.name, var, frozenset(found)


MESSAGES = list(counted_messages())


def same_ending(n: int) -> int:
    """The count 1..9 (or 5) whose noun form ``n`` takes."""
    if n % 10 == 0 or 11 <= n % 100 <= 19:
        return 5
    return n % 10


def besides_the_number(text: str) -> list[str]:
    text = re.sub(r"<fluent[^>]*>", "", text)  # an argument this test does not give
    return [w for w in re.findall(r"[\w%]+", text)
            if w not in number_words() and not w.isdigit()]


def test_the_counted_messages_are_found() -> None:
    ids = {msg for msg, _, _ in MESSAGES}
    assert {"rank-count", "phase10-set", "shithead-plays", "menu-resume-saved"} <= ids
    assert len(MESSAGES) > 60


@pytest.mark.parametrize(("msg_id", "var", "variables"), MESSAGES,
                         ids=[f"{m}-{v}" for m, v, _ in MESSAGES])
def test_every_count_takes_its_noun_form(msg_id: str, var: str,
                                         variables: frozenset[str]) -> None:
    bundle = catalog("ru").bundle
    catalog("ru").has("phase10-set")  # the games' messages too
    message = bundle.get_message(msg_id)
    assert message.value is not None
    own = OWN_WORDS.get((msg_id, var), ())
    wrong = []
    for case in CASES:
        base = {"case": case, "rank": 9, **dict.fromkeys(variables, 5)}

        def said(count: int, base: dict[str, Any] = base) -> list[str]:
            text, _ = bundle.format_pattern(message.value, {**base, var: count})
            return besides_the_number(str(text))

        for n in COUNTS:
            like = same_ending(n)
            if n < 2 or n in own or like in own:  # 0 and 1 have words of their own
                continue
            if said(n) != said(like):
                wrong.append((case, n, " ".join(said(n)), " ".join(said(like))))
    assert wrong == []
