"""War as the player meets it: the words for every event, and its parts:
the table row and the pile row (``cursor.py``), Enter turning over the top
card (``moves.py``), its reports (piles and cards won, the window's lines:
``reports.py``), its opening words and turn prompt (``prompt.py``).
Everything said comes from ``locale/<lang>/war.ftl``."""

from __future__ import annotations

from typing import Any

from ...core.base import Event
from ...core.cards import Card
from ...core.command_table import FOCUS_KEYS, ROW_KEYS, Part
from ...core.jump import RANK_PART_KEYS
from ...core.opening import must_say
from ...core.session import GameSession, Utterance
from ...core.words import card_name
from ...i18n import join_list, t
from .bots import BOTS
from .cursor import WarCursor
from .moves import WarMoves
from .prompt import WarPrompt
from .reports import WarReports
from .rules import War, WarView


class WarSession(GameSession):
    engine = War
    bot_levels = BOTS
    moves: WarMoves
    cursor: WarCursor

    def __init__(self, players: int, levels: list[str], seed: int,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(players, levels, seed, options, **kwargs)
        #: The move key, Enter (moves.py).
        self.moves = WarMoves(self)
        #: The table and pile rows and the focus on them (cursor.py).
        self.cursor = WarCursor(self)
        #: The report keys' words and the window's lines (reports.py).
        self.reports = WarReports(self)
        self.cursor.refresh_rows()

    def make_prompt(self, newcomer: bool) -> WarPrompt:
        return WarPrompt(self, newcomer=newcomer)

    def view(self) -> WarView:
        view: WarView = self.side.view()  # a watcher's: the public view
        return view

    #: War's keys: what answers each (any function of the session: Enter is
    #: its ``moves``', the report keys its ``reports``', from GameSession's
    #: table), what F1 lists, and the game screen's keys War has no use
    #: for, which say so.
    command_table = GameSession.command_table.extend(
        Part(commands={"play": lambda s: s.moves.cmd_play()}),
        listed=(*FOCUS_KEYS, *ROW_KEYS, "play", "my_status", "opponents", "table", "scores",
                "whose_turn", "repeat_last"),
        not_here=("toggle_select", "draw", "take_discard", "sort", *RANK_PART_KEYS))

    def took_in(self, event: Event) -> None:
        # The rows follow the table once an event is said, never while its
        # words are made: describe changes nothing a key reads
        # (tests/test_describe_pure.py).
        if event["type"] in ("deal", "turn", "battle"):
            self.cursor.refresh_rows()

    def describe(self, event: Event) -> list[Utterance]:
        kind = event["type"]
        if kind == "deal":
            return [must_say(self.say(t("war-deal", count=event["hands"][self.human],
                                        dealer=self.name(event["dealer"], capital=True),
                                        you="yes" if event["dealer"] == self.human else "no")))]
        if kind == "turn":
            seat = event["player"]
            text = t("war-turns", who=self.name(seat, capital=True),
                     you="yes" if seat == self.human else "no",
                     card=card_name(Card.parse(event["card"])))
            return [self.say(text, cue="play", seat=seat)]
        if kind == "battle":
            winner = event["winner"]
            if winner is None:
                return [self.say(t("war-tie"))]
            return [self.say(t("war-battle", who=self.name(winner, capital=True),
                               you="yes" if winner == self.human else "no",
                               count=event["cards"],
                               card=card_name(Card.parse(event["card"]))),
                             cue="hand_won" if winner == self.human else None)]
        if kind == "game_end":
            winners = event["winners"]
            who = join_list([self.name(w, capital=(i == 0)) for i, w in enumerate(winners)])
            entries = [t("war-won-entry", who=self.name(s), count=n)
                       for s, n in enumerate(event["totals"])]
            return [
                self.say(t("war-scores", list=join_list(entries))),
                self.say(t("war-winner", who=who, count=len(winners),
                           you="yes" if winners == [self.human] else "no",
                           won=event["totals"][winners[0]]), cue="game_over"),
                self.prompt.play_again(),  # offline war-play-again; online, at the same table
            ]
        return []
