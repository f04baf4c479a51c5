"""The match table, split by job (ARCHITECTURE §5); ``scene.TableScene`` only coordinates.

The data flow of one move::

    gesture (pointer, keys, buttons)
      → intent            input helpers return values (intents.py); they change nothing
      → proposal          TableScene.perform → play.Play → game.proposals: an engine action
      → engine            the controller asks engine.check / engine.apply (the only judge)
      → events            what happened, as the viewer may see it (controller.Step)
      → beats             presenter.py turns events into animation beats; animation.py plays them
                          and messages.py says them; the position is committed when they land

Rooms: ``layout``/``meld_layout`` (pure geometry), ``labels`` (every word and its box), ``view``
(sprites from the viewer's observation), ``draw`` (painting), ``state``/``hand_model`` (the
presentation state, made new only by ``state.reduce``), ``pointer``/``meld_drag``/``commands``/
``input`` (gestures to intents), ``play`` (moves to outcomes), ``presenter``/``animation``/
``messages``/``move_log`` (what is shown and said), ``controls``/``status`` (buttons and the status
line), ``hint_request``/``hint_marks``, ``practice_view``, ``why_link``, ``seating``.
"""
