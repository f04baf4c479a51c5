"""A match in progress: the authoritative state, the seats, undo, bot requests and the save data.

``MatchController`` is the only caller of ``engine.apply`` (ARCHITECTURE §5). The UI proposes
actions and asks ``check``; bots are asked through a ``BotRunner`` so the frame loop never waits,
and their answers are applied on the main thread only if the state has not moved on since.

The action log is the authority of a save: replaying it from the setup rebuilds the exact match.
Undo is a per-turn stack of states taken after the draw: melds and lay-offs of the current turn can
be taken back, a draw, a pile take, a question to the partner or a discard never can.

Beside it the controller keeps the *journal*: everything that happened in order, including moves
later taken back (followed by an ``undo`` entry), refusals, and the reasons of computer moves when
the practice explanations are on. The move log (``story``, see ``story.py``) is made from exactly
what the journal replays, so a resumed match shows the log it had.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from samba import engine
from samba.ai import Agent, Choice, Reason, make_agent, plain, think_seconds
from samba.engine import Card, InvalidAction
from samba.engine import state as S
from samba.engine.actions import Action, Meld, MergeGroups
from samba.engine.events import Event
from samba.i18n import _

from . import file_words as W
from . import saves
from . import story as T
from .bot_trouble import FAILED, SLOW, STUCK, BotTrouble
from .explain import explain_move, seat_label
from .narration import shows_dealt_red_threes
from .runner import BotRunner
from .saves import SavedMatch, SaveProblem
from .setup import HUMAN, MatchSetup

log = logging.getLogger(__name__)

NEXT_HAND = saves.NEXT_HAND
UNDO = saves.UNDO
REFUSED = saves.REFUSED
UNDOABLE = (Meld, MergeGroups)
AFTERMATH = ("hand_end", "game_end", "turn")
STALL_SECONDS = 15.0
"""A bot that has not answered after this long (or ten times its thinking time, if longer) is given up:
the normal level is asked for the move instead, and if that too hangs, the first legal move is played.
Decisions take milliseconds to a second and a half, so this is only ever a bug (a playtest once saw a seat
"thinking…" for minutes); the table must go on all the same, and the error is noted like any bot failure."""


def stall_limit(think: float) -> float:
    """Seconds after which a bot given ``think`` seconds per move is given up."""
    return max(STALL_SECONDS, 10 * think)
"""Events a move brings about rather than makes: a computer's reason is told before them."""

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
    lines: tuple[str | None, ...] = ()
    """The move log's line for each event (None: not worth a line), as ``story`` keeps them."""
    why_after: int = -1
    """The event after which ``why`` is told (the acting seat's own last event)."""


@dataclass(frozen=True, slots=True)
class JournalLoss:
    """What of a saved journal could not be used when its match was resumed (the moves all replayed)."""

    left_out: int = 0
    """Damaged entries left out; the rest of the journal was used and leads to the saved moves."""
    retold: bool = False
    """The journal could not be used at all: the move log was retold from the moves alone, without the
    computer players' explanations, moves taken back and refusals it held."""


@dataclass(slots=True)
class _Pending:
    token: int
    seat: int
    future: Future[Choice]
    started: float
    """``clock()`` when the move was asked for (the stall watchdog's start)."""
    stand_in: bool = False
    """The move was asked of the normal level because the seat's own bot stalled."""


class MatchController:
    """Owns one match. Not thread-safe: call it from the main thread only."""

    recordable = True
    """False for matches that never enter the player's record, whoever asks (tutorial lessons)."""

    def __init__(self, setup: MatchSetup, *, agent_factory: AgentFactory = make_agent,
                 runner: BotRunner | None = None, saver: Saver | None = None,
                 start: engine.GameState | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.setup = setup
        self.clock = clock
        """Time for the stall watchdog only (tests pass a fake one); nothing in the game depends on it."""
        self.start = start
        """A position to start from instead of a fresh deal (a scenario: tests, tutorials, bug reports)."""
        self.state = start if start is not None else engine.new_match(setup.rules, setup.seed)
        self.actions: list[dict[str, Any]] = []
        """The log: ``action_to_dict`` entries, and ``{"type": "next_hand"}`` between hands."""
        self.journal: list[dict[str, Any]] = []
        """Everything in order: the log's entries (a computer move with its reason as data under
        ``why``), moves later taken back followed by ``{"type": "undo"}``, and refusals."""
        self.story: list[T.Line] = []
        """The move log, made as things happen (and remade the same way when a save is replayed)."""
        self.agents: dict[int, Agent] = {
            seat: agent_factory(level) for seat, level in enumerate(setup.levels) if level != HUMAN
        }
        self.runner = runner if runner is not None else BotRunner()
        self.saver = saver
        self._undo: list[tuple[engine.GameState, int]] = []
        self.turn_began = self.state
        """The position when the current turn began (rebuilt the same way when a save is replayed): the table
        keeps the canastas completed since then where they lie, so after Continue the melds lie, and the
        1–9 keys number them, as they did before saving."""
        self._pending: _Pending | None = None
        self._token = 0
        self.bot_errors: list[str] = []
        """What went wrong with a bot, in detail (the log's words, for the smoke run and bug reports)."""
        self.bot_troubles: list[BotTrouble] = []
        """The same, as the player is told it (``bot_trouble``): which seat, and what was played instead."""
        self.recorder: Recorder | None = None
        """Set by whoever starts the match when it is to be recorded; never while a save is replayed."""
        self.journal_loss: JournalLoss | None = None
        """Set by ``from_save`` when the save's journal was damaged (the game keeps the file aside and says so)."""
        self.opening = self._told(-1, None, self.state.log)
        """The deal (or the prepared position's story so far), for the table to show first."""

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

    def hands_at_end(self) -> dict[int, tuple[Card, ...]]:
        """Once a hand is over, every hand as it was left — shown face up, as players lay them down to count.

        The table's "See the table" after the score reads this; while the hand is played it returns nothing.
        """
        if not self.hand_over:
            return {}
        return {seat: engine.observe(self.state, seat).hand for seat in range(self.state.rules.player_count)}

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
            return engine.Violation("INVALID", "S4.4", str(exc), (("detail", str(exc)[:200]),))

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
        taken_back = engine.action_from_dict(self.actions[length])
        self.state = state
        del self.actions[length:]
        self.journal.append({"type": UNDO})
        self.story.append(T.take_back_line(taken_back))
        self._token += 1
        self._save()
        return True

    def note_refusal(self, problem: engine.Violation) -> T.Line:
        """A proposal the engine refused: it goes into the move log (and the journal, so it is there after a
        reload). Returns the line."""
        line = T.refusal_line(problem)
        self.journal.append(T.refusal_to_data(problem))
        self.story.append(line)
        self._save()
        return line

    def next_hand(self) -> Step:
        """Deal the next hand once this one has been scored."""
        self.state, events = engine.next_hand(self.state)
        self.turn_began = self.state
        self.actions.append({"type": NEXT_HAND})
        self.journal.append({"type": NEXT_HAND})
        self._undo.clear()
        self._token += 1
        self._save()
        if self.recorder is not None:
            self.recorder.hand_began(self.state)
        return self._told(self.state.dealer, None, events)

    def poll_bot(self, apply: bool = True) -> Step | None:
        """Keep a bot thinking when one is to act; apply its move when ready and ``apply`` is True."""
        seat = self.bot_to_act()
        if seat is None:
            return None
        pending = self._pending
        if pending is not None and pending.token != self._token:
            pending = self._pending = None
        if pending is None:
            pending = self._pending = self._ask(seat, self.agents[seat])
        if not pending.future.done():
            if self.clock() - pending.started < stall_limit(think_seconds(self.setup.levels[seat])):
                return None
            pending = self._stalled(pending)
            if pending is not None:
                return None
        if not apply:
            return None
        assert self._pending is not None
        pending, self._pending = self._pending, None
        action, choice = self._bot_result(pending)
        reason = choice.reason if choice is not None and self.setup.practice.explain_moves else None
        step = self._apply(action, reason)
        self._save()
        return step

    def _ask(self, seat: int, agent: Agent, stand_in: bool = False) -> _Pending:
        rng = random.Random(f"samba-bot:{self.setup.seed}:{seat}:{len(self.actions)}")
        seconds = think_seconds(self.setup.levels[seat])
        future = self.runner.request(agent, engine.observe(self.state, seat), rng, seconds)
        return _Pending(self._token, seat, future, self.clock(), stand_in)

    def _stalled(self, pending: _Pending) -> _Pending | None:
        """Give up a bot that has not answered (``STALL_SECONDS``): ask the normal level instead, or, when that
        stand-in hangs too, settle for the first legal move (None: ``_pending`` now holds a finished move)."""
        waited = self.clock() - pending.started
        log.error("bot at seat %s gave no move after %.0f s", pending.seat, waited)
        self.bot_errors.append(f"seat {pending.seat}: no move after {waited:.0f} s")
        self.bot_troubles.append(BotTrouble(pending.seat, STUCK if pending.stand_in else SLOW,
                                            self.state.hand_number))
        if not pending.stand_in:
            self._pending = self._ask(pending.seat, make_agent("normal"), stand_in=True)
            return self._pending
        first: Future[Choice] = Future()
        first.set_result(plain(engine.legal_actions(engine.observe(self.state, pending.seat))[0]))
        self._pending = _Pending(pending.token, pending.seat, first, self.clock(), stand_in=True)
        return None

    def _why(self, seat: int, action: Action, reason: Reason | None) -> str:
        """Practice: the bot's own reason for its move in words (its observation only), else empty."""
        if reason is None:
            return ""
        obs = engine.observe(self.state, seat)
        viewer_side = self.state.seat_side[self.human] if self.human is not None else None
        return explain_move(Choice(action, reason), obs, seat_label(seat, self.state.rules.player_count, self.human),
                            viewer_side)

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
            self.bot_troubles.append(BotTrouble(pending.seat, FAILED, self.state.hand_number))
            return engine.legal_actions(obs)[0], None
        if problem is not None:
            log.error("bot at seat %s proposed an illegal move %r: %s", pending.seat, choice.action, problem)
            self.bot_errors.append(f"seat {pending.seat}: illegal {choice.action!r}: {problem}")
            self.bot_troubles.append(BotTrouble(pending.seat, FAILED, self.state.hand_number))
            return engine.legal_actions(obs)[0], None
        return choice.action, choice

    def _apply(self, action: Action, reason: Reason | None = None) -> Step:
        """Apply ``action`` for the seat to act; ``reason``: a computer move's reason, told in practice."""
        seat = self.state.to_act
        was_over = self.hand_over
        why = self._why(seat, action, reason)
        before = self.state
        self.state, events = engine.apply(self.state, action)
        if self.state.turn_seat != before.turn_seat or self.state.hand_number != before.hand_number:
            self.turn_began = self.state
        entry = engine.action_to_dict(action)
        self.actions.append(entry)
        self.journal.append(dict(entry, why=T.reason_to_data(reason)) if why and reason is not None else entry)
        self._token += 1
        if not isinstance(action, UNDOABLE) or seat != self.human:
            self._undo.clear()
        if self.recorder is not None and self.hand_over and not was_over:
            self.recorder.hand_ended(self.state)
        return self._told(seat, action, events, why)

    def _told(self, seat: int, action: Action | None, events: tuple[Event, ...], why: str = "") -> Step:
        """The step as the viewer sees it, its lines added to the story: one per event, and the why told
        right after the acting seat's own last event (before, say, the next seat's red-three draws)."""
        visible = self._visible(events)
        state = self.state
        lines = T.event_lines(visible, state.rules.player_count, self.viewer, state.seat_side, state.melds,
                              watching=self.human is None, dealt_shown=shows_dealt_red_threes(state.rules))
        why_after = max((i for i, e in enumerate(visible) if e.seat == seat and e.kind not in AFTERMATH),
                        default=len(visible) - 1)
        for index, line in enumerate(lines):
            if line:
                self.story.append(T.Line(line))
            if why and index == why_after:
                self.story.append(T.why_line(why))
        if why and why_after < 0:
            self.story.append(T.why_line(why))
        return Step(seat, action, visible, why, lines, why_after)

    def reword_story(self) -> dict[T.Line, T.Line]:
        """Tell the whole move log again in the language now in force; returns each old line → its new wording.

        The player changed the language mid-match: every line already told must read in the new language
        too, not only the lines to come. The story is never stored as words (only the journal is), so it is
        retold the way Continue retells it — the journal replayed from the start through the very calls that
        told it — on a twin controller (no saver, no recorder, no bot thinking): this match is not touched
        except for ``story``, whose lines are replaced in place. Should the twin's story not line up with
        this one line for line (a lesson's scripted answers are not in the journal), nothing is changed and
        the mapping is empty: the old words stay rather than wrong ones."""
        twin = MatchController(self.setup, runner=BotRunner(inline=True), start=self.start)
        try:
            twin._replay_journal(self.journal)
        except SaveProblem:
            return {}
        finally:
            twin.close()
        if len(twin.story) != len(self.story) or twin.actions != self.actions:
            return {}
        reworded = dict(zip(self.story, twin.story, strict=True))
        self.story[:] = twin.story
        return reworded

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
        """The match as saved: setup and action log (the authority) plus the position they reach, and the
        journal the move log is told from."""
        return SavedMatch(self.setup, tuple(self.actions), len(self.actions) - len(self._undo),
                          saves.position_of(self.state), self.start, tuple(self.journal))

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
        """The journal when it leads to the saved moves (the move log is then retold whole); else the moves
        alone — they are the authority, and a journal that disagrees with them is not used.

        A damaged journal loses as little as it can: its damaged entries (a move that cannot be replayed where
        it stands, a take-back with nothing to take back, anything that is not a record) are left out one by
        one and the rest is replayed, so every computer player's explanation, move taken back and refusal
        still readable stays in the move log. Rebuilding from the moves alone would lose all of them for one
        bad byte. Only when what is left does not lead to exactly the saved moves is the journal given up and
        the log retold from the moves. Either way ``journal_loss`` says what was lost, for the player.
        """
        if saved.journal is not None:
            left_out = self._replay_journal(saved.journal, salvage=True) + saved.journal_left_out
            if [dict(e) for e in saved.actions] == self.actions:
                self._check_position(saved)
                self.journal_loss = JournalLoss(left_out=left_out) if left_out else None
                return
            log.warning("the save's journal does not lead to its moves; replaying the moves alone")
            self._restart()
        for index, entry in enumerate(saved.actions):
            try:
                if entry.get("type") == saves.NEXT_HAND:
                    self.next_hand()
                    continue
                action = engine.action_from_dict(dict(entry))
                before = self.state
                self._apply(action)
            except (engine.SambaError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
                raise SaveProblem(_(W.BAD_MOVE).format(number=index + 1, detail=W.detail(exc))) from None
            if isinstance(action, UNDOABLE) and index >= saved.undo_from:
                self._undo.append((before, index))
        self._check_position(saved)
        if saved.journal is not None or saved.journal_unreadable:
            self.journal_loss = JournalLoss(retold=True)

    def _check_position(self, saved: SavedMatch) -> None:
        differences = saves.position_differences(saved.position, self.state)
        if differences:
            raise SaveProblem(_(W.POSITION_DIFFERS).format(fields=W.quote(", ".join(differences), 80)))
        try:
            for seat in range(self.state.rules.player_count):
                engine.observe(self.state, seat)
            if not self.hand_over and not engine.legal_actions(engine.observe(self.state, self.state.to_act)):
                raise engine.InvalidAction("nobody can move")
        except (engine.SambaError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise SaveProblem(_(W.CANNOT_GO_ON).format(detail=W.detail(exc))) from None

    def _restart(self) -> None:
        """Back to the start of the match (a replay is begun again from its moves)."""
        self.state = self.start if self.start is not None else engine.new_match(self.setup.rules, self.setup.seed)
        self.actions, self.journal, self.story, self._undo = [], [], [], []
        self.turn_began = self.state
        self._token += 1
        self.opening = self._told(-1, None, self.state.log)

    def _replay_journal(self, journal: Sequence[Mapping[str, Any]], *, salvage: bool = False) -> int:
        """Everything the journal holds, in order, through the same calls that made it (so the story is
        the same): moves (computer moves with their reason), hands dealt, moves taken back, refusals.

        ``salvage``: an entry that cannot be replayed is left out (each fails before it changes anything)
        instead of raising ``SaveProblem``; returns how many were left out."""
        left_out = 0
        for index, entry in enumerate(journal):
            kind = entry.get("type")
            try:
                if kind == NEXT_HAND:
                    self.next_hand()
                elif kind == UNDO:
                    if not self.undo():
                        raise engine.InvalidAction("nothing to take back there")
                elif kind == REFUSED:
                    self.note_refusal(T.refusal_from_data(entry))
                else:
                    action = engine.action_from_dict(dict(entry))
                    seat = self.state.to_act
                    before = self.state
                    self._apply(action, T.reason_from_data(entry.get("why")))
                    if isinstance(action, UNDOABLE) and seat == self.human:
                        self._undo.append((before, len(self.actions) - 1))
            except (engine.SambaError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
                if not salvage:
                    raise SaveProblem(_(W.BAD_MOVE).format(number=index + 1, detail=W.detail(exc))) from None
                left_out += 1
        return left_out


def is_question_for(step_state: engine.GameState, seat: int | None) -> bool:
    """True when ``seat`` must answer a partner's "may I go out?" (S15.4)."""
    return seat is not None and step_state.phase == S.ANSWER and step_state.to_act == seat

