"""What the player meant: the values the table's input helpers return and ``TableScene.perform`` applies.

Input code (the pointer, the keys and buttons, a hint's arrival) never changes the table itself: it
says what the player meant as one of these values. Presentation intents (select, arrange, light the
drop zones…) become a new ``TableState`` in ``state.reduce``; moves (``Propose``) are put to
``Play``, which asks the engine and answers with an outcome. The data flow is

    gesture → intent → proposal → engine (check, apply) → events → beats (presenter, animator)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygame import Rect

from samba.engine import Card
from samba.engine.actions import Action

from .hand_model import Staging

Target = tuple[Any, ...]
"""Something on the table a gesture can name: ("hand", uid), ("meld", id), ("new",), ("pile",), ("stock",),
("staged", n), ("take",) (the pile take being gathered), ("area", side), ("hand_area",)."""


# -- the hand and what the table shows (``state.reduce``) ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class Toggle:
    """Select a hand card, or let it go."""

    uid: int


@dataclass(frozen=True, slots=True)
class ToggleAtCursor:
    """Space / Up: select (or let go) the card under the keyboard cursor."""


@dataclass(frozen=True, slots=True)
class SelectOnly:
    """Exactly these cards picked (a hint's suggestion, a pair offered for the pile)."""

    uids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Cancel:
    """Let go of every picked card (Down)."""


@dataclass(frozen=True, slots=True)
class MoveCursor:
    """The keyboard cursor ``delta`` cards along the hand row (kept inside it)."""

    delta: int


@dataclass(frozen=True, slots=True)
class CursorTo:
    """The keyboard cursor onto the card the pointer picked up."""

    uid: int


@dataclass(frozen=True, slots=True)
class Arrange:
    """Cards dropped back into the hand row before position ``before`` (the player's own order)."""

    uids: tuple[int, ...]
    before: int


@dataclass(frozen=True, slots=True)
class Sort:
    """Sort the hand the other way (rank, or suit and sequence)."""


@dataclass(frozen=True, slots=True)
class Stage:
    """Cards gathered beside the hand for the opening: a new staged meld, or onto staged meld ``onto``."""

    uids: tuple[int, ...]
    onto: int | None = None


@dataclass(frozen=True, slots=True)
class Unstage:
    """Staged meld ``index`` (the last one when None) back to the hand."""

    index: int | None = None


@dataclass(frozen=True, slots=True)
class Restage:
    """The plan beside the hand is now ``staging`` (a card staged or taken back, a take begun, a suggestion)."""

    staging: Staging


@dataclass(frozen=True, slots=True)
class HintPlan:
    """A hint on the table: its move, the cards it marks and the plan it filled in, as they were shown.

    The hint *marks* its cards (rings round them, numbered by meld when there are several); it does not
    pick them: a drag started on one of them moves that card alone, as a drag of an unpicked card always
    does, and a click picks it as usual. While nothing is picked or staged since the hint came, Enter
    does exactly what the hint says.
    """

    action: Action
    uids: frozenset[int]
    staging: Staging
    groups: tuple[tuple[int, ...], ...] = ()
    """The marked cards by where they go (one group per new meld, lay-off or discard), in the sentence's order."""


@dataclass(frozen=True, slots=True)
class Hinted:
    """A hint arrived: its cards picked (or its take or going out staged) and remembered for Enter."""

    plan: HintPlan


@dataclass(frozen=True, slots=True)
class Moved:
    """A move was applied: the picked cards are spent; ``clear_staging`` when it laid the staged melds."""

    clear_staging: bool


@dataclass(frozen=True, slots=True)
class Sync:
    """The table now shows a new position: follow the engine's hand (new cards get new ids).

    ``relayout``: lay the hand row out afresh (the player's turn is over: the gaps left by cards that
    went close now, not while the player was still aiming at the row).
    """

    cards: tuple[Card, ...]
    relayout: bool = False
    complete: frozenset[int] = frozenset()
    """The position's completed melds: with ``relayout`` (or on a fresh table) they are put aside, stacked first;
    a meld completed during the player's turn stays squared up in its place until then (``meld_order``)."""


@dataclass(frozen=True, slots=True)
class Deal:
    """A new hand is dealt: the hand row starts afresh in the player's sort order, nothing is marked, picked,
    hinted or put aside any more."""


@dataclass(frozen=True, slots=True)
class Mark:
    """These hand cards are marked as new (a draw); an empty set clears the marks (the next action)."""

    uids: frozenset[int]


@dataclass(frozen=True, slots=True)
class Hide:
    """Hand cards left out of their slots while they fly (drawn cards landing, a refused card gliding home)."""

    uids: frozenset[int]


@dataclass(frozen=True, slots=True)
class Show:
    """Hand cards back in their slots (every hidden one when ``uids`` is None)."""

    uids: frozenset[int] | None = None


@dataclass(frozen=True, slots=True)
class Light:
    """A drag is under way: light the zones the engine would accept, lift the carried cards out of place."""

    accepting: frozenset[Target]
    carried: frozenset[int] = frozenset()
    meld: int | None = None
    """The meld being carried onto another (drawn under the pointer, not in its column)."""


@dataclass(frozen=True, slots=True)
class Hover:
    """The drop zone under the pointer while dragging (None: nothing)."""

    target: Target | None


@dataclass(frozen=True, slots=True)
class Settle:
    """The drag is over: the lights go out and the carried cards are back in the hand."""

    carried: frozenset[int] = frozenset()


# -- moves and commands (the scene asks ``Play``) ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the stock (or end the hand when the stock is empty)."""


@dataclass(frozen=True, slots=True)
class TakePileTo:
    """Take the pile: into your hand with the picked cards (``onto`` None), or onto your meld ``onto``."""

    onto: int | None = None


@dataclass(frozen=True, slots=True)
class MeldPicked:
    """Meld / Enter: lay the staged opening, or meld (or stage) the picked cards."""


@dataclass(frozen=True, slots=True)
class DiscardPicked:
    """D: discard the one picked card, or the card under the keyboard cursor."""


@dataclass(frozen=True, slots=True)
class UndoMove:
    """Take back a staged meld, or the last meld or lay-off of this turn."""


@dataclass(frozen=True, slots=True)
class AskPartner:
    """"Partner, may I go out?" (S15.4)."""


@dataclass(frozen=True, slots=True)
class DropCards:
    """Hand cards put on ``target`` (a meld, the New meld zone, a staged meld, the pile, a side's area)."""

    uids: tuple[int, ...]
    target: Target


@dataclass(frozen=True, slots=True)
class MergeMelds:
    """One of your groups dragged onto another of the same rank (S10.2)."""

    dragged: int
    onto: int


@dataclass(frozen=True, slots=True)
class LayOffOnto:
    """Keys 1–9: the picked cards onto your side's meld with that number."""

    number: int


@dataclass(frozen=True, slots=True)
class UnstageMeld:
    """A click on a staged meld: it goes back to the hand."""

    index: int


@dataclass(frozen=True, slots=True)
class UnstageCard:
    """A click on one staged card: that card goes back to the hand (the rest of the plan stays).

    ``uid`` None (Backspace): the piece staged last, whole (a meld, a lay-off, the discard; README: "take back the
    last staged meld").
    """

    uid: int | None = None


@dataclass(frozen=True, slots=True)
class CancelStaging:
    """Esc while a plan is gathered: every staged card back to the hand, a pile take given up."""


@dataclass(frozen=True, slots=True)
class Suggest:
    """G: fill the plan in — the engine's pile take before the draw, a way out when going out."""


Move = Draw | TakePileTo | MeldPicked | DiscardPicked | UndoMove | AskPartner | DropCards | MergeMelds | LayOffOnto \
    | UnstageMeld | UnstageCard | CancelStaging | Suggest


@dataclass(frozen=True, slots=True)
class Glide:
    """Cards flying back to where they were picked up (a refused drop): from ``starts`` to ``ends``."""

    codes: tuple[str | None, ...]
    starts: tuple[Rect, ...]
    ends: tuple[Rect, ...]
    uids: frozenset[int] = frozenset()
    """Hand cards whose slots stay empty until they land."""


@dataclass(frozen=True, slots=True)
class Propose:
    """A move for the engine to judge; when it is refused (or cannot be made now) the cards glide home."""

    move: Move
    otherwise: Glide | None = None


@dataclass(frozen=True, slots=True)
class Pick:
    """A drag got under way with these cards (or the pile, or a meld): ask which zones would take them."""

    source: Target
    uids: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class AskHint:
    """H: what would a good player do here?"""


@dataclass(frozen=True, slots=True)
class OpenMenu:
    """Esc or the Menu button: the menu (a lesson table goes back to the lesson list instead)."""

    by_key: bool = False
    """Esc pressed (not the button): with cards selected it lets go of them first, and the next Esc opens the
    menu — a player who picked cards and changed their mind presses Esc to put them down, not to leave."""


@dataclass(frozen=True, slots=True)
class OpenScores:
    """C: the scores so far (every finished hand and the chart), as the menu's Scores opens them."""


@dataclass(frozen=True, slots=True)
class LookAtHand:
    """A click on a seat's open hand: show it whole and large."""

    seat: int


@dataclass(frozen=True, slots=True)
class Skip:
    """Show the rest of the animation at once (a click or Space while the table catches up).

    ``glides_only``: land the cards still gliding home, and leave the story be (a new gesture starts).
    """

    glides_only: bool = False


@dataclass(frozen=True, slots=True)
class Say:
    """A note for the player in the toast (not a refusal)."""

    words: str


PresentationIntent = (Toggle | ToggleAtCursor | SelectOnly | Cancel | MoveCursor | CursorTo | Arrange | Sort | Stage
                      | Unstage | Restage | Hinted | Moved | Mark | Sync | Deal | Hide | Show | Light | Hover | Settle)
Intent = (PresentationIntent | Propose | Pick | Glide | AskHint | OpenMenu | OpenScores | LookAtHand | Skip
          | Say)
