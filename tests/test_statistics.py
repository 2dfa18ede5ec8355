"""Statistics per game and level: counted when a game ends, kept across
sessions, read in a menu, reset after a confirmation; a bad file is kept
aside with one sentence."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import pytest

from game.app.main import App, AppOptions
from game.app.screens import GameScreen
from game.app.stats import Record, Statistics, load_stats, save_stats, stats_path
from game.games import SPECS
from game.speech import RecordingSpeaker
from tests.game_traits import traits


def test_record_counts_streaks_and_best_score() -> None:
    record = Record()
    for won, score in ((True, 40), (True, 120), (False, -30), (True, 100)):
        record.add(won, drawn=False, score=score, better="high")
    assert (record.played, record.won, record.lost) == (4, 3, 1)
    assert (record.streak, record.best_streak, record.best_score) == (1, 2, 120)
    low = Record()
    for score in (80, 35, 60):
        low.add(False, drawn=False, score=score, better="low")
    assert low.best_score == 35
    drawn = Record()
    drawn.add(False, drawn=True, score=None, better=None)
    assert (drawn.played, drawn.lost, drawn.best_score) == (1, 0, None)


def test_statistics_survive_a_save_and_load(tmp_path: Path) -> None:
    stats = Statistics()
    stats.add_game("twenty", "hard", won=True, drawn=False, score=104)
    stats.add_game("shithead", "easy", won=False, drawn=False, score=0)
    save_stats(stats, tmp_path / "s.json")
    loaded, problem = load_stats(tmp_path / "s.json")
    assert problem is None
    assert loaded.records == stats.records
    assert loaded.records["shithead/easy"].best_score is None  # Shithead keeps no score


BAD = {
    "corrupt": "{not json",
    "empty": "",
    "foreign": json.dumps({"speech": "auto"}),
    "future": json.dumps({"format": 2, "records": {}}),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_statistics_file_gives_one_sentence_and_is_kept(case: str, tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(BAD[case], encoding="utf-8")
    stats, sentence = load_stats(path)
    assert stats.records == {}
    assert sentence is not None and sentence.startswith(f"Statistics file {path} could not be")
    assert sentence.endswith("so counting starts afresh.") and "\n" not in sentence
    assert Path(f"{path}.bad").read_text(encoding="utf-8") == BAD[case]
    assert not path.exists()


def test_one_damaged_entry_costs_only_that_entry(tmp_path: Path) -> None:
    """40 Twenty and 25 Phase 10 games survive an impossible entry beside
    them (won > played): it alone is set aside, by name; the file as it was
    stays as ``.bad``, and the good records are written back."""
    good = {"twenty/normal": asdict(Record(played=40, won=22, lost=18, best_streak=5)),
            "phase10/hard": asdict(Record(played=25, won=4, lost=21, best_streak=2))}
    text = json.dumps({"format": 1, "records": {
        **good, "twenty/hard": asdict(Record(played=3, won=5, lost=0, best_streak=5))}})
    path = tmp_path / "statistics.json"
    path.write_text(text, encoding="utf-8")
    stats, sentence = load_stats(path)
    assert {k: asdict(r) for k, r in stats.records.items()} == good
    assert sentence == (f"Statistics file {path}: the entry “Twenty, hard” was damaged and is set"
                        f" aside in {path}.bad; every other record is kept.")
    assert Path(f"{path}.bad").read_text(encoding="utf-8") == text
    again, problem = load_stats(path)  # written back: the next start is quiet
    assert problem is None and again.records == stats.records


def test_statistics_saved_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    stats = Statistics()
    stats.add_game("twenty", "hard", won=True, drawn=False, score=104)
    path = tmp_path / "statistics.json"
    path.write_bytes(b"\xef\xbb\xbf" + stats.as_json().encode("utf-8"))  # Notepad's UTF-8
    loaded, problem = load_stats(path)
    assert problem is None and loaded.records == stats.records


def test_a_statistics_link_to_nowhere_is_said_and_kept(tmp_path: Path) -> None:
    """A link the player made (to a folder on another drive, not there
    now) is not taken for "no file yet": it is said, and left a link."""
    path = tmp_path / "statistics.json"
    target = tmp_path / "elsewhere" / "statistics.json"
    path.symlink_to(target)
    stats, sentence = load_stats(path)
    assert stats.records == {}
    assert sentence == (f"Statistics file {path} could not be read (it is a link to {target},"
                        " which does not exist), so counting starts afresh.")
    assert path.is_symlink()
    target.parent.mkdir()
    save_stats(stats, path)  # once there, the game writes through the link
    assert path.is_symlink() and target.exists()


def test_a_finished_game_is_counted_shown_and_reset(user_dirs: Path) -> None:
    speaker = RecordingSpeaker()
    app = App(AppOptions(headless=True, seed=11), speaker=speaker)
    try:
        app.press("return")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        game = screen.session.side.engine
        game.options["match_points"] = 1  # the first deal's winner takes the match
        keys = ["d", "home", "return"]
        for i in range(400):
            if game.is_over():
                break
            app.press(keys[i % 3])
        assert game.is_over()
        won = 0 in game.results().winners
        stats, _ = load_stats(stats_path())
        record = stats.records["twenty/normal"]
        assert (record.played, record.won, record.lost) == (1, int(won), int(not won))
        app.press("return")  # play again
        app.press("escape")
        app.press("end")  # the game menu's last item: Quit
        app.press("up")   # Quit to main menu
        app.press("return")
        app.press("end")
        app.press("up")   # Play online, above Quit
        app.press("up")   # Statistics
        app.press("return")
        said = speaker.spoken[-1][0]
        assert said.startswith("Statistics. Twenty, normal: one game, "
                               f"{int(won)} won, {int(not won)} lost;")
        app.press("down")
        app.press("return")  # Reset statistics
        assert speaker.spoken[-1][0].startswith("Reset all statistics: this cannot be undone. "
                                                "No, keep them")
        app.press("down")
        app.press("return")  # Yes
        assert speaker.spoken[-2][0] == "Statistics reset."
        assert load_stats(stats_path())[0].records == {}
    finally:
        app.close()


# The direction of a better final score, from the rulings themselves (each
# game's traits' ``ruled_best``, not each spec's ``better``, which is what is
# under test); a game that keeps no score (Shithead) declares none.
RULED_DIRECTION = {s.id: best for s in SPECS if (best := traits(s.id).ruled_best) is not None}


@pytest.mark.parametrize("game_id", sorted(RULED_DIRECTION))
def test_the_best_score_follows_the_games_direction_over_several_games(
    game_id: str, user_dirs: Path
) -> None:
    """Finished bot games, each counted for seat 0 through the app's own
    counting (App.count_game), then read back from the file: the best score is
    the highest in Twenty and the lowest in Phase 10 and Ten Phases."""
    from types import SimpleNamespace

    from game.simulate import play_bot_game

    app = App(AppOptions(headless=True), speaker=RecordingSpeaker())
    try:
        scores: list[int] = []
        bests = set()
        for seed in range(2, 8):
            outcome = play_bot_game(game_id, ["normal"] * 3, seed)
            scores.append(outcome.totals[0])
            game = SimpleNamespace(game_id=game_id, results=lambda o=outcome: SimpleNamespace(
                winners=o.winners, totals=o.totals, draw=False))
            app.count_game(SimpleNamespace(side=game, human=0,
                                           bots=SimpleNamespace(levels=["normal", "normal"]),
                                           advice=SimpleNamespace(suggestions_used=False)))
            best = app.stats.record(game_id, "normal").best_score
            assert best == RULED_DIRECTION[game_id](scores), (game_id, scores, best)
            bests.add(best)
    finally:
        app.close()
    assert len(set(scores)) > 2  # the games differ, so a wrong direction shows
    assert len(bests) > 1  # a later game beat an earlier one: a best that sticks would show
    stored, problem = load_stats()
    assert problem is None
    assert stored.records[f"{game_id}/normal"].best_score == RULED_DIRECTION[game_id](scores)
