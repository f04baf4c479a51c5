"""The in-game rules help: written for players, in sections, with card pictures named by code.

The pages follow the rules in force: ``sections(rules)`` writes each page from the table's option
values (a Brazilian table's meld page says wild cards join groups in any number; its going-out page
says a samba is needed; its opening page shows the Brazilian ladder), so the "Why?" beside a refusal
never contradicts the rule that refused. Every rule number the engine can cite (S…, BR…, C…) maps to
a section. "Your table's rules" lists, in plain words, every option that differs from standard Samba.

Sentences are whole, one for each combination of options a paragraph depends on, in the player's language;
the option words come from ``rule_words``.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from typing import Any

from samba.engine import RuleSet, preset
from samba.i18n import ENGLISH, N_, _, language, ngettext, number, pgettext

from .names import preset_title
from .rule_words import ladder_sentence, option_help, value_label


@dataclass(frozen=True, slots=True)
class HelpSection:
    id: str
    title: str
    paragraphs: tuple[str, ...]
    cards: tuple[str, ...] = ()
    """Card codes to show as pictures beside the text."""


# -- one page per topic, written from the rules -------------------------------------------------

def _cards(_rules: RuleSet) -> HelpSection:
    return HelpSection("cards", _("The cards and what they are worth"), (
        _("Samba uses three ordinary packs and six jokers: 162 cards. The same card can turn up three times."),
        _("Jokers and 2s are wild: they can stand in for a natural card in a group. A 2 is never a plain 2."),
        _("Card values: joker 50, 2 and ace 20, king down to 8 worth 10 each, 7 down to 4 worth 5 each, "
          "black 3 worth 5. Red 3s have no card value: they are bonus cards."),
        _("These values count for melds on the table, for the opening, and against you for cards left in hand."),
    ), ("JK", "2S", "AH", "KD", "7C", "3S", "3H"))


def _turn(rules: RuleSet) -> HelpSection:
    if rules.hand_size == "auto":
        deal = _("Each player gets 15 cards (13 each with six players in three pairs).")
    else:
        deal = _("Each player gets {count} cards.").format(count=rules.hand_size)
    upcard = {
        "cover_until_natural": _("A wild card or a 3 turned up is covered by the next card, until a natural card "
                                 "shows."),
        "cover_wild_red3_only": _("A wild card or a red 3 turned up is covered by the next card; a black 3 stays on "
                                  "top."),
        "bury_to_bottom": _("A wild card or a 3 turned up goes to the bottom of the stock, and the next card is "
                            "turned up."),
        "none": _("The first card turned up stays on top, whatever it is."),
    }[rules.upcard_rule]
    sides = {
        2: _("With two players, each plays alone."),
        3: _("With three players, each plays alone."),
        4: _("Partners sit opposite each other and share melds, red 3s and score."),
        5: _("With five players, each plays alone.") if rules.five_player_mode == "individual" else
           _("With five players, a pair plays against a trio; one of the trio sits out each hand, in turn."),
        6: _("With six players there are three partnerships; partners sit opposite each other, with two players "
             "between them.")
           if rules.six_player_mode == "three_pairs" else
           _("With six players, two teams of three sit alternately."),
    }[rules.player_count]
    owners = (_("You may only add cards to your own side's melds, never to your opponents'.")
              if rules.melds_owned_by == "side" else
              _("Melds belong to the player who laid them: you may add only to your own, not even to your "
                "partner's."))
    return HelpSection("turn", _("Dealing and your turn"), (
        _("{deal} The rest is the stock; its top card is turned up to start the discard pile. {upcard}").format(
            deal=deal, upcard=upcard),
        _("{sides} Play goes clockwise, starting to the dealer's left; the deal passes to the left after each "
          "hand.").format(sides=sides),
        _("On your turn: first draw {count} cards from the stock, or take the discard pile. Then meld as much as you "
          "like. Finish by discarding one card — or by going out.").format(count=rules.stock_draw_count),
        _("You must always keep at least one card after discarding, unless you are going out. A move that would "
          "leave you fewer than two cards before your discard — even taking the pile — is allowed only if you then "
          "go out that turn, and it binds you to go out."),
        owners,
    ), ("QH", "QD", "2C"))


_NUMBERS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven")}


def _number_word(value: int) -> str:
    return _(_NUMBERS[value]) if value in _NUMBERS else str(value)


def _count_of_cards(value: int) -> str:
    """How many cards, in words: "one" and "two" agree with the noun in other languages ("duas cartas" in
    Portuguese, where "carta" is feminine), so they are looked up in their own context."""
    if value == 1:
        return pgettext("count of cards", "one")
    if value == 2:
        return pgettext("count of cards", "two")
    return _number_word(value)


def _count_of_wild_cards(value: int) -> str:
    """How many wild cards, in words ("dois curingas", "dos comodines": masculine where "carta" is not)."""
    if value == 1:
        return pgettext("count of wild cards", "one")
    if value == 2:
        return pgettext("count of wild cards", "two")
    return _number_word(value)


def _group_limits(rules: RuleSet) -> str:
    """What a group may hold, as one sentence for each combination of the three options."""
    naturals = rules.min_naturals_per_group
    need = (_("at least one natural card") if naturals == 1 else
            _("at least {count} natural cards").format(count=_count_of_cards(naturals)))
    limit = rules.wild_limit
    ratio = rules.wild_ratio_rule
    if limit is None and ratio == "none":
        return _("Wild cards may join a group in any number, as long as it holds {need}.").format(need=need)
    twice = ratio == "naturals_ge_twice_wilds"
    no_more = ratio == "naturals_ge_wilds" and not (limit is not None and naturals >= limit)
    values = {"need": need, "limit": _count_of_wild_cards(limit) if limit is not None else ""}
    if limit is None:
        if twice:
            return _("Wild cards may join a group, but a group always needs {need}, and two of them for each wild "
                     "card.").format(**values)
        if no_more:
            return _("Wild cards may join a group, but a group always needs {need}, and may never hold more wild "
                     "cards than natural cards.").format(**values)
        return _("Wild cards may join a group, but a group always needs {need}.").format(**values)
    if twice:
        return _("Wild cards may join a group, but a group always needs {need}, and two of them for each wild card; "
                 "it holds at most {limit} wild cards.").format(**values)
    if no_more:
        return _("Wild cards may join a group, but a group always needs {need}, and may never hold more wild cards "
                 "than natural cards; it holds at most {limit} wild cards.").format(**values)
    return _("Wild cards may join a group, but a group always needs {need}; it holds at most {limit} wild "
             "cards.").format(**values)


def _melds(rules: RuleSet) -> HelpSection:
    paragraphs = [
        _("A group is three or more cards of one rank (4 up to ace), for example three queens. {limits}").format(
            limits=_group_limits(rules)),
    ]
    if rules.allow_wild_only_melds:
        paragraphs.append(_("Wild cards may also be melded on their own, three to seven of them. Seven wild cards "
                            "make a Bolivia, worth a {bonus} bonus; a Bolivia is closed.").format(
                                bonus=number(rules.bolivia_bonus)))
    else:
        paragraphs.append(_("Wild cards can never be melded on their own."))
    longest = _count_of_cards(rules.max_sequence_length)
    if rules.allow_wild_in_sequence:
        paragraphs.append(_("A sequence is three to {longest} cards of one suit in order, from 4 (lowest) to ace "
                            "(highest), like 5♥ 6♥ 7♥. Wild cards may fill places in it; 3s never may.").format(
                                longest=longest))
    else:
        paragraphs.append(_("A sequence is three to {longest} cards of one suit in order, from 4 (lowest) to ace "
                            "(highest), like 5♥ 6♥ 7♥. Sequences never hold wild cards or 3s, and never wrap round "
                            "from ace to 4.").format(longest=longest))
    mixed = _("one or two wild cards") if rules.wild_limit == 2 else _("wild cards")
    values = {"natural": number(rules.natural_canasta_bonus), "mixed": mixed,
              "mixed_bonus": number(rules.mixed_canasta_bonus)}
    if rules.allow_wild_on_completed_canasta:
        canasta = _("A group of seven or more cards is a canasta: natural (no wild cards, bonus {natural}) or mixed "
                    "({mixed}, bonus {mixed_bonus}). Wild cards may still be added to a finished canasta, as many as "
                    "a group may hold; a natural canasta that gets one becomes mixed.").format(**values)
    else:
        canasta = _("A group of seven or more cards is a canasta: natural (no wild cards, bonus {natural}) or mixed "
                    "({mixed}, bonus {mixed_bonus}). Once a group is a canasta, no more wild cards may go on it — not "
                    "even by merging; natural cards still can.").format(**values)
    paragraphs.append(canasta)
    if rules.samba_extend_when_going_out:
        samba = _("A sequence of exactly seven cards is a samba, worth a {bonus} bonus. A samba is closed: nothing "
                  "more can be added, except at its ends in the turn you go out.")
    else:
        samba = _("A sequence of exactly seven cards is a samba, worth a {bonus} bonus. A samba is closed: nothing "
                  "more can be added.")
    paragraphs.append(samba.format(bonus=number(rules.samba_bonus)))
    if rules.allow_duplicate_rank_groups and rules.allow_group_merge:
        paragraphs.append(_("Your side may have two groups of the same rank, and may merge them in your turn. "
                            "Once you must go out (your partner said yes), a merge is allowed only if you can still "
                            "go out after it."))
    elif rules.allow_duplicate_rank_groups:
        paragraphs.append(_("Your side may have two groups of the same rank, but they are never merged."))
    else:
        paragraphs.append(_("Your side may have only one group of each rank: add to it instead of starting "
                            "another."))
    paragraphs.append(_("Two sequences of one suit that meet may be joined into one.") if rules.allow_sequence_merge
                      else _("Two sequences are never joined into one."))
    return HelpSection("melds", _("Melds, canastas and sambas"), tuple(paragraphs),
                       ("QH", "QD", "QS", "2C", "5H", "6H", "7H"))


def _frozen_paragraph(rules: RuleSet) -> str:
    """When the pile freezes, as whole sentences for each combination of the options."""
    until_opened = rules.frozen_until_opened
    if rules.wild_discard_effect == "freeze" and rules.buried_special_freezes:
        by_cards = "wild_or_red3"
    elif rules.wild_discard_effect == "freeze":
        by_cards = "discarded_wild"
    elif rules.buried_special_freezes:
        by_cards = "turned_up"
    else:
        by_cards = ""
    for_everyone = {
        "wild_or_red3": _("for everyone while a wild card or a red 3 lies in it"),
        "discarded_wild": _("for everyone while a discarded wild card lies in it"),
        "turned_up": _("for everyone while a wild card or red 3 turned up at the start lies in it"),
    }.get(by_cards, "")
    if until_opened and for_everyone:
        text = _("Frozen: the pile is frozen for your side until your side has opened and {when}. A frozen pile can "
                 "only be taken with a natural pair.").format(when=for_everyone)
    elif until_opened:
        text = _("Frozen: the pile is frozen for your side until your side has opened. A frozen pile can only be "
                 "taken with a natural pair.")
    elif for_everyone:
        text = _("Frozen: the pile is frozen {when}. A frozen pile can only be taken with a natural pair.").format(
            when=for_everyone)
    else:
        text = _("The pile never freezes.")
    if rules.wild_discard_effect == "block_only":
        text = _("{frozen} A discarded wild card only blocks the next player; it never freezes the pile.").format(
            frozen=text)
    return text


def _pile(rules: RuleSet) -> HelpSection:
    paragraphs = [_("Instead of drawing, you may take the whole discard pile — a great way to get many cards."),
                  _("Blocked: when the top card is a wild card, a black 3 or a red 3, nobody may take the pile this "
                    "turn.")]
    targets = rules.pile_layoff_targets
    if targets == "none":
        paragraphs.append(_("To take it, you must meld the top card at once with two natural cards of the same rank "
                            "from your hand (a natural pair). The top card alone can never be added to a meld to take "
                            "the pile."))
    else:
        where = {
            "incomplete_melds": _("one of your side's unfinished melds (a group of that rank, or the end of a "
                                  "sequence)"),
            "sequences_only": _("the end of one of your side's unfinished sequences; never onto a group"),
            "any_meld": _("one of your side's melds of that rank, even a finished canasta, or the end of a sequence"),
        }[targets]
        paragraphs.append(_("To take it, you must meld the top card at once: either with two natural cards of the "
                            "same rank from your hand (a natural pair), or — if the pile is not frozen — by adding "
                            "the top card alone to {where}.").format(where=where))
        if rules.sequence_layoff_takes == "top_card_only":
            paragraphs.append(_("Adding the top card to a sequence takes only that card: the rest of the pile stays "
                                "where it is, and the card counts as your draw."))
    if rules.pile_always_frozen:
        paragraphs.append(_("At this table the pile is always frozen: only a natural pair of the top card takes "
                            "it."))
    else:
        paragraphs.append(_frozen_paragraph(rules))
    if rules.allow_pile_natural_plus_wild:
        paragraphs.append(_("Once your side has opened, a natural card and a wild card may also take an unfrozen "
                            "pile."))
        paragraphs.append(_("Never allowed: two wild cards, starting a new sequence with the top card, or joining "
                            "the top card with hand cards to extend a sequence."))
    else:
        paragraphs.append(_("Never allowed: a natural card plus a wild card, two wild cards, starting a new sequence "
                            "with the top card, or joining the top card with hand cards to extend a sequence."))
    if rules.one_card_pile_restriction:
        paragraphs.append(_("With a single card in hand you may not take the pile while the stock lasts."))
    if rules.surprise_cards:
        paragraphs.append(_("{count} face-down surprise cards lie under the first upcard; whoever first takes the "
                            "pile gets them too.").format(count=rules.surprise_cards))
    if rules.go_out_permission == "mandatory":
        paragraphs.append(_("You may take the pile even if it leaves you fewer than two cards, as long as you then go "
                            "out that turn: the take binds you to go out. With a partner, ask “May I go out?” first: "
                            "for this you may ask before drawing, and after a yes you must take the pile and go "
                            "out."))
    else:
        paragraphs.append(_("You may take the pile even if it leaves you fewer than two cards, as long as you then go "
                            "out that turn: the take binds you to go out."))
    return HelpSection("pile", _("Taking the discard pile"), tuple(paragraphs), ("9H", "9C", "9D", "2D"))


def _opening(rules: RuleSet) -> HelpSection:
    paragraphs = [
        _("Your side's first melds in a hand must be laid together and reach a minimum, which depends on your "
          "side's score when the hand started: {ladder}.").format(ladder=ladder_sentence(rules)),
    ]
    if rules.initial_meld_table == "brazilian":
        paragraphs.append(_("From 7,000 the opening must include a completed canasta of any kind (a natural or mixed "
                            "canasta, a samba or a Bolivia). From 8,000 it must also make 200 card points in all. "
                            "From 9,000 the canasta must be natural, a samba or a Bolivia."))
    paragraphs.append(_("Only card values count — not canasta bonuses and not red 3s."))
    if rules.allow_pile_for_initial_meld:
        paragraphs.append(_("You may open by taking the pile with a natural pair: the top card counts, the rest of "
                            "the pile does not."))
    else:
        paragraphs.append(_("At this table the pile cannot be taken to open: your side opens from the hand first."))
    paragraphs.append(_("Once one player of a side has opened, the side has no minimum to meet for the rest of the "
                        "hand."))
    if rules.concealed_exempt_from_initial_minimum:
        paragraphs.append(_("Laying down your whole hand at once and going out needs no minimum — even when you take "
                            "the pile that turn: such a take binds you to go out."))
    else:
        paragraphs.append(_("You may open and go out in the same turn, but the minimum still applies."))
    return HelpSection("opening", _("The opening (your side's first meld)"), tuple(paragraphs),
                       ("AH", "AD", "JK", "KS", "KD", "KC"))


def _threes(rules: RuleSet) -> HelpSection:
    if rules.red3_declare_timing == "show_at_deal_replace_first_turn":
        timing = _("Red 3s dealt to you are laid out straight away and replaced on your first turn.")
    else:
        timing = _("Red 3s dealt to you are laid out and replaced on your first turn.")
    worth = (_("Each red 3 is worth 100 (all six together: 1,000)") if rules.red3_scale == "samba" else
             _("Red 3s are worth 100 each up to four; five are worth 1,000 in all and six 1,200"))
    need = rules.red3_positive_min_canastas
    against = (_("they count the same amount against you") if rules.red3_negative_mode == "mirror"
               else _("each counts 500 against you"))
    if need == 0:
        value = _("{worth} for any side that has melded. A side with no melds at all: {against}.").format(
            worth=worth, against=against)
    else:
        canastas = _("two canastas") if need == 2 else _("one canasta (of any kind)")
        value = _("{worth} — but only if your side has made at least {canastas} by the end of the hand. Otherwise "
                  "{against}.").format(worth=worth, canastas=canastas, against=against)
    black = _("Black 3s are blocking cards: a black 3 on top of the pile stops the next player taking it. Black 3s "
              "can only be melded ({count} or more, no wild cards) in the turn you go out; one left in hand costs "
              "{cost}.").format(count=rules.black3_meld_min, cost=abs(rules.black3_in_hand_value))
    return HelpSection("threes", _("Red threes and black threes"), (
        _("Red 3s are never kept in hand. When you get one, it is laid out in front of you at once and you draw a "
          "replacement card. {timing}").format(timing=timing),
        value,
        black,
    ), ("3H", "3D", "3C", "3S"))


def _going_out(rules: RuleSet) -> HelpSection:
    need = {
        "two_canastas": _("Your side may go out once it has at least two canastas (natural, mixed or sambas, in any "
                          "mix). Canastas you complete in the going-out turn count."),
        "one_canasta": _("Your side may go out once it has at least one canasta (natural, mixed or a samba). "
                         "Canastas you complete in the going-out turn count."),
        "samba_plus_one": _("Your side may go out only once it has a samba and at least one more canasta (another "
                            "samba, a natural or mixed canasta, or a Bolivia). Two canastas without a samba are not "
                            "enough. Canastas you complete in the going-out turn count."),
    }[rules.go_out_requirement]
    paragraphs = [need, _("To go out, meld every card in your hand — with or without discarding one last card.")]
    permission = {
        "optional_binding": _("With a partner you may ask “May I go out?” first. The answer binds: yes means you "
                              "must go out this turn; no means you may not."),
        "mandatory": _("With a partner you must ask “May I go out?” before going out. The answer binds: yes means "
                       "you must go out this turn; no means you may not. To take the pile and go out at once, you "
                       "may ask before drawing."),
        "none": _("Nobody asks permission: you go out when you can."),
    }[rules.go_out_permission]
    paragraphs.append(permission)
    if rules.concealed_going_out_bonus:
        paragraphs.append(_("Going out ends the hand at once and earns your side {bonus} — or {concealed} instead if "
                            "you go out concealed: in your first turn with any meld, laying nothing onto your "
                            "partner's melds.").format(bonus=number(rules.going_out_bonus),
                                                        concealed=number(rules.concealed_going_out_bonus)))
    else:
        paragraphs.append(_("Going out ends the hand at once and earns your side {bonus}.").format(
            bonus=number(rules.going_out_bonus)))
    paragraphs.append({
        "forced_take_or_end": _("When the stock runs out: if the top card of the pile fits one of your side's melds "
                                "you must take the pile; otherwise, if you can take it with a natural pair you may; "
                                "if you do not take it, the hand ends."),
        "optional_take_or_end": _("When the stock runs out, players go on taking turns: you may take the pile in the "
                                  "usual ways but never have to; a player who does not take it ends the hand."),
        "end_immediately": _("When the stock runs out, the hand ends at once."),
    }[rules.stock_exhausted_rule])
    paragraphs.append(_("If the stock's last card is a red 3, you lay it out and may meld, but you may not discard: "
                        "go out by melding every card, or the hand ends after your turn."))
    return HelpSection("going_out", _("Going out"), tuple(paragraphs))


def _scoring(rules: RuleSet) -> HelpSection:
    values = {"natural": number(rules.natural_canasta_bonus), "mixed": number(rules.mixed_canasta_bonus),
              "samba": number(rules.samba_bonus), "bolivia": number(rules.bolivia_bonus),
              "going": number(rules.going_out_bonus), "concealed": number(rules.concealed_going_out_bonus)}
    if rules.allow_wild_only_melds and rules.concealed_going_out_bonus:
        adds = _("At the end of a hand each side adds: the card values of all its melded cards, {natural} for each "
                 "natural canasta, {mixed} for each mixed canasta, {samba} for each samba, {bolivia} for each "
                 "Bolivia, its red 3s, and {going} for going out ({concealed} if concealed).")
    elif rules.allow_wild_only_melds:
        adds = _("At the end of a hand each side adds: the card values of all its melded cards, {natural} for each "
                 "natural canasta, {mixed} for each mixed canasta, {samba} for each samba, {bolivia} for each "
                 "Bolivia, its red 3s, and {going} for going out.")
    elif rules.concealed_going_out_bonus:
        adds = _("At the end of a hand each side adds: the card values of all its melded cards, {natural} for each "
                 "natural canasta, {mixed} for each mixed canasta, {samba} for each samba, its red 3s, and {going} "
                 "for going out ({concealed} if concealed).")
    else:
        adds = _("At the end of a hand each side adds: the card values of all its melded cards, {natural} for each "
                 "natural canasta, {mixed} for each mixed canasta, {samba} for each samba, its red 3s, and {going} "
                 "for going out.")
    paragraphs = [adds.format(**values)]
    if rules.short_sequence_penalty:
        paragraphs.append(_("Each sequence still shorter than {count} cards at the end of the hand costs its side "
                            "{penalty} (its cards still count).").format(
                                count=rules.short_sequence_threshold, penalty=number(rules.short_sequence_penalty)))
    if rules.black3_in_hand_value != -5:
        paragraphs.append(_("It subtracts the value of every card still in its players' hands. A black 3 left in "
                            "hand costs {cost}.").format(cost=abs(rules.black3_in_hand_value)))
    else:
        paragraphs.append(_("It subtracts the value of every card still in its players' hands."))
    if not rules.losing_side_scores_melds:
        paragraphs.append(_("Only the side that goes out scores its melds; the other sides count only their red 3s "
                            "and the cards left in hand."))
    tie = _("An exact tie means one more hand.") if rules.tie_rule == "play_another_hand" else \
        _("An exact tie shares the win.")
    paragraphs.append(_("Scores carry over from hand to hand. The game ends when a side reaches {target} at the end "
                        "of a hand; the highest total wins. {tie}").format(target=number(rules.target_score),
                                                                           tie=tie))
    return HelpSection("scoring", _("Scoring"), tuple(paragraphs))


def _players(rules: RuleSet) -> HelpSection:
    pair_trio = rules.five_player_mode == "two_vs_three_rotating"
    six = (_("With 6 players there are two teams of three, sitting alternately, 15 cards each.")
           if rules.six_player_mode == "two_teams_of_three" else
           _("With 6 players there are three partnerships; partners sit opposite each other, with two players between "
             "them, and get 13 cards each."))
    if pair_trio:
        alone = _("With 2 or 3 players everyone plays alone: each player is a side, with their own score, their own "
                  "opening minimum and their own canastas to go out. Nobody asks permission to go out.")
    else:
        alone = _("With 2, 3 or 5 players everyone plays alone: each player is a side, with their own score, their "
                  "own opening minimum and their own canastas to go out. Nobody asks permission to go out.")
    paragraphs = [alone]
    if pair_trio:
        paragraphs.append(_("With 5 players a pair plays against a trio; one of the trio sits out each hand, in "
                            "turn."))
    paragraphs.append(six)
    return HelpSection("players", _("Two, three, five or six players"), tuple(paragraphs))


def _table_rules(_rules: RuleSet) -> HelpSection:
    return HelpSection("table_rules", _("Your table's rules"), (
        _("Samba is played in many ways. The rules in force at this table differ from standard Samba as listed "
          "here."),
    ))


_WRITERS = (_cards, _turn, _melds, _pile, _opening, _threes, _going_out, _scoring, _players, _table_rules)


def sections(rules: RuleSet | None = None) -> tuple[HelpSection, ...]:
    """Every help page, written for ``rules`` (standard Samba when None) in the player's language. The same
    rules and language give the very same pages, so a page found by ``section_for_rule`` is the one a help
    screen shows."""
    lang = language()
    if rules is None or rules == _STANDARD:
        return SECTIONS if lang == ENGLISH else _standard_sections(lang)
    return _sections(rules, lang)


@functools.lru_cache(maxsize=256)
def _sections(rules: RuleSet, _language: str) -> tuple[HelpSection, ...]:
    return _with_table_rules(tuple(write(rules) for write in _WRITERS), rules)


@functools.lru_cache(maxsize=16)
def _standard_sections(_language: str) -> tuple[HelpSection, ...]:
    """Standard Samba's pages per language, apart from the other tables' pages so they are never evicted."""
    return _with_table_rules(tuple(write(_STANDARD) for write in _WRITERS), _STANDARD)


OPTION_CONFLICT: dict[str, int] = {
    "player_count": 1, "hand_size": 2, "upcard_rule": 4, "buried_special_freezes": 5, "surprise_cards": 6,
    "red3_declare_timing": 7, "stock_draw_count": 8, "allow_pile_natural_plus_wild": 9, "pile_layoff_targets": 10,
    "sequence_layoff_takes": 11, "wild_discard_effect": 13, "frozen_until_opened": 14, "pile_always_frozen": 14,
    "max_wilds_per_group": 16, "min_naturals_per_group": 16, "wild_ratio_rule": 16,
    "allow_wild_on_completed_canasta": 17, "allow_wild_only_melds": 18, "samba_extend_when_going_out": 19,
    "max_sequence_length": 19, "allow_wild_in_sequence": 20, "allow_duplicate_rank_groups": 21,
    "allow_group_merge": 21, "allow_sequence_merge": 21, "initial_meld_table": 22, "custom_initial_meld_table": 22,
    "allow_pile_for_initial_meld": 24, "concealed_going_out_bonus": 25, "concealed_exempt_from_initial_minimum": 25,
    "go_out_requirement": 26, "going_out_bonus": 27, "go_out_permission": 28, "red3_scale": 29,
    "red3_positive_min_canastas": 30, "red3_negative_mode": 31, "red3_in_hand_penalty": 32,
    "black3_in_hand_value": 33, "black3_meld_min": 34, "stock_exhausted_rule": 35, "losing_side_scores_melds": 37,
    "target_score": 38, "tie_rule": 38, "one_card_pile_restriction": 39, "melds_owned_by": 40,
    "short_sequence_penalty": 42, "short_sequence_threshold": 42, "six_player_mode": 46, "five_player_mode": 47,
}
"""The conflict entry of RULES.md §2 that each table option settles (its last column names the option). A refusal
that comes from a table option cites that entry ("C10"), so the page Why? opens names it (``_with_table_rules``)."""

CITED_AT_STANDARD = ("sequence_layoff_takes",)
"""Options whose conflict entry the engine cites at standard Samba's value too (C11: "extending a sequence takes
the whole pile", to a take of the top card alone): their page names the entry at every table."""

TABLE_RULE_NUMBERED = N_("Table rule ({code}): {rule}")
"""A table option's line on the page of its topic, under its conflict number (playtest p9: a refusal cited "(C10)"
and the page Why? opened never said C10)."""
TABLE_RULE_HERE = N_("{explanation} Here: {ours}.")
"""An option's line on its topic's page: this table's value alone (the page speaks of this table only)."""


def _option_line(name: str, rules: RuleSet, standard: RuleSet | None) -> str:
    """One option in plain words: what it does, this table's value and, compared with ``standard`` (None: no
    comparison), standard Samba's."""
    ours = getattr(rules, name)
    explanation = (_(SHORT_SEQUENCE_RULE).format(count=rules.short_sequence_threshold)
                   if name == "short_sequence_penalty" else option_help(name))
    if standard is None:
        return _(TABLE_RULE_HERE).format(explanation=explanation, ours=_rule_words(name, ours, rules))
    theirs = getattr(standard, name)
    return _(TABLE_RULE).format(explanation=explanation, ours=_rule_words(name, ours, rules),
                                standard=_rule_words(name, theirs, standard))


def _with_table_rules(pages: tuple[HelpSection, ...], rules: RuleSet) -> tuple[HelpSection, ...]:
    """``pages`` with each table option this table plays differently from standard Samba (and those the engine
    cites at any table) told on the page of its topic under its conflict number, "Table rule (C10): … Here: …": the
    page a refusal's Why? opens then holds the rule the refusal cites."""
    standard = RuleSet(player_count=rules.player_count)
    names = [*differences_from_standard(rules), *(n for n in CITED_AT_STANDARD if getattr(rules, n) ==
                                                   getattr(standard, n))]
    added: dict[str, list[str]] = {}
    for name in sorted(names, key=lambda n: (OPTION_CONFLICT.get(n, 99), n)):
        number_ = OPTION_CONFLICT.get(name)
        if number_ is None:
            continue
        # (this table's value only: the topic page is written for this table, and speaks of no other)
        line = _(TABLE_RULE_NUMBERED).format(code=f"C{number_}", rule=_option_line(name, rules, None))
        added.setdefault(_CONFLICT_TO_SECTION.get(number_, "table_rules"), []).append(line)
    return tuple(replace(page, paragraphs=page.paragraphs + tuple(added.get(page.id, ()))) for page in pages)


_STANDARD = preset("samba")

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


TABLE_RULE = N_("{explanation} Here: {ours}. Standard Samba: {standard}.")
"""One line of "Your table's rules": what the option does, this table's value, standard Samba's value (two
sentences, so no value's own parentheses end up nested in another pair)."""
SHORT_SEQUENCE_RULE = N_("Penalty for each sequence left with fewer than {count} cards when the hand ends.")
STANDARD_LADDER = N_("50, rising to 150 from 7,000")
"""Standard Samba's ladder, as the other side of a comparison (its editor wording, "standard (150 from 7,000)",
would read "Standard Samba: standard …")."""


def _makes_no_difference(name: str, rules: RuleSet, standard: RuleSet) -> bool:
    """An option set apart from standard Samba's that plays the same at this table: 15 cards dealt where 15 are
    dealt anyway, a five-player mode with four players, a short-sequence length with no penalty."""
    if name == "hand_size":
        return rules.cards_per_player() == standard.cards_per_player()
    if name == "five_player_mode":
        return rules.player_count != 5
    if name == "six_player_mode":
        return rules.player_count != 6
    if name == "short_sequence_threshold":
        return not rules.short_sequence_penalty
    if name == "custom_initial_meld_table":
        return rules.initial_meld_table != "custom"
    return False


def _rule_words(name: str, value: Any, rules: RuleSet) -> str:
    if name == "hand_size":
        return ngettext("{value} card", "{value} cards", rules.cards_per_player()).format(
            value=rules.cards_per_player())
    if name == "initial_meld_table" and value == "standard_150":
        return _(STANDARD_LADDER)
    return value_label(name, value)


def differences_from_standard(rules: RuleSet) -> list[str]:
    """The options that play differently from standard Samba at this table (what "Your table's rules" lists),
    by name: the New game screen counts them under the rules chosen."""
    standard = RuleSet(player_count=rules.player_count)
    return [name for name in rules.differences(standard) if not _makes_no_difference(name, rules, standard)]


def table_rules(rules: RuleSet, preset_name: str | None = None) -> list[str]:
    """One plain line per option that plays differently from standard Samba, for "Your table's rules".

    Only real differences at this table are listed: an option whose value differs on paper but deals, scores
    and plays the same here (Brazilian Canasta's "15 cards" with four players) is left out."""
    lines = []
    if preset_name and preset_name != "samba":
        lines.append(_("Rules: {preset}.").format(preset=preset_title(preset_name)))
    standard = RuleSet(player_count=rules.player_count)
    lines += [_option_line(name, rules, standard) for name in differences_from_standard(rules)]
    if len(lines) == (1 if preset_name and preset_name != "samba" else 0):
        lines.append(_("This table plays standard Samba."))
    return lines


SECTIONS: tuple[HelpSection, ...] = _sections(_STANDARD, ENGLISH)
"""The pages for standard Samba, in English (the language words are written in)."""
