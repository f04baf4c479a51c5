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
        for card in cards_in(action):
            uid = next((u for u, c in hand.shown() if c == card and u not in picked), None)
            if uid is not None:
                picked.append(uid)
        return HintFound(tuple(picked), _("Hint: {sentence}").format(sentence=sentence), action)


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
            cards += [c for _meld, cs in value for c in cs]
        elif name in ("card", "discard"):
            cards.append(value)
        else:
            cards += list(value)
    return cards
