"""Plain words for the rules in force: option names and values, the opening ladder, what a side needs.

The engine names options and values for programs (``naturals_ge_twice_wilds``, ``hoyle_160``); a
player reads "two natural cards for each wild card" and "Hoyle: 160 from 7,000". Every screen that
shows an option — "Your table's rules", the house-rules editor, the rules help, the score panel —
takes its words from here, so one table of labels covers them all (and is tested for every value of
every option of every preset).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from samba.engine import Observation, RuleSet
from samba.engine.analysis import Requirement, opening_requirement

OPTION_TITLES: dict[str, str] = {
    "player_count": "Players",
    "five_player_mode": "Five players",
    "six_player_mode": "Six players",
    "hand_size": "Cards dealt",
    "target_score": "Game to",
    "tie_rule": "An exact tie at the end",
    "upcard_rule": "A wild card or three turned up first",
    "buried_special_freezes": "A buried wild card or red three freezes the pile",
    "surprise_cards": "Surprise cards under the first upcard",
    "red3_declare_timing": "Red threes dealt to you",
    "stock_draw_count": "Cards drawn from the stock",
    "pile_layoff_targets": "The top card alone may extend",
    "sequence_layoff_takes": "Extending a sequence from the pile takes",
    "allow_pile_natural_plus_wild": "Take the pile with a natural card and a wild card",
    "wild_discard_effect": "A discarded wild card",
    "frozen_until_opened": "The pile is frozen until your side opens",
    "pile_always_frozen": "The pile is always frozen",
    "allow_pile_for_initial_meld": "Take the pile to open",
    "one_card_pile_restriction": "No pile with a single card in hand",
    "min_naturals_per_group": "Fewest natural cards in a group",
    "max_wilds_per_group": "Most wild cards in a group",
    "wild_ratio_rule": "Wild cards against natural cards",
    "allow_wild_only_melds": "Melds of wild cards alone",
    "allow_wild_on_completed_canasta": "Wild cards on a finished canasta",
    "allow_duplicate_rank_groups": "Two groups of the same rank",
    "allow_group_merge": "Merge two groups of the same rank",
    "allow_sequence_merge": "Join two sequences",
    "allow_wild_in_sequence": "Wild cards in sequences",
    "max_sequence_length": "Longest sequence",
    "samba_extend_when_going_out": "Add to a samba when going out",
    "melds_owned_by": "Melds belong to",
    "initial_meld_table": "Opening minimums",
    "custom_initial_meld_table": "Your own opening ladder",
    "concealed_exempt_from_initial_minimum": "Going out in one go needs no opening minimum",
    "go_out_requirement": "Needed to go out",
    "go_out_permission": "Asking your partner to go out",
    "going_out_bonus": "Going-out bonus",
    "concealed_going_out_bonus": "Bonus for going out in one go",
    "natural_canasta_bonus": "Natural canasta bonus",
    "mixed_canasta_bonus": "Mixed canasta bonus",
    "samba_bonus": "Samba bonus",
    "bolivia_bonus": "Bolivia bonus",
    "short_sequence_penalty": "Penalty for a short sequence",
    "short_sequence_threshold": "Sequences shorter than this are short",
    "red3_scale": "Red three values",
    "red3_positive_min_canastas": "Canastas for red threes to count plus",
    "red3_negative_mode": "Red threes counted against you",
    "red3_in_hand_penalty": "A red three still held",
    "black3_in_hand_value": "A black three left in hand",
    "black3_meld_min": "Fewest black threes in a meld",
    "stock_exhausted_rule": "When the stock is empty",
    "losing_side_scores_melds": "Every side scores its melds",
}

VALUE_LABELS: dict[str, dict[Any, str]] = {
    "five_player_mode": {"individual": "everyone plays alone",
                         "two_vs_three_rotating": "a pair against a trio"},
    "six_player_mode": {"three_pairs": "three partnerships of two", "two_teams_of_three": "two teams of three"},
    "tie_rule": {"play_another_hand": "one more hand is played", "shared_win": "the win is shared"},
    "upcard_rule": {"cover_until_natural": "covered until a natural card shows",
                    "cover_wild_red3_only": "covered if wild or a red three",
                    "bury_to_bottom": "put at the bottom of the stock", "none": "left as it is"},
    "surprise_cards": {0: "none", 3: "three cards"},
    "red3_declare_timing": {"show_at_deal_replace_first_turn": "shown at the deal",
                            "all_at_first_turn": "shown on your first turn"},
    "pile_layoff_targets": {"incomplete_melds": "an unfinished group or sequence",
                            "sequences_only": "a sequence, never a group",
                            "none": "nothing (a natural pair only)",
                            "any_meld": "any meld, even a canasta"},
    "sequence_layoff_takes": {"whole_pile": "the whole pile", "top_card_only": "only the top card"},
    "wild_discard_effect": {"freeze": "blocks and freezes the pile",
                            "block_only": "blocks the next player only"},
    "max_wilds_per_group": {"2": "two", "unlimited": "no limit"},
    "wild_ratio_rule": {"naturals_ge_wilds": "no more wild than natural cards",
                        "naturals_ge_twice_wilds": "2 natural cards per wild card",
                        "none": "any number of wild cards"},
    "melds_owned_by": {"side": "the whole side", "player": "the player who laid them"},
    "initial_meld_table": {"standard_150": "standard (150 from 7,000)", "hoyle_160": "Hoyle (160 from 7,000)",
                           "capped_120": "capped (120 from 3,000)", "brazilian": "Brazilian (canastas from 7,000)",
                           "custom": "your own ladder"},
    "go_out_requirement": {"two_canastas": "two canastas of any kind", "one_canasta": "one canasta",
                           "samba_plus_one": "a samba and one more canasta"},
    "go_out_permission": {"optional_binding": "you may ask; the answer binds",
                          "mandatory": "you must ask; the answer binds", "none": "nobody asks"},
    "red3_scale": {"samba": "100 each, all six 1,000", "brazilian": "100 each; five 1,000; six 1,200"},
    "red3_positive_min_canastas": {0: "none needed", 1: "one canasta", 2: "two canastas"},
    "red3_negative_mode": {"mirror": "the same amount against you", "fixed_500_each": "500 against you each"},
    "red3_in_hand_penalty": {"auto_declare": "none (laid out at once)",
                             "500_each": "500 against you each", "750_total": "750 against you in all",
                             "1500_each": "1,500 against you each"},
    "black3_in_hand_value": {-5: "5 against you", -100: "100 against you"},
    "stock_exhausted_rule": {"forced_take_or_end": "must take a pile that fits",
                             "optional_take_or_end": "may take the pile or stop",
                             "end_immediately": "the hand ends at once"},
}

_COUNTS = {"player_count": "{value} players", "hand_size": "{value} cards", "stock_draw_count": "{value} cards",
           "min_naturals_per_group": "{value}", "max_sequence_length": "{value} cards",
           "black3_meld_min": "{value}", "short_sequence_threshold": "{value} cards"}


def option_title(name: str) -> str:
    """The option's name as a player reads it."""
    return OPTION_TITLES[name]


def value_label(name: str, value: Any) -> str:
    """One option value in plain words ("two natural cards for each wild card", "yes", "2,000")."""
    labels = VALUE_LABELS.get(name, {})
    if value in labels:
        return labels[value]
    if isinstance(value, bool):
        return "yes" if value else "no"
    if name == "hand_size" and value == "auto":
        return "15 (13 for six in pairs)"
    if name == "custom_initial_meld_table":
        return "; ".join(f"{minimum} from {start:,}" for start, minimum in value) or "none"
    if name in _COUNTS:
        return _COUNTS[name].format(value=value)
    if isinstance(value, int):
        return f"{value:,}"
    raise KeyError(f"no words for {name}={value!r}")


def every_option() -> tuple[str, ...]:
    return tuple(f.name for f in fields(RuleSet))


# -- the opening -------------------------------------------------------------------------------

def requirement_words(need: Requirement) -> str:
    """What an opening must reach, as the end of "your side needs …" ("50 points", "a canasta")."""
    if need.canasta == "any":
        return f"a canasta and {need.points} points" if need.points else "a canasta"
    if need.canasta == "natural":
        return "a natural canasta, a samba or a Bolivia"
    return f"{need.points} points" if need.points else "nothing"


def opening_status(obs: Observation, side: int) -> str:
    """The score panel's few words on a side's opening: "opened", "min 50 to open", "a canasta to open".

    A Brazilian side at 7,000 or more needs a canasta rather than points, so a points figure alone
    ("min 0 to open") would mislead."""
    if obs.opened[side]:
        return "opened"
    need = obs.requirement(side)
    if need.canasta == "any":
        return f"canasta + {need.points} to open" if need.points else "a canasta to open"
    if need.canasta == "natural":
        return "natural canasta to open"
    return f"min {need.points} to open"


def ladder_rows(rules: RuleSet) -> list[tuple[str, str]]:
    """The opening ladder of ``rules`` as (scores, what the opening needs) rows, for the rules help."""
    starts = _band_starts(rules)
    rows = []
    for i, start in enumerate(starts):
        need = requirement_words(opening_requirement(rules, start))
        if i == 0:
            span = "Below 0"
        elif i + 1 < len(starts):
            span = f"{start:,} to {starts[i + 1] - 5:,}"
        else:
            span = f"{start:,} or more"
        rows.append((span, need))
    return _merge_equal_rows(rows)


def _band_starts(rules: RuleSet) -> list[int]:
    if rules.initial_meld_table == "custom":
        return [-1, *sorted({max(0, start) for start, _ in rules.custom_initial_meld_table} | {0})]
    if rules.initial_meld_table == "brazilian":
        return [-1, 0, 1500, 3000, 7000, 8000, 9000]
    if rules.initial_meld_table == "capped_120":
        return [-1, 0, 1500, 3000]
    return [-1, 0, 1500, 3000, 7000]


def _merge_equal_rows(rows: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Neighbouring bands that need the same are one row (a custom ladder may repeat a minimum)."""
    out: list[tuple[str, str]] = []
    for span, need in rows:
        if out and out[-1][1] == need and out[-1][0] != "Below 0":
            first = out[-1][0].split(" to ")[0].replace(" or more", "")
            last = span.split(" to ")[-1] if " to " in span else span.replace(" or more", "")
            out[-1] = (f"{first} or more" if "or more" in span else f"{first} to {last}", need)
        else:
            out.append((span, need))
    return out


def ladder_sentence(rules: RuleSet) -> str:
    """The ladder as one sentence: "below 0: 15 points; 0 to 1,495: 50 points; …"."""
    rows = ladder_rows(rules)
    rows[0] = (rows[0][0][:1].lower() + rows[0][0][1:], rows[0][1])  # "below 0" inside the sentence
    return "; ".join(f"{span}: {need}" for span, need in rows)


def ladder_points(rules: RuleSet) -> tuple[tuple[int, int], ...]:
    """The points ladder the custom-ladder editor starts from: (score from, minimum) from 0 up.

    A Brazilian table asks for canastas from 7,000, which a points ladder cannot say; its points
    rungs are kept and the last one carries on."""
    rows = []
    for start in _band_starts(rules)[1:]:
        need = opening_requirement(rules, start)
        if need.canasta:
            break
        rows.append((start, need.points))
    return tuple(rows)
