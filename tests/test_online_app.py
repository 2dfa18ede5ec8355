"""Two real headless apps at a real server: online play on the player's side.

One English player creates a private Twenty table with a computer player
and a seat for a person, through the lobby's menus; the join code it hears
is typed by a second player, in Russian, into "Join with a code". They chat
and play a few moves by the keys a player uses (suggest, Enter, who). Each
transcript is what that player heard, in that player's own language. It runs
at one server and at two (``spread``), the second player at the other one. Whole
games through remote seats are the session tests' (tests/test_online_sessions.py);
these prove the screens and the keys.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

from tests.helpers_app import REPO, app_env, write_keys
from tests.spread_helpers import Spread

#: The English player: Create a table, three seats (the second a computer
#: player of normal level, the third a person), private; then a chat line,
#: a suggested move, and who is at the table.
MAKER_KEYS = ["down", "return",  # Create a table
              "down", "right",  # Seats: 3
              "down", "down", "left", "left",  # Seat 3: a person
              "end", "up", "return",  # Create the table
              "y", "h", "e", "l", "l", "o", "return",  # a chat line
              "g", "return",  # the suggested move
              "i", "o"]  # who is at the table, the others' cards
#: The Russian player, after the code: a chat line, a move, who is here, the hand.
JOINER_KEYS = ["y", "p", "r", "i", "v", "e", "t", "return", "g", "return", "i", "h"]
CODE_LINE = re.compile(r"join code: ((?:\w )*\w)\.")
DEADLINE = 120.0


def start(tmp: Path, name: str, url: str, keys: list[str], *extra: str
          ) -> subprocess.Popen[str]:
    folder = tmp / name
    folder.mkdir()
    script = write_keys(folder / "keys.txt", keys)
    env = app_env(folder, PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, "-m", "game", "--headless", "--keys", str(script),
         "--online", url.removeprefix("ws://"), "--name", name,
         "--profile", str(folder / "profile"), *extra],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


class Transcript:
    """What one app said, line by line as it comes (a thread reads it, so
    neither app waits on the other's pipe), with when it came."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.proc = proc
        self.lines: list[str] = []
        self.times: list[float] = []
        self.started = time.monotonic()
        self.errors: list[str] = []
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()
        # Its error output is read too: a full pipe would stop the app mid-game.
        self.error_reader = threading.Thread(target=self.read_errors, daemon=True)
        self.error_reader.start()

    def read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.times.append(time.monotonic() - self.started)
            self.lines.append(line.rstrip("\n"))

    def read_errors(self) -> None:
        assert self.proc.stderr is not None
        self.errors += self.proc.stderr

    def until(self, pattern: re.Pattern[str]) -> re.Match[str]:
        """Wait for a line that matches (never a fixed sleep: each line is looked at)."""
        deadline = time.monotonic() + DEADLINE
        seen = 0
        while time.monotonic() < deadline and (self.reader.is_alive() or seen < len(self.lines)):
            for line in self.lines[seen:]:
                seen += 1
                if (found := pattern.search(line)) is not None:
                    return found
            self.reader.join(0.05)
        raise AssertionError("not heard:\n" + "\n".join(self.lines))

    def finish(self) -> list[str]:
        self.proc.wait(DEADLINE)
        self.reader.join(10)
        self.error_reader.join(10)
        err = "".join(self.errors)
        assert self.proc.returncode == 0, err
        assert "Traceback" not in err, err
        return self.lines

    def timed(self) -> str:
        return "\n".join(f"{when:6.1f} {line}" for when, line in zip(self.times, self.lines,
                                                                   strict=False))


def test_two_apps_make_join_chat_and_play_each_in_their_language(tmp_path: Path,
                                                                   spread: Spread) -> None:
    with spread.start(tmp_path / "server", "--grace", "1") as servers:
        # With two servers, the joiner at the one that does not own the table.
        served, other = servers[0], servers[-1]
        maker = Transcript(start(tmp_path, "Zoe", served.url, MAKER_KEYS))
        try:
            code = maker.until(CODE_LINE).group(1).replace(" ", "")
            joiner = Transcript(start(tmp_path, "Глеб", other.url, [
                "down", "down", "return", *code.lower(), "return", *JOINER_KEYS], "--lang", "ru"))
            try:
                heard = maker.finish()
                joined = joiner.finish()
            finally:
                joiner.proc.kill()
        finally:
            maker.proc.kill()
    english, russian = "\n".join(heard), "\n".join(joined)
    print(maker.timed(), joiner.timed(), sep="\n-----\n")  # shown when an assertion fails
    # The lobby and the table, by the menus, in English.
    assert "Connected to" in english and "as Zoe." in english
    assert "Create the table, 9 of 10" in heard
    assert "You sit at Twenty, in seat 1." in heard
    assert "Глеб joins the table." in heard
    # The second player typed the code into the line and sat down, in Russian.
    assert "Код стола: пусто. Печатайте, затем Enter, чтобы принять, или Escape, чтобы " \
           "отменить." in joined
    assert "Вы за столом «Двадцать», место третье." in joined
    # Each hears the chat in their own words.
    assert "Глеб says: privet" in heard and "Zoe говорит: hello" in joined
    # Moves made by the suggest and Enter keys, said in each language.
    assert re.search(r"^You (play|draw) ", english, re.M)
    assert re.search(r"^Вы (выкладываете|берёте)", russian, re.M)
    assert not re.search(r"говорит|Ваша очередь", english)
    assert not re.search(r"Your turn| says: ", russian)
    # Who is here: the names, the seats, the computer player and its level.
    assert any(line.startswith("At the table: you, seat 1, Ada, a computer player, normal,"
                               " seat 2 and Глеб, seat 3") for line in heard)
    who = next(line for line in joined if line.startswith("За столом: Zoe, первое место"))
    assert "Ада, компьютерный игрок, обычный, второе место" in who and "вы, третье место" in who
    # Nothing of another seat's cards: the other seats are counts of cards.
    assert re.search(r"^Ada: \d+ cards and Глеб: \d+ cards\.$", english, re.M)
    # The profile keeps the name and the server's token for the next time.
    settings = json.loads((tmp_path / "Zoe" / "profile" / "settings.json").read_text("utf-8"))
    assert settings["online_name"] == "Zoe" and len(settings["online_token"]) >= 8
    assert settings["online_address"] == served.url.removeprefix("ws://")
    # Both profiles are new: the first deal of Twenty says how to hear the
    # hand and where the keys are, each in its language, and is kept as told.
    assert "F2 reads your hand, and F1 lists the keys." in heard
    assert "F2 читает ваши карты, а F1 перечисляет клавиши." in joined
    assert "twenty" in settings["keys_told"]
