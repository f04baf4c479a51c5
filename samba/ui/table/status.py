"""The status line: one sentence that always says what the game expects now."""

from __future__ import annotations

from samba.engine import state as S
from samba.engine.observation import Observation
from samba.game.controller import MatchController


def status_line(controller: MatchController, obs: Observation, names: dict[int, str],
                staged: tuple[int, int] | None, dealing: bool, animating: bool) -> str:
    """What the player should do (or is waiting for), in words.

    ``staged``: the points staged for the opening and the side's minimum, when melds are staged.
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
    if state.phase == S.DRAW:
        if turn.asked == S.ASKED_YES:
            return "Your partner said yes: take the pile (T) and go out this turn."
        if not obs.stock_size:
            return "The stock is empty: take the pile (T) if you can, or end the hand (S)."
        if obs.pile_blocked or not obs.pile:
            why = "the pile is blocked" if obs.pile else "the pile is empty"
            return f"Your turn: draw from the stock (click it or press S) — {why}."
        if obs.frozen_for(obs.side):
            return ("Your turn: draw from the stock (click it or press S), or take the frozen pile "
                    "with a natural pair (T).")
        return "Your turn: draw from the stock (click it or press S), or take the pile (click it or T)."
    if turn.asked == S.ASKED_YES:
        return "Your partner said yes: you must go out this turn — meld every card (H shows a way)."
    if turn.committed:
        return "You took the pile to go out: meld every card this turn (H shows a way)."
    if turn.no_discard:
        return "No discard this turn (S16.2): meld what you can, then end the hand (S)."
    if not obs.opened[obs.side]:
        need = obs.requirement().describe()
        if staged is not None:
            points, minimum = staged
            more = "press Meld (Enter) to lay it down" if points >= minimum else "add more melds"
            return f"Opening: {points} / {minimum} — {more}; or discard to end your turn."
        return (f"Your side needs {need} to open: gather melds in the New meld area, then press Meld; "
                f"end your turn by dropping a card on the pile (D).")
    return "Meld or lay off by dragging cards onto melds or New meld; end your turn with a discard on the pile (D)."
