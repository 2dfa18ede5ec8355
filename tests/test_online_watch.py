"""Watching an online table: spectators, one English and one
Russian, watch two people and a computer player play a whole game of each
game at a real server.

A spectator's session holds a remote seat at ``SPECTATOR``: it is sent the
public view and every event redacted for -1 (every hand a count). Its
words name every seat (nobody is "you"), never name a card of a hand that
was never shown, and every key that would move is refused in one sentence. Each game is watched
at one server, one at two as well (``spread``): with two, Boris and Wendy are
at the server that does not own the table.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.core.base import SPECTATOR
from game.core.session import GameSession, Utterance
from game.games import SPECS, spec
from game.i18n import set_language, t
from tests.game_traits import traits
from tests.online_helpers import (
    CYRILLIC,
    SCRIPTED_RATE,
    Person,
    Watcher,
    make_table,
    play_until_over,
    stored_log,
)
from tests.spread_helpers import Spread

#: "you" in a watcher's words: nobody at the table is the watcher.
YOU = {"en": re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE),
       "ru": re.compile(r"\b(вы|вас|вам|вами|ваш\w*|ты|тебя|тебе|тво\w*)\b", re.IGNORECASE)}
CASES = ("nom", "acc", "gen", "dat", "ins", "prep")
#: A joker in a declared group is said as the card it stands for ("with joker
#: as 4 of hearts", TP-10), and a run by its ends ("ace to 5 of clubs"), which
#: a joker may stand for: cards of no hand, so not checked as ones. A
#: Russian joker may carry the voice's stress mark («джо́керы»).
RUN_WORDS = re.compile(r"(jokers? as|джо\u0301?кер\w* как)[^;.]*|\w+ to \w+ of \w+"
                       r"|от \w+ до \w+ \w+")


def card_codes(item: Any) -> Iterator[str]:
    """Every string anywhere in an event (card codes among them)."""
    if isinstance(item, str):
        yield item
    elif isinstance(item, dict):
        for value in item.values():
            yield from card_codes(value)
    elif isinstance(item, list | tuple):
        for value in item:
            yield from card_codes(value)


def card_words(game_id: str, code: str) -> list[str]:
    """The names of the card ``code`` in every case, in the current language
    (none for a string that is no card of this game: its traits' ``card_name``)."""
    name = traits(game_id).card_name
    try:
        return [name(code, case) for case in CASES]
    except (ValueError, KeyError, IndexError):
        return []


def hidden_cards(game_id: str, log: list[dict[str, Any]]) -> list[set[str]]:
    """For each number of events told (0 to all of them), the card codes of
    the deal under way a spectator has not been shown by then: a hand's
    cards not yet played, the stock, a card drawn from it."""
    engine = spec(game_id).engine
    hidden: list[set[str]] = [set()]
    dealt: set[str] = set()
    shown: set[str] = set()
    for event in log:
        if event["type"] == "deal":  # it holds every card of the deal: hands, stock
            dealt, shown = set(), set()
        dealt |= set(card_codes(event))
        shown |= set(card_codes(engine.redact(event, SPECTATOR)))
        hidden.append(dealt - shown)
    return hidden


def watch(game_id: str, tmp_path: Path, seed: int,
          spread: Spread) -> tuple[list[Watcher], str, Path]:
    rng = random.Random(seed)
    data = tmp_path / "data"
    with spread.start(data, *SCRIPTED_RATE) as servers:
        owner, other = servers[0].url, servers[-1].url
        ana = Person(owner, "Ana", "en")
        boris = Person(other, "Борис", "ru")
        watchers = [Watcher(other, "Wendy", "en"), Watcher(owner, "Вера", "ru")]
        made = make_table(ana, game_id)
        table = made["table"]
        for person in (boris, *watchers):
            person.sit(table)
        # One spectator before the game begins, one after the players sit.
        watchers[0].client.send({"type": "join", "code": made["code"], "spectator": True})
        watchers[0].pump(0.3)
        boris.client.send({"type": "join", "code": made["code"]})
        watchers[1].client.send({"type": "join", "code": made["code"], "spectator": True})
        everyone: list[Person] = [ana, boris, *watchers]

        def press_now_and_then(step: int) -> None:
            if step % 7 == 0:
                for watcher in watchers:
                    watcher.press(rng)

        play_until_over(everyone, rng, 3000, press_now_and_then)
        for person in everyone:
            person.client.close()
    return watchers, table, data


def words_of(utterances: list[Utterance]) -> list[str]:
    return [u.text for u in utterances if u.channel == "game"]


#: Every game watched at one server; at two, Shithead (its face-down cards are
#: the hands a spectator must not see even when they are played): a whole
#: watched game costs a minute or more, and every game's redaction for a
#: forwarded spectator is proved by tests/test_online_spread.py and the sessions'.
WATCHED = [*((s.id, "one-server") for s in SPECS), ("shithead", "two-servers")]


@pytest.mark.parametrize(("game_id", "spread"), WATCHED, indirect=["spread"])
def test_spectators_watch_a_whole_game_in_their_language_and_see_no_hand(
        game_id: str, tmp_path: Path, spread: Spread) -> None:
    watchers, table, data = watch(game_id, tmp_path, seed=len(game_id) + 3, spread=spread)
    log = stored_log(data, table, tmp_path / "record.jsonl", spread.export_args(data))
    engine = spec(game_id).engine
    hidden = hidden_cards(game_id, log)
    assert sum(len(h) for h in hidden) > len(log), "the check below would check nothing"
    for watcher in watchers:
        assert watcher.table is not None and watcher.table.session is not None
        session: GameSession = watcher.table.session
        assert session.human == SPECTATOR and session.watching
        assert session.side.is_over(), f"{watcher.lang}: the game did not end"
        # Every event once, in order, as a spectator may know it.
        assert session.side.events == [engine.redact(e, SPECTATOR) for e in log]
        set_language(watcher.lang)
        heard = words_of(watcher.heard)
        reports = words_of([u for _, u in watcher.reports])
        assert len(heard) > 20 and reports
        # Every seat by name: both people, and the computer player by its catalog name.
        for name in ("Ana", "Борис", t("bot-name", seat=1)):
            assert any(name in text for text in heard), name
        plain = [text.replace("Борис", "").replace("Ana", "") for text in heard + reports]
        if watcher.lang == "ru":
            assert all(CYRILLIC.search(text) for text in plain), [
                text for text in plain if not CYRILLIC.search(text)][:3]
        else:
            assert not any(CYRILLIC.search(text) for text in plain), [
                text for text in plain if CYRILLIC.search(text)][:3]
        # Nobody at the table is "you": not in the game's words nor in the
        # reports (but the watcher's own status: "You are watching...").
        status = t("watch-status", names=session.prompt.players_list())
        read = [u.text for _, u in watcher.reports if u.text != status]
        spoken_to = [text for text in heard + read if YOU[watcher.lang].search(text)]
        assert not spoken_to, spoken_to[:3]
        # No card of a hand that was never shown is ever named, in any case.
        said = [*zip(watcher.heard, watcher.told_at, strict=True),
                *zip([u for _, u in watcher.reports], watcher.report_told, strict=True)]
        assert max(at for _, at in said) == len(log)
        patterns: dict[int, re.Pattern[str] | None] = {}
        for utterance, at in said:
            if at not in patterns:
                names = {w for code in hidden[at] for w in card_words(game_id, code)}
                patterns[at] = re.compile("|".join(
                    rf"(?<!\w){re.escape(w)}(?!\w)"
                    for w in sorted(names, key=len, reverse=True))) if names else None
            pattern = patterns[at]
            text = RUN_WORDS.sub("", utterance.text)
            assert pattern is None or not pattern.search(text), (at, utterance.text)
        # Every key that would move is refused in one sentence, and nothing moved.
        refused = t("watch-refused", names=session.prompt.players_list())
        assert watcher.refusals
        assert all(u.text == refused for _, u in watcher.refusals), watcher.refusals[:3]
        assert not session.cursor.rows[0].items, "a watcher has no hand row"
        assert session.reports.table_model() is not None
