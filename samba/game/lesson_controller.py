"""A tutorial lesson behind the real table: a ``MatchController`` whose moves go through a ``LessonRun``.

The table (drag and drop, buttons, keys, staging, confirmations) is the same code as in a match; only
the judge differs. ``check`` answers with the engine's verdict first, so a refusal names a real rule
(and "Why?" can open its help page), and then with the lesson's: a legal move that is not what the
step teaches is declined with the step's nudge, so the position can never drift away from the
lesson. No computer seat ever moves: the lesson's scripted partner answers inside ``LessonRun``, and
nothing is saved over the player's match.
"""

from __future__ import annotations

from samba import engine
from samba.ai import make_agent
from samba.engine import IllegalAction, Violation
from samba.engine.actions import Action
from samba.i18n import _

from .controller import MatchController, Step
from .runner import BotRunner
from .setup import MatchSetup, standard_levels
from .tutorial import HUMAN, Lesson, LessonRun, TryResult

LESSON_CODE = "LESSON"
"""The code of a refusal that comes from the lesson, not from the rules (it has no rule number)."""


class LessonController(MatchController):
    """One lesson being played on the table; ``run`` holds the step and the checks."""

    recordable = False
    """A lesson is never part of the player's record."""

    def __init__(self, lesson: Lesson, runner: BotRunner | None = None) -> None:
        self.run = LessonRun(lesson)
        rules = self.run.state.rules
        setup = MatchSetup(rules, 0, standard_levels(rules.player_count, "easy"))
        super().__init__(setup, agent_factory=make_agent, runner=runner or BotRunner(inline=True), saver=None,
                         start=self.run.state)
        self.last: TryResult | None = None
        """The outcome of the last move the player made (None before the first)."""

    @property
    def lesson(self) -> Lesson:
        return self.run.lesson

    def bot_to_act(self) -> int | None:
        """Nobody else plays in a lesson: the position waits for the next lesson or a replay."""
        return None

    def poll_bot(self, apply: bool = True) -> Step | None:
        return None

    def human_to_act(self) -> bool:
        return not self.run.done and super().human_to_act()

    def check(self, action: Action) -> Violation | None:
        """The engine's verdict, then the lesson's: only the move this step teaches is accepted."""
        problem = super().check(action)
        if problem is not None:
            return problem
        step = self.run.step
        if step is None:
            return Violation(LESSON_CODE, "", _("This lesson is complete."))
        try:
            _after, events = engine.apply(self.state, action, seat=HUMAN)
        except IllegalAction as refused:
            return refused.violation
        if step.expect.matches(action, events):
            return None
        return Violation(LESSON_CODE, "", _("That is allowed, but this lesson wants something else. {nudge}").format(
            nudge=step.nudge))

    def act(self, action: Action) -> Step:
        """Play the player's move through the lesson (raises ``IllegalAction`` if it declines it)."""
        result = self.run.attempt(action)
        self.last = result
        if not result.accepted:
            raise IllegalAction(Violation(LESSON_CODE, result.rule, result.message))
        self.state = self.run.state
        self.actions.append(engine.action_to_dict(action))
        self.journal.append(engine.action_to_dict(action))
        self._token += 1
        return self._told(HUMAN, action, result.events)

    def can_undo(self) -> bool:
        """A lesson move is never taken back (replay the lesson instead)."""
        return False
