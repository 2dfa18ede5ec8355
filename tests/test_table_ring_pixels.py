"""The focus ring meets WCAG's non-text contrast (1.4.11), measured on
the pixels at 100, 200 and 300% in every theme, for every game at its
most crowded: round the focused hand card and round a focused thing
away from the hand (a laid group, face-up cards, a pile's top), on each
of its four sides, the ring holds a band at least 2 px thick (a quarter
of the ring when thicker) of colours at least 3:1 against the felt just
outside the ring, and one against the card just inside it (the pixels
the ring touches on both sides). Away from the hand the ring grows with
the zoom, measured on the pixels too (issue 32's "growing with zoom": it
stayed 6 px up to 300%, the small cards' gaps leaving it no room)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_draw import RING_DARK, RING_LIGHT
from game.app.theme import PALETTES
from tests.table_cases import CROWDED, mid_game
from tests.test_table_focus import contrast

SIZE = (1366, 768)
ZOOMS = (100, 200, 300)
Colour = tuple[int, ...]


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZE))


def across(surface: pygame.Surface, box: pygame.Rect, thickness: int
           ) -> Iterator[tuple[str, list[Colour], Colour, Colour]]:
    """Each side's ring profile at the side's middle, outside in: its
    pixels, the colour just outside the ring and the colour just inside
    the ringed box (the pixels the ring lies between)."""
    area = surface.get_rect()

    def at(x: int, y: int) -> Colour:
        return tuple(surface.get_at((x, y)))[:3]

    x, y = box.centerx, box.centery
    sides = {
        "left": [(box.left - thickness - 1 + i, y) for i in range(thickness + 2)],
        "right": [(box.right + thickness - i, y) for i in range(thickness + 2)],
        "top": [(x, box.top - thickness - 1 + i) for i in range(thickness + 2)],
        "bottom": [(x, box.bottom + thickness - i) for i in range(thickness + 2)],
    }
    for side, points in sides.items():
        if all(area.collidepoint(p) for p in points):
            colours = [at(*p) for p in points]
            yield side, colours[1:-1], colours[0], colours[-1]


def longest_run(ring: list[Colour], against: Colour) -> int:
    """The thickest band of ``ring``'s pixels each 3:1 against ``against``."""
    best = run = 0
    for colour in ring:
        run = run + 1 if contrast(colour, against) >= 3 else 0
        best = max(best, run)
    return best


def focused_elsewhere(session: Any) -> list[int]:
    """The rows away from the hand whose first item is cards on the table
    (a laid group, face-up cards, a pile's top)."""
    hand_row = session.cursor.row
    return [r for r in range(len(session.cursor.rows)) if r != hand_row]


def ring_faults(renderer: Renderer, where: tuple[object, ...]) -> list[str]:
    drawn = renderer.drawn
    assert drawn.focus is not None and drawn.rings, where
    box, thickness = drawn.rings[-1]
    need = max(2, thickness // 4)
    faults, sides = [], 0
    for side, ring, outside, inside in across(renderer.picture, box, thickness):
        sides += 1
        for name, colour in (("felt", outside), ("card", inside)):
            run = longest_run(ring, colour)
            if run < need:
                faults.append(f"{where} {side}: {run} px of the {thickness} px ring 3:1 on the "
                              f"{name} {colour} ({ring})")
    assert sides >= 3, where
    return faults


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_the_focus_ring_contrasts_3_to_1_with_felt_and_card_on_every_side(
        renderer: Renderer, theme: str) -> None:
    faults: list[str] = []
    away = 0
    for game_id in sorted(CROWDED):
        session = mid_game(game_id)
        row, focus = session.cursor.row, list(session.cursor.focus)
        try:
            for zoom in ZOOMS:
                renderer.configure(zoom, theme, False)
                session.cursor.row, session.cursor.focus = row, list(focus)
                model = session.reports.table_model()
                renderer.draw([], ["Ada draws."], table=model)
                hand = [box for face, box in renderer.drawn.cards if face.focused]
                assert hand and renderer.drawn.focus == hand[-1], (game_id, zoom)
                faults += ring_faults(renderer, (game_id, theme, zoom, "hand"))
                for r in focused_elsewhere(session):
                    session.cursor.row, session.cursor.focus[r] = r, 0
                    model = session.reports.table_model()
                    renderer.draw([], ["Ada draws."], table=model)
                    ringed = renderer.drawn.focus
                    cards = [b for _, b in renderer.drawn.cards if ringed and ringed.contains(b)]
                    if not cards:  # words (the actions): not a card's ring
                        continue
                    away += 1
                    name = session.cursor.rows[r].name
                    faults += ring_faults(renderer, (game_id, theme, zoom, name))
        finally:
            session.cursor.row, session.cursor.focus = row, focus
    assert away >= 3 * len(ZOOMS), away
    assert not faults, "\n".join(faults)


def ring_on_pixels(surface: pygame.Surface, box: pygame.Rect) -> int:
    """The ring round ``box`` as drawn: the thickest run of the ring's own
    colours (dark, light) going out from the middle of one of its sides."""
    colours = {tuple(RING_DARK)[:3], tuple(RING_LIGHT)[:3]}
    area, best = surface.get_rect(), 0
    x, y = box.centerx, box.centery
    for start, step in (((box.left - 1, y), (-1, 0)), ((box.right, y), (1, 0)),
                        ((x, box.top - 1), (0, -1)), ((x, box.bottom), (0, 1))):
        (px, py), run = start, 0
        while area.collidepoint(px, py) and tuple(surface.get_at((px, py)))[:3] in colours:
            run, px, py = run + 1, px + step[0], py + step[1]
        best = max(best, run)
    return best


#: The games whose crowded table holds cards away from the hand that the
#: keys reach (Ten Phases' rows there are the actions, words).
AWAY = ("phase10", "shithead", "twenty")


@pytest.mark.parametrize("game_id", AWAY)
def test_the_focus_ring_away_from_the_hand_grows_with_the_zoom(
        renderer: Renderer, game_id: str) -> None:
    """A laid group, a face-up or face-down row, a pile focused: its ring,
    measured on the pixels, at least 6 px at 100% and thicker at each zoom
    step (200%, 300%), as the hand's ring and the table grow."""
    session = mid_game(game_id)
    row, focus = session.cursor.row, list(session.cursor.focus)
    away = focused_elsewhere(session)
    rings: dict[str, list[int]] = {}
    try:
        for zoom in ZOOMS:
            # The paper felt and the white cards are neither ring colour.
            renderer.configure(zoom, "paper", False)
            for r in away:
                session.cursor.row, session.cursor.focus = r, list(focus)
                session.cursor.focus[r] = 0
                renderer.draw([], ["Ada draws."], table=session.reports.table_model())
                ringed = renderer.drawn.focus
                if ringed is None or not any(ringed.contains(b) for _, b in renderer.drawn.cards):
                    continue  # words (the actions): not a card's ring
                rings.setdefault(session.cursor.rows[r].name, []).append(
                    ring_on_pixels(renderer.picture, ringed))
    finally:
        session.cursor.row, session.cursor.focus = row, focus
    assert rings, game_id
    for name, widths in rings.items():
        assert len(widths) == len(ZOOMS), (game_id, name, widths)
        assert widths[0] >= 6, (game_id, name, widths)
        assert widths[0] < widths[1] < widths[2], (game_id, name, widths)
