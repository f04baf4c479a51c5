"""What every scene may use (``Services``): one value the window builds and hands to each scene.

Room: the UI's shared services. It lives apart from the window (``app_window``) so the table's
helpers can name its type without importing the window, which imports every scene through the
route table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from samba.game.autosave import Autosaver
from samba.game.problems import ProblemBoard
from samba.game.record import RecordBook
from samba.game.session import Session
from samba.game.settings import Settings
from samba.ui.assets import CardImages
from samba.ui.audio import Sound
from samba.ui.theme import Text


@dataclass(slots=True)
class Services:
    """What every scene may use: text, card art, sound, the player's settings, the writers of the player's
    files and the record, the board of problems with them, and the session where matches start and end
    (tests give it quick bots)."""

    text: Text
    images: CardImages
    sound: Sound
    settings: Settings
    save_settings: Callable[[Settings], object]
    problems: ProblemBoard
    session: Session

    @property
    def autosaver(self) -> Autosaver:
        """The writer of the saved match (the session's: one writer, whoever asks)."""
        return self.session.saver

    @property
    def record(self) -> RecordBook:
        """The player's record (the session's)."""
        return self.session.record
