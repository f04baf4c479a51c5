"""The tutorial's lessons can be completed with their expected moves, and refuse wrong ones kindly."""

import pytest

from samba.engine import (
    AskGoOut,
    Discard,
    DrawStock,
    GoOut,
    Meld,
    TakePile,
    check,
    find_go_out,
    legal_actions,
    observe,
    parse_cards,
)
from samba.game.tutorial import LESSONS, LessonRun, load_progress, save_progress


def expected_move(run: LessonRun):
    """The move a player following the captions makes (built from the step, checked by the engine)."""
    obs = observe(run.state, 0)
    expect = run.step.expect
    if expect.action is DrawStock:
        return DrawStock()
    if expect.action is AskGoOut:
        return AskGoOut()
    if expect.action is GoOut:
        return find_go_out(obs)
    if expect.action is TakePile:
        return next(a for a in legal_actions(obs) if isinstance(a, TakePile) and a.method == expect.method)
    if expect.action is Meld:
        cards = parse_cards(" ".join(run.step.highlight_cards))
        if not obs.opened[obs.side]:
            return Meld((cards[:4], cards[4:]))
        return next(Meld((), ((m.id, cards),)) for m in obs.melds if check(obs, Meld((), ((m.id, cards),))) is None)
    return Discard(obs.hand[-1])


def test_there_are_at_least_eight_lessons_with_captions():
    assert len(LESSONS) >= 8
    assert all(step.caption and step.nudge for lesson in LESSONS for step in lesson.steps)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_each_lesson_is_completed_by_its_expected_moves(lesson):
    run = LessonRun(lesson)
    while not run.done:
        result = run.attempt(expected_move(run))
        assert result.accepted, result.message
    assert run.done


def test_a_move_the_engine_refuses_gets_its_reason_and_the_nudge_and_changes_nothing():
    run = LessonRun(LESSONS[0])
    before = run.state
    result = run.attempt(Discard(run.state.hands[0][0]))
    assert not result.accepted and result.rule == "S4.3"
    assert run.lesson.steps[0].nudge in result.message
    assert run.state is before and run.step_index == 0


def test_a_legal_move_that_is_not_the_lesson_is_declined_without_changing_the_position():
    run = LessonRun(next(lesson for lesson in LESSONS if lesson.id == "pile"))
    result = run.attempt(DrawStock())
    assert not result.accepted and "wants something else" in result.message
    assert run.step_index == 0 and run.state.phase == "draw"


def test_the_scoring_lesson_ends_the_hand_with_an_itemised_score():
    run = LessonRun(next(lesson for lesson in LESSONS if lesson.id == "scoring"))
    while not run.done:
        run.attempt(expected_move(run))
    side = run.state.result.sides[0]
    assert side.going_out == 200 and side.sambas == 1 and side.red_three_points == 100


def test_progress_is_remembered(tmp_path):
    path = tmp_path / "tutorial.json"
    save_progress({"draw_discard", "samba"}, path)
    assert load_progress(path) == {"draw_discard", "samba"}


def test_unreadable_progress_counts_as_none_and_is_kept_aside(tmp_path):
    path = tmp_path / "tutorial.json"
    path.write_text("{not json")
    assert load_progress(path) == set()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("tutorial.corrupt-")]
    assert len(kept) == 1 and kept[0].read_text() == "{not json"


def _words(lesson_id: str) -> str:
    lesson = next(lesson for lesson in LESSONS if lesson.id == lesson_id)
    return " ".join([lesson.intro, lesson.outro] + [step.caption for step in lesson.steps]).lower()


def test_the_pile_lesson_names_the_pair_the_lay_off_frozen_and_blocked():
    words = _words("pile")
    assert all(term in words for term in ("pair", "lay-off", "frozen", "blocked"))


def test_the_going_out_lesson_teaches_asking_the_partner_and_the_scoring_lesson_the_score_sheet():
    assert "ask your partner" in _words("going_out") and "binds" in _words("going_out")
    assert "score sheet" in _words("scoring")


def test_every_caption_is_short_enough_to_read_at_a_glance():
    """A step's caption says what to do, where and why in a few lines of the panel, not a paragraph."""
    assert all(len(step.caption) <= 160 for lesson in LESSONS for step in lesson.steps)


def _lesson(lesson_id: str):
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id)


def test_S8_2_lesson_4_refuses_the_2d_discard_its_caption_forbids_and_accepts_another_card():
    lesson = _lesson("wild_cards")
    run = LessonRun(lesson)
    while run.step_index < 2:
        assert run.attempt(expected_move(run)).accepted
    assert "not the 2♦" in run.step.caption or "but the 2♦" in run.step.caption
    before = run.state
    declined = run.attempt(Discard(parse_cards("2D")[0]))
    assert not declined.accepted and "Keep the 2♦" in declined.message and run.state is before
    other = next(c for c in observe(run.state, 0).hand if c.code != "2D")
    assert run.attempt(Discard(other)).accepted and run.done


@pytest.mark.parametrize("lesson_id", ["going_out", "scoring"])
def test_S15_4_after_the_yes_the_caption_teaches_staging_every_card_then_enter(lesson_id):
    """Going out is staged on the table (the cards onto the meld, the last card on the pile) and laid down
    together with Enter: the caption says so, and the move it describes is one legal going out."""
    run = LessonRun(_lesson(lesson_id))
    while run.step.expect.action is not GoOut:
        assert run.attempt(expected_move(run)).accepted
    caption = run.step.caption
    assert "onto your" in caption and "onto the pile" in caption and "Enter" in caption
    # The gesture the caption describes: every highlighted card onto the meld at once, the last card discarded.
    obs = observe(run.state, 0)
    cards = parse_cards(" ".join(run.step.highlight_cards))
    rest = [c for c in obs.hand if c not in cards]
    target = int(run.step.highlight_place.split(":")[1])
    assert run.attempt(GoOut((), ((target, cards),), rest[0])).accepted and run.done
