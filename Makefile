# coach — `make run` builds and starts the shell, `make test` runs every test.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
# The commit `coach --version` names, linked in (scripts/build-info.sh): a new commit relinks, nothing recompiles.
BUILD_INFO = $(shell scripts/build-info.sh)
RELEASE = -c release --static-swift-stdlib $(BUILD_INFO)
COACH = .build/release/coach
DEBUG_COACH = .build/debug/coach

.PHONY: run test build debug install dist bench generated messages transcripts docs deps clean fuzz soak format lint

deps:
	@scripts/ensure-deps.sh

# Only what `make run` runs: coach itself, with what building it needs (the tests' tools come with `make test`).
build:
	@scripts/ensure-deps.sh --build
	$(SWIFT) build $(RELEASE) --product coach

run: build
	@$(COACH)

debug:
	@scripts/ensure-deps.sh --build
	$(SWIFT) build $(BUILD_INFO)

# The lint first (seconds), then the tests. Unit tests run in the debug build; every test that runs the binary
# runs the release build people run (`make run`, `make install`): static standard library, FoundationEssentials only.
# The binary's tests and the others run side by side, each one at a time (scripts/run-tests.sh); to run some:
# COACH_BINARY=$PWD/.build/release/coach swift test --no-parallel --filter NAME.
# Afterwards: no test skipped in CI, nothing a test started still running (scripts/after-tests.sh).
test: deps lint build
	$(SWIFT) build --build-tests $(BUILD_INFO)
	@COACH_BINARY=$(abspath $(COACH)) SWIFT="$(SWIFT)" scripts/run-tests.sh .build/test-output.txt
	@scripts/after-tests.sh $(abspath $(COACH)) .build/test-output.txt

# swift-format (the toolchain's `swift format`) with .swift-format. `make format` rewrites the Swift files this
# branch changed, or FILES="file or folder …"; `make lint` fails on any finding (the whole tree is formatted).
LINT_PATHS = Sources Tests Package.swift
format:
	@SWIFT="$(SWIFT)" scripts/format.sh $(FILES)

lint:
	@SWIFT="$(SWIFT)" python3 scripts/lint.py $(LINT_PATHS)

# The message template po/coach.pot comes from the sources' tr("…") and trn(…) calls, and the Russian catalog
# po/ru.po is embedded in the binary as Sources/Core/Messages/RussianCatalog.swift; MessageCatalogTests fails
# when either is stale, or po/ru.po is incomplete. After it, update po/ru.po from the template:
# msgmerge --update --backup=none --no-location po/ru.po po/coach.pot, translate, and run it again.
messages:
	python3 scripts/extract-messages.py
	python3 scripts/po-to-swift.py

# Completion scripts, the man pages (English; Russian with po/ru.po's words) and the command table come from the
# command declarations, the sights catalogue from data/; a test fails when any of them is stale.
generated: messages debug
	python3 scripts/generate-version.py
	python3 scripts/generate-sights.py
	python3 scripts/generate-guides.py
	$(DEBUG_COACH) --experimental-write-command-table > Sources/Commands/Dispatch/CommandTable.swift
	$(DEBUG_COACH) --generate-completion-script bash > completions/coach.bash
	$(DEBUG_COACH) --generate-completion-script zsh > completions/coach.zsh
	$(DEBUG_COACH) --generate-completion-script fish > completions/coach.fish
	python3 scripts/generate-manual.py $(DEBUG_COACH) --date $$(date +%Y-%m-%d) --output man/coach.1
	python3 scripts/generate-manual.py $(DEBUG_COACH) --date $$(date +%Y-%m-%d) --language ru --output man/ru/coach.1

# Re-records every Tests/ShellTests/Transcripts/*.expected from the release build; review with git diff.
transcripts: build
	COACH_BINARY=$(abspath $(COACH)) scripts/record-transcripts.sh

install: build
	scripts/install-files.sh $(COACH) $(DESTDIR)$(PREFIX)

# dist/: coach_VERSION_ARCH.deb, coach-VERSION-linux-ARCH.tar.gz (bin/ share/ and install.sh) and SHA256SUMS, from
# the release build; PackageTests installs both and runs coach from them.
dist: deps build
	scripts/dist.sh $(COACH) dist

# Every parser under libFuzzer, each for an equal share of FUZZ_SECONDS, from its seeds in Tests/Fuzz/PARSER
# (what it finds is kept in .build-fuzz/corpus/PARSER). CI gives them 96 s in all; to dig into one:
# make fuzz FUZZ_PARSERS=calculator FUZZ_SECONDS=600. Replay a saved input with a plain build:
# .build/debug/ParserFuzz PARSER FILE.
FUZZ_PARSERS ?= words calculator meal timer position radius geojson csv reminder backup keys zone json documents sync \
	history
FUZZ_SECONDS ?= 160
fuzz: deps
	$(SWIFT) build -c release --sanitize=fuzzer -Xswiftc -DFUZZING --product ParserFuzz --scratch-path .build-fuzz
	@share=$$(( $(FUZZ_SECONDS) / $(words $(FUZZ_PARSERS)) )); for parser in $(FUZZ_PARSERS); do \
		echo "== fuzzing $$parser for $$share s"; \
		mkdir -p .build-fuzz/corpus/$$parser || exit 1; \
		COACH_FUZZ_PARSER=$$parser SWIFT_BACKTRACE=enable=no .build-fuzz/release/ParserFuzz \
			-max_total_time=$$share -timeout=10 -max_len=12000 -print_final_stats=1 \
			-artifact_prefix=.build-fuzz/$$parser- .build-fuzz/corpus/$$parser Tests/Fuzz/$$parser || exit 1; \
	done

# Random SIGKILLs during adds, edits, deletes, undo, goal changes and imports, checked against a model
# after each (CI runs it for 30 s before the tests).
SOAK_SECONDS ?= 60
soak: build
	python3 scripts/crash-soak.py $(abspath $(COACH)) $(SOAK_SECONDS)

# BEFORE=path/to/an/earlier/coach also times the goal rows for that build beside this one.
bench: build
	@scripts/ensure-deps.sh --bench
	$(SWIFT) build $(RELEASE) --product StartupFloor
	@scripts/bench.sh $(COACH) $(BEFORE)

clean:
	rm -rf .build .build-fuzz

# Re-records what the examples of README.md and docs/ print, from the release build (GuideExampleTests), or only
# PAGES="docs/sync.md …", and builds the guides into `help TOPIC` (scripts/generate-guides.py); review with git diff.
docs: build
	$(SWIFT) build --build-tests $(BUILD_INFO)
	COACH_BINARY=$(abspath $(COACH)) COACH_RECORD_DOCS=1 COACH_DOCS_PAGES="$(PAGES)" \
	  .build/debug/coachPackageTests.xctest --testing-library swift-testing --filter GuideExampleTests || true
	python3 scripts/generate-guides.py
