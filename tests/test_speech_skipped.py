"""Nothing lost when cut off: a key that cuts queued event speech
leaves it in the history, and the next report (F2, Shift+F2, F3, Shift+F3, W)
starts by saying how many messages were skipped, once."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from game.app.main import App, AppOptions
from game.app.skipped import SkippedSpeech
from game.core.session import Utterance
from game.i18n import t
from game.speech import RecordingSpeaker


class BusySpeaker(RecordingSpeaker):
    """A recording speaker that is still talking once given anything (until
    the test lets it finish), as a real voice is right after a bot's moves."""

    def __init__(self) -> None:
        super().__init__()
        self.is_busy = False

    def speak(self, text: str, interrupt: bool) -> None:
        super().speak(text, interrupt)
        self.is_busy = True

    def busy(self) -> bool:
        return self.is_busy


# -- the counter alone ----------------------------------------------------------

def test_queued_messages_cut_while_busy_are_counted_once() -> None:
    skipped = SkippedSpeech()
    for _ in range(3):
        skipped.sent(interrupt=False, busy=True)
    skipped.sent(interrupt=True, busy=True)  # a focus key while they are said
    assert skipped.take() == 3
    assert skipped.take() == 0  # told once, then the count starts again


def test_nothing_is_skipped_when_the_speaker_had_finished() -> None:
    skipped = SkippedSpeech()
    for _ in range(3):
        skipped.sent(interrupt=False, busy=False)
    skipped.sent(interrupt=True, busy=False)
    assert skipped.take() == 0


def test_messages_heard_before_the_speaker_fell_idle_are_not_counted() -> None:
    skipped = SkippedSpeech()
    skipped.sent(interrupt=False, busy=False)
    skipped.sent(interrupt=False, busy=True)
    # The speaker fell idle: both were heard; only what follows can be cut.
    skipped.sent(interrupt=False, busy=False)
    skipped.sent(interrupt=True, busy=True)
    assert skipped.take() == 1


def test_stopping_speech_on_purpose_skips_nothing_to_tell() -> None:
    skipped = SkippedSpeech()
    skipped.sent(interrupt=False, busy=True)
    skipped.stopped()
    skipped.sent(interrupt=True, busy=True)
    assert skipped.take() == 0


def test_a_report_starts_with_the_count_in_the_catalogs_words() -> None:
    skipped = SkippedSpeech()
    skipped.sent(interrupt=False, busy=True)
    skipped.sent(interrupt=False, busy=True)
    report = [Utterance("You have 40 points.", interrupt=True)]
    # The report itself cuts the two queued messages.
    words = skipped.report(report, busy=True, key="comma")
    assert words[0].text == ("2 messages skipped; comma steps back through the history to "
                             "them. You have 40 points.")
    assert words[0].interrupt
    assert skipped.report(report, busy=True, key="comma") == report
    skipped.sent(interrupt=False, busy=True)
    skipped.sent(interrupt=True, busy=True)
    words = skipped.report(report, busy=False, key="comma")
    assert words[0].text.startswith(t("speech-skipped", count=1, key="comma"))
    assert words[0].text.startswith(
        "One message skipped; comma steps back through the history to it.")


# -- through the app --------------------------------------------------------------

# Seed 3: W hears out the deal's opening (it cut the rest of it, told at
# once), then the player's move and the two bots' moves are queued.
MOVE = ["w", "home", "space", "return"]


def queued_since_last_interrupt(spoken: list[tuple[str, bool]]) -> list[str]:
    out: list[str] = []
    for text, interrupt in spoken:
        out = [] if interrupt else [*out, text]
    return out


@contextmanager
def after_bot_moves(speaker: Any) -> Iterator[App]:
    """An app on ``speaker`` whose game has started and whose bots have moved
    (their moves queued on the speaker)."""
    app = App(AppOptions(headless=True, seed=3), speaker=speaker)
    try:
        app.press("return")
        for key in MOVE:
            app.press(key)
        yield app
    finally:
        app.close()


def test_a_focus_key_cuts_events_and_the_next_report_says_how_many(user_dirs: Path) -> None:
    speaker = BusySpeaker()
    with after_bot_moves(speaker) as app:
        queued = queued_since_last_interrupt(speaker.spoken)
        assert len(queued) >= 2
        assert speaker.is_busy  # the voice is still reading the bots' moves
        app.press("right")  # focus cuts them
        app.press("f2")
        text, interrupt = speaker.spoken[-1]
        assert interrupt
        assert text.startswith(
            f"{len(queued)} messages skipped; comma steps back through the history to them. ")
        # What was cut stays in the history: comma, past the focus words
        # of Right, reaches the last of it.
        app.press(",")
        app.press(",")
        assert speaker.spoken[-1] == (queued[-1], True)
        app.press("w")  # the count was told once
        assert "skipped" not in speaker.spoken[-1][0]


def test_a_report_key_that_cuts_events_says_so_itself(user_dirs: Path) -> None:
    speaker = BusySpeaker()
    with after_bot_moves(speaker) as app:
        queued = queued_since_last_interrupt(speaker.spoken)
        app.press("shift+f3")
        assert speaker.spoken[-1][0].startswith(f"{len(queued)} messages skipped")


def test_events_heard_to_the_end_are_not_skipped(user_dirs: Path) -> None:
    speaker = BusySpeaker()
    with after_bot_moves(speaker) as app:
        speaker.is_busy = False  # the bots' moves were said to the end
        app.press("right")
        app.press("f3")
        assert "skipped" not in speaker.spoken[-1][0]


def test_a_speaker_that_is_never_busy_skips_nothing(user_dirs: Path) -> None:
    speaker = RecordingSpeaker()
    with after_bot_moves(speaker) as app:
        app.press("right")
        for key in ("f2", "shift+f2", "f3", "shift+f3", "w"):
            app.press(key)
            assert "skipped" not in speaker.spoken[-1][0]
