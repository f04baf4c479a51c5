"""The table scene: wires layout, view, presenter, animation, input and play together.

It owns the per-frame presentation state (what is shown, what is hidden, messages) and delegates:
geometry to ``layout``, sprites to ``view``, painting to ``draw``, beats to ``presenter`` and
``animation``, mouse gestures to ``pointer``, buttons and keys to ``controls``, hints to
``hint_request`` and every move to ``play`` (which asks the engine).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from samba.engine import Violation
from samba.engine import state as S
from samba.engine.observation import Observation
from samba.game import saves
from samba.game.controller import MatchController, Step
from samba.game.narration import resumed_story, seat_name
from samba.game.setup import LEVEL_TITLES
from samba.ui import audio, suits
from samba.ui.scenes.base import Scene
from samba.ui.scenes.dialogs import ChoiceDialog, ConfirmDialog

from . import input as I
from . import layout as L
from . import view as V
from .animation import SPEED_FACTORS, Animator
from .commands import BY_KEY, BY_NAME, DIGITS
from .controls import ButtonBar, ButtonState, Turn, button_states
from .deal_counts import deal_counts
from .draw import Look, Painter
from .hand_model import HandModel
from .hint_marks import HintMarks
from .hint_request import HintRequest
from .meld_drag import MeldDrag
from .move_log import MoveLog
from .play import Play
from .pointer import Pointer
from .practice_view import PracticeView
from .presenter import Presenter
from .status import status_line
from .why_link import WhyLink

TOAST_SECONDS = 4.0
BUBBLE_SECONDS = 2.6


class TableScene(Scene):
    name = "table"

    def __init__(self, app, controller: MatchController, *, fresh: bool = True) -> None:
        super().__init__(app)
        self.controller = controller
        self.services = app.services
        self.hand = HandModel()
        self.play = Play(controller, self.hand, self)
        obs = controller.observation()
        self.viewer = controller.viewer
        n = obs.rules.player_count
        self.presenter = Presenter(self.viewer, n, controller.human, obs.seat_side)
        self.animator = Animator(self._factor())
        self.cards = V.CardPainter(self.services)
        self.painter = Painter(self.services.text, self.cards)
        self.lay = L.compute(app.size, n, self.viewer, obs.seat_side, self._large())
        self.shown: Observation = obs
        self.dealing = fresh
        self.sprites = V.Scene()
        self.look = Look()
        self.log: list[str] = []
        self.hidden: set[int] = set()
        self.toast_left = 0.0
        self.bubble_left: dict[int, float] = {}
        self.summary_wait = -1.0
        self.dirty = True
        self.names = {s: seat_name(s, n, self.viewer) for s in range(n)}
        if controller.human is None:
            self.names[self.viewer] = "South"
        self.side_names = {i: " & ".join(self.names[s] for s in members) for i, members in enumerate(obs.sides)}
        self.levels = {s: LEVEL_TITLES.get(level, level) for s, level in enumerate(controller.setup.levels)}
        self.bar = ButtonBar()
        self.buttons = self.bar.buttons
        self.handlers: dict[str, Callable[[], None]] = {
            "draw": self.play.draw, "take": self.play.take_pile, "meld": self.play.meld, "undo": self._undo,
            "ask": self.play.ask, "sort": self._sort, "hint": self._hint, "menu": self._menu,
            "discard": self._discard, "unstage": self.play.unstage, "left": lambda: self._move_cursor(-1),
            "right": lambda: self._move_cursor(1), "first": lambda: self._move_cursor(-99),
            "last": lambda: self._move_cursor(99), "select": self._select_at_cursor,
            "deselect": self.hand.clear_selection,
        }
        """What each command does here (a lesson table gives some of them another meaning)."""
        self.waits = {name: command.waits for name, command in BY_NAME.items()}
        self._turn: tuple[object, Observation | None, Turn | None] = (None, None, None)
        self._shown_states: dict[str, ButtonState] = {}
        self.pointer = Pointer(self)
        self.hints = HintRequest(self)
        self.why = WhyLink(self)
        self.hint_marks = HintMarks(self)
        self.move_log = MoveLog(self)
        self.practice = PracticeView(self)
        self.meld_drag = MeldDrag(self)
        self.cursor = 0
        self.watch_turns = 0
        if fresh:
            self._queue_step(Step(-1, None, tuple(obs.log)), obs)
        else:
            self.hand.sync(obs.hand)
            self.log.extend(resumed_story(obs, controller.human is None))
            self.log.append(f"Welcome back: hand {obs.hand_number}, deal #{controller.setup.seed}.")
            self._after_commit()

    # -- helpers -----------------------------------------------------------------------------------------
    def _factor(self) -> float:
        return SPEED_FACTORS[self.services.settings.animation_speed]

    def _large(self) -> bool:
        return self.services.settings.card_size == "large"

    @property
    def drag(self) -> I.Drag | None:
        """The mouse gesture in progress (owned by the pointer)."""
        return self.pointer.drag

    # -- Scene -------------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        obs = self.shown
        self.lay = L.compute(size, obs.rules.player_count, self.viewer, obs.seat_side, self._large())
        self.bar.place(self.lay.buttons)
        self.animator.factor = self._factor()
        self.animator.abort(glides_only=True)  # the slot a refused card was gliding to has moved
        self.dirty = True

    def resume(self) -> None:
        self.animator.factor = self._factor()
        self.resize(self.app.size)
        self.dirty = True

    def exit(self) -> None:
        self.animator.abort()  # nothing more is shown or committed on a table that is going away
        self.services.autosaver.flush()

    # -- the PlayUI protocol ---------------------------------------------------------------------------------
    def show_step(self, step: Step) -> None:
        after = self.controller.observation()
        human = step.seat == self.controller.human and step.seat >= 0
        if human:
            new = self._commit(after)
            draws = [e for e in step.events if e.kind == "draw" and e.seat == self.viewer]
            if draws:
                self.hidden |= set(new)
            beats = self.presenter.beats(step.events, step.seat, self.lay, self, self._unhide, after.melds)
            for beat in beats:
                self.animator.add(beat)
        else:
            self._queue_step(step, after)

    def _queue_step(self, step: Step, after: Observation) -> None:
        def commit() -> None:
            self._commit(after)

        for beat in self.presenter.beats(step.events, step.seat, self.lay, self, commit, after.melds):
            self.animator.add(beat)
        why = self.practice.why_beat(step)
        if why is not None:
            self.animator.add(why)

    def _unhide(self) -> None:
        self.hidden.clear()
        self.dirty = True

    def _commit(self, obs: Observation) -> list[int]:
        self.shown = obs
        self.dealing = False
        new = self.hand.sync(obs.hand)
        self.dirty = True
        self._after_commit()
        return new

    def _after_commit(self) -> None:
        self.practice.refresh()
        state = self.controller.state
        if self.controller.hand_over and self.shown.phase in (S.HAND_OVER, S.GAME_OVER):
            if self.summary_wait < 0:
                self.summary_wait = 0.9 * max(self._factor(), 0.3)
            if self.controller.game_over and self.controller.saver is not None:  # a watch has no save
                saves.clear_match()
        elif (state.phase == S.ANSWER and state.to_act == self.controller.human
              and self.shown.phase == S.ANSWER):
            asker = self.names[state.turn_seat]
            self.app.push(ConfirmDialog(self.app, f"{asker} asks: “Partner, may I go out?”",
                                        lambda: self.play.answer(True), lambda: self.play.answer(False),
                                        yes="Yes, go out", no="No, not yet",
                                        detail="Your answer binds (S15.4)."))

    def refuse(self, problem: Violation, uids: Sequence[int] = ()) -> None:
        self.services.sound.play(audio.REFUSED)
        self._toast(str(problem), bad=True)
        self.why.show(problem)

    def note(self, words: str) -> None:
        self._toast(words, bad=False)

    def confirm(self, question: str, on_yes: Callable[[], None]) -> None:
        """Ask ``question`` (e.g. "Go out: meld QS QH QC …?"), its card codes shown with suit signs."""
        self.app.push(ConfirmDialog(self.app, suits.signs(question), on_yes))

    def choose(self, title: str, options: list[tuple[str, Callable[[], None]]]) -> None:
        """One button per option; the options describe moves, so their card codes get suit signs."""
        self.app.push(ChoiceDialog(self.app, suits.signs(title), [(suits.signs(label), fn) for label, fn in options]))

    def changed(self) -> None:
        self.dirty = True

    def staged(self) -> None:
        """A meld was gathered for the opening: the gesture was accepted, so a refusal toast is old news."""
        self.dirty = True
        if self.look.toast_bad:
            self.look.toast = ""

    def keep_clear(self) -> list[pygame.Rect]:
        """What the banners must not cover besides the cards (nothing at a match table)."""
        return []

    def toast_obstacles(self) -> list[pygame.Rect]:
        """Everything a banner should keep clear of: every card shown, and ``keep_clear``."""
        sprites = self.sprites
        return [s.rect for s in sprites.table_cards] + [s.rect for s in sprites.hand] + self.keep_clear()

    # -- the Stage protocol (presenter beats) ------------------------------------------------------------
    def say(self, line: str) -> None:
        self.log.append(line)
        self.look.narration = line

    def play_sound(self, name: str) -> None:
        self.services.sound.play(name)

    def bubble(self, seat: int, words: str) -> None:
        self.look.bubbles[seat] = words
        self.bubble_left[seat] = BUBBLE_SECONDS * max(self._factor(), 0.5)

    def _toast(self, words: str, bad: bool) -> None:
        self.look.toast = words
        self.look.toast_bad = bad
        self.toast_left = TOAST_SECONDS

    # -- commands ----------------------------------------------------------------------------------------
    def _ready(self) -> bool:
        """Moves wait until the table shows the current position."""
        if not self.animator.idle:
            self.animator.finish()
        return self.controller.human_to_act()

    def run(self, name: str) -> None:
        """Command ``name`` from a key or a button: a move waits for the table and the player's turn."""
        if self.waits[name] and not self._ready():
            return
        self.handlers[name]()
        self.dirty = True

    def _undo(self) -> None:
        self.play.undo()
        self._commit(self.controller.observation())

    def _sort(self) -> None:
        self.hand.sort()
        self.note(f"Sorted by {'rank' if self.hand.sort_mode == 'rank' else 'suit and sequence'}.")

    def _hint(self) -> None:
        if not self.hints.pending:
            self.hints.ask()

    def _menu(self) -> None:
        from samba.ui.scenes.menu import MenuOverlay

        self.app.push(MenuOverlay(self.app, self))

    def _discard(self) -> None:
        selection = self.hand.selection()
        uid = selection[0] if len(selection) == 1 else self.cursor_uid()
        if uid is None:
            self.note("Pick the card to discard (arrows, or click it).")
            return
        self.play.discard(uid)

    def _move_cursor(self, delta: int) -> None:
        shown = self.hand.shown()
        if shown:
            self.cursor = max(0, min(len(shown) - 1, self.cursor + delta))

    def _select_at_cursor(self) -> None:
        uid = self.cursor_uid()
        if uid is not None:
            self.hand.toggle(uid)

    def _handle_key(self, event: pygame.event.Event) -> None:
        """Keyboard play: arrows move the cursor, Space/Up select, letters are the buttons, digits lay off."""
        if event.key == pygame.K_SPACE and not self.animator.idle:
            self.animator.finish()
            return
        if event.key in DIGITS:
            if self._ready():
                self.play.layoff_onto(DIGITS[event.key])
            self.dirty = True
            return
        command = BY_KEY.get(event.key)
        if command is not None:
            self.run(command.name)

    def cursor_uid(self) -> int | None:
        shown = self.hand.shown()
        if not shown:
            return None
        self.cursor = max(0, min(self.cursor, len(shown) - 1))
        return shown[self.cursor][0]

    # -- events ------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.practice.handle(event):
            return
        if self.why.handle(event) or self.move_log.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._handle_key(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self.bar.hover(event)
            self.pointer.motion(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.animator.idle:
                self.animator.finish()
                return
            self.pointer.press(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                self.pointer.release(event.pos)
                return
            name = self.bar.clicked(event)
            if name is not None:
                self.services.sound.play(audio.CLICK)
                self.run(name)

    # -- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self._light_buttons()
        if self.toast_left > 0:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.look.toast = ""
        for seat in list(self.bubble_left):
            self.bubble_left[seat] -= dt
            if self.bubble_left[seat] <= 0:
                del self.bubble_left[seat]
                self.look.bubbles.pop(seat, None)
        self.hints.poll()
        self.hint_marks.update(dt)
        if self.animator.idle and self.drag is None:
            if self.animator.current is None and self.look.narration and self.controller.human_to_act():
                self.look.narration = ""
            if self.summary_wait >= 0:
                self.summary_wait -= dt
                if self.summary_wait < 0:
                    self._open_summary()
                return
            step = self.controller.poll_bot(apply=True)
            if step is not None:
                self.watch_turns += 1
                self._queue_step(step, self.controller.observation())
        elif self.summary_wait < 0:
            self.controller.poll_bot(apply=False)

    def _light_buttons(self) -> None:
        """Light the bar for the position: read once per position, combined with what the table is doing."""
        state, shown, turn = self._turn
        if state is not self.controller.state or shown is not self.shown or turn is None:
            turn = Turn.of(self.controller, self.shown)
            self._turn = (self.controller.state, self.shown, turn)
        states = button_states(turn, not self.animator.idle, bool(self.hand.selected), bool(self.hand.staged))
        if states != self._shown_states:
            self.bar.show(states)
            self._shown_states = states

    def _open_summary(self) -> None:
        from samba.ui.scenes.summary import SummaryScene

        self.app.push(SummaryScene(self.app, self.controller, self))

    def next_hand(self) -> None:
        """Called by the summary: deal the next hand."""
        step = self.controller.next_hand()
        self.summary_wait = -1.0
        self.dealing = True
        self.hand.clear_staged()
        self._queue_step(step, self.controller.observation())

    # -- drawing -----------------------------------------------------------------------------------------
    def _refresh(self) -> None:
        self.sprites = V.build(self.shown, self.hand, self.lay, frozenset(self.hidden), self.dealing)
        self.practice.adjust(self.sprites)
        self.dirty = False

    def draw(self, surface: pygame.Surface) -> None:
        if self.dirty:
            self._refresh()
        look = self.look
        obs = self.shown
        look.names = self.names
        look.levels = self.levels
        look.side_names = self.side_names
        look.log = self.log
        look.thinking = self.controller.bot_to_act() if self.animator.idle else None
        look.deal_counts = deal_counts(self.animator, {s: self.presenter.anchor(self.lay, s) for s in self.names},
                                       obs.hand_sizes) if self.dealing else None
        look.status = status_line(self.controller, obs, self.names, self.play, self.dealing,
                                  not self.animator.idle)
        look.flights = self.animator.flights()
        look.dragging = self.drag is not None and self.drag.active
        look.dragged = self.pointer.dragged()
        shown = self.hand.shown()
        look.cursor_uid = shown[min(self.cursor, len(shown) - 1)][0] if shown and self.controller.human_to_act() \
            else None
        if self.hand.staged:
            points, need = self.play.staged_total()
            look.staged_label = f"{points} / {need}"
            look.staged_ok = points >= need
        else:
            look.staged_label = ""
        look.buttons = self.buttons
        look.keep_clear = self.keep_clear()
        self.painter.draw(surface, self.lay, obs, self.sprites, look,
                          self.viewer, self.meld_drag.lifted(self.drag))
        self.move_log.draw(surface)
        self.why.draw(surface)
        self.hint_marks.draw(surface)
        self.practice.draw(surface)
