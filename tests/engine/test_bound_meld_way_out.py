"""S15.4 / S14.3: a meld by a player bound to go out is legal exactly when going out stays possible.

``legality.plan_meld`` first tries the way out already found for the position (the rest of it, once
the meld is laid down, is checked as a ``GoOut``) and searches only when that does not settle it. The
answer must be the search's own: on every bound position of seeded random play (every preset and the
house-rule tables), each new meld and one-card lay-off is judged both ways.
"""

from __future__ import annotations

from engine_positions import positions, table_rules

from samba.engine import actions as A
from samba.engine import observe
from samba.engine import state as S
from samba.engine.batch import Batch, plan_batch
from samba.engine.combos import candidate_melds
from samba.engine.facts import hand_facts
from samba.engine.goout import find_go_out
from samba.engine.goout_turn import can_go_out_this_turn, observation_after_batch, rest_of_way_out
from samba.engine.legality import check


def _bound_offers(obs):
    """Every new candidate meld and one-card lay-off whose batch is well formed and keeps a card."""
    offers = [A.Meld((cards,)) for cards in candidate_melds(obs.hand, obs.rules)]
    offers += [A.Meld((), ((m.id, (card,)),)) for m in obs.my_melds() for card in dict.fromkeys(obs.hand)]
    for offer in offers:
        batch = plan_batch(obs, offer.melds, offer.layoffs, obs.hand, going_out=False)
        if isinstance(batch, Batch) and batch.rest:
            yield offer, batch


def _bound_positions(rules):
    for seed in range(1, 4):
        for state in positions(rules, seed, hands=2, limit=600):
            if state.phase == S.MELD and state.turn.must_go_out:
                yield state


def test_S15_4_S14_3_a_bound_players_meld_is_judged_as_the_search_judges_it():
    """Both ways of deciding must be met (a way out known, and none), or the comparison proves nothing."""
    judged = by_way_out = carried = 0
    for state in (state for rules in table_rules() for state in _bound_positions(rules)):
        obs = observe(state, state.to_act)
        if hand_facts(obs).known_way_out is not None:
            carried += 1  # carried in from the player's previous meld: no search of this position
        else:
            find_go_out(obs, ignore_permission=True)  # found first, as the offers do
        for offer, batch in _bound_offers(obs):
            after = observation_after_batch(obs, batch)
            searched = can_go_out_this_turn(observation_after_batch(observe(state, state.to_act), batch))
            witness = rest_of_way_out(obs, offer, after)
            assert witness is None or searched, (offer, obs.hand)  # a witness only ever says yes truly
            assert (check(observe(state, state.to_act), offer) is None) == searched, (offer, obs.hand)
            judged += 1
            by_way_out += witness is not None
    assert judged > by_way_out > 0 and carried, (judged, by_way_out, carried)
