"""Hint and explanation sentences: whole sentences from the bots' reasons, plurals right, one per move."""

from __future__ import annotations

import random
import re

import pytest

from samba.ai import Choice, RandomAgent, advise
from samba.ai import reasons as R
from samba.ai.reasons import reason
from samba.engine import apply, new_match, observe, preset, scenario
from samba.engine import events as E
from samba.engine import state as S
from samba.engine.actions import AnswerGoOut, Discard, DrawStock, Meld, TakePile
from samba.engine.cards import Card
from samba.engine.events import Event
from samba.game import hints
from samba.game.narration import meld_phrases, narrate
from samba.game.reason_words import ADVICE_CHARS, NONE, PLAY, SENTENCES, Counted, hint_sentence, report_sentence

OPENED = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "10S KC KD 5H 5D 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "10C 10D 10H"}, {"side": 0, "cards": "KH KS KD"}],
}
NINES_ON_TABLE = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "4C 5D KH QS JC 7S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
    "pile": "4S 5H 6C 7D 8H 10S JD 9H", "melds": [{"side": 0, "cards": "9C 9D 9S 9H 9C 9D"}],
}
FIVES_AND_TENS = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "9C 9D 9S 2D 10D 6S 7S", "1": "4C 4D 6C 6D 7C 9C JD", "2": "9C 9D 9S 2D 10D 6H 7H",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "5C 5D 5H 5S 5C 5D"}, {"side": 0, "cards": "10C 10D 10H"}],
}
"""Side 0 has fives and tens on the table; South (and North) hold three nines, a 2D and a 10D."""
BROKEN = re.compile(r"\b1 cards\b|\b0 cards\b|\.\.|\(\d+ cards\) wins")


def test_a_pair_take_names_the_rank_in_words_and_counts_the_whole_pile():
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    take = Choice(TakePile("pair", ()), reason(R.TAKE_PAIR, rank=9, won=13, pile=14, opens=False))
    assert hint_sentence(take, obs) == "Take the pile: your pair of nines wins the whole pile, 14 cards."
    assert report_sentence(take, obs, "East") == ("East takes the pile: their pair of nines wins the whole pile, 14 "
                                                  "cards.")


def test_a_take_reason_saved_before_the_pile_count_counts_the_top_card_and_those_under_it():
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    take = Choice(TakePile("pair", ()), reason(R.TAKE_PAIR, rank=9, won=13, opens=False))
    assert hint_sentence(take, obs) == "Take the pile: your pair of nines wins the whole pile, 14 cards."


@pytest.mark.parametrize(("won", "pile", "tail"), [(0, 1, "makes a new meld with the top card."),
                                                   (1, 2, "wins the whole pile, 2 cards."),
                                                   (2, 3, "wins the whole pile, 3 cards.")])
def test_counts_choose_a_whole_plural_sentence_never_1_cards(won, pile, tail):
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    take = Choice(TakePile("pair", ()), reason(R.TAKE_PAIR, rank=9, won=won, pile=pile, opens=False))
    assert hint_sentence(take, obs) == f"Take the pile: your pair of nines {tail}"


def test_a_lay_off_take_says_which_meld_and_how_many_cards_in_one_sentence():
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    nines = obs.my_melds()[0].id
    choice = advise(obs)[0]
    assert choice.action == TakePile("layoff", (), nines)
    assert hint_sentence(choice, obs) == ("Take the pile by adding the 9H to your nines: you win the whole "
                                          "pile, 8 cards.")


def test_a_lay_off_hint_says_add_to_each_meld_as_the_move_log_does():
    obs = observe(scenario.load(OPENED), 0)
    ten, kings = (m.id for m in obs.my_melds())
    hand = {c.code: c for c in obs.hand}
    action = Meld((), ((ten, (hand["10S"],)), (kings, (hand["KC"], hand["KD"]))))
    text = hint_sentence(Choice(action, reason(R.MELD_CARDS, count=3)), obs)
    assert text == "Add 10S to your tens and KC KD to your kings: cards on the table score."
    layoff = Event(E.LAYOFF, 0, (hand["10S"],), meld=ten)
    assert narrate(layoff, 4, 0, meld_names=meld_phrases(obs.melds, obs.side)) == "You add 10S to your tens."


def test_a_hint_that_melds_and_adds_keeps_the_new_meld_apart_from_the_lay_offs():
    obs = observe(scenario.load(FIVES_AND_TENS), 0)
    action = _nines_and_lay_offs(obs)
    text = hint_sentence(Choice(action, reason(R.MELD_CARDS, count=5)), obs)
    assert text == "Meld 9C 9D 9S, and add 2D to your fives and 10D to your tens: cards on the table score."


def test_a_partners_meld_explained_to_the_player_names_the_sides_melds_as_the_move_log_does():
    obs = observe(scenario.load(FIVES_AND_TENS), 2)  # North, the player's partner, on side 0
    action = _nines_and_lay_offs(obs)
    line = report_sentence(Choice(action, reason(R.MELD_CANASTA, canastas=1)), obs, "North", viewer_side=0)
    assert line == ("North melds 9C 9D 9S, and adds 2D to your side's fives and 10D to your side's tens, which "
                    "completes a canasta.")
    fives = obs.my_melds()[0].id
    layoff = Event(E.LAYOFF, 2, (Card.parse("2D"),), meld=fives)
    assert narrate(layoff, 4, 0, meld_names=meld_phrases(obs.melds, 0)) == "North adds 2D to your side's fives."


def test_a_watched_lay_off_is_onto_their_meld():
    obs = observe(scenario.load(FIVES_AND_TENS), 2)
    action = _nines_and_lay_offs(obs)
    line = report_sentence(Choice(action, reason(R.MELD_CARDS, count=5)), obs, "North", viewer_side=None)
    assert line.startswith("North melds 9C 9D 9S, and adds 2D to their fives and 10D to their tens: ")


def test_a_wild_discard_names_the_pile_size_only_when_freezing_is_the_point():
    obs = observe(scenario.load(OPENED), 0)
    freeze = Choice(Discard(Card.parse("2D")), reason(R.DISCARD_WILD_FREEZE, card="2D", count=12))
    assert hint_sentence(freeze, obs) == ("Discard 2D: a wild card freezes the pile of 12 cards, so the next player "
                                          "needs a natural pair to take it.")
    forced = Choice(Discard(Card.parse("2D")), reason(R.DISCARD_WILD_FORCED, card="2D"))
    assert "pile of" not in hint_sentence(forced, obs)


def test_an_answer_says_why_not_just_yes_or_no():
    obs = observe(scenario.load(OPENED), 0)
    yes = Choice(AnswerGoOut(True), reason(R.ANSWER_YES_WORTH, canastas=2, red_threes=1, held=40))
    assert hint_sentence(yes, obs).startswith("Say yes: going out gives your side the canastas it needs, so your "
                                              "red three counts for you")
    no = Choice(AnswerGoOut(False), reason(R.ANSWER_NO_MELDS, held=120, meldable=90))
    assert hint_sentence(no, obs) == ("Say no: you could meld 90 points of your hand next turn, and your side "
                                      "gains more by playing on.")


def test_the_easy_partners_lapse_says_it_hopes_to_meld_its_points():
    obs = observe(scenario.load(OPENED), 0)
    no = Choice(AnswerGoOut(False), reason(R.ANSWER_NO_HOLDING, held=100))
    assert report_sentence(no, obs, "East") == ("East says no: they hold 100 points and hope to meld them before "
                                                "the hand ends.")


def test_the_hard_bots_search_adds_a_second_sentence_to_the_heuristics_reason():
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    basis = reason(R.TAKE_PAIR, rank=9, won=13, opens=False)
    choice = Choice(TakePile("pair", ()), reason(R.SEARCHED, basis, worlds=20, gain=140))
    assert report_sentence(choice, obs, "West") == (
        "West takes the pile: their pair of nines wins the whole pile, 14 cards. "
        "Played out in 20 imagined deals, it came out "
        "about 140 points ahead of the next best move.")


def _english_forms(forms) -> tuple[str, ...]:
    return (forms.one, forms.other) if isinstance(forms, Counted) else (forms,)


def test_every_reason_code_has_advice_and_a_report_that_starts_with_the_player():
    codes = {v for k, v in vars(R).items() if k.isupper() and isinstance(v, str)} - {R.PLAIN_MOVE, R.SEARCHED}
    codes -= {R.SAMBA_KEPT}  # a parameter any meld or discard reason may carry, not a reason code
    for code in codes:
        entries = [key for key in SENTENCES if key == code or key.startswith(code + "/")]
        assert entries, f"no sentence for {code}"
        for key in entries:
            advice, report, count = SENTENCES[key]
            assert isinstance(advice, Counted) == isinstance(report, Counted) == bool(count), key
            for text in _english_forms(advice) + _english_forms(report):
                assert text.endswith("."), key
            assert all(text.startswith(("{who} ", "{play}")) for text in _english_forms(report)), key
            assert all(len(text) <= ADVICE_CHARS for text in _english_forms(advice)), key
            assert all("{who}" not in text for text in _english_forms(advice)), key
    assert all(report.startswith("{who} ") and "{who}" not in advice for advice, report in PLAY.values())


def test_a_count_of_nothing_has_its_own_whole_sentence_where_counted_words_would_read_wrong():
    for key in SENTENCES:
        if key.endswith(NONE):
            assert SENTENCES[key.removesuffix(NONE)][2], f"{key}: the counted sentence it stands in for"
            assert not SENTENCES[key][2], key


def test_every_hint_through_a_played_hand_is_one_clean_sentence():
    state = new_match(preset("samba"), 21)
    rng = random.Random(4)
    seen = 0
    while state.phase not in (S.HAND_OVER, S.GAME_OVER) and seen < 400:
        obs = observe(state, state.to_act)
        found = hints.suggest_for(obs)
        assert found is not None
        assert found.sentence.endswith((".", "!", "?")) and not BROKEN.search(found.sentence), found.sentence
        assert "{" not in found.sentence
        seen += 1
        state, _ = apply(state, RandomAgent().choose(obs, rng, None) if seen % 3 else found.action)


def test_a_move_without_a_reason_is_described_plainly():
    obs = observe(scenario.load(OPENED), 0)
    assert hint_sentence(Choice(DrawStock(), reason(R.PLAIN_MOVE)), obs) == "Draw from the stock."
    assert report_sentence(Choice(Discard(Card.parse("7S")), reason(R.PLAIN_MOVE)), obs, "North") == \
        "North discards 7S."


def test_a_ready_sides_pair_and_wild_card_hint_says_the_smaller_hand_goes_out_sooner():
    obs = observe(scenario.load({
        "turn": 0, "phase": "meld", "seed": 4,
        "hands": {"0": "7C 7D JK 4S AH", "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H", "2": "5C 5C",
                  "3": "4H 5H 6C 10C 4D 5H 6D 10S JS"},
        "melds": [{"side": 0, "cards": "2C 2D 8C 8C 8D 8H 8H"}, {"side": 0, "cards": "2D QC QD QH QS QS QS"},
                  {"side": 1, "cards": "JH JD JS JC"}],
        "pile": "4C 6D"}), 0)
    choice = advise(obs)[0]
    assert isinstance(choice.action, Meld)
    assert hint_sentence(choice, obs) == ("Meld 7C 7D JK: your side has its canastas, and a smaller hand can go "
                                          "out sooner.")


def _nines_and_lay_offs(obs):
    """Meld the three nines; add the 2D to the fives and the 10D to the tens."""
    fives, tens = (m.id for m in obs.my_melds())
    hand = {c.code: c for c in obs.hand}
    return Meld(((hand["9C"], hand["9D"], hand["9S"]),), ((fives, (hand["2D"],)), (tens, (hand["10D"],))))


def _placeholders(forms) -> set[str]:
    return {name for text in _english_forms(forms) for name in re.findall(r"\{(\w+)\}", text)}


def test_every_solo_sentence_stands_in_for_a_sentence_about_a_side_and_keeps_its_placeholders():
    from samba.game.reason_words import SOLO_SENTENCES

    for key, (advice, report, count) in SOLO_SENTENCES.items():
        assert key in SENTENCES, key
        team_advice, team_report, team_count = SENTENCES[key]
        assert count == team_count and isinstance(advice, Counted) == isinstance(team_advice, Counted), key
        assert _placeholders(advice) == _placeholders(team_advice), key
        assert _placeholders(report) == _placeholders(team_report), key
        for text in _english_forms(advice) + _english_forms(report):
            assert " side" not in text, f"{key}: {text}"
        assert "side" in " ".join(_english_forms(team_advice) + _english_forms(team_report)), key
        assert all(len(text) <= ADVICE_CHARS for text in _english_forms(advice)), key


THREE_PLAYERS_OPENED = {
    "rules": {"preset": "samba", "player_count": 3}, "turn": 0, "phase": "meld",
    "hands": {"0": "10S KC KD 5H 5D 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "10C 10D 10H"}, {"side": 0, "cards": "KH KS KD"}],
}


def test_a_hint_to_a_player_alone_says_you_have_your_canastas_not_your_side():
    from samba.engine.actions import GoOut

    worth = reason(R.GO_OUT_WORTH)
    alone = observe(scenario.load(THREE_PLAYERS_OPENED), 0)
    assert alone.plays_alone
    assert hint_sentence(Choice(GoOut((), ()), worth), alone) == (
        "Go out: you have your canastas, and ending now beats playing on.")
    assert report_sentence(Choice(GoOut((), ()), worth), alone, "West") == (
        "West goes out: they have their canastas, and ending now beats playing on.")
    partnered = observe(scenario.load(OPENED), 0)
    assert hint_sentence(Choice(GoOut((), ()), worth), partnered) == (
        "Go out: your side has its canastas, and ending now beats playing on.")
