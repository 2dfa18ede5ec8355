"""Saved games: the record so far plus a little screen state.

A save is not trusted: loading builds a new session from the header and
replays every move through the engine, each one checked as legal and each
event against the record, so a save that does not replay is detected. The
bots' moves come from the record too (a bot with memory observes its own):
choosing again would re-run every expert's search and make loading a
long game slow. A bad save gives one
sentence and is moved aside as ``.bad``.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from ..core.base import Event, Game, IllegalMove
from ..core.bots import LEVELS, observe
from ..core.records import FORMAT, header_fault, record_lines
from ..core.replay import Inconsistency, ReplayFault, ReplayHooks, parse_lines, replay_moves
from ..core.seat import LocalSeat
from ..core.session import GameSession
from ..games import engines, known, spec
from ..i18n import t
from .files import FileFault, atomic_write, copy_aside, present, read_text, shorten
from .files import move_aside as move_file_aside
from .settings import data_dir

SAVE_FILE = "save.jsonl"
# What reading a damaged field of a move can raise; a sound save raises none.
MALFORMED = (KeyError, ValueError, TypeError, AttributeError, IndexError)
MAX_OPTION = 10**6  # beyond any game's option (points to win, deals): damage


class SaveError(Exception):
    """Why a save cannot be used, as a short phrase for the sentence."""


def save_path() -> Path:
    return data_dir() / SAVE_FILE


def save_game(session: GameSession, path: Path | None = None) -> Path:
    """Write ``session`` so that it can be resumed; the old save is replaced
    only once the new one is whole."""
    path = path or save_path()
    head = session.bots.record_header()
    head["save"] = {"levels": session.bots.levels,
                    "sort": getattr(session.moves, "sort_order", None),
                    "row": session.cursor.row, "focus": list(session.cursor.focus),
                    "suggested": session.advice.suggestions_used}
    atomic_write(path, "\n".join(record_lines(head, session.side.events)) + "\n")
    return path


def describe_save(path: Path | None = None) -> tuple[dict[str, Any], int] | None:
    """(header, deals so far) of a save, for the menu's "Resume ..." item;
    None if there is no save. A broken file gives ({}, 0): loading it says why."""
    path = path or save_path()
    if not present(path) or is_emptied(path):
        return None
    try:
        lines = read_text(path).splitlines()
        head = json.loads(lines[0]) if lines else {}
    except (FileFault, ValueError, RecursionError):  # ValueError covers bad JSON
        return {}, 0
    if not isinstance(head, dict) or head.get("type") != "header" or header_fault(head, engines()):
        return {}, 0  # the menu offers "Resume the saved game"; loading says what is wrong
    deals = sum(1 for line in lines if '"type": "deal"' in line)
    return head, deals


def load_game(path: Path | None = None, **session_args: Any) -> GameSession:
    """Rebuild the saved game by replaying it; raises SaveError."""
    return resume_game(path, **session_args)[0]


def resume_game(path: Path | None = None, **session_args: Any
                ) -> tuple[GameSession, str | None]:
    """Rebuild the saved game by replaying it: (the session, the sentence
    for a save whose last line was torn, else None); raises SaveError.

    A save cut off while it was written (the disk full, the power gone)
    stops inside its last line, which is then not whole JSON and has no
    newline. That line alone is left out:
    the game resumes from the whole lines before it, the file as it was is
    kept as ``.bad`` and the save written again whole. A bad line anywhere
    else is damage, and the save is refused."""
    path = path or save_path()
    try:
        text = read_text(path)
    except FileFault as err:
        raise SaveError(err.words) from None
    lines = text.splitlines()
    torn = False
    try:
        events = parse_lines(lines)
    except Inconsistency as err:  # its reason is the record checker's English: not said
        kind = "json" if err.reason.startswith("not JSON") else "event"
        # Torn: the file stops inside its last line (every line is written
        # with its newline); a bad line that ends in one is damage.
        torn = kind == "json" and 1 < err.line == len(lines) and not text.endswith("\n")
        if not torn:
            raise SaveError(t("save-fault-line", line=err.line,
                              reason=t("save-fault-unreadable", kind=kind))) from None
        events = parse_lines(lines[:err.line - 1])
    session = _rebuild(events, torn, session_args)
    if not torn:
        return session, None
    # Whether the engine made the torn line again: a line that followed
    # from the move before it (the next deal) is not lost.
    lost = len(session.side.events) <= len(events) - 1
    kept = copy_aside(path)
    if kept is not None:
        with contextlib.suppress(OSError):  # saved again at the next deal or on leaving
            save_game(session, path)
    return session, t("save-torn", file=str(path), lost="yes" if lost else "no",
                      kept=str(kept or path))


def _rebuild(events: list[tuple[int, dict[str, Any]]], torn: bool,
             session_args: dict[str, Any]) -> GameSession:
    """The session of a save's events, each replayed and checked; ``torn``:
    the save's last line was left out, so the last move may make events
    the save no longer holds."""
    if not events or events[0][1].get("type") != "header":
        raise SaveError(t("save-fault-no-header"))
    head = events[0][1]
    if head.get("format") != FORMAT:
        raise SaveError(t("save-fault-format", format=shorten(str(head.get("format")))))
    game_id = head.get("game")
    if not known(game_id):
        raise SaveError(t("save-fault-game", game=shorten(str(game_id))))
    field = header_fault(head, engines())
    if field is None and not all(
        abs(value) <= MAX_OPTION for value in dict(head.get("options", {})).values()
        if isinstance(value, int)
    ):
        field = "options"  # a number no game has (1e30 points to win), damage
    if field is not None:
        raise SaveError(t("save-fault-field", field=field))
    state = head.get("save")
    levels = state.get("levels") if isinstance(state, dict) else None
    if not isinstance(state, dict) or not isinstance(levels, list) or not all(
        isinstance(level, str) and level in LEVELS for level in levels
    ) or len(levels) != len(head["players"]) - 1:
        raise SaveError(t("save-fault-no-state"))
    try:
        session = spec(game_id).session(len(levels) + 1, levels, head.get("seed", 0),
                                        dict(head.get("options", {})), **session_args)
    except (ValueError, TypeError, KeyError):  # options this version's game refuses
        raise SaveError(t("save-fault-field", field="options")) from None
    recorded = [e for _, e in events[1:]]
    numbers = [n for n, _ in events[1:]]
    _replay_into(session, recorded, numbers, torn)
    default_sort = getattr(session.moves, "sort_order", None)
    if isinstance(state.get("sort"), str) and default_sort is not None:
        session.moves.sort_order = state["sort"]  # type: ignore[attr-defined]
    try:
        session.cursor.refresh_rows()
    except KeyError:  # a sort order this version does not have: its own order
        session.moves.sort_order = default_sort  # type: ignore[attr-defined]
        session.cursor.refresh_rows()
    session.advice.suggestions_used = state.get("suggested") is True  # counted apart (stats)
    restore_focus(session, state)
    return session


def restore_focus(session: GameSession, state: dict[str, Any]) -> None:
    """Put the focus back where the save says, row and card; a value out of
    range (a damaged or older save) leaves that part where a new game has it."""
    if type(state.get("row")) is int and 0 <= state["row"] < len(session.cursor.rows):
        session.cursor.row = state["row"]
    focus = state.get("focus")
    if isinstance(focus, list) and len(focus) == len(session.cursor.rows) and all(
        type(i) is int and 0 <= i < max(1, len(row.items))
        for i, row in zip(focus, session.cursor.rows, strict=True)
    ):
        session.cursor.focus = list(focus)


def _replay_into(session: GameSession, recorded: list[dict[str, Any]], numbers: list[int],
                 torn: bool = False) -> None:
    """Drive ``session`` through the recorded game, every move (the bots'
    too) from the record (:func:`game.core.replay.replay_moves`). Every
    event must match.

    The moves before the current deal go to the engine alone, words unsaid
    (they were most of a long game's load, said to nobody); the bots with
    memory observe theirs, the session notes the events it keeps across
    deals (:meth:`ComputerPlayers.replayed_quietly`). From the session's
    :meth:`ComputerPlayers.quiet_replay_end` on, the moves are announced as
    they were played, so what it keeps of the deal is as the player left it.
    ``torn``: the save's last line was left out, so the last move may make
    events the save no longer holds."""
    side = session.side
    if not isinstance(side, LocalSeat):  # a save is of a game on this computer
        raise TypeError("a save is replayed on this computer's engine")
    game = side.engine
    session.start()
    extra_allowed = torn or not recorded
    # The rows on screen are built once at the end (load_game), not after
    # every replayed event: most of a long game's load time went there.
    session.cursor.refresh_rows = lambda: None  # type: ignore[method-assign]
    try:
        quietly = _QuietReplay(session, min(session.bots.quiet_replay_end(recorded), len(recorded)))
        replay_moves(game, recorded, quietly, until=quietly.end, extra_allowed=extra_allowed)
        if not quietly.done:
            session.bots.quiet_replay_done()
        replay_moves(game, recorded, _SessionReplay(session), extra_allowed=extra_allowed)
    except ReplayFault as fault:
        raise _save_fault(fault, numbers) from None
    finally:
        del session.cursor.refresh_rows
    if game.is_over():
        raise SaveError(t("save-fault-over"))
    while session.flow.paused:
        session.flow.go_on()
    session.history.messages.clear()


def _save_fault(fault: ReplayFault, numbers: list[int]) -> SaveError:
    """The sentence for a save that does not replay."""
    if fault.kind == "over":
        return SaveError(t("save-fault-over"))
    if fault.kind == "nothing":  # the session made no move of it
        return SaveError(t("save-fault-differs"))
    line = numbers[-1] if fault.kind == "extra" else numbers[fault.at]
    reason = "save-fault-illegal" if fault.kind in ("illegal", "damaged") else "save-fault-differs"
    return SaveError(t("save-fault-line", line=line, reason=t(reason)))


class _QuietReplay(ReplayHooks):
    """The recorded moves before ``end`` (the session's
    ``quiet_replay_end``), applied to the engine with no words; each one
    still checked legal and its events against the record. Where the last
    of them runs past ``end``, the events from there on are said."""

    def __init__(self, session: GameSession, end: int) -> None:
        self.session = session
        self.end = end
        self.done = False  # the session was told the quiet part is over

    def apply(self, engine: Game[Any], seat: int | None, move: Any) -> list[Event]:
        bot = self.session.side.bots.get(seat) if seat is not None else None
        if seat is not None and hasattr(bot, "observe"):  # only a bot with memory needs its view
            observe(bot, engine.view(seat), move)
        return engine.apply(move)

    def applied(self, engine: Game[Any], events: list[Event]) -> None:
        session = self.session
        # The move that ended the deal before deals the next one in the same
        # batch: its events from ``end`` on (the new deal) are said.
        quiet = len(events) - max(0, len(engine.events) - self.end)
        shown = [engine.redact(event, session.human) for event in events[:quiet]]
        for event in shown:
            session.advice.note_event(event)
        session.bots.replayed_quietly(shown)
        if quiet < len(events):
            session.bots.quiet_replay_done()
            self.done = True
            session.flow.announce(events[quiet:])


class _SessionReplay(ReplayHooks):
    """Every recorded move left, the player's and the bots', in turn, with
    the session's words. Every move comes from the record, the bots' too:
    choosing again would re-run every decision (an expert's search, a hard
    bot's look-ahead) and take seconds; a bot with memory still observes."""

    def __init__(self, session: GameSession) -> None:
        self.session = session

    def ready(self, engine: Game[Any]) -> bool:
        if self.session.flow.paused:
            self.session.flow.go_on()
            return False
        return True

    def apply(self, engine: Game[Any], seat: int | None, move: Any) -> list[Event]:
        refusal = engine.refusal(move)  # a move of damaged fields raises: illegal too
        if refusal is not None:
            raise IllegalMove(refusal)
        before = len(engine.events)
        if seat == self.session.human:
            self.session.moves.try_move(move)
        else:
            self.session.bots.take(move)
        return engine.events[before:]


def move_aside(path: Path) -> Path | None:
    """Keep a bad save as NAME.bad (never deleted); None if it cannot be moved."""
    return move_file_aside(path)


def is_emptied(path: Path) -> bool:
    """A save emptied in place by :func:`delete_save` (a folder where files
    cannot be removed): the finished game is no longer offered."""
    try:
        return path.stat().st_size == 0
    except OSError:
        return False


def delete_save(path: Path | None = None) -> None:
    """Remove the save of a finished game. Where the folder forbids removing
    it, the file is emptied in place instead, which the menu takes for no
    save. Raises OSError when neither can be done: the save would be
    offered again."""
    path = path or save_path()
    try:
        path.unlink()
    except FileNotFoundError:
        return
    except OSError:
        with path.open("w", encoding="utf-8"):  # raises OSError where this is refused too
            pass
