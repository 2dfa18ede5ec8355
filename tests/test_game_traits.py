"""Each game's entries in the cross-game tests are read from its own folder
(``game/games/<id>/tests/traits.py``, tests/game_traits.py): a game that
declares none gets the defaults, so a new game needs no line in tests/; a
traits module that declares no ``GameTraits`` is an error, not a default."""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
import types
from collections.abc import Iterator

import pytest

from game.core.spec import GameSpec
from game.games import SPECS
from tests.game_traits import STANDARD_CODES, GameTraits, card_names, module_name, traits


@pytest.fixture
def fresh() -> Iterator[None]:
    """Traits read anew (they are cached per game id)."""
    traits.cache_clear()
    yield
    traits.cache_clear()


@pytest.mark.parametrize("entry", SPECS, ids=lambda s: s.id)
def test_a_games_traits_come_from_its_own_folder(entry: GameSpec) -> None:
    if not (entry.folder / "tests" / "traits.py").is_file():
        assert traits(entry.id) == GameTraits()
    else:
        assert traits(entry.id) is importlib.import_module(module_name(entry.id)).TRAITS


def test_a_game_declaring_nothing_gets_the_defaults(fresh: None) -> None:
    assert "nogame" not in {s.id for s in SPECS}
    plain = traits("nogame")
    assert plain == GameTraits()
    assert not plain.absent_states and not plain.short_options and plain.machine.cards is None
    assert plain.card_codes == STANDARD_CODES and len(set(STANDARD_CODES)) == 52
    assert card_names("nogame")["QS"] == "queen of spades"


def test_a_traits_module_without_traits_is_refused(fresh: None,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    name = module_name("misnamed")
    module = types.ModuleType(name)
    module.__spec__ = importlib.machinery.ModuleSpec(name, None)
    module.TRAITS_OF_MISNAMED = GameTraits()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, name, module)
    with pytest.raises(TypeError, match="not a GameTraits"):
        traits("misnamed")
