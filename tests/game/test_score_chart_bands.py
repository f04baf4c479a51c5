"""The score chart's opening bands (S12.1, BR10) come from the scores where the engine says the opening
requirement may change (``requirement_steps``), never from probing every score between the lowest and
highest total: a crafted record with a total of 2**62 hung the match history that way."""

from __future__ import annotations

import pytest

from samba.engine import preset
from samba.engine.analysis import opening_requirement, requirement_steps
from samba.game.record.chart import STEP, Band, opening_bands
from samba.game.rule_words import requirement_words

TABLES = [preset("samba"), preset("samba_hoyle"), preset("samba", initial_meld_table="capped_120"),
          preset("brazilian"),
          preset("samba", initial_meld_table="custom", custom_initial_meld_table=((0, 40), (2000, 70), (5000, 100)))]


def _probed(rules, low: int, high: int) -> tuple[Band, ...]:
    """The bands found by probing every score in fives (the way the chart used to: the oracle)."""
    start = min(low, -STEP)
    bands: list[Band] = []
    current = requirement_words(opening_requirement(rules, start))
    band_low = score = start
    while score <= high:
        minimum = requirement_words(opening_requirement(rules, score))
        if minimum != current:
            bands.append(Band(band_low, score, current))
            band_low, current = score, minimum
        score += STEP
    bands.append(Band(band_low, max(high, band_low) + STEP, current))
    return tuple(bands)


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: r.initial_meld_table)
def test_S12_1_BR10_the_requirement_is_the_same_between_two_steps(rules):
    steps = requirement_steps(rules)
    assert list(steps) == sorted(set(steps))
    for score in range(-2000, 12000, 5):
        below = [s for s in steps if s <= score]
        anchor = below[-1] if below else -10**6
        assert opening_requirement(rules, score) == opening_requirement(rules, anchor), score


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: r.initial_meld_table)
@pytest.mark.parametrize(("low", "high"), [(-280, 3345), (-375, 1315), (0, 10000), (-5, 10450), (-3000, 16000),
                                           (1500, 1500), (7005, 9995)])
def test_the_bands_are_those_found_by_probing_every_score(rules, low, high):
    assert opening_bands(rules, low, high) == _probed(rules, low, high)


def test_a_total_of_2_to_the_62_gives_the_same_bands_up_to_the_last_ones_end():
    rules = preset("samba")
    huge = opening_bands(rules, -(2**62), 2**62)
    usual = _probed(rules, -5, 10000)
    assert [band.minimum for band in huge] == [band.minimum for band in usual]
    assert huge[0].low == -(2**62) and huge[-1].high == 2**62 + STEP
