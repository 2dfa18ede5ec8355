"""The player's own moves as a part of the session: the keys that make a
move (Space, Enter, draw, take, sort), the selection they act on, and the
one road every move of the player's takes to the table (:meth:`Moves.try_move`)
with the refusal that says why not.

A session holds a :class:`Moves` (composition, not a base class) as
``moves``; each game's is a subclass in its folder
(``game/games/<id>/moves.py``; the draw-and-discard games' shared keys are
:class:`~game.core.handmoves.HandMoves`). The part reads its session only
through :class:`MovesHost`, and a game's part through a Protocol of its own
that adds what its keys read (the view, the rows' cards, Enter's question).
The command table calls the part's keys (:data:`MOVE_KEYS`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Generic, Protocol, TypeVar

from ..i18n import catalog, t
from .base import Event, Game, IllegalMove, Refusal
from .command_table import Part
from .cursor import RowsInFocus
from .seat import Seat
from .utterance import Utterance


def refusal_id(game_id: str, code: str) -> str:
    """The message id that says a refusal: the game's own sentence
    (``<game_id>-invalid-<code>``, in the game's folder) when it has one,
    else the one every game shares (``invalid-<code>``, common.ftl). So a
    game words its own refusals without a list of which are shared."""
    own = f"{game_id}-invalid-{code}"
    return own if catalog().has(own) else f"invalid-{code}"


class MoveFlow(Protocol):
    """What a move reads of the session's flow (``flow.py``): the opening
    not yet heard, which a move of the player's own ends, and the words of
    the move's events."""

    unheard: Any

    def announce(self, events: list[Event]) -> list[Utterance]:
        """The words of ``events``, the rows following them."""
        ...


class KeptAdvice(Protocol):
    """What a move reads of the session's advice (``advice.py``): the
    suggestion standing, which a move taken spends."""

    suggested: Any


class MovesHost(Protocol):
    """What the moves read of the session they serve (a
    :class:`~game.core.session.GameSession` is one): the seat and its side
    of the table, the flow a move's words go through, the advice a move
    spends, the cursor (the focus back on the hand after a suggested move) and the
    session's words (``say``, names, key labels, the game's id)."""

    #: The player's seat.
    human: int
    key_label: Callable[[str], str]

    @property
    def side(self) -> Seat:
        """The player's side of the table: whose turn, the move sent."""
        ...

    @property
    def flow(self) -> MoveFlow:
        """The session's flow: the words of a move's events."""
        ...

    @property
    def advice(self) -> KeptAdvice:
        """The session's advice: the suggestion a move spends."""
        ...

    @property
    def engine(self) -> type[Game[Any]]:
        """The game's engine, whose id prefixes its own refusals' words."""
        ...

    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            seat: int | None = None, important: bool = True) -> Utterance:
        """The sentence as an utterance, kept in the history."""
        ...

    def name(self, seat: int, capital: bool = False) -> str:
        """The seat's name as the player hears it."""
        ...

    @property
    def cursor(self) -> RowsInFocus:
        """The rows and the focus (cursor.py): a suggested move made puts
        the focus back on the hand."""
        ...


#: The session a game's moves serve: :class:`MovesHost` and what its own
#: keys read of it.
HostT_co = TypeVar("HostT_co", bound=MovesHost, covariant=True)


class Moves(Generic[HostT_co]):
    """The player's moves and the selection (the module docstring): this
    one sends a move and says a refusal as every game does; a game's own
    subclass adds its keys."""

    def __init__(self, host: HostT_co) -> None:
        self.host = host
        #: The player's moves taken: online one is sent, its words to come.
        self.moves_taken = 0
        #: The selected positions in the selection's row.
        self.selected: set[int] = set()

    def try_move(self, move: Any) -> list[Utterance]:
        """Apply the player's move, or say why not and change nothing."""
        host = self.host
        # A move of the player's own (a key past the gate, a replayed save)
        # acts on the deal as it stands: no opening is left to wait for.
        host.flow.unheard = None
        refused = self.blocked()
        if refused is not None:
            return refused
        try:
            events = host.side.submit(move)
        except IllegalMove as err:
            return [self.refuse(err.refusal)]
        self.moves_taken += 1
        host.advice.suggested = None
        self.after_own_move()
        return host.flow.announce(events)

    def blocked(self) -> list[Utterance] | None:
        """The refusal when it is not the player's move at all (the game
        is over, or another seat is to move); None when it is."""
        host = self.host
        if host.side.is_over():
            return [self.refuse(Refusal("game-over"))]
        seat = host.side.current_player()
        if seat != host.human:
            return [self.refuse(Refusal("not-your-turn", {"name": host.name(seat or 0)}))]
        return None

    def refuse(self, refusal: Refusal) -> Utterance:
        """The refusal said, with the cue for a move not made."""
        host = self.host
        args = self.refusal_args(refusal)
        args.setdefault("key", host.key_label("toggle_select"))
        text = t(refusal_id(host.engine.game_id, refusal.code), **args)
        return host.say(text, interrupt=True, cue="invalid")

    def refusal_args(self, refusal: Refusal) -> dict[str, Any]:
        """The refusal's arguments as catalog arguments; games whose engines
        give cards, lists or codes turn them into words here."""
        return dict(refusal.args)

    def after_own_move(self) -> None:
        """Clear what a move used up: the selection."""
        self.selected = set()

    def play_suggested(self, move: Any) -> list[Utterance]:
        """Enter on a kept suggestion: its move as it was made (advice.py),
        once the table's row has asked Enter's question (command_table.py).
        The suggestion had put the focus where that move is made (a group to
        hit, the draw action); once it is made, the focus goes back to the
        hand (the first row of every game), where the next Enter has a card
        to act on rather than a spent action or an empty selection."""
        host = self.host
        before = len(host.side.events)
        words = self.try_move(move)
        if len(host.side.events) > before and host.cursor.row != 0:
            host.cursor.row = 0
            host.cursor.refresh_rows()
        return words


#: The move keys, in a session's command table (command_table.py), each
#: answered by the session's ``moves``.
MOVE_KEYS: Final = Part(commands={
    "toggle_select": lambda s: s.moves.cmd_toggle_select(),
    "play": lambda s: s.moves.cmd_play(),
    "draw": lambda s: s.moves.cmd_draw(),
    "take_discard": lambda s: s.moves.cmd_take_discard(),
    "sort": lambda s: s.moves.cmd_sort(),
})
