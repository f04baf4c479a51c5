"""The screens of the game: each a ``Scene`` on the app's scene stack, reached by name.

``base`` (the scene protocol), ``screen`` (a full-screen page) and ``dialogs`` (overlays: a question,
a choice) are the kinds of scene; the others are screens the route table (``samba.ui.routes``) names.
A screen shows another with ``app.goto(name, …)`` and never imports it; a match starts or ends
through the game layer's ``Session`` (``app.services.session``), never in scene code.
"""
