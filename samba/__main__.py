"""``python -m samba`` and the packaged executable's entry point (absolute imports for PyInstaller)."""

import multiprocessing

from samba.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
