"""Under Brazilian rules the bots keep suited cards for the samba their going out needs (BR13,
``samba/ai/sequences.py``). Their explanations (practice "Explain computer moves", and the hint) say so when
that really shaped the move — cards the same bot would otherwise have melded or discarded — and never
otherwise."""

from __future__ import annotations

import random

import pytest

from samba import i18n
from samba.ai import Budget, advise, decide_move, make_agent
from samba.ai import reasons as R
from samba.engine import Card, Observation, observe, scenario
from samba.engine import actions as A
from samba.game.explain import explain_move
from samba.game.hints import suggest_for
from samba.game.story import reason_from_data, reason_to_data

OTHERS = {"1": "4C 6S 4D 5D 8C 8D", "2": "AH AD 8H 8D JC QC", "3": "4H 5H 6C 10C JS QS"}


def _run_beside_its_groups(rules: str = "brazilian", stock: int = 40) -> dict:
    """Seat 0 holds 5-6-7 of hearts beside its side's groups of fives, sixes and sevens, and no sequence."""
    return {"rules": rules, "turn": 0, "phase": "meld", "seed": 5, "stock_size": stock,
            "hands": {"0": "5H 6H 7H KC QD JS 4C", **OTHERS},
            "melds": [{"side": 0, "cards": "5C 5D 5S", "seat": 0}, {"side": 0, "cards": "6C 6D 6S", "seat": 2},
                      {"side": 0, "cards": "7C 7D 7S", "seat": 0}], "pile": "4S 6D"}


def _king_beside_a_finished_canasta() -> dict:
    return {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 40,
            "hands": {"0": "KH 5C 9D JS QD", **OTHERS},
            "melds": [{"side": 0, "cards": "KC KC KD KD KS KS KH", "seat": 0},
                      {"side": 0, "cards": "10C 10D 10S", "seat": 2}], "pile": "4S 6D"}


def _suited_cards_two_apart(rules: str = "brazilian") -> dict:
    return {"rules": rules, "turn": 0, "phase": "meld", "seed": 5, "stock_size": 40,
            "hands": {"0": "6D 8D 7C 5S", **OTHERS},
            "melds": [{"side": 0, "cards": "KC KD KH", "seat": 2}], "pile": "4S 6D"}


def _obs(doc: dict) -> Observation:
    state = scenario.load(doc)
    return observe(state, state.to_act)


def _bot_move(doc: dict, level: str = "normal"):
    obs = _obs(doc)
    return obs, decide_move(make_agent(level), obs, random.Random(1), Budget(0.3))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_run_kept_out_of_its_groups_is_explained_as_kept_for_a_samba(level):
    obs, choice = _bot_move(_run_beside_its_groups(), level)
    assert isinstance(choice.action, A.Discard) and choice.action.card.code not in ("5H", "6H", "7H")
    line = explain_move(choice, obs, "South")
    assert line.endswith("South keeps 5H 6H 7H for a samba: their side needs one to go out."), line


def test_a_king_kept_off_a_finished_canasta_is_explained_as_kept_for_a_samba():
    obs, choice = _bot_move(_king_beside_a_finished_canasta())
    assert isinstance(choice.action, A.Discard)
    assert explain_move(choice, obs, "South").endswith("South keeps KH for a samba: their side needs one to go out.")


def test_a_discard_chosen_over_a_suited_card_says_which_card_the_samba_kept():
    # Without the samba's keep value the bot would throw the 8 of diamonds (as it does under the default rules);
    # the 6-8 of diamonds may become a run, so it throws the 5 of spades instead.
    obs, choice = _bot_move(_suited_cards_two_apart())
    assert choice.action == A.Discard(Card.parse("5S"))
    line = explain_move(choice, obs, "South")
    assert line.startswith("South discards 5S") and line.endswith("South keeps 8D for a samba: their side needs "
                                                                  "one to go out."), line


@pytest.mark.parametrize("doc", [_run_beside_its_groups("samba"), _suited_cards_two_apart("samba"),
                                 _run_beside_its_groups(stock=16)], ids=["default rules", "default rules, discard",
                                                                         "two rounds of stock left"])
def test_a_move_the_samba_did_not_shape_says_nothing_of_a_samba(doc):
    """Under the default rules nothing is kept for a samba; with under three rounds of stock the run goes down."""
    obs, choice = _bot_move(doc)
    assert choice.reason.get(R.SAMBA_KEPT) is None
    assert "samba" not in explain_move(choice, obs, "South")


def test_the_hint_says_it_to_the_player():
    obs = _obs(_run_beside_its_groups())
    (best, *_rest) = advise(obs)
    assert best.reason.get(R.SAMBA_KEPT) == "5H 6H 7H"
    hint = suggest_for(obs)
    assert hint is not None and hint.sentence.endswith("Keep 5H 6H 7H for a samba: your side needs one to go out.")


@pytest.mark.parametrize(("language", "words"), [
    ("es", "South guarda 5H 6H 7H para una samba: su equipo necesita una para cerrar."),
    ("pt_BR", "South guarda 5H 6H 7H para um samba: a equipe precisa de um para bater."),
])
def test_the_explanation_is_said_in_the_players_language(language, words):
    obs, choice = _bot_move(_run_beside_its_groups())
    i18n.set_language(language)
    try:
        assert explain_move(choice, obs, "South").endswith(words)
    finally:
        i18n.set_language("en")


def test_a_player_who_plays_alone_reads_they_not_their_side():
    doc = {**_run_beside_its_groups(), "rules": {"preset": "brazilian", "player_count": 2},
           "hands": {"0": "5H 6H 7H KC QD JS 4C", "1": "4C 6S 4D 5D 8C 8D"},
           "melds": [{"side": 0, "cards": cards, "seat": 0} for cards in ("5C 5D 5S", "6C 6D 6S", "7C 7D 7S")]}
    obs, choice = _bot_move(doc)
    assert obs.plays_alone
    assert explain_move(choice, obs, "South").endswith("South keeps 5H 6H 7H for a samba: they need one to go out.")


def test_the_reason_survives_the_saves_journal():
    """Continue rebuilds the explanation from the journal: the kept cards come back with it."""
    _position, choice = _bot_move(_run_beside_its_groups())
    again = reason_from_data(reason_to_data(choice.reason))
    assert again == choice.reason and again.get(R.SAMBA_KEPT) == "5H 6H 7H"
