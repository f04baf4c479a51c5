"""Random malformed and illegal input is refused with the right error and changes nothing.

ARCHITECTURE §3: malformed input (wrong types, cards that do not exist, non-actions, broken
documents) raises exactly ``InvalidAction`` — never a stray ``KeyError``/``TypeError``/``IndexError``
that a UI or a save loader could not report. A well-formed move the rules forbid raises
``IllegalAction`` whose ``Violation`` has a code, a rule number of RULES.md and a sentence for the
player. Either way the state handed to ``apply`` is left exactly as it was.

[TEST DECISION] A meld number of the wrong type (``"1"``, ``1.5``, ``None``) is malformed
(``InvalidAction``); a whole number that names no meld on the table is a well-formed move the rules
refuse (``IllegalAction`` ``NO_SUCH_MELD``), so a UI holding a stale meld id gets a rule to show.
"""

from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Card,
    Discard,
    DrawStock,
    EndHand,
    GameState,
    GoOut,
    IllegalAction,
    InvalidAction,
    Meld,
    MergeGroups,
    TakePile,
    action_from_dict,
    action_to_dict,
    apply,
    check,
    from_json,
    legal_actions,
    new_match,
    next_hand,
    observe,
    parse_cards,
    preset,
    scenario,
    to_json,
)
from samba.engine import state as S
from samba.engine.actions import TAKE_METHODS
from samba.engine.cards import ALL_FACES, FACE_CODES
from samba.engine.invariants import assert_invariants

FUZZ = settings(max_examples=60, derandomize=True, database=None, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

RULES_MD = Path(__file__).resolve().parents[2].parent / "shared" / "RULES.md"
"""The rules contract lives beside the repository (README: ``../shared/RULES.md``)."""
RULE_FORM = re.compile(r"^(S\d+(\.\d+)?[a-z]?|BR\d+|C\d+)$")


@functools.cache
def defined_rule_numbers() -> frozenset[str] | None:
    """Every rule number RULES.md defines: ``### S16``, ``- S7.3``, ``- BR7``, ``| C34 |``."""
    if not RULES_MD.exists():
        return None
    text = RULES_MD.read_text(encoding="utf-8")
    found = re.findall(r"^### (S\d+)\b|^- (S\d+\.\d+|BR\d+)\b|^\| (C\d+) \|", text, flags=re.MULTILINE)
    return frozenset(next(g for g in groups if g) for groups in found)


def assert_good_refusal(error: IllegalAction) -> None:
    """A refusal a player can act on: a code, a rule of RULES.md, a sentence."""
    v = error.violation
    assert v.code and v.code == v.code.upper(), v
    assert v.message and v.message.strip(), v
    assert RULE_FORM.match(v.rule), f"{v.rule!r} is not a rule number"
    known = defined_rule_numbers()
    if known is not None:  # without the contract beside the repo only the form can be checked
        base = v.rule.rstrip("abcdefgh") if "." in v.rule else v.rule
        assert base in known, f"{v.code} cites {v.rule}, which RULES.md does not define"


def assert_invalid(call, *args, **kwargs) -> InvalidAction:
    """``call`` raises exactly ``InvalidAction`` (not a subclass, not a stray built-in error)."""
    with pytest.raises(Exception) as info:
        call(*args, **kwargs)
    assert type(info.value) is InvalidAction, f"{type(info.value).__name__}: {info.value}"
    assert str(info.value)
    return info.value


# -- positions to fuzz from ----------------------------------------------------------------------

@functools.cache
def positions() -> tuple[GameState, ...]:
    """Positions of real random play (draw, meld and answer phases, melds on the table) in three presets."""
    out: list[GameState] = []
    for name, seed in (("samba", 3), ("brazilian", 4), ("samba_spanish", 5)):
        rng = random.Random(seed)
        state = new_match(preset(name), seed)
        while state.phase not in (S.HAND_OVER, S.GAME_OVER):
            out.append(state)
            options = legal_actions(observe(state, state.to_act))
            state = apply(state, options[rng.randrange(len(options))]).state
        out.append(state)
        out.append(next_hand(state).state if state.phase == S.HAND_OVER else state)
    return tuple(out)


@functools.cache
def document_with_everything() -> dict:
    """A saved state with melds, a log, a finished hand in its history and a result."""
    ended = next(s for s in positions() if s.phase == S.HAND_OVER)
    return json.loads(to_json(ended))


def start() -> GameState:
    return positions()[0]


# -- malformed: action_from_dict ----------------------------------------------------------------

@pytest.mark.parametrize("data", [None, 5, "draw", ["draw"], ("draw",), b"draw", 1.5, True])
def test_an_action_document_must_be_an_object(data):
    assert_invalid(action_from_dict, data)


@pytest.mark.parametrize("kind", [None, "", "DRAW", "shuffle", 5, ["draw"], {"draw": 1}, True])
def test_an_action_document_must_name_a_known_type(kind):
    assert_invalid(action_from_dict, {"type": kind})


BAD_CODES = ["", "ZZ", "1S", "11H", "QX", "JKK", "10", "Q", "QH,QD", "🂡", "QH QD"]


@pytest.mark.parametrize("code", BAD_CODES)
def test_a_discard_of_a_card_that_does_not_exist_is_malformed(code):
    assert_invalid(action_from_dict, {"type": "discard", "card": code})


@pytest.mark.parametrize("field", [
    {"type": "take_pile", "method": "pair", "cards": "QH ZZ"},
    {"type": "take_pile", "method": "pair", "cards": "QH QD", "melds": ["KH KD XX"]},
    {"type": "meld", "melds": ["QH QD 1S"]},
    {"type": "meld", "layoffs": [[1, "QQ"]]},
    {"type": "go_out", "discard": "3X"},
    {"type": "go_out", "melds": [["QH", "QD", "Q"]]},
])
def test_a_bad_card_code_anywhere_in_an_action_is_malformed(field):
    assert_invalid(action_from_dict, field)


@pytest.mark.parametrize("data", [
    {"type": "discard"},
    {"type": "discard", "card": None},
    {"type": "discard", "card": []},
    {"type": "discard", "card": 5},
    {"type": "take_pile"},
    {"type": "take_pile", "method": "steal"},
    {"type": "take_pile", "method": ["pair"]},
    {"type": "take_pile", "method": "pair", "cards": 5},
    {"type": "take_pile", "method": "pair", "melds": "KH KD KS"},
    {"type": "meld", "melds": "QH QD QS"},
    {"type": "meld", "melds": [5]},
    {"type": "meld", "layoffs": {}},
    {"type": "meld", "layoffs": [[1]]},
    {"type": "meld", "layoffs": [[1, "QH", "QD"]]},
    {"type": "meld", "layoffs": [{"meld": 1, "cards": "QH"}]},
    {"type": "go_out", "discard": ["QH"]},
    {"type": "go_out", "discard": 5},
    {"type": "merge", "a": 1},
    {"type": "answer"},
    {"type": "answer", "yes": "yes"},
    {"type": "answer", "yes": 1},
])
def test_missing_or_wrongly_typed_fields_are_malformed(data):
    assert_invalid(action_from_dict, data)


@pytest.mark.parametrize("meld_id", ["1", 1.5, None, True, [1], {"id": 1}])
def test_a_meld_number_that_is_not_a_whole_number_is_malformed(meld_id):
    assert_invalid(action_from_dict, {"type": "meld", "layoffs": [[meld_id, "QH"]]})
    assert_invalid(action_from_dict, {"type": "take_pile", "method": "layoff", "target": meld_id})
    assert_invalid(action_from_dict, {"type": "merge", "a": meld_id, "b": 2})


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.floats(allow_nan=False) | st.text(max_size=6)
    | st.sampled_from(FACE_CODES) | st.sampled_from(["QH QD QS", "4H 5H 6H", "JK", "pair", "layoff"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=12,
)
FIELDS = ("method", "cards", "target", "melds", "layoffs", "discard", "a", "b", "yes", "card")


@FUZZ
@given(kind=st.sampled_from(["draw", "take_pile", "meld", "merge", "ask", "answer", "discard", "go_out",
                             "end_hand"]),
       fields=st.dictionaries(st.sampled_from(FIELDS), JSON_VALUES, max_size=4))
def test_any_action_document_is_read_or_refused_as_malformed(kind, fields):
    data = {"type": kind, **fields}
    try:
        action = action_from_dict(data)
    except Exception as error:
        assert type(error) is InvalidAction, f"{type(error).__name__}: {error} for {data!r}"
    else:
        assert action_from_dict(action_to_dict(action)) == action


@FUZZ
@given(code=st.text(max_size=4).filter(lambda t: t.strip().upper() not in FACE_CODES))
def test_any_text_that_is_not_a_card_code_is_a_malformed_card(code):
    assert_invalid(action_from_dict, {"type": "discard", "card": code})


# -- malformed: objects handed to apply and check --------------------------------------------------

QH = Card.parse("QH")
NOT_ACTIONS = [None, 5, "draw", {"type": "draw"}, ("draw",), DrawStock, object(), QH]
BADLY_BUILT = [
    Discard("QH"), Discard(None), Discard(5), TakePile("pair", ["QH", "QD"]), TakePile("steal"),
    TakePile(None), TakePile("layoff", (), "1"), TakePile("pair", (QH, QH), -1, [(QH,)]),
    TakePile("pair", (QH, QH), -1, ((QH, "QD"),)), Meld([(QH, QH, QH)]), Meld(((QH, QH, QH),), [(1, (QH,))]),
    Meld((), ((1,),)), Meld((), (("1", (QH,)),)), Meld((), ((1.0, (QH,)),)), Meld((), ((1, "QH"),)),
    Meld(("QH QD QS",)), MergeGroups("1", 2), MergeGroups(1, None), MergeGroups(True, 2), AnswerGoOut(1),
    AnswerGoOut("yes"), GoOut(discard="QH"), GoOut(((QH,),), (), 5), GoOut(None),
]


@pytest.mark.parametrize("thing", NOT_ACTIONS, ids=repr)
def test_apply_refuses_what_is_not_an_action_and_changes_nothing(thing):
    state = start()
    before = to_json(state)
    assert_invalid(apply, state, thing)
    assert to_json(state) == before


@pytest.mark.parametrize("action", BADLY_BUILT, ids=repr)
def test_apply_refuses_an_action_with_fields_of_the_wrong_type(action):
    state = start()
    before = to_json(state)
    assert_invalid(apply, state, action)
    assert to_json(state) == before


@pytest.mark.parametrize("action", NOT_ACTIONS + BADLY_BUILT, ids=repr)
def test_check_raises_on_malformed_input_rather_than_judging_it(action):
    assert_invalid(check, observe(start(), start().to_act), action)


# -- malformed: saved states ----------------------------------------------------------------------

@FUZZ
@given(cut=st.integers(min_value=0, max_value=10**6))
def test_a_truncated_save_is_malformed(cut):
    text = json.dumps(document_with_everything())
    assert_invalid(from_json, text[: cut % len(text)])


@FUZZ
@given(junk=st.binary(max_size=40) | st.text(max_size=40))
def test_garbage_is_not_a_save(junk):
    assert_invalid(from_json, junk)


@pytest.mark.parametrize("junk", [None, 5, 1.5, [], ["format"], object()], ids=repr)
def test_a_save_must_be_a_json_document(junk):
    assert_invalid(from_json, junk)


@pytest.mark.parametrize("change", [{"version": 2}, {"version": 0}, {"version": "1"}, {"format": "chess"},
                                    {"format": None}])
def test_a_save_of_another_format_or_version_is_refused(change):
    assert_invalid(from_json, {**document_with_everything(), **change})


@pytest.mark.parametrize("key", ["format", "version", "rules", "seed", "phase", "hands", "sides", "turn"])
def test_a_save_missing_a_field_is_malformed(key):
    doc = dict(document_with_everything())
    del doc[key]
    assert_invalid(from_json, doc)


NULLABLE = {"result"}
JUNK = [None, "x", 5, 1.5, True, [], {}, [5], ["x"], [[5]], [{"x": 1}]]


def _json_type(value: object) -> str:
    return "bool" if isinstance(value, bool) else "number" if isinstance(value, int | float) else type(value).__name__


def _mutations(doc: dict, path: str) -> list[tuple[str, dict]]:
    """Copies of ``doc`` with one field replaced by junk of another JSON type."""
    out = []
    for key, value in doc.items():
        for junk in JUNK:
            if value is not None and _json_type(junk) != _json_type(value) and not (junk is None and key in NULLABLE):
                out.append((f"{path}.{key}={junk!r}", {**doc, key: junk}))
    return out


def _wrong_type_documents() -> list[tuple[str, dict]]:
    doc = document_with_everything()
    out = _mutations(doc, "state")
    for key in ("rules", "turn", "result"):
        out += [(label, {**doc, key: sub}) for label, sub in _mutations(doc[key], f"state.{key}")]
    for key in ("melds", "log", "history"):
        items = doc[key]
        out += [(label, {**doc, key: [sub, *items[1:]]}) for label, sub in _mutations(items[0], f"state.{key}[0]")]
    sides = doc["result"]["sides"]
    out += [(label, {**doc, "result": {**doc["result"], "sides": [sub, *sides[1:]]}})
            for label, sub in _mutations(sides[0], "state.result.sides[0]")]
    return out


def test_every_field_of_a_save_with_a_value_of_the_wrong_type_is_malformed():
    problems = []
    for label, doc in _wrong_type_documents():
        try:
            from_json(doc)
        except InvalidAction:
            continue
        except Exception as error:
            problems.append(f"{label}: {type(error).__name__}: {error}")
        else:
            problems.append(f"{label}: accepted")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("sides", [[[0, 1]], [[0, 2], [1, 5]], [[0, 2], [1, "3"]], [[0, 2], [1, 3, 3]],
                                   [[0, 2, 1, 3]] * 2])
def test_a_save_whose_sides_do_not_seat_every_player_once_is_malformed(sides):
    assert_invalid(from_json, {**document_with_everything(), "sides": sides})


@pytest.mark.parametrize("key", ["red_threes", "hands"])
@pytest.mark.parametrize("junk", [[5], [["QH"]], ["QH ZZ"]], ids=repr)
def test_a_save_with_unreadable_card_lists_is_malformed(key, junk):
    assert_invalid(from_json, {**document_with_everything(), key: junk})


# -- malformed: scenarios --------------------------------------------------------------------------

@pytest.mark.parametrize("doc", [
    "{{{", "", "[1]", [1], 5, None, b"{",
    {"bogus": 1}, {"rules": 5}, {"rules": "bogus"}, {"rules": {"preset": ["samba"]}},
    {"rules": {"options": 5}}, {"rules": {"options": {"player_count": "x"}}}, {"rules": {"target_score": "x"}},
    {"rules": {"target_score": None}}, {"rules": {"going_out_bonus": "200"}}, {"rules": {"frozen_until_opened": 1}},
    {"rules": {"initial_meld_table": "custom", "custom_initial_meld_table": 5}},
    {"rules": {"initial_meld_table": "custom", "custom_initial_meld_table": [[1]]}},
    {"rules": {"initial_meld_table": "custom", "custom_initial_meld_table": [["a", "b"]]}},
    {"seed": 1.5}, {"seed": "1"}, {"hands": 5}, {"hands": [5]}, {"hands": {"x": "QH"}}, {"hands": {"9": "QH"}},
    {"hands": ["QH QH QH QH"]}, {"scores": 5}, {"scores": "x"}, {"scores": [1]}, {"scores": ["a", "b"]},
    {"turn": "x"}, {"turn": [0]}, {"turn": 9}, {"dealer": "x"}, {"dealer": 9}, {"dealer": [0]},
    {"hand_number": "x"}, {"hand_number": [1]}, {"hand_number": 1.5}, {"phase": []}, {"phase": "answer"},
    {"melds": 5}, {"melds": [5]}, {"melds": [{"side": 0, "cards": 5}]}, {"melds": [{"side": "0", "cards": "QH QD QS"}]},
    {"melds": [{"side": 0, "cards": "QH QD"}]}, {"opened": 5}, {"opened": [1, 0]}, {"has_melded": 5},
    {"has_melded": [True]}, {"asked": []}, {"pile": 5}, {"pile": "ZZ"}, {"stock": [5]}, {"red_threes": ["QH"]},
    {"deck": 5}, {"deck": "QH", "dealer": "x"}, {"deck": "QH", "dealer": 9}, {"deck": "QH", "scores": 5},
    {"deck": "QH", "scores": ["a", "b"]}, {"deck": "QH", "hand_number": "x"}, {"deck": "QH QH QH QH"},
], ids=repr)
def test_a_malformed_scenario_is_refused_as_malformed(doc):
    assert_invalid(scenario.load, doc)


SCENARIO_KEYS = ("rules", "seed", "scores", "dealer", "hand_number", "turn", "phase", "hands", "stock", "pile",
                 "pile_frozen", "melds", "red_threes", "opened", "deck", "asked", "no_discard", "surprise",
                 "has_melded", "stock_size")


@FUZZ
@given(doc=st.dictionaries(st.sampled_from(SCENARIO_KEYS), JSON_VALUES, max_size=4))
def test_any_scenario_document_is_loaded_or_refused_as_malformed(doc):
    try:
        state = scenario.load(doc)
    except Exception as error:
        assert type(error) is InvalidAction, f"{type(error).__name__}: {error} for {doc!r}"
    else:
        assert from_json(to_json(state)) == state


# -- illegal: well-formed moves the rules forbid ------------------------------------------------------

def _subset(data: st.DataObject, cards: tuple[Card, ...], label: str) -> tuple[Card, ...]:
    if not cards:
        return ()
    picks = data.draw(st.lists(st.integers(0, len(cards) - 1), max_size=min(len(cards), 8), unique=True), label)
    return tuple(cards[i] for i in picks)


def _any_card(data: st.DataObject, hand: tuple[Card, ...], label: str) -> Card:
    """Half the time a card from the hand, otherwise any face of the pack."""
    if hand and data.draw(st.booleans(), f"{label} from hand"):
        return data.draw(st.sampled_from(hand), label)
    return data.draw(st.sampled_from(ALL_FACES), label)


def random_action(data: st.DataObject, state: GameState):
    hand = state.hands[state.to_act] if state.to_act >= 0 else ()
    meld_id = st.integers(min_value=-1, max_value=state.next_meld_id + 1)
    kind = data.draw(st.sampled_from(["discard", "take", "meld", "go_out", "merge", "other"]), "kind")
    if kind == "discard":
        return Discard(_any_card(data, hand, "card"))
    if kind == "take":
        return TakePile(data.draw(st.sampled_from(TAKE_METHODS), "method"),
                        tuple(_any_card(data, hand, "pair") for _ in range(data.draw(st.integers(0, 3), "n"))),
                        data.draw(meld_id, "target"),
                        tuple(_subset(data, hand, "extra") for _ in range(data.draw(st.integers(0, 2), "m"))))
    if kind in ("meld", "go_out"):
        melds = tuple(_subset(data, hand, "meld") for _ in range(data.draw(st.integers(0, 3), "melds")))
        layoffs = tuple((data.draw(meld_id, "onto"), _subset(data, hand, "layoff"))
                        for _ in range(data.draw(st.integers(0, 2), "layoffs")))
        if kind == "meld":
            return Meld(melds, layoffs)
        discard = _any_card(data, hand, "discard") if data.draw(st.booleans(), "with discard") else None
        return GoOut(melds, layoffs, discard)
    if kind == "merge":
        return MergeGroups(data.draw(meld_id, "a"), data.draw(meld_id, "b"))
    return data.draw(st.sampled_from([DrawStock(), AskGoOut(), AnswerGoOut(True), AnswerGoOut(False), EndHand()]))


def _apply_or_refuse(state: GameState, action, seat: int | None = None) -> None:
    """The action applies cleanly, or is refused with a good violation; ``state`` is untouched."""
    before = to_json(state)
    observer = state.to_act if seat is None else seat
    verdict = check(observe(state, observer), action) if observer >= 0 else None
    try:
        after = apply(state, action, seat=seat)
    except IllegalAction as error:
        assert_good_refusal(error)
        if observer >= 0:
            assert verdict is not None, f"check accepted {action} but apply refused it: {error.violation}"
    else:
        assert verdict is None, f"check refused {action} ({verdict}) but apply carried it out"
        assert_invariants(after.state)
    assert to_json(state) == before


@FUZZ
@given(data=st.data())
def test_a_random_move_applies_cleanly_or_is_refused_with_a_rule(data):
    state = data.draw(st.sampled_from(positions()), "position")
    _apply_or_refuse(state, random_action(data, state))


@FUZZ
@given(data=st.data())
def test_a_random_meld_of_hand_cards_applies_cleanly_or_is_refused_with_a_rule(data):
    state = data.draw(st.sampled_from([s for s in positions() if s.phase == S.MELD]), "position")
    hand = state.hands[state.to_act]
    melds = tuple(_subset(data, hand, "meld") for _ in range(data.draw(st.integers(1, 3), "melds")))
    _apply_or_refuse(state, Meld(melds))


@FUZZ
@given(data=st.data())
def test_a_move_by_a_seat_whose_turn_it_is_not_is_refused(data):
    state = data.draw(st.sampled_from([s for s in positions() if s.to_act >= 0]), "position")
    seat = data.draw(st.sampled_from([s for s in range(len(state.hands)) if s != state.to_act]), "seat")
    action = random_action(data, state)
    before = to_json(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, action, seat=seat)
    assert info.value.violation.code in ("NOT_YOUR_TURN", "WAITING_FOR_ANSWER")
    assert_good_refusal(info.value)
    assert check(observe(state, seat), action) is not None
    assert to_json(state) == before


@pytest.mark.parametrize("meld_id", [-1, 0, 999])
def test_a_lay_off_onto_a_meld_that_is_not_on_the_table_is_refused(meld_id):
    state = next(s for s in positions() if s.phase == S.MELD and s.melds)
    card = state.hands[state.to_act][0]
    before = to_json(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, Meld((), ((meld_id, (card,)),)))
    assert info.value.violation.code == "NO_SUCH_MELD"
    assert_good_refusal(info.value)
    assert to_json(state) == before


def test_any_move_after_the_hand_is_over_is_refused():
    state = next(s for s in positions() if s.phase == S.HAND_OVER)
    for action in (DrawStock(), Discard(parse_cards("QH")[0]), EndHand(), AskGoOut()):
        with pytest.raises(IllegalAction) as info:
            apply(state, action)
        assert_good_refusal(info.value)


def test_a_save_whose_lists_do_not_match_the_table_is_refused_as_invalid():
    import json

    from samba.engine import InvalidAction, from_json, new_match, preset, to_json

    doc = json.loads(to_json(new_match(preset("samba"), 5)))
    doc["hands"] = doc["hands"][:3]
    with pytest.raises(InvalidAction, match="hands"):
        from_json(json.dumps(doc))
