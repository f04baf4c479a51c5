"""The animator: the story plays beats in order, glides move beside it; finish and abort stop early differently."""

from __future__ import annotations

from samba.ui.table.animation import Animator, Beat, Flight


def _beat(log: list[str], name: str, seconds: float = 0.4) -> Beat:
    return Beat([Flight(None, (0, 0), (100, 0), (10, 14), seconds)],
                on_start=lambda: log.append(f"{name} start"), on_done=lambda: log.append(f"{name} done"),
                on_abort=lambda: log.append(f"{name} abort"))


def test_story_beats_play_one_after_another_at_the_speed_factor():
    log: list[str] = []
    animator = Animator(factor=2.0)
    animator.add(_beat(log, "a"))
    animator.add(_beat(log, "b"))
    animator.update(0.5)
    assert log == ["a start"] and not animator.idle, "at half speed a 0.4 s beat takes 0.8 s"
    animator.update(0.4)
    assert log == ["a start", "a done", "b start"]


def test_finish_jumps_to_the_end_and_runs_every_beat_s_start_and_outcome_in_order():
    log: list[str] = []
    animator = Animator()
    animator.add(_beat(log, "a"))
    animator.add(_beat(log, "b"))
    animator.glide(_beat(log, "glide"))
    animator.update(0.1)
    animator.finish()
    assert log == ["glide start", "a start", "glide done", "a done", "b start", "b done"]
    assert animator.still and animator.flights() == []


def test_abort_stops_where_it_is_runs_no_outcome_and_drops_what_never_started():
    log: list[str] = []
    animator = Animator()
    animator.add(_beat(log, "a"))
    animator.add(_beat(log, "b"))
    animator.glide(_beat(log, "glide"))
    animator.update(0.1)
    animator.abort()
    assert log == ["glide start", "a start", "glide abort", "a abort"]
    assert animator.still


def test_glides_move_beside_the_story_without_holding_it_up_and_ignore_the_speed_setting():
    log: list[str] = []
    animator = Animator(factor=0.0)  # "instant": the story shows at once
    animator.glide(_beat(log, "glide", 0.2))
    assert animator.idle and not animator.still, "a glide is no story to wait for"
    animator.add(_beat(log, "story"))
    assert log == ["glide start", "story start", "story done"]
    assert [pos for _flight, pos in animator.flights()] == [(0, 0)], "the glide still moves"
    animator.update(0.25)
    assert log[-1] == "glide done" and animator.still


def test_finishing_only_the_glides_leaves_the_story_running():
    log: list[str] = []
    animator = Animator()
    animator.add(_beat(log, "story"))
    animator.glide(_beat(log, "glide"))
    animator.finish(glides_only=True)
    assert log == ["glide start", "glide done"] and not animator.idle


def test_cards_of_a_resting_beat_stay_where_they_landed_until_a_settling_beat_begins():
    log: list[str] = []
    meld = _beat(log, "meld")
    meld.rests = True
    other = _beat(log, "discard")
    end = Beat(hold=0.5, on_start=lambda: log.append("commit"))
    end.settles = True
    animator = Animator()
    for beat in (meld, other, end):
        animator.add(beat)
    animator.update(0.45)
    assert log[-1] == "discard start"
    assert next(pos for _flight, pos in animator.flights()) == (100, 0), "the landed card is still drawn"
    animator.update(0.4)
    assert log[-1] == "commit" and animator.flights() == [], "the committed table shows it from now on"


def test_abort_drops_resting_cards_with_the_story():
    meld = _beat([], "meld")
    meld.rests = True
    animator = Animator()
    animator.add(meld)
    animator.add(_beat([], "next"))
    animator.update(0.45)
    animator.abort()
    assert animator.flights() == []
