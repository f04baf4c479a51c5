"""The window, the scene stack and the frame loop.

The loop is flat and non-blocking: each frame handles the events, updates the top scene (and lets
the scenes below tick their clocks), draws the stack bottom-up, and flips. Nothing waits for bots or
for the disk here; those run on worker threads owned by the game layer.

Scenes are reached by name: ``goto("new_game")`` builds the scene the route table (``routes.py``)
names and pushes it, ``switch_to`` replaces the top scene, ``home`` goes back to the title. So no
scene imports another, and the table of routes is the one list of the game's screens (as Tuxemon's
``StateManager`` keeps its states by name). Matches themselves begin and end in the game layer's
``Session`` (``services.session``); a scene asks it for a controller and then navigates.

Problems with the player's files (a save that fails, a settings file set aside) live on the game
layer's ``ProblemBoard``; the window draws them as one banner over whatever scene is open, and the
writers retry failed writes from here, once a frame, so no scene needs code for either.
"""

from __future__ import annotations

import logging
import sys
import time
import warnings
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from samba import i18n
from samba.game import problems as P
from samba.game import settings as settings_mod
from samba.game.autosave import Autosaver
from samba.game.new_game_defaults import NewGameDefaults
from samba.game.problems import ProblemBoard
from samba.game.record import RecordBook
from samba.game.runner import favour_the_frame_loop
from samba.game.session import Session
from samba.game.settings import Settings, SettingsWriter
from samba.ui.assets import CardImages
from samba.ui.audio import Sound
from samba.ui.first_frame import FirstFrameReport
from samba.ui.no_display import no_display_message, unreachable_reason
from samba.ui.problem_banner import ProblemBanner
from samba.ui.record_notice import RecordNotice
from samba.ui.routes import ROUTES, SceneFactory
from samba.ui.scenes.base import Scene
from samba.ui.services import Services
from samba.ui.stderr_hold import HeldStderr
from samba.ui.theme import Text
from samba.ui.window_size import default_window_size

log = logging.getLogger(__name__)

MIN_SIZE = (1024, 640)
MAX_SIZE = (2560, 1440)
DEFAULT_SIZE = (1280, 800)
FPS = 60


class OffscreenDisplayError(RuntimeError):
    """SDL found no usable display and fell back to its invisible offscreen driver."""


class App:
    """Owns the window and the scene stack. ``run()`` is the game; tests call ``step()`` directly."""

    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = DEFAULT_SIZE, *,
                 persist_settings: bool = True, allow_offscreen: bool = False,
                 routes: Mapping[str, SceneFactory] = ROUTES) -> None:
        with HeldStderr() as noise:  # SDL may complain while probing; the player's sentence must come first
            try:
                pygame.display.init()
                offscreen = pygame.display.get_driver() == "offscreen"
            except pygame.error:
                offscreen = True
            if offscreen and not allow_offscreen:
                pygame.display.quit()
                sentence = no_display_message(unreachable_reason())
                noise.after(sentence)
                raise OffscreenDisplayError(sentence)
        pygame.init()
        problems = ProblemBoard()
        if settings is None:
            loaded = settings_mod.read_settings()
            chosen = loaded.settings
            if loaded.notice is not None:
                problems.report(P.SETTINGS_READ, loaded.notice)
        else:
            chosen = settings
        i18n.set_language(chosen.language)
        pygame.display.set_caption("Samba")
        if size is None:  # no --size: the usual size where the desktop has room for it, else less
            size = default_window_size(pygame.display.get_desktop_sizes())
        self.windowed_size = _clamp_size(size)
        self.fullscreen = False
        self.screen = self._set_mode(self.windowed_size, chosen.fullscreen)
        self._set_minimum_size()
        saver: Callable[[Settings], object] = SettingsWriter(problems) if persist_settings else (lambda s: None)
        text = Text()
        text.four_colour = chosen.four_colour
        autosaver, record = Autosaver(problems=problems), RecordBook(background=True)
        self.services = Services(
            text=text, images=CardImages(), sound=Sound(volume=chosen.volume, muted=chosen.muted),
            settings=chosen, save_settings=saver, problems=problems, session=Session(autosaver, problems, record),
        )
        self.banner = ProblemBanner(problems, text)
        """Over every scene: what is wrong with the player's files (saves, settings, the record)."""
        self.record_notice = RecordNotice(self.services.record, problems, self.banner)
        """Puts a problem with the player's record on the board while a match is being played."""
        self.routes = routes
        """Every scene by name (``goto``); tests may give a table of their own."""
        self.stack: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self.frame_work: list[float] = []
        self.record_frames = False
        self.hooks: list[Callable[[App], None]] = []
        """Called once per frame after update (the smoke driver lives here)."""
        self.new_game_defaults = NewGameDefaults()
        self.first_frame = FirstFrameReport()
        """Where the New game screen starts (the command line's --rules/--players/--seed)."""

    # -- the window ---------------------------------------------------------------------------------
    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        self.fullscreen = fullscreen
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @staticmethod
    def _set_minimum_size() -> None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = MIN_SIZE
        except (AttributeError, pygame.error, ValueError):  # older SDL / dummy driver
            pass

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.screen = self._set_mode(self.windowed_size, on)
        self._resized()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)
        self.apply_settings(self.services.settings.with_changes(fullscreen=self.fullscreen))

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window (also what a VIDEORESIZE event does)."""
        self.windowed_size = _clamp_size(size)
        if not self.fullscreen and self.screen.get_size() != self.windowed_size:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self._resized()

    def _resized(self) -> None:
        for scene in self.stack:
            scene.resize(self.size)

    def apply_settings(self, new: Settings) -> None:
        """Use and store new settings (sound at once; card art on the next draw)."""
        old = self.services.settings
        self.services.settings = new
        self.services.text.four_colour = new.four_colour  # every suit sign written from now on matches the cards
        self.services.sound.set_volume(new.volume)
        self.services.sound.mute(new.muted)
        if new.fullscreen != self.fullscreen:
            self.set_fullscreen(new.fullscreen)
        if (old.card_size, old.four_colour) != (new.card_size, new.four_colour):
            self._resized()
        if old.language != new.language:
            self.language_changed(new.language)
        self.services.save_settings(new)  # a failure shows on the banner and is retried (SettingsWriter)

    def language_changed(self, choice: str) -> None:
        """Switch the game's words to ``choice`` at once: every scene on the stack words itself anew."""
        i18n.set_language(choice)
        for scene in self.stack:
            scene.language_changed()
            scene.resize(self.size)

    # -- the scene stack -----------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.resize(self.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene."""
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Empty the stack and show ``scene``."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def scene(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Build the scene routed under ``name`` (not shown yet); an unknown name is a bug, said as one."""
        try:
            factory = self.routes[name]
        except KeyError:
            raise LookupError(f"no scene is routed under the name {name!r}") from None
        return factory(self, *args, **kwargs)

    def goto(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Show the scene named ``name`` on top of this one (Back returns here); returns it."""
        scene = self.scene(name, *args, **kwargs)
        self.push(scene)
        return scene

    def switch_to(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Show the scene named ``name`` in place of the top one; returns it."""
        scene = self.scene(name, *args, **kwargs)
        self.replace(scene)
        return scene

    def home(self) -> Scene:
        """Leave every scene and show the title screen."""
        scene = self.scene("title")
        self.reset(scene)
        return scene

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # -- the frame ---------------------------------------------------------------------------------
    def step(self, dt: float = 1 / FPS) -> None:
        """One frame: events, update, draw, flip."""
        for event in pygame.event.get():
            self.dispatch(event)
        if not self.running:
            return  # the player quit (a dialog's Quit, the window's close box): nothing more is played or shown
        for scene in self.stack[:-1]:
            scene.update(0.0)
        if self.top is not None:
            self.top.update(dt)
        self.record_notice.update(dt)
        self.banner.update(dt)
        for hook in list(self.hooks):
            hook(self)
        self._retry_writes()
        self.draw()
        pygame.display.flip()
        self.first_frame.frame_shown()

    def _retry_writes(self) -> None:
        for writer in (self.services.autosaver, self.services.save_settings):
            tick = getattr(writer, "tick", None)
            if tick is not None:
                tick()

    def dispatch(self, event: pygame.event.Event) -> None:
        if self.banner.handle_event(event):
            return
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.top is not None:
            self.top.handle_event(event)

    def draw(self) -> None:
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        for scene in self.stack[max(start, 0):]:
            scene.draw(self.screen)
        self.banner.draw(self.screen, hidden=self.record_notice.hidden_under(self.top))

    def run(self) -> int:
        """The game loop until the player quits; returns the exit code."""
        favour_the_frame_loop()
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            began = time.perf_counter()
            self.step(min(dt, 0.1))
            if self.record_frames:
                self.frame_work.append(time.perf_counter() - began)
        self.close()
        return self.exit_code

    def close(self) -> None:
        """Leave every scene, give failed writes one last try, and say on stderr what could still not be saved."""
        while self.stack:
            self.stack.pop().exit()
        self.services.autosaver.close()
        close_settings = getattr(self.services.save_settings, "close", None)
        if close_settings is not None:
            close_settings()
        self.services.record.close()
        for problem in self.services.problems.current():
            if problem.lasting:
                print(problem.sentence, file=sys.stderr)
        pygame.quit()


def _clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    return (min(max(size[0], MIN_SIZE[0]), MAX_SIZE[0]), min(max(size[1], MIN_SIZE[1]), MAX_SIZE[1]))
