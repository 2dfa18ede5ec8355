"""Every deal tells the player where they are (ux.md "Deals and
openings"): over whole games of all four games, at 2 to 4 players, in
English and Russian, every deal's opening says its number (games of more
than one deal) and who deals, the player's phase in the phase games, and at
the game's start the game's name, the opponents and the goal; then the call
to act when the player is to move. What gives way is everything else.

The expected words are made here from the engine's deal event and the
catalog, not taken from the session, so an opening that drops them fails;
once the opening chose by length and dropped them (Twenty seed 1,
two players: deal 13 opened "F2 reads your hand. Your turn. Move 1: ...").
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from deal_transcripts import Opening, deal_facts, name, new_session, play_openings

from game.core.opening import sentences
from game.core.session import GameSession
from game.games import SPECS
from game.i18n import DEFAULT_LANG, set_language, t
from tests.game_traits import several_deals

GAMES = tuple(s.id for s in SPECS)
#: Seeds per player count: those the openings were first found wanting on
#: (Twenty 1 and 2, Phase 10 1, the Russian 11 and 31) among them.
SEEDS = {2: (1, 11), 3: (2, 31), 4: (3, 12)}


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language(DEFAULT_LANG)


def check_opening(session: GameSession, opening: Opening, where: str) -> None:
    said = opening.said
    facts = sentences(deal_facts(session, opening.deal))
    for fact in facts:
        assert any(fact in text for text in said), f"{where}: {fact!r} not said in {said}"
    call = opening.first_call()
    if opening.my_turn:
        assert call is not None and call == len(said) - 1, f"{where}: no call to act in {said}"
        # Said whole ("Your turn. Move 1: ..."), but for the face-up choice's
        # suggestion, which gives way (W says it).
        assert opening.prompt is not None
        whole = opening.prompt
        if session.engine.game_id == "shithead" and opening.at_start:
            whole = sentences(whole)[0]
        assert said[call] == whole, f"{where}: the call to act cut in {said}"
    # The deal's facts come first, the call to act after them.
    last_fact = max((i for i, text in enumerate(said) if any(f in text for f in facts)),
                    default=-1)
    assert call is None or last_fact < call, f"{where}: the call before the deal in {said}"


def check_start(session: GameSession, opening: Opening, where: str) -> None:
    text = opening.text
    intro = session.history.messages[0]  # the introduction, whole
    assert t(f"{session.engine.game_id}-title") in text, f"{where}: no game name in {text!r}"
    for seat in range(1, session.side.players):
        assert name(seat) in text, f"{where}: opponent {name(seat)} not said in {text!r}"
    goal = sentences(intro)[-1]
    assert goal in text, f"{where}: the goal {goal!r} not said in {text!r}"


@pytest.mark.parametrize("players", sorted(SEEDS))
@pytest.mark.parametrize("game_id", GAMES)
def test_every_deal_of_whole_games_opens_with_where_the_player_is(
        game_id: str, players: int, lang: str) -> None:
    for seed in SEEDS[players]:
        session, openings = play_openings(game_id, players, seed)
        assert openings[0].at_start
        check_start(session, openings[0], f"{game_id} {lang} {players}p seed {seed} start")
        for number, opening in enumerate(openings, start=1):
            check_opening(session, opening, f"{game_id} {lang} {players}p seed {seed} deal "
                          f"{number}")
        if several_deals(game_id):
            numbers = [o.deal["deal"] for o in openings]
            assert numbers == list(range(1, len(openings) + 1)) and len(numbers) > 1


@pytest.mark.parametrize("game_id", GAMES)
def test_the_start_says_the_game_opponents_and_goal_before_the_deal(
        game_id: str, lang: str) -> None:
    session = new_session(game_id, 4, 2)
    said = [u.text for u in session.start() if u.spoken]
    assert t(f"{game_id}-title") in said[0], said  # the introduction is said first
