"""A hint that takes long never holds up the computer players: hints run on their own worker.

Playtest: after a few hints a seat showed "thinking…" for minutes until the game was left and continued; the
bots' single worker was shared with hint jobs, so a hint still running held every bot move queued behind it."""

from __future__ import annotations

import random
import threading

from samba.ai import make_agent
from samba.engine import new_match, observe, preset
from samba.game.runner import BotRunner


def test_a_bot_decision_completes_while_a_hint_job_is_still_running():
    runner = BotRunner()
    release = threading.Event()
    try:
        hint = runner.submit(lambda: release.wait(30))
        state = new_match(preset("samba"), 3)
        decision = runner.request(make_agent("normal"), observe(state, state.to_act), random.Random(1), 0.2)
        choice = decision.result(timeout=20)
        assert choice.action is not None
        assert not hint.done(), "the hint was still running all along"
    finally:
        release.set()
        runner.shutdown()
