"""No word of Twenty names a card the player could not know (ux.md "Never say
anything the player could not know"): whole seeded matches played through the
session, every deal to the end, with 2 to 4 players. What the player may know
in a deal: their own hand and draws, the cards laid on the table, and every
hand shown at the deal's end (TW-11). Hidden: the other hands (a bot's drawn
card above all) and the stock."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest

from game.core.base import Event
from game.core.bots import bot_rng
from game.core.cards import parse_cards
from game.core.words import card_name
from game.games.twenty.bots import BOTS
from game.games.twenty.rules import Twenty
from game.games.twenty.session import TwentySession

REPORTS = ("my_status", "opponents", "table", "scores", "whose_turn")


def hidden_names(game: Twenty) -> set[str]:
    """The cards hidden from seat 0 now: the other hands and the stock."""
    hidden = list(game.stock) + [c for s in range(1, game.players) for c in game.hands[s]]
    return {card_name(c) for c in hidden}


def learn(seen: dict[int, set[str]], deal: int, events: Sequence[Event]) -> int:
    """Add what each event showed seat 0 to the names seen in its deal;
    returns the deal the last event belongs to."""
    for e in events:
        found: list[str] = []
        if e["type"] == "deal":
            deal = e["deal"]
            found = list(e["hands"][0])
        elif e["type"] == "play" or (e["type"] == "draw" and e["player"] == 0):
            found = list(e["cards"])
        elif e["type"] == "deal_end":
            found = [c for hand in e["hands"] for c in hand]
        seen.setdefault(deal, set()).update(card_name(c) for c in parse_cards(found))
    return deal


def leaks(texts: Sequence[str], secret: set[str]) -> list[tuple[str, str]]:
    return [(text, name) for text in texts for name in secret
            if re.search(rf"(?<![\w]){re.escape(name)}\b", text)]


def play_match(seed: int, players: int) -> tuple[int, int]:
    """Play a whole match; assert no leak at any step. Returns the number of
    lines checked and of deals played."""
    s = TwentySession(players, ["normal"] * (players - 1), seed=seed)
    me = BOTS["normal"](bot_rng(seed, 0))
    game = s.side.engine
    seen: dict[int, set[str]] = {}
    deal = learn(seen, 0, game.events)
    said = [u.text for u in s.start()]
    assert not leaks(said, hidden_names(game) - seen[deal])
    checked = len(said)
    for step in range(20000):
        if game.is_over():
            break
        start, deal_before = len(game.events), game.deal_number
        hidden_before = hidden_names(game)
        history_before = len(s.history.messages)
        if s.flow.paused:
            words = s.handle("play")
        elif s.bots.due():
            words = s.bots.step()
        else:
            words = s.moves.try_move(me.choose(game.view(0), game.legal_moves()))
        deal = learn(seen, deal, game.events[start:])
        said = [u.text for u in words] + s.history.messages[history_before:]
        if step % 4 == 0:  # the reports, rows and screen too
            for command in REPORTS:
                said += [u.text for u in s.handle(command)]
            s.cursor.refresh_rows()
            said += [item for row in s.cursor.rows for item in row.items] + s.reports.screen_lines()
        known = seen.get(deal_before, set()) | seen.get(game.deal_number, set())
        found = leaks(said, (hidden_before | hidden_names(game)) - known)
        assert not found, found
        checked += len(said)
    assert game.is_over()
    return checked, game.deal_number


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4), (7, 4)])
def test_no_hidden_card_is_ever_named(seed: int, players: int) -> None:
    checked, deals = play_match(seed, players)
    assert checked > 200 and deals >= 2
