"""Random-play throughput side by side: Samba's engine vs RLCard's gin rummy (pure Python) and
OpenSpiel's gin_rummy (C++ through pyspiel), the yardstick of issue 15.

Each round plays random legal moves for ``--seconds`` in each engine, alternating A B C A B C in one
process so that drift of a shared machine hits all of them alike; it prints each engine's median
actions/s over the rounds and Samba's ratio to each peer. Samba plays as a player would: the
checked ``apply`` on ``observe`` of the seat to act, moves drawn by ``RandomAgent`` (the engine's
uniform ``random_legal_action``), 4 players, default rules.

The peers are optional (the ``bench`` extra: ``pip install -e '.[bench]'``): a peer that is not
installed is left out with a note, never an error. It only reports; it never fails on a number.
Adapted from ``shared/bench/peer_bench.py`` (the same rounds, seeds and loops), plus the path of
the Samba it measured, so a figure cannot come from another checkout.

    .venv/bin/python benchmarks/peer_bench.py [--rounds 5] [--seconds 3]
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import samba  # after the path: this checkout's engine, wherever the interpreter lives


def samba_round(seconds: float, seed: int) -> float:
    from samba.ai.base import Budget, RandomAgent
    from samba.engine import apply, new_match, observe, preset
    from samba.engine import state as S

    playing = (S.DRAW, S.MELD, S.ANSWER)
    rng = random.Random(seed)
    agent = RandomAgent()
    actions, start, hand = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        state = new_match(preset("samba"), seed * 1000 + hand)
        hand += 1
        while state.phase in playing:
            state = apply(state, agent.choose(observe(state, state.to_act), rng, Budget())).state
            actions += 1
    return actions / (time.perf_counter() - start)


def rlcard_round(seconds: float, seed: int) -> float:
    import rlcard

    env = rlcard.make("gin-rummy", config={"seed": seed})
    rng = random.Random(seed)
    actions, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state, _pid = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, _pid = env.step(rng.choice(legal))
            actions += 1
    return actions / (time.perf_counter() - start)


def openspiel_round(seconds: float, seed: int) -> float:
    import pyspiel

    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(seed)
    actions, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outs, probs = zip(*st.chance_outcomes(), strict=True)
                st.apply_action(rng.choices(outs, probs)[0])
            else:
                st.apply_action(rng.choice(st.legal_actions()))
            actions += 1
    return actions / (time.perf_counter() - start)


PEERS: dict[str, tuple[str, Callable[[float, int], float]]] = {
    "rlcard_gin": ("rlcard", rlcard_round),
    "openspiel_gin": ("pyspiel", openspiel_round),
}
"""Name → (the module it needs, its round)."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    runs: dict[str, Callable[[float, int], float]] = {"samba": samba_round}
    for name, (module, round_of) in PEERS.items():
        if importlib.util.find_spec(module) is None:
            print(f"{name}: not installed ({module}); pip install -e '.[bench]' to compare with it")
        else:
            runs[name] = round_of
    print(f"samba from {Path(samba.__file__).resolve().parent}; {args.rounds} rounds of {args.seconds:g} s each")
    got: dict[str, list[float]] = {name: [] for name in runs}
    for r in range(args.rounds):
        for name, round_of in runs.items():
            got[name].append(round_of(args.seconds, 11 + r))
    median = {name: statistics.median(values) for name, values in got.items()}
    for name, value in median.items():
        print(f"{name:14s} {value:10.0f} actions/s  (min {min(got[name]):.0f}, max {max(got[name]):.0f})")
    for name in PEERS:
        if name in median:
            print(f"samba / {name:14s}= {median['samba'] / median[name]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
