"""Key maps: chords and their spoken labels, the player's file and --keymap on
top of the defaults, every broken-file case as one sentence (file, line,
fault) with the defaults kept, and the same through the real headless app."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.app.keymap import DEFAULT_KEYMAP, Chord, Keymap, KeymapProblem, load_keymap
from game.i18n import set_language
from tests.helpers_app import app_env, run_headless, spoken_lines

DEFAULTS, NO_PROBLEMS = load_keymap(None, None)


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def keys_of(keymap: Keymap, command: str) -> list[str]:
    return [c.label() for c in keymap.keys_for(command)]


def assert_defaults(keymap: Keymap) -> None:
    """Every command keeps exactly its default keys."""
    assert keymap.bindings == DEFAULTS.bindings


def assert_one_sentence(problem: KeymapProblem, path: Path, line: int | None,
                        *fault_words: str) -> str:
    """The problem is one sentence naming the file, the line and the fault."""
    sentence = problem.sentence()
    assert problem.file == path
    assert problem.line == line
    assert str(path) in sentence
    if line is None:
        assert "line" not in sentence.replace(str(path), "")
    else:
        assert f", line {line}:" in sentence
    for word in fault_words:
        assert word in sentence, (word, sentence)
    assert sentence.endswith("The default keys are used.")
    assert "\n" not in sentence and "{$" not in sentence  # no unfilled placeholder
    assert sentence[0].isupper()
    return sentence


# -- chords and labels ----------------------------------------------------------------


def test_the_default_file_loads_without_problems() -> None:
    assert NO_PROBLEMS == []
    assert DEFAULT_KEYMAP.name == "keymap.toml"
    assert keys_of(DEFAULTS, "my_status") == ["F2", "H"]


@pytest.mark.parametrize(
    ("text", "key", "mods"),
    [
        ("shift+f2", "f2", {"shift"}),
        ("Shift+F2", "f2", {"shift"}),
        ("ctrl", "ctrl", set()),
        (",", ",", set()),
        ("shift+,", ",", {"shift"}),
        ("ctrl+q", "q", {"ctrl"}),
        ("keypad enter", "enter", set()),  # the name pygame gives the key press
    ],
)
def test_chord_parse(text: str, key: str, mods: set[str]) -> None:
    assert Chord.parse(text) == Chord(key, frozenset(mods))


@pytest.mark.parametrize("text", ["", "notakey", "hyper+f2", "shift+", "f13f"])
def test_chord_parse_rejects_what_is_not_a_key(text: str) -> None:
    with pytest.raises(ValueError):
        Chord.parse(text)


@pytest.mark.parametrize(
    ("command", "label"),
    [
        ("my_status", "F2 or H"),
        ("opponents", "Shift+F2 or O"),
        ("history_oldest", "Shift+comma"),
        ("history_back", "comma"),
        ("stop_speech", "Ctrl"),
        ("quit", "Ctrl+Q"),
        ("menu_activate", "Enter or keypad Enter or Space"),
    ],
)
def test_spoken_labels_of_the_default_keys(command: str, label: str) -> None:
    assert DEFAULTS.label(command) == label


@pytest.mark.parametrize(
    ("text", "key", "mods"),
    [
        ("comma", ",", set()),
        ("period", ".", set()),
        ("Shift+Comma", ",", {"shift"}),
        ("shift+period", ".", {"shift"}),
        ("ctrl+comma", ",", {"ctrl"}),
    ],
)
def test_comma_and_period_are_key_names_like_the_spoken_ones(text: str, key: str,
                                                              mods: set[str]) -> None:
    """The game says "Shift+comma"; a key file may say it the same way."""
    assert Chord.parse(text) == Chord(key, frozenset(mods))


def test_a_user_file_may_name_comma_and_period(tmp_path: Path) -> None:
    import pygame

    from game.app.keymap import chord_of_event

    user = write(tmp_path / "keymap.toml",
                 '[global]\nhistory_back = ["period"]\nhistory_forward = ["comma"]\n'
                 'history_oldest = ["shift+period"]\nhistory_newest = ["shift+comma"]\n')
    keymap, problems = load_keymap(user, None)
    assert problems == []
    assert keys_of(keymap, "history_back") == ["period"]
    assert keys_of(keymap, "history_oldest") == ["Shift+period"]
    # The key presses themselves reach the commands.
    assert keymap.command("game", chord_of_event(pygame.K_PERIOD, 0)) == "history_back"
    assert keymap.command("menu", chord_of_event(pygame.K_COMMA, 0)) == "history_forward"
    assert keymap.command("game", chord_of_event(pygame.K_COMMA, pygame.KMOD_LSHIFT)) == (
        "history_newest")


# -- good files on top of the defaults ----------------------------------------------------


def test_a_user_file_overrides_only_the_commands_it_lists(tmp_path: Path) -> None:
    user = write(tmp_path / "keymap.toml", '[game]\nmy_status = ["f5"]\n')
    keymap, problems = load_keymap(user, None)
    assert problems == []
    assert keys_of(keymap, "my_status") == ["F5"]
    assert keymap.command("game", Chord.parse("f5")) == "my_status"
    assert keymap.command("game", Chord.parse("f2")) is None
    for section, table in DEFAULTS.bindings.items():
        for command, chords in table.items():
            if command != "my_status":
                assert keymap.bindings[section][command] == chords, command


def test_the_keymap_option_overrides_the_user_file(tmp_path: Path) -> None:
    user = write(tmp_path / "user.toml", '[game]\nmy_status = ["f5"]\ntable = ["f7"]\n')
    override = write(tmp_path / "override.toml", '[game]\nmy_status = ["f6"]\n')
    keymap, problems = load_keymap(user, override)
    assert problems == []
    assert keys_of(keymap, "my_status") == ["F6"]
    assert keys_of(keymap, "table") == ["F7"]          # from the user file
    assert keys_of(keymap, "scores") == ["Shift+F3", "S"]  # default


def test_a_missing_user_file_is_not_a_problem(tmp_path: Path) -> None:
    keymap, problems = load_keymap(tmp_path / "nothing-here.toml", None)
    assert problems == []
    assert_defaults(keymap)


def test_a_broken_override_keeps_the_good_user_file(tmp_path: Path) -> None:
    user = write(tmp_path / "user.toml", '[game]\nmy_status = ["f5"]\n')
    override = write(tmp_path / "override.toml", '[game]\nmy_status = ["nokey"]\n')
    keymap, problems = load_keymap(user, override)
    assert [p.file for p in problems] == [override]
    assert keys_of(keymap, "my_status") == ["F5"]


def test_a_broken_user_file_still_lets_a_good_override_apply(tmp_path: Path) -> None:
    user = write(tmp_path / "user.toml", '[game]\nmy_status = "f5"\n')
    override = write(tmp_path / "override.toml", '[game]\ntable = ["f6"]\n')
    keymap, problems = load_keymap(user, override)
    assert [p.file for p in problems] == [user]
    assert keys_of(keymap, "my_status") == ["F2", "H"]
    assert keys_of(keymap, "table") == ["F6"]


# -- broken files: one sentence, defaults kept ----------------------------------------------

# name: (file text, line named, words of the fault). Each file also binds
# sort to f9 in a good line, to show what of a broken file is kept.
BROKEN = {
    "toml-syntax": ('[game]\nsort = ["f9"]\nmy_status = ["f2" "h"]\n', 3,
                    ["not valid TOML"]),
    "toml-garbage-line": ('[game]\nsort = ["f9"]\nthis is not toml\n', 3,
                          ["not valid TOML"]),
    "unknown-section": ('[game]\nsort = ["f9"]\n\n[lobby]\nready = ["r"]\n', 4,
                        ["no key section called lobby"]),
    "unknown-command": ('[game]\nsort = ["f9"]\n# a comment\nfrobnicate = ["f8"]\n', 4,
                        ["no command called frobnicate"]),
    "unknown-key": ('[game]\nsort = ["f9"]\nmy_status = ["f2", "hyperspace"]\n', 3,
                    ["hyperspace is not a key name"]),
    "not-a-list": ('[game]\nsort = ["f9"]\nmy_status = "f2"\n', 3,
                   ["my_status (my cards and what I play for) must be a list of key names"]),
    "two-commands-one-key": ('[game]\nsort = ["f9"]\nmy_status = ["f2"]\ntable = ["f2"]\n', 4,
                             ["F2 is bound to both my_status (my cards and what I play for) and"
                              " table (the table)"]),
    # Both of the player's own: the later is left out (a key the player
    # takes from a default command is the player's: see below).
    "global-collides-with-game": ('[game]\nsort = ["f9"]\nmy_status = ["f5"]\n\n[global]\n'
                                  'help = ["f5"]\n', 3,
                                  ["F5 is bound to both", "help", "my_status"]),
}


#: Files bad as a whole: left out, the defaults stay.
WHOLE = frozenset({"toml-syntax", "toml-garbage-line"})


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_file_is_one_sentence_and_only_the_bad_is_left_out(
    tmp_path: Path, case: str
) -> None:
    """A file that is not TOML is left out; one bad binding costs only that
    binding: the good line (sort on F9) is kept."""
    text, line, words = BROKEN[case]
    path = write(tmp_path / f"{case}.toml", text)
    for user, override in ((path, None), (None, path)):
        keymap, problems = load_keymap(user, override)
        assert len(problems) == 1
        if case in WHOLE:
            assert_one_sentence(problems[0], path, line, *words)
            assert_defaults(keymap)
            assert keys_of(keymap, "sort") == ["F4"]
            continue
        sentence = problems[0].sentence()
        assert problems[0].file == path and problems[0].line == line
        assert sentence.startswith(f"Key map {path}: line {line}: "), sentence
        assert all(word in sentence for word in words), sentence
        assert sentence.endswith("That binding is left out; every other key in the file is"
                                 " kept.")
        assert keys_of(keymap, "sort") == ["F9"]


def test_a_syntax_error_at_the_end_still_names_file_and_fault(tmp_path: Path) -> None:
    path = write(tmp_path / "unclosed.toml", '[game]\nmy_status = ["f2"\n')
    keymap, problems = load_keymap(None, path)
    assert len(problems) == 1
    sentence = problems[0].sentence()
    assert str(path) in sentence and "not valid TOML" in sentence
    assert_defaults(keymap)


def test_a_syntax_error_at_the_end_names_a_line(tmp_path: Path) -> None:
    path = write(tmp_path / "unclosed.toml", '[game]\nsort = ["f9"]\nmy_status = ["f2"\n')
    _, problems = load_keymap(None, path)
    assert len(problems) == 1
    assert problems[0].line is not None
    assert f", line {problems[0].line}:" in problems[0].sentence()


def test_an_unreadable_file_is_one_sentence(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes(b'[game]\nmy_status = ["\xe9\xff"]\n')
    keymap, problems = load_keymap(path, None)
    assert len(problems) == 1
    assert_one_sentence(problems[0], path, None, "cannot be read")
    assert_defaults(keymap)


def test_a_keymap_option_file_that_does_not_exist_is_one_sentence(tmp_path: Path) -> None:
    path = tmp_path / "no-such-keymap.toml"
    keymap, problems = load_keymap(None, path)
    assert len(problems) == 1
    assert_one_sentence(problems[0], path, None, "cannot be read")
    assert_defaults(keymap)


# -- through the real app -------------------------------------------------------------------

STATUS = re.compile(r"^You hold 7 cards: ")


@pytest.mark.parametrize("case", ["two-commands-one-key", "unreadable", "missing"])
def test_the_headless_app_says_and_prints_the_problem_and_plays_on_defaults(
    tmp_path: Path, case: str
) -> None:
    path = tmp_path / f"{case}.toml"
    if case == "unreadable":
        path.write_bytes(b'[game]\nmy_status = ["\xff"]\n')
    elif case != "missing":
        write(path, BROKEN[case][0])
    _, problems = load_keymap(None, path)
    assert len(problems) == 1
    sentence = problems[0].sentence()

    result = run_headless(tmp_path, ["return", "f2"], "--keymap", str(path))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    lines = spoken_lines(result)
    assert lines[0] == sentence          # said before the main menu
    assert lines[1].startswith("Parlour, main menu. Play")
    assert sentence in result.stderr.splitlines()
    assert STATUS.match(lines[-1]), lines[-1]  # F2, the default key, works


def test_a_user_keymap_in_the_config_folder_rebinds_my_status(tmp_path: Path) -> None:
    env = app_env(tmp_path)
    config = Path(env["PARLOUR_CONFIG_DIR"])
    config.mkdir()
    write(config / "keymap.toml", '[game]\nmy_status = ["f5"]\n')
    result = run_headless(tmp_path, ["return", "f2", "f5"], "--profile", str(config), env=env)
    assert result.returncode == 0, result.stderr
    assert "Key map " not in result.stdout + result.stderr
    lines = spoken_lines(result)
    assert [line for line in lines if STATUS.match(line)] == [lines[-1]]  # f5 only, not f2
    assert lines[-2] == "No command on that key. F1 lists the keys."  # f2 is bound to nothing


# -- a player's binding takes a default key -----------------------------------------------


def test_a_players_binding_takes_a_default_commands_key(tmp_path: Path) -> None:
    """The player's binding wins; the default command loses the key, and one
    sentence names it as F1 does, in the player's language."""
    path = write(tmp_path / "keymap.toml", '[game]\nsuggest = ["x"]\n')
    keymap, problems = load_keymap(path, None)
    assert keys_of(keymap, "suggest") == ["X"]
    assert keymap.command("game", Chord.parse("x")) == "suggest"
    assert keys_of(keymap, "jump_wild") == []
    assert [p.sentence() for p in problems] == [
        f"Key map {path}: “the next joker or wild” has no key now: your bindings took its key."]
    set_language("ru")
    try:
        assert [p.sentence() for p in problems] == [
            f"Файл клавиш {path}: у команды «следующая карта: джокер» теперь нет клавиши:"
            " её клавишу заняли ваши привязки."]
    finally:
        set_language("en")


def test_a_default_command_that_keeps_a_key_is_not_named(tmp_path: Path) -> None:
    path = write(tmp_path / "keymap.toml", '[game]\nsort = ["h"]\n')  # my_status: F2, H
    keymap, problems = load_keymap(path, None)
    assert problems == []
    assert keys_of(keymap, "sort") == ["H"] and keys_of(keymap, "my_status") == ["F2"]


def test_a_global_binding_of_the_player_takes_a_games_default_key(tmp_path: Path) -> None:
    path = write(tmp_path / "keymap.toml", '[global]\nhelp = ["f1", "d"]\n')
    keymap, problems = load_keymap(path, None)
    assert keymap.command("game", Chord.parse("d")) == "help"
    assert keys_of(keymap, "draw") == []
    assert [p.sentence() for p in problems] == [
        f"Key map {path}: “draw from the stock” has no key now: your bindings took its key."]


def test_the_keymap_option_does_not_take_a_key_of_the_players_own_file(
        tmp_path: Path) -> None:
    """Both files are the player's: a clash between them stays refused."""
    user = write(tmp_path / "user.toml", '[game]\nsuggest = ["x"]\n')
    override = write(tmp_path / "override.toml", '[game]\nsort = ["x"]\n')
    keymap, problems = load_keymap(user, override)
    assert keys_of(keymap, "suggest") == ["X"] and keys_of(keymap, "sort") == ["F4"]
    assert [p.file for p in problems] == [user, override]
    assert "X is bound to both" in problems[1].sentence()
