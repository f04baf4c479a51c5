"""Command line: start the game, or play a narrated computer hand in the terminal."""

from __future__ import annotations

import argparse
import random
import sys

from samba.ai import Budget, make_agent
from samba.engine import PRESETS, apply, new_match, observe, preset
from samba.engine import state as S
from samba.game.narration import narrate_all


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="samba", description="Samba, the three-deck Canasta game.")
    parser.add_argument("--terminal", action="store_true", help="play one narrated computer hand in the terminal")
    parser.add_argument("--rules", default="samba", choices=sorted(PRESETS), help="rules preset")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5, 6))
    parser.add_argument("--seed", type=int, default=None, help="deal number (the same number, the same deal)")
    return parser.parse_args(argv)


def terminal_hand(rules_name: str, players: int, seed: int, out=sys.stdout) -> int:
    """Play one hand between computer players and narrate it; returns 0 when it completes."""
    rules = preset(rules_name, player_count=players)
    state = new_match(rules, seed)
    agents = [make_agent("random") for _ in range(players)]
    rng = random.Random(seed)
    print(f"Deal #{seed}, rules: {rules_name}, {players} players", file=out)
    print("\n".join(narrate_all(state.log, players, None)), file=out)
    while state.phase not in (S.HAND_OVER, S.GAME_OVER):
        seat = state.to_act
        action = agents[seat].choose(observe(state, seat), rng, Budget(0.5))
        state, events = apply(state, action)
        for line in narrate_all(events, players, None):
            print(line, file=out)
    assert state.result is not None
    for side in state.result.sides:
        print(f"Side {side.side + 1}: " + ", ".join(f"{label} {pts:+}" for label, pts in side.lines())
              + f" = {side.total}", file=out)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**6)
    return terminal_hand(args.rules, args.players, seed)
