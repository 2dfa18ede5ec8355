"""Key presses to lay a phase: stepping through the hand one card at a time
(today's way: Right to each card, Space, Enter) against the rank keys
(Shift+rank selects the next card of that rank; a colour or suit card is
reached with the rank key, then Space), over scripted Phase 10 and Ten
Phases hands that hold their phase.

    python bench/bench_jump.py [--hands N] [--seed S]

Hands and key plans come from ``tests/jump_plans.py`` (the same as the
end-to-end test). Every plan is pressed through the game's session by the
default key map (keys -> commands -> the session, as the app does, without
the window), and counted only if the phase is then laid; where the game asks
how to arrange the cards, Enter takes its first answer and counts as a
press. Prints the median, mean, p90 and maximum per way and game, the share
of hands where jumping is at most one press per card plus Enter, and how
often a question was asked. Prints figures only; exit status 0.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]


def fresh_session(game_id: str, seed: int, clock: list[float]) -> Any:
    """A game at the player's first turn, its clock ``clock``."""
    from game.games import spec

    session: Any = spec(game_id).session(3, ["easy", "easy"], seed)
    session.start()
    session.jumps.clock = lambda: clock[0]
    while session.bots.due():
        session.bots.step()
    return session


def lay_by_keys(session: Any, keymap: Any, chord: Any, hand: Any, keys: list[str],
                clock: list[float]) -> tuple[int, bool, bool]:
    """Press ``keys`` on ``session`` holding ``hand`` after the draw; the
    presses, whether a question was asked (and answered with Enter),
    whether the phase was laid (the engine wrote the player's lay or
    declaration: a laying of every card ends the hand at once)."""
    from game.games.phase10.rules.moves import PLAY

    game = session.side.engine
    game.phases_done[0] = hand.phase - 1
    game.hands[0] = list(hand.hand)
    game.step = PLAY
    session.cursor.refresh_rows()
    before = len(game.events)
    for key in keys:
        clock[0] += 1.0  # a card a second: no two digits join
        session.handle(keymap.command("game", chord(key)))
    asked = session.question.choosing is not None and session.question.choosing.kind != "keep"
    if asked:
        session.handle("play")
    laid = any(e["type"] in ("lay", "declare") and e.get("player") == 0
               for e in game.events[before:])
    return len(keys) + asked, asked, laid


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="hands per game (200)")
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args(argv)
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                      PYGAME_HIDE_SUPPORT_PROMPT="1")
    sys.path[:0] = [str(REPO), str(REPO / "tests")]
    import pygame
    from jump_plans import jumping_keys, scripted_hands, stepping_keys

    from game.app.keymap import Chord, load_keymap
    pygame.init()
    keymap = load_keymap()[0]
    for game_id in ("phase10", "tenphases"):
        clock = [0.0]
        hands = scripted_hands(game_id, args.hands, args.seed)
        counts: dict[str, list[int]] = {"stepping": [], "jumping": []}
        by_rank: list[tuple[int, int, bool]] = []  # (presses, cards, asked): sets and runs
        asked = failed = 0
        for hand in hands:
            for way in ("stepping", "jumping"):
                session = fresh_session(game_id, args.seed, clock)
                display = session.moves.hand_row.sort(hand.hand)
                keys = (stepping_keys(display, hand.lay) if way == "stepping"
                        else jumping_keys(game_id, display, hand.lay))
                presses, question, laid = lay_by_keys(session, keymap, Chord.parse, hand,
                                                      keys, clock)
                failed += not laid
                counts[way].append(presses)
                if way == "jumping":
                    asked += question
                    if all(r for _, r in hand.lay):
                        by_rank.append((presses, len(hand.lay), question))
        for way, values in counts.items():
            ordered = sorted(values)
            print(f"{game_id} {way}: median {statistics.median(values):g} presses per phase laid, "
                  f"mean {statistics.fmean(values):.1f}, p90 {ordered[int(0.9 * len(ordered))]}, "
                  f"max {ordered[-1]} ({len(values)} hands)")
        within = sum(1 for p, n, _ in by_rank if p <= n + 1)
        over_asked = sum(1 for p, n, q in by_rank if p > n + 1 and q)
        print(f"{game_id} jumping, phases of sets and runs only: median "
              f"{statistics.median(p for p, _, _ in by_rank):g} presses for a median "
              f"{statistics.median(n for _, n, _ in by_rank):g} cards; {within} of {len(by_rank)} "
              f"hands at most one press per card plus Enter, {over_asked} of the others only "
              f"by the Enter that answers how to arrange; questions asked in {asked} of "
              f"{len(hands)} hands; plans that did not lay the phase: {failed}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
