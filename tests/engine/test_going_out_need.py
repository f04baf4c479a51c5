"""``analysis.going_out_need``: what a side must have completed to go out, the one answer the table shows and the
judge (``batch.going_out_problem``) applies — S15.1 two canastas, C26 one, BR13 a samba and one more."""

from __future__ import annotations

from samba.engine import observe, preset, scenario
from samba.engine.analysis import GoOutNeed, going_out_need
from samba.engine.batch import going_out_problem
from samba.engine.melds import GROUP, SEQUENCE


def test_S15_1_standard_samba_needs_two_canastas():
    assert going_out_need(preset("samba")) == GoOutNeed(canastas=2, sambas=0)


def test_C26_the_one_canasta_option_needs_one():
    assert going_out_need(preset("samba", go_out_requirement="one_canasta")) == GoOutNeed(canastas=1, sambas=0)


def test_BR13_brazilian_needs_a_samba_and_one_more():
    assert going_out_need(preset("brazilian")) == GoOutNeed(canastas=2, sambas=1)


def _observation(preset_name: str):
    doc = {"rules": {"preset": preset_name}, "turn": 0, "phase": "meld",
           "hands": {"0": "5H 5D 9S", "1": "4C 4D 6C", "2": "4H 6H 7H", "3": "4S 6S 9S"}, "pile": "4C"}
    return observe(scenario.load(doc), 0)


def test_BR13_the_judge_refuses_exactly_what_the_need_does_not_cover():
    brazilian, standard = _observation("brazilian"), _observation("samba")
    two_groups = [(GROUP, 7), (GROUP, 7)]
    samba_and_group = [(SEQUENCE, 7), (GROUP, 7)]
    refused = going_out_problem(brazilian, two_groups)
    assert refused is not None and refused.rule == "BR13"
    assert going_out_problem(brazilian, samba_and_group) is None
    assert going_out_problem(standard, two_groups) is None
    short = going_out_problem(standard, [(GROUP, 7)])
    assert short is not None and short.rule == "S15.1"
