"""A lesson on the real table: the match table, judged by a ``LessonController``, with a teacher on top.

Everything a player does here is the table's own code (drag and drop, clicks, keys, staging, the
going-out confirmation), so what the lessons teach is exactly what a match asks. This subclass only
adds the teaching: the caption panel in place of the log, rings on the cards to use and an arrow at
the place to use them, the engine's reason plus the step's nudge after a wrong try (with "Why?"
opening the rule's help page), and at the end "Lesson complete" with Next and Replay — or, for the
scoring lesson, the real hand summary with its lines explained.
"""

from __future__ import annotations

from collections import Counter

import pygame
from pygame import Rect

from samba.engine import Violation
from samba.engine.actions import AskGoOut, DrawStock, TakePile
from samba.game import tutorial as T
from samba.game.controller import Step
from samba.game.file_words import PROGRESS_NOT_SAVED, os_reason, say
from samba.game.files import SaveError
from samba.game.lesson_controller import LESSON_CODE, LessonController
from samba.game.problems import PROGRESS_READ, PROGRESS_SAVE
from samba.game.refusal_words import refusal_words
from samba.i18n import N_, _
from samba.ui import audio, theme
from samba.ui.scenes.dialogs import Overlay
from samba.ui.table.hint_marks import pile_mark, stock_mark
from samba.ui.table.scene import TableScene
from samba.ui.widgets import Button

from . import marks
from .caption import Caption, CaptionPanel

WELL_DONE = N_("Well done!")
ASK_DETOUR = N_("You began going out before asking, so the button that asks now says Suggest. Press Cancel (Esc) "
                "to take the cards back, then Ask partner (A). Or press A now: your staged cards stay.")
"""The step that asks the partner, after the player staged a going out first (playtest p9, lesson 7): the panel
must not send them to a button that is no longer there."""
PRAISE_SECONDS = 2.5
"""How long the praise for a step just done stays on the panel (above the next step, never under it)."""


class TutorialTable(TableScene):
    name = "tutorial"
    score_lines = 1
    """The lesson's words live in the sidebar under the score panel: it keeps one line of details a side (a
    lesson's four-player table says them in one line)."""

    def __init__(self, app, lesson: T.Lesson, progress_path=None) -> None:
        self.lesson_controller = LessonController(lesson)
        super().__init__(app, self.lesson_controller, fresh=True)
        self.lesson = lesson
        self.number = T.LESSONS.index(lesson) + 1
        self.progress_path = progress_path
        obs = self.controller.observation()
        self.levels = {s: (_("your partner") if obs.seat_side[s] == obs.side else _("opponent")) for s in self.levels
                       if s != self.viewer}
        self.feedback = ""
        self.feedback_good = False
        self.feedback_rule = ""
        self.feedback_refusal = False
        """Whether the panel's feedback is a refusal (cleared by the next accepted gesture)."""
        self.feedback_help = False
        """Whether the panel's feedback is Show me's hint (a teacher's words, not a refusal)."""
        self.feedback_why = ""
        self.feedback_brief = ""
        """The feedback without the step's how-to (a refusal's own words): shown when the whole would not fit."""
        """The refusal's own words, for the Why? page (without the panel's "press Why?" pointer to it)."""
        self.clock = 0.0
        self.show_me_left = 0.0
        self.praise_left = 0.0
        self.praise = ""
        """"Step 1 done — well done!": said above the next step's header for a moment. Under the next step's
        caption, a plain "Well done!" read as praise for a step not yet done (playtest p9, lesson 5)."""
        self.finished = False
        self.panel = CaptionPanel(self.show_me, self.open_why, self.to_lessons)
        self.messages.say(_("Lesson {number}: {title}").format(number=self.number,
                                                               title=lesson.title.split("·", 1)[-1].strip()))

    # -- geometry ------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.panel.place(self.lay.log)

    # -- what the input script may ask (``script.Pupil``) -------------------------------------------------------
    @property
    def lesson_run(self) -> T.LessonRun:
        return self.lesson_controller.run

    def ready_for_input(self) -> bool:
        """The table is on top, nothing moves, and it is the player's turn."""
        return self.app.top is self and self.animator.still and self.controller.human_to_act()

    def question(self) -> str:
        """Which question is open over the table: "confirm" (yes or no), "choice" (one of a few), or ""."""
        top = self.app.top
        return {"confirm": "confirm", "choose": "choice"}.get(top.name, "") if top is not None else ""

    # -- what the panel says ----------------------------------------------------------------------------
    def caption(self) -> Caption:
        run = self.lesson_controller.run
        step = run.step
        total = len(self.lesson.steps)
        if step is None:
            words, where = self.lesson.outro, _("Done!")
        else:
            words, where = step.caption, _("Step {number} of {total}").format(number=run.step_index + 1, total=total)
            words = self.detour() or words
        intro = self.lesson.intro if run.step_index == 0 else ""
        header = _("Lesson {number} of {total}").format(number=self.number, total=len(T.LESSONS))
        return Caption(header, self.lesson.title.split("·", 1)[-1].strip(),
                       intro, where, words, self.feedback, self.feedback_good, self.feedback_help,
                       self.feedback_brief, self.praise if step is not None else "")

    def detour(self) -> str:
        """What to do instead of the step's own words when the table no longer shows the button they name, else "".

        Only one step names a bar button whose place can show another command: Ask partner, which becomes Suggest
        while a going out is staged (playtest p9, lesson 7: the panel said "press Ask partner" and its arrow
        pointed at Suggest). Every other step points at the stock, the pile or a meld, which never change role."""
        step = self.lesson_controller.run.step
        ask = self.bar.states.get("ask")
        if step is None or step.expect.action is not AskGoOut or ask is None or ask.command == "ask":
            return ""
        return _(ASK_DETOUR)

    def nudge(self) -> str:
        """How to do the step now: its nudge, or the way back to it (``detour``)."""
        step = self.lesson_controller.run.step
        return self.detour() or (step.nudge if step is not None else "")

    # -- the teacher's commands -------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """H at a lesson table is Show me."""
        self.show_me()

    def open_menu(self) -> None:
        """Esc at a lesson table goes back to the lesson list."""
        self.to_lessons()

    def show_me(self) -> None:
        """Show me (or H) in a lesson: say how to do this step and make the marks louder for a moment."""
        if self.lesson_controller.run.step is None:
            return
        self._feedback(self.nudge(), good=False, rule="", teaching=True)
        self.show_me_left = 3.0

    def open_why(self) -> None:
        """Open the rules help at the section of the rule the last refusal named."""
        if self.feedback_rule:
            self.open_rule(self.feedback_rule, _("You asked why: {words}").format(words=self.feedback_why))

    def to_lessons(self) -> None:
        """Back to the lesson list (the scene below this one)."""
        self.controller.close()
        self.app.pop()

    def replay(self) -> None:
        self.controller.close()
        self.app.switch_to("tutorial", self.lesson, self.progress_path)

    def next_lesson(self) -> None:
        if self.number < len(T.LESSONS):
            self.controller.close()
            self.app.switch_to("tutorial", T.LESSONS[self.number], self.progress_path)
        else:
            self.to_lessons()

    def _feedback(self, words: str, good: bool, rule: str, refusal: bool = False, teaching: bool = False,
                  why: str = "", brief: str = "") -> None:
        self.feedback = words
        if words:  # what the player is told about this step now (a refusal, Show me) replaces the last praise
            self.praise = ""
        self.feedback_brief = brief
        self.feedback_good = good
        self.feedback_rule = rule
        self.feedback_refusal = refusal
        self.feedback_help = teaching
        self.feedback_why = why or words
        self.panel.why.enabled = bool(rule)

    # -- the PlayUI protocol, with teaching ---------------------------------------------------------------
    def refuse(self, problem: Violation) -> None:
        nudge = self.nudge()
        refused = refusal_words(problem)
        if problem.code == LESSON_CODE and self.detour():  # the lesson's words name the button no longer there
            refused = _("That is allowed, but this lesson wants something else. {nudge}").format(nudge=nudge)
        words = refused
        if problem.code != LESSON_CODE and nudge and nudge not in words:
            words = f"{words} {nudge}"
        # The toast near the hand says what is wrong; the panel adds how to do the step.
        if problem.rule:
            super().refuse(problem)
            pointer = _("{words} (rule {rule} — press Why? to read it)")
            self._feedback(pointer.format(words=words, rule=problem.rule), good=False, rule=problem.rule,
                           refusal=True, why=refused, brief=pointer.format(words=refused, rule=problem.rule))
        else:
            self.services.sound.play(audio.REFUSED)
            short = words.replace(nudge, "").strip() if nudge else words
            self.messages.show_toast(_("{words} See the blue panel on the right.").format(words=short), bad=True)
            self._feedback(words, good=False, rule="", refusal=True, brief=refused)

    def on_staged(self) -> None:
        """A meld gathered for the opening was accepted: an earlier refusal no longer applies (lesson 2)."""
        super().on_staged()
        if self.feedback_refusal:
            self._feedback("", good=False, rule="")

    def show_step(self, step: Step) -> None:
        super().show_step(step)
        result = self.lesson_controller.last
        if result is None or not result.accepted:
            return
        self.messages.clear_toast()
        run = self.lesson_controller.run
        if run.done:  # the lesson's last word: praise under the outro, until the lesson is left
            self._feedback(_(WELL_DONE), good=True, rule="")
            return
        # The step just done is praised by its number, above the next step: the feedback under the caption is
        # for the step the player is on now (a refusal, Show me), and any left from the step done goes.
        self._feedback("", good=False, rule="")
        self.praise = _("Step {number} done — well done!").format(number=run.step_index)
        self.praise_left = PRAISE_SECONDS

    # -- time ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.show_me_left = max(0.0, self.show_me_left - dt)
        if self.praise:
            self.praise_left -= dt
            if self.praise_left <= 0:
                self.praise = ""
        super().update(dt)
        run = self.lesson_controller.run
        if (run.done and not self.finished and self.animator.still
                and not self.controller.hand_over and self.app.top is self):
            self._finish()

    def open_summary(self) -> None:
        self._finish()

    def _finish(self) -> None:
        """Remember the lesson and say so: the score sheet for the scoring lesson, else a small card."""
        if self.finished:
            return
        self.finished = True
        loaded = T.read_progress(self.progress_path)  # a damaged file is set aside and told, never written over
        if loaded.notice is not None:
            self.services.problems.report(PROGRESS_READ, loaded.notice)
        done = set(loaded.done) | {self.lesson.id}
        try:
            T.save_progress(done, self.progress_path)
            self.services.problems.clear(PROGRESS_SAVE)
        except OSError as exc:  # the lesson still counts as played; the banner says the progress was not kept
            reason = exc.reason if isinstance(exc, SaveError) else os_reason(exc)
            self.services.problems.report(PROGRESS_SAVE, say(PROGRESS_NOT_SAVED, reason=reason))
        self.services.sound.play(audio.HAND_WON)
        if self.lesson.id == "scoring" and self.controller.observation().result is not None:
            self.app.goto("tutorial_summary", self.controller, self)
        else:
            self.app.goto("lesson_complete", self)

    # -- events ------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for button in self.panel.buttons:
                button.handle(event)
        elif event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN) and self.pointer.drag is None \
                and self.panel.handle(event):
            self.services.sound.play(audio.CLICK)
            return
        super().handle_event(event)

    # -- drawing -----------------------------------------------------------------------------------------
    def arrow_bounds(self) -> Rect:
        """Where the arrow's label may go: the table between the status bar, the sidebar and the buttons."""
        lay = self.lay
        return Rect(0, lay.status.bottom, lay.sidebar.x, lay.buttons.y - lay.status.bottom)

    def keep_clear(self) -> list[Rect]:
        """The lesson's pointer: the arrow with its label ("Here", "Take" …) and the ring round the place it points
        at. A refusal banner must not cover what it points at (playtest: at 1024×640 lesson 2's refusal lay across
        the New meld zone's ring). The ring is kept clear at its loudest (Show me), so a banner never moves when
        Show me's moment ends."""
        _cards, place, label, direction = self.targets()
        if place is None:
            return []
        return [marks.arrow_footprint(place, self.arrow_bounds(), label, self.services.text, direction),
                marks.ring_footprint(place, strong=True)]

    def targets(self) -> tuple[list[Rect], Rect | None, str, str]:
        """The cards to use, the place to use them, the arrow's label and the side it comes from."""
        sprites = self.sprites
        step = self.lesson_controller.run.step
        if step is None or not self.controller.human_to_act() or self.dealing:
            return [], None, "", "down"
        wanted = Counter(step.highlight_cards)
        cards: list[Rect] = []
        for sprite in sprites.hand:
            if wanted.get(sprite.code or "", 0) > 0:
                wanted[sprite.code or ""] -= 1
                cards.append(sprite.rect)
        place = step.highlight_place
        lay = self.lay
        if step.expect.action is DrawStock or place == "stock":
            return cards, stock_mark(lay), _("Draw"), "down"
        if place == "pile":
            label = _("Take") if step.expect.action is TakePile else _("Discard")
            return cards, pile_mark(lay, self.shown), label, "up"
        if place == "new_meld":
            return cards, lay.new_meld, _("Meld"), "down"
        if place.startswith("meld:"):
            meld_id = int(place.split(":", 1)[1])
            box = next((b for b in sprites.melds if b.meld_id == meld_id), None)
            if box is None:
                return cards, None, "", "down"
            # From below when there is room, else from the free felt to its right (short of the New meld zone):
            # never from above, where the arrow and its tag would cover the side's title over the melds.
            label = _("Here")
            if box.rect.bottom + 64 <= lay.hand.y:
                return cards, box.rect, label, "up"
            beside = marks.arrow_footprint(box.rect, self.arrow_bounds(), label, self.services.text, "left")
            if (box.rect.right + marks.room_beside(label, self.services.text) <= lay.new_meld.x - 4
                    and not any(beside.colliderect(other.rect) for other in sprites.melds if other is not box)):
                return cards, box.rect, label, "left"
            return cards, box.rect, label, "down"
        if step.expect.action is AskGoOut:
            # The arrow points at the button the panel names: Ask partner, or Cancel on the way back to it.
            if not self.detour():
                return cards, self.bar.rect_of("ask"), _("Ask"), "down"
            cancel = self.bar.states.get("menu")
            if cancel is not None and cancel.command == "cancel":
                return cards, self.bar.rect_of("menu"), _("Cancel"), "down"
        return cards, None, "", "down"

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # The panel first, the marks over it: an arrow at the bar's last button (Cancel) rises past the panel's
        # foot, and hidden under the panel it showed only its label, far to the left.
        self.panel.draw(surface, self.services.text, self.caption())
        strong = self.show_me_left > 0
        cards, place, label, direction = self.targets()
        marks.rings(surface, cards, self.clock, strong)
        if place is not None:
            marks.ring(surface, place, self.clock, strong)
            marks.arrow(surface, place, self.clock, self.arrow_bounds(), label, self.services.text, direction)
        if self.lesson_controller.run.done:
            pygame.draw.rect(surface, theme.FELT_DARK, self.lay.status)
            self.services.text.blit(surface, _("Lesson {number} complete.").format(number=self.number), 22,
                                    (12, self.lay.status.centery), theme.GOLD, bold=True, anchor="midleft")


class LessonComplete(Overlay):
    """The lesson's last word, and where to go next."""

    name = "lesson_complete"
    width = 560

    def __init__(self, app, table: TutorialTable) -> None:
        last = table.number >= len(T.LESSONS)
        super().__init__(app, _("Lesson {number} complete!").format(number=table.number), table.lesson.outro)
        self.buttons = [
            Button(_("All lessons done — back to the list") if last else _("Next lesson"), self._close_then(
                table.next_lesson), pygame.K_RETURN, "Enter", primary=True),
            Button(_("Replay this lesson"), self._close_then(table.replay), pygame.K_r, "R"),
            Button(_("Lesson list"), self._close_then(table.to_lessons), pygame.K_ESCAPE, "Esc"),
        ]
