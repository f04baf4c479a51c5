"""The table's presentation state is one value made new by ``reduce``; the pointer only returns intents."""

from __future__ import annotations

from ui_helpers import OPENED, card_pos, controller_for, meld_pos, open_table

from samba.engine.cards import parse_cards
from samba.ui.table import intents as I
from samba.ui.table.pointer import Pointer
from samba.ui.table.state import TableState, reduce


def _dealt(codes: str) -> TableState:
    return reduce(TableState(), I.Sync(parse_cards(codes)))


def test_reduce_makes_a_new_state_and_leaves_the_old_one_as_it_was():
    before = _dealt("5H 5D 5S")
    uid = before.hand.shown()[0][0]
    after = reduce(before, I.Toggle(uid))
    assert after.hand.selected == {uid} and before.hand.selected == frozenset()


def test_following_the_engine_keeps_each_card_s_id_and_drops_gone_cards_from_the_selection_and_staging():
    state = _dealt("5H 5D 5S KC")
    ids = {c.code: u for u, c in state.hand.shown()}
    state = reduce(state, I.Stage((ids["5H"], ids["5D"], ids["5S"])))
    state = reduce(state, I.Toggle(ids["KC"]))
    state = reduce(state, I.Sync(parse_cards("5H 5D KC 9S")))
    assert {c.code: u for u, c in state.hand.slots}.items() >= {"5H": ids["5H"], "KC": ids["KC"]}.items()
    assert state.hand.staged.melds == ((ids["5H"], ids["5D"]),), "the five that left the hand left the staging"
    assert state.hand.selected == {ids["KC"]}
    nine = next(u for u, c in state.hand.slots if c.code == "9S")
    assert nine not in ids.values(), "a new card gets a new id"


def test_staging_takes_cards_out_of_the_selection_and_a_laid_opening_clears_both():
    state = _dealt("5H 5D 5S 9C")
    ids = [u for u, _ in state.hand.shown()]
    for uid in ids:
        state = reduce(state, I.Toggle(uid))
    state = reduce(state, I.Stage(tuple(ids[:3])))
    assert state.hand.selection() == [ids[3]] and len(state.hand.staged) == 1
    assert [c.code for _, c in state.hand.shown()] == ["9C"], "staged cards leave the hand row"
    state = reduce(state, I.Moved(clear_staging=True))
    assert not state.hand.staged and not state.hand.selected


def test_a_drag_lights_zones_and_hides_the_carried_cards_until_it_settles():
    state = _dealt("5H 5D")
    uid = state.hand.shown()[0][0]
    lit = reduce(state, I.Light(frozenset({("pile",)}), frozenset({uid})))
    assert lit.accepting == {("pile",)} and uid in lit.hidden
    settled = reduce(reduce(lit, I.Hover(("pile",))), I.Settle(frozenset({uid})))
    assert settled.accepting == frozenset() and settled.hover is None and uid not in settled.hidden


def test_the_cursor_stays_inside_the_hand_row():
    state = _dealt("5H 5D 5S")
    assert reduce(state, I.MoveCursor(-5)).cursor == 0
    assert reduce(state, I.MoveCursor(99)).cursor == 2


def test_the_pointer_turns_a_drag_onto_a_meld_into_a_proposal_with_a_glide_home(app):
    table = open_table(app, controller_for(app, OPENED))
    pointer = Pointer()
    start, end = card_pos(table, "8H"), meld_pos(table, 1)
    eight = next(u for u, c in table.state.hand.shown() if c.code == "8H")
    assert pointer.press(start, table.board()) == [I.CursorTo(eight)]
    moved = pointer.motion(end, table.board())
    assert moved[0] == I.Pick(("hand", eight), (eight,)) and moved[1] == I.Hover(("meld", 1))
    settle, propose = pointer.release(end, table.board())
    assert settle == I.Settle(frozenset({eight}))
    assert propose.move == I.DropCards((eight,), ("meld", 1)) and propose.otherwise.uids == {eight}
    assert len(table.controller.state.melds[0].cards) == 3, "the pointer itself changed nothing"
