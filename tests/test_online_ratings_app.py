"""Ratings as the player hears them, by keys alone in real
headless apps at a real server: at the end of a rated match the player hears
one line with their rating change; the lobby's "Leaderboards" and "My
statistics" are read as short lines, in English and in Russian (numbers in
words, names declined)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import threading
from pathlib import Path

from tests.helpers_app import REPO, app_env, write_keys
from tests.online_helpers import Client, play_to_end, server
from tests.test_online_app import Transcript

#: From the lobby with no open table: No open tables yet, Create a table,
#: Join with a code, Leaderboards, My statistics, Back.
TO_LEADERBOARDS = ["down", "down", "down", "return"]
#: A leaderboard (Twenty's, the first game) read line by line, then back to
#: the lobby and My statistics read line by line.
READ_BOTH = [*TO_LEADERBOARDS, "return", "down", "down", "down", "escape", "escape",
             "down", "return", "down", "down"]


def run_app(folder: Path, url: str, name: str, keys: list[str], token: str = "",
            *extra: str) -> Transcript:
    profile = folder / "profile"
    profile.mkdir(parents=True, exist_ok=True)
    if token:  # the player's name is theirs on this server: its token is kept
        (profile / "settings.json").write_text(json.dumps(
            {"online_name": name, "online_token": token}), encoding="utf-8")
    script = write_keys(folder / "keys.txt", keys)
    return Transcript(subprocess.Popen(
        [sys.executable, "-m", "game", "--headless", "--keys", str(script),
         "--online", url.removeprefix("ws://"), "--name", name, "--profile", str(profile),
         *extra], cwd=REPO, env=app_env(folder, PYTHONUNBUFFERED="1"),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))


def test_a_rated_match_then_the_leaderboard_and_my_statistics_by_keys(tmp_path: Path) -> None:
    with server(tmp_path / "server", "--rate", "1000") as srv:
        # Борис waits at an open table of Twenty to one point for one more person.
        boris = Client(srv.url, "Борис")
        table = boris.ask({"type": "create", "game": "twenty", "options": {"match_points": 1},
                           "seats": [{"kind": "person"}, {"kind": "person"}]},
                          "joined")["table"]
        # Ana sits at it from the lobby (its first item) and plays by the
        # suggestion and Enter; once the match is over, Enter takes her to the
        # lobby, where the pairs left do nothing (no table is open).
        ana = run_app(tmp_path / "ana", srv.url, "Ana",
                      ["return", "return", *(["g", "return"] * 30)])
        boris_plays = threading.Thread(target=play_to_end,
                                       args=(boris, table, random.Random(5)))
        boris_plays.start()
        boris_plays.join(150)
        heard = ana.finish()
        end = [e for e in boris.events.values() if e["type"] == "game_end"][0]
        ana_won = end["winners"] == [1]
        # One line at the match's end: her first rated match, from 0.
        rating = next(line for line in heard if line.startswith("Your Twenty rating"))
        assert rating == ("Your Twenty rating is now 3." if ana_won
                          else "Your Twenty rating is now -2.")
        boris.close()
        settings = json.loads((tmp_path / "ana" / "profile" / "settings.json").read_text("utf-8"))

        english = run_app(tmp_path / "ana2", srv.url, "Ana", READ_BOTH,
                          settings["online_token"]).finish()
        russian = run_app(tmp_path / "boris", srv.url, "Борис", READ_BOTH, boris.token,
                          "--lang", "ru").finish()
    print("\n".join(heard), "\n".join(english), "\n".join(russian), sep="\n-----\n")
    first, second = ("Ana", "Борис") if ana_won else ("Борис", "Ana")
    hi, lo = "3", "-2"  # a first match: the winner's 0 rises to 3, the loser's falls to -2
    assert "Leaderboards, 4 of 8" in english  # two items of moderation after it
    assert any(line.startswith("Leaderboard of which game. Twenty, 1 of 5") for line in english)
    assert any(line.startswith("Twenty leaderboard, 2 players rated. "
                               f"1. {first}, rating {hi}, one match,") for line in english)
    assert any(line.startswith(f"2. {second}, rating {lo}, one match, no wins")
               for line in english)
    place = "1" if ana_won else "2"
    assert any(line.startswith(f"You are in place {place} of 2, rating "
                               f"{hi if ana_won else lo}") for line in english)
    assert any(line.startswith("Only matches between two or more people are rated; computer"
                               " players are not") for line in english)
    assert any(line.startswith("My statistics on this server. Twenty: rating "
                               f"{hi if ana_won else lo}, place {place} of 2, one match")
               for line in english)
    # In Russian: numbers in words, the names declined ("у Аны", "у Бориса").
    who = {"Ana": "Ana", "Борис": "Бориса"}
    assert "Таблицы лидеров, четыре из восьми" in russian
    assert any(f"У {who[first]} первое место, рейтинг три, одна партия, побед: одна" in line
               for line in russian)
    assert any(f"У {who[second]} второе место, рейтинг минус два, одна партия, побед: ноль"
               in line for line in russian)
    boris_place = "первое" if not ana_won else "второе"
    assert any(line.startswith(f"Ваше место {boris_place} из двух") for line in russian)
    assert any("Двадцать: рейтинг " in line and " место из двух, одна партия" in line
               for line in russian)
