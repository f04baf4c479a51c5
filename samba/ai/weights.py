"""Every tunable number of the bots, one frozen dataclass per level (ARCHITECTURE §4).

Keeping the weights in one place lets a tuning script (or a person) change a level's style without
touching the logic, and makes the difference between easy and normal explicit: easy is the same
heuristic with lapses switched on, never a different (random) player.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class Weights:
    # -- lapses (easy) ---------------------------------------------------------------------------
    forget: float = 0.0
    """Share of remembered pile pick-ups the bot forgets."""
    early_meld: float = 0.0
    """Chance per turn of opening or melding with wild cards too soon."""
    sloppy_discard: float = 0.0
    """Chance of picking the second-best discard when it is nearly as good."""
    sloppy_margin: float = 25.0
    """How much worse (in evaluation points) a sloppy discard may be."""

    # -- taking the pile ---------------------------------------------------------------------------
    stock_card: float = 9.0
    """What one unknown stock card is worth in hand."""
    pile_card: float = 9.0
    """What one ordinary pile card is worth in hand."""
    pile_wild: float = 35.0
    pile_match: float = 10.0
    """Extra for a pile card that fits our melds or makes a pair."""
    pile_red_three: float = 100.0
    meld_progress: float = 6.0
    """Per card moved onto the table towards a canasta."""
    pair_keep: float = 22.0
    """A natural pair in hand: it can take a frozen pile."""

    # -- melding -----------------------------------------------------------------------------------
    open_with_wild_pile: int = 7
    """Pile size from which it is worth spending wild cards on the opening."""
    open_with_wild_turn: int = 24
    """Table turn after which any opening is better than waiting."""
    wild_to_complete: bool = True
    """Spend wild cards to complete canastas the side needs."""
    wild_threat: float = 0.5
    """Opponents' threat from which wild cards go onto the table rather than be caught in hand."""
    wild_growth_size: int = 5
    """Add a wild card to an incomplete group of at least this size when the side needs canastas."""
    min_new_sequence: int = 3
    keep_pairs_when_frozen: bool = True

    # -- discarding --------------------------------------------------------------------------------
    wild_keep: float = 70.0
    joker_extra: float = 20.0
    black3_keep: float = 14.0
    single_keep: float = 4.0
    connector_keep: float = 6.0
    """A single that touches another card of its suit (sequence material)."""
    triple_keep: float = 30.0
    danger: float = 1.0
    """Weight of what a discard could hand to the next opponent."""
    pile_base: float = 60.0
    """A pile take is worth this much to the taker even when small (a meld and a fresh hand)."""
    freeze_pile_size: int = 10
    """Pile size from which discarding a wild card to freeze it is considered."""
    freeze_per_card: float = 8.0
    late_points: float = 0.4
    """Late in the hand, each point a card is worth makes it more urgent to shed."""

    # -- going out ---------------------------------------------------------------------------------
    big_pile: int = 8
    """A pile this big that the side can take is a reason not to go out yet."""
    stock_low: int = 12
    near_canasta: int = 5
    """An incomplete meld this long is likely to become a canasta."""
    hand_card_value: float = 8.0
    """Average penalty of a card left in an unknown hand."""
    go_out_margin: float = 0.0
    answer_yes_points: int = 60
    """A partner holding at most this many points in hand says yes."""

    # -- search (hard) -----------------------------------------------------------------------------
    worlds: int = 24
    rollout_turns: int = 4
    candidates: int = 3
    search_discards: bool = False
    """Also search discards (costly: most decisions are discards) once the pile holds this many cards."""
    search_discard_pile: int = 6


NORMAL = Weights(wild_to_complete=False, go_out_margin=200.0)
"""Measured against the plain weights: holding wild cards for the going-out turn (so the opponents
cannot see the canastas coming) and going out as soon as the comparison allows win more hands."""
EASY = replace(NORMAL, forget=0.35, early_meld=0.35, sloppy_discard=0.3, danger=0.3, wild_to_complete=True,
               wild_threat=0.3, go_out_margin=-450.0, stock_low=6)
"""Lapses of a beginner: forgets pick-ups, melds wild cards too soon, shows its canastas, stays in
too long hoping for more, and is careless with discards (but never throws wild cards away)."""
HARD = replace(NORMAL)
