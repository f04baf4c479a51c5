"""Asking for a hint without freezing the table.

The suggestion is a search, so it runs on the controller's runner and is collected when done; the
frame loop never waits. What it found comes back as a ``HintFound`` (the cards to pick, the sentence
and the move) for the scene to show: the cards selected, the sentence in the toast, and
``HintMarks`` pointing at the place to use them.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass

from samba.engine import Card, Observation
from samba.engine.actions import Action
from samba.game import hints
from samba.i18n import _

from . import intents as I
from .hand_model import HandModel

Submit = Callable[[Callable[[], object]], Future]
"""Runs a job off the frame loop (the controller's runner)."""


@dataclass(frozen=True, slots=True)
class HintFound:
    uids: tuple[int, ...]
    """The suggested cards as they sit in the hand."""
    sentence: str
    action: Action
    groups: tuple[tuple[int, ...], ...] = ()
    """The same cards by where they go, in the order the sentence names them: one group per new meld,
    one per lay-off, one for a discard (so the marks on the hand match the melds the hint speaks of)."""


class HintRequest:
    """At most one hint in flight; a second press while thinking is ignored."""

    def __init__(self, submit: Submit) -> None:
        self.submit = submit
        self.future: Future | None = None

    @property
    def pending(self) -> bool:
        return self.future is not None

    def ask(self, obs: Observation, seed: int) -> list[I.Intent]:
        """Start a search for ``obs`` (the caller has checked it is the human's move)."""
        if self.future is not None:
            return []
        self.future = self.submit(lambda: hints.suggest_for(obs, seed))
        return [I.Say(_("Thinking about a hint…"))]

    def poll(self, hand: HandModel, obs: Observation) -> HintFound | I.Say | None:
        """A finished search: the cards to pick and the sentence to show (or why there is none)."""
        future = self.future
        if future is None or not future.done():
            return None
        self.future = None
        try:
            found = future.result()
        except Exception as exc:  # the hint is a courtesy; never let it end the game
            return I.Say(_("No hint this time ({reason}).").format(reason=exc))
        if found is None:
            return I.Say(_("No hint: nothing useful to suggest."))
        action, sentence = found
        picked: list[int] = []
        groups: list[tuple[int, ...]] = []
        shown = hand.shown()
        for cards in card_groups(action):
            group: list[int] = []
            for card in cards:
                uid = next((u for u, c in shown if c == card and u not in picked), None)
                if uid is not None:
                    picked.append(uid)
                    group.append(uid)
            if group:
                groups.append(tuple(group))
        return HintFound(tuple(picked), _("Hint: {sentence}").format(sentence=sentence), action, tuple(groups))


def card_groups(action: object) -> list[tuple[Card, ...]]:
    """The cards an action would move from the hand, grouped by where they go, in the order the hint's
    sentence names them: the cards with the top card, each new meld, each lay-off, the discard."""
    groups: list[tuple[Card, ...]] = []
    for name in ("cards", "melds", "layoffs", "card", "discard"):
        value = getattr(action, name, None)
        if value is None:
            continue
        if name == "melds":
            groups += [tuple(m) for m in value]
        elif name == "layoffs":
            groups += [tuple(cs) for _meld, cs in value]
        elif name in ("card", "discard"):
            groups.append((value,))
        elif value:
            groups.append(tuple(value))
    return groups

