"""The in-game menu (Esc): resume, rules, settings, back to the title, quit."""

from __future__ import annotations

import pygame

from samba.game import problems as P
from samba.i18n import _
from samba.ui.scenes.dialogs import Overlay
from samba.ui.widgets import Button


def _save_note(app, watching: bool) -> str:
    """The truth about saving, never "saved after every move" while saves are failing."""
    if watching:
        return _("A watched game is not saved; your own game is kept.")
    if app.services.problems.get(P.MATCH_SAVE) is not None:
        return _("Your game could not be saved lately (see the red note at the top of the window); Samba keeps "
                 "trying.")
    return _("The game is saved after every move.")


def _quit_note(app, watching: bool) -> str:
    """What quitting keeps: the saved game and where to find it, or, when saving is not working or this game
    is only watched, the same truth the menu tells."""
    if watching or app.services.problems.get(P.MATCH_SAVE) is not None:
        return _save_note(app, watching)
    return _("The game is saved after every move: Continue on the title screen takes it up again.")


class MenuOverlay(Overlay):
    """Esc at a match table: the table stays underneath, dimmed."""

    name = "menu"
    width = 460

    def __init__(self, app, table) -> None:
        watching = table.controller.saver is None
        super().__init__(app, _("Menu"), _save_note(app, watching))
        self.table = table
        self.buttons = [
            Button(_("Resume"), self._close_then(None), pygame.K_ESCAPE, "Esc", primary=True),
            Button(_("Scores"), self._close_then(self._scores), pygame.K_c, "C"),
            Button(_("How to play"), self._close_then(self._rules), pygame.K_r, "R"),
            Button(_("Settings"), self._close_then(self._settings), pygame.K_s, "S"),
            Button(_("Back to the title"), self._close_then(self._title), pygame.K_b, "B"),
            Button(_("Quit"), self._close_then(self._ask_quit), pygame.K_q, "Q"),
        ]
        self.watching = watching

    def _ask_quit(self) -> None:
        """Quit asks first, as on the title screen (one key must not close the game by mistake); the question
        says whether the game waits for Continue — true only while saves work and this is the player's game."""
        self.app.goto("confirm", _("Quit Samba?"), self.app.quit, yes=_("Quit"), no=_("Stay"),
                      detail=_quit_note(self.app, self.watching))

    def _scores(self) -> None:
        self.app.goto("scores", self.table.controller)

    def _rules(self) -> None:
        self.app.goto("how_to_play", self.table.controller.setup.rules)

    def _settings(self) -> None:
        self.app.goto("settings")

    def _title(self) -> None:
        self.app.services.session.leave(self.table.controller)
        self.app.home()
