"""The facts of a hand (``engine.facts``) say what counting the cards one by one says.

``HandFacts`` computes its counts with whole-hand byte operations (``bytes.translate``, bit masks)
because it runs for every decision; ``MeldFacts.joins`` answers "which naturals may join this meld
alone?" as a face mask. Each is held here to the plain count or to ``check_layoff`` on many seeded
random hands and on the melds of real play under every preset.
"""

from __future__ import annotations

import random

from engine_positions import positions, table_rules

from samba.engine import observe, preset
from samba.engine.batch import take_from_hand
from samba.engine.cards import ALL_FACES, NATURAL, RANK_OF
from samba.engine.choices import _without_group
from samba.engine.combos import candidate_count, candidate_melds, candidate_melds_of, group_candidate_at
from samba.engine.facts import HandFacts, meld_facts
from samba.engine.melds import check_layoff


def _hands(count: int) -> list[tuple]:
    rng = random.Random(15)
    return [tuple(sorted(rng.choice(ALL_FACES) for _ in range(rng.randrange(0, 45)))) for _ in range(count)]


def test_suit_counts_and_rank_bits_match_a_card_by_card_count() -> None:
    for hand in _hands(3000):
        facts = HandFacts(hand, ())
        by_suit, bits = [0, 0, 0, 0], [0, 0, 0, 0]
        for card in hand:
            if NATURAL[card]:
                by_suit[card & 3] += 1
                bits[card & 3] |= 1 << RANK_OF[card]
        assert facts.by_suit == by_suit, hand
        assert facts.suit_bits == bits, hand
        assert facts.ranks_in_suit == [b.bit_count() for b in bits], hand


def test_the_held_faces_match_the_set_of_cards_in_card_order_whatever_the_hand_order() -> None:
    rng = random.Random(16)
    for hand in _hands(3000):
        shuffled = list(hand)
        rng.shuffle(shuffled)
        for cards in (hand, tuple(shuffled)):
            facts = HandFacts(cards, ())
            held = sorted(set(cards))
            assert facts.distinct == held, cards
            assert list(facts.present) == [1 if v in held else 0 for v in range(53)], cards
            assert facts.mask == sum(1 << (8 * v) for v in held), cards
            assert facts.wild_faces == [c for c in held if c.is_wild], cards
            assert facts.in_order == (list(cards) == sorted(cards)), cards


def test_face_counts_and_rank_counts_match_a_card_by_card_count() -> None:
    for hand in _hands(1000):
        facts = HandFacts(hand, ())
        assert facts.faces == [hand.count(v) for v in range(53)], hand
        assert facts.by_rank[4:] == [sum(1 for c in hand if NATURAL[c] and RANK_OF[c] == r) for r in range(4, 15)]


def test_the_new_melds_counted_from_the_hand_are_those_candidate_melds_finds_under_every_table() -> None:
    rng = random.Random(17)
    hands = _hands(300)
    shapes = [preset("samba", min_naturals_per_group=least, max_wilds_per_group=limit, wild_ratio_rule=ratio,
                     allow_wild_only_melds=wild_melds)
              for least in (1, 2) for limit in ("2", "unlimited")
              for ratio in ("naturals_ge_wilds", "naturals_ge_twice_wilds", "none") for wild_melds in (False, True)]
    for rules in table_rules() + shapes:
        for hand in hands:
            shuffled = list(hand)
            rng.shuffle(shuffled)  # the count does not depend on the hand's order
            for cards in (hand, tuple(shuffled)):
                assert candidate_count(HandFacts(cards, ()), cards, rules) == len(candidate_melds(cards, rules)), \
                    (cards, rules)


def test_the_candidate_group_found_alone_is_the_candidate_at_its_place_and_leaves_the_same_rest() -> None:
    """The sampler builds the one candidate group it drew (``group_candidate_at``) and cuts it from
    the hand by slices (``choices._without_group``): the same cards as the whole list's candidate
    at that place, the same rest as removing them one by one; no group past the groups."""
    shapes = [preset("samba", min_naturals_per_group=least, max_wilds_per_group=limit, wild_ratio_rule=ratio)
              for least in (1, 2) for limit in ("2", "unlimited")
              for ratio in ("naturals_ge_wilds", "naturals_ge_twice_wilds", "none")]
    groups = 0
    for rules in table_rules() + shapes:
        for hand in _hands(150):
            facts = HandFacts(hand, ())
            candidates = candidate_melds_of(facts, hand, rules)
            for j, cards in enumerate(candidates):
                found = group_candidate_at(facts, rules, j)
                if len({RANK_OF[c] for c in cards if NATURAL[c]}) != 1:  # a sequence or a meld of wild cards
                    assert found is None, (hand, j, rules)
                    continue
                assert found is not None, (hand, j, rules)
                rank, wilds = found
                assert sorted(cards) == sorted(tuple(facts.naturals_of(rank)) + tuple(facts.wild_cards()[:wilds]))
                assert _without_group(hand, rank, wilds) == take_from_hand(hand, cards), (hand, cards)
                groups += 1
            assert group_candidate_at(facts, rules, len(candidates)) is None
    assert groups > 1000


def test_the_naturals_that_join_a_meld_alone_are_those_check_layoff_accepts() -> None:
    checked = 0
    for rules in table_rules():
        for state in positions(rules, seed=23, hands=2, limit=400):
            obs = observe(state, state.to_act)
            for meld in obs.melds:
                joins = meld_facts(meld, rules).joins
                if joins is None:
                    continue  # the full check decides for this meld
                fits = {v for v in range(53) if NATURAL[v] and check_layoff(meld, (ALL_FACES[v],), rules) is None}
                assert {v for v in range(53) if joins >> (8 * v) & 1} == fits, (meld, rules)
                checked += 1
    assert checked > 100

