# dualpath: `make demo` and `make test` each set up .venv/ when it is missing.
PYTHON ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

CHAOS_ROUNDS ?= 1
SOAK_MINUTES ?= 5

.PHONY: venv demo test chaos soak services ocr bench clean

venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	# torch is pinned to 2.13.0 (CPU build from the local wheel); a looser pin pulls CUDA.
	$(VENV)/bin/pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: venv ocr
	$(VENV)/bin/dualpath demo --out demo-output

ocr:
	bash .ci/ocr.sh

services:
	bash .ci/services.sh

test: venv services
	$(VENV)/bin/lint-imports  # the layer contract in pyproject.toml
	$(VENV)/bin/python -m pytest -q -ra  # all but the chaos suite (pyproject's addopts: -m 'not chaos')

# Faults injected into a real fleet (tests/chaos/, ~4 min a round); `make chaos CHAOS_ROUNDS=3` runs
# it three times in a row, each round with fault points of its own (CHAOS_SEED=N replays one).
chaos: venv services
	@for round in $$(seq $(CHAOS_ROUNDS)); do \
	  echo "chaos round $$round of $(CHAOS_ROUNDS)"; \
	  $(VENV)/bin/python -m pytest -q -ra -p no:cacheprovider -m chaos tests/chaos || exit 1; \
	done

# The fleet under mixed traffic from 8 clients (benchmarks/results/soak.json).
soak: venv services
	$(VENV)/bin/python benchmarks/soak.py --minutes $(SOAK_MINUTES)

clean:
	rm -rf demo-output .pytest_cache artifacts
