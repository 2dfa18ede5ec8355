"""The opening of a deal, cut to about five seconds of speech.

A deal's opening used to read the game's rules reminder and the whole hand
at once: 13 to 20 seconds of speech before the player could do anything
(measured with espeak-ng at the default 200 words a minute), and a key
pressed meanwhile cut it all. Now the opening speaks what fits in
:data:`OPENING_SECONDS`, the rest stays in the history and on the screen,
and the last words before the turn prompt say which key brings the hand:
"F2 reads your hand." (comma steps back through every word, as always).

The call to act (the turn prompt, cue ``your_turn``: "Your turn: draw with
D or take green 1 with T.") comes first: it is what the player must answer.
Its first sentence is always said, and the next ones while they fit, in
order, as its sentences lean on each other (a choice of three cards to lay
face up says "Choose three cards to lay face up: Space selects, Enter
confirms." and leaves the suggestion to the history and to W, which repeats
the prompt whole). What is left is filled sentence by
sentence (a sentence is never cut in half), the deal's own news first (the
deal, who deals, the discard),
then the game's introduction (its name, the opponents, the rules reminder),
each in the order it would have been said; a sentence too long for what is
left is skipped and a shorter one after it may still fit. Long lists (the
hand) are what is left for the keys. The words come out in their first
order.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from ..i18n import t
from .session import Utterance

OPENING_SECONDS = 5.0
"""At most this much speech at the default rate, the keys' hint included."""

#: How the game's voice says a sentence at 200 words a minute (espeak-ng,
#: each sentence synthesised on its own as the voice does): 0.3 s of pause
#: and start, 50 ms a character and 80 ms a comma. Fitted with sox on the
#: four games' openings: "Deal 1." 0.65 s (0.74 s measured), "You against
#: Ada and Boris." 1.6 s (1.52 s), "Your turn: draw with D or take green 1
#: with T." 2.7 s (2.43 s); long lists of cards come out short (6.5 s
#: measured for 5.2 s), but they never fit anyway. The test measures the
#: real thing (tests/test_opening_speech.py).
PAUSE_SECONDS = 0.3
SECONDS_PER_CHARACTER = 0.05
SECONDS_PER_COMMA = 0.08
CALL_TO_ACT = "your_turn"
"""The cue of the turn prompt, the one utterance always said whole."""
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")


def speech_seconds(text: str) -> float:
    """About how long the game's voice takes to say ``text`` at 200 words a minute."""
    return sum(PAUSE_SECONDS + SECONDS_PER_CHARACTER * len(part)
               + SECONDS_PER_COMMA * part.count(",")
               for part in _SENTENCE_END.split(text.strip()) if part)


def sentences(text: str) -> list[str]:
    """``text`` cut after each full stop, question or exclamation mark."""
    return [part for part in re.split(r"(?<=[.!?])\s+", text.strip()) if part]


def cap_opening(intro: Sequence[Utterance], news: Sequence[Utterance],
                key_label: Callable[[str], str],
                seconds: float = OPENING_SECONDS) -> list[Utterance]:
    """``intro`` then ``news`` as they would be said, keeping only the
    sentences that fit in ``seconds`` (news first) and ending with the keys
    to the rest when anything was left out. Utterances left out entirely are
    kept unspoken, so they are still shown; every word is in the history
    already."""
    words = [*intro, *news]
    parts = [sentences(u.text) if u.spoken else [] for u in words]
    if speech_seconds(" ".join(" ".join(p) for p in parts)) <= seconds:
        return words
    hint = t("opening-rest", hand=key_label("my_status"))
    left = seconds - speech_seconds(hint)
    keep = [[False] * len(p) for p in parts]
    first_news = len(intro)
    calls = [i for i, u in enumerate(words) if u.cue == CALL_TO_ACT]
    for index in calls:  # what the player must answer now: its start at least
        for number, sentence in enumerate(parts[index]):
            cost = speech_seconds(sentence)
            if number and cost > left:
                break  # a prefix: its sentences lean on each other
            keep[index][number] = True
            left -= cost
    order = [i for i in (*range(first_news, len(words)), *range(first_news)) if i not in calls]
    for index in order:
        for number, sentence in enumerate(parts[index]):
            cost = speech_seconds(sentence)
            if cost <= left:
                keep[index][number] = True
                left -= cost
    out: list[Utterance] = []
    for utterance, part, kept in zip(words, parts, keep, strict=True):
        if not utterance.spoken or all(kept):
            out.append(utterance)
        elif any(kept):
            text = " ".join(s for s, k in zip(part, kept, strict=True) if k)
            out.append(replace(utterance, text=text))
        else:
            out.append(replace(utterance, spoken=False))
    # The hint goes before a call to act that ends the opening: the turn
    # prompt stays the last thing heard.
    at = len(out)
    while at > 0 and out[at - 1].cue == CALL_TO_ACT:
        at -= 1
    out.insert(at, Utterance(hint))
    return out
