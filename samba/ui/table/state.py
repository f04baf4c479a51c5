"""The table's presentation state: one value, made new in one place.

Beyond the position itself, what the player sees is the hand as they arranged it (order, picked and
staged cards), the keyboard cursor, the hand cards left out of their slots while they fly, and —
during a drag — the zones the engine would accept, the one under the pointer and the meld being
carried. All of that is one immutable ``TableState``; ``reduce(state, intent)`` is the only function
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
            return replace(state, hand=hand.moved(uids, before))
        case I.Sort():
            return replace(state, hand=hand.sorted())
        case I.Stage(uids, onto):
            return replace(state, hand=hand.staged_with(uids, onto))
        case I.Unstage(index):
            return replace(state, hand=hand.unstaged(index))
        case I.Moved(clear_staging):
            moved = hand.choosing(())
            return replace(state, hand=replace(moved, staging=Staging()) if clear_staging else moved)
        case I.Sync(cards):
            return _with_cursor(replace(state, hand=hand.synced(cards)), state.cursor)
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


def _with_cursor(state: TableState, cursor: int) -> TableState:
    last = max(0, len(state.hand.shown()) - 1)
    return replace(state, cursor=max(0, min(last, cursor)))
