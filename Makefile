# What CI runs, for contributors. `make check` is the whole of CI (.ci/run: fresh virtual
# environments, lint, strict typing, the tests, the docs built strictly, the compiled build);
# the other targets are its pieces, run in your development environment
# (python3 -m venv .venv && .venv/bin/pip install -e ".[dev]", the README's).
# Nothing here is needed by CI or installs anything.

# The interpreter of the pieces: the project's .venv when there is one, else python3 (an
# activated environment's); `make test PYTHON=/path/to/python` picks another.
PYTHON ?= $(if $(wildcard .venv/bin/python),.venv/bin/python,python3)
# Where `make docs` writes the site (ignored by git).
SITE ?= site

.PHONY: help check lint test docs bench

help:
	@echo "make check   the whole CI: bash .ci/run (fresh venvs, lint, mypy, tests, docs, compiled build)"
	@echo "make lint    ruff check src tests benchmarks examples; mypy --strict src/euchre"
	@echo "make test    python -m pytest (the README's test command)"
	@echo "make docs    mkdocs build --strict, into $(SITE)/"
	@echo "make bench   how to compare the engine's speed before and after a change"
	@echo "(the pieces run $(PYTHON); PYTHON=... picks another interpreter)"

check:
	bash .ci/run

lint:
	$(PYTHON) -m ruff check src tests benchmarks examples
	$(PYTHON) -m mypy --strict src/euchre

test:
	$(PYTHON) -m pytest

# Never with -q: mkdocs then counts no warnings and --strict passes (see .ci/run).
docs:
	NO_MKDOCS_2_WARNING=1 $(PYTHON) -m mkdocs build --strict --site-dir $(SITE)

# `make bench OLD=/tmp/old` measures OLD (a checkout holding src/euchre, e.g. made by
# `git worktree add /tmp/old main`) against this tree, ARGS="--rounds 10" passed on; without
# OLD it says how.
bench:
ifdef OLD
	$(PYTHON) benchmarks/compare_versions.py $(OLD) . $(ARGS)
else
	@echo "The four-seat game must never get slower. Compare a change with the tree before it:"
	@echo "  git worktree add /tmp/old main      # or any commit"
	@echo "  make bench OLD=/tmp/old              # = $(PYTHON) benchmarks/compare_versions.py /tmp/old ."
	@echo "It reports the paired ratio new / old of each loop (median and quartiles; above 1: the new tree is faster)."
	@echo "Options: make bench OLD=/tmp/old ARGS=\"--rounds 10 --chunk 0.25\" (the defaults: 30 rounds of 0.25 s);"
	@echo "the other benchmarks (speed against OpenSpiel, bots, encoding, RL) are in benchmarks/."
endif
