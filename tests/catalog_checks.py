"""Helpers for a game's Russian catalog tests (game/games/<id>/tests/*_ru.py):
a catalog folder's messages, the variables a message uses, and a message
formatted with the folder's Russian files alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from game.grammar import functions


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


def variables(node: ast.BaseNode) -> set[str]:
    """The names of the variables ``node`` uses (``$card`` gives "card")."""
    found = _Variables()
    found.visit(node)
    return found.names


def messages(folder: Path) -> dict[str, ast.Message]:
    """Every message of the folder's ``.ftl`` files (the folder is the
    catalog), checked free of syntax errors."""
    found: dict[str, ast.Message] = {}
    for path in sorted(folder.glob("*.ftl")):
        body = FluentParser().parse(path.read_text(encoding="utf-8")).body
        assert not [e for e in body if isinstance(e, ast.Junk)], path
        found |= {e.id.name: e for e in body if isinstance(e, ast.Message)}
    return found


def say_in(folder: Path, msg_id: str, **args: Any) -> str:
    """``msg_id`` formatted in Russian from the folder's files alone."""
    bundle = FluentBundle(["ru"], functions=functions("ru"), use_isolating=False)
    for path in sorted(folder.glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    text, errors = bundle.format_pattern(bundle.get_message(msg_id).value, args)
    assert not errors, errors
    return str(text)
