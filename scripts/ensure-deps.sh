#!/usr/bin/env bash
# Installs what building and testing coach needs, when it is missing (with --build, only the first two, the time zone files and git): libedit-dev (the line
# editor), libasound2-dev (ALSA, which coach loads at run time to play sound), sox (measures the sound tests' captures), bc (the calculator oracle in tests), tmux (real-terminal tests), chafa (draws a meal's photo in the terminal), zsh and fish (their Tab completion is tested, as bash's is), git (sync tests), faketime (transcripts that name their clock), mandoc (lints the man page), gettext (msgfmt checks the Russian catalog), strace (checks the mode of every file coach creates), systemd-analyze (checks the
# reminder units), hyperfine, cmatrix and time (make bench; cmatrix is the relax rows' peer, /usr/bin/time -v measures peak memory), chromium and poppler-utils (the report rendered to PNG and PDF;
# if they cannot be installed, that one test says so and is skipped, except in CI (CI=true), where it fails).
set -euo pipefail
need=()
pkg-config --exists libedit 2>/dev/null || need+=(libedit-dev pkg-config)
pkg-config --exists alsa 2>/dev/null || need+=(libasound2-dev pkg-config)
[ -e /usr/share/zoneinfo/Europe/Berlin ] || need+=(tzdata)   # the time zones days are counted in
command -v git >/dev/null || need+=(git)   # sync
# --build: only what building and running coach needs (make run, make build); the rest is for the tests and make bench.
if [ "${1:-}" != "--build" ]; then
  command -v sox >/dev/null || need+=(sox)
  command -v bc >/dev/null || need+=(bc)
  command -v units >/dev/null || need+=(units)   # GNU units is an oracle of the unit conversions (EverydayUnitOracleTests)
  command -v faketime >/dev/null || need+=(faketime)
  command -v tmux >/dev/null || need+=(tmux)
  command -v less >/dev/null || need+=(less)   # the pager long views go through at a terminal (PagerTerminalTests)
  command -v chafa >/dev/null || need+=(chafa)
  command -v zsh >/dev/null || need+=(zsh)
  command -v fish >/dev/null || need+=(fish)
  command -v age >/dev/null || need+=(age)   # the age tool is the oracle of the encrypted backups (Encrypted*Tests)
  command -v strace >/dev/null || need+=(strace)
  command -v systemd-analyze >/dev/null || need+=(systemd)
  command -v man >/dev/null || need+=(man-db groff-base)
  command -v mandoc >/dev/null || need+=(mandoc)   # ManualTests lint the man page with mandoc -T lint
  command -v msgfmt >/dev/null || need+=(gettext)   # MessageCatalogTests runs msgfmt --check po/ru.po
  command -v nm >/dev/null || need+=(binutils)   # ShippedBinaryTests reads the symbols of the binary under test
  command -v dpkg-shlibdeps >/dev/null || need+=(dpkg-dev)   # make dist: what the .deb depends on
  command -v lintian >/dev/null || need+=(lintian)   # PackageTests checks the .deb with it
  browser=()
  command -v chromium >/dev/null || browser+=(chromium)
  command -v pdfinfo >/dev/null || browser+=(poppler-utils)
  if [ ${#browser[@]} -gt 0 ]; then
    echo "Installing ${browser[*]} with apt-get (for the report test)…"
    sudo_b=""; [ "$(id -u)" -eq 0 ] || sudo_b="sudo"
    { $sudo_b apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_b apt-get install -y -qq "${browser[@]}" >/dev/null; } \
      || echo "Could not install ${browser[*]}: the report's browser test is skipped here, and fails in CI." >&2
  fi
  if [ "${1:-}" = "--bench" ]; then command -v hyperfine >/dev/null || need+=(hyperfine); command -v cmatrix >/dev/null || need+=(cmatrix); command -v valgrind >/dev/null || need+=(valgrind); [ -x /usr/bin/time ] || need+=(time); fi
  # pint (PyPI) is the units oracle of UnitOracleTests.
  python3 -c "import pint" 2>/dev/null || python3 -m pip install -q pint==0.25.3 2>&1 | grep -v "Running pip as the .root. user" || true
  # mpmath (PyPI) is the calculator's digit oracle in DigitOracleTests.
  python3 -c "import mpmath" 2>/dev/null || python3 -m pip install -q mpmath==1.3.0 2>&1 | grep -v "Running pip as the .root. user" || true
  # fsrs (PyPI) is the flashcard schedule's oracle in FSRSOracleTests.
  python3 -c "import fsrs" 2>/dev/null || python3 -m pip install -q fsrs==6.3.2 2>&1 | grep -v "Running pip as the .root. user" || true
fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} with apt-get…"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
