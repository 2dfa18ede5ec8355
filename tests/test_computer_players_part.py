"""The computer players as a part the session holds
(``game/core/computer_players.py``), not members of the session: every
game's session holds a :class:`ComputerPlayers` as ``bots`` and has none of
its members itself, and the part works alone, with a stand-in for the
session (what :class:`~game.core.computer_players.ComputerPlayersHost`
names) and a stand-in side of the table, no game:

- a bot is due only on its own turn, and never while a summary waits;
- a step asks the bot to move its question and plays the move it chose;
- a move a resumed game's record gives is taken, unless a summary waits;
- a resumed game's replay starts at the last deal and counts the calls to
  act the unbroken game made;
- the record header names the player and each computer player's level.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.base import Event
from game.core.computer_players import ComputerPlayers
from game.core.utterance import Utterance
from game.games import SPECS
from game.games.shithead.computer_players import ShitheadComputerPlayers
from game.games.tenphases.computer_players import TenPhasesComputerPlayers
from game.i18n import t

#: The part's own members, methods and what it keeps.
PART_MEMBERS = {name for name in vars(ComputerPlayers) if not name.startswith("__")}
#: The session's members before they were the part's.
OLD_MEMBERS = {"bot_due", "bot_step", "bot_question", "bot_play", "bot_take", "levels",
               "quiet_replay_end", "replayed_quietly", "quiet_replay_done", "record_header",
               "record_written"}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_each_session_holds_the_computer_players_and_has_none_of_their_members(
        spec: Any) -> None:
    session = spec.session(3, ["easy", "hard"], seed=1)
    assert isinstance(session.bots, ComputerPlayers) and session.bots.host is session
    assert session.bots.levels == ["easy", "hard"]
    held = OLD_MEMBERS & (set(dir(type(session))) | set(vars(session)))
    assert not held, held


def test_the_games_that_keep_more_across_a_replay_hold_their_own_part() -> None:
    by_id = {spec.id: spec.session(2, ["normal"], seed=1) for spec in SPECS}
    assert type(by_id["shithead"].bots) is ShitheadComputerPlayers
    assert type(by_id["tenphases"].bots) is TenPhasesComputerPlayers
    assert type(by_id["twenty"].bots) is ComputerPlayers


# -- the part alone -------------------------------------------------------------------------

@dataclass
class Bot:
    """A stand-in computer player: it picks the last legal move."""

    asked: list[Any] = field(default_factory=list)

    def choose(self, view: Any, legal: list[Any]) -> Any:
        self.asked.append(view)
        return legal[-1]


@dataclass
class Side:
    """A stand-in for the player's side of the table: seat 0 the player,
    seats 1 and 2 computer players; ``to_move`` whose turn (None: over)."""

    to_move: int | None = 1
    over: bool = False
    bot: Bot = field(default_factory=Bot)
    moved: list[tuple[str, Any]] = field(default_factory=list)
    players: int = 3
    game_id: str = "twenty"
    seed: int = 7
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def bots(self) -> dict[int, Bot]:
        return {1: self.bot, 2: self.bot}

    def current_player(self) -> int | None:
        return self.to_move

    def is_over(self) -> bool:
        return self.over

    def bot_question(self) -> tuple[Bot, str, list[str]] | None:
        if self.to_move not in self.bots:
            return None
        return self.bot, f"view of {self.to_move}", ["pass", "play 7"]

    def bot_move(self, move: Any) -> list[Event]:
        self.moved.append(("chose", move))
        return [{"type": "move", "move": move}]

    def bot_take(self, move: Any) -> list[Event]:
        self.moved.append(("took", move))
        return [{"type": "move", "move": move}]


@dataclass
class Flow:
    """A stand-in for the session's flow: a summary waits while ``paused``;
    each event is said as its move."""

    paused: bool = False

    def announce(self, events: Sequence[Event]) -> list[Utterance]:
        return [Utterance(str(e["move"])) for e in events]


@dataclass
class Host:
    """A stand-in for the session: the side, the flow, the player at seat 0,
    and the turn prompts it was asked to count as calls to act."""

    side: Side = field(default_factory=Side)
    flow: Flow = field(default_factory=Flow)
    human: int = 0
    pause_after: frozenset[str] = frozenset({"deal_end", "game_end"})
    calls: list[bool] = field(default_factory=list)

    @property
    def prompt(self) -> Host:
        """The session's prompt, kept on the stand-in itself."""
        return self

    def turn_prompt(self, calling: bool = False) -> str:
        self.calls.append(calling)
        return "Your turn."


def part(**side: Any) -> tuple[ComputerPlayers[Host], Host]:
    host = Host(side=Side(**side))
    return ComputerPlayers(host, ["easy", "hard"]), host


def test_a_bot_is_due_only_on_its_own_turn() -> None:
    bots, host = part(to_move=1)
    assert bots.due()
    host.side.to_move = 0
    assert not bots.due()
    host.side.to_move = None
    assert not bots.due()


def test_no_bot_is_due_or_asked_while_a_summary_waits() -> None:
    bots, host = part(to_move=2)
    host.flow.paused = True
    assert not bots.due()
    assert bots.question() is None
    assert bots.step() == []
    assert host.side.moved == []


def test_a_step_plays_the_move_the_bot_to_move_chose() -> None:
    bots, host = part(to_move=2)
    said = bots.step()
    assert host.side.bot.asked == ["view of 2"]
    assert host.side.moved == [("chose", "play 7")]
    assert [u.text for u in said] == ["play 7"]


def test_a_step_on_the_players_turn_moves_nothing() -> None:
    bots, host = part(to_move=0)
    assert bots.step() == []
    assert host.side.moved == []


def test_a_recorded_move_is_taken_unless_a_summary_waits() -> None:
    bots, host = part(to_move=1)
    assert [u.text for u in bots.take("pass")] == ["pass"]
    host.flow.paused = True
    assert bots.take("play 7") == []
    assert host.side.moved == [("took", "pass")]


def test_the_words_of_a_replay_start_at_the_last_deal() -> None:
    bots, _ = part()
    recorded = [{"type": "deal"}, {"type": "move"}, {"type": "deal"}, {"type": "move"}]
    assert bots.quiet_replay_end(recorded) == 2
    assert bots.quiet_replay_end([{"type": "move"}]) == 0


def test_a_quiet_move_counts_the_call_to_act_the_unbroken_game_made() -> None:
    bots, host = part(to_move=0)
    bots.replayed_quietly([{"type": "move"}])
    assert host.calls == [True]
    bots.replayed_quietly([{"type": "move"}, {"type": "deal_end"}])  # the next deal says it
    bots.replayed_quietly([])
    host.side.to_move = 1
    bots.replayed_quietly([{"type": "move"}])
    assert host.calls == [True]
    host.side.to_move = 0
    bots.replayed_quietly([{"type": "deal_end"}, {"type": "deal"}])
    assert host.calls == [True, True]


def test_the_record_header_names_each_computer_player_and_its_level() -> None:
    bots, _ = part()
    head = bots.record_header()
    assert head["game"] == "twenty" and head["seed"] == 7
    assert head["players"] == [
        {"name": t("you"), "kind": "human"},
        {"name": t("bot-name", seat=1), "kind": "bot", "level": "easy"},
        {"name": t("bot-name", seat=2), "kind": "bot", "level": "hard"},
    ]
    assert not bots.record_written
