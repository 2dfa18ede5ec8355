"""The opening of a deal queues at most about five seconds of speech at the
default rate, and says which keys bring the rest (issue 11). Measured on the
game's own voice: each spoken sentence synthesised by espeak-ng at 200 words
a minute (the default rate, as the voice splits and says them), its length
read by sox."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from game.app.keymap import load_keymap
from game.core.opening import CALL_TO_ACT, OPENING_SECONDS, speech_seconds
from game.core.session import Utterance
from game.games import SPECS
from game.speech.voice import split_sentences

needs_espeak = pytest.mark.skipif(
    shutil.which("espeak-ng") is None or shutil.which("soxi") is None,
    reason="espeak-ng and sox are not installed")
SEEDS = (1, 2, 3, 5, 7)  # Shithead 5 and 7: the player chooses face-up cards at once
HINT = "F2 reads your hand."
KEYS, _ = load_keymap(None)


def spoken_seconds(words: list[Utterance], folder: Path) -> float:
    """How long the game's voice takes to say the spoken words."""
    total = 0.0
    wav = folder / "sentence.wav"
    for utterance in words:
        if not utterance.spoken:
            continue
        for sentence in split_sentences(utterance.text):
            subprocess.run(["espeak-ng", "-s", "200", "-w", str(wav), sentence], check=True)
            soxi = subprocess.run(["soxi", "-D", str(wav)], check=True, capture_output=True,
                                  text=True)
            total += float(soxi.stdout)
    return total


def opening(game_id: str, opponents: int, seed: int) -> tuple[list[Utterance], list[str]]:
    spec = next(s for s in SPECS if s.id == game_id)
    session = spec.session(opponents + 1, ["normal"] * opponents, seed, {},
                           key_label=KEYS.first_label)
    return session.start(), session.history.messages


@needs_espeak
@pytest.mark.parametrize("game_id", [s.id for s in SPECS])
def test_a_deal_opens_with_at_most_about_five_seconds_of_speech(
        game_id: str, tmp_path: Path) -> None:
    for seed in SEEDS:
        for opponents in (1, 2, 3):
            words, history = opening(game_id, opponents, seed)
            said = [u.text for u in words if u.spoken]
            calls = [u for u in words if u.cue == CALL_TO_ACT]
            seconds = spoken_seconds(words, tmp_path)
            assert seconds <= OPENING_SECONDS + 0.5, (seed, opponents, seconds, said)
            assert said[len(said) - len(calls) - 1] == HINT  # the turn prompt ends it
            # Nothing is lost: every word of the opening is in the history.
            assert any("Your hand:" in m for m in history), history
            assert not any("Your hand:" in text for text in said)


def test_a_short_opening_is_said_whole() -> None:
    from game.core.opening import cap_opening

    words = [Utterance("Twenty."), Utterance("Deal 1. You deal.")]
    assert cap_opening(words[:1], words[1:], KEYS.first_label) == words


def test_the_deal_news_goes_before_the_introduction() -> None:
    from game.core.opening import cap_opening

    intro = [Utterance("Twenty. You against Ada and Boris. First to 100 points wins the match.")]
    news = [Utterance("Deal 1. You deal."),
            Utterance("Your hand: ace of spades, 3 of diamonds, 6 of clubs, 10 of clubs,"
                      " queen of clubs, queen of hearts and queen of spades.")]
    words = cap_opening(intro, news, KEYS.first_label)
    assert [(u.text, u.spoken) for u in words] == [
        ("Twenty. You against Ada and Boris.", True),
        ("Deal 1. You deal.", True),
        (news[1].text, False),  # still shown on the screen
        (HINT, True),
    ]
    assert speech_seconds(" ".join(u.text for u in words if u.spoken)) <= OPENING_SECONDS


def test_a_long_turn_prompt_keeps_its_start_and_ends_the_opening() -> None:
    spec = next(s for s in SPECS if s.id == "shithead")
    session = spec.session(2, ["normal"], 5, {}, key_label=KEYS.first_label)
    said = [u.text for u in session.start() if u.spoken]
    assert said == [HINT, "Choose three cards to lay face up: Space selects, Enter confirms."]
    assert session.whose_turn().startswith(said[1] + " Suggested: ")  # W says it whole
