"""What the player is told about the rules in force is in plain words (issue #10).

Walks every value of every option on top of every preset and reads everything a player can see about
those rules: each rules-help page, "Your table's rules", the house-rules editor's titles and values, the
opening ladder. Nothing may show an option identifier or a raw value ("naturals ge twice wilds",
"samba plus one", "hoyle 160", anything with an underscore).
"""

from __future__ import annotations

import re
from dataclasses import fields

import pytest

from samba.engine import PRESETS, InvalidAction, RuleSet, preset, scenario
from samba.engine.rules import CHOICES, OPTION_HELP
from samba.game.rule_words import (
    OPTION_TITLES,
    ladder_rows,
    ladder_sentence,
    opening_status,
    option_title,
    value_label,
)
from samba.game.rules_help import sections, table_rules
from samba.ui.scenes.house_rules import option_values

OPTIONS = tuple(f.name for f in fields(RuleSet))
RAW_WORDS = re.compile(r"\b(ge|vs|red3|black3|auto|min|max|bool|true|false)\b")
"""Tokens of option values and identifiers that are not English a player reads."""
PLAIN_PHRASES = {"two canastas", "one canasta", "three pairs", "two teams of three", "play another hand",
                 "whole pile", "any meld", "surprise cards", "500 each", "natural canasta bonus",
                 "mixed canasta bonus", "samba bonus", "bolivia bonus"}
"""Identifiers that, with the underscores dropped, are ordinary English (reviewed one by one)."""


def values_of(name: str) -> tuple:
    if name == "custom_initial_meld_table":
        return (((0, 40), (2000, 100)),)
    if name == "target_score":
        return (5000, 10000, 15000)
    return option_values(name, getattr(RuleSet(), name))


def identifier_phrases() -> set[str]:
    """Option names and multi-word option values as they would read with the underscores dropped."""
    phrases = {name.replace("_", " ") for name in OPTIONS}
    for values in CHOICES.values():
        phrases.update(v.replace("_", " ") for v in values if isinstance(v, str) and "_" in v)
    return phrases - PLAIN_PHRASES


PHRASES = identifier_phrases()


def what_a_player_reads(rules: RuleSet, preset_name: str) -> list[str]:
    texts = []
    for section in sections(rules):
        texts.append(section.title)
        texts.extend(section.paragraphs)
    texts.extend(table_rules(rules, preset_name))
    texts.extend(f"{span}: {need}" for span, need in ladder_rows(rules))
    texts.append(ladder_sentence(rules))
    return texts


def problems_in(text: str) -> list[str]:
    found = []
    if "_" in text:
        found.append("an underscore")
    lowered = text.lower()
    found.extend(f"the identifier {phrase!r}" for phrase in PHRASES if phrase in lowered)
    found.extend(f"the raw word {m.group(0)!r}" for m in RAW_WORDS.finditer(lowered))
    return found


def rule_sets():
    for name in PRESETS:
        for option in OPTIONS:
            for value in values_of(option):
                extra = {option: value}
                if option == "initial_meld_table" and value == "custom":
                    extra["custom_initial_meld_table"] = ((0, 40), (2000, 100))
                try:
                    yield name, option, value, preset(name, **extra)
                except InvalidAction:
                    continue


def test_every_option_value_of_every_preset_reads_in_plain_words():
    checked = 0
    for name, option, value, rules in rule_sets():
        for text in what_a_player_reads(rules, name):
            problems = problems_in(text)
            assert not problems, f"{name} with {option}={value!r}: {problems} in {text!r}"
        checked += 1
    assert checked > 5 * len(OPTIONS)


@pytest.mark.parametrize("option", OPTIONS)
def test_every_option_has_a_title_and_a_label_for_each_value(option):
    title = option_title(option)
    assert title and not problems_in(title)
    assert not problems_in(OPTION_HELP[option])
    for value in values_of(option):
        label = value_label(option, value)
        assert label and not problems_in(label), f"{option}={value!r} reads {label!r}"
        if isinstance(value, str) and value.replace("_", " ") not in PLAIN_PHRASES | {"2"}:
            assert label not in (value, value.replace("_", " ")), f"{option}={value!r} has no label of its own"


def test_every_enumerated_value_has_its_own_label():
    for option, values in CHOICES.items():
        labels = [value_label(option, v) for v in values]
        assert len(set(labels)) == len(labels), f"{option} has two values that read the same"


def test_the_words_module_covers_every_option():
    assert set(OPTION_TITLES) == set(OPTIONS)


def test_the_problem_finder_catches_the_words_of_the_issue():
    for bad in ("Here: naturals ge twice wilds", "Going out: samba plus one", "Ladder: hoyle 160",
                "max_wilds_per_group", "allow wild on completed canasta"):
        assert problems_in(bad), bad
    assert not problems_in("Two natural cards for each wild card; 160 from 7,000 (Hoyle).")


# -- the pages follow the preset in force -----------------------------------------------------------

def page(rules: RuleSet, section_id: str) -> str:
    return " ".join(next(s for s in sections(rules) if s.id == section_id).paragraphs)


def test_BR2_the_brazilian_meld_page_does_not_say_at_most_two_wild_cards():
    brazilian = page(preset("brazilian"), "melds")
    assert "at most two wild cards" not in brazilian and "any number" in brazilian
    assert "at most two wild cards" in page(preset("samba"), "melds")


def test_C17_the_meld_page_says_whether_wild_cards_may_join_a_finished_canasta():
    assert "no more wild cards may go on it" in page(preset("samba"), "melds")
    for name in ("samba_simple", "brazilian"):
        assert "may still be added to a finished canasta" in page(preset(name), "melds")


def test_BR13_the_brazilian_going_out_page_asks_for_a_samba():
    brazilian = page(preset("brazilian"), "going_out")
    assert "a samba and at least one more canasta" in brazilian
    assert "at least two canastas (natural, mixed or sambas, in any mix)" not in brazilian


def test_S12_1_C22_the_opening_page_shows_the_ladder_of_the_preset():
    assert "7,000 or more: 150 points" in page(preset("samba"), "opening")
    assert "7,000 or more: 160 points" in page(preset("samba_hoyle"), "opening")
    capped = page(preset("samba", initial_meld_table="capped_120"), "opening")
    assert "3,000 or more: 120 points" in capped and "150" not in capped


def test_BR10_the_brazilian_opening_page_shows_the_7000_8000_and_9000_rules():
    brazilian = page(preset("brazilian"), "opening")
    assert "7,000 to 7,995: a canasta" in brazilian
    assert "8,000 to 8,995: a canasta and 200 points" in brazilian
    assert "9,000 or more: a natural canasta, a samba or a Bolivia" in brazilian


def test_BR3_BR6_bolivia_and_the_short_sequence_penalty_are_explained_when_they_apply():
    brazilian = preset("brazilian")
    assert "Bolivia, worth a 2,000 bonus" in page(brazilian, "melds")
    assert "shorter than 5 cards" in page(brazilian, "scoring") and "1,000" in page(brazilian, "scoring")
    samba = preset("samba")
    assert "Bolivia" not in page(samba, "melds") and "shorter than" not in page(samba, "scoring")


def test_C25_the_spanish_opening_page_explains_folding_with_the_pile():
    assert "needs no minimum — even when you take the pile" in page(preset("samba_spanish"), "opening")


# -- the score panel's words on a side's opening ------------------------------------------------------

@pytest.mark.parametrize(("score", "words"), [
    (0, "min 50 to open"), (7200, "a canasta to open"), (8500, "canasta + 200 to open"),
    (9500, "natural canasta to open")])
def test_BR10_the_score_panel_says_what_a_brazilian_side_needs_never_min_0(score, words):
    state = scenario.load({"rules": "brazilian", "scores": [score, 0], "turn": 0, "hands": ["4C 5D", "", "", ""]})
    from samba.engine import observe

    assert opening_status(observe(state, 0), 0) == words
    assert "min 0" not in opening_status(observe(state, 0), 0)


def test_the_translatable_option_explanations_are_the_engines_own_words():
    """The game layer keeps each option's one-line explanation as a msgid (``option_help`` words it in the
    player's language); the English must stay what the engine documents."""
    from samba.game.rule_words import OPTION_EXPLANATIONS

    assert OPTION_EXPLANATIONS == OPTION_HELP
