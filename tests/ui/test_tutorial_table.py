"""The tutorial on the real table, driven by real input events: every lesson can be finished, wrong moves
are refused with the engine's reason and the step's nudge, progress is remembered, and the way in from
the title screen works with the keyboard."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import feed, key, open_lesson

from samba.game import tutorial as T
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.scenes.how_to_play import HowToPlayScene
from samba.ui.scenes.title import TitleScene
from samba.ui.tutorial import marks, script
from samba.ui.tutorial.lessons import LessonListScene
from samba.ui.tutorial.smoke import play_all
from samba.ui.tutorial.summary import ExplainedSummary
from samba.ui.tutorial.table import WELL_DONE, LessonComplete, TutorialTable


@pytest.mark.parametrize("lesson", T.LESSONS, ids=lambda lesson: lesson.id)
def test_each_lesson_is_completed_by_posting_its_input_events(app, lesson):
    table = open_lesson(app, lesson)
    feed(app, script.lesson_inputs(table))
    for _ in range(120):
        if isinstance(app.top, LessonComplete | ExplainedSummary):
            break
        app.step()
    assert table.lesson_controller.run.done
    assert isinstance(app.top, ExplainedSummary if lesson.id == "scoring" else LessonComplete)
    assert lesson.id in T.load_progress()
    assert table.feedback == WELL_DONE and table.feedback_good


@pytest.mark.parametrize("lesson", T.LESSONS, ids=lambda lesson: lesson.id)
def test_a_wrong_move_is_refused_with_a_nudge_and_changes_nothing(app, lesson):
    table = open_lesson(app, lesson)
    run = table.lesson_controller.run
    before = run.state
    feed(app, script.wrong_inputs(run.step))
    feed(app, [None] * 3)
    assert run.state is before and run.step_index == 0
    assert run.step.nudge in table.feedback and not table.feedback_good
    assert table.messages.toast and table.messages.toast_bad
    assert lesson.id not in T.load_progress()
    feed(app, script.lesson_inputs(table))
    assert run.done, "after a wrong move the lesson can still be finished: never a dead end"


def test_a_refusal_that_names_a_rule_offers_why_which_opens_its_help_section(app):
    table = open_lesson(app, T.LESSONS[0])
    key(app, pygame.K_d, unicode="d")
    assert table.feedback_rule == "S4.3" and table.panel.why.enabled
    key(app, pygame.K_w, unicode="w")
    assert isinstance(app.top, HelpScene)
    assert app.top.section.id == "turn" and "Draw first" in app.top.reason
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_show_me_says_how_and_marks_the_cards_and_the_place(app):
    lesson = next(lesson for lesson in T.LESSONS if lesson.id == "samba")
    table = open_lesson(app, lesson)
    feed(app, script.step_inputs(table, table.lesson_controller.run.step))
    feed(app, [None] * 5)
    key(app, pygame.K_h, unicode="h")
    step = table.lesson_controller.run.step
    assert table.feedback == step.nudge and table.show_me_left > 0
    cards, place, label, _direction = table.targets()
    jack = next(s.rect for s in table.sprites.hand if s.code == "JH")
    assert cards == [jack]
    assert place == next(b.rect for b in table.sprites.melds if b.meld_id == 1) and label


def test_going_out_in_a_lesson_is_staged_card_by_card_then_enter_goes_out(app):
    lesson = next(lesson for lesson in T.LESSONS if lesson.id == "going_out")
    table = open_lesson(app, lesson)
    run = table.lesson_controller.run
    for _ in range(2):
        feed(app, script.step_inputs(table, run.step))
        feed(app, [None] * 5)
    assert table.state.hand.staging.going_out, "after the partner's yes every piece is staged"
    enter = None
    for event in script.step_inputs(table, run.step):  # everything staged, Enter not pressed yet
        if event is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            enter = event
            break
        feed(app, [event])
    staging = table.state.hand.staging
    assert not run.done and len(staging.layoffs) == 1 and staging.discard is not None
    assert not table.state.hand.shown(), "every card is staged"
    assert not isinstance(app.top, ConfirmDialog), "the partner said yes: Go out needs no second question"
    feed(app, [enter])
    assert run.done and run.state.result is not None


def test_replay_restarts_the_lesson_and_next_opens_the_following_one(app):
    table = open_lesson(app, T.LESSONS[0])
    feed(app, script.lesson_inputs(table))
    feed(app, [None] * 10)
    assert isinstance(app.top, LessonComplete)
    key(app, pygame.K_r, unicode="r")
    replayed = app.top
    assert isinstance(replayed, TutorialTable) and replayed is not table
    assert replayed.lesson is T.LESSONS[0] and replayed.lesson_controller.run.step_index == 0
    feed(app, [None] * 10)
    feed(app, script.lesson_inputs(replayed))
    feed(app, [None] * 10)
    key(app, pygame.K_RETURN, unicode="\r")
    assert isinstance(app.top, TutorialTable) and app.top.lesson is T.LESSONS[1]


def test_the_lesson_list_ticks_done_lessons_and_continues_with_the_first_open_one(app):
    T.save_progress({T.LESSONS[0].id, T.LESSONS[2].id})
    app.reset(LessonListScene(app))
    app.step()
    scene = app.top
    assert scene.done == {T.LESSONS[0].id, T.LESSONS[2].id}
    assert [b.primary for b in scene.buttons[:3]] == [False, True, False]
    key(app, pygame.K_RETURN, unicode="\r")
    assert isinstance(app.top, TutorialTable) and app.top.lesson is T.LESSONS[1]
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_tutorial_and_the_rules_are_reached_from_the_title_screen(app):
    app.reset(TitleScene(app))
    key(app, pygame.K_r, unicode="r")
    assert isinstance(app.top, HowToPlayScene)
    key(app, pygame.K_r, unicode="r")
    assert isinstance(app.top, HelpScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_t, unicode="t")
    assert isinstance(app.top, LessonListScene)
    key(app, pygame.K_1, unicode="1")
    assert isinstance(app.top, TutorialTable) and app.top.lesson is T.LESSONS[0]


def test_the_whole_tutorial_runs_through_from_the_lesson_list(app):
    lines: list[str] = []
    feed(app, play_all(app, lines.append))
    assert lines[-1] == f"all {len(T.LESSONS)} lessons completed and ticked"
    assert T.load_progress() == {lesson.id for lesson in T.LESSONS}


def test_samba_tutorial_without_smoke_opens_at_the_lesson_list_with_the_title_below(app):
    from samba.app import open_first_scenes, parse_args

    open_first_scenes(app, parse_args(["--tutorial"]))
    assert isinstance(app.top, LessonListScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_samba_without_tutorial_opens_at_the_title_screen(app):
    from samba.app import open_first_scenes, parse_args

    open_first_scenes(app, parse_args([]))
    assert isinstance(app.top, TitleScene)


def test_the_help_text_says_what_tutorial_does_without_smoke(capsys):
    from samba.app import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--help"])
    assert "lesson list" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lesson", [lesson for lesson in T.LESSONS
                                    if any(step.highlight_place.startswith("meld:") for step in lesson.steps)],
                         ids=lambda lesson: lesson.id)
def test_the_here_arrow_never_covers_the_title_over_the_melds(app, lesson, size):
    """Playtest: the 'Here' tag pointing down at a meld sat on 'You & North — opened'."""
    app.resize(size)
    table = open_lesson(app, lesson)
    pointed = 0
    for event in script.lesson_inputs(table):
        if event is not None:
            pygame.event.post(event)
        app.step()
        _cards, place, label, direction = table.targets()
        if label != "Here" or place is None:
            continue
        app.draw()
        pointed += 1
        footprint = marks.arrow_footprint(place, table.arrow_bounds(), label, app.services.text, direction)
        for title in table.painter.last_labels.titles:
            assert not footprint.colliderect(title.box), f"the arrow covers {title.fitted.text!r}"
    assert pointed, "the lesson pointed at a meld"


def test_esc_in_the_going_out_lesson_with_nothing_staged_goes_back_to_the_lessons_as_the_panel_says(app):
    """Bound to go out with nothing staged there is nothing to cancel: Esc is "Lessons [Esc]" as always."""
    lesson = next(lesson for lesson in T.LESSONS if lesson.id == "going_out")
    table = open_lesson(app, lesson)
    run = table.lesson_controller.run
    for _ in range(2):
        feed(app, script.step_inputs(table, run.step))
        feed(app, [None] * 5)
    assert table.state.hand.staging.going_out and not table.state.hand.staging.ids()
    assert table.bar.by_name["menu"].enabled and table.bar.by_name["menu"].label != "Cancel"
    feed(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert isinstance(app.top, LessonListScene) and not run.done


def test_show_me_words_are_drawn_in_the_teachers_blue_not_a_refusals_red(app):
    """Playtest: Show me's "Click the stock or press S." read as an error, drawn in the refusal's red."""
    from samba.ui.tutorial.caption import BAD, HELP

    table = open_lesson(app, T.LESSONS[1])
    key(app, pygame.K_h, steps=3, unicode="h")
    caption = table.caption()
    assert caption.feedback == table.lesson_controller.run.step.nudge
    text = app.services.text
    assert table.panel.lines(text, caption)[1][-1][2] == HELP
    key(app, pygame.K_t, steps=3, unicode="t")
    assert table.panel.lines(text, table.caption())[1][-1][2] == BAD


def test_the_why_page_quotes_the_refusal_without_sending_the_player_to_why_again(app):
    """The Why? page said "(rule S7.3 — press Why? to read it)" while the player was reading it."""
    table = open_lesson(app, T.LESSONS[1])
    key(app, pygame.K_t, steps=3, unicode="t")
    assert "press Why?" in table.feedback
    key(app, pygame.K_w, steps=3, unicode="w")
    assert isinstance(app.top, HelpScene)
    assert "taking the pile needs a natural pair" in app.top.reason
    assert "press Why?" not in app.top.reason
    assert table.lesson_controller.run.step.nudge not in app.top.reason
