"""Each game's spec agrees with the game it declares: the app trusts it alone
(menus, options, saves, statistics), so a slip here would reach the player."""

from __future__ import annotations

import pytest

from game.core.bots import LEVELS
from game.core.spec import GameSpec
from game.games import SPECS, known, spec
from game.i18n import catalog, t


@pytest.mark.parametrize("game", SPECS, ids=lambda s: s.id)
def test_a_spec_names_its_own_folder_engine_and_bots(game: GameSpec) -> None:
    assert game.folder.name == game.id
    assert game.engine.game_id == game.id
    assert spec(game.id) is game and known(game.id)
    assert tuple(game.bots) == LEVELS


@pytest.mark.parametrize("game", SPECS, ids=lambda s: s.id)
def test_the_spec_and_its_session_name_the_same_engine_and_bots(game: GameSpec) -> None:
    # The spec holds them for the server (which loads no session); the
    # session holds them for the core: one game, one engine, one set of bots.
    assert game.session.engine is game.engine
    assert game.session.bot_levels is game.bots
    assert game.session.__module__ == f"game.games.{game.id}.session"


@pytest.mark.parametrize("game", SPECS, ids=lambda s: s.id)
def test_the_first_offered_value_is_the_rulings_default(game: GameSpec) -> None:
    defaults = game.engine.default_options
    for name, values in game.options.items():
        assert name in defaults, name
        assert values[0] == defaults[name], name
        assert len(set(values)) == len(values), name


@pytest.mark.parametrize("game", SPECS, ids=lambda s: s.id)
def test_a_spec_has_its_title_resume_words_and_rules(game: GameSpec) -> None:
    assert t(game.title_id)
    assert catalog().has(game.resume_id)
    t(game.resume_id, deals=4)  # a missing argument would raise
    assert game.rules_text("en").read_text(encoding="utf-8").strip()
    assert game.better in ("high", "low", None)


def test_game_ids_are_unique_and_unknown_ids_are_refused() -> None:
    assert len({s.id for s in SPECS}) == len(SPECS)
    assert not known("nogame") and not known(None)
    with pytest.raises(KeyError):
        spec("nogame")
