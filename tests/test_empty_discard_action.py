"""With the discard pile empty, the action that takes from it no
longer reads (on screen and in speech) "Take empty from the discard
pile" but says that there is nothing to take, in Phase 10 and Ten Phases,
in English and Russian; with a card on the pile it names the card as
before."""

from __future__ import annotations

import pytest

from game.games.phase10.session import Phase10Session
from game.games.tenphases.session import TenPhasesSession
from game.i18n import set_language

EMPTY = {"en": "The discard pile is empty: nothing to take",
         "ru": {"phase10": "Сброс пуст: брать нечего",
                "tenphases": "Стопка сброса пуста: брать нечего"}}


def session_of(game_id: str) -> Phase10Session | TenPhasesSession:
    kind = Phase10Session if game_id == "phase10" else TenPhasesSession
    session = kind(3, ["normal", "normal"], 1)
    session.start()
    return session


def take_action(session: Phase10Session | TenPhasesSession) -> str:
    actions = session.cursor.rows[-1].items
    return str(actions[1])


@pytest.mark.parametrize("language", ("en", "ru"))
@pytest.mark.parametrize("game_id", ("phase10", "tenphases"))
def test_an_empty_discard_pile_offers_nothing_to_take(game_id: str, language: str) -> None:
    try:
        set_language(language)
        session = session_of(game_id)
        rules = session.side.engine
        top = rules.discard[-1]
        session.cursor.refresh_rows()
        with_card = take_action(session)
        assert "пусто" not in with_card and "empty" not in with_card, with_card
        rules.discard.clear()
        session.cursor.refresh_rows()
        said = take_action(session)
        expected = EMPTY["en"] if language == "en" else EMPTY["ru"][game_id]
        assert said == expected, (said, top)
        assert len(session.cursor.rows[-1].items) == 4  # the actions stay where they were
    finally:
        set_language("en")
