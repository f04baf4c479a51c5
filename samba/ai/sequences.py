"""The road to a samba where going out needs one (BR13: a samba plus one more canasta).

Under the default rules any two canastas let a side go out, and the bots treat sequences as one
meld among others. Under BR13 a side that never finishes a seven-card run of one suit can never
go out, and Brazilian hands then all end on the stock (issue #16 item 4). This module holds what
the bots do differently while their side still lacks its samba; every function returns "nothing
different" unless ``pursuing(obs)`` holds, so the default rules play exactly as before.

What it changes (each pinned by ``tests/ai/test_ai_sambas.py``, measured in ``STRENGTH.md``):

* a card that extends the side's sequence goes onto it before it goes onto a group of its rank
  (the group already has its rank; the sequence needs that very card);
* a new sequence is laid from a suited run of at least ``short_sequence_threshold`` cards (BR6:
  shorter ones cost 1,000 if the hand ends before they grow) even when some of its cards also
  pair, while the side has no sequence yet; early in the hand (``EARLY_ROUNDS``) a run of four;
* the pile's top card is taken alone (BR8) when it extends the side's sequence: a known step
  towards the samba beats two unknown stock cards;
* cards that extend the side's sequences are kept rather than discarded, and a suited run of
  three or more held in hand is kept over a pair (a card with a card of its suit two ranks away a
  little longer too);
* while the stock holds ``HOLD_ROUNDS`` rounds, the suited cards held in hand that could lie in
  one samba together (two cards of one suit at most six ranks apart) stay
  out of the groups of their ranks, so that a run can grow to five and be laid (a seat seldom held
  five at once: its suited cards went onto the side's groups one by one); this goes on once the
  side has a sequence (it may be stuck: the cards at its ends already lie in groups), and a second
  run of five is laid then too (BR6: five cost nothing if they never grow);
* while the stock holds ``SPARE_ROUNDS`` rounds, natural cards are not laid on the side's finished
  group canastas (there they add only their points; in hand they may still join a run).

Where the last four points came from (``STRENGTH.md``, "Brazilian: suited cards kept for the
samba"): at the end of the Brazilian hands that ran out of stock, every side lacked its samba, and
two sides in three had no sequence at all while holding six to nine group canastas, many of them
grown to ten cards and more: the suited cards a samba needs had gone onto groups.
"""

from __future__ import annotations

from samba.engine import Card, Observation, RuleSet
from samba.engine import actions as A
from samba.engine.analysis import SEQUENCE, Meld, sequence_fits_end, sequence_runs

EXTEND_KEEP = 60.0
"""Extra keep value of a card that extends one of the side's unfinished sequences."""
RUN_KEEP = 15.0
"""Extra keep value, per card beyond two, of a card in a suited run held in hand that does not
extend one of the side's sequences (the run becomes one at the BR6 threshold)."""
GAP_KEEP = 6.0
"""Extra keep value of a card with a card of its suit two ranks away in hand (one card fills the
gap; adjacent cards already get the heuristic's ``connector_keep``, 6)."""
TAKE_CARD = 40.0
"""Extra value of taking the top card alone onto a sequence (BR8), on top of its place on the table."""
TAKE_PER_SIZE = 15.0
"""And this much more for each card the sequence already holds beyond four (closer to seven)."""
EARLY_ROUNDS = 10
"""While the stock holds this many rounds of draws (only with four players or fewer: six players'
stock holds six), a run of ``EARLY_RUN`` is laid too: it has time to reach the BR6 threshold.
With six players runs of four early cost points (``STRENGTH.md``)."""
EARLY_RUN = 4
HOLD_SPAN = 6
"""Two cards of one suit at most this many ranks apart (they fit in one seven-card samba) are kept
out of the groups of their ranks (``held_runs``): laid on a group a card adds only its points (the
group grows from any card of its rank), while in hand it may join a run that grows to the five
cards a sequence may be laid with (BR6) and then to a samba. (Before 27 November, branch ai9: only
two cards of adjacent ranks; two apart added, then six apart: +276 a hand [+158, +395] over two
apart, ``STRENGTH.md``.)"""
HOLD_ROUNDS = 3
"""...while the stock holds this many rounds of draws (after that a held card mostly counts against
the side when the stock runs out)."""
SPARE_ROUNDS = 1
"""While the stock holds this many rounds of draws, natural cards stay off the side's finished
group canastas (``spare_from_canastas``)."""
NEW_RUN_PRIORITY = 60.0
"""Planner priority of a new sequence while the side needs its samba (groups are laid at 40)."""
EXTEND_PRIORITY = 70.0
"""Planner priority of growing the side's sequence (completing it is 95, as for any canasta)."""


def pursuing(obs: Observation) -> bool:
    """Whether the seat's side still needs the samba its going out requires (BR13)."""
    return obs.rules.go_out_requirement == "samba_plus_one" and not any(
        m.kind == SEQUENCE and m.is_complete for m in obs.side_melds(obs.side))


def open_sequences(obs: Observation) -> list[Meld]:
    """The side's sequences that may still grow."""
    longest = obs.rules.max_sequence_length
    return [m for m in obs.my_melds() if m.kind == SEQUENCE and m.size < longest]


def _grown(meld: Meld, card: Card) -> Meld:
    return meld.__class__(meld.id, meld.side, meld.seat, meld.kind, tuple(sorted((*meld.cards, card))),
                          meld.rank, meld.suit, meld.turn)


def grow(meld: Meld, pool: list[Card], rules: RuleSet) -> tuple[list[Card], int]:
    """The cards of ``pool`` that extend sequence ``meld``, one end at a time (lowest card first), removed from
    ``pool``; and the sequence's size with them (at most the table's longest sequence)."""
    current, added = meld, []
    grown = True
    while grown and current.size < rules.max_sequence_length:
        grown = False
        for c in sorted(set(pool)):
            if sequence_fits_end(current, c, rules):
                pool.remove(c)
                added.append(c)
                current = _grown(current, c)
                grown = True
                break
    return added, current.size


def extensions(obs: Observation, pool: list[Card]) -> list[tuple[float, list[Card], int]]:
    """(priority, cards, sequence id): the cards of ``pool`` that extend the side's sequences, one
    end at a time; the cards are removed from ``pool``. Empty unless ``pursuing``."""
    if not pursuing(obs):
        return []
    rules = obs.rules
    out: list[tuple[float, list[Card], int]] = []
    for meld in open_sequences(obs):
        added, size = grow(meld, pool, rules)
        if added:
            prio = 95.0 if size >= rules.max_sequence_length else EXTEND_PRIORITY
            out.append((prio, added, meld.id))
    return out


def new_runs(obs: Observation, pool: list[Card]) -> list[tuple[float, list[Card]]]:
    """(priority, cards): new sequences worth laying now, taken out of ``pool``: while the side
    needs its samba, the longest suited run of at least the BR6 threshold, its cards chosen from
    the whole hand (a card that also pairs included); while the side has no sequence to grow and
    the hand is young (``EARLY_ROUNDS``), a run of ``EARLY_RUN``. A second sequence is laid only
    at the threshold: the first may be stuck, and a run of five risks no BR6 penalty. Empty
    unless ``pursuing``."""
    if not pursuing(obs):
        return []
    rules = obs.rules
    least = max(3, rules.short_sequence_threshold if rules.short_sequence_penalty else 3)
    if not open_sequences(obs) and obs.stock_size >= EARLY_ROUNDS * rules.stock_draw_count * len(obs.active):
        least = min(least, EARLY_RUN)
    runs = [r for r in sequence_runs(pool, rules.max_sequence_length) if len(r) >= least]
    if not runs:
        return []
    best = max(runs, key=lambda r: (len(r), sum(c.points for c in r)))
    for c in best:
        pool.remove(c)
    prio = 95.0 if len(best) >= rules.max_sequence_length else NEW_RUN_PRIORITY
    return [(prio, list(best))]


def held_runs(obs: Observation, pool: list[Card]) -> list[Card]:
    """One card of each rank in ``pool`` that has another card of its suit at most ``HOLD_SPAN``
    ranks away (the two fit in one samba), kept out of the groups of their ranks this turn: while
    the side needs its samba and the stock holds ``HOLD_ROUNDS`` rounds of draws. Empty unless
    ``pursuing``."""
    if not pursuing(obs):
        return []
    rules = obs.rules
    if obs.stock_size < HOLD_ROUNDS * rules.stock_draw_count * len(obs.active):
        return []
    held: list[Card] = []
    for suit in "CDHS":
        ranks = {c.rank for c in pool if c.is_natural and c.suit == suit and c.rank >= 4}
        for rank in sorted(ranks):
            if any(abs(rank - other) <= HOLD_SPAN for other in ranks - {rank}):
                held.append(Card.of(rank, suit))
    return held


def take_bonus(obs: Observation, take: A.TakePile) -> float:
    """What taking the top card alone onto a sequence (BR8) adds while the side needs its samba."""
    if take.method != A.SEQUENCE_CARD or not pursuing(obs):
        return 0.0
    meld = obs.meld(take.target) if take.target is not None else None
    if meld is None or meld.kind != SEQUENCE:
        return 0.0
    return TAKE_CARD + TAKE_PER_SIZE * max(0, meld.size - 4)


def keep_bonus(obs: Observation, card: Card) -> float:
    """Extra keep value of ``card`` while the side needs its samba: it extends a side sequence,
    else it belongs to a suited run in hand or has a card of its suit two ranks away."""
    if not card.is_natural or not pursuing(obs):
        return 0.0
    rules = obs.rules
    growing = open_sequences(obs)
    if any(sequence_fits_end(m, card, rules) for m in growing):
        return EXTEND_KEEP
    ranks = {c.rank for c in obs.hand if c.is_natural and c.suit == card.suit and c.rank >= 4}
    gap = GAP_KEEP if card.rank - 2 in ranks or card.rank + 2 in ranks else 0.0
    for run in sequence_runs(obs.hand, rules.max_sequence_length):
        if card.suit == run[0].suit and run[0].rank <= card.rank <= run[-1].rank:
            return RUN_KEEP * (len(run) - 2) + gap
    return gap


def spare_from_canastas(obs: Observation) -> bool:
    """Whether natural cards stay in hand rather than go onto the side's finished group canastas
    (where they add only their points): while the side needs its samba and the stock holds
    ``SPARE_ROUNDS`` rounds of draws. Measured: +36 points a hand [+5, +68] against the same bot
    laying them (``STRENGTH.md``)."""
    if not pursuing(obs):
        return False
    return obs.stock_size >= SPARE_ROUNDS * obs.rules.stock_draw_count * len(obs.active)
