"""A match in progress, saves and settings (no pygame)."""
