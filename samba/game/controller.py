"""A match in progress: the authoritative state, the seats, undo, bot requests and the save data.

``MatchController`` is the only caller of ``engine.apply`` (ARCHITECTURE §5). The UI proposes
actions and asks ``check``; bots are asked through a ``BotRunner`` so the frame loop never waits,
and their answers are applied on the main thread only if the state has not moved on since.

The action log is the authority of a save: replaying it from the setup rebuilds the exact match.
Undo is a per-turn stack of states taken after the draw: melds and lay-offs of the current turn can
be taken back, a draw, a pile take, a question to the partner or a discard never can.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, replace
from typing import Any, Protocol

from samba import engine
from samba.ai import Agent, Choice, make_agent, think_seconds
from samba.engine import state as S
from samba.engine.actions import Action, Meld, MergeGroups
from samba.engine.cards import Card
from samba.engine.errors import InvalidAction
from samba.engine.events import Event

from . import file_words as W
from . import saves
from .explain import explain_move, seat_label
from .runner import BotRunner
from .saves import SavedMatch, SaveProblem
from .setup import HUMAN, MatchSetup

log = logging.getLogger(__name__)

NEXT_HAND = saves.NEXT_HAND
UNDOABLE = (Meld, MergeGroups)

AgentFactory = Callable[[str], Agent]
Saver = Callable[[SavedMatch], object]


class Recorder(Protocol):
    """Told when a hand begins and ends (the player's record, ``samba.game.record``); must never raise."""

    def hand_began(self, state: engine.GameState) -> None: ...

    def hand_ended(self, state: engine.GameState) -> None: ...

    def close(self) -> None: ...


@dataclass(frozen=True, slots=True)
class Step:
    """What one applied action did: who acted, the action, and the events as the viewer may see them."""

    seat: int
    action: Action | None
    events: tuple[Event, ...]
    why: str = ""
    """Practice ("explain computer moves"): one line on why a bot made this move, else empty."""


@dataclass(slots=True)
class _Pending:
    token: int
    seat: int
    future: Future[Choice]


class MatchController:
    """Owns one match. Not thread-safe: call it from the main thread only."""

    recordable = True
    """False for matches that never enter the player's record, whoever asks (tutorial lessons)."""

    def __init__(self, setup: MatchSetup, *, agent_factory: AgentFactory = make_agent,
                 runner: BotRunner | None = None, saver: Saver | None = None,
                 start: engine.GameState | None = None) -> None:
        self.setup = setup
        self.start = start
        """A position to start from instead of a fresh deal (a scenario: tests, tutorials, bug reports)."""
        self.state = start if start is not None else engine.new_match(setup.rules, setup.seed)
        self.actions: list[dict[str, Any]] = []
        """The log: ``action_to_dict`` entries, and ``{"type": "next_hand"}`` between hands."""
        self.agents: dict[int, Agent] = {
            seat: agent_factory(level) for seat, level in enumerate(setup.levels) if level != HUMAN
        }
        self.runner = runner if runner is not None else BotRunner()
        self.saver = saver
        self._undo: list[tuple[engine.GameState, int]] = []
        self._pending: _Pending | None = None
        self._token = 0
        self.bot_errors: list[str] = []
        self.recorder: Recorder | None = None
        """Set by whoever starts the match when it is to be recorded; never while a save is replayed."""

    # -- who and what ----------------------------------------------------------------------------
    @property
    def human(self) -> int | None:
        return self.setup.human

    @property
    def viewer(self) -> int:
        return self.setup.viewer

    def observation(self, seat: int | None = None) -> engine.Observation:
        """The viewer's observation (the only thing the table is built from)."""
        return engine.observe(self.state, self.viewer if seat is None else seat)

    def open_hands(self) -> dict[int, tuple[Card, ...]]:
        """PRACTICE CHANNEL: every other seat's hand, each as that seat itself observes it.

        The one sanctioned way for the table to show cards the viewer does not hold, and only when
        the match's "open hands" practice option is on; otherwise it returns nothing at all, so the
        normal path can never show a hidden card even by mistake.
        """
        if not self.setup.practice.open_hands:
            return {}
        return {seat: engine.observe(self.state, seat).hand
                for seat in range(self.state.rules.player_count) if seat != self.viewer}

    @property
    def hand_over(self) -> bool:
        return self.state.phase in (S.HAND_OVER, S.GAME_OVER)

    @property
    def game_over(self) -> bool:
        return self.state.phase == S.GAME_OVER

    def human_to_act(self) -> bool:
        return self.human is not None and self.state.to_act == self.human and not self.hand_over

    def bot_to_act(self) -> int | None:
        seat = self.state.to_act
        return seat if seat in self.agents and not self.hand_over else None

    def check(self, action: Action) -> engine.Violation | None:
        """The engine's verdict on a human proposal (None: legal)."""
        if self.human is None:
            return engine.Violation("WATCHING", "S2.3", "Every seat is played by the computer.")
        try:
            return engine.check(engine.observe(self.state, self.human), action)
        except InvalidAction as exc:
            return engine.Violation("INVALID", "S4.4", str(exc))

    # -- changing the match ------------------------------------------------------------------------
    def act(self, action: Action) -> Step:
        """Apply the human's action (raises ``IllegalAction`` and leaves everything unchanged)."""
        if not self.human_to_act():
            raise engine.IllegalAction(engine.Violation("NOT_YOUR_TURN", "S2.3", "It is not your turn."))
        assert self.human is not None
        before = self.state
        step = self._apply(action)
        if isinstance(action, UNDOABLE):
            self._undo.append((before, len(self.actions) - 1))
        self._save()
        return step

    def can_undo(self) -> bool:
        return bool(self._undo) and self.human_to_act()

    def undo(self) -> bool:
        """Take back the human's last meld or lay-off of this turn; False when there is none."""
        if not self.can_undo():
            return False
        state, length = self._undo.pop()
        self.state = state
        del self.actions[length:]
        self._token += 1
        self._save()
        return True

    def next_hand(self) -> Step:
        """Deal the next hand once this one has been scored."""
        self.state, events = engine.next_hand(self.state)
        self.actions.append({"type": NEXT_HAND})
        self._undo.clear()
        self._token += 1
        self._save()
        if self.recorder is not None:
            self.recorder.hand_began(self.state)
        return Step(self.state.dealer, None, self._visible(events))

    def poll_bot(self, apply: bool = True) -> Step | None:
        """Keep a bot thinking when one is to act; apply its move when ready and ``apply`` is True."""
        seat = self.bot_to_act()
        if seat is None:
            return None
        pending = self._pending
        if pending is not None and pending.token != self._token:
            pending = self._pending = None
        if pending is None:
            agent = self.agents[seat]
            rng = random.Random(f"samba-bot:{self.setup.seed}:{seat}:{len(self.actions)}")
            seconds = think_seconds(self.setup.levels[seat])
            future = self.runner.request(agent, engine.observe(self.state, seat), rng, seconds)
            pending = self._pending = _Pending(self._token, seat, future)
        if not apply or not pending.future.done():
            return None
        self._pending = None
        action, choice = self._bot_result(pending)
        why = self._why(pending.seat, choice)
        step = self._apply(action)
        self._save()
        return replace(step, why=why) if why else step

    def _why(self, seat: int, choice: Choice | None) -> str:
        """Practice: the bot's own reason for its move in words (its observation only), else empty."""
        if not self.setup.practice.explain_moves or choice is None:
            return ""
        obs = engine.observe(self.state, seat)
        return explain_move(choice, obs, seat_label(seat, self.state.rules.player_count, self.human))

    def _bot_result(self, pending: _Pending) -> tuple[Action, Choice | None]:
        """The bot's move and its reason; if it failed or broke a rule, the first legal move (with no
        reason to give) and the error noted."""
        obs = engine.observe(self.state, pending.seat)
        try:
            choice = pending.future.result()
            problem = engine.check(obs, choice.action)
        except Exception as exc:  # a bot bug must not end the player's evening
            log.exception("bot at seat %s failed", pending.seat)
            self.bot_errors.append(f"seat {pending.seat}: {exc!r}")
            return engine.legal_actions(obs)[0], None
        if problem is not None:
            log.error("bot at seat %s proposed an illegal move %r: %s", pending.seat, choice.action, problem)
            self.bot_errors.append(f"seat {pending.seat}: illegal {choice.action!r}: {problem}")
            return engine.legal_actions(obs)[0], None
        return choice.action, choice

    def _apply(self, action: Action) -> Step:
        seat = self.state.to_act
        was_over = self.hand_over
        self.state, events = engine.apply(self.state, action)
        self.actions.append(engine.action_to_dict(action))
        self._token += 1
        if not isinstance(action, UNDOABLE) or seat != self.human:
            self._undo.clear()
        if self.recorder is not None and self.hand_over and not was_over:
            self.recorder.hand_ended(self.state)
        return Step(seat, action, self._visible(events))

    def _visible(self, events: tuple[Event, ...]) -> tuple[Event, ...]:
        # Watching without open hands, the bottom seat's cards stay face down: nobody's private cards show.
        looker = self.viewer if self.human is not None or self.setup.practice.open_hands else -1
        return tuple(e.seen_by(looker) for e in events)

    def close(self) -> None:
        self.runner.shutdown()
        if self.recorder is not None:
            self.recorder.close()

    # -- saving and restoring -----------------------------------------------------------------------
    def to_save(self) -> SavedMatch:
        """The match as saved: setup and action log (the authority) plus the position they reach."""
        return SavedMatch(self.setup, tuple(self.actions), len(self.actions) - len(self._undo),
                          saves.position_of(self.state), self.start)

    def _save(self) -> None:
        if self.saver is not None:
            self.saver(self.to_save())

    @classmethod
    def from_save(cls, saved: SavedMatch, *, agent_factory: AgentFactory = make_agent,
                  runner: BotRunner | None = None, saver: Saver | None = None) -> MatchController:
        """Rebuild a match by replaying its log; ``SaveProblem`` says in words why it cannot be resumed.

        The replay must reach the recorded position (compared by meaning) and leave a position the
        engine can play on: a save that passes this never breaks the table later.
        """
        controller = cls(saved.setup, agent_factory=agent_factory, runner=runner, saver=None, start=saved.start)
        try:
            controller._replay(saved)
        except SaveProblem:
            controller.close()
            raise
        controller.saver = saver
        return controller

    def _replay(self, saved: SavedMatch) -> None:
        for index, entry in enumerate(saved.actions):
            try:
                if entry.get("type") == saves.NEXT_HAND:
                    self.next_hand()
                    continue
                action = engine.action_from_dict(dict(entry))
                before = self.state
                self._apply(action)
            except (engine.SambaError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
                raise SaveProblem(W.BAD_MOVE.format(number=index + 1, detail=W.detail(exc))) from None
            if isinstance(action, UNDOABLE) and index >= saved.undo_from:
                self._undo.append((before, index))
        differences = saves.position_differences(saved.position, self.state)
        if differences:
            raise SaveProblem(W.POSITION_DIFFERS.format(fields=W.quote(", ".join(differences), 80)))
        try:
            for seat in range(self.state.rules.player_count):
                engine.observe(self.state, seat)
            if not self.hand_over and not engine.legal_actions(engine.observe(self.state, self.state.to_act)):
                raise engine.InvalidAction("nobody can move")
        except (engine.SambaError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise SaveProblem(W.CANNOT_GO_ON.format(detail=W.detail(exc))) from None


def is_question_for(step_state: engine.GameState, seat: int | None) -> bool:
    """True when ``seat`` must answer a partner's "may I go out?" (S15.4)."""
    return seat is not None and step_state.phase == S.ANSWER and step_state.to_act == seat

