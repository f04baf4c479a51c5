"""Narration lines read as plain English from the player's seat."""

import random

from samba.engine import apply, legal_actions, new_match, observe, preset
from samba.engine import events as E
from samba.engine.cards import parse_cards
from samba.engine.events import Event
from samba.engine.melds import GROUP, SEQUENCE, Meld
from samba.game.narration import meld_phrases, narrate, narrate_all, narrate_each, replacement_draws


def test_the_player_is_you_and_the_verb_agrees():
    assert narrate(Event(E.DRAW, 0, parse_cards("10S JD"), 2), 4, 0) == "You draw 2 cards from the stock: 10S JD."


def test_other_seats_are_named_by_their_place_at_the_table():
    assert narrate(Event(E.DISCARD, 3, parse_cards("6D")), 4, 0) == "East discards 6D."


def test_taking_the_pile_with_a_pair_names_the_rank_and_the_size():
    line = narrate(Event(E.TAKE_PILE, 1, parse_cards("5S 9H"), 14, text="pair"), 4, 0)
    assert line == "West takes the pile with a pair of nines — 14 cards."


def test_asking_the_partner_reads_in_the_first_person_for_you():
    assert narrate(Event(E.ASK, 0), 4, 0) == "You ask: “Partner, may I go out?”"


def test_a_layoff_names_the_meld_it_went_to_from_the_players_chair():
    kings = Meld(4, 0, 0, GROUP, parse_cards("KC KD KS"), rank=13)
    spades = Meld(7, 1, 1, SEQUENCE, parse_cards("5S 6S 7S 8S"), suit="S")
    names = meld_phrases([kings, spades], viewer_side=0)
    assert narrate(Event(E.LAYOFF, 0, parse_cards("KH"), meld=4), 4, 0, meld_names=names) == \
        "You add KH to your kings."
    assert narrate(Event(E.LAYOFF, 2, parse_cards("2C"), meld=4), 4, 0, meld_names=names) == \
        "North adds 2C to your side's kings.", "the partner added to the side's meld, not to one of yours"
    assert narrate(Event(E.LAYOFF, 1, parse_cards("9S"), meld=7), 4, 0, meld_names=names) == \
        "West adds 9S to their spade sequence."


def test_the_red_three_replacement_at_the_turn_start_is_not_told_as_the_turns_draw():
    events = [Event(E.DISCARD, 3, parse_cards("7D")), Event(E.TURN, 0), Event(E.RED_THREE, 0, parse_cards("3H")),
              Event(E.DRAW, 0, parse_cards("JC"), 1)]
    laid_out_at_the_turn = [line for line in narrate_each(events, 4, 0, dealt_shown=False) if line]
    assert laid_out_at_the_turn == ["East discards 7D.", "You lay out a red three (3H).",
                                    "You draw 1 replacement card for the red three: JC."]
    assert narrate_all(events, 4, 0)[1] == ("You draw another red three (3H) as a replacement: it is laid out, "
                                            "and the stock replaces it too."), "the dealt ones were shown at the deal"
    turn_draw = [Event(E.RED_THREE, 2, parse_cards("3D")), Event(E.DRAW, 2, (), 2)]
    assert narrate_all(turn_draw, 4, 0)[-1] == "North draws 2 cards from the stock."


def test_when_watching_the_bottom_seat_is_south_and_the_verb_agrees():
    line = narrate(Event(E.DRAW, 0, (), 2), 4, 0, watching=True)
    assert line == "South draws 2 cards from the stock."


def test_when_watching_no_meld_is_yours():
    from samba.engine.melds import GROUP, Meld
    from samba.game.narration import meld_phrases

    kings = Meld(1, 0, 0, GROUP, parse_cards("KH KD KS"), 13)
    assert meld_phrases([kings], 0, watching=True) == {1: "their kings"}
    assert meld_phrases([kings], 0) == {1: "your kings"}


def test_a_resumed_match_retells_the_hand_so_far_without_hidden_cards():
    import random

    from samba.ai import RandomAgent
    from samba.ai.base import Budget
    from samba.engine import apply, new_match, observe, preset
    from samba.game.narration import resumed_story

    state = new_match(preset("samba"), 3)
    rng = random.Random(3)
    for _ in range(12):
        state = apply(state, RandomAgent().choose(observe(state, state.to_act), rng, Budget(0.1))).state
    story = resumed_story(observe(state, 0))
    assert story[0].endswith("15 cards each.")
    assert any(line.startswith(("West draws", "North draws", "East draws")) for line in story)
    assert not any("from the stock:" in line for line in story if not line.startswith("You"))


def test_S3_3_an_upcard_turned_onto_a_wild_upcard_says_why():
    """Through the engine: deal 8 turns 2♦, covers it with a joker, covers that with 5♥ (S3.3)."""
    state = new_match(preset("samba"), 8)
    upcards = [line for line in narrate_all(state.log, 4, 0) if "upcard" in line]
    assert upcards == ["The upcard is 2D.", "2D is wild, so it is covered: the upcard is now JK (S3.3).",
                       "JK is wild, so it is covered: the upcard is now 5H (S3.3)."]


def test_S3_3_a_three_turned_up_is_covered_in_words_that_name_it_a_three():
    events = [Event(E.UPCARD, cards=parse_cards("3C")), Event(E.UPCARD, cards=parse_cards("9H"))]
    assert narrate_all(events, 4, 0) == ["The upcard is 3C.",
                                         "3C is a three, so it is covered: the upcard is now 9H (S3.3)."]


def test_C4_an_upcard_sent_under_the_stock_says_so():
    state = new_match(preset("samba", upcard_rule="bury_to_bottom"), 3)
    upcards = [line for line in narrate_all(state.log, 4, 0) if "upcard" in line]
    assert upcards == ["The upcard is JK.", "JK goes to the bottom of the stock; the upcard is now 5C."]


def test_S5_3_a_red_three_drawn_from_the_stock_is_told_as_drawn_and_replaced_before_the_draw():
    events = [Event(E.RED_THREE, 0, parse_cards("3H")), Event(E.DRAW, 0, parse_cards("JC 5S"), 2)]
    assert narrate_all(events, 4, 0) == ["You draw a red three (3H): it is laid out, and the stock replaces it.",
                                         "You draw 2 cards from the stock: JC 5S."]


def test_S5_3_in_a_whole_hands_log_only_the_first_turns_draw_after_dealt_red_threes_is_a_replacement():
    """The retold hand (a resumed match) holds every TURN: an ordinary draw after one is not a replacement."""
    events = [Event(E.DEAL, 3, (), 15, text="hand 1"), Event(E.UPCARD, cards=parse_cards("7D")),
              Event(E.RED_THREE, 0, parse_cards("3D")),
              Event(E.TURN, 0), Event(E.DRAW, 0, (), 1), Event(E.DRAW, 0, (), 2),
              Event(E.DISCARD, 0, parse_cards("4C")),
              Event(E.TURN, 1), Event(E.DRAW, 1, (), 2), Event(E.DISCARD, 1, parse_cards("9H")),
              Event(E.TURN, 0), Event(E.DRAW, 0, (), 2)]
    assert narrate_all(events, 4, 0)[2:] == [
        "You lay out a red three (3D).", "You draw 1 replacement card for the red three.",
        "You draw 2 cards from the stock.", "You discard 4C.",
        "West draws 2 cards from the stock.", "West discards 9H.", "You draw 2 cards from the stock."]


def test_a_resumed_hand_played_through_the_engine_tells_no_ordinary_draw_as_a_replacement():
    state = new_match(preset("samba", red3_declare_timing="all_at_first_turn"), 8)
    rng = random.Random(3)
    while state.phase not in ("hand_over", "game_over") and len(state.log) < 200:
        state, _ = apply(state, rng.choice(legal_actions(observe(state, state.to_act))))
    log = state.log
    draws = [i for i, e in enumerate(log) if e.kind == E.DRAW and e.text != "surprise"]
    replacing = replacement_draws(log)
    assert replacing < set(draws), "some draws are ordinary"
    for i in replacing:
        seat = log[i].seat
        assert next(d for d in draws if log[d].seat == seat) == i, "a replacement is the seat's first draw"
        assert any(e.kind == E.RED_THREE and e.seat == seat for e in log[:i]), "it replaces a red three"
    ordinary_lines = [line for i, line in enumerate(narrate_each(log, 4, 0)) if i in draws and i not in replacing]
    assert ordinary_lines and not any("replacement" in line for line in ordinary_lines)
