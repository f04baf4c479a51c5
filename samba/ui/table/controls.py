"""The button bar under the hand, and what it shows: which commands the position allows now.

The buttons come from the command table (``commands.ON_THE_BAR``), so a click ends where the same key
does. Whether a button is lit is asked of the controller and the engine (``check``), never worked out
here, and only when the position changes: ``Turn.of`` reads the position once (asking the engine
whether the player may ask to go out is a search), ``button_states`` combines it with what the table
is doing (an animation, cards picked or staged). The scene lights the bar in ``update``; drawing only
reads it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from samba.engine import state as S
from samba.engine.actions import AskGoOut
from samba.engine.observation import Observation
from samba.game.controller import MatchController
from samba.ui.widgets import Button

from .commands import BY_NAME, ON_THE_BAR, Command
from .hand_model import HandModel


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

    @classmethod
    def of(cls, controller: MatchController, shown: Observation) -> Turn:
        mine = controller.human_to_act()
        phase = controller.state.phase
        return cls(mine, phase, shown.stock_size, bool(shown.pile), shown.pile_blocked, controller.can_undo(),
                   mine and phase == S.MELD and controller.check(AskGoOut()) is None)


@dataclass(frozen=True, slots=True)
class ButtonState:
    enabled: bool
    label: str


def button_states(turn: Turn, animating: bool, picked: bool, staged: bool) -> dict[str, ButtonState]:
    """Each bar command's state: lit only for what the player may do now; Draw says "End hand" on an empty stock.

    ``picked``: cards are selected in the hand; ``staged``: melds are gathered for the opening.
    """
    mine = turn.mine and not animating
    draw_phase = turn.phase == S.DRAW
    meld_phase = turn.phase == S.MELD
    lit = {
        "draw": mine and draw_phase,
        # A blocked pile (S7.1: the engine's verdict on the top card) cannot be taken by anyone.
        "take": mine and draw_phase and turn.pile and not turn.pile_blocked,
        "meld": mine and meld_phase and (staged or picked),
        "undo": staged or turn.can_undo,
        "ask": mine and meld_phase and turn.may_ask,
        "hint": mine,
    }
    out = {}
    for command in ON_THE_BAR:
        label = command.label
        if command.name == "draw" and not turn.stock_size and draw_phase:
            label = "End hand"
        out[command.name] = ButtonState(lit.get(command.name, True), label)
    return out


class ButtonBar:
    """The row of command buttons: built once, placed on resize, lit as ``button_states`` says."""

    def __init__(self) -> None:
        # No key on the buttons themselves: the table's keyboard handles keys, so each fires once.
        self.by_name = {c.name: Button(c.label, _nothing, None, c.key_hint, font_size=22) for c in ON_THE_BAR}
        self.buttons = list(self.by_name.values())
        self._turn: tuple[object, object, Turn] | None = None
        """The last position read (the controller's state and the shown observation) and what it allows."""

    def light(self, controller: MatchController, shown: Observation, animating: bool, hand: HandModel) -> None:
        """Light the bar for the position (read again only when it changed) and what the table is doing."""
        known = self._turn
        if known is None or known[0] is not controller.state or known[1] is not shown:
            known = self._turn = (controller.state, shown, Turn.of(controller, shown))
        self.show(button_states(known[2], animating, bool(hand.selected), bool(hand.staged)))

    def place(self, bar: pygame.Rect) -> None:
        """Centre the buttons in ``bar``, as wide as fits up to a comfortable maximum."""
        n = len(self.buttons)
        gap = 8
        width = min(170, (bar.w - gap * (n + 1)) // n)
        x = bar.centerx - (width * n + gap * (n - 1)) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, bar.y + 6, width, bar.h - 12)
            x += width + gap

    def show(self, states: Mapping[str, ButtonState]) -> None:
        for name, state in states.items():
            button = self.by_name[name]
            button.enabled = state.enabled
            button.label = state.label

    def hover(self, event: pygame.event.Event) -> None:
        for button in self.buttons:
            button.handle(event)

    def clicked(self, event: pygame.event.Event) -> Command | None:
        """The command whose (lit) button this release is on, if any."""
        return next((BY_NAME[name] for name, button in self.by_name.items() if button.handle(event)), None)

    def rect_of(self, name: str) -> pygame.Rect:
        return self.by_name[name].rect


def _nothing() -> None:
    """A bar button does nothing itself: the bar reports which command was clicked."""
