# The two commands a player or developer needs: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_DEV := $(VENV)/.installed-dev

.PHONY: play test lint sim bench dist clean i18n

# The translations: committed .po files, compiled to .mo by every route into the game (play, test, dist).
LOCALE := samba/locale
PO_FILES := $(wildcard $(LOCALE)/*/LC_MESSAGES/samba.po)
MO_FILES := $(PO_FILES:.po=.mo)
LANGS := es pt_BR

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_DEV): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@ $(STAMP_RUN)

$(LOCALE)/%/LC_MESSAGES/samba.mo: $(LOCALE)/%/LC_MESSAGES/samba.po | $(BIN)/python
	$(BIN)/python -m samba.i18n.msgfmt $< $@

play: $(STAMP_RUN) $(MO_FILES)
	$(BIN)/python -m samba $(ARGS)

test: $(STAMP_DEV) $(MO_FILES)
	$(BIN)/ruff check .
	$(BIN)/mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest

sim: $(STAMP_RUN)
	$(BIN)/python -m samba.sim $(ARGS)

# Speed figures (they never fail on a number). The peers of peer_bench.py come with the bench extra
# ($(BIN)/pip install -e '.[bench]'); BENCH_PYTHON may name another interpreter that has them.
BENCH_PYTHON ?= $(BIN)/python
bench: $(STAMP_RUN)
	nice -n 10 $(BENCH_PYTHON) benchmarks/engine_bench.py
	nice -n 10 $(BENCH_PYTHON) benchmarks/goout_play_bench.py
	nice -n 10 $(BENCH_PYTHON) benchmarks/worst_case_bench.py
	nice -n 10 $(BENCH_PYTHON) benchmarks/peer_bench.py $(BENCH_ARGS)

# One executable for this platform (dist/samba, dist/samba.exe or dist/Samba.app), then a check of its contents.
dist: $(STAMP_DEV) $(MO_FILES)
	$(BIN)/python -m PyInstaller --noconfirm --clean --log-level WARN --workpath build/_work --distpath dist build/samba.spec
	$(BIN)/python tests/packaging/bundle_contents.py dist

# Extract every message of the code into samba.pot, merge it into each language's .po (new messages arrive
# untranslated, never guessed: no fuzzy matching) and compile. Translate the empty entries, then `make test`.
i18n: $(STAMP_DEV)
	$(BIN)/pybabel --quiet extract -F babel.cfg --sort-output --no-wrap --add-location=file --add-comments=TRANSLATORS: -k plural:2,3 -k counted:1,2 -k pgettext_noop:1c,2 \
		--project=Samba --copyright-holder="Samba" -o $(LOCALE)/samba.pot samba
	for lang in $(LANGS); do \
		po=$(LOCALE)/$$lang/LC_MESSAGES/samba.po; \
		if [ -f $$po ]; then \
			$(BIN)/pybabel --quiet update --no-fuzzy-matching --ignore-obsolete --no-wrap -D samba -i $(LOCALE)/samba.pot -l $$lang -o $$po; \
		else \
			$(BIN)/pybabel --quiet init --no-wrap -D samba -i $(LOCALE)/samba.pot -l $$lang -o $$po; \
		fi; \
	done
	$(BIN)/python -m samba.i18n.msgfmt --all $(LOCALE)
	-$(BIN)/python -m samba.i18n.report $(LOCALE)

clean:
	rm -rf $(VENV) dist build/_work .pytest_cache .ruff_cache .mypy_cache
