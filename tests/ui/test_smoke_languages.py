"""``samba --smoke`` and ``samba --smoke --tutorial`` run in Spanish and Brazilian Portuguese when the system
asks for them (LANGUAGE), and the player's words on the way are the translations."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORDS = {"es": ("Partida nueva / Ajustes", "lesson 1 · Robar y descartar"),
         "pt_BR": ("Nova partida / Configurações", "lesson 1 · Comprar e descartar")}


def _smoke(args: list[str], language: str, data: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SAMBA_DATA=str(data), LANGUAGE=language)
    return subprocess.run([sys.executable, "-m", "samba", "--smoke", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_game_smoke_run_passes_in_the_systems_language(language, tmp_path):
    done = _smoke(["--turns", "8", "--seed", "11"], language, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"language {language}: {WORDS[language][0]}" in done.stdout
    assert "smoke: ok" in done.stdout


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_tutorial_smoke_run_passes_in_the_systems_language(language, tmp_path):
    done = _smoke(["--tutorial"], language, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"language {language}" in done.stdout
    assert WORDS[language][1] in done.stdout
    assert "all 8 lessons completed and ticked" in done.stdout


def test_a_spanish_locale_without_language_set_also_chooses_spanish(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SAMBA_DATA=str(tmp_path), LANG="es_AR.UTF-8")
    done = subprocess.run([sys.executable, "-m", "samba", "--smoke", "--turns", "2", "--seed", "3"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "language es: " in done.stdout
