"""F1 in a game describes that game's own reports, not another game's.

The help lines come from "<game>-cmd-<command>" where the game's catalog has
one, from the shared "cmd-<command>" otherwise. Shithead has no move number
and no scores, so its help must not promise them."""

from __future__ import annotations

import pytest

from game.app.main import App, AppOptions
from game.app.screens import TextScreen
from game.speech import RecordingSpeaker


@pytest.fixture
def app() -> App:
    application = App(AppOptions(headless=True, seed=5), speaker=RecordingSpeaker())
    yield application
    application.close()


def help_lines(app: App, game_id: str) -> dict[str, str]:
    """The F1 lines of a game just started, by the words after the keys."""
    app.settings.game = game_id
    app.menus.start_game()
    app.command("help")
    screen = app.screen
    assert isinstance(screen, TextScreen)
    lines = {}
    for line in screen.text_lines:
        keys, _, what = line.partition(": ")
        lines[keys] = what
    app.command("menu_back")
    return lines


def test_shithead_help_describes_shithead_reports(app: App) -> None:
    lines = help_lines(app, "shithead")
    assert lines["F2 or H"] == "my hand, face-up and face-down cards"
    assert lines["Shift+F2 or O"] == ("each opponent's cards: in hand, face up and face down; "
                                      "pressed again, the hand cards known from the pile")
    assert lines["F3 or C"] == "the pile: top card, what may go on it, draw pile, cards burnt"
    assert lines["Shift+F3 or S"] == "who is out and who still holds cards"
    assert lines["T"] == "pick up the pile"
    for what in lines.values():
        assert "move" not in what and what != "scores", what


def test_twenty_help_keeps_its_reports(app: App) -> None:
    lines = help_lines(app, "twenty")
    assert lines["F2 or H"] == "my hand and the move"
    assert lines["F3 or C"] == "the table: move, stock, cards laid and who laid last"
    assert lines["Shift+F3 or S"] == "totals, the target and the deal"
