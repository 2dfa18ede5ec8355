"""docs/architecture.md, "Adding a game", done by a test: a sixth game made
from the template folder ``tests/template_game/war/`` (War, once through the
deck) registers, shows in the main menu, plays headless to its end through
the real loop, writes a record that replays as consistent, keeps the
import rules, answers every game key through its command table or names it
as not its own (tests/test_command_table.py), and has its entries in the
cross-game tests read from its own folder (``tests/traits.py`` in it;
tests/game_traits.py).

The game is installed the way a developer would: the folder is copied to
``game/games/war/`` and one spec is added to ``SPECS``, in a temporary copy
of the repository, so the checkout never holds a sixth game (its own tests,
the wheel and the statistics see four). Everything runs in subprocesses
from that copy, as a developer's ``python -m game`` and ``pytest`` would.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from tests.helpers_app import REPO, app_env

TEMPLATE = Path(__file__).resolve().parent / "template_game" / "war"
GAME_ID = "war"
#: What the copy leaves out: tools' caches and the virtual environment.
NOT_COPIED = shutil.ignore_patterns(".venv", ".git", "__pycache__", ".pytest_cache",
                                    ".ruff_cache", ".mypy_cache", ".hypothesis", "build",
                                    "dist", "*.egg-info")


def add_to_specs(init: Path, game_id: str) -> None:
    """Step 6 of the recipe: import the game's ``SPEC`` in
    ``game/games/__init__.py`` and add it to the end of ``SPECS``."""
    text = init.read_text(encoding="utf-8")
    name = game_id.upper()
    anchor = "\n\n#: Every game"
    tuple_start = "SPECS: tuple[GameSpec, ...] = ("
    assert anchor in text and tuple_start in text, "game/games/__init__.py changed shape"
    text = text.replace(anchor, f"\nfrom .{game_id} import SPEC as {name}{anchor}", 1)
    start = text.index(tuple_start)
    end = text.index(")", start)
    text = f"{text[:end]}, {name}{text[end:]}"
    init.write_text(text, encoding="utf-8")


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the repository with the template installed as a sixth game."""
    copy = tmp_path_factory.mktemp("sixth") / "parlour"
    shutil.copytree(REPO, copy, ignore=NOT_COPIED)
    shutil.copytree(TEMPLATE, copy / "game" / "games" / GAME_ID, ignore=NOT_COPIED)  # steps 1-5, 7
    add_to_specs(copy / "game" / "games" / "__init__.py", GAME_ID)               # step 6
    return copy


def run(repo: Path, tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python ARGS`` in the copy, with the copy first on the path."""
    env = app_env(tmp, PYTHONPATH=str(repo))
    return subprocess.run([sys.executable, *args], cwd=repo, env=env, capture_output=True,
                          text=True, timeout=300, check=False)


def test_the_checkout_holds_no_sixth_game() -> None:
    from game.games import SPECS

    assert GAME_ID not in {s.id for s in SPECS}
    assert not (REPO / "game" / "games" / GAME_ID).exists()


def test_the_copy_registers_the_game_last_in_the_list(repo: Path, tmp_path: Path) -> None:
    result = run(repo, tmp_path, "-c", "import game, game.games as g;"
                 " print(game.__file__); print(' '.join(s.id for s in g.SPECS))")
    assert result.returncode == 0, result.stderr
    where, ids = result.stdout.splitlines()
    assert Path(where).is_relative_to(repo)  # the copy, not the checkout
    assert ids.split()[-1] == GAME_ID and len(ids.split()) == 5


def test_every_message_id_of_the_game_starts_with_its_id() -> None:
    catalog = TEMPLATE / "locale" / "en" / f"{GAME_ID}.ftl"
    body = FluentParser().parse(catalog.read_text(encoding="utf-8")).body
    ids = [e.id.name for e in body if isinstance(e, ast.Message)]
    assert f"{GAME_ID}-title" in ids and f"{GAME_ID}-resume-progress" in ids
    assert not [i for i in ids if not i.startswith(f"{GAME_ID}-")]
    assert not [e for e in body if isinstance(e, ast.Junk)]


def test_the_import_rules_specs_and_catalog_tests_pass_for_it(repo: Path,
                                                             tmp_path: Path) -> None:
    # Step 8: the copy's own cross-game tests, which parametrize over SPECS;
    # the engine's state machine reads what is War's own from War's folder
    # (its tests/traits.py), as every cross-game table does.
    result = run(repo, tmp_path, "-m", "pytest", "-v", "-p", "no:cacheprovider",
                 "tests/test_layers.py", "tests/test_specs.py", "tests/test_i18n.py",
                 "tests/test_game_traits.py", "tests/test_typed_events.py",
                 "tests/test_command_table.py", "tests/test_describe_pure.py",
                 f"tests/test_engine_state_machines.py::test_engine_state_machine[{GAME_ID}]")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    for test in ("test_layers.py::test_a_game_imports_no_app_speech_sound_pygame_nor_another_game",
                 "test_layers.py::test_an_engine_imports_only_the_core_itself_and_the_standard",
                 "test_specs.py::test_a_spec_names_its_own_folder_engine_and_bots",
                 "test_specs.py::test_a_spec_has_its_title_resume_words_and_rules",
                 "test_game_traits.py::test_a_games_traits_come_from_its_own_folder",
                 "test_typed_events.py::test_the_hidden_fields_are_read_off_the_event_types",
                 "test_typed_events.py::test_every_event_is_its_struct_and_back_byte_for_byte",
                 "test_command_table.py::test_every_game_command_is_answered_by_the_table",
                 "test_command_table.py::test_every_answered_command_reaches_its_answer",
                 "test_describe_pure.py::test_describing_any_event_twice_in_any_order_changes_no",
                 "test_engine_state_machines.py::test_engine_state_machine"):
        # A test of whole games is named by its seed and seats too ("war-1-2").
        assert re.search(rf"{test}\w*\[{GAME_ID}(-\d+)*\] PASSED", result.stdout), test


def test_its_traits_for_the_cross_game_tests_are_read_from_its_folder(
        repo: Path, tmp_path: Path) -> None:
    """No table in tests/ names the game: its entries are its folder's
    (``game/games/war/tests/traits.py``, copied with the folder)."""
    result = run(repo, tmp_path, "-c", "from tests.game_traits import traits;"
                 f" t = traits({GAME_ID!r}); print(sorted(t.absent_states),"
                 " [label for label, _ in t.machine.end_moves])")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "['question', 'summary'] ['turn']\n"


# The main menu: Play, Game, ... Left on "Game" goes from the first game to the
# last, the new one; Shift+F1 reads its rules; Up and Enter start it.
MENU_KEYS = ["down", "left", "shift+f1", "escape", "up", "return"]


@pytest.fixture(scope="module")
def played(repo: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The game played by key script to its end: two opponents by default,
    so 52 // 3 = 17 cards each and 17 turns for the player (Enter each)."""
    tmp = tmp_path_factory.mktemp("play")
    keys = tmp / "keys.txt"
    # F2 after Play: a script's next key comes at once, before the deal's
    # opening could be heard, and a move key then would only say it again.
    keys.write_text("\n".join([*MENU_KEYS, "f2", *["return"] * 17]) + "\n", encoding="utf-8")
    profile = tmp / "profile"
    result = run(repo, tmp, "-m", "game", "--headless", "--keys", str(keys), "--seed", "7",
                 "--profile", str(profile))
    return {"result": result, "profile": profile, "tmp": tmp}


def test_it_appears_in_the_main_menu_with_its_rules(played: dict[str, object]) -> None:
    result = played["result"]
    assert isinstance(result, subprocess.CompletedProcess)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Parlour, main menu. Play, 1 of ")
    assert lines[2] == "War"  # down says "Game, Twenty...", left the new game
    assert lines[3].startswith("Rules of War, 6 lines. War is played with one 52-card deck")


def test_it_plays_headless_to_its_end(played: dict[str, object]) -> None:
    result = played["result"]
    assert isinstance(result, subprocess.CompletedProcess)
    lines = result.stdout.splitlines()
    # The opening says what fits in about five seconds (game/core/opening.py),
    # and the game's start whatever it costs.
    start = lines.index("War. You against Ada and Boris. Turn over your top card;"
                        " the highest card takes the battle.")
    assert re.match(r"(You deal|Ada deals|Boris deals) the whole deck: 17 cards each",
                    lines[start + 1])
    mine = [line for line in lines if line.startswith("You turn over the ")]
    assert len(mine) == 17
    end = [i for i, line in enumerate(lines) if re.search(r" with \d+ cards won!$", line)]
    assert len(end) == 1 and lines[end[0] + 1].startswith("Press Enter to play again")


def test_it_writes_a_record_that_replays_as_consistent(played: dict[str, object],
                                                        repo: Path, tmp_path: Path) -> None:
    profile = played["profile"]
    assert isinstance(profile, Path)
    records = sorted((profile / "records").glob(f"{GAME_ID}-*.jsonl"))
    assert len(records) == 1
    events = [json.loads(line) for line in records[0].read_text(encoding="utf-8").splitlines()]
    assert events[0]["game"] == GAME_ID and events[-1]["type"] == "game_end"
    assert sum(e["type"] == "turn" for e in events) == 51  # 3 x 17; one card set aside
    result = run(repo, tmp_path, "-m", "game", "replay", str(records[0]))
    assert result.returncode == 0, result.stderr
    assert re.fullmatch(rf".*: {GAME_ID}, {len(events) - 1} events, consistent; winners: [\d, ]+\n",
                        result.stdout)
    # The replay checks the cards: another card in one turn is caught.
    turn = next(i for i, e in enumerate(events) if e["type"] == "turn")
    events[turn]["card"] = "AS" if events[turn]["card"] != "AS" else "KS"
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    result = run(repo, tmp_path, "-m", "game", "replay", str(tampered))
    assert result.returncode == 1
    assert f"line {turn + 1}: card is " in result.stderr
