"""Card art: complete, well-formed, deterministic, and marked so a player can read it in a fan."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from samba.engine.cards import FACE_CODES
from samba.ui.assets import CardImages, card_size, style_name

CARDS = Path(__file__).resolve().parents[2] / "assets" / "cards"
ALL_STYLES = [style_name(four, large) for four in (False, True) for large in (False, True)]


@pytest.fixture(scope="module")
def images() -> CardImages:
    pygame.display.init()
    return CardImages(CARDS)


def test_manifest_matches_files(gen_cards, check_manifest) -> None:
    manifest = check_manifest(CARDS, gen_cards.GENERATOR_VERSION)
    assert manifest["generator"] == "gen_cards"
    assert tuple(manifest["faces"]) == FACE_CODES
    assert len(manifest["backs"]) >= 2


@pytest.mark.parametrize("style", ALL_STYLES)
def test_every_engine_card_has_a_face_in_every_style(style: str) -> None:
    missing = [code for code in FACE_CODES if not (CARDS / style / f"{code}.svg").is_file()]
    assert missing == []
    assert len(FACE_CODES) == 53


def test_svgs_have_poker_proportions_and_no_text() -> None:
    """nanosvg (SDL_image) cannot draw <text>: every glyph must be a path, or the index vanishes."""
    for svg in CARDS.rglob("*.svg"):
        text = svg.read_text(encoding="utf-8")
        match = re.search(r'width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"', text)
        assert match, svg
        width, height = int(match[1]), int(match[2])
        assert height * 5 == width * 7, svg
        assert "<text" not in text and "<use" not in text and "clip-path" not in text, svg


@pytest.mark.parametrize("width", [60, 240])
def test_every_face_and_back_rasterises_at_the_right_size(images: CardImages, width: int) -> None:
    expected = card_size(width)
    assert expected == (width, round(width * 1.4))
    for style in ALL_STYLES:
        four, large = style.startswith("four"), style.endswith("large")
        for code in FACE_CODES:
            surface = images.face(code, width, four_colour=four, large_print=large)
            assert surface.get_size() == expected, (style, code)
    for name in images.back_names:
        assert images.back(name, width).get_size() == expected
    images.clear()


def _corner_counts(surface: pygame.Surface) -> tuple[float, float, float]:
    """Fractions of gold, paper-white and 'ink' pixels in the corner index (top-left 25 % × 30 %)."""
    w, h = surface.get_size()
    gold = paper = ink = total = 0
    for x in range(int(w * 0.25)):
        for y in range(int(h * 0.3)):
            r, g, b, a = surface.get_at((x, y))
            if a < 200:
                continue
            total += 1
            gold += r > 200 and 140 < g < 230 and b < 140
            paper += r > 235 and g > 235 and b > 220
            ink += r + g + b < 600
    return gold / total, paper / total, ink / total


def test_corner_index_is_visible_and_marks_wild_cards_and_threes(images: CardImages, gen_cards) -> None:
    """Only the top-left strip shows in a fan: it must carry the rank, suit and special role."""
    counts = {code: _corner_counts(images.face(code, 120)) for code in FACE_CODES}
    for code, (gold, _paper, ink) in counts.items():
        assert ink > 0.08, f"{code}: corner index too faint"
        wild = code == "JK" or code.startswith("2")
        assert (gold > 0.2) == wild, f"{code}: gold wild tab {gold:.2f}"
    for suit in "CS":  # black 3s: a solid block hides much of the paper an ordinary corner shows
        assert counts[f"3{suit}"][1] < counts[f"4{suit}"][1] - 0.15
    layout = gen_cards.Layout(large=False)  # red 3s: the suit shows white on a red medal
    scale = 120 / gen_cards.W
    centre = round(layout.index_cx * scale), round(layout.pip_cy * scale)
    for suit in "DH":
        medal = images.face(f"3{suit}", 120).get_at(centre)
        plain = images.face(f"4{suit}", 120).get_at(centre)
        assert min(medal.r, medal.g, medal.b) > 220, medal
        assert plain.r > 150 and plain.g < 80, plain


def test_four_colour_recolours_clubs_and_diamonds(images: CardImages) -> None:
    def corner_colour(code: str, four: bool) -> tuple[int, int, int]:
        surface = images.face(code, 120, four_colour=four)
        pixels = [surface.get_at((x, y)) for x in range(10, 30) for y in range(8, 40)]
        inked = [p for p in pixels if p.r + p.g + p.b < 450]
        return tuple(sum(p[i] for p in inked) // len(inked) for i in range(3))

    r, g, b = corner_colour("9C", True)
    assert g > r + 40 and g > b, "four-colour clubs are green"
    r, g, b = corner_colour("9D", True)
    assert b > r + 40, "four-colour diamonds are blue"
    r, g, b = corner_colour("9D", False)
    assert r > b + 80, "classic diamonds are red"
    assert corner_colour("9H", True) == corner_colour("9H", False)


def test_generator_is_deterministic_and_committed_files_are_current(gen_cards, tmp_path) -> None:
    assert gen_cards.all_files() == gen_cards.all_files()
    names = gen_cards.generate(tmp_path)
    for name in [*names, "manifest.json"]:
        assert (tmp_path / name).read_bytes() == (CARDS / name).read_bytes(), f"{name} is stale: rerun gen_cards"


_PIP = re.compile(r'<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\) translate\(-50 -50\)" '
                  r'fill="(#\w+)">')


@pytest.mark.parametrize("style", ["classic", "four_colour"])
def test_court_cards_show_their_suit_as_large_as_a_number_cards_pips_where_a_meld_column_shows_them(
        style: str, gen_cards) -> None:
    """Playtest p7 at 1024x640: on the smallest meld cards (32 px wide) the suit of a jack, queen or king was two or
    three pixels beside its index, where a number card shows its field pips. Each court card carries a suit sign as
    large as those pips, right of the corner index, inside the top strip a meld column leaves in sight."""
    from samba.ui.table.meld_layout import NORMAL_INDEX

    lay = gen_cards.Layout(large=False)
    index_right = lay.index_cx + lay.index_w / 2
    strip = NORMAL_INDEX.least * gen_cards.H
    colours = gen_cards.FOUR_COLOUR if style == "four_colour" else gen_cards.TWO_COLOUR
    for rank in "JQK":
        for suit in "CDHS":
            text = (CARDS / style / f"{rank}{suit}.svg").read_text(encoding="utf-8")
            signs = [(float(x), float(y), float(s) * 100) for x, y, s, fill in _PIP.findall(text)
                     if fill == colours[suit]]
            shown = [(x, y, size) for x, y, size in signs
                     if size >= lay.center_pip and x - size / 2 >= index_right and y + size / 2 <= strip]
            assert shown, f"{style} {rank}{suit}: no suit sign of {lay.center_pip} in sight beside the index ({signs})"
