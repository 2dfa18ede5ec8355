"""Nothing public is ever dropped. Read straight from the
player's view (not from the table model under test), every card an
opponent has in the open (Shithead's face-up rows, Phase 10's laid
groups, Ten Phases' declarations), the player's own (face-up row, laid
groups) and the card a turn turns on (the discard's top, the pile's, the
cards on Twenty's table) is drawn as a card or named in words: from the
renderer's list of drawn faces, at 100/200/250/300% on 1920x1080 and
1366x768, each game at its most crowded, played on by bots in every seat."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.core.table import BACK
from game.games import spec
from tests.table_cases import CROWDED, advance

SIZES = ((1920, 1080), (1366, 768))
ZOOMS = (100, 200, 250, 300)
#: How many of the cards on Twenty's table are drawn.
TWENTY_SHOWN = 6


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZES[0]))


def public_codes(view: Any) -> Counter[str]:
    """The cards on the table in the open, as the view has them: every
    seat's face-up row, laid groups and declaration, the discard's top,
    the pile's top card and the cards on Twenty's table."""
    public: Counter[str] = Counter()
    for row in getattr(view, "face_ups", ()):
        public.update(str(c) for c in row)
    for groups in getattr(view, "groups", ()):
        public.update(str(c) for g in groups for c in g.cards)
    for declaration in getattr(view, "last_declarations", ()):
        if declaration is not None:
            public.update(str(c) for g in declaration.groups for c in g.cards)
    if getattr(view, "discard_top", None) is not None:
        public[str(view.discard_top)] += 1
    if getattr(view, "pile", ()):
        public[str(view.pile[-1])] += 1
    # Twenty's table draws its six newest cards (the table row names them
    # all, one key away: twenty/table.py).
    public.update(str(c) for c in getattr(view, "table", ())[-TWENTY_SHOWN:])
    return public


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_every_public_card_in_the_view_is_drawn_at_every_zoom(renderer: Renderer,
                                                               game_id: str) -> None:
    players = CROWDED[game_id]
    session = spec(game_id).session(players, ["normal"] * (players - 1), 3, {})
    session.start()
    checked = seen = 0
    for _ in range(30):
        advance(session, 3)
        if session.side.is_over():
            break
        if session.flow.between_deals():
            continue
        model = session.reports.table_model()
        public = public_codes(session.side.view())
        seen = max(seen, sum(public.values()))
        for size in SIZES:
            if renderer.window.get_size() != size:
                renderer.window = pygame.display.set_mode(size)
            for zoom in ZOOMS:
                renderer.configure(zoom, "yellow", False)
                renderer.draw([], ["Ada draws."], table=model)
                drawn = Counter(face.code for face, _ in renderer.drawn.cards
                                if face.kind != BACK)
                drawn.update(face.code for face in renderer.drawn.named)
                missing = public - drawn
                assert not missing, (game_id, size, zoom, dict(missing))
                checked += 1
    # Played far enough that much lies in the open (groups laid, rows up).
    assert checked >= 100 and seen >= 6, (checked, seen)
