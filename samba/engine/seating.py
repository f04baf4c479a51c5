"""Who plays with whom (S2, RULES.md §3): sides, the seats active in a hand, partners."""

from __future__ import annotations

from .rules import RuleSet


def sides_for(rules: RuleSet) -> tuple[tuple[int, ...], ...]:
    """Seats of each side. Partners sit opposite (4; 6 in pairs, seats (0,3): two players between), or alternate."""
    n = rules.player_count
    if n == 4:
        return ((0, 2), (1, 3))
    if n == 6 and rules.six_player_mode == "three_pairs":
        return ((0, 3), (1, 4), (2, 5))
    if n == 6:
        return ((0, 2, 4), (1, 3, 5))
    if n == 5 and rules.five_player_mode == "two_vs_three_rotating":
        return ((0, 2), (1, 3, 4))
    return tuple((seat,) for seat in range(n))


def active_seats(rules: RuleSet, hand_number: int) -> tuple[int, ...]:
    """Seats that play this hand, in clockwise turn order.

    [ENGINE DECISION] Five players as two against three (§3): the trio's members sit out in turn
    (seat 1 in hand 1, seat 3 in hand 2, seat 4 in hand 3, …) and the four who play sit so that
    partners alternate: pair, trio, pair, trio.
    """
    n = rules.player_count
    if n == 5 and rules.five_player_mode == "two_vs_three_rotating":
        trio = (1, 3, 4)
        out = trio[(hand_number - 1) % 3]
        playing = [seat for seat in trio if seat != out]
        return (0, playing[0], 2, playing[1])
    return tuple(range(n))


def seat_sides(sides: tuple[tuple[int, ...], ...], player_count: int) -> tuple[int, ...]:
    out = [0] * player_count
    for index, members in enumerate(sides):
        for seat in members:
            out[seat] = index
    return tuple(out)


def partner_to_ask(seat: int, sides: tuple[tuple[int, ...], ...], seat_side: tuple[int, ...],
                   active: tuple[int, ...]) -> int | None:
    """Who answers "may I go out?" (S15.4): the next active teammate after ``seat``, or None.

    [ENGINE DECISION] In teams of three the next teammate in turn order answers.
    """
    side = sides[seat_side[seat]]
    if len(side) == 2:  # a partnership: the partner, if playing this hand (the usual case)
        other = side[1] if side[0] == seat else side[0]
        return other if other in active else None
    mates = set(side)
    start = active.index(seat)
    for step in range(1, len(active)):
        other = active[(start + step) % len(active)]
        if other in mates:
            return other
    return None


def next_dealer(previous: int, player_count: int, active: tuple[int, ...]) -> int:
    """S2.2: the deal passes one seat to the left (clockwise) to the next seat playing this hand."""
    for step in range(1, player_count + 1):
        seat = (previous + step) % player_count
        if seat in active:
            return seat
    raise ValueError("no active seat")


def seat_after(seat: int, active: tuple[int, ...]) -> int:
    """The next player clockwise among those playing this hand."""
    return active[(active.index(seat) + 1) % len(active)]
