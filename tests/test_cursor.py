"""The focus rows alone (game/core/cursor.py): the part of a session that
the focus keys move, tested without a game, an engine or a catalog."""

from __future__ import annotations

from game.core.cursor import Cursor, Row
from game.core.utterance import Utterance


class Rows(Cursor):
    """A host with fixed rows: a row's title is its name."""

    def __init__(self, rows: list[Row], *, watching: bool = False) -> None:
        self.shown = rows
        self.rows, self.row, self.focus = [], 0, []
        self._watching = watching

    @property
    def watching(self) -> bool:
        return self._watching

    def say(self, text: str, **how: object) -> Utterance:
        return Utterance(text, interrupt=bool(how.get("interrupt")), cue=str(how.get("cue")))

    def refresh_rows(self) -> None:
        self.set_rows(self.shown)

    def row_title(self, row: Row) -> str:
        return row.name


def table() -> Rows:
    return Rows([Row("Hand", ["2", "7", "Q"]), Row("Table", ["pile"]), Row("Actions", [])])


def test_the_focus_stops_at_a_rows_ends_and_says_the_item() -> None:
    rows = table()
    assert [u.text for u in rows.move_focus("last_card")] == ["Q"]
    assert [u.text for u in rows.move_focus("next_card")] == ["Q"]
    said = rows.move_focus("first_card")[0]
    assert (said.text, said.interrupt, said.cue) == ("2", True, "move")


def test_the_rows_wrap_and_an_empty_row_says_its_title_alone() -> None:
    rows = table()
    assert [u.text for u in rows.move_row(-1)] == ["Actions"]
    assert [u.text for u in rows.move_row(1)] == ["Hand. 2"]
    assert [u.text for u in rows.move_focus("next_card")] == ["7"]
    rows.row = 2
    assert [u.text for u in rows.move_focus("next_card")] == ["Actions"]


def test_a_watcher_moves_over_the_public_rows_only() -> None:
    rows = Rows([Row("Hand", ["2"]), Row("Table", ["pile"]), Row("Actions", ["draw"])],
                watching=True)
    rows.row = 1
    assert [u.text for u in rows.move_row(1)] == ["Table. pile"]  # watch_rows is (1,)
    assert rows.row == 1


def test_a_shorter_row_keeps_the_focus_inside_it() -> None:
    rows = table()
    rows.move_focus("last_card")
    rows.shown = [Row("Hand", ["2"]), Row("Table", ["pile"]), Row("Actions", [])]
    rows.refresh_rows()
    assert rows.focus[0] == 0 and rows.focused_label() == "2"
