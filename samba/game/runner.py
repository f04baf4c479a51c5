"""Bots think off the frame loop: each bot decision (and each hint) runs on a background thread of its own.

The window must never freeze while a bot searches (ARCHITECTURE §5), and the engine and the AI may
not use threads themselves, so the threading lives here. Results come back as futures the
controller polls from the main thread; a request that no longer matches the state (after an undo,
a restore or a new hand) is simply dropped by the controller.

Each job gets its own daemon thread rather than a queue on a shared worker: a job that never ends (a
bug no test found; a playtest once saw a seat "thinking…" for minutes) can then be given up by the
controller without holding every later move behind it, and never keeps the program from quitting.
Bots keep no state between decisions (``samba.ai.memory``), so a given-up job still running beside a
new one shares nothing with it.
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future

from samba.ai import Agent, Budget, Choice, decide_move
from samba.engine import Observation

SWITCH_INTERVAL = 0.001
"""Seconds between GIL hand-overs: short, so a searching bot cannot hold up a frame for long."""


def favour_the_frame_loop() -> None:
    """Hand the interpreter lock round often, so a bot searching on the worker cannot hold up a frame.

    The switch interval is process-wide, so the program that runs a frame loop sets it once as the loop
    starts (``App.run``); building a runner (tests and tools build many) changes nothing global.
    """
    if sys.getswitchinterval() > SWITCH_INTERVAL:
        sys.setswitchinterval(SWITCH_INTERVAL)


def _run_into(future: Future, job: Callable[[], object]) -> None:
    """Run ``job`` and hand its result (or its exception, which the controller reports) to ``future``."""
    if not future.set_running_or_notify_cancel():
        return
    try:
        future.set_result(job())
    except Exception as exc:  # handed to whoever polls the future
        future.set_exception(exc)


class BotRunner:
    """Runs bot decisions and hints on background threads; ``inline=True`` runs them at once (tests, tools)."""

    def __init__(self, inline: bool = False) -> None:
        self.inline = inline
        self._closed = False

    def _start(self, job: Callable[[], object], name: str) -> Future:
        future: Future = Future()
        if self.inline:
            _run_into(future, job)
        elif self._closed:
            future.cancel()
        else:
            threading.Thread(target=_run_into, args=(future, job), name=name, daemon=True).start()
        return future

    def request(self, agent: Agent, obs: Observation, rng: random.Random, seconds: float) -> Future[Choice]:
        """Ask ``agent`` for a move and its reason, on a thread of its own (the budget starts at once)."""
        return self._start(lambda: decide_move(agent, obs, rng, Budget(seconds)), "samba-bot")

    def submit(self, job: Callable[[], object]) -> Future:
        """Run any pure background job (a hint) off the frame loop, never behind a bot's move (and vice versa)."""
        return self._start(job, "samba-hint")

    def shutdown(self) -> None:
        """Take no more jobs; a bot still thinking finishes in the background and is ignored."""
        self._closed = True
