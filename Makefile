# cleverdesk: `make run` starts the desk, `make test` runs the whole test suite (2 processes).
# Both set up the virtual environment in .venv first (again only when pyproject.toml changed),
# and on Debian or Ubuntu first install the system packages they need that are missing
# (packaging/debian-packages.txt, the one list .ci/run and the workflows use too; apt-get with
# sudo when not root, after saying which and why; CLEVERDESK_NO_APT=1 only says it).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

SYSTEM_PACKAGES := PYTHON=$(PYTHON) bash packaging/system-packages.sh

.PHONY: venv run test lint clean translations

venv: $(STAMP)

$(STAMP): pyproject.toml
	@$(SYSTEM_PACKAGES) run
	test -x $(BIN)/pip || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -e '.[test]'
	touch $@

run: venv
	@$(SYSTEM_PACKAGES) --quiet run
	$(BIN)/python -m cleverdesk $(ARGS)

# The suite runs in JOBS processes (pytest-xdist; every test keeps its data in its own scratch
# folder, Qt runs offscreen per process). `make test JOBS=1` runs it in one process, as does
# `-n 0` in PYTEST_ARGS; PYTEST_ARGS narrows the run either way: PYTEST_ARGS="tests/engine -x".
# worksteal: an idle process takes queued tests from the other (the playouts are long ones).
JOBS ?= 2
XDIST := $(if $(filter-out 0 1,$(JOBS)),-n $(JOBS) --dist worksteal)

# Compiled Python is kept (in .venv/pycache, out of the source tree) even where the environment
# says PYTHONDONTWRITEBYTECODE: without it each test process compiles every test module again
# (pytest's assertion rewriting) and each desk or command a test starts as a child process
# compiles the program again, several seconds of CPU each time.
PYCACHE := PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache

test: venv
	@$(SYSTEM_PACKAGES) --quiet run test
	$(PYCACHE) QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software \
		$(BIN)/python -m pytest -q $(XDIST) $(PYTEST_ARGS)

# Extract every qsTr/self.tr/translate string from cleverdesk/ (lupdate -extensions py,qml
# -no-obsolete), merge into translations/cleverdesk_{de,nl,en}.ts (translations kept, vanished
# messages dropped), compile with lrelease into cleverdesk/i18n/*.qm (shipped in the package), and
# list what still needs a translation (scripts/translations.py explains how to fill it).
translations: venv
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/python scripts/translations.py update

# ruff (its RUF100 also refuses a noqa for a rule not enabled); lint-imports checks the layer
# contracts in .importlinter (which package may import which); dead_code.py runs vulture over
# cleverdesk/ (tests/vulture_whitelist.py: what is used by name from outside Python); the QML
# goes through qmllint against tests/qmllint_baseline.json, which may only shrink, after
# qml_types.py checked that the module's description of our Python types is current; actionlint
# checks the GitHub workflows (syntax, expressions, runner labels, action inputs), the venv's
# (the test extra installs it) or else one on PATH, and is skipped where there is none.
lint: venv
	$(BIN)/ruff check cleverdesk tests
	$(BIN)/mypy cleverdesk
	$(BIN)/lint-imports
	$(BIN)/python scripts/dead_code.py
	$(BIN)/python scripts/qml_types.py --check
	$(BIN)/python scripts/qmllint_baseline.py
	@if [ -x $(BIN)/actionlint ]; then echo "$(BIN)/actionlint .github/workflows/*.yml"; \
		$(BIN)/actionlint .github/workflows/*.yml; \
	elif command -v actionlint >/dev/null; then echo "actionlint .github/workflows/*.yml"; \
		actionlint .github/workflows/*.yml; \
	else echo "actionlint: not installed, the workflows are not checked"; fi

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .import_linter_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +

# ---- Double-clickable builds (packaging/README.md) ------------------------------------------
# `make bundle`: dist/cleverdesk/ (PyInstaller, one folder) built in build/bundle-venv, a venv
# holding only the runtime dependencies and PyInstaller; on Linux also the .tar.gz and the .deb.
# `make bundle-check`: the smoke test of that build (packaging/check_bundle.py).
BUNDLE_VENV  := build/bundle-venv
BUNDLE_BIN   := $(BUNDLE_VENV)/bin
BUNDLE_STAMP := $(BUNDLE_VENV)/.installed

.PHONY: bundle bundle-check

$(BUNDLE_STAMP): pyproject.toml packaging/requirements.txt
	@$(SYSTEM_PACKAGES) run bundle
	rm -rf $(BUNDLE_VENV)
	$(PYTHON) -m venv $(BUNDLE_VENV)
	$(BUNDLE_BIN)/python packaging/build.py deps
	touch $@

bundle: $(BUNDLE_STAMP)
	@$(SYSTEM_PACKAGES) run bundle
	$(BUNDLE_BIN)/python packaging/build.py bundle
	$(BUNDLE_BIN)/python packaging/make_tarball.py
	if command -v dpkg-deb >/dev/null; then bash packaging/make_deb.sh; \
	else echo "no dpkg-deb here: no .deb"; fi

bundle-check:
	$(PYTHON) packaging/check_bundle.py $(BUNDLE_CHECK_ARGS)

# `make bundle-windows` (on Linux, packaging/README.md): dist/cleverdesk-<v>-windows-amd64.zip and
# -setup.exe, PyInstaller run under Wine from the pinned packaging/requirements-windows.txt
# (downloads kept in build/windows-cache). `make bundle-windows-check`: their smoke test under
# Wine + Xvfb (packaging/windows/check_windows.py). Both need wine, nsis and mingw-w64 (the
# [windows] group of packaging/debian-packages.txt, installed here when missing).
.PHONY: bundle-windows bundle-windows-check

bundle-windows: venv
	@$(SYSTEM_PACKAGES) windows
	$(BIN)/python packaging/windows/build_windows.py

bundle-windows-check: venv
	@$(SYSTEM_PACKAGES) windows
	$(BIN)/python packaging/windows/check_windows.py $(BUNDLE_WINDOWS_CHECK_ARGS)
# ---- end of double-clickable builds ----------------------------------------------------------
