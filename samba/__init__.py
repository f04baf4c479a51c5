"""Samba: the three-deck Canasta variant, played offline against computer players."""

__version__ = "0.1.0"
