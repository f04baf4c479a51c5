"""What a readable table is, as checks over the layout's rectangles (pure geometry, no pixels).

``problems`` lists everything wrong with one placed table: panels that overlap or leave the window,
melds that leave their area or run into each other, corner indices covered by a card drawn later,
words wider (or taller) than their box, a crowded area without its scroll cue. The sweep
(``test_layout_sweep.py``) calls it for every window size, player count, option and stage of a hand;
``Wording`` holds the strings, so the same sweep runs with other names and sentences (a translation).
"""

from __future__ import annotations

import ast
import itertools
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pygame
from pygame import Rect

from samba.engine.observation import Observation
from samba.ui.fit import Measure, sentence_variants
from samba.ui.table import label_words as W
from samba.ui.table import labels as LB
from samba.ui.table import layout as L
from samba.ui.table import meld_layout as ML
from samba.ui.table import view as V
from samba.ui.table.controls import ButtonBar
from samba.ui.table.draw import meld_number_disc
from samba.ui.table.labels import Label
from samba.ui.table.move_log import metrics as log_metrics
from samba.ui.table.practice_view import place_tray
from samba.ui.theme import Text

STATUS_SOURCE = Path(__file__).resolve().parents[2] / "samba" / "ui" / "table" / "status.py"


@dataclass(frozen=True)
class Wording:
    """The strings a sweep runs with: seat names by player count and viewer offset, levels, sample values."""

    seat_names: Mapping[int, tuple[str, ...]]
    level: str = "Normal"
    fill: Mapping[str, str] = field(default_factory=dict)
    """Values for the placeholders of the status sentences (by the expression's source text)."""
    status_default: str = "Northwest"

    def names(self, player_count: int, viewer: int) -> dict[int, str]:
        table = self.seat_names[player_count]
        return {seat: table[(seat - viewer) % player_count] for seat in range(player_count)}


ENGLISH = Wording(
    seat_names={2: ("You", "North"), 3: ("You", "West", "East"), 4: ("You", "West", "North", "East"),
                5: ("You", "West", "Northwest", "Northeast", "East"),
                6: ("You", "West", "Northwest", "North", "Northeast", "East")},
    fill={"need": "120 points and a natural canasta, samba or Bolivia", "why": "the pile is blocked",
          "more": "press Meld (Enter) to lay it down", "watch": "Watching: ",
          "suffix": "  (click or Space to skip the animation)", "obs.hand_number": "12", "points": "120",
          "minimum": "120"},
)


def status_sentences(wording: Wording) -> list[str]:
    """Every sentence ``status_line`` can return, in the language in force, its placeholders filled with long
    sample values: the literal sentences it returns (``_("…")``, ``_("…").format(…)``) and the sentences it keeps
    as ``N_`` constants."""
    from samba.i18n import _

    tree = ast.parse(STATUS_SOURCE.read_text(encoding="utf-8"))
    out: list[str] = []

    def value_of(name: str) -> str:
        key = {"number": "obs.hand_number"}.get(name, name)
        return wording.fill.get(key, wording.status_default)

    def msgid(node: ast.AST) -> str | None:
        if (isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("_", "N_") and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            return node.args[0].value
        return None

    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and msgid(node.value) is not None:
            text = _(msgid(node.value) or "")
            out.append(text.format(**{name: value_of(name) for name in re.findall(r"\{(\w+)\}", text)}))
        if not isinstance(node, ast.Return) or node.value is None:
            continue
        value = node.value
        if msgid(value) is not None:
            out.append(_(msgid(value) or ""))
        elif (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == "format"
              and msgid(value.func.value) is not None):
            text = _(msgid(value.func.value) or "")
            out.append(text.format(**{k.arg: value_of(k.arg) for k in value.keywords if k.arg}))
    return out


def words_for(obs: Observation, viewer: int, wording: Wording, *, thinking: int | None = None,
              staged: tuple[int, int] | None = None, badges: tuple[tuple[str, ...], ...] = ()) -> LB.Words:
    n = obs.rules.player_count
    names = wording.names(n, viewer)
    side_names = {i: " & ".join(names[s] for s in members) for i, members in enumerate(obs.sides)}
    return LB.Words("", names, {s: wording.level for s in range(n)}, side_names, thinking, None, staged, badges)


def measure_with(text: Text) -> Measure:
    return text.width


def problems(lay: L.Layout, obs: Observation, sprites: V.Scene, words: LB.Words, text: Text, viewer: int,
             open_hands: Mapping[int, int] | None = None) -> list[str]:
    """Everything unreadable about one placed table (empty: it reads at a glance).

    ``open_hands``: with the practice option, how many cards each other seat's face-up hand holds.
    """
    found: list[str] = []
    found += _panels(lay, viewer)
    found += _melds(lay, sprites)
    found += _meld_numbers(sprites, obs.side)
    found += _stacking(lay, sprites)
    found += _pile(lay, sprites)
    found += _indices(lay, sprites)
    plan = LB.plan(lay, obs, sprites, words, text.width, viewer)
    found += _labels(lay, plan, text, viewer)
    found += _cues(sprites, plan)
    found += _plates(lay, obs, viewer)
    found += _buttons(lay, text)
    found += _log(lay)
    if open_hands:
        found += _trays(lay, open_hands)
    return found


def _inside(outer: Rect, inner: Rect) -> bool:
    return outer.contains(inner)


def _overlaps(named: Iterable[tuple[str, Rect]]) -> list[str]:
    return [f"{a} {ra} overlaps {b} {rb}" for (a, ra), (b, rb) in itertools.combinations(named, 2)
            if ra.colliderect(rb)]


def _panels(lay: L.Layout, viewer: int) -> list[str]:
    window = Rect((0, 0), lay.size)
    regions = lay.regions()
    found = [f"{name} {rect} leaves the window {lay.size}" for name, rect in regions.items()
             if not _inside(window, rect)]
    found += _overlaps(regions.items())
    found += ["score/log outside the sidebar" for r in (lay.score, lay.log) if not _inside(lay.sidebar, r)]
    found += _overlaps([("score", lay.score), ("log", lay.log)])
    if not _inside(lay.table, lay.band):
        found.append(f"the band {lay.band} leaves the table {lay.table}")
    for seat, plate in lay.seats.items():
        if seat != viewer and not _inside(lay.band, plate):
            found.append(f"plate {seat} {plate} leaves the band {lay.band}")
    mine = lay.meld_areas[obs_side(lay, viewer)]
    if not _inside(mine, lay.new_meld):
        found.append(f"New meld {lay.new_meld} leaves its area {mine}")
    for side, area in lay.meld_areas.items():
        content = lay.area_content(side)
        if not _inside(area, content) or content.colliderect(lay.new_meld):
            found.append(f"area {side}: content {content} leaves {area} or runs into New meld")
        if content.h < L.min_content(L.NORMAL_INDEX):
            found.append(f"area {side}: content {content.h} px tall, under {L.min_content(L.NORMAL_INDEX)}")
    column = lay.pile_column
    stock_stack = Rect(lay.stock.x, lay.stock.y, lay.stock.w + 8, lay.stock.h + 8)
    for name, rect in (("stock", stock_stack), ("pile", lay.pile), ("stock label", lay.stock_label),
                       ("pile label", lay.pile_label), ("pile marks", lay.pile_marks)):
        if not _inside(column, rect):
            found.append(f"{name} {rect} leaves the pile column {column}")
    found += _overlaps([("stock", stock_stack), ("pile", lay.pile), ("stock label", lay.stock_label),
                        ("pile label", lay.pile_label), ("pile marks", lay.pile_marks)])
    return found


def _pile(lay: L.Layout, sprites: V.Scene) -> list[str]:
    """The pile's cards (its edges, the wild card lying sideways under a frozen pile) stay in their column."""
    return [f"{s.key} {s.rect} leaves the pile column {lay.pile_column}" for s in sprites.table_cards
            if s.key[0] == "pile" and not lay.pile_column.contains(s.rect)]


def obs_side(lay: L.Layout, viewer: int) -> int:
    """The viewer's side: the area that holds New meld."""
    return next(side for side, area in lay.meld_areas.items() if area.colliderect(lay.new_meld))


def _melds(lay: L.Layout, sprites: V.Scene) -> list[str]:
    found: list[str] = []
    for side, area in sprites.areas.items():
        content = lay.area_content(side)
        pieces: list[tuple[str, Rect]] = []
        if area.reds:
            reds = area.reds[0].unionall(list(area.reds))
            pieces.append(("red threes", reds))
        for placed in area.melds:
            pieces.append((f"meld {placed.key}", placed.box))
        for name, rect in pieces:
            if not _inside(content, rect):
                found.append(f"side {side}: {name} {rect} leaves its area {content}")
        found += [f"side {side}: {p}" for p in _overlaps(pieces)]
    by_side = {key: side for side, area in sprites.areas.items() for key in
               [p.key for p in area.melds]}
    for sprite in sprites.table_cards:
        kind = sprite.key[0]
        if kind in ("meld", "edge"):
            side = by_side.get(("meld", sprite.key[1]))
        elif kind == "staged":
            side = by_side.get(("staged", sprite.key[1]))
        elif kind == "red3":
            side = sprite.key[1]
        else:
            continue
        if side is None or not _inside(lay.area_content(side), sprite.rect):
            found.append(f"{sprite.key} {sprite.rect} is not inside its area")
    return found


def _meld_numbers(sprites: V.Scene, own_side: int) -> list[str]:
    """The key number on each of the player's melds (its top-right corner) lies on no other meld or red three:
    neither on the column beside it nor on a staged column (playtest p8: with large cards the staged column hid
    the numbers of the canastas stacked beside it)."""
    area = sprites.areas.get(own_side)
    if area is None:
        return []
    pieces = [(p.key, p.box) for p in area.melds] + [(("red three",), r) for r in area.reds]
    found: list[str] = []
    for placed in area.melds:
        if placed.key[0] != "meld":
            continue
        (x, y), radius = meld_number_disc(placed.box)
        disc = Rect(x - radius, y - radius, 2 * radius, 2 * radius)
        found += [f"the number of meld {placed.key} {disc} lies on {key} {rect}" for key, rect in pieces
                  if key != placed.key and rect.colliderect(disc)]
    return found


def _stacking(lay: L.Layout, sprites: V.Scene) -> list[str]:
    """Complete melds are stacked in one column only where the row has no room to lay them side by side
    (playtest p8: large cards stacked the canastas in one narrow column at the left, under the staged column,
    while half the area stood empty)."""
    found: list[str] = []
    for side, area in sprites.areas.items():
        if area.rows != 1 or not area.melds:
            continue
        columns = Counter(placed.box.x for placed in area.melds)
        stacked = sum(n - 1 for n in columns.values())
        free = lay.area_content(side).right - max(placed.box.right for placed in area.melds)
        slot = area.card[0] + ML.EDGE + ML.COL_GAP
        if stacked and free >= stacked * slot:
            found.append(f"side {side}: {stacked} complete meld(s) stacked while {free} px of the row stand empty")
    return found


def _index_rect(spec: L.IndexSpec, rect: Rect, sideways: bool) -> Rect:
    if not sideways:
        return spec.rect(rect)
    # Turned a quarter to the left, the card's bottom-right index lies at its top-right corner.
    across = math.ceil(rect.h * spec.width)
    down = math.ceil(rect.w * spec.least)
    return Rect(rect.right - down, rect.y, down, across)


def _indices(lay: L.Layout, sprites: V.Scene) -> list[str]:
    """No card drawn later covers a face-up card's corner index (table cards, then chips, then the hand); a card
    drawn in normal print under Large (``plain_print``) has the normal index."""
    order: list[tuple[tuple, Rect, bool, bool, L.IndexSpec]] = [
        (s.key, s.rect, s.code is not None and s.size != "edge", s.sideways,
         L.NORMAL_INDEX if s.plain_print else lay.index) for s in sprites.table_cards]
    order += [(("chip", b.meld_id), b.chip, False, False, lay.index) for b in sprites.melds if b.chip is not None]
    order += [(s.key, s.rect, True, False, lay.index) for s in sprites.hand]
    found: list[str] = []
    for i, (key, rect, face, sideways, spec) in enumerate(order):
        if not face:
            continue
        index = _index_rect(spec, rect, sideways)
        for later_key, later, _face, _sideways, _spec in order[i + 1:]:
            if later.colliderect(index):
                found.append(f"{later_key} {later} covers the index of {key} {rect}")
                break
    return found


def _labels(lay: L.Layout, plan: LB.TableLabels, text: Text, viewer: int) -> list[str]:
    found: list[str] = []
    containers: list[tuple[Iterable[Label], Callable[[Label], Rect]]] = [
        (plan.status + plan.badges, lambda _label: lay.status),
        (plan.titles + plan.cues, lambda label: _title_strip(lay, int(label.name.split()[-1]))),
        (plan.chips, lambda label: next(lay.area_content(s) for s in lay.meld_areas
                                        if lay.area_content(s).contains(label.box))
         if any(lay.area_content(s).contains(label.box) for s in lay.meld_areas) else Rect(0, 0, 0, 0)),
        (plan.plates, lambda label: lay.seats[int(label.name.split()[-1])]),
        (plan.score, lambda _label: lay.score),
        (plan.stock, lambda _label: lay.pile_column),
        (plan.new_meld, lambda _label: lay.new_meld),
    ]
    for group, container_of in containers:
        group = list(group)
        for label in group:
            fitted = label.fitted
            width = text.width(fitted.text, fitted.size, fitted.bold)
            room = label.box.w - (6 if label.fill is not None else 0)
            if width > room:
                found.append(f"{label.name}: {fitted.text!r} is {width} px wide in a {room} px box ({lay.size})")
            font = text.font(fitted.size, fitted.bold)
            height = font.get_ascent() - font.get_descent()
            if height > label.box.h + 3:
                found.append(f"{label.name}: {fitted.text!r} is {height} px tall in a {label.box.h} px box")
            container = container_of(label)
            if not container.contains(label.box):
                found.append(f"{label.name} {label.box} leaves its panel {container}")
        found += _overlaps((label.name, label.box) for label in group if label.fitted.text)
    return found


def _title_strip(lay: L.Layout, side: int) -> Rect:
    area = lay.meld_areas[side]
    return Rect(area.x, area.y, area.w, lay.area_content(side).y - area.y)


def _cues(sprites: V.Scene, plan: LB.TableLabels) -> list[str]:
    found = []
    cues = {label.name for label in plan.cues}
    for side, area in sprites.areas.items():
        if area.hidden_above and f"cue up {side}" not in cues:
            found.append(f"side {side}: {area.hidden_above} melds out of sight above and no cue says so")
        if area.hidden_below and f"cue down {side}" not in cues:
            found.append(f"side {side}: {area.hidden_below} melds out of sight below and no cue says so")
    return found


def _plates(lay: L.Layout, obs: Observation, viewer: int) -> list[str]:
    found = []
    sw, sh = lay.cards.small
    for seat, plate in lay.seats.items():
        if seat == viewer:
            continue
        slots = LB.fan_slots(lay, plate)
        if slots:
            x, y = LB.fan_origin(lay, plate)
            fan = Rect(x, y, sw + (slots - 1) * 7, sh)
            if not plate.contains(fan):
                found.append(f"plate {seat}: the card backs {fan} leave the plate {plate}")
        tray = lay.trays.get(seat)
        if tray is not None and not plate.contains(tray):
            found.append(f"plate {seat}: its tray {tray} leaves the plate {plate}")
    return found


def _trays(lay: L.Layout, open_hands: Mapping[int, int]) -> list[str]:
    found = []
    for seat, count in open_hands.items():
        tray = lay.trays.get(seat)
        if tray is None:
            found.append(f"seat {seat} has an open hand and no tray")
            continue
        placement = place_tray(tray, count)
        rects = placement.rects + ([placement.more] if placement.more is not None else [])
        for rect in rects:
            if not tray.contains(rect):
                found.append(f"seat {seat}: open-hand card {rect} leaves its tray {tray}")
        for i, rect in enumerate(placement.rects):
            for later in rects[i + 1:]:
                if later.colliderect(placement.index(rect)):
                    found.append(f"seat {seat}: open-hand card {later} covers the index of {rect}")
                    break
        if len(placement.rects) + placement.hidden != count:
            found.append(f"seat {seat}: {count} cards, {len(placement.rects)} shown and {placement.hidden} told")
    return found


def _buttons(lay: L.Layout, text: Text) -> list[str]:
    found = []
    bar = ButtonBar()
    bar.place(lay.buttons)
    for button in bar.buttons:
        if not lay.buttons.contains(button.rect):
            found.append(f"button {button.label} {button.rect} leaves the bar {lay.buttons}")
        words, _size = button.fitted(text)
        width = button.drawn_width(text)
        if width > button.rect.w - 10:
            found.append(f"button {words!r} is {width} px wide on a {button.rect.w} px button")
    found += _overlaps((b.label, b.rect) for b in bar.buttons)
    return found


def _log(lay: L.Layout) -> list[str]:
    m = log_metrics(lay.scale)
    rows = m.rows(lay.log.h, 10**6)
    last_bottom = m.top + rows * m.line_h
    if rows < 3:
        return [f"the move log shows only {rows} lines ({lay.log})"]
    if last_bottom > lay.log.h - m.foot_h + 2:
        return [f"the move log's last line ({last_bottom}) runs into its foot ({lay.log.h - m.foot_h})"]
    return []


def status_problems(lay: L.Layout, sentences: Iterable[str], badges: tuple[tuple[str, ...], ...],
                    text: Text) -> list[str]:
    """Each status sentence fits the status line beside the badges, in one of its designed shortenings."""
    found = []
    for sentence in sentences:
        plan = LB.plan(lay, None, V.Scene(), LB.Words(status=sentence, badges=badges), text.width, 0)
        found += _labels(lay, plan, text, 0)
        label = plan.status[0]
        if label.fitted.text not in sentence_variants(sentence):
            found.append(f"status {sentence!r} shown as {label.fitted.text!r}")
    return found


def init_fonts() -> Text:
    if not pygame.font.get_init():
        pygame.font.init()
    return Text()


__all__ = ["ENGLISH", "W", "Wording", "init_fonts", "problems", "status_problems", "status_sentences", "words_for"]
