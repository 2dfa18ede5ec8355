"""What the cross-game tests need to know of each game, declared in the
game's own folder.

The cross-game tests (the key sweep, the bots' termination, the offered
moves, nothing hidden, the monkey, the engine state machines, the crowded
tables...) run every game of ``game.games.SPECS``. What differs from game to
game (options that keep a game short, kinds of state it cannot reach, its
illegal moves...) is a :class:`GameTraits` the game declares as ``TRAITS``
in ``game/games/<id>/tests/traits.py``; a game that declares nothing, or
leaves a field out, gets the defaults below, so a new game needs no line in
``tests/``. :func:`traits` reads them.

Every default is what a plain game needs: no option changed, every kind of
state reachable, the 52 standard cards' names, random legal play only, no
illegal move but a move of no game at all. A game asks more of the tests by
declaring more (docs/architecture.md, "Adding a game").
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections import Counter
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from hypothesis import strategies as st

from game.core import words as standard_words
from game.core.base import Event, Game
from game.core.cards import Card

#: A labelled move: what it tries ("card not held") and the move.
Candidate = tuple[str, Any]
Candidates = list[Candidate]
#: The codes of the 52 standard cards, with an identity to leak.
STANDARD_CODES = tuple(f"{rank}{suit}" for rank in ("A", "2", "3", "4", "5", "6", "7", "8",
                                                      "9", "10", "J", "Q", "K") for suit in "CDHS")
#: The key of each standard rank (0 the joker, 1 the ace), as the jump keys
#: (game/core/jump.py) take them.
STANDARD_RANK_KEYS: Mapping[Hashable, str] = {**{n: str(n) for n in range(2, 10)}, 1: "a",
                                              10: "0", 11: "j", 12: "q", 13: "k", 0: "x"}


def standard_rank(card: Any) -> Hashable:
    """A standard card's rank."""
    return card.rank


def standard_card_name(code: str, case: str) -> str:
    """The spoken name of the standard card ``code`` in ``case`` ("7 of
    hearts"); ValueError, KeyError or IndexError for a code of no card."""
    return standard_words.card_name(Card.parse(code), case)


def bool_options(engine: type[Game[Any]]) -> st.SearchStrategy[dict[str, Any]]:
    """Options drawn by Hypothesis: every option of the engine a boolean."""
    return st.fixed_dictionaries({name: st.booleans() for name in engine.default_options})


def no_rare_events() -> list[Event]:
    """The bots' games reach every kind of event."""
    return []


def no_illegal_moves(game: Any) -> Candidates:
    """No illegal move of the game's own (the machine still tries a move of
    no game at all)."""
    return []


@dataclass(frozen=True)
class EngineMachine:
    """What ``tests/test_engine_state_machines.py`` builds a game's machine
    from. ``cards`` and ``deck`` go together: where every card of a game is
    now, and the cards it was dealt from (every card always somewhere, once);
    when either is None, the cards are not counted."""

    #: Every card in the game (stock, piles, hands, groups), counted.
    cards: Callable[[Any], Counter[Any]] | None = None
    #: The game's deck, counted (it may depend on the seat count).
    deck: Callable[[Any], Counter[Any]] | None = None
    #: Illegal moves in the game's position, each of which must be refused.
    illegal: Callable[[Any], Candidates] = no_illegal_moves
    #: The options a machine starts games with, from the engine class.
    options: Callable[[type[Game[Any]]], st.SearchStrategy[dict[str, Any]]] = bool_options
    #: A move of each kind, tried after the end (and refused: game over).
    end_moves: tuple[Candidate, ...] = ()
    #: The engine's refusal codes (``REFUSAL_CODES``), or None: not checked.
    refusal_codes: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class PhaseHands:
    """What a phase game's scripted hands are dealt from and laid by
    (tests/jump_plans.py: hands that hold a phase, laid by keys)."""

    #: A new deck of the game, each call.
    deck: Callable[[], list[Any]]
    #: Cards in a hand.
    hand_size: int
    #: The groups a hand lays for a phase (the finder's best), or None.
    laying: Callable[[Sequence[Any], int], tuple[Any, ...] | None]


def nothing_more(session: Any) -> tuple[Any, ...]:
    """No state of the session's own beyond what every session has."""
    return ()


def no_batch(session: Any, events: list[Event]) -> None:
    """The session's words need nothing of the move beyond the event."""


def far_enough(session: Any) -> bool:
    """Nothing asked of where the game got to."""
    return True


#: A narrator's ``say``: the sentence as an utterance, kept by the test.
Say = Callable[..., Any]


@dataclass(frozen=True)
class DescribedMove:
    """One move whose event's words a case asks for twice before the
    session takes it in (:class:`DescribeCase`)."""

    #: The session at the case's position, the move made on its engine.
    session: Any
    #: The move's events as the engine gave them, which the session takes
    #: in (``announce``) after the words; none where the case's ``after``
    #: takes its event in itself (a deal held while a summary waits is
    #: taken in by going on).
    events: list[Event]
    #: The event (as the player's seat sees it, or the engine's) described.
    event: Event


@dataclass(frozen=True)
class DescribeCase:
    """A game's own case of describing changing nothing: an event whose
    words say what taking it in will do (a card laid, a focus moved, an
    assist counted), described twice; nothing a key reads moves until the
    session takes the move in."""

    #: What it checks (the test's id).
    name: str
    #: The session at the position, with the move made on its engine.
    made: Callable[[], DescribedMove]
    #: The words each asking says (None: any, the same both times).
    words: tuple[str, ...] | None
    #: What taking the move in changed, checked, given the session and the
    #: words said.
    after: Callable[[Any, list[str]], None]


@dataclass(frozen=True)
class Heard:
    """One event said by a game's narrator alone (:class:`NarratorCase`)."""

    #: The seat whose narrator says it (``SPECTATOR``: a watcher's).
    seat: int
    event: Event
    #: What the narrator's ``describe`` is given besides the event (the
    #: move's events, the row in focus, the cards laid, the sort order).
    given: tuple[Any, ...]
    #: The words said.
    words: tuple[str, ...]
    #: The first utterance's ``must`` (the seats it must reach), where the
    #: case asks it.
    must: tuple[int, ...] | None = None


@dataclass(frozen=True)
class NarratorCase:
    """Events said by a game's narrator with no session: a position's
    engine and what each seat's narrator says of some events there."""

    #: What it checks (the test's id).
    name: str
    #: The engine at the position, and the events said, in order.
    heard: Callable[[], tuple[Any, list[Heard]]]


@dataclass(frozen=True)
class DescribePure:
    """What ``tests/test_describe_pure.py`` reads of a game: ``describe``
    only says an event; what a key (or later words) reads of the session
    follows the table in ``took_in``, after the words."""

    #: What the session keeps that a key or later words read, beyond the
    #: rows, the row and the focus every session has, as a value.
    keys_read: Callable[[Any], tuple[Any, ...]] = nothing_more
    #: What the session holds of a move before it says its events (given
    #: the move's events), as ``announce`` sets it.
    before_describe: Callable[[Any, list[Event]], None] = no_batch
    #: The (seed, seats) of the whole games played, each event described
    #: backwards then forwards before the session says it.
    games: tuple[tuple[int, int], ...] = ((1, 2), (4, 3))
    #: Moves played at the most; the game must end within them unless
    #: ``to_the_end`` is False (a long game played some hands in).
    moves: int = 3000
    to_the_end: bool = True
    #: Events described at the least in each game.
    described: int = 50
    #: Event types each game must describe (its usual ones: none left out).
    kinds: frozenset[str] = frozenset()
    #: Where each game must have got to (a phase game's third hand).
    reached: Callable[[Any], bool] = far_enough
    #: The game's own cases of an event described twice before it is taken in.
    cases: tuple[DescribeCase, ...] = ()
    #: The game's narrator alone, at an engine, for a seat, saying through
    #: ``say`` (None: its narrator is not checked alone).
    narrator: Callable[[Any, int, Say], Any] | None = None
    #: Events said by the narrator alone, in the words asked.
    narrator_cases: tuple[NarratorCase, ...] = ()


@dataclass(frozen=True)
class GameTraits:
    """One game's entries in the cross-game tests' tables, each with the test
    that reads it."""

    # -- sessions played through (tests/session_states.py) --------------------
    #: Options that keep a whole game short enough for a session test.
    short_options: Mapping[str, Any] = field(default_factory=dict)
    #: Kinds of state (session_states.KINDS) the game cannot have, as a game
    #: of one deal has no summary between deals (tests/test_key_sweep.py).
    absent_states: frozenset[str] = frozenset()

    # -- whole games online, saved, dealt (several tests) ---------------------
    #: Options that keep a whole online game short (three seats played by
    #: keys at a real server, tests/test_online_moves_heard.py).
    table_short_options: Mapping[str, Any] = field(default_factory=dict)
    #: Steps played before a save whose loading is checked to word only the
    #: current deal (tests/test_saves_quiet.py): three deals in, not the end.
    quiet_save_steps: int = 80
    #: What a deal's opening must say (tests/deal_transcripts.py), from the
    #: catalog, given the session, the deal event, the dealer's name as the
    #: opening says it ("You", "Ada") and whether the player deals ("yes",
    #: "no"); None: nothing is asked of it.
    deal_facts: Callable[[Any, Mapping[str, Any], str, str], str] | None = None

    # -- the crowded table mid-game (tests/table_cases.py) --------------------
    #: Rows laid on the table (groups, face-up cards) before it is mid-game.
    laid_rows_mid_game: int = 0
    #: Mid-game also asks for a card on the pile and a face-up first row.
    face_up_mid_game: bool = False

    # -- bot-only games end (tests/test_bots_termination.py) ------------------
    #: Seeds per easy/normal mix and player count.
    easy_normal_seeds: int = 10
    #: Seeds per mix that includes a hard bot.
    hard_seeds: int = 1
    #: From this many players on, only the mixes of one hard bot and of all
    #: hard bots (for a game whose hard bot is slow); None: every mix.
    hard_mixes_thinned_from: int | None = None

    # -- offered moves are accepted (tests/test_all_engines_offered_moves.py) -
    #: Options beyond the booleans (which are flipped at random), drawn from
    #: the walk's generator, as matches that end within a walk need.
    random_options: Callable[[random.Random], dict[str, Any]] | None = None
    #: Moves that take a game forward (lay, declare), preferred when offered,
    #: also by the state machines: random play seldom gets there otherwise.
    progress_moves: tuple[type[Any], ...] = ()
    #: The phases some seat must have completed in the walk (``phases_done``).
    phases_reached: int = 0

    # -- nothing hidden is said (tests/test_nothing_hidden.py) ----------------
    #: The codes of the game's cards with an identity (wilds, jokers have none).
    card_codes: tuple[str, ...] = STANDARD_CODES
    #: The spoken name of the card of a code in a grammatical case ("nom",
    #: "acc"...); ValueError, KeyError or IndexError for a code of no card
    #: (tests/test_online_watch.py too).
    card_name: Callable[[str, str], str] = standard_card_name

    # -- the expert's search (tests/test_expert.py) ---------------------------
    #: Options that keep the expert's games short.
    expert_options: Mapping[str, Any] = field(default_factory=dict)
    #: Its expert searches only late in a game (once the stock is gone): the
    #: checks play further into a game before they compare its choices.
    expert_searches_late: bool = False

    # -- the lesson (tests/test_lessons.py) ------------------------------------
    #: The keys that do each step of the game's lesson, step by step: a game
    #: with a lesson declares them.
    lesson_keys: tuple[tuple[str, ...], ...] = ()

    # -- statistics (tests/test_statistics.py) --------------------------------
    #: The best of final scores by the game's rulings (max or min), checked
    #: against its spec's ``better``; None: the game keeps no score.
    ruled_best: Callable[[list[int]], int] | None = None

    # -- jump keys (tests/test_jump_keys.py, tests/jump_plans.py) -------------
    #: A card's rank, as the jump keys find it.
    card_rank: Callable[[Any], Hashable] = standard_rank
    #: The key of each rank.
    rank_keys: Mapping[Hashable, str] = field(default_factory=lambda: dict(STANDARD_RANK_KEYS))
    #: A phase game's scripted hands (None: the game has no phases to lay).
    phase_hands: PhaseHands | None = None

    # -- the monkey (tests/test_monkey.py) ------------------------------------
    #: Game options the monkey plays with.
    monkey_options: Mapping[str, Any] = field(default_factory=dict)
    #: Opponents at the start; None: the settings' default.
    monkey_opponents: int | None = None
    #: Weights of keys over the monkey's common mix (``HEAVY``).
    monkey_keys: Mapping[str, float] = field(default_factory=dict)

    # -- the engine state machine (tests/test_engine_state_machines.py) -------
    #: Where its cards are, its illegal moves, options and refusal codes.
    machine: EngineMachine = field(default_factory=EngineMachine)

    # -- describing changes nothing (tests/test_describe_pure.py) ---------------
    #: What a key reads of the session, the games described, the game's cases.
    describe: DescribePure = field(default_factory=DescribePure)

    # -- typed events (tests/test_typed_events.py) ------------------------------
    #: Events of a kind the easy bots' whole games never reach, made from a
    #: position, so that every declared event type is read and written back.
    rare_events: Callable[[], list[Event]] = no_rare_events


def module_name(game_id: str) -> str:
    """Where a game declares its traits."""
    return f"game.games.{game_id}.tests.traits"


@cache
def traits(game_id: str) -> GameTraits:
    """The traits ``game_id`` declares (``TRAITS`` in its folder's
    ``tests/traits.py``), or the defaults when it has no such module."""
    name = module_name(game_id)
    try:
        found = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # no tests/ package in the game's folder
        found = None
    if found is None:
        return GameTraits()
    declared = getattr(importlib.import_module(name), "TRAITS", None)
    # A module that exists but declares no traits is a mistake, not a default.
    if not isinstance(declared, GameTraits):
        raise TypeError(f"{name}.TRAITS is {declared!r}, not a GameTraits")
    return declared


def card_names(game_id: str) -> dict[str, str]:
    """The codes of ``game_id``'s cards with an identity, and their names as
    a sentence's subject says them ("7 of hearts", "red 7")."""
    declared = traits(game_id)
    return {code: declared.card_name(code, "nom") for code in declared.card_codes}


def several_deals(game_id: str) -> bool:
    """Whether a game of ``game_id`` is played over several deals: it has a
    summary between deals (``"summary"`` is not among its absent states)."""
    return "summary" not in traits(game_id).absent_states
