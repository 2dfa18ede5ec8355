"""The reports as a part the session holds (``game/core/reports.py``): each
game's session holds its game's ``reports`` and has none of its members;
the part says, in English and in Russian, at several points of a seeded
game, the very words the session said before the reports left it; the
report keys reach the part through the command table, and F1's list is
what it was.

The words were recorded from the sessions before the move
(``tests/data/reports_words.json``: the four reports, the opponents key
pressed twice, and the window's lines, at up to three sessions of each
kind of state of one seeded game per game and language), so a part that
says anything else fails, however the session is built.
"""

from __future__ import annotations

import ast
import importlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from game.core.command_table import CommandTable
from game.core.reports import REPORT_KEYS, Reports
from game.core.utterance import Utterance
from game.games import SPECS
from game.i18n import DEFAULT_LANG, set_language
from tests.session_states import KINDS, collect_states

RECORDED = json.loads((Path(__file__).resolve().parent / "data" / "reports_words.json")
                      .read_text(encoding="utf-8"))
GAME_IDS = tuple(spec.id for spec in SPECS)

#: What the sessions had before the move and none has now: the report
#: commands, the window's, and the helpers only they used.
MOVED = {"cmd_my_status", "cmd_opponents", "cmd_table", "cmd_scores", "screen_lines",
         "table_model", "screen_head", "table_text", "results_text", "face_up_words", "need"}


def part_words(reports: Reports[Any]) -> list[str]:
    """What the part says and shows, in the order the words were recorded."""
    said = [*reports.my_status(), *reports.opponents(), *reports.opponents(),
            *reports.table(), *reports.scores()]
    return [u.text for u in said] + reports.screen_lines()


@pytest.fixture(params=("en", "ru"))
def lang(request: pytest.FixtureRequest) -> Any:
    set_language(request.param)
    yield request.param
    set_language(DEFAULT_LANG)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_part_says_what_the_session_said_before_the_move(game_id: str, lang: str) -> None:
    recorded = {key: words for key, words in RECORDED.items()
                if key.startswith(f"{game_id} {lang} ")}
    # Every state of the recording is met again: none is left uncompared.
    assert len(recorded) >= 7, recorded.keys()
    states = collect_states(game_id, players=3, seed=5, presses=300, per_kind=3)
    met = {f"{game_id} {lang} {kind} {i}": session
           for kind in KINDS for i, session in enumerate(states[kind])}
    assert set(met) == set(recorded)
    for key, session in met.items():
        assert part_words(session.reports) == recorded[key], key


def test_the_recorded_words_are_each_languages_own() -> None:
    # Russian words differ from English ones: the language was switched
    # when they were recorded, and so it is when they are compared.
    for game_id in GAME_IDS:
        en = RECORDED[f"{game_id} en own 0"]
        ru = RECORDED[f"{game_id} ru own 0"]
        assert len(en) == len(ru) and en != ru, game_id


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_each_session_holds_its_games_reports_and_none_of_their_members(spec: Any) -> None:
    session = spec.session(3, ["normal", "normal"], seed=2)
    reports = session.reports
    assert isinstance(reports, Reports) and reports.host is session
    held = MOVED & (set(dir(type(session))) | set(vars(session)))
    assert not held, held
    # The game's own part, from its folder, which imports no session.
    module = importlib.import_module(type(reports).__module__)
    assert module.__name__ == f"game.games.{spec.id}.reports"
    tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert imported and not [m for m in imported if m.rpartition(".")[2] == "session"]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_f1_lists_the_commands_it_listed_before_in_their_order(spec: Any) -> None:
    assert list(spec.session.command_table.listed) == RECORDED[f"f1 {spec.id}"]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_the_report_keys_reach_the_part(spec: Any) -> None:
    session = spec.session(3, ["normal", "normal"], seed=3)
    session.start()
    session.flow.opening_heard()
    for command, report in (("my_status", session.reports.my_status),
                            ("opponents", session.reports.opponents),
                            ("table", session.reports.table),
                            ("scores", session.reports.scores)):
        assert [u.text for u in session.handle(command)] == [u.text for u in report()], command


# -- the part alone --------------------------------------------------------------------------

@dataclass
class Host:
    """A stand-in for a session: what the core part reads of it (``say``),
    and the part it holds."""

    said: list[str] = field(default_factory=list)
    reports: Any = None

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.said.append(text)
        return Utterance(text, interrupt=interrupt, cue=cue)


def tables_of_games() -> list[CommandTable]:
    return [spec.session.command_table for spec in SPECS]


class Counts(Reports[Host]):
    """A stand-in game's reports: each key names itself."""

    def my_status(self) -> list[Utterance]:
        return self.said("my status")

    def opponents(self) -> list[Utterance]:
        return self.said("opponents")

    def table(self) -> list[Utterance]:
        return self.said("table")

    def scores(self) -> list[Utterance]:
        return self.said("scores")

    def screen_lines(self) -> list[str]:
        return ["focus"]


def test_the_report_keys_of_the_command_table_answer_from_the_part_alone() -> None:
    host = Host()
    host.reports = Counts(host)
    # Every session's table holds the report keys' part (GameSession's).
    assert all(table.commands[c] is REPORT_KEYS.commands[c]
               for c in REPORT_KEYS.commands for table in tables_of_games())
    for command, words in (("my_status", "my status"), ("opponents", "opponents"),
                           ("table", "table"), ("scores", "scores")):
        said = REPORT_KEYS.commands[command](host)
        assert [(u.text, u.interrupt) for u in said] == [(words, True)]
    # Said through the host: kept where the session keeps what it says.
    assert host.said == ["my status", "opponents", "table", "scores"]
    # A game without a table model: the window shows the lines.
    assert host.reports.table_model() is None
