"""The screens of the game: each a ``Scene`` on the app's scene stack."""
