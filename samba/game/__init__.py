"""The game layer: a match in progress and the player's files (no pygame here).

Rooms:

* a match — ``setup`` (what a match is made of), ``controller`` (the authoritative state, seats,
  undo, bots asked through ``runner``), ``session`` (where matches start, continue, replay and end,
  for the window, the smoke run and the tests), ``lesson_controller`` and ``tutorial`` (lessons);
* the player's moves — ``proposals`` (a gesture becomes an engine action; the engine judges);
* the player's files — ``saves`` (the one save document), ``settings``, ``files`` (atomic,
  defensive reads and writes), ``autosave`` (writes off the frame loop, retried), ``problems`` (what
  the window must tell), ``record/`` (statistics and history in sqlite);
* words — every sentence the player reads about the game: ``narration``, ``reason_words``,
  ``rule_words``, ``rules_help``, ``file_words``, ``explain``, ``hints`` (whole sentences with named
  placeholders, ready for translation);
* ``practice`` (learning aids), ``new_game_defaults``, ``showcase`` (busy positions for tools).
"""
