"""The screen never shows a card the player may not know: every face the
renderer was asked to draw is in the player's own view (hand, own face-up
row, pile, discard top, laid groups, declarations), and face-down cards
and other hands are drawn as backs or counts only. Played with bots at
every seat for many turns of each game, in the real Renderer."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
import pytest

from game.app.render import Renderer
from game.core.table import BACK
from game.games import SPECS, spec


def known_codes(view: Any) -> Counter[str]:
    """Card codes the seat may see, read straight from its view (not from
    the table builders under test)."""
    known: Counter[str] = Counter(str(c) for c in view.hand)
    for name in ("face_up", "pile", "table"):
        known.update(str(c) for c in getattr(view, name, ()))
    for row in getattr(view, "face_ups", ()):
        known.update(str(c) for c in row)
    if getattr(view, "discard_top", None) is not None:
        known[str(view.discard_top)] += 1
    for groups in getattr(view, "groups", ()):
        known.update(str(c) for g in groups for c in g.cards)
    for declaration in getattr(view, "last_declarations", ()):
        if declaration is not None:
            known.update(str(c) for g in declaration.groups for c in g.cards)
    return known


@pytest.fixture(scope="module")
def renderer() -> Renderer:
    pygame.init()
    return Renderer(pygame.display.set_mode((1280, 720)))


@pytest.mark.parametrize("zoom", (100, 150, 200))  # higher, public cards are named in words
@pytest.mark.parametrize("game_id", sorted(s.id for s in SPECS))
def test_every_drawn_face_is_in_the_players_view(game_id: str, zoom: int,
                                                 renderer: Renderer) -> None:
    renderer.configure(zoom, "yellow", False)
    session = spec(game_id).session(3, ["normal", "normal"], 11, {})
    session.start()
    checked = faced = 0
    for _ in range(300):
        if session.side.is_over():
            break
        if session.flow.between_deals():
            session.flow.go_on()
        model = session.reports.table_model()
        renderer.draw([], [], table=model)
        view = session.side.view()
        drawn = Counter(face.code for face, _ in renderer.drawn.cards if face.kind != BACK)
        drawn.update(face.code for face in renderer.drawn.named)
        faced += bool(drawn)  # a face-down-only endgame may show no face
        assert not drawn - known_codes(view), (game_id, drawn - known_codes(view))
        hand = Counter(str(c) for c in view.hand)
        assert Counter(f.code for f in model.hand.cards) == hand
        checked += 1
        # Every seat moves as a bot would, the player's too.
        seat = session.side.current_player()
        if seat is None:
            break
        bot = session.side.bots.get(seat) or session.side.bots[1]
        session.flow.announce(session.side.engine.apply(bot.choose(session.side.engine.view(seat),
                                                       session.side.legal_moves())))
    assert checked > 20 and faced > 20, (checked, faced)


def test_face_down_cards_are_drawn_as_backs_for_their_owner_too(renderer: Renderer) -> None:
    """SH: face-down cards are unknown to everyone, their owner included:
    the player's own are drawn as backs, an opponent's counted in words
    (a row of backs would say no more than its count)."""
    session = spec("shithead").session(3, ["normal", "normal"], 5, {})
    session.start()
    renderer.configure(100, "yellow", False)
    renderer.draw([], [], table=session.reports.table_model())
    backs = [face for face, _ in renderer.drawn.cards if face.kind == BACK]
    view = session.side.view()
    stock = 1 if view.stock_count else 0  # the stock: one back, with its count
    assert len(backs) == view.face_down_count + stock
    assert all(face.code == "" for face in backs)
    counted = [text for text, _ in renderer.drawn.lines if text.startswith("Face down: 3")]
    assert len(counted) == view.players - 1, renderer.drawn.lines
