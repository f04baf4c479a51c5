"""What the table calls each seat and side, and how strong each computer player is, in words.

Worked out once when a table opens, from the viewer's seat: the bottom seat is "You" (or "South"
when the computers play alone), the others by compass point, a side by its members' names.
"""

from __future__ import annotations

from dataclasses import dataclass

from samba.engine import Observation
from samba.game.controller import MatchController
from samba.game.narration import seat_name
from samba.game.setup import level_title


@dataclass(frozen=True, slots=True)
class Seating:
    names: dict[int, str]
    side_names: dict[int, str]
    levels: dict[int, str]

    @classmethod
    def of(cls, controller: MatchController, obs: Observation) -> Seating:
        n = obs.rules.player_count
        viewer = controller.viewer
        names = {s: seat_name(s, n, viewer) for s in range(n)}
        if controller.human is None:
            names[viewer] = seat_name(viewer, n, viewer, watching=True)
        sides = {i: " & ".join(names[s] for s in members) for i, members in enumerate(obs.sides)}
        levels = {s: level_title(level) for s, level in enumerate(controller.setup.levels)}
        return cls(names, sides, levels)
