"""The opening of a deal: what it must say, and about five seconds of speech.

A deal's opening used to read the game's rules reminder and the whole hand
at once: 13 to 20 seconds of speech before the player could do anything
(measured with espeak-ng at the default 200 words a minute), and a key
pressed meanwhile cut it all. So the opening speaks what fits in
:data:`OPENING_SECONDS`, the rest stays in the history and on the screen,
and the last words before the turn prompt say which key brings the hand:
"F2 reads your hand." (comma steps back through every word, as always).

What is never cut is marked, not guessed from lengths (ux.md "Deals and
openings"): the session marks with :func:`must_say` the
sentences that tell the player where they are (the deal's number and its
dealer, the player's phase in the phase games, and at a game's start the
game's name, the opponents and the goal). They are always said, whatever
they cost: choosing by length once dropped "Deal 13." for a long turn
prompt, and Russian prompts (61 to 86 characters) filled the budget alone.

The call to act (the turn prompt, cue ``your_turn``: "Your turn. Move 1:
lay cards worth up to 1.") is said too: the sentences its session marks
(all of them, unless the game names fewer), at least the first, and the
next ones while they fit, in order, as its sentences lean on each other (a
choice of three cards to lay face up says "Choose three cards to lay face
up: Space selects, Enter confirms." and leaves the suggestion to the
history and to W, which repeats the prompt whole). Then
what gives way, in this order, while the budget lasts: the keys' hint, then
sentence by sentence (a sentence is never cut in half) the deal's other
news (the discard, stale by the player's turn), then the rest of the
introduction (the rules reminder); a sentence too long for what is left is
skipped and a shorter one after it may still fit. Long lists (the hand)
are what is left for the keys. The words come out in their first order.

>>> deal = must_say(Utterance("Deal 13. Ada deals."))
>>> prompt = Utterance("Your turn. Move 1: no card fits, press D to draw.", cue=CALL_TO_ACT)
>>> hand = Utterance("Your hand: 2 of clubs, 7 of hearts, queen of spades and ace of spades.")
>>> [u.text for u in cap_opening([], [deal, hand, prompt], str) if u.spoken]
['Deal 13. Ada deals.', 'Your turn. Move 1: no card fits, press D to draw.']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from ..i18n import t
from .utterance import Utterance

OPENING_SECONDS = 5.0
"""At most this much speech at the default rate, the keys' hint included,
unless what must be said takes longer alone. Measured with espeak-ng in the
language spoken (the first six openings of whole games, seeds 1
to 3 at 2 to 4 players), what must be said takes, in English (Russian):
a deal of the shedding game with a move counter 1.4 to 4.7 s (1.8 to 5.5 s;
the most when the player leads, with the turn prompt), a hand of the
108-card phase game 3.6 to 7.0 s (3.7 to 9.9 s: the phase's cards and the
turn prompt), and a game's start, with its name, the opponents and the goal,
5.4 to 8.5 s (6.7 to 11.5); docs/speech.md has the figures game by game.
The core names no game (tests/test_layers.py)."""

#: How the game's voice says a sentence at 200 words a minute (espeak-ng,
#: each sentence synthesised on its own as the voice does): 0.3 s of pause
#: and start, 50 ms a character and 80 ms a comma. Fitted with sox on the
#: four games' openings: "Deal 1." 0.65 s (0.74 s measured), "You against
#: Ada and Boris." 1.6 s (1.52 s), "Your turn: draw with D or take green 1
#: with T." 2.7 s (2.43 s); long lists of cards come out short (6.5 s
#: measured for 5.2 s), but they never fit anyway. Russian, with
#: espeak-ng's ``ru`` voice, takes as long a character: fitted over the
#: openings of whole games, 51.4 ms a character in English (164 sentences)
#: and in Russian (157): Russian takes longer for its longer words only.
#: The test measures the real thing in each language
#: (tests/test_opening_speech.py).
PAUSE_SECONDS = 0.3
SECONDS_PER_CHARACTER = 0.05
SECONDS_PER_COMMA = 0.08
CALL_TO_ACT = "your_turn"
"""The cue of the turn prompt, whose first sentence is always said."""
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")


def speech_seconds(text: str) -> float:
    """About how long the game's voice takes to say ``text`` at 200 words a
    minute, in English or Russian."""
    return sum(PAUSE_SECONDS + SECONDS_PER_CHARACTER * len(part)
               + SECONDS_PER_COMMA * part.count(",")
               for part in _SENTENCE_END.split(text.strip()) if part)


def sentences(text: str) -> list[str]:
    """``text`` cut after each full stop, question or exclamation mark."""
    return [part for part in re.split(r"(?<=[.!?])\s+", text.strip()) if part]


def must_say(utterance: Utterance, *which: int) -> Utterance:
    """``utterance`` with its sentences numbered ``which`` (from 0; negative
    from the end; all of them when none is given) marked to be said in
    any opening (see the module docstring).

    >>> must_say(Utterance("Cards. You against Ada. Shed every card. The first out wins."),
    ...          0, 1, -1).must
    (0, 1, 3)
    """
    count = len(sentences(utterance.text))
    chosen = which or tuple(range(count))
    marked = {n % count for n in chosen if -count <= n < count}
    return replace(utterance, must=tuple(sorted(marked)))


def cap_opening(intro: Sequence[Utterance], news: Sequence[Utterance],
                key_label: Callable[[str], str],
                seconds: float = OPENING_SECONDS, *,
                hint_id: str = "opening-rest", always_hint: bool = False) -> list[Utterance]:
    """``intro`` then ``news`` as they would be said: the sentences marked
    :func:`must_say` and the call to act's start always, the rest while it
    fits in ``seconds`` (the keys' hint first, then news, then the
    introduction), ending with the keys to the rest when anything was left
    out and the hint fits (``hint_id``: a watcher's points to the history,
    having no hand to read). ``always_hint``: the hint is said whatever it
    costs and whatever was left out (a player's first deal of a game says
    how to hear the hand and where the keys are). Utterances left out
    entirely are kept unspoken, so they are still shown; every word is in
    the history already."""
    words = [*intro, *news]
    parts = [sentences(u.text) if u.spoken else [] for u in words]
    hint = t(hint_id, hand=key_label("my_status"), history=key_label("history_back"),
             help=key_label("help"))
    whole = speech_seconds(" ".join(" ".join(p) for p in parts))
    if whole + (speech_seconds(hint) if always_hint else 0.0) <= seconds:
        return with_hint(words, hint) if always_hint else words
    keep = [[number in u.must for number in range(len(p))] for u, p in zip(words, parts,
                                                                            strict=True)]
    left = seconds - sum(speech_seconds(sentence) for part, kept in zip(parts, keep, strict=True)
                         for sentence, k in zip(part, kept, strict=True) if k)
    calls = [i for i, u in enumerate(words) if u.cue == CALL_TO_ACT]
    for index in calls:  # what the player must answer now: its start at least
        for number, sentence in enumerate(parts[index]):
            cost = speech_seconds(sentence)
            if keep[index][number]:
                continue  # marked, so counted already
            if number and cost > left:
                break  # a prefix: its sentences lean on each other
            keep[index][number] = True
            left -= cost
    hinted = always_hint or speech_seconds(hint) <= left
    if hinted:
        left -= speech_seconds(hint)
    first_news = len(intro)
    order = [i for i in (*range(first_news, len(words)), *range(first_news)) if i not in calls]
    for index in order:
        for number, sentence in enumerate(parts[index]):
            cost = speech_seconds(sentence)
            if not keep[index][number] and cost <= left:
                keep[index][number] = True
                left -= cost
    out: list[Utterance] = []
    for utterance, part, kept in zip(words, parts, keep, strict=True):
        if not utterance.spoken or all(kept):
            out.append(utterance)
        elif any(kept):
            said = [(s, n in utterance.must) for n, (s, k) in enumerate(zip(part, kept,
                                                                          strict=True)) if k]
            out.append(replace(utterance, text=" ".join(s for s, _ in said),
                               must=tuple(n for n, (_, m) in enumerate(said) if m)))
        else:
            out.append(replace(utterance, spoken=False))
    if not hinted or (all(all(kept) for kept in keep) and not always_hint):
        return out
    return with_hint(out, hint)


def with_hint(words: Sequence[Utterance], hint: str) -> list[Utterance]:
    """``words`` with the keys' ``hint`` before a call to act that ends
    them: the turn prompt stays the last thing heard."""
    out = list(words)
    at = len(out)
    while at > 0 and out[at - 1].cue == CALL_TO_ACT:
        at -= 1
    out.insert(at, Utterance(hint))
    return out
