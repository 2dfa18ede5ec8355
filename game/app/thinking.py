"""Computer players think on a worker thread, so that a key press is never
delayed by a decision (an expert's search takes a good part of a
second on a slow machine; speech and keys go on meanwhile).

:class:`Thinker` asks the session for the bot's question (its bot, a frozen
view and a copy of the legal moves, the bot's generator already seeded for
the decision: ``session.bots.question``), hands it to one worker thread
and gives the move back once it is ready; the loop then plays it with
``session.bots.play`` on the main thread, so the game itself is only ever touched
there. A question belongs to one position (the session and its number of
events): an answer for a position that is gone (the player quit to the
menu, a game was loaded) is dropped. The thinking starts as soon as the bot
is due, during the pace's pause, so a fast bot's move comes at the pace.
"""

from __future__ import annotations

import contextlib
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from ..core.session import GameSession

#: What :meth:`Thinker.answer` returns while the bot is still thinking.
THINKING = object()


class Thinker:
    """One bot decision at a time, on one worker thread."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot-thinking")
        self._position: tuple[int, int] | None = None
        self._future: Future[Any] | None = None

    @staticmethod
    def position(session: GameSession) -> tuple[int, int]:
        return (id(session), len(session.side.events))

    def answer(self, session: GameSession) -> Any:
        """The bot's move for ``session``'s position, or :data:`THINKING`
        (it is asked now if it was not yet). A bot's own error is raised
        here, on the main thread, where the app reports it."""
        position = self.position(session)
        if self._position != position or self._future is None:
            question = session.bots.question()
            if question is None:
                return THINKING
            bot, view, legal = question
            self._position = position
            self._future = self._pool.submit(bot.choose, view, legal)
        if not self._future.done():
            return THINKING
        # Kept until the position changes (the move played): the loop may
        # ask again before the pace lets it play, and a bot asked twice
        # would remember its move twice.
        return self._future.result()

    def wait(self, seconds: float) -> None:
        """Block up to ``seconds`` for the pending decision (scripted runs
        and tests, which have nothing else to do meanwhile)."""
        future = self._future
        if future is not None:
            with contextlib.suppress(TimeoutError):
                future.exception(timeout=seconds)

    def close(self) -> None:
        """Let the worker go (a decision under way finishes unheard)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._future = self._position = None
