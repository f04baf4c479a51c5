"""Card images: SVG faces and backs rasterised on first use, cached per (face, size, options).

Why this shape: a three-deck table shows many cards at a few sizes, and the player can resize the
window. Rasterising the vector art once per size keeps every size sharp (no rescaling of bitmaps)
and makes each blit cheap. The cache is an object the UI owns, not module state, so a resize can
simply ``clear()`` it and tests can build their own.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from samba import resources

CARD_ASPECT = 7 / 5
"""Height / width: standard poker proportions (2.5 × 3.5 in)."""
MIN_WIDTH, MAX_WIDTH = 8, 1024

Key = tuple[str, str, int]


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of a card ``width`` pixels wide."""
    return width, round(width * CARD_ASPECT)


def style_name(four_colour: bool, large_print: bool) -> str:
    """Folder name of a face style, as written by ``build/gen_cards.py``."""
    return ("four_colour" if four_colour else "classic") + ("_large" if large_print else "")


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def rasterise(svg: Path, size: tuple[int, int]) -> pygame.Surface:
    """Render an SVG file at exactly ``size`` (vector rasterisation, so it is sharp at any size)."""
    loader = getattr(pygame.image, "load_sized_svg", None)
    if loader is not None:
        return loader(str(svg), size)
    return pygame.transform.smoothscale(pygame.image.load(str(svg)), size)  # pragma: no cover - old pygame


class CardImages:
    """Lazy, per-size cache of card faces and backs.

    Surfaces are converted to the display format once a display exists (before that they are
    kept as loaded and converted on a later request), so blitting never pays a conversion.
    """

    def __init__(self, cards_dir: Path | None = None) -> None:
        self._dir = cards_dir if cards_dir is not None else resources.cards_dir()
        manifest = resources.read_manifest(self._dir)
        self.faces: tuple[str, ...] = tuple(manifest["faces"])
        self.back_names: tuple[str, ...] = tuple(manifest["backs"])
        self._cache: dict[Key, pygame.Surface] = {}
        self._unconverted: set[Key] = set()

    def face(self, code: str, width: int, four_colour: bool = False, large_print: bool = False) -> pygame.Surface:
        """The face of ``code`` (e.g. ``"10H"``, ``"JK"``) ``width`` pixels wide, in the chosen style."""
        if code not in self.faces:
            raise ValueError(f"no card face {code!r}")
        style = style_name(four_colour, large_print)
        return self._get((style, code, self._check(width)), self._dir / style / f"{code}.svg")

    def back(self, name: str, width: int) -> pygame.Surface:
        """The card back ``name`` (one of ``back_names``) ``width`` pixels wide."""
        if name not in self.back_names:
            raise ValueError(f"no card back {name!r}; choose one of {', '.join(self.back_names)}")
        return self._get(("backs", name, self._check(width)), self._dir / "backs" / f"{name}.svg")

    def clear(self) -> None:
        """Forget every rasterised image (e.g. after the window is resized to new card sizes)."""
        self._cache.clear()
        self._unconverted.clear()

    def __len__(self) -> int:
        return len(self._cache)

    @staticmethod
    def _check(width: int) -> int:
        if not isinstance(width, int) or not MIN_WIDTH <= width <= MAX_WIDTH:
            raise ValueError(f"card width must be an int in {MIN_WIDTH}..{MAX_WIDTH}, got {width!r}")
        return width

    def _get(self, key: Key, svg: Path) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            if not svg.is_file():
                raise resources.AssetsNotFoundError(f"missing card art {svg}")
            surface = rasterise(svg, card_size(key[2]))
            self._cache[key] = surface
            self._unconverted.add(key)
        if key in self._unconverted and _display_ready():
            surface = surface.convert_alpha()
            self._cache[key] = surface
            self._unconverted.discard(key)
        return surface
