"""Seconds of speech the turn prompts take, per game and language.

    python bench/bench_prompt_speech.py [--quick] [--seeds 1 2 3] [--players 3]
                                        [--rate 200] [--lang en ru]

Whole games are played through their sessions, every seat by a bot (the
player's seat by an easy bot's choice, keys bypassed, as
tests/deal_transcripts.py does; the others at the normal level), each
summary left with Enter. Every call to act the player hears (the spoken
utterances with the turn prompt's cue: the draw, lay, hit, discard and pick
up prompts, and a deal's opening's share of them) is synthesised with
espeak-ng at one fixed rate, sentence by sentence as the game's voice says
them (game.speech.voice.split_sentences), and its length read from the WAV
header. Identical sentences are synthesised once.

Printed per game and language: games, prompts per game, mean and p90
seconds per prompt (a phase game's turn has two: the draw, then lay or
discard), and seconds of prompts per game. Figures only; exit status 0.
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass, field
from pathlib import Path

from _stats import percentile

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.app.keymap import load_keymap  # noqa: E402
from game.core.opening import CALL_TO_ACT  # noqa: E402
from game.core.session import GameSession, Utterance  # noqa: E402
from game.games import SPECS  # noqa: E402
from game.i18n import DEFAULT_LANG, set_language  # noqa: E402
from game.speech.voice import split_sentences  # noqa: E402

#: A game that has not ended after this many steps is reported, not waited for.
MAX_STEPS = 200_000


class Voice:
    """espeak-ng at one rate; each sentence's seconds, synthesised once."""

    def __init__(self, rate: int, folder: Path) -> None:
        self.rate = rate
        self.wav = folder / "sentence.wav"
        self.seconds: dict[tuple[str, str], float] = {}

    def sentence(self, lang: str, text: str) -> float:
        key = (lang, text)
        if key not in self.seconds:
            subprocess.run(["espeak-ng", "-v", lang, "-s", str(self.rate), "-w", str(self.wav),
                            text], check=True)
            with wave.open(str(self.wav)) as wav:
                self.seconds[key] = wav.getnframes() / wav.getframerate()
        return self.seconds[key]

    def say(self, lang: str, text: str) -> float:
        return sum(self.sentence(lang, s) for s in split_sentences(text))


@dataclass
class Figures:
    """One game and language over the seeds."""

    games: int = 0
    unfinished: int = 0
    prompts: list[float] = field(default_factory=list)  # seconds, one a call to act

    def row(self, game_id: str, lang: str) -> str:
        per_game = sum(self.prompts) / max(1, self.games)
        late = f", {self.unfinished} unfinished" if self.unfinished else ""
        return (f"{game_id:10} {lang}  games {self.games}{late}, "
                f"prompts/game {len(self.prompts) / max(1, self.games):6.1f}, "
                f"mean {sum(self.prompts) / max(1, len(self.prompts)):4.2f} s, "
                f"p90 {percentile(self.prompts, 90):4.2f} s, "
                f"total {per_game:7.1f} s/game")


def calls_to_act(words: list[Utterance]) -> list[str]:
    """The turn prompts among ``words`` as they are said."""
    return [u.text for u in words if u.spoken and u.cue == CALL_TO_ACT]


def human_move(session: GameSession, rng: random.Random) -> list[Utterance]:
    """The player's move as an easy bot would make it (keys bypassed)."""
    game = session.side.engine
    bot = next(s for s in SPECS if s.id == game.game_id).bots["easy"](rng)
    return session.moves.try_move(bot.choose(game.view(session.human), game.legal_moves()))


def play_prompts(game_id: str, players: int, seed: int) -> tuple[list[str], bool]:
    """Every call to act the player hears in one whole game; whether it ended."""
    spec = next(s for s in SPECS if s.id == game_id)
    keys, _ = load_keymap(None)
    session = spec.session(players, ["normal"] * (players - 1), seed, {},
                           key_label=keys.first_label)
    game = session.side
    rng = random.Random(seed)
    heard = calls_to_act(session.start())
    for _ in range(MAX_STEPS):
        if game.is_over():
            break
        if session.flow.paused:
            words = session.handle("play")
        elif game.current_player() == session.human:
            words = human_move(session, rng)
        else:
            words = session.bots.step()
        session.flow.opening_heard()  # as the app does once speech caught up
        heard += calls_to_act(words)
    return heard, game.is_over()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one seed")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--rate", type=int, default=200, help="espeak-ng words a minute")
    parser.add_argument("--lang", nargs="+", default=["en", "ru"])
    args = parser.parse_args(argv)
    if shutil.which("espeak-ng") is None:
        print("espeak-ng is not installed: nothing measured")
        return 0
    seeds = args.seeds[:1] if args.quick else args.seeds
    print(f"Turn prompts: espeak-ng at {args.rate} words a minute, {args.players} players, "
          f"seeds {' '.join(map(str, seeds))}", flush=True)
    with tempfile.TemporaryDirectory() as folder:
        voice = Voice(args.rate, Path(folder))
        try:
            for spec in SPECS:
                for lang in args.lang:
                    set_language(lang)
                    figures = Figures()
                    for seed in seeds:
                        texts, ended = play_prompts(spec.id, args.players, seed)
                        figures.games += 1
                        figures.unfinished += not ended
                        figures.prompts += [voice.say(lang, text) for text in texts]
                    print(figures.row(spec.id, lang), flush=True)
        finally:
            set_language(DEFAULT_LANG)
        print(f"({len(voice.seconds)} sentences synthesised)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
