"""The button bar under the hand, and what it shows: which commands the position allows now, and why not.

The buttons come from the command table (``commands.SLOTS``), so a click ends where the same key
does. Whether a button is lit is asked of the controller and the engine (``check``, ``pile_takes``),
never worked out here, and only when the position changes: ``Turn.of`` reads the position once
(asking the engine whether the player may ask to go out is a search), ``button_states`` combines it
with what the table is doing (an animation, cards picked, a plan gathered). While a plan is gathered
beside the hand some places show another command: "Take it" where Take pile was, Suggest where Meld
(a take) or Ask partner (a going out) was, Cancel where Menu was; a seat that never asks its partner (none,
or a table without asking) has Scores where Ask partner would be. A disabled button keeps the reason
it is disabled, and a click on it says so. The scene lights the bar in ``update``; drawing only reads it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from samba.engine import Observation
from samba.engine import state as S
from samba.engine.actions import AskGoOut
from samba.game import staging as G
from samba.game.ask_words import AskRefusal, ask_refusal, never_asks
from samba.game.controller import MatchController
from samba.game.refusal_words import refusal_text
from samba.i18n import N_, _
from samba.ui.widgets import Button

from . import intents as I
from .commands import BY_NAME, SLOTS

NOT_YOURS = N_("It is not your turn yet.")
ANIMATING = N_("Wait a moment: the table is still showing the last moves (click or Space to skip).")
DRAWN = N_("You have drawn already this turn: meld, then end your turn with a discard on the pile.")
DRAW_FIRST = N_("Draw first (the stock or the pile): melds come after the draw.")
PICK_FIRST = N_("Pick cards to meld first (click them), or drag them onto the table.")
NOTHING_TO_UNDO = N_("Nothing to undo: a draw, a pile take and a discard cannot be taken back.")
ASKED = N_("You have asked your partner already this turn.")
HINT_YOUR_TURN = N_("Hints are for your turn.")
NO_PILE = N_("The pile is empty.")


@dataclass(frozen=True, slots=True)
class Turn:
    """What the position lets the player do, read once per position."""

    mine: bool
    """The player is to act."""
    phase: str
    stock_size: int
    pile: bool
    pile_blocked: bool
    can_undo: bool
    may_ask: bool
    """The engine would accept "Partner, may I go out?" now (S15.4)."""
    asked: str = ""
    take: G.PileVerdict | None = None
    """Before the draw: the takes the engine allows, or why none (None: not the player's draw)."""
    ask_refusal: AskRefusal | None = None
    """Why Ask partner is disabled, before and after the draw, in words true to the rules (None: not my turn)."""
    asks: bool = True
    """The player's seat may ever ask its partner (False: no partner, or a table without asking)."""

    @classmethod
    def of(cls, controller: MatchController, shown: Observation) -> Turn:
        mine = controller.human_to_act()
        phase = controller.state.phase
        take = G.pile_verdict(controller.observation()) if mine and phase == S.DRAW else None
        asking = controller.check(AskGoOut()) if mine and phase == S.MELD else None
        refusal = ask_refusal(controller.observation()) if mine else None
        if refusal is not None and asking is not None and asking.code == "CANNOT_GO_OUT":
            # The disabled button says what the A key would: the engine's reason, with the cards that fit nowhere.
            refusal = AskRefusal(refusal.before_draw, refusal_text(asking))
        return cls(mine, phase, shown.stock_size, bool(shown.pile), shown.pile_blocked, controller.can_undo(),
                   mine and phase == S.MELD and asking is None,
                   controller.state.turn.asked if mine else "", take, refusal, not never_asks(shown))


@dataclass(frozen=True, slots=True)
class ButtonState:
    enabled: bool
    label: str
    command: str = ""
    """The command the place runs now (its own by default)."""
    why: str = ""
    """Why it is disabled, in words (said when the disabled button is clicked)."""
    primary: bool = False


def button_states(turn: Turn, animating: bool, picked: bool, staged: bool, mode: str = "",
                  ready: bool = False, cancellable: bool | None = None) -> dict[str, ButtonState]:
    """Each place's state: lit only for what the player may do now, with the reason when it is not.

    ``picked``: cards are selected in the hand; ``staged``: a plan is gathered; ``mode``: which plan
    ("take", "going_out", "opening" or ""); ``ready``: the plan can be confirmed as it stands;
    ``cancellable``: Esc would give something back (default: whenever a plan is gathered); when it would
    not (a going out the player is bound to, nothing staged) the last button stays the Menu.
    """
    mine = turn.mine and not animating
    draw_phase = turn.phase == S.DRAW
    meld_phase = turn.phase == S.MELD

    def blocked(phase_ok: bool, wrong_phase: str) -> str:
        if not turn.mine:
            return _(NOT_YOURS)
        if animating:
            return _(ANIMATING)
        return "" if phase_ok else wrong_phase

    out: dict[str, ButtonState] = {}
    why = blocked(draw_phase, _(DRAWN))
    out["draw"] = ButtonState(not why, _("End hand") if draw_phase and not turn.stock_size else _("Draw"),
                              "draw", why)
    if mode == "take":
        out["take"] = ButtonState(mine and draw_phase, _("Take it"), "take", why, primary=ready)
        out["meld"] = ButtonState(mine and draw_phase, _("Suggest"), "suggest", why)
    else:
        take_why = why or _take_problem(turn)
        out["take"] = ButtonState(not take_why, _("Take pile"), "take", take_why)
        if mode == "going_out":
            out["meld"] = ButtonState(mine and meld_phase, _("Go out"), "meld", blocked(meld_phase, _(DRAW_FIRST)),
                                      primary=ready)
        else:
            meld_why = blocked(meld_phase, _(DRAW_FIRST)) or ("" if staged or picked else _(PICK_FIRST))
            out["meld"] = ButtonState(not meld_why, _("Meld"), "meld", meld_why)
    out["undo"] = ButtonState(staged or turn.can_undo, _("Undo"), "undo", "" if staged or turn.can_undo
                              else (blocked(True, "") or _(NOTHING_TO_UNDO)))
    if mode == "going_out":
        out["ask"] = ButtonState(mine, _("Suggest"), "suggest", blocked(True, ""))
    elif not turn.asks:
        # A seat that never asks has no use for the button (a greyed Ask partner only ever said "you cannot"):
        # the place shows the scores so far, which the C key and the score panel also open.
        out["ask"] = ButtonState(True, _("Scores"), "scores")
    else:
        refusal = turn.ask_refusal or AskRefusal("", "")
        ask_why = blocked(meld_phase, refusal.before_draw) or ("" if turn.may_ask else
                                                                (_(ASKED) if turn.asked else refusal.after_draw))
        out["ask"] = ButtonState(not ask_why, _("Ask partner"), "ask", ask_why)
    out["sort"] = ButtonState(True, _("Sort"), "sort")
    out["hint"] = ButtonState(mine, _("Hint"), "hint", "" if mine else (blocked(True, "") or _(HINT_YOUR_TURN)))
    cancel = staged if cancellable is None else cancellable
    out["menu"] = ButtonState(True, _("Cancel"), "cancel") if cancel else ButtonState(True, _("Menu"), "menu")
    return out


def _take_problem(turn: Turn) -> str:
    """Why the pile cannot be taken now, as the engine sees it (empty: it can)."""
    if not turn.pile:
        return _(NO_PILE)
    if turn.take is None or turn.take.possible:
        return ""
    return refusal_text(turn.take.problem) if turn.take.problem is not None else ""


class ButtonBar:
    """The row of command buttons: built once, placed on resize, lit as ``button_states`` says."""

    def __init__(self) -> None:
        # No key on the buttons themselves: the table's keyboard handles keys, so each fires once.
        self.by_name = {name: Button(_(BY_NAME[name].label), _nothing, None, BY_NAME[name].key_hint, font_size=22)
                        for name in SLOTS}
        self.buttons = list(self.by_name.values())
        self.states: dict[str, ButtonState] = {}
        self._turn: tuple[object, object, Turn] | None = None
        """The last position read (the controller's state and the shown observation) and what it allows."""

    def turn(self, controller: MatchController, shown: Observation) -> Turn:
        """What the position allows (read again only when it changed)."""
        known = self._turn
        if known is None or known[0] is not controller.state or known[1] is not shown:
            known = self._turn = (controller.state, shown, Turn.of(controller, shown))
        return known[2]

    def forget(self) -> None:
        """Read the position again at the next lighting (the language changed: the reasons are worded anew)."""
        self._turn = None

    @property
    def known(self) -> Turn | None:
        """What the position allowed when the bar was last lit (drawing reads this; it never asks the engine)."""
        return self._turn[2] if self._turn is not None else None

    def light(self, controller: MatchController, shown: Observation, animating: bool, picked: bool, staged: bool,
              mode: str = "", ready: bool = False, cancellable: bool | None = None) -> None:
        """Light the bar for the position and what the table is doing."""
        self.show(button_states(self.turn(controller, shown), animating, picked, staged, mode, ready, cancellable))

    def place(self, bar: pygame.Rect) -> None:
        """Centre the buttons in ``bar``, as wide as fits up to a comfortable maximum (a taller bar on a
        large window has larger buttons and words)."""
        n = len(self.buttons)
        gap = 8
        scale = max(1.0, bar.h / 42)
        width = min(round(170 * scale), (bar.w - gap * (n + 1)) // n)
        x = bar.centerx - (width * n + gap * (n - 1)) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, bar.y + 6, width, bar.h - 12)
            button.font_size = round(22 * scale)
            x += width + gap

    def show(self, states: Mapping[str, ButtonState]) -> None:
        self.states = dict(states)
        for name, state in states.items():
            button = self.by_name[name]
            button.enabled = state.enabled
            button.label = state.label
            button.key_hint = BY_NAME[state.command].key_hint if state.command else button.key_hint
            button.primary = state.primary

    def hover(self, event: pygame.event.Event) -> None:
        for button in self.buttons:
            button.handle(event)

    def clicked(self, event: pygame.event.Event) -> I.Intent | None:
        """What a release on the bar means: the (lit) button's command, or why a disabled button is disabled."""
        for name, button in self.by_name.items():
            state = self.states.get(name)
            if button.handle(event):
                return BY_NAME[state.command if state is not None and state.command else name].intent
            if (not button.enabled and event.type == pygame.MOUSEBUTTONUP and event.button == 1
                    and button.rect.collidepoint(event.pos)):
                return I.Say(state.why) if state is not None and state.why else None
        return None

    def rect_of(self, name: str) -> pygame.Rect:
        return self.by_name[name].rect


def _nothing() -> None:
    """A bar button does nothing itself: the bar reports which command was clicked."""
