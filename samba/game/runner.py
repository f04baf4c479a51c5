"""Bots think off the frame loop: a one-thread executor runs each bot decision in the background.

The window must never freeze while a bot searches (ARCHITECTURE §5), and the engine and the AI may
not use threads themselves, so the threading lives here. Results come back as futures the
controller polls from the main thread; a request that no longer matches the state (after an undo,
a restore or a new hand) is simply dropped by the controller.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

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


class BotRunner:
    """Runs bot decisions on a worker thread; ``inline=True`` runs them at once (tests, tools)."""

    def __init__(self, inline: bool = False) -> None:
        self.inline = inline
        self._pool: ThreadPoolExecutor | None = None
        self._side_pool: ThreadPoolExecutor | None = None
        """Other jobs (a hint) have their own worker: a hint that takes long — or never ends — must not hold
        up the computer players' moves queued behind it (playtest: a seat "thinking…" for minutes)."""
        if not inline:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="samba-bot")
            self._side_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="samba-hint")

    def request(self, agent: Agent, obs: Observation, rng: random.Random, seconds: float) -> Future[Choice]:
        """Ask ``agent`` for a move and its reason; the budget starts when the worker picks the job up."""
        job: Callable[[], Choice] = lambda: decide_move(agent, obs, rng, Budget(seconds))  # noqa: E731
        if self._pool is None:
            future: Future[Choice] = Future()
            try:
                future.set_result(job())
            except Exception as exc:  # handed to the controller, which reports it
                future.set_exception(exc)
            return future
        return self._pool.submit(job)

    def submit(self, job: Callable[[], object]) -> Future:
        """Run any pure background job (a hint) off the frame loop, on its own worker (never in the bots' queue)."""
        if self._side_pool is None:
            future: Future = Future()
            try:
                future.set_result(job())
            except Exception as exc:
                future.set_exception(exc)
            return future
        return self._side_pool.submit(job)

    def shutdown(self) -> None:
        """Stop the workers; a bot still thinking finishes in the background and is ignored."""
        for pool in (self._pool, self._side_pool):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        self._pool = self._side_pool = None
