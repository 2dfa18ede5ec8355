"""The table as a picture, with no pygame: what each game's screen shows.

Each game builds a :class:`TableModel` from the same per-player view its
words come from (``game/games/<id>/table.py``); the app draws whatever
model the session returns and names no game. A card the player may not
know is never a face here: face-down and other hands are counts only, so
the screen cannot show more than the speech says.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, rank_code

#: ``kind`` of a face: a standard card (rank and suit), a card of a colour and
#: a number (with wilds and skips), or a card back (a face-down card or
#: stock: nothing on it is known).
STANDARD, COLOURED, BACK = "standard", "coloured", "back"
#: The rank of a joker (drawn as a star and the word, never as letters).
JOKER = "JK"


@dataclass(frozen=True)
class CardFace:
    """One card as drawn. ``rank``: "A", "10", "K", "12", "W", "SK", "JK";
    ``suit``: C D H S for standard cards, R B G Y (W, SK) for coloured number cards;
    ``code``: the record code, the identity of the face for tests."""

    kind: str
    rank: str = ""
    suit: str = ""
    code: str = ""
    focused: bool = False
    selected: bool = False

    @property
    def hidden(self) -> bool:
        return self.kind == BACK


@dataclass(frozen=True)
class CardRow:
    """A labelled row of cards (a hand, face-up cards, a laid group);
    ``focused`` when the keys point at the row as a whole (a laid group on
    the table row)."""

    label: str
    cards: tuple[CardFace, ...] = ()
    focused: bool = False


@dataclass(frozen=True)
class Pile:
    """A stack on the table: stock, discard, pile; ``top`` are the faces
    that lie visible (none for the stock)."""

    label: str
    count: int
    top: tuple[CardFace, ...] = ()
    focused: bool = False


@dataclass(frozen=True)
class Seat:
    """An opponent: name, cards in hand, and what the table sees of them."""

    name: str
    card_count: int
    count_text: str
    public: tuple[str, ...] = ()
    rows: tuple[CardRow, ...] = ()
    to_move: bool = False


@dataclass(frozen=True)
class StatusStrip:
    """Always on screen: whose turn, the move or phase, the scores."""

    turn: str
    stage: str
    scores: str


#: Where on the table a move landed (:class:`LastMove`): a pile (by its
#: index in ``piles``), an opponent (by index in ``seats``), the player's own
#: rows (laid groups, face-up cards) or the player's hand.
PILE, SEAT, OWN, HAND = "pile", "seat", "own", "hand"
Place = tuple[str, int]
#: Events that end a deal: no move before them is marked on the new table.
DEAL_BOUNDS = frozenset({"deal", "hand_end", "deal_end", "game_end"})
#: How many of the last events are looked through for the last move.
RECENT = 12


@dataclass(frozen=True)
class LastMove:
    """The last move on the table, from public events only: who made it,
    where it landed, and ``serial`` (its event's place in the game's record)
    so the screen can tell a new move from the one it already marked."""

    serial: int
    name: str
    place: str
    index: int = 0


def seat_place(seat: int, me: int) -> Place:
    """Where seat ``seat``'s own things lie on ``me``'s table: their box
    along the top (opponents in seat order, without ``me``) or the player's
    own rows."""
    if seat == me:
        return OWN, 0
    return SEAT, seat if seat < me else seat - 1


@dataclass(frozen=True)
class TableModel:
    """One game's table for one seat, ready to draw."""

    status: StatusStrip
    focus_text: str
    hand: CardRow
    own_rows: tuple[CardRow, ...] = ()
    piles: tuple[Pile, ...] = ()
    seats: tuple[Seat, ...] = ()
    notes: tuple[str, ...] = field(default=())
    #: The actions row's items as drawn, and which one the keys point at.
    actions: tuple[str, ...] = ()
    action_focus: int | None = None
    #: The player's own turn: their hand is framed as an opponent's seat is.
    my_turn: bool = False
    #: A question's choices as drawn (core/choosing.py), and the focused one.
    question: tuple[str, ...] = ()
    question_focus: int | None = None
    #: The last move, marked on the table for a moment with the mover's name.
    last_move: LastMove | None = None

    def faces(self) -> Iterator[CardFace]:
        """Every card drawn, face or back, for the hidden-card checks."""
        yield from self.hand.cards
        for row in self.own_rows:
            yield from row.cards
        for pile in self.piles:
            yield from pile.top
        for seat in self.seats:
            for row in seat.rows:
                yield from row.cards


def standard_face(card: Card, focused: bool = False, selected: bool = False) -> CardFace:
    if card.is_joker:
        return CardFace(STANDARD, JOKER, "", str(card), focused, selected)
    return CardFace(STANDARD, rank_code(card.rank), card.suit, str(card),
                    focused, selected)


def back_face(focused: bool = False) -> CardFace:
    return CardFace(BACK, focused=focused)


def hand_row(label: str, faces: Iterable[CardFace]) -> CardRow:
    return CardRow(label, tuple(faces))


def mark(cards: Iterable[Any], face: Callable[[Any, bool, bool], CardFace],
         focus: int | None, selected: set[int]) -> tuple[CardFace, ...]:
    """Faces of ``cards`` with the focused and selected positions marked;
    ``face`` is :func:`standard_face` or a game's own face maker."""
    return tuple(face(c, i == focus, i in selected) for i, c in enumerate(cards))


@dataclass(frozen=True)
class Pointer:
    """Where the player's keys point: the focused row and card (``index``
    None when the row has no cards), the selection, and the focused line's
    words. ``name(seat, capital)`` is "you"/"You" or a bot's name."""

    row: int
    index: int | None
    selected: frozenset[int]
    focus_text: str
    name: Callable[[int, bool], str]
    #: Every focus row's item labels, in the session's order.
    items: tuple[tuple[str, ...], ...] = ()
    #: The choices of the question asked (empty when none) and the focused one.
    choices: tuple[str, ...] = ()
    choice_at: int | None = None
    #: The last few events as the player may know them (redacted), newest
    #: last, each with its place in the game's record; none before a deal.
    recent: tuple[tuple[int, dict[str, Any]], ...] = ()

    def at(self, row: int) -> int | None:
        """The focused position in ``row``, None when the focus is elsewhere
        (on a question's choices while one is asked: one ring only)."""
        return self.index if self.row == row and not self.choices else None

    def last_move(self, where: Callable[[dict[str, Any]], Place | None]) -> LastMove | None:
        """The newest move ``where`` places on the table (a game's table.py
        says which pile or seat each kind of event touches; events it does
        not place, as a burn or a skip, are looked past)."""
        for serial, event in reversed(self.recent):
            player = event.get("player")
            place = where(event) if isinstance(player, int) else None
            if place is not None:
                assert isinstance(player, int)
                return LastMove(serial, self.name(player, True), *place)
        return None

    def actions(self, row: int) -> tuple[tuple[str, ...], int | None]:
        """The action row ``row``'s items and its focused one, for the
        table's ``actions`` and ``action_focus``."""
        items = self.items[row] if row < len(self.items) else ()
        return items, self.at(row)


#: Joins the words of one entry ("Boris 0") so a wrapped strip never
#: leaves a name at the end of one line and its score on the next.
NO_BREAK = "\u00a0"


def entry_list(entries: Iterable[str]) -> str:
    """``entries`` as a list in words, each entry kept on one line."""
    from ..i18n import join_list
    return join_list([e.replace(" ", NO_BREAK) for e in entries])


def scores_text(entries: Iterable[str]) -> str:
    from ..i18n import t
    return t("table-scores", list=entry_list(entries))


def stage_text(to_move: int | None, stage: str) -> str:
    """The strip's stage: the move or phase while the game goes on, the
    word for the final standings once it is over (never a stale "draw")."""
    from ..i18n import t
    return t("table-results") if to_move is None else stage


def turn_text(to_move: int | None, human: int, pointer: Pointer, waiting: bool) -> str:
    from ..i18n import t
    if waiting:
        return t("table-summary")
    if to_move is None:
        return t("table-game-over")
    if to_move == human:
        return t("table-your-turn")
    return t("table-turn-of", name=pointer.name(to_move, True))


def pointer_of(session: Any) -> Pointer:
    """The focus and selection of a :class:`~game.core.session.GameSession`;
    the focused line is the first of its screen lines (a question's choice
    while one is asked)."""
    row = session.cursor.row
    choosing = session.question.choosing
    choices = tuple(choosing.labels) if choosing is not None else ()
    choice_at = choosing.index if choosing is not None else None
    recent: list[tuple[int, dict[str, Any]]] = []
    side = session.side
    events = side.events
    for serial in range(len(events) - 1, max(-1, len(events) - 1 - RECENT), -1):
        if events[serial].get("type") in DEAL_BOUNDS:
            break
        recent.append((serial, side.redact(events[serial])))
    items = session.cursor.rows[row].items if session.cursor.rows else []
    index = min(session.cursor.focus[row], len(items) - 1) if items else None
    return Pointer(row, index, frozenset(session.moves.selected),
                   session.reports.screen_lines()[0], session.name,
                   tuple(tuple(r.items) for r in session.cursor.rows), choices, choice_at,
                   tuple(reversed(recent)))
