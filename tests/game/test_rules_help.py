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


CONFLICTS_THE_ENGINE_CITES = {
    "C10": lambda r: r.pile_layoff_targets in ("none", "sequences_only"),
    "C11": lambda r: r.sequence_layoff_takes == "whole_pile",
    "C16": lambda r: r.wild_ratio_rule == "naturals_ge_twice_wilds",
    "C21": lambda r: not r.allow_duplicate_rank_groups or not r.allow_group_merge,
    "C24": lambda r: not r.allow_pile_for_initial_meld,
    "C26": lambda r: r.go_out_requirement == "one_canasta",
    "C28": lambda r: r.go_out_permission == "none",
    "C39": lambda r: r.one_card_pile_restriction,
    "C40": lambda r: r.melds_owned_by == "player",
}
"""Each conflict entry the engine cites, and the tables where it can (the option value its refusal stands for)."""


def test_the_table_of_cited_conflicts_holds_every_conflict_the_engine_cites():
    assert {rule for rule in _rules_the_engine_cites() if rule.startswith("C")} == set(CONFLICTS_THE_ENGINE_CITES)


def _tables():
    """Every preset, and every option value that makes the engine cite a conflict entry, over standard Samba."""
    tables = [(name, preset(name)) for name in PRESETS]
    for option, values in (("pile_layoff_targets", ("none", "sequences_only")),
                           ("wild_ratio_rule", ("naturals_ge_twice_wilds",)),
                           ("allow_duplicate_rank_groups", (False,)), ("allow_group_merge", (False,)),
                           ("allow_pile_for_initial_meld", (False,)), ("go_out_requirement", ("one_canasta",)),
                           ("go_out_permission", ("none",)), ("one_card_pile_restriction", (True,)),
                           ("melds_owned_by", ("player",))):
        tables += [(f"{option}={value}", preset("samba", **{option: value})) for value in values]
    return tables


@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
@pytest.mark.parametrize(("table", "rules"), _tables(), ids=[name for name, _rules in _tables()])
def test_every_conflict_a_refusal_can_cite_is_named_on_the_page_its_why_opens(table, rules, language):
    """Playtest p9-119..121: a Brazilian refusal cited "(C10)" and Why? opened "Taking the pile", which never said
    C10. The page, written for the table's rules, tells the table's rule under its number."""
    from samba import i18n

    i18n.set_language(language)
    try:
        for code, cited in CONFLICTS_THE_ENGINE_CITES.items():
            if cited(rules):
                page = " ".join(section_for_rule(code, rules).paragraphs)
                assert f"({code})" in page, (table, code, page)
    finally:
        i18n.set_language("en")
