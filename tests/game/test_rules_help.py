"""Rules help: every rule the engine can cite opens a section; the table's rules are listed in words."""

import pathlib
import re
from dataclasses import replace

import pytest

from samba.engine.rules import OPTION_HELP, PRESETS, RuleSet, preset
from samba.engine.seating import sides_for
from samba.game.rules_help import SECTIONS, section, section_for_rule, table_rules

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "samba" / "engine"


def _rules_the_engine_cites() -> set[str]:
    cited = set()
    for path in ENGINE.glob("*.py"):
        cited.update(re.findall(r'"((?:S\d+(?:\.\d+)?[a-z]?)|BR\d+|C\d+)"', path.read_text()))
    return cited


def test_the_engine_cites_rules_at_all():
    assert {"S7.1", "S8.2", "S12.1"} <= _rules_the_engine_cites()


@pytest.mark.parametrize("rule", sorted(_rules_the_engine_cites()))
def test_every_rule_the_engine_can_cite_opens_a_help_section_with_text(rule):
    section = section_for_rule(rule)
    assert section in SECTIONS and section.paragraphs


def test_every_option_has_a_one_line_explanation():
    from dataclasses import fields

    assert {f.name for f in fields(RuleSet)} <= set(OPTION_HELP)


def test_standard_samba_has_no_differences_to_list():
    assert table_rules(preset("samba")) == ["This table plays standard Samba."]


def test_brazilian_table_rules_name_each_difference_in_words():
    lines = table_rules(preset("brazilian"), "brazilian")
    assert lines[0] == "Rules: Brazilian Canasta."
    assert any("Bonus for the side that goes out" in line and "Here: 100" in line for line in lines)
    assert all("Here: " in line and "Standard Samba: " in line for line in lines[1:])


def test_an_option_that_plays_the_same_at_this_table_is_not_listed():
    """Brazilian Canasta deals 15 cards, as standard Samba does with four players: nothing to tell."""
    four = table_rules(preset("brazilian"), "brazilian")
    assert not any(line.startswith("Cards dealt") for line in four)
    six = table_rules(preset("brazilian", player_count=6), "brazilian")
    assert any(line.startswith("Cards dealt") and "Here: 15 cards. Standard Samba: 13 cards." in line for line in six)


def test_table_rules_never_nest_parentheses_or_say_standard_twice():
    for name in PRESETS:
        for players in (2, 3, 4, 5, 6):
            for line in table_rules(preset(name, player_count=players), name):
                depth = 0
                for char in line:
                    depth += {"(": 1, ")": -1}.get(char, 0)
                    assert depth <= 1, f"nested parentheses: {line!r}"
                assert "Standard Samba: standard" not in line, line


def test_the_short_sequence_penalty_says_how_short_in_cards():
    line = next(line for line in table_rules(preset("brazilian"), "brazilian") if line.startswith("Penalty"))
    assert line == ("Penalty for each sequence left with fewer than 5 cards when the hand ends. Here: 1,000. "
                    "Standard Samba: 0.")


def _players_between(rules: RuleSet) -> set[int]:
    """How many players sit between partners, as the engine seats them (samba/engine/seating.py)."""
    n = rules.player_count
    return {min((b - a) % n, (a - b) % n) - 1 for a, b in (side for side in sides_for(rules) if len(side) == 2)}


def test_S2_the_help_seats_six_players_in_pairs_as_the_engine_does():
    six = replace(preset("samba"), player_count=6, six_player_mode="three_pairs", hand_size=13)
    assert _players_between(six) == {2}, "the engine: seats (0,3), (1,4), (2,5) — opposite, two players between"
    turn = " ".join(section("turn", six).paragraphs)
    players = " ".join(section("players", six).paragraphs)
    for text in (turn, players):
        assert "partners sit opposite each other, with two players between them" in text, text
        assert "two seats apart" not in text


@pytest.mark.parametrize("targets", ("incomplete_melds", "sequences_only", "any_meld"))
def test_S7_3_the_portuguese_pile_page_says_where_the_top_card_goes_without_a_doubled_word(targets):
    """Playtest p9: "acrescentando a carta de cima sozinha a a ponta de uma das sequências" (Regras → Pegar o
    lixo): the sentence's "a" and the place's own article met. Portuguese contracts them ("à ponta")."""
    from samba import i18n

    i18n.set_language("pt_BR")
    try:
        page = " ".join(section("pile", RuleSet(pile_layoff_targets=targets)).paragraphs)
    finally:
        i18n.set_language("en")
    assert not re.search(r"(?i)\b(\w+) \1\b", page), page
    assert "sozinha a um dos jogos" in page or "sozinha à ponta" in page, page
