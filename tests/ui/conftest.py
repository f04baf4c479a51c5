"""Fixtures of the UI tests (defined in ui_helpers, which the test modules also import)."""

from ui_helpers import app, data_dir

__all__ = ["app", "data_dir"]
