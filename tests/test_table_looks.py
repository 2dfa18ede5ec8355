"""How the table looks: outlines at least 3:1 on the background and
the strip in every theme (WCAG 1.4.11), a felt under the paper theme's
white cards, Phase 10's colours apart in lightness and lettered for
colour-blind players, the joker drawn as a star and a word (never "JK"),
the phase requirement under the hand, no stale stage at game over, the
message lines whole from their first word, and "More below" in menus."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from game.app.render import Renderer
from game.app.table_draw import TableDrawer
from game.app.table_frame import last_messages
from game.app.table_layout import TEXT, Placed, seat_blocks
from game.app.theme import P10_FILL, PALETTES
from game.core.table import COLOURED, STANDARD, CardFace, CardRow, Seat
from game.games import spec
from game.i18n import set_language, t
from tests.table_cases import advance, mid_game
from tests.test_table_focus import contrast, luminance
from tests.test_table_layout import hand_label

SIZE = (1366, 768)


@pytest.fixture(scope="module")
def renderer() -> Iterator[Renderer]:
    pygame.init()
    yield Renderer(pygame.display.set_mode(SIZE))


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_outlines_contrast_3_to_1_in_every_theme(renderer: Renderer, name: str) -> None:
    theme = PALETTES[name]
    assert contrast(theme.edge, theme.background) >= 3
    assert contrast(theme.edge, theme.strip) >= 3
    assert contrast(theme.card_edge, theme.background) >= 3  # a card's own edge
    renderer.configure(100, name, False)
    model = mid_game("phase10").reports.table_model()
    renderer.draw([], [], table=model)
    seat = next(i for i, s in enumerate(model.seats) if not s.to_move)
    box = renderer.drawn.boxes[f"seat:{seat}"]
    on_screen = tuple(renderer.window.get_at((box.left, box.centery)))[:3]
    assert contrast(on_screen, theme.background) >= 3, (name, on_screen)


def test_the_paper_theme_lays_white_cards_on_a_felt() -> None:
    paper = PALETTES["paper"]
    assert paper.background != paper.card
    assert contrast(paper.text, paper.background) >= 7  # the words stay black on it


def test_phase_10_red_and_green_differ_in_lightness_and_carry_letters() -> None:
    red, green = luminance(P10_FILL["R"][0]), luminance(P10_FILL["G"][0])
    assert (max(red, green) + 0.05) / (min(red, green) + 0.05) >= 3
    for fill, ink in P10_FILL.values():
        assert contrast(fill, ink) >= 4.5
    pygame.init()
    pygame.display.set_mode((200, 200))
    drawer = TableDrawer(Renderer(pygame.display.get_surface()).fonts,
                         Renderer(pygame.display.get_surface()).text)
    for lang in ("en", "ru"):
        set_language(lang)
        letters = {t("table-colour-letter", colour=c) for c in "RBGY"}
        assert len(letters) == 4, letters
    set_language("en")
    card = drawer.card(CardFace(COLOURED, "7", "R", "R7"), 68, 100, PALETTES["yellow"], False)
    corner = {tuple(card.get_at((x, y)))[:3] for x in range(3, 22) for y in range(2, 18)}
    assert P10_FILL["R"][1] in corner, "no letter in the corner"


def test_the_joker_is_a_star_and_a_word_never_jk(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    pygame.display.set_mode((200, 200))
    renderer = Renderer(pygame.display.get_surface())
    written: list[str] = []
    original = TableDrawer._centre

    def spy(self: TableDrawer, surface: pygame.Surface, font: pygame.font.Font, text: str,
            colour: tuple[int, int, int], y: float) -> None:
        written.append(text)
        original(self, surface, font, text, colour, y)

    monkeypatch.setattr(TableDrawer, "_centre", spy)
    renderer.tables.card(CardFace(STANDARD, "JK", "", "JK"), 68, 100, PALETTES["yellow"], False)
    assert "JK" not in written and t("table-joker") in written, written


def test_the_phase_requirement_is_under_the_hand(renderer: Renderer) -> None:
    session = mid_game("phase10")
    model = session.reports.table_model()
    need = t("phase10-need", phase=session.view().phases[session.human])
    assert any(need in note for note in model.notes), model.notes
    renderer.configure(300, "yellow", False)
    renderer.draw([], [], table=model)
    hand = {id(f) for f in model.hand.cards}
    lowest = max(box.bottom for face, box in renderer.drawn.cards if id(face) in hand)
    assert renderer.drawn.texts["hand"].top >= lowest
    assert need in hand_label(renderer)  # its lines joined: at 300% it wraps


def test_at_game_over_the_stage_says_final_standings() -> None:
    session = spec("shithead").session(3, ["normal"] * 2, 3, {})
    session.start()
    advance(session, 3000)
    assert session.side.is_over()
    status = session.reports.table_model().status
    assert status.stage == t("table-results"), status


def test_message_lines_start_at_a_sentence() -> None:
    """Only whole messages, newest last: the tail of a long message that
    does not fit is not shown as if it were one."""
    long = "Ada plays three sevens and the pile burns."
    words = lambda text: text.split(" ")  # noqa: E731 - one word a line
    assert last_messages([long, "Boris draws.", "Your turn."], 4, words) == [
        "Boris", "draws.", "Your", "turn."]
    assert last_messages([long], 3, words) == []
    assert last_messages([long], 8, words) == words(long)


def test_a_menu_says_more_lies_below(renderer: Renderer) -> None:
    renderer.configure(300, "yellow", False)
    items = [f"  Item {n}" for n in range(30)]
    renderer.draw(["Menu", *items], [], focus=1)
    assert "more below" in renderer.drawn.texts
    renderer.draw(["Menu", *items[:2]], [], focus=1)
    assert "more below" not in renderer.drawn.texts


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_suits_named_in_words_keep_their_colour(renderer: Renderer, name: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat's face-up cards named in words ("9♥ J♥"): the red suits stay
    red (light on a dark theme, dark on the paper), 4.5:1 on the ground."""
    from game.app.theme import SUIT_SYMBOLS, suit_ink
    theme = PALETTES[name]
    for suit in "HDSC":
        for four in (False, True):
            assert contrast(suit_ink(theme, suit, four), theme.background) >= 4.5
    inks: list[tuple[str, tuple[int, int, int]]] = []
    original = renderer.text.image

    def spy(text: str, font: pygame.font.Font, colour: tuple[int, int, int],
            on: tuple[int, int, int] | None = None) -> pygame.Surface:
        inks.append((text, colour))
        return original(text, font, colour, on)

    monkeypatch.setattr(renderer.text, "image", spy)
    seat = Seat("Ada", 3, "Ada: 3 cards", rows=(CardRow("Face up", (
        CardFace(STANDARD, "9", "H", "9H"), CardFace(STANDARD, "Q", "S", "QS"))),))
    model = mid_game("shithead").reports.table_model()
    model = replace(model, seats=(seat,) * 4)
    placed = Placed(seat_blocks(model, TEXT, True)[0], (), pygame.Rect(0, 0, 600, 200), 1)
    renderer.configure(100, name, False)
    font = renderer.tables.fonts.get(30)
    renderer.tables.words(renderer.window, placed.block.lines[-1], font, theme, False, (0, 0), 600)
    red = [c for text, c in inks if text.endswith(SUIT_SYMBOLS["H"])]
    black = [c for text, c in inks if text.endswith(SUIT_SYMBOLS["S"])]
    assert red == [suit_ink(theme, "H", False)] and red[0] != theme.text, inks
    assert black == [theme.text], inks
