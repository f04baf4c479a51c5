"""``python -m samba.sim`` command line: table size from ``--seats`` and ``--players``, and the S14.4 count."""

from __future__ import annotations

import json

from samba.sim import main


def test_one_seat_level_without_players_plays_a_four_player_table(capsys):
    # Issue #10: "python -m samba.sim --seats normal" without --players used to build a 1-player table and crash.
    assert main(["--seats", "normal", "--hands", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["players"] == 4 and result["seats"] == ["normal"] * 4
    assert result["errors"] == 0 and result["dead_ends"] == 0


def test_one_seat_level_with_players_fills_every_seat(capsys):
    assert main(["--seats", "random", "--players", "6", "--hands", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seats"] == ["random"] * 6


def test_a_seat_list_of_an_impossible_table_size_is_refused_with_a_message(capsys):
    assert main(["--seats", "random,random,random,random,random,random,random"]) == 2
    assert "2 to 6" in capsys.readouterr().err


def test_the_summary_reports_positions_without_a_legal_action(capsys):
    assert main(["--hands", "1", "--players", "3"]) == 0
    assert "positions without a legal action 0" in capsys.readouterr().out
