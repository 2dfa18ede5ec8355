"""A spectator's session, in-process: what an online table sends a
spectator (``joined`` with no seat, every event redacted for -1, the public
view) makes a session that watches: nobody is "you", every seat is named,
and every key that would move is refused in one sentence without sending.
The whole games at a real server are in tests/test_online_watch.py."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from game.core.base import SPECTATOR, Game
from game.games import SPECS, spec
from game.i18n import join_list, set_language, t
from game.online import protocol as p
from game.online.remote import OnlineTable
from game.online.wire import encode

YOU = {"en": re.compile(r"\b(you|your)\b", re.IGNORECASE),
       "ru": re.compile(r"\b(вы|вас|вам|ваш\w*)\b", re.IGNORECASE)}
#: A watcher has no hand: the rank keys (focus or select the next 5) are refused too.
MOVE_KEYS = ("play", "draw", "take_discard", "toggle_select", "sort", "suggest", "since_last",
             "jump_5", "pick_5")


class NoSender:
    """A spectator's table never sends a move."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        self.sent.append(move)
        return "r1"


def spectator_messages(game: Game[Any]) -> list[object]:
    seats = [p.SeatInfo("Ana", "person"), p.SeatInfo(None, "computer", "normal"),
             p.SeatInfo("Борис", "person")]
    events = [p.EventMessage("T1", n, game.redact(e, SPECTATOR))
              for n, e in enumerate(game.events, start=1)]
    view = encode(game.public_view())
    assert isinstance(view, dict)
    return [p.Joined("T1", None, "ABCD"), *events,
            p.Snapshot("T1", game.game_id, None, view, [], seats, "playing",
                       len(game.events), dict(game.options))]


@pytest.mark.parametrize("moves", [0, 7])
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_a_spectator_gets_a_session_that_watches(game_id: str, lang: str, moves: int) -> None:
    """At the start, or joining a game under way (``moves`` made)."""
    set_language(lang)
    game = spec(game_id).engine(3, seed=7)
    rng = random.Random(moves)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_moves()))
    sender = NoSender()
    table = OnlineTable(sender, "T1", {"verbosity": "full"})
    opening = table.feed(spectator_messages(game))
    session = table.session
    assert session is not None, "a spectator hears nothing"
    assert session.human == SPECTATOR and session.watching
    assert session.side.view() == game.public_view()
    assert session.side.events == [game.redact(e, SPECTATOR) for e in game.events]
    words = [u.text for u in opening]
    players = join_list(["Ana", t("bot-name", seat=1), "Борис"])
    if not moves:
        assert players in words[0], words[0]  # the intro says who plays
    else:  # where the game stands and whose turn, as on resuming a save
        assert words[0].startswith(t("game-resumed", game=t(f"{game_id}-title"))), words
    assert not [w for w in words if YOU[lang].search(w)], words
    refused = t("watch-refused", names=players)
    session.flow.opening_heard()
    for key in MOVE_KEYS:
        assert [u.text for u in session.handle(key)] == [refused], key
    assert not sender.sent
    assert session.handle("my_status")[0].text == t("watch-status", names=players)
    # Reports read the public view; none speaks to the watcher as a player.
    for key in ("opponents", "table", "scores", "whose_turn", "next_row", "previous_row"):
        said = session.handle(key)[0].text
        assert not YOU[lang].search(said), (key, said)
    assert session.cursor.row in session.cursor.watch_rows  # the focus stays on what is public
    # On screen too: the table holds no hand, no rows and no notes of the
    # watcher's own (the public view's seat is -1, which is no seat), and
    # every player sits at it.
    model = session.reports.table_model()
    assert model is not None
    assert model.hand.label == t("table-watching") and not model.hand.cards
    assert model.own_rows == () and model.notes == ()
    assert len(model.seats) == game.players
