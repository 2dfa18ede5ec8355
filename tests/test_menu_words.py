"""Menus and lists answer every key, through the real loop (dummy drivers):
a choice that changes another says the new value, a list says where it ends,
letters jump in the keys list or say that nothing starts with them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers_app import press

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


# -- answers that were silent or false ----------------------------------------------


def finish_game(app: App) -> None:
    """Start the chosen game from the main menu and play it to its end by
    the bots' moves for every seat (keys would take minutes)."""
    import random

    from game.app.screens import GameScreen
    from tests.session_states import human_bot_move

    app.menus.game_options["twenty"] = {"match_points": 50}
    press(app, "return")
    screen = app.screen
    assert isinstance(screen, GameScreen)
    session, rng = screen.session, random.Random(1)
    while not session.side.is_over():
        if session.flow.paused:
            session.flow.go_on()
        elif session.side.current_player() == session.human:
            human_bot_move(session, rng)
        else:
            session.bots.step()
    app.after_game_step(screen)


def test_game_keys_in_a_menu_say_they_work_at_the_table(app: App) -> None:
    assert press(app, "f2") == [
        "F2 is a key of the table (my cards and what I play for): it does nothing in a menu."]
    assert press(app, "shift+f3")[0].startswith("Shift+F3 is a key of the table (scores)")


def test_ctrl_s_with_no_game_says_there_is_nothing_to_save(app: App) -> None:
    assert press(app, "ctrl+s") == ["No game in progress: there is nothing to save."]


def test_ctrl_s_and_resume_after_a_finished_match(app: App) -> None:
    finish_game(app)
    assert press(app, "ctrl+s") == ["The game is over: there is nothing to save."]
    press(app, "escape")
    assert press(app, "return") == [  # Resume
        "The game is over. Press Enter to play again, or Escape for the menu."]


def test_quitting_says_so(app: App) -> None:
    assert press(app, "ctrl+q") == ["Quitting Parlour."]
    assert not app.running


def test_quitting_a_game_in_progress_says_it_is_saved(app: App) -> None:
    press(app, "return", "escape", "end")  # the game menu's last item: Quit
    assert press(app, "return") == ["Quitting Parlour. The game is saved for next time."]


def test_enter_on_a_choice_keeps_its_value(app: App) -> None:
    press(app, "down")  # Game: Twenty
    assert press(app, "return") == ["Game: Twenty. Left and Right change it."]
    assert app.settings.game == "twenty"


def test_a_statistics_line_is_one_sentence_before_its_position(app: App) -> None:
    app.stats.add_game("twenty", "normal", won=True, drawn=False, score=100, suggested=True)
    words = press(app, "end", "up", "up", "return")  # Statistics
    assert words[-1] == ("Statistics. Twenty, normal: one game, 1 won (1 with suggestions), "
                         "0 lost; streak 1, best streak 1; best score 100, 1 of 3")


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_f1_lists_every_bound_key_of_the_table(game_id: str, app: App) -> None:
    """F1 at the table is read from the key map: every global command, the
    save key and every game command the session answers appear with their
    keys, so the help cannot drift from the keys."""
    from game.app.screens import GameScreen
    from game.core.commands import GLOBAL, RANK_KEYS

    lines = help_lines_of(app, game_id)
    game = app.stack[-2]
    assert isinstance(game, GameScreen)
    assert game.session.side.game_id == game_id
    keymap = app.keymap
    singles = [c for c in (*game.commands, "save", *GLOBAL)
               if c.split("_", 1)[-1] not in RANK_KEYS or c.split("_")[0] not in ("jump", "pick")]
    for command in singles:
        assert any(line.startswith(f"{keymap.label(command)}: ") for line in lines), command
    assert any(line.startswith("Ctrl+S: ") for line in lines)
    assert any(line.startswith("Shift+comma: ") for line in lines)
    assert any(line.startswith("Shift+period: ") for line in lines)


def help_lines_of(app: App, game_id: str) -> list[str]:
    app.settings.game = game_id
    app.menus.start_game()
    press(app, "f1")
    screen = app.screen
    assert isinstance(screen, TextScreen)
    return list(screen.text_lines)


def test_twenty_f1_says_which_rank_minus_and_equals_find(app: App) -> None:
    line = next(x for x in help_lines_of(app, "twenty") if x.startswith("1, 2, 3"))
    assert "- or J a jack" in line and "= or Q a queen" in line, line
    assert "1 or A an ace" in line and "0 a 10" in line and "K a king" in line


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_f1_rank_keys_are_read_from_the_key_map(game_id: str, app: App) -> None:
    """Every key that finds a rank other than its own name is in the jump
    line, with the rank it finds, as the key map binds it."""
    from game.app.screens import GameScreen

    lines = help_lines_of(app, game_id)
    game = app.stack[-2]
    assert isinstance(game, GameScreen) and game.session.side.game_id == game_id
    session = game.session
    line = next(x for x in lines if x.startswith("1, 2, 3"))
    jumps = session.jumps  # type: ignore[attr-defined]
    for key, rank in jumps.ranks.items():
        label = app.keymap.first_label(f"jump_{key}")
        if label != jumps.rank_name(rank):
            assert f"{label} " in line and jumps.rank_count(rank, 1) in line, (key, line)


@pytest.mark.parametrize("game_id", ["twenty", "shithead"])
def test_f1_hand_grouped_is_not_sets_and_runs_where_the_game_has_none(
        game_id: str, app: App) -> None:
    line = next(x for x in help_lines_of(app, game_id) if x.startswith("Shift+H: "))
    assert "runs" not in line and "rank" in line, line


def test_f1_enter_line_is_each_game_own(app: App) -> None:
    enter = {g.id: next(x for x in help_lines_of(app, g.id) if x.startswith("Enter or "))
             for g in SPECS}
    assert len(set(enter.values())) == len(SPECS), enter
    assert "hit" in enter["phase10"] and "discard" in enter["phase10"]
    assert "declare" in enter["tenphases"]
