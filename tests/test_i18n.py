"""Every word comes from the catalog: the files parse, every id the code asks
for exists, and no English is glued together in code."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import FluentParser, ast

from game.core import commands
from game.core.session import refusal_id
from game.games import SPECS
from game.i18n import catalog, catalog_files, join_list, t

GAME_DIR = Path(__file__).resolve().parents[1] / "game"


def test_catalog_files_parse_without_errors() -> None:
    parser = FluentParser()
    for path in catalog_files("en"):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{path.name}: {junk[0].content[:80]!r}"


def test_every_literal_message_id_in_the_code_exists() -> None:
    pattern = re.compile(r"""\bt\(\s*["']([a-z0-9_-]+)["']""")
    missing = []
    for path in GAME_DIR.rglob("*.py"):
        if "tests" in path.relative_to(GAME_DIR).parts:
            continue  # each game's tests: they may name ids on purpose
        for msg_id in pattern.findall(path.read_text(encoding="utf-8")):
            if not catalog().has(msg_id):
                missing.append(f"{path.relative_to(GAME_DIR)}: {msg_id}")
    assert not missing


def test_every_command_has_a_description() -> None:
    for command in commands.ALL:
        assert t(f"cmd-{command}")


def test_every_twenty_refusal_has_a_sentence() -> None:
    source = (GAME_DIR / "games" / "twenty" / "rules.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'Refusal\("([a-z-]+)"', source))
    codes |= set(re.findall(r'Refusal\("([a-z-]+)"', (GAME_DIR / "core" / "moves.py")
                            .read_text(encoding="utf-8")))
    assert codes >= {"over-limit", "must-play", "not-your-turn"}
    for code in codes:
        assert catalog().has(refusal_id("twenty", code)), code
        assert t(refusal_id("twenty", code), total=4, limit=3, name="Ada", key="Space",
                 count=2, move="draw").startswith(
            "Invalid:")


def test_plural_and_list_forms() -> None:
    assert t("rank-count", rank=1, count=1) == "an ace"
    assert t("rank-count", rank=1, count=2) == "two aces"
    assert t("rank-count", rank=6, count=3) == "three 6s"  # ranks in digits, like "two 9s"
    assert t("card-name", rank=10, suit="H") == "10 of hearts"
    assert join_list(["a"]) == "a"
    assert join_list(["a", "b", "c"]) == "a, b and c"


def test_no_message_id_is_defined_twice() -> None:
    # Fluent silently keeps one copy of a duplicate id, so one game's words
    # would replace another's.
    parser = FluentParser()
    seen: dict[str, str] = {}
    for path in catalog_files("en"):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                name = entry.id.name
                assert name not in seen, f"{name} in {seen.get(name)} and {path.name}"
                seen[name] = path.name


def test_every_game_option_and_playable_game_has_words() -> None:
    for game in SPECS:
        assert t(game.title_id)
        for option in game.engine.default_options:
            assert catalog().has(game.option_id(option)), option
        assert game.rules_text("en").exists()
