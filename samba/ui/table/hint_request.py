"""Asking for a hint without freezing the table.

The suggestion is a search, so it runs on the controller's runner and is collected when done; the
frame loop never waits. When it arrives the suggested cards are selected in the hand, a sentence
says what and why, and ``HintMarks`` points at the place to use them.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from samba.engine.cards import Card
from samba.game import hints

if TYPE_CHECKING:
    from .scene import TableScene


class HintRequest:
    """At most one hint in flight; a second press while thinking is ignored."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.future: Future | None = None

    @property
    def pending(self) -> bool:
        return self.future is not None

    def ask(self) -> None:
        """Start a search for the current position (the caller has checked it is the human's move)."""
        if self.future is not None:
            return
        controller = self.table.controller
        obs = controller.observation()
        seed = controller.setup.seed
        self.future = controller.runner.submit(lambda: hints.suggest_for(obs, seed))
        self.table.note("Thinking about a hint…")

    def poll(self) -> None:
        """Collect a finished search: select its cards and say it."""
        future = self.future
        if future is None or not future.done():
            return
        self.future = None
        table = self.table
        try:
            found = future.result()
        except Exception as exc:  # the hint is a courtesy; never let it end the game
            table.note(f"No hint this time ({exc}).")
            return
        if found is None:
            table.note("No hint: nothing useful to suggest.")
            return
        action, sentence = found
        picked: set[int] = set()
        for card in cards_in(action):
            uid = next((u for u, c in table.hand.shown() if c == card and u not in picked), None)
            if uid is not None:
                picked.add(uid)
        table.hand.selected = picked
        table.dirty = True
        table.note(f"Hint: {sentence}")
        table.hint_marks.show(action, table.look.toast)


def cards_in(action: object) -> list[Card]:
    """Every card an action would move from the hand, whatever the action's shape."""
    cards: list[Card] = []
    for name in ("cards", "melds", "layoffs", "card", "discard"):
        value = getattr(action, name, None)
        if value is None:
            continue
        if name == "melds":
            cards += [c for m in value for c in m]
        elif name == "layoffs":
            cards += [c for _, cs in value for c in cs]
        elif name in ("card", "discard"):
            cards.append(value)
        else:
            cards += list(value)
    return cards
