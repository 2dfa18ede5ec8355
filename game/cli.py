"""Command line: play (default), ``simulate`` bot games, ``replay`` a record.

    python -m game [--speech auto|screenreader|voice|text] [--lang en|ru] [--keymap FILE]
    python -m game --headless --keys FILE [--seed S] [--profile DIR]
    python -m game [--headless --keys FILE] --online HOST:PORT --name NAME
    python -m game simulate twenty --players 4 --games 1000 --seed 1 \\
        [--levels hard,easy,easy,easy] [--records DIR] [--json]
    python -m game replay FILE
    python -m game serve [--host H] [--port N] [--data DIR] [--cert FILE --key FILE]
                         [--no-web] [--behind-proxy] [--export TABLE FILE]
    python -m game web --server ws://127.0.0.1:PORT [--port N]   (started by serve)
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from .i18n import languages

MAX_GAMES = 1_000_000  # more is a typing slip, not a study: it would run for days


def refuse(sentence: str) -> int:
    """A command line that cannot be run: one sentence on stderr, status 2."""
    print(sentence, file=sys.stderr)
    return 2


def simulate_main(argv: list[str]) -> int:
    from .games import SPECS, spec
    from .simulate import simulate

    parser = argparse.ArgumentParser(prog="python -m game simulate",
                                     description="Play bot-only games and print the results.")
    parser.add_argument("game", choices=sorted(s.id for s in SPECS))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels",
                        help="comma-separated level per seat (easy, normal, hard, expert)")
    parser.add_argument("--records", type=Path, help="write each game's record into this folder")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    engine = spec(args.game).engine
    if not engine.min_players <= args.players <= engine.max_players:
        return refuse(f"The game {args.game} takes {engine.min_players} to"
                      f" {engine.max_players} players, not {args.players}.")
    if not 1 <= args.games <= MAX_GAMES:
        return refuse(f"--games must be 1 to {MAX_GAMES:,}, not {args.games}.")
    levels = args.levels.split(",") if args.levels else ["normal"] * args.players
    if len(levels) != args.players or any(lv not in spec(args.game).bots for lv in levels):
        return refuse("--levels needs one of easy, normal, hard, expert per player.")
    try:
        if args.records is not None:
            args.records.mkdir(parents=True, exist_ok=True)
        summary = simulate(args.game, levels, args.games, args.seed, args.records)
    except OSError as err:
        return refuse(f"The records cannot be written in {args.records}"
                      f" ({err.strerror or err}).")
    if args.json:
        print(json.dumps(summary.as_json()))
        return 0
    print(f"{args.game}: {summary.games} games, {args.players} players, seed {args.seed}")
    for seat, (level, wins) in enumerate(zip(levels, summary.wins, strict=True)):
        share = 100 * wins / max(summary.games, 1)
        print(f"  seat {seat} ({level}): {wins:g} wins, {share:.1f}%")
    if summary.draws:
        print(f"  draws: {summary.draws}")
    print(f"  mean deals per game: {summary.mean_deals:.2f}")
    print(f"  mean moves per game: {summary.mean_moves:.1f}")
    print(f"  games per second: {summary.games_per_second:.1f}")
    return 0


def replay_main(argv: list[str]) -> int:
    from .core.replay import Inconsistency, parse_lines, replay
    from .games import engines

    parser = argparse.ArgumentParser(prog="python -m game replay",
                                     description="Check a game record against the rules.")
    parser.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    try:
        lines = args.file.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as err:
        print(f"{args.file}: cannot be read ({err})", file=sys.stderr)
        return 2
    try:
        result = replay(parse_lines(lines), engines())
    except Inconsistency as err:
        print(f"{args.file}: line {err.line}: {err.reason}", file=sys.stderr)
        return 1
    if result.crash_line is not None:
        print(f"{args.file}: {result.game_id}, {result.events} events replayed, consistent up to"
              f" the crash at line {result.crash_line}:")
        print(result.crash_traceback)
        return 0
    winners = ", ".join(str(w) for w in result.winners) or "none"
    print(f"{args.file}: {result.game_id}, {result.events} events, consistent; winners: {winners}")
    return 0


def serve_main(argv: list[str]) -> int:
    """Online tables: the server (game/server/, docs/online.md)."""
    parser = argparse.ArgumentParser(prog="parlour serve",
                                     description="Serve online tables over websockets.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default: this machine only)")
    parser.add_argument("--port", type=int, default=8765, help="0: any free port")
    parser.add_argument("--data", type=Path, help="folder of the server's SQLite file"
                        " (default: the user data folder)")
    parser.add_argument("--grace", type=float, default=30.0,
                        help="seconds before a computer player stands in for a dropped person")
    parser.add_argument("--pace", type=float, default=1.0,
                        help="seconds a computer player waits before it moves")
    parser.add_argument("--rate", type=float, default=20.0,
                        help="messages a second a connection may send")
    parser.add_argument("--tables-per-minute", type=int, default=5,
                        help="tables one player may make in a minute")
    parser.add_argument("--chat-per-minute", type=int, default=30,
                        help="chat lines one player may say in a minute")
    parser.add_argument("--rematch-wait", type=float, default=60.0,
                        help="seconds 'play again' waits for the others after the first yes")
    parser.add_argument("--cert", type=Path, help="certificate file (PEM): serve wss://")
    parser.add_argument("--key", type=Path, help="the certificate's private key file (PEM)")
    parser.add_argument("--store", metavar="URL",
                        help="postgresql://...: keep the tables in PostgreSQL, shared by"
                             " several servers (default: one SQLite file in --data)")
    parser.add_argument("--bus", metavar="URL",
                        help="redis://...: tables owned by lease between servers"
                             " (with --store)")
    parser.add_argument("--lease", type=float, default=10.0,
                        help="with --bus: seconds a dead server's tables wait for another")
    parser.add_argument("--export", nargs=2, metavar=("TABLE", "FILE"),
                        help="write a stored table as a game record, and stop")
    parser.add_argument("--no-guests", dest="guests", action="store_false",
                        help="only accounts (a name with a password) may play;"
                             " by default guests (a name and this computer's key) may too")
    parser.add_argument("--admin", action="append", default=[], metavar="NAME",
                        help="the account NAME is a server operator: mutes, removes and bans"
                             " players and reads reports (repeatable)")
    parser.add_argument("--web-parts", type=int, default=1, metavar="N",
                        help="web part processes making the browsers' words (one core each;"
                             " default 1)")
    parser.add_argument("--no-web", dest="web", action="store_false",
                        help="serve no browser client: no web page, no web part")
    parser.add_argument("--behind-proxy", action="store_true",
                        help="a reverse proxy is in front: its X-Forwarded-Proto and"
                             " X-Forwarded-Host say the page's origin, the last address"
                             " of X-Forwarded-For the player's")
    # The tests' own: a stand-in for the web part, a page from another folder.
    parser.add_argument("--web-part", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--web-files", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    from .server.app import Config
    from .server.process import export, run

    data = args.data
    if data is None:
        import platformdirs

        data = Path(platformdirs.user_data_dir("parlour")) / "server"
    if args.export:
        table_id, target = args.export
        lines = export(data, table_id, args.store)
        if lines is None:
            return refuse(f"No table {table_id} in {data}.")
        Path(target).write_text("\n".join(lines) + "\n", encoding="utf-8")
        return 0
    if not 0 <= args.port < 65536 or min(args.grace, args.pace) < 0 or args.rate <= 0:
        return refuse("--port must be 0 to 65535, --grace and --pace not negative,"
                      " --rate above 0.")
    if args.store is not None and not args.store.startswith(("postgresql://", "postgres://")):
        return refuse("--store takes a postgresql:// address.")
    if args.bus is not None and (args.store is None or not args.bus.startswith(
            ("redis://", "rediss://", "unix://"))):
        return refuse("--bus takes a redis:// address, and goes with --store.")
    if args.lease <= 0:
        return refuse("--lease must be above 0.")
    if args.rematch_wait < 0:
        return refuse("--rematch-wait must not be negative.")
    if not 1 <= args.web_parts <= 64:
        return refuse("--web-parts must be 1 to 64.")
    if min(args.tables_per_minute, args.chat_per_minute) < 1:
        return refuse("--tables-per-minute and --chat-per-minute must be 1 or more.")
    if (args.cert is None) != (args.key is None):
        return refuse("--cert and --key go together.")
    for given in (args.cert, args.key):
        if given is not None and not given.is_file():
            return refuse(f"No file {given}.")
    return run(Config(data=data, host=args.host, port=args.port, grace=args.grace,
                      pace=args.pace, rate=args.rate, burst=max(1, int(args.rate * 2)),
                      cert=args.cert, key=args.key, store=args.store, bus=args.bus,
                      lease=args.lease, tables_per_minute=args.tables_per_minute,
                      chats_per_minute=args.chat_per_minute, guests=args.guests,
                      rematch_wait=args.rematch_wait,
                      admins=tuple(args.admin), web=args.web, behind_proxy=args.behind_proxy,
                      web_command=None if args.web_part is None else (
                          sys.executable, str(args.web_part)),
                      web_files=args.web_files, web_parts=args.web_parts))


def play_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="parlour", description="Card games by keyboard and ear.")
    parser.add_argument("--speech", choices=("auto", "screenreader", "voice", "text"))
    parser.add_argument("--lang", choices=languages(),
                        help="language of this run (default: the settings', else the system's)")
    parser.add_argument("--keymap", type=Path, help="a key map file that overrides the others")
    parser.add_argument("--headless", action="store_true",
                        help="no window or sound; print every spoken message")
    parser.add_argument("--keys", type=Path, help="with --headless: key names, one a line")
    parser.add_argument("--seed", type=int, help="seed of the games started")
    parser.add_argument("--settings", type=Path, help="settings file to use")
    parser.add_argument("--profile", type=Path,
                        help="keep settings, keys, saves, statistics and records in this folder"
                             " (with --headless the default is a fresh temporary folder)")
    parser.add_argument("--online", metavar="ADDRESS",
                        help="connect to this server at once (host:port or a ws:// URL);"
                             " the key script then plays the lobby and the table")
    parser.add_argument("--name", help="with --online: the name to play under")
    args = parser.parse_args(argv)
    keys: list[str] = []
    if args.keys:
        if not args.headless:
            parser.error("--keys goes with --headless")
        keys = read_key_script(args.keys, parser)
    from .app.settings import use_profile

    if not args.headless:
        use_profile(args.profile)
        # The main menu's opening is said first (--speech asks to hear which
        # way speech goes, said by the app); the games, menus and window load
        # while it is said.
        from .app.early import say_opening

        early = None if args.speech else say_opening(args.lang, args.settings, args.keymap)
    from .app.main import App, AppOptions

    options = AppOptions(speech=args.speech, keymap=args.keymap, headless=args.headless,
                         keys=keys, seed=args.seed, settings_file=args.settings,
                         lang=args.lang, online=args.online, name=args.name)
    if not args.headless:
        if early is None:
            return App(options).run()
        return App(options, early.speaker, early.said, early.settings).run()
    if args.profile is not None:
        use_profile(args.profile)
        return App(options).run()
    # A scripted run never touches the player's own files.
    with tempfile.TemporaryDirectory(prefix="parlour-headless-") as scratch:
        use_profile(Path(scratch))
        try:
            return App(options).run()
        finally:
            use_profile(None)


def read_key_script(path: Path, parser: argparse.ArgumentParser) -> list[str]:
    from .app.keymap import Chord

    keys = []
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        parser.error(f"{path}: cannot be read ({err})")
    bad: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        name = line.split("#", 1)[0].strip()  # comments and blank lines
        if not name:
            continue
        try:
            Chord.parse(name)
        except ValueError:
            bad.append(f"{path}, line {number}: {name!r} is not a key name")
        keys.append(name)
    if bad:  # every bad line at once, so one edit mends the file
        parser.print_usage(sys.stderr)
        for sentence in bad:
            print(f"{parser.prog}: error: {sentence}", file=sys.stderr)
        raise SystemExit(2)
    return keys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "simulate":
        return simulate_main(argv[1:])
    if argv and argv[0] == "replay":
        return replay_main(argv[1:])
    if argv and argv[0] == "serve":
        return serve_main(argv[1:])
    if argv and argv[0] == "web":  # started by serve: the browsers' players
        from .web.process import main as web_main

        return web_main(argv[1:])
    return play_main(argv)
