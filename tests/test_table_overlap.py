"""No two lines of words drawn on the table overlap, and no
mark (a whose-turn frame, the last move's bands) lies over a word, for
every game at its most crowded, at 100, 200 and 300% on 1920x1080 and
1366x768, with the last move lit and on the player's turn and off it:
every box the frame drew is asserted on, and the seats' words and the
last move's box are read back off the pixels by OCR, as
test_screenshot.py does in a real window."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_draw import Drawn
from game.app.table_layout import LAST
from tests.table_cases import CROWDED, mid_game
from tests.test_screenshot import ocr


def overlaps(drawn: Drawn) -> list[tuple[str, str]]:
    """Each pair of lines of words whose boxes overlap."""
    words = [(text, box) for text, box in drawn.words if box.w and box.h]
    return [(a, b) for i, (a, box) in enumerate(words)
            for b, other in words[i + 1:] if box.colliderect(other)]


def covered(drawn: Drawn) -> list[tuple[str, str]]:
    """Each (frame or mark, words) where its band lies over a line of words."""
    bands = [(f"frame {k}", v) for k, v in drawn.frames.items()] + \
        [(f"mark {k}", v) for k, v in drawn.marks.items()]
    hits = []
    for key, (box, width) in bands:
        inner = box.inflate(-2 * width, -2 * width)
        for text, where in drawn.words:
            if where.colliderect(box) and not inner.contains(where):
                hits.append((key, text))
    return hits


@pytest.mark.parametrize("size", ((1920, 1080), (1366, 768)))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_no_words_overlap_nor_lie_under_a_mark(game_id: str, size: tuple[int, int]) -> None:
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(size))
    model = mid_game(game_id).reports.table_model()
    assert model.last_move is not None
    try:
        renderer.tables.clock = lambda: 0  # the last move stays lit
        for zoom in (100, 200, 300):
            for mine in (False, True):
                renderer.configure(zoom, "yellow", False)
                renderer.draw([], ["Ada draws from the stock.", "Your turn."],
                              table=replace(model, my_turn=mine))
                drawn = renderer.drawn
                window = renderer.picture.get_rect()  # the window, or a zoom's canvas
                where = (game_id, size, zoom, mine)
                assert LAST in drawn.marks, where
                assert not overlaps(drawn), (where, overlaps(drawn))
                assert not covered(drawn), (where, covered(drawn))
                assert all(window.contains(box) for _, box in drawn.words), where
    finally:
        renderer.tables.clock = pygame.time.get_ticks


def read_all(picture: pygame.Surface, boxes: dict[str, pygame.Rect], path: Path
             ) -> dict[str, str]:
    """Tesseract's reading of each box, in one run: the boxes cut out and
    stacked one under another, apart, on the table's own ground (a run
    a box cost a third of the test's time)."""
    ground = picture.get_at((0, picture.get_height() - 1))
    gap = 40
    sheet = pygame.Surface((max(b.w for b in boxes.values()) + 2 * gap,
                            sum(b.h + gap for b in boxes.values()) + gap))
    sheet.fill(ground)
    places: dict[str, tuple[int, int]] = {}
    y = gap
    for key, box in boxes.items():
        sheet.blit(picture, (gap, y), box)
        places[key] = (y, y + box.h)
        y += box.h + gap
    pygame.image.save(sheet, str(path))
    out = subprocess.run(["tesseract", str(path), "stdout", "--psm", "4", "tsv"],
                         capture_output=True, text=True, timeout=120, check=False).stdout
    read: dict[str, list[str]] = {key: [] for key in boxes}
    for row in out.splitlines()[1:]:
        cells = row.split("\t")
        if len(cells) < 12 or not cells[11].strip():
            continue
        middle = int(cells[7]) + int(cells[9]) // 2
        for key, (top, bottom) in places.items():
            if top - gap // 2 <= middle < bottom + gap // 2:
                read[key].append(cells[11])
    return {key: " ".join("0" if w == "o" else w for w in re.findall(
        r"[a-z0-9']+", " ".join(found).lower())) for key, found in read.items()}


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


@pytest.mark.skipif(shutil.which("tesseract") is None,
                    reason="tesseract is missing: apt-get install tesseract-ocr")
@pytest.mark.parametrize("size", ((1920, 1080), (1366, 768)))
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_ocr_reads_every_seat_and_the_last_movers_box(game_id: str, size: tuple[int, int],
                                                      tmp_path: Path) -> None:
    """What the boxes promise, read off the pixels at every zoom step from
    100 to 300% (250 too): each seat's "Ada: 9 cards" and the lit "Last
    move: Clara", whole (the mark of 96bf96b covered the first); and the
    rest of the table's words: the status strip, each pile's head
    ("Discard: 9"), the actions, the hand's label, most of their words."""
    pygame.init()
    renderer = Renderer(pygame.display.set_mode(size))
    model = mid_game(game_id).reports.table_model()
    assert model.last_move is not None
    expected = {"status": [s for s in (model.status.turn, model.status.stage,
                                       model.status.scores) if s],
                "hand": [model.hand.label], "actions": list(model.actions),
                **{f"pile:{i}": [f"{p.label}: {p.count}"] for i, p in enumerate(model.piles)}}
    try:
        renderer.tables.clock = lambda: 0
        for zoom in (100, 200, 250, 300):
            renderer.configure(zoom, "yellow", False)
            renderer.draw([], ["Your turn."], table=model)
            drawn = renderer.drawn
            boxes = {key: drawn.texts[key] for key in (
                *(f"seat:{i}" for i in range(len(model.seats))), LAST, "hand",
                *(f"pile:{i}" for i in range(len(model.piles))))}
            if model.actions:
                boxes["actions"] = drawn.boxes["actions"]
            picture = renderer.picture.copy()
            read = read_all(picture, boxes, tmp_path / f"{zoom}.png")
            # The strip on its own grey band: read alone (stacked with the
            # rest, on black, tesseract passes it over).
            read["status"] = ocr(picture, list(drawn.texts["status"]),
                                 tmp_path / f"{zoom}-status.png")
            for i, seat in enumerate(model.seats):
                seen = read[f"seat:{i}"]
                assert seat.name.lower() in seen and f"{seat.card_count} card" in seen, \
                    (zoom, seen, seat.name)
            assert "last move" in read[LAST] and model.last_move.name.lower() in read[LAST], \
                (zoom, read[LAST])
            for key, texts in expected.items():
                want = [w for text in texts for w in words_of(text)]
                found = [w for w in want if w in read[key].split()]
                assert len(found) >= 0.8 * len(want), (size, zoom, key, read[key], want)
    finally:
        renderer.tables.clock = pygame.time.get_ticks
