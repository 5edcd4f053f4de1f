# coach — `make run` builds and starts the shell, `make test` runs every test.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE = -c release --static-swift-stdlib
COACH = .build/release/coach
DEBUG_COACH = .build/debug/coach

.PHONY: run test build debug install bench generated messages transcripts deps clean fuzz soak format lint

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build $(RELEASE)

run: build
	@$(COACH)

debug: deps
	$(SWIFT) build

# The lint first (seconds), then the tests. Unit tests run in the debug build; every test that runs the binary
# runs the release build people run (`make run`, `make install`): static standard library, FoundationEssentials only.
# The binary's tests and the others run side by side, each one at a time (scripts/run-tests.sh); to run some:
# COACH_BINARY=$PWD/.build/release/coach swift test --no-parallel --filter NAME.
# Afterwards: no test skipped in CI, nothing a test started still running (scripts/after-tests.sh).
test: lint build
	$(SWIFT) build --build-tests
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
	python3 scripts/generate-sights.py
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
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/ru/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -s -m 755 $(COACH) $(DESTDIR)$(PREFIX)/bin/coach
	install -m 644 man/coach.1 $(DESTDIR)$(PREFIX)/share/man/man1/coach.1
	install -m 644 man/ru/coach.1 $(DESTDIR)$(PREFIX)/share/man/ru/man1/coach.1
	install -m 644 completions/coach.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/coach
	install -m 644 completions/coach.zsh $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_coach
	install -m 644 completions/coach.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/coach.fish

# Every parser under libFuzzer, each for an equal share of FUZZ_SECONDS, from its seeds in Tests/Fuzz/PARSER
# (what it finds is kept in .build-fuzz/corpus/PARSER). CI gives them 120 s in all; to dig into one:
# make fuzz FUZZ_PARSERS=calculator FUZZ_SECONDS=600. Replay a saved input with a plain build:
# .build/debug/ParserFuzz PARSER FILE.
FUZZ_PARSERS ?= words calculator meal timer position radius geojson csv reminder backup keys zone json documents sync
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
# after each (CI runs it for 45 s before the tests).
SOAK_SECONDS ?= 60
soak: build
	python3 scripts/crash-soak.py $(abspath $(COACH)) $(SOAK_SECONDS)

# BEFORE=path/to/an/earlier/coach also times the goal rows for that build beside this one.
bench: build
	@scripts/ensure-deps.sh --bench
	@scripts/bench.sh $(COACH) $(BEFORE)

clean:
	rm -rf .build .build-fuzz
