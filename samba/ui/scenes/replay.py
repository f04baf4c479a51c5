"""Play this deal again: a new match with the same deal number and seats, recorded as a replay.

One small entry point shared by the game-over screen and the match history (scenes will later be
routed by name; this function is what such a route calls). The computers hold the same cards as in
the original deal; the player's choices, and so the rest of the match, may differ.
"""

from __future__ import annotations

from samba.game.controller import MatchController
from samba.game.setup import MatchSetup


def play_again(app, setup: MatchSetup, original: int | None) -> None:
    """Start the replay at once (it replaces any saved match, as a new game does)."""
    from samba.ui.scenes.title import TitleScene
    from samba.ui.table.scene import TableScene

    controller = MatchController(setup, saver=app.services.autosaver)
    app.services.autosaver(controller.to_save())
    app.services.record.attach(controller, replay=True, replay_of=original)
    app.reset(TitleScene(app))
    app.push(TableScene(app, controller, fresh=True))
