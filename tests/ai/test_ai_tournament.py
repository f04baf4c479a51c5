"""Short seeded tournaments through the simulator: no errors, illegal actions or broken invariants."""

import json

from samba.sim import main, run, wilson


def test_a_short_duplicate_tournament_of_easy_and_normal_runs_cleanly():
    result = run(["normal", "easy", "normal", "easy"], "samba", 4, hands=8, seed=3, duplicate=True)
    assert result["hands"] == 16
    assert result["errors"] == 0 and result["invariant_violations"] == 0
    assert all(row["illegal_actions"] == 0 for row in result["levels"])
    assert sum(side["hands_won"] for side in result["sides"]) + result["ties"] == 16


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
