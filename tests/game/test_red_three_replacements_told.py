"""S5.3 / C7: a red three drawn as the replacement of a dealt red three is told as such in the move log.

Playtest: the log said "You lay out a red three (3H)" at the deal and again at the player's first turn, so a
player read it as the same card laid out twice (the second 3♥ was the stock's replacement for the first)."""

from __future__ import annotations

from dataclasses import replace

from samba.engine import new_match, preset
from samba.game.controller import MatchController
from samba.game.narration import narrate_each, shows_dealt_red_threes
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup

SEED = 24
"""Seat 0 acts first; it is dealt the 3♦, and the stock's next card, its replacement, is the 3♥."""


def _lines(rules) -> list[str]:
    state = new_match(rules, SEED)
    return [line for line in narrate_each(state.log, 4, 0, dealt_shown=shows_dealt_red_threes(rules)) if line]


def test_red_threes_shown_at_the_deal_and_the_replacement_is_another_red_three():
    lines = _lines(preset("samba"))
    assert "You lay out a red three (3D)." in lines[:5]
    assert lines.count("You lay out a red three (3H).") == 0
    assert ("You draw another red three (3H) as a replacement: it is laid out, and the stock replaces it too."
            in lines)
    assert lines[-1] == "You draw 1 replacement card for the red three."


def test_red_threes_laid_out_at_the_first_turn_the_dealt_one_is_laid_out_and_the_next_one_drawn():
    lines = _lines(replace(preset("samba"), red3_declare_timing="all_at_first_turn"))
    assert lines[2:] == [
        "You lay out a red three (3D).",
        "You draw another red three (3H) as a replacement: it is laid out, and the stock replaces it too.",
        "You draw 1 replacement card for the red three.",
    ]


def test_the_table_move_log_tells_the_replacement_red_three():
    rules = preset("samba")
    setup = MatchSetup(rules, SEED, ("human", "normal", "normal", "normal"))
    controller = MatchController(setup, runner=BotRunner(inline=True))
    texts = [line.text for line in controller.story]
    assert any("another red three (3H) as a replacement" in text for text in texts)
