"""The store interface on both sides (SQLite and a real PostgreSQL): every
call keeps and gives back the same, and on PostgreSQL a write from an older
owner epoch is refused by the database itself."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from game.server.store import StaleOwner, StoredSeat, StoredTable
from game.server.store_pg import PostgresStore
from tests.conftest import StoreUnderTest
from tests.scaled_helpers import PostgresServer

ROOT = Path(__file__).resolve().parents[1]


def a_table(table_id: str = "t1") -> StoredTable:
    return StoredTable(table_id, "twenty", {"jokers": True}, 12345, "ABCDEF",
                       {"type": "header", "game": "twenty"},
                       [StoredSeat("person", "normal", "Ann", "tok-a"),
                        StoredSeat("computer", "hard", "Computer 2", None)],
                       [{"type": "deal", "n": 1}], turn_seconds=90)


def test_every_store_call_keeps_and_gives_back_the_same(store: StoreUnderTest,
                                                         tmp_path: Path) -> None:
    db = store.open(tmp_path)
    try:
        assert db.player_name("tok-a") is None
        assert db.add_player("tok-a", "Ann") is None  # kept
        assert db.player_name("tok-a") == "Ann"
        # Taken whatever the case or the look-alike letters (Cyrillic А here):
        # the stored name is given back, and nothing else kept.
        assert db.add_player("tok-x", "ANN") == "Ann"
        assert db.add_player("tok-y", "\u0410nn") == "Ann"
        assert db.player_name("tok-x") is None and db.player_name("tok-y") is None
        assert db.add_player("tok-a", "Ann") is None  # the same call again: its own row
        db.add_table(a_table("t1"))
        db.add_table(a_table("t2"))
        db.set_seat("t1", 1, "Bob", "tok-b")
        db.append_events("t1", 2, [{"type": "move", "ü": "ё"}, {"type": "draw"}],
                         answer=(0, "r1"))
        db.append_events("t1", 4, [{"type": "move"}])
        db.finish("t2")
        assert db.table_ids() == ["t1", "t2"]
        assert db.table_ids(over=False) == ["t1"] and db.table_ids(over=True) == ["t2"]
        loaded = db.load("t1")
        assert loaded is not None
        assert loaded.events == [{"type": "deal", "n": 1}, {"type": "move", "ü": "ё"},
                                 {"type": "draw"}, {"type": "move"}]
        assert loaded.seats[1] == StoredSeat("computer", "hard", "Bob", "tok-b")
        assert (loaded.game, loaded.options, loaded.seed, loaded.code, loaded.turn_seconds) == (
            "twenty", {"jokers": True}, 12345, "ABCDEF", 90)
        assert loaded.answers == {0: [("r1", 2)]}
        assert db.load("nothing") is None
        lines = db.record_lines("t1")
        assert lines is not None and len(lines) == 5 and '"Bob"' in lines[0]
    finally:
        db.close()
    again = store.open(tmp_path)  # a restarted server finds it all
    try:
        reloaded = again.load("t1")
        assert reloaded is not None and len(reloaded.events) == 4
    finally:
        again.close()


def test_a_write_from_an_older_owner_epoch_is_refused_by_the_database(
        postgres: PostgresServer) -> None:
    url = postgres.new_database()
    old, new = PostgresStore(url), PostgresStore(url)
    try:
        old.add_table(a_table())
        assert old.epochs["t1"] == 1
        old.append_events("t1", 2, [{"type": "move"}])
        assert new.claim("t1") == 2  # a takeover: the epoch counted up
        with pytest.raises(StaleOwner):
            old.append_events("t1", 3, [{"type": "late"}])
        new.append_events("t1", 3, [{"type": "fresh"}])
        # Not the server's own check: the database refuses the row itself,
        # written by hand under the old epoch, even at a free event number.
        with psycopg.connect(url, autocommit=True) as raw, pytest.raises(psycopg.Error) as err:
            raw.execute("INSERT INTO events (table_id, n, epoch, event)"
                        " VALUES ('t1', 9, 1, '{}')")
        assert err.value.sqlstate == "PLR01"
        loaded = new.load("t1")
        assert loaded is not None
        assert [e["type"] for e in loaded.events] == ["deal", "move", "fresh"]
        # Each claim moves the fence forward: past an old lease epoch (a
        # Redis restarted without its data counts from 1 again) as past the stored one.
        assert old.claim("t1", 1) == 3
        assert old.claim("t1", 7) == 7
        with pytest.raises(StaleOwner):
            new.append_events("t1", 4, [{"type": "late"}])
        old.append_events("t1", 4, [{"type": "next"}])
    finally:
        old.close()
        new.close()


def test_serve_refuses_a_store_that_is_no_postgresql_address(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "game", "serve", "--data", str(tmp_path),
                           "--store", "mysql://x"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode != 0 and "postgresql://" in done.stdout + done.stderr


def test_serve_says_so_when_the_database_does_not_answer(tmp_path: Path) -> None:
    from tests.scaled_helpers import free_port

    done = subprocess.run([sys.executable, "-m", "game", "serve", "--data", str(tmp_path),
                           "--store", f"postgresql://postgres@127.0.0.1:{free_port()}/none"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "cannot open the store" in done.stderr


def test_the_embedded_server_needs_neither_psycopg_nor_redis() -> None:
    """The scaled side's libraries are loaded only by a server given
    ``--store`` or ``--bus``: the app's embedded host never imports them."""
    probe = ("import sys, game.server.embedded, game.server.app, game.cli;"
             " print(sorted(m for m in ('psycopg', 'redis') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]"


def test_a_missing_engine_fails_in_ci_and_is_skipped_with_its_reason_elsewhere(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.scaled_helpers import missing

    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="no engine here"):
        missing("no engine here")
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception, match="no engine here"):
        missing("no engine here")
