"""The table's presentation state: one value, made new in one place.

Beyond the position itself, what the player sees is the hand as they arranged it (order, picked and
staged cards), the keyboard cursor, the hand cards left out of their slots while they fly, the cards
just drawn (marked until the next action), the width the hand row keeps while cards leave it (so the
cards do not slide under the pointer mid-turn), a hint still on the table, and — during a drag — the
zones the engine would accept, the one under the pointer and the meld being carried. All of that is
one immutable ``TableState``; ``reduce(state, intent)`` is the only function
that makes a new one, and ``TableScene.perform`` the only place that calls it. Nothing here asks the
engine: which zones light up was asked before the ``Light`` intent was made.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import intents as I
from .hand_model import HandModel, Staging


@dataclass(frozen=True, slots=True)
class TableState:
    hand: HandModel = field(default_factory=HandModel)
    cursor: int = 0
    """Index of the keyboard cursor in the hand row."""
    hidden: frozenset[int] = frozenset()
    """Hand cards not drawn in their slots (in flight, or under the pointer)."""
    accepting: frozenset[I.Target] = frozenset()
    """Drop zones the engine would accept for what is being dragged (lit up)."""
    hover: I.Target | None = None
    """The zone under the pointer while dragging."""
    lifted: int | None = None
    """The meld being carried onto another."""
    marked: frozenset[int] = frozenset()
    """Cards just drawn or taken, marked until the player's next action."""
    pinned: tuple[int, ...] = ()
    """The hand row's slots, as card ids: while cards leave the row (staged, melded) every other card
    keeps its slot, so nothing moves under the pointer mid-turn; the row is laid out afresh when cards
    arrive (a draw) or the player rearranges or sorts it."""
    hint: I.HintPlan | None = None
    """The hint on the table (Enter follows it while the hand still shows what it picked)."""
    aside: frozenset[int] | None = None
    """The completed melds put aside (stacked first) as the turn began; a meld completed during the player's
    turn keeps its place, squared up, until the turn has passed (None: every completed meld, a fresh table)."""

    def hint_current(self) -> I.HintPlan | None:
        """The hint, if the player has not picked or staged anything since it came (picking exactly the
        hinted cards keeps it: that is doing what it says)."""
        hint = self.hint
        hand = self.hand
        if hint is None or hand.staging != hint.staging:
            return None
        if hand.selected and frozenset(hand.selected) != hint.uids:
            return None
        return hint

    def cursor_uid(self) -> int | None:
        """The card under the keyboard cursor (None: the hand row is empty)."""
        shown = self.hand.shown()
        return shown[min(self.cursor, len(shown) - 1)][0] if shown else None


def reduce(state: TableState, intent: I.PresentationIntent) -> TableState:
    """The table after ``intent``: a new value, ``state`` untouched."""
    hand = state.hand
    match intent:
        case I.Toggle(uid):
            return replace(state, hand=hand.toggled(uid))
        case I.ToggleAtCursor():
            under = state.cursor_uid()
            return state if under is None else replace(state, hand=hand.toggled(under))
        case I.SelectOnly(uids):
            return replace(state, hand=hand.choosing(uids))
        case I.Cancel():
            return replace(state, hand=hand.choosing(()))
        case I.MoveCursor(delta):
            return _with_cursor(state, state.cursor + delta)
        case I.CursorTo(uid):
            shown = [u for u, _ in hand.shown()]
            return replace(state, cursor=shown.index(uid)) if uid in shown else state
        case I.Arrange(uids, before):
            return _repinned(replace(state, hand=hand.moved(uids, before)))
        case I.Sort():
            return _repinned(replace(state, hand=hand.sorted()))
        case I.Stage(uids, onto):
            return replace(state, hand=hand.staged_with(uids, onto))
        case I.Unstage(index):
            return replace(state, hand=hand.unstaged(index))
        case I.Restage(staging):
            return replace(state, hand=hand.restaged(staging))
        case I.Hinted(plan):
            # The hint marks its cards and puts the keyboard cursor on the first (D, Space act there); it
            # picks none, so a drag of one of them moves that card alone.
            hinted = replace(state, hand=hand.restaged(plan.staging).choosing(()), hint=plan)
            first = next((u for group in plan.groups for u in group), None)
            shown = [u for u, _ in hinted.hand.shown()]
            return _with_cursor(hinted, shown.index(first)) if first in shown else hinted
        case I.Moved(clear_staging):
            moved = hand.choosing(())
            return replace(state, hand=replace(moved, staging=Staging()) if clear_staging else moved, hint=None)
        case I.Mark(uids):
            return replace(state, marked=uids)
        case I.Sync(cards, relayout, complete):
            synced = hand.synced(cards)
            alive = frozenset(u for u, _ in synced.slots)
            aside = complete if relayout or state.aside is None else state.aside
            after = replace(state, hand=synced, marked=state.marked & alive, aside=aside)
            if relayout or synced.next_id > hand.next_id or not state.pinned:  # new cards: laid out afresh
                after = _repinned(after)
            if relayout:  # the turn has passed: no card is "just drawn" any more
                after = replace(after, marked=frozenset())
            return _with_cursor(after, state.cursor)
        case I.Deal():
            fresh = HandModel(sort_mode=hand.sort_mode, next_id=hand.next_id)
            return TableState(hand=fresh)
        case I.Hide(uids):
            return replace(state, hidden=state.hidden | uids)
        case I.Show(uids):
            return replace(state, hidden=frozenset() if uids is None else state.hidden - uids)
        case I.Light(accepting, carried, meld):
            return replace(state, accepting=accepting, hidden=state.hidden | carried, lifted=meld)
        case I.Hover(target):
            return state if target == state.hover else replace(state, hover=target)
        case I.Settle(carried):
            return replace(state, accepting=frozenset(), hover=None, lifted=None, hidden=state.hidden - carried)
    raise TypeError(f"not a presentation intent: {intent!r}")


def _repinned(state: TableState) -> TableState:
    return replace(state, pinned=tuple(u for u, _ in state.hand.shown()))


def _with_cursor(state: TableState, cursor: int) -> TableState:
    last = max(0, len(state.hand.shown()) - 1)
    return replace(state, cursor=max(0, min(last, cursor)))
