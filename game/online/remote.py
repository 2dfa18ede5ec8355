"""The seat interface's remote side: a game session played at an online table.

Offline a :class:`~game.core.session.GameSession` holds a
:class:`~game.core.seat.LocalSeat` (the engine and its bots). Online it holds
a :class:`RemoteSeat` instead, made for the seat the
player sits at: it knows only what the server sent that seat (its view, its
legal moves, its redacted events) and sends the player's moves to the
server. Between snapshots it judges the player's moves on a game made from
the view (:meth:`Game.from_view`), so a refusal is said at once, in the
player's own language, exactly as offline; the server alone applies moves.

:class:`OnlineTable` turns what a connection received for one table into
the words to say: the session's words for events (made here, in this
player's language), a sentence when someone joins, drops or comes back,
refusals, and chat. It never blocks and never sends on its own, except the
moves the player makes.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any, Protocol

from ..core.base import SPECTATOR, Event, Game, IllegalMove, Refusal, Results
from ..core.seat import BotQuestion
from ..core.session import GameSession, Utterance, seat_name
from ..games import spec
from ..i18n import catalog, join_list, languages, t
from . import protocol as p
from .client import Dropped, Reconnected, TableLost
from .play_again import PlayAgain
from .wire import WireError, decode_move, decode_view, encode_move


class Sender(Protocol):
    """What a table needs of the connection: a way to send a move."""

    def send_move(self, table: str, move: dict[str, Any], based_on: int) -> str:
        """Send ``move`` made after event ``based_on``; returns its request id."""
        ...


class RemoteSeat:
    """One seat of an online table: the :class:`~game.core.seat.Seat` a
    session holds there.

    Reads (whose turn, the view, a refusal) come from the game made from the
    latest snapshot's view; ``legal_moves()`` are the server's; ``submit()``
    sends the move and returns no events: they arrive from the server, and
    :class:`OnlineTable` hands them to the session. ``events`` are the
    table's events as this seat was sent them (already redacted). The
    computer players move on the server: this side has none to step."""

    def __init__(self, engine: type[Game[Any]], players: int, options: Mapping[str, Any],
                 seat: int, table: str, sender: Sender) -> None:
        self.engine = engine
        self.players = players
        self.options = engine.check_options(options)
        self.seat = seat
        self.table = table
        self.sender = sender
        self.events: list[Event] = []
        self.bots: dict[int, Any] = {}
        self.state = "waiting"
        self.based_on = 0  # the last event of the latest snapshot
        self.pending: str | None = None  # a sent move's request, until the next snapshot
        self.legal: list[Any] = []
        self.shadow: Game[Any] | None = None
        # The seat's view of the shadow, made once a snapshot: the session,
        # its rows and its table read it dozens of times a move (a view is
        # frozen, and the shadow changes only with the next snapshot).
        self._view: Any = None

    @property
    def game_id(self) -> str:
        return self.engine.game_id

    @property
    def seed(self) -> int:
        """A record's seed: none here, the server deals."""
        return 0

    def update(self, snapshot: p.Snapshot) -> None:
        """The table after ``snapshot``: a new view, new legal moves."""
        engine = self.engine
        view = decode_view(engine, snapshot.view)
        # The guess beyond the view is seeded by the event number, so the
        # same snapshot always makes the same game (suggestions are stable).
        self.shadow = engine.from_view(view, self.options, random.Random(snapshot.event))
        self._view = None
        self.legal = [decode_move(engine, m) for m in snapshot.legal]
        self.based_on = snapshot.event
        self.state = snapshot.state
        self.pending = None

    @property
    def _judge(self) -> Game[Any]:
        """The game made from the latest snapshot's view: this side's own
        way to answer the seat's questions between snapshots, never handed
        to the session."""
        if self.shadow is None:
            raise RuntimeError("no snapshot yet")
        return self.shadow

    # -- the seat, answered from the seat's knowledge ------------------------------
    def current_player(self) -> int | None:
        return self._judge.current_player()

    def legal_moves(self) -> list[Any]:
        return list(self.legal) if self.state == "playing" and self.pending is None else []

    def refusal(self, move: Any) -> Refusal | None:
        if self.pending is not None:
            return Refusal("move-pending")
        if self.state == "waiting":
            return Refusal("online-waiting")
        return self._judge.refusal(move)

    def submit(self, move: Any) -> list[Event]:
        why = self.refusal(move)
        if why is not None:
            raise IllegalMove(why)
        self.pending = self.sender.send_move(self.table, encode_move(move), self.based_on)
        return []

    def view(self) -> Any:
        if self._view is None:
            judge = self._judge
            # a watcher: the public view the server sent
            self._view = judge.public_view() if self.seat == SPECTATOR else judge.view(self.seat)
        return self._view

    def is_over(self) -> bool:
        return self.state == "over" or self._judge.is_over()

    def results(self) -> Results:
        return self._judge.results()

    def redact(self, event: Event) -> Event:
        """Nothing left to hide: the server sent each event redacted for this seat."""
        return event

    def known_events(self) -> list[Event]:
        return list(self.events)

    def bot_question(self) -> BotQuestion | None:
        return None

    def bot_move(self, move: Any) -> list[Event]:
        raise RuntimeError("the server moves an online table's computer players")

    bot_take = bot_move


class OnlineTable:
    """One table this player sits at: what arrives, turned into words.

    The session is made once every seat is taken (before that the table
    waits and says who joins); a player who comes back to a game already
    under way hears where it stands, as on resuming a saved game."""

    def __init__(self, sender: Sender, table: str,
                 session_options: Mapping[str, Any] | None = None, *, made: bool = False,
                 me: str | None = None, newcomer_to: Collection[str] = ()) -> None:
        self.sender = sender
        self.table = table
        self.made = made  # this player made the table: its join code is theirs to give
        # Said after "You sit at..." (the first snapshot's words), not before.
        self.code_due = False
        self.me = me  # this player's name: the echo of their own chat line is theirs
        self.chat_pending = 0  # own chat lines sent, neither echoed nor refused yet
        # Seats seen going away, and when: said only if no computer player
        # stands in (nor the person comes back) within AWAY_HOLD seconds.
        self.away_pending: dict[int, float] = {}
        self.session_options = dict(session_options or {})
        # The games whose first deal this player has not had on their
        # profile: its opening says how to hear the hand and where the keys are.
        self.newcomer_to = frozenset(newcomer_to)
        self.seat: int | None = None
        self.code: str | None = None
        self.game_id = ""
        self.state = "waiting"
        self.seats: list[p.SeatInfo] = []
        self.remote: RemoteSeat | None = None
        self.session: GameSession | None = None
        self.last = 0  # the last event number received
        self._arrived: list[Event] = []  # events received, waiting for their snapshot
        # Back after a drop: what happened meanwhile goes to the history, and
        # one sentence says it: never a flood of old news.
        self.catching_up = False
        self.lost = False  # the server no longer holds this table
        # The player's own turn timer: when it ends (time.monotonic()) and
        # whether its warning was said (see :meth:`tick`).
        self.turn_ends: float | None = None
        self.turn_warned = False
        self.warn_at = WARN_SECONDS
        self.again = PlayAgain(lambda n: self.seat_label(n, self.seats[n]),
                               self.session_options.get("key_label", lambda key: key))

    # -- what arrives ------------------------------------------------------------
    def feed(self, messages: Iterable[object]) -> list[Utterance]:
        """The words for ``messages`` (what the connection received); messages
        of other tables are ignored."""
        out: list[Utterance] = []
        for message in messages:
            if getattr(message, "table", self.table) != self.table:
                continue
            if isinstance(message, p.Joined):
                # No seat: a spectator, who watches with the public view.
                self.seat = SPECTATOR if message.seat is None else message.seat
                if message.code:
                    self.code = message.code
                self.code_due = bool(message.code and self.made)
            elif isinstance(message, p.EventMessage):
                if message.n > self.last:  # a number already had is not said twice
                    self.last = message.n
                    self._arrived.append(message.event)
            elif isinstance(message, p.Snapshot):
                out += self.snapshot(message)
            elif isinstance(message, p.Error):
                out += self.refused(message)
            elif isinstance(message, p.TimeUp):
                out += self.time_up(message.seat)
            elif isinstance(message, p.Chat):
                out += self.chat(message)
            elif isinstance(message, Dropped):
                out.append(Utterance(t("online-dropped"), cue="invalid"))
            elif isinstance(message, Reconnected) and self.table in message.table_ids:
                self.catching_up = True
            elif isinstance(message, p.RematchNews):
                out += self.again.news(message, None if self.seat == SPECTATOR else self.seat)
            elif isinstance(message, TableLost) and message.table == self.table:
                self.lost = True
                out.append(Utterance(t("online-table-lost"), interrupt=True, cue="invalid"))
        return out

    def snapshot(self, snap: p.Snapshot) -> list[Utterance]:
        self.game_id = snap.game
        self.seat = SPECTATOR if snap.seat is None else snap.seat
        self.time_turn(snap)
        out = self.seat_changes(snap.seats, over=snap.state == "over")
        if self.code_due:
            self.code_due = False
            out.insert(0, Utterance(t("online-table-code", code=spelled(str(self.code)))))
        self.seats = list(snap.seats)
        self.state = snap.state
        if self.remote is None:
            self.remote = RemoteSeat(spec(snap.game).engine, len(snap.seats), snap.options,
                                     self.seat, self.table, self.sender)
        self.remote.update(snap)
        arrived, self._arrived = self._arrived, []
        self.remote.events.extend(arrived)
        if self.session is None:
            if snap.state == "waiting":
                missing = sum(1 for s in snap.seats if s.kind == "person" and s.name is None)
                return [*out, Utterance(t("online-waiting", count=missing))]
            return [*out, *self.open_session()]
        self.session.names = self.names()
        if self.catching_up:
            self.catching_up = False
            return [*out, *self.caught_up(arrived)]
        return [*out, *self.session.flow.announce(arrived)]

    def caught_up(self, arrived: list[Event]) -> list[Utterance]:
        """Back at the table after a drop: the events missed are told to the
        history only; one sentence says how many moves there were, where the
        game stands and whose turn it is (with the call to act if it is
        the player's)."""
        session = self.session
        assert session is not None
        if tell_deal_by_deal(session, arrived):  # its words go to the history, unsaid
            session.flow.opening_heard()  # the live deal's opening is in the history too
        moves = sum(1 for e in arrived if "player" in e and e["type"] != "deal")
        deal = session.last_deal()
        where = session.prompt.where_words(deal) if deal is not None and moves else ""
        back = " ".join(w for w in (t("online-back", count=moves), where) if w)
        if session.side.current_player() == session.human and not session.flow.paused:
            return [session.say(back), session.prompt.call_to_act()]
        return [session.say(" ".join((back, session.flow.turn_words())))]

    def open_session(self) -> list[Utterance]:
        """The session, once the game may begin: its opening, or where it stands."""
        assert self.remote is not None and self.seat is not None
        cls = spec(self.game_id).session
        options = dict(self.session_options)
        # A game nobody has moved in yet: its events are the deal's own (a
        # Phase 10 deal whose first discard is a skip skips its first player,
        # an event of its own, and the game has still just begun).
        engine = spec(self.game_id).engine
        moves = [e for e in self.remote.events if engine.move_from_event(e) is not None]
        # A seat sat at by playing again may arrive a move or two late (the
        # others' first moves are made while its join is on the way). Until
        # it has moved itself, it hears the game from its first event, as
        # at any start: "the game goes on" would leave those moves unsaid.
        # One whose computer stand-in has moved for it hears where it stands.
        fresh = not moves or (self.again.expecting
                              and all(e.get("player") != self.seat for e in moves))
        session = cls(self.remote.players, [], 0, dict(self.remote.options), side=self.remote,
                      seat=self.seat, names=self.names(),
                      newcomer=fresh and self.game_id in self.newcomer_to, **options)
        self.session = session
        if fresh:
            return session.start()
        # Back at a game under way: its words so far are in the history,
        # every deal's, each summary passed (none waits for Enter: they
        # did, one deal after another); say only where it stands and whose
        # turn (as resuming a save), and no deal's opening holds the move
        # keys: it is long past.
        session.prompt.intro()
        tell_deal_by_deal(session, list(self.remote.events))
        session.flow.opening_heard()
        words = [session.prompt.resume_words(), session.flow.turn_words()]
        if session.side.current_player() == session.human:
            return [Utterance(words[0]), session.prompt.call_to_act()]
        return [Utterance(" ".join(w for w in words if w))]

    def names(self) -> list[str | None]:
        """Each seat's name for the session: a person's own (also while a
        computer player stands in: its moves are made in that seat, under
        that name); a computer player's from the player's catalog, never
        one a person at the table has (:func:`computer_slots`)."""
        slots = computer_slots(self.seats)
        return [t("bot-name", seat=slots[seat]) if seat in slots else s.name
                for seat, s in enumerate(self.seats)]

    # -- who is here ------------------------------------------------------------------
    def seat_label(self, seat: int, info: p.SeatInfo) -> str:
        if info.kind == "computer" or info.name is None:
            return t("bot-name", seat=computer_slots(self.seats).get(seat, seat))
        return info.name

    def seat_changes(self, seats: Sequence[p.SeatInfo], at: float | None = None,
                     over: bool = False) -> list[Utterance]:
        """One short sentence for each person who sat down, left, was stood
        in for or came back since the last snapshot. A drop is held back
        (:meth:`tick` says it): a computer player standing in at once makes
        it one sentence, not "away" and then "a computer player plays". One
        who left by choice is said to have left (``over``: the game is over,
        so nobody plays for them), never to be away."""
        if not self.seats or len(seats) != len(self.seats):
            return []
        clock = time.monotonic() if at is None else at  # when these seats were heard of
        said: list[str] = []
        for seat, (was, now) in enumerate(zip(self.seats, seats, strict=True)):
            if (seat == self.seat or now.kind != "person" or now.name is None
                    or self.again.quiet(seat, was, now)):  # one who plays again: no news
                continue
            name = now.name
            if was.name is None:
                said.append(t("online-seat-joins", name=name))
            elif now.left and not was.left:
                self.away_pending.pop(seat, None)
                said.append(t("online-seat-left", name=name, over="yes" if over else "no"))
            elif now.standing_in and not was.standing_in:
                self.away_pending.pop(seat, None)
                said.append(t("online-seat-stood-in", name=name))
            elif now.away and not was.away:
                self.away_pending[seat] = clock
            # Back before the drop was said (popped here): nothing happened, by ear.
            elif was.away and not now.away and self.away_pending.pop(seat, None) is None:
                said.append(t("online-seat-back", name=name))
        return [Utterance(s) for s in said]

    def away_words(self, now: float) -> list[Utterance]:
        """The drops held back for AWAY_HOLD seconds with nobody standing
        in and nobody back: one sentence each, now."""
        said = []
        for seat, since in list(self.away_pending.items()):
            if now - since < AWAY_HOLD:
                continue
            del self.away_pending[seat]
            info = self.seats[seat] if seat < len(self.seats) else None
            if info is not None and info.name is not None and info.away:
                said.append(Utterance(t("online-seat-away", name=info.name)))
        return said

    def who_words(self) -> str:
        """Everyone at the table: names, seats, computer players and their
        level, who is away and who a computer player stands in for; to a
        spectator, first that they are watching."""
        parts = []
        for seat, info in enumerate(self.seats):
            if seat == self.seat:
                parts.append(t("online-who-you", seat=seat + 1))
            elif info.kind == "computer":
                parts.append(t("online-who-computer", name=self.seat_label(seat, info),
                               seat=seat + 1, level=t("level-name", value=info.level or "normal")))
            elif info.name is None:
                parts.append(t("online-who-free", seat=seat + 1))
            else:
                state = ("left" if info.left else "stood-in" if info.standing_in
                         else "away" if info.away else "here")
                parts.append(t("online-who-person", name=info.name, seat=seat + 1, state=state))
        if self.seat == SPECTATOR:
            return t("online-who-watching", seats=join_list(parts))
        return t("online-who", seats=join_list(parts))

    # -- the turn timer ------------------------------------------------------------------
    def time_turn(self, snap: p.Snapshot) -> None:
        """The player's own turn timer, from a snapshot that offers moves."""
        if snap.turn_left is None or not snap.legal:
            self.turn_ends = None
            return
        if self.turn_ends is None:  # a new turn: its warning is still to say
            self.turn_warned = False
            self.warn_at = warning_at(snap.turn_left)
        self.turn_ends = time.monotonic() + snap.turn_left

    def tick(self, now: float | None = None) -> list[Utterance]:
        """Called every frame: a drop held back long enough (:meth:`away_words`),
        and once, before the player's time runs out, how many seconds are
        left (10, or half the time of a shorter timer)."""
        clock = time.monotonic() if now is None else now
        away = self.away_words(clock) if self.away_pending else []
        if self.turn_ends is None or self.turn_warned:
            return away
        left = self.turn_ends - clock
        if left > self.warn_at:
            return away
        self.turn_warned = True
        return [*away, Utterance(t("online-time-left", count=max(1, round(left))),
                                 cue="your_turn")]

    def time_up(self, seat: int) -> list[Utterance]:
        self.turn_ends = None
        if seat == self.seat:
            text = t("online-time-up-you")
        else:
            info = self.seats[seat] if seat < len(self.seats) else None
            name = self.seat_label(seat, info) if info is not None else seat_name(seat, -1)
            text = t("online-time-up", name=name)
        if self.session is not None:
            return [self.session.say(text, cue="your_turn")]
        return [Utterance(text, cue="your_turn")]

    # -- refusals and chat --------------------------------------------------------------
    def refused(self, error: p.Error) -> list[Utterance]:
        """A move the server refused (another player moved first, or the
        table changed): one sentence; the player's selection is theirs to
        try again."""
        if self.remote is not None and error.request is not None:
            self.remote.pending = None
        session = self.session
        code = error.code
        if error.request is None and self.chat_pending:
            # A move's refusal names its request; this one answers a chat line.
            self.chat_pending -= 1
            text = t("online-chat-refused", code=code)
        elif code == "stale":
            text = t("online-stale")
        elif session is not None and code not in p.CODES:
            try:
                return [session.moves.refuse(Refusal(code, error.args))]
            except (KeyError, TypeError, ValueError, WireError):
                text = t("online-refused")  # args this version cannot word
        else:
            text = t("online-refused")
        if session is not None:
            return [session.say(text, interrupt=True, cue="invalid")]
        return [Utterance(text, interrupt=True, cue="invalid")]

    def chat_sent(self) -> None:
        """The player sent a chat line: its echo (or its refusal) will say so."""
        self.chat_pending += 1

    def chat(self, message: p.Chat) -> list[Utterance]:
        """Someone's chat line, or the echo of the player's own: the one
        sentence that confirms it (the server has it and everyone was sent
        it), said whatever the Chat setting, as any key's answer is."""
        own = self.me is not None and message.name.casefold() == self.me.casefold()
        if own:
            self.chat_pending = max(0, self.chat_pending - 1)
            text = t("online-chat-own", text=message.text)
        else:
            text = t("online-chat", name=message.name, text=message.text)
        if self.session is not None:
            self.session.history.add(text)
        if own:
            return [Utterance(text, cue="chat")]
        return [Utterance(text, cue="chat", channel="chat")]


def tell_deal_by_deal(session: GameSession, events: Sequence[Event]) -> bool:
    """``events`` told to the session (their words go to its history), a
    deal at a time, going on past each summary a later deal follows; whether
    one was passed. The server never waits between deals, so such a summary
    is of a deal gone by: only the state the table is in may still wait (the
    game's end), at most one summary, never one per deal missed."""
    starts = [i for i, e in enumerate(events) if e["type"] == "deal" and i > 0]
    passed = False
    for begin, end in zip([0, *starts], [*starts, len(events)], strict=True):
        if begin > 0 and session.flow.paused:
            while session.flow.between_deals():
                session.flow.go_on()
            # A game over already: its end is still to come, in this batch.
            session.flow.paused = False
            passed = True
        session.flow.announce(events[begin:end])
    return passed


#: Seconds left of a turn when the player is warned (half a shorter timer).
WARN_SECONDS = 10.0
#: How long a drop is held back before it is said on its own. A short
#: sentence takes one and a half to two and a half seconds to say: a stand-in
#: within that is heard as the drop's own news, and two sentences about one
#: person that close are heard as one said twice. The client's first four
#: tries to reconnect (0.2 s doubling) also fit within it: a blip that
#: heals this fast is no news at all.
AWAY_HOLD = 3.0
#: The computer players' names the catalogs give by seat ("bot-name" 1 to 5);
#: beyond them "Player 6"...
CATALOG_NAMES = 5


def computer_slots(seats: Sequence[p.SeatInfo]) -> dict[int, int]:
    """Which catalog name ("bot-name", by number) each computer player's
    seat is called by: its seat's own, unless a person at the table has
    that name in any language (in any case: "ada", "Ада"); then the next
    one nobody has. Made from the seats alone, so every seat's client, in
    every language, gives each computer player the same place in the list.

    >>> person = lambda name: p.SeatInfo(name=name, kind="person")
    >>> computer = p.SeatInfo(name="Computer", kind="computer")
    >>> computer_slots([person("Zoe"), computer, computer])
    {1: 1, 2: 2}
    >>> computer_slots([person("ada"), computer, computer])
    {2: 2, 1: 3}
    >>> computer_slots([person("Борис"), computer, computer])
    {1: 1, 2: 3}
    """
    people = {s.name.casefold() for s in seats if s.kind == "person" and s.name}
    computers = [seat for seat, s in enumerate(seats) if s.kind == "computer"]

    def free(slot: int) -> bool:
        return not any(catalog(lang)("bot-name", seat=slot).casefold() in people
                       for lang in languages())

    # Those whose own name no person has keep it; the others take the next free ones.
    chosen = {seat: seat for seat in computers if seat >= 1 and free(seat)}
    used = set(chosen.values())
    for seat in computers:
        if seat in chosen:
            continue
        start = min(max(seat, 1), CATALOG_NAMES)
        order = [*range(start, CATALOG_NAMES + 1), *range(1, start)]
        slot = next((k for k in order if k not in used and free(k)), None)
        if slot is None:  # every catalog name taken: "Player 6" and on
            slot = next(k for k in itertools.count(CATALOG_NAMES + 1)
                        if k not in used and free(k))
        chosen[seat] = slot
        used.add(slot)
    return chosen


def warning_at(total: float) -> float:
    return min(WARN_SECONDS, total / 2)


def spelled(code: str) -> str:
    """A join code as a screen reader should say it: one character at a time."""
    return " ".join(code)
