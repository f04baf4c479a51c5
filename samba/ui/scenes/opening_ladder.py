"""The custom opening ladder (``initial_meld_table=custom``): start from a ready ladder, then step each
rung's score and minimum with < > — the house-rules screen cannot show a table in one picker row.

A draft is checked before it is kept: every rung must start above the one before, the minimums must
not fall as the score rises (a higher score never makes opening easier), and the engine must accept
the resulting rule set. The preview shows what the engine's ``opening_requirement`` makes of it.
"""

from __future__ import annotations

from typing import Any

import pygame

from samba.engine import InvalidAction, RuleSet
from samba.engine.analysis import opening_requirement
from samba.game.rule_words import ladder_points, requirement_words
from samba.i18n import N_, _, number
from samba.ui import theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button, Picker

Ladder = tuple[tuple[int, int], ...]

READY: dict[str, Ladder] = {
    N_("Standard (50 to 150)"): ((0, 50), (1500, 90), (3000, 120), (7000, 150)),
    N_("Hoyle (50 to 160)"): ((0, 50), (1500, 90), (3000, 120), (7000, 160)),
    N_("Capped (50 to 120)"): ((0, 50), (1500, 90), (3000, 120), (7000, 120)),
    N_("Gentle (50 to 120)"): ((0, 50), (1500, 70), (3000, 90), (7000, 120)),
    N_("Steep (60 to 200)"): ((0, 60), (2000, 100), (4000, 150), (6000, 200)),
}
"""Starting points the player picks from; each has four rungs, the first from a score of 0."""
OWN = N_("Your own")
STARTS = tuple(range(500, 10001, 500))
MINIMUMS = tuple(range(0, 301, 5))
RUNGS = 4


def ladder_problem(ladder: Ladder) -> str | None:
    """Why ``ladder`` cannot be kept (a sentence for the player), or None when it is sound."""
    for n in range(1, len(ladder)):
        (start_a, min_a), (start_b, min_b) = ladder[n - 1], ladder[n]
        if start_b <= start_a:
            return _("Rung {rung} must start at a higher score than rung {previous} ({start} is not above "
                     "{previous_start}).").format(rung=n + 1, previous=n, start=number(start_b),
                                                  previous_start=number(start_a))
        if min_b < min_a:
            return _("A higher score must not make opening easier: rung {rung} asks {minimum}, less than rung "
                     "{previous}'s {previous_minimum}.").format(rung=n + 1, minimum=min_b, previous=n,
                                                               previous_minimum=min_a)
    try:
        RuleSet(initial_meld_table="custom", custom_initial_meld_table=ladder)
    except InvalidAction as exc:
        return _("The rules refuse this ladder: {reason}").format(reason=exc)
    return None


def starting_ladder(rules: RuleSet) -> Ladder:
    """The ladder of the rules in force, as the editor's four rungs: a player adjusting the opening
    starts from what the table plays now (Hoyle's 160, the capped 120, the Brazilian points bands)."""
    rungs = list(ladder_points(rules))[:RUNGS]
    while len(rungs) < RUNGS:
        start, minimum = rungs[-1]
        rungs.append((start + 4000 if start + 4000 <= 10000 else start + 500, minimum))
    return tuple(rungs)


def _ready_name(ladder: Ladder) -> str:
    return next((name for name, rungs in READY.items() if rungs == ladder), OWN)


class OpeningLadderScene(Screen):
    """Edits ``new_game.house["custom_initial_meld_table"]``; Done keeps a sound ladder and selects it."""

    name = "opening_ladder"
    heading = N_("Opening ladder")

    def __init__(self, app, new_game: Any) -> None:
        super().__init__(app)
        self.new_game = new_game
        current = tuple(tuple(r) for r in new_game.house.get("custom_initial_meld_table", ()))
        rungs = tuple(r for r in current if r[0] >= 0)
        table_rules = new_game.rules() if new_game.house.get("initial_meld_table") != "custom" else None
        self.ladder: list[tuple[int, int]] = list(rungs) if len(rungs) == RUNGS and rungs[0][0] == 0 else \
            list(starting_ladder(table_rules or RuleSet()))
        self.note = (_("A ladder of points replaces the Brazilian canasta rules from 7,000.")
                     if table_rules is not None and table_rules.initial_meld_table == "brazilian" else "")
        self.message = ""
        self.buttons = [Button(_("Done"), self.done, pygame.K_RETURN, "Enter", primary=True),
                        Button(_("Cancel"), self.back, None, "Esc")]
        self.build()

    # -- controls ------------------------------------------------------------------------------------
    def build(self) -> None:
        names = (*READY, OWN)
        self.pickers = [Picker(_("Start from"), names, names.index(_ready_name(tuple(self.ladder))), self._load, _)]
        for n, (start, minimum) in enumerate(self.ladder):
            if n:
                self.pickers.append(Picker(_("Rung {rung} starts at score").format(rung=n + 1), STARTS,
                                           _index(STARTS, start), self._setter(n, 0), number))
            label = _("Rung {rung} minimum to open (from 0)") if not n else _("Rung {rung} minimum to open")
            self.pickers.append(Picker(label.format(rung=n + 1),
                                       MINIMUMS, _index(MINIMUMS, minimum), self._setter(n, 1), str))
        self.focus = min(self.focus, len(self.pickers) - 1)
        self.layout(self.app.size)

    def _load(self, name: str) -> None:
        if name in READY:
            self.ladder = list(READY[name])
            self.message = ""
            self.build()

    def _setter(self, rung: int, part: int):
        def set_value(value: int) -> None:
            start, minimum = self.ladder[rung]
            self.ladder[rung] = (value, minimum) if part == 0 else (start, value)
            self.pickers[0].set_value(_ready_name(tuple(self.ladder)))
            self.message = ladder_problem(tuple(self.ladder)) or ""

        return set_value

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        col_w = min(640, int(w * 0.55))
        x, y = int(w * 0.06), 110
        row = min(46, max(34, (h - 300) // max(1, len(self.pickers))))
        for picker in self.pickers:
            picker.rect = pygame.Rect(x, y, col_w, row - 8)
            picker.value_width = min(250, col_w // 2)
            y += row
        bx = w // 2 - 230
        for button in self.buttons:
            button.rect = pygame.Rect(bx, h - 80, 220, 50)
            bx += 240

    # -- the result ----------------------------------------------------------------------------------
    def done(self) -> None:
        ladder = tuple(self.ladder)
        problem = ladder_problem(ladder)
        if problem is not None:
            self.message = problem
            return
        self.new_game.house["initial_meld_table"] = "custom"
        self.new_game.house["custom_initial_meld_table"] = ladder
        self.back()

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_controls(surface)
        text = self.text
        w, _h = surface.get_size()
        px = self.pickers[0].rect.right + 40
        y = self.pickers[0].rect.y
        text.blit(surface, _("What a side needs to open"), 22, (px, y), theme.INK, bold=True)
        y += 32
        for line in self._preview():
            text.blit(surface, text.fit(line, 20, w - px - 20), 20, (px, y), theme.INK_DIM)
            y += 26
        if self.note:
            for line in text.wrap(self.note, 20, w - px - 20):
                y += 6
                text.blit(surface, line, 20, (px, y), theme.GOLD)
                y += 20
        if self.message:
            bottom = self.buttons[0].rect.y - 14
            lines = text.wrap(self.message, 22, w - 120)
            for i, line in enumerate(lines):
                text.blit(surface, line, 22, (w // 2, bottom - 26 * (len(lines) - i)), (255, 200, 180),
                          anchor="midtop")

    def _preview(self) -> list[str]:
        """The ladder as the engine reads it (below 0, then each rung), or nothing while it is unsound."""
        ladder = tuple(self.ladder)
        if ladder_problem(ladder) is not None:
            return [_("(fix the ladder to see it)")]
        rules = RuleSet(initial_meld_table="custom", custom_initial_meld_table=ladder)
        lines = [_("{span}: {need}").format(span=_("Below 0"), need=requirement_words(opening_requirement(rules, -1)))]
        for n, (start, _minimum) in enumerate(ladder):
            span = (_("{low} to {high}").format(low=number(start), high=number(ladder[n + 1][0] - 5))
                    if n + 1 < len(ladder) else _("{low} or more").format(low=number(start)))
            need = requirement_words(opening_requirement(rules, start))
            lines.append(_("{span}: {need}").format(span=span, need=need))
        return lines


def _index(options: tuple[int, ...], value: int) -> int:
    """The option nearest ``value`` (a saved ladder may hold a number the steppers do not offer)."""
    return min(range(len(options)), key=lambda i: abs(options[i] - value))
