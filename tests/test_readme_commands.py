"""The README's first lines give the two commands for a fresh machine, and
they are the ones CI and the Makefile run (the developers' guide asks for
both at the top: a newcomer reads no further before trying them)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_first_lines_give_the_play_and_test_commands_that_exist() -> None:
    head = "\n".join((ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:8])
    commands = re.findall(r"`(make \w+)`", head)
    assert commands[:2] == ["make play", "make test"], head
    targets = re.findall(r"^(\w+):", (ROOT / "Makefile").read_text(encoding="utf-8"), re.M)
    assert {"play", "test"} <= set(targets)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    assert ci[-1].strip() == "make test"  # CI runs exactly the README's test command
