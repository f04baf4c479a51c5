"""The route table: every scene of the game under its name, the one place that imports them all.

Room: navigation. A scene never imports another scene to show it; it asks the app by name
(``app.goto("help", rules)``, ``app.switch_to(...)``, ``app.home()``), and the app builds the scene
from this table with the arguments given. This keeps the screens free of import cycles, lets a test
give the app a table of its own, and makes this the list to read for "which screens are there".

Each name is the scene's own ``name`` (a test checks it, and that every name the code routes to is
here). A scene module may still import the module of a scene it *extends* (the tutorial's table is
the match table with a teacher on top); that is inheritance, not navigation.

Adding a scene: write its class (a ``Scene``, usually a ``Screen`` or an ``Overlay``) with a
``name``, add it here, and reach it with ``app.goto(name, …)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from samba.ui.scenes.base import Scene
from samba.ui.scenes.dialogs import ChoiceDialog, ConfirmDialog
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.scenes.history import HistoryScene, MatchScene, ScoresScene
from samba.ui.scenes.house_rules import HouseRulesScene
from samba.ui.scenes.how_to_play import HowToPlayScene
from samba.ui.scenes.menu import MenuOverlay
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.open_hand import OpenHandOverlay
from samba.ui.scenes.opening_ladder import OpeningLadderScene
from samba.ui.scenes.rules_help import RulesScene
from samba.ui.scenes.settings_screen import SettingsScene
from samba.ui.scenes.statistics import StatisticsScene
from samba.ui.scenes.summary import SummaryScene
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene
from samba.ui.tutorial.lessons import LessonListScene
from samba.ui.tutorial.summary import ExplainedSummary
from samba.ui.tutorial.table import LessonComplete, TutorialTable

SceneFactory = Callable[..., Scene]
"""Called as ``factory(app, *args, **kwargs)``; a scene class is one."""

SCENES: tuple[type[Scene], ...] = (
    # Each scene once; its ``name`` is its route.
    # the title and what it leads to
    TitleScene, NewGameScene, HouseRulesScene, OpeningLadderScene, SettingsScene, StatisticsScene,
    HistoryScene, MatchScene,
    # help
    HowToPlayScene, HelpScene, RulesScene,
    # a match
    TableScene, MenuOverlay, SummaryScene, ScoresScene, OpenHandOverlay,
    # the tutorial
    LessonListScene, TutorialTable, LessonComplete, ExplainedSummary,
    # questions any scene may ask
    ConfirmDialog, ChoiceDialog,
)

ROUTES: Mapping[str, SceneFactory] = MappingProxyType({scene.name: scene for scene in SCENES})
"""Name → scene class (each name once: a test checks). Read-only; ``App(routes=...)`` takes another table."""

