"""How many files of ``game/`` one online move runs code in, for the closing
note of a refactor: from the mover's key to the words each seat hears.

A real ``parlour serve`` runs on a free loopback port under a profile hook
that notes every file of ``game/`` whose code runs (every thread); two
people sit at a table of Twenty, each a scripted app (``tests.online_helpers``'s
:class:`Person`: a connection, the table's words through
:class:`~game.online.remote.OnlineTable`, in their language). On the
mover's turn the suggestion key chooses a move (not counted); then the
files are counted while Enter sends it (the mover's side), while the
server takes it and sends each seat its events (the server), and while
each person's app turns what arrived into words (the seats' side).

Run: ``python tools/measure_online_move.py`` from the repository root.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.online_helpers import Person, make_table  # noqa: E402
from tools.measure_parts import files_run  # noqa: E402

#: The server under a profile hook: one real-time signal (FORGET) forgets the
#: files seen so far, the next (WRITE) writes those seen since to the file
#: named by PARLOUR_FILES_OUT (the server keeps SIGUSR1 for its counters).
FORGET, WRITE = signal.SIGRTMIN + 1, signal.SIGRTMIN + 2
SERVER = """
import os, signal, sys, threading
game = os.path.join(os.getcwd(), "game")
seen = set()
def note(frame, event, arg):
    if frame.f_code.co_filename.startswith(game):
        seen.add(frame.f_code.co_filename)
def forget(*_):
    seen.clear()
def write(*_):
    with open(os.environ["PARLOUR_FILES_OUT"], "w", encoding="utf-8") as out:
        out.write("\\n".join(sorted(seen)))
signal.signal(signal.SIGRTMIN + 1, forget)
signal.signal(signal.SIGRTMIN + 2, write)
threading.setprofile(note)
sys.setprofile(note)
from game.cli import main
sys.exit(main(sys.argv[1:]))
"""


def start_server(data: Path, out: Path) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PARLOUR_FILES_OUT": str(out)}
    proc = subprocess.Popen(
        [sys.executable, "-c", SERVER, "serve", "--port", "0", "--data", str(data),
         "--pace", "0", "--no-web"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if "serving on ws://" in line:
            return proc, line.split("serving on ", 1)[1].strip()
    raise SystemExit("the server did not start")


def server_files(proc: subprocess.Popen[str], out: Path) -> set[str]:
    out.unlink(missing_ok=True)
    proc.send_signal(WRITE)
    deadline = time.monotonic() + 10
    while not out.exists():
        if time.monotonic() > deadline:
            raise SystemExit("the server wrote no list of files")
        time.sleep(0.01)
    time.sleep(0.1)  # the list is written whole before the next read
    return {str(Path(f).relative_to(ROOT)) for f in out.read_text(encoding="utf-8").split()}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "files.txt"
        proc, url = start_server(Path(tmp) / "data", out)
        try:
            ana, bo = Person(url, "Ana", "en"), Person(url, "Bo", "ru")
            made = make_table(ana, "twenty", seats=[{"kind": "person"}, {"kind": "person"}])
            bo.client.ask({"type": "join", "code": made["code"]}, "joined")
            bo.sit(made["table"])
            people = [ana, bo]
            while True:  # until someone's turn, the deal heard by both
                for person in people:
                    person.pump(0.1)
                sessions = [p.table.session for p in people if p.table is not None]
                if len(sessions) == 2 and all(s is not None for s in sessions):
                    break
            mover = next(p for p in people if p.table is not None and p.table.session is not None
                         and p.table.session.side.current_player() == p.table.session.human)
            other = bo if mover is ana else ana
            assert mover.table is not None and mover.table.session is not None
            session = mover.table.session
            session.flow.opening_heard()
            session.handle("suggest")
            proc.send_signal(FORGET)
            time.sleep(0.2)  # the signal handled before the move arrives
            sent = files_run(lambda: session.handle("play"))
            heard_before = len(other.heard)
            seats: set[str] = set()

            def both_hear() -> None:
                other.pump(0.2)
                mover.pump(0.0)

            while len(other.heard) == heard_before:
                seats |= files_run(both_hear)
            served = server_files(proc, out)
        finally:
            proc.terminate()
            proc.wait(10)
    print(f"online move, the mover's Enter to the move sent: {len(sent)} files")
    print(f"online move, the server: {len(served)} files")
    print(f"online move, each seat's app from the events to the words: {len(seats)} files")
    print(f"online move, all together: {len(sent | served | seats)} files")
    if "-v" in sys.argv:
        print("\n".join(sorted(served)))


if __name__ == "__main__":
    main()
