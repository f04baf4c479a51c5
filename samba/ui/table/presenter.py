"""Engine events → animation beats with narration and sound (ARCHITECTURE §5).

The presenter never re-derives a rule: it shows what the events say happened. Events reach it
already filtered for the viewer (``Event.seen_by``), so a card another player drew stays a back.
What each beat says is the step's own line from the match's story (``Step.lines``, made by the
controller), so the move log shows exactly the story a resumed match rebuilds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from samba.engine import events as E
from samba.engine.events import Event
from samba.game.controller import Step
from samba.game.story import Line, why_line
from samba.i18n import _
from samba.ui import audio

from . import layout as L
from .animation import Beat, Flight

FLIGHT = 0.38
HOLD_BOT = 0.45
HOLD_HUMAN = 0.08
WHY_HOLD = 0.9
"""Seconds (at normal speed) a practice explanation stays in the narration banner."""
GO_OUT_HOLD = 1.4
"""Seconds (at normal speed) the table rests on a going out before the score sheet comes."""


class Stage(Protocol):
    def say(self, line: Line) -> None: ...
    def play_sound(self, name: str) -> None: ...
    def bubble(self, seat: int, words: str, keep: bool = False) -> None: ...


def sound_for(event: Event) -> str | None:
    """The sound of an event (every seat's melds sound alike: the table is one room)."""
    k = event.kind
    if k == E.CANASTA:
        return audio.SAMBA if event.text in ("samba", "bolivia") else audio.CANASTA
    return {E.DEAL: audio.SHUFFLE, E.UPCARD: audio.CARD_PLACE, E.RED_THREE: audio.RED_THREE, E.DRAW: audio.DRAW,
            E.TAKE_PILE: audio.TAKE_PILE, E.MELD: audio.MELD, E.LAYOFF: audio.CARD_PLACE, E.MERGE: audio.MELD,
            E.DISCARD: audio.CARD_PLACE, E.GO_OUT: audio.GO_OUT}.get(k)


class Presenter:
    def __init__(self, viewer: int, player_count: int, human: int | None, seat_side: Sequence[int]) -> None:
        self.viewer = viewer
        self.player_count = player_count
        self.human = human
        self.seat_side = tuple(seat_side)

    def anchor(self, lay: L.Layout, seat: int) -> tuple[int, int]:
        """Where a seat's cards come from / go to (top-left of a card there)."""
        cw, ch = lay.cards.meld
        if seat == self.viewer or seat not in lay.seats:
            return lay.hand.centerx - cw // 2, lay.hand.y + 10
        rect = lay.seats[seat]
        return rect.centerx - cw // 2, rect.centery - ch // 2

    def beats(self, step: Step, lay: L.Layout, stage: Stage, commit: Callable[[], None],
              landing: Callable[[int, str], tuple[float, float] | None] | None = None) -> list[Beat]:
        """One beat per event worth showing, saying the step's lines; the last one commits the new position.

        ``landing(meld_id, code)``: where that card of that meld lies once the step is shown, so melds
        fly to their places (a going out's last melds above all).
        """
        events, actor = step.events, step.seat
        bot = actor != self.human
        going_out = any(e.kind == E.GO_OUT for e in events)
        hold = HOLD_BOT if bot else HOLD_HUMAN
        size = lay.cards.meld
        stock = (float(lay.stock.x), float(lay.stock.y))
        pile = (float(lay.pile.x), float(lay.pile.y))
        out: list[Beat] = []
        lines = step.lines if len(step.lines) == len(events) else (None,) * len(events)
        for index, (event, line) in enumerate(zip(events, lines, strict=True)):
            if index and step.why and index - 1 == step.why_after:
                out.append(self._why(stage, step.why))
            flights: list[Flight] = []
            seat_at = self.anchor(lay, event.seat) if event.seat >= 0 else stock
            k = event.kind
            if k == E.DEAL:
                order = [s for s in range(self.player_count)]
                n = min(event.count, 15) * len(order)
                for i in range(n):
                    seat = order[i % len(order)]
                    flights.append(Flight(None, stock, self.anchor(lay, seat), size, 0.22, 0.03 * i))
            elif k == E.UPCARD:
                flights = [Flight(c.code, stock, pile, size, FLIGHT) for c in event.cards[-1:]]
            elif k == E.DRAW:
                codes: list[str | None] = [c.code for c in event.cards] or [None] * event.count
                flights = [Flight(code, stock, seat_at, size, FLIGHT, 0.12 * i) for i, code in enumerate(codes)]
            elif k == E.TAKE_PILE:
                shown = min(event.count, 6)
                flights = [Flight(event.cards[-1].code if (i == 0 and event.cards) else None, pile, seat_at, size,
                                  FLIGHT + 0.05 * i, 0.05 * i) for i in range(shown)]
            elif k in (E.MELD, E.LAYOFF, E.RED_THREE) and (bot or going_out or k == E.RED_THREE):
                area = lay.meld_areas.get(self.seat_side[event.seat]) if event.seat >= 0 else None
                if area is not None:
                    middle = (float(area.centerx - size[0] // 2), float(area.y + 24))
                    places = [landing(event.meld, c.code) if landing is not None and k != E.RED_THREE else None
                              for c in event.cards[:8]]
                    flights = [Flight(c.code, seat_at, place or middle, size, FLIGHT, 0.06 * i)
                               for i, (c, place) in enumerate(zip(event.cards[:8], places, strict=True))]
            elif k == E.DISCARD and (bot or going_out):
                flights = [Flight(c.code, seat_at, pile, size, FLIGHT) for c in event.cards]
            elif k == E.ASK:
                out.append(self._beat(stage, line, None, [], 1.0 if bot else 0.6,
                                      bubble=(event.seat, _("May I go out?"))))
                continue
            elif k == E.ANSWER:
                words = _("Yes — go out!") if event.text == "yes" else _("No, not yet.")
                # The answer to the player's own question stays by the partner's plate until the player acts.
                mine = (self.human is not None and event.seat != self.human
                        and self.seat_side[event.seat] == self.seat_side[self.human])
                out.append(self._beat(stage, line, None, [], 1.2, bubble=(event.seat, words), keep=mine))
                continue
            elif k in (E.TURN, E.STOCK_EMPTY, E.GAME_END):
                if line:
                    out.append(self._beat(stage, line, None, [], 0.0))
                continue
            elif k == E.GO_OUT:
                # The hand's last moment: the final table is shown as this beat starts (the last melds have
                # landed), and the table rests on it before the score sheet comes.
                beat = self._beat(stage, line, sound_for(event), [], GO_OUT_HOLD)
                said = beat.on_start

                def final(said: Callable[[], None] | None = said) -> None:
                    commit()
                    if said:
                        said()

                beat.on_start = final
                beat.kind = k
                beat.settles = True
                out.append(beat)
                continue
            sound = sound_for(event)
            if flights or line:
                out.append(self._beat(stage, line, sound, flights, hold if flights else hold / 2))
                out[-1].kind = k
                out[-1].rests = going_out and k in (E.MELD, E.LAYOFF, E.DISCARD)
        if step.why and (step.why_after >= len(events) - 1 or step.why_after < 0):
            out.append(self._why(stage, step.why))
        if not out:
            out.append(Beat())
        if going_out:
            return out  # committed by the going-out beat itself
        last = out[-1]
        previous = last.on_done

        def done() -> None:
            if previous:
                previous()
            commit()

        last.on_done = done
        return out

    @staticmethod
    def _why(stage: Stage, why: str) -> Beat:
        """Practice: the computer's reason, told after its own move (the story's "» " line)."""
        line = why_line(why)
        return Beat(hold=WHY_HOLD, on_start=lambda: stage.say(line))

    @staticmethod
    def _beat(stage: Stage, line: str | None, sound: str | None, flights: list[Flight], hold: float,
              bubble: tuple[int, str] | None = None, keep: bool = False) -> Beat:
        def start() -> None:
            if line:
                stage.say(Line(line))
            if sound:
                stage.play_sound(sound)
            if bubble:
                stage.bubble(*bubble, keep=keep)

        return Beat(flights=flights, hold=hold, on_start=start)
