"""Tutorial lessons: prepared positions, captions, highlights, and a check that the player did it.

Lessons are data (an engine scenario plus steps), run by ``LessonRun``, a pure state holder that
the table drives: it asks the engine first (a refused move gets the engine's reason and the
step's nudge, never a dead end), then whether the move is the one the step teaches. Partner
questions inside a lesson are answered by a scripted partner so every lesson plays the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, assert_never

from samba import resources
from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Card,
    Discard,
    DrawStock,
    EndHand,
    GameState,
    GoOut,
    IllegalAction,
    Meld,
    MergeGroups,
    TakePile,
    apply,
    check,
    observe,
    scenario,
)
from samba.engine import events as E
from samba.engine.actions import Action
from samba.engine.events import Event
from samba.i18n import N_, _

from . import file_words as W
from .files import FileProblem, move_aside, read_json, write_json_atomic
from .refusal_words import refusal_words

HUMAN = 0


@dataclass(frozen=True, slots=True)
class Expect:
    """What a step wants: an action type, and optionally its method, cards or an event it causes."""

    action: type
    method: str = ""
    cards: tuple[str, ...] = ()
    """The cards the action must use (any order); empty: any."""
    event: str = ""
    """An event kind the action must cause (e.g. ``canasta``)."""
    event_text: str = ""
    avoid: tuple[str, ...] = ()
    """Cards the action must not use (the caption says "not the 2♦": the check agrees)."""

    def matches(self, action: Action, events: Sequence[Event]) -> bool:
        if not isinstance(action, self.action):
            return False
        if self.avoid and any(c.code in self.avoid for c in _cards_of(action)):
            return False
        if self.method and getattr(action, "method", "") != self.method:
            return False
        if self.cards and sorted(self.cards) != sorted(c.code for c in _cards_of(action)):
            return False
        return not self.event or any(
            e.kind == self.event and (not self.event_text or e.text == self.event_text) for e in events)


def _cards_of(action: Action) -> list[Card]:
    """The hand cards an action plays."""
    match action:
        case Discard():
            return [action.card]
        case TakePile():
            return list(action.cards) + [c for m in action.melds for c in m]
        case Meld():
            return [c for m in action.melds for c in m] + [c for _meld, cs in action.layoffs for c in cs]
        case GoOut():
            cards = [c for m in action.melds for c in m] + [c for _meld, cs in action.layoffs for c in cs]
            return cards + ([action.discard] if action.discard is not None else [])
        case DrawStock() | MergeGroups() | AskGoOut() | AnswerGoOut() | EndHand():
            return []
        case _:
            assert_never(action)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson. Its words are kept in English (the msgids) and read in the player's
    language through ``caption`` and ``nudge``, so a lesson follows a language switch at once."""

    caption_msgid: str
    expect: Expect
    nudge_msgid: str
    """Said after a wrong (or refused) try: how to do what the step wants."""
    highlight_cards: tuple[str, ...] = ()
    highlight_place: str = ""
    """``stock``, ``pile``, ``new_meld`` or ``meld:<id>``: where to look or drop."""

    @property
    def caption(self) -> str:
        return _(self.caption_msgid)

    @property
    def nudge(self) -> str:
        return _(self.nudge_msgid)


@dataclass(frozen=True, slots=True)
class Lesson:
    id: str
    title_msgid: str
    intro_msgid: str
    scenario: dict[str, Any]
    steps: tuple[Step, ...]
    outro_msgid: str

    @property
    def title(self) -> str:
        """"1 · Draw and discard" in the player's language."""
        return _(self.title_msgid)

    @property
    def intro(self) -> str:
        return _(self.intro_msgid)

    @property
    def outro(self) -> str:
        return _(self.outro_msgid)


def _hands(human: str) -> dict[str, str]:
    return {"0": human, "1": "5C 5D 8S 9S JD QC KC 4H 6D 7S AS 10D JC", "2": "4C 6C 8D 9D 10S JS QS KS AD",
            "3": "5S 6S 7D 8C 9C 10C JH QD KD 4D 6H 7C"}


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "draw_discard", N_("1 · Draw and discard"),
        N_("Every turn starts with a draw and ends with a discard. You are at the bottom of the table."),
        {"title": "draw and discard", "turn": 0, "hands": _hands("4S 7H 9H JS QH KD AC 5H"), "pile": "8H",
         "stock": "6C 10H"},
        (
            Step(N_("Click the stock (or press S) to draw two cards."), Expect(DrawStock),
                 N_("Start by drawing: click the face-down stock in the middle, or press S."), (), "stock"),
            Step(N_("Now end your turn: drag a card you do not need onto the pile (or select it and press D)."),
                 Expect(Discard), N_("Drag one card from your hand onto the discard pile."), (), "pile"),
        ),
        N_("That is a whole turn: draw two, discard one. Your partner (North) sits opposite you. The FROZEN "
        "badge under the pile means you may not simply take it yet: lesson 5 explains."),
    ),
    Lesson(
        "opening", N_("2 · Your first meld and the opening minimum"),
        N_("A group is three or more cards of one rank. Your side's first melds must reach 50 points: 4s to 7s "
        "count 5, 8s to kings 10, aces and 2s 20, jokers 50."),
        {"title": "opening", "turn": 0, "hands": _hands("7C 7D 7S 6C 6D 6S 2C 9H 4S"), "pile": "5H",
         "stock": "10C 8D"},
        (
            Step(N_("Draw from the stock first."), Expect(DrawStock), N_("Click the stock or press S."), (), "stock"),
            Step(N_("Three 7s with the wild 2♣ (35) plus three 6s (15) make 50. Click 7♣ 7♦ 7♠ 2♣, press Meld; "
                 "click 6♣ 6♦ 6♠, press Meld; press Meld once more to lay both."),
                 Expect(Meld), N_("Click 7♣ 7♦ 7♠ 2♣, press Meld; click 6♣ 6♦ 6♠, press Meld; press Meld again. "
                 "A meld gathered by mistake? Backspace takes it back."),
                 ("7C", "7D", "7S", "2C", "6C", "6D", "6S"), "new_meld"),
            Step(N_("Finish your turn with a discard."), Expect(Discard), N_("Drag a card onto the pile."), (), "pile"),
        ),
        N_("Your side has opened: from now on your partner and you may meld freely this hand."),
    ),
    Lesson(
        "samba", N_("3 · Sequences and the samba"),
        N_("A sequence is three to seven cards of one suit in order (4 low, ace high). Seven make a samba: +1,500."),
        {"title": "samba", "turn": 0, "hands": _hands("JH 4S 8C QS AC"), "pile": "5C", "stock": "9S 6D",
         "melds": [{"side": 0, "cards": "5H 6H 7H 8H 9H 10H"}], "opened": [True, False]},
        (
            Step(N_("Draw from the stock."), Expect(DrawStock), N_("Click the stock or press S."), (), "stock"),
            Step(N_("Your hearts run 5 to 10. Drop the J♥ on that sequence to make seven: a samba!"),
                 Expect(Meld, cards=("JH",), event=E.CANASTA, event_text="samba"),
                 N_("Drag the J♥ onto your sequence of hearts."), ("JH",), "meld:1"),
            Step(N_("Your samba is squared into one stack, labelled Samba. Discard to end the turn."), Expect(Discard),
                 N_("Drag a card onto the pile."), (), "pile"),
        ),
        N_("A samba is closed: nothing more can go on it. Wild cards never go in sequences."),
    ),
    Lesson(
        "wild_cards", N_("4 · Wild cards and their limits"),
        N_("Jokers and 2s are wild. A group may hold at most two of them, and never more wild than natural cards."),
        {"title": "wild cards", "turn": 0, "hands": _hands("2D JK 9C 4S 6H"), "pile": "5C", "stock": "8S KD",
         "melds": [{"side": 0, "cards": "QH QD QS 2C"}], "opened": [True, False]},
        (
            Step(N_("Draw from the stock."), Expect(DrawStock), N_("Click the stock or press S."), (), "stock"),
            Step(N_("Your queens already hold one wild card. Add the joker: that is the second and last one allowed."),
                 Expect(Meld, cards=("JK",)),
                 N_("Drag only the joker onto your queens (click any other selected card to let it go). A third wild "
                 "would be refused."),
                 ("JK",), "meld:1"),
            Step(N_("Discard to end the turn — any card but the 2♦: a wild card on the pile freezes it (lesson 5)."),
                 Expect(Discard, avoid=("2D",)), N_("Keep the 2♦ and drag another card onto the pile."), (), "pile"),
        ),
        N_("Two wild cards at most per group; once a group is a canasta, no more wild cards may join it."),
    ),
    Lesson(
        "pile", N_("5 · Taking the pile"),
        N_("Instead of drawing you may take the whole discard pile, if you can meld its top card at once."),
        {"title": "pile", "turn": 0, "hands": _hands("9C 9D 4S 6H KD"), "pile": "5S 8C JD 7H 9H",
         "melds": [{"side": 0, "cards": "AH AD AS"}], "opened": [True, False]},
        (
            Step(N_("Your pair of 9s can take the pile (the 9♥ on top). Pick the 9♣ and 9♦ and click the pile: "
                 "they wait under the 9♥. Then press T to take it."), Expect(TakePile, method="pair"),
                 N_("Pick your 9♣ and 9♦, click the pile, then press T."), ("9C", "9D"), "pile"),
            Step(N_("The 9♥ and your pair went down as a new meld; the other four cards joined your hand. "
                 "Discard to end the turn."), Expect(Discard),
                 N_("Drag a card onto the pile."), (), "pile"),
        ),
        # TRANSLATORS: keep the line breaks: one way to take the pile, or one state of the pile, per line.
        N_("Two ways to take the pile:\n"
           "• a pair: two natural cards matching its top card;\n"
           "• a lay-off: its top card onto one of your unfinished melds.\n"
           "Frozen pile (a wild card or red 3 in it, or your side not yet opened): only a pair takes it.\n"
           "Blocked pile (a wild card or black 3 on top): the next player cannot take it at all."),
    ),
    Lesson(
        "red_threes", N_("6 · Red threes"),
        N_("Red 3s are bonus cards: they are laid out at once and replaced from the stock."),
        {"title": "red threes", "turn": 0, "hands": _hands("4S 6H 9C KD QS"), "pile": "5C", "stock": "3H KC 6S"},
        (
            Step(N_("Draw from the stock and watch the red 3."), Expect(DrawStock, event=E.RED_THREE),
                 N_("Click the stock or press S."), (), "stock"),
            Step(N_("The 3♥ went face up at the left of your melds, and the stock gave you a card in its place. "
                 "Discard to end the turn."), Expect(Discard),
                 N_("Drag a card onto the pile."), (), "pile"),
        ),
        N_("Each red 3 is worth 100 — but only if your side makes two canastas this hand; otherwise it costs 100."),
    ),
    Lesson(
        "going_out", N_("7 · Canastas and going out"),
        N_("With two canastas your side may go out. You may ask your partner first; the answer binds."),
        {"title": "going out", "turn": 0, "hands": _hands("QC QH"), "pile": "5C", "stock": "QS 8D",
         "melds": [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS 2C"},
                   {"side": 0, "cards": "5D 6D 7D 8D 9D 10D JD"}], "opened": [True, False]},
        (
            Step(N_("Draw from the stock."), Expect(DrawStock), N_("Click the stock or press S."), (), "stock"),
            Step(N_("You have two canastas (the kings and the diamond samba), so you may go out. Ask your "
                 "partner first: press Ask partner (A). Their answer binds."),
                 Expect(AskGoOut), N_("Press the Ask partner button at the bottom (or A)."), (), ""),
            Step(N_("Your partner said yes: go out. Drag your queens onto your queens and the 8♦ onto the pile — "
                 "they wait, outlined — then press Enter to lay them all down."), Expect(GoOut),
                 N_("Stage every card you still hold: the queens onto your queens, the 8♦ onto the pile; then press "
                   "Enter."), ("QC", "QH", "QS"),
                 "meld:2"),
        ),
        N_("Going out ends the hand and earns 200. It needs two canastas; sambas count. Asking your partner first "
           "is optional, but the answer binds: after a yes you must go out, after a no you may not this turn.\n"
           "The scores now count this hand (lesson 8 explains how); a side below zero needs only 15 points to "
           "open."),
    ),
    Lesson(
        "scoring", N_("8 · How a hand is scored"),
        N_("Go out, then read the score sheet: every line of your side's score is explained."),
        {"title": "scoring", "turn": 0, "hands": _hands("AC AH"), "pile": "5C", "stock": "AS 4D",
         "red_threes": {"0": "3H"}, "asked": "",
         "melds": [{"side": 0, "cards": "AD AD AS 2H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"},
                   {"side": 0, "cards": "4C 5C 6C 7C 8C 9C 10C"}, {"side": 1, "cards": "JH JD JS"}],
         "opened": [True, True]},
        (
            Step(N_("Draw from the stock."), Expect(DrawStock), N_("Click the stock or press S."), (), "stock"),
            Step(N_("Ask your partner if you may go out: press Ask partner (A)."), Expect(AskGoOut),
                 N_("Press Ask partner (A)."), (), ""),
            Step(N_("Go out: drag your aces onto your aces and your last card onto the pile (they wait, "
                 "outlined), then press Enter."), Expect(GoOut),
                 N_("Drag A♣ A♥ A♠ onto your aces, the last card onto the pile, then press Enter."),
                 ("AC", "AH", "AS"), "meld:1"),
        ),
        N_("Your side scores its melded cards, 500 per natural canasta, 300 per mixed one, 1,500 per samba, "
        "100 per red 3 (with two canastas), 200 for going out, minus the cards left in hands."),
    ),
)


@dataclass(frozen=True, slots=True)
class TryResult:
    accepted: bool
    message: str
    rule: str = ""
    """The rule number behind a refusal, for "Why?"."""
    events: tuple[Event, ...] = ()


@dataclass
class LessonRun:
    """One lesson being played: the position, the current step, and the checks."""

    lesson: Lesson
    state: GameState = field(init=False)
    step_index: int = 0

    def __post_init__(self) -> None:
        self.state = scenario.load(self.lesson.scenario)

    @property
    def done(self) -> bool:
        return self.step_index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.step_index]

    def attempt(self, action: Action) -> TryResult:
        """Try the player's action: refused by the engine, not what the step teaches, or done."""
        step = self.step
        if step is None:
            return TryResult(False, _("This lesson is complete."))
        problem = check(observe(self.state, HUMAN), action)
        if problem is not None:
            return TryResult(False, f"{refusal_words(problem)} {step.nudge}", problem.rule)
        try:
            after, events = apply(self.state, action, seat=HUMAN)
        except IllegalAction as refused:
            return TryResult(False, f"{refusal_words(refused.violation)} {step.nudge}", refused.violation.rule)
        if not step.expect.matches(action, events):
            return TryResult(False, _("That is allowed, but this lesson wants something else. {nudge}").format(
                nudge=step.nudge))
        self.state = after
        all_events = list(events)
        all_events.extend(self._scripted_partner())
        self.step_index += 1
        return TryResult(True, _("Well done!"), events=tuple(all_events))

    def _scripted_partner(self) -> list[Event]:
        """A partner asked "may I go out?" in a lesson always says yes."""
        out: list[Event] = []
        while self.state.phase == "answer":
            self.state, events = apply(self.state, AnswerGoOut(True))
            out.extend(events)
        return out


def progress_path() -> Path:
    return resources.user_data_dir() / "tutorial.json"


@dataclass(frozen=True, slots=True)
class ProgressLoad:
    """What ``read_progress`` found: the lessons done, and a sentence for the player when the file could
    not be used; ``kept_as`` is where it was moved."""

    done: frozenset[str]
    notice: str | None = None
    kept_as: Path | None = None


def read_progress(path: Path | None = None) -> ProgressLoad:
    """The lessons completed so far; never raises.

    A file that is not a progress document (not JSON, not an object, ``completed`` not a list of
    names, a folder or FIFO...) is moved aside as ``tutorial.corrupt-….json`` and the player told, as
    the saved match and the settings are: were it only ignored, the next finished lesson would write
    over it and the player would lose it without a word. Names of lessons this version does not know
    (a newer version's) are simply not counted.
    """
    target = path or progress_path()
    if not resources.exists(target):
        return ProgressLoad(frozenset())
    try:
        data = read_json(target)
        completed = data.get("completed", []) if isinstance(data, dict) else None
        if not isinstance(completed, list) or not all(isinstance(name, str) for name in completed):
            raise FileProblem(_(W.NOT_PROGRESS))
    except FileNotFoundError:
        return ProgressLoad(frozenset())
    except FileProblem as exc:
        kept = move_aside(target)
        if kept is None:
            return ProgressLoad(frozenset(), W.say(W.PROGRESS_LEFT_IN_PLACE, reason=str(exc), path=str(target)))
        return ProgressLoad(frozenset(), W.say(W.PROGRESS_SET_ASIDE, reason=str(exc), kept=kept.name,
                                               folder=str(kept.parent)), kept)
    return ProgressLoad(frozenset(completed) & {lesson.id for lesson in LESSONS})


def load_progress(path: Path | None = None) -> set[str]:
    """Lesson ids completed so far (``read_progress`` without the notice; a damaged file is set aside)."""
    return set(read_progress(path).done)


def save_progress(completed: set[str], path: Path | None = None,
                  writer: Callable[[Path, Any], None] | None = None) -> None:
    """Write the completed lessons; raises ``SaveError`` (a reason in words) when the disk refuses."""
    (writer or write_json_atomic)(path or progress_path(), {"completed": sorted(completed)})
