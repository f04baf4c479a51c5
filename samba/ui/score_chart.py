"""Drawing a ``ScoreChart``: running totals per side, the target line and the opening-minimum bands.

Drawn with plain pygame shapes (no plotting library ships with the game). Everything it shows comes
from the game layer's ``ScoreChart`` value and ``record.words``; this module only decides where.
Bands alternate two shades with their minimum written at the right edge, so a newcomer sees that
the line crossing 1,500, 3,000 or 7,000 is why the next opening needs more points.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass

import pygame

from samba.game.record import words
from samba.game.record.chart import ScoreChart, Series
from samba.ui import theme
from samba.ui.theme import Text

BAND_SHADES = ((16, 66, 44), (24, 84, 57))
GRID = (60, 120, 90)


def _nice_step(span: int, slots: int) -> int:
    raw = max(1, span // max(1, slots))
    for step in (500, 1000, 2000, 2500, 5000, 10000, 20000, 50000):
        if step >= raw:
            return step
    return raw


@dataclass(frozen=True, slots=True)
class Drawn:
    """Where ``draw_chart`` put the bands' labels and the hands' marks (for a test to read)."""

    labels: list[pygame.Rect]
    marks: list[tuple[int, int]]
    texts: list[str] = dataclasses.field(default_factory=list)
    """The bands' labels' words, in the order of ``labels``."""
    lines: list[list[tuple[int, int]]] = dataclasses.field(default_factory=list)
    """Each side's score line as drawn (its points, the first one included)."""
    axis: list[int] = dataclasses.field(default_factory=list)
    """The scores written beside the vertical axis."""
    shapes: list[tuple[int, tuple[int, int], int]] = dataclasses.field(default_factory=list)
    """Each hand's mark as drawn: its side, centre and radius."""
    plot: pygame.Rect | None = None
    """The plot's frame."""
    target_label: pygame.Rect | None = None
    """Where the target's label ("Game: 10,000") went."""


def draw_chart(surface: pygame.Surface, area: pygame.Rect, chart: ScoreChart, text: Text, *,
               note: bool = True) -> Drawn:
    """Paint ``chart`` inside ``area`` (a panel with legend, plot and, if ``note``, the bands' note); returns where
    the bands' labels went ("Opening: 90 points"), each at the end of its band the score lines cross least, and
    where each hand's mark is."""
    theme.panel(surface, area, fill=theme.PANEL, radius=10)
    small = 16 if area.h < 300 else 18 if area.h < 560 else 22
    inner = area.inflate(-20, -16)
    rows = _legend_rows(chart, text, small, inner.w)
    legend_h = (small + 8) * len(rows)
    note_lines = text.wrap(words.chart_note(_thresholds(chart)), small, inner.w) if note else []
    note_h = (small + 2) * len(note_lines) + (6 if note_lines else 0)
    axis_w = text.width("-10,000", small) + 8
    plot = pygame.Rect(inner.x + axis_w, inner.y + legend_h, inner.w - axis_w - 4,
                       inner.h - legend_h - note_h - small - 8)
    if plot.w < 60 or plot.h < 40:
        return Drawn([], [])
    _legend(surface, pygame.Rect(inner.x, inner.y, inner.w, legend_h), rows, text, small)
    low, high = chart.low, chart.high
    high = high + max(200, (high - low) // 20)
    if low < 0:
        # A side below zero opens with the ladder's lowest minimum (15 in Samba, S12.1): give the band under 0
        # room for its label, or the band above it ("Opening: 50 points") would seem to reach down to the line.
        room = small + 8
        if plot.h > 2 * room:
            low = min(low, -(room * high) // (plot.h - room) - 1)
    span = max(1, high - low)

    def y_of(score: int) -> int:
        return plot.bottom - round((score - low) * plot.h / span)

    hands = max(1, chart.hands)

    def x_of(index: int) -> int:
        return plot.x + round(index * plot.w / hands)

    previous_clip = surface.get_clip()
    surface.set_clip(plot)
    labels: list[tuple[int, str, str, int, int]] = []
    for i, band in enumerate(chart.bands):
        floor = low if i == 0 else max(band.low, low)  # the lowest band reaches the foot of the plot
        top, bottom = y_of(min(band.high, high)), y_of(floor)
        if bottom <= plot.y or top >= plot.bottom:
            continue
        pygame.draw.rect(surface, BAND_SHADES[i % 2], pygame.Rect(plot.x, top, plot.w, bottom - top))
        if bottom - top >= small + 2:
            labels.append((i, words.band_label(band.minimum), band.minimum, max(top, plot.y),
                           min(bottom, plot.bottom)))
    surface.set_clip(previous_clip)
    pygame.draw.rect(surface, GRID, plot, 1)
    axis = _y_axis(surface, plot, chart, text, small, y_of, low, high)
    target_y = y_of(chart.target)
    for x in range(plot.x, plot.right, 14):
        pygame.draw.line(surface, theme.GOLD, (x, target_y), (min(x + 8, plot.right), target_y), 2)
    target_label = _target_label(surface, plot, target_y, words.target_label(chart.target), text, small)
    _x_axis(surface, plot, chart, text, small, x_of)
    # Every side's line drawn whole and every hand marked with its side's own shape: the player's thick line
    # first, the others thinner over it, so two sides with close scores (1,365 v 1,360) both show.
    ordered = sorted(chart.series, key=lambda s: not s.mine)
    for series in ordered:
        colour = theme.SIDE_COLOURS[series.side % len(theme.SIDE_COLOURS)]
        points = [(x_of(i), y_of(total)) for i, total in enumerate(series.totals)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, 4 if series.mine else 2)
    shapes = _mark_places(ordered, x_of, y_of, plot.right + 8)
    for side, centre, radius in shapes:
        colour = theme.SIDE_COLOURS[side % len(theme.SIDE_COLOURS)]
        mark(surface, colour, centre, side, radius)
    lines = [[(x_of(i), y_of(total)) for i, total in enumerate(series.totals)] for series in chart.series]
    centres = [centre for _side, centre, _radius in shapes]
    size, places = _label_places(labels, plot, lines, text, small, centres)
    placed: list[pygame.Rect] = []
    said: list[str] = []
    for (i, *_band), place in zip(labels, places, strict=True):  # on a veil of the band's shade
        if place is None:
            continue  # every place in the band is near a line: the axis and the note tell the band instead
        label, where = place
        veil = pygame.Surface(where.inflate(8, 2).size, pygame.SRCALPHA)
        veil.fill((*BAND_SHADES[i % 2], 200))
        surface.blit(veil, where.inflate(8, 2))
        surface.blit(text.render(label, size, theme.INK_DIM), where)
        placed.append(where)
        said.append(label)
    if chart.hands == 0:
        text.blit(surface, words.no_hands_yet(), small, plot.center, theme.INK_DIM, anchor="center")
    y = plot.bottom + small + 10
    for line in note_lines:
        text.blit(surface, line, small, (inner.x, y), theme.INK_DIM)
        y += small + 2
    return Drawn(placed, centres, said, lines, axis, shapes, plot, target_label)


TARGET_GAP = 6
"""Pixels between the dashed target line and its label: the words read as the line's, not as lying on it."""


def _target_label(surface: pygame.Surface, plot: pygame.Rect, target_y: int, label: str, text: Text,
                  size: int) -> pygame.Rect:
    """The target's label beside its dashed line, ``TARGET_GAP`` clear of it and inside the plot: above the line
    where the plot has room there, else under it (playtest p8: near the top of the plot it sat on the line with
    the plot's frame through its letters)."""
    height = text.font(size).get_height()
    if target_y - TARGET_GAP - height >= plot.y + 2:
        return text.blit(surface, label, size, (plot.x + 6, target_y - TARGET_GAP), theme.GOLD, anchor="bottomleft")
    return text.blit(surface, label, size, (plot.x + 6, target_y + TARGET_GAP), theme.GOLD, anchor="topleft")


MARK_GAP = 2
"""Pixels between two sides' marks that would otherwise lie on each other."""


def _mark_places(series: list[Series], x_of, y_of, right: int) -> list[tuple[int, tuple[int, int], int]]:
    """Each hand's mark of each side (side, centre, radius). Marks of one hand that would touch (close scores:
    1,365 v 1,360, or equal ones) are set side by side across the hand's x, in the order of the sides, so each
    side's shape shows whole instead of the last drawn hiding the others (playtest: at equal scores the player's
    circle lay under West & East's square, only a sliver of it in sight). No mark reaches past ``right``."""
    shapes: list[tuple[int, tuple[int, int], int]] = []
    hands = max((len(s.totals) for s in series), default=0)
    for index in range(1, hands):
        here = sorted(((s.side, y_of(s.totals[index]), 5 if s.mine else 4) for s in series if index < len(s.totals)),
                      key=lambda m: (m[1], m[0]))
        clusters: list[list[tuple[int, int, int]]] = []
        for item in here:
            if clusters and item[1] - clusters[-1][-1][1] <= clusters[-1][-1][2] + item[2] + 1:
                clusters[-1].append(item)
            else:
                clusters.append([item])
        x = x_of(index)
        for cluster in clusters:
            cluster.sort(key=lambda m: m[0])
            width = sum(2 * radius + 2 for _side, _y, radius in cluster) + MARK_GAP * (len(cluster) - 1)
            left = min(x - width // 2, right - width)
            for side, y, radius in cluster:
                centre_x = x if len(cluster) == 1 else left + radius + 1
                shapes.append((side, (centre_x, y), radius))
                left += 2 * radius + 2 + MARK_GAP
    return shapes


LABEL_GAP = 5
"""Pixels kept free between a band's label and the middle of any score line (a line is up to 4 px thick, a
hand's mark 5 px in radius): a label never touches a line, so no line seems to run over or under it."""


def _label_places(labels: list[tuple[int, str, str, int, int]], plot: pygame.Rect,
                  lines: list[list[tuple[int, int]]], text: Text, small: int,
                  marks: list[tuple[int, int]]) -> tuple[int, list[tuple[str, pygame.Rect] | None]]:
    """One size and one wording for all the bands' labels, and a clear place for each (None: none clear).

    The first of these at which every label finds a place away from the lines: "Opening: 90 points" in the
    chart's size or a little smaller; then just "90 points" (the note under the chart says what the bands'
    figures are); then either, down to 12; else whichever places the most. A long translation ("Para abrir:
    90 puntos") is written shorter or smaller rather than left out, and the labels never differ in size."""
    tries = [(size, full) for full in (True, False) for size in range(small, small - 3, -1)]
    tries += [(size, full) for size in range(small - 3, 11, -1) for full in (True, False)]
    best: tuple[int, int, list[tuple[str, pygame.Rect] | None]] | None = None
    for size, full in tries:
        places: list[tuple[str, pygame.Rect] | None] = []
        for _i, label, short, top, bottom in labels:
            words_ = label if full else short
            rect = pygame.Rect(0, 0, text.width(words_, size), text.font(size).get_height())
            where = _clear_place(rect, plot, top, bottom, lines, marks)
            places.append(None if where is None else (words_, where))
        found = sum(place is not None for place in places)
        if found == len(labels):
            return size, places
        if best is None or found > best[0]:
            best = (found, size, places)
    return (best[1], best[2]) if best is not None else (small, [])


def _clear_place(label: pygame.Rect, plot: pygame.Rect, top: int, bottom: int,
                 lines: list[list[tuple[int, int]]], marks: list[tuple[int, int]]) -> pygame.Rect | None:
    """Where a band's label keeps ``LABEL_GAP`` from every score line: at the foot of the band, else at its head,
    else its middle, from the right end leftwards; None when the lines run near it everywhere (a label must never
    hide a side's score line)."""
    steps = 8
    if label.w > plot.w - 12:
        return None
    for y_anchor in ("bottom", "top", "middle"):
        for k in range(steps + 1):
            x = plot.right - 6 - label.w - (plot.w - 12 - label.w) * k // steps
            rect = label.copy()
            rect.x = x
            if y_anchor == "bottom":
                rect.bottom = bottom - 3
            elif y_anchor == "top":
                rect.top = top + 3
            else:
                rect.centery = (top + bottom) // 2
            if rect.top < top or rect.bottom > bottom or not plot.contains(rect):
                continue
            if not _crossings(rect.inflate(8 + 2 * LABEL_GAP, 2 + 2 * LABEL_GAP), lines, marks):
                return rect
    return None


def _crossings(rect: pygame.Rect, lines: list[list[tuple[int, int]]], marks: list[tuple[int, int]]) -> int:
    """How much of the score lines ``rect`` would hide: points sampled every few pixels along each line, and the
    hands' marks as drawn (beside each other where scores are close)."""
    hidden = 0
    for points in lines:
        for (x0, y0), (x1, y1) in itertools.pairwise(points):
            steps = max(1, max(abs(x1 - x0), abs(y1 - y0)) // 3)
            hidden += sum(1 for k in range(steps + 1)
                          if rect.collidepoint(x0 + (x1 - x0) * k // steps, y0 + (y1 - y0) * k // steps))
    return hidden + sum(4 for point in marks if rect.collidepoint(point))  # a hand's mark counts most


def mark(surface: pygame.Surface, colour: tuple[int, int, int], centre: tuple[int, int], side: int,
         radius: int) -> None:
    """A hand's mark in its side's shape (circle, square, triangle, diamond, in turn), so two sides' marks at
    the same place still tell apart, whatever their colours look like to the player."""
    x, y = centre
    shape = side % 4
    if shape == 0:
        pygame.draw.circle(surface, colour, centre, radius)
    elif shape == 1:
        pygame.draw.rect(surface, colour, pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius))
    elif shape == 2:
        pygame.draw.polygon(surface, colour, [(x, y - radius - 1), (x + radius + 1, y + radius),
                                              (x - radius - 1, y + radius)])
    else:
        pygame.draw.polygon(surface, colour, [(x, y - radius - 1), (x + radius + 1, y), (x, y + radius + 1),
                                              (x - radius - 1, y)])


def _thresholds(chart: ScoreChart) -> list[int]:
    return [band.low for band in chart.bands if 0 < band.low < chart.target]


def _legend_label(series: Series) -> str:
    return f"{series.name}: {words.points(series.totals[-1])}"


def _legend_rows(chart: ScoreChart, text: Text, size: int, width: int) -> list[list[Series]]:
    """The sides' legend entries in rows as wide as ``width``: a third side that does not fit beside the first two
    goes on a second row (six players on the score screen's narrow panel: "Northwest & East" was left out)."""
    rows: list[list[Series]] = [[]]
    used = 0
    for series in chart.series:
        entry = text.width(_legend_label(series), size, bold=series.mine) + 30
        if rows[-1] and used + entry > width:
            rows.append([])
            used = 0
        rows[-1].append(series)
        used += entry
    return rows


def _legend(surface: pygame.Surface, area: pygame.Rect, rows: list[list[Series]], text: Text, size: int) -> None:
    for row, entries in enumerate(rows):
        x, y = area.x, area.y + row * (size + 8)
        for series in entries:
            colour = theme.SIDE_COLOURS[series.side % len(theme.SIDE_COLOURS)]
            label = _legend_label(series)
            pygame.draw.rect(surface, colour, pygame.Rect(x, y + size // 2 - 1, 18, 3))
            mark(surface, colour, (x + 9, y + size // 2), series.side, 4)  # the shape of this side's marks
            text.blit(surface, label, size, (x + 22, y), theme.INK, bold=series.mine)
            x += text.width(label, size, bold=series.mine) + 30


def _y_axis(surface, plot, chart, text, size, y_of, low, high) -> list[int]:
    marks = {0, *(b.low for b in chart.bands if low <= b.low <= high)}
    step = _nice_step(high - low, max(2, plot.h // 60))
    value = (low // step) * step
    while value <= high:
        if value >= low:
            marks.add(value)
        value += step
    drawn: list[int] = []
    written: list[int] = []
    # Zero first (where a side's opening needs change, and what "below zero" means), then the bands' edges,
    # then the even steps: a mark too close to one already drawn is left out.
    band_lows = {b.low for b in chart.bands}
    for value in sorted(marks, key=lambda v: (v != 0, v not in band_lows, v)):
        y = y_of(value)
        if not plot.y <= y <= plot.bottom or any(abs(y - other) < size for other in drawn):
            continue
        drawn.append(y)
        pygame.draw.line(surface, GRID, (plot.x - 4, y), (plot.x, y))
        text.blit(surface, words.points(value), size, (plot.x - 6, y), theme.INK_DIM, anchor="midright")
        written.append(value)
    return written


def _x_axis(surface, plot, chart, text, size, x_of) -> None:
    hands = chart.hands
    every = max(1, -(-hands * 28 // max(1, plot.w)))
    for index in range(1, hands + 1):
        if index % every and index != hands:
            continue
        x = x_of(index)
        pygame.draw.line(surface, GRID, (x, plot.bottom), (x, plot.bottom + 4))
        text.blit(surface, str(chart.first_hand + index - 1), size, (x, plot.bottom + 5), theme.INK_DIM,
                  anchor="midtop")
