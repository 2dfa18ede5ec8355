"""One key press must never lose a card, a move or a game,
in every game: a move key before a new deal was heard, rank keys off the
hand, the focus after a suggested move, and New game asking first.

Session-level where the session decides (deterministic: nothing but keys
moves the state), through the app where the app does (the menu, the end of
the frame that sent a new deal's opening)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import pytest

from game.app.key_script import post_key
from game.app.main import App, AppOptions
from game.app.screens import GameScreen, MenuScreen
from game.core.session import GameSession
from game.games import SPECS, spec
from game.speech import RecordingSpeaker
from game.speech.screenreader import ScreenReaderSpeaker
from tests.game_traits import several_deals

GAMES = tuple(s.id for s in SPECS)
#: The games of several deals (a Shithead or a Ten Phases game is one deal).
DEALING = tuple(g for g in GAMES if several_deals(g))


def texts(words: Iterable[Any]) -> list[str]:
    return [w.text for w in words]


def session_of(game_id: str, seed: int = 1, players: int = 3) -> GameSession:
    session = spec(game_id).session(players, ["normal"] * (players - 1), seed)
    session.start()
    session.flow.opening_heard()  # the app, as the frame that started the game ends
    return session


def to_next_deal(session: GameSession) -> list[str]:
    """Play the deal out (the player takes the game's suggestion) until its
    summary waits, then deal on with Enter: what that Enter said."""
    for _ in range(5000):
        if session.flow.paused:
            return texts(session.handle("play"))
        if session.bots.due():
            session.bots.step()
        else:
            session.moves.try_move(session.advice.plan_move())
    raise AssertionError("the deal never ended")


def to_summary(session: GameSession) -> None:
    """Play the deal out (the player takes the game's suggestion) until its
    summary waits for Enter."""
    while not session.flow.paused:
        if session.bots.due():
            session.bots.step()
        else:
            session.moves.try_move(session.advice.plan_move())


def to_my_turn(session: GameSession) -> None:
    while session.bots.due():
        session.bots.step()


# -- a move key before the new deal was heard -----------------------------------------------
def test_twenty_second_enter_after_dealing_on_plays_nothing_seed_1() -> None:
    """The report: Enter on "Press Enter to deal on", Boris plays move 1, a
    second Enter played "You play an ace. Move 2." before the new hand was
    heard. Now it plays nothing and says the opening again."""
    session = session_of("twenty")
    assert to_next_deal(session)[0] == "Deal 2. Ada deals."
    to_my_turn(session)
    hand = list(session.view().hand)
    events = len(session.side.events)
    words = texts(session.handle("play"))
    assert words == ["Nothing played: a new deal has begun. Deal 2. Ada deals. "
                     "my_status reads your hand."]
    assert len(session.side.events) == events and list(session.view().hand) == hand
    session.flow.opening_heard()  # the app, as the frame of that Enter ends
    # An Enter of a later frame is the player's own.
    assert texts(session.handle("play"))[0].startswith("You play")


@pytest.mark.parametrize("game_id", DEALING)
@pytest.mark.parametrize("command", ["play", "draw", "take_discard"])
def test_every_game_holds_a_move_key_until_the_new_deal_is_heard(game_id: str,
                                                                 command: str) -> None:
    session = session_of(game_id)
    to_next_deal(session)
    to_my_turn(session)
    events = len(session.side.events)
    words = texts(session.handle(command))
    assert len(words) == 1 and words[0].startswith("Nothing played: a new deal has begun.")
    assert len(session.side.events) == events


@pytest.mark.parametrize("game_id", DEALING)
def test_a_report_key_in_the_same_frame_holds_the_move_key_behind_it(game_id: str) -> None:
    """A report and then Enter, both on their way before the deal's words
    were sent: the report reads, the Enter plays nothing; keys of the next
    frame act (the app: opening_heard)."""
    session = session_of(game_id)
    to_next_deal(session)
    to_my_turn(session)
    session.handle("my_status")
    assert texts(session.handle("play"))[0].startswith("Nothing played")
    session.flow.opening_heard()
    assert not texts(session.handle("play"))[0].startswith("Nothing played")


@pytest.mark.parametrize("game_id", DEALING)
def test_enter_on_a_summary_deals_on_though_the_deal_before_was_never_heard(
        game_id: str) -> None:
    """Online, the others may play a whole deal out before the frame that
    said its opening ends (or the player never moved in it): once its
    summary waits, Enter deals on instead of saying that stale opening
    again and again (a whole-game test met a table stuck there for good)."""
    session = session_of(game_id)
    to_next_deal(session)
    # The deal is played out with no key of this player's: its moves come
    # as events, as the server sends them (a stand-in playing the seat).
    while not session.flow.paused:
        if session.bots.due():
            session.bots.step()
        else:
            session.flow.announce(session.side.engine.apply(session.advice.plan_move()))
    assert session.flow.unheard is not None  # no frame has ended since the opening
    deal = sum(e["type"] == "deal" for e in session.side.events)
    words = texts(session.handle("play"))
    assert not session.flow.paused
    assert not [w for w in words if w.startswith("Nothing played")]
    assert sum(e["type"] == "deal" for e in session.side.events) >= deal
    assert words and words[0].startswith(("Deal", "Hand"))


class Talking(RecordingSpeaker):
    """A speaker still saying the opening, and saying so."""

    def busy(self) -> bool:
        return True


class Silent:
    """An accessible_output2 output with no is_speaking (NVDA, JAWS): it
    never says whether it is done."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.texts.append(text)


@pytest.mark.parametrize("reader", ["talking", "silent"])
def test_a_key_after_the_frame_that_dealt_acts_while_the_opening_is_said(reader: str) -> None:
    """The report: the first move key of a deal the player opens was
    refused and the whole opening said again, while the speaker was still
    saying it (Speech Dispatcher, the own voice) or, with a screen reader
    that cannot tell (NVDA, JAWS), for as long as the game guessed the
    opening takes at the default rate: a fast listener met it every deal.
    Now an Enter of a later frame than the one that dealt on plays; only a
    second Enter taken in that same frame (a double press, on its way
    before the deal was said) is held."""
    output = Silent()
    speaker: Talking | ScreenReaderSpeaker = (Talking() if reader == "talking"
                                             else ScreenReaderSpeaker(output))

    def spoken() -> list[str]:
        return output.texts if isinstance(speaker, ScreenReaderSpeaker) else speaker.texts

    app = App(AppOptions(headless=True, seed=1), speaker=speaker)
    try:
        session = session_of("twenty")
        to_summary(session)
        app.replace_all(GameScreen(session, lambda: [], resumed=True))
        before = len(spoken())
        app.press("return")  # deal on; Boris plays move 1
        assert spoken()[before].startswith("Deal 2. Ada deals.")
        events, before = len(session.side.events), len(spoken())
        app.press("return")
        assert len(session.side.events) > events
        assert spoken()[before].startswith("You play")
        # The double press, at the end of the deal.
        to_summary(session)
        before = len(spoken())
        post_key("return")  # deal on
        post_key("return")  # taken in the same frame
        app.frame()
        said = spoken()[before:]
        assert said[0].startswith("Deal 3.")
        assert [t for t in said if t.startswith("Nothing played: a new deal has begun. Deal 3.")]
        assert not [t for t in said if t.startswith("You play")]
        assert session.flow.unheard is None  # the frame has ended: the next keys act
    finally:
        app.close()


# -- rank keys off the hand ------------------------------------------------------------------
def phase10_table() -> Any:
    """Phase 10, after the draw, phase 1 laid: the player holds blue 1 and
    red 8; Ada has laid a set of 1s (the report: seed 1, four groups)."""
    from game.games.phase10.tests.test_phase10_session import a_set, arrange, make, run

    session = make(seed=1)
    arrange(session, ["B1", "R8", "Y11"],
            groups={0: [a_set("R4", "G4", "Y4", number=4), a_set("R2", "B2", "W", number=2)],
                    1: [run("R3", "B4", "G5", "Y6", "B7", values=range(3, 8)),
                        a_set("Y1", "G1", "R1", number=1)]})
    session.cursor.row = 2 - 1  # the table
    session.cursor.focus[1] = 0
    return session


def test_phase10_rank_key_on_the_table_stays_on_the_table() -> None:
    """The report: on the table row, 1 jumped to "Your hand: blue 1,
    selected…" and the next Enter said "You discard blue 1.", a card that
    fitted Ada's set of 1s. Now 1 focuses the group holding 1s."""
    session = phase10_table()
    assert texts(session.handle("jump_1")) == [
        "Ada's set of three 1s, the only group with 1s"]
    assert session.cursor.row == 1
    assert texts(session.handle("jump_4")) == ["Your set of three 4s, group 1 of 2 with 4s"]
    assert texts(session.handle("jump_4")) == ["Ada's run 3 to 7, group 2 of 2 with 4s"]
    assert texts(session.handle("jump_wild")) == [
        "Your set of two 2s plus a wild, the only group with wilds"]
    assert texts(session.handle("jump_12")) == ["No 12s on the table."]


def test_phase10_shift_rank_on_the_table_selects_in_the_hand_and_enter_hits() -> None:
    session = phase10_table()
    session.handle("jump_1")  # Ada's set of 1s
    words = texts(session.handle("pick_1"))
    assert words[0].startswith("blue 1 selected")
    assert session.cursor.row == 1 and session.moves.chosen_cards()[0].number == 1
    words = texts(session.handle("play"))
    assert words[0] == "You hit a blue 1 on Ada's set of four 1s."
    assert [c.number for c in session.view().hand] == [8, 11]


@pytest.mark.parametrize("game_id", ["twenty", "shithead"])
def test_rank_keys_on_a_row_of_cards_stay_in_it(game_id: str) -> None:
    """Twenty's table and Shithead's pile hold cards: the key stays there."""
    from game.core.cards import Card

    session = session_of(game_id)
    to_my_turn(session)
    laid = [Card(5, "H"), Card(9, "S"), Card(5, "C")]
    if game_id == "twenty":
        session.table_log = [(1, card) for card in laid]  # type: ignore[attr-defined]
        row = 1
    else:
        session.side.engine.pile = list(laid)  # type: ignore[attr-defined]
        row = 3
    session.cursor.refresh_rows()
    session.cursor.row = row
    session.cursor.focus[row] = 0
    words = texts(session.handle("jump_5"))
    assert session.cursor.row == row and session.cursor.focus[row] == 2
    assert words[0].endswith("second of two 5s")


# -- the focus after a suggested move ------------------------------------------------------
def test_phase10_after_a_suggested_hit_the_focus_is_on_the_hand() -> None:
    """The report: after G and Enter hit, the focus stayed on the table and
    the next Enter was refused (nothing selected)."""
    session = phase10_table()
    session.cursor.row = 0
    words = texts(session.handle("suggest"))
    assert words[0].startswith("Suggested: hit a blue 1 on Ada's set of three 1s")
    assert session.cursor.row == 1  # the suggestion focused the group
    assert texts(session.handle("play"))[0] == "You hit a blue 1 on Ada's set of four 1s."
    assert session.cursor.row == 0
    assert texts(session.handle("play"))[0].startswith("You discard")


@pytest.mark.parametrize("game_id", ["phase10", "tenphases"])
def test_after_a_suggested_draw_the_focus_leaves_the_actions_for_the_hand(game_id: str) -> None:
    session = session_of(game_id)
    to_my_turn(session)
    words = texts(session.handle("suggest"))
    actions = session.cursor.row_kinds.index("actions")  # type: ignore[attr-defined]
    assert session.cursor.row == actions, words
    assert texts(session.handle("play"))[0].startswith("You ")
    assert session.cursor.row == 0


# -- New game asks first ----------------------------------------------------------------------
@pytest.fixture
def app() -> Iterator[App]:
    from game.app.saves import delete_save

    delete_save()
    application = App(AppOptions(headless=True, seed=1), speaker=RecordingSpeaker())
    application.settings.game = "tenphases"
    application.replace_all(application.menus.main_menu())
    yield application
    application.close()


def spoken(app: App) -> list[str]:
    assert isinstance(app.speaker, RecordingSpeaker)
    return app.speaker.texts


def new_game_from_the_game_menu(app: App) -> tuple[GameSession, list[str]]:
    """Play (main menu), then Escape and New game (the second item)."""
    app.press("return")
    assert isinstance(app.screen, GameScreen)
    session = app.screen.session
    session.side.engine.phases_done[0] = 1  # type: ignore[attr-defined]  # on phase 2, the report
    app.press("escape")
    before = len(spoken(app))
    app.press("down")
    app.press("return")
    return session, spoken(app)[before:]


def test_new_game_asks_before_it_throws_a_game_in_progress_away(app: App) -> None:
    """The report: Game menu, New game replaced a Ten Phases game on phase 2
    at once, without a question or a sentence."""
    session, words = new_game_from_the_game_menu(app)
    assert words[-1] == ("Start a new game: this game of Ten Phases will be lost. "
                         "No, keep this game, 1 of 2")
    assert isinstance(app.screen, MenuScreen)
    app.press("return")  # No: back to the game menu, the game kept
    app.press("home")
    app.press("return")  # Resume
    assert isinstance(app.screen, GameScreen) and app.screen.session is session


def test_yes_starts_the_new_game(app: App) -> None:
    session, _ = new_game_from_the_game_menu(app)
    app.press("down")
    app.press("return")  # Yes, start a new game
    assert isinstance(app.screen, GameScreen) and app.screen.session is not session
    assert app.screen.session.view().phases[0] == 1  # type: ignore[attr-defined]


def test_new_game_after_the_game_ended_asks_nothing(app: App) -> None:
    app.press("return")
    assert isinstance(app.screen, GameScreen)
    session = app.screen.session
    session.side.engine.over = True  # type: ignore[attr-defined]
    assert session.side.is_over()
    app.press("escape")
    app.press("down")
    app.press("return")
    assert isinstance(app.screen, GameScreen) and app.screen.session is not session
