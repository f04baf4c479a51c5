"""The in-game rules help: written for players, in sections, with card pictures named by code.

The pages follow the rules in force: ``sections(rules)`` writes each page from the table's option
values (a Brazilian table's meld page says wild cards join groups in any number; its going-out page
says a samba is needed; its opening page shows the Brazilian ladder), so the "Why?" beside a refusal
never contradicts the rule that refused. Every rule number the engine can cite (S…, BR…, C…) maps to
a section. "Your table's rules" lists, in plain words, every option that differs from standard Samba.

Sentences are whole (translation comes later); the option words come from ``rule_words``.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from samba.engine import OPTION_HELP, PRESET_TITLES, RuleSet, preset

from .rule_words import ladder_sentence, value_label


@dataclass(frozen=True, slots=True)
class HelpSection:
    id: str
    title: str
    paragraphs: tuple[str, ...]
    cards: tuple[str, ...] = ()
    """Card codes to show as pictures beside the text."""


# -- one page per topic, written from the rules -------------------------------------------------

def _cards(_rules: RuleSet) -> HelpSection:
    return HelpSection("cards", "The cards and what they are worth", (
        "Samba uses three ordinary packs and six jokers: 162 cards. The same card can turn up three times.",
        "Jokers and 2s are wild: they can stand in for a natural card in a group. A 2 is never a plain 2.",
        "Card values: joker 50, 2 and ace 20, king down to 8 worth 10 each, 7 down to 4 worth 5 each, "
        "black 3 worth 5. Red 3s have no card value: they are bonus cards.",
        "These values count for melds on the table, for the opening, and against you for cards left in hand.",
    ), ("JK", "2S", "AH", "KD", "7C", "3S", "3H"))


def _turn(rules: RuleSet) -> HelpSection:
    if rules.hand_size == "auto":
        deal = "Each player gets 15 cards (13 each with six players in three pairs)."
    else:
        deal = f"Each player gets {rules.hand_size} cards."
    upcard = {
        "cover_until_natural": "A wild card or a 3 turned up is covered by the next card, until a natural card shows.",
        "cover_wild_red3_only": "A wild card or a red 3 turned up is covered by the next card; a black 3 stays on "
                                "top.",
        "bury_to_bottom": "A wild card or a 3 turned up goes to the bottom of the stock, and the next card is "
                          "turned up.",
        "none": "The first card turned up stays on top, whatever it is.",
    }[rules.upcard_rule]
    sides = {
        2: "With two players, each plays alone.",
        3: "With three players, each plays alone.",
        4: "Partners sit opposite each other and share melds, red 3s and score.",
        5: "With five players, each plays alone." if rules.five_player_mode == "individual" else
           "With five players, a pair plays against a trio; one of the trio sits out each hand, in turn.",
        6: "With six players there are three partnerships; partners sit two seats apart."
           if rules.six_player_mode == "three_pairs" else
           "With six players, two teams of three sit alternately.",
    }[rules.player_count]
    owners = ("You may only add cards to your own side's melds, never to your opponents'."
              if rules.melds_owned_by == "side" else
              "Melds belong to the player who laid them: you may add only to your own, not even to your partner's.")
    return HelpSection("turn", "Dealing and your turn", (
        f"{deal} The rest is the stock; its top card is turned up to start the discard pile. {upcard}",
        f"{sides} Play goes clockwise, starting to the dealer's left; the deal passes to the left after each hand.",
        f"On your turn: first draw {rules.stock_draw_count} cards from the stock, or take the discard pile. Then "
        "meld as much as you like. Finish by discarding one card — or by going out.",
        "You must always keep at least one card after discarding, unless you are going out. A move that would "
        "leave you fewer than two cards before your discard — even taking the pile — is allowed only if you then "
        "go out that turn, and it binds you to go out.",
        owners,
    ), ("QH", "QD", "2C"))


_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def _group_limits(rules: RuleSet) -> str:
    naturals = rules.min_naturals_per_group
    need = ("at least one natural card" if naturals == 1 else
            f"at least {_NUMBERS.get(naturals, naturals)} natural cards")
    limit = rules.wild_limit
    ratio = rules.wild_ratio_rule
    if limit is None and ratio == "none":
        return f"Wild cards may join a group in any number, as long as it holds {need}."
    sentence = f"Wild cards may join a group, but a group always needs {need}"
    if ratio == "naturals_ge_twice_wilds":
        sentence += ", and two of them for each wild card"
    elif ratio == "naturals_ge_wilds" and not (limit is not None and naturals >= limit):
        sentence += ", and may never hold more wild cards than natural cards"
    if limit is not None:
        sentence += f"; it holds at most {_NUMBERS.get(limit, limit)} wild cards"
    return sentence + "."


def _melds(rules: RuleSet) -> HelpSection:
    paragraphs = [
        "A group is three or more cards of one rank (4 up to ace), for example three queens. " + _group_limits(rules),
    ]
    if rules.allow_wild_only_melds:
        paragraphs.append(f"Wild cards may also be melded on their own, three to seven of them. Seven wild cards "
                          f"make a Bolivia, worth a {rules.bolivia_bonus:,} bonus; a Bolivia is closed.")
    else:
        paragraphs.append("Wild cards can never be melded on their own.")
    longest = _NUMBERS.get(rules.max_sequence_length, rules.max_sequence_length)
    if rules.allow_wild_in_sequence:
        paragraphs.append(f"A sequence is three to {longest} cards of one suit in order, from 4 (lowest) to ace "
                          "(highest), like 5♥ 6♥ 7♥. Wild cards may fill places in it; 3s never may.")
    else:
        paragraphs.append(f"A sequence is three to {longest} cards of one suit in order, from 4 (lowest) to ace "
                          "(highest), like 5♥ 6♥ 7♥. Sequences never hold wild cards or 3s, and never wrap round "
                          "from ace to 4.")
    mixed = "one or two wild cards" if rules.wild_limit == 2 else "wild cards"
    canasta = (f"A group of seven or more cards is a canasta: natural (no wild cards, bonus "
               f"{rules.natural_canasta_bonus:,}) or mixed ({mixed}, bonus {rules.mixed_canasta_bonus:,}).")
    if rules.allow_wild_on_completed_canasta:
        canasta += (" Wild cards may still be added to a finished canasta, as many as a group may hold; a natural "
                    "canasta that gets one becomes mixed.")
    else:
        canasta += (" Once a group is a canasta, no more wild cards may go on it — not even by merging; natural "
                    "cards still can.")
    paragraphs.append(canasta)
    samba = (f"A sequence of exactly seven cards is a samba, worth a {rules.samba_bonus:,} bonus. A samba is closed: "
             "nothing more can be added")
    samba += (", except at its ends in the turn you go out." if rules.samba_extend_when_going_out else ".")
    paragraphs.append(samba)
    if rules.allow_duplicate_rank_groups and rules.allow_group_merge:
        paragraphs.append("Your side may have two groups of the same rank, and may merge them in your turn. "
                          "Once you must go out (your partner said yes), a merge is allowed only if you can still "
                          "go out after it.")
    elif rules.allow_duplicate_rank_groups:
        paragraphs.append("Your side may have two groups of the same rank, but they are never merged.")
    else:
        paragraphs.append("Your side may have only one group of each rank: add to it instead of starting another.")
    paragraphs.append("Two sequences of one suit that meet may be joined into one." if rules.allow_sequence_merge
                      else "Two sequences are never joined into one.")
    return HelpSection("melds", "Melds, canastas and sambas", tuple(paragraphs),
                       ("QH", "QD", "QS", "2C", "5H", "6H", "7H"))


def _pile(rules: RuleSet) -> HelpSection:
    paragraphs = ["Instead of drawing, you may take the whole discard pile — a great way to get many cards.",
                  "Blocked: when the top card is a wild card, a black 3 or a red 3, nobody may take the pile this "
                  "turn."]
    pair = "with two natural cards of the same rank from your hand (a natural pair)"
    targets = rules.pile_layoff_targets
    if targets == "none":
        paragraphs.append(f"To take it, you must meld the top card at once {pair}. The top card alone can never "
                          "be added to a meld to take the pile.")
    else:
        where = {
            "incomplete_melds": "one of your side's unfinished melds (a group of that rank, or the end of a sequence)",
            "sequences_only": "the end of one of your side's unfinished sequences; never onto a group",
            "any_meld": "one of your side's melds of that rank, even a finished canasta, or the end of a sequence",
        }[targets]
        paragraphs.append(f"To take it, you must meld the top card at once: either {pair}, or — if the pile is not "
                          f"frozen — by adding the top card alone to {where}.")
        if rules.sequence_layoff_takes == "top_card_only":
            paragraphs.append("Adding the top card to a sequence takes only that card: the rest of the pile stays "
                              "where it is, and the card counts as your draw.")
    if rules.pile_always_frozen:
        paragraphs.append("At this table the pile is always frozen: only a natural pair of the top card takes it.")
    else:
        reasons = []
        if rules.frozen_until_opened:
            reasons.append("for your side until your side has opened")
        if rules.wild_discard_effect == "freeze" and rules.buried_special_freezes:
            reasons.append("for everyone while a wild card or a red 3 lies in it")
        elif rules.wild_discard_effect == "freeze":
            reasons.append("for everyone while a discarded wild card lies in it")
        elif rules.buried_special_freezes:
            reasons.append("for everyone while a wild card or red 3 turned up at the start lies in it")
        frozen = f"Frozen: the pile is frozen {' and '.join(reasons)}. " if reasons else "The pile never freezes. "
        frozen += "A frozen pile can only be taken with a natural pair." if reasons else ""
        if rules.wild_discard_effect == "block_only":
            frozen += " A discarded wild card only blocks the next player; it never freezes the pile."
        paragraphs.append(frozen.strip())
    never = "Never allowed: "
    if rules.allow_pile_natural_plus_wild:
        paragraphs.append("Once your side has opened, a natural card and a wild card may also take an unfrozen "
                          "pile.")
    else:
        never += "a natural card plus a wild card, "
    paragraphs.append(never + "two wild cards, starting a new sequence with the top card, or joining the top card "
                      "with hand cards to extend a sequence.")
    if rules.one_card_pile_restriction:
        paragraphs.append("With a single card in hand you may not take the pile while the stock lasts.")
    if rules.surprise_cards:
        paragraphs.append(f"{rules.surprise_cards} face-down surprise cards lie under the first upcard; whoever "
                          "first takes the pile gets them too.")
    take_to_go_out = ("You may take the pile even if it leaves you fewer than two cards, as long as you then go out "
                      "that turn: the take binds you to go out.")
    if rules.go_out_permission == "mandatory":
        take_to_go_out += (" With a partner, ask “May I go out?” first: for this you may ask before drawing, and "
                           "after a yes you must take the pile and go out.")
    paragraphs.append(take_to_go_out)
    return HelpSection("pile", "Taking the discard pile", tuple(paragraphs), ("9H", "9C", "9D", "2D"))


def _opening(rules: RuleSet) -> HelpSection:
    paragraphs = [
        "Your side's first melds in a hand must be laid together and reach a minimum, which depends on your "
        f"side's score when the hand started: {ladder_sentence(rules)}.",
    ]
    if rules.initial_meld_table == "brazilian":
        paragraphs.append("From 7,000 the opening must include a completed canasta of any kind (a natural or mixed "
                          "canasta, a samba or a Bolivia). From 8,000 it must also make 200 card points in all. "
                          "From 9,000 the canasta must be natural, a samba or a Bolivia.")
    paragraphs.append("Only card values count — not canasta bonuses and not red 3s.")
    if rules.allow_pile_for_initial_meld:
        paragraphs.append("You may open by taking the pile with a natural pair: the top card counts, the rest of the "
                          "pile does not.")
    else:
        paragraphs.append("At this table the pile cannot be taken to open: your side opens from the hand first.")
    paragraphs.append("Once one player of a side has opened, the side has no minimum to meet for the rest of the "
                      "hand.")
    if rules.concealed_exempt_from_initial_minimum:
        paragraphs.append("Laying down your whole hand at once and going out needs no minimum — even when you take "
                          "the pile that turn: such a take binds you to go out.")
    else:
        paragraphs.append("You may open and go out in the same turn, but the minimum still applies.")
    return HelpSection("opening", "The opening (your side's first meld)", tuple(paragraphs),
                       ("AH", "AD", "JK", "KS", "KD", "KC"))


def _threes(rules: RuleSet) -> HelpSection:
    if rules.red3_declare_timing == "show_at_deal_replace_first_turn":
        timing = "Red 3s dealt to you are laid out straight away and replaced on your first turn."
    else:
        timing = "Red 3s dealt to you are laid out and replaced on your first turn."
    worth = ("Each red 3 is worth 100 (all six together: 1,000)" if rules.red3_scale == "samba" else
             "Red 3s are worth 100 each up to four; five are worth 1,000 in all and six 1,200")
    need = rules.red3_positive_min_canastas
    against = ("they count the same amount against you" if rules.red3_negative_mode == "mirror"
               else "each counts 500 against you")
    if need == 0:
        value = f"{worth} for any side that has melded. A side with no melds at all: {against}."
    else:
        canastas = "two canastas" if need == 2 else "one canasta (of any kind)"
        value = (f"{worth} — but only if your side has made at least {canastas} by the end of the hand. "
                 f"Otherwise {against}.")
    black = (f"Black 3s are blocking cards: a black 3 on top of the pile stops the next player taking it. Black 3s "
             f"can only be melded ({rules.black3_meld_min} or more, no wild cards) in the turn you go out; one left "
             f"in hand costs {abs(rules.black3_in_hand_value)}.")
    return HelpSection("threes", "Red threes and black threes", (
        "Red 3s are never kept in hand. When you get one, it is laid out in front of you at once and you draw "
        f"a replacement card. {timing}",
        value,
        black,
    ), ("3H", "3D", "3C", "3S"))


def _going_out(rules: RuleSet) -> HelpSection:
    need = {
        "two_canastas": "Your side may go out once it has at least two canastas (natural, mixed or sambas, in any "
                        "mix).",
        "one_canasta": "Your side may go out once it has at least one canasta (natural, mixed or a samba).",
        "samba_plus_one": "Your side may go out only once it has a samba and at least one more canasta (another "
                          "samba, a natural or mixed canasta, or a Bolivia). Two canastas without a samba are not "
                          "enough.",
    }[rules.go_out_requirement]
    paragraphs = [need + " Canastas you complete in the going-out turn count.",
                  "To go out, meld every card in your hand — with or without discarding one last card."]
    permission = {
        "optional_binding": "With a partner you may ask “May I go out?” first. The answer binds: yes means you must "
                            "go out this turn; no means you may not.",
        "mandatory": "With a partner you must ask “May I go out?” before going out. The answer binds: yes means "
                     "you must go out this turn; no means you may not. To take the pile and go out at once, you may "
                     "ask before drawing.",
        "none": "Nobody asks permission: you go out when you can.",
    }[rules.go_out_permission]
    paragraphs.append(permission)
    if rules.concealed_going_out_bonus:
        paragraphs.append(f"Going out ends the hand at once and earns your side {rules.going_out_bonus:,} — or "
                          f"{rules.concealed_going_out_bonus:,} instead if you go out concealed: in your first turn "
                          "with any meld, laying nothing onto your partner's melds.")
    else:
        paragraphs.append(f"Going out ends the hand at once and earns your side {rules.going_out_bonus:,}.")
    paragraphs.append({
        "forced_take_or_end": "When the stock runs out: if the top card of the pile fits one of your side's melds you "
                              "must take the pile; otherwise, if you can take it with a natural pair you may; if you "
                              "do not take it, the hand ends.",
        "optional_take_or_end": "When the stock runs out, players go on taking turns: you may take the pile in the "
                                "usual ways but never have to; a player who does not take it ends the hand.",
        "end_immediately": "When the stock runs out, the hand ends at once.",
    }[rules.stock_exhausted_rule])
    paragraphs.append("If the stock's last card is a red 3, you lay it out and may meld, but you may not discard: "
                      "go out by melding every card, or the hand ends after your turn.")
    return HelpSection("going_out", "Going out", tuple(paragraphs))


def _scoring(rules: RuleSet) -> HelpSection:
    bolivia = f", {rules.bolivia_bonus:,} for each Bolivia" if rules.allow_wild_only_melds else ""
    going = (f"{rules.going_out_bonus:,} for going out ({rules.concealed_going_out_bonus:,} if concealed)"
             if rules.concealed_going_out_bonus else f"{rules.going_out_bonus:,} for going out")
    paragraphs = [
        f"At the end of a hand each side adds: the card values of all its melded cards, "
        f"{rules.natural_canasta_bonus:,} for each natural canasta, {rules.mixed_canasta_bonus:,} for each mixed "
        f"canasta, {rules.samba_bonus:,} for each samba{bolivia}, its red 3s, and {going}.",
    ]
    if rules.short_sequence_penalty:
        paragraphs.append(f"Each sequence still shorter than {rules.short_sequence_threshold} cards at the end of the "
                          f"hand costs its side {rules.short_sequence_penalty:,} (its cards still count).")
    black = (f" A black 3 left in hand costs {abs(rules.black3_in_hand_value)}."
             if rules.black3_in_hand_value != -5 else "")
    paragraphs.append("It subtracts the value of every card still in its players' hands." + black)
    if not rules.losing_side_scores_melds:
        paragraphs.append("Only the side that goes out scores its melds; the other sides count only their red 3s "
                          "and the cards left in hand.")
    tie = "An exact tie means one more hand." if rules.tie_rule == "play_another_hand" else \
        "An exact tie shares the win."
    paragraphs.append(f"Scores carry over from hand to hand. The game ends when a side reaches "
                      f"{rules.target_score:,} at the end of a hand; the highest total wins. {tie}")
    return HelpSection("scoring", "Scoring", tuple(paragraphs))


def _players(rules: RuleSet) -> HelpSection:
    five = ("With 5 players a pair plays against a trio; one of the trio sits out each hand, in turn."
            if rules.five_player_mode == "two_vs_three_rotating" else "")
    six = ("With 6 players there are two teams of three, sitting alternately, 15 cards each."
           if rules.six_player_mode == "two_teams_of_three" else
           "With 6 players there are three partnerships; partners sit two seats apart and get 13 cards each.")
    alone = "2 or 3" if five else "2, 3 or 5"
    paragraphs = [f"With {alone} players everyone plays alone: each player is a side, with their own score, their "
                  "own opening minimum and their own canastas to go out. Nobody asks permission to go out."]
    if five:
        paragraphs.append(five)
    paragraphs.append(six)
    return HelpSection("players", "Two, three, five or six players", tuple(paragraphs))


def _table_rules(_rules: RuleSet) -> HelpSection:
    return HelpSection("table_rules", "Your table's rules", (
        "Samba is played in many ways. The rules in force at this table differ from standard Samba as "
        "listed here.",
    ))


_WRITERS = (_cards, _turn, _melds, _pile, _opening, _threes, _going_out, _scoring, _players, _table_rules)


def sections(rules: RuleSet | None = None) -> tuple[HelpSection, ...]:
    """Every help page, written for ``rules`` (standard Samba when None). The same rules give the
    very same pages, so a page found by ``section_for_rule`` is the one a help screen shows."""
    if rules is None or rules == _STANDARD:
        return SECTIONS
    return _sections(rules)


@functools.lru_cache(maxsize=256)
def _sections(rules: RuleSet) -> tuple[HelpSection, ...]:
    return tuple(write(rules) for write in _WRITERS)


_STANDARD = preset("samba")
SECTIONS: tuple[HelpSection, ...] = _sections(_STANDARD)
"""The pages for standard Samba."""

_RULE_TO_SECTION = {
    "S1": "cards", "S2": "turn", "S3": "turn", "S4": "turn", "S5": "threes", "S6": "turn", "S7": "pile",
    "S8": "melds", "S9": "melds", "S10": "melds", "S11": "melds", "S12": "opening", "S13": "threes",
    "S14": "turn", "S15": "going_out", "S16": "going_out", "S17": "scoring", "S18": "scoring", "S19": "turn",
    "BR1": "turn", "BR2": "melds", "BR3": "melds", "BR4": "melds", "BR5": "melds", "BR6": "scoring",
    "BR7": "pile", "BR8": "pile", "BR9": "pile", "BR10": "opening", "BR11": "threes", "BR12": "threes",
    "BR13": "going_out", "BR14": "going_out", "BR15": "going_out", "BR16": "going_out", "BR17": "scoring",
    "BR18": "scoring",
}
# The conflict entries of RULES.md §2 (a refusal by a table option cites one) open the page of their topic.
_CONFLICT_TO_SECTION = {
    1: "players", 2: "turn", 3: "cards", 4: "turn", 5: "pile", 6: "pile", 7: "threes", 8: "turn",
    **dict.fromkeys(range(9, 16), "pile"), **dict.fromkeys(range(16, 22), "melds"),
    **dict.fromkeys(range(22, 26), "opening"), **dict.fromkeys(range(26, 29), "going_out"),
    **dict.fromkeys(range(29, 35), "threes"), 35: "going_out", 36: "going_out", 37: "scoring", 38: "scoring",
    39: "pile", 40: "turn", 41: "cards", 42: "scoring", 43: "turn", 44: "melds", 45: "going_out",
    46: "players", 47: "players",
}


def section(section_id: str, rules: RuleSet | None = None) -> HelpSection:
    return next(s for s in sections(rules) if s.id == section_id)


def section_for_rule(rule: str, rules: RuleSet | None = None) -> HelpSection:
    """The help page for a rule number a refusal cites ("S7.3a" → the pile; "C10" → the pile too)."""
    match = re.match(r"^(S\d+|BR\d+|C\d+)", rule.strip().upper())
    if not match:
        raise KeyError(f"not a rule number: {rule!r}")
    key = match.group(1)
    if key.startswith("C"):
        return section(_CONFLICT_TO_SECTION.get(int(key[1:]), "table_rules"), rules)
    return section(_RULE_TO_SECTION[key], rules)


def table_rules(rules: RuleSet, preset_name: str | None = None) -> list[str]:
    """One plain line per option that differs from standard Samba, for "Your table's rules"."""
    lines = []
    if preset_name and preset_name != "samba":
        lines.append(f"Rules: {PRESET_TITLES.get(preset_name, preset_name)}.")
    for name, (ours, standard) in rules.differences().items():
        explanation = OPTION_HELP[name]
        lines.append(f"{explanation} Here: {value_label(name, ours)} (standard: {value_label(name, standard)}).")
    if len(lines) == (1 if preset_name and preset_name != "samba" else 0):
        lines.append("This table plays standard Samba.")
    return lines
