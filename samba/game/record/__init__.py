"""The player's record: every hand and match played, in a local SQLite file beside the save.

``recorder`` decides what is recorded and writes it while a match is played; ``store`` owns the
file (opening, failures, rows); ``schema`` its versions and migrations; ``figures``, ``history`` and
``chart`` turn the rows into what the Statistics and history screens and ``samba --stats`` show;
``words`` holds every sentence. Standard library only below the UI (ARCHITECTURE §1.1).
"""

from .figures import Figures, Filters, compute, terminal_lines
from .recorder import MatchRecorder, Reading, RecordBook
from .store import RECORD_FILE, RecordedMatch, RecordProblem, record_path

__all__ = ["RECORD_FILE", "Figures", "Filters", "MatchRecorder", "Reading", "RecordBook", "RecordProblem",
           "RecordedMatch", "compute", "record_path", "terminal_lines"]
