"""Menus and lists answer every key, through the real loop (dummy drivers):
a choice that changes another says the new value, a list says where it ends,
letters jump in the keys list or say that nothing starts with them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app.main import App, AppOptions
from game.app.screens import TextScreen
from game.games import SPECS
from game.i18n import catalog
from game.speech import RecordingSpeaker


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(headless=True, seed=3), speaker=RecordingSpeaker())
    yield application
    application.close()


def press(app: App, *keys: str) -> list[str]:
    assert isinstance(app.speaker, RecordingSpeaker)
    before = len(app.speaker.spoken)
    for key in keys:
        app.press(key)
    return [text for text, _ in app.speaker.spoken[before:]]


def test_changing_the_game_says_the_opponents_it_took(app: App) -> None:
    # Phase 10 with 5 opponents, then Twenty, which allows at most 3.
    press(app, "down")
    while "Phase 10" not in press(app, "right")[-1]:
        pass
    press(app, "down")
    while press(app, "right")[-1] != "5":
        pass
    press(app, "up")
    words = press(app, "left")  # back to Twenty
    assert words == ["Twenty. Opponents: 3"]
    assert app.settings.opponents == 3
    # Unchanged opponents are not said again.
    assert press(app, "right")[-1].endswith("Phase 10")


def test_the_keys_list_says_its_ends_and_jumps_by_letter(app: App) -> None:
    press(app, "return")  # a game, then F1 lists its keys
    press(app, "f1")
    screen = app.screen
    assert isinstance(screen, TextScreen)
    count = len(screen.text_lines)
    assert press(app, "up") == ["Top of the list."]
    last = press(app, "end")[-1]
    assert last == screen.text_lines[-1]
    assert press(app, "down") == [f"End of the list, {count} lines. Escape goes back."]
    first_letters = {line[0].lower() for line in screen.text_lines}
    letter = next(c for c in "abcdefghijklmnopqrstuvwxyz" if c in first_letters)
    jumped = press(app, letter)
    assert len(jumped) == 1 and jumped[0].lower().startswith(letter)
    missing = next(c for c in "qxzjkvy" if c not in first_letters)
    assert press(app, missing) == [f"No line starts with {missing}."]


def test_a_letter_no_menu_item_starts_with_is_answered(app: App) -> None:
    assert press(app, "x") == ["No item starts with x."]


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_each_game_help_describes_its_own_reports(game_id: str) -> None:
    # F1 in a game reads "<game>-cmd-<command>" where the game has it: every
    # report's contents differ from game to game, so each game must have its own.
    for command in ("my_status", "opponents", "table", "scores"):
        assert catalog().has(f"{game_id}-cmd-{command}"), (game_id, command)


def test_theme_and_four_colour_deck_are_settings_that_take_effect(app: App) -> None:
    press(app, "s", "return")  # Settings, by its first letter
    while not press(app, "down")[-1].startswith("Colours on screen"):
        pass
    assert press(app, "right") == ["White on black"]
    assert app.settings.theme == "white" and app.renderer.theme.name == "white"
    assert press(app, "down")[-1].startswith("Four-colour deck")
    assert press(app, "right") == ["on"]
    assert app.settings.four_colour and app.renderer.four_colour
