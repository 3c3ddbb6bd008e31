# Legible — set-up and everyday commands. `make demo` and `make test` work on a fresh Debian
# machine with the Swift toolchain: they install the one system library Legible needs first.

SWIFT ?= swift
SUDO := $(shell if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then echo sudo; fi)
BUILD_FLAGS := -Xswiftc -warnings-as-errors
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)

.PHONY: all deps build demo test lint format bench clean help

all: build

help:
	@echo "make demo   build release and audit the bundled example (Examples/seed-buttons.json)"
	@echo "make test   build (warnings are errors), run every test, lint the sources"
	@echo "make bench  release benchmarks on the shared workload (benchmarks.md)"
	@echo "make lint   swift format lint --strict"

# LittleCMS (lcms2) is the only system dependency (LegibleICC and the CLI link it).
deps:
	@if pkg-config --exists lcms2 2>/dev/null; then \
	  echo "lcms2 $$(pkg-config --modversion lcms2) found"; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing liblcms2-dev and pkg-config with apt-get…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq liblcms2-dev pkg-config; \
	elif command -v brew >/dev/null 2>&1; then \
	  echo "Installing little-cms2 and pkg-config with Homebrew…"; \
	  brew install little-cms2 pkg-config; \
	else \
	  echo "error: LittleCMS 2 development files are missing. Install them with your package manager" >&2; \
	  echo "       (Debian/Ubuntu: liblcms2-dev pkg-config; Fedora: lcms2-devel; macOS: brew install little-cms2)." >&2; \
	  exit 2; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

demo: deps
	$(SWIFT) build -c release --product legible
	@echo
	@echo "== legible contrast on the example button colours =="
	"$(RELEASE_BIN)/legible" contrast '#ffffff' 'rgb(0 97 205)'
	@echo
	"$(RELEASE_BIN)/legible" contrast 'rgb(255 255 255 / 0.702)' 'rgb(188 224 253)'

test: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build
	$(MAKE) lint

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format format --in-place --recursive Sources Tests

# Python peers (benchmarks.md §2) are installed with pip when missing; offline or without pip
# the peer rows are skipped with a message and the Swift rows still run.
PEERS := wcag-contrast-ratio==0.9 coloraide==8.13.1 colour-science==0.4.7

bench: deps
	$(SWIFT) build -c release --product LegibleBenchmarks
	$(SWIFT) build -c release --product legible
	@python3 -c "import wcag_contrast_ratio, coloraide, colour" 2>/dev/null || \
	  python3 -m pip install --quiet --disable-pip-version-check $(PEERS) 2>/dev/null || \
	  echo "note: could not install the Python peers ($(PEERS)); their rows will be skipped"
	"$(RELEASE_BIN)/LegibleBenchmarks" --legible "$(RELEASE_BIN)/legible" --peers scripts/bench_peers.py

clean:
	rm -rf .build .bench
