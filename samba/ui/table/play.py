"""The player's moves: gestures and keys become proposals, the engine judges, the controller applies.

This is the only table module that talks to the controller. It builds each action with
``samba.game.proposals`` (which asks ``check``) and hands the outcome to the scene: a step to
animate, a refusal to explain, or a question for the player (which way to take the pile, whether
to go out). The staging area for an opening lives in the hand model; it is sent as one engine
``Meld`` when the player presses Meld, as the engine requires (S12.2).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from samba.engine import Violation
from samba.engine import state as S
from samba.engine.actions import Action, AnswerGoOut, GoOut, Meld, TakePile
from samba.engine.observation import Observation
from samba.game import proposals as P
from samba.game.controller import MatchController, Step

from .hand_model import HandModel

STAGE_OK = {"OPENING_TOO_LOW", "OPENING_NEEDS_CANASTA", "MIN_HAND"}
"""Refusals that concern the opening as a whole, not the staged meld itself."""


class PlayUI(Protocol):
    def show_step(self, step: Step) -> None: ...
    def refuse(self, problem: Violation, uids: Sequence[int] = ()) -> None: ...
    def note(self, words: str) -> None: ...
    def confirm(self, question: str, on_yes: Callable[[], None]) -> None: ...
    def choose(self, title: str, options: list[tuple[str, Callable[[], None]]]) -> None: ...
    def changed(self) -> None: ...
    def staged(self) -> None: ...


class Play:
    def __init__(self, controller: MatchController, hand: HandModel, ui: PlayUI) -> None:
        self.controller = controller
        self.hand = hand
        self.ui = ui

    # -- reading -------------------------------------------------------------------------------------
    @property
    def obs(self) -> Observation:
        return self.controller.observation()

    def my_turn(self) -> bool:
        return self.controller.human_to_act()

    def opened(self) -> bool:
        obs = self.obs
        return obs.opened[obs.side]

    def staged_total(self) -> tuple[int, int]:
        """Card points staged for the opening and the side's minimum (for the "65 / 50" label)."""
        points = sum(c.points for meld in self.hand.staged_cards() for c in meld)
        return points, self.obs.requirement().points

    def staged_problem(self) -> Violation | None:
        """The engine's verdict on the staged opening as it stands (None: it can be laid)."""
        staged = self.hand.staged_cards()
        if not staged:
            return Violation("EMPTY_MELD", "S4.4", "Nothing is staged.")
        return P.meld(self.obs, staged, (), self.controller.check).problem

    # -- applying ------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> bool:
        problem = self.controller.check(action)
        if problem is not None:
            self.ui.refuse(problem)
            return False
        step = self.controller.act(action)
        if isinstance(action, Meld | GoOut | TakePile):
            self.hand.clear_staged()
        self.hand.clear_selection()
        self.ui.show_step(step)
        return True

    def _propose(self, proposal: P.Proposal, uids: Sequence[int] = ()) -> bool:
        if not proposal.ok:
            assert proposal.problem is not None
            self.ui.refuse(proposal.problem, uids)
            return False
        if isinstance(proposal.action, GoOut):
            action = proposal.action
            self.ui.confirm(f"{P.describe(action, self.obs)}?  This ends the hand.", lambda: self._apply(action))
            return True
        return self._apply(proposal.action)

    # -- commands ------------------------------------------------------------------------------------
    def draw(self) -> bool:
        return self._propose(P.draw(self.obs, self.controller.check))

    def take_pile(self, target: int | None = None) -> bool:
        """Take the pile with what the player picked; when several ways are legal, ask which."""
        obs = self.obs
        selected = self.hand.cards_of(self.hand.selection())
        options, problem = P.pile_takes_for(obs, selected, self.hand.staged_cards(), self.controller.check, target)
        if not options:
            assert problem is not None
            self.ui.refuse(problem)
            return False
        if len(options) == 1:
            return self._apply(options[0])
        self.ui.choose("Take the pile how?", [(P.describe(a, obs), _bind(self._apply, a)) for a in options])
        return True

    def discard(self, uid: int) -> bool:
        card = self.hand.card(uid)
        return self._propose(P.discard(self.obs, card, self.controller.check), [uid])

    def meld(self) -> bool:
        """The Meld button / Enter: lay the staged opening, or meld the selection (staging it if unopened)."""
        selection = self.hand.selection()
        if not self.opened():
            if selection:
                return self.stage(selection, None)
            if not self.hand.staged:
                self.ui.note("Pick cards (click or Space) and press Meld, or drag them to the New meld area.")
                return False
            return self._propose(P.meld(self.obs, self.hand.staged_cards(), (), self.controller.check))
        if not selection:
            self.ui.note("Pick the cards to meld first (click them, or Space on each).")
            return False
        cards = self.hand.cards_of(selection)
        as_new = P.meld(self.obs, (cards,), (), self.controller.check)
        if as_new.ok:
            return self._propose(as_new, selection)
        for meld in self.obs.my_melds():
            onto = P.layoff(self.obs, meld.id, cards, self.controller.check)
            if onto.ok:
                return self._propose(onto, selection)
        return self._propose(as_new, selection)

    def layoff_onto(self, index: int) -> bool:
        """Keys 1–9: add the selection to your side's meld number ``index`` (1-based, left to right)."""
        melds = self.obs.my_melds()
        selection = self.hand.selection()
        if not selection:
            self.ui.note("Pick the cards to add first.")
            return False
        if not 1 <= index <= len(melds):
            self.ui.note(f"Your side has {len(melds)} meld{'s' if len(melds) != 1 else ''}.")
            return False
        return self.drop(selection, ("meld", melds[index - 1].id))

    def stage(self, uids: Sequence[int], onto: int | None) -> bool:
        """Add cards to the opening being gathered (unopened side), if the engine finds the meld sound."""
        if not self.my_turn():
            self.ui.refuse(Violation("NOT_YOUR_TURN", "S2.3", "It is not your turn."), uids)
            return False
        problem = self._stage_problem(uids, onto)
        if problem is not None:
            self.ui.refuse(problem, uids)
            return False
        self.hand.stage(uids, onto)
        self.ui.staged()
        return True

    def _stage_problem(self, uids: Sequence[int], onto: int | None) -> Violation | None:
        cards = self.hand.cards_of(uids)
        if onto is not None and 0 <= onto < len(self.hand.staged):
            cards = self.hand.cards_of(self.hand.staged[onto]) + cards
        problem = self.controller.check(Meld((cards,)))
        if problem is None or problem.code in STAGE_OK:
            return None
        return problem

    def unstage(self, index: int | None = None) -> None:
        if index is None:
            self.hand.unstage_last()
        elif 0 <= index < len(self.hand.staged):
            self.hand.staged.pop(index)
        self.ui.changed()

    def drop(self, uids: Sequence[int], target: tuple) -> bool:
        """Cards from the hand dropped on ``target``; False when refused (they glide back)."""
        obs = self.obs
        cards = self.hand.cards_of(uids)
        kind = target[0]
        if kind == "meld":
            return self._propose(P.layoff(obs, target[1], cards, self.controller.check), uids)
        if kind in ("new", "area"):
            if kind == "area" and target[1] != obs.side:
                theirs = obs.side_melds(target[1])
                if not theirs:
                    return False
                return self._propose(P.layoff(obs, theirs[0].id, cards, self.controller.check), uids)
            if not self.opened() and obs.phase != S.DRAW:
                return self.stage(uids, None)
            return self._propose(P.meld(obs, (cards,), (), self.controller.check), uids)
        if kind == "staged":
            return self.stage(uids, target[1])
        if kind == "pile":
            if obs.phase == S.DRAW and len(uids) == 2:
                self.hand.selected = set(uids)
                return self.take_pile()
            if len(uids) != 1:
                self.ui.refuse(Violation("ONE_DISCARD", "S14.1", "Discard one card at a time."), uids)
                return False
            return self.discard(uids[0])
        return False

    def accepting(self, uids: Sequence[int]) -> set[tuple]:
        """Drop targets the engine would accept for these cards (lit up while dragging)."""
        if not self.my_turn():
            return set()
        obs = self.obs
        check = self.controller.check
        cards = self.hand.cards_of(uids)
        out: set[tuple] = set()
        if obs.phase == S.DRAW:
            if len(cards) == 2 and P.pile_takes_for(obs, cards, self.hand.staged_cards(), check)[0]:
                out.add(("pile",))
            return out
        for meld in obs.my_melds():
            if P.layoff(obs, meld.id, cards, check).ok:
                out.add(("meld", meld.id))
        if self.opened():
            if P.meld(obs, (cards,), (), check).ok:
                out.add(("new",))
        else:
            if self._stage_problem(uids, None) is None:
                out.add(("new",))
            for n in range(len(self.hand.staged)):
                if self._stage_problem(uids, n) is None:
                    out.add(("staged", n))
        if len(cards) == 1 and P.discard(obs, cards[0], check).ok:
            out.add(("pile",))
        return out

    def accepting_pile(self) -> set[tuple]:
        """Targets for dragging the pile: your melds it can extend, or your hand (by a pair)."""
        if not self.my_turn() or self.obs.phase != S.DRAW:
            return set()
        obs = self.obs
        out: set[tuple] = set()
        for meld in obs.my_melds():
            if P.pile_takes_for(obs, (), (), self.controller.check, meld.id)[0]:
                out.add(("meld", meld.id))
        selected = self.hand.cards_of(self.hand.selection())
        if P.pile_takes_for(obs, selected, self.hand.staged_cards(), self.controller.check)[0]:
            out.add(("hand_area",))
        return out

    def merge(self, dragged: int, onto: int) -> bool:
        """A group dragged onto another of the side's groups: join them (S10.2), the target keeps its place."""
        return self._propose(P.merge(onto, dragged, self.controller.check))

    def accepting_merge(self, dragged: int) -> set[tuple]:
        """The side's melds the engine would let ``dragged`` join (lit up while a group is dragged)."""
        if not self.my_turn():
            return set()
        return {("meld", m.id) for m in self.obs.my_melds()
                if m.id != dragged and P.merge(m.id, dragged, self.controller.check).ok}

    def undo(self) -> bool:
        if self.hand.staged:
            self.hand.unstage_last()
            self.ui.changed()
            return True
        if self.controller.undo():
            self.ui.changed()
            return True
        self.ui.note("Nothing to undo: a draw, a pile take and a discard cannot be taken back.")
        return False

    def ask(self) -> bool:
        return self._propose(P.ask(self.controller.check))

    def answer(self, yes: bool) -> bool:
        return self._apply(AnswerGoOut(yes))

    def end_hand(self) -> bool:
        return self._propose(P.end_hand(self.controller.check))


def _bind(fn: Callable[[Action], bool], action: Action) -> Callable[[], None]:
    def call() -> None:
        fn(action)

    return call
