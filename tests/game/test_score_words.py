"""The score sheet's words: every item whole with shorter wordings chosen in advance, and the reason for a
minus written out (S5.6, BR11), never squeezed into the label."""

from __future__ import annotations

from samba.engine import SideScore, preset
from samba.game.score_words import sheet_lines


def _red_line(side: SideScore, rules):
    return next(line for line in sheet_lines(side, rules) if line.label[0].startswith("Red threes ×"))


def test_S5_6_red_threes_with_fewer_than_two_canastas_say_why_they_count_minus():
    side = SideScore(0, melded_cards=120, red_threes=2, red_three_points=-200, total=-80)
    line = _red_line(side, preset("samba"))
    assert line.label == ("Red threes × 2", "Red 3s × 2") and line.points == -200
    assert line.reason == "Minus: this side completed fewer than 2 canastas (S5.6)."


def test_BR11_brazilian_red_threes_need_one_canasta_to_count_plus():
    side = SideScore(0, melded_cards=60, red_threes=1, red_three_points=-100, total=-40)
    assert _red_line(side, preset("brazilian")).reason == "Minus: this side completed no canasta (S5.6)."


def test_S5_6_red_threes_of_a_side_that_melded_nothing_say_so():
    side = SideScore(0, red_threes=1, red_three_points=-100, cards_in_hand=-50, total=-150)
    assert _red_line(side, preset("samba")).reason == "Minus: this side melded nothing this hand (S5.6)."


def test_red_threes_that_count_plus_need_no_reason():
    side = SideScore(0, melded_cards=400, natural_canastas=2, natural_canasta_bonus=1000, red_threes=2,
                     red_three_points=200, total=1600)
    assert _red_line(side, preset("samba")).reason == ""


def test_empty_items_are_left_out_but_cards_melded_always_shows():
    lines = sheet_lines(SideScore(0, cards_in_hand=-40, total=-40), preset("samba"))
    assert [line.label[0] for line in lines] == ["Cards melded", "Cards left in hand"]


def test_every_label_has_a_shorter_wording_for_narrow_sheets():
    side = SideScore(0, melded_cards=1, natural_canastas=1, natural_canasta_bonus=1, mixed_canastas=1,
                     mixed_canasta_bonus=1, sambas=1, samba_bonus=1, bolivias=1, bolivia_bonus=1, red_threes=1,
                     red_three_points=1, going_out=1, cards_in_hand=-1, short_sequences=1, short_sequence_penalty=-1,
                     red_threes_held_penalty=-1)
    for line in sheet_lines(side, preset("samba")):
        assert len(line.label) >= 2 and len(line.label[-1]) < len(line.label[0])


def test_S5_6_where_everyone_plays_alone_the_reason_speaks_of_the_player():
    side = SideScore(0, melded_cards=120, red_threes=2, red_three_points=-200, total=-80)
    line = next(line for line in sheet_lines(side, preset("samba"), alone=True) if line.key == "red_threes")
    assert line.reason == "Minus: this player completed fewer than 2 canastas (S5.6)."
