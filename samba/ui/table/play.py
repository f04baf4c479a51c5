"""The player's moves: proposals the engine judges and the controller applies, answered as outcomes.

This is the only table module that talks to the controller. It builds each action with
``samba.game.proposals`` (which asks ``check``) and answers with an outcome value for the scene to
show: a move applied (its step to animate), a refusal to explain, a note, a question for the player
(which way to take the pile, whether to go out), or a change to the staging beside the hand (an
intent for ``state.reduce``). It reads the hand it is given and never changes it. The staged
opening is sent as one engine ``Meld`` when the player presses Meld, as the engine requires (S12.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import assert_never

from samba.engine import Violation
from samba.engine import state as S
from samba.engine.actions import Action, AnswerGoOut, GoOut, Meld, TakePile
from samba.engine.observation import Observation
from samba.game import proposals as P
from samba.game.controller import MatchController, Step

from . import intents as I
from .hand_model import HandModel
from .state import TableState

STAGE_OK = {"OPENING_TOO_LOW", "OPENING_NEEDS_CANASTA", "MIN_HAND"}
"""Refusals that concern the opening as a whole, not the staged meld itself."""


@dataclass(frozen=True, slots=True)
class Applied:
    """The controller applied the move: show its step."""

    step: Step
    clears_staging: bool


@dataclass(frozen=True, slots=True)
class Refused:
    problem: Violation


@dataclass(frozen=True, slots=True)
class Noted:
    """Nothing happened, and the player is told why (not a rule: e.g. "Pick the cards to add first.")."""

    words: str


@dataclass(frozen=True, slots=True)
class Confirm:
    """A legal move that deserves a second thought (going out ends the hand)."""

    question: str
    action: Action


@dataclass(frozen=True, slots=True)
class Choose:
    """Several legal ways to make the move: the player picks one (each described in words)."""

    title: str
    options: tuple[tuple[str, Action], ...]


@dataclass(frozen=True, slots=True)
class Undone:
    """The controller took back the last meld or lay-off: show its position."""


@dataclass(frozen=True, slots=True)
class Ignored:
    """A gesture that means no move (a drop on nothing); the cards simply go home."""


Outcome = Applied | Refused | Noted | Confirm | Choose | Undone | Ignored | I.Stage | I.Unstage


def accepted(outcome: Outcome) -> bool:
    """Whether the gesture was taken (False: the cards glide back)."""
    return not isinstance(outcome, Refused | Noted | Ignored)


class Play:
    def __init__(self, controller: MatchController) -> None:
        self.controller = controller

    # -- reading -------------------------------------------------------------------------------------
    @property
    def obs(self) -> Observation:
        return self.controller.observation()

    def my_turn(self) -> bool:
        return self.controller.human_to_act()

    def opened(self) -> bool:
        obs = self.obs
        return obs.opened[obs.side]

    def staged_total(self, hand: HandModel) -> tuple[int, int]:
        """Card points staged for the opening and the side's minimum (for the "65 / 50" label)."""
        points = sum(c.points for meld in hand.staged_cards() for c in meld)
        return points, self.obs.requirement().points

    # -- applying ------------------------------------------------------------------------------------
    def apply(self, action: Action) -> Outcome:
        """Check ``action`` once more and apply it (also what a confirmed question or a chosen option does)."""
        problem = self.controller.check(action)
        if problem is not None:
            return Refused(problem)
        step = self.controller.act(action)
        return Applied(step, isinstance(action, Meld | GoOut | TakePile))

    def _propose(self, proposal: P.Proposal) -> Outcome:
        if not proposal.ok:
            assert proposal.problem is not None
            return Refused(proposal.problem)
        if isinstance(proposal.action, GoOut):
            action = proposal.action
            return Confirm(f"{P.describe(action, self.obs)}?  This ends the hand.", action)
        return self.apply(proposal.action)

    # -- moves ---------------------------------------------------------------------------------------
    def propose(self, move: I.Move, state: TableState) -> Outcome:
        """What ``move`` comes to in the table's state ``state``: the engine's verdict, as an outcome."""
        hand = state.hand
        match move:
            case I.Draw():
                return self.draw()
            case I.TakePileTo(onto):
                return self.take_pile(hand, onto)
            case I.MeldPicked():
                return self.meld(hand)
            case I.DiscardPicked():
                selection = hand.selection()
                uid = selection[0] if len(selection) == 1 else state.cursor_uid()
                if uid is None:
                    return Noted("Pick the card to discard (arrows, or click it).")
                return self.discard(hand, uid)
            case I.UndoMove():
                return self.undo(hand)
            case I.AskPartner():
                return self.ask()
            case I.DropCards(uids, target):
                return self.drop(hand, uids, target)
            case I.MergeMelds(dragged, onto):
                return self.merge(dragged, onto)
            case I.LayOffOnto(number):
                return self.layoff_onto(hand, number)
            case I.UnstageMeld(index):
                return I.Unstage(index)
        assert_never(move)

    def accepting_for(self, source: I.Target, uids: Sequence[int], hand: HandModel) -> frozenset[I.Target]:
        """The drop zones the engine would accept for what was picked up at ``source`` (lit while dragging)."""
        if source[0] == "hand":
            return frozenset(self.accepting(hand, uids) | {("hand_area",)})
        if source[0] == "meld":
            return frozenset(self.accepting_merge(source[1]))
        return frozenset(self.accepting_pile(hand))

    def draw(self) -> Outcome:
        return self._propose(P.draw(self.obs, self.controller.check))

    def take_pile(self, hand: HandModel, target: int | None = None, pair: Sequence[int] | None = None) -> Outcome:
        """Take the pile with the picked cards (or ``pair``); when several ways are legal, ask which."""
        obs = self.obs
        picked = hand.cards_of(hand.selection() if pair is None else pair)
        options, problem = P.pile_takes_for(obs, picked, hand.staged_cards(), self.controller.check, target)
        if not options:
            assert problem is not None
            return Refused(problem)
        if len(options) == 1:
            return self.apply(options[0])
        return Choose("Take the pile how?", tuple((P.describe(a, obs), a) for a in options))

    def discard(self, hand: HandModel, uid: int) -> Outcome:
        card = hand.card(uid)
        return self._propose(P.discard(self.obs, card, self.controller.check))

    def meld(self, hand: HandModel) -> Outcome:
        """The Meld button / Enter: lay the staged opening, or meld the selection (staging it if unopened)."""
        selection = hand.selection()
        if not self.opened():
            if selection:
                return self.stage(hand, selection, None)
            if not hand.staged:
                return Noted("Pick cards (click or Space) and press Meld, or drag them to the New meld area.")
            return self._propose(P.meld(self.obs, hand.staged_cards(), (), self.controller.check))
        if not selection:
            return Noted("Pick the cards to meld first (click them, or Space on each).")
        cards = hand.cards_of(selection)
        as_new = P.meld(self.obs, (cards,), (), self.controller.check)
        if as_new.ok:
            return self._propose(as_new)
        for meld in self.obs.my_melds():
            onto = P.layoff(self.obs, meld.id, cards, self.controller.check)
            if onto.ok:
                return self._propose(onto)
        return self._propose(as_new)

    def layoff_onto(self, hand: HandModel, index: int) -> Outcome:
        """Keys 1–9: add the selection to your side's meld number ``index`` (1-based, left to right)."""
        melds = self.obs.my_melds()
        selection = hand.selection()
        if not selection:
            return Noted("Pick the cards to add first.")
        if not 1 <= index <= len(melds):
            return Noted(f"Your side has {len(melds)} meld{'s' if len(melds) != 1 else ''}.")
        return self.drop(hand, selection, ("meld", melds[index - 1].id))

    def stage(self, hand: HandModel, uids: Sequence[int], onto: int | None) -> Outcome:
        """Add cards to the opening being gathered (unopened side), if the engine finds the meld sound."""
        if not self.my_turn():
            return Refused(Violation("NOT_YOUR_TURN", "S2.3", "It is not your turn."))
        problem = self._stage_problem(hand, uids, onto)
        if problem is not None:
            return Refused(problem)
        return I.Stage(tuple(uids), onto)

    def _stage_problem(self, hand: HandModel, uids: Sequence[int], onto: int | None) -> Violation | None:
        cards = hand.cards_of(uids)
        if onto is not None and 0 <= onto < len(hand.staged):
            cards = hand.cards_of(hand.staged[onto]) + cards
        problem = self.controller.check(Meld((cards,)))
        if problem is None or problem.code in STAGE_OK:
            return None
        return problem

    def drop(self, hand: HandModel, uids: Sequence[int], target: tuple) -> Outcome:
        """Cards from the hand dropped on ``target``; not accepted when refused (they glide back)."""
        obs = self.obs
        cards = hand.cards_of(uids)
        kind = target[0]
        if kind == "meld":
            return self._propose(P.layoff(obs, target[1], cards, self.controller.check))
        if kind in ("new", "area"):
            if kind == "area" and target[1] != obs.side:
                theirs = obs.side_melds(target[1])
                if not theirs:
                    return Ignored()
                return self._propose(P.layoff(obs, theirs[0].id, cards, self.controller.check))
            if not self.opened() and obs.phase != S.DRAW:
                return self.stage(hand, uids, None)
            return self._propose(P.meld(obs, (cards,), (), self.controller.check))
        if kind == "staged":
            return self.stage(hand, uids, target[1])
        if kind == "pile":
            if obs.phase == S.DRAW and len(uids) == 2:
                return self.take_pile(hand, pair=uids)
            if len(uids) != 1:
                return Refused(Violation("ONE_DISCARD", "S14.1", "Discard one card at a time."))
            return self.discard(hand, uids[0])
        return Ignored()

    def accepting(self, hand: HandModel, uids: Sequence[int]) -> set[tuple]:
        """Drop targets the engine would accept for these cards (lit up while dragging)."""
        if not self.my_turn():
            return set()
        obs = self.obs
        check = self.controller.check
        cards = hand.cards_of(uids)
        out: set[tuple] = set()
        if obs.phase == S.DRAW:
            if len(cards) == 2 and P.pile_takes_for(obs, cards, hand.staged_cards(), check)[0]:
                out.add(("pile",))
            return out
        for meld in obs.my_melds():
            if P.layoff(obs, meld.id, cards, check).ok:
                out.add(("meld", meld.id))
        if self.opened():
            if P.meld(obs, (cards,), (), check).ok:
                out.add(("new",))
        else:
            if self._stage_problem(hand, uids, None) is None:
                out.add(("new",))
            for n in range(len(hand.staged)):
                if self._stage_problem(hand, uids, n) is None:
                    out.add(("staged", n))
        if len(cards) == 1 and P.discard(obs, cards[0], check).ok:
            out.add(("pile",))
        return out

    def accepting_pile(self, hand: HandModel) -> set[tuple]:
        """Targets for dragging the pile: your melds it can extend, or your hand (by a pair)."""
        if not self.my_turn() or self.obs.phase != S.DRAW:
            return set()
        obs = self.obs
        out: set[tuple] = set()
        for meld in obs.my_melds():
            if P.pile_takes_for(obs, (), (), self.controller.check, meld.id)[0]:
                out.add(("meld", meld.id))
        selected = hand.cards_of(hand.selection())
        if P.pile_takes_for(obs, selected, hand.staged_cards(), self.controller.check)[0]:
            out.add(("hand_area",))
        return out

    def merge(self, dragged: int, onto: int) -> Outcome:
        """A group dragged onto another of the side's groups: join them (S10.2), the target keeps its place."""
        return self._propose(P.merge(onto, dragged, self.controller.check))

    def accepting_merge(self, dragged: int) -> set[tuple]:
        """The side's melds the engine would let ``dragged`` join (lit up while a group is dragged)."""
        if not self.my_turn():
            return set()
        return {("meld", m.id) for m in self.obs.my_melds()
                if m.id != dragged and P.merge(m.id, dragged, self.controller.check).ok}

    def undo(self, hand: HandModel) -> Outcome:
        if hand.staged:
            return I.Unstage(None)
        if self.controller.undo():
            return Undone()
        return Noted("Nothing to undo: a draw, a pile take and a discard cannot be taken back.")

    def ask(self) -> Outcome:
        return self._propose(P.ask(self.controller.check))

    def answer(self, yes: bool) -> Outcome:
        return self.apply(AnswerGoOut(yes))
