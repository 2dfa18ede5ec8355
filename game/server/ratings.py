"""Ratings and leaderboards: each game's rating of every person, moved by
openskill (Plackett-Luce) at the end of each rated match.

A match is rated when it is over and at least two seats are people: the
people are ranked among themselves by the engine's results (computer
players are not rated and leave the ranking; a person who left and whose
seat a computer player finished is rated all the same, as if they had
played it out). A match with fewer than two people moves no rating.

The shown rating is openskill's ordinal, ``mu - 3 sigma``, rounded: a new
player's is 0 (mu 25, sigma 25/3), and it grows as wins make the model surer.

Written once per match whatever happens to the server: the rating is
stored (one transaction, each seat's before and after with it) before the
table is marked finished and before any seat is sent the last events, and
a table whose last events were stored but which was never rated (a kill -9
between the two) is rated when it is rebuilt at the next start; a second
try at the same table changes nothing (:meth:`TableStore.rate_match`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, cast

from openskill.models import PlackettLuce

from ..core.base import Event, Results
from ..games import known
from ..online import protocol as p
from .store import RatedSeat, Standing, TableStore
from .table import Table

if TYPE_CHECKING:
    from .connection import Connection

MODEL = PlackettLuce()


def ordinal(standing: Standing) -> float:
    """openskill's ordinal: ``mu - 3 sigma``, the leaderboard's order."""
    return standing.mu - 3 * standing.sigma


def shown(standing: Standing) -> int:
    """The rating a player hears: the ordinal, rounded."""
    return round(ordinal(standing))


def places(results: Results, last: Event | None, better: str | None) -> list[int]:
    """Each seat's place (0 is first; equal places tie), from the engine's
    results and its last event (``game_end``): the winners first; then the
    order the others went out in (a ``finished`` list: Shithead's, its
    shithead last); then more phases done (``phases_done``: the phase games);
    then the totals, higher or lower better as the game's spec says. A draw
    ties everyone."""
    seats = range(len(results.totals))
    if results.draw:
        return [0 for _ in seats]
    end = last if last is not None and last.get("type") == "game_end" else {}
    order: list[int] = end.get("finished") or []
    phases: list[int] = end.get("phases_done") or []
    sign = {"high": -1, "low": 1}.get(better or "", 0)

    def key(seat: int) -> tuple[int, int, int, int]:
        out = order.index(seat) if seat in order else len(order)
        done = -int(phases[seat]) if seat < len(phases) else 0
        return (0 if seat in results.winners else 1, out, done, sign * results.totals[seat])

    keys = [key(seat) for seat in seats]
    distinct = sorted(set(keys))
    return [distinct.index(k) for k in keys]


def rated_seats(table: Table) -> tuple[list[RatedSeat], list[int]]:
    """The people of a finished table who are rated, and their places (as
    :func:`places`, among the people only); none if fewer than two people sat."""
    people = [(n, s.token) for n, s in enumerate(table.seats)
              if s.kind == "person" and s.token is not None]
    if len({token for _, token in people}) < 2:
        return [], []
    engine = table.engine
    results = engine.results()
    last = engine.events[-1] if engine.events else None
    ranks = places(results, last, table.spec.better)
    seats = [(n, token, n in results.winners and not results.draw) for n, token in people]
    return seats, [ranks[n] for n, _ in people]


def rater(ranks: list[int]) -> Callable[[list[Standing | None]], list[tuple[float, float]]]:
    """openskill's update of one match, one team a person, ranked by ``ranks``."""
    def rate(before: list[Standing | None]) -> list[tuple[float, float]]:
        teams = [[MODEL.rating() if s is None else MODEL.rating(mu=s.mu, sigma=s.sigma)]
                 for s in before]
        after = MODEL.rate(teams, ranks=[float(r) for r in ranks])
        return [(team[0].mu, team[0].sigma) for team in after]
    return rate


class Ratings:
    """The server's ratings (:class:`game.server.app.Server` holds one)."""

    def __init__(self, store: TableStore,
                 send: Callable[..., Awaitable[None]]) -> None:
        self.store = store
        self.send = send

    def finished(self, table: Table) -> bool:
        """Rate ``table``'s match if it is over and rated and was not yet;
        True if this call moved the ratings."""
        if not table.engine.is_over():
            return False
        seats, ranks = rated_seats(table)
        if not seats:
            return False
        return self.store.rate_match(table.id, table.spec.id, seats, rater(ranks))

    async def answer(self, conn: Connection, message: p.Message) -> None:
        """A question of the ratings' (``conn`` has said hello: its token is known)."""
        token = cast(str, conn.token)  # asked only after hello, which sets the token
        if isinstance(message, p.AskLeaderboard):
            await self.send(conn, self.leaderboard(message.game, token))
        elif isinstance(message, p.AskStats):
            await self.send(conn, self.stats(token))
        elif isinstance(message, p.AskRating):
            await self.send(conn, self.change(message.table, token))

    def leaderboard(self, game: str, token: str) -> p.Message:
        if not known(game):
            return p.Error(code="bad-game")
        board, players = self.store.leaderboard(game, p.LEADERBOARD_TOP)
        top: list[p.Ranked] = []
        for n, (name, standing) in enumerate(board):
            # Equal ratings share a place: a place counts only the better ones.
            tied = n > 0 and ordinal(board[n - 1][1]) == ordinal(standing)
            top.append(p.Ranked(place=top[-1].place if tied else n + 1, name=name,
                                rating=shown(standing), matches=standing.matches,
                                wins=standing.wins))
        mine = self.store.place(game, token)
        you = None
        if mine is not None:
            place, players, standing = mine
            you = p.Ranked(place=place, name=self.store.player_name(token) or "",
                           rating=shown(standing), matches=standing.matches, wins=standing.wins)
        return p.Leaderboard(game=game, top=top, you=you, players=players)

    def stats(self, token: str) -> p.Stats:
        lines = []
        for game in sorted(self.store.standings(token)):
            mine = self.store.place(game, token)
            if mine is None:
                continue
            place, players, standing = mine
            lines.append(p.GameStats(game=game, place=place, players=players,
                                     rating=shown(standing), matches=standing.matches,
                                     wins=standing.wins))
        return p.Stats(games=lines)

    def change(self, table_id: str, token: str) -> p.RatingChange:
        found = self.store.match_rating(table_id, token)
        if found is None:
            return p.RatingChange(table=table_id)
        game, before, after = found
        return p.RatingChange(table=table_id, game=game, rated=True,
                              before=None if before is None else shown(before),
                              after=shown(after))
