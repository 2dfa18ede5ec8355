"""Catalogs per game: every message in a game's folder starts
with the game's id, and every refusal a game can give has a sentence, found
the way the session finds it (:func:`game.core.session.refusal_id`: the
game's ``<id>-invalid-<code>``, else the common ``invalid-<code>``)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from game.core.session import refusal_id
from game.core.spec import GameSpec
from game.games import SPECS
from game.i18n import catalog, t

CORE = Path(__file__).resolve().parents[1] / "game" / "core"
REFUSAL = re.compile(r'Refusal\(\s*"([a-z-]+)"')


def message_ids(folder: Path) -> list[str]:
    parser = FluentParser()
    return [entry.id.name
            for path in sorted(folder.glob("*.ftl"))
            for entry in parser.parse(path.read_text(encoding="utf-8")).body
            if isinstance(entry, ast.Message)]


def refusal_codes(spec: GameSpec) -> set[str]:
    """The codes the engine lists (``REFUSAL_CODES``), and those written in
    the game's source and the core's (a session's own refusals, the
    diagnosis of a selection that makes no phase)."""
    listed = set(importlib.import_module(f"game.games.{spec.id}.rules").REFUSAL_CODES)
    sources = [p for p in spec.folder.rglob("*.py") if "tests" not in p.parts]
    sources += list(CORE.glob("*.py"))
    made = {code for p in sources for code in REFUSAL.findall(p.read_text(encoding="utf-8"))}
    return listed | made


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_message_id_in_a_game_folder_starts_with_its_id(spec: GameSpec) -> None:
    ids = message_ids(spec.locale / "en")
    assert ids, spec.id
    assert [i for i in ids if not i.startswith(f"{spec.id}-")] == []


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_refusal_has_a_sentence_by_the_lookup(spec: GameSpec) -> None:
    codes = refusal_codes(spec)
    assert {"game-over", "not-your-turn", "nothing-selected"} <= codes
    for code in sorted(codes):
        assert catalog().has(refusal_id(spec.id, code)), f"{spec.id}: no sentence for {code}"


def test_the_game_sentence_comes_before_the_common_one() -> None:
    # Every game says "nothing selected" with the common sentence unless it
    # words it itself; a game's own sentence is found first.
    assert refusal_id("twenty", "nothing-selected") == "invalid-nothing-selected"
    assert refusal_id("twenty", "over-limit") == "twenty-invalid-over-limit"
    assert refusal_id("phase10", "over-limit") == "invalid-over-limit"  # no such message
    assert t(refusal_id("shithead", "too-low"), need="a 9", have="a 7").startswith("Invalid:")


def test_a_session_says_a_game_refusal_from_its_own_catalog() -> None:
    """The core session's refuse goes through the lookup: Twenty's own
    refusal comes from ``twenty-invalid-*``, a shared one from common."""
    twenty = next(s for s in SPECS if s.id == "twenty")
    session = twenty.session(2, ["easy"], seed=1)
    said = session.handle("take_discard")[0]
    assert said.text == t("twenty-invalid-no-draw-here")
    assert said.cue == "invalid"
