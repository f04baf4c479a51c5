"""Rings and arrows that show a newcomer which cards to use and where to put them.

Pure drawing: given rectangles and a clock, it paints. The tutorial table and the hint both use it,
so "look here" looks the same everywhere. The colour is a light blue that no other table mark uses
(green means "would accept a drop", gold is the keyboard cursor), so it reads as the teacher's hand.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame
from pygame import Rect

TUTOR = (110, 205, 255)
TUTOR_DARK = (10, 40, 70)
ARROW = 34
"""Length of an arrow, pixels."""


def pulse(clock: float, period: float = 1.1) -> float:
    """0..1..0 over ``period`` seconds: the rings breathe so the eye finds them."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (clock % period) / period)


RING_GAP = 4
"""How far a ring stands off its rectangle at the low of its pulse, pixels."""
RING_BREATH = 4
"""How much farther it stands at the high of its pulse."""
RING_STRONG = 3
"""How much farther still while Show me makes the marks louder."""
GLOW = 6
"""The soft glow outside the ring's line."""


def ring_reach(strong: bool = False) -> int:
    """How far a ring and its glow reach beyond the rectangle it is drawn around, at the widest of its pulse."""
    return RING_GAP + RING_BREATH + (RING_STRONG if strong else 0) + GLOW


def ring(surface: pygame.Surface, rect: Rect, clock: float, strong: bool = False) -> None:
    """A glowing outline around ``rect``."""
    grow = RING_GAP + int(RING_BREATH * pulse(clock)) + (RING_STRONG if strong else 0)
    outer = rect.inflate(grow * 2, grow * 2)
    glow = pygame.Surface(outer.inflate(2 * GLOW, 2 * GLOW).size, pygame.SRCALPHA)
    alpha = 70 + int(60 * pulse(clock))
    pygame.draw.rect(glow, (*TUTOR, alpha), glow.get_rect(), GLOW, border_radius=12)
    surface.blit(glow, outer.inflate(2 * GLOW, 2 * GLOW).topleft)
    pygame.draw.rect(surface, TUTOR, outer, 3, border_radius=9)


def ring_footprint(rect: Rect, strong: bool = False) -> Rect:
    """Everything ``ring`` may cover round ``rect`` over a whole pulse: what a banner must keep clear of."""
    reach = ring_reach(strong)
    return rect.inflate(2 * reach, 2 * reach)


def rings(surface: pygame.Surface, rects: Iterable[Rect], clock: float, strong: bool = False) -> None:
    for rect in rects:
        ring(surface, rect, clock, strong)


BOB = 6
"""How far an arrow bobs towards its target, pixels."""
LABEL_SIZE = 18


def _shape(target: Rect, bob: int, direction: str) -> tuple[list[tuple[int, int]], tuple[int, int], str]:
    """The arrow's polygon, and where its label goes (point and anchor), for one moment of the bob."""
    if direction == "up":
        tip = (target.centerx, target.bottom + 8 + bob)
        shape = [(0, 0), (-14, 16), (-6, 16), (-6, ARROW), (6, ARROW), (6, 16), (14, 16)]
        label_pos, anchor = (tip[0], tip[1] + ARROW + 2), "midtop"
    elif direction == "left":
        tip = (target.right + 8 + bob, target.centery)
        shape = [(0, 0), (16, -14), (16, -6), (ARROW, -6), (ARROW, 6), (16, 6), (16, 14)]
        label_pos, anchor = (tip[0] + ARROW + 4, tip[1]), "midleft"
    elif direction == "right":
        tip = (target.x - 8 - bob, target.centery)
        shape = [(0, 0), (-16, -14), (-16, -6), (-ARROW, -6), (-ARROW, 6), (-16, 6), (-16, 14)]
        label_pos, anchor = (tip[0] - ARROW - 4, tip[1]), "midright"
    else:
        tip = (target.centerx, target.y - 8 - bob)
        shape = [(0, 0), (-14, -16), (-6, -16), (-6, -ARROW), (6, -ARROW), (6, -16), (14, -16)]
        label_pos, anchor = (tip[0], tip[1] - ARROW - 2), "midbottom"
    return [(tip[0] + dx, tip[1] + dy) for dx, dy in shape], label_pos, anchor


def _label_box(text, label: str, label_pos: tuple[int, int], anchor: str, bounds: Rect) -> Rect:
    image = text.render(label, LABEL_SIZE, TUTOR_DARK, bold=True)
    box = image.get_rect(**{anchor: label_pos}).inflate(10, 4)
    box.clamp_ip(bounds)
    return box


def arrow(surface: pygame.Surface, target: Rect, clock: float, bounds: Rect, label: str = "",
          text=None, direction: str = "down") -> None:
    """A bobbing arrow pointing at ``target``: ``down`` from above it, ``up`` from below, ``right`` from the left,
    ``left`` from the right."""
    points, label_pos, anchor = _shape(target, int(BOB * pulse(clock)), direction)
    pygame.draw.polygon(surface, TUTOR, points)
    pygame.draw.polygon(surface, TUTOR_DARK, points, 2)
    if label and text is not None:
        box = _label_box(text, label, label_pos, anchor, bounds)
        pygame.draw.rect(surface, TUTOR, box, border_radius=6)
        image = text.render(label, LABEL_SIZE, TUTOR_DARK, bold=True)
        surface.blit(image, image.get_rect(center=box.center))


def arrow_footprint(target: Rect, bounds: Rect, label: str, text, direction: str = "down") -> Rect:
    """Everything ``arrow`` may cover over a whole bob, label included: what a banner must keep clear of."""
    parts: list[Rect] = []
    for bob in (0, BOB):
        points, label_pos, anchor = _shape(target, bob, direction)
        xs, ys = [x for x, _y in points], [y for _x, y in points]
        parts.append(Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
        if label:
            parts.append(_label_box(text, label, label_pos, anchor, bounds))
    return parts[0].unionall(parts[1:])


def room_beside(label: str, text) -> int:
    """How much felt a ``left`` arrow and its label take to the right of their target, over a whole bob."""
    return 8 + BOB + ARROW + 4 + text.width(label, LABEL_SIZE, bold=True) + 10
