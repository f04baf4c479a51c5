"""Where the New game screen starts: the table of the player's last game, or what the command line asked for.

``samba --rules brazilian --players 6 --seed 42`` presets the screen rather than starting a match at
once, so the player still sees (and may change) every choice before the deal. Without such options the
screen starts from the last game the player began — its players, rules (house rules included), target
and computer levels — found in the record of past matches at start-up and kept for the session as soon as
a game is started: someone who always plays six-handed Brazilian should not set it up every time.
The deal number and the practice options start fresh: a deal is new each time unless typed, and practice
(which marks a game PRACTICE and keeps it out of the statistics) is a choice made for each game.
The value lives here, free of pygame, so it can be tested without a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from samba.engine import InvalidAction, RuleSet, preset

from .record.recorder import preset_of
from .record.store import RecordedMatch
from .setup import HUMAN, LEVELS, MatchSetup

DEFAULT_PRESET = "samba"
DEFAULT_PLAYERS = 4
DEFAULT_TARGET = 10000
TARGETS = (5000, 7500, 10000, 12500, 15000)
"""The targets the New game screen offers."""


@dataclass(frozen=True, slots=True)
class NewGameDefaults:
    """The rules preset, the number of players and the deal number (None: a new deal each time), with the
    target, the computer seats' levels (seat 1 on; missing ones play Normal) and the house rules."""

    preset: str = DEFAULT_PRESET
    players: int = DEFAULT_PLAYERS
    seed: int | None = None
    target: int = DEFAULT_TARGET
    levels: tuple[str, ...] = ()
    house: tuple[tuple[str, Any], ...] = ()
    source: str = "default"
    """"default" (nothing chosen yet: the record may know the last game), "command_line" or "last_game"."""
    given: tuple[str, ...] = ()
    """The command line's options that were given ("rules", "players", "seed"): only these override the last
    game's table (``over_last_game``)."""
    players_replaced: int | None = None
    """The last game's number of players when the rules given do not allow it (the screen then says so)."""

    @property
    def seed_text(self) -> str:
        """The deal number as the screen's text box shows it (empty: a fresh random deal)."""
        return "" if self.seed is None else str(self.seed)

    def level(self, seat: int) -> str:
        """The level the screen shows for computer seat ``seat`` (1 on)."""
        return self.levels[seat - 1] if seat - 1 < len(self.levels) else "normal"


def from_setup(setup: MatchSetup) -> NewGameDefaults:
    """The table of a game the player began, to start the next New game from (a fresh deal, no practice).

    The preset is the nearest one (the rule set does not carry its name); what differs from it besides the
    players and the target are the house rules, so ``preset(name, **house)`` gives these rules again.
    """
    rules = setup.rules
    name, _changed = preset_of(rules)
    base = preset(name, player_count=rules.player_count, target_score=rules.target_score)
    house = tuple(sorted((option, ours) for option, (ours, _theirs) in rules.differences(base).items()
                         if option not in ("player_count", "target_score")))
    target = rules.target_score if rules.target_score in TARGETS else DEFAULT_TARGET
    levels = tuple(level if level in LEVELS and level != HUMAN else "normal" for level in setup.levels[1:])
    return NewGameDefaults(name, rules.player_count, None, target, levels, house, "last_game")


SEATING_OPTIONS = ("five_player_mode", "six_player_mode")
"""House rules that belong to the number of players, not to a preset: they stay when ``--rules`` changes it."""


def over_last_game(given: NewGameDefaults, last: NewGameDefaults) -> NewGameDefaults:
    """The last game's table with only the command line's given options put over it (playtest p9: after a
    six-player game, ``--rules brazilian --seed 11`` opened the screen with 4 players). A preset given replaces the
    last game's house rules (they changed that game's preset), but not its seating options; when the rules given
    do not allow the last game's number of players, the nearest number they allow is taken, and noted."""
    name = given.preset if "rules" in given.given else last.preset
    house = last.house if name == last.preset else tuple(
        (option, value) for option, value in last.house if option in SEATING_OPTIONS)
    players = given.players if "players" in given.given else last.players
    merged = usable(NewGameDefaults(name, players, given.seed if "seed" in given.given else None, last.target,
                                    last.levels, house, "command_line", given.given))
    if "players" in given.given or _allows(merged, players):
        return merged
    nearest = min((n for n in PLAYER_COUNTS if _allows(merged, n)), key=lambda n: (abs(n - players), n),
                  default=DEFAULT_PLAYERS)
    return NewGameDefaults(name, nearest, merged.seed, merged.target, merged.levels,
                           tuple((o, v) for o, v in merged.house if o not in SEATING_OPTIONS), "command_line",
                           given.given, players)


PLAYER_COUNTS = (2, 3, 4, 5, 6)
"""The numbers of players the New game screen offers."""


def _allows(defaults: NewGameDefaults, players: int) -> bool:
    """Whether the rules of ``defaults`` can be played by ``players`` people."""
    try:
        rules_of(NewGameDefaults(defaults.preset, players, None, defaults.target, (), defaults.house))
    except (InvalidAction, ValueError, TypeError):
        return False
    return True


def last_table(matches: Sequence[RecordedMatch]) -> NewGameDefaults | None:
    """The table of the latest recorded game the player sat at (bottom seat human; watched games are not
    theirs), or None. A setup the game can no longer read is passed over, never raised."""
    for match in sorted(matches, key=lambda m: m.started_at, reverse=True):
        if not match.levels or match.levels[0] != HUMAN:
            continue
        try:
            setup = MatchSetup.from_dict(match.setup)
            return usable(from_setup(setup))
        except (InvalidAction, ValueError, TypeError, KeyError):
            continue
    return None


def usable(defaults: NewGameDefaults) -> NewGameDefaults:
    """``defaults`` when its rules can be built; else the same table without its house rules (an option
    renamed or retired since that game)."""
    try:
        rules_of(defaults)
    except (InvalidAction, ValueError, TypeError):
        return NewGameDefaults(defaults.preset, defaults.players, defaults.seed, defaults.target, defaults.levels,
                               (), defaults.source, defaults.given, defaults.players_replaced)
    return defaults


def rules_of(defaults: NewGameDefaults) -> RuleSet:
    """The rule set these defaults describe (what the screen would start with)."""
    options = {k: v for k, v in defaults.house if k not in ("player_count", "target_score")}
    return preset(defaults.preset, player_count=defaults.players, target_score=defaults.target, **options)
