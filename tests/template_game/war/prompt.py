"""War's turn prompt and opening words, as the part its session holds
(``session.prompt``, :mod:`game.core.prompt`): the opening names the
opponents, the prompt the key that turns over a card, W whose turn it is.
Everything said comes from ``locale/<lang>/war.ftl``."""

from __future__ import annotations

from ...core.opening import must_say
from ...core.prompt import Prompt, PromptHost
from ...core.utterance import Utterance
from ...i18n import join_list, t


class WarPrompt(Prompt[PromptHost]):
    """War's turn prompt and opening words; it reads its session only
    through :class:`~game.core.prompt.PromptHost` (a game that reads more,
    its view say, names it in a Protocol of its own built on that one)."""

    def intro(self) -> list[Utterance]:
        host = self.host
        # The others from the player's left: online the player may sit anywhere.
        names = join_list([host.name(s) for s in host.opponents()])
        # The game's name, the opponents and the goal, and below the deal and
        # its dealer, are said whatever the opening's length (ux.md, "Deals
        # and openings"; game/core/opening.py).
        return [must_say(host.say(t("war-start", names=names)))]

    def turn_prompt(self, calling: bool = False) -> str:
        return self.prompt_words("war-your-turn", calling, key=self.host.key_label("play"))

    def whose_turn(self) -> str:
        host = self.host
        seat = host.side.current_player()
        if seat is None:
            return t("invalid-game-over")
        if seat == host.human:
            return self.turn_prompt()
        return t("war-turn-of", name=host.name(seat))
