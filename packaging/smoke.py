"""Smoke test of a built zip, on any system: ``python packaging/smoke.py ZIP``.

Unzips the bundle into a fresh temporary folder (outside the checkout, as a
player would), then runs the console program ``parlour-cli`` with the
headless driver: the main menu is spoken; each game starts from the menu,
answers F2 and Shift+F1, is saved by Ctrl+S and offered for resume by the
next start; ``simulate`` writes a record that ``replay`` finds consistent.
Prints one line a check and exits 1 on the first failure.

The three-system workflow (.github/workflows/dist.yml) runs this after
``python packaging/build.py``; tests/test_dist.py runs it on Linux.
"""

from __future__ import annotations

import argparse
import os
import re
import stat
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

#: The games in the main menu's order, with their English titles.
GAMES = {"twenty": "Twenty", "phase10": "Phase 10", "tenphases": "Ten Phases",
         "shithead": "Shithead"}
#: The main menu's opening (its length may grow with new items); a new
#: profile's first one also names the help key.
MENU = re.compile(r"Parlour, main menu\. Play, 1 of \d+(\. F1 lists the keys on any screen\.)?")


class SmokeFailure(AssertionError):
    """One check that did not hold."""


def unzip(archive: Path, target: Path) -> Path:
    """Unzip as a player's unzip does: execute bits kept, links made links
    (Python's own extractall drops both). Returns the bundle's folder."""
    with zipfile.ZipFile(archive) as z:
        for info in z.infolist():
            mode = info.external_attr >> 16
            path = target / info.filename
            path.parent.mkdir(parents=True, exist_ok=True)
            if stat.S_ISLNK(mode) and os.name != "nt":
                path.symlink_to(z.read(info).decode())
                continue
            z.extract(info, target)
            if mode and os.name != "nt":
                path.chmod(stat.S_IMODE(mode))
    return target / "parlour"


def cli_program(folder: Path) -> Path:
    return folder / ("parlour-cli.exe" if sys.platform == "win32" else "parlour-cli")


def player_env(home: Path) -> dict[str, str]:
    """No Python paths; every user folder under ``home``; English; no window."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "DISPLAY", "LANG", "LC_MESSAGES")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LANGUAGE="en",
               PARLOUR_CONFIG_DIR=str(home / "config"), PARLOUR_DATA_DIR=str(home / "data"),
               HOME=str(home), USERPROFILE=str(home), APPDATA=str(home / "AppData"),
               LOCALAPPDATA=str(home / "LocalAppData"),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local"))
    if sys.platform != "win32":
        env["LC_ALL"] = "C.UTF-8"
    return env


def run(program: Path, args: list[str], cwd: Path, env: dict[str, str]) -> str:
    """The program's standard output; a failure if it fails or says Traceback."""
    result = subprocess.run([str(program), *args], cwd=cwd, env=env, capture_output=True,
                            timeout=180, check=False)
    out = result.stdout.decode("utf-8", "replace")
    err = result.stderr.decode("utf-8", "replace")
    if result.returncode != 0 or "Traceback" in err:
        raise SmokeFailure(f"{program.name} {' '.join(args)} ended with {result.returncode}:\n"
                           f"{out[-2000:]}\n{err[-4000:]}")
    return out


def check(condition: bool, what: str, out: str) -> None:
    if not condition:
        raise SmokeFailure(f"{what}; the program said:\n{out[-3000:]}")


def headless(program: Path, work: Path, keys: list[str], *args: str) -> str:
    script = work / "keys.txt"
    script.write_text("".join(f"{k}\n" for k in keys), encoding="utf-8")
    return run(program, ["--headless", "--keys", str(script), "--seed", "5", *args],
               work, player_env(work / "home"))


def game_keys(game_id: str) -> list[str]:
    """Choose the game in the menu, start it, F2, Shift+F1, Escape, Ctrl+S."""
    position = list(GAMES).index(game_id)
    return ["down", *["right"] * position, "up", "return", "f2", "shift+f1", "escape", "ctrl+s"]


def smoke_game(program: Path, work: Path, game_id: str) -> None:
    title = GAMES[game_id]
    profile = work / f"profile-{game_id}"
    out = headless(program, work, game_keys(game_id), "--profile", str(profile))
    lines = out.splitlines()
    check(bool(lines) and MENU.fullmatch(lines[0]) is not None,
          "the main menu was not spoken first", out)
    # The deal's opening starts with the game's name and the opponents.
    check(any(line.startswith(f"{title}. You against ") for line in lines),
          f"{title} did not start", out)
    rules = [i for i, line in enumerate(lines) if line.startswith(f"Rules of {title}, ")]
    check(len(rules) == 1, "Shift+F1 did not open the rules", out)
    check(bool(re.search(r"(You hold|Your hand:) \d+ cards", lines[rules[0] - 1])),
          "F2 did not say the hand", out)
    check(lines[-1] == "Game saved.", "Ctrl+S did not save", out)
    again = headless(program, work, [], "--profile", str(profile))
    check(again.startswith(f"Parlour, main menu. Resume {title} against 2 computer players"),
          "the saved game was not offered for resume", again)


def smoke_simulate_and_replay(program: Path, work: Path) -> None:
    records = work / "records"
    env = player_env(work / "home")
    out = run(program, ["simulate", "twenty", "--games", "2", "--records", str(records)],
              work, env)
    check(out.startswith("twenty: 2 games, 2 players, seed 1"), "simulate did not run", out)
    record = sorted(records.iterdir())[0]
    out = run(program, ["replay", str(record)], work, env)
    check("consistent" in out, "replay did not find the record consistent", out)


def smoke(archive: Path, work: Path) -> None:
    folder = unzip(archive, work / "unzipped")
    program = cli_program(folder)
    windowed = folder / ("parlour.exe" if sys.platform == "win32" else "parlour")
    for needed in (program, windowed):
        check(needed.is_file(), f"{needed.name} is missing", "")
    out = headless(program, work, [])
    lines = out.splitlines()
    check(len(lines) == 1 and MENU.fullmatch(lines[0]) is not None,
          "the main menu was not spoken", out)
    print("main menu: spoken")
    for game_id in GAMES:
        smoke_game(program, work, game_id)
        print(f"{game_id}: starts, F2 and Shift+F1 answer, Ctrl+S resumes")
    smoke_simulate_and_replay(program, work)
    print("simulate and replay: run")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("zip", type=Path)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="parlour-smoke-") as scratch:
        try:
            smoke(args.zip.resolve(), Path(scratch))
        except SmokeFailure as failure:
            print(f"FAILED: {failure}", file=sys.stderr)
            return 1
    print(f"{args.zip.name}: every check passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
