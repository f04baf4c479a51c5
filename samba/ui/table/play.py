"""The player's moves: proposals the engine judges and the controller applies, answered as outcomes.

This is the only table module that talks to the controller. It builds each action with
``samba.game.proposals`` and ``samba.game.staging`` (which ask ``check``) and answers with an
outcome value for the scene to show: a move applied (its step to animate), a refusal to explain, a
note, a question for the player (which way to take the pile, whether to go out), or a new plan
beside the hand (``Staged``). It reads the hand it is given and never changes it.

Three plans are gathered beside the hand and sent whole, as the engine requires:

* an **opening** (unopened side, after the draw): staged melds, sent as one ``Meld`` (S12.2);
* a **pile take** (before the draw): the cards going down with the top card (or the meld the top card
  goes onto) and, for an unopened side, extra opening melds — one ``TakePile`` (S7.3, S12.4). Nothing
  goes down that the player did not stage: there is no fallback to the engine's own offer;
* a **going out** (after the partner's yes, or when a move would empty the hand): every new meld,
  every lay-off and the last discard — one ``GoOut`` (S15.2).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import assert_never

from samba.engine import Card, Observation, Violation, find_go_out
from samba.engine import state as S
from samba.engine.actions import (
    LAYOFF,
    PAIR,
    Action,
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    Meld,
    MergeGroups,
    TakePile,
)
from samba.game import proposals as P
from samba.game import staging as G
from samba.game import staging_words as W
from samba.game.controller import MatchController, Step
from samba.game.narration import meld_phrase
from samba.game.refusal_words import refusal_text, refusal_words
from samba.game.story import Line
from samba.i18n import _, ngettext

from . import intents as I
from .hand_model import HandModel, PileTake, Staging
from .meld_order import arranged
from .state import TableState

STAGE_OK = {"OPENING_TOO_LOW", "OPENING_NEEDS_CANASTA", "MIN_HAND"}
"""Refusals that concern the opening as a whole, not the staged meld itself."""
OUT_INSTEAD = {"MIN_HAND", "LAST_CARD", "MUST_GO_OUT"}
"""Refusals that mean "this would empty your hand": when a way out exists, the cards are staged for it."""


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
    """Several legal ways to make the move: the player picks one (each described with its result)."""

    title: str
    options: tuple[tuple[str, Action], ...]


@dataclass(frozen=True, slots=True)
class Undone:
    """The controller took back the last meld or lay-off: show its position and the log's line."""

    line: Line


@dataclass(frozen=True, slots=True)
class Ignored:
    """A gesture that means no move (a drop on nothing); the cards simply go home."""


@dataclass(frozen=True, slots=True)
class Staged:
    """The plan beside the hand is now ``staging`` (nothing went to the engine); ``note`` says what to do next."""

    staging: Staging
    note: str = ""


Outcome = Applied | Refused | Noted | Confirm | Choose | Undone | Ignored | Staged


def accepted(outcome: Outcome) -> bool:
    """Whether the gesture was taken (False: the cards glide back)."""
    return not isinstance(outcome, Refused | Noted | Ignored)


@dataclass(frozen=True, slots=True)
class Summary:
    """What the table shows about the plan being gathered: the short label, the status sentence, and
    whether it is ready to be confirmed."""

    mode: str
    label: str
    status: str
    ready: bool
    staged: tuple[int, int] | None = None
    """An opening's staged points and the side's minimum, worked out once with the summary (the engine checks
    each staged meld) rather than again in every frame that shows them."""
    missing: str = ""
    """What a gathered pile take still lacks, in words ("" when it is ready or nothing nameable is missing)."""


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

    def bound_to_go_out(self) -> bool:
        """The partner said yes (S15.4) or a pile take committed the player (S14.3)."""
        return self.obs.turn.must_go_out

    def staged_total(self, hand: HandModel) -> tuple[int, int]:
        """Card points staged for the opening and the side's minimum (for the "65 / 50" label).

        With a pile take under way the top card and the cards with it count too, as the engine counts them.
        Only staged melds the engine calls melds count: a staged 7♣ 8♣ adds nothing until it is one.
        """
        obs = self.obs
        melds = G.whole_melds(obs, hand.staged_cards())
        if hand.staging.take is not None:
            return G.take_points(obs, hand.take_cards(), melds), obs.requirement().points
        return sum(c.points for meld in melds for c in meld), obs.requirement().points

    def summary(self, hand: HandModel) -> Summary | None:
        """The plan beside the hand in words (None: nothing is gathered)."""
        staging = hand.staging
        mode = staging.mode
        obs = self.obs
        if mode == "take" and obs.top is not None:
            return self._take_summary(hand, obs, obs.top)
        if mode == "going_out":
            shown = hand.shown()
            left = len(shown)
            last = shown[0][1] if left == 1 and staging.discard is None else None
            ready = left == 0 or last is not None
            return Summary(mode, W.left_label(left), W.out_status(left, left == 0, last), ready)
        if mode == "opening":
            points, need = self.staged_total(hand)
            unfinished = G.unfinished_meld(obs, hand.staged_cards())
            if unfinished is not None:
                cards, problem = unfinished
                return Summary(mode, f"{points} / {need}", W.not_a_meld_yet(points, need, cards,
                                                                           refusal_text(problem)), False,
                               (points, need))
            return Summary(mode, f"{points} / {need}", "", points >= need, (points, need))
        return None

    def _take_summary(self, hand: HandModel, obs: Observation, top: Card) -> Summary:
        take = hand.staging.take
        assert take is not None
        if take.target is not None:
            meld = obs.meld(take.target)
            where = meld_phrase(meld) if meld is not None else _("a meld")
            return Summary("take", _(W.LABEL_READY), W.take_onto_status(top, where), True)
        cards = hand.take_cards()
        melds = hand.staged_cards()
        whole = G.whole_melds(obs, melds)
        meld_points = sum(c.points for m in whole for c in m)
        total = G.take_points(obs, cards, whole)
        need = None if obs.opened[obs.side] else obs.requirement().points
        legal = self.controller.check(G.take_action(cards, melds)) is None
        complete = sum(1 for c in cards if c.is_natural and c.rank == top.rank) >= 2
        status = W.take_status(top, cards, meld_points, total, need, complete, legal)
        label = f"{total} / {need}" if need is not None else (_(W.LABEL_READY) if legal else _(W.LABEL_NEEDS_PAIR))
        return Summary("take", label, status, legal, missing=W.take_missing(top, total, need, complete, legal))

    # -- applying ------------------------------------------------------------------------------------
    def apply(self, action: Action) -> Outcome:
        """Check ``action`` once more and apply it (also what a confirmed question or a chosen option does)."""
        problem = self.controller.check(action)
        if problem is not None:
            return Refused(problem)
        step = self.controller.act(action)
        return Applied(step, not isinstance(action, AskGoOut | AnswerGoOut))

    def _propose(self, proposal: P.Proposal) -> Outcome:
        if not proposal.ok:
            assert proposal.problem is not None
            return Refused(proposal.problem)
        if isinstance(proposal.action, GoOut):
            action = proposal.action
            return Confirm(_(W.CONFIRM_OUT).format(what=P.describe(action, self.obs)), action)
        return self.apply(proposal.action)

    # -- moves ---------------------------------------------------------------------------------------
    def propose(self, move: I.Move, state: TableState) -> Outcome:
        """What ``move`` comes to in the table's state ``state``: the engine's verdict, as an outcome."""
        hand = state.hand
        match move:
            case I.Draw():
                return self.draw(hand)
            case I.TakePileTo(onto):
                return self.take_pile(hand, onto)
            case I.MeldPicked():
                return self.meld(state)
            case I.DiscardPicked():
                selection = hand.selection()
                uid = selection[0] if len(selection) == 1 else state.cursor_uid()
                if uid is None:
                    return Noted(_("Pick the card to discard (arrows, or click it)."))
                if hand.staging.going_out:
                    return self.stage_out(hand, (uid,), ("pile",))
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
                return self.layoff_onto(hand, number, state.aside)
            case I.UnstageMeld(index):
                return Staged(hand.staging.without(index))
            case I.UnstageCard(uid):
                if uid is not None:
                    return Staged(hand.staging.without_card(uid))
                piece = hand.staging.last_piece()
                if not piece:
                    return Noted(_("Nothing is staged: Backspace takes back the meld staged last."))
                return Staged(hand.staging.keeping(hand.staging.ids() - set(piece)))
            case I.CancelStaging():
                return self.cancel(hand)
            case I.Suggest():
                return self.suggest(hand)
        assert_never(move)

    def accepting_for(self, source: I.Target, uids: Sequence[int], hand: HandModel) -> frozenset[I.Target]:
        """The drop zones the engine would accept for what was picked up at ``source`` (lit while dragging)."""
        if source[0] == "hand":
            return frozenset(self.accepting(hand, uids) | {("hand_area",)})
        if source[0] == "meld":
            return frozenset(self.accepting_merge(source[1]))
        return frozenset(self.accepting_pile(hand))

    def draw(self, hand: HandModel) -> Outcome:
        """Draw from the stock. While a pile take is being gathered, Draw does nothing and says so: the player
        chose to take the pile, and the cards gathered for it are never dropped without a word — they take
        it (Enter or T) or put the cards back (Esc), then may draw."""
        if hand.staging.take is not None:
            summary = self.summary(hand)
            return Noted(W.draw_while_taking(summary.missing if summary is not None else ""))
        return self._propose(P.draw(self.obs, self.controller.check))

    # -- the pile take ---------------------------------------------------------------------------------
    def take_pile(self, hand: HandModel, onto: int | None = None) -> Outcome:
        """T, the Take pile button, a click on the pile, the pile dragged somewhere.

        Before a take is gathered: start one (with the picked cards) if the engine allows any take at all,
        else say why not. With one gathered: confirm it. The pile dragged onto a meld: the top card goes there.
        """
        obs = self.obs
        staging = hand.staging
        if obs.phase != S.DRAW or not self.my_turn():
            return Refused(self.controller.check(TakePile(PAIR, (), -1)) or _not_now())
        if onto is not None:
            legal, problem = G.layoff_takes(obs, onto, self.controller.check)
            if not legal:
                assert problem is not None
                return Refused(problem)
            return Staged(Staging(take=PileTake(target=onto)))
        if staging.take is not None:
            # Cards picked while a take is gathered go onto the top card first, as the words for an
            # empty take say ("pick them and press T"); T on the take as it stands then takes it.
            # (Playtest p8: T with the pair picked repeated that very sentence, taking nothing.)
            picked = [uid for uid in hand.selection() if uid not in staging.ids()]
            if picked and staging.take.target is None:
                return self.add_to_take(hand, staging, picked)
            return self.confirm_take(hand)
        return self.start_take(hand, hand.selection())

    def start_take(self, hand: HandModel, uids: Sequence[int]) -> Outcome:
        verdict = G.pile_verdict(self.obs)
        if not verdict.possible:
            assert verdict.problem is not None
            return Refused(verdict.problem)
        staging = Staging(melds=hand.staging.melds, take=PileTake())
        if uids:
            return self.add_to_take(hand, staging, uids)
        # No pair take, and the top card goes onto one meld only: that take is the one, so it is staged
        # as such (playtest p7: T asked for "a natural pair of tens" from a player holding none, whose
        # tens on the table would take the 10♦).
        onto = {take.target for take in verdict.takes if take.method != PAIR}
        if len(onto) == 1 and all(take.method != PAIR for take in verdict.takes):
            return self.take_pile(hand, onto.pop())
        return Staged(staging)

    def add_to_take(self, hand: HandModel, staging: Staging, uids: Sequence[int]) -> Outcome:
        """Cards onto the top card (the pair and any more of its rank or wild cards)."""
        take = staging.take or PileTake()
        cards = hand.cards_of(take.cards) + hand.cards_of(uids)
        problem = G.take_piece_problem(self.obs, cards, [hand.cards_of(m) for m in staging.melds])
        if problem is not None:
            return Refused(problem)
        return Staged(staging.add_to_take(uids))

    def confirm_take(self, hand: HandModel) -> Outcome:
        """Send the gathered take: exactly the staged cards and melds (nothing else ever goes down)."""
        obs = self.obs
        take = hand.staging.take
        assert take is not None
        if take.target is not None:
            legal, problem = G.layoff_takes(obs, take.target, self.controller.check)
            if not legal:
                assert problem is not None
                return Refused(problem)
            return self.apply(legal[0])
        cards = hand.take_cards()
        melds = hand.staged_cards()
        if cards or melds:
            return self.apply(G.take_action(cards, melds))
        top = obs.top
        assert top is not None
        options = G.take_choices(obs, self.controller.check)
        if not options:
            return Noted(W.nothing_staged(top, False))
        described = tuple((self.take_result(a, obs), a) for a in options)
        if len(described) == 1:
            return Confirm(_(W.CONFIRM_TAKE).format(what=described[0][0]), options[0])
        return Choose(_(W.CHOOSE_TAKE), described)

    @staticmethod
    def take_result(action: TakePile, obs: Observation) -> str:
        """A lay-off take with what it does: the meld before and after, and the cards won — the whole pile and
        any surprise cards, counted as the move log and the hint count them."""
        top = obs.top
        meld = obs.meld(action.target)
        assert top is not None and meld is not None
        where = meld_phrase(meld)
        sentence = _(W.TAKE_LAYOFF_RESULT) if action.method == LAYOFF else _(W.TAKE_SEQUENCE_RESULT)
        return sentence.format(top=top.code, meld=where, before=meld.size, after=meld.size + 1,
                               pile=len(obs.pile) + obs.surprise_count)

    # -- melding, the opening and going out -------------------------------------------------------------
    def meld(self, state: TableState) -> Outcome:
        """The Meld button / Enter: follow the hint on the table, confirm the plan gathered, or meld the picks."""
        hand = state.hand
        hint = state.hint_current()
        if hint is not None:
            return self.follow(hint, hand)
        mode = hand.staging.mode
        selection = hand.selection()
        if mode == "take":
            return self.confirm_take(hand)
        if mode == "going_out":
            if selection:
                return self.stage_out(hand, selection, ("new",))
            return self.confirm_out(hand)
        if not selection and not hand.staged and self.obs.phase == S.DRAW and self.my_turn():
            # Nothing picked before the draw: the engine's S4.3 "draw first", as with cards picked (playtest p9:
            # "Pick the cards to meld first" read as if melding came before the draw).
            problem = self.controller.check(Meld((), ()))
            if problem is not None:
                return Refused(problem)
        if not self.opened():
            if selection:
                staged = self.stage(hand, selection, None)
                if isinstance(staged, Refused) and hand.staged and staged.problem.code != "NOT_YOUR_TURN":
                    return Noted(W.picked_beside_staging(hand.cards_of(selection), refusal_text(staged.problem)))
                return staged
            if not hand.staged:
                return Noted(_("Pick cards (click or Space) and press Meld, or drag them to the New meld area."))
            return self._propose(P.meld(self.obs, hand.staged_cards(), (), self.controller.check))
        if not selection:
            return Noted(_("Pick the cards to meld first (click them, or Space on each)."))
        cards = hand.cards_of(selection)
        as_new = P.meld(self.obs, (cards,), (), self.controller.check)
        if as_new.ok:
            return self._propose(as_new)
        for meld in self.obs.my_melds():
            onto = P.layoff(self.obs, meld.id, cards, self.controller.check)
            if onto.ok:
                return self._propose(onto)
        return self._out_instead(hand, selection, ("new",), as_new)

    def follow(self, hint: I.HintPlan, hand: HandModel) -> Outcome:
        """Enter after a hint: exactly the hinted move (a take or a going out through the plan it filled in)."""
        action = hint.action
        if isinstance(action, TakePile) and hand.staging.take is not None:
            return self.confirm_take(hand)
        if isinstance(action, GoOut) and hand.staging.going_out:
            return self.confirm_out(hand)
        if isinstance(action, GoOut):
            return Confirm(_(W.CONFIRM_OUT).format(what=P.describe(action, self.obs)), action)
        if isinstance(action, Discard):
            return self.held_by_staging(hand) or self.apply(action)
        return self.apply(action)

    def layoff_onto(self, hand: HandModel, index: int, aside: frozenset[int] | None = None) -> Outcome:
        """Keys 1–9: add the selection to your side's meld number ``index`` (1-based, in the order the melds
        lie and show their numbers: ``aside`` are the canastas put aside first, ``meld_order``)."""
        melds = arranged(self.obs.my_melds(), aside)
        selection = hand.selection()
        if not selection:
            return Noted(_("Pick the cards to add first."))
        if not 1 <= index <= len(melds):
            if self.obs.plays_alone:
                return Noted(ngettext("You have {count} meld.", "You have {count} melds.", len(melds)).format(
                    count=len(melds)))
            return Noted(ngettext("Your side has {count} meld.", "Your side has {count} melds.", len(melds)).format(
                count=len(melds)))
        return self.drop(hand, selection, ("meld", melds[index - 1].id))

    def stage(self, hand: HandModel, uids: Sequence[int], onto: int | None) -> Outcome:
        """Add cards to the opening being gathered (unopened side), if the engine finds the meld sound."""
        if not self.my_turn():
            return Refused(Violation("NOT_YOUR_TURN", "S2.3", "It is not your turn."))
        problem = self._stage_problem(hand, uids, onto)
        if problem is not None:
            return Refused(problem)
        return Staged(hand.staging.add(tuple(_fresh(hand, uids)), onto))

    def _stage_problem(self, hand: HandModel, uids: Sequence[int], onto: int | None) -> Violation | None:
        cards = hand.cards_of(uids)
        if onto is not None and 0 <= onto < len(hand.staged):
            cards = hand.cards_of(hand.staged[onto]) + cards
        problem = G.engine_check(self.obs)(Meld((cards,)))
        if problem is None or problem.code in STAGE_OK:
            return None
        return problem

    def stage_out(self, hand: HandModel, uids: Sequence[int], target: I.Target) -> Outcome:
        """A piece of the going out: a new meld, cards onto a staged meld or one of your melds, or the last
        discard on the pile. Sound pieces are staged; nothing goes to the engine until Go out."""
        if not self.my_turn() or self.obs.phase != S.MELD:
            return Refused(self.controller.check(GoOut()) or _not_now())
        staging = hand.staging
        uids = _fresh(hand, uids)
        if not uids:
            return Ignored()
        kind = target[0]
        whole: tuple[Card, ...] = ()
        """A new or grown staged meld: it must be a meld by itself."""
        if kind == "pile":
            if len(uids) != 1:
                return Refused(Violation("ONE_DISCARD", "S14.1", "Discard one card at a time."))
            new = staging.with_discard(uids[0])
        elif kind == "meld":
            new = staging.add_layoff(target[1], uids)
        elif kind == "staged" and 0 <= target[1] < len(staging):
            new = staging.add(uids, target[1])
            whole = hand.cards_of(new.melds[target[1]])
        elif kind in ("new", "area"):
            new = staging.add(uids)
            whole = hand.cards_of(uids)
        else:
            return Ignored()
        if whole:
            problem = G.meld_piece_problem(self.obs, whole, going_out=True)
            if problem is not None:
                return Refused(problem)
        new = Staging(new.melds, None, new.layoffs, new.discard, True)
        staged = hand.restaged(new)
        problem = G.go_out_piece_problem(self.obs, staged.staged_cards(), staged.staged_layoffs(),
                                         staged.discard_card())
        if problem is not None:
            return Refused(problem)
        return Staged(new)

    def confirm_out(self, hand: HandModel) -> Outcome:
        """Go out with exactly the staged pieces (the one card left, if any, is the last discard — asked first)."""
        obs = self.obs
        left = [c for _uid, c in hand.shown()]
        discard = hand.discard_card()
        auto_discard = discard is None and len(left) == 1
        action = G.go_out_action(hand.staged_cards(), hand.staged_layoffs(), left[0] if auto_discard else discard)
        problem = self.controller.check(action)
        if problem is not None:
            return Refused(problem)
        if obs.turn.must_go_out and not auto_discard:
            return self.apply(action)
        return Confirm(_(W.CONFIRM_OUT).format(what=P.describe(action, obs)), action)

    def _out_instead(self, hand: HandModel, uids: Sequence[int], target: I.Target, refused: P.Proposal) -> Outcome:
        """A move that would empty the hand (refused, or legal only as a going out): when a way out exists,
        the cards are staged for it — the player lays the whole going out down together."""
        problem = refused.problem
        going_out = refused.ok and isinstance(refused.action, GoOut)
        if (going_out or (problem is not None and problem.code in OUT_INSTEAD)) and self._can_go_out():
            outcome = self.stage_out(hand, uids, target)
            if isinstance(outcome, Staged):
                return Staged(outcome.staging, _(W.OUT_STAGED_NOTE))
        return self._propose(refused)

    def _can_go_out(self) -> bool:
        obs = self.obs
        return obs.turn.asked != S.ASKED_NO and find_go_out(obs, ignore_permission=True) is not None

    def drop(self, hand: HandModel, uids: Sequence[int], target: tuple) -> Outcome:
        """Cards from the hand dropped on ``target``; not accepted when refused (they glide back)."""
        obs = self.obs
        staging = hand.staging
        kind = target[0]
        if staging.take is not None:
            return self._drop_on_take(hand, uids, target)
        if staging.going_out:
            return self.stage_out(hand, uids, target)
        cards = hand.cards_of(uids)
        if kind == "meld":
            proposal = P.layoff(obs, target[1], cards, self.controller.check)
            return self._propose(proposal) if _plain(proposal) else self._out_instead(hand, uids, target, proposal)
        if kind in ("new", "area"):
            if kind == "area" and target[1] != obs.side:
                theirs = obs.side_melds(target[1])
                if not theirs:
                    # No meld of theirs to ask the engine about (perhaps only their red threes lie there): a drop
                    # on the other side's area means adding to their melds, which S4.7 forbids — said, not
                    # silently undone (playtest: a newcomer's card glided back without a word).
                    return Refused(Violation("NOT_YOUR_MELD", "S4.7", "You may add cards only to your own side's "
                                                                        "melds."))
                return self._propose(P.layoff(obs, theirs[0].id, cards, self.controller.check))
            if not self.opened() and obs.phase != S.DRAW:
                return self.stage(hand, uids, None)
            proposal = P.meld(obs, (cards,), (), self.controller.check)
            return self._propose(proposal) if _plain(proposal) else self._out_instead(hand, uids, target, proposal)
        if kind == "staged":
            return self.stage(hand, uids, target[1])
        if kind in ("pile", "take"):
            if obs.phase == S.DRAW and self.my_turn():
                if self._a_discard_before_the_draw(cards) or (len(cards) == 1 and not G.pile_verdict(obs).possible):
                    # One card onto the pile that cannot start a take (here: no pair for it) is a discard tried
                    # before the draw — the engine's answer says draw first (S4.3), not why the pile cannot be
                    # taken (a newcomer dragging a four onto a four was told about pairs of fours).
                    return Refused(self.controller.check(Discard(cards[0])) or _not_now())
                return self.start_take(hand, uids)
            if len(uids) != 1:
                return Refused(Violation("ONE_DISCARD", "S14.1", "Discard one card at a time."))
            return self.discard(hand, uids[0])
        return Ignored()

    def discard(self, hand: HandModel, uid: int) -> Outcome:
        """A card on the pile: the discard ending the turn (or, when it is the last card, going out).

        While an opening is staged beside the hand the discard waits (``held_by_staging``). How the other
        plans meet a discard: a going out takes the card as its last discard, staged with the rest
        (``stage_out``: nothing ends until Go out); a pile take is gathered only before the draw, when the
        engine refuses any discard (draw first) and the take stays as it was; staged lay-offs exist only
        inside a going out.
        """
        held = self.held_by_staging(hand)
        if held is not None:
            return held
        proposal = P.discard(self.obs, hand.card(uid), self.controller.check)
        if proposal.ok:
            return self._propose(proposal)
        return self._out_instead(hand, (uid,), ("pile",), proposal)

    def held_by_staging(self, hand: HandModel) -> Noted | None:
        """A note instead of a discard while an opening is staged (None: nothing holds the discard back).

        A discard ends the turn, and the staged cards would silently go back to the hand — a ready opening
        lost by accident. So the discard waits until the player lays the melds down (Meld) or takes them back
        (Esc). This is about staging, which only the table knows: the engine would allow the discard, and the
        rules are not changed — it takes one key to take the cards back, then the same discard goes through.
        """
        staging = hand.staging
        if staging.mode != "opening" or not self.my_turn() or self.obs.phase != S.MELD:
            return None
        points, need = self.staged_total(hand)
        unfinished = G.unfinished_meld(self.obs, hand.staged_cards())
        if unfinished is not None:  # Meld would be refused: say which staged cards are no meld, not "press Meld"
            cards, problem = unfinished
            return Noted(W.not_a_meld_yet(points, need, cards, refusal_text(problem)))
        return Noted(W.staged_blocks_discard(len(staging), points, need, self.obs.plays_alone))

    def _drop_on_take(self, hand: HandModel, uids: Sequence[int], target: tuple) -> Outcome:
        """Before the draw, with a take under way: cards onto the top card, or extra opening melds."""
        staging = hand.staging
        kind = target[0]
        uids = _fresh(hand, uids)
        if kind in ("take", "pile") or (kind in ("new", "area") and self._belong_on_top(hand, uids)):
            # Cards of the top card's rank dropped near it, while it still waits for its pair, are its pair.
            return self.add_to_take(hand, staging, uids)
        if kind in ("new", "area", "staged"):
            onto = target[1] if kind == "staged" else None
            melds = [hand.cards_of(m) for m in staging.melds]
            cards = hand.cards_of(uids)
            if onto is not None and 0 <= onto < len(melds):
                melds[onto] = melds[onto] + cards
                whole = melds[onto]
            else:
                melds.append(cards)
                whole = cards
            problem = G.meld_piece_problem(self.obs, whole) or G.take_piece_problem(self.obs, hand.take_cards(), melds)
            if problem is not None:
                return Refused(problem)
            return Staged(staging.add(uids, onto))
        return Refused(self.controller.check(Meld((hand.cards_of(uids),))) or _not_now())

    def _a_discard_before_the_draw(self, cards: Sequence[Card]) -> bool:
        """One card dropped on the pile before the draw that is not of the top card's rank: a discard tried too
        early, not the start of a take (a take needs a natural of the top card's rank). The engine's answer to
        that discard says what is wrong (draw first, S4.3) — not why the pile cannot be taken."""
        top = self.obs.top
        if len(cards) != 1:
            return False
        return top is None or not (cards[0].is_natural and cards[0].rank == top.rank)

    def _belong_on_top(self, hand: HandModel, uids: Sequence[int]) -> bool:
        top = self.obs.top
        if top is None:
            return False
        with_top = [c for c in hand.take_cards() if c.is_natural and c.rank == top.rank]
        cards = hand.cards_of(uids)
        return len(with_top) < 2 and all(c.is_natural and c.rank == top.rank for c in cards)

    def undo(self, hand: HandModel) -> Outcome:
        """U: the last staged card back to the hand; with nothing staged, the last meld of the turn."""
        staging = hand.staging
        last = staging.last_card()
        if last is not None:
            return Staged(staging.without_card(last))
        if staging.take is not None:
            return self.cancel(hand)
        if self.controller.undo():
            return Undone(self.controller.story[-1])
        return Noted(_("Nothing to undo: a draw, a pile take and a discard cannot be taken back."))

    def cancel(self, hand: HandModel) -> Outcome:
        """Esc with a plan gathered: every staged card back; a take is given up.

        A going out the player is bound to (the partner's yes, S15.4, or a take that committed to it, S14.3)
        cannot be given up, only emptied: the staged cards come back and a note says the going out stays.
        """
        bound = hand.staging.going_out and self.bound_to_go_out()
        if not bound:
            return Staged(Staging())
        if self.nothing_to_cancel(hand):
            return Staged(Staging(going_out=True))
        yes = self.obs.turn.asked == S.ASKED_YES
        return Staged(Staging(going_out=True), _(W.CANCELLED_YES if yes else W.CANCELLED_TAKEN))

    def nothing_to_cancel(self, hand: HandModel) -> bool:
        """Bound to go out with no card staged: Cancel could give back nothing, so Esc and the bar's last
        button are the menu again (the player must always be able to reach it; the status line says the
        going out is owed)."""
        staging = hand.staging
        if not staging.going_out or staging.ids() or not self.my_turn():
            return False
        return self.controller.state.turn.must_go_out  # the turn as it is, without a fresh observation

    def suggest(self, hand: HandModel) -> Outcome:
        """G: fill the plan in, for the player to check and change — the engine's take, or a way out."""
        obs = self.obs
        if not self.my_turn():
            return Refused(self.controller.check(TakePile(PAIR, (), -1)) or _not_now())
        if obs.phase == S.DRAW:
            verdict = G.pile_verdict(obs)
            if not verdict.possible:
                why = refusal_words(verdict.problem) if verdict.problem is not None else _(W.NO_TAKE)
                return Noted(_(W.SUGGEST_NONE_TAKE).format(why=why))
            return Staged(self.plan_of(verdict.takes[0], hand), _(W.SUGGESTED))
        if obs.phase == S.MELD and (hand.staging.going_out or self._can_go_out()):
            way = find_go_out(obs, ignore_permission=True)
            if way is None:
                return Noted(_(W.SUGGEST_NONE_OUT))
            return Staged(self.plan_of(way, hand), _(W.SUGGESTED))
        return Noted(_(W.SUGGEST_WHEN))

    @staticmethod
    def plan_of(action: Action, hand: HandModel) -> Staging:
        """The plan that stands for ``action`` (a take or a going out), in the hand's card ids."""
        pool = [u for u, _card in hand.slots]

        def ids(cards: Iterable[Card]) -> tuple[int, ...]:
            out = []
            for card in cards:
                uid = next(u for u in pool if hand.card(u) == card)
                pool.remove(uid)
                out.append(uid)
            return tuple(out)

        match action:
            case TakePile() if action.method != PAIR:
                return Staging(take=PileTake(target=action.target))
            case TakePile():
                return Staging(melds=tuple(ids(m) for m in action.melds), take=PileTake(ids(action.cards)))
            case GoOut():
                discard = ids((action.discard,))[0] if action.discard is not None else None
                return Staging(melds=tuple(ids(m) for m in action.melds),
                               layoffs=tuple((t, ids(cs)) for t, cs in action.layoffs), discard=discard,
                               going_out=True)
            case Meld():
                return Staging(melds=tuple(ids(m) for m in action.melds))
            case DrawStock() | MergeGroups() | AskGoOut() | AnswerGoOut() | Discard() | EndHand():
                return Staging()  # nothing is gathered beside the hand for these
            case _:
                assert_never(action)

    # -- what lights up while dragging -------------------------------------------------------------------
    def accepting(self, hand: HandModel, uids: Sequence[int]) -> set[tuple]:
        """Drop targets the engine would accept for these cards (lit up while dragging)."""
        if not self.my_turn():
            return set()
        obs = self.obs
        staging = hand.staging
        out: set[tuple] = set()
        if staging.take is not None:
            for target in [("take",), ("new",)] + [("staged", n) for n in range(len(staging))]:
                if isinstance(self._drop_on_take(hand, uids, target), Staged):
                    out.add(target)
            if ("take",) in out:
                out.add(("pile",))
            return out
        if obs.phase == S.DRAW:
            if not G.take_piece_problem(obs, hand.cards_of(uids), []) and G.pile_verdict(obs).possible:
                out.add(("pile",))
            return out
        if staging.going_out:
            targets = [("new",), ("pile",)] + [("meld", m.id) for m in obs.my_melds()]
            targets += [("staged", n) for n in range(len(staging))]
            return {t for t in targets if isinstance(self.stage_out(hand, uids, t), Staged)}
        check = self.controller.check
        cards = hand.cards_of(uids)
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
        if len(cards) == 1 and self.held_by_staging(hand) is None and P.discard(obs, cards[0], check).ok:
            out.add(("pile",))
        return out

    def accepting_pile(self, hand: HandModel) -> set[tuple]:
        """Targets for dragging the pile: your melds its top card extends, or your hand / New meld (a pair take)."""
        if not self.my_turn() or self.obs.phase != S.DRAW:
            return set()
        obs = self.obs
        out: set[tuple] = set()
        for meld in obs.my_melds():
            if G.layoff_takes(obs, meld.id, self.controller.check)[0]:
                out.add(("meld", meld.id))
        if G.pile_verdict(obs).possible:
            out |= {("hand_area",), ("new",)}
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

    def ask(self) -> Outcome:
        return self._propose(P.ask(self.controller.check))

    def answer(self, yes: bool) -> Outcome:
        return self.apply(AnswerGoOut(yes))


def _plain(proposal: P.Proposal) -> bool:
    """A legal move that is not a going out (a going out is staged and laid down whole)."""
    return proposal.ok and not isinstance(proposal.action, GoOut)


def _fresh(hand: HandModel, uids: Sequence[int]) -> tuple[int, ...]:
    """The cards among ``uids`` still in the hand row (not staged already)."""
    staged = hand.staging.ids()
    return tuple(u for u in uids if u not in staged)


def _not_now() -> Violation:
    return Violation("NOT_NOW", "S4.1", "That cannot be done now.")

