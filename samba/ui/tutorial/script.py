"""The input events a player following a lesson's captions makes: clicks, drags and keys, as pygame events.

Used by ``samba --smoke --tutorial`` and by the tests, so both prove the lessons can be finished with
a mouse and keyboard on the real table (not by calling the engine). Positions are read from the
table's ``Board`` (its sprites and layout) at the moment each event is made, so the script is a
generator: the caller posts what it yields, runs a frame, and asks for the next one. ``None`` means
"just run a frame" (an animation or a dialog is on its way). The script looks at the table only
through the ``Pupil`` questions; it changes nothing on it but by the events it yields.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

import pygame

from samba.engine import parse_cards
from samba.engine.actions import AskGoOut, Discard, DrawStock, GoOut, Meld, TakePile
from samba.game.tutorial import LessonRun, Step
from samba.ui.table.input import Board

Event = pygame.event.Event | None


class Pupil(Protocol):
    """What the script may ask of a lesson table (``TutorialTable`` answers)."""

    @property
    def lesson_run(self) -> LessonRun: ...

    def board(self) -> Board: ...

    def ready_for_input(self) -> bool: ...

    def question(self) -> str:
        """"confirm" or "choice" when a dialog waits for the player's answer, else ""."""
        ...
MAX_WAIT = 600
"""Frames to wait for the table to be ready before the script gives up."""


def mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def key(k: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)


def click(pos: tuple[int, int]) -> Iterator[Event]:
    yield mouse(pygame.MOUSEBUTTONDOWN, pos)
    yield mouse(pygame.MOUSEBUTTONUP, pos)


def drag(start: tuple[int, int], end: tuple[int, int], moves: int = 4) -> Iterator[Event]:
    """Press, move in a few steps, release — as a real mouse does."""
    yield mouse(pygame.MOUSEBUTTONDOWN, start)
    for i in range(1, moves + 1):
        yield mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * i // moves,
                                         start[1] + (end[1] - start[1]) * i // moves))
    yield mouse(pygame.MOUSEBUTTONUP, end)


def card_point(board: Board, code: str, selected: bool | None = None) -> tuple[int, int]:
    """The visible corner of a hand card ``code`` (optionally only a selected / unselected one)."""
    for sprite in board.sprites.hand:
        uid = sprite.key[1]
        if sprite.code == code and (selected is None or (uid in board.hand.selected) == selected):
            return sprite.rect.x + 10, sprite.rect.y + 20
    raise LookupError(f"{code} is not in the hand")


def place_point(board: Board, place: str) -> tuple[int, int]:
    lay = board.lay
    if place == "stock":
        return lay.stock.center
    if place == "pile":
        return lay.pile.center
    if place == "new_meld":
        return lay.new_meld.center
    meld_id = int(place.split(":", 1)[1])
    box = next(b for b in board.sprites.melds if b.meld_id == meld_id)
    return box.rect.center


def groups(codes: tuple[str, ...]) -> list[list[str]]:
    """Split an opening's cards into its groups: naturals by rank, wild cards with the first group."""
    cards = parse_cards(" ".join(codes))
    by_rank: dict[int, list[str]] = {}
    wild: list[str] = []
    for card in cards:
        if card.is_wild:
            wild.append(card.code)
        else:
            by_rank.setdefault(card.rank, []).append(card.code)
    out = list(by_rank.values())
    if out:
        out[0] += wild
    return out


def select(pupil: Pupil, codes: list[str]) -> Iterator[Event]:
    for code in codes:
        yield from click(card_point(pupil.board(), code, selected=False))


def step_inputs(pupil: Pupil, step: Step) -> Iterator[Event]:
    """The events that make the move ``step`` teaches."""
    expect = step.expect.action
    cards = list(step.highlight_cards)
    if expect is DrawStock:
        yield from click(place_point(pupil.board(), "stock"))
    elif expect is AskGoOut:
        yield key(pygame.K_a, "a")
    elif expect is TakePile:
        # The pair is staged on the top card (nothing is taken yet), then T takes the pile as staged.
        yield from select(pupil, cards)
        yield from click(place_point(pupil.board(), "pile"))
        yield key(pygame.K_t, "t")
    elif expect is Discard:
        board = pupil.board()
        # The last card of the hand row that the step allows (lesson 4 keeps its 2♦).
        code = next(c.code for _u, c in reversed(board.hand.shown()) if c.code not in step.expect.avoid)
        yield from drag(card_point(board, code), place_point(board, "pile"))
    elif expect is Meld and step.highlight_place == "new_meld":
        for group in groups(step.highlight_cards):
            yield from select(pupil, group)
            yield key(pygame.K_RETURN, "\r")
        yield key(pygame.K_RETURN, "\r")
    elif expect is GoOut:
        # Going out: every piece is staged (the cards onto the meld, the last card on the pile), then Enter.
        yield from select(pupil, cards)
        board = pupil.board()
        yield from drag(card_point(board, cards[0], selected=True), place_point(board, step.highlight_place))
        board = pupil.board()
        for _uid, card in board.hand.shown()[:1]:
            yield from drag(card_point(board, card.code), place_point(board, "pile"))
        yield key(pygame.K_RETURN, "\r")
    elif expect is Meld:
        yield from select(pupil, cards)
        board = pupil.board()
        yield from drag(card_point(board, cards[0], selected=True), place_point(board, step.highlight_place))
    else:
        raise ValueError(f"no input script for {expect.__name__}")


def wrong_inputs(step: Step) -> Iterator[Event]:
    """A move this step does not want: discarding before drawing, or drawing instead of the lesson's move."""
    if step.expect.action is DrawStock:
        yield key(pygame.K_d, "d")
    else:
        yield key(pygame.K_s, "s")


def lesson_inputs(pupil: Pupil) -> Iterator[Event]:
    """Every event to finish the lesson, answering the going-out confirmation as a player would."""
    run = pupil.lesson_run
    while not run.done:
        waited = 0
        while not pupil.ready_for_input():
            question = pupil.question()
            if question == "confirm":
                yield key(pygame.K_RETURN, "\r")
            elif question == "choice":
                yield key(pygame.K_1, "1")
            else:
                yield None
            waited += 1
            if run.done:
                return
            if waited > MAX_WAIT:
                raise TimeoutError(f"the table never became ready at step {run.step_index + 1}")
        step = run.step
        assert step is not None
        yield from step_inputs(pupil, step)
        for _ in range(3):
            yield None
