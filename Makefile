# cleverdesk: `make run` starts the desk, `make test` runs the whole test suite.
# Both set up the virtual environment in .venv first (again only when pyproject.toml changed).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: venv run test lint clean

venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/pip || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -e '.[test]'
	touch $@

run: venv
	$(BIN)/python -m cleverdesk $(ARGS)

test: venv
	QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software $(BIN)/python -m pytest -q $(PYTEST_ARGS)

lint: venv
	$(BIN)/ruff check cleverdesk tests
	$(BIN)/mypy cleverdesk

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
