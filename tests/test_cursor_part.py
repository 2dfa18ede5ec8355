"""The focus rows as a part (game/core/cursor.py ``Cursor``), tested alone:
a stand-in host (whether the player watches, and ``say``) is all the
cursor reads of a session, as :class:`~game.core.cursor.CursorHost` names
it; no game, engine or app. Then each game's session holds its cursor as
``cursor`` and carries none of its members itself."""

from __future__ import annotations

import pytest

from game.core.cursor import Cursor, CursorHost, Row
from game.core.spec import GameSpec
from game.core.utterance import Utterance
from game.games import SPECS

#: The cursor's members that a session once carried itself.
MOVED = ("row", "rows", "focus", "focus_words", "focused_label", "move_focus", "move_row",
         "set_rows", "watch_rows", "counted_rows", "refresh_rows", "row_title", "row_cards",
         "hand_label", "selection_row", "row_kinds", "hand_row_words", "table_items",
         "cards_of", "card_label", "sources", "source_moves")


class Host:
    """A session as the cursor sees it: watching or not, and ``say``,
    which keeps every sentence said."""

    def __init__(self, *, watching: bool = False) -> None:
        self.watching = watching
        self.said: list[str] = []

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.said.append(text)
        return Utterance(text, interrupt=interrupt, cue=cue, seat=seat)


class FixedRows(Cursor[CursorHost]):
    """Rows given by the test (``shown``); a row's title is its name."""

    def __init__(self, host: CursorHost, shown: list[Row]) -> None:
        super().__init__(host)
        self.shown = shown

    def refresh_rows(self) -> None:
        self.set_rows(self.shown)

    def row_title(self, row: Row) -> str:
        return row.name


class CountedTable(FixedRows):
    """The second row's labels name no place: moving along it adds one."""

    counted_rows = (1,)


def table(host: Host | None = None) -> FixedRows:
    return FixedRows(host or Host(),
                     [Row("Hand", ["2", "7", "Q"]), Row("Table", ["pile"]), Row("Actions", [])])


def test_the_focus_stops_at_a_rows_ends_and_says_the_item() -> None:
    cursor = table()
    assert [u.text for u in cursor.move_focus("last_card")] == ["Q"]
    assert [u.text for u in cursor.move_focus("next_card")] == ["Q"]
    said = cursor.move_focus("first_card")[0]
    assert (said.text, said.interrupt, said.cue) == ("2", True, "move")


def test_move_row_wraps_both_ways_and_an_empty_row_says_its_title_alone() -> None:
    cursor = table()
    assert [u.text for u in cursor.move_row(-1)] == ["Actions"]
    assert cursor.row == 2
    assert [u.text for u in cursor.move_row(1)] == ["Hand. 2"]
    assert cursor.row == 0
    assert [u.text for u in cursor.move_focus("next_card")] == ["7"]
    cursor.row = 2
    assert [u.text for u in cursor.move_focus("next_card")] == ["Actions"]


def test_the_words_go_through_the_hosts_say() -> None:
    host = Host()
    cursor = table(host)
    cursor.move_row(1)
    cursor.move_focus("next_card")
    assert host.said == ["Table. pile", "pile"]


def test_a_watcher_starts_on_and_moves_over_the_public_rows_only() -> None:
    cursor = FixedRows(Host(watching=True),
                       [Row("Hand", ["2"]), Row("Table", ["pile"]), Row("Actions", ["draw"])])
    assert cursor.row == 1  # watch_rows is (1,): the hand is not a watcher's
    assert [u.text for u in cursor.move_row(1)] == ["Table. pile"]
    assert [u.text for u in cursor.move_row(-1)] == ["Table. pile"]
    assert cursor.row == 1


def test_a_player_starts_on_the_hand() -> None:
    assert table().row == 0


def test_a_counted_row_says_the_items_place_and_other_rows_do_not() -> None:
    cursor = CountedTable(Host(), [Row("Hand", ["2", "7"]),
                                   Row("Table", ["a run", "a set", "a pair", "a run of 5"])])
    cursor.row = 1
    assert [u.text for u in cursor.move_focus("next_card")] == ["a set, 2 of 4"]
    assert cursor.focus_words() == "a set, 2 of 4"
    cursor.row = 0
    assert [u.text for u in cursor.move_focus("next_card")] == ["7"]


def test_set_rows_keeps_the_focus_inside_shorter_rows_and_the_row_inside_the_rows() -> None:
    cursor = table()
    cursor.move_focus("last_card")
    cursor.row = 2
    cursor.shown = [Row("Hand", ["2"]), Row("Table", [])]
    cursor.refresh_rows()
    assert cursor.focus == [0, 0] and cursor.row == 1
    cursor.row = 0
    assert cursor.focused_label() == "2"


def test_the_defaults_say_no_row_holds_cards_and_the_selection_is_in_the_hand() -> None:
    cursor = table()
    assert cursor.row_cards(0) is None and cursor.selection_row() == 0


@pytest.mark.parametrize("game", SPECS, ids=lambda s: s.id)
def test_each_session_holds_its_cursor_and_none_of_its_members(game: GameSpec) -> None:
    session = game.session(2, ["normal"], seed=1)
    assert isinstance(session.cursor, Cursor) and session.cursor.host is session
    kept = [name for name in MOVED if hasattr(session, name)]
    assert not kept, f"{type(session).__name__} still carries {kept}"
