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
from samba.i18n import N_, _, ngettext, number

OPTION_TITLES: dict[str, str] = {
    "player_count": N_("Players"),
    "five_player_mode": N_("Five players"),
    "six_player_mode": N_("Six players"),
    "hand_size": N_("Cards dealt"),
    "target_score": N_("Game to"),
    "tie_rule": N_("An exact tie at the end"),
    "upcard_rule": N_("A wild card or three turned up first"),
    "buried_special_freezes": N_("A buried wild card or red three freezes the pile"),
    "surprise_cards": N_("Surprise cards under the first upcard"),
    "red3_declare_timing": N_("Red threes dealt to you"),
    "stock_draw_count": N_("Cards drawn from the stock"),
    "pile_layoff_targets": N_("The top card alone may extend"),
    "sequence_layoff_takes": N_("Extending a sequence from the pile takes"),
    "allow_pile_natural_plus_wild": N_("Take the pile with a natural card and a wild card"),
    "wild_discard_effect": N_("A discarded wild card"),
    "frozen_until_opened": N_("The pile is frozen until your side opens"),
    "pile_always_frozen": N_("The pile is always frozen"),
    "allow_pile_for_initial_meld": N_("Take the pile to open"),
    "one_card_pile_restriction": N_("No pile with a single card in hand"),
    "min_naturals_per_group": N_("Fewest natural cards in a group"),
    "max_wilds_per_group": N_("Most wild cards in a group"),
    "wild_ratio_rule": N_("Wild cards against natural cards"),
    "allow_wild_only_melds": N_("Melds of wild cards alone"),
    "allow_wild_on_completed_canasta": N_("Wild cards on a finished canasta"),
    "allow_duplicate_rank_groups": N_("Two groups of the same rank"),
    "allow_group_merge": N_("Merge two groups of the same rank"),
    "allow_sequence_merge": N_("Join two sequences"),
    "allow_wild_in_sequence": N_("Wild cards in sequences"),
    "max_sequence_length": N_("Longest sequence"),
    "samba_extend_when_going_out": N_("Add to a samba when going out"),
    "melds_owned_by": N_("Melds belong to"),
    "initial_meld_table": N_("Opening minimums"),
    "custom_initial_meld_table": N_("Your own opening ladder"),
    "concealed_exempt_from_initial_minimum": N_("Going out in one go needs no opening minimum"),
    "go_out_requirement": N_("Needed to go out"),
    "go_out_permission": N_("Asking your partner to go out"),
    "going_out_bonus": N_("Going-out bonus"),
    "concealed_going_out_bonus": N_("Bonus for going out in one go"),
    "natural_canasta_bonus": N_("Natural canasta bonus"),
    "mixed_canasta_bonus": N_("Mixed canasta bonus"),
    "samba_bonus": N_("Samba bonus"),
    "bolivia_bonus": N_("Bolivia bonus"),
    "short_sequence_penalty": N_("Penalty for a short sequence"),
    "short_sequence_threshold": N_("Sequences shorter than this are short"),
    "red3_scale": N_("Red three values"),
    "red3_positive_min_canastas": N_("Canastas for red threes to count plus"),
    "red3_negative_mode": N_("Red threes counted against you"),
    "red3_in_hand_penalty": N_("A red three still held"),
    "black3_in_hand_value": N_("A black three left in hand"),
    "black3_meld_min": N_("Fewest black threes in a meld"),
    "stock_exhausted_rule": N_("When the stock is empty"),
    "losing_side_scores_melds": N_("Every side scores its melds"),
}

VALUE_LABELS: dict[str, dict[Any, str]] = {
    "five_player_mode": {"individual": N_("everyone plays alone"),
                         "two_vs_three_rotating": N_("a pair against a trio")},
    "six_player_mode": {"three_pairs": N_("three partnerships of two"), "two_teams_of_three": N_("two teams of three")},
    "tie_rule": {"play_another_hand": N_("one more hand is played"), "shared_win": N_("the win is shared")},
    "upcard_rule": {"cover_until_natural": N_("covered until a natural card shows"),
                    "cover_wild_red3_only": N_("covered if wild or a red three"),
                    "bury_to_bottom": N_("put at the bottom of the stock"), "none": N_("left as it is")},
    "surprise_cards": {0: N_("none"), 3: N_("three cards")},
    "red3_declare_timing": {"show_at_deal_replace_first_turn": N_("shown at the deal"),
                            "all_at_first_turn": N_("shown on your first turn")},
    "pile_layoff_targets": {"incomplete_melds": N_("an unfinished group or sequence"),
                            "sequences_only": N_("a sequence, never a group"),
                            "none": N_("nothing (a natural pair only)"),
                            "any_meld": N_("any meld, even a canasta")},
    "sequence_layoff_takes": {"whole_pile": N_("the whole pile"), "top_card_only": N_("only the top card")},
    "wild_discard_effect": {"freeze": N_("blocks and freezes the pile"),
                            "block_only": N_("blocks the next player only")},
    "max_wilds_per_group": {"2": N_("two"), "unlimited": N_("no limit")},
    "wild_ratio_rule": {"naturals_ge_wilds": N_("no more wild than natural cards"),
                        "naturals_ge_twice_wilds": N_("2 natural cards per wild card"),
                        "none": N_("any number of wild cards")},
    "melds_owned_by": {"side": N_("the whole side"), "player": N_("the player who laid them")},
    "initial_meld_table": {"standard_150": N_("standard (150 from 7,000)"), "hoyle_160": N_("Hoyle (160 from 7,000)"),
                           "capped_120": N_("capped (120 from 3,000)"),
                           "brazilian": N_("Brazilian (canastas from 7,000)"),
                           "custom": N_("your own ladder")},
    "go_out_requirement": {"two_canastas": N_("two canastas of any kind"), "one_canasta": N_("one canasta"),
                           "samba_plus_one": N_("a samba and one more canasta")},
    "go_out_permission": {"optional_binding": N_("you may ask; the answer binds"),
                          "mandatory": N_("you must ask; the answer binds"), "none": N_("nobody asks")},
    "red3_scale": {"samba": N_("100 each, all six 1,000"), "brazilian": N_("100 each; five 1,000; six 1,200")},
    "red3_positive_min_canastas": {0: N_("none needed"), 1: N_("one canasta"), 2: N_("two canastas")},
    "red3_negative_mode": {"mirror": N_("the same amount against you"), "fixed_500_each": N_("500 against you each")},
    "red3_in_hand_penalty": {"auto_declare": N_("none (laid out at once)"),
                             "500_each": N_("500 against you each"), "750_total": N_("750 against you in all"),
                             "1500_each": N_("1,500 against you each")},
    "black3_in_hand_value": {-5: N_("5 against you"), -100: N_("100 against you")},
    "stock_exhausted_rule": {"forced_take_or_end": N_("must take a pile that fits"),
                             "optional_take_or_end": N_("may take the pile or stop"),
                             "end_immediately": N_("the hand ends at once")},
}

_PLAYER_COUNTS = ("player_count",)
_CARD_COUNTS = ("hand_size", "stock_draw_count", "max_sequence_length", "short_sequence_threshold")
_BARE_COUNTS = ("min_naturals_per_group", "black3_meld_min")


OPTION_EXPLANATIONS: dict[str, str] = {
    "player_count": N_('How many people play (2–6).'),
    "five_player_mode": N_('Five players: everyone alone, or a pair against a trio that rotates one player out.'),
    "six_player_mode": N_('Six players: three pairs, or two teams of three.'),
    "hand_size": N_('Cards dealt to each player (normally 15, or 13 with six players in pairs).'),
    "target_score": N_('The game ends when a side reaches this total.'),
    "tie_rule": N_('If the leaders finish exactly level: play another hand, or share the win.'),
    "upcard_rule": N_('What happens when the first upturned card is a wild card or a three.'),
    "buried_special_freezes": N_('A wild card or red three buried under the first upcard freezes the pile.'),
    "surprise_cards": N_("Face-down 'surprise' cards under the first upcard go to whoever first takes the pile."),
    "red3_declare_timing": N_('Red threes dealt to you are shown at once, or only on your first turn.'),
    "stock_draw_count": N_('Cards drawn from the stock each turn.'),
    "pile_layoff_targets": N_('Which of your melds the top card alone may extend to take the pile.'),
    "sequence_layoff_takes": N_('Extending a sequence with the top card takes the whole pile, or only that card.'),
    "allow_pile_natural_plus_wild": N_('Once opened, you may take the pile with one natural card and a wild card.'),
    "wild_discard_effect": N_('A discarded wild card freezes the pile, or only blocks the next player.'),
    "frozen_until_opened": N_('The pile is frozen for a side that has not opened yet.'),
    "pile_always_frozen": N_('The pile can only ever be taken with a natural pair.'),
    "allow_pile_for_initial_meld": N_("You may take the pile to make your side's opening."),
    "one_card_pile_restriction": N_('A player holding a single card may not take the pile while the stock lasts.'),
    "min_naturals_per_group": N_('Fewest natural cards a group must hold.'),
    "max_wilds_per_group": N_('Most wild cards a group may hold.'),
    "wild_ratio_rule": N_('How many natural cards each wild card needs in a group.'),
    "allow_wild_only_melds": N_('Melds of wild cards alone are allowed (seven make a Bolivia).'),
    "allow_wild_on_completed_canasta": N_('Wild cards may be added to a finished canasta.'),
    "allow_duplicate_rank_groups": N_('A side may have more than one group of the same rank.'),
    "allow_group_merge": N_('A side may join two of its groups of the same rank.'),
    "allow_sequence_merge": N_('A side may join two of its sequences.'),
    "allow_wild_in_sequence": N_('Sequences may hold wild cards.'),
    "max_sequence_length": N_('Longest a sequence may grow (seven is a samba).'),
    "samba_extend_when_going_out": N_('Cards may be added to a finished samba when going out.'),
    "melds_owned_by": N_('Melds belong to the whole side, or to the player who laid them.'),
    "initial_meld_table": N_('The ladder of opening minimums by score.'),
    "custom_initial_meld_table": N_('Your own opening ladder: pairs of (score from, minimum).'),
    "concealed_exempt_from_initial_minimum": N_('Going out in one go needs no opening minimum.'),
    "go_out_requirement": N_('What a side must have completed before it may go out.'),
    "go_out_permission": N_('Whether a player may, must, or cannot ask the partner before going out.'),
    "going_out_bonus": N_('Bonus for the side that goes out.'),
    "concealed_going_out_bonus": N_('Bonus instead, for going out in one go (0: no special bonus).'),
    "natural_canasta_bonus": N_('Bonus for a canasta without wild cards.'),
    "mixed_canasta_bonus": N_('Bonus for a canasta with wild cards.'),
    "samba_bonus": N_('Bonus for a samba (a seven-card sequence).'),
    "bolivia_bonus": N_('Bonus for a Bolivia (seven wild cards).'),
    "short_sequence_penalty": N_('Penalty for each sequence left too short when the hand ends (how short: the '
                                 'next option).'),
    "short_sequence_threshold": N_('Sequences shorter than this are penalised.'),
    "red3_scale": N_('What red threes are worth: 100 each (six: 1,000), or the Brazilian scale.'),
    "red3_positive_min_canastas": N_('Canastas a side needs for its red threes to count plus.'),
    "red3_negative_mode": N_('Red threes without enough canastas: the same value negative, or 500 each.'),
    "red3_in_hand_penalty": N_('Penalty for a red three still held (only in manual declaring).'),
    "black3_in_hand_value": N_('What each black three left in a hand costs.'),
    "black3_meld_min": N_('Fewest black threes in a meld (only when going out).'),
    "stock_exhausted_rule": N_('When the stock is empty: must take a fitting pile, may take it, or the hand ends.'),
    "losing_side_scores_melds": N_('Both sides score their melds, not only the side that went out.'),
}
"""One line on each option for the house-rules editor and "Your table's rules" (the engine keeps the same
English in ``OPTION_HELP`` for developers; a test keeps the two equal)."""


def option_help(name: str) -> str:
    """The option's one-line explanation in the player's language ("" for an option without one)."""
    return _(OPTION_EXPLANATIONS[name]) if name in OPTION_EXPLANATIONS else ""


def option_title(name: str) -> str:
    """The option's name as a player reads it."""
    return _(OPTION_TITLES[name])


def value_label(name: str, value: Any) -> str:
    """One option value in plain words ("two natural cards for each wild card", "yes", "2,000")."""
    labels = VALUE_LABELS.get(name, {})
    if value in labels:
        return _(labels[value])
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if name == "hand_size" and value == "auto":
        return _("15 (13 for six in pairs)")
    if name == "custom_initial_meld_table":
        return "; ".join(_("{minimum} from {score}").format(minimum=minimum, score=number(start))
                         for start, minimum in value) or _("none")
    if name in _PLAYER_COUNTS:
        return ngettext("{value} player", "{value} players", value).format(value=value)
    if name in _CARD_COUNTS:
        return ngettext("{value} card", "{value} cards", value).format(value=value)
    if name in _BARE_COUNTS:
        return str(value)
    if isinstance(value, int):
        return number(value)
    raise KeyError(f"no words for {name}={value!r}")


def every_option() -> tuple[str, ...]:
    return tuple(f.name for f in fields(RuleSet))


# -- the opening -------------------------------------------------------------------------------

def requirement_words(need: Requirement) -> str:
    """What an opening must reach, as the end of "your side needs …" ("50 points", "a canasta")."""
    if need.canasta == "any":
        return _("a canasta and {points} points").format(points=need.points) if need.points else _("a canasta")
    if need.canasta == "natural":
        return _("a natural canasta, a samba or a Bolivia")
    return _("{points} points").format(points=need.points) if need.points else _("nothing")


def samba_missing(obs: Observation, side: int) -> bool:
    """BR13 (``go_out_requirement=samba_plus_one``): the side may not go out until it has a samba, however many
    other canastas it has — the score panel says "samba needed" rather than "canastas 5/2"."""
    if obs.rules.go_out_requirement != "samba_plus_one":
        return False
    return not any(m.canasta_kind == "samba" for m in obs.side_melds(side))


def opening_status(obs: Observation, side: int) -> str:
    """The score panel's few words on a side's opening: "opened", "min 50 to open", "a canasta to open".

    A Brazilian side at 7,000 or more needs a canasta rather than points, so a points figure alone
    ("min 0 to open") would mislead."""
    if obs.opened[side]:
        return _("opened")
    need = obs.requirement(side)
    if need.canasta == "any":
        return _("canasta + {points} to open").format(points=need.points) if need.points else _("a canasta to open")
    if need.canasta == "natural":
        return _("natural canasta to open")
    return _("min {points} to open").format(points=need.points)


def ladder_rows(rules: RuleSet) -> list[tuple[str, str]]:
    """The opening ladder of ``rules`` as (scores, what the opening needs) rows, for the rules help."""
    return [(_span_words(low, high), need) for low, high, need in _ladder_bands(rules)]


def _ladder_bands(rules: RuleSet) -> list[tuple[int | None, int | None, str]]:
    """(lowest score, highest score, what the opening needs) per band; None: below 0 / no upper end.
    Neighbouring bands that need the same are one band (a custom ladder may repeat a minimum)."""
    starts = _band_starts(rules)
    bands: list[tuple[int | None, int | None, str]] = []
    for i, start in enumerate(starts):
        need = requirement_words(opening_requirement(rules, start))
        low = None if i == 0 else start
        high = starts[i + 1] - 5 if i + 1 < len(starts) else None
        if bands and bands[-1][2] == need and bands[-1][0] is not None and low is not None:
            bands[-1] = (bands[-1][0], high, need)
        else:
            bands.append((low, high, need))
    return bands


def _span_words(low: int | None, high: int | None, *, inside: bool = False) -> str:
    if low is None:
        return _("below 0") if inside else _("Below 0")
    if high is None:
        return _("{low} or more").format(low=number(low))
    return _("{low} to {high}").format(low=number(low), high=number(high))


def _band_starts(rules: RuleSet) -> list[int]:
    if rules.initial_meld_table == "custom":
        return [-1, *sorted({max(0, start) for start, _minimum in rules.custom_initial_meld_table} | {0})]
    if rules.initial_meld_table == "brazilian":
        return [-1, 0, 1500, 3000, 7000, 8000, 9000]
    if rules.initial_meld_table == "capped_120":
        return [-1, 0, 1500, 3000]
    return [-1, 0, 1500, 3000, 7000]


def ladder_sentence(rules: RuleSet) -> str:
    """The ladder as one sentence: "below 0: 15 points; 0 to 1,495: 50 points; …"."""
    return "; ".join(_("{span}: {need}").format(span=_span_words(low, high, inside=True), need=need)
                     for low, high, need in _ladder_bands(rules))


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
