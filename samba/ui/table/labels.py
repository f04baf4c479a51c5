"""Every word the table writes, with the box it may fill: planned once per frame, drawn by ``draw.py``.

The plan is pure given a ``Measure`` (the real font's widths): the painter draws exactly these labels,
and the geometry test checks that each fits its box at every window size, player count and stage of a
hand — and can be run again with other wordings (``label_words``) to try a translation. Each label is
the first of its designed wordings that fits (``fit.choose``); none is cut with an ellipsis.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from pygame import Rect

from samba.engine import Observation
from samba.engine.analysis import going_out_need
from samba.game.rule_words import opening_status, requirement_words, samba_missing
from samba.i18n import _, number
from samba.ui import theme
from samba.ui.fit import Fitted, Measure, choose, sentence_variants

from . import label_words as W
from . import layout as L
from .view import Scene

BADGE_COLOURS = {"practice": (236, 138, 52), "watching": (120, 190, 255)}
CHIP_COLOURS = {"natural": (232, 190, 60), "mixed": (190, 198, 205), "samba": (222, 80, 70),
                "bolivia": (150, 110, 220)}
NEW_MELD_IDLE = (150, 205, 170)
"""The New meld zone's words when nothing is dragged: light enough to read on the felt."""


@dataclass(frozen=True, slots=True)
class Label:
    name: str
    """What it is, for a test's message: "status", "title 1", "chip 12"..."""
    box: Rect
    fitted: Fitted
    colour: tuple[int, ...] = theme.INK
    anchor: str = "midleft"
    fill: tuple[int, ...] | None = None
    """A pill drawn behind the words (chips, badges)."""

    @property
    def pos(self) -> tuple[int, int]:
        x, y = getattr(self.box, self.anchor)
        return int(x), int(y)


@dataclass(slots=True)
class TableLabels:
    status: list[Label] = field(default_factory=list)
    badges: list[Label] = field(default_factory=list)
    titles: list[Label] = field(default_factory=list)
    cues: list[Label] = field(default_factory=list)
    chips: list[Label] = field(default_factory=list)
    plates: list[Label] = field(default_factory=list)
    score: list[Label] = field(default_factory=list)
    stock: list[Label] = field(default_factory=list)
    new_meld: list[Label] = field(default_factory=list)

    def all(self) -> Iterator[Label]:
        for group in (self.status, self.badges, self.titles, self.cues, self.chips, self.plates, self.score,
                      self.stock, self.new_meld):
            yield from group


@dataclass(frozen=True, slots=True)
class Words:
    """What the table says that is not in the observation (filled in by the scene from its ``Look``)."""

    status: str = ""
    names: dict[int, str] = field(default_factory=dict)
    levels: dict[int, str] = field(default_factory=dict)
    side_names: dict[int, str] = field(default_factory=dict)
    thinking: int | None = None
    deal_counts: dict[int, int] | None = None
    staged: tuple[int, int] | None = None
    """Points staged for the opening and the side's minimum."""
    badges: tuple[tuple[str, ...], ...] = ()
    """Pills at the right of the status line (practice options, watching), each as its wordings."""
    plan: tuple[tuple[str, ...], ...] | None = None
    """A pile take or a going out gathered beside the hand: the New meld zone's line options, longest first."""
    plan_ready: bool = False
    reserve_right: int = 0
    """Room left free at the right end of the status line (a folded problem's tab lies there)."""


def sizes(lay: L.Layout, *design: int) -> list[int]:
    return [lay.font(size) for size in design]


def plan(lay: L.Layout, obs: Observation | None, scene: Scene, words: Words, measure: Measure,
         viewer: int) -> TableLabels:
    out = TableLabels()
    _status(out, lay, words, measure)
    if obs is None:
        return out
    _titles(out, lay, obs, scene, words, measure)
    _chips(out, lay, scene, measure)
    _plates(out, lay, obs, words, measure, viewer)
    _score(out, lay, obs, words, measure)
    _stock(out, lay, obs, measure)
    _new_meld(out, lay, words, measure)
    return out


def _status(out: TableLabels, lay: L.Layout, words: Words, measure: Measure) -> None:
    """The status sentence and the badges at its right. The sentence's words come first: when its longest
    wording that fits would lose words beside the badges' longest wordings, the badges take their shortest
    ("PRACTICE") — and the sentence never runs under a badge (its shortenings are whole sentences)."""
    variants = sentence_variants(words.status)
    choices = [_status_with(lay, words, measure, variants, shortest) for shortest in (False, True)]
    status, badges = min(choices, key=lambda choice: variants.index(choice[0].fitted.text)
                         if choice[0].fitted.text in variants else len(variants))
    out.status.append(status)
    out.badges.extend(badges)


def _status_with(lay: L.Layout, words: Words, measure: Measure, variants: list[str],
                 shortest_badges: bool) -> tuple[Label, list[Label]]:
    bar = lay.status
    pad = lay.font(12)
    right = bar.right - pad - words.reserve_right
    badges: list[Label] = []
    # The badges keep at most a third of the bar; the status sentence gets the rest.
    room = max(0, bar.w // 3 - words.reserve_right // 2)
    for wordings in reversed(words.badges):
        fitted = choose(wordings[-1:] if shortest_badges else wordings, room, sizes(lay, 17, 15), measure, bold=True)
        width = measure(fitted.text, fitted.size, True) + lay.font(14)
        box = Rect(right - width, bar.y + 4, width, bar.h - 8)
        kind = "watching" if wordings == W.WATCHING else "practice"
        badges.append(Label(f"badge {kind}", box, fitted, theme.INK_DARK, "center", BADGE_COLOURS[kind]))
        right = box.x - pad
        room = max(0, room - width - pad)
    box = Rect(bar.x + pad, bar.y, right - bar.x - 2 * pad, bar.h)
    fitted = choose(variants, box.w, sizes(lay, 22, 20, 18, 16), measure, bold=True)
    return Label("status", box, fitted, theme.GOLD, "midleft"), badges


def _titles(out: TableLabels, lay: L.Layout, obs: Observation, scene: Scene, words: Words, measure: Measure) -> None:
    for side in lay.meld_areas:
        box = lay.title_box(side)
        area = scene.areas.get(side)
        if area is not None and area.scrolls:
            # The cues take the right end of the title strip: how many melds are out of sight each way.
            cue_sizes = sizes(lay, 16, 14)
            ways = (("down", area.hidden_below, W.CUE_DOWN), ("up", area.hidden_above, W.CUE_UP))
            for name, count, cue_words in ways:
                if not count:
                    continue
                fitted = choose(W.fill(cue_words, count=count), box.w // 4, cue_sizes, measure, bold=True)
                width = measure(fitted.text, fitted.size, True) + 10
                cue = Rect(box.right - width, box.y, width, box.h)
                out.cues.append(Label(f"cue {name} {side}", cue, fitted, theme.GOLD, "center", (12, 48, 32)))
                box = Rect(box.x, box.y, cue.x - 6 - box.x, box.h)
        members = obs.sides[side] if side < len(obs.sides) else ()
        values = {"side": words.side_names.get(side, _("Side {number}").format(number=side + 1)),
                  "short": W.short_side(members, words.names)}
        if obs.opened[side]:
            variants = W.fill(W.AREA_OPENED, **values)
        else:
            need = obs.requirement(side)
            variants = W.fill(W.AREA_NEEDS, need=requirement_words(need), need_short=W.requirement_short(need.points,
                              need.canasta), **values)
        fitted = choose(variants, box.w, sizes(lay, 18, 16, 15), measure)
        out.titles.append(Label(f"title {side}", box, fitted, theme.INK_DIM, "midleft"))


CHIP_LEVELS = 4
"""A chip's wordings by how short they are: with the count, the word, its abbreviation, its letter."""


def _chip_levels(variants: list[str]) -> list[str]:
    """``variants`` (longest first) as one per level: a kind with fewer wordings ("Samba", "S") repeats its
    longest, so every kind's last is its letter."""
    return [variants[0]] * (CHIP_LEVELS - len(variants)) + list(variants)


def _chips(out: TableLabels, lay: L.Layout, scene: Scene, measure: Measure) -> None:
    """The canastas' chips, all worded at one level: where one chip has room only for "Nat.", the others say
    "Mix.", never "Mixed" beside "Nat." (playtest) — the shortest level any chip needs. While every chip has
    room for its whole word, each adds its count of cards where that fits too."""
    size = sizes(lay, 14)
    chips = [(box.meld_id, box.complete, box.chip, _chip_levels(W.fill(W.CHIPS[box.complete], count=box.count)))
             for box in scene.melds if box.complete and box.chip is not None]
    level = max((next((i for i, words in enumerate(levels) if measure(words, size[-1], True) <= chip.w - 6),
                      CHIP_LEVELS - 1) for _id, _kind, chip, levels in chips), default=0)
    if level <= 1:
        level = 0  # the count is added where it fits: "Natural" beside "Mixed, 7 cards" says each word whole
    for meld_id, kind, chip, levels in chips:
        fitted = choose(levels[level:], chip.w - 6, size, measure, bold=True)
        out.chips.append(Label(f"chip {meld_id}", chip, fitted, theme.INK_DARK, "center", CHIP_COLOURS[kind]))


def fan_slots(lay: L.Layout, plate: Rect) -> int:
    """How many card backs a plate shows (none with open hands: the tray shows the cards themselves)."""
    if lay.trays:
        return 0
    return 5 if plate.w >= lay.font(170) else 1


def fan_origin(lay: L.Layout, plate: Rect) -> tuple[int, int]:
    return plate.x + 8, plate.y + (plate.h - lay.cards.small[1]) // 2 if not lay.trays else plate.y + 6


def _plates(out: TableLabels, lay: L.Layout, obs: Observation, words: Words, measure: Measure, viewer: int) -> None:
    sw = lay.cards.small[0]
    for seat, plate in lay.seats.items():
        if seat == viewer:
            continue
        slots = fan_slots(lay, plate)
        tray = lay.trays.get(seat)
        x = plate.x + 8 + (sw + (slots - 1) * 7 + 8 if slots else 0)
        right = tray.x - 4 if tray is not None and tray.x > plate.x + 20 else plate.right - 6
        width = right - x
        line = lay.font(17)
        top = plate.y + lay.font(4)
        name = words.names.get(seat, _("Seat {number}").format(number=seat + 1))
        fitted = choose([name, W.short_name(name)], width, sizes(lay, 19, 17), measure, bold=True)
        out.plates.append(Label(f"name {seat}", Rect(x, top, width, line), fitted, theme.INK, "midleft"))
        count = obs.hand_sizes[seat] if words.deal_counts is None else words.deal_counts.get(seat, 0)
        if seat not in obs.active:
            variants = list(W.SEAT_OUT)
        elif count == 1:
            variants = list(W.SEAT_ONE_CARD)
        else:
            variants = W.fill(W.SEAT_CARDS, count=count)
        if words.thinking == seat:
            second, colour = list(W.THINKING), theme.GOLD
        else:
            level = words.levels.get(seat, "")
            second, colour = [level, W.short_level(level)], theme.INK_DIM
        if tray is not None and tray.y > plate.y + line:
            # The tray lies under the words: cards and level share the second line.
            both = [W.CARDS_AND_LEVEL.format(cards=c, level=lv) for c in variants for lv in second if lv] + variants
            fitted = choose(both, width, sizes(lay, 16, 15), measure)
            out.plates.append(Label(f"cards {seat}", Rect(x, top + line, width, line), fitted,
                                    theme.GOLD if words.thinking == seat else theme.INK, "midleft"))
            continue
        fitted = choose(variants, width, sizes(lay, 16, 15), measure)
        out.plates.append(Label(f"cards {seat}", Rect(x, top + line, width, line), fitted, theme.INK, "midleft"))
        fitted = choose(second, width, sizes(lay, 15, 14), measure)
        out.plates.append(Label(f"level {seat}", Rect(x, top + 2 * line, width, line), fitted, colour, "midleft"))


def _score(out: TableLabels, lay: L.Layout, obs: Observation, words: Words, measure: Measure) -> None:
    area = lay.score
    x, w = area.x + 10, area.w - 20
    y = area.y + lay.font(6)
    line = lay.font(21)
    header = W.fill(W.SCORE_HEADER, hand=obs.hand_number, target=number(obs.rules.target_score))
    out.score.append(Label("score header", Rect(x, y, w, line), choose(header, w, sizes(lay, 17, 15), measure),
                           theme.INK_DIM, "midleft"))
    y += line + lay.font(2)
    required = going_out_need(obs.rules)
    need = required.canastas
    sides = len(obs.sides)
    # Room for a second detail line under every side (the layout gives it where the sidebar allows): then a
    # side whose details run long says them in two lines of whole words, not one line of abbreviations.
    split = y + sides * (3 * line + lay.font(4)) + line + 4 <= area.bottom
    goals = (W.fill(W.SCORE_TO_GO_OUT_SAMBA, more=need - required.sambas) if required.sambas
             else W.fill(W.SCORE_TO_GO_OUT, need=need))
    # Every side reads the same goal in the same words (playtest p9: "para bater: um samba e mais 1" over
    # "para bater: samba + 1", the second side's red 3s having left it less room): the wording is the longest
    # one that fits beside every side's red 3s.
    detail_sizes = sizes(lay, 16, 15)
    goals = goals[max(_first_fitting(goals, len(obs.red_threes[side]), w, detail_sizes, measure)
                      for side in range(sides)):]
    for side in range(sides):
        colour = theme.GOLD if side == obs.side else theme.INK
        points = number(obs.scores[side])
        points_fit = Fitted(points, lay.font(21), True)
        points_w = measure(points, points_fit.size, True)
        out.score.append(Label(f"points {side}", Rect(x + w - points_w, y, points_w, line), points_fit, colour,
                               "midright"))
        name = words.side_names.get(side, _("Side {number}").format(number=side + 1))
        names = [name, W.short_side(obs.sides[side], words.names)]
        name_box = Rect(x, y, w - points_w - 8, line)
        out.score.append(Label(f"side {side}", name_box, choose(names, name_box.w, sizes(lay, 19, 17), measure,
                                                               bold=True), colour, "midleft"))
        y += line
        done = sum(1 for m in obs.side_melds(side) if m.is_complete)
        reds = len(obs.red_threes[side])
        missing = samba_missing(obs, side)
        # BR13: two canastas are not enough without a samba; "5/2" would tell the side it may go out.
        counts = f"{done}/{need}" if done < need or not missing else str(done)
        if missing:
            base = W.fill(W.SCORE_DETAIL_SAMBA, status=opening_status(obs, side), counts=counts)
        else:
            base = W.fill(W.SCORE_DETAIL, status=opening_status(obs, side), done=done, need=need)
        tails = W.fill(W.SCORE_REDS, reds=reds) if reds else [""]
        variants = [b + t for b in base for t in tails]
        if split:
            # Two lines in whole words (playtest p8: "canastas 3/2" read oddly, and a Brazilian side's "canastas 3"
            # had no goal): what the side has completed, then what going out needs (the engine says) and its red 3s.
            sambas = sum(1 for m in obs.side_melds(side) if m.canasta_kind == "samba")
            has = (W.fill(W.SCORE_HAS_SAMBAS, status=opening_status(obs, side), done=done, sambas=sambas)
                   if required.sambas else W.fill(W.SCORE_HAS, status=opening_status(obs, side), done=done))
            out.score.append(Label(f"detail {side}", Rect(x, y, w, line), choose(has, w, detail_sizes, measure),
                                   theme.INK_DIM, "midleft"))
            y += line
            second = _goal_lines(goals, reds)
            out.score.append(Label(f"more {side}", Rect(x, y, w, line), choose(second, w, detail_sizes, measure),
                                   theme.INK_DIM, "midleft"))
        else:  # no room for two lines: the old short form
            out.score.append(Label(f"detail {side}", Rect(x, y, w, line), choose(variants, w, detail_sizes, measure),
                                   theme.INK_DIM, "midleft"))
        y += line + lay.font(4)
    foot = W.SCORE_FOOT if obs.frozen_for(obs.side) else W.SCORE_FOOT_OPEN
    variants = W.fill(foot, stock=obs.stock_size, pile=len(obs.pile))
    box = Rect(x, min(y, area.bottom - line - 4), w, line)
    out.score.append(Label("score foot", box, choose(variants, w, sizes(lay, 16, 15), measure), theme.INK_DIM,
                           "midleft"))


def _first_fitting(goals: Sequence[str], reds: int, width: int, font_sizes: Sequence[int], measure: Measure) -> int:
    """The index of the longest goal wording that fits ``width`` on a line with ``reds`` red 3s (the last when
    none does)."""
    for i, goal in enumerate(goals):
        if any(measure(text, size, False) <= width for text in _goal_lines([goal], reds) for size in font_sizes):
            return i
    return len(goals) - 1


def _goal_lines(goals: Sequence[str], reds: int) -> list[str]:
    """A side's second score line, longest first: what going out needs, then its red 3s if it has any."""
    reds_words = W.fill(W.SCORE_RED_THREES, reds=reds) if reds else [""]
    return [" · ".join(p for p in (g, r) if p) for g in goals for r in reds_words]


def _stock(out: TableLabels, lay: L.Layout, obs: Observation, measure: Measure) -> None:
    width = lay.stock_label.w - 4
    out.stock.append(Label("stock", lay.stock_label, choose(W.fill(W.STOCK, count=obs.stock_size), width,
                                                            sizes(lay, 18, 16), measure, bold=True),
                           theme.INK, "center"))
    out.stock.append(Label("pile", lay.pile_label, choose(W.fill(W.PILE, count=len(obs.pile)), width,
                                                          sizes(lay, 18, 16), measure, bold=True), theme.INK, "center"))
    marks = []
    if obs.pile_blocked:
        marks.append((W.BLOCKED, theme.RED))
    if obs.frozen_for(obs.side):
        marks.append((W.FROZEN, (120, 190, 255)))
    row = lay.pile_marks.h // 2
    for i, (variants, colour) in enumerate(marks):
        fitted = choose(variants, width - 10, sizes(lay, 15, 13), measure, bold=True)
        text_w = measure(fitted.text, fitted.size, True) + 10
        box = Rect(0, lay.pile_marks.y + i * row + 1, text_w, row - 2)
        box.centerx = lay.pile_marks.centerx
        out.stock.append(Label(f"mark {i}", box, fitted, theme.INK_DARK, "center", colour))


def _new_meld(out: TableLabels, lay: L.Layout, words: Words, measure: Measure) -> None:
    zone = lay.new_meld
    if words.plan is not None:
        options = [list(lines) for lines in words.plan]
        colour = theme.ACCEPT if words.plan_ready else theme.GOLD
    elif words.staged is None:
        options = [list(lines) for lines in W.NEW_MELD]
        colour = NEW_MELD_IDLE
    else:
        points, minimum = words.staged
        options = [W.fill(lines, points=points, minimum=minimum) for lines in W.OPENING]
        # Green only when Meld would lay it down: the total reached and every staged piece a meld (the plan's
        # own verdict, not the numbers — 70 / 50 with a staged 7♣ 8♣ is not ready).
        colour = theme.ACCEPT if words.plan_ready and points >= minimum else theme.GOLD
    width = zone.w - 8
    smallest = lay.font(15)
    # Last resorts before anything runs past the zone's dashed edge: the longest and the shortest wording,
    # each line broken between its words ("needs a pair" in a narrow zone: "needs a" / "pair").
    options += [[part for ln in lines for part in _broken(ln, width, smallest, measure)]
                for lines in (options[0], options[-1])]
    chosen = options[-1]
    size = smallest
    for lines in options:
        fits = [choose([ln], width, sizes(lay, 18, 16, 15), measure, bold=True) for ln in lines]
        if all(measure(f.text, f.size, True) <= width for f in fits):
            chosen, size = lines, min(f.size for f in fits)
            break
    line_h = size + 4
    y = zone.centery - line_h * len(chosen) // 2
    for i, text in enumerate(chosen):
        box = Rect(zone.x + 4, y + i * line_h, width, line_h)
        out.new_meld.append(Label(f"new meld {i}", box, Fitted(text, size, True), colour, "center"))


def _broken(line: str, width: int, size: int, measure: Measure) -> list[str]:
    """``line`` in as few pieces as fit ``width`` at ``size`` (bold), broken only between words."""
    pieces: list[str] = []
    for word in line.split(" "):
        trial = f"{pieces[-1]} {word}" if pieces else word
        if pieces and measure(trial, size, True) <= width:
            pieces[-1] = trial
        else:
            pieces.append(word)
    return pieces
