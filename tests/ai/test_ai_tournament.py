"""Short seeded tournaments through the simulator: no errors, illegal actions or broken invariants."""

import json
from pathlib import Path

from ai_positions import ONE_CANASTA_RED_THREES, WILD_OR_FEED

from samba.ai import RandomAgent, make_agent
from samba.engine import AskGoOut, Discard, apply, legal_actions, scenario
from samba.sim import Tally, answer_branches, load_baseline, main, play_out, run, wilson


def test_a_short_duplicate_tournament_of_easy_and_normal_runs_cleanly():
    result = run(["normal", "easy", "normal", "easy"], "samba", 4, hands=8, seed=3, duplicate=True)
    assert result["hands"] == 16
    assert result["errors"] == 0 and result["invariant_violations"] == 0
    assert all(row["illegal_actions"] == 0 for row in result["levels"])
    assert sum(side["hands_won"] for side in result["sides"]) + result["ties"] == 16


def test_every_hand_is_counted_once_as_gone_out_by_a_level_or_ended_on_the_stock(capsys):
    result = run(["normal"] * 6, "brazilian", 6, hands=4, seed=1, duplicate=False)
    normal = next(row for row in result["levels"] if row["level"] == "normal")
    assert result["stock_ends"] + normal["went_out"] == result["hands"] == 4
    assert result["stock_ends"] > 0, "a Brazilian six-player hand that runs out of stock is counted as such"
    short = run(["normal", "easy", "normal", "easy"], "samba", 4, hands=4, seed=3, duplicate=False)
    assert short["stock_ends"] == 0 and sum(row["went_out"] for row in short["levels"]) == 4
    assert main(["--seats", "normal", "--players", "6", "--rules", "brazilian", "--hands", "2"]) == 0
    assert "hands ended: gone out" in capsys.readouterr().out


def test_hard_plays_a_short_tournament_within_its_budget_cleanly():
    result = run(["hard", "normal"], "samba", 2, hands=2, seed=4, duplicate=True, budget_s=0.05)
    assert result["errors"] == 0 and result["hands"] == 4
    hard = next(row for row in result["levels"] if row["level"] == "hard")
    assert hard["illegal_actions"] == 0


def test_every_preset_and_player_count_runs_with_random_bots():
    for rules, players in (("brazilian", 4), ("samba_spanish", 3), ("samba_simple", 5), ("samba_hoyle", 6)):
        result = run(["random"] * players, rules, players, hands=2, seed=1, duplicate=False)
        assert result["errors"] == 0 and result["invariant_violations"] == 0


TIMINGS = {"seconds", "actions_per_s", "hands_per_s", "p50_ms", "p99_ms", "max_ms"}


def _without_timings(value):
    """The result with every clock reading left out: what must repeat exactly for the same seed."""
    if isinstance(value, dict):
        return {k: _without_timings(v) for k, v in value.items() if k not in TIMINGS}
    if isinstance(value, list):
        return [_without_timings(v) for v in value]
    return value


def test_same_seed_same_tournament():
    a = run(["normal", "easy", "normal", "easy"], "samba", 4, hands=3, seed=9, duplicate=False)
    b = run(["normal", "easy", "normal", "easy"], "samba", 4, hands=3, seed=9, duplicate=False)
    assert a["hands"] == 3 and a["errors"] == 0 and a["actions"] > 0, "the hands were really played"
    assert _without_timings(a) == _without_timings(b)


def test_the_command_line_prints_one_json_object_with_the_engine_fields(capsys):
    assert main(["--games", "2", "--players", "3", "--rules", "brazilian", "--seed", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for key in ("hands", "actions", "seconds", "actions_per_s", "hands_per_s", "errors", "invariant_violations"):
        assert key in data
    assert data["hands"] == 2
    for side in data["sides"]:
        assert {"win_rate", "ci_low", "ci_high", "mean_points"} <= set(side)
    for level in data["levels"]:
        assert {"p50_ms", "p99_ms", "max_ms"} <= set(level)


def test_wilson_interval_brackets_the_observed_rate():
    low, high = wilson(60, 100)
    assert low < 0.6 < high
    assert wilson(0, 0) == (0.0, 1.0)


BASELINE_FILE = Path(__file__).resolve().parents[2] / "benchmarks" / "greedy_baseline.py"


def test_the_independent_baseline_loads_from_its_file_and_plays_only_legal_moves():
    baseline = load_baseline(BASELINE_FILE)
    result = run(["normal", "baseline", "normal", "baseline"], "samba", 4, hands=4, seed=12, duplicate=True,
                 agents={"baseline": baseline})
    assert result["hands"] == 8 and result["errors"] == 0 and result["invariant_violations"] == 0
    rows = {row["level"]: row for row in result["levels"]}
    assert rows["baseline"]["illegal_actions"] == 0 and rows["baseline"]["fallbacks"] == 0
    assert rows["normal"]["illegal_actions"] == 0


def test_the_command_line_needs_the_baseline_file_for_a_baseline_seat(capsys):
    assert main(["--seats", "normal,baseline,normal,baseline", "--hands", "1"]) == 2
    assert "--baseline" in capsys.readouterr().err
    assert main(["--seats", "normal,baseline", "--baseline", "no/such/file.py", "--hands", "1"]) == 2


def test_whole_games_are_played_to_the_target_score_and_counted_as_games():
    result = run(["normal", "easy", "normal", "easy"], "samba", 4, hands=1, seed=8, duplicate=True, whole_games=True)
    assert result["games"] == 2 and result["hands"] > 2 and result["errors"] == 0
    assert sum(side["won"] for side in result["sides"]) + result["game_ties"] == 2


def test_an_answer_is_replayed_both_ways_to_the_end_of_the_hand():
    state, _ = apply(scenario.load(ONE_CANASTA_RED_THREES), AskGoOut())
    agents = {"normal": make_agent("normal")}
    yes, no = answer_branches(state, ["normal"] * 4, agents, 0.5, "test", samples=4)
    assert yes > no + 500, "going out here completes the second canasta and keeps the red threes positive"


def test_a_wild_card_thrown_onto_a_small_pile_is_counted_as_a_blunder():
    class WildThrower:
        name = "thrower"

        def choose(self, obs, rng, budget):
            wild = next((c for c in obs.hand if c.is_wild), None)
            if obs.phase == "meld" and wild is not None and len(obs.hand) >= 2:
                return Discard(wild)
            return legal_actions(obs)[0]

    tally = Tally()
    state = scenario.load(WILD_OR_FEED)
    agents = {"thrower": WildThrower(), "random": RandomAgent()}
    end = play_out(state, ["thrower", "random", "random", "random"], agents, 0.1, tally, "blunder")
    assert end is not None and tally.wild_discards_small_pile["thrower"] >= 1
    assert tally.side_hands["thrower"] == 1 and tally.side_hands["random"] == 1
