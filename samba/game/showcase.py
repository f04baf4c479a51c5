"""Positions that show the table at its busiest: the layout's sweep, the frame benchmark, screenshots.

The crowded late hand is what the table is designed for (a side in Samba can hold a dozen melds).

Your side holds twelve melds — three canastas (natural kings, mixed queens, eight natural aces), two
sambas and seven open melds from three to six cards — all six red threes, and a 40-card hand. The
other sides have a few melds each, the pile a handful of cards. Every card comes from the 162-card
pack (``scenario.load`` checks it), so this is a position the engine accepts.
"""

from __future__ import annotations

from samba.engine import preset
from samba.engine.analysis import sides_for

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
MY_MELDS = (
    "KC KD KH KS KC KD KH",  # natural canasta
    "QC QD QH QS QC QD 2C",  # mixed canasta
    "AC AD AH AS AC AD AH AS",  # natural canasta of eight
    "4S 5S 6S 7S 8S 9S 10S",  # samba
    "5H 6H 7H 8H 9H 10H JH",  # samba
    "JC JD JS JC 2D",
    "9C 9D 9C JK",
    "8C 8D 8H",
    "7C 7D 7C 7D 2H",
    "6C 6D 6S 6C",
    "4D 5D 6D 7D 8D 9D",
    "10C 10D 10H 10C 10D 2S",
)
RED_THREES = "3H 3H 3H 3D 3D 3D"


class _Pack:
    """The 162 cards, handed out by code; asking for a card that is gone is a mistake in this file."""

    def __init__(self) -> None:
        self.left = {f"{r}{s}": 3 for r in RANKS for s in "CDHS"}
        self.left["JK"] = 6

    def take(self, codes: str) -> str:
        for code in codes.split():
            self.left[code] -= 1
            assert self.left[code] >= 0, code
        return codes

    def deal(self, n: int, avoid: str = "3H 3D") -> str:
        """``n`` cards, two of a kind at a time where possible (a hand that looks like a hand)."""
        out: list[str] = []
        skip = set(avoid.split())
        while len(out) < n:
            for code in sorted(self.left, key=lambda c: (-self.left[c], c)):
                if code in skip or self.left[code] == 0:
                    continue
                for _ in range(min(2, self.left[code], n - len(out))):
                    out.append(code)
                    self.left[code] -= 1
                if len(out) >= n:
                    break
            else:
                if len(out) < n and not any(v for k, v in self.left.items() if k not in skip):
                    raise AssertionError("the pack ran out")
        return " ".join(out)

    def group(self, rank: str, size: int) -> str:
        """``size`` natural cards of ``rank`` from what is left."""
        codes = [f"{rank}{s}" for s in "CDHS" for _ in range(self.left[f"{rank}{s}"])][:size]
        assert len(codes) == size, rank
        return self.take(" ".join(codes))


def position(player_count: int = 6, my_melds: int = 12, hand: int = 40, reds: int = 6, others_hand: int = 5,
             rules_preset: str = "samba", score: int = 0, others_size: int = 0, **options: str) -> dict:
    """Your side with the first ``my_melds`` of ``MY_MELDS`` (none: it has not opened) and ``reds`` red
    threes, a ``hand``-card hand; the other sides a few melds each (with three or more sides the last
    has not opened, so its title says what it needs); your turn to meld. ``options``: rule options
    (the five- and six-player partnerships); ``score``: every side's total (the opening asks more);
    ``others_size``: every meld of the other sides that many cards (6: the tallest an open group can be)."""
    rules = preset(rules_preset, player_count=player_count, **options)
    sides = sides_for(rules)
    pack = _Pack()
    melds = [{"side": 0, "cards": pack.take(codes)} for codes in MY_MELDS[:my_melds]]
    red_threes = {"0": pack.take(" ".join(RED_THREES.split()[:reds]))} if reds else {}
    other_ranks = iter(("5", "4", "J", "8", "7", "6", "9", "10"))
    for side in range(1, len(sides) if len(sides) > 2 else 2):
        for size in (4, 3) if len(sides) <= 3 else (3,):
            melds.append({"side": side, "cards": pack.group(next(other_ranks), others_size or size)})
    hands = {"0": pack.deal(hand)}
    for seat in range(1, player_count):
        hands[str(seat)] = pack.deal(others_hand)
    return {"rules": {"preset": rules_preset, "player_count": player_count, **options}, "turn": 0, "phase": "meld",
            "hands": hands, "pile": pack.deal(6), "melds": melds, "red_threes": red_threes,
            "scores": [score] * len(sides)}


def crowded_position(player_count: int = 6, hand: int = 40, others_hand: int = 5) -> dict:
    """Your side crowded (see the module docstring); the others a few melds each; your turn to meld."""
    return position(player_count, len(MY_MELDS), hand, 6, others_hand)
