"""Whether an action is legal for the seat that observes, and what it would do.

Each ``plan_*`` function returns either a ``Violation`` or a plan that ``transitions`` carries out,
so the rules are written once and checked before anything changes (the state never changes on a
refusal). Everything here works from an ``Observation``: a seat can always ask whether a move is
legal without seeing more than it may.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from . import actions as A
from . import state as S
from .cards import RANK_NAMES, Card
from .errors import Violation
from .melds import (
    BLACK_THREES,
    GROUP,
    SEQUENCE,
    WILD_MELD,
    Meld,
    check_group,
    check_layoff,
    check_new_meld,
    check_sequence,
    merge_melds,
    sequence_fits_end,
    sort_cards,
)
from .observation import Observation
from .opening import check_opening


def _v(code: str, rule: str, message: str) -> Violation:
    return Violation(code, rule, message)


def take_from_hand(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[Card, ...] | None:
    """The hand without ``cards`` (a multiset difference), or None if it does not hold them all."""
    rest = list(hand)
    for card in cards:
        try:
            rest.remove(card)
        except ValueError:
            return None
    return tuple(rest)


def _missing(hand: Sequence[Card], cards: Sequence[Card]) -> Violation:
    rest = list(hand)
    for card in cards:
        if card in rest:
            rest.remove(card)
        else:
            return _v("NOT_IN_HAND", "S4.4", f"You do not hold {card.code}" +
                      (" (another one)." if card in hand else "."))
    return _v("NOT_IN_HAND", "S4.4", "You do not hold those cards.")


@dataclass(frozen=True, slots=True)
class NewMeld:
    kind: str
    rank: int
    suit: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Batch:
    """New melds and lay-offs checked together; ``changed`` maps meld id → its cards afterwards."""

    new: tuple[NewMeld, ...]
    changed: tuple[tuple[int, tuple[Card, ...]], ...]
    rest: tuple[Card, ...]
    side_melds_after: tuple[tuple[str, int], ...]
    """(kind, size) of every meld of the side afterwards: enough to count canastas and sambas."""
    onto_partner: bool
    """Some card went onto a meld a partner laid before this turn (BR15)."""


def plan_batch(obs: Observation, new_melds: Sequence[Sequence[Card]], layoffs: Sequence[tuple[int, Sequence[Card]]],
               hand: Sequence[Card], *, going_out: bool) -> Violation | Batch:
    """New melds and lay-offs from ``hand`` as one atomic step (S4.4, S8, S9, S10.1, S13)."""
    rules = obs.rules
    every = [c for m in new_melds for c in m] + [c for _, cards in layoffs for c in cards]
    rest = take_from_hand(hand, every)
    if rest is None:
        return _missing(hand, every)
    mine = {m.id: m for m in obs.my_melds()}
    new: list[NewMeld] = []
    group_ranks = {m.rank for m in mine.values() if m.kind == GROUP}
    for cards in new_melds:
        kind = check_new_meld(cards, rules, going_out=going_out)
        if isinstance(kind, Violation):
            return kind
        name, rank, suit = kind
        if name == GROUP and not rules.allow_duplicate_rank_groups:
            if rank in group_ranks:
                return _v("DUPLICATE_GROUP", "C21",
                          f"Your side already has a group of {RANK_NAMES[rank]}s: add to it instead.")
            group_ranks.add(rank)
        new.append(NewMeld(name, rank, suit, sort_cards(name, cards)))
    current: dict[int, Meld] = {}
    onto_partner = False
    for meld_id, cards in layoffs:
        meld = current.get(meld_id) or mine.get(meld_id)
        if meld is None:
            if obs.meld(meld_id) is None:
                return _v("NO_SUCH_MELD", "S4.4", "That meld is not on the table.")
            return _v("NOT_YOUR_MELD", "S4.7", "You may add cards only to your own side's melds.")
        problem = check_layoff(meld, cards, rules, going_out=going_out)
        if problem:
            return problem
        if meld.seat != obs.seat and meld.turn < obs.turn.number:
            onto_partner = True
        current[meld_id] = replace(meld, cards=sort_cards(meld.kind, meld.cards + tuple(cards)))
    after = [(m.kind, len(current[m.id].cards) if m.id in current else m.size)
             for m in obs.side_melds(obs.side)]
    after.extend((m.kind, len(m.cards)) for m in new)
    return Batch(tuple(new), tuple((i, m.cards) for i, m in current.items()), rest, tuple(after), onto_partner)


def canastas_in(after: Sequence[tuple[str, int]]) -> tuple[int, int]:
    """(all completed melds, sambas) from (kind, size) pairs."""
    complete = [kind for kind, size in after if kind != BLACK_THREES and size >= 7]
    return len(complete), complete.count(SEQUENCE)


def going_out_problem(obs: Observation, after: Sequence[tuple[str, int]]) -> Violation | None:
    """S15.1 / BR13: the side's completed melds once the going-out action is done."""
    total, sambas = canastas_in(after)
    need = obs.rules.go_out_requirement
    if need == "two_canastas" and total < 2:
        return _v("NEED_TWO_CANASTAS", "S15.1", f"Your side needs two canastas to go out (it has {total}).")
    if need == "one_canasta" and total < 1:
        return _v("NEED_ONE_CANASTA", "C26", "Your side needs a canasta to go out.")
    if need == "samba_plus_one" and (sambas < 1 or total < 2):
        return _v("NEED_SAMBA_PLUS_ONE", "BR13",
                  "Your side needs a samba and one more canasta to go out.")
    return None


# -- the actions, one by one -------------------------------------------------------------------

def check_turn(obs: Observation, action: A.Action) -> Violation | None:
    """Whose turn and which phase: the checks common to every action (S4.1)."""
    if obs.phase in (S.HAND_OVER, S.GAME_OVER):
        return _v("HAND_OVER", "S4.1", "The hand is over.")
    if obs.seat != obs.to_act:
        if obs.phase == S.ANSWER:
            return _v("WAITING_FOR_ANSWER", "S15.4", "Waiting for the partner to answer.")
        return _v("NOT_YOUR_TURN", "S2.3", "It is not your turn.")
    if obs.phase == S.ANSWER:
        if not isinstance(action, A.AnswerGoOut):
            return _v("MUST_ANSWER", "S15.4", "Your partner asked to go out: answer yes or no.")
        return None
    if isinstance(action, A.AnswerGoOut):
        return _v("NOTHING_TO_ANSWER", "S15.4", "Nobody asked you anything.")
    if obs.phase == S.DRAW and not isinstance(action, A.DrawStock | A.TakePile | A.EndHand) and not (
        isinstance(action, A.AskGoOut) and obs.rules.go_out_permission == "mandatory"
    ):
        return _v("MUST_DRAW", "S4.3", "Draw first: take two cards from the stock, or take the pile.")
    if obs.phase == S.MELD and isinstance(action, A.DrawStock | A.TakePile):
        return _v("ALREADY_DREW", "S4.3", "You have already drawn this turn.")
    return None


def _bound_before_draw(obs: Observation) -> Violation | None:
    """A "yes" given before the draw (S14.3 with BR14) binds the player to take the pile and go out."""
    if obs.turn.asked == S.ASKED_YES:
        return _v("MUST_GO_OUT", "S15.4", "Your partner said yes: take the pile and go out this turn.")
    return None


def plan_draw(obs: Observation) -> Violation | None:
    bound = _bound_before_draw(obs)
    if bound:
        return bound
    if obs.stock_size == 0:
        return _v("STOCK_EMPTY", "S16.3", "The stock is empty: take the pile or end the hand.")
    return None


@dataclass(frozen=True, slots=True)
class TakePlan:
    method: str
    new: tuple[NewMeld, ...]
    """The pair's group first, then any opening melds."""
    target: int
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


def observation_after_take(obs: Observation, plan: TakePlan, commits: bool) -> Observation:
    """What this seat would see straight after the take (the same melds, hand and turn flags as
    ``transitions`` produces), so "could the player then go out?" is asked of the real position.
    New melds get fresh ids; ids do not change whether going out is possible."""
    side = obs.side
    gain = pile_gain(obs, plan.method)
    if plan.method == A.PAIR:
        next_id = max((m.id for m in obs.melds), default=0) + 1
        melds = obs.melds + tuple(Meld(next_id + i, side, obs.seat, m.kind, m.cards, m.rank, m.suit, obs.turn.number)
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
    can then go out this turn, and it commits them to it exactly as a "yes" does.

    [ENGINE DECISION] How the engine knows at take time that the player "lays down the whole
    hand" (C25): it does not guess. A take that misses the opening minimum is legal under
    ``concealed_exempt_from_initial_minimum`` when going out is possible straight after it, and it
    binds the player to go out this turn; the going-out action then lays the rest down. Surprise
    cards (C6) are unseen, so a take that brings them is never judged by what could follow."""
    from .goout import find_go_out

    surprise = 0 if plan.method == A.SEQUENCE_CARD else obs.surprise_count
    short_hand = len(plan.rest) + len(pile_gain(obs, plan.method)) + surprise < 2
    commits = short_hand or opening_short is not None
    bound = obs.turn.asked == S.ASKED_YES
    if not commits and not bound:
        return plan
    if surprise or find_go_out(observation_after_take(obs, plan, commits), ignore_permission=True) is None:
        if short_hand:
            return _v("MIN_HAND", "S14.3", "Taking the pile this way leaves you fewer than two cards, "
                      "and you could not go out this turn.")
        if opening_short is not None:
            return Violation(opening_short.code, opening_short.rule,
                             f"{opening_short.message} (Going out at once would need no minimum, "
                             "but you could not go out this turn.)")
        return _v("MUST_GO_OUT", "S15.4",
                  "Your partner said yes: take the pile only in a way that lets you go out this turn.")
    if commits:
        permission = permission_problem(obs)
        if permission is not None and permission.code == "MUST_ASK":
            return _v("MUST_ASK", "BR14", "This take leaves you no way on but going out: "
                      "ask your partner before you draw.")
        if permission is not None:
            return permission
    return replace(plan, commits=commits)


def plan_take(obs: Observation, action: A.TakePile) -> Violation | TakePlan:
    """S7 and S12.4, in the order of the engine notes."""
    rules = obs.rules
    top = obs.top
    if top is None:
        return _v("PILE_EMPTY", "S7.2", "The pile is empty.")
    if not top.is_natural:
        what = "a wild card" if top.is_wild else ("a black three" if top.is_black_three else "a red three")
        return _v("PILE_BLOCKED", "S7.1", f"The pile is blocked: {what} is on top. Draw from the stock.")
    if rules.one_card_pile_restriction and len(obs.hand) == 1 and obs.stock_size > 0:
        return _v("ONE_CARD_NO_PILE", "C39", "With one card in hand you may not take the pile while the stock lasts.")
    side = obs.side
    frozen = obs.frozen_for(side)
    opened = obs.opened[side]
    if action.method == A.PAIR:
        return _plan_pair(obs, action, top, frozen, opened)
    if action.melds:
        return _v("MELDS_ONLY_WITH_PAIR", "S12.4", "Opening melds go with taking the pile by a pair.")
    if action.cards:
        return _v("TOP_CARD_ALONE", "S7.5",
                  "The top card cannot be joined with cards from your hand to extend a meld.")
    if not opened:
        return _v("PILE_FROZEN_UNOPENED", "S7.6",
                  "Your side has not opened: the pile can only be taken with a natural pair.")
    if frozen:
        return _v("PILE_FROZEN", "S7.4", "The pile is frozen: only a natural pair of the top card takes it.")
    target = obs.meld(action.target)
    if target is None:
        return _v("NO_SUCH_MELD", "S7.3", "Choose one of your melds for the top card.")
    if target not in obs.my_melds():
        return _v("NOT_YOUR_MELD", "S4.7", "You may add cards only to your own side's melds.")
    # Refusals that come from a table option cite the rule of that option: the conflict entry (C10,
    # C11…) when several presets share the value, the Brazilian rule when only [001] has it (BR8).
    if rules.pile_layoff_targets == "none":
        return _v("NO_PILE_LAYOFF", "C10", "At this table the pile can only be taken with a natural pair.")
    if target.kind == SEQUENCE:
        if target.size >= rules.max_sequence_length:
            return _v("SAMBA_CLOSED", "S7.5", "A samba is closed: the top card cannot be added to it.")
        if not sequence_fits_end(target, top, rules):
            return _v("TOP_DOES_NOT_FIT", "S7.3",
                      f"{top.code} does not extend that sequence at either end.")
        wanted = A.SEQUENCE_CARD if rules.sequence_layoff_takes == "top_card_only" else A.LAYOFF
        if action.method != wanted:
            if wanted == A.SEQUENCE_CARD:
                return _v("SEQUENCE_TAKES_ONE", "BR8",
                          "At this table, extending a sequence from the pile takes only the top card.")
            return _v("SEQUENCE_TAKES_PILE", "C11", "At this table, extending a sequence takes the whole pile.")
    else:
        if action.method == A.SEQUENCE_CARD:
            return _v("NOT_A_SEQUENCE", "BR8", "Only a sequence can take the top card alone.")
        targets = rules.pile_layoff_targets
        if targets == "sequences_only":
            return _v("NO_GROUP_LAYOFF", "C10",
                      "At this table the top card can only extend a sequence, not a group.")
        if target.kind != GROUP or target.rank != top.rank:
            return _v("TOP_DOES_NOT_FIT", "S7.3", f"{top.code} does not fit that meld.")
        if target.size >= 7 and targets != "any_meld":
            return _v("NOT_ONTO_CANASTA", "S7.5", "The top card cannot be laid off onto a completed canasta.")
    cards = sort_cards(target.kind, (*target.cards, top))
    return _settle_take(obs, TakePlan(action.method, (), target.id, cards, obs.hand))


def _plan_pair(obs: Observation, action: A.TakePile, top: Card, frozen: bool, opened: bool
               ) -> Violation | TakePlan:
    rules = obs.rules
    if len(action.cards) < 2:
        return _v("PAIR_NEEDS_TWO", "S7.3", "Taking the pile by a pair needs two cards from your hand.")
    if not opened and not rules.allow_pile_for_initial_meld:
        return _v("NO_PILE_FOR_OPENING", "C24", "At this table the pile cannot be taken to open.")
    rest = take_from_hand(obs.hand, action.cards)
    if rest is None:
        return _missing(obs.hand, action.cards)
    # [ENGINE DECISION] Beyond the pair, more cards of the top card's rank and wild cards from the
    # hand may go into the new group at once (S12.4: hand cards count for the opening), as long as
    # the group itself is legal (S8.2).
    naturals = [c for c in action.cards if c.is_natural and c.rank == top.rank]
    wilds = [c for c in action.cards if c.is_wild]
    if len(naturals) + len(wilds) != len(action.cards):
        return _v("PAIR_WRONG_RANK", "S7.3a",
                  f"You need two natural {RANK_NAMES[top.rank]}s to take the pile with the {top.code}.")
    if len(naturals) < 2:
        if len(naturals) == 1:
            if not rules.allow_pile_natural_plus_wild:
                return _v("NATURAL_PLUS_WILD", "S7.5",
                          "A natural card and a wild card cannot take the pile: you need a natural pair.")
            if not opened or frozen:
                return _v("PILE_FROZEN", "S7.4", "The pile is frozen: only a natural pair of the top card takes it.")
        else:
            return _v("TWO_WILDS", "S7.5", "Two wild cards cannot take the pile: you need a natural pair.")
    group = (top, *action.cards)
    problem = check_group(group, rules)
    if problem:
        return problem
    new = [NewMeld(GROUP, top.rank, "", sort_cards(GROUP, group))]
    for cards in action.melds:
        kind = check_new_meld(cards, rules)
        if isinstance(kind, Violation):
            return kind
        new.append(NewMeld(kind[0], kind[1], kind[2], sort_cards(kind[0], cards)))
    extra = [c for m in action.melds for c in m]
    rest2 = take_from_hand(rest, extra)
    if rest2 is None:
        return _missing(rest, extra)
    opening_short = None
    if not opened:
        opening_short = check_opening(obs.requirement(), [(m.kind, m.cards) for m in new])
        if opening_short is not None and not rules.concealed_exempt_from_initial_minimum:
            return opening_short
    return _settle_take(obs, TakePlan(A.PAIR, tuple(new), -1, (), rest2), opening_short)


def must_go_out_problem(obs: Observation) -> Violation | None:
    """The player is bound to go out this turn, so only going out (and a merge that keeps it
    possible) is left: after a "yes" (S15.4) or a committing take (S14.3)."""
    if obs.turn.asked == S.ASKED_YES:
        return _v("MUST_GO_OUT", "S15.4", "Your partner said yes: you must go out this turn.")
    if obs.turn.committed:
        return _v("MUST_GO_OUT", "S14.3", "You took the pile to go out: you must go out this turn.")
    return None


def plan_meld(obs: Observation, action: A.Meld) -> Violation | Batch:
    bound = must_go_out_problem(obs)
    if bound:
        return bound
    if not action.melds and not action.layoffs:
        return _v("EMPTY_MELD", "S4.4", "Choose cards to meld.")
    batch = plan_batch(obs, action.melds, action.layoffs, obs.hand, going_out=False)
    if isinstance(batch, Violation):
        return batch
    if not obs.opened[obs.side]:
        problem = check_opening(obs.requirement(), [(m.kind, m.cards) for m in batch.new])
        if problem:
            return problem
    keep = 1 if obs.turn.no_discard else 2
    if len(batch.rest) < keep:
        return _v("MIN_HAND", "S14.3",
                  "You must keep a card to discard: you may empty your hand only by going out.")
    return batch


def plan_merge(obs: Observation, action: A.MergeGroups) -> Violation | tuple[Meld, Meld]:
    """S10.2 (and S9.5's option ``allow_sequence_merge``): join two melds of the side into one."""
    rules = obs.rules
    mine = {m.id: m for m in obs.my_melds()}
    a, b = mine.get(action.a), mine.get(action.b)
    if a is None or b is None or a.id == b.id:
        return _v("NO_SUCH_MELD", "S10.2", "Choose two different melds of your side.")
    if a.kind == SEQUENCE and b.kind == SEQUENCE:
        if not rules.allow_sequence_merge:
            return _v("NO_SEQUENCE_MERGE", "S9.5", "Two sequences are never joined into one.")
        if a.size >= rules.max_sequence_length or b.size >= rules.max_sequence_length:
            return _v("SAMBA_CLOSED", "S9.4", "A samba is closed: nothing more can be added.")
        problem = check_sequence(a.cards + b.cards, rules)
        if problem:
            return problem
    else:
        if not rules.allow_group_merge:
            return _v("NO_MERGE", "C21", "At this table groups cannot be merged.")
        if a.kind != GROUP or b.kind != GROUP or a.rank != b.rank:
            return _v("MERGE_DIFFERENT", "S10.2", "Only two groups of the same rank can be merged.")
        problem = check_group(a.cards + b.cards, rules)
        if problem:
            return problem
        # [ENGINE DECISION] Two incomplete groups may merge into a mixed canasta: neither was a
        # completed canasta, so no wild card is brought into one (S8.5 is about completed canastas).
        if not rules.allow_wild_on_completed_canasta and ((a.is_complete and b.wilds) or (b.is_complete and a.wilds)):
            return _v("WILD_ON_CANASTA", "S8.5", "A merge may not bring a wild card into a completed canasta.")
    if obs.turn.must_go_out:
        from .goout import find_go_out

        if find_go_out(observation_after_merge(obs, a, b)) is None:
            return _v("MERGE_BLOCKS_GOING_OUT", "S10.2",
                      "You must go out this turn, and after this merge you could not.")
    return a, b


def observation_after_merge(obs: Observation, a: Meld, b: Meld) -> Observation:
    """What this seat would see after joining ``b`` into ``a`` (as ``transitions`` does it)."""
    return replace(obs, melds=merge_melds(obs.melds, a, b))


def plan_ask(obs: Observation) -> Violation | None:
    from .goout import find_go_out

    rules = obs.rules
    if rules.go_out_permission == "none":
        return _v("NO_ASKING", "C28", "At this table nobody asks permission to go out.")
    if obs.partner is None:
        return _v("NO_PARTNER", "S15.4", "You have no partner to ask.")
    if obs.turn.asked:
        return _v("ASKED_ALREADY", "S15.4", "You may ask only once per turn.")
    if obs.turn.committed:
        return _v("MUST_GO_OUT", "S14.3", "You took the pile to go out: go out now, there is nothing to ask.")
    if obs.phase == S.DRAW:
        if rules.go_out_permission != "mandatory":
            return _v("MUST_DRAW", "S4.3", "Draw first: take two cards from the stock, or take the pile.")
        if not can_take_to_go_out(obs):
            return _v("MUST_DRAW", "S14.3", "Before drawing you may ask only to take the pile and go out at once, "
                      "and no take lets you do that now. Draw first.")
        return None
    if find_go_out(obs, ignore_permission=True) is None:
        return _v("CANNOT_GO_OUT", "S15.4", "You may ask only when you could go out.")
    return None


def can_take_to_go_out(obs: Observation) -> bool:
    """S14.3 with BR14: before drawing, is there a take that needs the partner's "yes" (it leaves
    the player no way on but going out) and after which going out is possible? The takes tried are
    those ``pile_takes`` would try, judged as if the partner had said yes."""
    from .choices import take_candidates

    if obs.phase != S.DRAW or obs.top is None or not obs.top.is_natural:
        return False
    yes = replace(obs, turn=replace(obs.turn, asked=S.ASKED_YES))
    for take in take_candidates(obs):
        if not _could_commit(obs, take):
            continue
        result = plan_take(yes, take)
        if isinstance(result, TakePlan) and result.commits:
            return True
    return False


def _could_commit(obs: Observation, take: A.TakePile) -> bool:
    """A cheap test before the full check: could this take leave fewer than two cards, or be the
    whole-hand exemption of C25?"""
    if take.method == A.PAIR:
        used = len(take.cards) + sum(len(m) for m in take.melds)
        if not obs.opened[obs.side] and obs.rules.concealed_exempt_from_initial_minimum:
            return True
        return len(obs.hand) - used + len(pile_gain(obs, A.PAIR)) + obs.surprise_count < 2
    gain = 0 if take.method == A.SEQUENCE_CARD else len(pile_gain(obs, take.method)) + obs.surprise_count
    return len(obs.hand) + gain < 2


def plan_discard(obs: Observation, action: A.Discard) -> Violation | tuple[Card, ...]:
    bound = must_go_out_problem(obs)
    if bound:
        return bound
    if obs.turn.no_discard:
        return _v("NO_DISCARD", "S16.2",
                  "The stock ran out on a red three: no discard this turn. Meld, or end the hand.")
    rest = take_from_hand(obs.hand, (action.card,))
    if rest is None:
        return _missing(obs.hand, (action.card,))
    if not rest:
        return _v("LAST_CARD", "S14.3", "Discarding your last card is going out: use Go out.")
    return rest


def permission_problem(obs: Observation) -> Violation | None:
    rules = obs.rules
    if obs.partner is None or rules.go_out_permission == "none":
        return None
    if obs.turn.asked == S.ASKED_NO:
        return _v("GO_OUT_REFUSED", "S15.4", "Your partner said no: you may not go out this turn.")
    if rules.go_out_permission == "mandatory" and obs.turn.asked != S.ASKED_YES:
        return _v("MUST_ASK", "BR14", "Ask your partner before going out.")
    return None


def plan_go_out(obs: Observation, action: A.GoOut, *, ignore_permission: bool = False) -> Violation | Batch:
    """S15 checks. A partner's "no" is reported first; a missing question (BR14) last, so a player
    who could not go out anyway hears the real reason (the cards, the canastas) rather than "ask"."""
    permission = None if ignore_permission else permission_problem(obs)
    if permission is not None and permission.code == "GO_OUT_REFUSED":
        return permission
    hand = obs.hand
    if action.discard is not None:
        if obs.turn.no_discard:
            return _v("NO_DISCARD", "S16.2",
                      "The stock ran out on a red three: you may go out only by melding every card.")
        hand = take_from_hand(hand, (action.discard,))
        if hand is None:
            return _missing(obs.hand, (action.discard,))
    batch = plan_batch(obs, action.melds, action.layoffs, hand, going_out=True)
    if isinstance(batch, Violation):
        return batch
    if batch.rest:
        return _v("NOT_ALL_CARDS", "S15.2",
                  "To go out, meld every card (one card may be your final discard).")
    side = obs.side
    if not obs.opened[side] and not obs.rules.concealed_exempt_from_initial_minimum:
        problem = check_opening(obs.requirement(), [(m.kind, m.cards) for m in batch.new])
        if problem:
            return problem
    problem = going_out_problem(obs, batch.side_melds_after)
    return problem or permission or batch


def plan_end_hand(obs: Observation) -> Violation | None:
    from .choices import pile_takes

    if obs.phase == S.MELD:
        bound = must_go_out_problem(obs)
        if bound:
            return bound
        if obs.turn.no_discard:
            return None
        return _v("CANNOT_END", "S14.1", "The hand goes on: end your turn with a discard.")
    bound = _bound_before_draw(obs)
    if bound:
        return bound
    if obs.stock_size > 0:
        return _v("CANNOT_END", "S16.3", "The stock is not empty: draw or take the pile.")
    if obs.rules.stock_exhausted_rule == "forced_take_or_end" and any(
        t.method != A.PAIR for t in pile_takes(obs)
    ):
        return _v("MUST_TAKE_PILE", "S16.3",
                  "The stock is empty and the top card fits your melds: you must take the pile.")
    return None


def check(obs: Observation, action: A.Action) -> Violation | None:
    """Whether ``action`` is legal for ``obs.seat`` now: ``None``, or the reason it is not."""
    A.validate_action(action)
    problem = check_turn(obs, action)
    if problem:
        return problem
    result = plan(obs, action)
    return result if isinstance(result, Violation) else None


def plan(obs: Observation, action: A.Action) -> object:
    """The plan of an action that passed ``check_turn``, or its ``Violation``."""
    if isinstance(action, A.DrawStock):
        return plan_draw(obs)
    if isinstance(action, A.TakePile):
        return plan_take(obs, action)
    if isinstance(action, A.Meld):
        return plan_meld(obs, action)
    if isinstance(action, A.MergeGroups):
        return plan_merge(obs, action)
    if isinstance(action, A.AskGoOut):
        return plan_ask(obs)
    if isinstance(action, A.AnswerGoOut):
        return None
    if isinstance(action, A.Discard):
        return plan_discard(obs, action)
    if isinstance(action, A.GoOut):
        return plan_go_out(obs, action)
    return plan_end_hand(obs)


__all__ = ["WILD_MELD", "check", "plan"]
