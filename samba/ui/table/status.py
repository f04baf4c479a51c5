"""The status line: one sentence that always says what the game expects now."""

from __future__ import annotations

from typing import Protocol

from samba.engine import Observation
from samba.engine import state as S
from samba.engine.actions import PAIR
from samba.game import staging_words as W
from samba.game.controller import MatchController
from samba.game.narration import meld_phrase
from samba.game.refusal_words import refusal_text
from samba.game.rule_words import requirement_words
from samba.game.staging import PileVerdict
from samba.i18n import N_, _


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
        if controller.human is None:
            return _("Watching: {name} is playing…  (click or Space to skip the animation)").format(
                name=names[obs.turn_seat])
        return _("{name} is playing…  (click or Space to skip the animation)").format(name=names[obs.turn_seat])
    if dealing:
        return _("Dealing hand {number}…  (click or Space to skip)").format(number=obs.hand_number)
    if state.phase == S.GAME_OVER:
        return _("The game is over.")
    if state.phase == S.HAND_OVER:
        return _("The hand is over: here is the score.")
    to_act = state.to_act
    if controller.human is None:
        return _("Watching the computer play: {name} to move.").format(name=names[to_act])
    if to_act != controller.human:
        if state.phase == S.ANSWER:
            return _("{name} is considering your question…").format(name=names[to_act])
        if animating:
            return _("{name} is playing…  (click or Space to skip the animation)").format(name=names[to_act])
        return _("{name} is playing…").format(name=names[to_act])
    turn = state.turn
    if state.phase == S.ANSWER:
        return _("{name} asks whether they may go out: answer Yes or No.").format(name=names[state.turn_seat])
    if staged is not None and staged.status:
        return staged.status
    if state.phase == S.DRAW:
        if turn.asked == S.ASKED_YES:
            return _("Your partner said yes: take the pile (T) and go out this turn.")
        if not obs.stock_size:
            return _("The stock is empty: take the pile (T) if you can, or end the hand (S).")
        if obs.pile_blocked:
            return _("Your turn: draw from the stock (click it or press S) — the pile is blocked.")
        if not obs.pile:
            return _("Your turn: draw from the stock (click it or press S) — the pile is empty.")
        if take is not None and not take.possible and take.problem is not None:
            return _("Your turn: draw from the stock (S). {why}").format(why=refusal_text(take.problem))
        if take is not None and take.possible:
            return _take_offer(obs, take)
        return _("Your turn: draw from the stock (click it or press S), or take the pile (click it or T).")
    if turn.asked == S.ASKED_YES:
        return _("Your partner said yes: you must go out this turn — meld every card (H shows a way).")
    if turn.committed:
        return _("You took the pile to go out: meld every card this turn (H shows a way).")
    if turn.no_discard:
        return _("No discard this turn (S16.2): meld what you can, then end the hand (S).")
    if not obs.opened[obs.side]:
        if staged is not None and staged.mode == "opening":
            # No "or discard" while cards are staged: a discard waits until they are laid down or taken back.
            sentence = OPENING_READY if staged.ready else OPENING_SHORT
            return _(sentence).format(points=staged.label)
        if obs.plays_alone:
            return _("You need {need} to open: gather melds in the New meld area, then press Meld; end your turn "
                     "by dropping a card on the pile (D).").format(need=requirement_words(obs.requirement()))
        return _("Your side needs {need} to open: gather melds in the New meld area, then press Meld; end your turn "
                 "by dropping a card on the pile (D).").format(need=requirement_words(obs.requirement()))
    return _("Meld or lay off by dragging cards onto melds or New meld; end your turn with a discard on the pile "
             "(D).")


OPENING_READY = N_("Opening: {points} — press Meld (Enter) to lay it down, or Esc to take the cards back.")
OPENING_SHORT = N_("Opening: {points} — add more melds, or Esc to take the cards back.")
TAKE_PAIR = N_("Your turn: draw (S) or take the pile (T) — your pair of {plural} takes the {top}.")
TAKE_PAIR_OPENING = N_("Your turn: draw (S) or take the pile (T) — your pair of {plural} takes the {top}, with melds "
                       "for the opening.")
TAKE_NATURALS = N_("Your turn: draw (S) or take the pile (T) — your {plural} take the {top}.")
TAKE_NATURALS_OPENING = N_("Your turn: draw (S) or take the pile (T) — your {plural} take the {top}, with melds for "
                           "the opening.")
"""Three or more natural cards of the top card's rank in hand: "your pair" would be untrue."""
TAKE_LAYOFF = N_("Your turn: draw (S) or take the pile (T) — the {top} goes on {meld}.")


def _take_offer(obs: Observation, take: PileVerdict) -> str:
    """Before the draw, when the engine allows a take: how (a pair of the top card's rank, or a lay-off)."""
    top = obs.top
    assert top is not None
    pair = next((t for t in take.takes if t.method == PAIR), None)
    if pair is not None:
        held = sum(1 for card in obs.hand if card.is_natural and card.rank == top.rank)
        if held > 2:
            sentence = TAKE_NATURALS_OPENING if pair.melds else TAKE_NATURALS
        else:
            sentence = TAKE_PAIR_OPENING if pair.melds else TAKE_PAIR
        return _(sentence).format(plural=W.plural(top.rank), top=top.code)
    meld = obs.meld(take.takes[0].target)
    return _(TAKE_LAYOFF).format(top=top.code, meld=meld_phrase(meld) if meld is not None else _("one of your melds"))
