"""Taking the pile (S7, S12.4, S14.3): whether a take is legal, and what it does.

Room: the engine's planning of a take. ``plan_take`` checks one ``TakePile`` and returns the
``TakePlan`` that ``transitions`` carries out. A take that leaves the player no way on but going
out is legal only when going out is then possible (merges first: ``goout_turn``, which builds on the
going-out search ``goout``, which itself only needs ``batch``): no cycle. Which takes could commit,
for asking before the draw, is ``pile_commits``'s question; which takes to offer is ``pile_offers``'.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from . import actions as A
from . import state as S
from .batch import NewMeld, duplicate_group, missing_cards, not_yours, permission_problem, take_from_hand
from .cards import RANK_NAMES, Card
from .errors import Violation
from .goout_turn import can_go_out_this_turn
from .melds import GROUP, SEQUENCE, Meld, check_group, check_new_meld, sequence_fits_end, sort_cards
from .observation import Observation
from .opening import check_opening
from .records import fast_init


def legal_take(obs: Observation, take: A.TakePile | None) -> A.TakePile | None:
    """``take`` if it is legal (``plan_take`` accepts it), else None. The plan is kept on the
    observation for ``apply`` of this very action (``Observation.keep_plan``): it would plan it again."""
    if take is None:
        return None
    plan = plan_take(obs, take)
    if isinstance(plan, Violation):
        return None
    obs.keep_plan(take, plan)
    return take


@fast_init
@dataclass(frozen=True, slots=True)
class TakePlan:
    method: str
    new: tuple[NewMeld, ...]
    """The pair's group first, then any opening melds (a pair take whose group joins the side's
    group of that rank, ``joined_group``, has only the opening melds here)."""
    target: int
    """The meld the top card goes onto (a lay-off take), or the group a pair take joins; else -1."""
    target_cards: tuple[Card, ...]
    rest: tuple[Card, ...]
    """Hand after the pair and opening melds left it, before the pile comes in."""
    commits: bool = False
    """The take binds the player to go out this turn (S14.3; C25 with the opening exemption)."""


def pile_gain(obs: Observation, method: str) -> tuple[Card, ...]:
    """The known cards a take brings into the hand: the pile under the top card, except red 3s,
    which are laid out (S5.4). The single-card take (BR8) brings nothing."""
    if method == A.SEQUENCE_CARD:
        return ()
    return tuple(c for c in obs.pile[:-1] if not c.is_red_three)


def cards_to_keep(obs: Observation) -> int:
    """How many hand cards a pair take must leave so as not to leave the player fewer than two cards
    (S14.3; ``_settle_take``): the cards the take brings in (``pile_gain``) and surprise cards count
    as kept."""
    return max(0, 2 - len(pile_gain(obs, A.PAIR)) - obs.surprise_count)


def observation_after_take(obs: Observation, plan: TakePlan, commits: bool) -> Observation:
    """What this seat would see straight after the take (the same melds, hand and turn flags as
    ``transitions`` produces), so "could the player then go out?" is asked of the real position.
    New melds get fresh ids; ids do not change whether going out is possible."""
    side = obs.side
    gain = pile_gain(obs, plan.method)
    if plan.method == A.PAIR:
        next_id = max((m.id for m in obs.melds), default=0) + 1
        melds = tuple(replace(m, cards=plan.target_cards) if m.id == plan.target else m for m in obs.melds)
        melds += tuple(Meld(next_id + i, side, obs.seat, m.kind, m.cards, m.rank, m.suit, obs.turn.number)
                                  for i, m in enumerate(plan.new))
        hand = plan.rest + gain
    else:
        melds = tuple(replace(m, cards=plan.target_cards) if m.id == plan.target else m for m in obs.melds)
        hand = obs.hand + gain
    whole = plan.method != A.SEQUENCE_CARD
    red = tuple(c for c in obs.pile[:-1] if c.is_red_three) if whole else ()
    sizes = list(obs.hand_sizes)
    sizes[obs.seat] = len(hand)
    return replace(
        obs, phase=S.MELD, hand=tuple(sorted(hand)), hand_sizes=tuple(sizes),
        pile=() if whole else obs.pile[:-1], surprise_count=0 if whole else obs.surprise_count,
        pile_frozen=False if whole else obs.pile_frozen, melds=melds,
        red_threes=tuple(r + red if i == side else r for i, r in enumerate(obs.red_threes)),
        opened=tuple(True if i == side else o for i, o in enumerate(obs.opened)),
        turn=replace(obs.turn, took_pile=True, melded=True, committed=commits),
    )


def _settle_take(obs: Observation, plan: TakePlan, opening_short: Violation | None = None) -> Violation | TakePlan:
    """The minimum hand rule for takes (S14.3), the whole-hand exemption (C25) and a "yes" given
    before the draw: when the player could not play on after the take, it is legal only if they
    can then go out this turn (merges they could make first included, ``goout_turn``), and it
    commits them to it exactly as a "yes" does.

    [ENGINE DECISION] How the engine knows at take time that the player "lays down the whole
    hand" (C25): it does not guess. A take that misses the opening minimum is legal under
    ``concealed_exempt_from_initial_minimum`` when going out is possible straight after it, and it
    binds the player to go out this turn; the going-out action then lays the rest down. Surprise
    cards (C6) are unseen, so a take that brings them is never judged by what could follow."""
    surprise = 0 if plan.method == A.SEQUENCE_CARD else obs.surprise_count
    kept = len(plan.rest) + surprise
    short_hand = kept < 2 and kept + len(pile_gain(obs, plan.method)) < 2  # (the pile's cards counted only if needed)
    commits = short_hand or opening_short is not None
    bound = obs.turn.asked == S.ASKED_YES
    if not commits and not bound:
        return plan
    if surprise or not can_go_out_this_turn(observation_after_take(obs, plan, commits)):
        if short_hand:
            return Violation("MIN_HAND", "S14.3", "Taking the pile this way leaves you fewer than two cards, "
                             "and you could not go out this turn.")
        if opening_short is not None:
            return Violation(opening_short.code, opening_short.rule,
                             f"{opening_short.message} (Going out at once would need no minimum, "
                             "but you could not go out this turn.)",
                             (*opening_short.params, ("case", "could_not_go_out")))
        return Violation("MUST_GO_OUT", "S15.4",
                         "Your partner said yes: take the pile only in a way that lets you go out this turn.",
                         (("case", "take"),))
    if commits:
        permission = permission_problem(obs)
        if permission is not None and permission.code == "MUST_ASK":
            return Violation("MUST_ASK", "BR14", "This take leaves you no way on but going out: "
                             "ask your partner before you draw.", (("case", "take"),))
        if permission is not None:
            return permission
    return replace(plan, commits=commits)


def plan_take(obs: Observation, action: A.TakePile) -> Violation | TakePlan:
    """S7 and S12.4, in the order of the engine notes."""
    rules = obs.rules
    top = obs.top
    if top is None:
        return Violation("PILE_EMPTY", "S7.2", "The pile is empty.")
    if not top.is_natural:
        what = "a wild card" if top.is_wild else ("a black three" if top.is_black_three else "a red three")
        return Violation("PILE_BLOCKED", "S7.1", f"The pile is blocked: {what} is on top. Draw from the stock.",
                         (("card", top.code),
                          ("case", "wild" if top.is_wild else ("black_three" if top.is_black_three else "red_three"))))
    if rules.one_card_pile_restriction and len(obs.hand) == 1 and obs.stock_size > 0:
        return Violation("ONE_CARD_NO_PILE", "C39",
                         "With one card in hand you may not take the pile while the stock lasts.")
    side = obs.side
    frozen = obs.frozen_for(side)
    opened = obs.opened[side]
    if action.method == A.PAIR:
        return _plan_pair(obs, action, top, frozen, opened)
    if action.melds:
        return Violation("MELDS_ONLY_WITH_PAIR", "S12.4", "Opening melds go with taking the pile by a pair.")
    if action.cards:
        return Violation("TOP_CARD_ALONE", "S7.5",
                         "The top card cannot be joined with cards from your hand to extend a meld.")
    if not opened:
        return Violation("PILE_FROZEN_UNOPENED", "S7.6",
                         "Your side has not opened: the pile can only be taken with a natural pair.")
    if frozen:
        return Violation("PILE_FROZEN", "S7.4", "The pile is frozen: only a natural pair of the top card takes it.")
    target = obs.meld(action.target)
    if target is None:
        return Violation("NO_SUCH_MELD", "S7.3", "Choose one of your melds for the top card.")
    if (target.seat != obs.seat) if rules.melds_owned_by == "player" else (target.side != side):
        return not_yours(obs, target)  # (``target not in obs.my_melds()``, without building it)
    # Refusals that come from a table option cite the rule of that option: the conflict entry (C10,
    # C11…) when several presets share the value, the Brazilian rule when only [001] has it (BR8).
    if rules.pile_layoff_targets == "none":
        return Violation("NO_PILE_LAYOFF", "C10", "At this table the pile can only be taken with a natural pair.")
    if target.kind == SEQUENCE:
        if target.size >= rules.max_sequence_length:
            return Violation("SAMBA_CLOSED", "S7.5", "A samba is closed: the top card cannot be added to it.")
        if not sequence_fits_end(target, top, rules):
            return Violation("TOP_DOES_NOT_FIT", "S7.3",
                             f"{top.code} does not extend that sequence at either end.",
                             (("card", top.code), ("case", "sequence")))
        wanted = A.SEQUENCE_CARD if rules.sequence_layoff_takes == "top_card_only" else A.LAYOFF
        if action.method != wanted:
            if wanted == A.SEQUENCE_CARD:
                return Violation("SEQUENCE_TAKES_ONE", "BR8",
                                 "At this table, extending a sequence from the pile takes only the top card.")
            return Violation("SEQUENCE_TAKES_PILE", "C11", "At this table, extending a sequence takes the whole pile.")
    else:
        if action.method == A.SEQUENCE_CARD:
            return Violation("NOT_A_SEQUENCE", "BR8", "Only a sequence can take the top card alone.")
        targets = rules.pile_layoff_targets
        if targets == "sequences_only":
            return Violation("NO_GROUP_LAYOFF", "C10",
                             "At this table the top card can only extend a sequence, not a group.")
        if target.kind != GROUP or target.rank != top.rank:
            return Violation("TOP_DOES_NOT_FIT", "S7.3", f"{top.code} does not fit that meld.", (("card", top.code),))
        if target.size >= 7 and targets != "any_meld":
            return Violation("NOT_ONTO_CANASTA", "S7.5", "The top card cannot be laid off onto a completed canasta.")
    cards = sort_cards(target.kind, (*target.cards, top))
    return _settle_take(obs, TakePlan(action.method, (), target.id, cards, obs.hand))


def _plan_pair(obs: Observation, action: A.TakePile, top: Card, frozen: bool, opened: bool
               ) -> Violation | TakePlan:
    rules = obs.rules
    if len(action.cards) < 2:
        return Violation("PAIR_NEEDS_TWO", "S7.3", "Taking the pile by a pair needs two cards from your hand.")
    if not opened and not rules.allow_pile_for_initial_meld:
        return Violation("NO_PILE_FOR_OPENING", "C24", "At this table the pile cannot be taken to open.")
    rest = take_from_hand(obs.hand, action.cards)
    if rest is None:
        return missing_cards(obs.hand, action.cards)
    # [ENGINE DECISION] Beyond the pair, more cards of the top card's rank and wild cards from the
    # hand may go into the new group at once (S12.4: hand cards count for the opening), as long as
    # the group itself is legal (S8.2).
    naturals = [c for c in action.cards if c.is_natural and c.rank == top.rank]
    wilds = [c for c in action.cards if c.is_wild]
    if len(naturals) + len(wilds) != len(action.cards):
        return Violation("PAIR_WRONG_RANK", "S7.3a",
                         f"You need two natural {RANK_NAMES[top.rank]}s to take the pile with the {top.code}.",
                         (("rank", top.rank), ("card", top.code)))
    if len(naturals) < 2:
        if len(naturals) == 1:
            if not rules.allow_pile_natural_plus_wild:
                return Violation("NATURAL_PLUS_WILD", "S7.5",
                                 "A natural card and a wild card cannot take the pile: you need a natural pair.")
            if frozen:
                return Violation("PILE_FROZEN", "S7.4",
                                 "The pile is frozen: only a natural pair of the top card takes it.")
            if not opened:  # not frozen for this side (frozen_until_opened=false, C14), but S7.6 still holds
                return Violation("PILE_FROZEN_UNOPENED", "S7.6",
                                 "Your side has not opened: the pile can only be taken with a natural pair.")
        else:
            return Violation("TWO_WILDS", "S7.5", "Two wild cards cannot take the pile: you need a natural pair.")
    group = (top, *action.cards)
    problem = check_group(group, rules)
    if problem:
        return problem
    new = [NewMeld(GROUP, top.rank, "", sort_cards(GROUP, group))]
    target: int = -1
    target_cards: tuple[Card, ...] = ()
    joined = joined_group(obs, top.rank)
    if joined is not None:
        merged = (*joined.cards, *group)
        problem = check_group(merged, rules)
        if problem:
            return problem
        if joined.is_complete and not rules.allow_wild_on_completed_canasta and any(c.is_wild for c in group):
            return Violation("WILD_ON_CANASTA", "S8.5", "No wild card may be added to a completed canasta.",
                             (("case", "layoff"),))
        new, target, target_cards = [], joined.id, sort_cards(GROUP, merged)
    group_ranks = {m.rank for m in obs.my_melds() if m.kind == GROUP} | {top.rank} if action.melds else set()
    for cards in action.melds:
        kind = check_new_meld(cards, rules)
        if isinstance(kind, Violation):
            return kind
        if kind[0] == GROUP and not rules.allow_duplicate_rank_groups:
            if kind[1] in group_ranks:
                return duplicate_group(kind[1])
            group_ranks.add(kind[1])
        new.append(NewMeld(kind[0], kind[1], kind[2], sort_cards(kind[0], cards)))
    extra = [c for m in action.melds for c in m]
    rest2 = take_from_hand(rest, extra)
    if rest2 is None:
        return missing_cards(rest, extra)
    opening_short = None
    if not opened:
        opening_short = check_opening(obs.requirement(), [(m.kind, m.cards) for m in new])
        if opening_short is not None and not rules.concealed_exempt_from_initial_minimum:
            return opening_short
    return _settle_take(obs, TakePlan(A.PAIR, tuple(new), target, target_cards, rest2), opening_short)


def joined_group(obs: Observation, rank: int) -> Meld | None:
    """Where a side may hold only one group of a rank (C21, ``allow_duplicate_rank_groups=false``),
    the side's group of ``rank`` that a pair take of that rank joins, if it has one; else None.

    [ENGINE DECISION] S7.3a lets the take's new group be "merged at once with an existing group of
    that rank"; where a second group of the rank may not stand (C21: "no more than one meld of a
    rank"), the top card and the pair go straight onto that group — the take is refused only when
    the group could not hold them (S8.2; S8.5: no wild card into a completed canasta). The side's
    melds are its own or, with ``melds_owned_by=player``, the player's (C40)."""
    if obs.rules.allow_duplicate_rank_groups:
        return None
    return next((m for m in obs.my_melds() if m.kind == GROUP and m.rank == rank), None)
