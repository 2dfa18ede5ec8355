"""The examples in the docstrings of the core and the engines run (style.md:
"doctests only count when pytest runs them")."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from types import ModuleType

import pytest

import game.core
from game.games import SPECS


def modules() -> list[ModuleType]:
    found = [importlib.import_module(m.name)
             for m in pkgutil.walk_packages(game.core.__path__, "game.core.")]
    for spec in SPECS:
        rules = importlib.import_module(f"{spec.session.__module__.rsplit('.', 1)[0]}.rules")
        found.append(rules)
        path = getattr(rules, "__path__", None)
        if path is not None:
            found += [importlib.import_module(m.name)
                      for m in pkgutil.walk_packages(path, f"{rules.__name__}.")]
    return found


@pytest.mark.parametrize("module", modules(), ids=lambda m: m.__name__)
def test_docstring_examples_hold(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_there_are_examples_to_run() -> None:
    finder = doctest.DocTestFinder()
    examples = sum(len(t.examples) for m in modules() for t in finder.find(m))
    assert examples >= 5, examples
