"""The rule set: every option of RULES.md §6 as one field, and the presets of §4b as values.

The engine reads only these fields; it never asks which preset is in force (ARCHITECTURE §1.6).
``OPTION_HELP`` gives each option a one-line explanation for the house-rules editor and the
"Your table's rules" help page.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import cache
from typing import Any

from .errors import InvalidAction, quote

# Allowed values of every enumerated option (RULES.md §6).
CHOICES: dict[str, tuple[Any, ...]] = {
    "player_count": (2, 3, 4, 5, 6),
    "five_player_mode": ("individual", "two_vs_three_rotating"),
    "six_player_mode": ("three_pairs", "two_teams_of_three"),
    "tie_rule": ("play_another_hand", "shared_win"),
    "upcard_rule": ("cover_until_natural", "cover_wild_red3_only", "bury_to_bottom", "none"),
    "surprise_cards": (0, 3),
    "red3_declare_timing": ("show_at_deal_replace_first_turn", "all_at_first_turn"),
    "stock_draw_count": (2,),
    "pile_layoff_targets": ("incomplete_melds", "sequences_only", "none", "any_meld"),
    "sequence_layoff_takes": ("whole_pile", "top_card_only"),
    "wild_discard_effect": ("freeze", "block_only"),
    "min_naturals_per_group": (1, 2),
    "max_wilds_per_group": ("2", "unlimited"),
    "wild_ratio_rule": ("naturals_ge_wilds", "naturals_ge_twice_wilds", "none"),
    "max_sequence_length": (7,),
    "melds_owned_by": ("side", "player"),
    "initial_meld_table": ("standard_150", "hoyle_160", "capped_120", "brazilian", "custom"),
    "go_out_requirement": ("two_canastas", "one_canasta", "samba_plus_one"),
    "go_out_permission": ("optional_binding", "mandatory", "none"),
    "bolivia_bonus": (2000, 2500),
    "red3_scale": ("samba", "brazilian"),
    "red3_positive_min_canastas": (0, 1, 2),
    "red3_negative_mode": ("mirror", "fixed_500_each"),
    "red3_in_hand_penalty": ("auto_declare", "500_each", "750_total", "1500_each"),
    "black3_in_hand_value": (-5, -100),
    "black3_meld_min": (3,),
    "stock_exhausted_rule": ("forced_take_or_end", "optional_take_or_end", "end_immediately"),
}


_WILD_LIMITS = {"2": 2, "unlimited": None}
"""``max_wilds_per_group`` (one of its ``CHOICES``) → ``RuleSet.wild_limit``: a table read, not an
``int()`` on every call (the meld checks ask for it many times per decision)."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One table's rules. Defaults are the standard game ``samba`` (RULES.md §1)."""

    player_count: int = 4
    five_player_mode: str = "individual"
    six_player_mode: str = "three_pairs"
    hand_size: str | int = "auto"
    target_score: int = 10000
    tie_rule: str = "play_another_hand"
    upcard_rule: str = "cover_until_natural"
    buried_special_freezes: bool = True
    surprise_cards: int = 0
    red3_declare_timing: str = "show_at_deal_replace_first_turn"
    stock_draw_count: int = 2
    pile_layoff_targets: str = "incomplete_melds"
    sequence_layoff_takes: str = "whole_pile"
    allow_pile_natural_plus_wild: bool = False
    wild_discard_effect: str = "freeze"
    frozen_until_opened: bool = True
    pile_always_frozen: bool = False
    allow_pile_for_initial_meld: bool = True
    one_card_pile_restriction: bool = False
    min_naturals_per_group: int = 2
    max_wilds_per_group: str = "2"
    wild_ratio_rule: str = "naturals_ge_wilds"
    allow_wild_only_melds: bool = False
    allow_wild_on_completed_canasta: bool = False
    allow_duplicate_rank_groups: bool = True
    allow_group_merge: bool = True
    allow_sequence_merge: bool = False
    allow_wild_in_sequence: bool = False
    max_sequence_length: int = 7
    samba_extend_when_going_out: bool = False
    melds_owned_by: str = "side"
    initial_meld_table: str = "standard_150"
    custom_initial_meld_table: tuple[tuple[int, int], ...] = ()
    concealed_exempt_from_initial_minimum: bool = False
    go_out_requirement: str = "two_canastas"
    go_out_permission: str = "optional_binding"
    going_out_bonus: int = 200
    concealed_going_out_bonus: int = 0
    natural_canasta_bonus: int = 500
    mixed_canasta_bonus: int = 300
    samba_bonus: int = 1500
    bolivia_bonus: int = 2000
    short_sequence_penalty: int = 0
    short_sequence_threshold: int = 5
    red3_scale: str = "samba"
    red3_positive_min_canastas: int = 2
    red3_negative_mode: str = "mirror"
    red3_in_hand_penalty: str = "auto_declare"
    black3_in_hand_value: int = -5
    black3_meld_min: int = 3
    stock_exhausted_rule: str = "forced_take_or_end"
    losing_side_scores_melds: bool = True

    def __post_init__(self) -> None:
        for name, allowed in CHOICES.items():
            value = getattr(self, name)
            if name == "max_wilds_per_group":
                value = str(value)
                object.__setattr__(self, name, value)
            if value not in allowed:
                raise InvalidAction(f"rule option {name}={quote(value)} is not one of {list(allowed)}")
        for f in fields(self):  # a save or scenario may carry any JSON value: refuse the wrong kind here
            value = getattr(self, f.name)
            if isinstance(f.default, bool) and not isinstance(value, bool):
                raise InvalidAction(f"rule option {f.name}={quote(value)} must be true or false")
            if type(f.default) is int and (isinstance(value, bool) or not isinstance(value, int)):
                raise InvalidAction(f"rule option {f.name}={quote(value)} must be a whole number")
        if self.hand_size != "auto" and not (isinstance(self.hand_size, int) and 11 <= self.hand_size <= 15):
            raise InvalidAction(f"rule option hand_size={quote(self.hand_size)} must be 'auto' or 11..15")
        if self.initial_meld_table == "custom" and not self.custom_initial_meld_table:
            raise InvalidAction("initial_meld_table=custom needs custom_initial_meld_table [[score, minimum], …]")
        if self.target_score <= 0:
            raise InvalidAction("target_score must be positive")
        try:
            if not isinstance(self.custom_initial_meld_table, list | tuple):
                raise TypeError
            table = tuple(sorted((int(a), int(b)) for a, b in self.custom_initial_meld_table))
        except (TypeError, ValueError):
            raise InvalidAction("custom_initial_meld_table must be pairs [score from, minimum]") from None
        object.__setattr__(self, "custom_initial_meld_table", table)

    # -- derived values -------------------------------------------------------------------------
    @property
    def wild_limit(self) -> int | None:
        """Most wild cards a group may hold (None = no limit, BR2)."""
        return _WILD_LIMITS[self.max_wilds_per_group]

    def cards_per_player(self) -> int:
        """S3.1 and §3: 15, or 13 with six players in three pairs, unless set."""
        if self.hand_size != "auto":
            return int(self.hand_size)
        if self.player_count == 6 and self.six_player_mode == "three_pairs":
            return 13
        return 15

    def with_options(self, **overrides: Any) -> RuleSet:
        """House rules on top of this set; unknown names raise ``InvalidAction``. With none, this
        (immutable) set itself: ``preset(name)`` then builds and checks one set, not two."""
        if not overrides:
            return self
        known = {f.name for f in fields(self)}
        unknown = sorted(set(overrides) - known)
        if unknown:
            raise InvalidAction(f"unknown rule option(s): {quote(', '.join(map(str, unknown)))}")
        return replace(self, **overrides)

    def to_dict(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["custom_initial_meld_table"] = [list(pair) for pair in self.custom_initial_meld_table]
        return out

    @classmethod
    def from_dict(cls, data: object) -> RuleSet:
        """Rules from untrusted data (a save, a scenario); ``InvalidAction`` says what is wrong."""
        if not isinstance(data, dict):
            raise InvalidAction("rules must be an object of option names to values")
        return cls().with_options(**data)

    def differences(self, other: RuleSet | None = None) -> dict[str, tuple[Any, Any]]:
        """Options whose value differs from ``other`` (default: standard samba): name → (ours, theirs)."""
        base = other or RuleSet(player_count=self.player_count)
        return {
            f.name: (getattr(self, f.name), getattr(base, f.name))
            for f in fields(self)
            if getattr(self, f.name) != getattr(base, f.name)
        }


PRESETS: dict[str, dict[str, Any]] = {
    "samba": {},
    "samba_hoyle": {"initial_meld_table": "hoyle_160"},
    "samba_simple": {
        "pile_layoff_targets": "sequences_only",
        "wild_discard_effect": "block_only",
        "buried_special_freezes": False,
        "wild_ratio_rule": "naturals_ge_twice_wilds",
        "allow_wild_on_completed_canasta": True,
        "hand_size": 15,
    },
    "samba_spanish": {
        "allow_pile_natural_plus_wild": True,
        "pile_layoff_targets": "any_meld",
        "one_card_pile_restriction": True,
        "concealed_exempt_from_initial_minimum": True,
    },
    "brazilian": {
        "hand_size": 15,
        "buried_special_freezes": False,
        "pile_layoff_targets": "sequences_only",
        "sequence_layoff_takes": "top_card_only",
        "wild_discard_effect": "block_only",
        "min_naturals_per_group": 1,
        "max_wilds_per_group": "unlimited",
        "wild_ratio_rule": "none",
        "allow_wild_only_melds": True,
        "allow_wild_on_completed_canasta": True,
        "initial_meld_table": "brazilian",
        "go_out_requirement": "samba_plus_one",
        "go_out_permission": "mandatory",
        "going_out_bonus": 100,
        "concealed_going_out_bonus": 200,
        "bolivia_bonus": 2000,
        "short_sequence_penalty": 1000,
        "short_sequence_threshold": 5,
        "red3_scale": "brazilian",
        "red3_positive_min_canastas": 1,
        "black3_in_hand_value": -100,
        "stock_exhausted_rule": "optional_take_or_end",
    },
}
PRESET_TITLES = {
    "samba": "Samba (standard)",
    "samba_hoyle": "Samba, Hoyle (160 at 7,000)",
    "samba_simple": "Samba, simple",
    "samba_spanish": "Samba, Spanish rules",
    "brazilian": "Brazilian Canasta",
}


def preset(name: str, **overrides: Any) -> RuleSet:
    """A named preset of RULES.md §4b, with optional house-rule overrides."""
    if not isinstance(name, str) or name not in PRESETS:
        raise InvalidAction(f"unknown rules preset {quote(name)}; choose one of {', '.join(PRESETS)}")
    return _preset(name).with_options(**overrides)


@cache
def _preset(name: str) -> RuleSet:
    """The preset itself, built and checked once per process: a ``RuleSet`` is immutable, so every
    match may share it (``new_match(preset("samba"), seed)`` in a loop then pays for no checks)."""
    return RuleSet(**PRESETS[name])


OPTION_HELP: dict[str, str] = {
    "player_count": "How many people play (2–6).",
    "five_player_mode": "Five players: everyone alone, or a pair against a trio that rotates one player out.",
    "six_player_mode": "Six players: three pairs, or two teams of three.",
    "hand_size": "Cards dealt to each player (normally 15, or 13 with six players in pairs).",
    "target_score": "The game ends when a side reaches this total.",
    "tie_rule": "If the leaders finish exactly level: play another hand, or share the win.",
    "upcard_rule": "What happens when the first upturned card is a wild card or a three.",
    "buried_special_freezes": "A wild card or red three buried under the first upcard freezes the pile.",
    "surprise_cards": "Face-down 'surprise' cards under the first upcard go to whoever first takes the pile.",
    "red3_declare_timing": "Red threes dealt to you are shown at once, or only on your first turn.",
    "stock_draw_count": "Cards drawn from the stock each turn.",
    "pile_layoff_targets": "Which of your melds the top card alone may extend to take the pile.",
    "sequence_layoff_takes": "Extending a sequence with the top card takes the whole pile, or only that card.",
    "allow_pile_natural_plus_wild": "Once opened, you may take the pile with one natural card and a wild card.",
    "wild_discard_effect": "A discarded wild card freezes the pile, or only blocks the next player.",
    "frozen_until_opened": "The pile is frozen for a side that has not opened yet.",
    "pile_always_frozen": "The pile can only ever be taken with a natural pair.",
    "allow_pile_for_initial_meld": "You may take the pile to make your side's opening.",
    "one_card_pile_restriction": "A player holding a single card may not take the pile while the stock lasts.",
    "min_naturals_per_group": "Fewest natural cards a group must hold.",
    "max_wilds_per_group": "Most wild cards a group may hold.",
    "wild_ratio_rule": "How many natural cards each wild card needs in a group.",
    "allow_wild_only_melds": "Melds of wild cards alone are allowed (seven make a Bolivia).",
    "allow_wild_on_completed_canasta": "Wild cards may be added to a finished canasta.",
    "allow_duplicate_rank_groups": "A side may have more than one group of the same rank.",
    "allow_group_merge": "A side may join two of its groups of the same rank.",
    "allow_sequence_merge": "A side may join two of its sequences.",
    "allow_wild_in_sequence": "Sequences may hold wild cards.",
    "max_sequence_length": "Longest a sequence may grow (seven is a samba).",
    "samba_extend_when_going_out": "Cards may be added to a finished samba when going out.",
    "melds_owned_by": "Melds belong to the whole side, or to the player who laid them.",
    "initial_meld_table": "The ladder of opening minimums by score.",
    "custom_initial_meld_table": "Your own opening ladder: pairs of (score from, minimum).",
    "concealed_exempt_from_initial_minimum": "Going out in one go needs no opening minimum.",
    "go_out_requirement": "What a side must have completed before it may go out.",
    "go_out_permission": "Whether a player may, must, or cannot ask the partner before going out.",
    "going_out_bonus": "Bonus for the side that goes out.",
    "concealed_going_out_bonus": "Bonus instead, for going out in one go (0: no special bonus).",
    "natural_canasta_bonus": "Bonus for a canasta without wild cards.",
    "mixed_canasta_bonus": "Bonus for a canasta with wild cards.",
    "samba_bonus": "Bonus for a samba (a seven-card sequence).",
    "bolivia_bonus": "Bonus for a Bolivia (seven wild cards).",
    "short_sequence_penalty": "Penalty for each sequence left too short when the hand ends (how short: the next "
                              "option).",
    "short_sequence_threshold": "Sequences shorter than this are penalised.",
    "red3_scale": "What red threes are worth: 100 each (six: 1,000), or the Brazilian scale.",
    "red3_positive_min_canastas": "Canastas a side needs for its red threes to count plus.",
    "red3_negative_mode": "Red threes without enough canastas: the same value negative, or 500 each.",
    "red3_in_hand_penalty": "Penalty for a red three still held (only in manual declaring).",
    "black3_in_hand_value": "What each black three left in a hand costs.",
    "black3_meld_min": "Fewest black threes in a meld (only when going out).",
    "stock_exhausted_rule": "When the stock is empty: must take a fitting pile, may take it, or the hand ends.",
    "losing_side_scores_melds": "Both sides score their melds, not only the side that went out.",
}
