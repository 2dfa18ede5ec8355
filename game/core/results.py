"""The results screen as a picture, with no pygame: the score table at a
deal's end and the winner banner at game over, from what the session
knows publicly.

Built from the engine's events as the player sees them (``redact``), never
from the engine's state: a deal's end shows only the cards its event makes
public (a game whose deal end lays every hand open to count penalties gives
them as cards; a deal or game end that names no cards draws none).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import parse_cards
from .table import CardFace, standard_face

#: The events that end a deal or the game (each engine's own names).
DEAL_ENDS = frozenset({"deal_end", "hand_end"})
GAME_END = "game_end"


@dataclass(frozen=True)
class ScoreRow:
    """One player's line: name, this deal's cells, the total (None where
    the game keeps none) and whether they won the game."""

    name: str
    cells: tuple[str, ...]
    total: int | None
    winner: bool = False


@dataclass(frozen=True)
class ResultsModel:
    """What the results screen draws: a banner at game over, a title, the
    score table (headers then one row per player, in seat order), the
    remaining cards that are public, the notes (the summary's words) and
    the keys line (what goes on from here: the summary's last line)."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[ScoreRow, ...]
    banner: str = ""
    hands: tuple[tuple[str, tuple[CardFace, ...]], ...] = ()
    notes: tuple[str, ...] = ()
    keys: str = ""

    def faces(self) -> Iterator[CardFace]:
        """Every card drawn, for the hidden-card checks."""
        for _, faces in self.hands:
            yield from faces


def last_results(events: Sequence[dict[str, Any]]) -> tuple[dict[str, Any] | None,
                                                           dict[str, Any] | None]:
    """The last deal end and the game end (None when the game goes on),
    searched from the newest event back."""
    deal: dict[str, Any] | None = None
    end: dict[str, Any] | None = None
    for event in reversed(events):
        kind = event.get("type")
        if kind == GAME_END and end is None:
            end = event
        elif kind in DEAL_ENDS:
            deal = event
            break
        elif end is not None:
            break  # the game ended with no deal's end just before it
    # Between deals the next deal's events follow the deal's end: skipped.
    return deal, end


def results_model(session: Any) -> ResultsModel | None:
    """The results of a :class:`~game.core.session.GameSession` while its
    summary waits or once its game is over; None while a deal goes on."""
    side = session.side
    over = bool(side.is_over())
    if not over and not session.flow.between_deals():
        return None
    events = side.known_events()
    deal, end = last_results(events)
    if deal is None and end is None:
        return None
    # A summary ends with the key that goes on ("Press Enter to deal on."):
    # the screen keeps room for it, the rest of the words fill what is left.
    summary = tuple(session.flow.summary)
    return build(deal, end, side.players, lambda s: str(session.name(s, True)),
                 summary[:-1], summary[-1] if summary else "")


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def build(deal: dict[str, Any] | None, end: dict[str, Any] | None, players: int,
          name: Any, notes: tuple[str, ...] = (), keys: str = "") -> ResultsModel:
    """The model from a deal's end event and the game's end (either may be
    None); ``name(seat)`` is the seat's name with a capital."""
    from ..i18n import t

    headers: list[str] = [t("results-player")]
    columns: list[list[str]] = []
    totals: list[int] | None = None
    if deal is not None:
        if "scores" in deal:  # points won or lost this deal
            headers.append(t("results-deal-points"))
            columns.append([_signed(p) for p in deal["scores"]])
        if "penalties" in deal:  # penalty points this hand
            headers.append(t("results-penalty"))
            columns.append([str(p) for p in deal["penalties"]])
        totals = list(deal.get("totals", [])) or None
    source = end if end is not None else deal
    if source is not None and "phases_done" in source:
        headers.append(t("results-phases-done"))
        columns.append([str(p) for p in source["phases_done"]])
    if end is not None and "finished" in end:  # a game of places: the order players went out
        places = [""] * players
        for place, seat in enumerate(end["finished"], start=1):
            places[seat] = str(place)
        left = [seat for seat in range(players) if not places[seat]]
        if len(left) == 1:  # the one still holding cards when the rest went out
            places[left[0]] = t("results-last")
        headers.append(t("results-place"))
        columns.append([p or "-" for p in places])
        totals = None  # no points kept: the place is the result
    elif end is not None and "totals" in end:
        totals = list(end["totals"])
    if totals is not None:
        headers.append(t("results-total"))
    winners = set(end.get("winners", [])) if end is not None else set()
    rows = tuple(ScoreRow(name(s), tuple(c[s] for c in columns),
                          totals[s] if totals is not None else None, s in winners)
                 for s in range(players))
    hands: tuple[tuple[str, tuple[CardFace, ...]], ...] = ()
    if deal is not None and isinstance(deal.get("hands"), list):
        # Only hands the event gives as cards: a count is a hidden hand.
        hands = tuple((name(s), tuple(standard_face(c) for c in parse_cards(h)))
                      for s, h in enumerate(deal["hands"]) if isinstance(h, list) and h)
    banner = ""
    if end is not None:
        names = [name(s) for s in sorted(winners)]
        banner = t("results-draw") if end.get("draw") or not names else \
            t("results-winners", count=len(names), list=_join(names))
    if end is not None:
        title = t("results-game-over")
    elif deal is not None and "hand" in deal:  # a game that counts hands, not deals
        title = t("results-hand-over", number=deal["hand"])
    else:
        title = t("results-deal-over", number=(deal or {}).get("deal", 0))
    return ResultsModel(title, tuple(headers), rows, banner, hands, notes, keys)


def _join(names: list[str]) -> str:
    from ..i18n import join_list
    return str(join_list(names))
