"""The first-frame marker: a line on stdout the moment the first frame is on screen.

``benchmarks/package_bench.py`` times the packaged executable from launch to this line, which is
what a player waits for (unpacking, the interpreter, the imports, the window and one drawn frame).
It is printed only when ``SAMBA_REPORT_FIRST_FRAME=1``, so normal play writes nothing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import TextIO

MARKER = "SAMBA_FIRST_FRAME"
ENV = "SAMBA_REPORT_FIRST_FRAME"


class FirstFrameReport:
    """Prints ``MARKER`` once, after the first ``display.flip``, when the environment asks for it."""

    def __init__(self, environ: Mapping[str, str] | None = None, out: TextIO | None = None) -> None:
        self.pending = (os.environ if environ is None else environ).get(ENV) == "1"
        self.out = out

    def frame_shown(self) -> None:
        if not self.pending:
            return
        self.pending = False
        stream = self.out if self.out is not None else sys.stdout
        if stream is None:  # a windowed build without a console has no stdout
            return
        print(MARKER, file=stream, flush=True)
