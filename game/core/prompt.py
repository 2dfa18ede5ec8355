"""What the player is told about turns and a game's opening, as a part the
session holds: the turn prompt and its call to act, whose turn it is (W),
the opening's first words, a resumed game's words, a game's last words
(what Enter does now) and a watcher's words.

The session holds one as ``prompt`` (composition, not a base class), made
in each game session's ``__init__``; it reads its session only through a
Protocol built on :class:`PromptHost`. Each game's part is a subclass in
the game's folder (``game/games/<id>/prompt.py``) with its own opening
words and turn prompt; the draw-and-discard games share
:class:`HandPrompt`. What the part says goes through the host's ``say``,
so it is kept in the history as every other sentence.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from ..i18n import catalog, join_list, t
from .base import Event, Game
from .opening import CALL_TO_ACT, must_say
from .seat import Seat
from .utterance import Utterance

#: How many times a game calls the player to act with a turn prompt whole
#: before it says the prompt's short form (``<message>-short``): what changes
#: from turn to turn (the card on offer, the move's limit), the keys left to
#: F1 and to W, which says the prompt whole. Counted per prompt and per game,
#: so a prompt first met late (an empty stock's pass, the face-down row) is
#: still taught whole; three times, not once, as a prompt is easily cut by a
#: key or missed among the computer players' moves. Said whole 47 to 132
#: times a game, the prompts took 2 to 4 s each on average, up to 4.7 s in
#: Russian (docs/speech.md, bench/bench_prompt_speech.py).
FULL_PROMPTS = 3


class DealFlow(Protocol):
    """What the prompt reads of the session's flow (``flow.py``)."""

    def between_deals(self) -> bool:
        """A deal's summary waits for the player to go on."""
        ...


class PromptHost(Protocol):
    """What every game's prompt reads of its session: the player's side of
    the table and seat, the seats' names, the keys' names, whether the
    table is online or watched, the game's engine (its id names its
    messages), the flow and the latest deal, and its ``say``."""

    human: int

    @property
    def side(self) -> Seat:
        """The player's side of the table: whose turn, the seats, the end."""
        ...

    @property
    def online(self) -> bool:
        """The game is played at an online table."""
        ...

    @property
    def watching(self) -> bool:
        """The player watches the table: no seat, nobody is "you"."""
        ...

    @property
    def key_label(self) -> Callable[[str], str]:
        """The name of the key bound to a command."""
        ...

    @property
    def engine(self) -> type[Game[Any]]:
        """The game's engine, whose ``game_id`` prefixes its messages."""
        ...

    @property
    def flow(self) -> DealFlow:
        """The game's flow: whether a deal's summary waits."""
        ...

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...

    def opponents(self) -> list[int]:
        """The other seats in turn order from the player's left."""
        ...

    def last_deal(self) -> Event | None:
        """The latest deal event, as the player's seat sees it."""
        ...

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""
        ...


#: The session a game's prompt reads: each game's part reads more of it (its
#: own host Protocol), so the part is typed by it.
HostT_co = TypeVar("HostT_co", bound=PromptHost, covariant=True)


class Prompt(ABC, Generic[HostT_co]):
    """The turn prompt and the opening's words of one session, which holds
    it as ``prompt``. It reads the session (``host``) only through the
    game's host Protocol, and keeps how many times each prompt was said and
    whether this opening told a newcomer the keys."""

    def __init__(self, host: HostT_co, *, newcomer: bool = False) -> None:
        self.host = host
        # The player's first deal of this game on their profile: its opening
        # says how to hear the hand and where the keys are (game.app.newcomer);
        # ``keys_told`` once it has.
        self.newcomer = newcomer
        self.keys_told = False
        # How many times each turn prompt has called the player to act this
        # game (:meth:`prompt_words`); a resumed game counts from its start.
        self.prompts_said: Counter[str] = Counter()

    # -- the opening -----------------------------------------------------------
    @abstractmethod
    def intro(self) -> list[Utterance]:
        """A game's first words: the game, who plays, the goal."""

    @property
    def opening_hint(self) -> str:
        """The message that names the key to an opening's rest: the status
        key reads the hand; a watcher has none, the history has it all."""
        return "watch-opening-rest" if self.host.watching else "opening-rest"

    # -- the turn --------------------------------------------------------------
    @abstractmethod
    def turn_prompt(self, calling: bool = False) -> str:
        """The player's turn prompt: whole, or with ``calling`` as the call
        to act says it (counted; short after the first times: :meth:`prompt_words`)."""

    @abstractmethod
    def whose_turn(self) -> str:
        """W: whose turn it is; the player's own prompt whole when it is theirs."""

    def turn_prompt_if_mine(self, events: Sequence[Event]) -> list[Utterance]:
        """After a move's ``events``: the call to act, when it is the
        player's turn now (a game adds what must be said before it)."""
        host = self.host
        if events and host.side.current_player() == host.human:
            return [self.call_to_act()]
        return []

    def call_to_act(self) -> Utterance:
        """The turn prompt, marked for a deal's opening: all of it is said
        ("Your turn. Move 1: ..."), or only the sentences the game names in
        :meth:`prompt_must` (a long prompt's start)."""
        return must_say(self.host.say(self.turn_prompt(calling=True), cue=CALL_TO_ACT),
                        *self.prompt_must())

    def prompt_words(self, message: str, calling: bool, full_times: int = FULL_PROMPTS,
                     **args: Any) -> str:
        """The turn prompt ``message``: whole when the player asks (W,
        ``calling`` false) and the first ``full_times`` times the game calls
        them to act with it; after that its short form, ``<message>-short``,
        when the catalog has one."""
        if calling:
            self.prompts_said[message] += 1
            short = f"{message}-short"
            if self.prompts_said[message] > full_times and catalog().has(short):
                return t(short, **args)
        return t(message, **args)

    def prompt_must(self) -> tuple[int, ...]:
        """The turn prompt's sentences a deal's opening always says, by
        number; none named: all of them."""
        return ()

    def over_turn_words(self) -> str:
        """W once the game is over: nobody's turn, and the keys that answer
        now (not "Invalid: the game is over.", which reads as a mistake)."""
        key_label = self.host.key_label
        if self.host.online:
            return t("online-turn-game-over", scores=key_label("scores"),
                     again=key_label("play"))
        return t("turn-game-over", scores=key_label("scores"), again=key_label("play"))

    # -- a game's end and a resumed game ---------------------------------------
    def play_again(self) -> Utterance:
        """The last words of a game's end: what Enter does now, and the menu
        key. Offline Enter plays again; at an online table it plays again
        at the same table, with those who say yes too (game/online/play_again.py)."""
        host = self.host
        keys = {"key": host.key_label("play"), "back": host.key_label("game_menu")}
        if host.online:
            return host.say(t("online-play-again", **keys))
        return host.say(t(f"{host.engine.game_id}-play-again", **keys))

    def resume_words(self) -> str:
        """On coming back to a saved game: its name and where it stands (the
        deal, the player's phase: :meth:`where_words`); the app says whose
        turn next, with the call to act when it is the player's."""
        host = self.host
        said = [t("game-resumed", game=t(f"{host.engine.game_id}-title"))]
        deal = host.last_deal()
        if deal is not None and not host.flow.between_deals() and not host.side.is_over():
            said.append(self.where_words(deal))
        return " ".join(s for s in said if s)

    def where_words(self, deal: Event) -> str:
        """Where the game stands in ``deal``, in the words its opening used
        (the deal's number and dealer, the player's phase now); empty for a
        game with nothing to say."""
        return ""

    # -- a watcher -------------------------------------------------------------
    def watcher_refusal(self) -> Utterance:
        """A key that would move or select, pressed by a watcher: one sentence."""
        return self.host.say(t("watch-refused", names=self.players_list()), interrupt=True,
                             cue="invalid")

    def watching_words(self) -> str:
        """The watcher's own status: watching, and who plays."""
        return t("watch-status", names=self.players_list())

    def players_list(self) -> str:
        """Every seat's name, in seat order ("Ana, Computer 2 and Boris")."""
        host = self.host
        return join_list([host.name(s) for s in range(host.side.players)])


class Warns(Protocol):
    """What a game's prompt reads of the last-card warning (``lastcard.py``),
    said before the call to act."""

    def warnings(self) -> list[Utterance]:
        """The warnings due since the last ones, said once each."""
        ...


class WhereWords(Protocol):
    """What a draw-and-discard game's prompt reads of its narrator
    (``handnarrator.py``): where the game stands in a deal."""

    def where_words(self, deal: Event) -> str:
        """The deal's number and dealer, the player's phase, in words."""
        ...


class HandPromptHost(PromptHost, Protocol):
    """What a draw-and-discard game's prompt reads of its session
    (``handsession.py``) besides :class:`PromptHost`: the game's catalog
    prefix and its narrator's words for where the game stands."""

    @property
    def words(self) -> str:
        """The game's catalog prefix (its id)."""
        ...

    @property
    def narrator(self) -> WhereWords:
        """The words of the game's events."""
        ...


HandHostT_co = TypeVar("HandHostT_co", bound=HandPromptHost, covariant=True)


class HandPrompt(Prompt[HandHostT_co]):
    """The prompt of a draw-and-discard game (``handsession.py``): its
    opening (``<words>-start``), whose turn (``<words>-turn-of``), the play
    steps taught once, and where a resumed game stands, from its narrator."""

    #: The sentences of ``<words>-start`` always said (core/opening.py), by
    #: number: all of them unless the game names the ones with its name, the
    #: opponents and the goal, so that its rules reminder gives way.
    intro_must: ClassVar[tuple[int, ...]] = ()

    def intro(self) -> list[Utterance]:
        host = self.host
        names = join_list([host.name(s) for s in host.opponents()])
        # A watcher hears who plays (``<words>-start-watch``), nobody "you".
        start = f"{host.words}-start-watch" if host.watching else f"{host.words}-start"
        # The game's name, the opponents and the goal: all must be heard.
        return [must_say(host.say(t(start, names=names)), *self.intro_must)]

    def whose_turn(self) -> str:
        host = self.host
        to_move = host.side.current_player()
        if to_move is None:
            return self.over_turn_words()
        if to_move == host.human:
            return self.turn_prompt()
        return t(f"{host.words}-turn-of", name=host.name(to_move))

    def taught_once(self, step: str, calling: bool, **args: Any) -> str:
        """A play step's prompt: the whole sentence the first time the game
        calls the player to act with it (and whenever W asks), then the
        short one. Once, not ``FULL_PROMPTS`` times: they are the
        longest prompts (the first hit prompt 9.4 s in Russian at 200 words
        a minute), and W says them whole at any time."""
        return self.prompt_words(f"{self.host.words}-your-turn-{step}", calling, full_times=1,
                                 **args)

    def where_words(self, deal: Event) -> str:
        return self.host.narrator.where_words(deal)
