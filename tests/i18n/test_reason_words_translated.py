"""Hints and practice explanations speak the player's language: the reason a bot gives for a move is worded
from the catalogue, in whole sentences with the language's own plural forms, card names and meld names."""

from __future__ import annotations

from samba import i18n
from samba.ai import Choice
from samba.ai import reasons as R
from samba.ai.reasons import reason
from samba.engine import events as E
from samba.engine import observe, scenario
from samba.engine.actions import AnswerGoOut, Discard, DrawStock, Meld, TakePile
from samba.engine.cards import Card
from samba.engine.events import Event
from samba.game import hints
from samba.game.explain import explain_move
from samba.game.narration import meld_phrases, narrate
from samba.game.reason_words import hint_sentence, report_sentence

NINES_ON_TABLE = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "4C 5D KH QS JC 7S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
    "pile": "4S 5H 6C 7D 8H 10S JD 9H", "melds": [{"side": 0, "cards": "9C 9D 9S 9H 9C 9D"}],
}
"""Your side's six nines on the table and a 9H on top of an eight-card pile: the hint is to take the pile."""


def test_the_game_layers_hint_is_in_spanish_with_spanish_rank_names_and_plurals():
    i18n.set_language("es")
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    pair = Choice(TakePile("pair", ()), reason(R.TAKE_PAIR, rank=9, won=13, pile=14, opens=False))
    assert hint_sentence(pair, obs) == "Levanta el pozo: con tu par de nueves te llevas todo el pozo, 14 cartas."
    two = Choice(TakePile("pair", ()), reason(R.TAKE_PAIR, rank=12, won=1, pile=2, opens=False))
    assert hint_sentence(two, obs) == "Levanta el pozo: con tu par de reinas te llevas todo el pozo, 2 cartas."
    found = hints.suggest_for(obs)
    assert found is not None
    assert found.sentence == (
        "Levanta el pozo agregando 9H a tus nueves: te llevas todo el pozo, 8 cartas.")


def test_a_practice_explanation_in_brazilian_portuguese_names_the_seat_and_the_meld_in_portuguese():
    i18n.set_language("pt_BR")
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    nines = obs.my_melds()[0].id
    take = Choice(TakePile("layoff", (), nines), reason(R.TAKE_LAYOFF, card="9H", meld=nines, won=7, pile=8))
    assert explain_move(take, obs, "Leste") == ("Leste pega o lixo acrescentando 9H a seu grupo de 9, e leva o "
                                                "lixo inteiro, 8 cartas.")
    freeze = Choice(Discard(Card.parse("2D")), reason(R.DISCARD_WILD_FREEZE, card="2D", count=12))
    assert report_sentence(freeze, obs, "Norte") == ("Norte descarta 2D: um curinga tranca o lixo de 12 cartas, e o "
                                                     "próximo jogador vai precisar de um par natural para pegá-lo.")


def test_a_count_of_nothing_is_its_own_sentence_in_every_language():
    """Portuguese says 0 with the singular form (plural=(n > 1)): a reason with nothing to count must never reach
    ngettext, or it would read "leva mais 0 carta"."""
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    nothing = Choice(TakePile("pair", ()), reason(R.TAKE_PAIR, rank=9, won=0, pile=1, opens=False))
    i18n.set_language("pt_BR")
    assert hint_sentence(nothing, obs) == "Pegue o lixo: seu par de 9 forma um jogo novo com a carta de cima."
    i18n.set_language("es")
    assert hint_sentence(nothing, obs) == ("Levanta el pozo: tu par de nueves forma un juego nuevo con la carta de "
                                           "arriba.")


def test_the_hard_bots_second_sentence_and_a_plain_answer_are_translated_whole():
    obs = observe(scenario.load(NINES_ON_TABLE), 0)
    basis = reason(R.TAKE_PAIR, rank=9, won=13, opens=False)
    searched = Choice(TakePile("pair", ()), reason(R.SEARCHED, basis, worlds=20, gain=1))
    i18n.set_language("es")
    assert hint_sentence(searched, obs) == (
        "Levanta el pozo: con tu par de nueves te llevas todo el pozo, 14 cartas. "
        "Probada en 20 repartos imaginarios, sacó "
        "alrededor de 1 punto de ventaja sobre la siguiente mejor jugada.")
    assert report_sentence(Choice(AnswerGoOut(False), reason(R.PLAIN_MOVE)), obs, "Oeste") == \
        "Oeste le responde que no a su compañero."
    i18n.set_language("pt_BR")
    assert hint_sentence(Choice(DrawStock(), reason(R.PLAIN_MOVE)), obs) == "Compre do monte."


FIVES_AND_TENS = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "9C 9D 9S 2D 10D 6S 7S", "1": "4C 4D 6C 6D 7C 9C JD", "2": "9C 9D 9S 2D 10D 6H 7H",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "5C 5D 5H 5S 5C 5D"}, {"side": 0, "cards": "10C 10D 10H"}],
}


def _nines_and_lay_offs(obs, *, nines: bool = True) -> Meld:
    fives, tens = (m.id for m in obs.my_melds())
    hand = {c.code: c for c in obs.hand}
    melds = ((hand["9C"], hand["9D"], hand["9S"]),) if nines else ()
    return Meld(melds, ((fives, (hand["2D"],)), (tens, (hand["10D"],))))


def test_a_portuguese_hint_keeps_the_new_meld_apart_from_the_cards_added_to_melds():
    i18n.set_language("pt_BR")
    obs = observe(scenario.load(FIVES_AND_TENS), 0)
    text = hint_sentence(Choice(_nines_and_lay_offs(obs), reason(R.MELD_CARDS, count=5)), obs)
    assert text.startswith("Baixe 9C 9D 9S, e acrescente 2D a seu grupo de 5 e 10D a seu grupo de ")


def test_a_portuguese_lay_off_hint_uses_the_move_logs_verb():
    i18n.set_language("pt_BR")
    obs = observe(scenario.load(FIVES_AND_TENS), 0)
    text = hint_sentence(Choice(_nines_and_lay_offs(obs, nines=False), reason(R.MELD_CARDS, count=2)), obs)
    assert text.startswith("Acrescente 2D a seu grupo de 5 e 10D ")
    fives = obs.my_melds()[0].id
    layoff = Event(E.LAYOFF, 0, (Card.parse("2D"),), meld=fives)
    assert narrate(layoff, 4, 0, meld_names=meld_phrases(obs.melds, 0)) == "Você acrescenta 2D a seu grupo de 5."


def test_a_partners_meld_explained_in_portuguese_names_the_sides_melds_as_the_move_log_does():
    i18n.set_language("pt_BR")
    obs = observe(scenario.load(FIVES_AND_TENS), 2)
    line = explain_move(Choice(_nines_and_lay_offs(obs), reason(R.MELD_CARDS, count=5)), obs, "Norte", 0)
    assert line.startswith("Norte baixa 9C 9D 9S, e acrescenta 2D a nosso grupo de 5 e 10D a nosso grupo de ")
