"""The pygame front end: the only package that imports pygame (the engine and AI stay headless)."""
