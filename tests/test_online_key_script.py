"""The app loop's online hooks, moved out of ``game/app/main.py``:
a key script waits for the server, but never forever; the loop itself
stays a file one can read (under 600 lines, style.md's limit)."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

import game.app.key_script
import game.online.remote
from game.app.key_script import ONLINE_KEY_WAIT, KeyScriptWait

MAIN = Path(game.app.key_script.__file__).with_name("main.py")


@pytest.mark.parametrize("module", [game.app.key_script, game.online.remote],
                         ids=lambda m: m.__name__)
def test_the_examples_in_the_docstrings_hold(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted and not result.failed


def test_a_key_waits_for_the_server_then_goes_on_after_the_longest_wait() -> None:
    busy = [True]
    wait = KeyScriptWait(lambda: busy[0], lambda: True, now=0.0)
    assert not wait.ready(idle=False, now=1.0)  # the server's answer is still to come
    assert not wait.ready(idle=False, now=ONLINE_KEY_WAIT)
    assert wait.ready(idle=False, now=ONLINE_KEY_WAIT + 1)  # a stalled table: on anyway
    assert not wait.ready(idle=False, now=ONLINE_KEY_WAIT + 2)  # the clock starts again
    assert wait.ready(idle=True, now=ONLINE_KEY_WAIT + 3)  # idle: at once
    busy[0] = False
    assert not wait.ready(idle=False, now=10 * ONLINE_KEY_WAIT)  # offline bots: no timeout


def test_the_app_loop_stays_under_the_length_limit() -> None:
    lines = MAIN.read_text(encoding="utf-8").count("\n")
    assert lines <= 600, f"game/app/main.py has {lines} lines"
