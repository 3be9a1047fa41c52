# dualpath: `make demo` and `make test` each set up .venv/ when it is missing.
PYTHON ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: venv demo test services ocr bench clean

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
	$(VENV)/bin/python -m pytest -q -ra

clean:
	rm -rf demo-output .pytest_cache artifacts
