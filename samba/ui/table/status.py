"""The status line: one sentence that always says what the game expects now."""

from __future__ import annotations

from typing import Protocol

from samba.engine import Observation
from samba.engine import state as S
from samba.engine.actions import PAIR
from samba.game import staging_words as W
from samba.game.controller import MatchController
from samba.game.narration import meld_phrase
from samba.game.staging import PileVerdict


class Plan(Protocol):
    """The plan gathered beside the hand, as ``Play.summary`` words it (read only, as its frozen value is)."""

    @property
    def mode(self) -> str: ...

    @property
    def label(self) -> str: ...

    @property
    def status(self) -> str: ...

    @property
    def ready(self) -> bool: ...


def status_line(controller: MatchController, obs: Observation, names: dict[int, str],
                staged: Plan | None, dealing: bool, animating: bool, take: PileVerdict | None = None) -> str:
    """What the player should do (or is waiting for), in words.

    ``staged``: the plan gathered beside the hand (an opening, a pile take, a going out), if any;
    ``take``: before the player's draw, the takes the engine allows or why none.
    """
    state = controller.state
    if animating and not dealing and obs.phase not in (S.HAND_OVER, S.GAME_OVER) and obs.turn_seat != controller.human:
        watch = "Watching: " if controller.human is None else ""
        return f"{watch}{names[obs.turn_seat]} is playing…  (click or Space to skip the animation)"
    if dealing:
        return f"Dealing hand {obs.hand_number}…  (click or Space to skip)"
    if state.phase == S.GAME_OVER:
        return "The game is over."
    if state.phase == S.HAND_OVER:
        return "The hand is over: here is the score."
    to_act = state.to_act
    if controller.human is None:
        return f"Watching the computer play: {names[to_act]} to move."
    if to_act != controller.human:
        if state.phase == S.ANSWER:
            return f"{names[to_act]} is considering your question…"
        suffix = "  (click or Space to skip the animation)" if animating else ""
        return f"{names[to_act]} is playing…{suffix}"
    turn = state.turn
    if state.phase == S.ANSWER:
        return f"{names[state.turn_seat]} asks whether they may go out: answer Yes or No."
    if staged is not None and staged.status:
        return staged.status
    if state.phase == S.DRAW:
        if turn.asked == S.ASKED_YES:
            return "Your partner said yes: take the pile (T) and go out this turn."
        if not obs.stock_size:
            return "The stock is empty: take the pile (T) if you can, or end the hand (S)."
        if obs.pile_blocked or not obs.pile:
            why = "the pile is blocked" if obs.pile else "the pile is empty"
            return f"Your turn: draw from the stock (click it or press S) — {why}."
        if take is not None and not take.possible and take.problem is not None:
            return f"Your turn: draw from the stock (S). {take.problem}"
        if take is not None and take.possible:
            return _take_offer(obs, take)
        return "Your turn: draw from the stock (click it or press S), or take the pile (click it or T)."
    if turn.asked == S.ASKED_YES:
        return "Your partner said yes: you must go out this turn — meld every card (H shows a way)."
    if turn.committed:
        return "You took the pile to go out: meld every card this turn (H shows a way)."
    if turn.no_discard:
        return "No discard this turn (S16.2): meld what you can, then end the hand (S)."
    if not obs.opened[obs.side]:
        need = obs.requirement().describe()
        if staged is not None and staged.mode == "opening":
            more = "press Meld (Enter) to lay it down" if staged.ready else "add more melds"
            return f"Opening: {staged.label} — {more}; or discard to end your turn."
        return (f"Your side needs {need} to open: gather melds in the New meld area, then press Meld; "
                f"end your turn by dropping a card on the pile (D).")
    return "Meld or lay off by dragging cards onto melds or New meld; end your turn with a discard on the pile (D)."


TAKE_PAIR = "Your turn: draw (S) or take the pile (T) — your pair of {plural} takes the {top}{opening}."
TAKE_PAIR_OPENING = ", with melds for the opening"
TAKE_LAYOFF = "Your turn: draw (S) or take the pile (T) — the {top} goes on {meld}."


def _take_offer(obs: Observation, take: PileVerdict) -> str:
    """Before the draw, when the engine allows a take: how (a pair of the top card's rank, or a lay-off)."""
    top = obs.top
    assert top is not None
    pair = next((t for t in take.takes if t.method == PAIR), None)
    if pair is not None:
        return TAKE_PAIR.format(plural=W.plural(top.rank), top=top.code,
                                opening=TAKE_PAIR_OPENING if pair.melds else "")
    meld = obs.meld(take.takes[0].target)
    return TAKE_LAYOFF.format(top=top.code, meld=meld_phrase(meld) if meld is not None else "one of your melds")
