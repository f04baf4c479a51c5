"""The record's problems on the window's one banner: told in full, then folded into a small tab.

When the player's record cannot be written (locked, read-only, damaged, from a newer Samba) the game
goes on and says so through the same ``ProblemBoard`` and banner as the saves and the settings: the
full sentence across the top of the window for ``FULL_SECONDS`` whenever it changes, then — while the
match is not being recorded — folded into the "Not recording" tab in the top-right corner (a click
opens it again); a message that needs no lasting tab (recording resumed) simply goes after its time.
A scene that tells the sentence itself (the hand summary) sets ``shows_record_message``, and the
banner leaves the record's row out while that scene is on top.
"""

from __future__ import annotations

from samba.game import problems as P
from samba.game.problems import ProblemBoard
from samba.game.record import RecordBook
from samba.ui.problem_banner import ProblemBanner

FULL_SECONDS = 8.0


class RecordNotice:
    def __init__(self, book: RecordBook, problems: ProblemBoard, banner: ProblemBanner) -> None:
        self.book = book
        self.problems = problems
        self.banner = banner
        self.shown: str | None = None
        self.left = 0.0

    def message(self) -> str | None:
        live = self.book.live
        return live.message if live is not None else None

    def recording(self) -> bool:
        live = self.book.live
        return live is None or live.recording

    def update(self, dt: float) -> None:
        """Once a frame: report a new message in full, fold or drop it when its time is up."""
        message = self.message()
        if message != self.shown:
            self.shown = message
            self.left = FULL_SECONDS if message else 0.0
            if message:
                self.problems.report(P.RECORD, message, lasting=not self.recording())
            else:
                self.problems.clear(P.RECORD)
            return
        if self.left > 0:
            self.left = max(0.0, self.left - dt)
        problem = self.problems.get(P.RECORD)
        if problem is None or self.left > 0:
            return
        if problem.lasting:
            self.banner.fold(problem)
        else:
            self.problems.clear(P.RECORD)

    @staticmethod
    def hidden_under(top: object) -> frozenset[str]:
        """Board keys the banner leaves out while ``top`` is the scene on top."""
        return frozenset({P.RECORD}) if getattr(top, "shows_record_message", False) else frozenset()
