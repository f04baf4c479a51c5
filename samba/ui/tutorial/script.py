"""The input events a player following a lesson's captions makes: clicks, drags and keys, as pygame events.

Used by ``samba --smoke --tutorial`` and by the tests, so both prove the lessons can be finished with
a mouse and keyboard on the real table (not by calling the engine). Positions are read from the
table's sprites at the moment each event is made, so the script is a generator: the caller posts
what it yields, runs a frame, and asks for the next one. ``None`` means "just run a frame" (an
animation or a dialog is on its way).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from samba.engine.actions import AskGoOut, Discard, DrawStock, GoOut, Meld, TakePile
from samba.engine.cards import parse_cards
from samba.game.tutorial import Step
from samba.ui.scenes.dialogs import ChoiceDialog, ConfirmDialog

Event = pygame.event.Event | None
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


def card_point(table, code: str, selected: bool | None = None) -> tuple[int, int]:
    """The visible corner of a hand card ``code`` (optionally only a selected / unselected one)."""
    table._refresh()
    for sprite in table.sprites.hand:
        uid = sprite.key[1]
        if sprite.code == code and (selected is None or (uid in table.hand.selected) == selected):
            return sprite.rect.x + 10, sprite.rect.y + 20
    raise LookupError(f"{code} is not in the hand")


def place_point(table, place: str) -> tuple[int, int]:
    table._refresh()
    if place == "stock":
        return table.lay.stock.center
    if place == "pile":
        return table.lay.pile.center
    if place == "new_meld":
        return table.lay.new_meld.center
    meld_id = int(place.split(":", 1)[1])
    box = next(b for b in table.sprites.melds if b.meld_id == meld_id)
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


def select(table, codes: list[str]) -> Iterator[Event]:
    for code in codes:
        yield from click(card_point(table, code, selected=False))


def step_inputs(table, step: Step) -> Iterator[Event]:
    """The events that make the move ``step`` teaches."""
    expect = step.expect.action
    cards = list(step.highlight_cards)
    if expect is DrawStock:
        yield from click(place_point(table, "stock"))
    elif expect is AskGoOut:
        yield key(pygame.K_a, "a")
    elif expect is TakePile:
        yield from select(table, cards)
        yield from click(place_point(table, "pile"))
    elif expect is Discard:
        # The last card of the hand row that the step allows (lesson 4 keeps its 2♦).
        code = next(c.code for _u, c in reversed(table.hand.shown()) if c.code not in step.expect.avoid)
        yield from drag(card_point(table, code), place_point(table, "pile"))
    elif expect is Meld and step.highlight_place == "new_meld":
        for group in groups(step.highlight_cards):
            yield from select(table, group)
            yield key(pygame.K_RETURN, "\r")
        yield key(pygame.K_RETURN, "\r")
    elif expect in (Meld, GoOut):
        yield from select(table, cards)
        yield from drag(card_point(table, cards[0], selected=True), place_point(table, step.highlight_place))
    else:
        raise ValueError(f"no input script for {expect.__name__}")


def wrong_inputs(table, step: Step) -> Iterator[Event]:
    """A move this step does not want: discarding before drawing, or drawing instead of the lesson's move."""
    if step.expect.action is DrawStock:
        yield key(pygame.K_d, "d")
    else:
        yield key(pygame.K_s, "s")


def ready(table) -> bool:
    return table.app.top is table and table.animator.idle and not table.snaps and table.controller.human_to_act()


def lesson_inputs(table) -> Iterator[Event]:
    """Every event to finish the lesson on ``table``, answering the going-out confirmation as a player would."""
    run = table.lesson_controller.run
    while not run.done:
        waited = 0
        while not ready(table):
            top = table.app.top
            if isinstance(top, ConfirmDialog):
                yield key(pygame.K_RETURN, "\r")
            elif isinstance(top, ChoiceDialog):
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
        yield from step_inputs(table, step)
        for _ in range(3):
            yield None
