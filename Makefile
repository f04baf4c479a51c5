# The two commands a player or developer needs: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_DEV := $(VENV)/.installed-dev

.PHONY: play test lint sim bench dist clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_DEV): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@ $(STAMP_RUN)

play: $(STAMP_RUN)
	$(BIN)/python -m samba $(ARGS)

test: $(STAMP_DEV)
	$(BIN)/ruff check .
	$(BIN)/mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest

sim: $(STAMP_RUN)
	$(BIN)/python -m samba.sim $(ARGS)

bench: $(STAMP_RUN)
	$(BIN)/python benchmarks/engine_bench.py

# One executable for this platform (dist/samba, dist/samba.exe or dist/Samba.app), then a check of its contents.
dist: $(STAMP_DEV)
	$(BIN)/python -m PyInstaller --noconfirm --clean --log-level WARN --workpath build/_work --distpath dist build/samba.spec
	$(BIN)/python tests/packaging/bundle_contents.py dist

clean:
	rm -rf $(VENV) dist build/_work .pytest_cache .ruff_cache .mypy_cache
