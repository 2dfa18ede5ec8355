"""Bad files, tried by the thousand: every kind of file the game reads (a
save, the settings, the statistics, a key map, a record given to ``replay``)
is mutated thousands of ways (flipped bytes, cut short, lines dropped,
swapped or doubled, values replaced by other types, keys removed, huge or
deep values). Loading never raises: a bad file gives one sentence and (save,
settings, statistics) is kept aside as ``.bad``; what is accepted is sound.
Most cases run in-process against the loaders; a handful through the real
startup path (``python -m game --headless``)."""

from __future__ import annotations

import contextlib
import io
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.app.keymap import DEFAULT_KEYMAP, Keymap, load_keymap
from game.app.saves import SaveError, describe_save, load_game, save_game
from game.app.settings import Settings, load_settings, save_settings
from game.app.stats import Statistics, load_stats, save_stats
from game.cli import main as cli_main
from game.games import SPECS, spec
from game.simulate import play_bot_game
from tests.helpers_app import app_env, run_headless

# -- mutations ---------------------------------------------------------------------

ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1.5, 10**30, -(10**30), "", "x" * 300,
                         [], [1, 2], {}, {"a": 1}, "twenty", ["twenty"], {"game": "twenty"}]
HUGE_NUMBER = "9" * 5000        # beyond Python's default int-from-text limit
DEEP = "[" * 50_000 + "]" * 50_000  # beyond the JSON decoder's recursion


def _paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value: keys of objects and indexes of lists."""
    found = [here]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*here, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:12]):
            found += _paths(inner, (*here, index))
    return found


def _mutate_json(value: Any, rng: random.Random) -> Any:
    """Replace a value by one of another type, remove a key, or add one."""
    value = json.loads(json.dumps(value))
    path = rng.choice(_paths(value))
    if not path:
        return rng.choice(ODD_VALUES)
    parent = value
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    action = rng.random()
    if action < 0.6:
        parent[last] = rng.choice(ODD_VALUES)
    elif action < 0.85:
        del parent[last]
    elif isinstance(parent, dict):
        parent[rng.choice(["extra", "format", "game", "type", "records", "x"])] = rng.choice(
            ODD_VALUES)
    else:
        parent.insert(rng.randrange(len(parent) + 1), rng.choice(ODD_VALUES))
    return value


def _mutate_text(text: str, rng: random.Random, json_lines: bool) -> bytes:
    """One damage of the kinds a disk, an editor or a person does."""
    data = text.encode("utf-8")
    lines = text.splitlines(keepends=True)
    kind = rng.randrange(11)
    if kind == 0 and data:  # flipped bytes
        raw = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return bytes(raw)
    if kind == 1:  # cut short
        return data[: rng.randrange(len(data) + 1)]
    if kind == 2 and len(lines) > 1:  # a line dropped
        del lines[rng.randrange(len(lines))]
    elif kind == 3 and len(lines) > 1:  # two lines swapped
        i, j = rng.sample(range(len(lines)), 2)
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 4 and lines:  # a line doubled
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
    elif kind == 5:  # a huge number where a number was
        digits = [i for i, c in enumerate(text) if c.isdigit()]
        if digits:
            at = rng.choice(digits)
            return (text[:at] + HUGE_NUMBER + text[at + 1:]).encode("utf-8")
    elif kind == 6:  # nesting deeper than any reader
        at = rng.randrange(len(text) + 1)
        return (text[:at] + DEEP + text[at:]).encode("utf-8")
    elif kind == 7:  # not UTF-8 at all
        return b"\xff\xfe" + data[:40]
    elif kind >= 8:  # a value of another type, a key removed or added
        if json_lines:
            i = rng.randrange(len(lines)) if rng.random() < 0.5 else 0
            with contextlib.suppress(ValueError):
                lines[i] = json.dumps(_mutate_json(json.loads(lines[i]), rng)) + "\n"
        else:
            try:
                return json.dumps(_mutate_json(json.loads(text), rng)).encode("utf-8")
            except ValueError:
                pass
    return "".join(lines).encode("utf-8")


def _mutate_toml(text: str, rng: random.Random) -> bytes:
    """Text damage, or a key list, command or section replaced by odd TOML."""
    if rng.random() < 0.5:
        return _mutate_text(text, rng, json_lines=False)
    lines = text.splitlines(keepends=True)
    i = rng.randrange(len(lines))
    odd = rng.choice(['x = 1\n', 'my_status = "f2"\n', 'my_status = [1, 2]\n',
                      'my_status = ["hyper+q"]\n', '[nowhere]\n', '[game.deeper]\n',
                      'my_status = {a = 1}\n', 'play = ["f2"]\n', f'next_card = [{HUGE_NUMBER}]\n',
                      'menu_up = ["comma", "period"]\n', 'quit = []\n', '= ["f2"]\n'])
    lines.insert(i, odd) if rng.random() < 0.5 else lines.__setitem__(i, odd)
    return "".join(lines).encode("utf-8")


# -- the good files ----------------------------------------------------------------


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """One sound file of each kind, as text."""
    tmp = tmp_path_factory.mktemp("good")
    session = spec("twenty").session(3, ["easy", "normal"], 4)
    session.start()
    game = session.side
    while len(game.events) < 25 and not game.is_over():
        if session.flow.paused:
            session.flow.go_on()
        elif session.bots.due():
            session.bots.step()
        else:
            session.moves.try_move(random.Random(len(game.events)).choice(game.legal_moves()))
    save_game(session, tmp / "save.jsonl")
    save_settings(Settings(pace="fast", opponents=3, muted=True), tmp / "settings.json")
    stats = Statistics()
    stats.add_game("twenty", "hard", won=True, drawn=False, score=104)
    stats.add_game("phase10", "easy", won=False, drawn=False, score=230)
    stats.add_game("shithead", "mixed", won=False, drawn=True, score=None)
    save_stats(stats, tmp / "statistics.json")
    play_bot_game("twenty", ["normal", "easy"], 7, record=tmp / "record.jsonl")
    keymap = ('[global]\nhistory_back = ["comma"]\nquit = ["ctrl+q"]\n\n[game]\n'
              'my_status = ["f5", "h"]\nplay = ["return"]\n\n[menu]\nmenu_up = ["up", "k"]\n')
    texts = {name: (tmp / name).read_text(encoding="utf-8")
             for name in ("save.jsonl", "settings.json", "statistics.json", "record.jsonl")}
    texts["keymap.toml"] = keymap
    return texts


#: Python's and its libraries' own words, which no sentence may pass on
#: they mean nothing to a player: the catalog says what went wrong.
RAW_ERROR_TEXT = ("Traceback", "Errno", "Expecting ", "Unterminated", "Extra data",
                  "Invalid control character", "Invalid \\escape", "codec", "(char ",
                  "must be one of", "has the wrong type", "Exceeds the limit", "recursion",
                  "object has no attribute", "unexpected keyword", "NoneType", "not subscriptable",
                  "Is a directory", "Permission denied", "No space left")


def one_sentence(sentence: str, said_to_the_player: bool = True) -> None:
    """One line; if the player hears it, in the catalog's words only (the
    ``replay`` checker is a developer's tool, and speaks Python's)."""
    assert sentence and "\n" not in sentence and "Traceback" not in sentence, sentence
    for raw in RAW_ERROR_TEXT if said_to_the_player else ():
        assert raw not in sentence, (raw, sentence)


def trials(kind: str, count: int, good: dict[str, str], tmp: Path,
           check: Callable[[Path, bytes], str]) -> dict[str, int]:
    """Write ``count`` mutations of the good file of ``kind`` and check each;
    returns how many ended each way (so the test can see both happened)."""
    rng = random.Random(kind)
    outcomes: dict[str, int] = {}
    for n in range(count):
        case = tmp / f"{n}"
        case.mkdir()
        path = case / kind
        if kind == "keymap.toml":
            data = _mutate_toml(good[kind], rng)
        else:
            data = _mutate_text(good[kind], rng, json_lines=kind.endswith(".jsonl"))
        path.write_bytes(data)
        try:
            outcome = check(path, data)
        except Exception as err:  # the loader let something through: show the file
            raise AssertionError(f"{kind} mutation {n} raised {err!r}:\n{data[:600]!r}") from err
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes


def kept_aside(path: Path, data: bytes) -> None:
    assert not path.exists()
    assert Path(f"{path}.bad").read_bytes() == data


# -- in-process: thousands -------------------------------------------------------------


def test_bad_settings_files(good: dict[str, str], tmp_path: Path) -> None:
    def check(path: Path, data: bytes) -> str:
        settings, sentence = load_settings(path)
        if sentence is None:
            settings.check()
            for name, value in vars(settings).items():
                default = getattr(Settings(), name)
                kinds = (float, int) if isinstance(default, float) else type(default)
                assert isinstance(value, kinds) and type(value) is not bool or isinstance(
                    default, bool), (name, value)
            return "accepted"
        one_sentence(sentence)
        if sentence.startswith(f"Settings file {path}: "):  # only some settings were bad
            settings.check()
            assert Path(f"{path}.bad").read_bytes() == data
            assert load_settings(path) == (settings, None)  # the good ones written back
            return "partly"
        assert settings == Settings()
        kept_aside(path, data)
        return "refused"

    outcomes = trials("settings.json", 2000, good, tmp_path, check)
    assert outcomes.get("refused", 0) > 500 and outcomes.get("accepted", 0) > 20, outcomes
    assert outcomes.get("partly", 0) > 20, outcomes


def test_bad_statistics_files(good: dict[str, str], tmp_path: Path) -> None:
    from game.app.stats import _sound_key, _sound_record

    def check(path: Path, data: bytes) -> str:
        stats, sentence = load_stats(path)
        if sentence is None:
            assert all(_sound_key(k) and _sound_record(r) for k, r in stats.records.items())
            return "accepted"
        one_sentence(sentence)
        if sentence.startswith(f"Statistics file {path}: "):  # only some entries were bad
            assert all(_sound_key(k) and _sound_record(r) for k, r in stats.records.items())
            assert Path(f"{path}.bad").read_bytes() == data
            again, problem = load_stats(path)  # the good ones written back
            assert problem is None and again.records == stats.records
            return "partly"
        assert stats.records == {}
        kept_aside(path, data)
        return "refused"

    outcomes = trials("statistics.json", 2000, good, tmp_path, check)
    assert outcomes.get("refused", 0) > 400 and outcomes.get("accepted", 0) > 20, outcomes
    assert outcomes.get("partly", 0) > 20, outcomes


def test_bad_key_maps(good: dict[str, str], tmp_path: Path) -> None:
    """A broken key map is one sentence: the defaults for a file bad as a
    whole, every good binding kept for a file with bad ones; the player's
    own file is left where it is for them to mend (it is written by hand)."""
    defaults, _ = load_keymap(None, None)

    def check(path: Path, data: bytes) -> str:
        keymap, problems = load_keymap(path, None)
        # At most: the bad bindings left out, and the default commands the
        # good ones left without a key (a player's binding takes the key).
        assert isinstance(keymap, Keymap) and len(problems) <= 2
        assert path.read_bytes() == data
        for problem in problems:
            one_sentence(problem.sentence())
        if any(not p.partial and not p.unbound for p in problems):
            assert len(problems) == 1 and keymap.bindings == defaults.bindings
            return "refused"
        for section, table in keymap.bindings.items():  # every binding reaches its command
            for command, chords in table.items():
                for chord in chords:
                    screen = "game" if section == "global" else section
                    assert keymap.command(screen, chord) == command, (section, command)
        return "partly" if any(p.partial for p in problems) else "accepted"

    outcomes = trials("keymap.toml", 2000, good, tmp_path, check)
    assert outcomes.get("refused", 0) > 300 and outcomes.get("accepted", 0) > 20, outcomes
    assert outcomes.get("partly", 0) > 100, outcomes
    assert DEFAULT_KEYMAP.exists()


def test_bad_saves(good: dict[str, str], tmp_path: Path) -> None:
    """What the main menu does with a save: describe it for the Resume item,
    then load it; a bad one is a SaveError of one line, never another error."""

    def check(path: Path, data: bytes) -> str:
        described = describe_save(path)
        if described is None:  # emptied: how a finished game's save is let go of
            assert data == b""
            return "refused"
        head, deals = described
        if head:  # the menu's label reads these
            assert head["game"] in {s.id for s in SPECS} and isinstance(head["players"], list)
            assert isinstance(deals, int)
        try:
            session = load_game(path)
        except SaveError as err:
            one_sentence(str(err))
            return "refused"
        assert not session.side.is_over()
        session.reports.screen_lines()
        return "accepted"

    outcomes = trials("save.jsonl", 1500, good, tmp_path, check)
    assert outcomes.get("refused", 0) > 500 and outcomes.get("accepted", 0) > 20, outcomes


def test_bad_records_given_to_replay(good: dict[str, str], tmp_path: Path) -> None:
    def check(path: Path, data: bytes) -> str:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli_main(["replay", str(path)])
        if status == 0:
            assert "consistent" in out.getvalue()
            return "accepted"
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"{path}: "), err.getvalue()
        one_sentence(lines[0], said_to_the_player=False)
        return "refused"

    outcomes = trials("record.jsonl", 1000, good, tmp_path, check)
    assert outcomes.get("refused", 0) > 400 and outcomes.get("accepted", 0) > 5, outcomes


# -- the real startup path: a handful ---------------------------------------------------


def test_the_game_starts_with_bad_files_of_every_kind(good: dict[str, str],
                                                      tmp_path: Path) -> None:
    """The header's game field a list or an object (the reported crash), and
    a few other bad files, all at once: the game starts, says a sentence for
    each, keeps each aside (what was good in them is kept), and Resume says
    why the save cannot be used."""
    for n, game_field in enumerate((["twenty"], {"id": "twenty"}, 7)):
        profile = tmp_path / f"profile-{n}"
        profile.mkdir()
        lines = good["save.jsonl"].splitlines()
        head = json.loads(lines[0])
        head["game"] = game_field
        save = profile / "save.jsonl"
        save.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
        # Told the keys before (tests/test_newcomer.py): the menu's words as they always were.
        (profile / "settings.json").write_text(
            '{"format": 1, "opponents": [3], "keys_told": ["menu"]}', encoding="utf-8")
        (profile / "statistics.json").write_text(
            '{"format": 1, "records": {"nogame/hard": {"played": 1}}}', encoding="utf-8")
        (profile / "keymap.toml").write_text('[game]\nmy_status = ["comma", 7]\n',
                                             encoding="utf-8")
        result = run_headless(tmp_path, ["return", "down"], "--profile", str(profile),
                              env=app_env(tmp_path))
        assert result.returncode == 0, result.stderr
        assert "Traceback" not in result.stderr
        said = result.stdout.splitlines()
        assert said[0].startswith("Settings file ") and said[1].startswith("Statistics file ")
        assert said[2].startswith(f"Key map {profile / 'keymap.toml'}: line 2: ")
        assert said[3] == "Parlour, main menu. Resume the saved game, 1 of 13"
        assert said[4].startswith(f"The saved game in {save} cannot be resumed: the game it"
                                  " names is damaged") or said[4].startswith(
            f"The saved game in {save} cannot be resumed: it is a game this version")
        assert said[5] == "Parlour, main menu. Play, 1 of 12"
        assert (profile / "save.jsonl.bad").exists() and not save.exists()
        for name in ("settings.json", "statistics.json"):  # the good part written back
            assert (profile / f"{name}.bad").exists() and (profile / name).exists()
