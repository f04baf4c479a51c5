"""The table scene: a thin coordinator between the player's gestures, the engine and what is shown.

Input helpers turn events into intents (``pointer`` for the mouse, ``commands`` for keys and the
button bar, ``hint_request`` when a hint arrives); ``perform`` is the one place they are applied —
presentation intents through ``state.reduce`` into a new ``TableState``, moves through ``Play``
(which asks the engine) into an outcome that is shown. Steps the controller applies become beats
(``presenter``) that the ``animator`` plays; what they say goes to ``messages``. Geometry is
``layout``'s, sprites ``view``'s, painting ``draw``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from samba.engine import Observation, Violation
from samba.engine import state as S
from samba.engine.actions import GoOut, TakePile
from samba.game import refusal_words
from samba.game import staging_words as W
from samba.game.bot_trouble import trouble_words
from samba.game.controller import MatchController, Step
from samba.game.refusal_words import refusal_text
from samba.game.rules_help import section_for_rule
from samba.i18n import N_, _
from samba.ui import audio, suits
from samba.ui.scenes.base import Scene

from . import intents as I
from . import layout as L
from . import play as P
from . import seat_tip
from . import view as V
from .animation import SPEED_FACTORS, Animator, homeward
from .commands import key_intents
from .controls import ButtonBar
from .deal_counts import deal_counts
from .draw import Look, Painter
from .hand_model import HandModel, Staging
from .hint_marks import HintMarks
from .hint_request import HintFound, HintRequest
from .input import Board
from .labels import Label
from .meld_order import arranged, put_aside
from .meld_scroll import MeldScroll
from .messages import Messages
from .move_log import MoveLog
from .pointer import Pointer
from .practice_view import PracticeView
from .presenter import Presenter
from .seating import Seating
from .state import TableState, reduce
from .status import status_line
from .toast_place import WHY_RESERVE, ToastBox
from .why_link import WhyLink

_TITLES = {"take": W.LABEL_TAKE, "going_out": W.LABEL_OUT, "opening": W.LABEL_OPENING}
LOOKING = N_("The hand is over: every hand left is face up. Press Enter or click to go back to the score.")
SORTED_BY_RANK = N_("Sorted by rank. Your next hands will be sorted this way too.")
SORTED_BY_SUIT = N_("Sorted by suit and sequence. Your next hands will be sorted this way too.")
WATCHED_SEAT = N_("{name} · {level} (computer)")
"""Under the bottom hand of a game the computers play alone."""
LOOK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_v)


class TableScene(Scene):
    name = "table"
    score_lines = 2
    """Lines of details the score panel keeps room for under each side (``layout.compute``)."""

    def __init__(self, app, controller: MatchController, *, fresh: bool = True) -> None:
        super().__init__(app)
        self.controller = controller
        self.services = services = app.services
        obs = controller.observation()
        self.viewer = viewer = controller.viewer
        self.state = TableState(hand=HandModel(sort_mode=services.settings.hand_order))
        """What the player sees beyond the position: made new only by ``perform``."""
        self.shown: Observation = obs
        """The position the table shows (behind the controller's while beats are still playing)."""
        self.dealing = fresh
        self.looking = False
        """The hand is over and the player looks at the final table ("See the table" on the score screen)."""
        self.play = P.Play(controller)
        self.messages = Messages(services.sound.play, SPEED_FACTORS[services.settings.animation_speed])
        self.presenter = Presenter(viewer, obs.rules.player_count, controller.human, obs.seat_side)
        self.animator = Animator(self.messages.pace)
        self.cards = V.CardPainter(services)
        self.painter = Painter(services.text, self.cards)
        self.lay = self._layout(app.size)
        seating = Seating.of(controller, obs)
        self.names, self.side_names, self.levels = seating.names, seating.side_names, seating.levels
        self.bar = ButtonBar()
        self.buttons = self.bar.buttons
        self.pointer = Pointer()
        self.hints = HintRequest(controller.runner.submit)
        self.hint_marks = HintMarks(self.messages)
        self.why = WhyLink(self.messages, self._toast_box, self.open_rule)
        self.move_log = MoveLog(services.text, self.messages.log, self.open_rule,
                                lambda: services.settings.four_colour)
        self.practice = PracticeView(controller.setup.practice, controller.human is None, controller.open_hands,
                                     services)
        self.meld_scroll = MeldScroll()
        self.summary_wait = -1.0
        self.watch_turns = 0
        self._troubles_told = len(controller.bot_troubles)
        """How many of the controller's bot troubles the table has looked at (``_tell_bot_troubles``)."""
        self._troubles_shown: set[tuple[int, int, str]] = set()
        """(hand, seat, kind) already told: a bot that keeps failing is told once a hand, not at every move."""
        self._players_turn_shown = False
        """Whether the last frame showed the player to act (its turn beginning brings the move log to the latest)."""
        self.pointer_at: tuple[int, int] | None = None
        """Where the pointer last moved (the seat tip reads it)."""
        self.tip_rect: pygame.Rect | None = None
        """Where the last frame's seat tip went (None: none shown), for tests."""
        self._sprites: tuple[tuple, V.Scene] | None = None
        self.summary: P.Summary | None = None
        """The plan gathered beside the hand, in words (made in ``update`` when the hand or position changed)."""
        self._summary_key: tuple[object, object] | None = None
        if fresh:
            self._queue_step(controller.opening, obs)
        else:
            # Resumed (Continue): the canastas completed this turn stay where they lie, as before saving.
            self.perform(I.Sync(obs.hand, complete=put_aside(controller.turn_began.melds) & put_aside(obs.melds)))
            self.messages.retell(controller.story)
            self._after_commit()

    # -- Scene -------------------------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> L.Layout:
        obs, settings = self.shown, self.services.settings
        # "See the table" after a hand lays every hand left face up: the plates grow their trays, as with open hands.
        open_hands = self.controller.setup.practice.open_hands or self.looking
        return L.compute(size, obs.rules.player_count, self.viewer, obs.seat_side, settings.card_size == "large",
                         open_hands, _meld_counts(obs), self.score_lines, V.area_needs(obs), len(obs.hand))

    def _follow_melds(self, before: Observation) -> None:
        """The meld areas share the table by each side's melds (and by the room they need, so that none scrolls
        while the felt has room, ``layout.compute``): placed again when the melds or the hand changed and that
        share with them."""
        if V.area_needs(before) == V.area_needs(self.shown) and len(before.hand) == len(self.shown.hand):
            return
        lay = self._layout(self.app.size)
        if lay != self.lay:
            self.lay = lay
            self.move_log.place(self.lay.log, self.lay.scale)

    def resize(self, size: tuple[int, int]) -> None:
        self.lay = self._layout(size)
        self.bar.place(self.lay.buttons)
        self.move_log.place(self.lay.log, self.lay.scale)
        self.animator.factor = self.messages.pace = SPEED_FACTORS[self.services.settings.animation_speed]
        self.animator.abort(glides_only=True)  # the slot a refused card was gliding to has moved

    def resume(self) -> None:
        for intent in self.pointer.cancel():  # its release went to the screen shown meanwhile
            self.perform(intent)
        self.resize(self.app.size)

    def language_changed(self) -> None:
        """The player chose another language (Settings, from the in-game menu): every word the table keeps
        is made again in it at once — the seats' and sides' names, the computers' levels, every line of the
        move log (retold from the match's journal, so old lines too), the plan's words and the buttons'
        reasons. A toast or a hint said in the old language is dropped rather than left half-translated."""
        seating = Seating.of(self.controller, self.shown)
        self.names, self.side_names, self.levels = seating.names, seating.side_names, seating.levels
        self.messages.reword(self.controller.reword_story())
        self.bar.forget()
        self._summary_key = None

    def exit(self) -> None:
        self.animator.abort()  # nothing more is shown or committed on a table that is going away
        self.services.autosaver.flush()

    # -- the one place the table changes -------------------------------------------------------------------
    def perform(self, intent: I.Intent) -> None:
        """Apply what the player meant: a new presentation state, or a move put to the engine."""
        if isinstance(intent, I.PresentationIntent):
            self.state = reduce(self.state, intent)
            if isinstance(intent, I.Sort):
                self._keep_hand_order(self.state.hand.sort_mode)
            return
        match intent:
            case I.Propose(move, otherwise):
                self._acted()
                outcome = self.play.propose(move, self.state) if self._ready() else None
                if outcome is not None:
                    self._settle(outcome)
                if otherwise is not None and (outcome is None or not P.accepted(outcome)):
                    self.perform(otherwise)
            case I.Pick(source, uids):
                self._acted()
                accepting = self.play.accepting_for(source, uids, self.state.hand)
                meld = source[1] if source[0] == "meld" else None
                self.perform(I.Light(accepting, frozenset(uids), meld))
            case I.Glide(codes, starts, ends, uids):
                self.animator.glide(homeward(codes, starts, ends, lambda: self.perform(I.Hide(uids)),
                                             lambda: self.perform(I.Show(uids))))
            case I.AskHint():
                self.ask_hint()
            case I.OpenMenu(by_key):
                hand = self.state.hand
                # Esc lets go of the lightest thing first: the picked cards, then the staged melds (as the
                # status line says), then it opens the menu. Picked cards first, because a player who picks a
                # card beside a staged opening and presses Esc means that card (playtest p7 lost a whole
                # staged opening that way).
                if by_key and hand.selected:
                    self.perform(I.Cancel())
                elif hand.staging and self.controller.human_to_act() and not self.play.nothing_to_cancel(hand):
                    self.perform(I.Propose(I.CancelStaging()))
                else:
                    self.open_menu()
            case I.OpenScores():
                self.app.goto("scores", self.controller)
            case I.LookAtHand(seat):
                self.app.goto("open_hand", self.names.get(seat, ""), self.practice.hand_codes(seat))
            case I.Skip(glides_only):
                self.animator.finish(glides_only=glides_only)
            case I.Say(words):
                self.note(words)

    def _keep_hand_order(self, mode: str) -> None:
        """The player sorted the hand: say how, and keep the choice for every deal to come (and the next match)."""
        self.note(_(SORTED_BY_RANK) if mode == "rank" else _(SORTED_BY_SUIT))
        settings = self.services.settings
        if settings.hand_order != mode:
            self.app.apply_settings(settings.with_changes(hand_order=mode))

    def _settle(self, outcome: P.Outcome) -> None:
        """Show what a move came to: its step, the refusal and why, a question, or the staging changed."""
        match outcome:
            case P.Applied(step, clears_staging):
                self.messages.plan_over()
                self.perform(I.Moved(clears_staging))
                self.show_step(step)
            case P.Refused(problem):
                self.refuse(problem)
            case P.Noted(words):
                self.note(words)
            case P.Confirm(question, action):
                answer = self._later(partial(self.play.apply, action))
                self.app.goto("confirm", suits.signs(question), answer)
            case P.Choose(title, options):
                self.app.goto("choose", suits.signs(title), [
                    (suits.signs(label), self._later(partial(self.play.apply, action))) for label, action in options])
            case P.Undone(line):
                self.messages.say(line)
                self._commit(self.controller.observation())
            case P.Staged(staging, words):
                self.perform(I.Restage(staging))
                if not staging:
                    self.messages.plan_over()
                if words:
                    self.messages.show_toast(words, bad=False, plan=True)
                self.on_staged()

    def _later(self, move: Callable[[], P.Outcome]) -> Callable[[], None]:
        """A dialog's answer: make ``move`` when it is given (the engine checks it then) and show what it came to."""
        def answer() -> None:
            self._settle(move())

        return answer

    def _acted(self) -> None:
        """The player's next action: an old refusal and a hint have had their time, and the move log shows the
        latest lines again, where what this action says will go. (The new-card marks stay until a move of the
        player's is made, ``show_step``: a refused try is not one, playtest p7.)"""
        self.messages.acted()
        self.move_log.follow()

    def _ready(self) -> bool:
        """Moves wait until the table shows the current position, and need the player's turn."""
        if not self.animator.idle:
            self.animator.finish()
        return self.controller.human_to_act()

    # -- following the controller's position ---------------------------------------------------------------
    def show_step(self, step: Step) -> None:
        """A step the controller applied: the player's own shows at once, another seat's after its beats."""
        after = self.controller.observation()
        mine = step.seat == self.controller.human and step.seat >= 0
        if mine and isinstance(step.action, GoOut):
            # Your going out is shown like anyone's: the cards fly from your hand to their places, then the
            # final table rests a moment before the score sheet.
            self.perform(I.Hide(frozenset(u for u, _card in self.state.hand.slots)))
        if not mine or isinstance(step.action, GoOut):
            self._queue_step(step, after)
            return
        new = self._commit(after)
        if any(e.kind in ("draw", "take_pile") and e.seat == self.viewer for e in step.events):
            self.perform(I.Hide(frozenset(new)))  # the drawn cards appear as they land
            self.perform(I.Mark(frozenset(new)))  # and stay marked until the player's next move
        elif self.state.marked:
            self.perform(I.Mark(frozenset()))  # the next move made: the drawn cards are no longer new
        for beat in self.presenter.beats(step, self.lay, self.messages, lambda: self.perform(I.Show())):
            self.animator.add(beat)

    def _queue_step(self, step: Step, after: Observation) -> None:
        def commit() -> None:
            self._commit(after)

        for beat in self.presenter.beats(step, self.lay, self.messages, commit, self._landing(after)):
            self.animator.add(beat)

    def _landing(self, after: Observation) -> Callable[[int, str], tuple[float, float] | None]:
        """Where a card of a meld lies once ``after`` is shown, read from the sprites of that position (a
        squared-up canasta: its top card)."""
        placed: list[V.Scene] = []

        def land(meld_id: int, code: str) -> tuple[float, float] | None:
            if not placed:
                placed.append(V.build(after, HandModel(), self.lay))
            cards = [s for s in placed[0].table_cards if s.key[0] == "meld" and s.key[1] == meld_id]
            rect = next((s.rect for s in reversed(cards) if s.code == code), cards[0].rect if cards else None)
            return (float(rect.x), float(rect.y)) if rect is not None else None

        return land

    def _commit(self, obs: Observation) -> list[int]:
        """Show ``obs`` from now on; returns the ids of the cards new in the hand."""
        previous, self.shown = self.shown, obs
        self._follow_melds(previous)
        self.dealing = False
        before = self.state.hand.next_id
        self.perform(I.Sync(obs.hand, relayout=not self._players_turn(), complete=put_aside(obs.melds)))
        self._after_commit()
        return self.state.hand.new_since(before)

    def _players_turn(self) -> bool:
        """Whether the turn on the table is still the player's — also while the partner answers "may I go out?".

        The melds keep their places and their numbers 1–9 (and the hand row its gaps) for the player's whole
        turn, not only until the next action: a player who completed a canasta, asked the partner and heard the
        answer goes on aiming at the same melds by the same keys, so the canasta joins the stack when the turn
        has passed (``meld_order``). A player's turn is the engine's ``turn_seat``; a watched game has none.
        """
        controller = self.controller
        return (controller.human is not None and not controller.hand_over
                and controller.state.turn_seat == controller.human)

    def _after_commit(self) -> None:
        self.practice.refresh()
        state = self.controller.state
        if self.controller.hand_over and self.shown.phase in (S.HAND_OVER, S.GAME_OVER):
            if self.summary_wait < 0:
                self.summary_wait = 0.9 * max(self.animator.factor, 0.3)
        elif (self.controller.human_to_act() and state.phase == S.MELD and state.turn.must_go_out
              and not self.state.hand.staging.going_out):
            # Bound to go out (the partner said yes, or a take committed to it, S14.3): from here every meld,
            # lay-off and the last discard is staged, then sent whole.
            self.perform(I.Restage(Staging(melds=self.state.hand.staging.melds, going_out=True)))
            self.note(_(W.OUT_STARTED) if state.turn.asked == S.ASKED_YES else _(W.OUT_COMMITTED))
        elif (state.phase == S.ANSWER and state.to_act == self.controller.human
              and self.shown.phase == S.ANSWER):
            asker = self.names[state.turn_seat]
            self.app.goto("confirm", _("{who} asks: “Partner, may I go out?”").format(who=asker),
                          self._later(partial(self.play.answer, True)),
                          self._later(partial(self.play.answer, False)),
                          yes=_("Yes, go out"), no=_("No, not yet"), detail=_("Your answer binds (S15.4)."))

    def next_hand(self) -> None:
        """Called by the summary: deal the next hand."""
        step = self.controller.next_hand()
        self.summary_wait = -1.0
        self.dealing = True
        self.perform(I.Deal())
        # The new hand is shown from the first card that flies, as a match's first deal is: the plates count
        # up to its hand sizes and the score panel reads its number and its (empty) tables, not the last hand's.
        after = self.controller.observation()
        self.messages.clear_toast()  # a note about the last hand ("you are going out…") is not about this one
        previous, self.shown = self.shown, after
        self._follow_melds(previous)
        self._queue_step(step, after)

    # -- what the player is told (a lesson table teaches here too) -------------------------------------------
    def refuse(self, problem: Violation) -> None:
        """A refusal: toasted with its "Why?" until the next action, and kept in the log (a click opens the rule).

        The partner is called by name ("North said no: …"), as the player heard the answer; a player who plays
        alone reads "you", never "your side"."""
        partner = self.shown.partner
        problem = refusal_words.with_partner(problem, self.names.get(partner) if partner is not None else None)
        problem = refusal_words.for_seat(problem, self.shown.plays_alone)
        self.services.sound.play(audio.REFUSED)
        self.messages.show_toast(refusal_text(problem), bad=True)
        self.why.show(problem)
        if self.controller.human is not None:
            self.messages.log.append(self.controller.note_refusal(problem))

    def note(self, words: str, keep: bool = False) -> None:
        """``words`` in the toast (``keep``: until the next action, as a hint)."""
        self.messages.show_toast(words, bad=False, keep=keep)

    def _tell_bot_troubles(self) -> None:
        """A computer player failed or stalled and something else was played for it: said in a note, calmly, once
        per seat, kind and hand (the details are in the log)."""
        troubles = self.controller.bot_troubles
        for trouble in troubles[self._troubles_told:]:
            told = (trouble.hand, trouble.seat, trouble.kind)
            if told not in self._troubles_shown:
                self._troubles_shown.add(told)
                self.note(trouble_words(trouble, self.names.get(trouble.seat, "")))
        self._troubles_told = len(troubles)

    def on_staged(self) -> None:
        """A meld was gathered for the opening: the gesture was accepted, so a refusal toast is old news."""
        self.messages.clear_refusal()

    def keep_clear(self) -> list[pygame.Rect]:
        """What the banners must not cover besides the cards: the hint's arrow and its label, while shown."""
        return self.hint_marks.footprint(self.board(), self.shown, self.bar.rect_of("ask"), self.services.text,
                                         self._words_to_keep_off())

    def _words_to_keep_off(self) -> list[pygame.Rect]:
        """The table's words a hint's arrow should not lie on: meld-area titles, their ▲/▼ cues, meld chips and
        the pile's badges (as drawn last frame)."""
        labels = self.painter.last_labels
        if labels is None or not self.hint_marks.visible:
            return []  # no arrow to place: nothing gathered in the frames without a hint
        return [label.box for group in (labels.titles, labels.cues, labels.chips, labels.badges) for label in group]

    def _toast_box(self, words: str) -> ToastBox:
        """Where the toast saying ``words`` goes: clear of every card shown and of ``keep_clear`` (with room
        for its Why? button inside it)."""
        sprites = self.sprites
        cards = [s.rect for s in sprites.table_cards] + [s.rect for s in sprites.hand]
        return self.painter.toast_box(self.lay, words, cards, self._why_reserve(), self.toast_about())

    def toast_about(self) -> list[pygame.Rect]:
        """What the toast speaks of, which it must not cover while any other spot exists: a hint's marks (its rings
        and arrow), and for a refusal the cards the player had picked (the ones refused)."""
        about = self.keep_clear()
        if self.messages.toast_bad:
            picked = self.state.hand.selected
            about += [s.rect for s in self.sprites.hand if s.key[1] in picked]
        return about

    def _why_reserve(self) -> int:
        return WHY_RESERVE if self.why.visible else 0

    # -- where the table leads ---------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """H: search for a hint off the frame loop (a lesson table says how to do its step instead)."""
        if self._ready() and not self.hints.pending:
            for intent in self.hints.ask(self.controller.observation(), self.controller.setup.seed):
                self.perform(intent)

    def open_menu(self) -> None:
        self.app.goto("menu", self)

    def open_summary(self) -> None:
        if self.looking:
            self.looking = False
            self.practice.refresh()
            self.resize(self.app.size)  # the trays of the face-up hands go with them
        self.app.goto("summary", self.controller, self)

    def look_at_table(self) -> None:
        """The score screen's "See the table": the final table, every hand left face up in the seats' trays
        (no card backs), until a key or click. The status line says so; no banner covers the melds."""
        self.looking = True
        self.messages.narration = ""
        self.messages.clear_toast()
        self.practice.reveal(self.controller.hands_at_end(), self.viewer)
        self.resize(self.app.size)
        self._sprites = None

    def open_rule(self, rule: str, reason: str) -> None:
        """The rules help at the section of ``rule`` (the Why? beside a refusal)."""
        self.app.goto("help", self.controller.setup.rules, section_for_rule(rule).id, reason=reason)

    # -- events and time ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        for intent in self._intents(event):
            self.perform(intent)

    def _intents(self, event: pygame.event.Event) -> list[I.Intent]:
        """What ``event`` means at this table (the helpers say; nothing changes here)."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pointer.drag is not None:
            # The release of a gesture begun here is always the gesture's, wherever it lands (over the move log's
            # "Why?" line, a cue, a tray): a drag that never ended would keep the bots waiting for ever.
            return self.pointer.release(event.pos, self.board())
        if event.type == pygame.WINDOWFOCUSLOST:
            return self.pointer.cancel()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pointer.drag is None:
            seat = self.practice.tray_at(event.pos)
            if seat is not None:
                return [I.LookAtHand(seat)]
        if self.looking:
            # The final table's crowded meld areas scroll as in play (wheel, cue, ↑/↓); only another click or key
            # goes back to the score sheet — never the release of a click on a cue.
            if self.move_log.handle(event) or self._scroll_melds(event):
                return []
            if event.type == pygame.KEYDOWN and self.meld_scroll.handle_key(event.key, self.lay, self._scrolling()):
                return []
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.meld_scroll.over_cue(
                    event.pos, self._cues()):
                return []
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                    event.type == pygame.KEYDOWN and event.key in LOOK_KEYS):
                self.open_summary()
            return []
        watched = self.practice.handle(event, self.lay)
        if watched is not None:
            return watched
        if self.why.handle(event) or self.move_log.handle(event) or self._scroll_melds(event):
            return []
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.lay.score.collidepoint(event.pos) \
                and self.pointer.drag is None:
            return [I.OpenScores()]  # the score panel, clicked: every hand so far (as C and the menu's Scores)
        if event.type == pygame.KEYDOWN:
            return key_intents(event.key, animating=not self.animator.idle)
        if event.type == pygame.MOUSEMOTION:
            self.pointer_at = event.pos  # for the seat tip (what the red 1 means)
            self.bar.hover(event)
            return self.pointer.motion(event.pos, self.board())
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.animator.idle:
                return [I.Skip()]
            self.perform(I.Skip(glides_only=True))  # a new gesture lands any card still gliding home first
            return self.pointer.press(event.pos, self.board())
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pointer.drag is not None:
                return self.pointer.release(event.pos, self.board())
            meant = self.bar.clicked(event)
            if meant is not None:
                self.services.sound.play(audio.CLICK)
                return [meant]
        return []

    def _scroll_melds(self, event: pygame.event.Event) -> bool:
        """The wheel over a crowded meld area, or a click on its cue, shows its other rows."""
        return self.meld_scroll.handle(event, self.lay, self._cues(), self._scrolling())

    def _scrolling(self) -> dict[int, tuple[int, int]]:
        """Per side whose meld area scrolls: (first row in sight, rows in all)."""
        return {side: (area.first_row, area.rows) for side, area in self.sprites.areas.items() if area.scrolls}

    def _cues(self) -> list[Label]:
        """The ▲/▼ cues drawn beside the meld areas' titles last frame."""
        return list(self.painter.last_labels.cues) if self.painter.last_labels is not None else []

    def update(self, dt: float) -> None:
        if self.app.top is not self:
            self._hold_still()
            return
        self.animator.update(dt)
        self.messages.tick(dt)
        found = self.hints.poll(self.state.hand, self.controller.observation())
        if isinstance(found, HintFound):
            self.show_hint(found)
        elif found is not None:
            self.perform(found)
        self.hint_marks.update(dt)
        if self.state.hint is not None and self.state.hint_current() is None and self.hint_marks.visible:
            # The player picked or staged something else: the hint's words and its arrow are no longer what
            # Enter does, so they go (playtest p7: "Discard 6♥" stayed up while Enter melded 5♥ 6♥ 7♥).
            self.messages.clear_toast()
        if self.animator.idle and self.pointer.drag is None:
            if self.messages.narration and self.controller.human_to_act():
                self.messages.narration = ""
            if self.summary_wait >= 0:
                self.summary_wait -= dt
                if self.summary_wait < 0:
                    self.open_summary()
            else:
                step = self.controller.poll_bot(apply=True)
                if step is not None:
                    self.watch_turns += 1
                    self._queue_step(step, self.controller.observation())
        elif self.summary_wait < 0:
            self.controller.poll_bot(apply=False)
        players_turn = self.animator.idle and self.controller.human_to_act()
        if players_turn and not self._players_turn_shown:
            self.move_log.follow()  # the player's turn begins: the log shows what led to it
        self._players_turn_shown = players_turn
        self._tell_bot_troubles()
        self._summarise()
        hand = self.state.hand
        summary = self.summary
        picked = bool(hand.selected) or self.state.hint_current() is not None  # Enter follows a hint on the table
        cancellable = bool(hand.staging) and not self.play.nothing_to_cancel(hand)
        self.bar.light(self.controller, self.shown, not self.animator.idle, picked, bool(hand.staging),
                       summary.mode if summary else "", summary.ready if summary else False, cancellable)

    def _hold_still(self) -> None:
        """The menu, a question or another screen is open over the table: the table pauses (playtest p8: the
        computers played on behind the Quit dialog). No computer move is applied and no beat begins or moves —
        a card in flight waits where it is, under the overlay's veil — while a computer still thinking goes on
        thinking and its move, once chosen, is kept by the controller and played when the table is on top again."""
        self.controller.poll_bot(apply=False)
        self._tell_bot_troubles()

    def _summarise(self) -> None:
        """The plan's words, asked again only when the hand or the position changed (never while drawing)."""
        key = (self.state.hand, self.controller.state)
        if self._summary_key is None or any(a is not b for a, b in zip(key, self._summary_key, strict=True)):
            self._summary_key = key
            self.summary = self.play.summary(self.state.hand) if self.controller.human_to_act() else None

    def show_hint(self, found: HintFound) -> None:
        """A hint arrived: its cards marked (not picked: a drag of one moves that one) — or its take or going
        out staged — its words kept until the next action, the marks on the place, and Enter ready to do
        exactly what it says."""
        action = found.action
        hand = self.state.hand
        if isinstance(action, TakePile | GoOut):
            plan = I.HintPlan(action, frozenset(), P.Play.plan_of(action, hand))
        else:
            plan = I.HintPlan(action, frozenset(found.uids), hand.staging, found.groups)
        self.perform(I.Hinted(plan))
        self.note(found.sentence, keep=True)
        self.hint_marks.show(action, found.sentence)

    # -- what is shown -------------------------------------------------------------------------------------------
    @property
    def sprites(self) -> V.Scene:
        """The placed cards for what the table shows now (built again only when that changed)."""
        key = (self.shown, self.state.hand, self.state.hidden, self.lay, self.dealing, self.meld_scroll.rows,
               self.state.pinned, self.state.aside)
        if self._sprites is None or any(a is not b for a, b in zip(key, self._sprites[0], strict=True)):
            sprites = V.build(self.shown, self.state.hand, self.lay, self.state.hidden, self.dealing,
                              self.meld_scroll.rows, self.state.pinned, self.state.aside)
            self.practice.adjust(sprites)
            self._sprites = (key, sprites)
        return self._sprites[1]

    def board(self) -> Board:
        """A snapshot for input code and marks: sprites, layout, the viewer's side and hand, the pile's top."""
        pile = self.shown.pile
        return Board(self.sprites, self.lay, self.shown.side, self.state.hand, pile[-1].code if pile else None)

    def look(self) -> Look:
        """Everything the painter shows this frame besides the position and the sprites."""
        state, messages, obs = self.state, self.messages, self.shown
        summary = self.summary if state.hand.staging else None
        anchors = {s: self.presenter.anchor(self.lay, s) for s in self.names}
        take = self.bar.known.take if self.bar.known is not None else None
        status = _(LOOKING) if self.looking else status_line(self.controller, obs, self.names, summary, self.dealing,
                                                          not self.animator.idle, take)
        opening = summary is not None and summary.mode == "opening"
        plan = None
        if summary is not None and not opening:
            title = _(_TITLES[summary.mode])
            tight = summary.label.replace(" / ", "/")
            plan = ((title, summary.label), (title, tight), (tight,))
        return Look(
            status=suits.signs(status),
            names=self.names, levels=self.levels, side_names=self.side_names,
            thinking=self.controller.bot_to_act() if self.animator.idle else None,
            bubbles=messages.bubbles, narration=messages.narration, toast=messages.toast,
            toast_bad=messages.toast_bad, accepting=state.accepting, hover_target=state.hover,
            flights=self.animator.flights(), dragged=self.pointer.dragged(),
            staged_label=summary.label if summary else "",
            staged_ok=summary is not None and summary.ready,
            staged=summary.staged if summary is not None and opening else None,
            plan=plan,
            marked=state.marked,
            meld_numbers={m.id: n for n, m in enumerate(arranged(obs.my_melds(), state.aside)[:9], start=1)}
            if self.controller.human_to_act() else {},
            buttons=self.buttons,
            cursor_uid=state.cursor_uid() if self.controller.human_to_act() else None,
            deal_counts=deal_counts(self.animator, anchors, obs.hand_sizes) if self.dealing else None,
            dragging=self.pointer.dragging, keep_clear=self.keep_clear(), toast_about=self.toast_about(),
            badges=self.practice.badges(),
            status_reserve=self.app.banner.tabs_width,
            toast_reserve=self._why_reserve())

    def draw(self, surface: pygame.Surface) -> None:
        board = self.board()
        lifted = frozenset() if self.state.lifted is None else frozenset({self.state.lifted})
        self.painter.draw(surface, self.lay, self.shown, board.sprites, self.look(), self.viewer, lifted,
                          trays=lambda onto: self.practice.draw_trays(onto, self.lay, self.viewer, self.dealing))
        self.move_log.draw(surface)
        self.why.draw(surface, self.services.text)
        hint = self.state.hint_current()
        self.hint_marks.draw(surface, board, self.shown, self.bar.rect_of("ask"), self.services.text,
                             hint.groups if hint is not None else (), self._words_to_keep_off())
        self.painter.cues_on_top(surface)
        seat = None if self.pointer.dragging else seat_tip.marked_seat(self.lay, self.shown, self.viewer,
                                                                        self.pointer_at, self.dealing)
        self.tip_rect = None if seat is None else seat_tip.draw(surface, self.services.text, self.lay.seats[seat],
                                                                self.names.get(seat, ""))
        self.practice.draw(surface, self.lay,
                           _(WATCHED_SEAT).format(name=self.names.get(self.viewer, ""),
                                                 level=self.levels.get(self.viewer, "")))


def _meld_counts(obs: Observation) -> dict[int, int]:
    counts = dict.fromkeys(range(len(obs.sides)), 0)
    for meld in obs.melds:
        counts[meld.side] += 1
    return counts
