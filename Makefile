# Parlour. `make play` and `make test` set up .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck bench sounds dist clean

# The suite on every core, up to four (most tests wait on processes of their
# own: servers, games, Chromium); each module on one worker, so a module's
# shared server, browser or bundle is made once.
PARALLEL := -n auto --maxprocesses 4 --dist loadscope

# The core and the engines are type-checked strictly, the rest by default.
STRICT := game/core game/online game/server $(wildcard game/games/*/rules) $(wildcard game/games/*/rules.py)

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game

test: $(STAMP)
	$(PY) -m ruff check conftest.py game tests bench tools
	$(PY) -m mypy
	$(PY) -m mypy --strict --explicit-package-bases $(STRICT)
	$(PY) -m pytest -q $(PARALLEL)

lint: $(STAMP)
	$(PY) -m ruff check conftest.py game tests bench tools

typecheck: $(STAMP)
	$(PY) -m mypy
	$(PY) -m mypy --strict --explicit-package-bases $(STRICT)

bench: $(STAMP)
	$(PY) bench/run_all.py

sounds: $(STAMP)
	$(PY) tools/make_sounds.py sounds

# The players' bundle: dist/parlour/ and dist/parlour-<version>-<system>-<machine>.zip
# (packaging/parlour.spec; docs/dist.md). PyInstaller comes with the test extras.
dist: $(STAMP)
	$(PY) packaging/build.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
