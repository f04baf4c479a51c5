"""The engine's fast paths agree with its plain rule checks, under every preset with 2 to 6 players.

The speed work (issue 15) answers many questions without asking ``check``: ``legal_actions`` counts
discards and lay-offs from the hand's counts and skips takes that cannot fit, ``random_legal_action``
decides only the offer it draws, the going-out answer and the hand's facts are memoised on the
observation, the common moves are carried out in one step, and ``apply_unchecked`` skips the
refusals. Here each of them is held, on seeded positions of real play at every table size, to what
the plain rules say: every candidate move of each family is put to ``check`` on a fresh copy of the
observation (nothing memoised) and the offers must be exactly the accepted ones; the sampler draws
only offers; ``apply_unchecked`` gives ``apply``'s state and events.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from engine_positions import positions

from samba.engine import (
    PRESETS,
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    Meld,
    MergeGroups,
    Observation,
    TakePile,
    apply,
    check,
    find_go_out,
    legal_actions,
    observe,
    preset,
    random_legal_action,
)
from samba.engine import state as S
from samba.engine.actions import LAYOFF, PAIR, SEQUENCE_CARD, Action
from samba.engine.transitions import apply_unchecked

TABLES = [(name, players) for name in sorted(PRESETS) for players in range(2, 7)]


def _fresh(obs: Observation) -> Observation:
    """The same observation with nothing memoised (``replace`` leaves the memo slot empty)."""
    return replace(obs)


def _accepted(obs: Observation, candidates: list[Action]) -> list[Action]:
    plain = _fresh(obs)
    return [a for a in candidates if check(plain, a) is None]


def _one(obs: Observation, action: Action) -> list[Action]:
    return _accepted(obs, [action])


def _expected_meld_phase(obs: Observation, offers: list[Action]) -> dict[str, list[Action]]:
    """Per family of moves, what the plain checks accept (families legal_actions lists in full)."""
    distinct = sorted(set(obs.hand))
    table = obs.melds
    if obs.turn.must_go_out:
        go = find_go_out(_fresh(obs))
        return {"go": [go] if go is not None and check(_fresh(obs), go) is None else [],
                "merge": _accepted(obs, [MergeGroups(a.id, b.id) for i, a in enumerate(obs.my_melds())
                                         for b in obs.my_melds()[i + 1:]])}
    go = find_go_out(_fresh(obs), ignore_permission=True)
    expected: dict[str, list[Action]] = {
        "go": [go] if go is not None and check(_fresh(obs), go) is None else [],
        "ask": _one(obs, AskGoOut()),
        "end": _one(obs, EndHand()),
        "discard": _accepted(obs, [Discard(c) for c in distinct]),
    }
    if obs.opened[obs.side]:
        expected["layoff"] = _accepted(obs, [Meld((), ((m.id, (c,)),)) for m in table for c in distinct])
        mine = obs.my_melds()
        expected["merge"] = _accepted(obs, [MergeGroups(a.id, b.id) for i, a in enumerate(mine) for b in mine[i + 1:]])
    return expected


def _family(action: Action) -> str:
    match action:
        case GoOut():
            return "go"
        case AskGoOut():
            return "ask"
        case EndHand():
            return "end"
        case Discard():
            return "discard"
        case Meld() if action.layoffs and not action.melds:
            return "layoff"
        case MergeGroups():
            return "merge"
        case _:
            return "other"


def _check_draw_phase(obs: Observation, offers: list[Action]) -> None:
    assert [a for a in offers if isinstance(a, DrawStock)] == _one(obs, DrawStock())
    assert [a for a in offers if isinstance(a, EndHand)] == _one(obs, EndHand())
    assert [a for a in offers if isinstance(a, AskGoOut)] == _one(obs, AskGoOut())
    # Takes onto a meld: every method onto every meld on the table, the plain check deciding.
    onto = [TakePile(method, (), m.id) for m in obs.melds for method in (LAYOFF, SEQUENCE_CARD)]
    offered_onto = {(a.method, a.target) for a in offers if isinstance(a, TakePile) and a.method != PAIR}
    assert offered_onto == {(a.method, a.target) for a in _accepted(obs, onto) if isinstance(a, TakePile)}
    top = obs.top
    if obs.opened[obs.side] and top is not None and top.is_natural:
        # A side that has opened takes by a pair alone: some pair of the hand's cards is accepted
        # exactly when a pair take is offered.
        fits = sorted({c for c in obs.hand if (c.is_natural and c.rank == top.rank) or c.is_wild})
        pairs = [TakePile(PAIR, (a, b)) for i, a in enumerate(fits) for b in fits[i:]
                 if a != b or obs.hand.count(a) >= 2]
        assert any(isinstance(a, TakePile) and a.method == PAIR for a in offers) == bool(_accepted(obs, pairs))


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_fast_paths_agree_with_the_plain_rule_checks(name: str, players: int) -> None:
    rules = preset(name, player_count=players)
    rng = random.Random(players * 31 + len(name))
    tested = 0
    for number, state in enumerate(positions(rules, seed=900 + players, hands=2, limit=240)):
        if number % 3:
            continue
        obs = observe(state, state.to_act)
        drawn = random_legal_action(obs, rng)  # first, so legal_actions then reuses what it memoised
        offers = legal_actions(obs)
        assert offers == legal_actions(_fresh(obs)), "the memoised facts changed the offers"
        assert drawn is not None and drawn in offers, f"the sampler drew {drawn}, not an offer"
        plain = _fresh(obs)
        assert all(check(plain, a) is None for a in offers), [a for a in offers if check(plain, a) is not None]
        if obs.phase == S.ANSWER:
            assert offers == [AnswerGoOut(True), AnswerGoOut(False)]
        elif obs.phase == S.DRAW:
            _check_draw_phase(obs, offers)
        else:
            for family, accepted in _expected_meld_phase(obs, offers).items():
                assert [a for a in offers if _family(a) == family] == accepted, (family, obs.turn)
        checked, unchecked = apply(state, drawn), apply_unchecked(state, drawn)
        assert unchecked.state == checked.state and unchecked.events == checked.events, drawn
        tested += 1
    assert tested >= 20
