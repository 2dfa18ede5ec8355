"""The turn prompt and the opening's words as a part the session holds
(``game/core/prompt.py``), not members of the session: every game's
session holds a :class:`Prompt` as ``prompt`` and has none of its members
itself, and the part works alone, with a stand-in for the session (what
:class:`~game.core.prompt.PromptHost` names), no game:

- a turn prompt is said whole the first ``FULL_PROMPTS`` times the game
  calls the player to act with it, then short; W says it whole and does
  not count;
- a draw-and-discard game's play step is taught whole once, then short;
- the call to act is cued and marks the sentences the game says must be
  said (all of them unless it names fewer), and comes only on the
  player's turn after a move;
- a watcher hears who plays, and a key that would move is refused naming
  them;
- the game's end and a resumed game say what they say offline and online.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.base import Event
from game.core.opening import CALL_TO_ACT
from game.core.prompt import FULL_PROMPTS, HandPrompt, Prompt
from game.core.session import seat_name
from game.core.utterance import History, Utterance
from game.games import SPECS
from game.games.twenty.rules import Twenty
from game.i18n import t

#: The prompt's own members, methods and what it keeps (not the machinery
#: of an abstract class, which the session has too).
PROMPT_MEMBERS = {name for part in (Prompt, HandPrompt) for name in vars(part)
                  if not name.startswith("_")}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_each_session_holds_a_prompt_and_has_none_of_its_members(spec: Any) -> None:
    session = spec.session(2, ["normal"], seed=1)
    assert isinstance(session.prompt, Prompt) and session.prompt.host is session
    members = PROMPT_MEMBERS | set(vars(session.prompt)) - {"host"}
    assert {"turn_prompt", "whose_turn", "intro", "call_to_act", "prompts_said",
            "keys_told", "newcomer", "watcher_refusal"} <= members
    held = members & (set(dir(type(session))) | set(vars(session)))
    assert not held, held


# -- the part alone -------------------------------------------------------------------------

KEYS = {"play": "Enter", "draw": "D", "scores": "F5", "game_menu": "Escape"}
PLAYERS = ["Ana", "Boris", "Cleo"]


@dataclass
class Side:
    """A stand-in for the player's side of the table: whose turn, the end."""

    to_move: int | None = 0
    players: int = 3
    over: bool = False

    def current_player(self) -> int | None:
        return self.to_move

    def is_over(self) -> bool:
        return self.over


@dataclass
class DealFlow:
    """A stand-in for the flow: whether a deal's summary waits."""

    waits: bool = False

    def between_deals(self) -> bool:
        return self.waits


@dataclass
class Host:
    """A stand-in for the session, no more than the prompt reads of it."""

    side: Side = field(default_factory=Side)
    flow: DealFlow = field(default_factory=DealFlow)
    human: int = 0
    online: bool = False
    watching: bool = False
    engine: type[Twenty] = Twenty  # its id names the game's messages
    deal: Event | None = None
    words: str = "phase10"  # a draw-and-discard game's catalog prefix
    history: History = field(default_factory=History)

    def key_label(self, command: str) -> str:
        return KEYS.get(command, command)

    def name(self, seat: int, capital: bool = False) -> str:
        return PLAYERS[seat] if self.watching else seat_name(seat, self.human, capital)

    def opponents(self) -> list[int]:
        return [1, 2]

    def last_deal(self) -> Event | None:
        return self.deal

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        self.history.add(text)
        return Utterance(text, interrupt=interrupt, cue=cue, seat=seat)

    @property
    def narrator(self) -> Host:
        """The stand-in answers for its narrator too: where a deal stands."""
        return self

    def where_words(self, deal: Event) -> str:
        return f"Deal {deal['number']}."


class MovePrompt(Prompt[Host]):
    """A stand-in game's prompt: Twenty's move prompt, always move 5."""

    must: tuple[int, ...] = ()

    def intro(self) -> list[Utterance]:
        return [self.host.say("A game.")]

    def turn_prompt(self, calling: bool = False) -> str:
        return self.prompt_words("twenty-your-turn", calling, move=5)

    def whose_turn(self) -> str:
        return self.turn_prompt()

    def prompt_must(self) -> tuple[int, ...]:
        return self.must


class StepPrompt(HandPrompt[Host]):
    """A stand-in draw-and-discard prompt: Phase 10's lay step, phase 3."""

    def turn_prompt(self, calling: bool = False) -> str:
        return self.taught_once("lay", calling, phase=3)


WHOLE = "Your turn. Move 5: lay cards worth up to 5."
SHORT = "Your turn, move 5."


def test_the_catalog_holds_the_prompts_these_tests_read() -> None:
    assert t("twenty-your-turn", move=5) == WHOLE
    assert t("twenty-your-turn-short", move=5) == SHORT


def test_a_prompt_is_said_whole_the_first_times_it_calls_then_short() -> None:
    prompt = MovePrompt(Host())
    said = [prompt.turn_prompt(calling=True) for _ in range(FULL_PROMPTS + 2)]
    assert said == [WHOLE] * FULL_PROMPTS + [SHORT] * 2
    assert prompt.prompts_said["twenty-your-turn"] == FULL_PROMPTS + 2


def test_w_says_the_prompt_whole_at_any_time_and_does_not_count() -> None:
    prompt = MovePrompt(Host())
    assert [prompt.whose_turn() for _ in range(FULL_PROMPTS + 2)] == [WHOLE] * (FULL_PROMPTS + 2)
    assert not prompt.prompts_said
    for _ in range(FULL_PROMPTS):
        prompt.turn_prompt(calling=True)
    assert prompt.turn_prompt(calling=True) == SHORT
    assert prompt.whose_turn() == WHOLE  # after the short ones, W is still whole


def test_a_play_step_is_taught_whole_once_then_short() -> None:
    prompt = StepPrompt(Host())
    said = [prompt.turn_prompt(calling=True) for _ in range(3)]
    assert said == [t("phase10-your-turn-lay", phase=3), t("phase10-your-turn-lay-short")] + [
        t("phase10-your-turn-lay-short")]
    assert said[0] != said[1]
    assert prompt.turn_prompt() == said[0]  # W: whole


def test_a_hand_games_whose_turn_names_the_seat_to_move_or_says_the_prompt() -> None:
    host = Host(side=Side(to_move=2))
    prompt = StepPrompt(host)
    assert prompt.whose_turn() == t("phase10-turn-of", name=seat_name(2))
    host.side.to_move = 0
    assert prompt.whose_turn() == t("phase10-your-turn-lay", phase=3)
    host.side.to_move = None
    assert prompt.whose_turn() == t("turn-game-over", scores="F5", again="Enter")


def test_the_call_to_act_is_cued_and_marks_what_an_opening_must_say() -> None:
    host = Host()
    prompt = MovePrompt(host)
    call = prompt.call_to_act()
    assert (call.text, call.cue, call.must) == (WHOLE, CALL_TO_ACT, (0, 1))  # all: none named
    assert host.history.messages[-1] == WHOLE
    prompt.must = (0,)
    assert prompt.call_to_act().must == (0,)
    assert prompt.prompts_said["twenty-your-turn"] == 2  # each call to act counts


def test_the_call_to_act_follows_a_move_only_on_the_players_turn() -> None:
    host = Host()
    prompt = MovePrompt(host)
    move: Sequence[Event] = [{"type": "play"}]
    assert [u.text for u in prompt.turn_prompt_if_mine(move)] == [WHOLE]
    assert prompt.turn_prompt_if_mine([]) == []  # nothing happened: nothing to call
    host.side.to_move = 1
    assert prompt.turn_prompt_if_mine(move) == []


def test_a_watcher_hears_who_plays_and_is_refused_naming_them() -> None:
    host = Host(watching=True)
    prompt = MovePrompt(host)
    names = "Ana, Boris and Cleo"
    assert prompt.players_list() == names
    assert prompt.watching_words() == t("watch-status", names=names)
    refused = prompt.watcher_refusal()
    assert (refused.text, refused.cue, refused.interrupt) == (
        t("watch-refused", names=names), "invalid", True)
    assert prompt.opening_hint == "watch-opening-rest"
    assert MovePrompt(Host()).opening_hint == "opening-rest"


def test_the_games_end_says_what_enter_does_offline_and_online() -> None:
    keys = {"key": "Enter", "back": "Escape"}
    assert MovePrompt(Host()).play_again().text == t("twenty-play-again", **keys)
    assert MovePrompt(Host(online=True)).play_again().text == t("online-play-again", **keys)
    assert MovePrompt(Host()).over_turn_words() == t("turn-game-over", scores="F5",
                                                     again="Enter")
    assert MovePrompt(Host(online=True)).over_turn_words() == t(
        "online-turn-game-over", scores="F5", again="Enter")


def test_a_resumed_game_says_its_name_and_where_it_stands_unless_a_summary_waits() -> None:
    title = t("game-resumed", game=t("twenty-title"))
    deal: Event = {"type": "deal", "number": 4}
    assert StepPrompt(Host(deal=deal)).resume_words() == f"{title} Deal 4."
    assert MovePrompt(Host(deal=deal)).resume_words() == title  # a game with no where words
    assert StepPrompt(Host(deal=deal, flow=DealFlow(waits=True))).resume_words() == title
    assert StepPrompt(Host(deal=None)).resume_words() == title


def test_a_newcomers_opening_tells_the_keys_and_the_prompt_keeps_that_it_did() -> None:
    spec = next(spec for spec in SPECS if spec.id == "twenty")
    newcomer = spec.session(2, ["normal"], seed=1, newcomer=True)
    assert newcomer.prompt.newcomer and not newcomer.prompt.keys_told
    hint = t("opening-first-deal", hand="my_status", history="history_back", help="help")
    assert hint in [u.text for u in newcomer.start()]
    assert newcomer.prompt.keys_told
    regular = spec.session(2, ["normal"], seed=1)
    assert hint not in [u.text for u in regular.start()]
    assert not regular.prompt.keys_told
