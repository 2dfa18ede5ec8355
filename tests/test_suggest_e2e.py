"""The suggestion through the real pygame loop (SDL dummy drivers, keys posted):
the suggestion (G) selects a legal move that Enter then plays, in every
game on fixed seeds; "since my last turn" (L) says one true sentence per
opponent; with a suggestion a phase is laid in at most 3 presses from the
draw; suggestions can be turned off and the statistics count games won
with them apart."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from phase_hands import laid, script_hand

from game.app.main import App, AppOptions
from game.app.saves import delete_save
from game.app.screens import GameScreen
from game.app.stats import Record, Statistics, load_stats, save_stats
from game.core.advice import PASSIVE
from game.core.session import GameSession
from game.games import SPECS
from game.speech import RecordingSpeaker
from tests.helpers_app import press


def start(game_id: str, seed: int, opponents: int = 2) -> App:
    delete_save()  # a scripted game saved by an earlier app would not replay
    app = App(AppOptions(headless=True, seed=seed), speaker=RecordingSpeaker())
    app.settings.game = game_id
    app.settings.opponents = opponents
    app.settings.level = "normal"
    app.replace_all(app.menus.main_menu())
    app.press("return")
    assert isinstance(app.screen, GameScreen)
    return app


@pytest.fixture
def apps() -> Iterator[list[App]]:
    made: list[App] = []
    yield made
    for app in made:
        app.close()


def session_of(app: App) -> GameSession:
    assert isinstance(app.screen, GameScreen)
    return app.screen.session


def cards_of(move: Any) -> Counter[str]:
    if hasattr(move, "groups"):
        return Counter(str(c) for g in move.groups for c in g.cards)
    return Counter(str(c) for c in getattr(move, "cards", ()))


def same_move(a: Any, b: Any) -> bool:
    """The same move, whatever order its cards are listed in."""
    if type(a) is not type(b):
        return False
    if hasattr(a, "groups") or hasattr(a, "cards"):
        return cards_of(a) == cards_of(b) and getattr(a, "target", None) == getattr(
            b, "target", None)
    return bool(a == b)


def expected_since(session: GameSession) -> str:
    """What L should say, from the engine's own record (not the session's
    log): each opponent's events since the player's previous turn ended
    (the player's own move followed by an opponent's), in this deal, in the
    order of play after the player."""
    game = session.side.engine
    since: list[dict[str, Any]] = []
    mine_last, anyone = False, False
    for event in game.events:
        seat = event.get("player")
        if event["type"] == "deal":
            since, mine_last, anyone = [], False, False
        elif seat == session.human:
            mine_last = mine_last or event["type"] not in PASSIVE
        elif seat is not None:
            if mine_last:
                since, mine_last = [], False
            anyone = True
            since.append(game.redact(event, session.human))
    if not since and not anyone:
        return "No one else has moved yet in this deal."
    order = [(session.human + k) % game.players for k in range(1, game.players)]
    return " ".join(session.advice.since_sentence(s, [e for e in since if e.get("player") == s])
                    for s in order)


@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
@pytest.mark.parametrize("seed", [3, 11])
def test_the_suggestion_is_legal_and_enter_plays_it(game_id: str, seed: int,
                                                     apps: list[App]) -> None:
    app = start(game_id, seed)
    apps.append(app)
    session = session_of(app)
    game = session.side.engine
    suggested = 0
    for _ in range(40):
        if game.is_over():
            break
        if session.flow.paused:
            press(app, "return")
            continue
        assert game.current_player() == session.human
        if getattr(game, "step", "draw") == "draw" and session.question.choosing is None:
            # Since my last turn: one true sentence per opponent.
            words = press(app, "l")
            assert words == [expected_since(session)]
            if not words[0].startswith("No one else"):
                assert words[0].count(". ") == game.players - 2  # one sentence each
        words = press(app, "g")
        kept = session.advice.suggested
        assert kept is not None and words == [kept.words] and words[0].startswith("Suggested")
        assert game.refusal(kept.move) is None, (kept.move, words)
        before = len(game.events)
        press(app, "return")
        made = [game.move_from_event(e) for e in game.events[before:]
                if e.get("player") == session.human]
        made = [m for m in made if m is not None]
        assert made and same_move(made[0], kept.move), (kept.move, made)
        suggested += 1
    assert suggested >= 6
    assert session.advice.suggestions_used


@pytest.mark.parametrize("game_id", ["phase10", "tenphases"])
def test_a_phase_takes_at_most_three_presses_from_the_draw(game_id: str,
                                                           apps: list[App]) -> None:
    """Suggest, Enter, and a choice only where it matters: each costs keys."""
    rng = random.Random(13)
    for seed in (1, 2, 3):
        app = start(game_id, seed)
        apps.append(app)
        session = session_of(app)
        phase = script_hand(session, rng)
        press(app, "d")
        presses = 0
        while not laid(session, phase) and presses < 4:
            words = press(app, "g" if presses == 0 else "return")
            presses += 1
        assert laid(session, phase), words
        assert presses <= 3
        assert presses == 2  # no question: Enter lays exactly what was suggested


def test_a_changed_selection_is_read_as_usual(apps: list[App]) -> None:
    """The player may change the suggestion: Enter then reads the selection."""
    app = start("phase10", 1)
    apps.append(app)
    session = session_of(app)
    phase = script_hand(session, random.Random(2), phase=1)
    press(app, "d", "g")
    assert session.advice.suggested is not None
    press(app, "space")  # one card fewer: no longer the suggestion
    assert session.advice.standing_suggestion() is None
    words = press(app, "return")
    assert not laid(session, phase)
    assert words and not words[0].startswith("Phase 1 laid")


def test_hearing_the_suggested_cards_keeps_the_suggestion(apps: list[App]) -> None:
    """Stepping through the hand to hear the selected cards keeps the
    suggestion: Enter lays what was suggested. Ending on a card it left out,
    the first Enter says so (core/selection_enter.py: no card moves that the
    player did not hear last), the second lays it."""
    app = start("phase10", 1)
    apps.append(app)
    session = session_of(app)
    phase = script_hand(session, random.Random(5), phase=2)
    press(app, "d", "g", "home", "right", "end")
    assert session.advice.standing_suggestion() is not None
    # the last card is not in the phase
    assert session.cursor.focus[0] not in session.moves.selected
    words = press(app, "return")
    assert not laid(session, phase) and words[0].startswith("Enter would lay phase 2 with the")
    words = press(app, "return")
    assert laid(session, phase) and words[0].startswith("Phase 2 laid")


def test_suggestions_off_says_so_and_selects_nothing(apps: list[App]) -> None:
    app = start("twenty", 5)
    apps.append(app)
    app.settings.suggestions = False
    session = session_of(app)
    session.advice.suggestions_on = False
    assert press(app, "g") == ["Suggestions are off; turn them on in Settings."]
    assert session.advice.suggested is None and not session.advice.suggestions_used


def test_statistics_count_wins_with_suggestions_apart(tmp_path: Any) -> None:
    stats = Statistics()
    stats.add_game("twenty", "hard", won=True, drawn=False, score=30, suggested=True)
    stats.add_game("twenty", "hard", won=True, drawn=False, score=20)
    stats.add_game("twenty", "hard", won=False, drawn=False, score=-5, suggested=True)
    record = stats.record("twenty", "hard")
    assert (record.won, record.won_suggested) == (2, 1)
    path = tmp_path / "s.json"
    save_stats(stats, path)
    assert load_stats(path)[0].records == stats.records
    # A file from before suggestions were counted loads, with none counted.
    path.write_text('{"format": 1, "records": {"twenty/hard": {"played": 1, "won": 1, '
                    '"lost": 0, "streak": 1, "best_streak": 1, "best_score": 4}}}',
                    encoding="utf-8")
    loaded, problem = load_stats(path)
    assert problem is None and loaded.records["twenty/hard"] == Record(1, 1, 0, 1, 1, 4, 0)


def test_the_statistics_screen_says_both_records(apps: list[App]) -> None:
    app = start("twenty", 5)
    apps.append(app)
    app.stats.add_game("twenty", "normal", won=True, drawn=False, score=30, suggested=True)
    app.stats.add_game("twenty", "normal", won=True, drawn=False, score=10)
    menu = app.menus.statistics_menu()
    line = menu.menu.items[0].label
    # One sentence, the wins with suggestions inside it (the rest
    # were won without), so the menu's position does not follow a full stop.
    assert "2 won (1 with suggestions), 0 lost" in line and not line.endswith(".")


def test_the_suggestion_is_worked_out_ahead_and_follows_the_view(apps: list[App]) -> None:
    """An idle frame on the player's turn works the suggestion out (the key
    then answers at once); a table that changed since is worked out anew."""
    app = start("phase10", 4)
    apps.append(app)
    session = session_of(app)
    app.frame()  # an idle frame, no key
    view = repr(session.side.view())
    assert session.advice._planned is not None and session.advice._planned[0] == view
    script_hand(session, random.Random(9), phase=2)
    press(app, "d", "g")
    assert session.advice._planned[0] == repr(session.side.view()) != view
    assert session.advice.suggested is not None
    assert session.advice.suggested.words.endswith(": phase 2. Enter lays it.")


def test_a_saved_game_remembers_a_suggestion_was_taken(tmp_path: Any) -> None:
    """Resuming must not turn an assisted game into an unassisted win."""
    from game.app.saves import load_game, save_game
    from game.games import spec

    session = spec("twenty").session(3, ["easy", "easy"], 8)
    session.start()
    while session.side.current_player() != session.human:
        session.bots.step()
    session.handle("suggest")
    session.handle("play")
    assert session.advice.suggestions_used
    path = save_game(session, tmp_path / "save.jsonl")
    assert load_game(path).advice.suggestions_used
    fresh = spec("twenty").session(3, ["easy", "easy"], 8)
    fresh.start()
    assert not load_game(save_game(fresh, tmp_path / "other.jsonl")).advice.suggestions_used
