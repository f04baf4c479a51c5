"""The table reads at a glance at every size, player count and stage of a hand (issue #14).

Sweeps five window sizes × every player count and partnership mode × open hands on and off × five
stages of a hand (the first turn; an unopened side gathering its opening in New meld; the middle of a
hand; your side crowded — twelve melds with three canastas and two sambas, a 40-card hand, six red
threes; an opponent's side just as crowded) and asserts on the layout's rectangles only: no two panels
overlap, no meld leaves its area, no corner index is hidden, no word is wider than its box
(``table_geometry.problems``). The words are measured in the bundled font. To try other strings (a
translation), add a ``Wording`` to ``WORDINGS``.
"""

from __future__ import annotations

import dataclasses
import itertools
from functools import cache

import pytest
from pygame import Rect
from table_geometry import ENGLISH, Wording, init_fonts, problems, status_problems, status_sentences, words_for

from samba.engine import observe, scenario
from samba.engine.observation import Observation
from samba.game import tutorial as T
from samba.game.showcase import position
from samba.ui.table import label_words as W
from samba.ui.table import layout as L
from samba.ui.table import meld_layout as ML
from samba.ui.table import view as V
from samba.ui.table.hand_model import HandModel, Staging

SIZES = ((1024, 640), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440))
TABLES = ((2, {}), (3, {}), (4, {}), (5, {}), (5, {"five_player_mode": "two_vs_three_rotating"}),
          (6, {}), (6, {"six_player_mode": "two_teams_of_three"}))
STAGES = ("first turn", "opening", "middle", "crowded", "crowded opponent")

LONGER = Wording(
    seat_names={2: ("Tú", "Norte"), 3: ("Tú", "Oeste", "Leste"), 4: ("Tú", "Oeste", "Norte", "Leste"),
                5: ("Tú", "Oeste", "Noroeste", "Nordeste", "Leste"),
                6: ("Tú", "Oeste", "Noroeste", "Norte", "Nordeste", "Leste")},
    level="Difícil",
    fill=dict(ENGLISH.fill, need="120 pontos e uma canastra limpa, samba ou Bolívia"),
    status_default="Noroeste",
)
"""Names and values as long as Spanish and Portuguese ones, with their accented letters."""
WORDINGS = {"english": ENGLISH, "longer": LONGER}


@cache
def _text():
    return init_fonts()


@cache
def _table(players: int, options: tuple, stage: str) -> tuple[Observation, int, int]:
    """The observation for a stage of a hand, the viewer, and how many cards each other hand holds."""
    rules = dict(options)
    if stage == "first turn":
        doc = position(players, my_melds=0, hand=15, reds=0, others_hand=15, **rules)
    elif stage == "going out":
        doc = position(players, my_melds=5, hand=11, reds=2, others_hand=9, **rules)
    elif stage == "opening":
        doc = position(players, my_melds=0, hand=22, reds=1, others_hand=11, **rules)
    elif stage == "middle":
        doc = position(players, my_melds=5, hand=14, reds=2, others_hand=9, **rules)
    elif stage == "tall opponents":
        doc = position(players, my_melds=5, hand=14, reds=2, others_hand=9, others_size=6, **rules)
    else:
        doc = position(players, my_melds=12, hand=40, reds=6, others_hand=5, **rules)
    if stage == "first turn":
        doc["melds"] = []
        doc["phase"] = "draw"
    state = scenario.load(doc)
    viewer = 1 if stage == "crowded opponent" else 0
    return observe(state, viewer), viewer, 5


def _melds(obs: Observation) -> dict[int, int]:
    return {side: len(obs.side_melds(side)) for side in range(len(obs.sides))}


def _hand(obs: Observation, stage: str) -> HandModel:
    hand = HandModel().synced(obs.hand)
    uids = [uid for uid, _card in hand.slots]
    if stage == "opening":
        hand = dataclasses.replace(hand, staging=Staging((tuple(uids[:3]), tuple(uids[3:7]))))
    if stage == "going out":
        # Going out: two new melds staged beside the hand, cards staged onto two open melds, the last discard.
        open_melds = [m.id for m in obs.my_melds() if not m.canasta_kind]
        layoffs = tuple((meld, tuple(uids[6 + 2 * k:8 + 2 * k])) for k, meld in enumerate(open_melds[:2]))
        hand = dataclasses.replace(hand, staging=Staging((tuple(uids[:3]), tuple(uids[3:6])), layoffs=layoffs,
                                                         discard=uids[-1], going_out=True))
    return hand


def _check(size, players, options, open_hands, stage, wording: Wording, large: bool = False,
           aside: frozenset[int] | None = None) -> list[str]:
    obs, viewer, _ = _table(players, tuple(sorted(options.items())), stage)
    lay = L.compute(size, players, viewer, obs.seat_side, large, open_hands, _melds(obs),
                    needs=V.area_needs(obs), hand_cards=len(obs.hand))
    hand = _hand(obs, stage)
    sprites = V.build(obs, hand, lay, aside=aside)
    staged = (40, obs.requirement(obs.side).points) if stage == "opening" else None
    badges = (tuple(W.fill(W.PRACTICE, options="open hands, explain moves")),) if open_hands else ()
    words = words_for(obs, viewer, wording, thinking=(viewer + 1) % players, staged=staged, badges=badges)
    others = {seat: obs.hand_sizes[seat] for seat in range(players) if seat != viewer} if open_hands else None
    return problems(lay, obs, sprites, words, _text(), viewer, others)


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("open_hands", (False, True), ids=("closed", "open_hands"))
@pytest.mark.parametrize("players,options", TABLES, ids=[f"{n}{'-' + next(iter(o.values())) if o else ''}"
                                                         for n, o in TABLES])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_reads_at_a_glance(size, players, options, open_hands, stage):
    found = _check(size, players, options, open_hands, stage, ENGLISH)
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", (4, 6))
def test_canastas_squared_in_their_places_during_a_turn_keep_the_crowded_table_readable(size, players):
    """Every canasta of the crowded side completed this turn: each is squared up in its own column (none
    stacked aside yet, ``meld_order``), and the area still holds them all readably."""
    found = _check(size, players, {}, False, "crowded", ENGLISH, aside=frozenset())
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", (4, 6))
def test_large_cards_keep_the_crowded_table_readable(size, players):
    found = _check(size, players, {}, True, "crowded", ENGLISH, large=True)
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("stage", ("opening", "middle", "going out"))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", (2, 4, 6))
def test_large_cards_with_staged_melds_keep_the_table_readable(size, players, stage):
    """Large cards while melds are staged (an opening, a going out with lay-offs): no meld, staged column or meld
    number on another, and complete melds side by side where the row has room (playtest p8)."""
    found = _check(size, players, {}, False, stage, ENGLISH, large=True)
    assert not found, "\n".join(found[:12])


def _going_out_lesson(hand_codes: str) -> Observation:
    """The going-out lesson's table after the draw: two canastas set aside and an open meld of queens."""
    lesson = next(lesson for lesson in T.LESSONS if lesson.id == "going_out")
    doc = dict(lesson.scenario, phase="meld", stock="5H 6H 7H 8H 9H")
    doc["hands"] = dict(doc["hands"], **{"0": hand_codes})
    return observe(scenario.load(doc), 0)


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_the_going_out_lesson_lays_its_canastas_side_by_side_at_1024x640(large):
    """Playtest p8 (pt_tut7e): with Large cards the queens staged onto their meld pushed the two canastas into one
    narrow column at the left, under the staged column's outline, its numbers and chips hidden."""
    obs = _going_out_lesson("QC QH QS 8D")
    queens = next(m for m in obs.my_melds() if not m.canasta_kind)
    lay = L.compute((1024, 640), 4, 0, obs.seat_side, large, False, _melds(obs), needs=V.area_needs(obs),
                    hand_cards=len(obs.hand))
    hand = HandModel().synced(obs.hand)
    uids = {card.code: uid for uid, card in hand.slots}
    hand = dataclasses.replace(hand, staging=Staging(layoffs=((queens.id, (uids["QC"], uids["QH"], uids["QS"])),),
                                                     discard=uids["8D"], going_out=True))
    sprites = V.build(obs, hand, lay)
    placed = sprites.areas[obs.side].melds
    assert len({m.box.x for m in placed}) == len(placed), "each meld in a column of its own"
    words = words_for(obs, 0, ENGLISH)
    found = problems(lay, obs, sprites, words, _text(), 0)
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players,options", TABLES[2::2], ids=("4", "5-two_vs_three", "6-two_teams"))
def test_longer_names_and_accents_fit_too(size, players, options):
    for stage in ("opening", "crowded"):
        found = _check(size, players, options, True, stage, LONGER)
        assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("open_hands", (False, True), ids=("closed", "open_hands"))
@pytest.mark.parametrize("players,options", TABLES, ids=[f"{n}{'-' + next(iter(o.values())) if o else ''}"
                                                         for n, o in TABLES])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_tallest_open_melds_of_every_side_stay_in_their_areas(size, players, options, open_hands, large):
    """Every other side's melds six cards tall (the most an open group holds), large cards or normal: no meld runs
    out of its area (playtest p9-83: six players, 1024x640, large cards, a six-ace meld ran 15 px below its area
    into the gap over the player's own)."""
    found = _check(size, players, options, open_hands, "tall opponents", ENGLISH, large=large)
    assert not found, "\n".join(found[:12])


def _brazilian_at_7000(players: int, stage: str) -> tuple[Observation, int]:
    doc = position(players, my_melds=0 if stage == "opening" else 12, hand=22, reds=1, others_hand=9,
                   rules_preset="brazilian", score=7500)
    viewer = 1 if stage == "crowded opponent" else 0
    return observe(scenario.load(doc), viewer), viewer


def test_at_7000_a_brazilian_side_needs_a_canasta_to_open():
    obs, _viewer = _brazilian_at_7000(4, "opening")
    assert not obs.opened[obs.side] and obs.requirement(obs.side).canasta == "any"


@pytest.mark.parametrize("stage", ("opening", "crowded opponent"))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", (4, 6))
def test_a_brazilian_table_at_7000_reads_too(size, players, stage):
    """The Brazilian opening at 7,000 asks for a canasta: area titles and score lines say so in their room."""
    obs, viewer = _brazilian_at_7000(players, stage)
    lay = L.compute(size, players, viewer, obs.seat_side, False, True, _melds(obs), needs=V.area_needs(obs),
                    hand_cards=len(obs.hand))
    sprites = V.build(obs, _hand(obs, stage), lay)
    words = words_for(obs, viewer, ENGLISH, staged=(40, 150) if stage == "opening" else None)
    found = problems(lay, obs, sprites, words, _text(), viewer)
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("wording", WORDINGS.values(), ids=WORDINGS.keys())
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("practice", (False, True), ids=("plain", "practice_badge"))
def test_every_status_sentence_fits_the_status_line(size, practice, wording):
    lay = L.compute(size, 6, 0, (0, 1, 2, 0, 1, 2))
    badges = (tuple(W.fill(W.PRACTICE, options="open hands, explain moves")), W.WATCHING) if practice else ()
    sentences = status_sentences(wording)
    assert len(sentences) >= 15, "the status sentences were read from status.py"
    found = status_problems(lay, sentences, badges, _text())
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("stage", ("crowded", "crowded opponent"))
@pytest.mark.parametrize("players,options", TABLES, ids=[f"{n}{'-' + next(iter(o.values())) if o else ''}"
                                                         for n, o in TABLES])
@pytest.mark.parametrize("size", SIZES[1:], ids=[f"{w}x{h}" for w, h in SIZES[1:]])
def test_from_1280_wide_a_crowded_side_needs_no_scrolling(size, players, options, stage):
    obs, viewer, _ = _table(players, tuple(sorted(options.items())), stage)
    lay = L.compute(size, players, viewer, obs.seat_side, melds=_melds(obs), needs=V.area_needs(obs),
                    hand_cards=len(obs.hand))
    sprites = V.build(obs, _hand(obs, "crowded"), lay)
    assert not any(area.scrolls for area in sprites.areas.values())


def test_a_side_too_crowded_for_its_area_scrolls_by_rows_with_cues():
    shapes = [ML.MeldShape(("meld", i), 3 + i % 4, complete=i < 5) for i in range(12)]
    content = Rect(0, 0, 180, ML.card_size(ML.MIN_CARD_W)[1] * 3)
    top = ML.place_area(content, shapes, 6, 60, L.NORMAL_INDEX)
    assert top.scrolls and top.card[0] == ML.MIN_CARD_W
    assert top.first_row == 0 and top.hidden_above == 0 and top.hidden_below > 0
    bottom = ML.place_area(content, shapes, 6, 60, L.NORMAL_INDEX, scroll_row=99)
    assert bottom.first_row == bottom.rows - bottom.shown_rows and bottom.hidden_above > 0
    assert bottom.hidden_below == 0
    assert len(top.melds) + top.hidden_below == len(bottom.melds) + bottom.hidden_above == 12
    assert all(content.contains(m.box) for m in top.melds + bottom.melds)
    assert len(top.reds) == len(bottom.reds) == 6, "the red threes never scroll away"


def _translated(language: str) -> Wording:
    """The table's real words in ``language``: seat names, the computer's level, an opening need."""
    from samba import i18n
    from samba.game.names import SEAT_NAMES, level_title, seat_word

    i18n.set_language(language)
    return Wording(seat_names={n: tuple(seat_word(name) for name in names) for n, names in SEAT_NAMES.items()},
                   level=level_title("normal"),
                   fill=dict(ENGLISH.fill, need=i18n._("a canasta and {points} points").format(points=120)),
                   status_default=seat_word("Northwest"))


@pytest.mark.parametrize("language", ("es", "pt_BR"))
@pytest.mark.parametrize("stage", ("opening", "crowded", "crowded opponent"))
@pytest.mark.parametrize("players,options", TABLES[2::2], ids=("4", "5-two_vs_three", "6-two_teams"))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_reads_at_a_glance_in_spanish_and_portuguese(size, players, options, stage, language):
    """The same sweep with the translated labels (``label_words`` read in the language in force), which run
    longer than the English: no word wider than its box, no panel over another."""
    wording = _translated(language)
    for open_hands in (False, True):
        found = _check(size, players, options, open_hands, stage, wording)
        assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("language", ("es", "pt_BR"))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("practice", (False, True), ids=("plain", "practice_badge"))
def test_every_status_sentence_fits_the_status_line_in_spanish_and_portuguese(size, practice, language):
    wording = _translated(language)
    lay = L.compute(size, 6, 0, (0, 1, 2, 0, 1, 2))
    badges = (tuple(W.fill(W.PRACTICE, options="open hands, explain moves")), W.WATCHING) if practice else ()
    sentences = status_sentences(wording)
    assert len(sentences) >= 15, "the status sentences were read from status.py"
    found = status_problems(lay, sentences, badges, _text())
    assert not found, "\n".join(found[:12])


def test_columns_stand_apart_where_the_row_has_room_and_close_up_when_it_is_full():
    """With room to spare, the outlines and key numbers drawn round a meld need a gap wider than the least one."""
    content = Rect(0, 0, 600, 200)
    roomy = ML.place_area(content, [ML.MeldShape(("meld", i), 3) for i in range(3)], 0, 50, L.NORMAL_INDEX)
    xs = [m.box.x for m in roomy.melds]
    assert {b - a for a, b in itertools.pairwise(xs)} == {roomy.card[0] + ML.EDGE + ML.WIDE_GAP}
    full = ML.place_area(content, [ML.MeldShape(("meld", i), 3) for i in range(12)], 0, 50, L.NORMAL_INDEX)
    boxes = [m.box for m in full.melds]
    gaps = [b.x - (a.x + full.card[0] + ML.EDGE) for a, b in itertools.pairwise(boxes) if b.y == a.y]
    assert gaps and min(gaps) >= ML.COL_GAP and max(gaps) < ML.WIDE_GAP
    assert all(content.contains(box) for box in boxes)
