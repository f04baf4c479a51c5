"""Samba: the three-deck Canasta variant, played offline against computer players.

Four rooms, one way only (``docs/architecture.md`` draws them)::

    samba.engine  ←  samba.ai  ←  samba.game  ←  samba.ui
    the rules        the bots     a match and     the window
    (stdlib only)    (stdlib)     the player's    (the only
                                  files (no       pygame)
                                  pygame)

``app.py`` (the command line) stands above them; ``sim.py`` and ``explore.py`` are headless tools;
``resources.py`` is the only module that knows where files live (source tree, bundle, user folders).
"""

__version__ = "0.1.0"
