"""The pygame front end: the only package that imports pygame (the engine and AI stay headless).

Rooms:

* the window — ``app_window`` (scene stack, frame loop, the problem banner), ``routes`` (every
  scene by name: scenes navigate with ``app.goto(name, …)``, never by importing each other),
  ``services`` (what every scene may use: text, images, sound, settings, the session);
* the screens — ``scenes/`` (title, new game, settings, help, statistics, summary…), ``table/`` (the
  match table), ``tutorial/`` (the lessons on the real table);
* the look — ``theme``, ``widgets``, ``assets`` (card art), ``audio``, ``suits``, ``fit``,
  ``score_chart``, ``scroll_cue``;
* start-up and checks — ``smoke`` (``samba --smoke``), ``no_display``, ``stderr_hold``,
  ``first_frame``, ``problem_banner``, ``record_notice``.
"""
