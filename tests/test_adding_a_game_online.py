"""docs/architecture.md, "Adding a game", online: the template game made by
the recipe (``tests/template_game/war/``, installed in a temporary copy of
the repository as ``tests/test_adding_a_game.py`` installs it) is played at
a real ``parlour serve`` of that copy by two real headless apps to its end.

The first player creates a private War table for two people through the
Create menu (War is offered: its engine makes a game from a seat's view and
has a public view); the second types the join code it hears. Each turns
over all 26 of their cards by Enter, through the remote seat, which judges
each move on the game made from the view (``War.from_view``) before the
server applies it. Both hear every card turned and the end; the table's
stored log replays as a consistent War record. A game whose engine lacks
``from_view`` or ``public_view`` is not offered (the Create menu) nor made
(the server).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.core.base import Game
from game.core.spec import GameSpec
from game.games import SPECS
from game.games.twenty import SPEC as TWENTY
from game.games.twenty.rules import Twenty
from game.speech import RecordingSpeaker
from tests.helpers_app import app_env, write_keys
from tests.online_helpers import ServerProcess
from tests.test_adding_a_game import GAME_ID, repo, run
from tests.test_online_app import CODE_LINE, Transcript

__all__ = ["repo"]  # the copy with War installed, a fixture shared with the offline test

#: The Create menu: Create a table; on "Game", Left from the first game to
#: the last (War); Seats stays 2; seat 2 from a computer player to a person;
#: Create the table (End is Back, Up is Create).
MAKER_KEYS = ["down", "return", "left", "down", "down", "left", "left", "end", "up", "return"]
#: Two people, 52 cards: 26 each, one Enter a card. F2 first: the opening is
#: heard before a move key moves (the offline test does the same).
PLAY_KEYS = ["f2", *["return"] * 26]
CARD_TURNED = re.compile(r"^(You turn|\S+ turns) over the ")
END_LINE = re.compile(r" with \d+ cards won!$")


def start_app(copy: Path, tmp: Path, name: str, url: str, keys: list[str], *extra: str
              ) -> subprocess.Popen[str]:
    """A headless app of the copy, playing ``keys`` at the server ``url``."""
    folder = tmp / name
    folder.mkdir()
    script = write_keys(folder / "keys.txt", keys)
    env = app_env(folder, PYTHONUNBUFFERED="1", PYTHONPATH=str(copy))
    return subprocess.Popen(
        [sys.executable, "-m", "game", "--headless", "--keys", str(script),
         "--online", url.removeprefix("ws://"), "--name", name,
         "--profile", str(folder / "profile"), *extra],
        cwd=copy, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.fixture(scope="module")
def played(repo: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    tmp = tmp_path_factory.mktemp("online")
    data = tmp / "server"
    process = ServerProcess(data, "--grace", "1", root=repo).start()
    try:
        maker = Transcript(start_app(repo, tmp, "Zoe", process.url, [*MAKER_KEYS, *PLAY_KEYS]))
        try:
            code = maker.until(CODE_LINE).group(1).replace(" ", "")
            joiner = Transcript(start_app(repo, tmp, "Kim", process.url, [
                "down", "down", "return", *code.lower(), "return", *PLAY_KEYS]))
            try:
                heard, joined = maker.finish(), joiner.finish()
            finally:
                joiner.proc.kill()
        finally:
            maker.proc.kill()
        print(maker.timed(), joiner.timed(), sep="\n-----\n")  # shown when an assertion fails
    finally:
        process.stop()
    return {"maker": heard, "joiner": joined, "data": data, "tmp": tmp}


@pytest.mark.parametrize("who", ["maker", "joiner"])
def test_two_people_play_the_template_game_online_to_its_end(
        played: dict[str, object], who: str) -> None:
    lines = played[who]
    assert isinstance(lines, list)
    seat, other = ("1.", "Kim") if who == "maker" else ("2.", "Zoe")
    assert "You sit at War, in seat " + seat in lines
    # The others named from the player's own seat, wherever it is.
    assert ("War. You against " + other + ". Turn over your top card; the highest card takes"
            " the battle.") in lines
    # Every card turned, the player's own 26 and the other's 26, heard once each.
    turned = [line for line in lines if CARD_TURNED.match(line)]
    assert len([line for line in turned if line.startswith("You turn")]) == 26
    assert len(turned) == 52, "\n".join(lines)
    ends = [i for i, line in enumerate(lines) if END_LINE.search(line)]
    assert len(ends) == 1, "\n".join(lines)
    # The game ends at the table: Enter plays again there, not a new game on this computer.
    assert lines[ends[0] + 1] == ("Press Enter to play again at this table, or Escape for the"
                                  " menu, whose Leave the table goes back to the lobby.")
    assert not [line for line in lines if "Nothing to do with that key" in line]


def test_the_online_table_stores_a_consistent_war_record(played: dict[str, object],
                                                         repo: Path, tmp_path: Path) -> None:
    # The server's store: the table's log, written out as a record and
    # replayed by the copy's ``python -m game replay``.
    data = played["data"]
    assert isinstance(data, Path)
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from game.server.store import open_store\n"
        "store = open_store(Path(sys.argv[1]))\n"
        "ids = store.table_ids(over=True)\n"
        "print(len(ids))\n"
        "print(*store.record_lines(ids[0]), sep='\\n')\n"
    )
    result = run(repo, tmp_path, "-c", script, str(data))
    assert result.returncode == 0, result.stderr
    count, *record = result.stdout.splitlines()
    assert count == "1"
    header = json.loads(record[0])
    assert header["game"] == GAME_ID
    events = [json.loads(line) for line in record[1:]]
    assert events[-1]["type"] == "game_end" and sum(e["type"] == "turn" for e in events) == 52
    path = tmp_path / "war-online.jsonl"
    path.write_text("\n".join(record) + "\n", encoding="utf-8")
    replayed = run(repo, tmp_path, "-m", "game", "replay", str(path))
    assert replayed.returncode == 0, replayed.stderr
    assert f": {GAME_ID}, {len(events)} events, consistent" in replayed.stdout


class OfflineOnly(Twenty):
    """An engine made by an older recipe: no game from a view, no public view."""

    from_view = vars(Game)["from_view"]
    public_view = vars(Game)["public_view"]


OFFLINE_ONLY = GameSpec(id="offlineonly", engine=OfflineOnly, bots=TWENTY.bots,
                        load_session=TWENTY.load_session, folder=TWENTY.folder)


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(headless=True), speaker=RecordingSpeaker())
    yield application
    application.close()


def test_the_create_menu_offers_only_games_that_play_online(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    assert all(game.online for game in SPECS)  # the four games play online
    assert not OFFLINE_ONLY.online
    monkeypatch.setattr("game.app.online_menus.SPECS", (*SPECS, OFFLINE_ONLY))
    game_item = app.menus.online.create_menu().menu.items[0]
    assert [choice.value for choice in game_item.choices] == [game.id for game in SPECS]
