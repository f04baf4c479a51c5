"""The table scene: wires layout, view, presenter, animation, input and play together.

It owns the per-frame presentation state (what is shown, what is dragged, messages) and delegates:
geometry to ``layout``, sprites to ``view``, painting to ``draw``, beats to ``presenter`` and
``animation``, hit-testing to ``input`` and every move to ``play`` (which asks the engine).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future

import pygame

from samba.engine import Violation
from samba.engine import state as S
from samba.engine.actions import AskGoOut
from samba.engine.observation import Observation
from samba.game import hints, saves
from samba.game.controller import MatchController, Step
from samba.game.narration import seat_name
from samba.game.proposals import describe
from samba.game.setup import LEVEL_TITLES
from samba.ui import audio
from samba.ui.scenes.base import Scene
from samba.ui.scenes.dialogs import ChoiceDialog, ConfirmDialog
from samba.ui.widgets import Button

from . import input as I
from . import layout as L
from . import view as V
from .animation import SPEED_FACTORS, Animator, Flight
from .deal_counts import deal_counts
from .draw import Look, Painter
from .hand_model import HandModel
from .hint_marks import HintMarks
from .meld_drag import MeldDrag
from .move_log import MoveLog
from .play import Play
from .practice_view import PracticeView
from .presenter import Presenter
from .status import status_line
from .why_link import WhyLink

TOAST_SECONDS = 4.0
BUBBLE_SECONDS = 2.6
SNAP_SECONDS = 0.22


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
        self.drag: I.Drag | None = None
        self.snaps: list[tuple[list[Flight], float]] = []
        self.hidden: set[int] = set()
        self.toast_left = 0.0
        self.bubble_left: dict[int, float] = {}
        self.hint_future: Future | None = None
        self.summary_wait = -1.0
        self.dirty = True
        self.names = {s: seat_name(s, n, self.viewer) for s in range(n)}
        if controller.human is None:
            self.names[self.viewer] = "South"
        self.side_names = {i: " & ".join(self.names[s] for s in members) for i, members in enumerate(obs.sides)}
        self.levels = {s: LEVEL_TITLES.get(level, level) for s, level in enumerate(controller.setup.levels)}
        self.buttons = self._buttons()
        self.why = WhyLink(self)
        self.hint_marks = HintMarks(self)
        self.move_log = MoveLog(self)
        self.practice = PracticeView(self)
        self.meld_drag = MeldDrag(self)
        self.cursor = 0
        self.watch_turns = 0
        self._snap_done: Callable[[], None] | None = None
        self._ask_cache: tuple[int, bool] = (-1, False)
        if fresh:
            self._queue_step(Step(-1, None, tuple(obs.log)), obs)
        else:
            self.hand.sync(obs.hand)
            self.log.append(f"Welcome back: hand {obs.hand_number}, deal #{controller.setup.seed}.")
            self._after_commit()

    # -- helpers -----------------------------------------------------------------------------------------
    def _factor(self) -> float:
        return SPEED_FACTORS[self.services.settings.animation_speed]

    def _large(self) -> bool:
        return self.services.settings.card_size == "large"

    def _buttons(self) -> list[Button]:
        specs: list[tuple[str, Callable[[], None], int | None, str]] = [
            ("Draw", self.cmd_draw, None, "S"), ("Take pile", self.cmd_take, None, "T"),
            ("Meld", self.cmd_meld, None, "Enter"), ("Undo", self.cmd_undo, None, "U"),
            ("Ask partner", self.cmd_ask, None, "A"), ("Sort", self.cmd_sort, None, "O"),
            ("Hint", self.cmd_hint, None, "H"), ("Menu", self.cmd_menu, None, "Esc"),
        ]
        return [Button(label, fn, key, hint, font_size=22) for label, fn, key, hint in specs]

    def _layout_buttons(self) -> None:
        bar = self.lay.buttons
        n = len(self.buttons)
        gap = 8
        width = min(170, (bar.w - gap * (n + 1)) // n)
        x = bar.centerx - (width * n + gap * (n - 1)) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, bar.y + 6, width, bar.h - 12)
            x += width + gap

    # -- Scene -------------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        obs = self.shown
        self.lay = L.compute(size, obs.rules.player_count, self.viewer, obs.seat_side, self._large())
        self._layout_buttons()
        self.animator.factor = self._factor()
        self.dirty = True

    def resume(self) -> None:
        self.animator.factor = self._factor()
        self.resize(self.app.size)
        self.dirty = True

    def exit(self) -> None:
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
            beats = self.presenter.beats(step.events, step.seat, self.lay, self, self._unhide)
            for beat in beats:
                self.animator.add(beat)
        else:
            self._queue_step(step, after)

    def _queue_step(self, step: Step, after: Observation) -> None:
        def commit() -> None:
            self._commit(after)

        for beat in self.presenter.beats(step.events, step.seat, self.lay, self, commit):
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
        self.app.push(ConfirmDialog(self.app, question, on_yes))

    def choose(self, title: str, options: list[tuple[str, Callable[[], None]]]) -> None:
        self.app.push(ChoiceDialog(self.app, title, options))

    def changed(self) -> None:
        self.dirty = True

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
            self.animator.skip()
        return self.controller.human_to_act()

    def cmd_draw(self) -> None:
        if self._ready():
            self.play.draw()

    def cmd_take(self) -> None:
        if self._ready():
            self.play.take_pile()

    def cmd_meld(self) -> None:
        if self._ready():
            self.play.meld()

    def cmd_undo(self) -> None:
        if self._ready():
            self.play.undo()
            self._commit(self.controller.observation())

    def cmd_ask(self) -> None:
        if self._ready():
            self.play.ask()

    def cmd_sort(self) -> None:
        self.hand.sort()
        self.note(f"Sorted by {'rank' if self.hand.sort_mode == 'rank' else 'suit and sequence'}.")
        self.dirty = True

    def cmd_hint(self) -> None:
        if not self._ready() or self.hint_future is not None:
            return
        obs = self.controller.observation()
        seed = self.controller.setup.seed
        self.hint_future = self.controller.runner.submit(lambda: hints.suggest_for(obs, seed))
        self.note("Thinking about a hint…")

    def cmd_menu(self) -> None:
        from samba.ui.scenes.menu import MenuOverlay

        self.app.push(MenuOverlay(self.app, self))

    def cmd_discard(self) -> None:
        if not self._ready():
            return
        selection = self.hand.selection()
        uid = selection[0] if len(selection) == 1 else self._cursor_uid()
        if uid is None:
            self.note("Pick the card to discard (arrows, or click it).")
            return
        self.play.discard(uid)

    def _cursor_uid(self) -> int | None:
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
            self._key(event)
            return
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons:
                button.handle(event)
            self._motion(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.animator.idle:
                self.animator.skip()
                return
            self._press(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                self._release(event.pos)
                return
            for button in self.buttons:
                if button.handle(event):
                    self.services.sound.play(audio.CLICK)
                    return

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_SPACE and not self.animator.idle:
            self.animator.skip()
            return
        if event.key in I.DIGITS:
            if self._ready():
                self.play.layoff_onto(I.DIGITS[event.key])
            return
        command = I.KEYS.get(event.key)
        shown = self.hand.shown()
        if command in ("left", "right", "first", "last") and shown:
            delta = {"left": -1, "right": 1, "first": -len(shown), "last": len(shown)}[command]
            self.cursor = max(0, min(len(shown) - 1, self.cursor + delta))
        elif command == "select":
            uid = self._cursor_uid()
            if uid is not None:
                self.hand.toggle(uid)
        elif command == "deselect":
            self.hand.clear_selection()
        elif command == "unstage":
            self.play.unstage()
        elif command is not None:
            {"meld": self.cmd_meld, "discard": self.cmd_discard, "draw": self.cmd_draw, "take": self.cmd_take,
             "hint": self.cmd_hint, "undo": self.cmd_undo, "ask": self.cmd_ask, "sort": self.cmd_sort,
             "menu": self.cmd_menu}[command]()
        self.dirty = True

    def _press(self, pos: tuple[int, int]) -> None:
        while self.snaps:
            self._update_snaps(SNAP_SECONDS)
        if self.dirty:
            self._refresh()
        target = I.hit(self.sprites, self.lay, pos, self.shown.side)
        if target is None:
            return
        drag = I.Drag(target, pos, pos=pos)
        if target[0] == "hand":
            uid = target[1]
            uids = self.hand.selection() if uid in self.hand.selected else [uid]
            for u in uids:
                rect = self.sprites.hand_rect(u)
                if rect is not None:
                    drag.uids.append(u)
                    drag.rects.append(rect.copy())
                    drag.codes.append(self.hand.card(u).code)
            shown = [u for u, _ in self.hand.shown()]
            self.cursor = shown.index(uid) if uid in shown else self.cursor
        elif target[0] == "pile" and self.shown.pile:
            drag.rects = [self.lay.pile.copy()]
            drag.codes = [self.shown.pile[-1].code]
        elif target[0] == "meld":
            self.meld_drag.grab(drag, target[1])
        self.drag = drag

    def _motion(self, event: pygame.event.Event) -> None:
        drag = self.drag
        if drag is None:
            return
        drag.pos = event.pos
        if not drag.active:
            dx, dy = event.pos[0] - drag.start[0], event.pos[1] - drag.start[1]
            if dx * dx + dy * dy < I.DRAG_THRESHOLD ** 2 or not drag.rects:
                return
            drag.active = True
            if drag.source[0] == "hand":
                self.look.accepting = self.play.accepting(drag.uids) | {("hand_area",)}
                self.hidden = set(drag.uids)
            elif drag.source[0] == "meld":
                self.look.accepting = self.meld_drag.lift(drag)
            else:
                self.look.accepting = self.play.accepting_pile()
            self.dirty = True
        target = I.hit(self.sprites, self.lay, event.pos, self.shown.side)
        if target is not None and target[0] == "hand":
            target = ("hand_area",)
        if target is not None and target[0] == "area" and target[1] == self.shown.side:
            target = ("new",)
        self.look.hover_target = target

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        self.look.accepting = set()
        self.look.hover_target = None
        assert drag is not None
        self.hidden -= set(drag.uids)
        self.dirty = True
        target = I.hit(self.sprites, self.lay, pos, self.shown.side)
        if not drag.active:
            self._click(drag.source)
            return
        if drag.source[0] == "meld":
            if not self.meld_drag.drop(drag, target):
                self._snap_back(drag)
            return
        if drag.source[0] == "pile":
            if target is not None and target[0] == "meld" and self._ready():
                self.play.take_pile(target[1])
            elif target is not None and target[0] in ("hand", "hand_area") and self._ready():
                self.play.take_pile()
            return
        if target is not None and target[0] in ("hand", "hand_area"):
            self.hand.move(drag.uids, I.hand_insert_index(self.sprites, *pos))
            return
        accepted = False
        if target is not None and self._ready():
            accepted = self.play.drop(drag.uids, target)
        if not accepted:
            self._snap_back(drag)

    def _snap_back(self, drag: I.Drag) -> None:
        moved = drag.moved_rects()
        flights = [Flight(code, (r.x, r.y), (o.x, o.y), r.size, SNAP_SECONDS)
                   for code, r, o in zip(drag.codes, moved, drag.rects, strict=True)]
        self.snaps.append((flights, 0.0))
        self.hidden |= set(drag.uids)
        uids = set(drag.uids)

        def land() -> None:
            self.hidden -= uids

        self._snap_done = land

    def _click(self, target: tuple) -> None:
        kind = target[0]
        if kind == "hand":
            self.hand.toggle(target[1])
        elif kind == "stock":
            self.cmd_draw()
        elif kind == "pile":
            self.cmd_take()
        elif kind == "staged" and self._ready():
            self.play.unstage(target[1])
        elif kind in ("meld", "new") and self.hand.selection() and self._ready():
            self.play.drop(self.hand.selection(), target)
        self.dirty = True

    # -- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self._update_snaps(dt)
        if self.toast_left > 0:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.look.toast = ""
        for seat in list(self.bubble_left):
            self.bubble_left[seat] -= dt
            if self.bubble_left[seat] <= 0:
                del self.bubble_left[seat]
                self.look.bubbles.pop(seat, None)
        self._poll_hint()
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

    def _update_snaps(self, dt: float) -> None:
        if not self.snaps:
            return
        flights, t = self.snaps[0]
        t += dt
        if t >= SNAP_SECONDS:
            self.snaps.pop(0)
            if self._snap_done is not None:
                self._snap_done()
                self._snap_done = None
            self.dirty = True
        else:
            self.snaps[0] = (flights, t)

    def _poll_hint(self) -> None:
        future = self.hint_future
        if future is None or not future.done():
            return
        self.hint_future = None
        try:
            found = future.result()
        except Exception as exc:  # the hint is a courtesy; never let it end the game
            self.note(f"No hint this time ({exc}).")
            return
        if found is None:
            self.note("No hint: nothing useful to suggest.")
            return
        action, reason = found
        obs = self.controller.observation()
        wanted = _cards_in(action)
        picked: set[int] = set()
        for card in wanted:
            uid = next((u for u, c in self.hand.shown() if c == card and u not in picked), None)
            if uid is not None:
                picked.add(uid)
        self.hand.selected = picked
        self.dirty = True
        self.note(f"Hint: {hints.hint_sentence(action, reason, describe(action, obs))}")
        self.hint_marks.show(action, self.look.toast)

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
        look.flights = self.animator.flights() + [
            (f, f.position(t) or (int(f.start[0]), int(f.start[1]))) for flights, t in self.snaps[:1] for f in flights]
        look.dragging = self.drag is not None and self.drag.active
        look.dragged = ([(c, r) for c, r in zip(self.drag.codes, self.drag.moved_rects(), strict=True)]
                        if look.dragging and self.drag is not None else [])
        shown = self.hand.shown()
        look.cursor_uid = shown[min(self.cursor, len(shown) - 1)][0] if shown and self.controller.human_to_act() \
            else None
        if self.hand.staged:
            points, need = self.play.staged_total()
            look.staged_label = f"{points} / {need}"
            look.staged_ok = points >= need
        else:
            look.staged_label = ""
        self._enable_buttons(obs)
        look.buttons = self.buttons
        self.painter.draw(surface, self.lay, obs, self.sprites, look,
                          self.viewer, self.meld_drag.lifted(self.drag))
        self.move_log.draw(surface)
        self.why.draw(surface)
        self.hint_marks.draw(surface)
        self.practice.draw(surface)

    def _can_ask(self) -> bool:
        """Whether the engine would accept "may I go out?" now (cached per position: it searches)."""
        key = _ask_key(self.controller)
        if self._ask_cache[0] != key:
            self._ask_cache = (key, self.controller.check(AskGoOut()) is None)
        return self._ask_cache[1]

    def _enable_buttons(self, obs: Observation) -> None:
        mine = self.controller.human_to_act() and self.animator.idle
        phase = self.controller.state.phase
        b = dict(zip(("Draw", "Take pile", "Meld", "Undo", "Ask partner", "Sort", "Hint", "Menu"), self.buttons,
                     strict=True))
        b["Draw"].enabled = mine and phase == S.DRAW
        b["Draw"].label = "Draw" if obs.stock_size or phase != S.DRAW else "End hand"
        b["Take pile"].enabled = mine and phase == S.DRAW and bool(obs.pile)
        b["Meld"].enabled = mine and phase == S.MELD and bool(self.hand.staged or self.hand.selected)
        b["Undo"].enabled = bool(self.hand.staged) or self.controller.can_undo()
        b["Ask partner"].enabled = mine and phase == S.MELD and self._can_ask()
        b["Hint"].enabled = mine


def _ask_key(controller: MatchController) -> int:
    return len(controller.actions)


def _cards_in(action: object) -> list:
    cards: list = []
    for name in ("cards", "melds", "layoffs", "card", "discard"):
        value = getattr(action, name, None)
        if value is None:
            continue
        if name == "melds":
            cards += [c for m in value for c in m]
        elif name == "layoffs":
            cards += [c for _, cs in value for c in cs]
        elif name in ("card", "discard"):
            cards.append(value)
        else:
            cards += list(value)
    return cards

