"""The in-game rules help: written for players, in sections, with card pictures named by code.

Every rule number the engine can cite (S…, BR…, C…) maps to a section, so each refusal on the
table can offer "Why?" and open the right page. "Your table's rules" lists, in plain words, every
option of the rules in force that differs from standard Samba.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from samba.engine.rules import OPTION_HELP, PRESET_TITLES, RuleSet


@dataclass(frozen=True, slots=True)
class HelpSection:
    id: str
    title: str
    paragraphs: tuple[str, ...]
    cards: tuple[str, ...] = ()
    """Card codes to show as pictures beside the text."""


SECTIONS: tuple[HelpSection, ...] = (
    HelpSection("cards", "The cards and what they are worth", (
        "Samba uses three ordinary packs and six jokers: 162 cards. The same card can turn up three times.",
        "Jokers and 2s are wild: they can stand in for a natural card in a group. A 2 is never a plain 2.",
        "Card values: joker 50, 2 and ace 20, king down to 8 worth 10 each, 7 down to 4 worth 5 each, "
        "black 3 worth 5. Red 3s have no card value: they are bonus cards.",
        "These values count for melds on the table, for the opening, and against you for cards left in hand.",
    ), ("JK", "2S", "AH", "KD", "7C", "3S", "3H")),
    HelpSection("turn", "Dealing and your turn", (
        "Each player gets 15 cards (13 each with six players in pairs). The rest is the stock; its top card "
        "is turned up to start the discard pile. A wild card or a 3 turned up is covered by the next card.",
        "Partners sit opposite each other and share melds, red 3s and score. Play goes clockwise, starting "
        "to the dealer's left; the deal passes to the left after each hand.",
        "On your turn: first draw two cards from the stock, or take the discard pile. Then meld as much as "
        "you like. Finish by discarding one card — or by going out.",
        "You must always keep at least one card after discarding, unless you are going out.",
        "You may only add cards to your own side's melds, never to your opponents'.",
    ), ("QH", "QD", "2C")),
    HelpSection("melds", "Melds, canastas and sambas", (
        "A group is three or more cards of one rank (4 up to ace), for example three queens. Wild cards may "
        "join a group, but a group always needs at least two natural cards and holds at most two wild cards.",
        "A sequence is three to seven cards of one suit in order, from 4 (lowest) to ace (highest), like "
        "5♥ 6♥ 7♥. Sequences never hold wild cards or 3s, and never wrap round from ace to 4.",
        "A group of seven or more cards is a canasta: natural (no wild cards, bonus 500) or mixed (one or two "
        "wild cards, bonus 300). Once a group is a canasta, no more wild cards may go on it; natural cards "
        "still can.",
        "A sequence of exactly seven cards is a samba, worth a 1,500 bonus. A samba is closed: nothing more "
        "can be added.",
        "Your side may have two groups of the same rank, and may merge them in your turn.",
    ), ("QH", "QD", "QS", "2C", "5H", "6H", "7H")),
    HelpSection("pile", "Taking the discard pile", (
        "Instead of drawing, you may take the whole discard pile — a great way to get many cards.",
        "Blocked: when the top card is a wild card, a black 3 or a red 3, nobody may take the pile this turn.",
        "To take it, you must meld the top card at once: either with two natural cards of the same rank from "
        "your hand (a natural pair), or — if the pile is not frozen — by adding the top card alone to one of "
        "your side's unfinished melds (a group of that rank, or the end of a sequence).",
        "Frozen: the pile is frozen for your side until your side has opened, and for everyone while a wild "
        "card or red 3 lies in it. A frozen pile can only be taken with a natural pair.",
        "Never allowed: a natural card plus a wild card, two wild cards, starting a new sequence with the top "
        "card, or joining the top card with hand cards to extend a sequence.",
    ), ("9H", "9C", "9D", "2D")),
    HelpSection("opening", "The opening (your side's first meld)", (
        "Your side's first melds in a hand must be laid together and reach a minimum of card points, which "
        "depends on your side's score when the hand started: below 0 → 15; 0 to 1,495 → 50; 1,500 to 2,995 → "
        "90; 3,000 to 6,995 → 120; 7,000 or more → 150.",
        "Only card values count — not canasta bonuses and not red 3s.",
        "You may open by taking the pile with a natural pair: the top card counts, the rest of the pile does "
        "not.",
        "Once one partner has opened, the other has no minimum to meet.",
    ), ("AH", "AD", "JK", "KS", "KD", "KC")),
    HelpSection("threes", "Red threes and black threes", (
        "Red 3s are never kept in hand. When you get one, it is laid out in front of you at once and you draw "
        "a replacement card. Red 3s dealt to you are laid out straight away and replaced on your first turn.",
        "Each red 3 is worth 100 (all six together: 1,000) — but only if your side has made at least two "
        "canastas by the end of the hand. Otherwise they count the same amount against you.",
        "Black 3s are blocking cards: a black 3 on top of the pile stops the next player taking it. Black 3s "
        "can only be melded (three or more, no wild cards) in the turn you go out; one left in hand costs 5.",
    ), ("3H", "3D", "3C", "3S")),
    HelpSection("going_out", "Going out", (
        "Your side may go out once it has at least two canastas (natural, mixed or sambas, in any mix). "
        "Canastas you complete in the going-out turn count.",
        "To go out, meld every card in your hand — with or without discarding one last card.",
        "With a partner you may ask “May I go out?” first. The answer binds: yes means you must go out this "
        "turn; no means you may not.",
        "Going out ends the hand at once and earns your side 200.",
        "When the stock runs out: if the top card of the pile fits one of your side's melds you must take the "
        "pile; otherwise, if you can take it with a natural pair you may; if you do not take it, the hand ends.",
    )),
    HelpSection("scoring", "Scoring", (
        "At the end of a hand each side adds: the card values of all its melded cards, 500 for each natural "
        "canasta, 300 for each mixed canasta, 1,500 for each samba, its red 3s, and 200 for going out.",
        "It subtracts the value of every card still in its players' hands.",
        "Scores carry over from hand to hand. The game ends when a side reaches 10,000 at the end of a hand; "
        "the highest total wins. An exact tie means one more hand.",
    )),
    HelpSection("players", "Two, three, five or six players", (
        "With 2, 3 or 5 players everyone plays alone: each player is a side, with their own score, their own "
        "opening minimum and their own two canastas to go out. Nobody asks permission to go out.",
        "With 6 players there are three partnerships; partners sit two seats apart and get 13 cards each.",
    )),
    HelpSection("table_rules", "Your table's rules", (
        "Samba is played in many ways. The rules in force at this table differ from standard Samba as "
        "listed here.",
    )),
)
_BY_ID = {s.id: s for s in SECTIONS}

_RULE_TO_SECTION = {
    "S1": "cards", "S2": "turn", "S3": "turn", "S4": "turn", "S5": "threes", "S6": "turn", "S7": "pile",
    "S8": "melds", "S9": "melds", "S10": "melds", "S11": "melds", "S12": "opening", "S13": "threes",
    "S14": "turn", "S15": "going_out", "S16": "going_out", "S17": "scoring", "S18": "scoring", "S19": "turn",
    "BR1": "turn", "BR2": "melds", "BR3": "melds", "BR4": "melds", "BR5": "melds", "BR6": "scoring",
    "BR7": "pile", "BR8": "pile", "BR9": "pile", "BR10": "opening", "BR11": "threes", "BR12": "threes",
    "BR13": "going_out", "BR14": "going_out", "BR15": "going_out", "BR16": "going_out", "BR17": "scoring",
    "BR18": "scoring",
}


def section(section_id: str) -> HelpSection:
    return _BY_ID[section_id]


def section_for_rule(rule: str) -> HelpSection:
    """The help page for a rule number a refusal cites ("S7.3a" → the pile; "C39" → table rules)."""
    match = re.match(r"^(S\d+|BR\d+|C\d+)", rule.strip().upper())
    if not match:
        raise KeyError(f"not a rule number: {rule!r}")
    key = match.group(1)
    if key.startswith("C"):
        return _BY_ID["table_rules"]
    return _BY_ID[_RULE_TO_SECTION[key]]


def _words(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return ", ".join(f"from {a:,}: {b}" for a, b in value) or "none"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value).replace("_", " ")


def table_rules(rules: RuleSet, preset_name: str | None = None) -> list[str]:
    """One plain line per option that differs from standard Samba, for "Your table's rules"."""
    lines = []
    if preset_name and preset_name != "samba":
        lines.append(f"Rules: {PRESET_TITLES.get(preset_name, preset_name)}.")
    for name, (ours, standard) in rules.differences().items():
        explanation = OPTION_HELP.get(name, name.replace("_", " ").capitalize() + ".")
        lines.append(f"{explanation} Here: {_words(ours)} (standard: {_words(standard)}).")
    if len(lines) == (1 if preset_name and preset_name != "samba" else 0):
        lines.append("This table plays standard Samba.")
    return lines
