"""Golden transcripts: seeded games replay move for move and end in the recorded state.

Each ``tests/golden/*.json`` file records one seeded game of random players (one
``random.Random(seed)`` shared by the table) who pick ``legal_actions(obs)[rng.randrange(n)]``: the
rules, the seed, every action in card notation (``action_to_dict``) and a SHA-256 digest of the final
state's ``to_json``. Replaying it catches any change in the deal, in ``legal_actions`` (the player
picks by index into the list itself, so a reordered or extra offer changes its choices), in what an
action does, in scoring and in the save format.

(``RandomAgent`` draws with ``random_legal_action`` instead: uniform over the same list, numbered its
own way, so these files pin the list and ``tests/engine/test_random_legal_action.py`` pins the sampler.)

When the engine changes *on purpose* (a rule fix, a new offer, a new field in the save format) these
files must be regenerated, and the diff reviewed like any other change of behaviour::

    .venv/bin/python tests/golden/test_golden_transcripts.py --regenerate
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

if __name__ == "__main__":  # run as a script from anywhere: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pytest

from samba.engine import (
    GameState,
    Observation,
    action_from_dict,
    action_to_dict,
    apply,
    legal_actions,
    new_match,
    next_hand,
    observe,
    preset,
    to_json,
)
from samba.engine import state as S
from samba.engine.actions import Action

HERE = Path(__file__).resolve().parent
GAMES = {
    "golden_samba_4p.json": {"preset": "samba", "options": {}, "seed": 1001, "hands": 2},
    "golden_brazilian_4p.json": {"preset": "brazilian", "options": {}, "seed": 2002, "hands": 2},
    "golden_spanish_3p.json": {"preset": "samba_spanish", "options": {"player_count": 3}, "seed": 3003, "hands": 1},
}
MAX_ACTIONS = 5000


def digest(state: GameState) -> str:
    return hashlib.sha256(to_json(state).encode("utf-8")).hexdigest()


def pick_by_index(obs: Observation, rng: random.Random) -> Action:
    """The recorded players' choice: an index into ``legal_actions(obs)``, drawn with ``rng``."""
    options = legal_actions(obs)
    return options[rng.randrange(len(options))]


def record(spec: dict) -> dict:
    """Play the game of ``spec`` with seeded random players and write down every action."""
    rules = preset(spec["preset"], **spec["options"])
    rng = random.Random(spec["seed"])
    state = new_match(rules, spec["seed"])
    actions = []
    for hand in range(spec["hands"]):
        if hand:
            if state.phase != S.HAND_OVER:
                break
            actions.append({"type": "next_hand"})
            state = next_hand(state).state
        while state.phase not in (S.HAND_OVER, S.GAME_OVER) and len(actions) < MAX_ACTIONS:
            action = pick_by_index(observe(state, state.to_act), rng)
            actions.append(action_to_dict(action))
            state = apply(state, action).state
    return {**spec, "actions": actions, "final_phase": state.phase, "final_scores": list(state.scores),
            "final_digest": digest(state)}


def replay(golden: dict) -> GameState:
    """Apply the recorded actions to a fresh match, with no agent involved."""
    state = new_match(preset(golden["preset"], **golden["options"]), golden["seed"])
    for data in golden["actions"]:
        state = next_hand(state).state if data == {"type": "next_hand"} else apply(state, action_from_dict(data)).state
    return state


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", GAMES)
def test_the_recorded_actions_replay_to_the_recorded_final_state(name):
    golden = load(name)
    final = replay(golden)
    assert final.phase == golden["final_phase"]
    assert list(final.scores) == golden["final_scores"]
    assert digest(final) == golden["final_digest"]


@pytest.mark.parametrize("name", GAMES)
def test_seeded_random_players_choose_the_recorded_actions(name):
    golden = load(name)
    again = record({key: golden[key] for key in ("preset", "options", "seed", "hands")})
    diverged = next((i for i, (a, b) in enumerate(zip(again["actions"], golden["actions"], strict=False)) if a != b),
                    None)
    assert diverged is None, f"action {diverged} differs: {again['actions'][diverged]} != {golden['actions'][diverged]}"
    assert again == golden


def dumps(golden: dict) -> str:
    """JSON with one action per line, so a regenerated file diffs readably."""
    head = {key: value for key, value in golden.items() if key != "actions"}
    lines = ",\n".join("  " + json.dumps(action, separators=(",", ":")) for action in golden["actions"])
    return json.dumps(head, indent=1)[:-2] + f',\n "actions": [\n{lines}\n ]\n}}\n'


def regenerate() -> None:
    for name, spec in GAMES.items():
        golden = record(spec)
        (HERE / name).write_text(dumps(golden), encoding="utf-8")
        print(f"{name}: {len(golden['actions'])} actions, {golden['final_phase']}, scores {golden['final_scores']}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        raise SystemExit(f"usage: python {Path(__file__).name} --regenerate   (the tests themselves run under pytest)")
    regenerate()
